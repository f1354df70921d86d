"""Is the search's objective right? Its chance of winning a match from the totals, checked.

    uv run python benchmarks/diag_match_chance.py --matches 2000 --variant hand --jobs 2

Hard's search scores the end of each sampled round by ``search.match_win_chance``:
every side's total moves by independent normal noise over the rounds left, ``SPREAD``
(44 points) a round for a player, ``TEAM_SPREAD`` (60) for a team of two. Real rounds
are nothing like normal noise (one side goes out for -30 or -60, the others pay what
they hold or 100 or 200), so this plays matches of four bots of one style (the hunter
by default: the field's strongest) and, after every round but the last, sets the chance
the model gave each side against who went on to win:

* ``..._logloss_shipped`` / ``..._brier_shipped``: the model as the search uses it;
* ``..._best_spread`` and ``..._logloss_best``: the spread on a grid that fits best;
* ``..._logloss_empirical``: a model with no normal noise at all, which adds to the
  totals the rounds left drawn from rounds these matches played (seats shuffled; the
  rounds of one half of the matches judge the other half, so no match judges itself).

Lower is better for both scores. If the shipped model is about as good as the best
spread and the empirical model, the search's objective is not where Hard's strength is
lost. Prints ``NAME VALUE UNIT`` lines. Measured figures: ``docs/STRENGTH.md``.
"""

from __future__ import annotations

import argparse
import math
import multiprocessing
import random
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the package and the sparring bot importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from sparring import STYLES, make_sparring

from hand_desktop.core.bots.search import SPREAD, TEAM_SPREAD, match_win_chance
from hand_desktop.core.events import RoundEnded
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.summary import standings
from hand_desktop.sim import _mix

SPREADS = (30.0, 38.0, 44.0, 52.0, 60.0, 70.0, 85.0)
EMPIRICAL_SAMPLES = 400  # rounds-left draws per prediction of the empirical model
EPSILON = 1e-4  # chances are clipped to [EPSILON, 1 - EPSILON] for the log loss


@dataclass(frozen=True)
class Played:
    """One match: the sides' totals after each round, each round's points per side, the winner."""

    totals: tuple[tuple[int, ...], ...]
    rounds: tuple[tuple[int, ...], ...]
    winner: int  # the winning side (seat, or team 0 / 1 with partners)


def play(job: tuple[str, Variant, int, int, int]) -> Played:
    style, variant, rounds, seed, index = job
    rules = Rules(variant=variant, rounds=rounds)
    bots = [make_sparring(style, _mix(seed, index, s, 1)) for s in range(4)]
    match = Match(rules, 4, _mix(seed, index))
    runner = MatchRunner(match)
    totals: list[tuple[int, ...]] = []
    points: list[tuple[int, ...]] = []
    for event in runner.play(lambda view: bots[view.seat].choose(view)):
        if isinstance(event, RoundEnded):
            totals.append(tuple(match.standings()))
            points.append(standings(list(event.result.points), rules.partners))
    winner = match.winner()
    assert winner is not None, "a match of bots always ends"
    return Played(tuple(totals), tuple(points), winner)


def empirical_chance(totals: Sequence[int], me: int, left: int,
                     pool: Sequence[Sequence[int]], rng: random.Random) -> float:
    """The chance ``me`` ends lowest when each round left is a round drawn from ``pool``
    with its sides shuffled (a tie for the lowest shares the win)."""
    n = len(totals)
    won = 0.0
    for _ in range(EMPIRICAL_SAMPLES):
        end = list(totals)
        for _ in range(left):
            points = rng.choice(pool)
            order = rng.sample(range(n), n)
            end = [end[i] + points[order[i]] for i in range(n)]
        low = min(end)
        if end[me] == low:
            won += 1.0 / end.count(low)
    return won / EMPIRICAL_SAMPLES


def scores(predictions: Sequence[tuple[float, bool]]) -> tuple[float, float]:
    """Mean log loss (nats) and Brier score of chances against what happened."""
    loss = brier = 0.0
    for p, won in predictions:
        q = min(max(p, EPSILON), 1.0 - EPSILON)
        loss -= math.log(q if won else 1.0 - q)
        brier += (p - won) ** 2
    return loss / len(predictions), brier / len(predictions)


def judge(matches: Sequence[Played], after: int, rounds: int, spread_of_model: float,
          seed: int) -> list[str]:
    """The lines for the chances given after round ``after`` (1-based)."""
    left = rounds - after
    cases = [(m.totals[after - 1], side, m.winner == side, i % 2)
             for i, m in enumerate(matches) for side in range(len(m.totals[0]))]
    name = f"match_chance_after_round_{after}"
    lines = [f"{name}_predictions {len(cases)} chances"]

    def normal(spread: float) -> tuple[float, float]:
        return scores([(match_win_chance(t, side, left, spread), won) for t, side, won, _ in cases])

    shipped = normal(spread_of_model)
    lines.append(f"{name}_logloss_shipped {shipped[0]:.4f} nats")
    lines.append(f"{name}_brier_shipped {shipped[1]:.4f} score")
    best = min(SPREADS, key=lambda s: normal(s)[0])
    lines.append(f"{name}_best_spread {best:.0f} points")
    lines.append(f"{name}_logloss_best {normal(best)[0]:.4f} nats")
    # Two folds: the rounds of the even matches judge the odd ones, and the other way.
    pools = [[r for i, m in enumerate(matches) if i % 2 == fold for r in m.rounds] for fold in (0, 1)]
    rng = random.Random(seed)
    empirical = scores([(empirical_chance(t, side, left, pools[1 - fold], rng), won)
                        for t, side, won, fold in cases])
    lines.append(f"{name}_logloss_empirical {empirical[0]:.4f} nats")
    lines.append(f"{name}_brier_empirical {empirical[1]:.4f} score")
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--matches", type=int, default=2000)
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--style", default="hunter", help="the style of all four seats (benchmarks/sparring.py)")
    p.add_argument("--variant", default="hand", choices=[v.value for v in Variant])
    ns = p.parse_args(argv)
    if ns.style.partition(":")[0] not in STYLES:
        p.error(f"unknown style {ns.style!r}: {', '.join(STYLES)}")
    if ns.matches < 2:
        p.error("--matches must be at least 2 (the matches are judged in two halves)")
    variant = Variant(ns.variant)
    try:
        rules = Rules(variant=variant, rounds=ns.rounds)
    except ValueError as exc:
        p.error(str(exc))
    jobs = [(ns.style, variant, ns.rounds, ns.seed, i) for i in range(ns.matches)]
    if ns.jobs > 1:
        with multiprocessing.get_context("spawn").Pool(ns.jobs) as pool:
            matches = pool.map(play, jobs, chunksize=8)
    else:
        matches = [play(j) for j in jobs]
    spread = TEAM_SPREAD if rules.partners else SPREAD
    for after in range(1, ns.rounds):
        for line in judge(matches, after, ns.rounds, spread, ns.seed):
            print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
