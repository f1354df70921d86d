"""The still parts of the table: seat plates, labels, candidate frames, the transient message.

They draw themselves from plain values the scene gives them; none of them
knows the game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from hand_desktop.core.melds import CandidateState
from hand_desktop.ui.card_art import ASPECT, BACK, CardArt
from hand_desktop.ui.table.items import GOLD

PANEL = QColor(0, 0, 0, 95)
TEXT = QColor("#f4f1e8")
MUTED = QColor("#cfd8cf")
STATE_FILL = {
    CandidateState.VALID: QColor(76, 175, 80, 95),
    CandidateState.INVALID: QColor(229, 57, 53, 95),
    CandidateState.INCOMPLETE: QColor(255, 255, 255, 30),
}
STATE_EDGE = {
    CandidateState.VALID: QColor("#81c784"),
    CandidateState.INVALID: QColor("#ef5350"),
    CandidateState.INCOMPLETE: QColor(255, 255, 255, 120),
}


# The least size of a plate's text: below it Arabic letters lose their dots (issue 28, item 15).
PLATE_TEXT_MIN = 11.0


def _font(px: float, bold: bool = False) -> QFont:
    # Never italic: Arabic fonts have no italic, and Qt's synthetic slant deforms the script.
    font = QFont()
    font.setPixelSize(max(9, round(px)))
    font.setBold(bold)
    return font


def _align(rtl: bool, trailing: bool = False) -> int:
    # Scene items are not mirrored by Qt: pick the side by hand (absolute alignment).
    right = rtl != trailing
    side = Qt.AlignmentFlag.AlignRight if right else Qt.AlignmentFlag.AlignLeft
    # drawText clips to its box by default, and an Arabic line is taller than a Latin one:
    # the dots under a final ي fell outside and "علي" read "على". Never clip.
    return int(side | Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignVCenter) | int(
        Qt.TextFlag.TextDontClip)


@dataclass(frozen=True)
class PlateInfo:
    name: str
    score: str  # already formatted ("Score 120", or the team's)
    detail: str  # "12 cards · opened"
    action: str  # what they just did, or "thinking…"
    count: int  # cards in hand (backs to draw); -1 for our own plate (no fan)
    opened: bool
    turn: bool
    dealer: bool = False
    partner: bool = False
    tip: str = ""  # the whole plate in words (its tooltip: nothing on it is ever lost)
    action_parts: tuple[str, ...] = ()  # the moves of ``action``, the discard first
    joiner: str = ", "  # how ``action`` joins them


def fit_moves(parts: Sequence[str], joiner: str, fits: Callable[[str], bool]) -> str:
    """The most moves that fit, from the last (the discard, which ends the turn) back;
    moves left out at the start are shown as an ellipsis. The tooltip has them all.

    The moves read in the order played. A line too long for its plate is shortened by
    whole moves, never cut mid-word.
    """
    for n in range(len(parts), 1, -1):
        text = joiner.join(parts[-n:])
        if n < len(parts):
            text = _left_out(text)
        if fits(text):
            return text
    if len(parts) > 1:
        return _left_out(parts[-1])
    return parts[-1] if parts else ""


def _left_out(text: str) -> str:
    """``text`` after an ellipsis for the moves left out before it; in a right-to-left text
    the ellipsis comes first on the right (a right-to-left mark holds it there)."""
    import unicodedata

    strong = next((unicodedata.bidirectional(c) for c in text
                   if unicodedata.bidirectional(c) in ("L", "R", "AL")), "L")
    return ("\u200f" if strong in ("R", "AL") else "") + "\u2026 " + text



def _fitting_font(text: str, room: float, size: float, smallest: float, bold: bool = True) -> QFont:
    """The font, from ``size`` down to ``smallest``, at which ``text`` fits in ``room``:
    a name is made smaller before it is ever cut."""
    font = _font(size, bold=bold)
    while size > smallest and QFontMetricsF(font).horizontalAdvance(text) > room:
        size = max(smallest, size * 0.92)
        font = _font(size, bold=bold)
    return font

class PlateItem(QGraphicsObject):
    """A seat: name, score, cards left, opened mark, turn marker, what they just did."""

    def __init__(self, art: CardArt) -> None:
        super().__init__()
        self._art = art
        self._rect = QRectF(0, 0, 100, 60)
        self._info = PlateInfo("", "", "", "", 0, False, False)
        self._back_w = 20.0
        self._ratio = 1.0
        self._rtl = False
        self.setZValue(-5)
        # Big translucent rounded panels are slow to paint: paint once, then blit.
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def info(self) -> PlateInfo:
        return self._info

    def set_plate(self, rect: QRectF, info: PlateInfo, back_w: float, ratio: float, rtl: bool) -> None:
        self.prepareGeometryChange()
        self._rect, self._info, self._back_w, self._ratio, self._rtl = QRectF(rect), info, back_w, ratio, rtl
        self.setToolTip(info.tip)
        self.setPos(0, 0)
        self.update()

    def fan_point(self) -> QPointF:
        """Where cards fly to and from this seat (the middle of its fan)."""
        return QPointF(self._rect.center().x(), self._rect.bottom() - self._back_w * ASPECT)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-6, -6, 6, 6)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        info, r = self._info, self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = min(14.0, r.height() * 0.12)
        if info.turn:
            for k, alpha in ((6, 40), (3, 90)):
                painter.setPen(QPen(QColor(245, 197, 66, alpha), k))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(r.adjusted(-k / 2, -k / 2, k / 2, k / 2), radius, radius)
        painter.setPen(QPen(GOLD, 2.5) if info.turn else Qt.PenStyle.NoPen)
        painter.setBrush(PANEL)
        painter.drawRoundedRect(r, radius, radius)
        pad = max(5.0, r.width() * 0.04)
        fan_h = self._back_w * ASPECT + 6 if info.count >= 0 else 0
        line = max(14.0, min(r.width() * 0.13, (r.height() - fan_h - 2 * pad) / 3))
        text_w = r.width() - 2 * pad
        x = r.x() + pad
        y = r.y() + pad * 0.6
        # Line 1: the name (bold, with a turn arrow) and the score on the trailing side.
        score_font = _font(max(PLATE_TEXT_MIN, line * 0.7), bold=True)
        score_w = QFontMetricsF(score_font).horizontalAdvance(info.score) + 4
        name = ("\u25B6 " if info.turn and not self._rtl else "") + info.name + (
            " \u25C0" if info.turn and self._rtl else "")
        chip = line * 0.8 if info.dealer else 0.0  # the dealer's round "D" marker
        room = text_w - score_w - 6 - chip * 1.3
        name_font = _fitting_font(name, room, max(PLATE_TEXT_MIN + 1, line * 0.82), PLATE_TEXT_MIN)
        painter.setFont(name_font)
        metrics = QFontMetricsF(name_font)
        name = metrics.elidedText(name, Qt.TextElideMode.ElideRight, room)  # only past the smallest size
        painter.setPen(GOLD if info.turn else TEXT)
        painter.drawText(QRectF(x, y, text_w, line), _align(self._rtl), name)
        if info.dealer:
            advance = metrics.horizontalAdvance(name) + chip * 0.3
            cx = x + text_w - advance - chip if self._rtl else x + advance
            self._paint_dealer(painter, QRectF(cx, y + (line - chip) / 2, chip, chip))
        painter.setFont(score_font)
        painter.setPen(TEXT)
        painter.drawText(QRectF(x, y, text_w, line), _align(self._rtl, trailing=True), info.score)
        # Line 2: cards and marks ("opened" is a green chip); line 3: the latest move.
        y += line
        detail_font = _fitting_font(info.detail, text_w, max(PLATE_TEXT_MIN, line * 0.68), PLATE_TEXT_MIN,
                                    bold=False)
        painter.setFont(detail_font)
        painter.setPen(MUTED)
        # Smaller type first, then an ellipsis: never a word cut at the plate's edge ("openec").
        detail = QFontMetricsF(detail_font).elidedText(info.detail, Qt.TextElideMode.ElideRight, text_w)
        painter.drawText(QRectF(x, y, text_w, line), _align(self._rtl), detail)
        y += line
        # The latest move in colour, upright: a slanted Arabic line is a synthetic italic.
        painter.setFont(_font(max(PLATE_TEXT_MIN, line * 0.68)))
        painter.setPen(GOLD if info.turn else TEXT)
        if info.count < 0:
            # Our own plate has no fan: the prompt may take several lines, made smaller (then
            # shortened with an ellipsis) rather than cut at the plate's bottom edge.
            self._paint_action(painter, QRectF(x, y + line * 0.15, text_w, r.bottom() - y - pad), line)
        else:
            self._paint_action(painter, QRectF(x, y, text_w, r.bottom() - fan_h - y - pad * 0.4), line)
        if info.count > 0:
            self._paint_fan(painter, info.count)

    def _paint_action(self, painter: QPainter, box: QRectF, line: float) -> None:
        """The latest move, wrapped on the room above the fan; smaller type before any cut."""
        text = self._info.action
        flags = int((_align(self._rtl) & ~Qt.AlignmentFlag.AlignVCenter) | Qt.AlignmentFlag.AlignTop
                    | Qt.TextFlag.TextWordWrap)
        font = painter.font()
        for share in (0.68, 0.62, 0.56, 0.5):
            font.setPixelSize(max(round(PLATE_TEXT_MIN), round(line * share)))
            need = QFontMetricsF(font).boundingRect(box, flags, text)
            if need.height() <= max(box.height(), line) and need.width() <= box.width() + 0.5:
                break
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        room = max(box.height(), metrics.lineSpacing()) + 0.5
        text = fit_moves(self._info.action_parts or (text,), self._info.joiner,
                         lambda t: metrics.boundingRect(box, flags, t).height() <= room)
        if metrics.boundingRect(box, flags, text).height() > room:  # one move too long alone
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width())
        painter.drawText(box, flags, text)

    def _paint_dealer(self, painter: QPainter, chip: QRectF) -> None:
        painter.setPen(QPen(QColor("#7a5c00"), 1.2))
        painter.setBrush(QColor("#fff4c2"))
        painter.drawEllipse(chip)
        painter.setPen(QColor("#3a2c00"))
        painter.setFont(_font(chip.height() * 0.62, bold=True))
        painter.drawText(chip, int(Qt.AlignmentFlag.AlignCenter), QCoreApplication.translate("Table", "D"))

    def _paint_fan(self, painter: QPainter, count: int) -> None:
        bw = self._back_w
        step = bw * 0.22
        max_w = self._rect.width() - 10
        if bw + step * (count - 1) > max_w and count > 1:
            step = (max_w - bw) / (count - 1)
        total = bw + step * (count - 1)
        x0 = self._rect.center().x() - total / 2
        y = self._rect.bottom() - bw * ASPECT - 4
        pix = self._art.pixmap(BACK, round(bw), self._ratio)
        for i in range(count):
            painter.drawPixmap(QPointF(x0 + i * step, y), pix)


class LabelItem(QGraphicsObject):
    """A line or two of text in a rectangle (round info, counter, group names)."""

    def __init__(self, size_share: float = 0.7, bold: bool = False) -> None:
        super().__init__()
        self._rect = QRectF()
        self._text = ""
        self._rtl = False
        self._share = size_share
        self._bold = bold
        self._colour = TEXT
        self._background: QColor | None = None
        self.setZValue(-4)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def text(self) -> str:
        return self._text

    def set_label(self, rect: QRectF, text: str, rtl: bool, colour: QColor = TEXT,
                  background: QColor | None = None) -> None:
        self.prepareGeometryChange()
        self._rect, self._text, self._rtl = QRectF(rect), text, rtl
        self._colour, self._background = colour, background
        self.update()

    def _label_font(self) -> tuple[QFont, float]:
        line_h = self._rect.height() / max(1, self._text.count("\n") + 1)
        return _font(min(line_h, 40) * self._share, bold=self._bold), line_h

    def boundingRect(self) -> QRectF:
        # Arabic letters reach far above and below a Latin line (the dots under a final ي):
        # the painted area is the font's full height, never cut to the nominal line.
        font, line_h = self._label_font()
        spill = max(0.0, (QFontMetricsF(font).height() - line_h) / 2) + 1
        return self._rect.adjusted(0, -spill, 0, spill)

    def text_rect(self) -> QRectF:
        """Where the text is drawn (its lines' width, from the leading edge), in the scene."""
        if not self._text:
            return QRectF()
        font, _ = self._label_font()
        metrics = QFontMetricsF(font)
        width = min(self._rect.width(), max(metrics.horizontalAdvance(t) for t in self._text.split("\n")) + 16)
        x = self._rect.right() - width if self._rtl else self._rect.x()
        return QRectF(x, self._rect.y(), width, self._rect.height())

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        lines = self._text.split("\n")
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        font, line_h = self._label_font()
        painter.setFont(font)
        metrics = QFontMetricsF(font)
        if self._background is not None and self._text:
            width = max(metrics.horizontalAdvance(t) for t in lines) + 16
            bx = self._rect.right() - width if self._rtl else self._rect.x()
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(self._background)
            painter.drawRoundedRect(QRectF(bx, self._rect.y(), width, self._rect.height()), 8, 8)
        painter.setPen(self._colour)
        for i, text in enumerate(lines):
            box = QRectF(self._rect.x() + 8, self._rect.y() + i * line_h, self._rect.width() - 16, line_h)
            text = metrics.elidedText(text, Qt.TextElideMode.ElideRight, box.width())
            painter.drawText(box, _align(self._rtl), text)


class CandidateFrame(QGraphicsObject):
    """The frame of one candidate meld: green, red or neutral; a close button; a value chip."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._state = CandidateState.INCOMPLETE
        self._value = ""
        self.index = -1
        self.setZValue(-3)
        self.setAcceptHoverEvents(True)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    @property
    def state(self) -> CandidateState:
        return self._state

    def set_frame(self, index: int, rect: QRectF, state: CandidateState, value: str, tip: str) -> None:
        self.prepareGeometryChange()
        self.index, self._rect, self._state, self._value = index, QRectF(rect), state, value
        self.setToolTip(tip)
        self.update()

    def close_rect(self) -> QRectF:
        # Inside the frame's top edge, over the blank top-right corner of its last card: raised
        # above the frame it covered the counter's line ("you need 21 more points").
        size = max(14.0, min(22.0, self._rect.height() * 0.2))
        return QRectF(self._rect.right() - size * 0.75, self._rect.y() + 1, size, size)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-4, -14, 14, 16)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect.united(self.close_rect()))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(STATE_EDGE[self._state], 2))
        painter.setBrush(STATE_FILL[self._state])
        painter.drawRoundedRect(self._rect, 8, 8)

class ChipItem(QGraphicsObject):
    """A candidate's value on a green chip, on the frame's bottom edge, above the cards."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._text = ""
        self._font = _font(12, bold=True)
        self.setZValue(450)

    @property
    def text(self) -> str:
        return self._text

    def set_chip(self, frame: QRectF, text: str) -> None:
        self.prepareGeometryChange()
        self._text = text
        self._font = _font(max(11.0, min(18.0, frame.height() * 0.13)), bold=True)
        w = QFontMetricsF(self._font).horizontalAdvance(text) + 12
        h = self._font.pixelSize() * 1.35
        self._rect = QRectF(frame.center().x() - w / 2, frame.bottom() - h * 0.5, w, h)
        self.setVisible(bool(text))
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#c8e6c9"), 1.2))
        painter.setBrush(QColor("#2e7d32"))
        painter.drawRoundedRect(self._rect, self._rect.height() / 2, self._rect.height() / 2)
        painter.setFont(self._font)
        painter.setPen(QColor("white"))
        painter.drawText(self._rect, int(Qt.AlignmentFlag.AlignCenter), self._text)


class CloseButton(QGraphicsObject):
    """The small round "×" on a candidate's corner (above the cards, so it stays clickable)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self.index = -1
        self.setZValue(450)

    def set_button(self, index: int, rect: QRectF, tip: str) -> None:
        self.prepareGeometryChange()
        self.index, self._rect = index, QRectF(rect)
        self.setToolTip(tip)
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-1, -1, 1, 1)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        close = self._rect
        painter.setPen(QPen(QColor("white"), 1.5))
        painter.setBrush(QColor(0, 0, 0, 190))
        painter.drawEllipse(close)
        k = close.width() * 0.26
        c = close.center()
        painter.drawLine(QPointF(c.x() - k, c.y() - k), QPointF(c.x() + k, c.y() + k))
        painter.drawLine(QPointF(c.x() - k, c.y() + k), QPointF(c.x() + k, c.y() - k))


class SlotItem(QGraphicsObject):
    """A dashed drop place with a hint ("drop cards here for a new meld")."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._text = ""
        self._rtl = False
        self.setZValue(-3)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_slot(self, rect: QRectF, text: str, rtl: bool) -> None:
        self.prepareGeometryChange()
        self._rect, self._text, self._rtl = QRectF(rect), text, rtl
        self.update()

    @property
    def text(self) -> str:
        return self._text

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-3, -3, 3, 3)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._rect.width() < 8:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor(255, 255, 255, 110), 1.6, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(255, 255, 255, 14))
        painter.drawRoundedRect(self._rect, 8, 8)
        painter.setPen(MUTED)
        painter.setFont(_font(min(16.0, max(10.0, self._rect.height() * 0.11))))
        box = self._rect.adjusted(8, 4, -8, -4)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(box, int(flags), self._text)


class ZoneHighlight(QGraphicsObject):
    """A frame around a zone: gold where a dragged card would drop, soft where it may drop,
    green where the hint points."""

    def __init__(self, colour: QColor = GOLD, fill_alpha: int = 40, width: float = 3.0) -> None:
        super().__init__()
        self._rect = QRectF()
        self._colour = QColor(colour)
        self._fill_alpha = fill_alpha
        self._width = width
        self.setZValue(-2)
        self.setVisible(False)

    def show_at(self, rect: QRectF | None) -> None:
        if rect is None:
            self.setVisible(False)
            return
        if rect != self._rect:
            self.prepareGeometryChange()
            self._rect = QRectF(rect)
        self.setVisible(True)

    @property
    def rect(self) -> QRectF:
        return QRectF(self._rect)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-5, -5, 5, 5)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(self._colour, self._width))
        fill = QColor(self._colour)
        fill.setAlpha(self._fill_alpha)
        painter.setBrush(fill)
        painter.drawRoundedRect(self._rect.adjusted(-3, -3, 3, 3), 8, 8)


class PileOutline(QGraphicsObject):
    """The place of a pile, drawn under its cards, so an empty pile still shows where it is
    (KPatience's empty-slot outline)."""

    def __init__(self) -> None:
        super().__init__()
        self._rect = QRectF()
        self._text = ""
        self.setZValue(-6)

    @property
    def text(self) -> str:
        return self._text

    def set_outline(self, rect: QRectF, text: str) -> None:
        self.prepareGeometryChange()
        self._rect, self._text = QRectF(rect), text
        self.update()

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        radius = self._rect.width() * 0.06
        painter.setPen(QPen(QColor(255, 255, 255, 110), 2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(self._rect, radius, radius)
        painter.setPen(MUTED)
        painter.setFont(_font(max(10.0, self._rect.width() * 0.16)))
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(self._rect.adjusted(4, 4, -4, -4), int(flags), self._text)


class ToastItem(QGraphicsObject):
    """A short message on the table that goes away by itself (a refused move, a hint)."""

    def __init__(self) -> None:
        super().__init__()
        self._text = ""
        self._rect = QRectF()
        self._font = _font(14, bold=True)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.hide)
        self.setZValue(900)
        self.setVisible(False)

    @property
    def text(self) -> str:
        return self._text if self.isVisible() else ""

    def show_text(self, text: str, anchor: QPointF, width: float, ms: int = 3200) -> None:
        self.prepareGeometryChange()
        self._text = text
        font = self._font = _font(max(13.0, min(20.0, width * 0.018)), bold=True)
        metrics = QFontMetricsF(font)
        max_w = min(width * 0.7, 700.0)
        box = metrics.boundingRect(QRectF(0, 0, max_w, 500), int(Qt.TextFlag.TextWordWrap), text)
        w, h = box.width() + 36, box.height() + 20
        self._rect = QRectF(anchor.x() - w / 2, anchor.y() - h, w, h)
        self.setVisible(True)
        self.update()
        self._timer.start(ms)

    def boundingRect(self) -> QRectF:
        return self._rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(GOLD, 1.5))
        painter.setBrush(QColor(20, 20, 20, 225))
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(QColor("white"))
        painter.setFont(self._font)
        flags = Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap
        painter.drawText(self._rect.adjusted(18, 10, -18, -10), int(flags), self._text)
