"""The playing table: a QGraphicsScene of card items, zones and the prepared area.

``TableWidget`` (widget.py) is the entry point for the main window.
"""

from __future__ import annotations

__all__ = ["TableWidget"]


def __getattr__(name: str) -> object:
    # Lazy, so the pure helpers of the package import without building widgets.
    if name == "TableWidget":
        from hand_desktop.ui.table.widget import TableWidget

        return TableWidget
    raise AttributeError(name)
