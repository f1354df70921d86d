"""Where a bot loses points: per-round diagnostics over paired duplicate deals.

    nice -n 19 uv run python benchmarks/diag_rounds.py --deals 50 --tested hard,sparring,medium \\
        --others medium

Every deal is played once per seat with the tested bot alone in that seat against
three ``--others`` (seeds follow the seat, so each tested bot meets the same
cards and the same opponents). Rounds stand alone (not in a match), so Hard's
last-round search does not run: this measures its policy. For each tested bot,
per round, it prints ``NAME VALUE UNIT`` lines:

* ``points``: its points minus the opponents' mean (lower is better), with a
  95% interval, and ``_minus_<first>``: paired against the first tested bot;
* ``out`` / ``hand``: the share of rounds it went out (normally / as a Hand);
* ``caught_closed``: the share of rounds it paid 100 or 200 without having opened;
* ``paid_opened``: its mean points paid when caught opened (when it was);
* ``open_turn``: its mean turn number of opening (over the rounds it opened);
* ``held``: turns per round it could have opened and did not (Hand hunting);
* ``fed_next``: fire cards it threw that the next player took, per round;
* ``_minus_t0_where_t0_held`` / ``_where_t0_did_not``: the paired difference
  split by whether the first tested bot held an opening back in that round
  (what its Hand hunting does, and what the rest of its play does).

Bots: ``hard``, ``medium``, the sparring styles (``sparring``, ``hunter``, ``rusher``,
``reader``), and ``hard:SETTING`` for a Hard with a
setting in the syntax of ``bench_strength.py --hard``.
"""

from __future__ import annotations

import argparse
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_strength import hard_setting, interval
from playing import turns
from sparring import STYLES, make_sparring

from hand_desktop.core.actions import Discard, Draw, DrawSource
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.bots.policy import MediumBot, PolicyBot
from hand_desktop.core.bots.search import relative_points
from hand_desktop.core.conditions import may_open_this_turn
from hand_desktop.core.round import Phase, Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.scoring import Finish
from hand_desktop.core.view import view_for


def make(name: str, seed: int) -> PolicyBot:
    if name == "medium":
        return MediumBot(seed)
    if name.partition(":")[0] in STYLES:
        return make_sparring(name, seed)
    if name.startswith("hard"):
        _, _, text = name.partition(":")
        return HardBot(seed, **hard_setting(text))
    raise SystemExit(f"unknown bot {name!r}")


@dataclass
class Stats:
    points: list[float] = field(default_factory=list)
    out: int = 0
    hand: int = 0
    caught_closed: int = 0
    paid_opened: list[int] = field(default_factory=list)
    open_turns: list[int] = field(default_factory=list)
    held: int = 0
    fed_next: int = 0
    held_rounds: list[bool] = field(default_factory=list)  # per round: it held an opening back


def play(rules: Rules, seed: int, deal: int, seat: int, tested: str, others: str, stats: Stats) -> None:
    players = 4
    rnd = Round.deal(rules, players, deal % players, random.Random(seed * 1_000_003 + deal))
    bots = [make(tested if s == seat else others, seed + 7919 * deal + s) for s in range(players)]
    own_turns = 0
    held_before = stats.held
    thrown_last: bool = False  # the tested seat's discard is on top of the fire pile
    nxt = (seat + 1) % players
    for turn in turns(rnd):
        view = view_for(rnd, turn)
        action = bots[turn].choose(view)
        if turn == seat:
            if isinstance(action, Draw):
                own_turns += 1
            if (isinstance(action, Discard) and view.phase is Phase.PLAY and not view.opened[seat]
                    and may_open_this_turn(rules, view.fire_card_taken is not None)
                    and bots[seat].opening_now(view, list(view.hand), view.locked) is not None):
                stats.held += 1
        if turn == nxt and isinstance(action, Draw) and action.source is DrawSource.FIRE and thrown_last:
            stats.fed_next += 1
        was_open = rnd.opened[seat]
        rnd.apply(action)
        if not was_open and rnd.opened[seat]:
            stats.open_turns.append(own_turns)
        if isinstance(action, Discard):
            thrown_last = turn == seat
    result = rnd.result
    if result is None:
        return
    stats.points.append(relative_points(result.points, seat, False))
    stats.held_rounds.append(stats.held > held_before)
    if result.finisher == seat:
        stats.hand += result.finish is not Finish.NORMAL
        stats.out += result.finish is Finish.NORMAL
    elif result.finish is not Finish.NO_CONTEST:
        if not result.seats[seat].opened:
            stats.caught_closed += 1
        else:
            stats.paid_opened.append(result.points[seat])


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=50)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--tested", default="hard,sparring,medium", help="comma-separated bots")
    p.add_argument("--others", default="medium")
    p.add_argument("--variant", default="hand")
    ns = p.parse_args(argv)
    rules = Rules(variant=Variant(ns.variant))
    names = [t for t in ns.tested.split(";" if ":" in ns.tested else ",") if t]
    all_stats = {n: Stats() for n in names}
    for i, name in enumerate(names):  # each bot's lines as soon as its rounds are played
        for deal in range(ns.deals):
            for seat in range(4):
                play(rules, ns.seed, deal, seat, name, ns.others, all_stats[name])
        first = all_stats[names[0]].points
        s = all_stats[name]
        n = len(s.points) or 1
        tag = f"t{i}"
        m, lo, hi = interval(s.points)
        print(f"# {tag} = {name} vs 3 {ns.others}, {len(s.points)} rounds")
        print(f"{tag}_points {m:+.2f} points/round  # [{lo:+.2f}, {hi:+.2f}]")
        if i and len(s.points) == len(first):
            d, dlo, dhi = interval([b - a for a, b in zip(first, s.points, strict=True)])
            print(f"{tag}_points_minus_t0 {d:+.2f} points/round  # paired [{dlo:+.2f}, {dhi:+.2f}]")
            held = all_stats[names[0]].held_rounds
            for label, wanted in (("where_t0_held", True), ("where_t0_did_not", False)):
                part = [b - a for a, b, h in zip(first, s.points, held, strict=True) if h is wanted]
                if len(part) > 1:
                    d, dlo, dhi = interval(part)
                    print(f"{tag}_points_minus_t0_{label} {d:+.2f} points/round  # paired"
                          f" [{dlo:+.2f}, {dhi:+.2f}] over {len(part)} rounds")
        print(f"{tag}_out {s.out / n:.3f} share")
        print(f"{tag}_hand {s.hand / n:.3f} share")
        print(f"{tag}_caught_closed {s.caught_closed / n:.3f} share")
        paid = sum(s.paid_opened) / len(s.paid_opened) if s.paid_opened else 0.0
        print(f"{tag}_paid_opened {paid:.1f} points  # over {len(s.paid_opened)} rounds")
        turn = sum(s.open_turns) / len(s.open_turns) if s.open_turns else 0.0
        print(f"{tag}_open_turn {turn:.2f} turns  # opened in {len(s.open_turns) / n:.3f} of rounds")
        print(f"{tag}_held {s.held / n:.3f} turns/round")
        print(f"{tag}_fed_next {s.fed_next / n:.3f} cards/round", flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
