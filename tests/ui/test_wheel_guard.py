"""Issue 28 item 1: the wheel changes a combo box, spin box or slider only once it has focus,
in every window that has one (the wheel over the house rules changed a rule)."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QScrollBar,
    QWidget,
)

from hand_desktop.ui import storage, wheel_guard
from hand_desktop.ui.dialogs.new_game import NewGameDialog


def _wheel(widget: QWidget, down: bool = True) -> None:
    centre = QPointF(widget.rect().center())
    event = QWheelEvent(centre, QPointF(widget.mapToGlobal(centre.toPoint())), QPoint(),
                        QPoint(0, -120 if down else 120), Qt.MouseButton.NoButton,
                        Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(widget, event)


def _boxes(window: QWidget) -> list[QWidget]:
    """The window's lists, number boxes and sliders (a scroll bar is meant for the wheel)."""
    return [w for kind in (QComboBox, QAbstractSpinBox, QAbstractSlider) for w in window.findChildren(kind)
            if not isinstance(w, QScrollBar) and not isinstance(w.parentWidget(), (QComboBox, QAbstractSpinBox))]


def test_a_wheel_over_a_house_rule_without_focus_changes_nothing(app, qtbot) -> None:
    dialog = NewGameDialog({})
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.house.set_expanded(True)
    combo = dialog.discards
    before = dialog.choice().rules
    assert not combo.hasFocus()
    _wheel(combo)
    _wheel(dialog.threshold, down=False)
    assert dialog.choice().rules == before
    assert combo.focusPolicy() == Qt.FocusPolicy.StrongFocus  # the wheel gives it no focus either


def test_the_wheel_works_once_the_box_has_focus(app, qtbot) -> None:
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


def _windows(qtbot, tmp_path: Path) -> list[QWidget]:
    from hand_desktop.ui.dialogs.preferences import PreferencesDialog
    from hand_desktop.ui.dialogs.statistics import StatisticsDialog
    from hand_desktop.ui.preferences import Preferences
    from hand_desktop.ui.review import review_file
    from tests.ui.test_review import played
    from tests.ui.test_statistics import two_people, write

    host = NewGameDialog({"players": 4}, host=True)
    host.house.set_expanded(True)  # its rows are built when first unfolded
    write(tmp_path / "record.json", two_people())
    stats = StatisticsDialog(None, tmp_path / "record.json", ask=lambda *_a: False, inform=lambda *_a: None)
    saved = tmp_path / "match.hand"
    saved.write_text(storage.dumps_game(played()), encoding="utf-8")
    review = review_file(None, saved, animation_ms=0)
    assert review is not None
    windows = [NewGameDialog({}), host, stats, PreferencesDialog(Preferences(), 120), review]
    for window in windows:
        qtbot.addWidget(window)
    return windows


def test_every_box_of_every_window_is_guarded(app, qtbot, tmp_path: Path) -> None:
    for window in _windows(qtbot, tmp_path):
        window.show()
        boxes = _boxes(window)
        assert boxes, type(window).__name__
        for box in boxes:
            assert wheel_guard.guarded(box), (type(window).__name__, type(box).__name__, box.objectName())
            before = box.currentIndex() if isinstance(box, QComboBox) else (
                box.value() if isinstance(box, QAbstractSlider) else box.text())
            _wheel(box)
            _wheel(box, down=False)
            after = box.currentIndex() if isinstance(box, QComboBox) else (
                box.value() if isinstance(box, QAbstractSlider) else box.text())
            assert after == before, (type(window).__name__, type(box).__name__)
