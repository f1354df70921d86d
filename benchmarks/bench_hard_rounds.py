"""Paired duplicate rounds: two settings of the Hard bot, each alone against Medium bots.

    uv run python benchmarks/bench_hard_rounds.py --deals 400 --seed 2 --jobs 2 \\
        --a style.w_value_unopened=0.3 --b ""

Every deal is played once per seat (the tested bot takes each seat in turn,
Medium bots take the others, with seeds that follow the seat), once with
setting A and once with setting B. A round scores the tested seat's points
minus the mean of the others' (lower is better); the difference B - A is
paired on the same deal and seat, so the luck of the cards mostly cancels.
Matches are won on these points, but a round is a far less noisy unit to
tune on than a whole match (``hand-desktop-sim`` measures matches).

Settings are keyword arguments of ``HardBot`` (``key=value,key=value``), and
``style.FIELD=value`` for a field of its ``Style``. Rounds here stand alone, not
in a match, so Hard's last-round search does not run: this measures its rules.
"""

from __future__ import annotations

import argparse
import inspect
import multiprocessing
import random
import sys
import time
from dataclasses import fields, replace
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the package importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from playing import turns

from hand_desktop.core.bots.hard import HARD, HardBot
from hand_desktop.core.bots.policy import MediumBot, PolicyBot
from hand_desktop.core.bots.search import relative_points
from hand_desktop.core.round import Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.view import view_for
from hand_desktop.sim import mean_ci, percentile


def parse_setting(text: str) -> dict[str, Any]:
    """``key=value,...``: HardBot keywords; ``style.field=value`` changes a field of its Style."""
    out: dict[str, Any] = {}
    style: dict[str, Any] = {}
    style_fields = {f.name for f in fields(HARD)}
    bot_keywords = set(inspect.signature(HardBot).parameters) - {"seed", "style"}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, _, value = part.partition("=")
        try:
            number = float(value) if "." in value else int(value)
        except ValueError:
            raise ValueError(f"{part!r}: the value must be a number") from None
        if key.startswith("style.") and key.removeprefix("style.") in style_fields:
            style[key.removeprefix("style.")] = number
        elif key in bot_keywords:
            out[key] = number
        else:
            raise ValueError(f"{key!r} is neither a HardBot keyword ({', '.join(sorted(bot_keywords))})"
                             " nor style.FIELD")
    if style:
        out["style"] = replace(HARD, **style)
    return out


def play(job: tuple[int, int, int, dict[str, Any], int, str]) -> tuple[float, list[float]]:
    seed, deal, seat, setting, players, variant = job
    rules = Rules(variant=Variant(variant))
    rnd = Round.deal(rules, players, deal % players, random.Random(seed * 1_000_003 + deal))
    bots: list[PolicyBot] = [
        HardBot(seed + 7919 * deal + s, **setting) if s == seat else MediumBot(seed + 7919 * deal + s)
        for s in range(players)
    ]
    times: list[float] = []
    for turn in turns(rnd):
        t0 = time.perf_counter()
        action = bots[turn].choose(view_for(rnd, turn))
        if turn == seat:
            times.append((time.perf_counter() - t0) * 1000.0)
        rnd.apply(action)
    if rnd.result is None:
        return 0.0, times
    return relative_points(rnd.result.points, seat, False), times


def main() -> None:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=50)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=2)
    p.add_argument("--players", type=int, default=4)
    p.add_argument("--variant", default="hand")
    p.add_argument("--a", default="")
    p.add_argument("--b", default="")
    ns = p.parse_args()
    try:
        a, b = parse_setting(ns.a), parse_setting(ns.b)
    except ValueError as exc:
        p.error(str(exc))
    jobs = [(ns.seed, d, s, setting, ns.players, ns.variant)
            for d in range(ns.deals) for s in range(ns.players) for setting in (a, b)]
    start = time.perf_counter()
    with multiprocessing.Pool(ns.jobs) as pool:
        results = []
        for i, r in enumerate(pool.imap(play, jobs, chunksize=2)):
            results.append(r)
            if i % 20 == 0:
                print(f"\r{i + 1}/{len(jobs)} rounds", end="", file=sys.stderr)
    print(file=sys.stderr)
    ra = [r[0] for r in results[0::2]]
    rb = [r[0] for r in results[1::2]]
    diff = [y - x for x, y in zip(ra, rb, strict=True)]
    for name, xs, ts in (("a", ra, results[0::2]), ("b", rb, results[1::2])):
        m, low, _ = mean_ci(xs)
        h = m - low
        p99 = percentile([t for r in ts for t in r[1]], 0.99)
        print(f"{name}_relative_points_per_round {m:+.2f} points (95% +/- {h:.2f})")
        print(f"{name}_decision_p99 {p99:.1f} ms")
    m, low, _ = mean_ci(diff)
    h = m - low
    print(f"b_minus_a {m:+.2f} points per round (95% +/- {h:.2f}; negative: B better; "
          f"{len(diff)} paired rounds)")
    print(f"wall {time.perf_counter() - start:.0f} s")

if __name__ == "__main__":
    main()
