"""Card items and the stock pile: the things on the table that move.

A ``CardItem`` shows one physical card (face or back) at a width given by
the layout; its pixmap comes from the shared SVG cache at that exact width
and the screen's device pixel ratio. Items never decide anything: the scene
says where they are, whether they are selected, focused or a drop target.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hand_desktop.core.cards import RANK_NAMES, Card, Suit
from hand_desktop.ui.card_art import ASPECT, BACK, CardArt, card_name

GOLD = QColor("#f5c542")
FOCUS = QColor("#4fc3f7")
SHADOW = QColor(0, 0, 0, 70)


class Mark(Enum):
    """A glow round a card that says why it stands out (never the selection or the focus)."""

    HINT = "hint"  # the hint's move uses it
    DRAWN = "drawn"  # the card just drawn into the hand
    THROWN = "thrown"  # the card another player just threw on the fire pile


MARK_COLOUR = {Mark.HINT: QColor("#7cf0a0"), Mark.DRAWN: QColor("#ffffff"), Mark.THROWN: QColor("#ff9e40")}


class Place(Enum):
    """Where a card item is shown."""

    HIDDEN = "hidden"
    HAND = "hand"
    CANDIDATE = "candidate"
    MELD = "meld"
    FIRE = "fire"


@dataclass(frozen=True)
class Spot:
    """A card's place: the kind, the index of the group (candidate, meld) and the position in it."""

    place: Place
    group: int = -1
    index: int = -1


class CardItem(QGraphicsObject):
    """One physical card."""

    def __init__(self, card: Card | None, art: CardArt) -> None:
        super().__init__()
        self.card = card
        self._art = art
        self._w = 60.0
        self._ratio = 1.0
        self._face_up = card is not None
        self._pixmap: QPixmap | None = None
        self.spot = Spot(Place.HIDDEN)
        self._selected = False
        self._badge: tuple[int, Suit] | None = None
        self._mark: Mark | None = None
        self.setAcceptHoverEvents(False)
        self.setVisible(False)

    @property
    def width(self) -> float:
        return self._w

    @property
    def face_up(self) -> bool:
        return self._face_up

    def set_look(self, width: float, ratio: float, face_up: bool = True) -> None:
        face_up = face_up and self.card is not None
        if (round(width), ratio, face_up) != (round(self._w), self._ratio, self._face_up) or (
            self._pixmap is None
        ):
            self.prepareGeometryChange()
            self._w, self._ratio, self._face_up = float(round(width)), ratio, face_up
            name = card_name(self.card) if face_up else BACK
            self._pixmap = self._art.shadowed(name, round(width), ratio)

    def forget_picture(self) -> None:
        """Fetch the picture again at the next ``set_look`` (the art's style changed)."""
        self._pixmap = None

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: object) -> object:
        if change is QGraphicsItem.GraphicsItemChange.ItemVisibleHasChanged and not value:
            # A hidden card holds no picture (``set_look`` fetches one when it is shown again):
            # the cards back in the stock kept theirs from the rounds before, a few MB of sizes
            # the cache had let go.
            self._pixmap = None
        return super().itemChange(change, value)

    def set_selected(self, on: bool) -> None:
        if on != self._selected:
            self._selected = on
            self.update()

    def set_mark(self, mark: Mark | None) -> None:
        if mark != self._mark:
            self._mark = mark
            self.update()

    @property
    def mark(self) -> Mark | None:
        return self._mark

    def set_badge(self, badge: tuple[int, Suit] | None) -> None:
        """For a Joker in a meld: the card it stands for, drawn on its visible strip."""
        if badge != self._badge:
            self._badge = badge
            self.update()

    @property
    def badge(self) -> tuple[int, Suit] | None:
        return self._badge

    def card_rect(self) -> QRectF:
        return QRectF(0, 0, self._w, self._w * ASPECT)

    def boundingRect(self) -> QRectF:
        return QRectF(-6, -6, self._w + 12, self._w * ASPECT + 13)  # room for a mark's glow

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        rect = self.card_rect()
        radius = self._w * 0.06
        if self._mark is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            colour = QColor(MARK_COLOUR[self._mark])
            for k, alpha in ((5.0, 70), (2.5, 200)):
                colour.setAlpha(alpha)
                painter.setPen(QPen(colour, k))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-k / 2, -k / 2, k / 2, k / 2), radius, radius)
        if self._pixmap is not None:
            painter.drawPixmap(QPointF(0, 0), self._pixmap)  # the card and its shadow
        if self._badge is not None:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            self._paint_badge(painter)
        if self._selected:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(GOLD, max(2.0, self._w * 0.035)))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(1, 1, -1, -1), radius, radius)

    def _paint_badge(self, painter: QPainter) -> None:
        # The strip of a Joker that stays visible in a meld is about half a card wide.
        assert self._badge is not None
        rank, suit = self._badge
        bw = self._w * 0.46
        bh = self._w * 0.62
        box = QRectF(self._w * 0.03, self._w * ASPECT - bh - self._w * 0.05, bw, bh)
        painter.setPen(QPen(QColor("#7a5c00"), 1.2))
        painter.setBrush(QColor("#fff4c2"))
        painter.drawRoundedRect(box, 4, 4)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(8, round(bw * 0.42)))
        painter.setFont(font)
        painter.setPen(self._art.suit_colour(suit))
        text_box = QRectF(box.x(), box.y() + bh * 0.04, bw, bh * 0.5)
        painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, RANK_NAMES[rank - 1])
        size = round(bw * 0.45)
        pix = self._art.suit_pixmap(suit, size, self._ratio)
        painter.drawPixmap(QPointF(box.center().x() - size / 2, box.y() + bh * 0.5), pix)


class PileItem(QGraphicsObject):
    """The stock: a few stacked backs and how many cards it holds."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self._art = art
        self._w = 60.0
        self._ratio = 1.0
        self._count = 0
        self._label = ""
        self._pixmap = art.pixmap(BACK, 60, 1.0)

    def set_look(self, width: float, ratio: float, count: int, label: str) -> None:
        self.prepareGeometryChange()
        self._w, self._ratio, self._count, self._label = float(round(width)), ratio, count, label
        self._pixmap = self._art.pixmap(BACK, round(width), ratio)
        self.update()

    @property
    def count(self) -> int:
        return self._count

    def _layers(self) -> int:
        return min(4, (self._count + 9) // 10)

    def boundingRect(self) -> QRectF:
        depth = 4 * 2.0
        return QRectF(-3 - depth, -3 - depth, self._w + 7 + depth, self._w * ASPECT + 8 + depth)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect = QRectF(0, 0, self._w, self._w * ASPECT)
        radius = self._w * 0.06
        if self._count == 0:
            painter.setPen(QPen(QColor(255, 255, 255, 90), 2, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect, radius, radius)
        for k in range(self._layers() - 1, -1, -1):
            offset = -2.0 * k
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(SHADOW)
            painter.drawRoundedRect(rect.translated(offset + 1.5, offset + 2.5), radius, radius)
            painter.drawPixmap(QPointF(offset, offset), self._pixmap)
        # The count on a dark chip in the middle of the top card.
        font = QFont()
        font.setBold(True)
        font.setPixelSize(max(10, round(self._w * 0.24)))
        painter.setFont(font)
        chip = QRectF(self._w * 0.14, self._w * ASPECT * 0.36, self._w * 0.72, self._w * 0.36)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 150))
        painter.drawRoundedRect(chip, 6, 6)
        painter.setPen(QColor("white"))
        painter.drawText(chip, Qt.AlignmentFlag.AlignCenter, self._label)
