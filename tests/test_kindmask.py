"""The bit-mask filters (``kindmask``, ``connects``, ``opening_value_bound``) against plain definitions.

The references below are written card by card from the rules' words (a set of
three suits, a run window of three positions, a Joker filling one place), the
way the filters were written before they moved to bit masks; every random hand
must give the same answer.
"""

from __future__ import annotations

import random

from hand_desktop.core.bots.analysis import connects, connects_ids
from hand_desktop.core.cards import (
    ALL_CARDS,
    HIGH_ACE_POS,
    SUITS,
    Card,
    parse_cards,
    rank_positions,
    rank_value,
)
from hand_desktop.core.kindmask import (
    ROW_VALUE,
    id_mask,
    ids_of_kinds,
    kind_mask,
    kinds_of_ids,
    ranks_in_suits,
    run_partner_ranks,
)
from hand_desktop.core.opening import opening_value_bound


def _run_reach(card: Card, hand: list[Card], need: int) -> bool:
    """Some window of three run positions holds ``card`` and ``need`` held cards of its suit."""
    mine = {p for c in hand if c.suit is card.suit and not c.is_joker for p in rank_positions(c.rank)}
    for p in rank_positions(card.rank):
        for lo in (p - 2, p - 1, p):
            inside = lo >= 1 and lo + 2 <= HIGH_ACE_POS
            if inside and sum(1 for q in (lo, lo + 1, lo + 2) if q != p and q in mine) >= need:
                return True
    return False


def ref_connects(card: Card, hand: list[Card]) -> bool:
    if card.is_joker:
        return len(hand) >= 2
    need = 1 if any(c.is_joker for c in hand) else 2
    suits = {c.suit for c in hand if c.rank == card.rank and c.suit is not card.suit}
    return len(suits) >= need or _run_reach(card, hand, need)


def ref_bound(hand: list[Card]) -> int:
    jokers = sum(1 for c in hand if c.is_joker)
    bound = 11 * jokers
    for card in hand:
        if card.is_joker:
            continue
        suits = {c.suit for c in hand if c.rank == card.rank}
        if len(suits) >= (2 if jokers else 3) or _run_reach(card, hand, 1 if jokers else 2):
            bound += rank_value(card.rank)
    return bound


def _hands(count: int, seed: int) -> list[list[Card]]:
    rng = random.Random(seed)
    jokers = [c for c in ALL_CARDS if c.is_joker]
    hands = []
    for i in range(count):
        if i % 2:  # meld-rich: one or two suits, maybe Jokers
            suits = rng.sample(SUITS, rng.choice((1, 2)))
            pool = [c for c in ALL_CARDS if c.suit in suits] + jokers
        else:
            pool = list(ALL_CARDS)
        hands.append(rng.sample(pool, rng.randint(0, 18)))
    return hands


def test_connects_matches_the_card_by_card_definition() -> None:
    for hand in _hands(600, seed=21):
        ids = id_mask(hand)
        for card in ALL_CARDS[::3] + ALL_CARDS[104:]:
            assert connects(card, hand) is ref_connects(card, hand), (card, hand)
            assert connects_ids(card, ids) is ref_connects(card, hand), (card, hand)


def test_connects_at_the_aces_and_with_a_joker() -> None:
    hand = parse_cards("KH QH")
    assert connects(parse_cards("AH")[0], hand)  # Q K A
    assert not connects(parse_cards("2H")[0], hand)  # no wrapping past the Ace
    assert connects(parse_cards("2H")[0], parse_cards("AH 3H"))
    assert not connects(parse_cards("5H")[0], parse_cards("7H"))
    assert connects(parse_cards("5H")[0], parse_cards("7H JK"))
    assert not connects(parse_cards("5H")[0], parse_cards("8H JK"))
    assert connects(parse_cards("5H")[0], parse_cards("5S 5D"))
    assert not connects(parse_cards("5H")[0], parse_cards("5S 5H"))  # its own suit is no set


def test_the_opening_bound_matches_the_card_by_card_definition() -> None:
    for hand in _hands(3000, seed=22):
        assert opening_value_bound(hand) == ref_bound(hand), hand


def test_the_masks_and_tables() -> None:
    hand = parse_cards("AS 2S#2 JK KC")
    assert id_mask(hand) == sum(1 << c.id for c in hand)
    assert kind_mask(hand) == sum(1 << c.kind_id for c in hand)
    assert ROW_VALUE[0b1_0000_0000_0011] == 11 + 2 + 10  # A, 2, K
    assert ranks_in_suits((0b101, 0b100, 0b001, 0), 2) == 0b101
    assert ranks_in_suits((0b101, 0b100, 0b001, 0), 3) == 0
    # Positions 12, 13 (Q K): the Ace (high) and the J have two partners in a window.
    assert run_partner_ranks(0b1_1000_0000_0000, False) == 0b0_0100_0000_0001


def test_kind_and_id_masks_convert() -> None:
    for hand in _hands(300, seed=23):
        ids = id_mask(hand)
        assert kinds_of_ids(ids) == kind_mask(hand)
        both = {c for c in ALL_CARDS if any(c.kind_id == h.kind_id for h in hand)}
        assert ids_of_kinds(kind_mask(hand)) == id_mask(both)
