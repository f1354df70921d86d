"""The floor: a bare PySide6 window showing one label (bench_startup.py measures it beside Hand).

Writes "<unix time> <VmRSS kB>" to ``HAND_DESKTOP_STARTUP_MARKER`` at its first
paint, as the game does, so both are measured the same way.
"""

from __future__ import annotations

import os
import sys
import time

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel


def _rss_kb() -> int:
    with open("/proc/self/status", encoding="ascii") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    return 0


class FirstPaint(QObject):
    def __init__(self, path: str) -> None:
        super().__init__()
        self.path = path
        self.done = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.done and event.type() == QEvent.Type.Paint:
            self.done = True
            with open(self.path, "w", encoding="ascii") as out:
                out.write(f"{time.time():.6f} {_rss_kb()}\n")
        return False


def main() -> int:
    app = QApplication(sys.argv[:1])
    app.setApplicationName("hand-bare")
    label = QLabel("Hand")
    label.resize(800, 560)
    label.setWindowTitle("bare")
    marker = os.environ.get("HAND_DESKTOP_STARTUP_MARKER")
    watcher = FirstPaint(marker) if marker else None
    if watcher is not None:
        label.installEventFilter(watcher)
    label.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
