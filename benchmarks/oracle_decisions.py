"""How much better could Hard's decisions be? Many rollouts per decision, offline.

    nice -n 19 uv run python benchmarks/oracle_decisions.py --study discard --deals 60 \\
        --worlds 64 --every 1 --seed 11 [--sampled] [--dump decisions.jsonl]

Hard plays alone against three sparring opponents (as ``diag_rounds.py``,
rounds on their own; ``--others`` seats another style of benchmarks/sparring.py).
At each of its decisions of the ``--study`` kind, its own action and the
alternatives are each played on in the same ``--worlds`` worlds, every seat then
played to the round's end by the opponents' style (Hard's seat with its memory so
far); the measure is Hard's points minus the opponents' mean.

* ``discard``: Hard's throw against the ``--cands`` cards its keep scores would
  throw first;
* ``draw``: the fire card against the stock, where the fire card may be taken;
* ``open``: opening now against holding the hand closed (one turn), where it
  could open;
* ``opening``: which melds an opening lays. Hard's (the highest-value opening)
  against other openings of the same hand that reach the threshold: the best one
  without each card Hard laid, and Hard's melds less one meld (``--cands`` at most).

Worlds: by default the true hands with the stock reshuffled (nobody knows its
order): an oracle that peeks at the hidden hands. With ``--sampled`` the
hidden cards are dealt as Hard's own search deals them (``search.determinize``
from its view and memory): what a fair search with this many rollouts could
find.

Split-half, so the choice is not flattered by its own noise: the best
alternative on the first half of the worlds is scored on the second half
against Hard's choice. ``gain_SITUATION`` is the mean of (Hard's choice minus
that best one), positive when the rollouts find better moves; situations are
``closed`` (not opened), ``opened_danger`` (an opened opponent has 4 cards or
fewer) and ``opened_calm``. With two alternatives, ``other_minus_chosen_*`` is
what the other choice would bring over Hard's (positive: Hard's is better).

Measured 2026-12-01 (sixth session), discards, 64 worlds, seed 11: with the
true hands +1.15 [+0.21, +2.09] points a decision (``--every 1``, stopped after
187 decisions), with sampled worlds +0.48 [-0.40, +1.36] (after 159). A rollout costs about 20 ms
here, so those 5 x 64 rollouts take about 6 s a decision against the 300 ms
Hard may think. Open or hold (sampled worlds, ``--deals 120 --every 1 --seed 21``, 133
decisions): the other choice +7.51 [+4.50, +10.52] points worse (in the ``--dump``,
holding where Hard opened +8.9 +/- 4.0, opening where it held +6.5 +/- 4.3).

Issue 30 (eighth session), against three hunters (``--others hunter --sampled --worlds 32
--seed 31``; split-half gains, points a decision, positive: the rollouts find better):
discards (``--deals 40 --every 2``, 88 decisions) -0.96 [-2.55, +0.64], unopened -2.34
[-5.31, +0.62] (38), opened calm +1.21 [-2.28, +4.70] (16), opened with an opponent at 4
cards or fewer -0.43 [-2.22, +1.37] (34); open or hold (``--deals 60 --every 1``, 36
decisions, all unopened by definition) +1.67 [-1.32, +4.66], the other choice +7.72
[+1.41, +14.03] worse than Hard's; fire or stock (``--deals 30 --every 2``, 39) -0.75
[-2.54, +1.05], the other choice worse by +3.48 [+0.17, +6.78] (calm) and +8.48 [+4.61,
+12.34] (danger); only 2 of them unopened (the unopened fire take is rare: about one
deal in four). Against three rushers (same settings): discards (``--deals 24 --every 2``, 60) -1.98
[-4.32, +0.37], unopened -3.93 [-9.31, +1.45] (25), opened calm -0.96 [-3.65, +1.72]
(10), danger -0.43 [-1.57, +0.71] (25); open or hold (``--deals 40 --every 1``, 25)
+0.92 [-1.09, +2.93], the other choice +5.98 [-1.73, +13.69] worse; fire or stock
(``--deals 20 --every 2``, 31) +0.16 [-1.10, +1.42], 3 of them unopened.
So in sampled worlds no decision kind shows a gain beyond noise: a fair
rollout of one decision at a time finds nothing Hard's rules miss against either style.
Sixteenth session (issue 30), the styles not yet studied this way, same settings
(``--sampled --worlds 32 --seed 31``). Against three readers: discards (``--deals 40
--every 2``, 96 decisions) -0.59 [-2.05, +0.86], unopened -0.96 [-4.03, +2.10] (40),
opened calm -0.22 [-2.93, +2.48] (20), danger -0.39 [-1.57, +0.79] (36); open or hold
(``--deals 60 --every 1``, 35) +4.12 [-1.78, +10.02], the other choice +3.61 [-3.46,
+10.69] worse (holding where Hard opened +5.3 +/- 5.1 worse, 24 decisions; opening
where it held -0.0 +/- 20.2, 11); fire or stock (``--deals 30 --every 2``, 42) -1.04
[-2.88, +0.81], the other choice worse by +6.31 [+2.67, +9.96] (calm) and +6.18 [+3.13,
+9.24] (danger). Against three sparring bots, fire or stock (same settings, 40) -0.33
[-1.89, +1.22], the other choice worse by +3.22 [+1.54, +4.91] and +6.79 [+3.12,
+10.46]. Every style of the field has now been studied by decision kind; none shows a
gain beyond noise.
Twenty-third session (issue 30), which melds an opening lays, against three hunters
(``--study opening --deals 400 --worlds 32 --every 1 --others hunter --seed 41``): 230
openings had another that reaches the threshold (2.4 of them on average). Split-half
gain in sampled worlds -0.41 [-1.24, +0.41] points a decision; with the true hands
+0.98 [+0.12, +1.84] (the peek, as for discards). Every other opening is worse than
Hard's on average, in sampled worlds by +3.6 +/- 3.1 points (the next best by value)
to +16.4 +/- 10.8 (the fourth): the highest-value opening is the right one, and a fair
rollout finds nothing better.
Note that the oracle plays rounds on their own: in matches Hard's open-or-hold is a
search (``hard.py``), which this study does not see.
Prints ``NAME VALUE UNIT`` lines.
"""

from __future__ import annotations

import argparse
import copy
import json
import random
import statistics
import sys
from collections import defaultdict
from enum import Enum
from pathlib import Path
from typing import TextIO

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from bench_strength import interval
from playing import turns
from sparring import make_sparring

from hand_desktop.core.actions import Action, Discard, Draw, DrawSource, LayMelds, token_of
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.bots.policy import PolicyBot
from hand_desktop.core.bots.search import determinize, playout, relative_points
from hand_desktop.core.cards import Card, CardToken, penalty_value
from hand_desktop.core.conditions import may_open_this_turn
from hand_desktop.core.moves import fire_draw_allowed
from hand_desktop.core.round import Phase, Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.view import PlayerView, view_for


class Study(Enum):
    DISCARD = "discard"
    DRAW = "draw"
    OPEN = "open"
    OPENING = "opening"


def applied(rnd: Round, action: Action) -> Round:
    after = copy.deepcopy(rnd)
    after.apply(action)
    return after


def rollout(rnd: Round, bots: list[PolicyBot], seat: int, world: int) -> float:
    """The round played to its end from ``rnd`` (stock reshuffled by ``world``): the seat's
    points minus its opponents' mean."""
    rnd = copy.deepcopy(rnd)
    bots = copy.deepcopy(bots)
    rng = random.Random(world * 7_919 + 13)
    rng.shuffle(rnd.stock)
    rnd.rng = random.Random(rng.getrandbits(32))
    points = playout(rnd, bots)
    return 0.0 if points is None else relative_points(points, seat, False)


def candidates(study: Study, view: PlayerView, action: Action, hard: HardBot,
               most: int) -> list[Action]:
    """Hard's action first, then the alternatives studied (none: not such a decision)."""
    if study is Study.DISCARD:
        if not isinstance(action, Discard) or view.phase is not Phase.PLAY:
            return []
        scores = hard.keep_scores(view, list(view.hand))
        kinds: dict[object, Card] = {}
        for c in sorted(view.hand, key=lambda c: scores[c]):
            if c not in view.locked:
                kinds.setdefault(c.kind, c)
        chosen = next(c for c in view.hand if token_of(c) in action.cards)
        cards = [chosen] + [c for c in list(kinds.values())[:most] if c.kind != chosen.kind]
        return [Discard(view.seat, (token_of(c),)) for c in cards]
    if study is Study.DRAW:
        if not isinstance(action, Draw) or not fire_draw_allowed(view):
            return []
        other = DrawSource.STOCK if action.source is DrawSource.FIRE else DrawSource.FIRE
        return [action, Draw(view.seat, other)]
    if study is Study.OPENING:
        return opening_choices(view, action, hard, most)
    # Open: it could open now (leaving more than one card); the other choice holds or opens.
    if (view.phase is not Phase.PLAY or view.opened[view.seat] or view.must_open
            or not may_open_this_turn(view.rules, view.fire_card_taken is not None)):
        return []
    found = hard.opening_now(view, list(view.hand), view.locked)
    hold = PolicyBot.discard(hard, view, look_ahead=False)
    if found is None or len(found[1]) <= 1 or hold is None:
        return []
    return [action, hold] if isinstance(action, LayMelds) else [action, hard.lay(view, found[0])]


def opening_choices(view: PlayerView, action: Action, hard: HardBot, most: int) -> list[Action]:
    """Hard's opening first, then other openings of the same hand that reach the threshold:
    the best one without each card Hard laid (that card stays in hand), and Hard's melds
    less one meld (laid later, if at all); at most ``most`` of them, highest value first."""
    if not isinstance(action, LayMelds) or view.opened[view.seat] or view.phase is not Phase.PLAY:
        return []
    hand = list(view.hand)
    rules = view.rules
    low = rules.low_ace_value
    chosen = laid_by(action)
    others: dict[frozenset[CardToken], tuple[int, LayMelds]] = {}
    for card in hand:
        if token_of(card) not in chosen or card in view.locked:
            continue
        alt = hard.layable_melds(rules, [c for c in hand if c is not card], view.locked)
        if alt is not None and alt.value >= view.required_opening:
            lay = hard.lay(view, alt.melds)
            key = laid_by(lay)
            if key != chosen:
                others.setdefault(key, (alt.value, lay))
    opening = hard.opening_now(view, hand, view.locked)  # the melds Hard's opening was laid from
    melds = list(opening[0]) if opening is not None else []
    if len(melds) > 1:
        for i in range(len(melds)):
            rest = melds[:i] + melds[i + 1:]
            value = sum(m.value(low) for m in rest)
            if value >= view.required_opening:
                lay = hard.lay(view, rest)
                others.setdefault(laid_by(lay), (value, lay))
    ranked = sorted(others.values(), key=lambda vl: -vl[0])[:most]
    return [action, *(lay for _, lay in ranked)] if ranked else []


def laid_by(lay: LayMelds) -> frozenset[CardToken]:
    """The cards a LayMelds lays."""
    return frozenset(t for spec in lay.melds for t in spec.cards)


def situation(view: PlayerView) -> str:
    if not view.opened[view.seat]:
        return "closed"
    fewest = min((view.hand_counts[s] for s in range(view.players)
                  if s != view.seat and view.opened[s]), default=99)
    return "opened_danger" if fewest <= 4 else "opened_calm"


def record(out: TextIO, view: PlayerView, hard: HardBot, alternatives: list[Action],
           results: list[list[float]]) -> None:
    """One decision as a JSON line: the situation, each alternative's features and results."""
    hand = list(view.hand)
    scores = hard.keep_scores(view, hand)
    others = [s for s in range(view.players) if s != view.seat]
    alts = []
    for alt, res in zip(alternatives, results, strict=True):
        entry: dict[str, object] = {"action": type(alt).__name__, "results": res}
        if isinstance(alt, Discard):
            card = next(c for c in hand if token_of(c) in alt.cards)
            entry.update(card=card.code(True), keep=round(scores[card], 3),
                         penalty=penalty_value(card, view.rules.joker_penalty))
        elif isinstance(alt, Draw):
            entry["source"] = alt.source.value
        alts.append(entry)
    out.write(json.dumps({
        "situation": situation(view), "hand": len(hand),
        "others_opened": [view.opened[s] for s in others],
        "others_counts": [view.hand_counts[s] for s in others], "stock": view.stock_size,
        "alternatives": alts,
    }) + "\n")
    out.flush()


class Tally:
    """The split-half gains and the two-way differences, by situation."""

    def __init__(self) -> None:
        self.gains: dict[str, list[float]] = defaultdict(list)
        self.diffs: dict[str, list[float]] = defaultdict(list)

    def add(self, where: str, results: list[list[float]]) -> None:
        half = len(results[0]) // 2
        first = [statistics.fmean(r[:half]) for r in results]
        best = min(range(len(results)), key=lambda i: first[i])
        gain = statistics.fmean(results[0][half:]) - statistics.fmean(results[best][half:])
        self.gains[where].append(gain)
        self.gains["all"].append(gain)
        if len(results) == 2:
            self.diffs[where].append(statistics.fmean(results[1]) - statistics.fmean(results[0]))

    @property
    def studied(self) -> int:
        """The decisions added so far (read without adding an empty "all" to average)."""
        return len(self.gains.get("all", ()))

    def report(self) -> None:
        for prefix, table in (("gain", self.gains), ("other_minus_chosen", self.diffs)):
            for name, values in sorted(table.items()):
                m, lo, hi = interval(values)
                print(f"{prefix}_{name} {m:+.2f} points  # [{lo:+.2f}, {hi:+.2f}] over"
                      f" {len(values)} decisions", flush=True)


def study_deal(ns: argparse.Namespace, rules: Rules, deal: int, tally: Tally,
               dump: TextIO | None) -> None:
    seat = deal % 4
    rnd = Round.deal(rules, 4, deal % 4, random.Random(ns.seed * 1_000_003 + deal))
    hard = HardBot(ns.seed + 7919 * deal + seat)
    others = getattr(ns, "others", "sparring")
    bots: list[PolicyBot] = [hard if s == seat else make_sparring(others, ns.seed + 7919 * deal + s)
                             for s in range(4)]
    count = 0
    for turn in turns(rnd):
        view = view_for(rnd, turn)
        action = bots[turn].choose(view)
        alternatives = candidates(ns.study, view, action, hard, ns.cands) if turn == seat else []
        if len(alternatives) > 1:
            count += 1
        if len(alternatives) > 1 and count % ns.every == 0:
            # The continuation: every seat plays the opponents' style, Hard's seat with its memory so far.
            spar = make_sparring(others, hard.seed)
            spar.memory = copy.deepcopy(hard.memory)
            cont = [spar if s == seat else b for s, b in enumerate(bots)]
            if ns.sampled:  # the worlds Hard's own search would deal: no peeking
                worlds = [determinize(view, hard.memory, random.Random(w * 31 + deal), read=0.5)
                          for w in range(ns.worlds)]
            else:
                worlds = [rnd] * ns.worlds
            results = [[rollout(applied(world, alt), cont, seat, w) for w, world in enumerate(worlds)]
                       for alt in alternatives]
            tally.add(situation(view), results)
            if dump is not None:
                record(dump, view, hard, alternatives, results)
        rnd.apply(action)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--study", type=Study, default=Study.DISCARD, choices=list(Study))
    p.add_argument("--deals", type=int, default=20)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--worlds", type=int, default=48)
    p.add_argument("--cands", type=int, default=4, help="discards: the alternatives tried")
    p.add_argument("--every", type=int, default=2, help="study one decision in this many")
    p.add_argument("--variant", default="hand")
    p.add_argument("--others", default="sparring", help="the opponents' style (benchmarks/sparring.py)")
    p.add_argument("--sampled", action="store_true",
                   help="deal the hidden cards from Hard's view instead of using the true ones")
    p.add_argument("--dump", type=Path, help="append every decision studied, as JSON lines")
    ns = p.parse_args(argv)
    rules = Rules(variant=Variant(ns.variant))
    tally = Tally()
    dump = ns.dump.open("a") if ns.dump else None
    for deal in range(ns.deals):
        study_deal(ns, rules, deal, tally, dump)
        print(f"# deal {deal}: {tally.studied} decisions studied", flush=True)
        if deal % 5 == 4 or deal == ns.deals - 1:
            tally.report()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
