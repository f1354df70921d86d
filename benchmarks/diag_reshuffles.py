"""How often a round reaches a reshuffle of the stock (RULES.md section 9).

    uv run python benchmarks/diag_reshuffles.py --style hunter --deals 1000

After a reshuffle the stock holds exactly the fire pile's cards but its top, a fact a fair player
could use (the order stays unknown). This counts how much play it could touch: rounds
of four players of one style that reshuffle, and draws made after a reshuffle. Prints
``NAME VALUE UNIT`` lines.

Measured 2026-12-05 (twenty-third session, issue 30), 1000 deals each, seed 1: hunters
0.30% of rounds and 0.08% of draws, sparring bots 0.20% and 0.07%; too rare for any
reading of a reshuffled stock to be worth anything.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

if __package__ in (None, ""):
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    sys.path.insert(0, str(Path(__file__).resolve().parent))

from playing import turns
from sparring import make_sparring

from hand_desktop.core.actions import Draw
from hand_desktop.core.round import Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.view import view_for


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--style", default="hunter", help="the four seats' style (benchmarks/sparring.py)")
    p.add_argument("--deals", type=int, default=1000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--variant", default="hand")
    ns = p.parse_args(argv)
    rules = Rules(variant=Variant(ns.variant))
    reshuffled = draws = draws_after = 0
    for deal in range(ns.deals):
        rnd = Round.deal(rules, 4, deal % 4, random.Random(ns.seed * 1_000_003 + deal))
        bots = [make_sparring(ns.style, ns.seed + 7919 * deal + s) for s in range(4)]
        for seat in turns(rnd):
            action = bots[seat].choose(view_for(rnd, seat))
            if isinstance(action, Draw):
                draws += 1
                draws_after += rnd.reshuffles > 0
            rnd.apply(action)
        reshuffled += rnd.reshuffles > 0
    print(f"rounds_reshuffled_{ns.style} {100 * reshuffled / ns.deals:.2f} %  # of {ns.deals} rounds")
    print(f"draws_after_reshuffle_{ns.style} {100 * draws_after / max(1, draws):.2f} %  # of {draws} draws")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
