"""Tune Hard on paired duplicate deals: compare settings, or search weights by SPSA.

    # paired comparison of settings against a base, on the same deals and seats
    nice -n 19 uv run python tools/tune_hard.py compare --matches 200 \\
        --base "" --try "search_rounds=2" --try "style.hold_bar=0.2"

    # SPSA over a few weights (each step plays theta+delta and theta-delta on the same fresh deals)
    nice -n 19 uv run python tools/tune_hard.py spsa --steps 8 --matches 80 \\
        --param style.hold_bar=0.3:0.05:0.6 --param read=0.5:0.0:1.5

    # against the field: several figures at once, scored on the same deals (issue 30)
    nice -n 10 uv run python tools/tune_hard.py spsa --steps 10 --matches 40 --seed 30 \
        --figure hard_vs_hunter_hand,hard_vs_rusher_hand,hard_vs_medium_hand \
        --fixed time_cap_s=60 --param style.hand_ev=0.5:0.1:1.5 --param read=0.5:0.0:1.5

Settings use the syntax of ``benchmarks/bench_strength.py --hard`` (``HardBot``
keywords, ``style.FIELD``, ``playout.FIELD``); a parameter whose field is a whole
number (``style.hunt_cards``, ``worlds``) is rounded. Both modes play Hard alone
against three sparring opponents (``--figure`` chooses other figures of
bench_strength, comma-separated) in 3-round matches, every deal once per seating.
The objective is the match win share; a deal's score is the mean over its
seatings and over the figures (each figure plays the same deals: the match seed
depends on the deal alone), and a comparison is the per-deal difference (paired),
with a 95% interval. SPSA adds a small points term (``--points-weight``, per 100
points of edge) because match wins alone are too coarse for steps of a few dozen
deals. Pass ``time_cap_s=60`` (``--fixed``, or in every compared setting) so the
world count, not the machine's load, bounds Hard's search: the run then replays
exactly from its seed.

Prints ``NAME VALUE UNIT`` lines. The weights it settles on are written into
``hard.py`` by hand, with the run that found them (the tool never edits code).
"""

from __future__ import annotations

import argparse
import inspect
import random
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "benchmarks"))
sys.path.insert(0, str(ROOT))

import bench_strength  # noqa: E402
from bench_strength import FIGURES, Figure, deal_scores, hard_setting, interval, play  # noqa: E402

from hand_desktop.core.bots.hard import HardBot  # noqa: E402


def _figures(text: str) -> list[Figure]:
    """The figures named (comma-separated); they must seat the same number of rotations,
    so that deal ``d`` of each is the same cards and the per-deal scores pair up."""
    by_name = {f.name: f for f in FIGURES}
    chosen = []
    for name in filter(None, (n.strip() for n in text.split(","))):
        if name not in by_name:
            raise SystemExit(f"unknown figure {name!r}: {', '.join(by_name)}")
        chosen.append(by_name[name])
    if not chosen:
        raise SystemExit("--figure: name at least one figure")
    if len({f.rotations for f in chosen}) > 1:
        raise SystemExit("--figure: partners and single-seat figures cannot be paired")
    return chosen


def _serial(fn: object, jobs: list[bench_strength.Job]) -> list[bench_strength.Result]:
    return [play(j) for j in jobs]  # one process: the machine is shared


@dataclass(frozen=True)
class Scores:
    """A setting's results over the figures, deal by deal (the deals are the same in each)."""

    wins: list[float]  # per deal: the match win share, mean over the figures
    edges: list[float]  # per deal: the points edge a round, mean over the figures
    by_figure: dict[str, list[float]]  # per figure, per deal: the match win share
    times: list[float]  # Hard's decision times (ms), all figures
    matches: int


def field_scores(figures: list[Figure], matches: int, rounds: int, seed: int,
                 setting: dict[str, Any]) -> Scores:
    runs = [deal_scores(f, matches, rounds, seed, _serial, setting) for f in figures]
    deals = len(runs[0][0])
    wins = [sum(r[0][d] for r in runs) / len(runs) for d in range(deals)]
    edges = [sum(r[1][d] for r in runs) / len(runs) for d in range(deals)]
    times = [t for r in runs for t in r[2].get("hard", [])]
    return Scores(wins, edges, {f.name: r[0] for f, r in zip(figures, runs, strict=True)}, times,
                  sum(r[3] for r in runs))


def _p99(times: list[float]) -> float:
    ordered = sorted(times)
    return ordered[int(0.99 * (len(ordered) - 1))]


def _paired(a: list[float], b: list[float]) -> tuple[float, float, float]:
    return interval([y - x for x, y in zip(a, b, strict=True)])


def compare(ns: argparse.Namespace) -> None:
    figures = _figures(ns.figure)
    several = len(figures) > 1
    base = field_scores(figures, ns.matches, ns.rounds, ns.seed, hard_setting(ns.base))
    w, lo, hi = interval(base.wins)
    print(f"base_win_rate {w:.3f} share  # [{lo:.3f}, {hi:.3f}] {base.matches} matches: {ns.base!r}")
    for name, wins in base.by_figure.items() if several else ():
        w, lo, hi = interval(wins)
        print(f"base_{name}_win_rate {w:.3f} share  # [{lo:.3f}, {hi:.3f}]")
    for i, text in enumerate(ns.tries):
        got = field_scores(figures, ns.matches, ns.rounds, ns.seed, hard_setting(text))
        w, lo, hi = interval(got.wins)
        d, dlo, dhi = _paired(base.wins, got.wins)
        e, elo, ehi = _paired(base.edges, got.edges)
        print(f"try{i}_win_rate {w:.3f} share  # [{lo:.3f}, {hi:.3f}]: {text!r}")
        print(f"try{i}_minus_base_win_rate {d:+.3f} share  # paired 95% [{dlo:+.3f}, {dhi:+.3f}]")
        print(f"try{i}_minus_base_points_edge {e:+.2f} points/round  # [{elo:+.2f}, {ehi:+.2f}]"
              " (negative: better)")
        for name, wins in got.by_figure.items() if several else ():
            w, _, _ = interval(wins)
            d, dlo, dhi = _paired(base.by_figure[name], wins)
            print(f"try{i}_{name}_win_rate {w:.3f} share  # minus base {d:+.3f} [{dlo:+.3f}, {dhi:+.3f}]")
        if got.times:
            print(f"try{i}_hard_decision_p99 {_p99(got.times):.1f} ms")


def _whole(key: str) -> bool:
    """Is the setting ``key`` a whole number (a ``Style`` field or a ``HardBot`` keyword)?"""
    group, _, name = key.partition(".")
    bot = HardBot()
    if group in ("style", "playout"):
        default = getattr(getattr(bot, group), name, None)
    else:
        parameter = inspect.signature(HardBot).parameters.get(key)
        default = parameter.default if parameter is not None else None
    return isinstance(default, int) and not isinstance(default, bool)


@dataclass(frozen=True)
class Param:
    key: str
    start: float
    low: float
    high: float
    whole: bool = False  # rounded when played (the tuned value itself moves freely)

    @classmethod
    def parse(cls, text: str) -> Param:
        key, _, rest = text.partition("=")
        try:
            start, low, high = (float(x) for x in rest.split(":"))
        except ValueError:
            raise SystemExit(f"--param {text!r}: write KEY=START:LOW:HIGH") from None
        return cls(key, start, low, high, _whole(key))

    def clip(self, x: float) -> float:
        return min(self.high, max(self.low, x))

    def text(self, x: float) -> str:
        return f"{self.key}={round(x)}" if self.whole else f"{self.key}={x:.4f}"


def _setting(params: list[Param], theta: list[float]) -> str:
    return ",".join(p.text(x) for p, x in zip(params, theta, strict=True))


def spsa(ns: argparse.Namespace) -> None:
    figures = _figures(ns.figure)
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
            got = field_scores(figures, ns.matches, ns.rounds, seed, hard_setting(text))
            wins = sum(got.wins) / len(got.wins)
            score = wins - ns.points_weight * (sum(got.edges) / len(got.edges)) / 100.0
            scores.append(score)
            print(f"#   step {k} {'+-'[len(scores) - 1]}: wins {wins:.3f} score {score:+.4f}"
                  f" p99 {_p99(got.times):.0f} ms: {text}", flush=True)
        diff = scores[0] - scores[1]
        for i, (p, d, s) in enumerate(zip(params, delta, span, strict=True)):
            theta[i] = p.clip(theta[i] + a_k * diff / (2 * c_k * d) * s)
        print(f"spsa_step_{k} {diff:+.4f} score_difference  # {_setting(params, theta)}", flush=True)
    for p, x in zip(params, theta, strict=True):
        print(f"spsa_final_{p.key.replace('.', '_')} {x:.4f} weight")
    print(f"# the tuned setting: {_setting(params, theta)}")


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

