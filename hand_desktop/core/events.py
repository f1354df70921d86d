"""Events: what happened, as the game reports it after an accepted action.

Each event says who may see it in full: ``redacted_for(seat)`` hides a card
drawn from the stock from everyone but the player who drew it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from hand_desktop.core.actions import DrawSource
from hand_desktop.core.cards import Card
from hand_desktop.core.scoring import RoundResult


@dataclass(frozen=True, slots=True)
class CardDrawn:
    seat: int
    source: DrawSource
    card: Card | None  # None where hidden from the viewer


@dataclass(frozen=True, slots=True)
class StockReshuffled:
    count: int  # cards in the new stock
    reshuffles: int  # done this round, this one included


@dataclass(frozen=True, slots=True)
class MeldsLaid:
    seat: int
    indices: tuple[int, ...]  # table indices of the new melds
    value: int
    opening: bool  # this submission opened the side


@dataclass(frozen=True, slots=True)
class MeldExtended:
    seat: int
    index: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class JokerReplaced:
    seat: int
    index: int
    cards: tuple[Card, ...]
    joker: Card


@dataclass(frozen=True, slots=True)
class CardDiscarded:
    seat: int
    cards: tuple[Card, ...]


@dataclass(frozen=True, slots=True)
class TurnStarted:
    seat: int


@dataclass(frozen=True, slots=True)
class RoundStarted:
    """A new deal: the match's round ``round`` (1-based), dealt by ``dealer``, ``first`` to move."""

    round: int
    dealer: int
    first: int


@dataclass(frozen=True, slots=True)
class RoundEnded:
    """The round is over; ``result.hands`` holds every seat's remaining cards (public now)."""

    result: RoundResult

    @property
    def hands(self) -> tuple[tuple[Card, ...], ...]:
        return self.result.hands


Event = (
    CardDrawn | StockReshuffled | MeldsLaid | MeldExtended | JokerReplaced | CardDiscarded
    | TurnStarted | RoundStarted | RoundEnded
)


def redacted_for(event: Event, seat: int) -> Event:
    """The event as ``seat`` may see it (``Match.events_for`` applies this at the source)."""
    if isinstance(event, CardDrawn) and event.source is DrawSource.STOCK and event.seat != seat:
        return replace(event, card=None)
    return event
