"""How far are Hard's sampled worlds from the true ones, where its search decides? (Offline: it peeks.)

    nice -n 10 uv run python benchmarks/diag_worlds.py --deals 20 --others hunter

Hard alone against three of a style plays 3-round matches as it does. At each
open-or-hold decision its search settles, the same search is run a second time
on worlds that hold the TRUE hands (the stock still shuffled per world, as
``ceiling.InformedHard`` deals them), and, per opponent, the cards its true hand
leaves loose by the best lay-down (``most_melded``) are set beside those of the
sampled hands. Prints how often the two searches agree, which way the sampled
one leans (holding more or less often), and how much stronger the true hands
are than the sampled ones, opened and unopened opponents apart. It also prints how
often the style's own rule (``hand_ev``, asked on the side) would hold, how often the
search agrees with it, and how often the search's own difference is within one
standard error of its paired worlds (``unsure``). Only Hard's own choice is played:
the peeking search and the rule are measures, never moves.

Measured 2026-12-03 (ninth session, issue 30), ``--deals 12 --seed 3`` against hunters,
104 searched decisions: the two searches agree on 67% of them; the sampled one holds in
55%, the true-hands one in 61%; sampled minus true, hold minus open, -0.12 [-2.24, +2.00]
points of match-win chance. Cards left loose, true minus sampled: unopened opponents
-0.02 [-0.47, +0.43] (202 hands, 10.2 loose on average), opened ones +0.40 [+0.30, +0.51]
(110 hands, 5.4). With ``--hard implausible=0.3`` (hands their players would not hold
dealt again): agreement 61% (108 decisions), loose -0.29 [-0.72, +0.13] and +0.22 [+0.15,
+0.30]. The sampled hands are about as strong as the true ones already; what the true
hands add (``ceiling.InformedHard``: about 3 points of match-win share) is which cards,
not how many fit.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_strength import hard_setting, interval, make
from ceiling import InformedHard

from hand_desktop.core.actions import Action
from hand_desktop.core.bots import Bot
from hand_desktop.core.bots.policy import PolicyBot, Style
from hand_desktop.core.bots.search import determinize, means, play_worlds
from hand_desktop.core.cards import Card
from hand_desktop.core.match import Match
from hand_desktop.core.melds import Meld
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.solver import most_melded
from hand_desktop.core.view import PlayerView
from hand_desktop.sim import _mix


@dataclass(frozen=True)
class Searched:
    """One open-or-hold decision Hard's search settled."""

    sampled: float  # hold minus open, in Hard's own (sampled) worlds: below 0, it holds
    true: float  # the same on worlds dealt with the true hands
    rule_holds: bool  # would the style's own rule (``hand_ev``) have held?
    sure: float  # the sampled difference in standard errors of its paired worlds


class Probe(InformedHard):
    """Hard that plays its sampled search and records what the true-hands search, and the
    style's own rule, say."""

    level = "hard"

    def __init__(self, seed: int, **setting: object) -> None:
        super().__init__(seed, **setting)
        self.records: list[Searched] = []
        self.rule_holds = False  # what the rule said at the decision being searched
        self.loose: list[tuple[bool, int, float]] = []  # (opened, true loose, sampled mean loose)
        self.peek_rng = random.Random(seed ^ 0x5EED)

    def sampler(self, view: PlayerView):  # type: ignore[override]
        return None  # plays as Hard does

    def wait_for_hand(self, view: PlayerView, melds: Sequence[Meld], left: Sequence[Card]) -> bool:
        state = self.rng.getstate()  # the rule is asked on the side: Hard's play is unchanged
        self.rule_holds = PolicyBot.wait_for_hand(self, view, melds, left)
        self.planned = None
        self.rng.setstate(state)
        return super().wait_for_hand(view, melds, left)

    def search(self, view: PlayerView, candidates: Sequence[Action],
               plans: Sequence[Style] | None = None) -> Action:
        deadline = time.perf_counter() + 60.0
        sampled = play_worlds(view, candidates, self.memory, self.rng, self.worlds, deadline,
                              self.cache, plans, self.read, self.playout, None, self.implausible)
        true = play_worlds(view, candidates, self.memory, self.peek_rng, self.worlds, deadline,
                           self.cache, plans, self.read, self.playout,
                           InformedHard.sampler(self, view))
        if sampled and len(candidates) == 2:
            scores, truth = means(sampled, 2), means(true, 2)
            self.records.append(Searched(scores[1] - scores[0], truth[1] - truth[0],
                                         self.rule_holds, standard_errors(sampled)))
            self.compare_hands(view)
        return self.pick(candidates, sampled)

    def compare_hands(self, view: PlayerView) -> None:
        assert self.match is not None
        low = view.rules.low_ace_value
        samples = [determinize(view, self.memory, self.peek_rng, self.read, self.implausible)
                   for _ in range(6)]
        for seat in range(view.players):
            if seat == view.seat:
                continue
            true_hand = self.match.round.hands[seat]
            true_loose = len(true_hand) - most_melded(list(true_hand), low)
            sampled = [len(w.hands[seat]) - most_melded(list(w.hands[seat]), low) for w in samples]
            self.loose.append((view.opened[seat], true_loose, sum(sampled) / len(sampled)))


def standard_errors(worlds: Sequence[Sequence[float]]) -> float:
    """The mean paired difference (second candidate minus first) in standard errors."""
    diffs = [world[1] - world[0] for world in worlds]
    if len(diffs) < 2:
        return 0.0
    mean = sum(diffs) / len(diffs)
    spread = statistics.stdev(diffs) / math.sqrt(len(diffs))
    return mean / spread if spread else math.copysign(math.inf, mean)


def play(match: Match, bots: Sequence[Bot]) -> None:
    """Play ``match`` to its end, each seat by its bot."""
    for _ in MatchRunner(match).play(lambda view: bots[view.seat].choose(view)):
        pass


def run(deals: int, seed: int, others: str, variant: Variant,
        setting: dict[str, object]) -> tuple[list[Searched], list[tuple[bool, int, float]]]:
    """Every probe's records and loose-card counts, over ``deals`` deals x 4 seatings."""
    records: list[Searched] = []
    loose: list[tuple[bool, int, float]] = []
    for deal in range(deals):
        for rotation in range(4):
            match = Match(Rules(variant=variant, rounds=3), 4, _mix(seed, deal))
            bots = [make(others, _mix(seed, deal, s, 1)) for s in range(4)]
            probe = Probe(_mix(seed, deal, rotation, 1), **{"time_cap_s": 60.0, **setting})
            probe.watch(match)
            bots[rotation] = probe
            play(match, bots)
            records += probe.records
            loose += probe.loose
    return records, loose


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=10)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--others", default="hunter")
    p.add_argument("--variant", default="hand")
    p.add_argument("--hard", default="", help="a setting of Hard (bench_strength's --hard)")
    ns = p.parse_args(argv)
    recs, loose = run(ns.deals, ns.seed, ns.others, Variant(ns.variant), hard_setting(ns.hard))
    n = len(recs)
    print(f"searches {n} decisions")
    if n:
        agree = sum((r.sampled < 0) == (r.true < 0) for r in recs) / n
        print(f"agree {agree:.3f} share")
        print(f"hold_sampled {sum(r.sampled < 0 for r in recs) / n:.3f} share")
        print(f"hold_true {sum(r.true < 0 for r in recs) / n:.3f} share")
        print(f"hold_rule {sum(r.rule_holds for r in recs) / n:.3f} share")
        print(f"agree_rule {sum((r.sampled < 0) == r.rule_holds for r in recs) / n:.3f} share")
        print(f"unsure {sum(abs(r.sure) < 1.0 for r in recs) / n:.3f} share  # within one standard error")
        m, lo, hi = interval([r.sampled - r.true for r in recs])
        print(f"hold_minus_open_bias {m:+.2f} points  # sampled minus true, [{lo:+.2f}, {hi:+.2f}]")
    for opened in (False, True):
        rows = [(t, s) for o, t, s in loose if o is opened]
        if len(rows) > 1:
            m, lo, hi = interval([t - s for t, s in rows])
            tag = "opened" if opened else "unopened"
            print(f"loose_{tag}_true_minus_sampled {m:+.2f} cards  # [{lo:+.2f}, {hi:+.2f}], {len(rows)} hands,"
                  f" true mean {sum(t for t, _ in rows) / len(rows):.2f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
