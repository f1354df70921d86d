"""A saved match replayed move by move gives the live match's states, forward and backward."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from hand_desktop.core.actions import NextRound
from hand_desktop.core.bots import make_bot
from hand_desktop.core.match import Match, SaveError
from hand_desktop.core.replay import Replay
from hand_desktop.core.rules import Rules
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.turn import Phase

SAVES = Path(__file__).parent / "saves"


def scripted_match(players: int = 3, rounds: int = 3, seed: int = 11) -> tuple[Match, list[Any]]:
    """A whole match played by Medium bots, with every state it went through."""
    chosen = Rules.from_json({"variant": "hand", "rounds": rounds})
    # The rules as a save writes and reads them (an unset choice is written as its value).
    match = Match(Rules.from_json(chosen.to_json()), players, seed)
    bots = [make_bot("medium", s) for s in range(players)]
    runner = MatchRunner(match)
    states = [_state(match)]
    while not match.over:
        runner.step(lambda v: bots[v.seat].choose(v))
        states.append(_state(match))
        assert len(states) < 5000
    return match, states


def _state(match: Match) -> Any:
    return (tuple(match.view_for(s) for s in range(match.players)), tuple(match.round.stock),
            match.summary())


def _replayed(rep: Replay, position: int) -> Any:
    moment = rep.at(position)
    return (moment.views, moment.stock, moment.summary)


def test_every_move_forward_and_backward_matches_the_live_match() -> None:
    match, states = scripted_match()
    rep = Replay.of(json.loads(match.dumps()))
    assert rep.last == len(states) - 1 == len(match.log)
    for position in range(rep.last + 1):  # forward
        assert _replayed(rep, position) == states[position], position
    for position in range(rep.last, -1, -1):  # backward
        assert _replayed(rep, position) == states[position], position


def test_turns_and_rounds_are_stepped_in_order() -> None:
    match, _states = scripted_match(players=2, rounds=3, seed=4)
    rep = Replay.of(json.loads(match.dumps()))
    assert rep.rounds == len(match.results) and rep.round_starts[0] == 0
    for start in rep.round_starts[1:]:
        assert isinstance(rep.at(start).entry, NextRound)
    # Turn by turn forward: every stop is a new seat to play, a deal or the round's end.
    stops, position = [0], 0
    while position < rep.last:
        position = rep.next_turn(position)
        stops.append(position)
    assert stops == sorted(set(stops))
    for stop in stops[1:]:
        here, before = rep.at(stop), rep.at(stop - 1)
        assert (here.turn != before.turn or isinstance(here.entry, NextRound)
                or here.phase is Phase.OVER or stop == rep.last)
    # ... and backward to the start through the same stops.
    back = [position]
    while position > 0:
        position = rep.previous_turn(position)
        back.append(position)
    assert back[::-1] == stops
    for index in range(rep.rounds):
        span = rep.round_span(index)
        assert rep.round_index(span.start) == rep.round_index(span.stop - 1) == index
        assert rep.at(span.stop - 1).phase is Phase.OVER


def test_the_live_match_is_rebuilt_at_any_position() -> None:
    match, states = scripted_match(players=2, rounds=3, seed=5)
    rep = Replay.of(json.loads(match.dumps()))
    for position in (0, 1, rep.last // 2, rep.last):
        again = rep.match_at(position)
        assert _state(again) == states[position]


def test_a_schema_1_save_replays() -> None:
    data = json.loads((SAVES / "schema1_saudi_round3.json").read_text(encoding="utf-8"))
    rep = Replay.of(data)
    loaded = Match.from_json(data)
    assert _replayed(rep, rep.last) == _state(loaded)


@pytest.mark.parametrize("data", [
    {"kind": "something-else"}, [], None, {"kind": "hand-desktop-match", "schema": 99},
])
def test_a_foreign_file_is_refused(data: Any) -> None:
    with pytest.raises(SaveError):
        Replay.of(data)


def test_a_broken_log_is_refused() -> None:
    match, _ = scripted_match(players=2, rounds=3, seed=6)
    data = json.loads(match.dumps())
    data["actions"][3] = {"seat": 0, "discard": "JK"}
    with pytest.raises(SaveError):
        Replay.of(data)
    del data["actions"]
    with pytest.raises(SaveError):
        Replay.of(data)
