"""The perfect-information ceiling of issue 30: Hard that sees every hand and the stock.

Not a level players choose (``make_bot`` does not know it): ``bench_strength.py``
seats it in its ``ceiling_vs_...`` figures and hands it the match it plays
(``CeilingBot.watch``), so it reads the TRUE round, every hand and the stock's
order, and the reshuffle's random state with it. It is a measure of what
knowing everything is worth, not a bot anyone plays.

It is Hard (``HardBot``: the same style, the same judgement, the same memory),
but every search plays the TRUE round out instead of sampled worlds, and it
searches where knowing everything pays most:

* **open or hold**, in every round of a match (Saudi's rising rounds too): laying
  the opening now (the seat then plays on as Hard's "open" plan) against holding
  with each discard it could make (playing on as Hard's "hunt" plan);
* **the draw**: stock or fire card, when the fire card may be taken;
* **every discard**: each card it may throw.

Each candidate is played to the end of the round once in a copy of the true
round: the cards are exact (the stock's order is known, and so is a reshuffle's),
the other players' choices are modelled with the style Hard's search plays its
worlds with (``SHARP``, fresh seeds: the ceiling is about information, not about
reading the opponents' code). ``true_styles`` is the variant that plays each
opponent out with its true style (still fresh seeds), reported apart and labelled
so. After a draw or a discard the seat's own play is not fixed yet: unopened, the
candidate counts the better of the two plans ("open" and "hunt"), since the seat
will choose between them later with the same knowledge. A candidate's score is
``search.outcome``: minus the chance of winning the match from the totals the
round leaves. The work is bounded by the candidates (at most one playout each,
two when unopened), not by the clock, so a game replays exactly from its seeds.

``worlds=N`` (the ``ceiling_hands_search`` / ``ceiling_fair_search`` figures) scores each
candidate on N worlds dealt anew where the bot does not know the round; measured in
``docs/STRENGTH.md`` (tenth session).

Measured (issue 30, 2026-12-03, 400 duplicate matches of 3 rounds, seed 1, one core,
``nice -n 10 uv run python benchmarks/bench_strength.py --figures FIGURE --matches 400
--seed 1 --jobs 1``, the machine shared with other engineers' benchmarks, load 5-11 on 2
cores; match wins with 95% intervals over deals, points edge a round, lower better):

* ``ceiling_vs_hunter_hand``: 0.698 [0.652, 0.743], edge -34.50 [-37.18, -31.82]; Hands
  per seat 49 against the hunters' 23. Decision time, CPU: p99 455 ms, max 936 ms (wall
  clock p99 1.10 s, max 14.0 s: the load); 21059 decisions, 45 minutes for the figure.
* ``ceiling_vs_hunter_saudi``: 0.655 [0.613, 0.697], edge -33.90 [-36.99, -30.81]; Hands
  per seat 49 against the hunters' 2 (the hunter never holds under the rising threshold).
  CPU p99 456 ms, max 995 ms (wall p99 806 ms, max 1.74 s); 22274 decisions, 41 minutes.
* ``ceiling_vs_rusher_hand``: 0.782 [0.742, 0.823], edge -39.68 [-42.28, -37.08]; Hands
  per seat 47 against the rushers' 1. CPU p99 343 ms, max 665 ms (wall p99 467 ms, max
  2.58 s); 21176 decisions, 19 minutes (a quieter machine).
* ``ceiling_vs_reader_hand``: 0.675 [0.632, 0.718], edge -32.65 [-35.35, -29.95]; Hands
  per seat 44 against the readers' 3.7. CPU p99 438 ms, max 1040 ms (wall p99 676 ms, max
  3.28 s); 21089 decisions, 24 minutes.

For comparison, the Hard that ships on the same 400 deals (``--figures hard_vs_hunter_hand
--hard time_cap_s=60``): 0.260 [0.231, 0.289], edge +0.43 [-1.72, +2.59], Hands 30 against
30.7; its CPU p99 427 ms. Not measured in that session for want of time:
``ceiling_vs_sparring_hand``, ``ceiling_vs_medium_hand`` (both measured later, below),
and the true-style variant ``ceiling_true_vs_hunter_hand`` (its playouts run the hunter's own Hand-chance sampling at every turn: about 55 s of CPU
a deal of 4 matches and a CPU p99 of 3.5 s a decision, in a 4-match try, so a 400-match
figure would take about 1.5 hours of one core).

Where the ceiling's edge comes from (ninth session; 100 matches, seed 1, ``--figures
F --matches 100 --seed 1 --jobs 1``, the machine quiet): the same bot, the same search
(one playout a candidate), knowing less (``knows``):

* ``ceiling_hands_vs_hunter_hand`` (``Knows.HANDS``: every hand, the stock shuffled at
  each decision): 0.040 [0.003, 0.077], edge +34.86 [+28.10, +41.63] a round: worse
  than Hard by far;
* ``ceiling_fair_vs_hunter_hand`` (``Knows.NONE``: a world sampled as Hard samples
  them): 0.020 [-0.007, 0.047], edge +43.79 [+38.13, +49.45].

Without the stock's order, one playout a candidate picks whichever candidate's draws
happened to be luckiest, and knowing every hand does not save it: the ceiling's whole
edge is knowing what will be drawn, which no player at a real table can. What knowing
the hands is worth to Hard's own search (``InformedHard``: its open-or-hold search deals
its worlds with the true hands, the stock shuffled per world, as many worlds as Hard
(12 then), nothing else changed), ``informed_vs_hunter_hand``, 400 matches, seed 1
(``--hard time_cap_s=60``):
0.292 [0.262, 0.323], edge -0.15 [-2.09, +1.79], Hands 23 against 31.3 (the same deals:
Hard 0.260 [0.231, 0.289]); CPU p99 398 ms. Even perfect reading of the other hands
lifts Hard about 3 points of match-win share, to just under 30%.
(``benchmarks/diag_worlds.py``, the two searches side by side on 104 open-or-hold
decisions, 12 deals against hunters, seed 3: they agree on 67%; the sampled search holds
in 55% of them, the informed one in 61%; the sampled hands of unopened opponents leave
as many cards loose as the true ones (-0.02 [-0.47, +0.43]), opened opponents' true
hands 0.40 [0.30, 0.51] cards more.)

The two left out above, measured in the ninth session (400 matches, seed 1, ``--jobs 1``
each, the machine otherwise quiet): ``ceiling_vs_sparring_hand`` 0.745 [0.700, 0.790],
edge -37.44 [-39.94, -34.95], Hands per seat 45 against 3.7, CPU p99 506 ms, max 1.09 s, 22
minutes; ``ceiling_vs_medium_hand`` 0.550 [0.508, 0.592], edge -18.87 [-21.74, -16.01],
Hands 30 against 1.7, CPU p99 506 ms, max 1.03 s, 25 minutes. Against Medium it gains
least: its playouts model the others as ``SHARP``, and Medium's noise makes them draw and
take other cards than modelled, so knowing the stock tells it less about its own draws.

The perfect-information bot clears 30% against the hunter (the style Hard scores
lowest against), the low end well above 25%, in Hand and in Saudi Hand.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import Enum

from hand_desktop.core.actions import Action, Discard, Draw, DrawSource, token_of
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.bots.policy import SHARP, PolicyBot, Style
from hand_desktop.core.bots.search import determinize, outcome, playout
from hand_desktop.core.cards import Card
from hand_desktop.core.conditions import double_joker_hand, hand_still_possible
from hand_desktop.core.match import Match
from hand_desktop.core.melds import Meld
from hand_desktop.core.round import Round
from hand_desktop.core.rules import RuleError
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView


class Knows(Enum):
    """What the bot's playouts start from (the decomposition of the ceiling's edge)."""

    ALL = "all"  # the true round: every hand and the stock's order (the ceiling)
    HANDS = "hands"  # the true hands, the stock (and a reshuffle's luck) shuffled per decision
    NONE = "none"  # a world sampled from what the seat sees, as Hard's search samples (fair)


@dataclass(frozen=True)
class Candidate:
    """An action to try, and the plans the seat may play on with after it (the best counts)."""

    action: Action
    plans: tuple[Style, ...]


class CeilingBot(HardBot):
    """Hard with perfect information (see the module's docstring)."""

    level = "ceiling"

    def __init__(self, seed: int = 0, *, true_styles: Sequence[Style] | None = None,
                 knows: Knows = Knows.ALL, worlds: int = 1) -> None:
        super().__init__(seed)
        self.knows = knows
        # Worlds a candidate is scored on (its mean): one where the world is the true round;
        # more, when what the seat does not know is dealt anew for each (``knows``).
        self.worlds = worlds if knows is not Knows.ALL else 1
        self.match: Match | None = None
        # Per seat, the style the opponents are played out with (None: SHARP for all).
        self.true_styles = tuple(true_styles) if true_styles is not None else None
        self.playouts = 0  # rounds played out (for tests and the benchmark)

    def watch(self, match: Match) -> None:
        """Let the bot see the true state of ``match`` (the benchmark's game loop calls it)."""
        self.match = match

    # ------------------------------------------------------------------ the true world

    def world(self, view: PlayerView) -> Round:
        """A copy of the round being played, as it really is (``Knows.ALL``), or with what
        the seat may not know sampled (``knows``)."""
        if self.knows is Knows.NONE:
            return determinize(view, self.memory, self.rng, self.read)
        if self.match is None:
            raise ValueError("the ceiling bot plays only where it can see the match (watch)")
        if self.knows is Knows.HANDS:
            return true_hands(self.match, self.rng)
        return self.match.round.copy()

    def plans(self, view: PlayerView) -> tuple[Style, ...]:
        """The plans the seat may go on with: unopened, "hunt" and "open" (in that order:
        ``score``); opened, one."""
        if view.opened[view.seat]:
            return (self.opener,)
        return (self.hunter, self.opener)

    def best(self, view: PlayerView, candidates: Sequence[Candidate]) -> int:
        """The index of the candidate whose best plan leaves the best outcome: in the true
        round, or on average over ``worlds`` worlds (the same worlds for every candidate)."""
        scores = [0.0] * len(candidates)
        for _ in range(self.worlds):
            world = self.world(view)
            base_seed = self.rng.getrandbits(32)
            for i, cand in enumerate(candidates):
                scores[i] += self.score(world, view, cand, base_seed)
        self.searches += 1
        return min(range(len(candidates)), key=lambda i: (scores[i], i))

    def score(self, world: Round, view: PlayerView, cand: Candidate, seed: int) -> float:
        """The best ``outcome`` over the candidate's plans.

        The plans ("hunt" first, then "open") differ only where the seat would hunt
        (``PolicyBot.hunting``): if the "hunt" playout never hunted, the "open" playout is
        exactly the same (the bots are deterministic and the cards known), and is not
        played again.
        """
        best = float("inf")
        for plan in cand.plans:
            result, hunted = self.play(world, view, cand.action, plan, seed)
            best = min(best, result)
            if not hunted:
                break
        return best

    def play(self, world: Round, view: PlayerView, action: Action, plan: Style,
             seed: int) -> tuple[float, bool]:
        """``outcome`` of playing ``action`` then the round out, the seat on ``plan``; and
        whether the seat ever considered hunting the Hand on the way."""
        rnd = world.copy()
        try:
            rnd.apply(action)
        except RuleError:
            return float("inf"), False
        n = view.players
        styles = self.true_styles or (SHARP,) * n
        bots = [PolicyBot(seed + s, styles[s], cache=self.cache) for s in range(n)]
        me = PlanBot(seed + view.seat, plan, cache=self.cache)
        # The seat plays on remembering what it saw so far (the opponents' seats know no more
        # than Hard's worlds give them: they start fresh, as in ``search.play_worlds``).
        me.memory = self.memory.copy()
        bots[view.seat] = me
        self.playouts += 1
        points = playout(rnd, bots)
        return outcome(points or [0] * n, view), me.hunted


    # ------------------------------------------------------------------ the decisions searched

    def draw(self, view: PlayerView) -> Action:
        stock = Draw(view.seat, DrawSource.STOCK)
        fire = Draw(view.seat, DrawSource.FIRE)
        if view.fire_top is None or self.world(view).check(fire) is not None:
            return super().draw(view)
        plans = self.plans(view)
        pick = self.best(view, [Candidate(stock, plans), Candidate(fire, plans)])
        return (stock, fire)[pick]

    def wait_for_hand(self, view: PlayerView, melds: Sequence[Meld], left: Sequence[Card]) -> bool:
        """Open now, or hold with one of the discards? Every round (Saudi's rising ones too)."""
        if view.must_open or view.phase is not Phase.PLAY or not self.huntable(len(left)):
            return False
        holds = self.discards(view)
        lay = self.lay(view, melds)
        cands = [Candidate(lay, (self.opener,))] + [Candidate(d, (self.hunter, self.opener))
                                                     for d in holds]
        pick = self.best(view, cands)
        if pick == 0:
            return False
        self.held = cands[pick].action
        return True

    def discard(self, view: PlayerView, look_ahead: bool = True) -> Action | None:
        held, self.held = self.held, None
        if held is not None:
            return held
        hand = list(view.hand)
        untouched = hand_still_possible(view.laid_earlier[view.seat], view.touched_other)
        if double_joker_hand(hand, view.rules, view.phase, untouched):
            return super().discard(view, look_ahead)
        options = self.discards(view)
        if len(options) < 2:
            return super().discard(view, look_ahead)
        plans = self.plans(view)
        return options[self.best(view, [Candidate(d, plans) for d in options])]

    def discards(self, view: PlayerView) -> list[Discard]:
        """One discard of each kind of card the seat may throw (two copies play alike)."""
        kinds: dict[object, Card] = {}
        for card in view.hand:
            if card not in view.locked:
                kinds.setdefault(card.kind, card)
        return [Discard(view.seat, (token_of(c),)) for c in kinds.values()]


class InformedHard(HardBot):
    """Hard whose search deals its worlds with the TRUE hands (the stock still shuffled
    per world): what perfect reading of the other hands is worth to Hard's own search."""

    level = "informed"

    def __init__(self, seed: int = 0, **setting: object) -> None:
        super().__init__(seed, **setting)  # type: ignore[arg-type]
        self.match: Match | None = None

    def watch(self, match: Match) -> None:
        self.match = match

    def sampler(self, view: PlayerView) -> Callable[[random.Random], Round]:
        match = self.match
        if match is None:
            raise ValueError("the informed bot plays only where it can see the match (watch)")

        return lambda rng: true_hands(match, rng)


def true_hands(match: Match, rng: random.Random) -> Round:
    """A copy of the round being played with its true hands, the stock's order (and the
    luck of a reshuffle) dealt anew from ``rng``: what reading every hand, and no more,
    would tell."""
    rnd = match.round.copy()
    rng.shuffle(rnd.stock)
    rnd.rng = random.Random(rng.getrandbits(32))
    return rnd


class PlanBot(PolicyBot):
    """The seat's own plan in a playout; notes whether hunting ever came into play."""

    hunted = False

    def hunting(self, view: PlayerView, left: int) -> bool:
        found = super().hunting(view, left)
        self.hunted = self.hunted or found
        return found


__all__ = ["Candidate", "CeilingBot", "InformedHard", "Knows", "PlanBot", "true_hands"]
