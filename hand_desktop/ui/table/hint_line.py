"""The button bar's hint line: the hint's sentence in the room the bar has, never more.

A long sentence (an Arabic one above all) wrapped to three lines and made the bar taller,
so the whole table jumped. The line takes the height the bar's buttons give it and no
more (its size policy is Ignored both ways): the sentence is drawn in as many lines as
fit (two at the most), the last one ended with an ellipsis when it is cut, and the whole
sentence is the tooltip. ``text()`` is always the whole sentence. Where the buttons leave
the line too narrow to say anything (``cut_short``), the table shows the sentence.
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QFontMetricsF,
    QGuiApplication,
    QPainter,
    QPaintEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

MAX_LINES = 2
# Lines a font size apart and a little more: the Arabic font's own spacing is nearly twice
# its size, which left room for one line only.
LINE_SPACING = 1.3
# Fewer letters than this shown (of a longer sentence) say nothing: the table shows the
# sentence itself (``cut_short``), as at 1024x640 in English, where the buttons leave the
# line a few letters' width.
USEFUL_LETTERS = 24


def fitted_lines(text: str, layout: QTextLayout, width: float, height: float,
                 metrics: QFontMetricsF, line_h: float) -> list[str]:
    """``text`` broken into the lines that fit ``width`` x ``height`` (at most ``MAX_LINES``),
    the last one elided when the sentence goes on after it."""
    if not text or width <= 0:
        return []
    room = max(1, min(MAX_LINES, int(height // line_h)))
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    option.setTextDirection(QGuiApplication.layoutDirection())
    layout.setText(text)
    layout.setTextOption(option)
    layout.beginLayout()
    starts: list[int] = []
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        starts.append(line.textStart())
    layout.endLayout()
    cuts = [_index(text, s) for s in starts]
    lines = [text[a:b].strip() for a, b in zip(cuts, [*cuts[1:], len(text)], strict=True)]
    if len(lines) <= room:
        return lines
    rest = text[cuts[room - 1]:].strip()
    return [*lines[:room - 1], metrics.elidedText(rest, Qt.TextElideMode.ElideRight, width)]


def _letters(text: str) -> int:
    """How many characters of ``text`` show (not the ellipsis, nor the invisible direction
    marks Qt keeps after it)."""
    return sum(1 for c in text if c != "\u2026" and unicodedata.category(c) != "Cf")


def _index(text: str, utf16: int) -> int:
    """The Python index of Qt's (UTF-16) position ``utf16`` in ``text`` (a name may hold an emoji)."""
    return len(text.encode("utf-16-le")[:2 * utf16].decode("utf-16-le", errors="ignore"))


class HintLine(QLabel):
    """A QLabel whose text never asks for more room than the bar gives it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._full = ""
        self._layout = QTextLayout()
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def text(self) -> str:  # type: ignore[override]
        return self._full

    def setText(self, text: str) -> None:  # type: ignore[override]
        self._full = text
        self.setToolTip(text)
        self.update()

    def clear(self) -> None:
        self.setText("")

    def shown_lines(self) -> list[str]:
        """The lines drawn now (the last elided if the sentence is cut)."""
        rect = self.contentsRect()
        self._layout.setFont(self.font())
        return fitted_lines(self._full, self._layout, rect.width(), rect.height(),
                            QFontMetricsF(self.font()), self._line_h())

    def cut_short(self) -> bool:
        """Whether too little of the sentence shows to be of use (see ``USEFUL_LETTERS``)."""
        return _letters("".join(self.shown_lines())) < min(_letters(self._full), USEFUL_LETTERS)

    def _line_h(self) -> float:
        font = self.font()
        size = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * self.logicalDpiY() / 72
        return size * LINE_SPACING

    def paintEvent(self, event: QPaintEvent) -> None:
        lines = self.shown_lines()
        if not lines:
            return
        painter = QPainter(self)
        painter.setPen(self.palette().color(self.foregroundRole()))
        rect = QRectF(self.contentsRect())
        line_h = self._line_h()
        top = rect.center().y() - line_h * len(lines) / 2
        align = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
        for i, line in enumerate(lines):
            box = QRectF(QPointF(rect.left(), top + i * line_h), QPointF(rect.right(), top + (i + 1) * line_h))
            # Drawn without clipping: the tight line box is shorter than an Arabic line's reach.
            painter.drawText(box, int(align | Qt.TextFlag.TextDontClip), line)
