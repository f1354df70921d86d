"""A pointer on the table: a short note beside the thing it explains, with an arrow to it.

During a player's first match the window shows a few of these, one at a time
(``ui/pointer_guide.py`` decides which and when, and remembers them). The item
only draws: a dark bubble with the text and "Click to close", above or below its
target where it covers least of the melds and the hand (``place_bubble``), inside the table. A click on it
closes it and says so (``dismissed``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QLineF, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPainterPath,
    QPen,
    QPolygonF,
    QTextLayout,
    QTextLine,
    QTextOption,
)
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from hand_desktop.ui.table.items import GOLD

ARROW = 12.0  # the arrow's length, pixels
PAD = 12.0


def _wrap(text: str, font: QFont, width: float) -> tuple[QTextLayout, list[QTextLine]]:
    """``text`` broken into lines at most ``width`` wide (the layout keeps them alive)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    option.setTextDirection(QGuiApplication.layoutDirection())  # Arabic notes read right to left
    layout.setTextOption(option)
    lines = []
    layout.beginLayout()
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        lines.append(line)
    layout.endLayout()
    return layout, lines


@dataclass(frozen=True)
class Placement:
    """A note's bubble, which side of its target it stands, and its arrow."""

    rect: QRectF
    above: bool
    tip: QPointF  # on the target's edge
    base_x: float  # where the arrow leaves the bubble's edge
    cost: float  # what it covers (weighed, see ``_covered``) and how far it stands


def place_bubble(w: float, h: float, target: QRectF, table: QRectF,
                 keep_clear: Sequence[QRectF]) -> Placement | None:
    """Where a ``w`` x ``h`` bubble goes: above or below ``target``, anywhere along the table
    and up to ``REACH`` of the table's height away, at the place where it and its arrow
    cover least of ``keep_clear`` and of the target (at the first start a note over "Your
    melds" hid what it explained), the nearest of equals. None if the table has no room.

    (In plain numbers: a few thousand places are weighed at each layout of the table.)"""
    inside = table.adjusted(4, 4, -4, -4)
    # The hand (first) weighs most, the target least: on a crowded table (4 players at
    # 1024x640) a note over the target or a meld hides less than one over the cards in play.
    boxes = [(*_box(r), HAND_WEIGHT if i == 0 else 1.0) for i, r in enumerate(keep_clear)]
    boxes.append((*_box(target), TARGET_WEIGHT))
    best: Placement | None = None
    xs = [inside.left() + (inside.width() - w) * i / _STEPS for i in range(_STEPS + 1)]
    for above in (True, False):
        for k in range(_STEPS + 1):
            gap = ARROW + table.height() * REACH * k / _STEPS
            y = target.top() - gap - h if above else target.bottom() + gap
            if y < inside.top() or y + h > inside.bottom():
                continue
            for x in xs:
                reach = abs(x + w / 2 - target.center().x()) + gap
                cost = _covered((x, y, x + w, y + h), boxes) * _COVER_WEIGHT + reach
                if best is not None and cost >= best.cost:
                    continue
                tip_x = min(max(x + w / 2, target.left() + 8), target.right() - 8)
                tip = QPointF(tip_x, target.top() if above else target.bottom())
                base_x = min(max(tip_x, x + 16), x + w - 16)
                base = QPointF(base_x, y + h if above else y)
                cost += _arrow_covers(base, tip, boxes[:-1]) * _COVER_WEIGHT
                if best is None or cost < best.cost:
                    best = Placement(QRectF(x, y, w, h), above, tip, base_x, cost)
    return best


Box = tuple[float, float, float, float, float]  # left, top, right, bottom, weight


def _box(r: QRectF) -> tuple[float, float, float, float]:
    return r.left(), r.top(), r.right(), r.bottom()


def _covered(rect: tuple[float, float, float, float], boxes: Sequence[Box]) -> float:
    """The area of the boxes ``rect`` covers, each by its weight."""
    left, top, right, bottom = rect
    total = 0.0
    for x0, y0, x1, y1, weight in boxes:
        dx, dy = min(right, x1) - max(left, x0), min(bottom, y1) - max(top, y0)
        if dx > 0 and dy > 0:
            total += dx * dy * weight
    return total


def _arrow_covers(base: QPointF, tip: QPointF, boxes: Sequence[Box]) -> float:
    """What the arrow from ``base`` to ``tip`` covers, as squares along it (a long arrow
    across a meld hid it as a bubble would)."""
    n = max(1, int(QLineF(base, tip).length() // 12))
    total = 0.0
    for i in range(n):
        x = base.x() + (tip.x() - base.x()) * i / n
        y = base.y() + (tip.y() - base.y()) * i / n
        total += _covered((x - 6, y - 6, x + 6, y + 6), boxes)
    return total


TARGET_WEIGHT = 0.2
HAND_WEIGHT = 4.0


_STEPS = 16
REACH = 0.4  # of the table's height: how far from its target a note may stand
_COVER_WEIGHT = 50.0  # a pixel covered weighs as much as 50 pixels farther from the target


class PointerItem(QGraphicsObject):
    dismissed = Signal(str)  # the pointer's name, once closed by a click

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self._text = ""
        self._rect = QRectF()
        self._tip = QPointF()
        self._above = True
        self._base_x = 0.0  # where the arrow leaves the bubble's edge
        self._font = QFont()
        self._small = QFont()
        self._lines: list[QTextLine] = []
        self._layout: QTextLayout | None = None
        self.setZValue(950)  # over the cards, under the fire viewer and the hot-seat cover
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    @property
    def text(self) -> str:
        return self._text if self.isVisible() else ""

    def point_at(self, name: str, text: str, target: QRectF, table: QRectF,
                 keep_clear: Sequence[QRectF] = ()) -> None:
        """Show ``text`` by ``target``, inside ``table`` (scene rectangles), covering as little
        of ``keep_clear`` (the hand first, then the melds...) as it can (see ``place_bubble``)."""
        self.prepareGeometryChange()
        self.name, self._text = name, text
        size = max(13.0, min(17.0, table.width() * 0.013))
        self._font = QFont()
        self._font.setPixelSize(round(size))
        self._small = QFont()
        self._small.setPixelSize(round(size * 0.82))
        # Of a few widths (a narrower note is taller, it may fit between melds), the note
        # that covers least, the nearest of equals.
        best: tuple[Placement, QTextLayout, list[QTextLine]] | None = None
        for share in (0.42, 0.3, 0.22, 0.16):
            width = min(380.0, table.width() * share)
            layout, lines = _wrap(text, self._font, width)
            box_w = max((line.naturalTextWidth() for line in lines), default=0.0)
            w = max(box_w, QFontMetricsF(self._small).horizontalAdvance(self.close_text())) + 2 * PAD
            h = len(lines) * self._line_h() + QFontMetricsF(self._small).height() + 2.2 * PAD
            place = place_bubble(w, h, target, table, keep_clear)
            if place is None:  # a table too small for it: above the target, inside the table
                x = min(max(target.center().x() - w / 2, table.left()), table.right() - w)
                rect = QRectF(x, max(table.top(), target.top() - ARROW - h), w, h)
                place = Placement(rect, True, QPointF(rect.center().x(), target.top()),
                                  rect.center().x(), float("inf"))
            if best is None or place.cost < best[0].cost:
                best = (place, layout, lines)
        assert best is not None
        place, self._layout, self._lines = best
        self._rect, self._above, self._tip, self._base_x = place.rect, place.above, place.tip, place.base_x
        self.setVisible(True)
        self.update()

    @property
    def bubble(self) -> QRectF:
        """The note's bubble (its arrow reaches out of it to the target)."""
        return QRectF(self._rect)

    @property
    def tip(self) -> QPointF:
        """Where the arrow ends, on the target's edge."""
        return QPointF(self._tip)

    def _line_h(self) -> float:
        return self._font.pixelSize() * 1.45

    @staticmethod
    def close_text() -> str:
        return QCoreApplication.translate("Pointers", "Click to close")

    def boundingRect(self) -> QRectF:
        # (A rectangle of no size would be left out of the union: the arrow's far end was cut.)
        tip = QRectF(self._tip.x() - 10, self._tip.y() - 10, 20, 20)
        return self._rect.united(tip).adjusted(-3, -3, 3, 3)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.close()

    def close(self) -> None:
        if self.isVisible():
            self.setVisible(False)
            self.dismissed.emit(self.name)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        edge = r.bottom() if self._above else r.top()
        path = QPainterPath()
        path.addRoundedRect(r, 10, 10)
        arrow = QPainterPath()
        arrow.addPolygon(QPolygonF([QPointF(self._base_x - 9, edge), self._tip,
                                    QPointF(self._base_x + 9, edge)]))
        path = path.united(arrow)
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(QColor(18, 24, 20, 235))
        painter.drawPath(path)
        painter.setPen(QColor("white"))
        body = r.adjusted(PAD, PAD, -PAD, -PAD)
        for i, line in enumerate(self._lines):
            # Each line centred, a line height apart (the Arabic font's own spacing is
            # nearly twice its size: a short note would take half the table).
            x = body.center().x() - line.naturalTextWidth() / 2 - line.x()
            line.draw(painter, QPointF(x, body.top() + i * self._line_h() - line.y()))
        painter.setFont(self._small)
        painter.setPen(GOLD)
        painter.drawText(body, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
                         self.close_text())
