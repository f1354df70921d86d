"""Test set-up: Qt runs headless, before any QApplication exists."""

import os
import sys

# Some machines set PYTHONDONTWRITEBYTECODE=1. Then every pytest worker compiled the same
# few hundred modules from source, and rewrote every test module's asserts, at each run:
# about 5 s of each worker's start. Caches go to the ignored __pycache__ folders, as they
# would without that variable.
sys.dont_write_bytecode = False

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No sound device is opened by the game in tests (tests/ui/test_sound.py uses its own players).
os.environ.setdefault("HAND_DESKTOP_SOUND", "off")


def pytest_xdist_auto_num_workers(config: object) -> int:
    """``-n auto``: two workers more than the cores. Many tests wait (on sockets, timers, a
    started game or type checker), and more workers keep the cores busy then: on two cores,
    four workers ran the suite in 52.9 and 59.0 s, three in 57.7 and 63.8 s, five in 58.4 s."""
    return (os.cpu_count() or 1) + 2
