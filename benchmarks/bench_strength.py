"""Hard's strength over duplicate deals: alone against three sparring or Medium bots.

    nice -n 19 uv run python benchmarks/bench_strength.py --matches 400 --jobs 1

Prints ``NAME VALUE UNIT`` lines. For each figure, 4 players, matches of
``--rounds`` rounds (3 by default), every deal played once per seating (as
``hand-desktop-sim --duplicate``: in individual variants the tested bot takes
each of the four seats in turn; in partner variants the teams swap cards), with
bot seeds that follow the seat:

* ``hard_vs_sparring_hand_win_rate``: Hard alone against three
  ``SparringBot`` (benchmarks/sparring.py), share of matches won (even: 0.25);
* ``hard_vs_medium_hand_win_rate``: Hard alone against three Medium;
* the same for ``saudi``; ``hard_team_vs_medium_team_hand_partners_win_rate``
  and ``..._vs_sparring_team_...`` for partners (even: 0.5);
* ``sparring_vs_medium_hand_win_rate``: the sparring opponent alone against three
  Medium (a check that it is a strong opponent, not a target);
* issue 30's field (benchmarks/sparring.py's ``STYLES``): ``hard_vs_hunter_hand``,
  ``hard_vs_rusher_hand``, ``hard_vs_reader_hand`` and their ``saudi`` twins, Hard
  alone against three of one style; ``hard_team_vs_hunter_team_hand_partners``;
  ``hunter_vs_sparring_hand`` (and ``rusher``, ``reader``): each style alone against
  three sparring bots, how strong the field itself is;
* ``_hands_tested_seat`` / ``_hands_other_seat``: the Hands made per seat (the
  tested bot's seats, and the others'), over all the figure's matches;
* each with ``_ci95_low`` / ``_ci95_high``: a 95% interval over deals (the
  seatings of one deal are paired: a deal's score is the tested bot's mean over
  its seatings, so the luck of the cards cancels within it), ``_matches``, and
  ``_points_edge``: the tested side's points per round minus its opponents'
  (per player; lower is better), with its interval;
* ``hard_decision_p99`` / ``hard_decision_max`` and ``medium_decision_p99``
  (ms), over every decision played, wall clock; ``..._cpu_p99`` / ``..._cpu_max``
  the same in the process's CPU time (a wall-clock outlier with a small CPU time
  was the machine stalling the process, not the bot thinking).

Targets (issue 30, 400 matches a figure): Hard alone vs three of each style >= 0.30 with
the low end above 0.25, in Hand and Saudi; vs three Medium >= 0.42; Hard's team vs the
hunter team >= 0.55 (``docs/STRENGTH.md``).
``--figures`` picks some (comma-separated prefixes, e.g. ``hand``, ``hard_vs_medium``).
``--seeds 1,2,3`` plays each figure on each seed's deals (``FIGURE_seedS_...`` lines) and
then pools all those deals (``FIGURE_pooled_...``): the three-seed figures of
``docs/STRENGTH.md``.
``--tested T --others O [--variant V]`` runs one figure that is not in the list, ``T``
alone against three ``O``: a style of benchmarks/sparring.py, or a variant of one
(``hunter:hand_ev=0.25``; ``hunter:`` is a copy of the hunter, which wins exactly 0.25
against three hunters). Without a search that takes about a minute for 400 matches.

The figures measured so far, session by session, and the commands that give them:
``docs/STRENGTH.md``.
"""

from __future__ import annotations

import argparse
import inspect
import math
import multiprocessing
import sys
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, fields, replace
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the package and the sparring bot importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from ceiling import CeilingBot, InformedHard, Knows
from sparring import STYLES, make_sparring

from hand_desktop.core.actions import Action
from hand_desktop.core.bots import Bot, make_bot
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.bots.policy import MEDIUM, Style
from hand_desktop.core.bots.search import relative_points
from hand_desktop.core.events import RoundEnded
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.scoring import Finish
from hand_desktop.core.view import PlayerView
from hand_desktop.sim import _mix, percentile

CPU = "_cpu"  # the key of a bot's CPU times per decision, after its name
HANDS = "hands"  # the key of the Hands made per seat (tested, other) among the times


def hard_setting(text: str) -> dict[str, Any]:
    """``key=value,...`` for the tested Hard: ``HardBot`` keywords, ``style.FIELD`` for a
    field of its ``Style``, ``playout.FIELD`` for a field of the style its worlds play with."""
    out: dict[str, Any] = {}
    styles: dict[str, dict[str, Any]] = {"style": {}, "playout": {}}
    keywords = set(inspect.signature(HardBot).parameters) - {"seed", "style", "playout"}
    names = {f.name for f in fields(Style)}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, _, value = part.partition("=")
        try:
            number: float = float(value) if "." in value else int(value)
        except ValueError:
            raise ValueError(f"{part!r}: the value must be a number") from None
        group, _, name = key.partition(".")
        if group in styles and name in names:
            styles[group][name] = number
        elif key in keywords:
            out[key] = number
        else:
            raise ValueError(f"{key!r}: neither a HardBot keyword ({', '.join(sorted(keywords))}),"
                             " style.FIELD nor playout.FIELD")
    base = HardBot()
    if styles["style"]:
        out["style"] = replace(base.style, **styles["style"])
    if styles["playout"]:
        out["playout"] = replace(base.playout, **styles["playout"])
    return out


CEILING = "ceiling"  # the perfect-information Hard (benchmarks/ceiling.py), playouts in SHARP
CEILING_TRUE = "ceiling_true"  # ... its playouts with each opponent's true style
CEILING_HANDS = "ceiling_hands"  # ... knowing the hands, not the stock's order
CEILING_FAIR = "ceiling_fair"  # ... its search on sampled worlds: a fair bot
CEILING_HANDS_SEARCH = "ceiling_hands_search"  # ... those two searching on SEARCH_WORLDS worlds
CEILING_FAIR_SEARCH = "ceiling_fair_search"
SEARCH_WORLDS = 8  # the worlds a candidate is scored on in those two
INFORMED = "informed"  # Hard whose search's worlds hold the true hands (the stock shuffled)


def make(name: str, seed: int, setting: dict[str, Any] | None = None,
         seating: list[str] | None = None) -> Bot:
    if name.partition(":")[0] in STYLES:  # a style, or a variant of one (``hunter:hand_ev=1``)
        return make_sparring(name, seed)
    if name == CEILING:
        return CeilingBot(seed)
    if name == INFORMED:
        return InformedHard(seed, **(setting or {}))
    if name == CEILING_HANDS_SEARCH:
        return CeilingBot(seed, knows=Knows.HANDS, worlds=SEARCH_WORLDS)
    if name == CEILING_FAIR_SEARCH:
        return CeilingBot(seed, knows=Knows.NONE, worlds=SEARCH_WORLDS)
    if name == CEILING_HANDS:
        return CeilingBot(seed, knows=Knows.HANDS)
    if name == CEILING_FAIR:
        return CeilingBot(seed, knows=Knows.NONE)
    if name == CEILING_TRUE:
        styles = {**STYLES, "medium": MEDIUM}
        return CeilingBot(seed, true_styles=[styles.get(n, MEDIUM) for n in seating or []])
    if name == "hard" and setting:
        return HardBot(seed, **setting)
    return make_bot(name, seed)


@dataclass(frozen=True)
class Figure:
    name: str
    variant: Variant
    tested: str  # the bot alone (or the team's bot in partners)
    others: str

    @property
    def rotations(self) -> int:
        return 2 if self.variant.partners else 4


FIGURES = (
    Figure("hard_vs_sparring_hand", Variant.HAND, "hard", "sparring"),
    Figure("hard_vs_medium_hand", Variant.HAND, "hard", "medium"),
    Figure("hard_vs_sparring_saudi", Variant.SAUDI, "hard", "sparring"),
    Figure("hard_vs_medium_saudi", Variant.SAUDI, "hard", "medium"),
    Figure("hard_team_vs_medium_team_hand_partners", Variant.HAND_PARTNERS, "hard", "medium"),
    Figure("hard_team_vs_sparring_team_hand_partners", Variant.HAND_PARTNERS, "hard", "sparring"),
    # How strong the sparring opponent itself is (not a target: a check that it is no pushover).
    Figure("sparring_vs_medium_hand", Variant.HAND, "sparring", "medium"),
    # Issue 30's field: Hard against each style alone, and its team against the strongest.
    Figure("hard_vs_hunter_hand", Variant.HAND, "hard", "hunter"),
    Figure("hard_vs_rusher_hand", Variant.HAND, "hard", "rusher"),
    Figure("hard_vs_reader_hand", Variant.HAND, "hard", "reader"),
    Figure("hard_vs_hunter_saudi", Variant.SAUDI, "hard", "hunter"),
    Figure("hard_vs_rusher_saudi", Variant.SAUDI, "hard", "rusher"),
    Figure("hard_vs_reader_saudi", Variant.SAUDI, "hard", "reader"),
    Figure("hard_team_vs_hunter_team_hand_partners", Variant.HAND_PARTNERS, "hard", "hunter"),
    # Each style alone against three sparring bots (the field's own check).
    Figure("hunter_vs_sparring_hand", Variant.HAND, "hunter", "sparring"),
    Figure("rusher_vs_sparring_hand", Variant.HAND, "rusher", "sparring"),
    Figure("reader_vs_sparring_hand", Variant.HAND, "reader", "sparring"),
    # The perfect-information ceiling (benchmarks/ceiling.py): Hard seeing every hand and
    # the stock, alone against three of each style; ``ceiling_true``: its playouts model the
    # opponents with their true styles (a separate, labelled variant).
    Figure("ceiling_vs_hunter_hand", Variant.HAND, CEILING, "hunter"),
    Figure("ceiling_vs_hunter_saudi", Variant.SAUDI, CEILING, "hunter"),
    Figure("ceiling_vs_rusher_hand", Variant.HAND, CEILING, "rusher"),
    Figure("ceiling_vs_reader_hand", Variant.HAND, CEILING, "reader"),
    Figure("ceiling_vs_sparring_hand", Variant.HAND, CEILING, "sparring"),
    Figure("ceiling_vs_medium_hand", Variant.HAND, CEILING, "medium"),
    Figure("ceiling_true_vs_hunter_hand", Variant.HAND, CEILING_TRUE, "hunter"),
    Figure("ceiling_hands_vs_hunter_hand", Variant.HAND, CEILING_HANDS, "hunter"),
    Figure("ceiling_fair_vs_hunter_hand", Variant.HAND, CEILING_FAIR, "hunter"),
    # The same searches at every decision on ``SEARCH_WORLDS`` worlds a candidate: a search
    # of every decision, untimed, that sees every hand (not the stock), and a fair one.
    Figure("ceiling_hands_search_vs_hunter_hand", Variant.HAND, CEILING_HANDS_SEARCH, "hunter"),
    Figure("ceiling_fair_search_vs_hunter_hand", Variant.HAND, CEILING_FAIR_SEARCH, "hunter"),
    Figure("informed_vs_hunter_hand", Variant.HAND, INFORMED, "hunter"),
)


@dataclass(frozen=True)
class Result:
    won: bool  # the tested side won the match
    edge: float  # the tested side's mean points per round minus its opponents' (per player)
    times: dict[str, list[float]]
    hands: tuple[int, int] = (0, 0)  # Hands made by the tested seats, and by the others


def seating(figure: Figure, rotation: int) -> list[str]:
    """The bot name at each seat: the tested bot at seat ``rotation`` (partners: its team)."""
    if figure.variant.partners:
        return [figure.tested if (s + rotation) % 2 == 0 else figure.others for s in range(4)]
    return [figure.tested if s == rotation else figure.others for s in range(4)]


Job = tuple[Figure, int, int, int, int, dict[str, Any]]


def figure_jobs(figure: Figure, matches: int, rounds: int, seed: int,
                setting: dict[str, Any] | None = None) -> list[Job]:
    """The figure's matches on ``seed``'s deals: ``matches`` rounded up to whole deals, each
    deal once per seating (``rotations``), deal by deal."""
    deals = math.ceil(matches / figure.rotations)
    return [(figure, rounds, seed, d, r, setting or {}) for d in range(deals) for r in range(figure.rotations)]


def table(job: Job) -> tuple[list[str], list[Bot], Match]:
    """One job's seating (the bot name at each seat), its bots and its match, not yet played."""
    figure, rounds, seed, deal, rotation, setting = job
    names = seating(figure, rotation)
    bots = [make(names[s], _mix(seed, deal, s, 1), setting, names) for s in range(4)]
    match = Match(Rules(variant=figure.variant, rounds=rounds), 4, _mix(seed, deal))
    for bot in bots:
        if isinstance(bot, (CeilingBot, InformedHard)):
            bot.watch(match)  # the one bot that sees the true round (a benchmark, not a level)
    return names, bots, match


def play(job: Job) -> Result:
    figure = job[0]
    names, bots, match = table(job)
    rules = match.rules
    runner = MatchRunner(match)
    times: dict[str, list[float]] = {}
    edges: list[float] = []
    hands = [0, 0]
    tested = next(s for s in range(4) if names[s] == figure.tested)

    def timed(view: PlayerView) -> Action:
        t0, c0 = time.perf_counter(), time.process_time()
        action = bots[view.seat].choose(view)
        times.setdefault(names[view.seat], []).append((time.perf_counter() - t0) * 1000.0)
        # The process's own CPU time too: on a loaded machine a wall-clock outlier may be
        # a stall of the whole process, not a slow decision.
        times.setdefault(names[view.seat] + CPU, []).append((time.process_time() - c0) * 1000.0)
        return action

    for event in runner.play(timed):
        if isinstance(event, RoundEnded):
            points = event.result.points
            edge = relative_points(points, tested, rules.partners)
            edges.append(edge / 2 if rules.partners else edge)
            if event.result.finish is not Finish.NORMAL and event.result.finisher is not None:
                hands[names[event.result.finisher] != figure.tested] += 1
    winner = match.winner()
    won = winner is not None and names[winner] == figure.tested
    return Result(won, sum(edges) / len(edges) if edges else 0.0, times, (hands[0], hands[1]))


def interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and 95% interval (normal approximation; the values are per-deal means)."""
    n = len(values)
    m = sum(values) / n
    if n < 2:
        return m, m, m
    sd = math.sqrt(sum((v - m) ** 2 for v in values) / (n - 1))
    half = 1.96 * sd / math.sqrt(n)
    return m, m - half, m + half


def deal_scores(figure: Figure, matches: int, rounds: int, seed: int,
                pool_map: Callable[..., list[Result]], setting: dict[str, Any] | None = None,
                ) -> tuple[list[float], list[float], dict[str, list[float]], int]:
    """Per deal: the tested side's win share and points edge over its seatings; the
    decision times per bot (and, under ``HANDS``, the Hands made per tested seat and
    per other seat); the matches played."""
    jobs = figure_jobs(figure, matches, rounds, seed, setting)
    results = pool_map(play, jobs)
    wins: list[float] = []
    edges: list[float] = []
    times: dict[str, list[float]] = {}
    for d in range(len(jobs) // figure.rotations):
        group = results[d * figure.rotations:(d + 1) * figure.rotations]
        wins.append(sum(r.won for r in group) / len(group))
        edges.append(sum(r.edge for r in group) / len(group))
        for r in group:
            for k, v in r.times.items():
                times.setdefault(k, []).extend(v)
    tested_seats = 2 if figure.variant.partners else 1
    times[HANDS] = [sum(r.hands[0] for r in results) / tested_seats,
                    sum(r.hands[1] for r in results) / (4 - tested_seats)]
    return wins, edges, times, len(results)


def run_figure(figure: Figure, matches: int, rounds: int, seeds: list[int],
               pool_map: Callable[..., list[Result]], setting: dict[str, Any] | None = None,
               ) -> tuple[list[str], dict[str, list[float]]]:
    """The figure's lines on each seed's deals; with several seeds, each seed's lines are
    named ``FIGURE_seedS_...`` and ``FIGURE_pooled_...`` gives all their deals together."""
    lines: list[str] = []
    times: dict[str, list[float]] = {}
    all_wins: list[float] = []
    all_edges: list[float] = []
    all_played = 0
    hands = [0.0, 0.0]
    for seed in seeds:
        wins, edges, seen, played = deal_scores(figure, matches, rounds, seed, pool_map, setting)
        name = figure.name if len(seeds) == 1 else f"{figure.name}_seed{seed}"
        lines += figure_lines(name, wins, edges, played, seen[HANDS])
        all_wins += wins
        all_edges += edges
        all_played += played
        hands = [hands[0] + seen[HANDS][0], hands[1] + seen[HANDS][1]]
        del seen[HANDS]
        for k, v in seen.items():
            times.setdefault(k, []).extend(v)
    if len(seeds) > 1:
        # Different seeds deal different deals: pooled, they are one larger sample of deals.
        lines += figure_lines(f"{figure.name}_pooled", all_wins, all_edges, all_played, hands)
    return lines, times


def figure_lines(name: str, wins: list[float], edges: list[float], played: int,
                 hands: list[float]) -> list[str]:
    """The ``NAME VALUE UNIT`` lines of one figure from its per-deal scores."""
    w, wlo, whi = interval(wins)
    e, elo, ehi = interval(edges)
    return [
        f"{name}_win_rate {w:.3f} share",
        f"{name}_win_rate_ci95_low {wlo:.3f} share",
        f"{name}_win_rate_ci95_high {whi:.3f} share",
        f"{name}_points_edge {e:+.2f} points/round",
        f"{name}_points_edge_ci95_low {elo:+.2f} points/round",
        f"{name}_points_edge_ci95_high {ehi:+.2f} points/round",
        f"{name}_matches {played} matches",
        f"{name}_hands_tested_seat {hands[0]:.1f} hands",
        f"{name}_hands_other_seat {hands[1]:.1f} hands",
    ]


def custom_figure(p: argparse.ArgumentParser, tested: str, others: str, variant: Variant) -> Figure:
    """One figure of ``tested`` against three ``others``: screening a style's variant takes
    a minute this way (no search), against the hours a searching Hard takes."""
    if not tested or not others:
        p.error("--tested and --others go together")
    if tested == others:  # the tested seat is found by its name
        p.error(f"--tested and --others must differ: write {tested + ':'!r} for a copy of {tested!r}")
    for name in (tested, others):
        try:
            make(name, 0)
        except ValueError as exc:
            p.error(str(exc))
    return Figure(f"{tested}_vs_{others}_{variant.value}", variant, tested, others)


@contextmanager
def process_pool(jobs: int) -> Iterator[Callable[..., list[Result]]]:
    """A ``pool_map(fn, jobs)`` over ``jobs`` spawned processes (this one when ``jobs`` <= 1),
    the processes closed when the block ends."""
    pool = multiprocessing.get_context("spawn").Pool(jobs) if jobs > 1 else None

    def pool_map(fn: Callable[..., Result], work: list[Job]) -> list[Result]:
        return pool.map(fn, work, chunksize=1) if pool else [fn(j) for j in work]

    try:
        yield pool_map
    finally:
        if pool:
            pool.close()


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--matches", type=int, default=400, help="matches per figure (rounded up to whole deals)")
    p.add_argument("--rounds", type=int, default=3)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--seeds", default="", help="comma-separated seeds (instead of --seed): each "
                   "seed's figures, then all their deals pooled (FIGURE_pooled_...)")
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--figures", default="", help="comma-separated name prefixes (default: all)")
    p.add_argument("--hard", default="", help="a setting of the tested Hard (see hard_setting)")
    p.add_argument("--tested", default="", help="with --others: one figure of this bot alone "
                   "(hard, medium, a style, or a style's variant such as hunter:hand_ev=0.25)")
    p.add_argument("--others", default="", help="with --tested: the bot in the other three seats")
    p.add_argument("--variant", default="hand", choices=[v.value for v in Variant])
    ns = p.parse_args(argv)
    try:
        setting = hard_setting(ns.hard)
    except ValueError as exc:
        p.error(str(exc))
    try:
        seeds = [int(x) for x in ns.seeds.split(",") if x.strip()] or [ns.seed]
    except ValueError:
        p.error(f"--seeds {ns.seeds!r}: comma-separated whole numbers")
    if ns.tested or ns.others:
        figures = [custom_figure(p, ns.tested, ns.others, Variant(ns.variant))]
    else:
        wanted = [f for f in ns.figures.split(",") if f]
        figures = [f for f in FIGURES if not wanted or any(f.name.startswith(w) for w in wanted)]
    if not figures:
        p.error(f"no figure matches {ns.figures!r}: {', '.join(f.name for f in FIGURES)}")
    all_times: dict[str, list[float]] = {}
    with process_pool(ns.jobs) as pool_map:
        for figure in figures:
            start = time.perf_counter()
            lines, times = run_figure(figure, ns.matches, ns.rounds, seeds, pool_map, setting)
            for line in lines:
                print(line, flush=True)
            print(f"{figure.name}_wall {time.perf_counter() - start:.0f} s", flush=True)
            for k, v in times.items():
                all_times.setdefault(k, []).extend(v)
    for level in ("hard", "medium", *STYLES, CEILING, CEILING_TRUE, CEILING_HANDS, CEILING_FAIR, INFORMED,
                  CEILING_HANDS_SEARCH, CEILING_FAIR_SEARCH):
        if level in all_times:
            ts = all_times[level]
            print(f"{level}_decision_p99 {percentile(ts, 0.99):.1f} ms")
            print(f"{level}_decision_max {max(ts):.1f} ms")
            print(f"{level}_decisions {len(ts)} decisions")
            cpu = all_times[level + CPU]
            print(f"{level}_decision_cpu_p99 {percentile(cpu, 0.99):.1f} ms")
            print(f"{level}_decision_cpu_max {max(cpu):.1f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
