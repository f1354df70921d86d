"""The direction of play: a small gold arrow by the plate of the player who plays next.

Play goes counter-clockwise (RULES.md section 3): seen from above, the turn moves
bottom → right → top → left. The arrow sits on the side of the next player's plate
that the turn comes from and points the way it travels, in both languages (the
seats are physical places, never mirrored).
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hand_desktop.ui.table.items import GOLD
from hand_desktop.ui.table.layout import Side

# Unit direction the turn travels when it reaches a seat on that side (screen y grows down).
HEADING: dict[Side, tuple[float, float]] = {
    Side.BOTTOM: (1.0, 0.0),
    Side.RIGHT: (0.0, -1.0),
    Side.TOP: (-1.0, 0.0),
    Side.LEFT: (0.0, 1.0),
}


def arrow_anchor(plate: QRectF, side: Side, size: float) -> QPointF:
    """The arrow's centre: just outside the plate, on the side the turn arrives from."""
    dx, dy = HEADING[side]
    gap = size * 0.8
    if dx:  # moving sideways: the arrow stands on the plate's inner side (towards the
        # middle of the table, never off its edge), at its incoming end
        x = plate.left() + size if dx > 0 else plate.right() - size
        return QPointF(x, plate.bottom() + gap if side is Side.TOP else plate.top() - gap)
    y = plate.bottom() + gap if dy < 0 else plate.top() - gap
    return QPointF(plate.center().x(), y)


class DirectionArrow(QGraphicsObject):
    """A short arrow with a head, pointing along the direction of play."""

    def __init__(self) -> None:
        super().__init__()
        self._centre = QPointF()
        self._heading = (1.0, 0.0)
        self._size = 12.0
        self.side = Side.BOTTOM
        self.setZValue(-4)

    def set_arrow(self, plate: QRectF, side: Side, size: float, tip: str) -> None:
        self.prepareGeometryChange()
        self.side = side
        self._size = size
        self._heading = HEADING[side]
        self._centre = arrow_anchor(plate, side, size)
        self.setToolTip(tip)
        self.update()

    def boundingRect(self) -> QRectF:
        s = self._size
        return QRectF(self._centre.x() - s, self._centre.y() - s, 2 * s, 2 * s)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        dx, dy = self._heading
        s, c = self._size, self._centre
        tail = QPointF(c.x() - dx * s * 0.9, c.y() - dy * s * 0.9)
        head = QPointF(c.x() + dx * s * 0.9, c.y() + dy * s * 0.9)
        base = QPointF(c.x() + dx * s * 0.15, c.y() + dy * s * 0.15)
        px, py = -dy * s * 0.5, dx * s * 0.5  # perpendicular
        painter.setPen(QPen(GOLD, max(2.0, s * 0.22), Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(tail, base)
        path = QPainterPath()
        path.addPolygon(QPolygonF([head, QPointF(base.x() + px, base.y() + py),
                                   QPointF(base.x() - px, base.y() - py)]))
        path.closeSubpath()
        painter.setPen(Qt.PenStyle.NoPen)
        painter.fillPath(path, GOLD)
