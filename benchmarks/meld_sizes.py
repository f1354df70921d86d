"""How tall the table's meld cards are, against the hand's, for tables of every kind.

Lays out (``compute_layout``, nothing drawn) a table of 2, 3 or 4 players, or
Partners (4 players, two groups), with K melds a group, at 1024x640, 1280x800
and 1920x1080, and prints ``NAME VALUE UNIT`` lines:

    meld_h_4p_k3_1920x1080 131.0 px     (a meld card's height)
    hand_h_4p_k3_1920x1080 215.0 px     (a hand card's height)

The melds of a group cycle through the sizes 3, 4, 3, 5 (a Joker in the second
meld of each group), as a table in the middle of a round holds them.

``layout_ms_4p_k3_1920x1080 1.6 ms``: the median time of one ``compute_layout`` of
such a table (4 players, 0, 3 and 6 melds a group), which a drop waits for.

``--scenario FILE --players N --melds K [--partners]`` writes instead a scenario
(RULES.md section 14) of such a table, seat 0 to draw, for a screenshot:
``uv run hand-desktop FILE``.

Run: ``uv run python benchmarks/meld_sizes.py [--rtl]``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hand_desktop.ui.card_art import ASPECT
from hand_desktop.ui.table.layout import LayoutInput, MeldShape, compute_layout

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
TABLES = (("2p", 2, 2), ("3p", 3, 3), ("4p", 4, 4), ("partners", 4, 2))  # name, players, groups
MELD_COUNTS = (1, 2, 3, 4, 6)
CYCLE = (3, 4, 3, 5)  # the sizes of a group's melds, in turn
JOKER_MELD = 1  # the meld of each group with a Joker (its second card)


def typical_groups(groups: int, melds: int) -> tuple[tuple[MeldShape, ...], ...]:
    """``groups`` groups of ``melds`` melds each, of the sizes of ``CYCLE``."""
    def shape(k: int) -> MeldShape:
        return MeldShape(CYCLE[k % len(CYCLE)], 1 if k == JOKER_MELD else None)

    return tuple(tuple(shape(k) for k in range(melds)) for _ in range(groups))


def sizes(players: int, groups: int, melds: int, size: tuple[int, int],
          rtl: bool = False) -> tuple[float, float]:
    """(meld card height, hand card height) in pixels for that table at ``size``."""
    lay = compute_layout(LayoutInput(size[0], size[1], players, rtl,
                                     groups=typical_groups(groups, melds), group_count=groups))
    return lay.meld_w * ASPECT, lay.hand_h


def layout_ms(players: int, groups: int, melds: int, size: tuple[int, int], runs: int = 31) -> float:
    """The median time of one layout of that table, in milliseconds."""
    inp = LayoutInput(size[0], size[1], players, groups=typical_groups(groups, melds),
                      group_count=groups)
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        compute_layout(inp)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def table_scenario(players: int, melds: int, partners: bool = False) -> dict[str, Any]:
    """A round with ``melds`` melds a group (a seat's, or a team's) on the table, seat 0 to draw.

    The melds are runs cut from the suits in turn; a team's melds are shared out between
    its seats. The cards left over make small hands (seat 0's up to 14) and the fire.
    """
    ranks = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
    streams = [[f"{r}{s}#{c}" for r in ranks] for c in (1, 2) for s in "SHDC"]
    groups = 2 if partners else players
    table: list[dict[str, Any]] = []
    for k in range(melds):
        for g in range(groups):
            want = CYCLE[k % len(CYCLE)]
            stream = next((s for s in streams if len(s) >= want), None)
            if stream is None:
                raise ValueError(f"{melds} melds a group do not fit in two decks")
            cards, stream[:want] = stream[:want], []
            if k == JOKER_MELD and g < 2:  # (two Jokers: in the first two groups)
                cards[1] = f"JK#{1 + g}"
            table.append({"owner": g + 2 * (k % 2) if partners else g, "cards": cards})
    free = [c for s in streams for c in s]
    others = [free[1 + 3 * i:4 + 3 * i] for i in range(players - 1)]
    rest = free[1 + 3 * (players - 1):]
    variant = "hand_partners" if partners else "hand"
    return {"variant": variant, "players": players, "hands": [rest[:14], *others],
            "fire": free[:1], "table": table, "opened": [True] * players, "turn": 0,
            "phase": "draw"}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rtl", action="store_true", help="lay the tables out right to left")
    parser.add_argument("--scenario", type=Path, help="write a scenario of a table with melds")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--melds", type=int, default=3, help="melds a group")
    parser.add_argument("--partners", action="store_true")
    args = parser.parse_args(argv)
    if args.scenario is not None:
        data = table_scenario(args.players, args.melds, args.partners)
        args.scenario.write_text(json.dumps(data, indent=1), encoding="utf-8")
        return 0
    for name, players, groups in TABLES:
        for melds in MELD_COUNTS:
            for size in SIZES:
                meld_h, hand_h = sizes(players, groups, melds, size, args.rtl)
                where = f"{name}_k{melds}_{size[0]}x{size[1]}"
                print(f"meld_h_{where} {meld_h:.1f} px")
                print(f"hand_h_{where} {hand_h:.1f} px")
    for melds in (0, 3, 6):
        print(f"layout_ms_4p_k{melds}_1920x1080 {layout_ms(4, 4, melds, (1920, 1080)):.2f} ms")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
