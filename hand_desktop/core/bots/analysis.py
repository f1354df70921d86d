"""Reading a hand: its melds, the partial melds among the rest, what a card is worth keeping.

Everything here is pure and works from cards the seat can see. The exact
solver (``hand_desktop.core.solver``) finds the melds; the partial melds
(two cards of a set, two cards of a run) are scored by their *outs*: how
many copies of the cards that would complete them are still unseen.
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TypeVar

from hand_desktop.core import kindmask, solver
from hand_desktop.core.cards import (
    ALL_CARDS,
    HIGH_ACE_POS,
    JOKER_KIND,
    Card,
    kind_at,
    natural_kind,
    penalty_value,
    rank_positions,
    rank_value,
)
from hand_desktop.core.melds import Meld, MeldKind

_T = TypeVar("_T")

# One card of each kind (53 kinds), to ask "would drawing this one do?".
ONE_OF_EACH: dict[int, Card] = {}
for _card in ALL_CARDS:
    ONE_OF_EACH.setdefault(_card.kind_id, _card)


class SolverCache:
    """Memoised solver calls: a bot asks the same questions several times a turn.

    A question is keyed by the set of cards as ``kindmask.id_mask`` (the same set, the
    same key; far cheaper than a frozenset of cards, whose every card is hashed in
    Python). Only the last few answers are kept: the repeats come within a turn (every
    one in 40 rounds of four Medium bots was among the last 8 questions), and a bot
    lives a whole match, so a large memo only grew a long session's memory.
    """

    def __init__(self, limit: int = 32) -> None:
        self._opening: OrderedDict[tuple[object, ...], solver.Opening | None] = OrderedDict()
        self._go_out: OrderedDict[tuple[object, ...], solver.GoOut | None] = OrderedDict()
        self._value: OrderedDict[tuple[object, ...], int] = OrderedDict()
        self._limit = limit

    def best_opening(
        self, cards: Sequence[Card], low: int, locked: frozenset[Card] = frozenset(),
        need_discard: bool = False, allow_empty: bool = True,
    ) -> solver.Opening | None:
        key = (kindmask.id_mask(cards), low, locked, need_discard, allow_empty)
        return self._recall(self._opening, key, lambda: solver.best_opening(
            cards, low, locked=locked, need_discard=need_discard, allow_empty=allow_empty))

    def opening_value(self, cards: Sequence[Card], low: int) -> int:
        """``solver.best_opening_value`` of ``cards`` (nothing locked), memoised."""
        return self._recall(self._value, (kindmask.id_mask(cards), low),
                            lambda: solver.best_opening_value(cards, low))

    def go_out(
        self, cards: Sequence[Card], low: int, locked: frozenset[Card] = frozenset(),
        discard_required: bool = False,
    ) -> solver.GoOut | None:
        key = (kindmask.id_mask(cards), low, locked, discard_required)
        return self._recall(self._go_out, key, lambda: solver.go_out(
            cards, low, locked=locked, discard_required=discard_required))

    def _recall(self, memo: OrderedDict[tuple[object, ...], _T], key: tuple[object, ...],
                work: Callable[[], _T]) -> _T:
        """The memo's answer to ``key``, or ``work()`` remembered as the latest one."""
        if key in memo:
            memo.move_to_end(key)
            return memo[key]
        got = memo[key] = work()
        if len(memo) > self._limit:
            memo.popitem(last=False)  # the question asked longest ago
        return got


# --------------------------------------------------------------------------- cheap tests


def connects(card: Card, hand: Sequence[Card]) -> bool:
    """Could ``card`` be part of some meld with cards of ``hand``? (A cheap, generous filter.)

    A set: its rank held in two other suits (one with a Joker). A run: two of its
    suit within a window of three with it (one with a Joker). A Joker: any two cards.
    """
    if card.kind_id == JOKER_KIND:
        return len(hand) >= 2
    return connects_ids(card, kindmask.id_mask(hand))


def connects_ids(card: Card, ids: int) -> bool:
    """``connects`` for the hand whose ``kindmask.id_mask`` is ``ids``: the lookahead
    asks it of every sampled draw, and keeps the hand's mask as the draws come."""
    kind = card.kind_id
    if kind == JOKER_KIND:
        return ids.bit_count() >= 2
    held = kindmask.kinds_of_ids(ids)
    joker = bool(held >> JOKER_KIND)
    suit, rank_bit = divmod(kind, 13)
    other_suits = (held >> rank_bit) & kindmask.RANK_COLUMN & ~(1 << (13 * suit))
    if other_suits.bit_count() >= (1 if joker else 2):
        return True
    row = (held >> (13 * suit)) & kindmask.ROW
    return bool((kindmask.run_partner_ranks(row, joker) >> rank_bit) & 1)


def fits_meld(card: Card, meld: Meld) -> bool:
    """Would ``card`` (a natural) extend ``meld`` as a one-card extension?"""
    if card.is_joker:
        if meld.has_joker:
            return False
        return meld.kind is MeldKind.RUN or len(meld.cards) < 4
    if meld.kind is MeldKind.SET:
        # A set takes a fourth card; with a Joker standing for two suits, one of them.
        if card.rank != meld.rank or len(meld.cards) >= 4:
            return False
        return all(c.suit is not card.suit for c in meld.cards if not c.is_joker)
    if card.suit is not meld.suit:
        return False
    return any(p == meld.low - 1 or p == meld.high + 1 for p in rank_positions(card.rank))


def frees_joker(card: Card, meld: Meld, hand: Sequence[Card]) -> bool:
    """Would ``card`` (with cards of ``hand``) take back the Joker of ``meld`` (section 5.3)?"""
    if card.is_joker or not meld.has_joker:
        return False
    wanted = meld.joker_represents()
    if (card.rank, card.suit) not in wanted:
        return False
    # A set of two naturals needs both missing suits at once.
    return all(any(c.rank == r and c.suit is s for c in hand)
               for r, s in wanted if (r, s) != (card.rank, card.suit))


def fits_table(card: Card, table: Sequence[Meld]) -> int | None:
    """Index of the first meld on the table ``card`` extends, or None."""
    for i, meld in enumerate(table):
        if fits_meld(card, meld):
            return i
    return None


# --------------------------------------------------------------------------- partial melds


@dataclass(frozen=True)
class CardOuts:
    """How promising a leftover card is: outs of its set and run partials."""

    set_outs: int
    run_outs: int
    partners: int  # other hand cards it forms partials with


def partial_outs(card: Card, rest: Sequence[Card], unseen: Sequence[int]) -> CardOuts:
    """Outs of the partial melds ``card`` forms with cards of ``rest`` (same-kind copies excluded)."""
    if card.is_joker:
        return CardOuts(0, 0, 0)
    assert card.suit is not None
    rank, suit = card.rank, card.suit
    si = suit.index
    same_rank_suits = {c.suit for c in rest if c.rank == rank and c.suit is not None and c.suit is not suit}
    set_outs = 0
    partners = 0
    if same_rank_suits:
        partners += len(same_rank_suits)
        have = same_rank_suits | {suit}
        if len(have) < 4:
            for other in range(4):
                if all(s.index != other for s in have):
                    set_outs += unseen[natural_kind(other, rank)]
    mine: set[int] = set()
    for c in rest:
        if c.suit is suit and c.rank != rank:
            mine.update(rank_positions(c.rank))
    run_outs = 0
    for p in rank_positions(card.rank):
        for d in (-2, -1, 1, 2):
            q = p + d
            if q not in mine:
                continue
            partners += 1
            lo, hi = min(p, q), max(p, q)
            if hi - lo == 1:
                if lo - 1 >= 1:
                    run_outs += unseen[kind_at(si, lo - 1)]
                if hi + 1 <= HIGH_ACE_POS:
                    run_outs += unseen[kind_at(si, hi + 1)]
            else:
                run_outs += unseen[kind_at(si, lo + 1)]
    return CardOuts(set_outs, run_outs, partners)


def hand_chance(
    hand: Sequence[Card], live: Sequence[int], low: int, discard_required: bool,
    cache: SolverCache, turns: int,
) -> float:
    """The chance that one of the next ``turns`` stock draws lets ``hand`` go down whole.

    Each kind with drawable copies (``live``, per kind) is tried once: does the
    hand with it go out at once? Weighted by the copies left; the draws are
    taken as independent (a slight underestimate: later draws also improve the
    hand, and the fire pile is left out).
    """
    total = sum(live)
    if total == 0:
        return 0.0
    held = set(hand)
    cards = list(hand)
    hits = 0
    for kind, count in enumerate(live):
        if count == 0:
            continue
        card = ONE_OF_EACH[kind]
        drawn = card.twin if card in held else card
        out = cache.go_out(cards + [drawn], low, frozenset(), discard_required)
        if out is not None and out.melds:
            hits += count
    return 1.0 - (1.0 - hits / total) ** turns


def hand_reach(
    hand: Sequence[Card], low: int, turns: int, runs: Sequence[Sequence[Card]], fire_looks: int,
) -> float:
    """The chance that a closed ``hand`` (14 cards, after its discard) goes out as a Hand
    within its next ``turns`` turns, over sampled ``runs`` of the cards it may see.

    A run lists, per turn, ``fire_looks`` cards the previous player might throw (taken
    only if that completes the Hand: a closed seat that takes the fire card must open)
    and then one stock card, which joins the hand. The Hand is reached when the hand
    and one new card leave no more loose cards than turns played, one of them the last
    discard (``solver.most_melded``); the throws in between are taken as the right
    ones, so it is a slight overestimate. The caller samples the runs once for every
    hand it compares (common random numbers), each ``turns * (1 + fire_looks)`` long.
    """
    if not runs:
        return 0.0
    cards = list(hand)
    base_loose = len(cards) - solver.most_melded(cards, low)
    if base_loose == 0:
        return 1.0
    if base_loose > 2 * turns + 1:
        return 0.0  # only if most draws each melded two loose cards besides itself: left out
    hits = 0
    per_turn = 1 + fire_looks
    for run in runs:
        held = list(cards)
        ids = kindmask.id_mask(held)
        loose = base_loose
        for turn in range(turns):
            looks = run[turn * per_turn:(turn + 1) * per_turn]
            done = False
            for i, seen in enumerate(looks):
                if ids >> seen.id & 1:
                    seen = seen.twin  # that copy is in the hand: the other one is the one seen
                if not connects_ids(seen, ids):
                    after = loose + 1  # a card no meld takes stays loose
                else:
                    # The cards no meld could hold are loose whatever the lay-down: when they
                    # are too many already, that lower bound says no without the solver (and
                    # stays too many later: it grows with the turns as the allowance does).
                    after = solver.isolated_cards(held + [seen])
                    if after <= turn + 1:
                        after = len(held) + 1 - solver.most_melded(held + [seen], low)
                if after <= turn + 1:
                    done = True
                    break
                if i == len(looks) - 1:  # the stock card joins the hand
                    held.append(seen)
                    ids |= 1 << seen.id
                    loose = after
            if done:
                hits += 1
                break
    return hits / len(runs)


def hand_penalty(cards: Sequence[Card], joker_penalty: int) -> int:
    return sum(penalty_value(c, joker_penalty) for c in cards)


def card_value(card: Card) -> int:
    """A card's weight towards an opening (a Joker counts as a 10)."""
    return 10 if card.is_joker else rank_value(card.rank)


__all__ = [
    "ONE_OF_EACH",
    "CardOuts",
    "SolverCache",
    "card_value",
    "connects",
    "connects_ids",
    "fits_meld",
    "fits_table",
    "frees_joker",
    "hand_chance",
    "hand_penalty",
    "hand_reach",
    "partial_outs",
]
