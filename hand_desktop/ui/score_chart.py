"""A chart of the running totals of a match, round by round, drawn with ``QPainter``.

One line per player (per team in the partner variants) from 0 before the first
deal through every round played; once the match is over the winner's line is
drawn thicker and ends in a star, and the winner is named in the legend. Lower
is better in Hand, so the chart says so under its title.

Right to left (Arabic) the chart is mirrored as a whole: rounds run from right
to left, the axis of points stands on the right, and the legend starts at the
right. Numbers go through ``number()`` so they follow the digit setting.
QtCharts is not part of PySide6-Essentials, hence the hand-made drawing.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QCoreApplication, QEvent, QPointF, QRect, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetrics,
    QPainter,
    QPainterPath,
    QPalette,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from hand_desktop.core.summary import MatchSummary
from hand_desktop.ui.words.text import (
    fill,
    join_parts,
    name_and_score,
    number,
    shown_names,
    team_name,
)

CTX = "ScoreChart"
# Okabe and Ito's colours: told apart by people with the common colour blindnesses;
# each line also has its own marker shape.
COLOURS: tuple[str, ...] = ("#0072B2", "#D55E00", "#009E73", "#CC79A7")
LINE_WIDTH = 2.0
WINNER_WIDTH = 4.5
MARKER = 3.5  # half the size of a round's marker
SWATCH = 22  # legend: the width of a line's sample
TICK_ROOM = 30  # pixels at least between two lines of points


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


@dataclass(frozen=True)
class Series:
    """One line: whose, the totals after each round (0 first), whether it is the winner's."""

    label: str
    totals: tuple[int, ...]
    winner: bool


def series_of(summary: MatchSummary) -> tuple[Series, ...]:
    """The lines of a match: its teams with partners, else its players."""
    names = shown_names(summary.names)
    sides: list[tuple[str, tuple[int, ...]]]
    if summary.partners:
        sides = [(team_name(names, t), (t, t + 2)) for t in (0, 1)]
    else:
        sides = [(name, (seat,)) for seat, name in enumerate(names)]
    out = []
    for side, (label, seats) in enumerate(sides):
        running, totals = 0, [0]
        for result in summary.results:
            running += sum(result.points[s] for s in seats)
            totals.append(running)
        out.append(Series(label, tuple(totals), summary.over and summary.winner == side))
    return tuple(out)


def round_labels(summary: MatchSummary) -> tuple[str, ...]:
    """Under each round played: its number, or D1, D2 for the deciding rounds."""
    chosen = summary.rules.rounds
    return tuple(number(r + 1) if r < chosen else fill(_tr("D%1"), number(r - chosen + 1))
                 for r in range(summary.rounds_played))


def nice_ticks(low: int, high: int, most: int = 6) -> tuple[int, ...]:
    """Round values from at most ``low`` to at least ``high``, a 1, 2 or 5 (times ten's
    power) apart, no more than ``most`` + 1 of them."""
    low, high = min(low, 0), max(high, 0)
    if low == high:
        high = low + 10
    raw = (high - low) / most
    power = 10 ** math.floor(math.log10(raw)) if raw > 0 else 1
    step = next(m * power for m in (1, 2, 5, 10) if m * power >= raw)
    step = max(1, int(step))
    first = math.floor(low / step) * step
    last = math.ceil(high / step) * step
    return tuple(range(first, last + 1, step))


class ScoreChart(QWidget):
    """The running totals of a match; ``set_summary`` whenever the match moved."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreChart")
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(300, 180)
        self._series: tuple[Series, ...] = ()
        self._labels: tuple[str, ...] = ()
        self._summary: MatchSummary | None = None
        self._describe()

    # ------------------------------------------------------------------ data

    def set_summary(self, summary: MatchSummary | None) -> None:
        self._summary = summary
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        """Names and digits are worded now (language and digit changes call this again)."""
        summary = self._summary
        self._series = series_of(summary) if summary is not None else ()
        self._labels = round_labels(summary) if summary is not None else ()
        self._describe()
        self.update()

    @property
    def series(self) -> tuple[Series, ...]:
        return self._series

    def colour(self, index: int) -> QColor:
        return QColor(COLOURS[index % len(COLOURS)])

    def _describe(self) -> None:
        self.setAccessibleName(_tr("Running totals"))
        self.setAccessibleDescription(join_parts([self._legend_text(s) for s in self._series]))
        self.setToolTip(_tr("The running total of each side after every round: lower is better."))

    # ------------------------------------------------------------------ geometry

    def _rtl(self) -> bool:
        return self.layoutDirection() == Qt.LayoutDirection.RightToLeft

    def _mirror(self, rect: QRect) -> QRect:
        """``rect`` laid out left to right, placed for the widget's direction."""
        if not self._rtl():
            return rect
        return QRect(self.width() - rect.x() - rect.width(), rect.y(), rect.width(), rect.height())

    def legend_rects(self) -> list[QRect]:
        """Where each series' legend entry (its sample line and its label) is drawn."""
        metrics = QFontMetrics(self._bold_font())
        x, y, line = 8, 6, metrics.height() + 4
        out = []
        for s in self._series:
            width = SWATCH + 6 + metrics.horizontalAdvance(self._legend_text(s)) + 16
            if x + width > self.width() - 8 and x > 8:
                x, y = 8, y + line
            out.append(self._mirror(QRect(x, y, width, line)))
            x += width
        return out

    def _legend_bottom(self) -> int:
        rects = self.legend_rects()
        return max((r.bottom() for r in rects), default=0) + 6

    def _plot_span(self) -> tuple[int, int]:
        """The top and bottom of the lines' area (below the legend, above the rounds)."""
        metrics = QFontMetrics(self.font())
        top = self._legend_bottom() + metrics.height() // 2
        return top, max(top + 10, self.height() - metrics.height() - 10)

    def plot_rect(self) -> QRect:
        """The area of the lines (inside the axes), in widget coordinates."""
        metrics = QFontMetrics(self.font())
        axis = max((metrics.horizontalAdvance(number(t)) for t in self._ticks()), default=20) + 10
        top, bottom = self._plot_span()
        left, right = axis + 6, self.width() - 14
        return self._mirror(QRect(left, top, max(10, right - left), bottom - top))

    def _ticks(self) -> tuple[int, ...]:
        values = [v for s in self._series for v in s.totals]
        # As many lines of points as fit with room between their labels (two to six;
        # not by the font's line height: the Arabic font's is tall, its digits are not).
        top, bottom = self._plot_span()
        most = max(2, min(6, (bottom - top) // TICK_ROOM))
        return nice_ticks(min(values, default=0), max(values, default=0), most)

    def point(self, series: int, step: int) -> QPointF:
        """Where ``series``' total after ``step`` rounds (0: the start) is drawn."""
        plot = QRectF(self.plot_rect())
        steps = max(1, len(self._labels))
        share = step / steps
        x = plot.right() - share * plot.width() if self._rtl() else plot.left() + share * plot.width()
        return QPointF(x, self.point_y(self._series[series].totals[step]))

    def sizeHint(self) -> QSize:
        return QSize(520, 260)

    # ------------------------------------------------------------------ painting

    def _bold_font(self) -> QFont:
        font = QFont(self.font())
        font.setBold(True)
        return font

    def _legend_text(self, s: Series) -> str:
        text = name_and_score(s.label, number(s.totals[-1]))
        return fill(_tr("%1 (winner)"), text) if s.winner else text

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        if not self._labels:
            painter.setPen(self.palette().color(QPalette.ColorRole.PlaceholderText))
            painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                             _tr("The chart of the totals appears after the first round."))
            painter.end()
            return
        self._paint_axes(painter)
        # The winner's line last, so that it stays on top where lines cross.
        order = sorted(range(len(self._series)), key=lambda i: self._series[i].winner)
        for i in order:
            self._paint_line(painter, i)
        self._paint_legend(painter)
        painter.end()

    def _paint_axes(self, painter: QPainter) -> None:
        plot = self.plot_rect()
        text = self.palette().color(QPalette.ColorRole.Text)
        grid = QColor(text)
        grid.setAlpha(40)
        metrics = QFontMetrics(self.font())
        rtl = self._rtl()
        painter.setFont(self.font())
        for tick in self._ticks():
            y = round(self.point_y(tick))
            pen = QPen(text if tick == 0 else grid, 1.0)
            painter.setPen(pen)
            painter.drawLine(plot.left(), y, plot.right(), y)
            painter.setPen(text)
            label = number(tick)
            width = metrics.horizontalAdvance(label)
            x = plot.right() + 6 if rtl else plot.left() - 6 - width
            painter.drawText(QRect(x, y - metrics.height() // 2, width + 2, metrics.height()),
                             Qt.AlignmentFlag.AlignAbsolute | Qt.AlignmentFlag.AlignLeft, label)
        for step, label in self.step_labels():
            x = round(self.point(0, step).x())
            width = metrics.horizontalAdvance(label)
            if step > 0:  # at 0 the axis of points stands
                painter.setPen(grid)
                painter.drawLine(x, plot.top(), x, plot.bottom())
            painter.setPen(text)
            painter.drawText(QRect(x - width // 2 - 2, plot.bottom() + 4, width + 4, metrics.height()),
                             Qt.AlignmentFlag.AlignCenter, label)

    def step_labels(self) -> list[tuple[int, str]]:
        """Under the rounds: 0 where every line starts (before the first deal), then each
        round played."""
        if not self._labels:
            return []
        return [(0, number(0)), *enumerate(self._labels, start=1)]

    def point_y(self, value: int) -> float:
        plot = QRectF(self.plot_rect())
        ticks = self._ticks()
        return plot.bottom() - (value - ticks[0]) / (ticks[-1] - ticks[0]) * plot.height()

    def _paint_line(self, painter: QPainter, index: int) -> None:
        s = self._series[index]
        colour = self.colour(index)
        points = [self.point(index, step) for step in range(len(s.totals))]
        path = QPainterPath(points[0])
        for p in points[1:]:
            path.lineTo(p)
        pen = QPen(colour, WINNER_WIDTH if s.winner else LINE_WIDTH)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)
        painter.setPen(QPen(colour, 1.0))
        painter.setBrush(colour)
        for p in points[1:]:
            _marker(painter, index, p, MARKER)
        if s.winner:
            painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Base), 1.0))
            painter.drawPolygon(_star(points[-1], 9.0))

    def _paint_legend(self, painter: QPainter) -> None:
        text = self.palette().color(QPalette.ColorRole.Text)
        rtl = self._rtl()
        for index, (s, rect) in enumerate(zip(self._series, self.legend_rects(), strict=True)):
            colour = self.colour(index)
            mid = rect.center().y()
            sample = QRect(rect.right() - SWATCH, rect.y(), SWATCH, rect.height()) if rtl else \
                QRect(rect.left(), rect.y(), SWATCH, rect.height())
            painter.setPen(QPen(colour, WINNER_WIDTH if s.winner else LINE_WIDTH + 1))
            painter.drawLine(sample.left(), mid, sample.right(), mid)
            painter.setPen(QPen(colour, 1.0))
            painter.setBrush(colour)
            if s.winner:
                painter.drawPolygon(_star(QPointF(sample.center().x(), mid), 7.0))
            else:
                _marker(painter, index, QPointF(sample.center().x(), mid), MARKER + 0.5)
            label = rect.adjusted(0, 0, -(SWATCH + 6), 0) if rtl else rect.adjusted(SWATCH + 6, 0, 0, 0)
            painter.setFont(self._bold_font() if s.winner else self.font())
            painter.setPen(text)
            painter.drawText(label, Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter,
                             self._legend_text(s))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LayoutDirectionChange):
            self.retranslate_ui()
        super().changeEvent(event)


def _marker(painter: QPainter, index: int, at: QPointF, r: float) -> None:
    """A round's mark, a different shape per line: circle, square, triangle, diamond."""
    shape = index % 4
    if shape == 0:
        painter.drawEllipse(at, r, r)
    elif shape == 1:
        painter.drawRect(QRectF(at.x() - r, at.y() - r, 2 * r, 2 * r))
    elif shape == 2:
        painter.drawPolygon(_polygon(at, ((0, -1.25), (1.15, 0.9), (-1.15, 0.9)), r))
    else:
        painter.drawPolygon(_polygon(at, ((0, -1.3), (1.3, 0), (0, 1.3), (-1.3, 0)), r))


def _polygon(at: QPointF, corners: Sequence[tuple[float, float]], r: float) -> QPolygonF:
    return QPolygonF([QPointF(at.x() + dx * r, at.y() + dy * r) for dx, dy in corners])


def _star(at: QPointF, r: float) -> QPolygonF:
    """A five-pointed star centred on ``at``: the winner's mark."""
    corners = []
    for k in range(10):
        radius = r if k % 2 == 0 else r * 0.45
        angle = -math.pi / 2 + k * math.pi / 5
        corners.append(QPointF(at.x() + radius * math.cos(angle), at.y() + radius * math.sin(angle)))
    return QPolygonF(corners)
