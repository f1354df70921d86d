"""Between rounds the C heap's free pages go back to the system (glibc), elsewhere nothing."""

from __future__ import annotations

import ctypes
import subprocess
import sys

import pytest

from hand_desktop.ui import free_memory


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
    assert free_memory.release_free_memory()
    assert resident_kb() < before - 40_000  # most of the 80 MB went back
    libc.free(blocks[-1])



_TUNING_PROBE = """
import ctypes
from hand_desktop.ui import free_memory

libc = ctypes.CDLL("libc.so.6")
libc.malloc.restype = ctypes.c_void_p
libc.free.argtypes = [ctypes.c_void_p]

def resident_kb():
    with open("/proc/self/status", encoding="ascii") as status:
        return next(int(line.split()[1]) for line in status if line.startswith("VmRSS:"))

assert free_memory.tune_allocator()
big = libc.malloc(8 * 1024 * 1024)
libc.free(big)  # dynamic: this would have raised the threshold to 8 MB
again = [libc.malloc(4 * 1024 * 1024) for _ in range(4)]
pin = libc.malloc(1000)  # in the heap after them: they are not at its top (no trim)
ctypes.memset(again[0], 1, 4 * 1024 * 1024)
before = resident_kb()
for block in again:
    libc.free(block)
print(before - resident_kb())
libc.free(pin)
"""


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="mallopt is glibc's")
def test_large_blocks_get_their_own_pages_after_tuning() -> None:
    """Left dynamic, glibc's mmap threshold rises to the largest block ever freed; fixed,
    a large block freed goes back to the system at once. In a fresh interpreter: the
    allocator's state in a test worker depends on whatever ran there before."""
    probe = subprocess.run([sys.executable, "-c", _TUNING_PROBE], capture_output=True, text=True,
                           timeout=60, check=True)
    assert int(probe.stdout.strip()) > 3000  # the touched 4 MB (in kB) went back without a trim
