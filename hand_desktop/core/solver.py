"""An exact meld solver (RULES.md sections 2, 4, 5, 6 and 8).

Three questions about a hand, answered exactly (not heuristically):

* ``best_opening``: the highest-value set of disjoint legal melds that can be
  laid from the hand, optionally keeping a card that may be discarded;
* ``go_out``: can the whole hand be laid down now (all of it, or all but one
  discardable card)?
* ``can_meld_any``: is there at least one legal meld?

How it works. The two physical copies of a card are interchangeable for melding,
so the search runs over the multiset of card *kinds* and maps the answer back
to physical cards at the end (a locked copy goes into a meld before an
unlocked one). A multiset is packed into one integer: kind ``k`` (0..51 for
the naturals, rank-major from the 2 up to the Ace, and 52 for the Joker) owns
the 3-bit field at bit ``3 * k``; its low two bits hold the count (0..2) and
its top bit is a guard that is always set. Subtracting a meld's packed needs
from a state clears a guard bit exactly when some count would go negative, so
"does this meld fit" is one subtraction and one mask test.

Per hand the solver first lists every candidate meld by the kinds it needs:
each run window of 3 to 5 positions of each suit (positions 1..14, the low and
the high Ace both being the Ace kind) with no Joker, or with the Joker on any
one position of the window (a gap, an end, or even a card the hand holds,
which then stays free for another meld); each set of 3 or 4 distinct suits, or
2 or 3 with the Joker. Longer runs are not needed while searching: a run of 6
or more splits into two legal runs with the same total value, and adjacent
runs of the answer are joined again at the end. Candidates needing the same
kinds are merged, keeping the most valuable Joker placement (so a Joker at a
run's end goes where it is worth more). Kinds that no candidate uses are dead:
they are always left over and leave the search.

The search is a memoised depth-first search that always branches on the
lowest remaining kind: either one copy of it is left over, or it is used in
one of the candidates whose lowest kind it is. The constraint on the leftover
(a discardable card must stay) is a three-valued status carried along.

The budget. A hand of play holds at most 15 cards (RULES.md 3.4-3.6, and the
scenario loader refuses more); the hardest of 3,000 sampled 15-card hands
needed under 800 search states (``benchmarks/bench_solver_budget.py`` checks
that budgeted answers are exact on such hands). A hand far larger than
play allows could need millions, so each search stops opening new states after
``NODE_BUDGET`` of them. Past it, the answer stays correct but may not be the
best: ``best_opening`` / ``best_opening_value`` give a legal set of melds that
may be worth less than the best one (or None / 0), ``go_out``
may miss a way to go out (None). Within the
budget every answer is exact. The budget counts states, not time, so answers
stay deterministic (replays and bots depend on that).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from operator import attrgetter
from typing import NamedTuple

from hand_desktop.core import kindmask
from hand_desktop.core.cards import (
    ALL_CARDS,
    JOKER_KIND,
    JOKER_RANK,
    SUITS,
    Card,
    CardToken,
    position_value,
    rank_value,
)
from hand_desktop.core.kindmask import RANK_COLUMN, ranks_in_suits, run_positions, suit_rows
from hand_desktop.core.melds import Meld, build_meld

__all__ = [
    "GoOut",
    "Opening",
    "best_opening",
    "best_opening_value",
    "can_meld_any",
    "isolated_cards",
    "most_melded",
    "go_out",
]

# --------------------------------------------------------------------------- results


@dataclass(frozen=True)
class Opening:
    """The best lay-down found: melds, their total value and the cards kept.

    ``melds`` are made with ``build_meld`` from physical cards of the hand;
    ``value`` is the sum of ``meld.value(low_ace_value)``; ``leftover`` holds
    the cards of the hand not used, in the order of the hand.
    """

    melds: tuple[Meld, ...]
    value: int
    leftover: tuple[Card, ...]


@dataclass(frozen=True)
class GoOut:
    """A way to lay the whole hand down: melds and the final discard (or None)."""

    melds: tuple[Meld, ...]
    discard: Card | None


# --------------------------------------------------------------------------- packing

_JOKER = JOKER_KIND  # the naturals are ordered rank-major here, the Joker keeps its kind
_NKINDS = JOKER_KIND + 1
_UNIT = tuple(1 << (3 * k) for k in range(_NKINDS))
_GUARD = sum(4 << (3 * k) for k in range(_NKINDS))
_NATURAL_COUNTS = sum(3 << (3 * k) for k in range(52))
_JOKER_SHIFT = 3 * _JOKER
_NEG = -(1 << 30)  # "infeasible"
# Search states per question (see "The budget" above): far above what any hand of play
# needs, and small enough that a 90-card hand is answered in well under a second.
NODE_BUDGET = 50_000
# Longer runs are never needed while searching: a run of 6 or more cards splits
# into two legal runs of 3 or more with the same total value (the Joker, if any,
# in one of them). The answer's adjacent runs are merged back (``_merge_runs``).
_MAX_RUN = 5

# Status of the leftover while searching best_opening with need_discard:
_EMPTY = 0  # nothing left over yet
_STUCK = 1  # something left over, but nothing that may be discarded
_FREE = 2  # a discardable card is left over (or there is no constraint)


def _code(suit: int, rank: int) -> int:
    """The kind of a natural card, which is also its place in the search order.

    Rank-major (2, 3, .., K, A; suits in notation order within a rank): a set
    then only touches the kinds of one rank, and a run reaches at most four
    ranks ahead (``_MAX_RUN``), so few distinct partial states arise.
    """
    return ((rank - 2) % 13) * 4 + suit


_CODE = tuple((-1,) + tuple(_code(s, r) for r in range(1, 14)) for s in range(4))


def _kind_of(card: Card) -> int:
    if card.rank == JOKER_RANK:
        return _JOKER
    assert card.suit is not None
    return _CODE[card.suit.index][card.rank]



def _pos_kind(suit: int, pos: int) -> int:
    """Kind at run position ``pos`` (1..14) of suit ``suit``: 1 and 14 are both the Ace."""
    return _CODE[suit][1 if pos == 14 else pos]


_POS_KIND = tuple(tuple(_pos_kind(s, p) if p else -1 for p in range(15)) for s in range(4))


class _RunDesc(NamedTuple):  # NamedTuple: built thousands of times per hand, and cheaply
    suit: int
    low: int
    high: int
    joker_pos: int | None


class _SetDesc(NamedTuple):
    rank: int
    suits: tuple[int, ...]
    joker: bool


_Desc = _RunDesc | _SetDesc


_Cand = tuple[int, int, _Desc]  # (packed needs, value, description)

# The solver's kind of each physical card, by card id (a tuple index: cheaper than
# hashing the card).
_KIND_BY_ID = tuple(_kind_of(card) for card in ALL_CARDS)


# The packed count of one card (``_UNIT`` of its kind), by card id.
_UNIT_BY_ID = tuple(_UNIT[k] for k in _KIND_BY_ID)
_card_id = attrgetter("id")
_EVERY_KIND = frozenset(range(_NKINDS))
_ALL_DISCARDABLE = (True,) * _NKINDS


class _Hand:
    """The kind-level view of a hand: counts, physical copies, candidates.

    Built for every question the bots ask (tens of thousands a game), so the
    counts are packed by C-level passes over the cards, and the physical
    copies (``pool``) are sorted out only when melds are built or cards are locked.
    """

    __slots__ = (
        "_dead", "_pool", "by_low", "cards", "disc", "discardable", "has_cands", "jokers",
        "live_state", "locked", "low_ace_value",
    )

    def __init__(self, cards: Sequence[Card], low_ace_value: int, locked: frozenset[Card]) -> None:
        self.cards = tuple(cards)
        self.low_ace_value = low_ace_value
        self.locked = locked
        ids = kindmask.id_mask(self.cards)
        if ids.bit_count() != len(self.cards):
            _raise_listed_twice(self.cards)
        packed = sum(map(_UNIT_BY_ID.__getitem__, map(_card_id, self.cards)))  # counts, no guards
        self.jokers = (packed >> _JOKER_SHIFT) & 3
        present = kindmask.kinds_of_ids(ids) & kindmask.NATURALS
        self.by_low, used = _indexed(present, self.jokers > 0, low_ace_value)
        self.has_cands = used != 0
        live = used * 3  # both count bits of each kind some candidate uses (a need is one copy)
        self.live_state = _GUARD + (packed & live)
        self._dead = packed & ~live
        self._pool: dict[int, list[Card]] | None = None
        if locked:
            discardable = {k for k, copies in self.pool.items() if any(c not in locked for c in copies)}
            self.discardable: frozenset[int] | set[int] = discardable
            self.disc: Sequence[bool] = [k in discardable for k in range(_NKINDS)]
        else:
            # Every kind held may be discarded (the kinds not held are never asked about).
            self.discardable = _EVERY_KIND
            self.disc = _ALL_DISCARDABLE

    @property
    def pool(self) -> dict[int, list[Card]]:
        """The physical copies of each kind held, a locked copy first (melds take it first,
        so an unlocked copy is the one left over), else in the order of the hand."""
        if self._pool is None:
            pool: dict[int, list[Card]] = {}
            for card in self.cards:
                pool.setdefault(_KIND_BY_ID[card.id], []).append(card)
            if self.locked:
                locked = self.locked
                for copies in pool.values():
                    if len(copies) > 1:
                        copies.sort(key=lambda c: (c not in locked, c.copy))
            self._pool = pool
        return self._pool

    @property
    def dead(self) -> list[int]:
        """The kinds no candidate uses (always left over), lowest first, once per copy."""
        return _kinds_listed(self._dead)

    def all_discardable(self) -> bool:
        """May every card held be discarded (nothing locked, or only cards not held)?"""
        return self.disc is _ALL_DISCARDABLE or all(self.disc[k] for k in self.pool)

    # ----------------------------------------------------------------- mapping back

    def physical(self, chosen: Sequence[_Cand], discard_kind: int | None = None
                 ) -> tuple[tuple[Meld, ...], Card | None, tuple[Card, ...]]:
        """Melds (and the discard) for the chosen candidates, and the cards left over."""
        return self.physical_merged(_merge_runs(chosen), discard_kind)

    def physical_merged(self, descs: Sequence[tuple[_Desc, int]], discard_kind: int | None
                        ) -> tuple[tuple[Meld, ...], Card | None, tuple[Card, ...]]:
        pool = {k: list(v) for k, v in self.pool.items()}
        discard: Card | None = None
        if discard_kind is not None:
            discard = pool[discard_kind].pop()  # unlocked copies sort last
        melds = tuple(self._meld(desc, value, pool) for desc, value in descs)
        remaining = {id(c) for v in pool.values() for c in v}
        leftover = tuple(c for c in self.cards if id(c) in remaining)
        return melds, discard, leftover

    def _meld(self, desc: _Desc, value: int, pool: dict[int, list[Card]]) -> Meld:
        joker_as: CardToken | None = None
        if isinstance(desc, _RunDesc):
            suit = SUITS[desc.suit]
            cards: list[Card] = []
            for p in range(desc.low, desc.high + 1):
                if p == desc.joker_pos:
                    cards.append(pool[_JOKER].pop(0))
                else:
                    cards.append(pool[_POS_KIND[desc.suit][p]].pop(0))
            if desc.joker_pos is not None:
                rank = 1 if desc.joker_pos == 14 else desc.joker_pos
                joker_as = CardToken(rank, suit)
        else:
            cards = [pool[_CODE[s][desc.rank]].pop(0) for s in desc.suits]
            if desc.joker:
                cards.append(pool[_JOKER].pop(0))
        meld = build_meld(cards, joker_as)
        if meld.value(self.low_ace_value) != value:  # pragma: no cover - a bug somewhere
            raise AssertionError(f"solver meld {meld} valued {meld.value(self.low_ace_value)}"
                                 f" by melds.py, {value} by the solver")
        return meld


def _raise_listed_twice(cards: Sequence[Card]) -> None:
    seen: set[int] = set()
    for card in cards:
        if card.id in seen:
            raise ValueError(f"the same physical card is listed twice: {card!r}")
        seen.add(card.id)


def _kinds_listed(packed: int) -> list[int]:
    """The kinds of a packed count (no guards), lowest first, each as often as counted."""
    kinds: list[int] = []
    while packed:
        k = ((packed & -packed).bit_length() - 1) // 3
        count = (packed >> (3 * k)) & 3
        kinds.extend([k] * count)
        packed &= ~(3 << (3 * k))
    return kinds


# The candidates of a hand, by lowest kind (most valuable first), and the kinds they
# use (packed; 0 when there is none).
_ByLow = list[Sequence[_Cand]]
_Indexed = tuple[_ByLow, int]
# A group: the candidates of one suit's runs or of one rank's sets, as their lowest
# kinds and the candidates of each (most valuable first), and the kinds they use.
_Group = tuple[tuple[tuple[int, tuple[_Cand, ...]], ...], int]
# The bots ask about the same hands within a turn, never rounds later (a new deal is new
# hands): over 40 rounds every repeat but 8 of 2,113 came within the last 16 hands
# asked. So the last few are kept, not hundreds: 512 kept took up to 2.3 MB that only
# grew a long session's memory (an entry holds ~4.5 KB of candidate lists).
_INDEXED_LIMIT = 32
# One suit's runs come back far more often than whole hands: a bot's lookahead tries a
# hand with a few cards changed, which leaves most suits as they were (20 rounds of four
# Hard bots: 158,000 hits, 16,000 misses). 512 entries held 0.7 MB for random hands,
# 1.4 MB when every hand held a Joker (more runs), and the memory stays there.
_SUIT_RUNS_LIMIT = 512


@lru_cache(maxsize=_INDEXED_LIMIT)
def _indexed(present: int, jokers: bool, low_ace_value: int) -> _Indexed:
    """The candidates of a hand, grouped by lowest kind, and the kinds they use.

    They depend only on which naturals are held (bit ``kind_id``, suit-major, in
    ``present``), whether a Joker is, and the low Ace's value, not on the copies:
    bots ask about the same hands again and again, so the answer is kept (the last
    few, see ``_INDEXED_LIMIT``; read only by the solver, never changed).

    The candidates are the union of independent groups (each suit's runs, each
    rank's sets; no two share a need), each memoised on its own: a lookahead's
    hands differ by a few cards, so most groups repeat. They are joined in one
    order (the suits' runs, then the ranks' sets), so the answers, and among
    equal values which one is found first, do not depend on the caching.
    """
    rows = suit_rows(present)
    groups = [_suit_runs(s, row, jokers, low_ace_value) for s, row in enumerate(rows)]
    # Only ranks held in enough suits make sets; the others' groups are empty.
    set_ranks = ranks_in_suits(rows, 2 if jokers else 3)
    groups += [_rank_sets(r, _suits_of_rank(present, r), jokers)
               for r in range(1, 14) if (set_ranks >> (r - 1)) & 1]
    by_low: _ByLow = [()] * _NKINDS
    used = 0
    for group_by_low, group_used in groups:
        used |= group_used
        for k, lst in group_by_low:
            old = by_low[k]
            # A kind is the lowest of some runs of its suit (listed first) and of some sets
            # of its rank: a stable sort of both keeps the order one sort of all would give.
            by_low[k] = sorted((*old, *lst), key=_minus_value) if old else lst
    return by_low, used


def _minus_value(cand: _Cand) -> int:
    return -cand[1]


def _suits_of_rank(present: int, rank: int) -> int:
    """Bit s set for each suit s of which the natural of ``rank`` is held."""
    bits = (present >> (rank - 1)) & RANK_COLUMN
    return (bits & 1) | (bits >> 12 & 2) | (bits >> 24 & 4) | (bits >> 36 & 8)


def _group(best: dict[int, tuple[int, _Desc]]) -> _Group:
    """A group's candidates (one per needs) in the order found, indexed by lowest kind."""
    by_low: dict[int, list[_Cand]] = {}
    used = 0
    for needs, (value, desc) in best.items():
        cand = (needs, value, desc)
        used |= needs
        nat = needs & _NATURAL_COUNTS
        by_low.setdefault(((nat & -nat).bit_length() - 1) // 3, []).append(cand)
    # Most valuable candidates first: good answers early, fewer memo misses later.
    return tuple((k, tuple(sorted(lst, key=_minus_value))) for k, lst in by_low.items()), used


def _keep_best(best: dict[int, tuple[int, _Desc]], needs: int, value: int, desc: _Desc) -> None:
    """One candidate per needs: the most valuable (the first found of equal ones)."""
    old = best.get(needs)
    if old is None or old[0] < value:
        best[needs] = (value, desc)


@lru_cache(maxsize=_SUIT_RUNS_LIMIT)
def _suit_runs(s: int, held: int, jokers: bool, low_ace_value: int) -> _Group:
    """The run candidates of suit ``s``: ``held`` has bit rank-1 set for each rank held.

    Each window of 3 to 5 positions with no Joker, or with the Joker on any one
    position of it (a gap, an end, or a card held, which then stays free).
    """
    best: dict[int, tuple[int, _Desc]] = {}
    if held.bit_count() < (2 if jokers else 3):
        return _group(best)
    ju = _UNIT[_JOKER]
    max_holes = 1 if jokers else 0
    pv = _position_values(low_ace_value)
    pk = _POS_KIND[s]
    pos_held = run_positions(held)  # bit p for run position p (the Ace: 1 and 14)
    for lo in range(1, 13):
        if not (pos_held >> lo) & 1 and not (jokers and (pos_held >> (lo + 1)) & 1):
            continue
        holes = 0
        hole = 0
        needs = 0
        value = 0
        # A window starting at 1 ends by 5: the high Ace (14) is never in it with the low one.
        for p in range(lo, min(15, lo + _MAX_RUN)):
            value += pv[p]
            if (pos_held >> p) & 1:
                needs += _UNIT[pk[p]]
            else:
                holes += 1
                if holes > max_holes:
                    break
                hole = p
            if p - lo < 2:
                continue
            if holes:
                _keep_best(best, needs + ju, value, _RunDesc(s, lo, p, hole))
            else:
                _keep_best(best, needs, value, _RunDesc(s, lo, p, None))
                if jokers:
                    for j in range(lo, p + 1):
                        _keep_best(best, needs - _UNIT[pk[j]] + ju, value, _RunDesc(s, lo, p, j))
    return _group(best)


@cache  # 13 ranks x 16 suit masks x 2: a few hundred small entries at most
def _rank_sets(r: int, suit_mask: int, jokers: bool) -> _Group:
    """The set candidates of rank ``r``: ``suit_mask`` has bit s set for each suit held."""
    best: dict[int, tuple[int, _Desc]] = {}
    suits = [s for s in range(4) if (suit_mask >> s) & 1]
    if len(suits) < (2 if jokers else 3):
        return _group(best)
    ju = _UNIT[_JOKER]
    rv = rank_value(r)
    for size in (3, 4):
        for combo in combinations(suits, size):
            needs = sum(_UNIT[_CODE[s][r]] for s in combo)
            _keep_best(best, needs, rv * size, _SetDesc(r, combo, False))
        if jokers:
            for combo in combinations(suits, size - 1):
                needs = sum(_UNIT[_CODE[s][r]] for s in combo) + ju
                _keep_best(best, needs, rv * size, _SetDesc(r, combo, True))
    return _group(best)


@cache  # two values of the low Ace
def _position_values(low_ace_value: int) -> tuple[int, ...]:
    return (0, *(position_value(p, low_ace_value) for p in range(1, 15)))


def _merge_runs(cands: Sequence[_Cand]) -> list[tuple[_Desc, int]]:
    """Descriptions and values, adjacent runs of one suit joined (at most one Joker)."""
    out: list[tuple[_Desc, int]] = []
    runs: list[tuple[_RunDesc, int]] = []
    for _needs, value, desc in cands:
        if isinstance(desc, _RunDesc):
            runs.append((desc, value))
        else:
            out.append((desc, value))
    runs.sort(key=lambda t: (t[0].suit, t[0].low))
    merged: list[tuple[_RunDesc, int]] = []
    for desc, value in runs:
        for j, (prev, prev_value) in enumerate(merged):
            if (prev.suit == desc.suit and prev.high + 1 == desc.low
                    and (prev.joker_pos is None or desc.joker_pos is None)):
                joker_pos = prev.joker_pos if prev.joker_pos is not None else desc.joker_pos
                merged[j] = (_RunDesc(desc.suit, prev.low, desc.high, joker_pos),
                             prev_value + value)
                break
        else:
            merged.append((desc, value))
    return [*merged, *out]


# --------------------------------------------------------------------------- best opening


def best_opening(
    cards: Sequence[Card],
    low_ace_value: int = 1,
    *,
    locked: frozenset[Card] = frozenset(),
    need_discard: bool = False,
    allow_empty: bool = True,
) -> Opening | None:
    """The highest-value set of disjoint legal melds from ``cards``, or None.

    Runs and sets follow RULES.md section 4 (at most one Joker a meld, Aces
    low or high, never wrapping); a Joker is worth the card it stands for and
    is placed where it is worth most; a low Ace is worth ``low_ace_value``.

    With ``need_discard`` the leftover must hold at least one card not in
    ``locked`` (a card that may be discarded this turn), unless it is empty
    and ``allow_empty`` is true. Where a kind is held twice and one copy is
    locked, the locked copy goes into a meld and the unlocked one stays.

    Returns None when no meld at all can be made (under that constraint).
    Among answers of equal value, any one is returned.
    """
    search = _opening_search(cards, low_ace_value, locked, need_discard, allow_empty)
    if search is None:
        return None
    hand, solve, start = search
    return _recover_opening(hand, solve, start)


def best_opening_value(
    cards: Sequence[Card],
    low_ace_value: int = 1,
    *,
    locked: frozenset[Card] = frozenset(),
    need_discard: bool = False,
    allow_empty: bool = True,
) -> int:
    """The value of ``best_opening`` (0 where it gives None), without building the melds.

    For yes/no questions such as the fire-card guard, where mapping the
    answer back to physical cards would be wasted work.
    """
    search = _opening_search(cards, low_ace_value, locked, need_discard, allow_empty)
    if search is None:
        return 0
    hand, solve, start = search
    return max(0, solve(hand.live_state, start))


def _opening_search(
    cards: Sequence[Card],
    low_ace_value: int,
    locked: frozenset[Card],
    need_discard: bool,
    allow_empty: bool,
) -> tuple[_Hand, Callable[[int, int], int], int] | None:
    """The memoised search of best_opening: the hand, its solve(state, status) and the start status."""
    hand = _Hand(cards, low_ace_value, locked)
    if not hand.has_cands:
        return None
    by_low = hand.by_low
    disc = hand.disc

    if need_discard:
        start = _EMPTY
        for k in hand.dead:
            start = _FREE if disc[k] or start == _FREE else _STUCK
        if start == _EMPTY and not allow_empty:
            start = _STUCK
        if start == _EMPTY and hand.all_discardable():
            start = _FREE  # anything left over may be discarded; nothing left is fine too
        final_ok = (allow_empty, False, True)
    else:
        start = _FREE
        final_ok = (True, True, True)

    if start == _FREE:
        # Whatever is left over may stay (the common question, as the bots' lookahead asks
        # it): the status never changes, so the search need not carry it.
        free = _free_search(by_low)
        return hand, lambda x, _st: free(x), start
    memo: dict[int, int] = {}
    guard = _GUARD
    nat_counts = _NATURAL_COUNTS
    unit = _UNIT
    jshift = _JOKER_SHIFT
    neg = _NEG
    budget = NODE_BUDGET

    def solve(x: int, st: int) -> int:
        key = (x << 2) | st
        got = memo.get(key)
        if got is not None:
            return got
        v = x & nat_counts
        if not v:
            if st != _FREE and (x >> jshift) & 3:
                st = _FREE if disc[_JOKER] else _STUCK
            best = 0 if final_ok[st] else neg
            memo[key] = best
            return best
        k = ((v & -v).bit_length() - 1) // 3
        # Leave one copy of kind k over.
        st2 = st if st == _FREE else (_FREE if disc[k] else _STUCK)
        best = solve(x - unit[k], st2)
        # Past the budget only that branch is followed: a legal answer, maybe not the best.
        for needs, value, _i in by_low[k] if len(memo) < budget else ():
            y = x - needs
            if y & guard == guard:
                r = value + solve(y, st)
                if r > best:
                    best = r
        memo[key] = best
        return best

    return hand, solve, start


def _free_search(by_low: _ByLow) -> Callable[[int], int]:
    """The search of ``_opening_search`` where the status is free all along (the same
    states in the same order, so the same answers and the same budget cut)."""
    memo: dict[int, int] = {}
    guard = _GUARD
    nat_counts = _NATURAL_COUNTS
    unit = _UNIT
    budget = NODE_BUDGET

    def solve(x: int) -> int:
        got = memo.get(x)
        if got is not None:
            return got
        v = x & nat_counts
        if not v:
            memo[x] = 0
            return 0
        k = ((v & -v).bit_length() - 1) // 3
        best = solve(x - unit[k])  # one copy of kind k left over
        for needs, value, _desc in by_low[k] if len(memo) < budget else ():
            y = x - needs
            if y & guard == guard:
                r = value + solve(y)
                if r > best:
                    best = r
        memo[x] = best
        return best

    return solve


def _recover_opening(hand: _Hand, solve: Callable[[int, int], int], start: int) -> Opening | None:
    """Walk the memo back down to recover the melds of the best total."""
    by_low = hand.by_low
    disc = hand.disc
    nat_counts, unit, guard = _NATURAL_COUNTS, _UNIT, _GUARD
    x = hand.live_state
    total = solve(x, start)
    if total <= 0:
        return None
    chosen: list[_Cand] = []
    st = start
    while True:
        v = x & nat_counts
        if not v:
            break
        target = solve(x, st)
        k = ((v & -v).bit_length() - 1) // 3
        st2 = st if st == _FREE else (_FREE if disc[k] else _STUCK)
        if solve(x - unit[k], st2) == target:
            x -= unit[k]
            st = st2
            continue
        for cand in by_low[k]:
            y = x - cand[0]
            if y & guard == guard and cand[1] + solve(y, st) == target:
                chosen.append(cand)
                x = y
                break
        else:  # pragma: no cover
            raise AssertionError("solver memo inconsistent")
    melds, _d, leftover = hand.physical(chosen)
    return Opening(melds, total, leftover)


def most_melded(cards: Sequence[Card], low_ace_value: int = 1) -> int:
    """The most cards of ``cards`` that disjoint legal melds can hold (no threshold).

    How far a closed hand is from a Hand: with ``n`` cards, ``n - most_melded``
    cards are loose. The same search as ``best_opening`` with a candidate worth
    its number of cards instead of its points (a Joker counts as a card).
    """
    hand = _Hand(cards, low_ace_value, frozenset())
    if not hand.has_cands:
        return 0
    present = kindmask.kinds_of_ids(kindmask.id_mask(hand.cards)) & kindmask.NATURALS
    by_low = _counted(present, hand.jokers > 0, low_ace_value)
    return max(0, _free_search(by_low)(hand.live_state))


@lru_cache(maxsize=_INDEXED_LIMIT)
def _counted(present: int, jokers: bool, low_ace_value: int) -> _ByLow:
    """``_indexed``'s candidates, each worth its number of cards (``most_melded``)."""
    by_low, _used = _indexed(present, jokers, low_ace_value)
    return [tuple((needs, _card_count(needs), desc) for needs, _v, desc in lst) for lst in by_low]


@lru_cache(maxsize=4096)
def _card_count(needs: int) -> int:
    """The number of cards a candidate's packed needs hold."""
    count = 0
    while needs:
        count += needs & 3
        needs >>= 3
    return count


# --------------------------------------------------------------------------- going out


class _Partitioner:
    """Exact partitions of a kind multiset into candidate melds (memoised).

    ``can(x)``: can ``x`` be split into melds with nothing left? ``spare(x)``:
    can it with exactly one discardable card left, and which kind is that?
    """

    __slots__ = ("_spare_memo", "can", "hand", "spare")

    def __init__(self, hand: _Hand) -> None:
        self.hand = hand
        memo: dict[int, bool] = {}
        spare_memo: dict[int, int] = {}
        self._spare_memo = spare_memo
        by_low = hand.by_low
        disc = hand.disc
        guard = _GUARD
        nat_counts = _NATURAL_COUNTS
        jshift = _JOKER_SHIFT
        unit = _UNIT
        budget = NODE_BUDGET

        def spent() -> bool:  # past the budget no new state is explored: "no way found"
            return len(memo) + len(spare_memo) >= budget

        def part(x: int) -> bool:
            got = memo.get(x)
            if got is not None:
                return got
            v = x & nat_counts
            if not v:
                ok = not (x >> jshift) & 3
            elif spent():
                ok = False
            else:
                k = ((v & -v).bit_length() - 1) // 3
                ok = False
                for needs, _value, _i in by_low[k]:
                    y = x - needs
                    if y & guard == guard and part(y):
                        ok = True
                        break
            memo[x] = ok
            return ok

        def spare(x: int) -> int:
            got = spare_memo.get(x)
            if got is not None:
                return got
            v = x & nat_counts
            res = -1
            if not v:
                if (x >> jshift) & 3 == 1 and disc[_JOKER]:
                    res = _JOKER
            elif spent():
                pass
            else:
                k = ((v & -v).bit_length() - 1) // 3
                if disc[k] and part(x - unit[k]):
                    res = k
                else:
                    for needs, _value, _i in by_low[k]:
                        y = x - needs
                        if y & guard == guard:
                            res = spare(y)
                            if res >= 0:
                                break
            spare_memo[x] = res
            return res

        self.can = part
        self.spare = spare

    def one_spare(self, x: int) -> tuple[list[_Cand], int]:
        """The candidates and the discard kind of the way ``spare(x)`` found."""
        by_low = self.hand.by_low
        chosen: list[_Cand] = []
        discard = self.spare(x)
        assert discard >= 0
        while True:
            v = x & _NATURAL_COUNTS
            if not v:
                return chosen, discard
            k = ((v & -v).bit_length() - 1) // 3
            if k == discard and k in self.hand.discardable and self.can(x - _UNIT[k]):
                return chosen + self.one(x - _UNIT[k]), discard
            for cand in by_low[k]:
                y = x - cand[0]
                if y & _GUARD == _GUARD and self.spare(y) >= 0:
                    chosen.append(cand)
                    x = y
                    break
            else:  # pragma: no cover
                raise AssertionError("partition memo inconsistent")

    def one(self, x: int) -> list[_Cand]:
        """The candidates of one partition of ``x`` (which must be partitionable)."""
        by_low = self.hand.by_low
        chosen: list[_Cand] = []
        while True:
            v = x & _NATURAL_COUNTS
            if not v:
                return chosen
            k = ((v & -v).bit_length() - 1) // 3
            for cand in by_low[k]:
                y = x - cand[0]
                if y & _GUARD == _GUARD and self.can(y):
                    chosen.append(cand)
                    x = y
                    break
            else:  # pragma: no cover
                raise AssertionError("partition memo inconsistent")

def go_out(
    cards: Sequence[Card],
    low_ace_value: int = 1,
    *,
    locked: frozenset[Card] = frozenset(),
    discard_required: bool = False,
) -> GoOut | None:
    """Whether the whole hand can be laid down now, and how; None if it cannot.

    Either every card goes into melds except exactly one card not in
    ``locked``, which is discarded; or (only when ``discard_required`` is
    false) every card goes into melds. An answer with a discard is preferred
    when one exists, and a Joker is the preferred discard. A hand of one discardable card goes out by
    discarding it (no melds). An empty hand gives ``GoOut((), None)`` unless
    a discard is required.
    """
    if _isolated_cards(cards) > 1:
        return None  # one discard cannot take two cards that no meld holds
    hand = _Hand(cards, low_ace_value, locked)
    parts = _Partitioner(hand)
    x = hand.live_state
    dead = hand.dead
    chosen: list[_Cand] | None = None
    discard_kind: int | None = None
    if len(dead) == 1:
        if dead[0] in hand.discardable and parts.can(x):
            chosen, discard_kind = parts.one(x), dead[0]
    elif not dead:
        if hand.jokers and _JOKER in hand.discardable and parts.can(x - _UNIT[_JOKER]):
            chosen, discard_kind = parts.one(x - _UNIT[_JOKER]), _JOKER
        elif parts.spare(x) >= 0:
            chosen, discard_kind = parts.one_spare(x)
        elif not discard_required and parts.can(x):
            chosen = parts.one(x)
    if chosen is None:
        return None
    melds, discard, _left = hand.physical(chosen, discard_kind)
    return GoOut(melds, discard)


def isolated_cards(cards: Sequence[Card]) -> int:
    """How many cards of ``cards`` no meld could hold: a lower bound on the loose cards
    of any lay-down, from bit masks alone (the hunters' filter before ``most_melded``)."""
    return _isolated_cards(cards)


def _isolated_cards(cards: Sequence[Card]) -> int:
    """How many natural cards no meld could hold (``kindmask.meldable_kinds``).

    A cheap filter before the exact search: the bots' lookahead asks about
    thousands of hands that hold several such cards. 0 for a hand listing a card
    twice (``_Hand`` reports that).
    """
    ids = kindmask.id_mask(cards)
    if ids.bit_count() != len(cards):
        return 0
    stray = ~kindmask.meldable_kinds(ids) & kindmask.NATURALS
    return (ids & stray).bit_count() + ((ids >> JOKER_KIND) & stray).bit_count()


# --------------------------------------------------------------------------- any meld


def can_meld_any(cards: Sequence[Card]) -> bool:
    """Is there at least one legal meld (run or set, at most one Joker) in ``cards``?"""
    jokers = 0
    rank_suits: dict[int, set[int]] = {}
    suit_pos: dict[int, set[int]] = {}
    for card in cards:
        if card.rank == JOKER_RANK:
            jokers += 1
            continue
        assert card.suit is not None
        s = card.suit.index
        rank_suits.setdefault(card.rank, set()).add(s)
        pos = suit_pos.setdefault(s, set())
        pos.add(card.rank)
        if card.rank == 1:
            pos.add(14)
    need = 2 if jokers else 3
    if any(len(suits) >= need for suits in rank_suits.values()):
        return True
    for pos in suit_pos.values():
        for p in pos:
            if jokers:
                if p + 1 in pos or p + 2 in pos:
                    return True
            elif p + 1 in pos and p + 2 in pos:
                return True
    return False
