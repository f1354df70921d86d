"""Dragging cards by hand in the scene's mouse events (no QDrag: it cannot be tested headless).

Three hooks, as in KPatience: may these cards be picked up (``press``), where
would they go (the zone the lead card overlaps most, highlighted while
moving), and the drop itself (the scene carries out the plan). Moving less
than 4 pixels between press and release is a click, not a drag.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtWidgets import QGraphicsSceneMouseEvent

from hand_desktop.core.cards import Card
from hand_desktop.ui.table.decor import CloseButton
from hand_desktop.ui.table.intents import (
    Plan,
    Zone,
    ZoneKind,
    click_stock,
    fire_click_takes,
    may_drop,
    meld_plan,
    plan_drop,
)
from hand_desktop.ui.table.items import CardItem, PileItem, Place
from hand_desktop.ui.table.surface import TableSurface

THRESHOLD = 4.0
DRAG_Z = 800.0

_TARGETS = {
    ZoneKind.HAND: {ZoneKind.HAND, ZoneKind.CANDIDATE, ZoneKind.NEW_CANDIDATE, ZoneKind.MELD, ZoneKind.FIRE},
    ZoneKind.CANDIDATE: {ZoneKind.HAND, ZoneKind.CANDIDATE, ZoneKind.NEW_CANDIDATE, ZoneKind.MELD,
                       ZoneKind.FIRE},
    ZoneKind.STOCK: {ZoneKind.HAND, ZoneKind.CANDIDATE, ZoneKind.NEW_CANDIDATE},
    ZoneKind.FIRE: {ZoneKind.HAND, ZoneKind.CANDIDATE, ZoneKind.NEW_CANDIDATE},
}


class DragHandler:
    def __init__(self, scene: TableSurface) -> None:
        self.scene = scene
        self.frames = 0  # mouse moves handled while dragging (the benchmark counts them)
        self._clear()

    def _clear(self) -> None:
        self.active = False  # a press is being followed
        self.dragging = False
        self.press_pos = QPointF()
        self.press_item: object = None
        self.source: ZoneKind | None = None
        self.cards: tuple[Card, ...] = ()
        self.items: list[CardItem] = []
        self.starts: list[QPointF] = []
        self.zone: tuple[Zone, QRectF] | None = None
        self.allowed: set[Zone] = set()  # the zones these cards may be dropped on (may_drop)
        self.reachable: set[Zone] = set()  # the zones a drop is aimed at (and then explained)

    # ------------------------------------------------------------------ events

    def press(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() != Qt.MouseButton.LeftButton:
            return
        s = self.scene
        s.viewer.setVisible(False)
        pos = event.scenePos()
        item = self._pick(pos)
        self._clear()
        self.active = True
        self.press_pos = pos
        self.press_item = item
        if isinstance(item, CardItem) and item.card is not None and not s.covered:
            place = item.spot.place
            if place in (Place.HAND, Place.CANDIDATE):
                self.source = ZoneKind.HAND if place is Place.HAND else ZoneKind.CANDIDATE
                self.cards = self._moving_cards(item.card)
            elif place is Place.FIRE and s.view.fire and item.card == s.view.fire[-1]:
                self.source = ZoneKind.FIRE
                self.cards = (item.card,)
        elif isinstance(item, PileItem) and item.count > 0:
            self.source = ZoneKind.STOCK
        event.accept()

    def move(self, event: QGraphicsSceneMouseEvent) -> None:
        pos = event.scenePos()
        if not self.dragging:
            if self.source is None or (pos - self.press_pos).manhattanLength() < THRESHOLD:
                return
            self._begin()
        self.frames += 1
        delta = pos - self.press_pos
        for item, start in zip(self.items, self.starts, strict=True):
            item.setPos(start + delta)
        self.zone = self.scene.zone_for(self._lead_rect(), self.reachable)
        # Only a zone that takes the cards lights up; a drop elsewhere still asks the core,
        # which springs the cards back with its reason.
        lit = self.zone is not None and self.zone[0] in self.allowed
        self.scene.highlight.show_at(self.zone[1] if lit and self.zone else None)

    def release(self, event: QGraphicsSceneMouseEvent) -> None:
        s = self.scene
        plan: Plan | None = None
        try:
            if self.dragging:
                plan = self._drop()
            elif (event.scenePos() - self.press_pos).manhattanLength() < THRESHOLD:
                self._click(event.scenePos())
        finally:
            # The drag ends before its plan is carried out, so that the layout the plan
            # brings places the dragged cards too.
            dragged = self.items
            self._clear()
            s.highlight.show_at(None)
            s.show_drop_lights([])
            for item in dragged:
                item.setZValue(item.zValue() - DRAG_Z)
        laid_out = s.layouts
        try:
            if plan is not None:
                s.execute(plan)
        finally:
            if dragged and s.lay is not None and s.layouts == laid_out:
                s.place(animate=True)  # nothing moved (refused, or an answer to come): spring back

    # ------------------------------------------------------------------ internals

    def _pick(self, pos: QPointF) -> object:
        for item in self.scene.items(pos):  # topmost first
            if not item.isVisible():
                continue
            if isinstance(item, CardItem | PileItem | CloseButton):
                return item
        return None

    def _moving_cards(self, card: Card) -> tuple[Card, ...]:
        """The pressed card, or every selected card when the pressed one is selected."""
        state = self.scene.state
        if card not in state.selection:
            return (card,)
        return state.selected_cards()

    def _begin(self) -> None:
        s = self.scene
        s.animator.finish_all()
        self.dragging = True
        if self.source is ZoneKind.STOCK:
            self.items = [s.stock_ghost()]
        else:
            self.items = [s.card_items[c] for c in self.cards]
        assert self.source is not None
        kinds = _TARGETS[self.source]
        view = s.view
        self.reachable = {z for z, _ in s.zones if z.kind in kinds}
        self.allowed = {z for z in self.reachable if may_drop(view, self.source, self.cards, z)}
        # Light the table melds and the fire pile that take these cards (the rest stay dark).
        s.show_drop_lights([r for z, r in s.zones if z in self.allowed
                            and z.kind in (ZoneKind.MELD, ZoneKind.FIRE)])
        self.starts = []
        for k, item in enumerate(self.items):
            # Several cards travel as a small fan behind the one under the mouse.
            self.starts.append(QPointF(item.pos()))
            item.setZValue(DRAG_Z + k)

    def _lead_rect(self) -> QRectF:
        item = self.items[0]
        return item.card_rect().translated(item.pos())

    def _drop(self) -> Plan | None:
        """What the drop asks for (None when it landed on no zone)."""
        s = self.scene
        if self.source is ZoneKind.STOCK:
            s.ghosts[0].setVisible(False)
        zone = self.zone[0] if self.zone else None
        if zone is None:
            return None
        center_x = self._lead_rect().center().x()
        hand_index = s.hand_index_at(center_x, self.cards) if zone.kind is ZoneKind.HAND else 0
        at = s.candidate_index_at(zone.index, center_x) if zone.kind is ZoneKind.CANDIDATE else None
        assert self.source is not None
        return plan_drop(s.view, self.source, self.cards, zone, hand_index, at)

    def _click(self, pos: QPointF) -> None:
        s = self.scene
        item = self.press_item
        view = s.view
        if isinstance(item, PileItem):
            s.execute(click_stock(view))
            return
        if isinstance(item, CloseButton):
            s.state.clear_candidate(item.index)
            return
        if not isinstance(item, CardItem) or item.card is None:
            if s.lay is not None and s.lay.fire_zone.contains(pos):
                s.show_fire_viewer()
            return
        card = item.card
        place = item.spot.place
        if place is Place.FIRE:
            if fire_click_takes(view) and card == view.fire[-1]:
                s.execute(plan_drop(view, ZoneKind.FIRE, (card,), Zone(ZoneKind.HAND)))
            else:
                s.show_fire_viewer()
        elif place is Place.CANDIDATE and card.is_joker and s.choose_candidate_joker(item.spot.group):
            return
        elif place in (Place.HAND, Place.CANDIDATE):
            s.state.toggle(card)
        elif place is Place.MELD and s.state.selection:
            chosen = tuple(c for c in s.state.hand.cards if c in s.state.selection)
            s.execute(meld_plan(view, item.spot.group, chosen))
