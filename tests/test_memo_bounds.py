"""The core's memos keep only the last few answers: a long session's memory stays flat.

The solver's candidate lists, the opening answers and a bot's solver memo are
asked the same question again within a turn, never rounds later; each keeps
the most recently used few (an LRU), so the memory they take is reached in the
first round and does not grow after (the soak benchmark measures it).
"""

from __future__ import annotations

import random

from hand_desktop.core import opening, solver
from hand_desktop.core.bots.analysis import SolverCache
from hand_desktop.core.cards import ALL_CARDS, Card
from hand_desktop.core.kindmask import id_mask
from hand_desktop.core.rules import Rules


def _hands(count: int, size: int = 14, seed: int = 5) -> list[list[Card]]:
    rng = random.Random(seed)
    return [rng.sample(ALL_CARDS, size) for _ in range(count)]


def test_the_solver_keeps_only_the_last_few_candidate_lists() -> None:
    solver._indexed.cache_clear()
    for hand in _hands(120):
        solver.best_opening_value(hand, 1)
    assert solver._indexed.cache_info().currsize <= solver._INDEXED_LIMIT <= 64
    # The per-suit run groups the candidate lists are joined from are bounded too.
    assert solver._suit_runs.cache_info().maxsize == solver._SUIT_RUNS_LIMIT <= 1024


def test_a_repeated_hand_is_answered_from_the_solver_memo() -> None:
    solver._indexed.cache_clear()
    hand = _hands(1, seed=9)[0]
    solver.best_opening_value(hand, 1)
    misses = solver._indexed.cache_info().misses
    for other in _hands(solver._INDEXED_LIMIT // 2, seed=10):  # fewer than the bound
        solver.best_opening_value(other, 1)
    hits = solver._indexed.cache_info().hits
    solver.best_opening_value(hand, 1)
    assert solver._indexed.cache_info().hits == hits + 1
    assert solver._indexed.cache_info().misses == misses + solver._INDEXED_LIMIT // 2


def test_the_opening_answers_keep_only_the_last_few_hands() -> None:
    rules = Rules()
    opening._cached_opening_value.cache_clear()
    for hand in _hands(120, seed=6):
        opening.opening_value(hand, frozenset(), rules)
    assert opening._cached_opening_value.cache_info().currsize <= opening.OPENING_CACHE <= 64


def test_a_bots_memo_is_bounded_and_keeps_the_questions_asked_last(monkeypatch) -> None:
    calls: list[int] = []
    real = solver.best_opening

    def counted(cards, low, **kwargs):  # type: ignore[no-untyped-def]
        calls.append(1)
        return real(cards, low, **kwargs)

    monkeypatch.setattr(solver, "best_opening", counted)
    memo = SolverCache(limit=8)
    hands = _hands(40, seed=7)
    for hand in hands:
        memo.best_opening(hand, 1)
    assert len(memo._opening) == 8 and len(calls) == 40
    memo.best_opening(hands[-8], 1)  # still among the last 8: no new solve
    assert len(calls) == 40
    # That hit counts as a use: the next new question drops hands[-7], now the one
    # asked longest ago, and keeps hands[-8].
    memo.best_opening(hands[0], 1)  # asked long ago: dropped before, solved again
    assert len(calls) == 41 and len(memo._opening) == 8
    kept = {key[0] for key in memo._opening}
    assert id_mask(hands[-8]) in kept and id_mask(hands[-7]) not in kept


def test_a_new_bots_memo_keeps_a_few_dozen_answers_at_most() -> None:
    memo = SolverCache()
    for hand in _hands(200, size=10, seed=8):
        memo.go_out(hand, 1)
    assert len(memo._go_out) <= 64
