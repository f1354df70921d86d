"""Tune the bare policy's weights jointly by the cross-entropy method, on duplicate deals.

    nice -n 5 uv run python tools/tune_policy.py --base hunter --others hunter \\
        --generations 12 --population 12 --elite 4 --matches 200 --seed 60 --jobs 2 \\
        --param read_next=0.75:0:2 --param w_penalty_opened=0.3:0.05:1.0 ...

(the fourteenth session's run, all thirteen ``--param``, is in ``docs/STRENGTH.md``).

Why: SPSA on Hard (``tools/tune_hard.py``) could afford a few hundred matches a step,
and one-field screens of the policy (``docs/STRENGTH.md``) explore one direction at
a time. Without a search a style plays 400 matches in about a minute, so a joint
search of many weights far from the current ones fits in an hour or two here.

Each generation samples ``--population`` settings of the ``--param`` fields around
the current mean (the mean itself is the first, so its score is the run's trajectory),
each played as ``BASE:FIELD=V,...`` alone against three ``--others`` (Hand) on the same
fresh deals (common random numbers: the candidates differ by their weights, not by
their cards). The score is the match win share minus ``--points-weight`` times the
points edge a round over 100 (the edge is less noisy than wins). The mean moves to
the mean of the ``--elite`` best, and the spread to theirs, smoothed so that noise
does not collapse it. A copy of the base style wins exactly 0.25 against three of it.

Prints ``NAME VALUE UNIT`` lines and, last, the tuned variant to confirm with
``benchmarks/bench_strength.py --tested VARIANT --others O --matches 400 --seed S``
on seeds the tuning never saw. The tool never edits code.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections.abc import Callable
from dataclasses import fields
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT / "tools"))
sys.path.insert(0, str(ROOT))

from bench_strength import Figure, Job, Result, deal_scores, process_pool  # noqa: E402
from sparring import STYLES  # noqa: E402
from tune_hard import Param  # noqa: E402

from hand_desktop.core.rules import Variant  # noqa: E402

MIN_SIGMA = 0.04  # in units of a parameter's range: the spread never shrinks below this


def param(text: str, base: str) -> Param:
    """``FIELD=START:LOW:HIGH`` for a field of the style ``base`` (``tune_hard.Param``, whose
    key is the bare field name here: ``make_sparring`` reads ``base:FIELD=V``)."""
    name, _, rest = text.partition("=")
    kinds = {f.name: f.type for f in fields(STYLES[base])}
    if name not in kinds:
        raise SystemExit(f"--param {text!r}: {name!r} is not a field of Style")
    try:
        start, low, high = (float(x) for x in rest.split(":"))
    except ValueError:
        raise SystemExit(f"--param {text!r}: write FIELD=START:LOW:HIGH") from None
    return Param(name, start, low, high, kinds[name] in (int, "int"))


def variant(base: str, params: list[Param], theta: list[float]) -> str:
    return base + ":" + ",".join(p.text(x) for p, x in zip(params, theta, strict=True))


def sample(rng: random.Random, params: list[Param], mean: list[float],
           sigma: list[float]) -> list[float]:
    return [p.clip(m + rng.gauss(0.0, s) * (p.high - p.low))
            for p, m, s in zip(params, mean, sigma, strict=True)]


def evaluate(name: str, others: list[str], matches: int, rounds: int, seed: int,
             pool_map: Callable[[Callable[[Job], Result], list[Job]], list[Result]],
             ) -> tuple[float, float]:
    """The variant ``name`` alone against three of each of ``others``: its match win share
    and points edge a round, each the mean over ``others``."""
    wins = edges = 0.0
    for o in others:
        figure = Figure(f"tune_vs_{o}", Variant.HAND, name, o)
        w, e, _, _ = deal_scores(figure, matches, rounds, seed, pool_map)
        wins += sum(w) / len(w) / len(others)
        edges += sum(e) / len(e) / len(others)
    return wins, edges


def update(params: list[Param], scored: list[tuple[float, list[float]]], elite: int,
           sigma: list[float]) -> tuple[list[float], list[float]]:
    """The next mean (the mean of the ``elite`` best) and spread (half the old, half the
    elite's, never under ``MIN_SIGMA``: a few noisy scores must not freeze the search)."""
    best = [t for _, t in sorted(scored, key=lambda st: -st[0])[:elite]]
    mean = [sum(t[j] for t in best) / len(best) for j in range(len(params))]
    spread = []
    for j, x in enumerate(params):
        sd = math.sqrt(sum((t[j] - mean[j]) ** 2 for t in best) / len(best))
        spread.append(max(MIN_SIGMA, 0.5 * sigma[j] + 0.5 * sd / (x.high - x.low)))
    return mean, spread


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--base", default="hunter", choices=sorted(STYLES))
    p.add_argument("--others", default="hunter", help="comma-separated: the score is the mean over them")
    p.add_argument("--param", action="append", default=[], required=True, help="FIELD=START:LOW:HIGH")
    p.add_argument("--generations", type=int, default=12)
    p.add_argument("--population", type=int, default=10)
    p.add_argument("--elite", type=int, default=3)
    p.add_argument("--matches", type=int, default=240, help="a candidate's matches per --others")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seed", type=int, default=60)
    p.add_argument("--sigma", type=float, default=0.2, help="first spread, in parameter ranges")
    p.add_argument("--points-weight", type=float, default=0.5)
    p.add_argument("--jobs", type=int, default=1)
    ns = p.parse_args(argv)
    params = [param(t, ns.base) for t in ns.param]
    others = [o for o in ns.others.split(",") if o]
    rng = random.Random(ns.seed)
    mean = [x.clip(x.start) for x in params]
    sigma = [ns.sigma] * len(params)
    with process_pool(ns.jobs) as pool_map:
        for g in range(ns.generations):
            seed = ns.seed * 1000 + g  # fresh deals each generation, the same for every candidate
            thetas = [mean] + [sample(rng, params, mean, sigma) for _ in range(ns.population - 1)]
            scored: list[tuple[float, list[float]]] = []
            for i, theta in enumerate(thetas):
                name = variant(ns.base, params, theta)
                wins, edges = evaluate(name, others, ns.matches, ns.rounds, seed, pool_map)
                score = wins - ns.points_weight * edges / 100.0
                scored.append((score, theta))
                print(f"#   gen {g} {'mean' if i == 0 else f'c{i}'}: wins {wins:.3f} edge {edges:+.2f}"
                      f" score {score:+.4f}  {name}", flush=True)
            print(f"cem_gen_{g}_mean_score {scored[0][0]:+.4f} score", flush=True)
            mean, sigma = update(params, scored, ns.elite, sigma)
            print(f"# gen {g} new mean: {variant(ns.base, params, mean)}", flush=True)
    for x, m in zip(params, mean, strict=True):
        print(f"cem_final_{x.key} {m:.4f} weight")
    print(f"# the tuned variant: {variant(ns.base, params, mean)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
