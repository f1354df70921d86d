"""What one seat may know: ``view_for(round, seat)``.

Bots, the hot-seat table and LAN clients only ever get a ``PlayerView``: their
own hand, everyone's card counts, the table, the whole fire pile, the stock's
size and the scores. Never another player's hand, never the stock's order.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from hand_desktop.core.cards import Card
from hand_desktop.core.melds import Meld
from hand_desktop.core.rules import ErrorCode, Rules
from hand_desktop.core.turn import Phase

if TYPE_CHECKING:  # views are values: reading one does not load the rules engine
    from hand_desktop.core.game import Round


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

    @property
    def locked(self) -> frozenset[Card]:
        return self.rules.locked_by(self.fire_card_taken)


def view_for(
    rnd: Round, seat: int, scores: tuple[int, ...] | None = None, rounds_left: int | None = None,
    round_number: int | None = None, deciding: bool = False,
) -> PlayerView:
    mine = rnd.turn == seat and rnd.phase is not Phase.OVER
    ts = rnd.turn_state
    return PlayerView(
        seat=seat,
        rules=rnd.rules,
        players=rnd.players,
        dealer=rnd.dealer,
        turn=rnd.turn,
        phase=rnd.phase,
        hand=tuple(rnd.hands[seat]),
        hand_counts=tuple(len(h) for h in rnd.hands),
        table=tuple(rnd.table),
        fire=tuple(rnd.fire),
        stock_size=len(rnd.stock),
        opened=tuple(rnd.opened),
        laid_earlier=tuple(rnd.laid_earlier),
        last_opening=rnd.last_opening,
        required_opening=rnd.required_opening(),
        reshuffles=rnd.reshuffles,
        discards=rnd.discards,
        scores=scores if scores is not None else tuple(0 for _ in range(rnd.players)),
        fire_card_taken=ts.fire_card if mine else None,
        must_open=mine and rnd.must_open(),
        laid_this_turn=tuple(ts.laid) if mine else (),
        touched_other=ts.touched_other if mine else False,
        waived=ts.waived if mine else None,
        rounds_left=rounds_left,
        round_number=round_number,
        deciding=deciding,
    )
