"""A pointer on the table: a short note beside the thing it explains, with an arrow to it.

During a player's first match the window shows a few of these, one at a time
(``ui/pointer_guide.py`` decides which and when, and remembers them). The item
only draws: a dark bubble with the text and "Click to close", placed above its
target if there is room, else below, and kept inside the table. A click on it
closes it and says so (``dismissed``).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from hand_desktop.ui.table.items import GOLD

ARROW = 12.0  # the arrow's length, pixels
PAD = 12.0


class PointerItem(QGraphicsObject):
    dismissed = Signal(str)  # the pointer's name, once closed by a click

    def __init__(self) -> None:
        super().__init__()
        self.name = ""
        self._text = ""
        self._rect = QRectF()
        self._tip = QPointF()
        self._above = True
        self._font = QFont()
        self._small = QFont()
        self.setZValue(950)  # over the cards, under the fire viewer and the hot-seat cover
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)
        self.setCursor(Qt.CursorShape.PointingHandCursor)

    @property
    def text(self) -> str:
        return self._text if self.isVisible() else ""

    def point_at(self, name: str, text: str, target: QRectF, table: QRectF) -> None:
        """Show ``text`` beside ``target``, inside ``table`` (scene rectangles)."""
        self.prepareGeometryChange()
        self.name, self._text = name, text
        size = max(13.0, min(17.0, table.width() * 0.013))
        self._font = QFont()
        self._font.setPixelSize(round(size))
        self._small = QFont()
        self._small.setPixelSize(round(size * 0.82))
        metrics = QFontMetricsF(self._font)
        width = min(360.0, table.width() * 0.42)
        box = metrics.boundingRect(QRectF(0, 0, width, 600), int(Qt.TextFlag.TextWordWrap), text)
        w = max(box.width(), QFontMetricsF(self._small).horizontalAdvance(self.close_text())) + 2 * PAD
        h = box.height() + QFontMetricsF(self._small).height() + 2.5 * PAD
        self._above = target.top() - ARROW - h >= table.top() + 4
        y = target.top() - ARROW - h if self._above else target.bottom() + ARROW
        x = min(max(target.center().x() - w / 2, table.left() + 4), table.right() - w - 4)
        self._rect = QRectF(x, y, w, h)
        tip_x = min(max(target.center().x(), x + 16), x + w - 16)
        self._tip = QPointF(tip_x, target.top() if self._above else target.bottom())
        self.setVisible(True)
        self.update()

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
        arrow.addPolygon(QPolygonF([QPointF(self._tip.x() - 9, edge), self._tip,
                                    QPointF(self._tip.x() + 9, edge)]))
        path = path.united(arrow)
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(QColor(18, 24, 20, 235))
        painter.drawPath(path)
        painter.setPen(QColor("white"))
        painter.setFont(self._font)
        body = r.adjusted(PAD, PAD, -PAD, -PAD)
        flags = int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)
        painter.drawText(body, flags, self._text)
        painter.setFont(self._small)
        painter.setPen(GOLD)
        painter.drawText(body, int(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom),
                         self.close_text())
