"""The meld solver's budget (hand_desktop.core.solver.NODE_BUDGET) on hands play never allows.

Prints ``NAME VALUE UNIT`` lines:

* ``budget_dense_N_best_opening`` / ``_go_out`` (ms): the
  N lowest cards of the deck (both copies of every small rank, the Jokers
  first), the densest hands there are. Without the budget a dense 40-card
  hand takes over half a minute; a scenario cannot reach the solver with more
  than 15 cards (RULES.md 3.4-3.6), so only a direct call can;
* ``budget_dense_N_value`` (points) next to ``unbudgeted_dense_N_value`` where
  the exact search is quick enough to run (N <= 24): how far below the best the
  budgeted answer is;
* ``budget_exact_15`` (count): random and meld-rich 15-card hands whose
  budgeted answer equals the exact one, out of ``budget_hands_15``.

Run: ``uv run python benchmarks/bench_solver_budget.py [N_HANDS]``.
"""

from __future__ import annotations

import random
import sys
import time
from collections.abc import Callable
from typing import Any

from hand_desktop.core import solver
from hand_desktop.core.cards import ALL_CARDS, Card


def dense(n: int) -> list[Card]:
    return sorted(ALL_CARDS, key=lambda c: (c.rank if c.suit is not None else 0, c.id))[:n]


def ms(call: Callable[[], Any]) -> tuple[float, Any]:
    start = time.perf_counter()
    got = call()
    return (time.perf_counter() - start) * 1000, got


def value(cards: list[Card]) -> int:
    return solver.best_opening_value(cards, need_discard=True)


def exact(call: Callable[[], Any]) -> Any:
    saved = solver.NODE_BUDGET
    solver.NODE_BUDGET = 10**9
    try:
        return call()
    finally:
        solver.NODE_BUDGET = saved


def rich_hand(rng: random.Random) -> list[Card]:
    suits = rng.sample(range(4), rng.randint(1, 2))
    pool = [c for c in ALL_CARDS if c.suit is None or c.suit.index in suits]
    return rng.sample(pool, 15)


def main(argv: list[str]) -> int:
    n_hands = int(argv[1]) if len(argv) > 1 else 400
    for n in (24, 40, 60, 90):
        cards = dense(n)
        t, got = ms(lambda cards=cards: value(cards))
        print(f"budget_dense_{n}_best_opening {t:.1f} ms")
        print(f"budget_dense_{n}_value {got} points")
        if n <= 24:
            print(f"unbudgeted_dense_{n}_value {exact(lambda cards=cards: value(cards))} points")
        t, _ = ms(lambda cards=cards: solver.go_out(cards))
        print(f"budget_dense_{n}_go_out {t:.1f} ms")
    rng = random.Random(9)
    same = 0
    for i in range(n_hands):
        cards = rich_hand(rng) if i % 2 else rng.sample(ALL_CARDS, 15)
        budgeted = (value(cards), solver.go_out(cards) is not None)
        same += budgeted == exact(lambda cards=cards: (value(cards), solver.go_out(cards) is not None))
    print(f"budget_hands_15 {n_hands} hands")
    print(f"budget_exact_15 {same} hands")
    return 0 if same == n_hands else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
