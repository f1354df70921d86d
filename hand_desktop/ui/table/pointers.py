"""A pointer on the table: a short note beside the thing it explains, with an arrow to it.

During a player's first match the window shows a few of these, one at a time
(``ui/pointer_guide.py`` decides which and when, and remembers them). The item
only draws: a dark bubble with the text and "Click to close", placed above its
target if there is room, else below, and kept inside the table. A click on it
closes it and says so (``dismissed``).
"""

from __future__ import annotations

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
        self._lines: list[QTextLine] = []
        self._layout: QTextLayout | None = None
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
        width = min(380.0, table.width() * 0.42)
        self._layout, self._lines = _wrap(text, self._font, width)
        box_w = max((line.naturalTextWidth() for line in self._lines), default=0.0)
        w = max(box_w, QFontMetricsF(self._small).horizontalAdvance(self.close_text())) + 2 * PAD
        h = len(self._lines) * self._line_h() + QFontMetricsF(self._small).height() + 2.2 * PAD
        self._above = target.top() - ARROW - h >= table.top() + 4
        y = target.top() - ARROW - h if self._above else target.bottom() + ARROW
        x = min(max(target.center().x() - w / 2, table.left() + 4), table.right() - w - 4)
        self._rect = QRectF(x, y, w, h)
        tip_x = min(max(target.center().x(), x + 16), x + w - 16)
        self._tip = QPointF(tip_x, target.top() if self._above else target.bottom())
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
        arrow.addPolygon(QPolygonF([QPointF(self._tip.x() - 9, edge), self._tip,
                                    QPointF(self._tip.x() + 9, edge)]))
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
