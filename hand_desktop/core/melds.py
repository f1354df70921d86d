"""Melds: runs and sets, Jokers, extension and Joker replacement (RULES.md 4, 5, 14).

A ``Meld`` is an immutable value. Extending a meld or replacing its Joker
returns a new ``Meld``; the table swaps it in only once the whole action has
been accepted, so a rejected action never changes anything.

Runs are laid out on positions 1..14: 1 is the low Ace, 11..13 are J Q K and
14 is the high Ace. A run never wraps.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from hand_desktop.core.cards import (
    ACE,
    HIGH_ACE_POS,
    RUN_POSITIONS,
    SUITS,
    Card,
    CardToken,
    Suit,
    position_rank,
    position_value,
    rank_positions,
    rank_value,
)
from hand_desktop.core.rules import ErrorCode, RuleError


class MeldKind(Enum):
    RUN = "run"
    SET = "set"


@dataclass(frozen=True, slots=True)
class Meld:
    """A meld on the table (or a candidate one).

    Runs: ``cards`` are in position order from ``low``; ``joker_pos`` is the
    position the Joker stands for. Sets: naturals first, the Joker last;
    ``joker_suits`` are the suits the Joker stands for (two with two naturals).
    """

    kind: MeldKind
    cards: tuple[Card, ...]
    owner: int = -1
    suit: Suit | None = None
    low: int = 0
    rank: int = 0
    joker_pos: int | None = None
    joker_suits: tuple[Suit, ...] = ()

    @property
    def high(self) -> int:
        return self.low + len(self.cards) - 1

    @property
    def joker(self) -> Card | None:
        for card in self.cards:
            if card.is_joker:
                return card
        return None

    @property
    def has_joker(self) -> bool:
        # O(1): asked for every meld on every move listing.
        return self.joker_pos is not None if self.kind is MeldKind.RUN else bool(self.joker_suits)

    def value(self, low_ace_value: int = 1) -> int:
        """Opening value (section 2): a Joker counts as the card it stands for."""
        if self.kind is MeldKind.SET:
            return rank_value(self.rank) * len(self.cards)
        return sum(position_value(p, low_ace_value) for p in range(self.low, self.high + 1))

    def joker_represents(self) -> list[tuple[int, Suit]]:
        """The card(s) the Joker stands for as (rank, suit); empty if no Joker."""
        if self.kind is MeldKind.RUN:
            if self.joker_pos is None:
                return []
            assert self.suit is not None
            return [(position_rank(self.joker_pos), self.suit)]
        return [(self.rank, s) for s in self.joker_suits]

    def to_json(self) -> dict[str, object]:
        out: dict[str, object] = {"owner": self.owner, "cards": [c.code() for c in self.cards]}
        rep = self.joker_represents()
        if rep:
            out["joker_as"] = _kind_code(rep[0])
        return out

    def __str__(self) -> str:
        return " ".join(str(c) for c in self.cards)


def _kind_code(kind: tuple[int, Suit]) -> str:
    return str(CardToken(kind[0], kind[1]))


def _kind_order(kind: tuple[int, Suit]) -> tuple[int, int]:
    return (kind[0], kind[1].index)


def _split_jokers(cards: Sequence[Card]) -> tuple[list[Card], list[Card]]:
    naturals = [c for c in cards if not c.is_joker]
    jokers = [c for c in cards if c.is_joker]
    return naturals, jokers


# --------------------------------------------------------------------------- new melds


def build_meld(
    cards: Sequence[Card],
    joker_as: CardToken | None = None,
    owner: int = -1,
) -> Meld:
    """A new meld from ``cards`` as listed, or ``RuleError`` (two_jokers / illegal_meld).

    Without ``joker_as`` a Joker in a run fills the gap if there is one, else
    sits at the end where it is listed (first = low end, otherwise high end),
    falling back to the only end that exists. An Ace that could be low or high
    is low when listed before every other natural card, otherwise high.
    """
    naturals, jokers = _split_jokers(cards)
    if len(jokers) > 1:
        raise RuleError(ErrorCode.TWO_JOKERS, "a meld may hold only one Joker")
    bad = RuleError(ErrorCode.ILLEGAL_MELD, "not a run or a set: " + " ".join(map(str, cards)))
    if len(cards) < 3 or len(set(cards)) != len(cards):
        raise bad
    if joker_as is not None and not jokers:
        raise RuleError(ErrorCode.ILLEGAL_MELD, "joker_as given but the meld has no Joker")
    joker = jokers[0] if jokers else None
    if len({c.rank for c in naturals}) == 1:  # two or more naturals of one rank: a set
        meld = _build_set(naturals, joker, joker_as, owner)
    else:
        meld = _build_run(list(cards), naturals, joker, joker_as, owner)
    if meld is None:
        raise bad
    return meld


def _build_set(
    naturals: list[Card], joker: Card | None, joker_as: CardToken | None, owner: int
) -> Meld | None:
    rank = naturals[0].rank
    suits = [c.suit for c in naturals]
    size = len(naturals) + (1 if joker else 0)
    if len(set(suits)) != len(suits) or not 3 <= size <= 4:
        return None
    missing = tuple(s for s in SUITS if s not in suits)
    joker_suits: tuple[Suit, ...] = ()
    if joker is not None:
        joker_suits = missing  # one suit with three naturals, both with two
        if joker_as is not None and (joker_as.rank != rank or joker_as.suit not in missing):
            return None
    ordered = tuple(naturals) + ((joker,) if joker else ())
    return Meld(MeldKind.SET, ordered, owner, rank=rank, joker_suits=joker_suits)


@dataclass(frozen=True, slots=True)
class _Layout:
    """One way to lay a run out: each natural's position and the Joker's."""

    positions: tuple[int, ...]  # parallel to the naturals list
    joker_pos: int | None


def _run_layouts(
    fixed: dict[int, Card], new_naturals: list[Card], with_joker: bool
) -> list[_Layout]:
    """Every legal layout of ``fixed`` (position -> card) plus new naturals and maybe a Joker."""
    options: list[tuple[int, ...]] = [()]
    for card in new_naturals:
        options = [o + (p,) for o in options for p in rank_positions(card.rank)]
    layouts: list[_Layout] = []
    for positions in options:
        taken = set(fixed) | set(positions)
        if len(taken) != len(fixed) + len(positions):
            continue  # two cards on one position
        lo, hi = min(taken), max(taken)
        holes = [p for p in range(lo, hi + 1) if p not in taken]
        if not with_joker:
            if not holes:
                layouts.append(_Layout(positions, None))
        elif len(holes) == 1:
            layouts.append(_Layout(positions, holes[0]))
        elif not holes:
            for end in (lo - 1, hi + 1):
                if 1 <= end <= HIGH_ACE_POS:
                    layouts.append(_Layout(positions, end))
    return layouts


def _matches_joker_as(layout: _Layout, suit: Suit, joker_as: CardToken) -> bool:
    return (
        layout.joker_pos is not None
        and joker_as.suit is suit
        and joker_as.rank == position_rank(layout.joker_pos)
    )


def _prefer(layouts: list[_Layout], keep: list[_Layout]) -> list[_Layout]:
    """Narrow down to ``keep`` when it is not empty."""
    return keep or layouts


def _build_run(
    listed: list[Card],
    naturals: list[Card],
    joker: Card | None,
    joker_as: CardToken | None,
    owner: int,
) -> Meld | None:
    if not naturals:
        return None
    suit = naturals[0].suit
    if any(c.suit is not suit for c in naturals):
        return None
    layouts = _run_layouts({}, naturals, joker is not None)
    if joker_as is not None:
        assert suit is not None
        layouts = [lay for lay in layouts if _matches_joker_as(lay, suit, joker_as)]
    if not layouts:
        return None
    layouts = _choose_ace(layouts, listed, naturals)
    layouts = _choose_joker_end(layouts, listed, joker, naturals)
    return _run_from_layout({}, naturals, joker, layouts[0], suit, owner)


def _choose_ace(layouts: list[_Layout], listed: list[Card], naturals: list[Card]) -> list[_Layout]:
    """Section 16.6: a lone ambiguous Ace is low when listed before every other natural."""
    aces = [i for i, c in enumerate(naturals) if c.rank == ACE]
    if len(aces) != 1 or len({lay.positions[aces[0]] for lay in layouts}) < 2:
        return layouts
    first_natural = next(c for c in listed if not c.is_joker)
    want = 1 if first_natural is naturals[aces[0]] else HIGH_ACE_POS
    return _prefer(layouts, [lay for lay in layouts if lay.positions[aces[0]] == want])


def _choose_joker_end(
    layouts: list[_Layout], listed: list[Card], joker: Card | None, naturals: list[Card]
) -> list[_Layout]:
    if joker is None or len(layouts) < 2:
        return layouts
    in_gap = [lay for lay in layouts if min(lay.positions) < lay.joker_pos < max(lay.positions)]  # type: ignore[operator]
    if in_gap:
        return in_gap
    low_end = listed[0].is_joker
    if low_end:
        keep = [lay for lay in layouts if lay.joker_pos < min(lay.positions)]  # type: ignore[operator]
    else:
        keep = [lay for lay in layouts if lay.joker_pos > max(lay.positions)]  # type: ignore[operator]
    return _prefer(layouts, keep)


def _run_from_layout(
    fixed: dict[int, Card],
    naturals: list[Card],
    joker: Card | None,
    layout: _Layout,
    suit: Suit | None,
    owner: int,
) -> Meld:
    by_pos = dict(fixed)
    for card, pos in zip(naturals, layout.positions, strict=True):
        by_pos[pos] = card
    if joker is not None and layout.joker_pos is not None:
        by_pos[layout.joker_pos] = joker
    low = min(by_pos)
    cards = tuple(by_pos[p] for p in range(low, max(by_pos) + 1))
    joker_pos = next((low + i for i, c in enumerate(cards) if c.is_joker), None)
    return Meld(MeldKind.RUN, cards, owner, suit=suit, low=low, joker_pos=joker_pos)


# --------------------------------------------------------------------------- extension


def extend_meld(meld: Meld, cards: Sequence[Card], joker_as: CardToken | None = None) -> Meld:
    """``meld`` with ``cards`` added, or ``RuleError`` (two_jokers / illegal_extension).

    Without ``joker_as`` a new Joker fills the gap the extension leaves if there
    is one, else goes to the high end, or to the low end where no high end
    exists. An Ace that could go to either end goes to the high end.
    """
    naturals, jokers = _split_jokers(cards)
    if len(jokers) > 1 or (jokers and meld.has_joker):
        raise RuleError(ErrorCode.TWO_JOKERS, "a meld may hold only one Joker")
    bad = RuleError(ErrorCode.ILLEGAL_EXTENSION, "these cards do not fit that meld")
    if not cards or len(set(cards)) != len(cards) or set(cards) & set(meld.cards):
        raise bad
    if joker_as is not None and not jokers:
        raise RuleError(ErrorCode.ILLEGAL_EXTENSION, "joker_as given but no Joker is added")
    joker = jokers[0] if jokers else None
    if meld.kind is MeldKind.SET:
        result = _extend_set(meld, naturals, joker, joker_as)
    else:
        result = _extend_run(meld, naturals, joker, joker_as)
    if result is None:
        raise bad
    return result


def _extend_set(
    meld: Meld, naturals: list[Card], joker: Card | None, joker_as: CardToken | None
) -> Meld | None:
    old_naturals = [c for c in meld.cards if not c.is_joker]
    all_naturals = old_naturals + naturals
    if any(c.rank != meld.rank for c in naturals):
        return None
    suits = [c.suit for c in all_naturals]
    keeps_joker = meld.joker or joker
    size = len(all_naturals) + (1 if keeps_joker else 0)
    if len(set(suits)) != len(suits) or size > 4:
        return None
    missing = tuple(s for s in SUITS if s not in suits)
    bad_joker_as = joker_as is not None and (joker_as.rank != meld.rank or joker_as.suit not in missing)
    if joker is not None and bad_joker_as:
        return None
    cards = tuple(all_naturals) + ((keeps_joker,) if keeps_joker else ())
    joker_suits = missing if keeps_joker else ()
    return Meld(MeldKind.SET, cards, meld.owner, rank=meld.rank, joker_suits=joker_suits)


def _extend_run(
    meld: Meld, naturals: list[Card], joker: Card | None, joker_as: CardToken | None
) -> Meld | None:
    if any(c.suit is not meld.suit for c in naturals):
        return None
    fixed = {meld.low + i: c for i, c in enumerate(meld.cards)}
    layouts = _run_layouts(fixed, naturals, joker is not None)
    if joker is not None and joker_as is not None:
        assert meld.suit is not None
        layouts = [lay for lay in layouts if _matches_joker_as(lay, meld.suit, joker_as)]
    if not layouts:
        return None
    # An Ace that could stand at either end goes high (it is listed after the meld's cards).
    layouts = sorted(layouts, key=lambda lay: tuple(-p for p in lay.positions))
    if joker is not None and joker_as is None:
        layouts = _extension_joker_choice(layouts, fixed)
    return _run_from_layout(fixed, naturals, joker, layouts[0], meld.suit, meld.owner)


def _extension_joker_choice(layouts: list[_Layout], fixed: dict[int, Card]) -> list[_Layout]:
    def span(lay: _Layout) -> tuple[int, int]:
        taken = set(fixed) | set(lay.positions)
        return min(taken), max(taken)

    in_gap = [lay for lay in layouts if span(lay)[0] < lay.joker_pos < span(lay)[1]]  # type: ignore[operator]
    if in_gap:
        return in_gap
    high = [lay for lay in layouts if lay.joker_pos > span(lay)[1]]  # type: ignore[operator]
    return _prefer(layouts, high)


# --------------------------------------------------------------------------- replacement


def replace_joker(meld: Meld, cards: Sequence[Card]) -> tuple[Meld, Card]:
    """Put the natural card(s) the Joker stands for into ``meld``; returns it and the Joker.

    Run: exactly the represented card. Set of three naturals + Joker: the
    missing suit. Set of two naturals + Joker: both missing suits at once.
    """
    if any(c.is_joker for c in cards):
        raise RuleError(ErrorCode.TWO_JOKERS, "a Joker cannot replace a Joker")
    joker = meld.joker
    if joker is None:
        raise RuleError(ErrorCode.ILLEGAL_REPLACEMENT, "that meld has no Joker")
    wanted = sorted(meld.joker_represents(), key=_kind_order)
    given = sorted(((c.rank, c.suit) for c in cards if c.suit is not None), key=_kind_order)
    if len(cards) != len(set(cards)) or given != wanted:
        names = " and ".join(_kind_code(k) for k in wanted)
        raise RuleError(ErrorCode.ILLEGAL_REPLACEMENT, f"the Joker there stands for {names}")
    if meld.kind is MeldKind.RUN:
        new_cards = tuple(cards[0] if c.is_joker else c for c in meld.cards)
        return Meld(MeldKind.RUN, new_cards, meld.owner, suit=meld.suit, low=meld.low), joker
    naturals = tuple(c for c in meld.cards if not c.is_joker) + tuple(cards)
    return Meld(MeldKind.SET, naturals, meld.owner, rank=meld.rank), joker


# --------------------------------------------------------------------------- where a Joker can go


def run_end_positions(meld: Meld) -> tuple[int, ...]:
    """The run positions just past a run's low and high ends that exist (within 1..14)."""
    return tuple(pos for pos in (meld.low - 1, meld.high + 1) if 1 <= pos <= HIGH_ACE_POS)


def joker_places(meld: Meld) -> list[CardToken | None]:
    """Where a lone Joker added to ``meld`` may stand: a run's ends (low end first), or the
    set itself (no choice to make) while it has fewer than four cards."""
    if meld.kind is MeldKind.SET:
        return [None] if len(meld.cards) < 4 else []
    assert meld.suit is not None
    return [CardToken(position_rank(pos), meld.suit) for pos in run_end_positions(meld)]


def joker_choices(cards: Sequence[Card], suit: Suit | None, onto: Meld | None = None) -> list[CardToken]:
    """Every card the Joker among ``cards`` may stand for in a run of ``suit``: ``cards``
    laid as a new run, or added to the run ``onto``. Two entries mean a player's choice."""
    options: list[CardToken] = []
    if suit is None:
        return options
    for pos in RUN_POSITIONS:
        token = CardToken(position_rank(pos), suit)
        try:
            meld = build_meld(cards, token) if onto is None else extend_meld(onto, cards, token)
        except RuleError:
            continue
        if meld.joker_pos == pos:
            options.append(token)
    return options


# --------------------------------------------------------------------------- prepared area


class CandidateState(Enum):
    VALID = "valid"
    INVALID = "invalid"
    INCOMPLETE = "incomplete"


class MeldProblem(Enum):
    """Why a candidate group can never become a meld (for the prepared area)."""

    TWO_JOKERS = "two_jokers"
    SAME_CARD_TWICE = "same_card_twice"
    MIXED = "mixed"  # neither one rank nor one suit
    SUIT_REPEATED = "suit_repeated"  # a set with a suit twice
    TOO_MANY = "too_many"  # a fifth card of a rank
    NOT_CONSECUTIVE = "not_consecutive"  # a run with holes no Joker can fill
    TOO_LONG = "too_long"  # a run past the Aces


@dataclass(frozen=True, slots=True)
class CandidateCheck:
    """What the prepared area shows for one group of cards."""

    state: CandidateState
    value: int = 0
    meld: Meld | None = None
    problem: MeldProblem | None = None


def check_candidate(
    cards: Sequence[Card], low_ace_value: int = 1, joker_as: CardToken | None = None
) -> CandidateCheck:
    """Valid (with value and meld), invalid (with the problem) or incomplete."""
    if not cards:
        return CandidateCheck(CandidateState.INCOMPLETE)
    problem = _hopeless(cards)
    if problem is not None:
        return CandidateCheck(CandidateState.INVALID, problem=problem)
    if len(cards) < 3:
        return CandidateCheck(CandidateState.INCOMPLETE)
    try:
        meld = build_meld(cards, joker_as)
    except RuleError:
        naturals, _ = _split_jokers(cards)
        ranks = {c.rank for c in naturals}
        problem = MeldProblem.SUIT_REPEATED if len(ranks) == 1 else MeldProblem.NOT_CONSECUTIVE
        return CandidateCheck(CandidateState.INVALID, problem=problem)
    return CandidateCheck(CandidateState.VALID, meld.value(low_ace_value), meld)


def _hopeless(cards: Sequence[Card]) -> MeldProblem | None:
    """A problem that no added card could fix, or None."""
    naturals, jokers = _split_jokers(cards)
    if len(jokers) > 1:
        return MeldProblem.TWO_JOKERS
    kinds = [c.kind for c in naturals]
    if len(set(kinds)) != len(kinds):
        return MeldProblem.SAME_CARD_TWICE
    if not naturals:
        return None
    ranks = {c.rank for c in naturals}
    suits = {c.suit for c in naturals}
    if len(ranks) == 1 and len(naturals) > 1:
        return MeldProblem.TOO_MANY if len(cards) > 4 else None
    if len(suits) > 1:
        return MeldProblem.MIXED
    if len(cards) > 14:
        return MeldProblem.TOO_LONG
    # One suit, several ranks: can some layout keep every card inside 1..14 with
    # at most one hole per Joker, once more cards are added? Only if some layout
    # exists where the naturals' holes can be filled by cards still to come: any
    # distinct positions work, so the only hopeless case is a hole count that a
    # 14-long window cannot hold.
    options: list[tuple[int, ...]] = [()]
    for card in naturals:
        options = [o + (p,) for o in options for p in rank_positions(card.rank)]
    for positions in options:
        if len(set(positions)) == len(positions) and max(positions) - min(positions) < 14:
            return None
    return MeldProblem.TOO_LONG
