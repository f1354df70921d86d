"""The table asks the judge: a person may do what a bot may, here the Gulf double Joker Hand.

The scenario is tests/scenarios/gulf_double_joker.json (the referee's own check of RULES.md
16.12): seat 0 draws the A♥, lays the thirteen hearts A..K and holds only the two Jokers.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from hand_desktop.core.cards import parse_card
from hand_desktop.core.match import Match
from hand_desktop.core.scoring import Finish, RoundResult
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui.table.intents import ZoneKind
from tests.ui.table_support import Table

SCENARIO = Path(__file__).resolve().parents[1] / "scenarios" / "gulf_double_joker.json"
HEARTS = ("AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH", "KH")


def _scenario() -> dict[str, Any]:
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.pop("actions")
    return data


@pytest.fixture
def table(qtbot: Any):
    match = Match.from_scenario(_scenario(), names=["Ann", "Bob", "Cy"])
    t = Table(qtbot, match, [Seat("Ann"), Seat("Bob", SeatKind.EASY), Seat("Cy", SeatKind.EASY)])
    yield t
    t.close()


def _only_jokers_left(table: Table) -> None:
    """Draw, then lay the thirteen hearts from the prepared area: the two Jokers stay."""
    table.widget.draw_stock()
    table.scene.state.prepare(tuple(parse_card(c) for c in HEARTS), None)
    assert table.widget.buttons["submit"].property("ready") is True  # the judge accepts it
    table.widget.buttons["submit"].click()
    hand = table.match.round.hands[0]
    assert len(hand) == 2 and all(c.is_joker for c in hand)
    for item in [table.scene.card_items[c] for c in table.scene.state.hand_cards()]:
        table.click(item)  # select both Jokers
    assert len(table.scene.state.selection) == 2


def _results(table: Table) -> list[RoundResult]:
    results: list[RoundResult] = []
    table.session.applied.connect(lambda r: results.append(r.round_ended) if r.round_ended else None)
    return results


def test_both_jokers_dragged_onto_the_fire_pile_end_a_double_joker_hand(table: Table) -> None:
    results = _results(table)
    _only_jokers_left(table)
    s = table.scene
    jokers = s.state.selected_cards()
    # While the two Jokers are being dragged, the fire pile is lit: it takes them.
    s.drag.source, s.drag.cards = ZoneKind.HAND, jokers
    s.drag._begin()
    lit = [light.rect for light in s.drop_lights if light.isVisible()]
    assert s.lay.fire_zone in lit
    s.drag._clear()
    s.show_drop_lights([])
    # The real drag: press on a Joker, move, release on the fire pile.
    table.drag_item_to(s.card_items[jokers[0]], table.zone_center("fire"))
    rnd = table.match.round
    assert rnd.over and [c.is_joker for c in rnd.fire[-2:]] == [True, True]
    assert len(results) == 1
    result = results[0]
    assert result.finisher == 0 and result.finish is Finish.DOUBLE_JOKER_COLOURED_HAND
    assert list(result.points) == [-480, 480, 1600]


def test_move_discard_is_offered_and_throws_both_jokers(table: Table, qtbot: Any) -> None:
    results = _results(table)
    _only_jokers_left(table)
    discard = table.widget.action("discard")
    assert discard.isEnabled()
    discard.trigger()
    assert table.match.round.over and len(results) == 1
    assert results[0].finish is Finish.DOUBLE_JOKER_COLOURED_HAND


def test_enter_on_the_fire_pile_throws_both_jokers(table: Table, qtbot: Any) -> None:
    _only_jokers_left(table)
    keys = table.scene.keys
    keys.row = keys.row.PREPARED
    keys.target = next(t for t, _ in keys.targets(keys.row) if t.kind is ZoneKind.FIRE)
    qtbot.keyClick(table.view, Qt.Key.Key_Return)
    assert table.match.round.over
    assert table.match.round.result is not None
    assert table.match.round.result.finish is Finish.DOUBLE_JOKER_COLOURED_HAND


def test_one_joker_alone_may_still_be_thrown(table: Table) -> None:
    """Throwing one Joker keeps the other: allowed (the turn passes, no Hand yet)."""
    _only_jokers_left(table)
    s = table.scene
    first = s.state.selected_cards()[0]
    s.state.clear_selection()
    table.drag_item_to(s.card_items[first], table.zone_center("fire"))
    rnd = table.match.round
    assert first in rnd.fire and rnd.hands[0] == [first.twin]


def test_the_hint_points_at_both_jokers_and_the_fire_pile(table: Table) -> None:
    _only_jokers_left(table)
    table.widget.show_hint()
    marks = table.scene.hint_marks
    assert marks is not None and marks.zone is ZoneKind.FIRE
    assert marks.cards == frozenset(c for c in table.match.round.hands[0])
    assert table.widget.hint_line.text().startswith("A Hand is possible: Discard ")
