"""The exact meld solver: hand-made cases, and a brute-force oracle on random hands."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from functools import cache

import pytest

from hand_desktop.core.cards import (
    ALL_CARDS,
    SUITS,
    Card,
    CardToken,
    make_card,
    parse_cards,
)
from hand_desktop.core.melds import Meld, MeldKind, build_meld
from hand_desktop.core.rules import RuleError
from hand_desktop.core.solver import (
    GoOut,
    Opening,
    best_opening,
    can_meld_any,
    go_out,
    most_melded,
)
from tests.full import FULL

# --------------------------------------------------------------------------- checkers


def _rebuilt_value(meld: Meld, low_ace_value: int) -> int:
    """Build the meld again from its cards (Joker where it stands) and value it."""
    rep = meld.joker_represents()
    joker_as = CardToken(rep[0][0], rep[0][1]) if rep and meld.kind is MeldKind.RUN else None
    again = build_meld(list(meld.cards), joker_as)
    assert again.kind is meld.kind
    assert sorted(c.id for c in again.cards) == sorted(c.id for c in meld.cards)
    return again.value(low_ace_value)


def check_melds(melds: Sequence[Meld], hand: Sequence[Card], low_ace_value: int) -> list[Card]:
    """Melds are legal, disjoint and from the hand; returns the cards they use."""
    used: list[Card] = []
    for meld in melds:
        assert len(meld.cards) >= 3
        assert sum(c.is_joker for c in meld.cards) <= 1
        assert _rebuilt_value(meld, low_ace_value) == meld.value(low_ace_value)
        used.extend(meld.cards)
    assert len(set(used)) == len(used), "a physical card used twice"
    assert set(used) <= set(hand), "a card not in the hand"
    return used


def check_opening(
    opening: Opening,
    hand: Sequence[Card],
    low_ace_value: int = 1,
    locked: frozenset[Card] = frozenset(),
    need_discard: bool = False,
    allow_empty: bool = True,
) -> None:
    assert opening.melds
    used = check_melds(opening.melds, hand, low_ace_value)
    assert sum(m.value(low_ace_value) for m in opening.melds) == opening.value
    assert list(opening.leftover) == [c for c in hand if c not in set(used)]
    if need_discard:
        ok = any(c not in locked for c in opening.leftover)
        assert ok or (allow_empty and not opening.leftover), "leftover holds no discard"


def check_go_out(
    result: GoOut,
    hand: Sequence[Card],
    low_ace_value: int = 1,
    locked: frozenset[Card] = frozenset(),
    discard_required: bool = False,
) -> None:
    used = check_melds(result.melds, hand, low_ace_value)
    rest = [c for c in hand if c not in set(used)]
    if result.discard is None:
        assert not discard_required
        assert rest == []
    else:
        assert rest == [result.discard]
        assert result.discard not in locked


# --------------------------------------------------------------------------- oracle


def _joker_tokens(naturals: list[Card]) -> list[CardToken | None]:
    tokens: list[CardToken | None] = [None]
    if len({c.suit for c in naturals}) == 1:
        tokens += [CardToken(r, naturals[0].suit) for r in range(1, 14)]
    if len({c.rank for c in naturals}) == 1:
        tokens += [CardToken(naturals[0].rank, s) for s in SUITS]
    return tokens


_MELD_VALUES: dict[tuple[object, ...], int | None] = {}


def oracle_meld_value(cards: list[Card], low_ace_value: int) -> int | None:
    """Best value of ``cards`` as one meld, cached by card kinds (copies are equal for melding)."""
    naturals = [c for c in cards if not c.is_joker]
    # Obviously necessary (section 4): one suit or one rank among the naturals, one Joker.
    if len({c.suit for c in naturals}) > 1 and len({c.rank for c in naturals}) > 1:
        return None
    if len(cards) - len(naturals) > 1:
        return None
    key = (low_ace_value, *sorted((c.rank, c.suit.value if c.suit else "") for c in cards))
    if key not in _MELD_VALUES:
        _MELD_VALUES[key] = _meld_value(cards, low_ace_value)
    return _MELD_VALUES[key]


def _meld_value(cards: list[Card], low_ace_value: int) -> int | None:
    """Best value of ``cards`` as one meld over every Joker placement and Ace listing."""
    naturals = [c for c in cards if not c.is_joker]
    best = None
    ace_first = sorted(cards, key=lambda c: (c.is_joker, c.rank))
    ace_last = sorted(cards, key=lambda c: (c.is_joker, c.rank == 1, c.rank))
    for listed in (ace_first, ace_last) if ace_first != ace_last else (ace_first,):
        for token in _joker_tokens(naturals) if len(naturals) < len(cards) else [None]:
            try:
                meld = build_meld(listed, token)
            except RuleError:
                continue
            value = meld.value(low_ace_value)
            if best is None or value > best:
                best = value
    return best


class Oracle:
    """Exhaustive over physical cards: every legal meld, every disjoint union of them."""

    def __init__(self, hand: Sequence[Card], low_ace_value: int) -> None:
        self.hand = list(hand)
        n = len(hand)
        self.full = (1 << n) - 1
        self.by_low: dict[int, list[tuple[int, int]]] = {}
        for mask in range(1, 1 << n):
            if mask.bit_count() < 3:
                continue
            value = oracle_meld_value([hand[i] for i in range(n) if mask >> i & 1], low_ace_value)
            if value is not None:
                self.by_low.setdefault(mask & -mask, []).append((mask, value))

        @cache
        def union_value(used: int) -> int | None:
            """Best value of ``used`` split exactly into disjoint melds, or None."""
            if used == 0:
                return 0
            best = None
            for mask, value in self.by_low.get(used & -used, ()):
                if mask & used == mask:
                    rest = union_value(used ^ mask)
                    if rest is not None and (best is None or value + rest > best):
                        best = value + rest
            return best

        self.union_value = union_value

    def best(self, locked: frozenset[Card], need_discard: bool, allow_empty: bool) -> int | None:
        best = None
        for used in range(1, self.full + 1):
            value = self.union_value(used)
            if value is None:
                continue
            left = [self.hand[i] for i in range(len(self.hand)) if not used >> i & 1]
            discardable = any(c not in locked for c in left)
            if need_discard and not discardable and (left or not allow_empty):
                continue
            if best is None or value > best:
                best = value
        return best

    def go_out(self, locked: frozenset[Card]) -> tuple[bool, bool]:
        """(can go out with a discard, can go out with no discard)."""
        with_discard = any(
            self.hand[i] not in locked and self.union_value(self.full ^ (1 << i)) is not None
            for i in range(len(self.hand))
        )
        return with_discard, self.union_value(self.full) is not None


# --------------------------------------------------------------------------- random hands


def biased_hand(rng: random.Random) -> list[Card]:
    """7 to 10 cards where melds are likely: few suits, a narrow rank range, 0-2 Jokers."""
    size = rng.randint(7, 10)
    n_suits = rng.choice((1, 2, 2, 2, 3, 4))
    suits = rng.sample(SUITS, n_suits)
    width = rng.randint(3, 7) if n_suits <= 2 else rng.randint(2, 4)
    start = rng.randint(1, 13)  # windows may wrap past the King: Q K A 2 ...
    ranks = [(start - 1 + i) % 13 + 1 for i in range(width)]
    pool = [make_card(r, s, copy) for r in ranks for s in suits for copy in (1, 2)]
    n_jokers = rng.choice((0, 0, 1, 1, 1, 2))
    jokers = [make_card(0, None, 1), make_card(0, None, 2)][:n_jokers]
    naturals = rng.sample(pool, min(len(pool), size - n_jokers))
    hand = naturals + jokers
    rng.shuffle(hand)
    return hand


def random_locked(rng: random.Random, hand: list[Card]) -> frozenset[Card]:
    roll = rng.random()
    if roll < 0.35:
        return frozenset()
    card = rng.choice(hand)
    locked = {card, card.twin}  # the fire card and its twin (RULES.md 16.3)
    if roll > 0.85:
        locked |= set(rng.sample(hand, 2))
    return frozenset(locked)


CHUNKS = 12 if FULL else 2  # 300 hands each; all twelve in CI
HANDS_PER_CHUNK = 300


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_solver_matches_oracle(chunk: int) -> None:
    rng = random.Random(7919 * chunk + 1)
    for _ in range(HANDS_PER_CHUNK):
        hand = biased_hand(rng)
        low_ace_value = rng.choice((1, 1, 11))
        oracle = Oracle(hand, low_ace_value)
        locked = random_locked(rng, hand)
        # Unconstrained, and with the discard constraint both ways.
        for need_discard, allow_empty in ((False, True), (True, True), (True, False)):
            expected = oracle.best(locked, need_discard, allow_empty)
            got = best_opening(hand, low_ace_value, locked=locked,
                               need_discard=need_discard, allow_empty=allow_empty)
            context = f"{hand} locked={sorted(locked, key=lambda c: c.id)} " \
                      f"need_discard={need_discard} allow_empty={allow_empty} ace={low_ace_value}"
            if expected is None:
                assert got is None, context
            else:
                assert got is not None, context
                assert got.value == expected, context
                check_opening(got, hand, low_ace_value, locked, need_discard, allow_empty)
        assert can_meld_any(hand) == (oracle.best(frozenset(), False, True) is not None)
        # Going out.
        with_discard, without = oracle.go_out(locked)
        for required in (False, True):
            result = go_out(hand, low_ace_value, locked=locked, discard_required=required)
            possible = with_discard or (without and not required)
            assert (result is not None) == possible, (hand, locked, required)
            if result is not None:
                check_go_out(result, hand, low_ace_value, locked, required)
                assert (result.discard is not None) == with_discard


def test_most_melded_matches_the_oracle() -> None:
    """The most cards disjoint melds hold: the largest union the oracle finds."""
    rng = random.Random(31)
    for _ in range(150):
        hand = biased_hand(rng)
        low_ace_value = rng.choice((1, 11))
        oracle = Oracle(hand, low_ace_value)
        expected = max((used.bit_count() for used in range(oracle.full + 1)
                        if oracle.union_value(used) is not None), default=0)
        assert most_melded(hand, low_ace_value) == expected, hand


def test_most_melded_counts_cards_not_points() -> None:
    # Every card: A-4H, 5H 5S 5D and the Kings (best_opening too, here).
    hand = parse_cards("AH 2H 3H 4H 5H KS KD KC 5S 5D")
    assert most_melded(hand) == 10
    # The run 7-10H (4 cards) rather than the set of 9s (3): the 9H cannot be in both.
    assert most_melded(parse_cards("7H 8H 9H 10H 9S 9D")) == 4
    # With one Joker: the run 2-5C and the Kings with the Joker, 7 cards.
    assert most_melded(parse_cards("2C 3C 4C 5C KS KD JK")) == 7
    assert most_melded(parse_cards("2H 9S KD")) == 0
    assert most_melded(parse_cards("7H 8H JK QC KC")) == 3  # one Joker, one meld


def test_oracle_agrees_with_the_rules() -> None:
    """The oracle itself on the examples of RULES.md."""
    def best(text: str, ace: int = 1) -> int | None:
        return Oracle(parse_cards(text), ace).best(frozenset(), False, True)

    assert best("QS KS AS") == 31
    assert best("AS 2S 3S") == 6
    assert best("KS AS 2S") is None
    assert best("5H 6H JK") == 18
    assert best("9H 9H 9S") is None


# --------------------------------------------------------------------------- hand-made


def opening(text: str, ace: int = 1, **kw: object) -> Opening | None:
    hand = parse_cards(text)
    result = best_opening(hand, ace, **kw)  # type: ignore[arg-type]
    if result is not None:
        check_opening(result, hand, ace, kw.get("locked", frozenset()),  # type: ignore[arg-type]
                      bool(kw.get("need_discard")), bool(kw.get("allow_empty", True)))
    return result


def meld_texts(result: Opening | GoOut) -> list[str]:
    return sorted(" ".join(c.code() for c in m.cards) for m in result.melds)


def test_rules_examples() -> None:
    assert opening("QS KS AS").value == 31  # type: ignore[union-attr]
    assert opening("AS 2S 3S").value == 6  # type: ignore[union-attr]
    assert opening("AS 2S 3S", 11).value == 16  # type: ignore[union-attr]
    assert opening("KS AS 2S") is None
    assert opening("9H 9H 9S") is None
    five_six = opening("5H 6H JK")
    assert five_six is not None and five_six.value == 18
    assert five_six.melds[0].joker_represents() == [(7, SUITS[1])]


def test_joker_placement() -> None:
    # Q K + Joker: J or A; the high Ace is worth more.
    qk = opening("QS KS JK")
    assert qk is not None and qk.value == 31
    assert qk.melds[0].joker_represents() == [(1, SUITS[0])]
    # A 2 + Joker can only be 3.
    a2 = opening("AH 2H JK")
    assert a2 is not None and a2.value == 6
    # With a low Ace worth 11, a Joker below 2-3 is worth more as the Ace.
    low = opening("2H 3H JK", 11)
    assert low is not None and low.value == 16
    assert low.melds[0].low == 1
    # A gap is filled.
    gap = opening("5H 7H JK")
    assert gap is not None and gap.value == 18
    # A set of two naturals and the Joker.
    two = opening("KS KD JK")
    assert two is not None and two.value == 30


def test_card_better_in_a_set_than_in_a_run() -> None:
    result = opening("4H 5H 6H 7H 7S 7D")
    assert result is not None
    assert result.value == 15 + 21
    assert meld_texts(result) == ["4H 5H 6H", "7S 7H 7D"] or \
        meld_texts(result) == sorted(["4H 5H 6H", "7H 7S 7D"])
    assert result.leftover == ()


def test_both_copies_in_different_melds() -> None:
    hand = parse_cards("7H 7S 7D 5H 6H 7H 8H")
    result = opening("7H 7S 7D 5H 6H 7H 8H")
    assert result is not None and result.value == 21 + 26 and result.leftover == ()
    sevens = [c for m in result.melds for c in m.cards if c.code() == "7H"]
    assert sorted(c.copy for c in sevens) == [1, 2]
    assert set(sevens) <= set(hand)


def test_two_jokers_in_two_melds() -> None:
    result = opening("2H 3H JK 9S 9D JK")
    assert result is not None and result.value == 9 + 27
    assert all(sum(c.is_joker for c in m.cards) == 1 for m in result.melds)


def test_long_run_with_both_aces() -> None:
    text = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH AH"
    result = opening(text)
    assert result is not None and result.value == 1 + 54 + 30 + 11 and result.leftover == ()
    # With a discard needed and nothing locked, one Ace stays (the best one to keep).
    kept = opening(text, need_discard=True, allow_empty=False)
    assert kept is not None and kept.value == 95 and [c.code() for c in kept.leftover] == ["AH"]


def test_locked_cards_force_a_lower_value() -> None:
    hand = parse_cards("5H 6H 7H 8H")
    five = frozenset({hand[0]})
    assert opening("5H 6H 7H 8H").value == 26  # type: ignore[union-attr]
    assert opening("5H 6H 7H 8H", locked=five, need_discard=True).value == 26  # type: ignore[union-attr]
    forced = opening("5H 6H 7H 8H", locked=five, need_discard=True, allow_empty=False)
    assert forced is not None and forced.value == 18
    assert [c.code() for c in forced.leftover] == ["8H"]
    unlocked = opening("5H 6H 7H 8H", need_discard=True, allow_empty=False)
    assert unlocked is not None and unlocked.value == 21
    # Everything locked: no opening may leave a discard.
    assert opening("5H 6H 7H 8H", locked=frozenset(hand), need_discard=True,
                   allow_empty=False) is None


def test_locked_copy_goes_into_the_meld() -> None:
    hand = parse_cards("9S 9H 9D 9S")  # 9S#1 and 9S#2
    fire = frozenset({hand[0]})
    result = best_opening(hand, locked=fire, need_discard=True, allow_empty=False)
    assert result is not None and result.value == 27
    check_opening(result, hand, 1, fire, True, False)
    assert result.leftover == (hand[3],)
    # Both copies locked (the fire card and its twin): the set must leave something else.
    both = frozenset({hand[0], hand[3]})
    assert best_opening(hand, locked=both, need_discard=True, allow_empty=False) is None


def test_dead_cards_and_no_meld() -> None:
    assert opening("2S 9H KD") is None
    assert opening("") is None
    result = opening("5C 6C 7C KD", locked=frozenset(parse_cards("KD")), need_discard=True,
                     allow_empty=False)
    assert result is None  # the only leftover, KD, may not be discarded


def test_go_out_with_and_without_discard() -> None:
    hand = parse_cards("5H 6H 7H 9S 9D 9C KD")
    out = go_out(hand)
    assert out is not None and out.discard is not None and out.discard.code() == "KD"
    check_go_out(out, hand)
    assert go_out(hand, locked=frozenset({hand[-1]})) is None

    exact = parse_cards("5H 6H 7H 9S 9D 9C")
    out = go_out(exact)
    assert out is not None and out.discard is None
    check_go_out(out, exact)
    assert go_out(exact, discard_required=True) is None

    spare = parse_cards("5H 6H 7H 8H 9S 9D 9C")
    out = go_out(spare, discard_required=True)
    assert out is not None and out.discard is not None
    assert out.discard.code() in ("5H", "8H")
    check_go_out(out, spare, discard_required=True)


def test_go_out_prefers_discarding_a_joker() -> None:
    hand = parse_cards("5H 6H 7H 8H JK")
    out = go_out(hand)
    assert out is not None and out.discard is not None and out.discard.is_joker


def test_go_out_small_hands() -> None:
    one = parse_cards("KD")
    assert go_out(one) == GoOut((), one[0])
    assert go_out(one, locked=frozenset(one)) is None
    assert go_out([]) == GoOut((), None)
    assert go_out([], discard_required=True) is None
    assert go_out(parse_cards("KD QS")) is None


def test_can_meld_any() -> None:
    assert can_meld_any(parse_cards("QS KS AS"))
    assert can_meld_any(parse_cards("KS AS JK"))
    assert can_meld_any(parse_cards("AS 3S JK"))
    assert can_meld_any(parse_cards("9S 9D 9H"))
    assert can_meld_any(parse_cards("9S 9D JK"))
    assert not can_meld_any(parse_cards("KS AS 2S"))
    assert not can_meld_any(parse_cards("9S 9S 9D"))
    assert not can_meld_any(parse_cards("9S 9S JK JK"))
    assert not can_meld_any(parse_cards("AS 4S JK"))
    assert not can_meld_any([])


def test_duplicate_physical_card_is_rejected() -> None:
    card = parse_cards("5H")[0]
    with pytest.raises(ValueError):
        best_opening([card, card, card])


def test_order_and_copies_do_not_change_the_value() -> None:
    """Metamorphic check on full 15-card hands: shuffling or swapping copies changes nothing."""
    rng = random.Random(5)
    deck = list(ALL_CARDS)
    for _ in range(300):
        rng.shuffle(deck)
        hand = deck[:15]
        base = best_opening(hand)
        shuffled = hand[:]
        rng.shuffle(shuffled)
        swapped = [c.twin for c in hand if c.twin not in hand] + [
            c for c in hand if c.twin in hand]
        for other in (shuffled, swapped):
            again = best_opening(other)
            assert (base is None) == (again is None)
            if base is not None and again is not None:
                assert base.value == again.value
                check_opening(again, other)
        assert Counter(c.kind for c in swapped) == Counter(c.kind for c in hand)


def test_long_runs_come_back_in_one_piece() -> None:
    result = opening("3H 4H 5H 6H 7H 8H 9H 10H JK")
    assert result is not None and result.value == 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10 + 10
    assert meld_texts(result) == ["3H 4H 5H 6H 7H 8H 9H 10H JK"]
    hand = parse_cards("2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS 2S 3S")
    out = go_out(hand)
    assert out is not None and out.discard is not None
    check_go_out(out, hand)
