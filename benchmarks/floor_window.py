"""A first screen like Hand's in plain PySide6, for bench_startup.py: what Qt alone costs.

A main window (four menus of six actions with shortcuts, a status bar, a page of a title
and six buttons, 1240x760 as the game's on that screen) and, over it, a modal dialog with
three choices, four seats (a name and a kind each), a button and OK/Cancel: the widgets of
the game's first window and new-game dialog, without the game's code, settings,
catalogues or fonts. Writes "<unix time> <VmRSS kB>" to ``HAND_DESKTOP_STARTUP_MARKER`` when
the dialog is first painted, as the game's start-up trace records ``dialog_paint``.
"""

from __future__ import annotations

import os
import sys

from bare_window import FirstPaint
from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QLabel,
    QLineEdit,
    QMainWindow,
    QMenu,
    QPushButton,
    QVBoxLayout,
    QWidget,
)


class DialogPaint(FirstPaint):
    """The marker at the first paint of the dialog (the window paints first)."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        return isinstance(watched, QDialog) and super().eventFilter(watched, event)


def window() -> QMainWindow:
    win = QMainWindow()
    win.setWindowTitle("floor")
    page = QWidget()
    column = QVBoxLayout(page)
    title = QLabel("Hand")
    title.setAlignment(Qt.AlignmentFlag.AlignCenter)
    column.addWidget(title)
    for i in range(6):
        column.addWidget(QPushButton(f"Button {i}"), 0, Qt.AlignmentFlag.AlignHCenter)
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


def ask(parent: QWidget, watcher: QObject | None) -> None:
    dialog = QDialog(parent)
    if watcher is not None:
        dialog.installEventFilter(watcher)
    column = QVBoxLayout(dialog)
    game = QGroupBox("Game")
    form = QFormLayout(game)
    for name in ("Variant", "Rounds", "Players"):
        choice = QComboBox()
        choice.addItems(["a", "b", "c", "d"])
        form.addRow(QLabel(name), choice)
    column.addWidget(game)
    seats = QGroupBox("Seats")
    grid = QGridLayout(seats)
    for seat in range(4):
        kind = QComboBox()
        kind.addItems(["Person", "Easy", "Medium", "Hard"])
        grid.addWidget(QLabel(f"Seat {seat}"), seat, 0)
        grid.addWidget(QLineEdit(f"Player {seat}"), seat, 1)
        grid.addWidget(kind, seat, 2)
    column.addWidget(seats)
    column.addWidget(QPushButton("House rules"))
    column.addWidget(QDialogButtonBox(
        QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel))
    dialog.exec()


def main() -> int:
    app = QApplication(sys.argv[:1])
    app.setApplicationName("hand-floor")
    marker = os.environ.get("HAND_DESKTOP_STARTUP_MARKER")
    watcher = DialogPaint(marker) if marker else None
    win = window()
    win.show()
    QTimer.singleShot(0, lambda: ask(win, watcher))
    return app.exec()


if __name__ == "__main__":
    raise SystemExit(main())
