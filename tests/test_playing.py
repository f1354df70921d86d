"""benchmarks/playing.py: the one bounded loop the benchmarks play rounds with (matches:
``MatchRunner.play``, tests/test_match_flow.py)."""

from __future__ import annotations

import random

import pytest

from hand_desktop.core.bots import make_bot
from hand_desktop.core.round import Round
from hand_desktop.core.rules import Rules
from hand_desktop.core.view import view_for
from tests.scripts import load_script

PLAYING = load_script("benchmarks/playing.py", "playing")


def dealt(seed: int) -> Round:
    return Round.deal(Rules(), 4, seed % 4, random.Random(seed))


def test_turns_names_each_seat_to_act_until_the_round_is_over() -> None:
    rnd = dealt(3)
    bots = [make_bot("medium", s) for s in range(4)]
    seen: list[int] = []
    for seat in PLAYING.turns(rnd):
        assert seat == rnd.turn
        seen.append(seat)
        rnd.apply(bots[seat].choose(view_for(rnd, seat)))
    assert rnd.over and rnd.result is not None
    assert len(seen) > 4 and set(seen) == {0, 1, 2, 3}


def test_a_round_nobody_moves_in_stops_at_its_bound() -> None:
    rnd = dealt(4)
    with pytest.raises(PLAYING.Unended):
        for _seat in PLAYING.turns(rnd, limit=10):
            pass  # no action applied: the same seat is due again and again
    assert not rnd.over


def test_play_out_plays_a_round_to_its_end() -> None:
    rnd = dealt(5)
    points = PLAYING.play_out(rnd, [make_bot("easy", s) for s in range(4)])
    assert rnd.over and rnd.result is not None and points == rnd.result.points

