"""Speed of the computer players (one process, one core).

Prints one line per figure, ``NAME VALUE UNIT``:

* ``medium_rounds_per_s``: full 4-player rounds of Hand per second with four
  Medium bots (dealing, every decision, applying every action), in CPU time of
  this process (``time.process_time``: one core, and other work on a shared
  machine does not count); ``medium_rounds_per_wall_s`` is the same in wall time;
* ``medium_decision_p50/p99/max`` (ms): time from asking for a view to getting
  the action, as the UI sees it;
* ``hard_decision_p50/p99/max`` (ms): the same for Hard, in rounds of two Hard
  and two Medium bots;
* ``easy_decision_p99`` (ms).

Targets: medium rounds/s >= 60, medium p99 <= 30 ms, hard p99 <= 300 ms,
hard max < 1000 ms.

Run: ``uv run python benchmarks/bench_bots.py [MEDIUM_ROUNDS] [HARD_ROUNDS] [SEED]``.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the package importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from playing import turns

from hand_desktop.core.bots import make_bot
from hand_desktop.core.round import Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.view import view_for

TARGETS = {"medium_rounds_per_s": (">=", 60.0), "medium_decision_p99": ("<=", 30.0),
           "hard_decision_p99": ("<=", 300.0), "hard_decision_max": ("<", 1000.0)}


def play_rounds(levels: list[str], rounds: int, seed: int, variant: Variant = Variant.HAND
                ) -> tuple[float, float, dict[str, list[float]]]:
    """Play ``rounds`` rounds; returns the CPU and wall seconds taken, decision times (ms) per level."""
    rules = Rules(variant=variant)
    times: dict[str, list[float]] = {}
    start = time.perf_counter()
    cpu = time.process_time()
    for r in range(rounds):
        n = len(levels)
        rnd = Round.deal(rules, n, r % n, random.Random(seed * 1_000_003 + r))
        bots = [make_bot(levels[(s + r) % n], seed + 17 * r + s) for s in range(n)]
        for seat in turns(rnd):
            t0 = time.perf_counter()
            action = bots[seat].choose(view_for(rnd, seat))
            times.setdefault(bots[seat].level, []).append((time.perf_counter() - t0) * 1000)
            rnd.apply(action)
    return time.process_time() - cpu, time.perf_counter() - start, times


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, int(q * len(ordered) + 0.5) - 1))]


def main(argv: list[str]) -> int:
    medium_rounds = int(argv[1]) if len(argv) > 1 else 100
    hard_rounds = int(argv[2]) if len(argv) > 2 else 20
    seed = int(argv[3]) if len(argv) > 3 else 1
    figures: list[tuple[str, float, str]] = []
    seconds, wall, times = play_rounds(["medium"] * 4, medium_rounds, seed)
    med = times["medium"]
    figures += [
        ("medium_rounds_per_s", medium_rounds / seconds, "rounds/s"),
        ("medium_rounds_per_wall_s", medium_rounds / wall, "rounds/s"),
        ("medium_decisions_per_s", len(med) / seconds, "decisions/s"),
        ("medium_decision_p50", pct(med, 0.50), "ms"),
        ("medium_decision_p99", pct(med, 0.99), "ms"),
        ("medium_decision_max", max(med), "ms"),
    ]
    _, _, times = play_rounds(["hard", "medium", "hard", "easy"], hard_rounds, seed + 1)
    hard = times["hard"]
    figures += [
        ("hard_decision_p50", pct(hard, 0.50), "ms"),
        ("hard_decision_p99", pct(hard, 0.99), "ms"),
        ("hard_decision_max", max(hard), "ms"),
        ("easy_decision_p99", pct(times["easy"], 0.99), "ms"),
    ]
    missed = []
    for name, value, unit in figures:
        print(f"{name} {value:.3f} {unit}")
        if name in TARGETS:
            op, target = TARGETS[name]
            ok = {">=": value >= target, "<=": value <= target, "<": value < target}[op]
            if not ok:
                missed.append(f"{name} {value:.1f} (target {op} {target:g})")
    for m in missed:
        print(f"# target missed: {m}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
