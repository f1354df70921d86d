"""A dialog's rows in a scroll area that asks for their whole height: scrolled only when the
screen is too short for them (the new game's and the host's dialogs, the Statistics).

Its own module: the new-game dialog is on the start path, and the rest of
``dialogs.common`` (the card pictures) is not.
"""

from __future__ import annotations

from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import QFrame, QScrollArea, QWidget


class Rows(QScrollArea):
    """A dialog's rows: as tall as they need (not Qt's few lines for a scroll area), and
    scrolled only when the dialog cannot be that tall (a small screen, Arabic's taller text)."""

    def __init__(self, parent: QWidget, name: str) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)

    def _bar(self) -> int:
        return self.verticalScrollBar().sizeHint().width()

    def _viewport_width(self) -> int:
        # Not viewport().width(): handed a plain QWidget of unknown class, shiboken makes the
        # Python types of every widget class it could be (some 30, 50 ms) on the start path.
        bar = self.verticalScrollBar()
        return self.maximumViewportSize().width() - (bar.width() if bar.isVisible() else 0)

    def sizeHint(self) -> QSize:
        inner = self.widget()
        if inner is None:
            return super().sizeHint()
        hint = inner.sizeHint()
        width = max(hint.width(), self._viewport_width() if self.isVisible() else 0)
        height = inner.heightForWidth(width) if inner.hasHeightForWidth() else -1
        return QSize(hint.width() + self._bar(), max(height, hint.height(), inner.minimumSizeHint().height()))

    def minimumSizeHint(self) -> QSize:
        inner = self.widget()
        if inner is None:
            return super().minimumSizeHint()
        return QSize(inner.minimumSizeHint().width() + self._bar(), 120)
