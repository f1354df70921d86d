"""Issue 28 item 13: the table's melds grow with the window, for every count of players and
of melds, and nothing laid out overlaps (both directions, three window sizes)."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QRectF

from hand_desktop.core.cards import parse_card
from hand_desktop.core.match import Match
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui.card_art import ASPECT, SMALL_FACE_W
from hand_desktop.ui.table.direction import arrow_anchor
from hand_desktop.ui.table.layout import (
    MELD_STEP,
    PROPORTIONS,
    SMALL_MELD_STEP,
    LayoutInput,
    MeldShape,
    Side,
    TableLayout,
    compute_layout,
    seat_side,
)
from tests.scripts import load_script
from tests.ui.table_support import Table

SIZES = ((1024, 640), (1280, 800), (1920, 1080))
TABLES = {"2 players": (2, 2), "3 players": (3, 3), "4 players": (4, 4), "partners": (4, 2)}
MELD_SIZES = load_script("benchmarks/meld_sizes.py", "meld_sizes")


def _lay(table: str, melds: int, size: tuple[int, int], rtl: bool = False) -> TableLayout:
    players, groups = TABLES[table]
    return compute_layout(LayoutInput(size[0], size[1], players, rtl, group_count=groups,
                                      groups=MELD_SIZES.typical_groups(groups, melds)))


@pytest.mark.parametrize("melds", [3, 4])
def test_four_players_melds_are_large_at_1920x1080(melds: int) -> None:
    """3 and 4 melds a player held the cards to 105 and 99 px (stacked or narrow cells
    between the side plates, a hand taking 16:9's height)."""
    lay = _lay("4 players", melds, (1920, 1080))
    assert lay.meld_w * ASPECT >= 140
    assert lay.meld_w >= 0.7 * lay.hand_w


@pytest.mark.parametrize("table", list(TABLES))
def test_melds_grow_with_the_window_for_every_table(table: str) -> None:
    """From 1024x640 to 1280x800 to 1920x1080 the melds of a typical table grow, and stay
    large enough for the card's index (a small face's larger one below 58 px)."""
    for melds in (2, 3, 4):
        heights = [_lay(table, melds, size).meld_w * ASPECT for size in SIZES]
        assert heights[0] < heights[1] < heights[2]
        assert heights[2] >= 1.3 * heights[1]
        assert _lay(table, melds, SIZES[0]).meld_w >= 45  # 4 players, 4 melds each: was 38


def _chrome(lay: TableLayout, players: int) -> dict[str, QRectF]:
    """Everything laid out besides the melds, by name (the direction arrow by each plate)."""
    out = {"hand": lay.hand_rect, "own plate": lay.own_plate, "prepared": lay.prep_rect,
           "fire": lay.fire_zone, "stock": lay.stock_rect, "corner": lay.info_rect}
    for side, plate in lay.plates.items():
        out[f"{side.value} plate"] = plate
    for rel in range(1, players):
        side = seat_side(rel, players)
        c, s = arrow_anchor(lay.plates[side], side, lay.arrow), lay.arrow
        along, across = 0.9 * s, 0.5 * s  # as the arrow is drawn (direction.DirectionArrow)
        dx, dy = (along, across) if side in (Side.TOP, Side.BOTTOM) else (across, along)
        out[f"{side.value} arrow"] = QRectF(c.x() - dx, c.y() - dy, 2 * dx, 2 * dy)
    return out


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("table", list(TABLES))
def test_nothing_laid_out_overlaps(table: str, rtl: bool) -> None:
    players, _ = TABLES[table]
    for size in SIZES:
        for melds in (0, 1, 2, 3, 4, 6):
            lay = _lay(table, melds, size, rtl)
            where = f"{table} {size} {melds} melds"
            chrome = _chrome(lay, players)
            for name, rect in chrome.items():
                assert QRectF(0, 0, *size).contains(rect), f"{where}: {name} off the table"
            seats = [n for n in chrome if n.endswith(("plate", "arrow"))]
            for i, a in enumerate(seats):
                for b in [*seats[i + 1:], "hand", "prepared", "corner"]:
                    if a.split()[0] != b.split()[0]:  # (an arrow stands on its own plate)
                        assert not chrome[a].intersects(chrome[b]), f"{where}: {a} over {b}"
            cells = lay.group_rects
            assert not any(a.intersects(b) for i, a in enumerate(cells) for b in cells[i + 1:]), where
            for cell, rects in zip(cells, lay.meld_rects, strict=True):
                for name, rect in chrome.items():
                    assert not cell.intersects(rect), f"{where}: a meld cell over the {name}"
                assert all(cell.contains(r) for r in rects), f"{where}: a meld out of its cell"
                assert not any(a.intersects(b) for i, a in enumerate(rects) for b in rects[i + 1:])


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("table", list(TABLES))
def test_the_direction_arrow_keeps_a_margin_from_the_melds_titles(table: str, rtl: bool) -> None:
    """Issue 28 follow-up: at a 2-player table the arrow under the top plate touched the
    "Melds of ..." title under it: a margin now stays between them."""
    from hand_desktop.ui.table.scene import TableScene

    players, _ = TABLES[table]
    for size in SIZES:
        for melds in (0, 2, 4):
            lay = _lay(table, melds, size, rtl)
            chrome = _chrome(lay, players)
            gap = lay.margin - 0.01
            for name in (n for n in chrome if n.endswith("arrow")):
                near = chrome[name].adjusted(-gap, -gap, gap, gap)
                for g in range(len(lay.group_rects)):
                    title = TableScene.group_head(lay, g, rtl)
                    assert not near.intersects(title), f"{table} {size} {melds}: {name} by title {g}"


@pytest.mark.parametrize("rtl", [False, True])
def test_a_meld_shows_every_cards_index(rtl: bool) -> None:
    """The overlap closes up only where the index still shows: 0.26 of a card from the
    normal faces' size, 0.30 for the small faces' larger index."""
    for size in SIZES:
        lay = _lay("4 players", 4, size, rtl)
        w = lay.meld_w
        least = w * (MELD_STEP if w >= SMALL_FACE_W else SMALL_MELD_STEP) - 1e-6
        for group in lay.meld_cards:
            for cards in group:
                xs = [p.x() for p in cards]
                assert all(b - a >= least for a, b in zip(xs, xs[1:], strict=False))


def _extension(data: dict, owner: int) -> tuple[int, str]:
    """A meld of ``owner`` in the scenario, and a free card (``8S#2``) that extends its run."""
    ranks = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
    used = {c for m in data["table"] for c in m["cards"]} | {c for h in data["hands"] for c in h}
    used |= set(data["fire"])
    for index, meld in enumerate(data["table"]):
        last = parse_card(meld["cards"][-1])
        if meld["owner"] != owner or last.suit is None or last.rank >= 13:
            continue
        for copy in (1, 2):
            code = f"{ranks[last.rank]}{last.code()[-1]}#{copy}"
            if code not in used:
                return index, code
    raise LookupError("no free card extends a meld")


@pytest.mark.parametrize("rtl", [False, True])
def test_laying_off_on_a_side_seats_meld_and_discarding_at_1920x1080(qtbot, rtl: bool) -> None:
    """The drop targets follow the new cells: a card dropped on the left seat's meld (above
    its plate) extends it, and one dropped on the fire pile is thrown."""
    from PySide6.QtCore import QCoreApplication, Qt

    app = QCoreApplication.instance()
    app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight)
    try:
        data = MELD_SIZES.table_scenario(4, 4)
        data["phase"] = "play"
        index, card = _extension(data, owner=3)  # seat 3 sits on the left of seat 0
        data["hands"][0][0] = card
        card = card.split("#")[0]
        match = Match.from_scenario(data, seed=1)
        match.names = ["Ann", "Bob", "Cy", "Di"]
        seats = [Seat("Ann")] + [Seat(n, SeatKind("easy")) for n in ("Bob", "Cy", "Di")]
        t = Table(qtbot, match, seats, size=(1920, 1080))
        try:
            lay = t.scene.lay
            assert lay is not None and lay.meld_w * ASPECT >= 130
            before = len(match.round.table[index].cards)
            target = t.zone_center("meld", index)
            assert target.x() < lay.width / 2 and target.y() < lay.plates[Side.LEFT].y()
            t.drag_item_to(t.hand_item(card), target)
            assert len(match.round.table[index].cards) == before + 1
            throw = t.scene.state.hand_cards()[0]
            t.drag_item_to(t.hand_item(throw.code()), t.zone_center("fire"))
            assert match.round.fire[-1] == throw
        finally:
            t.close()
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def _growing_table(players: int, groups: int, size: tuple[int, int]) -> list[tuple[TableLayout, TableLayout]]:
    """A round's melds laid one at a time, each seat in turn: (the layout kept from the last
    one's cut, a fresh layout) after each."""
    shapes: list[list[MeldShape]] = [[] for _ in range(groups)]
    out, lay = [], None
    for k in range(5):
        for g in range(groups):
            shapes[g].append(MeldShape(MELD_SIZES.CYCLE[k % len(MELD_SIZES.CYCLE)]))
            inp = LayoutInput(size[0], size[1], players, groups=tuple(map(tuple, shapes)),
                              group_count=groups)
            lay = compute_layout(replace(inp, cut=None if lay is None else lay.cut))
            out.append((lay, compute_layout(inp)))
    return out


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("table", ["3 players", "4 players"])
def test_the_cells_stay_put_unless_the_cards_grow_much(table: str, size: tuple[int, int]) -> None:
    """The cut of the meld area in use is kept while it gives cards within 8% of the best:
    the groups do not all move for a few pixels when a meld is laid."""
    players, groups = TABLES[table]
    steps = _growing_table(players, groups, size)
    for kept, fresh in steps:
        assert kept.meld_w * PROPORTIONS.recut >= fresh.meld_w * (1 - 1e-6)
    moves = sum(a.cut != b.cut for (a, _), (b, _) in zip(steps, steps[1:], strict=False))
    fresh = sum(a.cut != b.cut for (_, a), (_, b) in zip(steps, steps[1:], strict=False))
    assert moves <= fresh
    if size == (1920, 1080) and players == 3:
        assert moves <= 1 < fresh  # (the cells moved 5 times in this round, now once)
