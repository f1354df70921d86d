"""Where everything goes on the table, for a given view size.

Sizes are in card units (the width of a card in the hand, ``hand_w``), so
the whole table follows the window: change the size, compute a new layout,
render the cards again at their new width. Nothing here draws.

The layout is computed left to right and mirrored for right-to-left
languages: the chrome (own plate, hand, prepared area, piles, captions) swaps
sides, while the cards *inside* a meld or candidate keep reading in rank order
(low to high, left to right), as runs are read everywhere.

Seats are placed relative to the seat at the bottom (``rel = (seat - bottom) % n``).
Play goes counter-clockwise (RULES.md section 3), so the next player sits on the
right in *both* languages: the seats and their meld groups are physical places at
the table and are never mirrored.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QPointF, QRectF

from hand_desktop.ui.card_art import ASPECT

MELD_STEP = 0.30  # share of a meld card left visible under the next one
JOKER_STEP = 0.52  # wider after a Joker, so the badge of the card it stands for shows
CANDIDATE_STEP = 0.36
HAND_STEP = 0.62
BACK_STEP = 0.22


class Side(Enum):
    BOTTOM = "bottom"
    RIGHT = "right"
    TOP = "top"
    LEFT = "left"


def seat_side(rel: int, players: int) -> Side:
    """Where the seat ``rel`` places after the bottom seat sits (LTR)."""
    if rel == 0:
        return Side.BOTTOM
    if players == 2:
        return Side.TOP
    if players == 3:
        return Side.RIGHT if rel == 1 else Side.LEFT
    return (Side.RIGHT, Side.TOP, Side.LEFT)[rel - 1]


@dataclass(frozen=True)
class MeldShape:
    """What the layout needs to know of a meld: its size and where its Joker is."""

    size: int
    joker_at: int | None = None  # index of the Joker in the shown order


@dataclass(frozen=True)
class LayoutInput:
    width: float
    height: float
    players: int
    rtl: bool = False
    hand_count: int = 14
    candidates: tuple[MeldShape, ...] = ()
    # Meld groups in display order (group 0 is the bottom seat's side); each a tuple of melds.
    groups: tuple[tuple[MeldShape, ...], ...] = ()
    group_count: int = 2


@dataclass
class TableLayout:
    width: float
    height: float
    rtl: bool
    hand_w: float
    margin: float
    hand_rect: QRectF = field(default_factory=QRectF)
    own_plate: QRectF = field(default_factory=QRectF)
    plates: dict[Side, QRectF] = field(default_factory=dict)
    back_w: float = 0.0
    info_rect: QRectF = field(default_factory=QRectF)
    prep_rect: QRectF = field(default_factory=QRectF)
    prep_w: float = 0.0
    counter_rect: QRectF = field(default_factory=QRectF)
    candidate_rects: list[QRectF] = field(default_factory=list)
    candidate_cards: list[list[QPointF]] = field(default_factory=list)
    new_slot: QRectF = field(default_factory=QRectF)
    pile_w: float = 0.0
    stock_rect: QRectF = field(default_factory=QRectF)
    fire_rect: QRectF = field(default_factory=QRectF)  # the top fire card
    fire_zone: QRectF = field(default_factory=QRectF)  # the fan and a margin: the drop zone
    fire_step: float = 0.0
    melds_rect: QRectF = field(default_factory=QRectF)
    meld_w: float = 0.0
    group_rects: list[QRectF] = field(default_factory=list)
    meld_rects: list[list[QRectF]] = field(default_factory=list)  # per group, per meld
    meld_cards: list[list[list[QPointF]]] = field(default_factory=list)  # per group, meld, card
    message_pos: QPointF = field(default_factory=QPointF)

    @property
    def hand_h(self) -> float:
        return self.hand_w * ASPECT

    def mirror_x(self, x: float, w: float = 0.0) -> float:
        return self.width - x - w if self.rtl else x

    def mirror(self, r: QRectF) -> QRectF:
        if not self.rtl:
            return QRectF(r)
        return QRectF(self.width - r.x() - r.width(), r.y(), r.width(), r.height())

    def hand_positions(self, count: int) -> list[QPointF]:
        """Top-left corners of the hand's cards, first card on the leading side."""
        return spread(self.hand_rect, count, self.hand_w, HAND_STEP, self.rtl, lift=self.lift)

    @property
    def fire_fan(self) -> float:
        """How far the older fire cards fan out left of the top one (three steps)."""
        return 3 * self.fire_step

    @property
    def lift(self) -> float:
        return self.hand_h * 0.16

    def hand_insert_index(self, x: float, count: int) -> int:
        """Where a card dropped at scene x goes among ``count`` hand cards."""
        pos = self.hand_positions(count)
        if not pos:
            return 0
        centers = [p.x() + self.hand_w / 2 for p in pos]
        if self.rtl:
            return sum(1 for c in centers if c > x)
        return sum(1 for c in centers if c < x)


def spread(
    rect: QRectF, count: int, card_w: float, step_share: float, rtl: bool, lift: float = 0.0
) -> list[QPointF]:
    """``count`` cards overlapped in a row, centred in ``rect`` (tighter if they do not fit)."""
    if count <= 0:
        return []
    step = card_w * step_share
    if count > 1 and card_w + step * (count - 1) > rect.width():
        step = max(2.0, (rect.width() - card_w) / (count - 1))
    total = card_w + step * (count - 1)
    x0 = rect.x() + (rect.width() - total) / 2
    y = rect.bottom() - card_w * ASPECT
    out = [QPointF(x0 + i * step, y) for i in range(count)]
    return out[::-1] if rtl else out


def meld_width(shape: MeldShape, w: float) -> float:
    return w + sum(_step(shape, i, w) for i in range(shape.size - 1))


def _step(shape: MeldShape, i: int, w: float) -> float:
    return w * (JOKER_STEP if shape.joker_at == i else MELD_STEP)


def meld_card_positions(origin: QPointF, shape: MeldShape, w: float) -> list[QPointF]:
    out, x = [], origin.x()
    for i in range(shape.size):
        out.append(QPointF(x, origin.y()))
        x += _step(shape, i, w)
    return out


def compute_layout(inp: LayoutInput) -> TableLayout:
    W, H = max(inp.width, 320.0), max(inp.height, 240.0)
    hw = max(36.0, min(W / 12.5, H / 7.0, 190.0))
    m = max(6.0, 0.08 * hw)
    lay = TableLayout(W, H, inp.rtl, hw, m)
    text_h = max(15.0, 0.17 * hw)
    lay.back_w = 0.34 * hw

    # -- bottom: own plate and hand
    hand_h = hw * ASPECT
    hand_top = H - m - hand_h - lay.lift
    own_w = 1.75 * hw
    lay.own_plate = QRectF(m, hand_top + lay.lift, own_w, hand_h)
    lay.hand_rect = QRectF(m + own_w + m, hand_top, W - own_w - 3 * m, hand_h + lay.lift)

    # -- above the hand: the prepared area, then stock and fire on the trailing side
    lay.pile_w = 0.66 * hw
    pile_h = lay.pile_w * ASPECT
    lay.fire_step = 0.2 * lay.pile_w
    fan_extra = lay.fire_fan
    piles_w = lay.pile_w * 2 + fan_extra + 3 * m
    prep_h = text_h + pile_h + 3 * m
    prep_top = hand_top - m - prep_h
    lay.prep_rect = QRectF(m, prep_top, W - 2 * m - piles_w - m, prep_h)
    pile_y = prep_top + prep_h - pile_h - m
    piles_x = W - m - piles_w
    lay.stock_rect = QRectF(piles_x + m, pile_y, lay.pile_w, pile_h)
    fire_x = piles_x + 2 * m + lay.pile_w + fan_extra
    lay.fire_rect = QRectF(fire_x, pile_y, lay.pile_w, pile_h)
    lay.fire_zone = QRectF(fire_x - fan_extra - m / 2, prep_top, lay.pile_w + fan_extra + m, prep_h)
    lay.counter_rect = QRectF(lay.prep_rect.x() + m, prep_top + m / 2, lay.prep_rect.width() - 2 * m, text_h)
    _layout_candidates(lay, inp, text_h)

    # -- opponents
    plate_w = max(2.0 * hw, lay.back_w * (1 + BACK_STEP * 14) + 2 * m)
    plate_h = 3 * text_h + lay.back_w * ASPECT + 3 * m
    sides = {seat_side(r, inp.players) for r in range(1, inp.players)}
    top_h = 0.0
    if Side.TOP in sides:
        lay.plates[Side.TOP] = QRectF((W - plate_w) / 2, m, plate_w, plate_h)
        top_h = plate_h + m
    info_w = (W - plate_w) / 2 - 2 * m if Side.TOP in sides else W / 2 - m
    lay.info_rect = QRectF(m, m, info_w, 2 * text_h + m)
    mid_top = m + max(top_h, lay.info_rect.height() + m)
    mid_bottom = prep_top - m
    side_w = plate_w + m
    left = m
    right = W - m
    for side in (Side.LEFT, Side.RIGHT):
        if side in sides:
            y = max(mid_top, (mid_top + mid_bottom - plate_h) / 2)
            x = m if side is Side.LEFT else W - m - plate_w
            lay.plates[side] = QRectF(x, y, plate_w, plate_h)
            if side is Side.LEFT:
                left += side_w
            else:
                right -= side_w
    lay.melds_rect = QRectF(left, mid_top, right - left, max(10.0, mid_bottom - mid_top))
    _layout_melds(lay, inp, text_h)
    lay.message_pos = QPointF(W / 2, prep_top - m)

    # -- mirror for right-to-left: zones swap sides, cards inside melds keep their order
    if inp.rtl:
        _mirror(lay)
    return lay


def _layout_candidates(lay: TableLayout, inp: LayoutInput, text_h: float) -> None:
    m = lay.margin
    area = lay.prep_rect
    top = area.y() + text_h + m
    height = area.bottom() - top - m / 2
    cw = height / ASPECT
    slot_w = cw * 1.1
    shapes = list(inp.candidates)
    pad = m * 0.6
    # Shrink the candidate cards until every candidate and the "new meld" slot fit.
    for _ in range(30):
        widths = [cw + cw * CANDIDATE_STEP * (s.size - 1) + 2 * pad for s in shapes]
        if sum(widths) + m * len(widths) + slot_w <= area.width() - 2 * m or cw < 14:
            break
        cw *= 0.92
    lay.prep_w = cw
    ch = cw * ASPECT
    x = area.x() + m
    y = top + (height - ch) / 2
    for shape, w in zip(shapes, widths, strict=True):
        rect = QRectF(x, y - pad / 2, w, ch + pad)
        lay.candidate_rects.append(rect)
        lay.candidate_cards.append(
            [QPointF(x + pad + i * cw * CANDIDATE_STEP, y) for i in range(shape.size)]
        )
        x += w + m
    lay.new_slot = QRectF(x, y - pad / 2, max(slot_w, area.right() - m - x), ch + pad)


def group_cells(area: QRectF, n: int, m: float) -> list[QRectF]:
    """One cell per meld group, each near its seat (group ``g`` is the seat ``rel = g``).

    Two groups (two players, or partners): the other side above, ours below.
    Three: left seat, ours, right seat in three columns. Four: the side seats in the
    outer columns; the top seat above ours in the middle one.
    """
    if n <= 2:
        h = (area.height() - m) / 2
        top = QRectF(area.x(), area.y(), area.width(), h)
        bottom = QRectF(area.x(), area.y() + h + m, area.width(), h)
        return [bottom, top][:max(1, n)]
    w = (area.width() - 2 * m) / 3

    def column(i: int) -> QRectF:
        return QRectF(area.x() + i * (w + m), area.y(), w, area.height())

    left, middle, right = column(0), column(1), column(2)
    if n == 3:
        return [middle, right, left]
    h = (area.height() - m) / 2
    top = QRectF(middle.x(), middle.y(), w, h)
    bottom = QRectF(middle.x(), middle.y() + h + m, w, h)
    return [bottom, right, top, left]


def _layout_melds(lay: TableLayout, inp: LayoutInput, text_h: float) -> None:
    m = lay.margin
    n = max(1, inp.group_count)
    cells = group_cells(lay.melds_rect, n, m)
    n = len(cells)
    lay.group_rects = cells
    groups = list(inp.groups) + [()] * (n - len(inp.groups))
    # One card size for the whole table: the largest that lets every group fit.
    gh = min(c.height() for c in cells)
    w = min(0.62 * lay.hand_w, (gh - text_h - m) / ASPECT)
    while w > 16 and not all(_fits(g, cells[i], w, text_h, m) for i, g in enumerate(groups[:n])):
        w *= 0.94
    lay.meld_w = w
    for i, shapes in enumerate(groups[:n]):
        rects, cards = _flow(shapes, cells[i], w, text_h, m)
        lay.meld_rects.append(rects)
        lay.meld_cards.append(cards)


def _fits(shapes: Sequence[MeldShape], cell: QRectF, w: float, text_h: float, m: float) -> bool:
    rects, _ = _flow(shapes, cell, w, text_h, m)
    return all(r.bottom() <= cell.bottom() + 0.5 and r.right() <= cell.right() + 0.5 for r in rects)


def _flow(
    shapes: Sequence[MeldShape], cell: QRectF, w: float, text_h: float, m: float
) -> tuple[list[QRectF], list[list[QPointF]]]:
    h = w * ASPECT
    gap = max(m, w * 0.18)
    x, y = cell.x() + m, cell.y() + text_h + m / 2
    rects: list[QRectF] = []
    row_start = 0
    for shape in shapes:
        mw = meld_width(shape, w)
        if x + mw > cell.right() - m / 2 and x > cell.x() + m:
            _centre_row(rects, row_start, cell, m)
            row_start = len(rects)
            x = cell.x() + m
            y += h + m
        rects.append(QRectF(x, y, mw, h))
        x += mw + gap
    _centre_row(rects, row_start, cell, m)
    cards = [meld_card_positions(r.topLeft(), s, w) for r, s in zip(rects, shapes, strict=True)]
    return rects, cards


def _centre_row(rects: list[QRectF], start: int, cell: QRectF, m: float) -> None:
    # A row of melds sits in the middle of its cell, under or beside its seat.
    row = rects[start:]
    if not row:
        return
    dx = max(0.0, (cell.right() - m - row[-1].right()) - (row[0].x() - cell.x() - m)) / 2
    for i in range(start, len(rects)):
        rects[i].translate(dx, 0)


def _mirror(lay: TableLayout) -> None:
    W = lay.width

    def flip(r: QRectF) -> QRectF:
        return QRectF(W - r.x() - r.width(), r.y(), r.width(), r.height())

    def flip_row(rect: QRectF, new: QRectF, points: list[QPointF]) -> list[QPointF]:
        # Move a row of cards with its zone, keeping the cards' left-to-right order.
        dx = new.x() - rect.x()
        return [QPointF(p.x() + dx, p.y()) for p in points]

    lay.own_plate = flip(lay.own_plate)
    lay.hand_rect = flip(lay.hand_rect)
    lay.prep_rect = flip(lay.prep_rect)
    lay.counter_rect = flip(lay.counter_rect)
    lay.new_slot = flip(lay.new_slot)
    lay.stock_rect = flip(lay.stock_rect)
    # The fire pile's fan keeps opening to the left, like a run: the older cards then
    # show their upright top-left corners. Its top card sits at the fan's right end.
    lay.fire_rect = flip(lay.fire_rect).translated(lay.fire_fan, 0)
    lay.fire_zone = flip(lay.fire_zone)
    lay.info_rect = flip(lay.info_rect)
    lay.melds_rect = flip(lay.melds_rect)
    # The other seats keep their physical places (the next player stays on the right).
    for i, rect in enumerate(lay.candidate_rects):
        new = flip(rect)
        lay.candidate_cards[i] = flip_row(rect, new, lay.candidate_cards[i])
        lay.candidate_rects[i] = new
    # Meld groups stay by their seats; inside a group the melds flow from the right.
    lay.group_rects = [QRectF(r) for r in lay.group_rects]
    for g, rects in enumerate(lay.meld_rects):
        cell = lay.group_rects[g]
        for k, rect in enumerate(rects):
            new = QRectF(cell.x() + cell.right() - rect.right(), rect.y(), rect.width(), rect.height())
            lay.meld_cards[g][k] = flip_row(rect, new, lay.meld_cards[g][k])
            rects[k] = new
