"""What the gestures (drag.py, keyboard.py) see of the table scene, and nothing more.

The scene owns the items and carries out plans; the mouse and keyboard
handlers read where things are and hand it plans. They are given the scene as
a ``TableSurface``, so that they depend on this list and not on the scene's
module (which builds them): the scene imports its helpers, never the other way.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsItem

from hand_desktop.core.cards import Card
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.table.animations import Animator
from hand_desktop.ui.table.decor import ZoneHighlight
from hand_desktop.ui.table.intents import Plan, Zone
from hand_desktop.ui.table.items import CardItem
from hand_desktop.ui.table.layout import TableLayout
from hand_desktop.ui.table.overlays import FireViewer
from hand_desktop.ui.table.state import TableState


class TableSurface(Protocol):
    """The table as the gestures see it: the items and zones laid out, and where plans go."""

    state: TableState  # what the player arranged
    lay: TableLayout | None  # the last layout (None before the first)
    layouts: int  # how many times the table was laid out
    zones: list[tuple[Zone, QRectF]]  # where cards may be dropped, as laid out
    card_items: dict[Card, CardItem]
    homes: dict[Card, QPointF]  # where each shown card is going
    ghosts: list[CardItem]  # face-down cards for draws
    animator: Animator
    highlight: ZoneHighlight  # the drop zone under a dragged card
    viewer: FireViewer

    @property
    def view(self) -> PlayerView: ...

    @property
    def covered(self) -> bool: ...

    @property
    def rtl(self) -> bool: ...

    def addItem(self, item: QGraphicsItem) -> None: ...

    def items(self, pos: QPointF) -> list[QGraphicsItem]: ...

    def execute(self, plan: Plan) -> bool: ...

    def place(self, animate: bool = True, deal: bool = False) -> None: ...

    def reveal(self) -> None: ...

    def stock_ghost(self) -> CardItem: ...

    def show_drop_lights(self, rects: list[QRectF]) -> None: ...

    def show_fire_viewer(self) -> None: ...

    def choose_candidate_joker(self, group: int) -> bool: ...

    def zone_for(self, rect: QRectF, allowed: set[Zone] | None = None
                 ) -> tuple[Zone, QRectF] | None: ...

    def hand_index_at(self, x: float, exclude: Iterable[Card]) -> int: ...

    def candidate_index_at(self, group: int, x: float) -> int: ...
