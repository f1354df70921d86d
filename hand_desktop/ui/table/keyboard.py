"""Playing from the keyboard: a focus ring that moves over cards and zones.

Three rows, bottom to top: the hand; the prepared area with the stock and
the fire pile at its end; the melds on the table. Left/Right move along a
row (by position on screen, so it also works mirrored), Up/Down change rows.
Space selects the focused card; Enter puts the selected cards where the
focus is (a candidate, a new meld, a meld on the table, the fire pile, back
into the hand), or draws when the focus is on the stock or the fire.
Shortcuts for the rest (draw, submit, sort, hint, undo...) are QActions of
the table widget, shown in the menus.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QKeyEvent

from hand_desktop.core.cards import Card
from hand_desktop.ui.table.decor import ZoneHighlight
from hand_desktop.ui.table.intents import (
    Zone,
    ZoneKind,
    click_stock,
    fire_click_takes,
    plan_drop,
)
from hand_desktop.ui.table.items import FOCUS
from hand_desktop.ui.table.surface import TableSurface


class Row(Enum):
    HAND = 0
    PREPARED = 1
    TABLE = 2


@dataclass(frozen=True)
class KeyTarget:
    """What the keyboard focus is on: a zone of the table, and the card there if any."""

    kind: ZoneKind
    card: Card | None = None
    index: int = -1  # candidate group or table meld index


class FocusRing(ZoneHighlight):
    """The keyboard focus: a blue frame (the drop highlight is gold)."""

    def paint(self, painter, option, widget=None) -> None:  # type: ignore[no-untyped-def]
        from PySide6.QtGui import QPainter, QPen

        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(FOCUS, 3, Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRoundedRect(self.rect.adjusted(-3, -3, 3, 3), 7, 7)


class KeyboardNav:
    def __init__(self, scene: TableSurface) -> None:
        self.s = scene
        self.row = Row.HAND
        self.target: KeyTarget | None = None
        self.visible = False
        self._last_x: float | None = None  # where the ring last was, to find the nearest target
        self.ring = FocusRing()
        self.ring.setZValue(850)
        scene.addItem(self.ring)

    # ------------------------------------------------------------------ targets

    def targets(self, row: Row) -> list[tuple[KeyTarget, QRectF]]:
        s = self.s
        lay = s.lay
        if lay is None:
            return []
        out: list[tuple[KeyTarget, QRectF]] = []
        if row is Row.HAND:
            for card in s.state.hand_cards():
                out.append((KeyTarget(ZoneKind.HAND, card), self._card_rect(card)))
        elif row is Row.PREPARED:
            if not s.covered:
                for g in range(len(s.state.prepared)):
                    for card in s.state.candidate_cards(g):
                        out.append((KeyTarget(ZoneKind.CANDIDATE, card, g), self._card_rect(card)))
                out.append((KeyTarget(ZoneKind.NEW_CANDIDATE), lay.new_slot))
            out.append((KeyTarget(ZoneKind.STOCK), lay.stock_rect))
            out.append((KeyTarget(ZoneKind.FIRE), lay.fire_rect))
        else:
            for zone, rect in s.zones:
                if zone.kind is ZoneKind.MELD:
                    out.append((KeyTarget(ZoneKind.MELD, None, zone.index), rect))
        out.sort(key=lambda tr: tr[1].center().x())
        return out

    def _card_rect(self, card: Card) -> QRectF:
        # Where the card is going, not where an animation has it now: the ring must not
        # stay on the felt a moving card just left.
        item = self.s.card_items[card]
        return item.card_rect().translated(self.s.homes.get(card, item.pos()))

    def _current_list(self) -> list[tuple[KeyTarget, QRectF]]:
        return self.targets(self.row)

    def _index(self, items: list[tuple[KeyTarget, QRectF]]) -> int:
        for i, (t, _) in enumerate(items):
            if t == self.target:
                return i
        return -1

    # ------------------------------------------------------------------ focus

    def reset(self) -> None:
        self.row = Row.HAND
        self.target = None
        self.refresh()

    def refresh(self) -> None:
        """After a relayout: keep the focused thing if it still exists, else the nearest."""
        items = self._current_list()
        if not items:
            # An empty row (no melds yet, an empty hand): fall back to the hand or the piles.
            for row in (Row.HAND, Row.PREPARED):
                items = self.targets(row)
                if items:
                    self.row = row
                    break
        if not items:
            self.target = None
        elif self._index(items) < 0:
            self.target = items[0][0] if self.target is None else self._nearest(items)
        self._show()

    def _nearest(self, items: list[tuple[KeyTarget, QRectF]]) -> KeyTarget:
        # A card that left (played, moved): the target of the same kind nearest where it was.
        same = [tr for tr in items if self.target is not None and tr[0].kind is self.target.kind]
        pool = same or items
        if self._last_x is None:
            return pool[0][0]
        x = self._last_x
        return min(pool, key=lambda tr: abs(tr[1].center().x() - x))[0]

    def _show(self) -> None:
        items = self._current_list()
        i = self._index(items)
        if i >= 0:
            self._last_x = items[i][1].center().x()
        if not self.visible or i < 0 or self.s.covered:
            self.ring.show_at(None)
            return
        self.ring.show_at(items[i][1])

    def focused(self) -> KeyTarget | None:
        return self.target

    def hide(self) -> None:
        """The mouse is in use: hide the ring until the next key."""
        self.visible = False
        self._show()

    # ------------------------------------------------------------------ keys

    def key(self, event: QKeyEvent) -> bool:
        """Handle a key; False when it is not ours."""
        key = event.key()
        mods = event.modifiers()
        if mods & (Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.MetaModifier):
            return False
        if self.s.covered:
            # Hot-seat: Enter or Space lifts the cover (as a click does); nothing else moves.
            if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space):
                self.s.reveal()
            return key != Qt.Key.Key_Escape
        if key in (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_Up, Qt.Key.Key_Down):
            self.visible = True
            if mods & Qt.KeyboardModifier.AltModifier and key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                self.shift_card(-1 if key == Qt.Key.Key_Left else 1)
            elif key in (Qt.Key.Key_Left, Qt.Key.Key_Right):
                self.step(-1 if key == Qt.Key.Key_Left else 1)
            else:
                self.change_row(1 if key == Qt.Key.Key_Up else -1)
            return True
        if key == Qt.Key.Key_Space:
            self.visible = True
            self.toggle()
            return True
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.visible = True
            self.activate()
            return True
        if key == Qt.Key.Key_Escape:
            # Ours only while there is something to drop: else the window's (a lesson's list,
            # closing Learn to play).
            if not (self.s.viewer.isVisible() or self.s.state.selection):
                return False
            self.s.viewer.setVisible(False)
            self.s.state.clear_selection()
            return True
        return False

    def step(self, delta: int) -> None:
        items = self._current_list()
        if not items:
            return
        i = self._index(items)
        i = 0 if i < 0 else max(0, min(len(items) - 1, i + delta))
        self.target = items[i][0]
        self._show()

    def change_row(self, delta: int) -> None:
        here = self._current_list()
        i = self._index(here)
        x = here[i][1].center().x() if i >= 0 else 0.0
        row = self.row
        for _ in range(2):  # skip an empty row
            row = Row(max(0, min(2, row.value + delta)))
            items = self.targets(row)
            if items:
                self.row = row
                self.target = min(items, key=lambda tr: abs(tr[1].center().x() - x))[0]
                break
        self._show()

    def shift_card(self, delta: int) -> None:
        """Alt+Left/Right: move the focused hand card along the hand."""
        t = self.target
        if t is None or t.kind is not ZoneKind.HAND or t.card is None:
            return
        shown = self.s.state.hand_cards()
        i = shown.index(t.card)
        # Screen direction: in a mirrored hand the next card is on the left.
        j = i + (delta if not self.s.rtl else -delta)
        if not 0 <= j < len(shown):
            return
        order = self.s.state.hand.cards
        index = order.index(shown[j]) + (1 if j > i else 0)
        self.s.state.move_in_hand([t.card], index)
        self._show()

    def toggle(self) -> None:
        t = self.target
        if t is not None and t.card is not None and t.kind in (ZoneKind.HAND, ZoneKind.CANDIDATE):
            self.s.state.toggle(t.card)

    def chosen(self) -> tuple[Card, ...]:
        """The selected cards, or the focused card when none is selected."""
        state = self.s.state
        if state.selection:
            return state.selected_cards()
        t = self.target
        if t is not None and t.card is not None and t.kind in (ZoneKind.HAND, ZoneKind.CANDIDATE):
            return (t.card,)
        return ()

    def chosen_source(self, cards: tuple[Card, ...]) -> ZoneKind:
        inside = self.s.state.prepared.cards()
        return ZoneKind.CANDIDATE if cards and all(c in inside for c in cards) else ZoneKind.HAND

    def activate(self) -> None:
        s = self.s
        t = self.target
        if t is None or s.covered:
            return
        view = s.view
        if t.kind is ZoneKind.STOCK:
            s.execute(click_stock(view))
            return
        if t.kind is ZoneKind.FIRE:
            if fire_click_takes(view):
                s.execute(plan_drop(view, ZoneKind.FIRE, (view.fire[-1],), Zone(ZoneKind.HAND)))
            elif s.state.selection:  # one card, or a double Joker Hand's two: the judge decides
                s.execute(plan_drop(view, ZoneKind.HAND, s.state.selected_cards(), Zone(ZoneKind.FIRE)))
            else:
                s.show_fire_viewer()
            return
        cards = tuple(s.state.selection)
        if not cards:
            self.toggle()
            return
        cards = self.chosen()
        source = self.chosen_source(cards)
        if t.kind is ZoneKind.HAND and t.card is not None:
            index = s.state.hand.cards.index(t.card)
            s.execute(plan_drop(view, source, cards, Zone(ZoneKind.HAND), index))
        elif t.kind is ZoneKind.CANDIDATE and t.card is not None:
            at = s.state.candidate_cards(t.index).index(t.card)
            s.execute(plan_drop(view, source, cards, Zone(ZoneKind.CANDIDATE, t.index), at=at))
        elif t.kind is ZoneKind.NEW_CANDIDATE:
            s.execute(plan_drop(view, source, cards, Zone(ZoneKind.NEW_CANDIDATE)))
        elif t.kind is ZoneKind.MELD:
            s.execute(plan_drop(view, source, cards, Zone(ZoneKind.MELD, t.index)))
