"""Right to left for real: the table, the main window and the new-game dialog in Arabic.

Switching the language while the app runs turns every widget and the card
table (a QGraphicsScene that Qt does not mirror) right to left, and back.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from hand_desktop.ui.words import i18n
from tests.ui.standin_table import StandInTable
from tests.ui.table_support import Table, scenario_match, seats_one_human

RTL = Qt.LayoutDirection.RightToLeft
LTR = Qt.LayoutDirection.LeftToRight


@pytest.fixture
def table(app: QApplication, qtbot) -> Iterator[Table]:
    t = Table(qtbot, scenario_match(), seats_one_human(), start=False)
    yield t
    t.close()


def _xs(t: Table, codes: list[str]) -> list[float]:
    return [t.item(code).scenePos().x() for code in codes]


def _hand_xs(t: Table) -> list[float]:
    return [t.scene.card_items[card].scenePos().x() for card in t.scene.state.hand_cards()]


def test_table_mirrors_on_a_live_switch_to_arabic(app: QApplication, table: Table) -> None:
    width = table.view.viewport().width()
    hand = _hand_xs(table)
    assert hand == sorted(hand) and hand[0] < hand[-1]  # left to right
    assert table.scene.stock.scenePos().x() > width / 2  # the stock on the right

    i18n.switch_language(app, "ar")

    hand = _hand_xs(table)
    # Your hand starts on the right and runs leftwards...
    assert hand == sorted(hand, reverse=True) and hand[0] > hand[-1]
    # ...the piles swap sides...
    assert table.scene.stock.scenePos().x() < width / 2
    # ...but a run on the table still reads in rank order, low to high, left to right.
    five, six, joker = _xs(table, ["5C", "6C", "JK"])
    assert five < six < joker

    i18n.switch_language(app, "en")
    hand = _hand_xs(table)
    assert hand == sorted(hand)
    assert table.scene.stock.scenePos().x() > width / 2


def test_table_texts_follow_the_language(app: QApplication, table: Table) -> None:
    english = {name: action.text() for name, action in _actions(table)}
    i18n.switch_language(app, "ar")
    arabic = {name: action.text() for name, action in _actions(table)}
    assert english.keys() == arabic.keys() and english
    for name in english:
        assert english[name] != arabic[name], name
        assert any("\u0600" <= ch <= "\u06ff" for ch in arabic[name]), name


def _actions(t: Table) -> list[tuple[str, object]]:
    return [(a.objectName() or str(i), a) for i, a in enumerate(t.widget.game_actions())]


def test_main_window_turns_right_to_left_and_back(
    app: QApplication, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from hand_desktop.ui import main_window, storage
    from hand_desktop.ui.storage import Settings

    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    win = main_window.MainWindow(Settings(animation_ms=0), table_factory=StandInTable)
    qtbot.addWidget(win)
    win.show()
    english_menus = [a.text() for a in win.menuBar().actions()]
    assert win.layoutDirection() == LTR

    i18n.switch_language(app, "ar")
    assert win.layoutDirection() == RTL
    assert win.menuBar().layoutDirection() == RTL
    arabic_menus = [a.text() for a in win.menuBar().actions()]
    assert arabic_menus != english_menus
    assert all(any("\u0600" <= ch <= "\u06ff" for ch in text) for text in arabic_menus)
    assert app.applicationDisplayName() == "هاند"  # Qt shows it in the title bar

    i18n.switch_language(app, "en")
    assert [a.text() for a in win.menuBar().actions()] == english_menus
    assert win.layoutDirection() == LTR
    win.close()


def test_new_game_dialog_in_arabic(app: QApplication, qtbot) -> None:
    from hand_desktop.ui.dialogs.new_game import NewGameDialog

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    labels = {label: label.text() for label in dialog.findChildren(QLabel) if label.text()}
    assert labels

    i18n.switch_language(app, "ar")
    i18n.set_digits("arabic")
    assert dialog.layoutDirection() == RTL
    assert dialog.windowTitle() == "لعبة جديدة"
    changed = [label for label, before in labels.items() if label.text() != before]
    assert len(changed) == len(labels), [label.text() for label in labels if label not in changed]
    # Numbers in the combo boxes follow the digit setting: "٥١ نقطة".
    assert "٥١" in dialog.threshold.itemText(0)
    # A label that was put against the leading edge is now on the right: its
    # geometry, not just a flag, has moved.
    seat_label = dialog.seat_labels[0]
    assert seat_label.mapTo(dialog, seat_label.rect().center()).x() > dialog.width() / 2

    i18n.switch_language(app, "en")
    i18n.set_digits(None)
    assert dialog.windowTitle() == "New game"
    assert "51" in dialog.threshold.itemText(0)
