"""Test set-up: Qt runs headless, before any QApplication exists."""

import os
import sys

# Some machines set PYTHONDONTWRITEBYTECODE=1. Then every pytest worker compiled the same
# few hundred modules from source, and rewrote every test module's asserts, at each run:
# about 5 s of each worker's start. Caches go to the ignored __pycache__ folders, as they
# would without that variable.
sys.dont_write_bytecode = False

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def pytest_xdist_auto_num_workers(config: object) -> int:
    """``-n auto``: one worker more than the cores. Many tests wait (on sockets, timers, a
    started game or type checker), and a third worker on two cores keeps them busy then."""
    return (os.cpu_count() or 1) + 1
