"""Round scoring: the standard table (section 10) and the Gulf table (section 12).

Points are penalties: lower is better. ``score_round`` takes what the round
left behind and returns a ``RoundResult`` with a detailed line per seat.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum
from typing import Any

from hand_desktop.core.cards import Card, Suit, penalty_value
from hand_desktop.core.rules import PartnerPays, Rules


class Finish(Enum):
    NORMAL = "normal"
    HAND = "hand"
    NO_CONTEST = "no_contest"
    COLOURED_HAND = "coloured_hand"
    JOKER_HAND = "joker_hand"
    SUITED_HAND = "suited_hand"
    DOUBLE_JOKER_HAND = "double_joker_hand"
    DOUBLE_JOKER_COLOURED_HAND = "double_joker_coloured_hand"

    @property
    def is_hand(self) -> bool:
        return self not in (Finish.NORMAL, Finish.NO_CONTEST)


@dataclass(frozen=True, slots=True)
class Row:
    """One row of a score table: what the finisher gets, and the others' rates."""

    finisher: int
    not_opened: int
    multiplier: int  # for an opened opponent: multiplier x value left in hand


STANDARD_ROWS = {
    Finish.NORMAL: Row(-30, 100, 1),
    Finish.HAND: Row(-60, 200, 2),
}
GULF_ROWS = {
    Finish.NORMAL: Row(-30, 100, 1),
    Finish.HAND: Row(-60, 200, 2),
    Finish.COLOURED_HAND: Row(-120, 400, 4),
    Finish.JOKER_HAND: Row(-120, 400, 4),
    Finish.SUITED_HAND: Row(-240, 800, 8),
    Finish.DOUBLE_JOKER_HAND: Row(-240, 800, 8),
    Finish.DOUBLE_JOKER_COLOURED_HAND: Row(-480, 1600, 32),
}


class Role(Enum):
    """A seat's part in how a round ended; everyone is an opponent in a no-contest."""

    FINISHER = "finisher"
    PARTNER = "partner"
    OPPONENT = "opponent"


@dataclass(frozen=True, slots=True)
class SeatScore:
    """What one seat scored in a round and why."""

    seat: int
    opened: bool  # the seat's side had opened
    value_left: int
    finish: Finish
    role: Role
    multiplier: int
    points: int

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "opened": self.opened, "value_left": self.value_left,
            "finish": self.finish.value, "role": self.role.value, "multiplier": self.multiplier,
            "points": self.points,
        }


@dataclass(frozen=True, slots=True)
class RoundResult:
    finish: Finish
    finisher: int | None
    seats: tuple[SeatScore, ...]
    hands: tuple[tuple[Card, ...], ...] = ()  # every seat's cards left at the end, per seat

    @property
    def points(self) -> list[int]:
        return [s.points for s in self.seats]

    def to_json(self) -> dict[str, Any]:
        return {
            "finish": self.finish.value,
            "finisher": self.finisher,
            "points": self.points,
            "seats": [s.to_json() for s in self.seats],
        }


def hand_value(cards: Sequence[Card], rules: Rules) -> int:
    return sum(penalty_value(c, rules.joker_penalty) for c in cards)


def score_no_contest(hands: Sequence[Sequence[Card]], opened: Sequence[bool], rules: Rules) -> RoundResult:
    seats = tuple(
        SeatScore(s, opened[s], hand_value(h, rules), Finish.NO_CONTEST, Role.OPPONENT, 0, 0)
        for s, h in enumerate(hands)
    )
    return RoundResult(Finish.NO_CONTEST, None, seats, _frozen(hands))


def score_finish(
    finish: Finish,
    finisher: int,
    hands: Sequence[Sequence[Card]],
    opened: Sequence[bool],
    rules: Rules,
) -> RoundResult:
    """Points for every seat once ``finisher`` has gone out with ``finish``."""
    rows = GULF_ROWS if rules.gulf else STANDARD_ROWS
    row = rows[finish]
    n = len(hands)
    partner = (finisher + 2) % n if rules.partners else None
    seats = []
    for s in range(n):
        left = hand_value(hands[s], rules)
        if s == finisher:
            seats.append(SeatScore(s, True, left, finish, Role.FINISHER, 1, row.finisher))
        elif s == partner:
            pays = left if rules.partner_of_finisher_pays is PartnerPays.HAND else 0
            seats.append(SeatScore(s, opened[s], left, finish, Role.PARTNER, 1, pays))
        elif opened[s]:
            seats.append(SeatScore(s, True, left, finish, Role.OPPONENT, row.multiplier, row.multiplier * left))
        else:
            seats.append(SeatScore(s, False, left, finish, Role.OPPONENT, 1, row.not_opened))
    return RoundResult(finish, finisher, tuple(seats), _frozen(hands))


def _frozen(hands: Sequence[Sequence[Card]]) -> tuple[tuple[Card, ...], ...]:
    return tuple(tuple(h) for h in hands)


# --------------------------------------------------------------------------- Gulf special Hands


def gulf_hand_kind(melded: Sequence[tuple[Card, list[tuple[int, Suit]]]], thrown: Sequence[Card]) -> Finish:
    """Which Gulf row a Hand fits best (section 12).

    ``melded`` lists every card the finisher melded in the Hand, each with what
    it stands for (a natural stands for itself; a Joker for one card, or two in
    a set of two naturals). ``thrown`` is the final discard: one card, or the
    two Jokers.
    """
    suits: set[Suit] = set()
    for card, represents in melded:
        if card.is_joker:
            suits.update(s for _, s in represents)
        else:
            assert card.suit is not None
            suits.add(card.suit)
    colours = {s.is_red for s in suits}
    if len(thrown) == 2:
        return Finish.DOUBLE_JOKER_COLOURED_HAND if len(colours) == 1 else Finish.DOUBLE_JOKER_HAND
    last = thrown[0] if thrown else None
    if last is not None and last.is_joker:
        return Finish.JOKER_HAND
    if last is not None:
        assert last.suit is not None
        suits.add(last.suit)
        colours.add(last.suit.is_red)
    if len(suits) == 1:
        return Finish.SUITED_HAND
    if len(colours) == 1:
        return Finish.COLOURED_HAND
    return Finish.HAND
