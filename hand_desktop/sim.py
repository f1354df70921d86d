"""Headless matches between bots: ``hand-desktop-sim`` / ``python -m hand_desktop.sim``.

Example::

    hand-desktop-sim --variant saudi_partners --seats hard,medium,hard,medium \\
        --matches 400 --rounds 5 --seed 7 --jobs 2 --duplicate

Each entry of ``--seats`` is a *player* (a bot level). Without ``--duplicate``
player ``j`` sits at seat ``j`` in every match. With ``--duplicate`` the deals
of each match seed are replayed with the players rotated round the table
(every seat in individual variants; one step in partner variants, which swaps
the teams' cards while partners stay partners), so card luck cancels; the
number of matches is rounded up to whole rotations.

Printed per player (and per team in partner variants): match win rate with a
95% Wilson interval, mean points per round with a 95% interval, the mean of the
player's own turn number when it made its side's opening, the share of rounds
in which it made that opening (in partner variants the partner often makes it),
rounds it went out and Hands made; then throughput (rounds and decisions per
second, wall time) and decision times per bot level (from asking for the view
to getting the action, as the UI sees it). ``--json`` prints the same as one
JSON object; progress goes to stderr.
"""

from __future__ import annotations

import argparse
import json
import math
import multiprocessing
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from hand_desktop.core.actions import Action
from hand_desktop.core.bots import LEVELS, make_bot
from hand_desktop.core.events import MeldsLaid, RoundEnded, RoundStarted
from hand_desktop.core.match import Match
from hand_desktop.core.rules import (
    ALLOWED_DISCARDS_BEFORE_OPENING,
    ALLOWED_ROUNDS,
    ALLOWED_THRESHOLDS,
    Rules,
    ScoreTable,
    Variant,
)
from hand_desktop.core.runner import MAX_MATCH_ACTIONS, MatchRunner
from hand_desktop.core.scoring import RoundResult
from hand_desktop.core.view import PlayerView

MAX_ACTIONS_PER_MATCH = MAX_MATCH_ACTIONS  # the runner's bound, named here so a test can lower it


# --------------------------------------------------------------------------- configuration


@dataclass(frozen=True)
class Config:
    rules: Rules
    seats: tuple[str, ...]
    matches: int
    seed: int
    jobs: int
    duplicate: bool
    as_json: bool
    progress: bool

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def rotations(self) -> int:
        """How many seatings each deal is played with."""
        if not self.duplicate:
            return 1
        return 2 if self.rules.partners else self.players

    @property
    def deals(self) -> int:
        return math.ceil(self.matches / self.rotations)


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> Any:  # clearer than argparse's default usage dump
        self.print_usage(sys.stderr)
        self.exit(2, f"hand-desktop-sim: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    p = _Parser(
        prog="hand-desktop-sim",
        description="Play matches of Hand between computer players, with no window.",
    )
    p.add_argument("--variant", default="hand", help="hand, hand_partners, saudi or saudi_partners")
    p.add_argument("--seats", default="medium,medium",
                   help=f"comma-separated bot levels, one per seat ({', '.join(LEVELS)})")
    p.add_argument("--matches", type=int, default=100, help="number of matches (at least 1)")
    p.add_argument("--rounds", type=int, default=5, help="rounds per match: 3, 5, 7 or 9")
    p.add_argument("--seed", type=int, default=0, help="seed of the deals and the bots")
    p.add_argument("--jobs", type=int, default=1, help="worker processes (at least 1)")
    p.add_argument("--duplicate", action="store_true",
                   help="replay every deal with the seats rotated, so card luck cancels")
    p.add_argument("--json", action="store_true", help="print the results as one JSON object")
    p.add_argument("--no-progress", action="store_true", help="no progress line on stderr")
    p.add_argument("--threshold", type=int, default=51, help="opening threshold (51..111)")
    p.add_argument("--score-table", default="standard", help="standard or gulf")
    p.add_argument("--discards-before-opening", type=int, default=0, help="0, 8 or 16")
    p.add_argument("--open-only-after-taking-discard", action="store_true",
                   help="Gulf rule: open only in a turn the player took the discard")
    return p


def parse_config(argv: Sequence[str] | None = None) -> Config:
    parser = build_parser()
    ns = parser.parse_args(argv)
    variants = [v.value for v in Variant]
    if ns.variant not in variants:
        parser.error(f"unknown variant {ns.variant!r}: choose one of {', '.join(variants)}")
    seats = tuple(s.strip().lower() for s in ns.seats.split(","))
    for s in seats:
        if s not in LEVELS:
            parser.error(f"unknown bot {s!r} in --seats: choose from {', '.join(LEVELS)}")
    variant = Variant(ns.variant)
    if variant.partners and len(seats) != 4:
        parser.error(f"{variant.value} needs exactly 4 seats, --seats gives {len(seats)}")
    if not variant.partners and not 2 <= len(seats) <= 4:
        parser.error(f"{variant.value} needs 2, 3 or 4 seats, --seats gives {len(seats)}")
    if ns.matches < 1:
        parser.error(f"--matches must be at least 1 (got {ns.matches})")
    if ns.jobs < 1:
        parser.error(f"--jobs must be at least 1 (got {ns.jobs})")
    if ns.rounds not in ALLOWED_ROUNDS:
        parser.error(f"--rounds must be one of {', '.join(map(str, ALLOWED_ROUNDS))} (got {ns.rounds})")
    if ns.threshold not in ALLOWED_THRESHOLDS:
        parser.error(f"--threshold must be one of {', '.join(map(str, ALLOWED_THRESHOLDS))}")
    if ns.score_table not in ("standard", "gulf"):
        parser.error(f"--score-table must be standard or gulf (got {ns.score_table!r})")
    if ns.discards_before_opening not in ALLOWED_DISCARDS_BEFORE_OPENING:
        parser.error("--discards-before-opening must be 0, 8 or 16")
    rules = Rules(
        variant=variant, rounds=ns.rounds, threshold=ns.threshold,
        score_table=ScoreTable(ns.score_table),
        discards_before_opening=ns.discards_before_opening,
        open_only_after_taking_discard=ns.open_only_after_taking_discard,
    )
    return Config(rules, seats, ns.matches, ns.seed, ns.jobs, ns.duplicate, ns.json,
                  not ns.no_progress)


# --------------------------------------------------------------------------- one match


@dataclass
class PlayerRecord:
    """What one player (an entry of --seats) did in one match."""

    won: bool = False
    points: list[int] = field(default_factory=list)  # per round
    opened_rounds: int = 0
    opening_turns: list[int] = field(default_factory=list)  # own turn number when it opened
    went_out: int = 0
    hands: int = 0


@dataclass
class MatchRecord:
    players: list[PlayerRecord]
    team_won: list[bool]  # per team (partner variants), else empty
    team_points: list[list[int]]
    rounds: int
    decisions: int
    seconds: float
    times_ms: dict[str, list[float]]


def _mix(*parts: int) -> int:
    """A stable seed from several integers (no reliance on hash randomisation)."""
    x = 0x9E3779B97F4A7C15
    for p in parts:
        x = (x ^ (p & 0xFFFFFFFFFFFFFFFF)) * 0xBF58476D1CE4E5B9 & 0xFFFFFFFFFFFFFFFF
        x ^= x >> 31
    return x & 0x7FFFFFFF


def play_match(config: Config, deal: int, rotation: int) -> MatchRecord:
    """Play one match: deal seed ``deal``, players rotated ``rotation`` seats."""
    n = config.players
    rules = config.rules
    step = rotation  # with partners, rotation 1 moves everyone one seat (swapping the teams' cards)
    # player j sits at seat (j + step) % n
    seat_of = [(j + step) % n for j in range(n)]
    player_at = {s: j for j, s in enumerate(seat_of)}
    # Bot seeds follow the seat, like the cards: with --duplicate, equal bots in a rotation
    # replay each other's games exactly, so their random choices cancel as the deals do.
    bots = [make_bot(config.seats[player_at[s]], _mix(config.seed, deal, s, 1)) for s in range(n)]
    match = Match(rules, n, _mix(config.seed, deal))
    records = [PlayerRecord() for _ in range(n)]
    times: dict[str, list[float]] = {}
    own_turns = [0] * n
    opened_at: list[int | None] = [None] * n
    decisions = 0
    last_turn = -1

    def choose(view: PlayerView) -> Action:
        """The seat's bot answers, timed; its own turns are counted."""
        nonlocal decisions, last_turn
        seat = view.seat
        if seat != last_turn:
            own_turns[seat] += 1
            last_turn = seat
        bot = bots[seat]
        action = bot.choose(view)
        times.setdefault(bot.level, []).append((time.perf_counter() - asked) * 1000.0)
        decisions += 1
        return action

    start = time.perf_counter()
    runner = MatchRunner(match)
    # A decision is timed from asking for its view, as the UI asks: from the moment play
    # resumed after the last step's events (``runner.play`` builds the view, then asks).
    asked = start
    for event in runner.play(choose, MAX_ACTIONS_PER_MATCH):
        if isinstance(event, RoundStarted):
            own_turns = [0] * n
            opened_at = [None] * n
            last_turn = -1
        if isinstance(event, MeldsLaid) and event.opening and opened_at[event.seat] is None:
            opened_at[event.seat] = own_turns[event.seat]
        if isinstance(event, RoundEnded):
            _record_round(event.result, records, player_at, opened_at)
        asked = time.perf_counter()
    seconds = time.perf_counter() - start
    winner = match.winner()
    team_won: list[bool] = []
    team_points: list[list[int]] = []
    if rules.partners:
        # Team t = players t and t + 2 (partners stay partners under rotation).
        team_won = [False, False]
        if winner is not None:
            seats_of_winner = (winner, winner + 2)
            team_won[player_at[seats_of_winner[0]] % 2] = True
        for t in range(2):
            team_points.append([a + b for a, b in zip(records[t].points, records[t + 2].points, strict=True)])
        for j in range(n):
            records[j].won = team_won[j % 2]
    elif winner is not None:
        records[player_at[winner]].won = True
    return MatchRecord(records, team_won, team_points, len(match.results), decisions, seconds, times)


def _record_round(result: RoundResult, records: list[PlayerRecord], player_at: dict[int, int],
                  opened_at: Sequence[int | None]) -> None:
    """Add one round's points, openings, going out and Hand to each player's record."""
    for s, points in enumerate(result.points):
        rec = records[player_at[s]]
        rec.points.append(points)
        turn = opened_at[s]
        if turn is not None:
            rec.opened_rounds += 1
            rec.opening_turns.append(turn)
    if result.finisher is not None:
        rec = records[player_at[result.finisher]]
        rec.went_out += 1
        if result.finish.is_hand:
            rec.hands += 1


def _task(args: tuple[Config, int, int]) -> MatchRecord:
    config, deal, rotation = args
    return play_match(config, deal, rotation)


# --------------------------------------------------------------------------- statistics


def wilson(successes: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return (0.0, 1.0)
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def mean_ci(values: Sequence[float], z: float = 1.96) -> tuple[float, float, float]:
    if not values:
        return (0.0, 0.0, 0.0)
    m = sum(values) / len(values)
    if len(values) < 2:
        return (m, m, m)
    var = sum((v - m) ** 2 for v in values) / (len(values) - 1)
    half = z * math.sqrt(var / len(values))
    return (m, m - half, m + half)


def percentile(values: Sequence[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    index = min(len(ordered) - 1, max(0, math.ceil(q * len(ordered)) - 1))
    return ordered[index]


def _r(x: float, digits: int = 3) -> float:
    return round(x, digits)


def summarize(config: Config, records: Sequence[MatchRecord], wall: float) -> dict[str, Any]:
    n = config.players
    total = len(records)
    seats_out = []
    for j in range(n):
        recs = [r.players[j] for r in records]
        wins = sum(r.won for r in recs)
        points = [p for r in recs for p in r.points]
        rounds = len(points)
        opening = [t for r in recs for t in r.opening_turns]
        pm, plo, phi = mean_ci(points)
        seats_out.append({
            "seat": j,
            "bot": config.seats[j],
            "matches": total,
            "match_win_rate": _r(wins / total if total else 0.0),
            "ci95": [_r(x) for x in wilson(wins, total)],
            "mean_points_per_round": _r(pm, 2),
            "points_ci95": [_r(plo, 2), _r(phi, 2)],
            "mean_opening_turn": _r(sum(opening) / len(opening), 2) if opening else None,
            "open_rate": _r(sum(r.opened_rounds for r in recs) / rounds if rounds else 0.0),
            "went_out": sum(r.went_out for r in recs),
            "hands": sum(r.hands for r in recs),
        })
    teams_out = []
    if config.rules.partners:
        for t in range(2):
            wins = sum(r.team_won[t] for r in records)
            points = [p for r in records for p in r.team_points[t]]
            pm, plo, phi = mean_ci(points)
            teams_out.append({
                "team": t,
                "seats": [t, t + 2],
                "bots": [config.seats[t], config.seats[t + 2]],
                "match_win_rate": _r(wins / total if total else 0.0),
                "ci95": [_r(x) for x in wilson(wins, total)],
                "mean_points_per_round": _r(pm, 2),
                "points_ci95": [_r(plo, 2), _r(phi, 2)],
                "hands": sum(r.players[t].hands + r.players[t + 2].hands for r in records),
            })
    rounds = sum(r.rounds for r in records)
    decisions = sum(r.decisions for r in records)
    times: dict[str, list[float]] = {}
    for r in records:
        for level, ts in r.times_ms.items():
            times.setdefault(level, []).extend(ts)
    cpu = sum(r.seconds for r in records)
    return {
        "variant": config.rules.variant.value,
        "players": n,
        "matches": total,
        "rounds_per_match": config.rules.rounds,
        "duplicate": config.duplicate,
        "seed": config.seed,
        "even_share": _r(1 / (2 if config.rules.partners else n)),
        "seats": seats_out,
        "teams": teams_out,
        "rounds": rounds,
        "decisions": decisions,
        "wall_s": _r(wall, 2),
        "rounds_per_s": _r(rounds / wall if wall else 0.0, 2),
        "decisions_per_s": _r(decisions / wall if wall else 0.0, 1),
        "rounds_per_cpu_s": _r(rounds / cpu if cpu else 0.0, 2),
        "decision_ms_p50": {k: _r(percentile(v, 0.50)) for k, v in sorted(times.items())},
        "decision_ms_p99": {k: _r(percentile(v, 0.99)) for k, v in sorted(times.items())},
        "decision_ms_max": {k: _r(max(v)) for k, v in sorted(times.items())},
    }


def format_text(summary: dict[str, Any]) -> str:
    lines = [
        f"{summary['variant']}: {summary['matches']} matches of {summary['rounds_per_match']} rounds"
        f"{' (duplicate deals)' if summary['duplicate'] else ''}, seed {summary['seed']};"
        f" even share {summary['even_share']:.0%}",
        f"{'seat':>4} {'bot':<7} {'win rate':>8} {'95% CI':>15} {'pts/round':>10} {'95% CI':>17}"
        f" {'open turn':>9} {'opened':>7} {'out':>5} {'Hands':>5}",
    ]
    for s in summary["seats"]:
        turn = "-" if s["mean_opening_turn"] is None else f"{s['mean_opening_turn']:.1f}"
        lines.append(
            f"{s['seat']:>4} {s['bot']:<7} {s['match_win_rate']:>8.1%}"
            f" [{s['ci95'][0]:.3f}, {s['ci95'][1]:.3f}] {s['mean_points_per_round']:>10.1f}"
            f" [{s['points_ci95'][0]:>7.1f}, {s['points_ci95'][1]:>7.1f}] {turn:>9}"
            f" {s['open_rate']:>7.1%} {s['went_out']:>5} {s['hands']:>5}"
        )
    for t in summary["teams"]:
        lines.append(
            f"team {t['team']} (seats {t['seats'][0]}+{t['seats'][1]}, {'+'.join(t['bots'])}):"
            f" win rate {t['match_win_rate']:.1%} [{t['ci95'][0]:.3f}, {t['ci95'][1]:.3f}],"
            f" {t['mean_points_per_round']:.1f} pts/round"
            f" [{t['points_ci95'][0]:.1f}, {t['points_ci95'][1]:.1f}], Hands {t['hands']}"
        )
    lines.append(
        f"throughput: {summary['rounds']} rounds, {summary['rounds_per_s']} rounds/s,"
        f" {summary['decisions_per_s']} decisions/s (wall {summary['wall_s']} s;"
        f" {summary['rounds_per_cpu_s']} rounds per CPU-second of play)"
    )
    for level in summary["decision_ms_p99"]:
        lines.append(
            f"decision time {level}: p50 {summary['decision_ms_p50'][level]} ms,"
            f" p99 {summary['decision_ms_p99'][level]} ms, max {summary['decision_ms_max'][level]} ms"
        )
    return "\n".join(lines)


# --------------------------------------------------------------------------- running


def run(config: Config) -> dict[str, Any]:
    tasks = [(config, deal, rot) for deal in range(config.deals) for rot in range(config.rotations)]
    records: list[MatchRecord] = []
    start = time.perf_counter()
    show = config.progress

    def progress(done: int) -> None:
        if show:
            elapsed = time.perf_counter() - start
            sys.stderr.write(f"\rmatches {done}/{len(tasks)}  {elapsed:6.1f} s")
            sys.stderr.flush()

    progress(0)
    if config.jobs == 1:
        for task in tasks:
            records.append(_task(task))
            progress(len(records))
    else:
        ctx = multiprocessing.get_context("spawn")
        with ctx.Pool(config.jobs) as pool:
            for rec in pool.imap_unordered(_task, tasks, chunksize=1):
                records.append(rec)
                progress(len(records))
    if show:
        sys.stderr.write("\n")
    return summarize(config, records, time.perf_counter() - start)


def main(argv: Sequence[str] | None = None) -> int:
    config = parse_config(argv)
    summary = run(config)
    if config.as_json:
        print(json.dumps(summary))
    else:
        print(format_text(summary))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())


__all__ = ["Config", "build_parser", "main", "parse_config", "play_match", "run", "summarize",
           "wilson"]
