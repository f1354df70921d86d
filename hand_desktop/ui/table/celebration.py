"""A celebration on the table: a round won with a Hand, or a match won, by a person here.

``celebration_for`` decides from one accepted change (the ``Applied`` report),
the match's summary and the seats played at this computer; ``CelebrationItem``
draws it over the table: confetti in the suits' colours falling across the felt
and a large gold title in the middle. Its length follows the animation speed
(the table's ``Animator`` milliseconds: 250 is normal); with animations off
only the title shows, still, for a moment. The particles come from a fixed
seed: the same celebration looks the same every time (and in tests).
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hand_desktop.core.summary import MatchSummary
from hand_desktop.ui.sessions.session import DEFAULT_ANIMATION_MS, Applied
from hand_desktop.ui.table.items import GOLD
from hand_desktop.ui.words.text import fill

NORMAL_MS = 2600  # the celebration's length at the normal animation speed
STILL_MS = 1500  # the title alone, with animations off
PIECES = 90
COLOURS = (QColor("#f5c542"), QColor("#e53935"), QColor("#ffffff"), QColor("#43a047"), QColor("#1e88e5"))


class Celebration(Enum):
    HAND = "hand"  # a person here finished the round with a Hand
    MATCH = "match"  # a person here (or their team) won the match


def _won(side: int | None, people: Sequence[int], partners: bool) -> bool:
    if side is None:
        return False
    return any((seat % 2 if partners else seat) == side for seat in people)


def celebration_for(report: Applied, summary: MatchSummary, people: Sequence[int]) -> Celebration | None:
    """What this change is celebrated with at a computer whose people sit at ``people``."""
    if report.match_over and _won(summary.winner, people, summary.partners):
        return Celebration.MATCH
    result = report.round_ended
    if result is not None and result.finish.is_hand and result.finisher is not None and (
            _won(result.finisher % 2 if summary.partners else result.finisher, people, summary.partners)):
        return Celebration.HAND
    return None


def duration_ms(animation_ms: int) -> int:
    """How long a celebration lasts at this animation speed (0: the still title)."""
    if animation_ms <= 0:
        return STILL_MS
    return max(1200, min(5000, NORMAL_MS * animation_ms // DEFAULT_ANIMATION_MS))


@dataclass(frozen=True)
class _Piece:
    x: float  # share of the width where it starts
    delay: float  # share of the time before it starts falling
    speed: float  # screen heights per unit of time
    sway: float
    spin: float
    size: float
    colour: QColor


def _pieces() -> tuple[_Piece, ...]:
    rng = random.Random(2718)
    return tuple(
        _Piece(rng.random(), rng.random() * 0.35, 0.9 + rng.random() * 0.8, rng.uniform(-0.04, 0.04),
               rng.uniform(-4.0, 4.0), 5.0 + rng.random() * 6.0, COLOURS[i % len(COLOURS)])
        for i in range(PIECES)
    )


class CelebrationItem(QGraphicsObject):
    finished = Signal()

    def __init__(self) -> None:
        super().__init__()
        self.kind: Celebration | None = None
        self._title = ""
        self._rect = QRectF()
        self._t = 0.0
        self._moving = False
        self._pieces = _pieces()
        self._anim = QVariantAnimation(self)
        self._anim.setStartValue(0.0)
        self._anim.setEndValue(1.0)
        self._anim.valueChanged.connect(self._step)
        self._anim.finished.connect(self._end)
        self._still = QTimer(self)
        self._still.setSingleShot(True)
        self._still.timeout.connect(self._end)
        self.setZValue(980)
        self.setVisible(False)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)  # clicks go through to the table

    @property
    def title(self) -> str:
        return self._title if self.isVisible() else ""

    @property
    def running(self) -> bool:
        return self.isVisible()

    def start(self, kind: Celebration, title: str, area: QRectF, animation_ms: int) -> int:
        """Celebrate over ``area``; returns how long it lasts (milliseconds)."""
        self.prepareGeometryChange()
        self.kind, self._title, self._rect = kind, title, QRectF(area)
        self._anim.stop()
        self._still.stop()
        ms = duration_ms(animation_ms)
        self._moving = animation_ms > 0
        self._t = 0.0
        self.setVisible(True)
        if self._moving:
            self._anim.setDuration(ms)
            self._anim.start()
        else:
            self._still.start(ms)
        self.update()
        return ms

    def start_area(self, area: QRectF) -> None:
        """The table changed size while celebrating: fill the new area."""
        self.prepareGeometryChange()
        self._rect = QRectF(area)
        self.update()

    def stop(self) -> None:
        self._anim.stop()
        self._still.stop()
        self._end()

    def _step(self, value: object) -> None:
        self._t = float(value)  # type: ignore[arg-type]
        self.update()

    def _end(self) -> None:
        if self.isVisible():
            self.setVisible(False)
            self.finished.emit()

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        r = self._rect
        fade = 1.0 if not self._moving else min(1.0, self._t * 6, (1.0 - self._t) * 5)
        painter.setOpacity(max(0.0, fade))
        if self._moving:
            self._paint_confetti(painter, r)
        self._paint_title(painter, r)

    def _paint_confetti(self, painter: QPainter, r: QRectF) -> None:
        painter.setPen(Qt.PenStyle.NoPen)
        for p in self._pieces:
            t = self._t - p.delay
            if t <= 0:
                continue
            y = r.top() - 20 + t * p.speed * r.height() * 1.3
            if y > r.bottom() + 20:
                continue
            x = r.left() + (p.x + p.sway * math.sin(t * 12 + p.spin)) * r.width()
            painter.save()
            painter.translate(QPointF(x, y))
            painter.rotate(math.degrees(t * p.spin * 3))
            painter.setBrush(p.colour)
            painter.drawRect(QRectF(-p.size / 2, -p.size / 4, p.size, p.size / 2))
            painter.restore()

    def _paint_title(self, painter: QPainter, r: QRectF) -> None:
        font = QFont()
        font.setBold(True)
        size = max(28.0, min(72.0, r.width() * 0.055))
        grow = 1.0 if not self._moving else 0.7 + 0.3 * min(1.0, self._t * 5)
        font.setPixelSize(round(size * grow))
        metrics = QFontMetricsF(font)
        text_w = metrics.horizontalAdvance(self._title)
        if text_w > r.width() * 0.9:  # a long name: smaller, never cut
            font.setPixelSize(max(16, round(font.pixelSize() * r.width() * 0.9 / text_w)))
            metrics = QFontMetricsF(font)
        band = QRectF(r.left(), r.center().y() - metrics.height() * 1.1, r.width(), metrics.height() * 2.2)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 120))
        painter.drawRect(band)
        path = QPainterPath()
        x = r.center().x() - metrics.horizontalAdvance(self._title) / 2
        y = band.center().y() + (metrics.ascent() - metrics.descent()) / 2
        path.addText(QPointF(x, y), font, self._title)
        painter.setPen(QPen(QColor(60, 40, 0), 4))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(GOLD)
        painter.drawPath(path)


def title_for(kind: Celebration, name: str) -> str:
    """The celebration's words: a Hand, or who won the match (``name``: a person or a team)."""
    if kind is Celebration.HAND:
        return fill(QCoreApplication.translate("Celebration", "Hand! Well played, %1"), name)
    return fill(QCoreApplication.translate("Celebration", "%1 won the match!"), name)
