"""Looks set on a widget itself (bold, a muted or given text colour), not by style sheets.

A style sheet anywhere in the first window puts Qt's style-sheet engine (parsing,
re-polishing every child) on the start path; these few calls do the same work for one widget.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QWidget

# The felt's green, lighter at the top: the welcome page, the host's lobby, a missing felt picture.
FELT_TOP = "#1f6b45"
FELT_BOTTOM = "#134a2f"


def set_bold(widget: QWidget) -> None:
    font = widget.font()
    font.setBold(True)
    widget.setFont(font)


def set_text_colour(widget: QWidget, colour: QColor | None = None) -> None:
    """Text in ``colour``; by default the palette's muted colour (a hint under a choice)."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText,
                     colour if colour is not None else palette.color(QPalette.ColorRole.Mid))
    widget.setPalette(palette)
