"""A saved match played again, move by move: what the review window steps through.

``Replay.of(data)`` plays a save's action log through the same ``Match`` that
plays and loads matches (``Match.dealt_from_json`` and ``replay_entries``: no
second copy of the rules) and keeps, for every position, a ``Moment``: the
state after that many log entries, as frozen values (every seat's view, the
stock, the summary) and the entry's events. Position 0 is the first deal;
position ``k`` follows the log's entry ``k - 1``.

Moments are values, so stepping back is as cheap as stepping forward. A
``Replay`` also knows where turns and rounds begin, and can rebuild the live
``Match`` at a position (``match_at``) to try another move there (the coach's
better moves are checked that way, and the review shows them so).
"""

from __future__ import annotations

import bisect
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from hand_desktop.core.actions import Action, MatchAction, NextRound, match_action_from_json
from hand_desktop.core.cards import Card
from hand_desktop.core.events import Event, RoundEnded
from hand_desktop.core.match import Match, SaveError
from hand_desktop.core.rules import RuleError
from hand_desktop.core.seats import Seat
from hand_desktop.core.summary import MatchSummary
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView


@dataclass(frozen=True)
class Moment:
    """The match after ``position`` entries of its log."""

    position: int
    round: int  # 1-based round of the match shown (deciding rounds included)
    entry: MatchAction | None  # the log entry that led here (None at the first deal)
    events: tuple[Event, ...]  # that entry's events in full (the deal's at a new round)
    views: tuple[PlayerView, ...]  # what each seat could see here
    stock: tuple[Card, ...]  # bottom .. top: public now, shown with "show all hands"
    summary: MatchSummary

    @property
    def turn(self) -> int:
        return self.views[0].turn

    @property
    def phase(self) -> Phase:
        return self.views[0].phase

    @property
    def actor(self) -> int | None:
        """The seat whose action led here (None for a deal)."""
        return None if self.entry is None or isinstance(self.entry, NextRound) else self.entry.seat


@dataclass(frozen=True)
class Replay:
    """Every moment of a saved match, and where its rounds and turns begin."""

    data: dict[str, Any]  # the save as read (the log is replayed from it again by ``match_at``)
    moments: tuple[Moment, ...]
    round_starts: tuple[int, ...]  # the position of each round's deal
    turn_starts: tuple[int, ...]  # positions where a turn (or a round's end) begins, in order
    seats: tuple[Seat, ...]

    @classmethod
    def of(cls, data: Any) -> Replay:
        """Play a save's log again; ``SaveError`` for a save that cannot be played."""
        match = Match.dealt_from_json(data)
        moments = [_moment(match, 0, None, match.events_for(0), None)]  # the deal: nothing to hide
        entries = data["actions"]
        for k, events in enumerate(match.replay_entries(entries), start=1):
            moments.append(_moment(match, k, _logged(match), tuple(events), moments[-1]))
        rounds = tuple(m.position for m in moments if m.position == 0 or isinstance(m.entry, NextRound))
        turns = tuple(m.position for i, m in enumerate(moments) if _turn_begins(moments, i))
        return cls(data, tuple(moments), rounds, turns, match.seats)

    # ------------------------------------------------------------------ positions

    @property
    def last(self) -> int:
        return len(self.moments) - 1

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def rounds(self) -> int:
        return len(self.round_starts)

    def at(self, position: int) -> Moment:
        return self.moments[self.clamp(position)]

    def clamp(self, position: int) -> int:
        return max(0, min(self.last, position))

    def round_index(self, position: int) -> int:
        """0-based index of the round a position belongs to."""
        return bisect.bisect_right(self.round_starts, self.clamp(position)) - 1

    def round_span(self, index: int) -> range:
        """The positions of round ``index`` (0-based): from its deal to its last moment."""
        start = self.round_starts[index]
        end = self.round_starts[index + 1] if index + 1 < self.rounds else len(self.moments)
        return range(start, end)

    def next_turn(self, position: int) -> int:
        k = bisect.bisect_right(self.turn_starts, position)
        return self.turn_starts[k] if k < len(self.turn_starts) else self.last

    def previous_turn(self, position: int) -> int:
        k = bisect.bisect_left(self.turn_starts, position) - 1
        return self.turn_starts[k] if k >= 0 else 0

    def round_events(self, position: int) -> tuple[Event, ...]:
        """Every event of the round up to ``position``, in full (the deal's first)."""
        span = self.round_span(self.round_index(position))
        return tuple(e for p in range(span.start, self.clamp(position) + 1) for e in self.moments[p].events)

    # ------------------------------------------------------------------ trying other moves

    def match_at(self, position: int) -> Match:
        """The live match at ``position`` (rebuilt from the save: for trying another move there)."""
        match = Match.dealt_from_json(self.data)
        entries = self.data["actions"][: self.clamp(position)]
        for _events in match.replay_entries(entries):
            pass
        return match

    def what_if(self, position: int, actions: Sequence[Action]) -> tuple[Moment, ...]:
        """The moments that ``actions`` played at ``position`` instead of the log would give;
        ``RuleError`` if the core refuses one of them (nothing is kept of a refused try)."""
        match = self.match_at(position)
        out = []
        for k, action in enumerate(actions, start=1):
            events = match.apply(action)
            out.append(_moment(match, position + k, action, tuple(events), None))
        return tuple(out)


def _logged(match: Match) -> MatchAction:
    """The entry just played, as the match logged it (a schema 1 round marker is a ``NextRound``)."""
    return match_action_from_json(match.log[-1], match.players)


def _moment(match: Match, position: int, entry: MatchAction | None, events: tuple[Event, ...],
            before: Moment | None) -> Moment:
    rnd = match.round
    summary = match.summary() if _summary_moved(match, before) else before.summary  # type: ignore[union-attr]
    return Moment(
        position=position,
        round=match.round_number,
        entry=entry,
        events=events,
        views=match.views(),
        stock=tuple(rnd.stock),
        summary=summary,
    )


def _summary_moved(match: Match, before: Moment | None) -> bool:
    """The summary follows the results, the round's number and whether it is over: it is
    worked out again only when one of them moved (most moves change none of them)."""
    if before is None:
        return True
    old = before.summary
    return (len(old.results), old.round_number, old.round_over) != (
        len(match.results), match.round_number, match.round.over)


def _turn_begins(moments: Sequence[Moment], i: int) -> bool:
    """A turn begins at a deal, when the turn passes, and where the round ends."""
    if i == 0 or isinstance(moments[i].entry, NextRound):
        return True
    here, before = moments[i], moments[i - 1]
    if here.phase is Phase.OVER:
        return before.phase is not Phase.OVER
    return here.turn != before.turn


def round_result_of(moment: Moment) -> RoundEnded | None:
    """The end of the round among a moment's events, if this entry ended it."""
    return next((e for e in moment.events if isinstance(e, RoundEnded)), None)


__all__ = ["Moment", "Replay", "RuleError", "SaveError", "round_result_of"]
