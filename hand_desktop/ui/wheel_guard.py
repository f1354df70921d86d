"""The mouse wheel scrolls the page; it changes a list or a number box only once that box has focus.

A wheel turned over a scrolled panel (the house rules) went into whatever combo box
or spin box passed under the pointer and quietly changed a rule. Every window that
has such boxes hands them to ``guard`` once they are built: each box then takes focus
only from a click or Tab (not from the wheel), and a wheel event over it without focus
is passed on to its parent (the scroll area scrolls, as over a label). A test holds every window with such boxes to it.

(Not a filter on the whole application: that is a Python call for every event of
every widget, and shiboken made the Python types of a hundred Qt classes for them. Nor
a search of a window's children: that makes the types of the combo boxes' inner views.)
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QWidget


class _WheelGuard(QObject):
    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Wheel and isinstance(watched, QWidget) and not watched.hasFocus():
            event.ignore()  # ignored: Qt hands it on to the parent, which scrolls
            return True
        return False


_GUARD: list[_WheelGuard] = []  # one filter for every box, made when first needed


def _the_guard() -> _WheelGuard:
    if not _GUARD:
        _GUARD.append(_WheelGuard())
    return _GUARD[0]


def guard(*boxes: QWidget) -> None:
    """Guard these combo boxes, spin boxes or sliders (again: no harm)."""
    for box in boxes:
        if guarded(box):
            continue
        if box.focusPolicy() == Qt.FocusPolicy.WheelFocus:  # Qt's own: the wheel gave focus
            box.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        box.installEventFilter(_the_guard())
        box.setProperty("wheelGuarded", True)


def guarded(box: QWidget) -> bool:
    return bool(box.property("wheelGuarded"))
