"""The table scene: card items placed from the player's view, and what gestures ask for.

The scene only reflects state. After every accepted action it re-reads
``match.view_for(seat)`` for the seat whose cards are shown (never another
hand), lays the table out for the view's size and moves the items there.
Gestures (drag.py, keyboard.py) become plans (intents.py); plans that change
the game go through ``Session.submit``; a refusal springs the cards
back and shows the core's reason. What the player arranged (hand order,
prepared area, selection, hot-seat cover) is ``self.state`` (state.py); the
scene lays the table out again whenever it signals a change.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QPoint,
    QPointF,
    QRect,
    QRectF,
    QSizeF,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor, QCursor, QPainter
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QGraphicsSceneMouseEvent, QMenu

from hand_desktop.core.actions import DrawSource
from hand_desktop.core.cards import ALL_CARDS, Card
from hand_desktop.core.events import (
    CardDiscarded,
    CardDrawn,
    Event,
    JokerReplaced,
    MeldExtended,
    MeldsLaid,
)
from hand_desktop.core.melds import CandidateState
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.card_art import shared_art
from hand_desktop.ui.sessions.session import Applied, Session
from hand_desktop.ui.table import captions
from hand_desktop.ui.table import sentences as T
from hand_desktop.ui.table.animations import Animator
from hand_desktop.ui.table.celebration import Celebration, CelebrationItem
from hand_desktop.ui.table.decor import (
    CandidateFrame,
    ChipItem,
    CloseButton,
    LabelItem,
    PileOutline,
    PlateItem,
    SlotItem,
    ToastItem,
    ZoneHighlight,
)
from hand_desktop.ui.table.direction import DirectionArrow
from hand_desktop.ui.table.drag import DragHandler
from hand_desktop.ui.table.hand_pin import HandHold, HandPin, pin_of
from hand_desktop.ui.table.hinting import HintMarks
from hand_desktop.ui.table.intents import (
    ONE_CARD,
    Choose,
    Plan,
    Play,
    Prepare,
    Refuse,
    Reorder,
    ReturnToHand,
    Zone,
    ZoneKind,
)
from hand_desktop.ui.table.items import MARK_COLOUR, CardItem, Mark, PileItem, Place, Spot
from hand_desktop.ui.table.keyboard import KeyboardNav
from hand_desktop.ui.table.layout import (
    PIXELS,
    LayoutInput,
    MeldShape,
    TableLayout,
    compute_layout,
    seat_side,
)
from hand_desktop.ui.table.overlays import CoverItem, FireViewer
from hand_desktop.ui.table.placement import Target, card_targets, meld_shape
from hand_desktop.ui.table.pointers import PointerItem
from hand_desktop.ui.table.state import SavedArrangement, TableState
from hand_desktop.ui.words.refusals import refusal_text
from hand_desktop.ui.words.text import fill, isolate, number

THROWN_MS = 2500  # how long the card a computer player just threw stays marked
GHOSTS = 12  # backs that fly to other seats' plates (stock draws; a few each at a new deal)


class TableScene(QGraphicsScene):
    messageShown = Signal(str)
    laidOut = Signal()

    def __init__(self, session: Session, parent: QObject | None = None) -> None:
        super().__init__(parent)
        # A few hundred items that move a lot: no BSP index to keep up to date.
        self.setItemIndexMethod(QGraphicsScene.ItemIndexMethod.NoIndex)
        self.session = session
        self.art = shared_art()
        summary = session.summary()
        self.animator = Animator(session.animation_ms, self)
        self.state = TableState(session.human_seats, summary.players, summary.rules.low_ace_value, self)
        self.card_items: dict[Card, CardItem] = {}
        for card in ALL_CARDS:
            item = CardItem(card, self.art)
            self.card_items[card] = item
            self.addItem(item)
        self.ghosts = [CardItem(None, self.art) for _ in range(GHOSTS)]
        for ghost in self.ghosts:
            self.addItem(ghost)
        self.stock = PileItem(self.art)
        self.plates = {s: PlateItem(self.art) for s in range(summary.players)}
        self.info = LabelItem(0.72)
        self.counter = LabelItem(0.8, bold=True)
        self.fire_label = LabelItem(0.75)
        self.group_labels = [LabelItem(0.8, bold=True) for _ in range(4)]
        self.slot = SlotItem()
        self.highlight = ZoneHighlight()
        self.hint_light = ZoneHighlight(MARK_COLOUR[Mark.HINT], 30)
        self.fire_outline = PileOutline()
        self.drop_lights: list[ZoneHighlight] = []  # soft frames on every zone a drag may drop on
        self.toast = ToastItem()
        self.cover = CoverItem(self.art)
        self.viewer = FireViewer(self.art)
        self.direction = DirectionArrow()
        self.pointer = PointerItem()  # a first match's notes (ui/pointer_guide.py)
        self.celebration = CelebrationItem()
        extras: list[QGraphicsItem] = [self.pointer, self.celebration, self.direction, self.stock, *self.plates.values(), self.info, self.counter, self.fire_label,
                     *self.group_labels, self.slot, self.highlight, self.hint_light, self.fire_outline,
                     self.toast, self.cover, self.viewer]
        for extra in extras:
            self.addItem(extra)
        self.stock.setZValue(5)
        self.frames: list[CandidateFrame] = []
        self.closers: list[CloseButton] = []
        self.chips: list[ChipItem] = []
        self.lay: TableLayout | None = None
        self.layouts = 0  # how many times the table was laid out (a drop asks whether it was)
        self.homes: dict[Card, QPointF] = {}  # where each shown card is going (its place once still)
        self.zones: list[tuple[Zone, QRectF]] = []
        self._size = QSizeF(1280, 800)
        self._card_max: float | None = None  # the widest a hand card may be (Preferences); None: fill
        self._ratio = 1.0
        self._rtl = False
        self._new_deal = True  # the first state shown is a deal; later ones follow RoundStarted
        self._view: PlayerView | None = None
        self._fresh_events = False  # the last action's events are not shown yet
        self.hint_marks: HintMarks | None = None  # what the last hint points at, until the game moves
        self.guide_marks: HintMarks | None = None  # what a lesson's step points at, until it says otherwise
        self.drawn: Card | None = None  # the card the shown seat just drew (marked in the hand)
        self.thrown: Card | None = None  # the card another player just threw (marked briefly)
        self._thrown_timer = QTimer(self)
        self._thrown_timer.setSingleShot(True)
        self._thrown_timer.timeout.connect(self._unmark_thrown)
        self.joker_menu: QMenu | None = None
        self.drag = DragHandler(self)
        # The hand keeps still while the pointer is over it (re-centred once it has left).
        self.hand_hold = HandHold(self._hand_pin_now, lambda: self.place(animate=True),
                                  lambda: self.drag.active, self)
        self.keys = KeyboardNav(self)  # after the items exist
        self.cover.clicked.connect(self.reveal)
        # A play sent and not answered yet: what to do once it is applied (the fire card
        # drawn goes into a candidate), or forget if it is refused.
        self._sent: Play | None = None
        session.applied.connect(self._on_applied)
        session.rejected.connect(self._on_rejected)
        session.presence_changed.connect(self._on_presence)
        self.state.changed.connect(self._arrangement_changed)
        self.on_state()

    # ------------------------------------------------------------------ state

    @property
    def view(self) -> PlayerView:
        assert self._view is not None
        return self._view

    @property
    def seat(self) -> int:
        """The seat whose cards are shown (at the bottom)."""
        return self.state.seat

    @property
    def covered(self) -> bool:
        return self.state.covered

    @property
    def rtl(self) -> bool:
        return self._rtl

    def _on_presence(self) -> None:
        """A network seat dropped, came back or was handed to a bot: its plate says so."""
        if self._view is not None:
            self.place(animate=False)

    def on_state(self) -> None:
        """The match changed: follow it (new round, hot-seat cover, then the view)."""
        view = self.session.view_for(self.seat)
        deal = self._new_deal
        if deal:
            self._new_deal = False
            self.state.new_round(view)
            self.hand_hold.clear()
            self._fresh_events = False
        else:
            self.state.follow_turn(view)  # hot-seat: each person keeps their own arrangement
        self.sync(animate=True, deal=deal, view=view)

    def arrangement(self) -> SavedArrangement:
        """Each person's hand order and sort mode, for the save (card codes with copies)."""
        return self.state.arrangement()

    def restore_arrangement(self, saved: SavedArrangement) -> None:
        """Put back the hand orders of a resumed match (unknown codes are left out)."""
        self.state.restore_arrangement(saved, self.view.players)
        self.sync(animate=False)

    def sync(self, animate: bool = True, deal: bool = False, view: PlayerView | None = None) -> None:
        """Read the shown seat's view (``view``, when the caller just read it for that seat) and lay out."""
        self._view = view if view is not None and view.seat == self.seat else self.session.view_for(self.seat)
        self.hint_marks = None  # the game moved: an old hint points at nothing
        if self.drawn not in self._view.hand or not self._view.my_turn:
            self.drawn = None
        self.state.follow_hand(self._view.hand)
        self.place(animate=animate, deal=deal)
        self._fresh_events = False

    def _on_applied(self, report: Applied) -> None:
        """A change was accepted: note its marks, follow the state, then finish a play we sent."""
        self._on_events(report)
        self.on_state()
        sent, self._sent = self._sent, None
        if sent is None:
            return
        mine = report.events(sent.action.seat)
        if not any(getattr(e, "seat", None) == sent.action.seat for e in mine):
            self._sent = sent  # someone else's move came first: ours is still on its way
            return
        self.state.clear_selection(relayout=False)
        drew_fire = any(isinstance(e, CardDrawn) and e.seat == sent.action.seat and e.source is DrawSource.FIRE
                        for e in mine)
        if sent.then_prepare is not None and drew_fire:
            self.execute(sent.then_prepare)

    def _on_events(self, report: Applied) -> None:
        if report.round_started is not None:
            self._new_deal = True
        self._fresh_events = True
        for event in report.events(self.seat):  # as the seat shown may see them
            if isinstance(event, CardDrawn) and event.seat == self.seat and event.card is not None:
                self.drawn = event.card
            elif isinstance(event, CardDiscarded) and event.seat != self.seat:
                self.thrown = event.cards[-1]
                self._thrown_timer.start(THROWN_MS)
            elif isinstance(event, CardDiscarded):
                self.thrown = None

    @property
    def _events(self) -> tuple[Event, ...]:
        """The last action's events not shown yet, as the seat shown at the bottom may see them."""
        return self.session.events_for(self.seat) if self._fresh_events else ()

    def _unmark_thrown(self) -> None:
        self.thrown = None
        if self._view is not None:
            self._apply_marks()

    def show_hint(self, marks: HintMarks | None) -> None:
        """Light what a hint points at (cards, a meld, a pile) until the game moves."""
        self.hint_marks = marks
        if self._view is not None:
            self.place(animate=False)

    def set_guide(self, marks: HintMarks | None) -> None:
        """Light what a lesson's step is about (kept across moves; a hint shows over it)."""
        self.guide_marks = marks
        if self._view is not None and self.lay is not None:
            self._apply_marks()
            self._place_hint_light(self.lay, self.meld_groups())

    @property
    def _lit(self) -> HintMarks | None:
        return self.hint_marks if self.hint_marks is not None else self.guide_marks

    def mark_of(self, card: Card) -> Mark | None:
        if self._lit is not None and card in self._lit.cards:
            return Mark.HINT
        if card == self.drawn:
            return Mark.DRAWN
        if card == self.thrown and self.view.fire_top == card:
            return Mark.THROWN
        return None

    def _apply_marks(self) -> None:
        for card, item in self.card_items.items():
            item.set_mark(self.mark_of(card) if item.spot.place is not Place.HIDDEN else None)

    def _arrangement_changed(self) -> None:
        if self._view is not None:
            self.place(animate=True)

    def set_geometry(self, size: QSizeF, ratio: float, rtl: bool) -> None:
        """The view's size, pixel ratio or direction changed: lay out again, at once."""
        self._size, self._ratio, self._rtl = QSizeF(size), ratio, rtl
        self.setSceneRect(QRectF(0, 0, size.width(), size.height()))
        self.animator.finish_all()
        self.hand_hold.clear()
        if self._view is not None:
            self.place(animate=False)

    def set_animation_ms(self, ms: int) -> None:
        self.animator.set_ms(ms)

    def set_card_max(self, width: float | None) -> None:
        """Hand cards at most ``width`` pixels wide (None: as wide as the window allows)."""
        if width != self._card_max:
            self._card_max = width
            if self._view is not None:
                self.animator.finish_all()
                self.place(animate=False)

    def restyle(self) -> None:
        """The card art's style changed (backs, felt, suit colours): draw everything again."""
        for item in (*self.card_items.values(), *self.ghosts):
            item.forget_picture()
        self.invalidate(self.sceneRect(), QGraphicsScene.SceneLayer.BackgroundLayer)
        if self._view is not None:
            self.place(animate=False)
        for plate in self.plates.values():
            plate.update()
        self.update()

    def reveal(self) -> None:
        """Hot-seat: the named player clicked the cover; show their cards."""
        self.state.reveal()
        self.sync(animate=False)
        self.keys.reset()

    # ------------------------------------------------------------------ layout

    def meld_groups(self) -> list[list[int]]:
        """Table meld indices per display group (group 0 is the bottom seat's side)."""
        view = self.view
        n = 2 if view.rules.partners else view.players
        groups: list[list[int]] = [[] for _ in range(n)]
        for i, meld in enumerate(view.table):
            rel = (meld.owner - self.seat) % view.players
            groups[rel % 2 if view.rules.partners else rel].append(i)
        return groups

    def place(self, animate: bool = True, deal: bool = False) -> None:
        """Compute the layout and move every item to its place."""
        self.layouts += 1
        view = self.view
        hand = self.state.hand_cards()
        candidates = [] if self.covered else list(range(len(self.state.prepared)))
        groups = self.meld_groups()
        inp = LayoutInput(
            self._size.width(), self._size.height(), view.players, self._rtl,
            hand_count=len(hand),
            candidates=tuple(MeldShape(len(self.state.candidate_cards(i))) for i in candidates),
            groups=tuple(tuple(meld_shape(view.table[i].cards) for i in g) for g in groups),
            group_count=len(groups),
            cut=None if self.lay is None else self.lay.cut,  # (kept unless much worse)
        )
        px = PIXELS if self._card_max is None else replace(
            PIXELS, card=(PIXELS.card[0], max(PIXELS.card[0], min(PIXELS.card[1], self._card_max))))
        lay = self.lay = compute_layout(inp, px=px)
        lay.hand_pin = self.hand_hold.pin
        targets = card_targets(self.state, view, lay, hand, candidates, groups)
        targets.update(self.extra_targets(lay))
        self.homes = {card: QPointF(t.pos) for card, t in targets.items()}
        self._apply(targets, animate, deal)
        self._place_decor(lay, groups)
        self._zones(lay, groups, candidates)
        self.keys.refresh()
        self.laidOut.emit()

    def extra_targets(self, lay: TableLayout) -> dict[Card, Target]:
        """Cards that a table of another kind shows besides the shown seat's (the review's
        revealed hands); the game's table shows none."""
        return {}

    def _apply(self, targets: dict[Card, Target], animate: bool, deal: bool) -> None:
        lay = self.lay
        assert lay is not None
        starts, exits = self._movement_ends()
        stock_pos = lay.stock_rect.topLeft()
        dragged = set(self.drag.items)
        ms = self.animator.ms
        deal_order = 0
        for card, item in self.card_items.items():
            if item in dragged:
                continue
            t = targets.get(card)
            if t is None:
                if item.isVisible() and animate and card in exits:
                    self.animator.move(item, exits[card], item.zValue(), hide_after=True)
                else:
                    item.setVisible(False)
                item.spot = Spot(Place.HIDDEN)
                item.set_selected(False)
                continue
            item.set_look(t.width, self._ratio, t.face_up)
            item.set_badge(t.badge)
            item.setToolTip(t.tip)
            item.spot = t.spot
            item.set_selected(card in self.state.selection)
            delay = 0
            if not item.isVisible():
                item.setPos(starts.get(card, stock_pos))
                item.setVisible(True)
                if deal and t.spot.place is Place.HAND:
                    delay = deal_order * ms // 6
                    deal_order += 1
            if animate:
                self.animator.move(item, t.pos, t.z, delay=delay)
            else:
                item.setPos(t.pos)
                item.setZValue(t.z)
        self._fly_ghosts(animate, deal)
        self._apply_marks()

    def _movement_ends(self) -> tuple[dict[Card, QPointF], dict[Card, QPointF]]:
        """Where newly shown cards come from and where vanishing cards go (other seats' plates)."""
        starts: dict[Card, QPointF] = {}
        exits: dict[Card, QPointF] = {}
        view = self.view
        for event in self._events:
            seat = getattr(event, "seat", self.seat)
            if seat == self.seat:
                continue
            plate = self.plates[seat].fan_point()
            cards: Iterable[Card] = ()
            if isinstance(event, MeldsLaid):
                cards = [c for i in event.indices if i < len(view.table) for c in view.table[i].cards]
            elif isinstance(event, MeldExtended | CardDiscarded):
                cards = event.cards
            elif isinstance(event, JokerReplaced):
                cards = event.cards
                exits[event.joker] = plate
            elif isinstance(event, CardDrawn) and event.source is DrawSource.FIRE and event.card is not None:
                exits[event.card] = plate
            for card in cards:
                starts[card] = plate
        return starts, exits

    def _fly_ghosts(self, animate: bool, deal: bool = False) -> None:
        # Backs fly from the stock to other seats: one to a seat that drew from it (the card
        # stays hidden), and at a new deal a few to every other seat, in turn with our cards.
        if not animate or self.animator.ms == 0 or self.lay is None:
            return
        flights = [(e.seat, 0) for e in self._events
                   if isinstance(e, CardDrawn) and e.source is DrawSource.STOCK and e.seat != self.seat]
        if deal:
            others = [s for s in range(self.view.players) if s != self.seat]
            step = self.animator.ms // 6
            flights = [(seat, (r * len(others) + i) * step)
                       for r in range(GHOSTS // max(1, len(others))) for i, seat in enumerate(others)]
        for ghost, (seat, delay) in zip(self.ghosts, flights, strict=False):
            ghost.set_look(self.lay.pile_w, self._ratio, face_up=False)
            ghost.setVisible(True)
            self.animator.move(ghost, self.plates[seat].fan_point(), 700, delay=delay, hide_after=True,
                               start=self.lay.stock_rect.topLeft())

    def stock_ghost(self) -> CardItem:
        """A face-down card shown on the stock, for a draw being dragged."""
        assert self.lay is not None
        ghost = self.ghosts[0]
        ghost.set_look(self.lay.pile_w, self._ratio, face_up=False)
        ghost.setPos(self.lay.stock_rect.topLeft())
        ghost.setVisible(True)
        return ghost

    def _place_decor(self, lay: TableLayout, groups: list[list[int]]) -> None:
        view = self.view
        self.stock.setPos(lay.stock_rect.topLeft())
        self.stock.set_look(lay.pile_w, self._ratio, view.stock_size, number(view.stock_size))
        self.stock.setToolTip(QCoreApplication.translate("Table", "Stock: click or drag to your hand to draw"))
        fire_head = QRectF(lay.fire_zone.x(), lay.prep_rect.y(), lay.fire_zone.width(),
                           lay.counter_rect.height() + lay.margin / 2)
        self.fire_label.set_label(fire_head, fill(QCoreApplication.translate("Table", "Fire: %1"),
                                                  number(len(view.fire))), self._rtl)
        self.fire_label.setToolTip(QCoreApplication.translate("Table", "Click the fire pile to see all of it"))
        self.fire_outline.set_outline(lay.fire_rect, QCoreApplication.translate("Table", "Fire pile"))
        self._place_hint_light(lay, groups)
        self._place_plates(lay)
        self._place_prepared_decor(lay)
        for g, label in enumerate(self.group_labels):
            if g >= len(lay.group_rects):
                label.setVisible(False)
                continue
            head = self._group_head(lay, g)
            label.set_label(head, captions.group_title(self.session, self.view, self.seat, g), self._rtl)
            label.setVisible(True)
        info = captions.info_text(self.session, view, self.seat)
        # The corner is laid out for two lines; a single one (a lesson's) keeps their size.
        lines = info.count("\n") + 1
        info_rect = QRectF(lay.info_rect)
        info_rect.setHeight(info_rect.height() * min(lines, 2) / 2)
        self.info.set_label(info_rect, info, self._rtl)
        self.cover.setVisible(self.covered)
        if self.covered:
            name = isolate(self.session.name(self.seat))
            self.cover.set_cover(self.sceneRect(),
                                 fill(QCoreApplication.translate("HotSeat", "Pass to %1"), name),
                                 fill(QCoreApplication.translate(
                                     "HotSeat", "Every hand is hidden. %1, click here when you are ready."),
                                     name), self._ratio)
        if self.viewer.isVisible():
            self.show_fire_viewer()
        if self.pointer.isVisible():
            self._place_pointer(self.pointer.name, self.pointer.text)
        if self.celebration.isVisible():
            self.celebration.prepareGeometryChange()
            self.celebration.start_area(self.sceneRect())

    # ------------------------------------------------------------------ pointers and celebrations

    def pointer_target(self, name: str) -> QRectF | None:
        """Where the pointer ``name`` points (a ``Pointer`` value), as laid out now."""
        lay = self.lay
        if lay is None:
            return None
        targets = {"melds": lay.prep_rect, "fire": lay.fire_rect, "counter": lay.counter_rect}
        return targets.get(name)

    def show_pointer(self, name: str, text: str) -> bool:
        """Show the note ``text`` at the pointer's place; False if the table has no such place."""
        return self._place_pointer(name, text)

    def _place_pointer(self, name: str, text: str) -> bool:
        target = self.pointer_target(name)
        if target is None:
            return False
        self.pointer.point_at(name, text, target, self.sceneRect(), self._pointer_keep_clear())
        return True

    def _pointer_keep_clear(self) -> list[QRectF]:
        """What a pointer should not cover: the hand (first: it weighs most), the melds and
        their titles, the plates and the direction arrow."""
        lay = self.lay
        assert lay is not None
        out = [lay.hand_rect, *(r for group in lay.meld_rects for r in group)]
        out += [label.text_rect() for label in self.group_labels if label.isVisible()]
        if self.direction.isVisible():
            out.append(self.direction.sceneBoundingRect())
        out += [lay.own_plate, *lay.plates.values(), *lay.candidate_rects]
        out += [lay.stock_rect, lay.fire_rect, lay.counter_rect, lay.info_rect]
        return out

    def celebrate(self, kind: Celebration, title: str) -> int:
        """Celebrate over the whole table; how long it lasts (milliseconds)."""
        return self.celebration.start(kind, title, self.sceneRect(), self.animator.ms)

    @staticmethod
    def group_head(lay: TableLayout, g: int, rtl: bool) -> QRectF:
        """Where meld group ``g``'s title goes: above its melds, from the leading edge of the
        first one (a wide cell centres its melds: a title at the cell's edge sat far away)."""
        rect = lay.group_rects[g]
        height = max(15.0, 0.17 * lay.hand_w)
        melds = lay.meld_rects[g] if g < len(lay.meld_rects) else []
        if not melds:
            return QRectF(rect.x(), rect.y(), rect.width(), height)
        if rtl:
            right = max(r.right() for r in melds)
            return QRectF(rect.x(), rect.y(), right - rect.x(), height)
        left = min(r.x() for r in melds)
        return QRectF(left, rect.y(), rect.right() - left, height)

    def _group_head(self, lay: TableLayout, g: int) -> QRectF:
        return self.group_head(lay, g, self._rtl)

    def _place_hint_light(self, lay: TableLayout, groups: list[list[int]]) -> None:
        marks = self._lit
        rect: QRectF | None = None
        if marks is not None and not self.covered:
            if marks.meld is not None:
                rect = next((lay.meld_rects[g][k] for g, indices in enumerate(groups)
                             for k, i in enumerate(indices) if i == marks.meld), None)
            elif marks.zone is ZoneKind.STOCK:
                rect = lay.stock_rect
            elif marks.zone is ZoneKind.FIRE:
                rect = lay.fire_zone
            elif marks.zone is ZoneKind.NEW_CANDIDATE:
                rect = lay.new_slot
        self.hint_light.show_at(rect)

    def show_drop_lights(self, rects: list[QRectF]) -> None:
        """While dragging: a soft frame on every zone the cards may be dropped on."""
        while len(self.drop_lights) < len(rects):
            light = ZoneHighlight(QColor(255, 255, 255), 18, 1.5)
            self.drop_lights.append(light)
            self.addItem(light)
        for k, light in enumerate(self.drop_lights):
            light.show_at(rects[k] if k < len(rects) else None)

    def _place_plates(self, lay: TableLayout) -> None:
        view = self.view
        for seat, plate in self.plates.items():
            rel = (seat - self.seat) % view.players
            rect = lay.own_plate if rel == 0 else lay.plates.get(seat_side(rel, view.players))
            if rect is None:
                plate.setVisible(False)
                continue
            info = captions.plate_info(self.session, view, self.seat, seat)
            plate.set_plate(rect, info, lay.back_w, self._ratio, self._rtl)
            plate.setVisible(True)
        self._place_direction(lay)

    def _place_direction(self, lay: TableLayout) -> None:
        """The arrow by the plate of whoever plays after the current player."""
        view = self.view
        rel = (view.turn + 1 - self.seat) % view.players
        side = seat_side(rel, view.players)
        rect = lay.own_plate if rel == 0 else lay.plates[side]
        tip = fill(QCoreApplication.translate(
            "Table", "%1 plays next. Play goes counter-clockwise: the next player sits on the right."
        ), isolate(self.session.name((view.turn + 1) % view.players)))
        self.direction.set_arrow(rect, side, lay.arrow, tip)
        self.direction.setVisible(view.phase is not Phase.OVER)

    def _place_prepared_decor(self, lay: TableLayout) -> None:
        view = self.view
        n = 0 if self.covered else len(self.state.prepared)
        while len(self.frames) < n:
            frame, closer, chip = CandidateFrame(), CloseButton(), ChipItem()
            self.frames.append(frame)
            self.closers.append(closer)
            self.chips.append(chip)
            for item in (frame, closer, chip):
                self.addItem(item)
        close_tip = QCoreApplication.translate("PreparedArea", "Clear this meld (its cards go back to the hand)")
        for i, (frame, closer, chip) in enumerate(zip(self.frames, self.closers, self.chips, strict=True)):
            frame.setVisible(i < n)
            closer.setVisible(i < n)
            chip.setVisible(i < n)
            if i >= n:
                continue
            check = self.state.prepared.check(i)
            value = number(check.value) if check.state is CandidateState.VALID else ""
            frame.set_frame(i, lay.candidate_rects[i], check.state, value,
                            T.candidate_tooltip(check.state, check.value, check.problem))
            closer.set_button(i, frame.close_rect(), close_tip)
            chip.set_chip(lay.candidate_rects[i], value)
        progress = self.state.prepared.progress(view)
        rising = view.rules.rising and not view.opened[view.seat]
        text = T.progress_text(progress, view.last_opening if rising else None)
        self.counter.set_label(lay.counter_rect, "" if self.covered else text, self._rtl)
        hint = QCoreApplication.translate("PreparedArea", "Drop cards here to start a meld")
        self.slot.set_slot(lay.new_slot, hint, self._rtl)
        self.slot.setVisible(not self.covered)

    def _zones(self, lay: TableLayout, groups: list[list[int]], candidates: list[int]) -> None:
        zones: list[tuple[Zone, QRectF]] = []
        if not self.covered:
            zones.append((Zone(ZoneKind.HAND), lay.hand_rect))
            for i in candidates:
                zones.append((Zone(ZoneKind.CANDIDATE, i), lay.candidate_rects[i]))
            zones.append((Zone(ZoneKind.NEW_CANDIDATE), lay.new_slot))
        for g, indices in enumerate(groups):
            for k, index in enumerate(indices):
                rect = lay.meld_rects[g][k]
                zones.append((Zone(ZoneKind.MELD, index), rect.adjusted(-4, -4, 4, 4)))
        zones.append((Zone(ZoneKind.FIRE), lay.fire_zone))
        zones.append((Zone(ZoneKind.STOCK), lay.stock_rect))
        self.zones = zones

    def retranslate(self) -> None:
        if self._view is not None:
            self.place(animate=False)

    # ------------------------------------------------------------------ messages

    def show_message(self, text: str, ms: int | None = None) -> None:
        """``text`` over the table for ``ms`` (the toast's own time if None)."""
        lay = self.lay
        anchor = lay.message_pos if lay is not None else QPointF(self._size.width() / 2, 200)
        if ms is None:
            self.toast.show_text(text, anchor, self._size.width())
        else:
            self.toast.show_text(text, anchor, self._size.width(), ms)
        self.messageShown.emit(text)

    def _on_rejected(self, code: str, detail: str) -> None:
        self._sent = None
        self.show_message(refusal_text(code, detail))
        if self._view is not None:
            self.place(animate=True)  # spring back

    def show_fire_viewer(self) -> None:
        view = self.view
        title = QCoreApplication.translate("Table", "The fire pile (%n card(s)), bottom to top", None,
                                             len(view.fire))
        hint = QCoreApplication.translate("Table", "Click anywhere or press Esc to close")
        self.viewer.show_pile(self.sceneRect(), view.fire, title, self._ratio, self._rtl, hint)

    # ------------------------------------------------------------------ plans

    def execute(self, plan: Plan) -> bool:
        """Carry out a plan; returns True when something changed or was accepted."""
        if isinstance(plan, Reorder):
            self.state.move_in_hand(plan.cards, plan.index)
            return True
        if isinstance(plan, Prepare):
            self.state.prepare(plan.cards, plan.group, plan.at)  # announced: laid out once
            return True
        if isinstance(plan, ReturnToHand):
            self.state.return_to_hand(plan.cards, plan.index)  # announced: laid out once
            return True
        if isinstance(plan, Play):
            # The answer comes as a signal (at once here, after a round trip from a host).
            self._sent = plan
            self.session.submit(plan.action)
            return True
        if isinstance(plan, Choose):
            self._choose(plan)
            return False
        if isinstance(plan, Refuse) and plan.reason == ONE_CARD:
            self.show_message(QCoreApplication.translate("Table", "Discard one card at a time."))
        self.place(animate=True)
        return False

    def _choose(self, plan: Choose) -> None:
        """A small menu: where the Joker stands ("Joker as 4♥" / "Joker as 8♥")."""
        menu = QMenu()
        menu.setTitle(QCoreApplication.translate("Table", "Where does the Joker go?"))
        for token, action in plan.options:
            entry = menu.addAction(fill(QCoreApplication.translate("Table", "Joker as %1"),
                                        T.card_text(token)))
            entry.triggered.connect(lambda _=False, a=action: self.execute(Play(a)))
        menu.aboutToHide.connect(lambda: self.place(animate=True))
        self.joker_menu = menu
        meld = getattr(plan.options[0][1], "meld", None) if plan.options else None
        menu.popup(self._menu_point(self._meld_rect(meld) if isinstance(meld, int) else None))

    def _meld_rect(self, meld: int) -> QRectF | None:
        """Where table meld ``meld`` is drawn (None when it is not laid out)."""
        lay = self.lay
        if lay is None:
            return None
        return next((lay.meld_rects[g][k] for g, indices in enumerate(self.meld_groups())
                     for k, i in enumerate(indices) if i == meld), None)

    def _menu_point(self, rect: QRectF | None) -> QPoint:
        """Where a small menu about ``rect`` opens: under it, at its leading edge, so that it
        is seen beside the cards it is about (at the pointer when there is no such place)."""
        views = self.views()
        if rect is None or not views:
            return QCursor.pos()
        view = views[0]
        rtl = view.layoutDirection() == Qt.LayoutDirection.RightToLeft
        corner = rect.bottomRight() if rtl else rect.bottomLeft()
        return view.viewport().mapToGlobal(view.mapFromScene(corner))

    def choose_candidate_joker(self, group: int) -> bool:
        """Offer the ends a candidate's Joker can take; True if there is a choice."""
        options = self.state.prepared.joker_options(group)
        if not options:
            return False
        menu = QMenu()
        for token in options:
            entry = menu.addAction(fill(QCoreApplication.translate("Table", "Joker as %1"),
                                        T.card_text(token)))
            entry.triggered.connect(lambda _=False, t=token: self.state.set_joker_as(group, t))
        self.joker_menu = menu
        lay = self.lay
        rect = lay.candidate_rects[group] if lay is not None and group < len(lay.candidate_rects) else None
        menu.popup(self._menu_point(rect))  # at the meld, whether asked with J or a click
        return True

    def submit_prepared(self) -> bool:
        action = self.state.prepared.action(self.seat)
        if action is None:
            self.show_message(QCoreApplication.translate(
                "PreparedArea", "Build melds in the prepared area first."))
            return False
        self._sent = Play(action)
        self.session.submit(action)
        return True

    # ------------------------------------------------------------------ hit testing

    def zone_for(self, rect: QRectF, allowed: set[Zone] | None = None) -> tuple[Zone, QRectF] | None:
        """The zone a dragged card overlaps most among ``allowed`` (None when it overlaps none)."""
        best, best_area = None, 0.0
        for zone, zrect in self.zones:
            if allowed is not None and zone not in allowed:
                continue
            inter = rect.intersected(zrect)
            area = inter.width() * inter.height()
            if area > best_area:
                best, best_area = (zone, zrect), area
        return best

    def hand_index_at(self, x: float, exclude: Iterable[Card]) -> int:
        """The hand order index for a card dropped at scene x (moving cards excluded)."""
        assert self.lay is not None
        moving = set(exclude)
        shown = [c for c in self.state.hand_cards() if c not in moving]
        k = self.lay.hand_insert_index(x, len(shown))
        full = self.state.hand.cards
        order = [c for c in full if c not in moving]
        if k >= len(shown):
            return len(full) if not shown else full.index(shown[-1]) + 1
        return full.index(shown[k]) if shown[k] in order else len(full)

    def candidate_index_at(self, group: int, x: float) -> int:
        assert self.lay is not None
        points = self.lay.candidate_cards[group]
        w = self.lay.prep_w
        return sum(1 for p in points if p.x() + w / 2 < x)

    # ------------------------------------------------------------------ mouse

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.viewer.isVisible() and not self.viewer.boundingRect().contains(event.scenePos()):
            self.viewer.setVisible(False)  # a click beside the compact viewer closes it, nothing else
            event.accept()
            return
        if self._overlay_has(event.scenePos()):
            super().mousePressEvent(event)
            return
        self.drag.press(event)

    def _hand_pin_now(self) -> HandPin | None:
        """The pin that keeps the hand where it is now."""
        lay = self.lay
        if lay is None or self.covered:
            return None
        return pin_of(lay.hand_positions(len(self.state.hand_cards())), lay.hand_w, self._rtl)

    def pointer_moved(self, pos: QPointF | None) -> None:
        """The pointer is at scene ``pos`` (None: it left the table)."""
        lay = self.lay
        self.hand_hold.pointer(pos is not None and lay is not None and lay.hand_rect.contains(pos))

    def mouseMoveEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.pointer_moved(event.scenePos())
        if self.drag.active:
            self.drag.move(event)
        else:
            super().mouseMoveEvent(event)

    def mouseReleaseEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if self.drag.active:
            self.drag.release(event)
        else:
            super().mouseReleaseEvent(event)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        # A double click is two clicks for the table (select, unselect) plus nothing else.
        self.mousePressEvent(event)

    def _overlay_has(self, pos: QPointF) -> bool:
        return (self.cover.isVisible() and self.cover.boundingRect().contains(pos)) or (
            self.viewer.isVisible())

    def drawBackground(self, painter: QPainter, rect: QRectF | QRect) -> None:
        size = self.sceneRect().size().toSize()
        if size.width() > 0 and size.height() > 0:
            painter.drawPixmap(QPointF(0, 0), self.art.felt(size, self._ratio))
