"""Giving memory a finished round no longer needs back to the system.

A round builds and drops many short-lived objects (views, solver answers, the
round summary's pictures). Freed, they stay in the C heap's free lists, and on
glibc (Linux) the heap keeps those pages: the resident memory of a long
session grew about 7 MB over 40 rounds that nothing used any more (the soak
benchmark's ``malloc_free_held``). ``release_free_memory`` hands the free pages
back (``malloc_trim``) between two rounds, where a few milliseconds are never
noticed. ``tune_allocator`` (once, as start-up ends) fixes glibc's mmap threshold:
left dynamic, it rises to the largest block ever freed (a window's backing
store, the felt: megabytes), and from then on such blocks live in the heap,
where freeing them leaves holes the heap keeps. Elsewhere (macOS, Windows,
other C libraries) both do nothing.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable

_M_MMAP_THRESHOLD = -3  # glibc's mallopt parameter
MMAP_THRESHOLD = 256 * 1024  # blocks this large get their own pages, given back when freed
_libc: ctypes.CDLL | None = None
_looked = False


def _glibc() -> ctypes.CDLL | None:
    global _libc, _looked
    if not _looked:
        _looked = True
        if sys.platform.startswith("linux"):
            try:
                # The C library this process already runs on: ctypes.util.find_library would
                # start `ldconfig -p` (13-37 ms of a start-up that is measured in milliseconds).
                libc = ctypes.CDLL(None)
                if hasattr(libc, "malloc_trim") and hasattr(libc, "mallopt"):  # glibc, not musl
                    _libc = libc
            except OSError:
                _libc = None
    return _libc


def tune_allocator() -> bool:
    """Large blocks always in their own pages (glibc); True where that is possible."""
    libc = _glibc()
    return libc is not None and libc.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD) == 1


def _malloc_trim() -> Callable[[int], int] | None:
    libc = _glibc()
    return libc.malloc_trim if libc is not None else None


def release_free_memory() -> bool:
    """Give the C heap's free pages back to the system; True where that is possible."""
    trim = _malloc_trim()
    if trim is None:
        return False
    trim(0)
    return True
