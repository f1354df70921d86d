"""Issue 28, item 1: the wheel changes a combo box or spin box only once it has focus (every dialog)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QComboBox, QSpinBox, QWidget

from hand_desktop.ui import wheel_guard
from hand_desktop.ui.dialogs.new_game import NewGameDialog


def _wheel(widget: QWidget, down: bool = True) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(),
                        QPoint(0, -120 if down else 120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def test_a_wheel_over_a_house_rule_without_focus_changes_nothing(app, qtbot) -> None:
    wheel_guard.install(app)
    dialog = NewGameDialog({})
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.house.set_expanded(True)
    combo = dialog.discards
    before = dialog.choice().rules
    assert not combo.hasFocus()
    _wheel(combo)
    assert dialog.choice().rules == before
    assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus  # the wheel gives it no focus either


def test_the_wheel_works_once_the_box_has_focus(app, qtbot) -> None:
    wheel_guard.install(app)
    dialog = NewGameDialog({})
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.activateWindow()
    dialog.house.set_expanded(True)
    combo = dialog.threshold
    combo.setFocus()
    qtbot.waitUntil(combo.hasFocus)
    index = combo.currentIndex()
    _wheel(combo)
    assert combo.currentIndex() == index + 1


def test_boxes_made_before_and_after_the_guard_are_guarded(app, qtbot) -> None:
    wheel_guard.install(app)
    host = NewGameDialog({}, host=True)  # a spin box: the grace time
    qtbot.addWidget(host)
    host.show()
    value = host.grace.value()
    _wheel(host.grace, down=False)
    assert host.grace.value() == value
    plain = QWidget()
    qtbot.addWidget(plain)
    combo, spin = QComboBox(plain), QSpinBox(plain)
    combo.addItems(["a", "b"])
    plain.show()
    _wheel(combo)
    _wheel(spin, down=False)
    assert (combo.currentIndex(), spin.value()) == (0, 0)
