"""Legal moves, the prepared area's opening counter, and going-out checks.

Everything here works from a ``PlayerView``, so bots, hints and the UI use the
same code and never see hidden cards.

``legal_actions(view)`` lists the moves of the player to move. This module only
proposes candidates; each is listed exactly when the judge (one ``judge.Judge``
for the position, the same judgement ``Round`` applies) accepts it:

- every draw that would be accepted (the fire card only where the guard of
  section 7 lets it be taken);
- every single-card discard, one per kind of card (the unlocked copy);
- when the side has opened: every single new meld that can be laid from the
  hand, every extension by one card (a Joker with each place it can take),
  every Joker replacement;
- when the side has not opened: the best opening the solver finds, if it
  reaches the value required now, and a going-out opening if a Hand exempt
  from the threshold or the discard count is possible.

Openings of several melds exist in very large numbers, so only the best one
is listed; the prepared area lets a person build any other.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from itertools import combinations

from hand_desktop.core import solver
from hand_desktop.core.actions import (
    Action,
    Discard,
    Draw,
    DrawSource,
    Extend,
    LayMelds,
    MeldSpec,
    ReplaceJoker,
    token_of,
    tokens_of,
)
from hand_desktop.core.cards import (
    ACE,
    ALL_CARDS,
    HIGH_ACE_POS,
    JOKER_KIND,
    SUITS,
    Card,
    CardToken,
    kind_at,
    natural_kind,
    position_rank,
)
from hand_desktop.core.conditions import (
    hand_still_possible,
    may_open_this_turn,
    opening_allowed_yet,
)
from hand_desktop.core.judge import Judge
from hand_desktop.core.melds import (
    CandidateCheck,
    CandidateState,
    Meld,
    MeldKind,
    joker_places,
    run_end_positions,
)
from hand_desktop.core.opening import find_opening
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView


def legal_actions(view: PlayerView) -> list[Action]:
    """The moves of the viewer, if it is the viewer's turn (else an empty list)."""
    if not view.my_turn or view.phase is Phase.OVER:
        return []
    ask = Judge(view)  # one judge for the position: its facts are read once for every candidate
    if view.phase is Phase.DRAW:
        return draw_actions(view, ask)
    if view.phase is Phase.FIRST_DISCARD:
        return discard_actions(view, ask)
    actions: list[Action] = []
    if view.opened[view.seat]:
        actions += new_meld_actions(view, ask)
        actions += extension_actions(view, ask)
        actions += replacement_actions(view, ask)
    else:
        actions += opening_actions(view, ask)
    actions += discard_actions(view, ask)
    return actions


# --------------------------------------------------------------------------- draws


def draw_actions(view: PlayerView, ask: Judge | None = None) -> list[Action]:
    ask = ask or Judge(view)
    actions: list[Action] = [Draw(view.seat, DrawSource.STOCK), Draw(view.seat, DrawSource.FIRE)]
    return [a for a in actions if ask.allowed(a)]


def fire_draw_allowed(view: PlayerView, ask: Judge | None = None) -> bool:
    """Would taking the top fire card be accepted now (section 3.9 and the guard of 7.2)?"""
    return view.fire_top is not None and (ask or Judge(view)).allowed(Draw(view.seat, DrawSource.FIRE))


# --------------------------------------------------------------------------- discards


def discard_actions(view: PlayerView, ask: Judge | None = None) -> list[Action]:
    """One accepted discard per kind of card held (the copy that may go), and the double Joker Hand."""
    ask = ask or Judge(view)
    throws = _one_card_discards(view.seat)
    seen: set[int] = set()
    actions: list[Action] = []
    for card in view.hand:
        if card.kind_id in seen:
            continue
        action = throws[card.id]
        if ask.allowed(action):
            seen.add(card.kind_id)
            actions.append(action)
    if len(view.hand) == 2:
        both = Discard(view.seat, tokens_of(list(view.hand)))
        if ask.allowed(both):
            actions.append(both)
    return actions


_DISCARDS: dict[int, tuple[Discard, ...]] = {}


def _one_card_discards(seat: int) -> tuple[Discard, ...]:
    """``seat`` discarding exactly one card, by card id: actions are values, so each is made once
    and shared (the listing proposes one for every card held, every turn)."""
    made = _DISCARDS.get(seat)
    if made is None:
        made = _DISCARDS[seat] = tuple(Discard(seat, (token_of(c),)) for c in ALL_CARDS)
    return made


# --------------------------------------------------------------------------- new melds


def candidate_melds(hand: Sequence[Card]) -> Iterator[tuple[list[Card], CardToken | None]]:
    """Every group of hand cards that forms a legal meld, with the Joker's card where it matters.

    One physical copy per kind (the first held); Jokers are tried at every place.
    """
    firsts: dict[tuple[int, object], Card] = {}
    jokers: list[Card] = []
    for card in hand:
        if card.is_joker:
            jokers.append(card)
        else:
            firsts.setdefault(card.kind, card)
    joker = jokers[0] if jokers else None
    yield from _candidate_sets(firsts, joker)
    yield from _candidate_runs(firsts, joker)


def _candidate_sets(firsts: dict[tuple[int, object], Card], joker: Card | None) -> Iterator[tuple[list[Card], CardToken | None]]:
    by_rank: dict[int, list[Card]] = {}
    for card in firsts.values():
        by_rank.setdefault(card.rank, []).append(card)
    for cards in by_rank.values():
        for size in (2, 3, 4):
            for combo in combinations(cards, size):
                if size >= 3:
                    yield list(combo), None
                if joker is not None and size <= 3:
                    yield list(combo) + [joker], None


def _candidate_runs(firsts: dict[tuple[int, object], Card], joker: Card | None) -> Iterator[tuple[list[Card], CardToken | None]]:
    allowance = 1 if joker is not None else 0
    for suit in SUITS:
        at: dict[int, Card] = {}
        for (rank, s), card in firsts.items():
            if s is suit:
                at[rank] = card
                if rank == ACE:
                    at[HIGH_ACE_POS] = card
        if len(at) + allowance < 3:
            continue
        for lo in range(1, HIGH_ACE_POS - 1):
            missing: list[int] = []
            # Grow the window to the right until it has more holes than Jokers to fill them.
            for hi in range(lo, HIGH_ACE_POS + 1):
                if hi not in at:
                    missing.append(hi)
                    if len(missing) > allowance:
                        break
                if hi - lo < 2 or (lo == 1 and hi == HIGH_ACE_POS):
                    continue  # too short; or one Ace as both ends (the 14-card run is laid by hand)
                window = range(lo, hi + 1)
                if not missing:
                    yield [at[p] for p in window], None
                else:
                    assert joker is not None
                    pos = missing[0]
                    cards = [joker if p == pos else at[p] for p in window]
                    yield cards, CardToken(position_rank(pos), suit)


def new_meld_actions(view: PlayerView, ask: Judge | None = None) -> list[Action]:
    ask = ask or Judge(view)
    actions: list[Action] = []
    for cards, joker_as in candidate_melds(view.hand):
        action = LayMelds(view.seat, (MeldSpec(tokens_of(cards), joker_as),))
        if ask.allowed(action):
            actions.append(action)
    return actions


# --------------------------------------------------------------------------- extensions


def extension_actions(view: PlayerView, ask: Judge | None = None) -> list[Action]:
    """Every accepted one-card extension (a Joker at each place it can go)."""
    ask = ask or Judge(view)
    actions: list[Action] = []
    by_kind: dict[int, Card] = {}
    for card in view.hand:
        by_kind.setdefault(card.kind_id, card)
    joker = by_kind.get(JOKER_KIND)
    for index, meld in enumerate(view.table):
        candidates: list[tuple[Card, CardToken | None]] = [
            (by_kind[k], None) for k in _fitting_kinds(meld) if k in by_kind
        ]
        if joker is not None and not meld.has_joker:
            candidates += [(joker, place) for place in joker_places(meld)]
        for card, joker_as in candidates:
            action = Extend(view.seat, index, (token_of(card),), joker_as)
            if ask.allowed(action):
                actions.append(action)
    return actions


def _fitting_kinds(meld: Meld) -> list[int]:
    """Kind ids of the natural cards that could extend ``meld`` by one (a cheap filter)."""
    if meld.kind is MeldKind.SET:
        held = {c.suit.index for c in meld.cards if c.suit is not None}
        return [natural_kind(s, meld.rank) for s in range(4) if s not in held]
    assert meld.suit is not None
    return [kind_at(meld.suit.index, pos) for pos in run_end_positions(meld)]


def replacement_actions(view: PlayerView, ask: Judge | None = None) -> list[Action]:
    ask = ask or Judge(view)
    actions: list[Action] = []
    for index, meld in enumerate(view.table):
        if not meld.has_joker:
            continue
        wanted = meld.joker_represents()
        cards: list[Card] = []
        for rank, suit in wanted:
            match = next((c for c in view.hand if c.rank == rank and c.suit is suit), None)
            if match is None:
                break
            cards.append(match)
        else:
            action = ReplaceJoker(view.seat, index, tokens_of(cards))
            if ask.allowed(action):
                actions.append(action)
    return actions


# --------------------------------------------------------------------------- opening


def opening_actions(view: PlayerView, ask: Judge | None = None) -> list[Action]:
    """The best opening the solver finds (or an exempt Hand), if it would be accepted now."""
    rules = view.rules
    if not may_open_this_turn(rules, view.fire_card_taken is not None):
        return []  # the judge would refuse any opening: spare the solver
    allowed_yet = opening_allowed_yet(rules, view.discards)
    melds = find_opening(list(view.hand), view.locked, rules, view.required_opening, allowed_yet)
    if melds is None:
        return []
    action = _lay(view.seat, melds)
    return [action] if (ask or Judge(view)).allowed(action) else []


def _lay(seat: int, melds: Sequence[Meld]) -> LayMelds:
    return LayMelds(seat, tuple(spec_for(m) for m in melds))


def spec_for(meld: Meld) -> MeldSpec:
    """The MeldSpec that lays exactly this meld again (Joker place included)."""
    rep = meld.joker_represents()
    joker_as = CardToken(rep[0][0], rep[0][1]) if rep and meld.kind is MeldKind.RUN else None
    return MeldSpec(tokens_of(list(meld.cards)), joker_as)


# --------------------------------------------------------------------------- prepared area


@dataclass(frozen=True)
class OpeningProgress:
    """The prepared area's counter: value of the valid candidates against what is needed."""

    value: int
    required: int  # 0 once the side has opened: no threshold any more
    valid: int  # how many candidates are valid melds

    @property
    def missing(self) -> int:
        return max(0, self.required - self.value)

    @property
    def enough(self) -> bool:
        return self.value >= self.required


def opening_progress(view: PlayerView, checks: Sequence[CandidateCheck]) -> OpeningProgress:
    """The counter for the prepared area's candidates, each already checked."""
    valid = [c for c in checks if c.state is CandidateState.VALID]
    value = sum(c.value for c in valid)
    required = 0 if view.opened[view.seat] else view.required_opening
    return OpeningProgress(value, required, len(valid))


# --------------------------------------------------------------------------- going out


@dataclass(frozen=True)
class GoOutCheck:
    """Whether the viewer can lay the whole hand down now, and whether it would be a Hand."""

    plan: solver.GoOut
    value: int
    is_hand: bool


def go_out_check(view: PlayerView) -> GoOutCheck | None:
    """Can the viewer go out now with the cards in hand (in melds of their own)?"""
    rules = view.rules
    low = rules.low_ace_value
    plan = solver.go_out(
        list(view.hand), low, locked=view.locked, discard_required=rules.discard_required_to_finish
    )
    if plan is None:
        return None
    value = sum(m.value(low) for m in plan.melds)
    untouched = hand_still_possible(view.laid_earlier[view.seat], view.touched_other)
    if not view.opened[view.seat]:
        # Going out unopened is an opening: it must reach the value (unless exempt);
        # as a Hand it is exempt from the discard count.
        reaches = value >= view.required_opening or rules.hand_exempt_from_threshold
        took = may_open_this_turn(rules, view.fire_card_taken is not None)
        if not (untouched and reaches and took):
            return None
    return GoOutCheck(plan, value, untouched)
