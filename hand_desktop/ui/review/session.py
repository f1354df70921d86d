"""The review's session: the table's own seam (``Session``), read-only, over a ``Replay``.

The table scene reads views, events and the summary from a session; this one
answers them from the replay's moment at ``position`` (or from a moment that
the coach's better move would have given, while it is shown). Nothing can be
submitted. One seat is "the person at the table": its cards are at the
bottom, and what it may see is what the table shows of the others, unless
every hand is revealed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from hand_desktop.core.actions import Action
from hand_desktop.core.events import Event, RoundStarted, redacted_for
from hand_desktop.core.replay import Moment, Replay
from hand_desktop.core.seats import Seat
from hand_desktop.core.summary import MatchSummary
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.sessions.session import Applied, Session


class ReviewSession(Session):
    """A replay at one position, as the table reads a match."""

    def __init__(self, replay: Replay, viewer: int, parent: QObject | None = None,
                 animation_ms: int = 250) -> None:
        super().__init__(parent, animation_ms)
        self.replay = replay
        self.viewer = viewer
        self.position = 0
        self.reveal_all = False  # every hand (and the stock) shown: the log names every card
        self.better: Moment | None = None  # a better move's moment shown instead of the log's

    # ------------------------------------------------------------------ moving

    @property
    def moment(self) -> Moment:
        return self.better if self.better is not None else self.replay.at(self.position)

    def goto(self, position: int) -> bool:
        """Show ``position``; True when the table should follow step by step (one move on)."""
        position = self.replay.clamp(position)
        step = position == self.position + 1 and self.better is None
        self.position = position
        self.better = None
        return step

    def step_report(self) -> Applied:
        """The report of the move just stepped onto, as the table follows a match that moves."""
        moment = self.moment
        started = next((e for e in moment.events if isinstance(e, RoundStarted)), None)
        return Applied(moment.position, ((self.viewer, self.events_for(self.viewer)),), started)

    # ------------------------------------------------------------------ who sits where

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.replay.seats

    @property
    def human_seats(self) -> list[int]:
        return [self.viewer]

    def is_human(self, seat: int) -> bool:
        return True  # nobody is "thinking" in a review: whoever is to play is simply to play

    # ------------------------------------------------------------------ what the table reads

    def view_for(self, seat: int) -> PlayerView:
        return self.moment.views[seat]

    def summary(self) -> MatchSummary:
        return self.moment.summary

    def _seen(self, events: tuple[Event, ...], seat: int) -> tuple[Event, ...]:
        return events if self.reveal_all else tuple(redacted_for(e, seat) for e in events)

    def events_for(self, seat: int) -> tuple[Event, ...]:
        return self._seen(self.moment.events, seat)

    def recent_events(self, seat: int, viewer: int) -> tuple[Event, ...]:
        """What ``seat`` did in its latest turn of the round so far."""
        span = self.replay.round_span(self.replay.round_index(self.position))
        block: list[Event] = []
        for p in range(self.position, span.start, -1):
            moment = self.replay.moments[p]
            if moment.actor != seat:
                if block:
                    break
                continue
            block[:0] = moment.events
        return self._seen(tuple(block), viewer)

    def round_events(self, viewer: int) -> tuple[Event, ...]:
        return self._seen(self.replay.round_events(self.position), viewer)

    # ------------------------------------------------------------------ commands: none

    def start(self) -> None:
        pass

    def submit(self, action: Action) -> bool:
        return False  # a review changes nothing

    def next_round(self) -> bool:
        return False

    def shutdown(self) -> None:
        pass
