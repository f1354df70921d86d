"""What the policy's discard weights are worth: paired rollouts in the true round.

    uv run python benchmarks/diag_discard_fit.py --deals 6000 --seed 11 --jobs 2 \\
        --try w_value_unopened=0.45 --try read_next=0.25

One style (``--tested``, a style of ``benchmarks/sparring.py`` or a variant of one) sits
in one seat against three ``--others``; the seat goes round the table deal by deal. At
each of its discards where it throws the card its keep scores put first, the round (and
every bot) is copied twice: one copy throws that card, the other a card picked at random
among the next two of the keep order, and both play the round out. Both copies draw from
the same stock, so most of the luck of the cards cancels in the difference of the seat's
points (its points minus its opponents' mean). Nothing here plays at a table: copying
the true round is a measurement, which a bot could not do.

It prints ``NAME VALUE UNIT`` lines:

* ``discard_pairs``: the decisions measured; ``discard_second_choice_cost``: how many
  points a round throwing the alternative cost against the policy's card, with its 95%
  interval (positive: the policy's first choice was the better one);
* ``discard_fit_<field>``: a least-squares fit of that difference on the difference of
  the two cards' keep-score terms (``FIELDS``: each ``Style`` weight times what it
  multiplies), divided by the fit's scale (points a round per keep-score point, from the
  outs' two weights, which the keep scores count 1 each). A weight that is right fits
  near its own value;
* ``discard_try_<field>=<value>_gain`` (``--try``, several allowed): the points a decision
  the style would gain with that weight, read off the same pairs (it throws the
  alternative where the changed keep scores rank it first, and the pair says what that
  throw was worth), with its interval and ``_flips``, the share of decisions it changes;
* ``discard_heldout_gain``: a policy that throws the alternative wherever the fit, made on
  half the pairs, says it is better, scored on the other half (the halves swapped and
  averaged, five random splits): what a linear reweighting of these terms, learned from
  the pairs, is worth; ``discard_heldout_gain_context`` the same with terms the keep
  score does not have (``CONTEXT``: the weights as they might change with the stage of
  the round), the first thing a learned policy would try.

Measured 2026-12-04 (seventeenth session, issue 30), the bare hunter with the lighter
reading against three hunters, Hand, ``--deals 6000 --seed 12`` (21 minutes on 2 cores):
36393 decisions; throwing the second or third card costs 1.60 [1.18, 2.02] points a
decision; the fit's scale 1.27 points a keep point; the weights fit as ``w_set`` 0.92 and
``w_run`` 1.08 (+/- 0.24; the style 1.0), ``w_penalty_opened`` 0.52 +/- 0.18 (0.3),
``w_value_unopened`` 0.09 +/- 0.11 (0.3), ``read_next`` 0.11 +/- 0.59 (0.75), the rest too
loose to say. Thirteen single changes (``--try``, among them each of those weights moved
to where it fits) gain between -0.05 and +0.07 points a decision, none beyond its
interval, changing 0 to 5% of the discards; the reweighting learned on half the pairs
gains +0.02 (sd 0.07) on the other half. ``--seed 14``: the reweighting -0.06 (sd 0.08),
with the context terms -0.15 (sd 0.15). Saudi, ``--deals 4000 --seed 13 --variant saudi``:
the same picture (``docs/STRENGTH.md``, seventeenth session).
"""

from __future__ import annotations

import argparse
import copy
import math
import multiprocessing
import random
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from playing import play_out, turns
from sparring import SparringBot, make_sparring

from hand_desktop.core.actions import Discard, token_of
from hand_desktop.core.bots.analysis import card_value, fits_meld, frees_joker, partial_outs
from hand_desktop.core.bots.card_memory import live_counts, unseen_counts
from hand_desktop.core.bots.policy import LONE_VALUE, Style
from hand_desktop.core.bots.search import relative_points
from hand_desktop.core.cards import Card, penalty_value
from hand_desktop.core.round import Phase, Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.view import PlayerView, view_for

ALTERNATIVES = 2  # the alternative is one of this many cards after the policy's first
# The Style weights of a loose card's keep score, in the order of ``terms``.
FIELDS = ("w_set", "w_run", "w_penalty_opened", "w_value_unopened", "w_table_fit",
          "w_free_joker", "w_feed", "read_next")
SCALE_FIELDS = ("w_set", "w_run")  # weights of 1.0 in the styles measured: they set the scale


@dataclass(frozen=True)
class Pair:
    diff: float  # the seat's points throwing the alternative minus throwing the policy's card
    delta: tuple[float, ...]  # the alternative's terms minus the policy card's (``FIELDS``)
    gap: float  # the alternative's keep score minus the policy card's (>= 0)
    context: tuple[float, ...] = ()  # the alternative's ``context_terms`` minus the policy card's


def terms(bot: SparringBot, view: PlayerView, hand: Sequence[Card], card: Card) -> tuple[float, ...]:
    """What each of ``FIELDS`` multiplies in the keep score of ``card``, a loose natural card
    (in no meld of the best opening): ``sum(weight * term)`` is its keep score. A reading
    style (``read_next`` above 0) is assumed, as every style of the field is."""
    style = bot.style
    unseen = live_counts(view, bot.memory) if style.live_outs else unseen_counts(view)
    rest = [c for c in hand if c.kind_id != card.kind_id]
    outs = partial_outs(card, rest, unseen)
    # (``keep_scores`` also asks that the twin is in no meld: ``measured`` leaves such cards out.)
    factor = style.duplicate_factor if card.twin in set(hand) else 1.0
    opened = view.opened[view.seat]
    pen = penalty_value(card, view.rules.joker_penalty)
    nxt = (view.seat + 1) % view.players
    close = 1.5 if view.hand_counts[nxt] <= 4 else 1.0
    feed = 0.0
    if view.opened[nxt]:
        feed += any(fits_meld(card, m) for m in view.table)
        if style.guard_jokers:
            feed += any(frees_joker(card, m, ()) for m in view.table)
    unopened = 0.0 if opened else 1.0
    return (
        outs.set_outs * factor,
        outs.run_outs * factor,
        -bot.urgency(view) * pen if opened else 0.0,
        unopened * card_value(card) * (1.0 if outs.partners else LONE_VALUE),
        unopened * any(fits_meld(card, m) for m in view.table),
        unopened * any(frees_joker(card, m, rest) for m in view.table),
        feed * close,
        bot.memory.interest(nxt)[card.kind_id] * close,
    )


CONTEXT = ("penalty_while_calm", "outs_while_urgent", "outs_early", "value_short_of_opening",
           "partnered_unopened", "read_next_closed", "penalty_unopened", "own_kind_unseen",
           "run_end_rank")


def context_terms(bot: SparringBot, view: PlayerView, hand: Sequence[Card], card: Card,
                  ) -> tuple[float, ...]:
    """Terms the keep score does not have (``CONTEXT``), for the learned reweighting to try:
    the weights of the policy's terms as they might change with the stage of the round."""
    unseen = live_counts(view, bot.memory)
    rest = [c for c in hand if c.kind_id != card.kind_id]
    found = partial_outs(card, rest, unseen)
    outs = found.set_outs + found.run_outs
    opened = view.opened[view.seat]
    urgency = bot.urgency(view)
    pen = penalty_value(card, view.rules.joker_penalty)
    nxt = (view.seat + 1) % view.players
    short = 0.0
    if not opened:
        reached = bot.cache.opening_value(list(hand), view.rules.low_ace_value)
        short = max(0, view.required_opening - reached) / 51.0
    return (
        pen * (1.0 - urgency) if opened else 0.0,
        outs * urgency if opened else 0.0,
        outs * min(1.0, view.stock_size / 50.0),
        card_value(card) * short,
        0.0 if opened else float(found.partners > 0),
        0.0 if view.opened[nxt] else bot.memory.interest(nxt)[card.kind_id],
        0.0 if opened else float(pen),
        float(unseen[card.kind_id]),
        float(card.rank in (1, 2, 13)),
    )


def keep_of(style: Style, values: Sequence[float]) -> float:
    return sum(getattr(style, f) * v for f, v in zip(FIELDS, values, strict=True))


def outcome(rnd: Round, bots: list[SparringBot], seat: int) -> float:
    """The round played to its end by ``bots``: ``seat``'s points minus its opponents' mean."""
    return relative_points(play_out(rnd, bots), seat, False)


def throw_and_play(rnd: Round, bots: list[SparringBot], view: PlayerView, card: Card) -> float:
    """A copy of the round and bots in which the seat to move throws ``card``, played out."""
    rnd, bots = copy.deepcopy((rnd, bots))
    bot = bots[view.seat]
    bot.memory.observe(view)  # as ``PolicyBot.choose`` does around its discard
    bot.memory.left_turn(view.fire + (card,), view.discards + 1)
    rnd.apply(Discard(view.seat, (token_of(card),)))
    return outcome(rnd, bots, view.seat)


def measured(bot: SparringBot, view: PlayerView, chosen: Card, rng: random.Random,
             rnd: Round, bots: list[SparringBot]) -> Pair | None:
    """The pair for a discard of ``chosen`` (``bot`` has seen ``view``), or None when the
    policy threw something its keep scores alone would not (a Hand hunt's planned throw), or
    a card outside ``terms`` is involved."""
    hand = list(view.hand)
    scores = bot.keep_scores(view, hand)
    choices: dict[object, Card] = {}
    for card in hand:
        if card not in view.locked:
            choices.setdefault(card.kind, card)
    order = sorted(choices.values(), key=lambda c: scores[c])
    if len(order) < 2 or order[0].kind != chosen.kind:
        return None
    alternative = rng.choice(order[1:1 + ALTERNATIVES])
    best = bot.cache.best_opening(hand, view.rules.low_ace_value)
    melded = {c for m in best.melds for c in m.cards} if best else set()
    if any(c.is_joker or c in melded or c.twin in melded for c in (chosen, alternative)):
        return None
    diff = throw_and_play(rnd, bots, view, alternative) - throw_and_play(rnd, bots, view, chosen)
    return Pair(diff, difference(terms, bot, view, hand, chosen, alternative),
                scores[alternative] - scores[chosen],
                difference(context_terms, bot, view, hand, chosen, alternative))


def difference(read: Callable[[SparringBot, PlayerView, Sequence[Card], Card], tuple[float, ...]],
               bot: SparringBot, view: PlayerView, hand: Sequence[Card], chosen: Card,
               alternative: Card) -> tuple[float, ...]:
    """``read``'s terms of ``alternative`` minus those of ``chosen``."""
    mine, theirs = read(bot, view, hand, chosen), read(bot, view, hand, alternative)
    return tuple(b - a for a, b in zip(mine, theirs, strict=True))


Job = tuple[str, str, str, int, int]


def deal_pairs(job: Job) -> list[Pair]:
    """The pairs of one deal, the tested style in seat ``deal % 4``."""
    tested, others, variant, seed, deal = job
    rules = Rules(variant=Variant(variant))
    seat = deal % 4
    rnd = Round.deal(rules, 4, (deal // 4) % 4, random.Random(seed * 1_000_003 + deal))
    bots = [make_sparring(tested if s == seat else others, seed * 7_919 + deal * 4 + s)
            for s in range(4)]
    rng = random.Random(seed * 31 + deal)
    pairs: list[Pair] = []
    for turn in turns(rnd):
        view = view_for(rnd, turn)
        if turn != seat or view.phase not in (Phase.PLAY, Phase.FIRST_DISCARD):
            rnd.apply(bots[turn].choose(view))
            continue
        # Choosing changes only the seat's own bot (its memory), not the round or the others.
        unasked = copy.deepcopy(bots[turn])
        action = bots[turn].choose(view)
        if isinstance(action, Discard) and len(action.cards) == 1:
            probe = copy.deepcopy(unasked)
            probe.memory.observe(view)
            chosen = next(c for c in view.hand if token_of(c) == action.cards[0])
            before = bots[:turn] + [unasked] + bots[turn + 1:]
            pair = measured(probe, view, chosen, rng, rnd, before)
            if pair is not None:
                pairs.append(pair)
        rnd.apply(action)
    return pairs


# --------------------------------------------------------------------------- the fit


def solve(a: list[list[float]], b: list[float]) -> list[float]:
    """``a x = b`` by Gaussian elimination with partial pivoting; a column with no pivot
    (a term that never varied) gets 0."""
    n = len(b)
    m = [row[:] + [b[i]] for i, row in enumerate(a)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(m[r][col]))
        if abs(m[pivot][col]) < 1e-12:
            continue
        m[col], m[pivot] = m[pivot], m[col]
        for r in range(n):
            if r != col and m[r][col]:
                f = m[r][col] / m[col][col]
                m[r] = [x - f * y for x, y in zip(m[r], m[col], strict=True)]
    return [m[i][n] / m[i][i] if abs(m[i][i]) >= 1e-12 else 0.0 for i in range(n)]


def normal_equations(rows: Sequence[Sequence[float]], ys: Sequence[float],
                     ) -> tuple[list[list[float]], list[float]]:
    """``X'X`` and ``X'y`` of the rows: the least-squares coefficients solve ``X'X b = X'y``."""
    k = len(rows[0])
    xtx = [[0.0] * k for _ in range(k)]
    xty = [0.0] * k
    for x, y in zip(rows, ys, strict=True):
        for i in range(k):
            if x[i]:
                xty[i] += x[i] * y
                for j in range(k):
                    xtx[i][j] += x[i] * x[j]
    return xtx, xty


def least_squares(rows: Sequence[Sequence[float]], ys: Sequence[float],
                  ) -> tuple[list[float], list[float]]:
    """Coefficients of ``ys`` on ``rows`` (no intercept) and their 95% half-widths."""
    k = len(rows[0])
    xtx, xty = normal_equations(rows, ys)
    beta = solve(xtx, xty)
    fitted = [sum(b * v for b, v in zip(beta, x, strict=True)) for x in rows]
    residual = sum((y - f) ** 2 for y, f in zip(ys, fitted, strict=True))
    s2 = residual / max(1, len(ys) - k)
    half = []
    for i in range(k):  # the diagonal of the inverse, one column at a time
        unit = [1.0 if j == i else 0.0 for j in range(k)]
        half.append(1.96 * math.sqrt(max(0.0, s2 * solve(xtx, unit)[i])))
    return beta, half


def mean_interval(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    m = sum(values) / n
    sd = math.sqrt(sum((v - m) ** 2 for v in values) / max(1, n - 1))
    return m, 1.96 * sd / math.sqrt(n)


def try_change(pairs: Sequence[Pair], style: Style, changed: Style) -> tuple[float, float, float]:
    """A weight change read off the pairs: the share of decisions it flips, and the points a
    decision it gains (a flip gains what throwing the alternative was worth) with a 95%
    half-width."""
    step = [getattr(changed, f) - getattr(style, f) for f in FIELDS]
    flipped = [p.gap + sum(s * d for s, d in zip(step, p.delta, strict=True)) < 0 for p in pairs]
    gain, half = mean_interval([-p.diff if f else 0.0 for p, f in zip(pairs, flipped, strict=True)])
    return sum(flipped) / len(pairs), gain, half


def heldout_gain(pairs: Sequence[Pair], context: bool = False, splits: int = 5,
                 seed: int = 0) -> tuple[float, float]:
    """A reweighting learned on half the pairs, scored on the other half: the mean gain a
    decision over ``splits`` random splits (both halves each), and its spread over them.
    With ``context``, the ``CONTEXT`` terms are learned too."""
    rows = [p.delta + p.context if context else p.delta for p in pairs]
    rng = random.Random(seed)
    results: list[float] = []
    for _ in range(splits):
        order = list(range(len(pairs)))
        rng.shuffle(order)
        half = len(order) // 2
        for train, test in ((order[:half], order[half:]), (order[half:], order[:half])):
            beta = solve(*normal_equations([rows[i] for i in train], [pairs[i].diff for i in train]))
            gains = [-pairs[i].diff if sum(b * d for b, d in zip(beta, rows[i], strict=True)) < 0 else 0.0
                     for i in test]
            results.append(sum(gains) / len(gains))
    mean = sum(results) / len(results)
    return mean, math.sqrt(sum((r - mean) ** 2 for r in results) / max(1, len(results) - 1))


def report(pairs: Sequence[Pair], style: Style, tries: Sequence[str]) -> list[str]:
    lines = [f"discard_pairs {len(pairs)} decisions"]
    cost, half = mean_interval([p.diff for p in pairs])
    lines.append(f"discard_second_choice_cost {cost:.3f} points/decision")
    lines.append(f"discard_second_choice_cost_ci95_low {cost - half:.3f} points/decision")
    lines.append(f"discard_second_choice_cost_ci95_high {cost + half:.3f} points/decision")
    beta, halves = least_squares([p.delta for p in pairs], [p.diff for p in pairs])
    scale_at = [FIELDS.index(f) for f in SCALE_FIELDS]
    scale = sum(beta[i] for i in scale_at) / len(scale_at)
    lines.append(f"discard_fit_scale {scale:.3f} points/keep_point")
    for name, b, h in zip(FIELDS, beta, halves, strict=True):
        lines.append(f"discard_fit_{name}_points {b:.3f} points/term (+/- {h:.3f})")
        if scale > 0:  # (a fit too noisy to have a scale says nothing of the weights)
            lines.append(f"discard_fit_{name} {b / scale:.3f} weight (style {getattr(style, name)}, "
                         f"+/- {h / scale:.3f})")
    for text in tries:
        field, _, value = text.partition("=")
        change: dict[str, Any] = {field: float(value)}
        flips, gain, half = try_change(pairs, style, replace(style, **change))
        lines.append(f"discard_try_{field}={value}_gain {gain:.3f} points/decision (+/- {half:.3f})")
        lines.append(f"discard_try_{field}={value}_flips {flips:.3f} share")
    gain, spread = heldout_gain(pairs)
    lines.append(f"discard_heldout_gain {gain:.3f} points/decision (sd over splits {spread:.3f})")
    gain, spread = heldout_gain(pairs, context=True)
    lines.append(f"discard_heldout_gain_context {gain:.3f} points/decision (sd over splits {spread:.3f})")
    return lines


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--deals", type=int, default=400)
    p.add_argument("--seed", type=int, default=11)
    p.add_argument("--tested", default="hunter:read_next=0.75")
    p.add_argument("--others", default="hunter")
    p.add_argument("--variant", default="hand", choices=[v.value for v in Variant if not v.partners])
    p.add_argument("--jobs", type=int, default=1)
    p.add_argument("--try", dest="tries", action="append", default=[], metavar="FIELD=VALUE",
                   help=f"a weight change to read off the pairs; FIELD one of {', '.join(FIELDS)}")
    ns = p.parse_args(argv)
    for text in ns.tries:
        if text.partition("=")[0] not in FIELDS or not text.partition("=")[2]:
            p.error(f"--try {text!r}: give FIELD=VALUE with FIELD one of {', '.join(FIELDS)}")
    if ns.deals < 1 or ns.jobs < 1:
        p.error("--deals and --jobs must be at least 1")
    style = make_sparring(ns.tested, 0).style
    if not style.read_next or not style.smart_discard:
        p.error("--tested must be a reading style (read_next above 0), as every style of the field is")
    jobs = [(ns.tested, ns.others, ns.variant, ns.seed, d) for d in range(ns.deals)]
    if ns.jobs == 1:
        pairs = [pair for job in jobs for pair in deal_pairs(job)]
    else:
        with multiprocessing.Pool(ns.jobs) as pool:
            pairs = [pair for found in pool.map(deal_pairs, jobs, chunksize=8) for pair in found]
    if len(pairs) < 2 * len(FIELDS):
        print(f"discard_pairs {len(pairs)} decisions (too few to fit: play more deals)")
        return 1
    for line in report(pairs, style, ns.tries):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
