"""Things laid over the whole table: the hot-seat cover and the fire pile viewer."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsObject,
    QGraphicsSceneMouseEvent,
    QStyleOptionGraphicsItem,
    QWidget,
)

from hand_desktop.core.cards import Card
from hand_desktop.ui.card_art import ASPECT, CardArt, card_name
from hand_desktop.ui.table.items import GOLD


class CoverItem(QGraphicsObject):
    """Hot-seat: an opaque cover that hides every hand until the named player clicks."""

    clicked = Signal()

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self._art = art
        self._rect = QRectF()
        self._title = ""
        self._hint = ""
        self._ratio = 1.0
        self.setZValue(1000)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.LeftButton)

    @property
    def title(self) -> str:
        return self._title

    def set_cover(self, rect: QRectF, title: str, hint: str, ratio: float) -> None:
        self.prepareGeometryChange()
        self._rect, self._title, self._hint, self._ratio = QRectF(rect), title, hint, ratio
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self._rect.contains(event.scenePos()):
            self.clicked.emit()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.drawPixmap(self._rect.topLeft(), self._art.felt(self._rect.size().toSize(), self._ratio))
        painter.fillRect(self._rect, QColor(0, 0, 0, 120))
        w, h = self._rect.width(), self._rect.height()
        card_w = min(w, h) * 0.16
        for k in range(3):  # three backs, fanned: a hand turned face down
            back = self._art.pixmap("back", round(card_w), self._ratio)
            painter.save()
            painter.translate(self._rect.center().x(), self._rect.y() + h * 0.42)
            painter.rotate((k - 1) * 12)
            painter.drawPixmap(QPointF(-card_w / 2, -card_w * ASPECT), back)
            painter.restore()
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(18, round(min(w, h) * 0.06)))
        painter.setFont(font)
        painter.setPen(GOLD)
        flags = int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap)
        painter.drawText(QRectF(0, h * 0.48, w, h * 0.12).translated(self._rect.topLeft()), flags, self._title)
        font.setBold(False)
        font.setPixelSize(max(13, round(min(w, h) * 0.028)))
        painter.setFont(font)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(w * 0.1, h * 0.6, w * 0.8, h * 0.1).translated(self._rect.topLeft()), flags,
                         self._hint)


class FireViewer(QGraphicsObject):
    """The whole fire pile, bottom card first, over the table; a click closes it."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self._art = art
        self._rect = QRectF()
        self._cards: tuple[Card, ...] = ()
        self._title = ""
        self._ratio = 1.0
        self._rtl = False
        self._hint = ""
        self._area = QRectF()
        self.setZValue(950)
        self.setVisible(False)

    @property
    def cards(self) -> tuple[Card, ...]:
        return self._cards

    def show_pile(self, area: QRectF, cards: tuple[Card, ...], title: str, ratio: float, rtl: bool,
                  hint: str = "") -> None:
        self.prepareGeometryChange()
        self._cards, self._title, self._ratio, self._rtl = cards, title, ratio, rtl
        self._hint = hint
        self._area = QRectF(area)
        self._rect = self._panel()
        self.setVisible(True)
        self.update()

    @property
    def hint(self) -> str:
        return self._hint

    def _fonts(self) -> tuple[QFont, QFont]:
        title = QFont()
        title.setBold(True)
        title.setPixelSize(max(14, round(self._area.height() * 0.028)))
        hint = QFont()
        hint.setPixelSize(max(12, round(self._area.height() * 0.02)))
        return title, hint

    def _head_h(self) -> float:
        return QFontMetricsF(self._fonts()[0]).height() + 20

    def _foot_h(self) -> float:
        return QFontMetricsF(self._fonts()[1]).height() + 16

    def _grid(self) -> tuple[float, float, int]:
        """Card width, step and cards per row: table-sized cards, as many rows as needed."""
        a = self._area
        n = max(1, len(self._cards))
        w = min(a.width() / 12, a.height() / 7)
        room_w = a.width() * 0.86 - 40
        room_h = a.height() * 0.86 - self._head_h() - self._foot_h()
        while True:
            step = w * 0.42
            per_row = max(1, int((room_w - w) / step) + 1)
            rows = (n + per_row - 1) // per_row
            if rows * (w * ASPECT + 12) <= room_h or w < 20:
                return w, step, min(per_row, n)
            w *= 0.9

    def _panel(self) -> QRectF:
        """Just big enough for the title, the cards and the closing hint; centred."""
        w, step, per_row = self._grid()
        rows = (max(1, len(self._cards)) + per_row - 1) // per_row
        title_f, hint_f = self._fonts()
        text_w = max(QFontMetricsF(title_f).horizontalAdvance(self._title),
                     QFontMetricsF(hint_f).horizontalAdvance(self._hint))
        width = max(w + step * (per_row - 1), text_w) + 40
        height = self._head_h() + rows * (w * ASPECT + 12) + self._foot_h()
        c = self._area.center()
        return QRectF(c.x() - width / 2, c.y() - height / 2, width, height)

    def boundingRect(self) -> QRectF:
        return self._rect

    def card_pos(self, i: int) -> QPointF:
        """Where card ``i`` (0: the bottom of the pile) is drawn: in reading order, from the
        left, or from the right right to left ("bottom to top" reads the same way)."""
        r = self._rect
        w, step, per_row = self._grid()
        row_w = w + step * (per_row - 1)
        row, col = divmod(i, per_row)
        x = r.center().x() - row_w / 2 + col * step
        if self._rtl:
            x = r.center().x() + row_w / 2 - w - col * step
        return QPointF(x, r.y() + self._head_h() + row * (w * ASPECT + 12))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        event.accept()

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.setVisible(False)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GOLD, 2))
        painter.setBrush(QColor(10, 30, 18, 240))
        painter.drawRoundedRect(r, 14, 14)
        title_f, hint_f = self._fonts()
        painter.setFont(title_f)
        painter.setPen(QColor("white"))
        painter.drawText(QRectF(r.x(), r.y() + 6, r.width(), self._head_h() - 6),
                         int(Qt.AlignmentFlag.AlignCenter), self._title)
        w = self._grid()[0]
        order = list(range(len(self._cards)))
        if self._rtl:
            # Right to left the bottom card is at the right: drawn from the far end, each card
            # covers the next one's right side, so every card shows its upright top-left corner.
            order.reverse()
        for i in order:
            painter.drawPixmap(self.card_pos(i), self._art.pixmap(card_name(self._cards[i]), round(w), self._ratio))
        painter.setFont(hint_f)
        painter.setPen(QColor("#cfd8cf"))
        painter.drawText(QRectF(r.x(), r.bottom() - self._foot_h(), r.width(), self._foot_h() - 4),
                         int(Qt.AlignmentFlag.AlignCenter), self._hint)
