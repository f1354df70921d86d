"""``RoundLog``: the events of the round in play, and what each seat did in its latest turn.

The match keeps one over every event (and redacts when asked); a client of a
networked table keeps one over the events it receives (already redacted for
its seat). One rule for "a seat's latest turn" serves both: it restarts when
the turn passes to that seat, so until then its previous turn stays on show
("what they just did"); a deal clears everything.
"""

from __future__ import annotations

from collections.abc import Iterable

from hand_desktop.core.events import Event, RoundEnded, RoundStarted, StockReshuffled, TurnStarted


class RoundLog:
    """Events of the round in play, kept as they are given."""

    def __init__(self) -> None:
        self._events: list[Event] = []
        self._recent: dict[int, tuple[Event, ...]] = {}

    def note(self, events: Iterable[Event]) -> None:
        for event in events:
            if isinstance(event, RoundStarted):
                self._recent.clear()
                self._events = []
                continue
            self._events.append(event)
            if isinstance(event, TurnStarted):
                self._recent[event.seat] = ()
            elif not isinstance(event, RoundEnded | StockReshuffled):
                self._recent[event.seat] = self._recent.get(event.seat, ()) + (event,)

    @property
    def events(self) -> tuple[Event, ...]:
        """Every event since the deal, in order."""
        return tuple(self._events)

    def recent(self, seat: int) -> tuple[Event, ...]:
        """What ``seat`` did in its latest turn."""
        return self._recent.get(seat, ())
