"""Game > Preferences: the choices round-trip through the settings file and change the table
(felt, backs, suit colours, card size, sorting), and a bad entry is refused, not half-read."""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from hand_desktop.core.cards import parse_card, parse_cards
from hand_desktop.core.rules import Rules
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui import storage
from hand_desktop.ui.card_art import shared_art
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.preferences import Back, CardSize, Felt, Preferences
from hand_desktop.ui.storage import Settings
from hand_desktop.ui.table.hand_model import HandModel
from tests.ui.table_support import Table, scenario_match

CHOSEN = Preferences(felt=Felt.BLUE, back=Back.TILES, card_size=CardSize.SMALL, four_colour=True,
                     auto_sort=False, volume=35, muted=True)


def test_preferences_round_trip_through_the_settings_file(app) -> None:
    settings = Settings(prefs=CHOSEN, pointers_seen=("melds", "fire"))
    storage.save_settings(settings)
    loaded, warning = storage.load_settings()
    assert warning is None and loaded == settings
    data = json.loads(storage.settings_path().read_text(encoding="utf-8"))
    assert data["prefs"]["felt"] == "blue" and data["prefs"]["card_size"] == "small"


@pytest.mark.parametrize("bad", [{"felt": "purple"}, {"volume": 101}, {"volume": True},
                                 {"four_colour": "yes"}, "loud"])
def test_a_bad_preference_sets_the_file_aside_with_a_message(app, bad: object) -> None:
    path = storage.settings_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"schema": 1, "prefs": bad}), encoding="utf-8")
    loaded, warning = storage.load_settings()
    assert loaded == Settings() and warning is not None
    assert list(path.parent.glob("settings.broken-*.json"))


def test_missing_preferences_take_their_defaults(app) -> None:
    assert Preferences.from_json({"felt": "red"}) == Preferences(felt=Felt.RED)
    assert Preferences.from_json({"unknown": 1}) == Preferences()


def _hand_card_width(window: MainWindow) -> float:
    table = window.table
    assert table is not None
    lay = table.scene.lay  # type: ignore[attr-defined]
    assert lay is not None
    return float(lay.hand_w)


def test_the_preferences_change_the_table_and_are_remembered(app, qtbot) -> None:
    window = MainWindow(Settings(animation_ms=0))
    qtbot.addWidget(window)
    window.resize(1600, 1000)
    window.show()
    window.start_match(Rules(), ["Ana", "Badr"], [SeatKind.HUMAN, SeatKind.MEDIUM], seed=5)
    qtbot.waitUntil(lambda: window.table is not None and window.table.scene.lay is not None)
    wide = _hand_card_width(window)
    bands = window.welcome.bands
    window.apply_preferences(CHOSEN)
    assert _hand_card_width(window) <= 64 < wide  # Small: at most 64 pixels, the window allows more
    art = shared_art()
    assert art.style.back == "back-tiles" and art.style.felt == "felt-blue" and art.style.four_colour
    table = window.table
    assert table is not None and table.scene.state.hand.auto_sort is False  # type: ignore[attr-defined]
    assert window.welcome.bands != bands and window.welcome.bands[0].blue() > window.welcome.bands[0].green()
    assert window.sounds.volume == 0.0  # muted
    assert not window.sound_action.isChecked()
    assert storage.load_settings()[0].prefs == CHOSEN
    window.apply_preferences(Preferences())
    assert _hand_card_width(window) == pytest.approx(wide)
    assert art.style.back == "back" and not art.style.four_colour
    window.close()


def test_the_dialog_shows_and_returns_the_choices(app, qtbot) -> None:
    from hand_desktop.ui.dialogs.preferences import PreferencesDialog

    dialog = PreferencesDialog(CHOSEN, 120)
    qtbot.addWidget(dialog)
    assert dialog.choice() == (CHOSEN, 120)
    assert not dialog.volume.isEnabled()  # muted
    dialog.felt.setCurrentIndex(dialog.felt.findData(Felt.BROWN))
    dialog.sound_on.setChecked(True)
    dialog.volume.setValue(80)
    dialog.four_colour.setChecked(False)
    dialog.speed.setCurrentIndex(dialog.speed.findData(0))
    prefs, ms = dialog.choice()
    assert prefs == CHOSEN.with_(felt=Felt.BROWN, muted=False, volume=80, four_colour=False) and ms == 0
    assert dialog._art.style.felt == "felt-brown" and not dialog._art.style.four_colour  # the preview follows


def test_ok_in_the_dialog_applies_and_stores(app, qtbot) -> None:
    window = MainWindow(Settings(animation_ms=250))
    qtbot.addWidget(window)

    def choose() -> None:
        dialog = QApplication.activeModalWidget()
        assert dialog is not None and dialog.objectName() == "PreferencesDialog"
        dialog.back.setCurrentIndex(dialog.back.findData(Back.RED))  # type: ignore[attr-defined]
        dialog.speed.setCurrentIndex(dialog.speed.findData(450))  # type: ignore[attr-defined]
        dialog.accept()  # type: ignore[attr-defined]

    QTimer.singleShot(0, choose)
    assert window.show_preferences() is True
    stored = storage.load_settings()[0]
    assert stored.prefs.back is Back.RED and stored.animation_ms == 450
    assert window.speed_actions[450].isChecked()
    window.close()


def test_new_cards_are_sorted_into_place_when_asked() -> None:
    model = HandModel()
    hand = parse_cards("9S 3H KD")
    model.sync(hand)
    model.move([hand[2]], 0)  # arranged by hand: KD 9S 3H
    model.sync([*hand, parse_card("10S")])
    assert [c.code() for c in model.cards] == ["KD", "9S", "3H", "10S"]  # to the end
    model.auto_sort = True
    model.sync([*hand, parse_card("10S"), parse_card("8S")])
    # Before the first card that a sort by suit puts after it (the player's order is kept).
    assert [c.code() for c in model.cards] == ["8S", "KD", "9S", "3H", "10S"]


def test_a_new_table_sorts_its_first_deal_with_the_preference(app, qtbot) -> None:
    match = scenario_match()
    table = Table(qtbot, match, [Seat(n, SeatKind.HUMAN) for n in match.names])
    hand = table.widget.scene.state.hand
    dealt = hand.cards
    table.widget.set_preferences(Preferences(auto_sort=True))
    assert set(hand.cards) == set(dealt) and hand.cards != dealt
    runs = [suit for suit, _cards in itertools.groupby(c.suit for c in hand.cards if not c.is_joker)]
    assert len(runs) == len(set(runs))  # each suit together


def test_missing_card_art_variants_do_not_stop_a_table(app, qtbot, tmp_path: Path) -> None:
    """Four-colour and small faces (and backs) missing from an installation: plain pictures."""
    from hand_desktop.ui.card_art import CardArt, CardStyle

    art = CardArt(tmp_path)
    art.set_style(CardStyle(back="back-red", felt="felt-red", four_colour=True))
    assert not art.pixmap("KC", 30).isNull() and not art.pixmap("back", 30).isNull()
