"""Speed of Hard's decisions in self-play, and a fingerprint of the play.

Plays ``ROUNDS_PER_VARIANT`` seeded rounds of four Hard bots in each of the four
variants (the rounds stand alone, so Hard's last-round search, which has a
wall-clock cap, never runs: the play depends on the seeds only) and prints
``NAME VALUE UNIT`` lines:

* ``hard_decision_mean/p50/p99/max`` (ms): CPU time of one ``choose`` call
  (``time.process_time``: other work on a shared machine does not count), each
  the least of ``REPEAT`` plays of the same rounds (the play is the same every
  time, so the n-th decision is the same decision; a shared machine still slows
  a run by 10-20% through its caches, and the least is the steadiest figure);
* ``hard_discard_mean/p99`` (ms): the same for the discards, where the
  lookahead (``PolicyBot.add_lookahead``) runs;
* ``hard_cpu_total`` (s) and ``hard_decisions`` (count);
* ``hard_play_fingerprint HEX hash``: the SHA-256 of the action logs. A change
  meant to make the solver or the bots faster must leave it as it was.

Run: ``nice -n 19 uv run python benchmarks/bench_hard_decisions.py [ROUNDS_PER_VARIANT] [SEED] [REPEAT]``
(default 5 rounds per variant, seed 1, 3 plays).
"""

from __future__ import annotations

import hashlib
import json
import random
import sys
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the package importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from playing import turns

from hand_desktop.core.actions import Discard, action_to_json
from hand_desktop.core.bots import make_bot
from hand_desktop.core.round import Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.view import view_for
from hand_desktop.sim import percentile


def play(rounds_per_variant: int, seed: int) -> tuple[list[float], list[float], str]:
    """Decision and discard times (ms), and the fingerprint of every action taken."""
    digest = hashlib.sha256()
    decisions: list[float] = []
    discards: list[float] = []
    clock = time.process_time
    for variant in Variant:
        rules = Rules(variant=variant)
        for r in range(rounds_per_variant):
            s = seed * 1_000 + r
            rnd = Round.deal(rules, 4, s % 4, random.Random(s + 77))
            bots = [make_bot("hard", s * 10 + i) for i in range(4)]
            for seat in turns(rnd):
                view = view_for(rnd, seat)
                t0 = clock()
                action = bots[seat].choose(view)
                ms = (clock() - t0) * 1000.0
                decisions.append(ms)
                if isinstance(action, Discard):
                    discards.append(ms)
                digest.update(json.dumps(action_to_json(action), sort_keys=True).encode())
                rnd.apply(action)
    return decisions, discards, digest.hexdigest()


def main(argv: list[str]) -> int:
    rounds = int(argv[1]) if len(argv) > 1 else 5
    seed = int(argv[2]) if len(argv) > 2 else 1
    repeat = int(argv[3]) if len(argv) > 3 else 3
    decisions, discards, fingerprint = play(rounds, seed)
    for _ in range(repeat - 1):
        again, again_discards, again_fingerprint = play(rounds, seed)
        if again_fingerprint != fingerprint:
            raise SystemExit("the same seeds played differently: the play is not deterministic")
        decisions = [min(a, b) for a, b in zip(decisions, again, strict=True)]
        discards = [min(a, b) for a, b in zip(discards, again_discards, strict=True)]
    figures = [
        ("hard_decision_mean", sum(decisions) / len(decisions), "ms"),
        ("hard_decision_p50", percentile(decisions, 0.50), "ms"),
        ("hard_decision_p99", percentile(decisions, 0.99), "ms"),
        ("hard_decision_max", max(decisions), "ms"),
        ("hard_discard_mean", sum(discards) / len(discards), "ms"),
        ("hard_discard_p99", percentile(discards, 0.99), "ms"),
        ("hard_cpu_total", sum(decisions) / 1000.0, "s"),
        ("hard_decisions", float(len(decisions)), "count"),
    ]
    for name, value, unit in figures:
        print(f"{name} {value:.3f} {unit}")
    print(f"hard_play_fingerprint {fingerprint} hash")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
