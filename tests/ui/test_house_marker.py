"""The house-rules marker under the table and the rules page follow the match in play."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from hand_desktop.core.house_rules import normalised
from hand_desktop.core.match import Match
from hand_desktop.core.rules import PartnerPays, Rules, ScoreTable, Variant
from hand_desktop.ui import storage
from hand_desktop.ui.help import rules_html
from hand_desktop.ui.house_marker import HouseRulesMarker
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.storage import Settings
from hand_desktop.ui.words import i18n
from tests.ui.shell_support import plain
from tests.ui.standin_table import StandInTable

HOUSE = Rules(variant=Variant.HAND_PARTNERS, threshold=81, joker_in_hand=20, max_reshuffles=1,
              partner_of_finisher_pays=PartnerPays.ZERO)


@pytest.fixture
def window(app, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    monkeypatch.setattr(QDialog, "exec", lambda _d: (_ for _ in ()).throw(AssertionError("modal dialog")))
    win = MainWindow(Settings(animation_ms=0), table_factory=StandInTable)
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()


def test_marker_lists_every_difference_in_words(app, qtbot) -> None:
    marker = HouseRulesMarker()
    qtbot.addWidget(marker)
    marker.set_rules(Rules())
    assert marker.isHidden()
    marker.set_rules(HOUSE)
    assert not marker.isHidden()
    assert "4 house rules" in marker.text()
    tip = plain(marker.toolTip())
    for words in ("An opening needs 81 points", "A Joker left in hand costs 20 points",
                  "at most 1 time a round", "pays nothing"):
        assert words in tip
    # The Gulf table's effects are told, the Joker's 15 or 20 it overrides is not.
    marker.set_rules(Rules(score_table=ScoreTable.GULF, joker_in_hand=20))
    assert marker.tooltip_lines() == [
        "Gulf score table: coloured, suited and Joker Hands score more, a Joker left in hand "
        "costs 20, and going out always ends with a throw."]


def test_marker_and_rules_page_follow_the_match(window: MainWindow, tmp_path: Path) -> None:
    marker = window.house_marker
    assert marker.isHidden()
    window.start_match(HOUSE, ["A", "B", "C", "D"], ["easy"] * 4, seed=3)
    assert marker.isVisible() and marker.rules == HOUSE
    window.show_rules()
    page = window.rules_dialog.browser.toPlainText()
    assert "This table differs from the standard rules:" in page
    assert "An opening needs 81 points" in page and "pays nothing" in page

    # A saved match opened from a file shows its own rules.
    saved = Match(Rules(variant=Variant.SAUDI, low_ace_value=11), 2, 4, ["X", "Y"])
    path = storage.save_match(saved, ["human", "easy"], tmp_path / "other.hand")
    assert window.open_file(path)
    assert marker.rules is not None and normalised(marker.rules) == saved.rules and "A low Ace (A 2 3) counts 11" in plain(marker.toolTip())
    page = window.rules_dialog.browser.toPlainText()
    assert "A low Ace (A 2 3) counts 11 in an opening." in page and "81 points" not in page

    window.start_match(Rules(variant=Variant.SAUDI), ["A", "B"], ["easy"] * 2, seed=3)
    assert marker.isHidden()
    assert "This table plays the standard rules." in window.rules_dialog.browser.toPlainText()


def test_marker_and_page_in_arabic(app, qtbot) -> None:
    marker = HouseRulesMarker()
    qtbot.addWidget(marker)
    marker.set_rules(HOUSE)
    i18n.switch_language(app, "ar")
    i18n.set_digits("arabic")
    assert "قواعد خاصة" in marker.text() and "٨١" in marker.toolTip()
    assert "القواعد الخاصة" in rules_html(HOUSE) and "٨١" in rules_html(HOUSE)
