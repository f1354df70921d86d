"""No input stalls the game: scenario hands larger than play allows are refused (RULES.md
3.4-3.6), and the meld solver's search has a budget for the hands that bypass the loader."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from hand_desktop.core import solver
from hand_desktop.core.cards import ALL_CARDS, Card
from hand_desktop.core.scenario import ScenarioError, load_scenario

FOURTEEN = [c.code(True) for c in ALL_CARDS[:14]]
OTHER = [c.code(True) for c in ALL_CARDS[20:34]]
SPARE = [c.code(True) for c in ALL_CARDS[40:42]]


def scenario(turn_hand: list[str], other: list[str], phase: str) -> dict[str, object]:
    return {"players": 2, "turn": 0, "phase": phase, "hands": [turn_hand, other]}


@pytest.mark.parametrize("phase", ["play", "first_discard"])
def test_the_seat_on_turn_may_hold_fifteen_after_drawing(phase: str) -> None:
    rnd = load_scenario(scenario(FOURTEEN + SPARE[:1], OTHER, phase)).round
    assert len(rnd.hands[0]) == 15


@pytest.mark.parametrize(
    ("turn_hand", "other", "phase"),
    [
        (FOURTEEN + SPARE, OTHER, "play"),  # 16 after the draw
        (FOURTEEN + SPARE[:1], OTHER, "draw"),  # 15 before drawing
        (FOURTEEN, OTHER + SPARE[:1], "play"),  # 15 for a seat not on turn
        ([c.code(True) for c in ALL_CARDS[:90]], OTHER[:0], "play"),  # 90 cards, far more than play allows
    ],
    ids=["16_on_turn", "15_before_draw", "15_not_on_turn", "90_cards"],
)
def test_hands_larger_than_play_allows_are_refused(
    turn_hand: list[str], other: list[str], phase: str
) -> None:
    with pytest.raises(ScenarioError, match="at most"):
        load_scenario(scenario(turn_hand, other, phase))


def dense(n: int) -> list[Card]:
    """The densest hand there is: the Jokers, then both copies of every rank from the 2 up."""
    return sorted(ALL_CARDS, key=lambda c: (c.rank if c.suit is not None else 0, c.id))[:n]


def assert_legal(cards: list[Card], melds: tuple[object, ...]) -> None:
    used = Counter(c for m in melds for c in m.cards)  # type: ignore[attr-defined]
    assert all(n == 1 for n in used.values()) and set(used) <= set(cards)


def test_solver_answers_a_90_card_hand_within_its_budget() -> None:
    # Without the budget this search takes minutes (over 2 min measured); with it the
    # answer is legal, maybe not the best. Its speed is in benchmarks/bench_solver_budget.py.
    cards = dense(90)
    best = solver.best_opening(cards, need_discard=True)
    assert best is not None and best.value > 0
    assert_legal(cards, best.melds)
    assert best.value == sum(m.value(1) for m in best.melds)
    out = solver.go_out(cards)
    if out is not None:
        assert_legal(cards, out.melds)


def test_a_spent_budget_gives_a_legal_answer_no_better_than_the_best(monkeypatch: pytest.MonkeyPatch) -> None:
    cards = dense(21)
    exact = solver.best_opening(cards)
    monkeypatch.setattr(solver, "NODE_BUDGET", 30)
    cut = solver.best_opening(cards)
    assert exact is not None and cut is not None
    assert_legal(cards, cut.melds)
    assert cut.value == sum(m.value(1) for m in cut.melds) <= exact.value
    assert cut.value < exact.value  # the budget did cut the search short here


@settings(max_examples=25, deadline=None)
@given(st.lists(st.sampled_from(ALL_CARDS), min_size=3, max_size=15, unique=True))
def test_within_play_the_budget_never_changes_an_answer(cards: list[Card]) -> None:
    budgeted = (solver.best_opening_value(cards, need_discard=True), solver.go_out(cards))
    saved = solver.NODE_BUDGET
    solver.NODE_BUDGET = 10**9
    try:
        exact = (solver.best_opening_value(cards, need_discard=True), solver.go_out(cards))
    finally:
        solver.NODE_BUDGET = saved
    assert budgeted == exact
