"""How often does a player go out within a lap? The policy's ``OUT_SOON`` set beside real rounds.

    uv run python benchmarks/diag_out_soon.py --rounds 1500 --style hunter

Four bots of one style (``benchmarks/sparring.py``, or ``medium``) play rounds on
their own. At every discard, for each other seat, it records whether that seat
was opened, its card count, and whether it went out in its next turn (before
the discarding seat plays again): the chance a card left in hand is caught
within a lap, which the policy's ``OUT_SOON`` (opened players) and its
closed-player constants stand for. Prints ``out_soon_opened_K`` (K cards) and
``out_soon_closed`` as ``NAME VALUE share`` lines, with the number of cases and
the policy's figure beside each.

Measured 2026-12-04 (sixteenth session, issue 30), ``--rounds 1500`` with hunters:
closed 0.011 (the policy: 0.02 in the urgency, 0.03 in the Hand's risk); opened with
1 card 0.302 (``OUT_SOON`` 0.9), 2 cards 0.100 (0.7), 3 cards 0.126 (0.5), 4 cards 0.029
(0.35), 5 cards 0.010 (0.25), 6-7 cards 0.003 (0.18, 0.12), 8 cards 0.000 (0.08); with
Medium (``--rounds 1000 --style medium``) closed 0.004, 1 card 0.304, 2 cards 0.074, 3
cards 0.083, 4 cards 0.025. The table is a weight shape, not a chance: a card stays in
hand for several laps, and the weights it multiplies were tuned with it. With chances
fitted from hunter rounds in the hunter's urgency, its Hand's risk or both (``hand_ev``
retuned), the field's best policy scored within noise of the policy as it is
(``docs/STRENGTH.md``, sixteenth session).
"""

from __future__ import annotations

import argparse
import random
import sys
from collections import defaultdict
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from playing import turns
from sparring import make_sparring

from hand_desktop.core.actions import Discard
from hand_desktop.core.bots import make_bot
from hand_desktop.core.bots.policy import CLOSED_OUT, OUT_SOON, PolicyBot
from hand_desktop.core.round import Phase, Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.view import view_for

Case = tuple[bool, int]  # (opened, cards in hand) of a seat when another seat discarded


def bot(style: str, seed: int) -> PolicyBot:
    made = make_bot(style, seed) if style == "medium" else make_sparring(style, seed)
    assert isinstance(made, PolicyBot)
    return made


def play_round(rules: Rules, deal: int, style: str, seed: int, counts: dict[Case, list[int]]) -> None:
    """One round dealt from ``seed`` and ``deal``, its cases added to ``counts`` (``tally``)."""
    rnd = Round.deal(rules, 4, deal % 4, random.Random(seed * 1_000_003 + deal))
    tally(rnd, [bot(style, seed * 7_919 + deal * 4 + s) for s in range(rnd.players)], counts)


def tally(rnd: Round, bots: list[PolicyBot], counts: dict[Case, list[int]]) -> None:
    """Play ``rnd`` out; each case seen adds to ``counts[case]`` as [cases, went out in its next turn]."""
    pending: dict[int, list[tuple[int, Case]]] = {}  # discarding seat -> (other seat, its case)
    for seat in turns(rnd):
        view = view_for(rnd, seat)
        action = bots[seat].choose(view)
        rnd.apply(action)
        if isinstance(action, Discard) and rnd.phase is not Phase.OVER:  # not a throw going out
            for _other, case in pending.pop(seat, []):  # a lap went by and nobody went out
                counts[case][0] += 1
            pending[seat] = [(s, (view.opened[s], view.hand_counts[s]))
                             for s in range(rnd.players) if s != seat]
    finisher = rnd.result.finisher if rnd.result is not None else None
    for cases in pending.values():
        for other, case in cases:
            counts[case][0] += 1
            counts[case][1] += other == finisher


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--rounds", type=int, default=500)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--style", default="hunter", help="a style of benchmarks/sparring.py, or medium")
    p.add_argument("--variant", default="hand", choices=[v.value for v in Variant])
    p.add_argument("--least", type=int, default=30, help="leave out cases seen fewer times")
    ns = p.parse_args(argv)
    rules = Rules(variant=Variant(ns.variant))
    counts: dict[Case, list[int]] = defaultdict(lambda: [0, 0])
    for deal in range(ns.rounds):
        play_round(rules, deal, ns.style, ns.seed, counts)
    for (opened, cards), (n, out) in sorted(counts.items()):
        if n < ns.least:
            continue
        name = f"out_soon_opened_{cards}" if opened else "out_soon_closed"
        policy = OUT_SOON.get(cards, 0.05) if opened else CLOSED_OUT
        print(f"{name} {out / n:.3f} share  # {n} cases, the policy's figure {policy}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
