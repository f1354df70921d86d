"""Tune Hard on paired duplicate deals: compare settings, or search weights by SPSA.

    # paired comparison of settings against a base, on the same deals and seats
    nice -n 19 uv run python tools/tune_hard.py compare --matches 200 \\
        --base "" --try "search_rounds=2" --try "style.hold_bar=0.2"

    # SPSA over a few weights (each step plays theta+delta and theta-delta on the same fresh deals)
    nice -n 19 uv run python tools/tune_hard.py spsa --steps 8 --matches 80 \\
        --param style.hold_bar=0.3:0.05:0.6 --param read=0.5:0.0:1.5

Settings use the syntax of ``benchmarks/bench_strength.py --hard`` (``HardBot``
keywords, ``style.FIELD``, ``playout.FIELD``). Both modes play Hard alone against
three sparring opponents (``--figure`` chooses another figure of bench_strength)
in 3-round matches, every deal once per seating. The objective is the match win
share; a deal's score is the mean over its seatings, and a comparison is the
per-deal difference (paired), with a 95% interval. SPSA adds a small points
term (``--points-weight``, per 100 points of edge) because match wins alone are
too coarse for steps of a few dozen deals.

Prints ``NAME VALUE UNIT`` lines. The weights it settles on are written into
``hard.py`` by hand, with the run that found them (the tool never edits code).
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT))

import bench_strength  # noqa: E402
from bench_strength import FIGURES, Figure, deal_scores, hard_setting, interval, play  # noqa: E402


def _figure(name: str) -> Figure:
    for figure in FIGURES:
        if figure.name == name:
            return figure
    raise SystemExit(f"unknown figure {name!r}: {', '.join(f.name for f in FIGURES)}")


def _serial(fn: object, jobs: list[bench_strength.Job]) -> list[bench_strength.Result]:
    return [play(j) for j in jobs]  # one process: the machine is shared


def compare(ns: argparse.Namespace) -> None:
    figure = _figure(ns.figure)
    base = deal_scores(figure, ns.matches, ns.rounds, ns.seed, _serial, hard_setting(ns.base))
    w, lo, hi = interval(base[0])
    print(f"base_win_rate {w:.3f} share  # [{lo:.3f}, {hi:.3f}] {base[3]} matches: {ns.base!r}")
    for i, text in enumerate(ns.tries):
        got = deal_scores(figure, ns.matches, ns.rounds, ns.seed, _serial, hard_setting(text))
        w, lo, hi = interval(got[0])
        d, dlo, dhi = interval([b - a for a, b in zip(base[0], got[0], strict=True)])
        e, elo, ehi = interval([b - a for a, b in zip(base[1], got[1], strict=True)])
        print(f"try{i}_win_rate {w:.3f} share  # [{lo:.3f}, {hi:.3f}]: {text!r}")
        print(f"try{i}_minus_base_win_rate {d:+.3f} share  # paired 95% [{dlo:+.3f}, {dhi:+.3f}]")
        print(f"try{i}_minus_base_points_edge {e:+.2f} points/round  # [{elo:+.2f}, {ehi:+.2f}]"
              " (negative: better)")
        ts = got[2].get("hard", [])
        if ts:
            ordered = sorted(ts)
            print(f"try{i}_hard_decision_p99 {ordered[int(0.99 * (len(ordered) - 1))]:.1f} ms")


@dataclass(frozen=True)
class Param:
    key: str
    start: float
    low: float
    high: float

    @classmethod
    def parse(cls, text: str) -> Param:
        key, _, rest = text.partition("=")
        try:
            start, low, high = (float(x) for x in rest.split(":"))
        except ValueError:
            raise SystemExit(f"--param {text!r}: write KEY=START:LOW:HIGH") from None
        return cls(key, start, low, high)

    def clip(self, x: float) -> float:
        return min(self.high, max(self.low, x))


def _setting(params: list[Param], theta: list[float]) -> str:
    return ",".join(f"{p.key}={x:.4f}" for p, x in zip(params, theta, strict=True))


def spsa(ns: argparse.Namespace) -> None:
    figure = _figure(ns.figure)
    params = [Param.parse(t) for t in ns.param]
    theta = [p.start for p in params]
    rng = random.Random(ns.seed)
    for k in range(ns.steps):
        # Standard SPSA gains (Spall): a_k = a / (k + 1 + A)^0.602, c_k = c / (k + 1)^0.101,
        # in units of each parameter's range.
        a_k = ns.a / (k + 1 + ns.steps / 10) ** 0.602
        c_k = ns.c / (k + 1) ** 0.101
        delta = [rng.choice((-1.0, 1.0)) for _ in params]
        span = [p.high - p.low for p in params]
        plus = [p.clip(x + c_k * d * s) for p, x, d, s in zip(params, theta, delta, span, strict=True)]
        minus = [p.clip(x - c_k * d * s) for p, x, d, s in zip(params, theta, delta, span, strict=True)]
        seed = ns.seed * 1000 + k  # fresh deals every step, the same for both sides
        scores = []
        for side in (plus, minus):
            text = ",".join(filter(None, (ns.fixed, _setting(params, side))))
            wins, edges, _, _ = deal_scores(figure, ns.matches, ns.rounds, seed, _serial,
                                            hard_setting(text))
            score = sum(wins) / len(wins) - ns.points_weight * (sum(edges) / len(edges)) / 100.0
            scores.append(score)
        diff = scores[0] - scores[1]
        for i, (p, d, s) in enumerate(zip(params, delta, span, strict=True)):
            theta[i] = p.clip(theta[i] + a_k * diff / (2 * c_k * d) * s)
        print(f"spsa_step_{k} {diff:+.4f} score_difference  # {_setting(params, theta)}", flush=True)
    for p, x in zip(params, theta, strict=True):
        print(f"spsa_final_{p.key.replace('.', '_')} {x:.4f} weight")


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = p.add_subparsers(dest="mode", required=True)
    for name in ("compare", "spsa"):
        s = sub.add_parser(name)
        s.add_argument("--figure", default="hard_vs_sparring_hand")
        s.add_argument("--matches", type=int, default=100 if name == "compare" else 40)
        s.add_argument("--rounds", type=int, default=3)
        s.add_argument("--seed", type=int, default=5)
        if name == "compare":
            s.add_argument("--base", default="")
            s.add_argument("--try", dest="tries", action="append", default=[])
        else:
            s.add_argument("--steps", type=int, default=8)
            s.add_argument("--param", action="append", default=[], required=True,
                           help="KEY=START:LOW:HIGH (repeat)")
            s.add_argument("--fixed", default="", help="a setting held fixed under the tuned ones")
            s.add_argument("--a", type=float, default=0.6, help="step gain (in parameter ranges)")
            s.add_argument("--c", type=float, default=0.15, help="perturbation (in parameter ranges)")
            s.add_argument("--points-weight", type=float, default=0.5)
    ns = p.parse_args(argv)
    if ns.mode == "compare":
        compare(ns)
    else:
        spsa(ns)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())

