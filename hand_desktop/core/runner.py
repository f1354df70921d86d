"""The match loop: who acts next, and applying what they do.

``MatchRunner`` is pure (no threads, no clocks): it tells whether a seat's
action or the next deal is awaited and applies either through the match's own
validation; whose turn it is, ``Match.to_act`` says. The simulator
drives it with bots; the sessions' bots move through ``core.driver``.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from hand_desktop.core.actions import Action, MatchAction, NextRound
from hand_desktop.core.events import Event
from hand_desktop.core.match import Match
from hand_desktop.core.view import PlayerView

MAX_MATCH_ACTIONS = 200_000  # a match of bots ends far sooner; a bound all the same


class Unended(RuntimeError):
    """Play went past its bound: a match or round that never ended."""


class MatchRunner:
    """Drives one ``Match``: ``to_act``/``next_round_due`` say what is awaited, ``apply`` does it."""

    def __init__(self, match: Match) -> None:
        self.match = match

    @property
    def over(self) -> bool:
        return self.match.over

    def to_act(self) -> int | None:
        """The seat whose action is awaited; None between rounds and once the match is over."""
        return self.match.to_act()

    def next_round_due(self) -> NextRound | None:
        """The action that deals the next round, when the round is over and the match is not."""
        return self.match.next_round_action()

    def apply(self, action: MatchAction) -> list[Event]:
        """Apply through the match (``RuleError`` and no change if refused); the events in full."""
        return self.match.apply(action)

    def step(self, choose: Callable[[PlayerView], Action]) -> list[Event]:
        """One step of play: deal the next round if one is due, else ask the seat to move.

        ``choose`` gets only the acting seat's view. Returns the events; [] once the match is over.
        """
        due = self.next_round_due()
        if due is not None:
            return self.apply(due)
        seat = self.to_act()
        if seat is None:
            return []
        return self.apply(choose(self.match.view_for(seat)))

    def play(self, choose: Callable[[PlayerView], Action],
             limit: int = MAX_MATCH_ACTIONS) -> Iterator[Event]:
        """Every event of the match played to its end, step by step (``step``): ``choose``
        answers the seat to act, and each round is dealt when due. Past ``limit`` steps it
        raises ``Unended`` rather than loop forever or count a match that never ended."""
        for _ in range(limit):
            if self.over:
                return
            yield from self.step(choose)
        raise Unended(f"a match did not end within {limit} actions")
