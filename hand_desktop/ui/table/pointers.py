"""A pointer on the table: a short note beside the thing it explains, with an arrow to it.

During a player's first match the window shows a few of these, one at a time
(``ui/pointer_guide.py`` decides which and when, and remembers them). The item
only draws: a dark bubble with the text and "Click to close", above or below its
target where it covers least of the melds and the hand (``place_bubble``), inside the table. A click on it
closes it and says so (``dismissed``).
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
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


def place_bubble(w: float, h: float, target: QRectF, table: QRectF,
                 keep_clear: Sequence[QRectF]) -> tuple[QRectF, bool]:
    """Where a ``w`` x ``h`` bubble goes, and whether it is above ``target``: above it or
    below it, anywhere along the table and up to ``REACH`` of the table's height away, at the
    place that covers least of ``keep_clear`` and of the target (at the first start a note
    over "Your melds" hid what it explained), the nearest of equals."""
    inside = table.adjusted(4, 4, -4, -4)
    best: tuple[float, QRectF, bool] | None = None
    xs = [inside.left() + (inside.width() - w) * i / _STEPS for i in range(_STEPS + 1)]
    for above in (True, False):
        for k in range(_STEPS + 1):
            gap = ARROW + table.height() * REACH * k / _STEPS
            y = target.top() - gap - h if above else target.bottom() + gap
            if y < inside.top() or y + h > inside.bottom():
                continue
            for x in xs:
                rect = QRectF(x, y, w, h)
                covered = _covered(rect, target, keep_clear)
                reach = abs(rect.center().x() - target.center().x()) + gap
                cost = covered * _COVER_WEIGHT + reach
                if best is None or cost < best[0]:
                    best = (cost, rect, above)
    if best is None:  # a table too small for the note: above it, pressed into the table
        x = min(max(target.center().x() - w / 2, inside.left()), inside.right() - w)
        return QRectF(x, max(inside.top(), target.top() - ARROW - h), w, h), True
    return best[1], best[2]


def _covered(rect: QRectF, target: QRectF, keep_clear: Sequence[QRectF]) -> float:
    """How much of what should show ``rect`` covers: the target counts less, the hand (the
    first of ``keep_clear``) more: on a crowded table (4 players at 1024x640) a note over
    the target or a meld hides less than one over the cards in play."""
    weights = [HAND_WEIGHT] + [1.0] * (len(keep_clear) - 1)
    return (sum(k * _area(rect.intersected(r)) for k, r in zip(weights, keep_clear, strict=True))
            + TARGET_WEIGHT * _area(rect.intersected(target)))


TARGET_WEIGHT = 0.2
HAND_WEIGHT = 4.0


def _area(r: QRectF) -> float:
    return r.width() * r.height() if r.isValid() else 0.0


_STEPS = 16
REACH = 0.4  # of the table's height: how far from its target a note may stand
_COVER_WEIGHT = 1.0  # a pixel covered weighs as much as a pixel farther from the target


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
        # The widest note that covers nothing to keep clear, else the one that covers least
        # (a narrower note is taller: it fits between rows of melds less often).
        best: tuple[float, QRectF, bool, QTextLayout, list[QTextLine]] | None = None
        for share in (0.42, 0.3, 0.22):
            width = min(380.0, table.width() * share)
            layout, lines = _wrap(text, self._font, width)
            box_w = max((line.naturalTextWidth() for line in lines), default=0.0)
            w = max(box_w, QFontMetricsF(self._small).horizontalAdvance(self.close_text())) + 2 * PAD
            h = len(lines) * self._line_h() + QFontMetricsF(self._small).height() + 2.2 * PAD
            rect, above = place_bubble(w, h, target, table, keep_clear)
            covered = _covered(rect, target, keep_clear)
            if best is None or covered < best[0]:
                best = (covered, rect, above, layout, lines)
            if covered == 0:
                break
        assert best is not None
        _, self._rect, self._above, self._layout, self._lines = best
        # The arrow leaves the bubble's edge towards the target and ends on the target's edge.
        tip_x = min(max(self._rect.center().x(), target.left() + 8), target.right() - 8)
        self._tip = QPointF(tip_x, target.top() if self._above else target.bottom())
        self._base_x = min(max(tip_x, self._rect.left() + 16), self._rect.right() - 16)
        self.setVisible(True)
        self.update()

    def _line_h(self) -> float:
        return self._font.pixelSize() * 1.45

    @staticmethod
    def close_text() -> str:
        return QCoreApplication.translate("Pointers", "Click to close")

    def boundingRect(self) -> QRectF:
        return self._rect.united(QRectF(self._tip, self._tip)).adjusted(-3, -3, 3, 3)

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
