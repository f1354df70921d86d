"""Determinized Monte Carlo: sample the hidden cards, play the round out, compare moves.

``determinize(view, memory, rng)`` builds a ``Round`` that agrees with
everything the seat can see: its hand, the table, the fire pile, every
player's card count, the stock's size, who opened, the turn so far. The
cards it cannot see (106 minus its hand, the table and the fire pile) are
dealt at random to the other hands and the stock; a card the seat saw
another player take from the fire pile, and has not seen since, goes to that
player's hand.

``play_worlds(view, candidates, ...)`` tries each candidate action in the same
sampled worlds (common random numbers) and plays each world to the end of the
round with the noise-free policy (``SHARP``) in every seat (the seat itself may
play on with a given plan, such as hunting a Hand). A candidate's score is the
mean ``outcome`` of its worlds, lower is better: in a match, minus the chance of
winning it from the totals the round leaves; for a round on its own, the seat's
points minus its opponents' mean (team points with partners). The work is
capped by a number of worlds and by a deadline.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Sequence

from hand_desktop.core import solver
from hand_desktop.core.actions import Action
from hand_desktop.core.bots.analysis import SolverCache
from hand_desktop.core.bots.card_memory import Memory
from hand_desktop.core.bots.policy import SHARP, PolicyBot, Style
from hand_desktop.core.cards import ALL_CARDS, Card
from hand_desktop.core.conditions import opening_allowed_yet
from hand_desktop.core.round import Round
from hand_desktop.core.rules import RuleError
from hand_desktop.core.turn import Phase, TurnState
from hand_desktop.core.view import PlayerView, view_for

MAX_ROLLOUT_ACTIONS = 1500


def determinize(view: PlayerView, memory: Memory | None, rng: random.Random,
                read: float = 0.0, implausible: float | None = None) -> Round:
    """A full round consistent with ``view`` (hidden cards sampled).

    With ``read`` > 0 (and a memory), the cards are not dealt uniformly: each
    other hand draws its cards weighted by ``exp(read * interest)`` of what that
    seat seems to collect (``Memory.interest``): the neighbours of what it took
    from the fire pile are likelier in its hand, what it threw or let pass less.
    With ``implausible`` (a chance, and ``read`` > 0), a hand its player would not be
    holding as it plays (``plausible``) is dealt again, up to ``PLAUSIBLE_TRIES``
    times, unless kept with that chance (a player may hold an opening for a Hand).
    """
    seen: set[Card] = set(view.hand) | set(view.fire)
    for meld in view.table:
        seen.update(meld.cards)
    unseen = [c for c in ALL_CARDS if c not in seen]
    rng.shuffle(unseen)
    if read > 0.0 and memory is not None:
        return _weighted_world(view, memory, rng, unseen, read, implausible)
    free = set(unseen)
    hands: list[list[Card]] = []
    for seat in range(view.players):
        if seat == view.seat:
            hands.append(list(view.hand))
            continue
        hand: list[Card] = []
        if memory is not None:
            for card in memory.taken_by(seat):
                if card in free and len(hand) < view.hand_counts[seat]:
                    hand.append(card)
                    free.discard(card)
        hands.append(hand)
    rest = [c for c in unseen if c in free]
    i = 0
    for seat in range(view.players):
        if seat == view.seat:
            continue
        need = view.hand_counts[seat] - len(hands[seat])
        hands[seat].extend(rest[i:i + need])
        i += need
    stock = rest[i:]
    return round_from_view(view, hands, stock, random.Random(rng.getrandbits(32)))


def _weighted_world(view: PlayerView, memory: Memory, rng: random.Random,
                    unseen: list[Card], read: float, implausible: float | None) -> Round:
    """``determinize`` with each hand's hidden cards drawn by weight (Efraimidis-Spirakis keys)."""
    free = set(unseen)
    hands: list[list[Card]] = [list(view.hand) if s == view.seat else [] for s in range(view.players)]
    for seat in range(view.players):
        if seat == view.seat:
            continue
        for card in memory.taken_by(seat):  # seen going into this hand, not seen since
            if card in free and len(hands[seat]) < view.hand_counts[seat]:
                hands[seat].append(card)
                free.discard(card)
    for seat in range(view.players):
        if seat == view.seat:
            continue
        need = view.hand_counts[seat] - len(hands[seat])
        if need <= 0:
            continue
        interest = memory.interest(seat)
        pool = [c for c in unseen if c in free]
        weights = [math.exp(read * max(-3.0, min(3.0, interest[c.kind_id]))) for c in pool]
        for _ in range(PLAUSIBLE_TRIES):
            # The largest u ** (1 / w) are a weighted sample without replacement; compare logs.
            keyed = sorted(range(len(pool)), key=lambda i: math.log(rng.random() or 1e-12)
                           / weights[i], reverse=True)
            chosen = [pool[i] for i in keyed[:need]]
            if implausible is None or rng.random() < implausible or plausible(
                    view, seat, hands[seat] + chosen):
                break
        hands[seat].extend(chosen)
        free.difference_update(chosen)
    stock = [c for c in unseen if c in free]
    return round_from_view(view, hands, stock, random.Random(rng.getrandbits(32)))


PLAUSIBLE_TRIES = 6


def plausible(view: PlayerView, seat: int, hand: Sequence[Card]) -> bool:
    """Could ``seat`` hold ``hand`` as it has played so far?

    A closed player that has had a turn since openings were allowed did not open:
    its hand (every card of it was there at its last turn) cannot make the opening
    (under a rising threshold the value needed now, at least what it needed then: a
    looser test). An opened player lays what it can: with four cards or more it holds
    no whole meld.
    """
    low = view.rules.low_ace_value
    if not view.opened[seat]:
        had_turn = opening_allowed_yet(view.rules, view.discards - view.players)
        return not had_turn or solver.best_opening_value(hand, low) < view.required_opening
    return len(hand) < 4 or solver.most_melded(hand, low) == 0


def playout(rnd: Round, bots: Sequence[PolicyBot]) -> list[int] | None:
    """Play ``rnd`` to its end; the points per seat, or None if it would not end."""
    for _ in range(MAX_ROLLOUT_ACTIONS):
        if rnd.phase is Phase.OVER:
            assert rnd.result is not None
            return rnd.result.points
        seat = rnd.turn
        rnd.apply(bots[seat].choose(view_for(rnd, seat)))
    return None


def outcome(points: Sequence[int], view: PlayerView) -> float:
    """How good a round's end is for the seat: lower is better.

    In a match, minus the chance (in percent) of winning the match from the totals
    this round leaves: a match is won by the lowest total, not by points, and
    with four players that rewards a gamble a points count would refuse. On its
    own, a round is judged by points relative to the opponents.
    """
    partners = view.rules.partners
    if view.rounds_left is None:
        return relative_points(points, view.seat, partners)
    n = view.players
    totals = [view.scores[s] + points[s] for s in range(n)]
    me = view.seat
    if partners:
        totals = [totals[0] + totals[2], totals[1] + totals[3]]
        me = view.seat % 2
    return -100.0 * match_win_chance(totals, me, view.rounds_left, TEAM_SPREAD if partners else SPREAD)


# The spread (standard deviation) of one round's points, measured over bot rounds of
# four-player Hand: for one player, and for a team of two.
SPREAD = 44.0
TEAM_SPREAD = 60.0
_GRID = [i / 5.0 for i in range(-25, 26)]  # standard normal values, -5 .. 5
_WEIGHTS = [math.exp(-z * z / 2.0) for z in _GRID]
_TOTAL_WEIGHT = sum(_WEIGHTS)


def match_win_chance(totals: Sequence[float], me: int, rounds_left: int, spread: float) -> float:
    """The chance that ``me`` ends the match with the lowest total.

    Each total moves by independent normal noise over the rounds left (a tenth of
    a round is added, so that the last round is not a hard 0-or-1 step: a smoother
    measure separates moves in fewer sampled worlds).
    """
    scale = spread * math.sqrt(rounds_left + 0.1)
    gaps = [(totals[j] - totals[me]) / scale for j in range(len(totals)) if j != me]
    total = 0.0
    for z, w in zip(_GRID, _WEIGHTS, strict=True):
        # P(every other total ends above mine | my noise is z)
        p = w
        for gap in gaps:
            p *= 0.5 * math.erfc((z - gap) / math.sqrt(2.0))
        total += p
    return total / _TOTAL_WEIGHT


def relative_points(points: Sequence[int], seat: int, partners: bool) -> float:
    """The seat's (team's) points minus its opponents' mean: lower is better."""
    n = len(points)
    if partners:
        mine = points[seat] + points[(seat + 2) % n]
        theirs = points[(seat + 1) % n] + points[(seat + 3) % n]
        return float(mine - theirs)
    others = [p for s, p in enumerate(points) if s != seat]
    return points[seat] - sum(others) / len(others)


def play_worlds(
    view: PlayerView,
    candidates: Sequence[Action],
    memory: Memory | None,
    rng: random.Random,
    worlds: int,
    deadline: float,
    cache: SolverCache | None = None,
    plans: Sequence[Style] | None = None,
    read: float = 0.0,
    players_style: Style = SHARP,
    sample: Callable[[random.Random], Round] | None = None,
    implausible: float | None = None,
) -> list[list[float]]:
    """Each candidate's ``outcome`` in each sampled world: one list per world played.

    Every candidate is played in the same worlds; a world is kept only once
    all candidates have been played in it (so they stay comparable).
    ``plans`` gives, per candidate, the style the seat itself plays on with
    (for instance, holding its hand closed for a Hand); the others play
    ``players_style`` (``SHARP`` unless told). ``read`` weights the sampled hands
    by what the memory says each seat collects (``determinize``); ``sample`` deals
    the worlds instead, when given (a benchmark's bot that knows more).
    """
    played: list[list[float]] = []
    cache = cache or SolverCache()
    for _ in range(worlds):
        if time.perf_counter() > deadline:
            break
        world_seed = rng.getrandbits(32)
        world_rng = random.Random(world_seed)
        base = (sample(world_rng) if sample
                else determinize(view, memory, world_rng, read, implausible))
        results: list[float] = []
        for i, action in enumerate(candidates):
            rnd = _copy(base, world_seed)
            try:
                rnd.apply(action)
            except RuleError:
                results.append(float("inf"))
                continue
            bots = [PolicyBot(world_seed + s, players_style, cache=cache) for s in range(view.players)]
            if plans is not None:
                bots[view.seat] = PolicyBot(world_seed + view.seat, plans[i], cache=cache)
            points = playout(rnd, bots)
            # A round that would not end is scored as a no-contest.
            results.append(outcome(points or [0] * view.players, view))
            if time.perf_counter() > deadline and i < len(candidates) - 1:
                break
        if len(results) < len(candidates):
            break
        played.append(results)
    return played


def means(worlds: Sequence[Sequence[float]], candidates: int) -> list[float]:
    """Each candidate's mean outcome over the worlds ``play_worlds`` played (0 without any)."""
    if not worlds:
        return [0.0] * candidates
    return [sum(world[i] for world in worlds) / len(worlds) for i in range(candidates)]


def _copy(rnd: Round, seed: int) -> Round:
    """An independent copy of a freshly determinized round (same reshuffle luck per world)."""
    other = Round(
        rnd.rules, rnd.players, rnd.dealer, [list(h) for h in rnd.hands], list(rnd.stock),
        list(rnd.fire), turn=rnd.turn, phase=rnd.phase, table=list(rnd.table),
        opened=list(rnd.opened), last_opening=rnd.last_opening, reshuffles=rnd.reshuffles,
        discards=rnd.discards, rng=random.Random(seed),
    )
    other.laid_earlier = list(rnd.laid_earlier)
    other.turn_state = rnd.turn_state.copy()
    return other




def round_from_view(
    view: PlayerView, hands: list[list[Card]], stock: list[Card], rng: random.Random
) -> Round:
    """A full round consistent with ``view``, its hidden cards filled in by the caller.

    For determinized search: ``hands`` must hold the viewer's own hand at its
    seat and sampled cards of the right counts elsewhere; ``stock`` the rest
    (top last). What the viewer did this turn carries over.
    """
    rnd = Round(
        view.rules, view.players, view.dealer, hands, stock, list(view.fire), turn=view.turn,
        phase=view.phase, table=list(view.table), opened=list(view.opened),
        last_opening=view.last_opening, reshuffles=view.reshuffles, discards=view.discards, rng=rng,
    )
    rnd.laid_earlier = list(view.laid_earlier)
    if view.my_turn:
        rnd.turn_state = TurnState(
            fire_card=view.fire_card_taken,
            laid=list(view.laid_this_turn),
            touched_other=view.touched_other,
            opened_now=False,
            waived=view.waived,
        )
    return rnd


__all__ = ["determinize", "means", "play_worlds", "match_win_chance", "outcome", "playout", "round_from_view", "relative_points"]
