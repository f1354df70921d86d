"""Rounds played to their end by bots, one bounded loop for every benchmark.

The benchmarks watch play in different ways (some before an action is applied, some
after, some time the choice), so a round is walked with ``turns``, which leaves choosing
and applying to the caller, and ``play_out`` plays a round through when nothing is
watched (the search's own ``playout``, which must end). Each stops with ``Unended`` if play
runs past its bound, rather than looping forever or measuring a round that never ended.
A match is played with ``MatchRunner.play``, which stops the same way.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from hand_desktop.core.bots.policy import PolicyBot
from hand_desktop.core.bots.search import playout
from hand_desktop.core.round import Round
from hand_desktop.core.runner import Unended

MAX_ROUND_ACTIONS = 5_000  # a round of bots ends far sooner; a bound all the same


def turns(rnd: Round, limit: int = MAX_ROUND_ACTIONS) -> Iterator[int]:
    """The seat to act, turn after turn, until ``rnd`` is over.

    The caller applies one action to ``rnd`` between two seats it is given.
    """
    for _ in range(limit):
        if rnd.over:
            return
        yield rnd.turn
    raise Unended(f"a round did not end within {limit} actions")


def play_out(rnd: Round, bots: Sequence[PolicyBot]) -> list[int]:
    """``rnd`` played to its end, each seat by its bot, watched by no one: the points."""
    points = playout(rnd, bots)
    if points is None:
        raise Unended("a round did not end within the search's bound on a playout")
    return points


__all__ = ["MAX_ROUND_ACTIONS", "Unended", "play_out", "turns"]
