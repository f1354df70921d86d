"""Speed of the hint (one process, one core): how long pressing H takes.

Prints ``NAME VALUE UNIT`` lines:

* ``hint_p50`` / ``hint_p99`` / ``hint_max`` (ms): ``hint_for(view)`` at every
  decision of the player to move, in 4-player rounds of Medium bots (the going-out
  search included, bounded by ``hints.ROUTE_BUDGET`` positions);
* ``hint_worst_case`` (ms): opened hands of 14, 8 and 6 cards against eight table
  melds that cannot go out, so the going-out search spends its whole budget.

Target: p99 <= 50 ms, worst case < 150 ms (a hint should feel instant).

Run: ``uv run python benchmarks/bench_hints.py [ROUNDS] [SEED]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the package importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from playing import turns

from hand_desktop.core.bots import make_bot
from hand_desktop.core.hints import hint_for
from hand_desktop.core.round import Round
from hand_desktop.core.rules import Rules
from hand_desktop.core.scenario import load_scenario
from hand_desktop.core.view import view_for


def main(rounds: int = 6, seed: int = 0) -> None:
    times: list[float] = []
    for r in range(rounds):
        rnd = Round.deal(Rules(), 4, r % 4, random.Random(seed + r))
        bots = [make_bot("medium", seed * 10 + s) for s in range(4)]
        for seat in turns(rnd):
            view = view_for(rnd, seat)
            start = time.perf_counter()
            hint_for(view)
            times.append((time.perf_counter() - start) * 1000)
            rnd.apply(bots[seat].choose(view))
    times.sort()
    print(f"hint_p50 {times[len(times) // 2]:.2f} ms")
    print(f"hint_p99 {times[min(len(times) - 1, int(len(times) * 0.99))]:.2f} ms")
    print(f"hint_max {times[-1]:.2f} ms")
    worst = 0.0
    for size in (14, 8, 6):  # 8: the largest hand that tries every chain of lay-offs
        data = dict(WORST, hands=[WORST["hands"][0][:size], ["3D"]])
        view = view_for(load_scenario(data).round, 0)
        start = time.perf_counter()
        hint_for(view)
        worst = max(worst, (time.perf_counter() - start) * 1000)
    print(f"hint_worst_case {worst:.2f} ms")


WORST: dict[str, Any] = {
    "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
    "hands": [["8H", "JK", "5C", "7C", "9C", "JC", "KS", "3D", "7D", "QC", "2H", "10H", "4S", "6S"], ["3D"]],
    "table": [{"owner": 0, "cards": c.split()} for c in (
        "5H 6H 7H", "QS QH QD", "2C 3C 4C", "9D 10D JD", "8S 9S 10S", "KC KD KH", "4D 5D 6D", "AS 2S 3S")],
}


if __name__ == "__main__":
    main(*(int(a) for a in sys.argv[1:3]))
