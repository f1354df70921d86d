"""Where everything goes on the table, for a given view size.

Sizes are in card units (the width of a card in the hand, ``hand_w``), so
the whole table follows the window: change the size, compute a new layout,
render the cards again at their new width. Nothing here draws.

``compute_layout`` is a pure function: it picks the card's width in pixels from
the window, turns the few pixel limits (``PixelLimits``: least margins, legible
text, cards that stop shrinking) into card units, lays the table out in card
units with the named ``Proportions``, and scales the result to pixels at the end.

The layout is computed left to right and mirrored for right-to-left
languages: the chrome (own plate, hand, prepared area, piles, captions) swaps
sides, while the cards *inside* a meld or candidate keep reading in rank order
(low to high, left to right), as runs are read everywhere.

The meld area between the opponents' plates and the prepared area is cut into one cell
per meld group (``meld_cells``): of a few cuts, the layout keeps the one that gives the
table's melds the largest cards, and keeps it while a new meld does not make another
much better.

Seats are placed relative to the seat at the bottom (``rel = (seat - bottom) % n``).
Play goes counter-clockwise (RULES.md section 3), so the next player sits on the
right in *both* languages: the seats and their meld groups are physical places at
the table and are never mirrored.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from PySide6.QtCore import QPointF, QRectF

from hand_desktop.ui.card_art import ASPECT, SMALL_FACE_W
from hand_desktop.ui.table.hand_pin import HandPin, pinned_positions
from hand_desktop.ui.table.meld_cells import cell_plans

MELD_STEP = 0.26  # share of a meld card left visible under the next one (its index shows)
SMALL_MELD_STEP = 0.30  # the same for a small face (``card_art.SMALL_FACE_W``): its index is larger
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
    cut: int | None = None  # the cut of the meld area laid out last (``TableLayout.cut``)


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
    arrow: float = 0.0  # the direction-of-play arrow's size, by the next player's plate
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
    cut: int = 0  # which of ``meld_cells.cell_plans``' cuts of the meld area the group cells are
    group_rects: list[QRectF] = field(default_factory=list)
    meld_rects: list[list[QRectF]] = field(default_factory=list)  # per group, per meld
    meld_cards: list[list[list[QPointF]]] = field(default_factory=list)  # per group, meld, card
    message_pos: QPointF = field(default_factory=QPointF)
    hand_pin: HandPin | None = None  # the hand held still under the pointer (see hand_pin)

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
        if self.hand_pin is not None and count > 0:
            y = self.hand_rect.bottom() - self.hand_w * ASPECT
            pinned = pinned_positions(self.hand_rect, count, self.hand_w, y, self.rtl, self.hand_pin)
            if pinned is not None:
                return pinned
        return spread(self.hand_rect, count, self.hand_w, HAND_STEP, self.rtl, lift=self.lift)

    @property
    def fire_fan(self) -> float:
        """How far the older fire cards fan out left of the top one (three steps)."""
        return 3 * self.fire_step

    @property
    def lift(self) -> float:
        return self.hand_h * PROPORTIONS.lift

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


def meld_width(shape: MeldShape, w: float, step: float = MELD_STEP) -> float:
    return w + sum(_step(shape, i, w, step) for i in range(shape.size - 1))


def _step(shape: MeldShape, i: int, w: float, step: float) -> float:
    return w * (JOKER_STEP if shape.joker_at == i else step)


def meld_card_positions(origin: QPointF, shape: MeldShape, w: float,
                        step: float = MELD_STEP) -> list[QPointF]:
    out, x = [], origin.x()
    for i in range(shape.size):
        out.append(QPointF(x, origin.y()))
        x += _step(shape, i, w, step)
    return out


@dataclass(frozen=True)
class Proportions:
    """The table's proportions in card units: 1.0 is the width of a card in the hand."""

    cards_across: float = 12.5  # the hand card is the window's width over this ...
    # ... or its height over this, whichever is smaller: a window wider than 16:10 (1920x1080)
    # keeps the hand to a 16:10 window's share of the height, and the melds get the rest
    # (at 7.0 the hand took the height that 4-player melds needed).
    cards_down: float = 7.6
    margin: float = 0.08
    text: float = 0.17  # a line of captions
    back: float = 0.34  # an opponent's card back
    lift: float = 0.16  # of a hand card's height: how far a selected card rises
    own_plate: float = 1.75  # the bottom seat's plate, beside the hand
    pile: float = 0.66  # the stock and fire cards
    fire_step: float = 0.2  # of a pile card: the fan of the older fire cards
    plate: float = 2.0  # an opponent's plate, at the least
    plate_backs: int = 14  # the backs an opponent's plate has room to fan
    arrow: float = 0.1  # the direction-of-play arrow (``direction.arrow_anchor``)
    arrow_reach: float = 1.8  # of the arrow: how far it reaches out of its plate
    candidate_slot: float = 1.1  # of a candidate card: the "new meld" slot, at the least
    candidate_pad: float = 0.6  # of the margin: around a candidate's cards
    candidate_shrink: float = 0.92  # each step while the candidates do not fit
    # A meld card on the table, at the most (then smaller until every group fits): melds
    # grow with the window as the hand does (at 0.62 they stayed small on a large screen).
    meld: float = 0.87
    meld_gap: float = 0.18  # of a meld card: between melds in a row (at least a margin)
    # Another cut of the meld area replaces the one in use only for cards this much larger:
    # the groups do not all move when a meld is laid for a few pixels more.
    recut: float = 1.08


@dataclass(frozen=True)
class PixelLimits:
    """The pixel sizes the table keeps whatever the window: where pixels enter the layout."""

    view: tuple[float, float] = (320.0, 240.0)  # a smaller view is laid out at this size
    card: tuple[float, float] = (36.0, 190.0)  # the hand card's width, least and most
    margin: float = 6.0
    text: float = 15.0
    candidate: float = 14.0  # candidate cards stop shrinking below this width
    arrow: float = 8.0  # the direction arrow stops shrinking below this size
    meld: float = 16.0  # meld cards stop shrinking below this width
    small_face: float = SMALL_FACE_W  # meld cards narrower are drawn with the larger index
    melds_height: float = 10.0  # the meld area's least height


PROPORTIONS = Proportions()
PIXELS = PixelLimits()
_MAX_SHRINK_STEPS = 60


@dataclass(frozen=True)
class _Units:
    """The pixel limits in card units, for one card size."""

    margin: float
    text: float
    candidate: float
    arrow: float
    meld: float
    small_face: float
    melds_height: float


def compute_layout(
    inp: LayoutInput, p: Proportions = PROPORTIONS, px: PixelLimits = PIXELS
) -> TableLayout:
    """The table for ``inp``: laid out in card units, then scaled to pixels (the one edge)."""
    W, H = max(inp.width, px.view[0]), max(inp.height, px.view[1])
    card = max(px.card[0], min(W / p.cards_across, H / p.cards_down, px.card[1]))
    units = _Units(
        margin=max(px.margin / card, p.margin),
        text=max(px.text / card, p.text),
        candidate=px.candidate / card,
        arrow=max(px.arrow / card, p.arrow),
        meld=px.meld / card,
        small_face=px.small_face / card,
        melds_height=px.melds_height / card,
    )
    return _in_pixels(_unit_layout(inp, W / card, H / card, p, units), card, W, H)


def _unit_layout(inp: LayoutInput, W: float, H: float, p: Proportions, u: _Units) -> TableLayout:
    m, text_h = u.margin, u.text
    lay = TableLayout(W, H, inp.rtl, 1.0, m)
    lay.back_w = p.back

    # -- bottom: own plate and hand
    hand_h = ASPECT
    hand_top = H - m - hand_h - lay.lift
    own_w = p.own_plate
    lay.own_plate = QRectF(m, hand_top + lay.lift, own_w, hand_h)
    lay.hand_rect = QRectF(m + own_w + m, hand_top, W - own_w - 3 * m, hand_h + lay.lift)

    # -- above the hand: the prepared area, then stock and fire on the trailing side
    lay.pile_w = p.pile
    pile_h = lay.pile_w * ASPECT
    lay.fire_step = p.fire_step * lay.pile_w
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
    # At the top of the area: the margin below it keeps a tall (Arabic) line off the
    # dashed border of the slot underneath.
    lay.counter_rect = QRectF(lay.prep_rect.x() + m, prep_top, lay.prep_rect.width() - 2 * m, text_h)
    _layout_candidates(lay, inp, text_h, p, u)

    # -- opponents
    plate_w = max(p.plate, lay.back_w * (1 + BACK_STEP * p.plate_backs) + 2 * m)
    plate_h = 3 * text_h + lay.back_w * ASPECT + 3 * m
    lay.arrow = u.arrow
    # Kept clear around an opponent's plate (at least a margin): the direction arrow stands
    # beside a plate, below the top and right ones, above the left one.
    clear = max(m, u.arrow * p.arrow_reach)
    sides = {seat_side(r, inp.players) for r in range(1, inp.players)}
    top_h = 0.0
    if Side.TOP in sides:
        lay.plates[Side.TOP] = QRectF((W - plate_w) / 2, m, plate_w, plate_h)
        # A margin more under the top plate: its arrow sat against the title of the melds
        # below ("Melds of ..." at a 2-player table).
        top_h = plate_h + clear + m
    info_w = (W - plate_w) / 2 - 2 * m if Side.TOP in sides else W / 2 - m
    lay.info_rect = QRectF(m, m, info_w, 2 * text_h + m)
    mid_top = m + max(top_h, lay.info_rect.height() + m)
    mid_bottom = prep_top - m
    for side in (Side.LEFT, Side.RIGHT):
        if side in sides:
            # At the foot of the meld area, by the prepared area: that seat's melds go
            # above its plate, in the column the plate would otherwise keep empty.
            y = max(mid_top, mid_bottom - plate_h - (clear - m))
            x = m if side is Side.LEFT else W - m - plate_w
            lay.plates[side] = QRectF(x, y, plate_w, plate_h)
    lay.melds_rect = QRectF(m, mid_top, W - 2 * m, max(u.melds_height, mid_bottom - mid_top))
    _layout_melds(lay, inp, text_h, p, u, clear)
    lay.message_pos = QPointF(W / 2, prep_top - m)

    # -- mirror for right-to-left: zones swap sides, cards inside melds keep their order
    if inp.rtl:
        _mirror(lay)
    return lay


def _shrink(size: float, factor: float, floor: float, fits: Callable[[float], bool]) -> float:
    """``size`` made smaller by ``factor`` until ``fits`` it, or it is down to ``floor``."""
    for _ in range(_MAX_SHRINK_STEPS):
        if size < floor or fits(size):
            break
        size *= factor
    return size


def _layout_candidates(lay: TableLayout, inp: LayoutInput, text_h: float, p: Proportions,
                       u: _Units) -> None:
    m = lay.margin
    area = lay.prep_rect
    top = area.y() + text_h + m
    height = area.bottom() - top - m / 2
    shapes = list(inp.candidates)
    pad = m * p.candidate_pad
    full = height / ASPECT  # the candidate card that fills the area's height
    slot_w = full * p.candidate_slot  # the slot keeps room for a card of that size

    def widths(cw: float) -> list[float]:
        return [cw + cw * CANDIDATE_STEP * (s.size - 1) + 2 * pad for s in shapes]

    def fit(cw: float) -> bool:
        return sum(widths(cw)) + m * len(shapes) + slot_w <= area.width() - 2 * m

    # The candidate cards shrink until every candidate and the "new meld" slot fit.
    cw = _shrink(full, p.candidate_shrink, u.candidate, fit)
    lay.prep_w = cw
    ch = cw * ASPECT
    x = area.x() + m
    y = top + (height - ch) / 2
    for shape, w in zip(shapes, widths(cw), strict=True):
        rect = QRectF(x, y - pad / 2, w, ch + pad)
        lay.candidate_rects.append(rect)
        lay.candidate_cards.append(
            [QPointF(x + pad + i * cw * CANDIDATE_STEP, y) for i in range(shape.size)]
        )
        x += w + m
    lay.new_slot = QRectF(x, y - pad / 2, max(slot_w, area.right() - m - x), ch + pad)


def _largest(lo: float, hi: float, fits: Callable[[float], bool]) -> float | None:
    """The largest size in [lo, hi] that ``fits``, to a thousandth of ``hi`` (None if even
    ``lo`` does not). A group's melds fit at any size below one that fits (each meld is
    narrower, so a row holds as many or more), which is what makes halving work."""
    if hi < lo or not fits(lo):
        return None
    if fits(hi):
        return hi
    for _ in range(_BISECTIONS):
        mid = (lo + hi) / 2
        if fits(mid):
            lo = mid
        else:
            hi = mid
    return lo


_BISECTIONS = 12  # halvings of the meld card's size: within 0.03% of the largest that fits
_NOISE = 1e-9  # card units: float noise, not a fit's margin


def _layout_melds(lay: TableLayout, inp: LayoutInput, text_h: float, p: Proportions,
                  u: _Units, clear: float) -> None:
    m = lay.margin
    n = max(1, inp.group_count)
    groups = list(inp.groups) + [()] * (n - len(inp.groups))
    ceiling = lay.info_rect.bottom() + m  # cells beside the top plate stay under the corner's text

    def gap(w: float) -> float:
        return max(m, w * p.meld_gap)

    def step(w: float) -> float:
        return SMALL_MELD_STEP if w < u.small_face else MELD_STEP

    # Each meld's width in cards, for the two steps (a meld is its card's width times it).
    widths = {st: [[meld_width(shape, 1.0, st) for shape in g] for g in groups]
              for st in (MELD_STEP, SMALL_MELD_STEP)}

    def fit(cells: list[QRectF], w: float) -> bool:
        shares = widths[step(w)]
        return all(_fits(shares[i], cell, w, gap(w), text_h, m) for i, cell in enumerate(cells))

    def card_w(cells: list[QRectF], floor: float) -> float | None:
        # One card size for the whole table: the largest above ``floor`` that lets every
        # group fit (None if none does). The steps between a meld's cards close up above a
        # small face's size, and widen below it, so the sizes above it are tried first.
        hi = min(p.meld * lay.hand_w, (max(c.height() for c in cells) - text_h - m) / ASPECT)
        for lo, top in ((max(u.meld, u.small_face), hi), (u.meld, min(hi, u.small_face))):
            best = _largest(max(lo, floor), top, lambda w: fit(cells, w))
            if best is not None:
                return best
        return None

    # The cells that give this table's melds the largest cards: the cut in use unless
    # another gives cards ``recut`` times larger, else the first of equals (so an empty table
    # keeps the usual one). Each next cut is only asked to beat the best so far.
    plates = lay.plates
    plans = cell_plans(lay.melds_rect, n, m, (plates.get(Side.LEFT), plates.get(Side.RIGHT),
                                              plates.get(Side.TOP)), ceiling, clear)
    order = list(range(len(plans)))
    if inp.cut in order:
        order.remove(inp.cut)
        order.insert(0, inp.cut)
    chosen: tuple[float, int] | None = None
    for i in order:
        if chosen is None:
            floor = u.meld
        else:
            floor = chosen[0] * (p.recut if chosen[1] == inp.cut else 1 + 1e-6)
        w = card_w(plans[i], floor)
        if chosen is None or w is not None:
            chosen = (u.meld if w is None else w, i)
    assert chosen is not None
    w, lay.cut = chosen
    cells = plans[lay.cut]
    lay.group_rects = cells
    lay.meld_w = w
    for i, shapes in enumerate(groups[:len(cells)]):
        rects, cards = _flow(shapes, cells[i], w, gap(w), step(w), text_h, m)
        lay.meld_rects.append(rects)
        lay.meld_cards.append(cards)


def _fits(widths: Sequence[float], cell: QRectF, w: float, gap: float, text_h: float,
          m: float) -> bool:
    """Whether melds of these widths (in cards of width ``w``) flow into ``cell`` as ``_flow``
    lays them out (in plain numbers: the layout asks this many times)."""
    if not widths:
        return True
    left, right, h = cell.x() + m, cell.right(), w * ASPECT
    x, y = left, cell.y() + text_h + m / 2
    for share in widths:
        mw = share * w
        if x + mw > right - m / 2 and x > left:
            x, y = left, y + h + m
        if x + mw > right + _NOISE:
            return False
        x += mw + gap
    return y + h <= cell.bottom() + _NOISE


def _flow(
    shapes: Sequence[MeldShape], cell: QRectF, w: float, gap: float, step: float, text_h: float,
    m: float,
) -> tuple[list[QRectF], list[list[QPointF]]]:
    h = w * ASPECT
    x, y = cell.x() + m, cell.y() + text_h + m / 2
    rects: list[QRectF] = []
    row_start = 0
    for shape in shapes:
        mw = meld_width(shape, w, step)
        if x + mw > cell.right() - m / 2 and x > cell.x() + m:
            _centre_row(rects, row_start, cell, m)
            row_start = len(rects)
            x = cell.x() + m
            y += h + m
        rects.append(QRectF(x, y, mw, h))
        x += mw + gap
    _centre_row(rects, row_start, cell, m)
    cards = [meld_card_positions(r.topLeft(), s, w, step) for r, s in zip(rects, shapes, strict=True)]
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


def _in_pixels(lay: TableLayout, card: float, W: float, H: float) -> TableLayout:
    """The unit layout scaled by ``card`` (the hand card's width in pixels)."""

    def px(v: float) -> float:
        # Rounded to a billionth of a pixel: the float noise of dividing by ``card`` and
        # multiplying back goes, so an edge on a whole (or half) pixel stays exactly there
        # and text and cards land on the same pixels as a layout computed in pixels.
        return round(v * card, 9)

    def rect(r: QRectF) -> QRectF:
        return QRectF(px(r.x()), px(r.y()), px(r.width()), px(r.height()))

    def point(q: QPointF) -> QPointF:
        return QPointF(px(q.x()), px(q.y()))

    out = TableLayout(W, H, lay.rtl, card, px(lay.margin))
    for name, value in vars(lay).items():
        if name in ("width", "height", "rtl", "hand_w", "margin", "hand_pin"):
            continue  # (the pin is in pixels, set by the scene on the scaled layout)
        if name == "cut":
            out.cut = value
            continue
        if isinstance(value, QRectF):
            scaled: object = rect(value)
        elif isinstance(value, QPointF):
            scaled = point(value)
        elif isinstance(value, float):
            scaled = px(value)
        elif name == "plates":
            scaled = {side: rect(r) for side, r in value.items()}
        elif name in ("candidate_rects", "group_rects"):
            scaled = [rect(r) for r in value]
        elif name == "candidate_cards":
            scaled = [[point(q) for q in row] for row in value]
        elif name == "meld_rects":
            scaled = [[rect(r) for r in group] for group in value]
        elif name == "meld_cards":
            scaled = [[[point(q) for q in meld] for meld in group] for group in value]
        else:
            raise TypeError(f"TableLayout.{name}: no rule to scale it")
        setattr(out, name, scaled)
    return out
