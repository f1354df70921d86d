"""How long a first-match pointer takes to find its place on the table.

The note is placed (``PointerItem.point_at``: a few widths, every place above or below its
target, each weighed by what it covers) when it shows and at each layout of the table while
it shows (a resize). Prints the median time of one placement, ``NAME VALUE UNIT``:

    pointer_place_ms_4p_k2_1280x800 25.0 ms

for tables of 2 and 4 players with 2 melds a group, at 1024x640, 1280x800 and 1920x1080.

Run: ``uv run python benchmarks/pointer_place.py``.
"""

from __future__ import annotations

import os
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from meld_sizes import SIZES, typical_groups
from PySide6.QtCore import QRectF
from PySide6.QtWidgets import QApplication

from hand_desktop.ui.table.layout import LayoutInput, compute_layout
from hand_desktop.ui.table.pointers import PointerItem

TEXT = ("Drag cards from your hand up here to build melds. When they are ready, lay them on "
        "the table with Submit Melds.")


def place_ms(players: int, size: tuple[int, int], runs: int = 9) -> float:
    """The median time of one placement of the melds pointer at that table, in milliseconds."""
    lay = compute_layout(LayoutInput(size[0], size[1], players,
                                     groups=typical_groups(players, 2), group_count=players))
    keep = [lay.hand_rect, *(r for g in lay.meld_rects for r in g), *lay.plates.values(),
            lay.own_plate, lay.stock_rect, lay.fire_rect, lay.counter_rect, lay.info_rect]
    item = PointerItem()
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        item.point_at("melds", TEXT, lay.prep_rect, QRectF(0, 0, *size), keep)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def main() -> None:
    _app = QApplication.instance() or QApplication([])
    for players in (2, 4):
        for size in SIZES:
            print(f"pointer_place_ms_{players}p_k2_{size[0]}x{size[1]} {place_ms(players, size):.1f} ms")


if __name__ == "__main__":
    main()
