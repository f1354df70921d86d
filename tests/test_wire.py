"""The wire form of the core (PROTOCOL.md section 5): round trips over random matches and
the shapes and refusals a client relies on."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hand_desktop.core import wire
from hand_desktop.core.actions import DrawSource
from hand_desktop.core.cards import parse_card
from hand_desktop.core.events import CardDrawn, RoundEnded, RoundStarted
from hand_desktop.core.match import Match
from hand_desktop.core.randomplay import random_action
from hand_desktop.core.rules import Rules
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.seats import SeatKind
from hand_desktop.core.view import PlayerView
from tests.full import examples
from tests.test_core_properties import RULE_SETS, players_for


def _through_text(data: dict) -> dict:
    """What the other end reads: one line of JSON (PROTOCOL.md section 2)."""
    line = json.dumps(data, ensure_ascii=False, allow_nan=False)
    assert "\n" not in line
    return json.loads(line)


def _cards_named_with_copy(data: object) -> None:
    """Every card in a message names its copy, ``9H#2`` (PROTOCOL.md section 3)."""
    if isinstance(data, dict):
        for key, value in data.items():
            assert key not in ("seed", "stock"), key  # PROTOCOL.md 12.13
            if key in ("cards", "hand", "fire") and isinstance(value, list):
                assert all(isinstance(c, str) and "#" in c for c in value), (key, value)
            elif key in ("card", "joker", "fire_card_taken") and value is not None:
                assert isinstance(value, str) and "#" in value, (key, value)
            elif key == "hands":
                assert all("#" in c for h in value for c in h)
            else:
                _cards_named_with_copy(value)
    elif isinstance(data, list):
        for item in data:
            _cards_named_with_copy(item)


def _check_view(view: PlayerView) -> None:
    data = _through_text(wire.view_to_json(view))
    _cards_named_with_copy(data)
    assert wire.view_from_json(data) == view


@settings(max_examples=examples(12), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 10**6), rules_index=st.integers(0, len(RULE_SETS) - 1))
def test_events_views_results_and_summaries_survive_the_wire(seed: int, rules_index: int) -> None:
    rules = RULE_SETS[rules_index].with_(rounds=3)
    players = players_for(rules, seed)
    match = Match(rules, players, seed)
    runner = MatchRunner(match)
    rng = random.Random(seed)
    kinds = tuple(SeatKind.HUMAN if s == 0 else SeatKind.HARD for s in range(players))
    steps = 0
    seen: set[str] = set()
    while not runner.over and steps < 1500:
        runner.step(lambda _view: random_action(match.round, rng))
        steps += 1
        for seat in range(players):
            for event in match.events_for(seat):
                data = _through_text(wire.event_to_json(event))
                _cards_named_with_copy(data)
                seen.add(data["event"])
                assert wire.event_from_json(data) == event
        if steps % 7 == 0 or match.round.over:
            for seat in range(players):
                _check_view(match.view_for(seat))
        if match.round.over:
            summary = match.summary(kinds)
            data = _through_text(wire.summary_to_json(summary))
            _cards_named_with_copy(data)
            assert wire.summary_from_json(data) == summary
            result = match.results[-1]
            assert wire.result_from_json(_through_text(wire.result_to_json(result))) == result
    assert {"turn", "discarded", "drawn", "melds_laid", "round_started", "round_ended"} <= seen


def test_the_shapes_of_protocol_section_5() -> None:
    match = Match(Rules(), 2, 3)
    started = match.events_for(0)[0]
    assert wire.event_to_json(started) == {"event": "round_started", "round": 1,
                                           "dealer": match.round.dealer, "first": started.first}
    view = wire.view_to_json(match.view_for(1))
    required = {"seat", "players", "dealer", "turn", "phase", "hand", "hand_counts", "table", "fire",
                "stock_size", "opened", "required_opening", "last_opening", "reshuffles", "discards",
                "scores", "round", "rounds", "deciding", "must_open", "fire_card_taken",
                "laid_this_turn"}
    assert required <= set(view)
    assert view["phase"] == "first_discard" and view["round"] == 1 and view["rounds"] == 5
    drawn = CardDrawn(1, DrawSource.STOCK, None)
    assert wire.event_to_json(drawn) == {"event": "drawn", "seat": 1, "source": "stock", "card": None}
    mine = CardDrawn(1, DrawSource.FIRE, parse_card("9H#2"))
    assert wire.event_to_json(mine)["card"] == "9H#2"


@pytest.mark.parametrize("data, reason", [
    ({"event": "drawn", "seat": 0, "source": "stock", "card": "9H"}, "names its copy"),
    ({"event": "drawn", "seat": 0, "source": "sky", "card": None}, "stock or the fire"),
    ({"event": "turn", "seat": "1"}, "whole number"),
    ({"event": "turn", "seat": True}, "whole number"),
    ({"event": "teleported", "seat": 0}, "unknown event"),
    ({"event": "discarded", "seat": 0, "cards": ["ZZ#1"]}, "not a card"),
    ({"event": "round_started", "round": 2, "dealer": 1}, "first"),
    ([1, 2], "JSON object"),
])
def test_malformed_wire_data_is_refused_with_a_reason(data: object, reason: str) -> None:
    with pytest.raises(wire.WireError, match=reason):
        wire.event_from_json(data)


def test_a_round_end_result_must_add_up() -> None:
    match = Match(Rules(), 2, 9)
    rng = random.Random(4)
    while not match.round.over:
        events = match.apply(random_action(match.round, rng))
    ended = next(e for e in events if isinstance(e, RoundEnded))
    data = wire.event_to_json(ended)
    assert len(data["result"]["hands"]) == 2
    data["result"]["points"] = [p + 1 for p in data["result"]["points"]]
    with pytest.raises(wire.WireError, match="points"):
        wire.event_from_json(data)
    assert isinstance(wire.event_from_json(wire.event_to_json(RoundStarted(2, 0, 1))), RoundStarted)
