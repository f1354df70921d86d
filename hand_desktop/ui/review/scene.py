"""The review's table: the game's own scene and view, read-only, with every hand when asked.

``ReviewScene`` is the game's ``TableScene`` (same items, layout and drawing)
over a ``ReviewSession``. The prepared area, which a review never uses, holds
the other seats' hands and the top of the stock once "show all hands" is on:
one band per seat, in the order the seats sit after the one at the bottom.
``ReviewView`` is the game's ``TableView`` that takes no gesture and no key:
the review window steps the match.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QPointF, QRectF
from PySide6.QtGui import QKeyEvent, QMouseEvent
from PySide6.QtWidgets import QWidget

from hand_desktop.core.cards import Card
from hand_desktop.ui.card_art import ASPECT
from hand_desktop.ui.review.session import ReviewSession
from hand_desktop.ui.table.decor import LabelItem
from hand_desktop.ui.table.hand_model import SortMode, sort_key
from hand_desktop.ui.table.items import Place, Spot
from hand_desktop.ui.table.layout import TableLayout
from hand_desktop.ui.table.placement import Target
from hand_desktop.ui.table.scene import TableScene
from hand_desktop.ui.table.widget import TableView
from hand_desktop.ui.words.text import fill, isolate, number

STOCK_SHOWN = 14  # the stock's next cards shown with every hand
STEP = 0.34  # share of a revealed card left visible under the next one
BAND_ROOM = 4  # a band's width in cards: its cards and this many more (its last card, its title)


class ReviewScene(TableScene):
    """The game's table scene over a review session; nothing on it answers a gesture."""

    def __init__(self, session: ReviewSession, parent: QWidget | None = None) -> None:
        self.review = session
        self.band_labels: list[LabelItem] = []
        super().__init__(session, parent)

    def follow(self, animate: bool) -> None:
        """Show the session's moment: one step on is played as the game would play it
        (cards fly), any other jump is laid out at once."""
        if animate:
            self.session.applied.emit(self.review.step_report())
            return
        self.state.new_round(self.session.view_for(self.seat))  # a review arranges nothing: start afresh
        self._new_deal = False
        self.drawn = self.thrown = None
        self.sync(animate=False)

    # ------------------------------------------------------------------ every hand

    def _bands(self, lay: TableLayout) -> list[tuple[QRectF, str, list[Card]]]:
        """The prepared area cut into bands: each other seat's hand, then the stock's top."""
        if not self.review.reveal_all:
            return []
        moment = self.review.moment
        players = len(moment.views)
        bands: list[tuple[str, list[Card]]] = []
        for rel in range(1, players):
            seat = (self.seat + rel) % players
            hand = moment.views[seat].hand
            cards = sorted(hand, key=sort_key(SortMode.SUIT, hand))  # sorted as the hand can be
            bands.append((fill(QCoreApplication.translate("Review", "%1: %2"), isolate(self.session.name(seat)),
                               QCoreApplication.translate("Table", "%n card(s)", None, len(cards))), cards))
        top = list(reversed(moment.stock))[:STOCK_SHOWN]
        bands.append((fill(QCoreApplication.translate("Review", "Stock, next first (%1)"),
                           number(len(moment.stock))), top))
        area = lay.prep_rect
        # Each band as wide as its cards need, the room for a title and a card's face at least.
        needs = [len(cards) + BAND_ROOM for _title, cards in bands]
        unit = area.width() / sum(needs)
        out = []
        x = area.right() if self.rtl else area.x()
        for need, (title, cards) in zip(needs, bands, strict=True):  # the area is laid out for the direction
            width = need * unit
            if self.rtl:
                x -= width
            out.append((QRectF(x, area.y(), width, area.height()), title, cards))
            if not self.rtl:
                x += width
        return out

    def extra_targets(self, lay: TableLayout) -> dict[Card, Target]:
        targets: dict[Card, Target] = {}
        for b, (rect, _title, cards) in enumerate(self._bands(lay)):
            head = lay.counter_rect.height()
            w = min(lay.prep_w, (rect.height() - head - 4) / ASPECT)
            room = rect.width() - w - 8
            step = min(w * STEP * 1.6, room / max(1, len(cards) - 1))
            for i, card in enumerate(cards):
                pos = QPointF(rect.x() + 4 + i * step, rect.y() + head + 2)
                targets[card] = Target(pos, 250 + i, w, True, Spot(Place.HAND, b + 1, i))
        return targets

    def place(self, animate: bool = True, deal: bool = False) -> None:
        super().place(animate, deal)
        lay = self.lay
        assert lay is not None
        self.slot.setVisible(False)  # nothing is prepared in a review
        self.counter.setVisible(False)
        bands = self._bands(lay)
        while len(self.band_labels) < len(bands):
            label = LabelItem(0.75, bold=True)
            self.band_labels.append(label)
            self.addItem(label)
        for k, label in enumerate(self.band_labels):
            label.setVisible(k < len(bands))
            if k < len(bands):
                rect, title, _cards = bands[k]
                head = QRectF(rect.x() + 4, rect.y(), rect.width() - 8, lay.counter_rect.height())
                label.set_label(head, title, self.rtl)


class ReviewView(TableView):
    """The game's table view, showing a review: no drag, no click, no key of the table's own."""

    def __init__(self, scene: ReviewScene, parent: QWidget | None = None) -> None:
        super().__init__(scene, parent)
        self.setInteractive(False)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        QWidget.keyPressEvent(self, event)  # the window's shortcuts step the review

    def mousePressEvent(self, event: QMouseEvent) -> None:
        QWidget.mousePressEvent(self, event)
