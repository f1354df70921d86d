"""The bots' card memory: passes, what a seat collects, live outs, weighted worlds."""

from __future__ import annotations

import random
from dataclasses import replace

from hand_desktop.core.bots import make_bot
from hand_desktop.core.bots.card_memory import Memory, live_counts, neighbours, unseen_counts
from hand_desktop.core.bots.search import determinize
from hand_desktop.core.cards import parse_cards
from hand_desktop.core.round import Round
from hand_desktop.core.rules import Rules
from hand_desktop.core.scenario import load_scenario
from hand_desktop.core.view import PlayerView, view_for

SCENE = {
    "variant": "hand", "players": 3, "dealer": 2, "turn": 0, "phase": "draw",
    "hands": [["5H", "6H", "7H", "8H", "QS", "QH", "QD", "2C", "9D", "KC", "4S", "JK", "10S", "AD"],
              ["3C", "3D"], ["4C", "4D"]],
    "fire": ["9S"],
}


def _three_seat_view() -> PlayerView:
    base = view_for(load_scenario(SCENE).round, 0)
    return replace(base, fire=(), discards=2)


def test_memory_records_the_fire_cards_each_seat_let_pass() -> None:
    a, b, c, d, e = parse_cards("2S 3H 4D 5C 6S")
    mem = Memory()
    v1 = replace(_three_seat_view(), fire=(a, b), discards=2)
    mem.observe(v1)
    mem.left_turn((a, b, c), 3)
    # seat 1 let c pass and threw d; seat 2 let d pass and threw e
    mem.observe(replace(v1, fire=(a, b, c, d, e), discards=5))
    assert mem.passed_by(1) == [c] and mem.passed_by(2) == [d]
    assert mem.taken_by(1) == [] and mem.taken_by(2) == []
    # next lap: seat 1 takes e (nothing passed), seat 2 lets seat 1's throw pass
    mem.left_turn((a, b, c, d, e, a.twin), 6)
    f, g = parse_cards("7S 8S")
    mem.observe(replace(v1, fire=(a, b, c, d, e, f, g), discards=8))
    assert mem.taken_by(1) == [a.twin]
    assert mem.passed_by(1) == [c] and mem.passed_by(2) == [d, f]


def test_interest_reads_takes_up_and_throws_and_passes_down() -> None:
    seven_h, two_c, king_d = parse_cards("7H 2C KD")
    mem = Memory(seat=0, taken={1: [seven_h]}, thrown={1: [two_c]}, passed={1: [king_d]})
    interest = mem.interest(1)
    for code in ("7S", "7D", "7C", "6H", "8H"):
        assert interest[parse_cards(code)[0].kind_id] == 1.0, code
    assert interest[parse_cards("9H")[0].kind_id] == 0.5  # a gap of one: a weaker partial
    assert interest[seven_h.kind_id] == 0.0  # the card itself: they hold it now
    assert interest[two_c.kind_id] < 0 and interest[king_d.kind_id] < 0
    assert interest[parse_cards("2H")[0].kind_id] < 0  # sets of a thrown rank are less likely
    assert mem.interest(2) == [0.0] * 53  # nothing known about seat 2


def test_neighbours_of_an_ace_run_both_ways() -> None:
    (ace,) = parse_cards("AS")
    kinds = {kind for kind, _ in neighbours(ace)}
    for code in ("2S", "3S", "KS", "QS", "AH", "AD", "AC"):
        assert parse_cards(code)[0].kind_id in kinds
    assert neighbours(parse_cards("JK")[0]) == []


def test_live_counts_leave_out_copies_held_by_another_seat() -> None:
    view = _three_seat_view()
    (held,) = parse_cards("9C")
    mem = Memory(seat=0, taken={1: [held]})
    unseen = unseen_counts(view)
    live = live_counts(view, mem)
    assert live[held.kind_id] == unseen[held.kind_id] - 1
    assert sum(live) == sum(unseen) - 1
    assert mem.held_by(view, 1) == [held]
    # once the card is seen again (on the fire pile), it is no longer held
    seen_again = replace(view, fire=(held,))
    assert mem.held_by(seen_again, 1) == []
    assert live_counts(seen_again, mem) == unseen_counts(seen_again)


def _mid_round_view() -> PlayerView:
    rnd = Round.deal(Rules(), 4, 0, random.Random(11))
    bots = [make_bot("medium", s) for s in range(4)]
    for _ in range(17):
        rnd.apply(bots[rnd.turn].choose(view_for(rnd, rnd.turn)))
    return view_for(rnd, rnd.turn)


def test_weighted_worlds_agree_with_the_view_and_lean_on_what_a_seat_collects() -> None:
    view = _mid_round_view()
    other = (view.seat + 1) % 4
    seen = set(view.hand) | set(view.fire) | {c for m in view.table for c in m.cards}
    taken = next(c for c in parse_cards("7H 7H#2 6S 6S#2") if c not in seen)
    memory = Memory(seat=view.seat, taken={other: [taken]})
    wanted = {k for k, w in neighbours(taken) if w >= 1.0}

    def wanted_in_hand(read: float) -> int:
        count = 0
        for i in range(60):
            world = determinize(view, memory, random.Random(i), read)
            assert view_for(world, view.seat) == view
            assert taken in world.hands[other]
            cards = [c for h in world.hands for c in h] + world.stock + world.fire
            cards += [c for m in world.table for c in m.cards]
            assert len(cards) == len(set(cards)) == 106
            count += sum(1 for c in world.hands[other] if c.kind_id in wanted)
        return count

    uniform, weighted = wanted_in_hand(0.0), wanted_in_hand(1.0)
    assert weighted > 1.5 * uniform
