"""The cells of the table's meld area: one per meld group, each by its seat.

The layout (``layout._layout_melds``) asks ``cell_plans`` for the ways of cutting the
area and keeps the one that gives the table's melds the largest cards. Everything here is
in the layout's card units, left to right (the layout mirrors the chrome for right-to-left;
the seats, and so their cells, are physical places and stay put).
"""

from __future__ import annotations

from PySide6.QtCore import QRectF


def group_cells(area: QRectF, n: int, m: float, side_by_side: bool = False) -> list[QRectF]:
    """One cell per meld group in ``area``, each near its seat (group ``g`` is the seat
    ``rel = g``).

    Stacked: two groups (two players, or partners) put the other side above, ours below;
    three put the left seat, ours, the right seat in three columns; four put the side
    seats in the outer columns and the top seat above ours in the middle one.
    Side by side (a wide, low meld area, where stacked cells would keep the cards small):
    every group gets a full-height column, the side seats still outermost.
    """
    if n <= 2 and not side_by_side:
        h = (area.height() - m) / 2
        top = QRectF(area.x(), area.y(), area.width(), h)
        bottom = QRectF(area.x(), area.y() + h + m, area.width(), h)
        return [bottom, top][:max(1, n)]
    count = max(1, min(n, 2)) if n <= 2 else (4 if side_by_side and n >= 4 else 3)
    w = (area.width() - (count - 1) * m) / count

    def column(i: int) -> QRectF:
        return QRectF(area.x() + i * (w + m), area.y(), w, area.height())

    if n <= 2:
        return [column(0), column(1)][:max(1, n)]
    if n == 3:
        return [column(1), column(2), column(0)]
    if side_by_side:
        return [column(1), column(3), column(2), column(0)]
    left, middle, right = column(0), column(1), column(2)
    h = (area.height() - m) / 2
    top = QRectF(middle.x(), middle.y(), w, h)
    bottom = QRectF(middle.x(), middle.y() + h + m, w, h)
    return [bottom, right, top, left]


_OUTER_SHARES = (1 / 3, 0.28, 0.4, 0.5)  # of the meld area's width: a side seat's cell


Plates = tuple[QRectF | None, QRectF | None, QRectF | None]  # the left, right and top seats'


def cell_plans(area: QRectF, n: int, m: float, plates: Plates, ceiling: float,
               clear: float) -> list[list[QRectF]]:
    """The ways of cutting the meld area into one cell per group (as ``group_cells``), the
    usual one first. The layout keeps the one that gives the table's melds the largest cards.

    With side seats, their plates stand at the foot of the meld area: a side seat's cell is
    the column above its plate (reaching up beside the top seat's plate to ``ceiling``), of
    one of a few widths; ours is the middle column, or the strip between the side plates.
    The plain cells between the side plates (as before the plates moved) are tried last.
    ``clear``: what the cells above a side plate leave free above it (for its arrow).
    """
    left, right, top = plates
    if left is None or right is None:
        return [group_cells(area, n, m), group_cells(area, n, m, side_by_side=True)]
    between = QRectF(left.right() + m, area.y(), right.x() - left.right() - 2 * m, area.height())
    plain = [[_reach_up(c, top, ceiling, m) for c in cut] for cut in _plain_cuts(between, n, m)]
    above = left.y() - clear  # the bottom of the cells above the side plates
    if above - area.y() <= 2 * m or between.width() <= 2 * m:
        return plain
    beside = QRectF(between.x(), left.y(), between.width(), area.bottom() - left.y())
    if n == 2:  # partners: the other side's seats are the side seats
        return [[beside, QRectF(area.x(), area.y(), area.width(), above - area.y())], *plain]
    if n not in (3, 4):
        return plain
    plans = []
    for share in _OUTER_SHARES:
        w = (area.width() - 2 * m) * share
        outer = [QRectF(area.x(), area.y(), w, above - area.y()),
                 QRectF(area.right() - w, area.y(), w, above - area.y())]
        side_l, side_r = (_reach_up(c, top, ceiling, m) for c in outer)
        middle = QRectF(side_l.right() + m, area.y(), side_r.x() - side_l.right() - 2 * m,
                        area.height())
        if n == 3:
            own = middle if middle.width() > 2 * m else beside
            plans.append([own, side_r, side_l])
        elif middle.width() > 2 * m:
            # The top seat's cell above ours in the middle, or over the strip beside the plates.
            mid_y = area.y() + (area.height() - m) / 2
            plans.append([beside, side_r, QRectF(middle.x(), area.y(), middle.width(), above - area.y()),
                          side_l])
            if mid_y < above:
                plans.append([QRectF(middle.x(), mid_y + m, middle.width(), area.bottom() - mid_y - m),
                              side_r, QRectF(middle.x(), area.y(), middle.width(), mid_y - area.y()),
                              side_l])
    return plans + plain


def _plain_cuts(area: QRectF, n: int, m: float) -> list[list[QRectF]]:
    """``group_cells``' cuts of ``area``, with narrower outer columns besides (they may be
    taller than the middle ones: they reach up beside the top seat's plate)."""
    if n <= 2:
        return [group_cells(area, n, m), group_cells(area, n, m, side_by_side=True)]
    cuts = []
    for outer in (1 / 3, 0.28):
        left, middle, right = _columns(area, m, [outer, 1 - 2 * outer, outer])
        if n == 3:
            cuts.append([middle, right, left])
            continue
        h = (middle.height() - m) / 2
        cuts.append([QRectF(middle.x(), middle.y() + h + m, middle.width(), h), right,
                     QRectF(middle.x(), middle.y(), middle.width(), h), left])
    if n == 4:
        for outer in (0.25, 0.21):
            inner = (1 - 2 * outer) / 2
            left, own, top, right = _columns(area, m, [outer, inner, inner, outer])
            cuts.append([own, right, top, left])
    return cuts


def _columns(area: QRectF, m: float, shares: list[float]) -> list[QRectF]:
    """Full-height columns across ``area``, left to right, ``m`` apart, of these width shares."""
    free = area.width() - (len(shares) - 1) * m
    out, x = [], area.x()
    for share in shares:
        out.append(QRectF(x, area.y(), free * share, area.height()))
        x += free * share + m
    return out


def _reach_up(cell: QRectF, top_plate: QRectF | None, ceiling: float, m: float) -> QRectF:
    """A cell clear of the top seat's plate reaches up beside it to ``ceiling`` (the space
    beside the plate was left empty)."""
    if top_plate is None or ceiling >= cell.y():
        return cell
    if cell.right() + m <= top_plate.x() or cell.x() >= top_plate.right() + m:
        return QRectF(cell.x(), ceiling, cell.width(), cell.bottom() - ceiling)
    return cell
