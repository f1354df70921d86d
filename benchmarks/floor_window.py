"""A first screen like Hand's in plain PySide6, for bench_startup.py: what Qt alone costs.

A main window (four menus of six actions with shortcuts, a status bar, a page of a title
and seven buttons, 1240x760 as the game's on that screen): the widgets of the game's first
window and its welcome page, without the game's code, settings, catalogues or fonts.
Writes "<unix time> <VmRSS kB>" to ``HAND_DESKTOP_STARTUP_MARKER`` when the page's first
button is first painted, as the game's start-up trace records ``welcome_paint``.
"""

from __future__ import annotations

import os
import sys

from bare_window import FirstPaint
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


def window(watcher: FirstPaint | None) -> QMainWindow:
    win = QMainWindow()
    win.setWindowTitle("floor")
    page = QWidget()
    column = QVBoxLayout(page)
    title = QLabel("Hand")
    title.setAlignment(Qt.AlignmentFlag.AlignCenter)
    column.addWidget(title)
    column.addWidget(QLabel("A line below the title"), 0, Qt.AlignmentFlag.AlignHCenter)
    for i in range(7):
        button = QPushButton(f"&Button {i}")
        if i == 0 and watcher is not None:
            button.setDefault(True)
            button.installEventFilter(watcher)  # the first thing a player can act on
        column.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
    win.setCentralWidget(page)
    for m in range(4):
        menu = QMenu(f"Menu {m}", win)
        for a in range(6):
            action = QAction(f"Action {a}", win)
            action.setShortcut(QKeySequence(f"Ctrl+Shift+F{a + 1}"))
            menu.addAction(action)
        win.menuBar().addMenu(menu)
    win.statusBar().addWidget(QLabel("status"))
    win.resize(1240, 760)
    return win


def main() -> int:
    app = QApplication(sys.argv[:1])
    app.setApplicationName("hand-floor")
    marker = os.environ.get("HAND_DESKTOP_STARTUP_MARKER")
    watcher = FirstPaint(marker) if marker else None  # kept here: the filter holds no reference
    win = window(watcher)
    win.show()
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
