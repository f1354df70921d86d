"""Speed of the rules engine: ``uv run python benchmarks/bench_core.py [--quick]``.

Prints one line per figure, ``NAME VALUE UNIT``:

- best_opening_p50 / best_opening_p99 / go_out_p99: the exact solver on random
  15-card hands with 0-2 Jokers (from bench_solver.py);
- legal_actions_p50 / legal_actions_p99: listing the legal moves of the player
  to move in positions from random games with at least a dozen melds on the
  table (play phase and draw phase, opened or not);
- random_play_actions_per_s: whole rounds played by random legal moves, every
  action fully validated by ``Round.apply`` (the listing included);
- save_text_300_moves: the text of a match's save after 300 moves
  (``Match.dumps``; the game writes it after every move).

Targets: best_opening p99 <= 5 ms, p50 <= 1 ms; go_out p99 <= 1 ms;
legal_actions p99 <= 2 ms; random play >= 10,000 actions per second; a save's
text well under a millisecond.

Times are CPU time of this process (``time.process_time``), so that other
work on a shared machine does not inflate them; on an idle machine they match
wall-clock time.
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the package and bench_solver importable
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench_solver import solver_figures

from hand_desktop.core.match import Match
from hand_desktop.core.moves import legal_actions
from hand_desktop.core.randomplay import random_action
from hand_desktop.core.round import Phase, Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.view import PlayerView, view_for


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def crowded_views(count: int, seed: int) -> list[PlayerView]:
    """Views of the player to move from random games once 12+ melds are on the table."""
    rng = random.Random(seed)
    views: list[PlayerView] = []
    game = 0
    while len(views) < count:
        game += 1
        rnd = Round.deal(Rules(variant=Variant.HAND), 4, game % 4, random.Random(seed * 1000 + game))
        while not rnd.over and len(views) < count:
            if len(rnd.table) >= 12 and rnd.phase in (Phase.PLAY, Phase.DRAW):
                views.append(view_for(rnd, rnd.turn))
            rnd.apply(random_action(rnd, rng, play_bias=0.95))
    return views


def legal_action_times(views: list[PlayerView]) -> list[float]:
    times = []
    for view in views:
        start = time.process_time()
        legal_actions(view)
        times.append((time.process_time() - start) * 1000)
    return times


def random_play_rate(rounds: int, seed: int) -> float:
    actions = 0
    start = time.process_time()
    for i in range(rounds):
        variant = list(Variant)[i % 4]
        players = 4 if variant.partners else 2 + i % 3
        rnd = Round.deal(Rules(variant=variant), players, i % players, random.Random(seed + i))
        rng = random.Random(seed - i)
        while not rnd.over:
            rnd.apply(random_action(rnd, rng))
            actions += 1
    return actions / (time.process_time() - start)


def save_text_time(moves: int, seed: int, repeats: int) -> float:
    """Mean ms of ``Match.dumps`` for a 4-player match ``moves`` random moves in."""
    match = Match(Rules(), 4, seed, ["A", "B", "C", "D"])
    rng = random.Random(seed)
    while len(match.log) < moves and not match.over:
        if match.round.over:
            match.start_next_round()
        else:
            match.apply(random_action(match.round, rng))
    start = time.process_time()
    for _ in range(repeats):
        match.dumps()
    return (time.process_time() - start) * 1000 / repeats


def main(argv: list[str]) -> int:
    quick = "--quick" in argv
    figures = solver_figures(300 if quick else 2000, seed=1)
    for name in ("best_opening_p50", "best_opening_p99", "go_out_p99"):
        print(f"{name} {figures[name]:.3f} ms")
    times = legal_action_times(crowded_views(200 if quick else 1500, seed=2))
    print(f"legal_actions_p50 {percentile(times, 0.50):.3f} ms")
    print(f"legal_actions_p99 {percentile(times, 0.99):.3f} ms")
    print(f"random_play_actions_per_s {random_play_rate(20 if quick else 120, seed=3):.0f} actions/s")
    print(f"save_text_300_moves {save_text_time(300, 5, 50 if quick else 500):.3f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
