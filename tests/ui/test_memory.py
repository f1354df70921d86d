"""Between rounds the C heap's free pages go back to the system (glibc), elsewhere nothing."""

from __future__ import annotations

import ctypes
import sys

import pytest

from hand_desktop.ui import memory


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="malloc_trim is glibc's")
def test_free_pages_are_given_back_on_linux() -> None:
    libc = ctypes.CDLL("libc.so.6")
    libc.malloc.restype = ctypes.c_void_p
    libc.free.argtypes = [ctypes.c_void_p]
    blocks = [libc.malloc(4000) for _ in range(20000)]  # 80 MB in small blocks (no mmap)
    for block in blocks[:-1]:
        libc.free(block)  # freed, but the heap keeps them: the last block pins its top

    def resident_kb() -> int:
        with open("/proc/self/status", encoding="ascii") as status:
            return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

    before = resident_kb()
    assert memory.release_free_memory()
    assert resident_kb() < before - 40_000  # most of the 80 MB went back
    libc.free(blocks[-1])

