"""What one seat may know: ``view_for(round, seat)``.

Bots, the hot-seat table and LAN clients only ever get a ``PlayerView``: their
own hand, everyone's card counts, the table, the whole fire pile, the stock's
size and the scores. Never another player's hand, never the stock's order.

``Sight`` is what the judge reads of a seat's view. A ``PlayerView`` is one; a
``RoundSight`` is the same read off a round (its lists not copied), which is how
the round has the judge rule on every action without building a view.
``view_for`` takes its values from a ``RoundSight``, so the two cannot differ.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property
from typing import Protocol

from hand_desktop.core.cards import Card
from hand_desktop.core.melds import Meld
from hand_desktop.core.rules import ErrorCode, Rules
from hand_desktop.core.turn import Phase, TurnState


class RoundState(Protocol):
    """What a view is read from: a ``round.Round`` (named here by what it holds, so that views,
    which every part of the game reads, do not import the rules engine, and the engine can
    read its own views)."""

    rules: Rules
    players: int
    dealer: int
    turn: int
    phase: Phase
    hands: list[list[Card]]
    table: list[Meld]
    fire: list[Card]
    stock: list[Card]
    opened: list[bool]
    laid_earlier: list[bool]
    last_opening: int | None
    reshuffles: int
    discards: int
    turn_state: TurnState

    def required_opening(self) -> int: ...

    def must_open(self) -> bool: ...


@dataclass(frozen=True)
class PlayerView:
    seat: int
    rules: Rules
    players: int
    dealer: int
    turn: int
    phase: Phase
    hand: tuple[Card, ...]
    hand_counts: tuple[int, ...]
    table: tuple[Meld, ...]
    fire: tuple[Card, ...]  # bottom .. top
    stock_size: int
    opened: tuple[bool, ...]
    laid_earlier: tuple[bool, ...]
    last_opening: int | None
    required_opening: int
    reshuffles: int
    discards: int
    scores: tuple[int, ...]  # match totals before this round
    # This turn, when it is the viewer's turn:
    fire_card_taken: Card | None
    must_open: bool
    laid_this_turn: tuple[int, ...]
    touched_other: bool
    waived: ErrorCode | None  # the rule an exempt Hand opening waived this turn (then only this turn's melds)
    # Rounds still to play after this one (0 in the last or a deciding round);
    # None for a round played on its own, outside a match.
    rounds_left: int | None = None
    round_number: int | None = None  # 1-based round of the match (deciding rounds included)
    deciding: bool = False  # a deciding round, after the rounds chosen for the match

    @property
    def my_turn(self) -> bool:
        return self.turn == self.seat

    @property
    def fire_top(self) -> Card | None:
        return self.fire[-1] if self.fire else None

    def side(self, seat: int) -> tuple[int, ...]:
        return self.rules.side(seat, self.players)

    @cached_property
    def held(self) -> frozenset[Card]:
        """The hand as a set."""
        return frozenset(self.hand)

    @cached_property
    def locked(self) -> frozenset[Card]:
        return self.rules.locked_by(self.fire_card_taken)


class Sight(Protocol):
    """What the judge reads of a seat's view (``PlayerView`` and ``RoundSight`` both are one)."""

    @property
    def seat(self) -> int: ...
    @property
    def rules(self) -> Rules: ...
    @property
    def players(self) -> int: ...
    @property
    def turn(self) -> int: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def hand(self) -> Sequence[Card]: ...
    @property
    def table(self) -> Sequence[Meld]: ...
    @property
    def fire(self) -> Sequence[Card]: ...
    @property
    def opened(self) -> Sequence[bool]: ...
    @property
    def laid_earlier(self) -> Sequence[bool]: ...
    @property
    def required_opening(self) -> int: ...
    @property
    def discards(self) -> int: ...
    @property
    def fire_card_taken(self) -> Card | None: ...
    @property
    def must_open(self) -> bool: ...
    @property
    def laid_this_turn(self) -> Sequence[int]: ...
    @property
    def touched_other(self) -> bool: ...
    @property
    def waived(self) -> ErrorCode | None: ...


class RoundSight:
    """What ``seat`` sees of ``rnd``, read when it is made (see the module's note).

    It is used at once and not kept: the round has the judge rule on one action with a
    fresh one, and ``view_for`` copies one into a view. Its values are plain attributes read
    once (the judge and ``view_for`` read them all the time), but for the opening's value.
    """

    __slots__ = ("_rnd", "seat", "rules", "players", "turn", "phase", "hand", "table", "fire", "opened",
                 "laid_earlier", "discards", "fire_card_taken", "must_open", "laid_this_turn",
                 "touched_other", "waived")

    def __init__(self, rnd: RoundState, seat: int) -> None:
        self._rnd = rnd
        self.seat = seat
        self.rules: Rules = rnd.rules
        self.players: int = rnd.players
        self.turn: int = rnd.turn
        self.phase: Phase = rnd.phase
        self.hand: Sequence[Card] = rnd.hands[seat]
        self.table: Sequence[Meld] = rnd.table
        self.fire: Sequence[Card] = rnd.fire
        self.opened: Sequence[bool] = rnd.opened
        self.laid_earlier: Sequence[bool] = rnd.laid_earlier
        self.discards: int = rnd.discards
        # This turn's facts are the seat's only on its own turn, in a round still going.
        mine = rnd.turn == seat and rnd.phase is not Phase.OVER
        ts = rnd.turn_state
        self.fire_card_taken: Card | None = ts.fire_card if mine else None
        self.must_open: bool = mine and rnd.must_open()
        self.laid_this_turn: Sequence[int] = ts.laid if mine else ()
        self.touched_other: bool = mine and ts.touched_other
        self.waived: ErrorCode | None = ts.waived if mine else None

    @property
    def required_opening(self) -> int:
        # Worked out when asked: the judge needs it only for an opening or the fire card.
        return self._rnd.required_opening()


def view_for(
    rnd: RoundState, seat: int, scores: tuple[int, ...] | None = None, rounds_left: int | None = None,
    round_number: int | None = None, deciding: bool = False,
) -> PlayerView:
    sight = RoundSight(rnd, seat)
    return PlayerView(
        seat=seat,
        rules=rnd.rules,
        players=rnd.players,
        dealer=rnd.dealer,
        turn=rnd.turn,
        phase=rnd.phase,
        hand=tuple(sight.hand),
        hand_counts=tuple(map(len, rnd.hands)),
        table=tuple(sight.table),
        fire=tuple(sight.fire),
        stock_size=len(rnd.stock),
        opened=tuple(sight.opened),
        laid_earlier=tuple(sight.laid_earlier),
        last_opening=rnd.last_opening,
        required_opening=sight.required_opening,
        reshuffles=rnd.reshuffles,
        discards=sight.discards,
        scores=scores if scores is not None else (0,) * rnd.players,
        fire_card_taken=sight.fire_card_taken,
        must_open=sight.must_open,
        laid_this_turn=tuple(sight.laid_this_turn),
        touched_other=sight.touched_other,
        waived=sight.waived,
        rounds_left=rounds_left,
        round_number=round_number,
        deciding=deciding,
    )
