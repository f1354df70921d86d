"""The mouse wheel scrolls the page; it changes a list or a number box only once that box has focus.

A wheel turned over a scrolled panel (the house rules) went into whatever combo box
or spin box passed under the pointer and quietly changed a rule. One filter on the
whole application, for every dialog present and future: such a box takes focus only
from a click or Tab (not from the wheel), and a wheel event over it without focus is
passed on to its parent (the scroll area scrolls, as over a label).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QComboBox

_BOXES = (QComboBox, QAbstractSpinBox)
_installed: list[QObject] = []  # the filter, kept alive once installed


class WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        if kind == QEvent.Type.Wheel and isinstance(watched, _BOXES) and not watched.hasFocus():
            event.ignore()  # ignored: Qt hands it on to the parent, which scrolls
            return True
        # Qt's own policy for these boxes is WheelFocus: the wheel would give them focus.
        if (kind == QEvent.Type.Polish and isinstance(watched, _BOXES)
                and watched.focusPolicy() == Qt.FocusPolicy.WheelFocus):
            watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        return False


def install(app: QApplication) -> None:
    """Guard every combo box and spin box of ``app`` (once; widgets made before are polished
    again so that they get the policy too)."""
    if _installed:
        return
    guard = WheelGuard(app)
    _installed.append(guard)
    app.installEventFilter(guard)
    for widget in app.allWidgets():
        if isinstance(widget, _BOXES) and widget.focusPolicy() == Qt.FocusPolicy.WheelFocus:
            widget.setFocusPolicy(Qt.FocusPolicy.StrongFocus)

