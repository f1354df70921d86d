"""The table's own state: what the player arranged, not what the game holds.

The core knows the cards; this object knows how the person at the computer
has them: the order of the hand, the prepared area, the selected cards, the
hot-seat cover and, in hot-seat play, every person's own arrangement kept
between their turns. The scene, the drag and keyboard handlers and the
widget read it and change it only through its methods, so that one change
(a card prepared and unselected, say) is one ``changed`` signal and the scene
lays the table out once for it.

Methods that follow the game (``new_round``, ``follow_turn``, ``follow_hand``,
``reveal``, ``restore_arrangement``) do not signal: the scene lays the table
out itself after them, for the new view.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from contextlib import contextmanager

from PySide6.QtCore import QObject, Signal

from hand_desktop.core.cards import Card, CardToken, NotationError, parse_card
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.table.hand_model import HandModel, SortMode
from hand_desktop.ui.table.hotseat import HotSeat
from hand_desktop.ui.table.prepared import Candidate, PreparedArea

# A save's record of each person's hand: card codes with copies, and the sort mode's name.
SavedArrangement = dict[int, tuple[tuple[str, ...], str | None]]


def _card_or_none(code: str) -> Card | None:
    try:
        return parse_card(code)
    except NotationError:
        return None


class TableState(QObject):
    """Hand order, prepared area, selection, hot-seat cover and per-seat arrangements."""

    changed = Signal()  # the arrangement or the selection changed: lay the table out again

    def __init__(self, humans: list[int], players: int, low_ace_value: int = 1,
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.hand = HandModel(self)  # read it freely; change it through the methods below
        self.prepared = PreparedArea(low_ace_value, self)
        self.hotseat = HotSeat(humans, players)
        self._selection: set[Card] = set()
        self._others: dict[int, tuple[list[Card], list[Candidate], SortMode | None]] = {}
        self._depth = 0  # inside one change (or a quiet follow of the game)
        self._dirty = False
        self.hand.changed.connect(self._part_changed)
        self.prepared.changed.connect(self._part_changed)

    # ------------------------------------------------------------------ queries

    @property
    def seat(self) -> int:
        """The seat whose cards are shown (at the bottom)."""
        return self.hotseat.shown

    @property
    def covered(self) -> bool:
        return self.hotseat.covered

    @property
    def selection(self) -> frozenset[Card]:
        return frozenset(self._selection)

    def hand_cards(self) -> list[Card]:
        """The hand as shown: in the player's order, without the cards in the prepared area."""
        if self.covered:
            return []
        inside = self.prepared.cards()
        return [c for c in self.hand.cards if c not in inside]

    def candidate_cards(self, i: int) -> tuple[Card, ...]:
        """A candidate's cards as shown: in meld order once valid, else as placed."""
        check = self.prepared.check(i)
        if check.meld is not None:
            return check.meld.cards
        return self.prepared.groups[i].cards

    def selected_cards(self) -> tuple[Card, ...]:
        """The selected cards as shown: the hand's first, then each candidate's."""
        order = self.hand_cards() + [c for g in range(len(self.prepared)) for c in self.candidate_cards(g)]
        return tuple(c for c in order if c in self._selection)

    def arrangement(self) -> SavedArrangement:
        """Each person's hand order and sort mode, for the save (card codes with copies)."""
        out: SavedArrangement = {}
        for seat, (order, _groups, mode) in self._others.items():
            out[seat] = (tuple(c.code(with_copy=True) for c in order), mode.value if mode else None)
        if not self.covered or self.seat not in out:
            mode = self.hand.mode
            out[self.seat] = (tuple(c.code(with_copy=True) for c in self.hand.cards),
                              mode.value if mode else None)
        return out

    # ------------------------------------------------------------------ the player's changes

    def toggle(self, card: Card) -> None:
        with self._change():
            if card in self._selection:
                self._selection.discard(card)
            else:
                self._selection.add(card)
            self._dirty = True

    def select_only(self, cards: Iterable[Card]) -> None:
        """Select exactly ``cards`` (those the player holds; a hint's cards)."""
        held = set(self.hand.cards) | set(self.prepared.cards())
        wanted = set(cards) & held
        with self._change():
            if wanted != self._selection:
                self._selection = wanted
                self._dirty = True

    def clear_selection(self, relayout: bool = True) -> None:
        """Unselect everything (``relayout=False``: the scene is about to lay out anyway)."""
        with self._change(announce=relayout):
            self._unselect(self._selection)

    def move_in_hand(self, cards: Sequence[Card], index: int) -> None:
        """Put ``cards`` before the card now at ``index`` of the hand's full order."""
        with self._change():
            self.hand.move(cards, index)

    def sort_hand(self, mode: SortMode) -> None:
        with self._change():
            if mode is SortMode.SUIT:
                self.hand.sort_by_suit()
            else:
                self.hand.sort_by_rank()

    def prepare(self, cards: Sequence[Card], group: int | None = None, at: int | None = None) -> None:
        """Cards into candidate ``group`` (None: a new one) at ``at``; they are no longer selected."""
        with self._change():
            self.prepared.add(cards, group, at)
            self._unselect(cards)

    def return_to_hand(self, cards: Sequence[Card], index: int | None = None) -> None:
        """Cards out of the prepared area (before hand position ``index`` if given), unselected."""
        with self._change():
            self.prepared.remove(cards)
            if index is not None:
                self.hand.move(cards, index)
            self._unselect(cards)

    def clear_candidate(self, i: int) -> None:
        with self._change():
            self.prepared.clear(i)

    def clear_prepared(self) -> None:
        with self._change():
            self.prepared.clear_all()

    def undo_prepared(self) -> bool:
        with self._change():
            return self.prepared.undo()

    def set_joker_as(self, group: int, token: CardToken | None) -> None:
        with self._change():
            self.prepared.set_joker_as(group, token)

    # ------------------------------------------------------------------ following the game (quiet)

    def new_round(self, view: PlayerView) -> None:
        """A new deal: nothing of the last round is kept; hot-seat covers for the first to play."""
        with self._change(announce=False):
            self.prepared.reset(view.rules.low_ace_value)
            self._others.clear()
            self._selection.clear()
            self.hotseat.new_round(view.turn)

    def follow_turn(self, view: PlayerView) -> None:
        """After a move: hot-seat passes the table to the next person, with their own arrangement."""
        before = self.seat
        with self._change(announce=False):
            if self.hotseat.follow(view.turn, view.phase is Phase.OVER):
                self._selection.clear()
            if self.seat != before:
                self._others[before] = (self.hand.cards, self.prepared.groups, self.hand.mode)
                order, groups, mode = self._others.pop(self.seat, ([], [], None))
                self.hand.restore(order, mode)
                self.prepared.restore(groups)

    def follow_hand(self, hand: Iterable[Card]) -> None:
        """The shown seat's cards now: new ones placed, gone ones forgotten everywhere."""
        cards = list(hand)
        held = set(cards)
        with self._change(announce=False):
            self.hand.sync(cards)
            self.prepared.prune(held)
            self._selection &= held

    def sort_as_dealt(self) -> None:
        """With no sort chosen, every card of the hand goes where new cards go (sorted into
        place when the hand model sorts new cards): the table's first deal, once the
        player's preferences are known."""
        if self.hand.mode is None:
            with self._change(announce=False):
                cards = self.hand.cards
                self.hand.restore([], None)
                self.hand.sync(cards)

    def reveal(self) -> None:
        """Hot-seat: the named person lifted the cover."""
        self.hotseat.reveal()

    def restore_arrangement(self, saved: SavedArrangement, players: int) -> None:
        """Put back the hand orders of a resumed match (unknown codes are left out)."""
        with self._change(announce=False):
            for seat, (codes, mode) in saved.items():
                order = [c for c in (_card_or_none(code) for code in codes) if c is not None]
                sort = SortMode(mode) if mode in ("suit", "rank") else None
                if seat == self.seat:
                    self.hand.restore(order, sort)
                elif 0 <= seat < players:
                    self._others[seat] = (order, [], sort)

    # ------------------------------------------------------------------ internals

    def _unselect(self, cards: Iterable[Card]) -> None:
        gone = self._selection & set(cards)
        if gone:
            self._selection -= gone
            self._dirty = True

    def _part_changed(self) -> None:
        if self._depth:
            self._dirty = True
        else:
            self.changed.emit()

    @contextmanager
    def _change(self, announce: bool = True) -> Iterator[None]:
        """One change, however many parts it touches: ``changed`` once at the end (if announced)."""
        self._depth += 1
        try:
            yield
        finally:
            self._depth -= 1
            if not self._depth:
                dirty, self._dirty = self._dirty, False
                if dirty and announce:
                    self.changed.emit()
