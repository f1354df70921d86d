"""A menu closed with Escape gives the keys back to the page under it (the hand at a table).

Qt leaves the menu bar in its keyboard mode after Escape closes a menu: the arrow
keys then walk the menu titles, not the cards, until a second Escape. A player who
opened a menu and changed their mind means to go back to playing, so the focus
goes back at once (the menu bar leaves its keyboard mode when it loses focus).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QMenu, QWidget


class _EscapeWatcher(QObject):
    def __init__(self, target: Callable[[], QWidget | None], parent: QObject) -> None:
        super().__init__(parent)
        self.target = target

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape):
            # After the menu has handled it (and put the menu bar in keyboard mode).
            QTimer.singleShot(0, self, self._give_back)
        return False

    def _give_back(self) -> None:
        from PySide6.QtWidgets import QApplication

        if QApplication.activePopupWidget() is not None:
            return  # Escape closed a submenu only: its parent menu is still open
        widget = self.target()
        if widget is not None and widget.isVisible():
            widget.setFocus(Qt.FocusReason.PopupFocusReason)


def give_focus_back_on_escape(menus: Iterable[QMenu], target: Callable[[], QWidget | None],
                              parent: QObject) -> None:
    """After Escape closes one of ``menus`` (the menu bar's), focus ``target()``."""
    watcher = _EscapeWatcher(target, parent)
    for menu in menus:
        menu.installEventFilter(watcher)
