"""The order in which a player keeps the cards of their hand.

The core's hand is a set of cards; the order on screen belongs to the player:
sorted by suit or by rank on request, or arranged by dragging. A sort is
sticky: until the player arranges cards by hand, ``sync`` puts every new card
(a drawn card, a Joker taken back, a whole new deal) in its sorted place.
Without a sort mode new cards go to the end, or, with the preference to sort
new cards into place, where a sort by suit would put them. Either way the table marks the
card just drawn. Cards that left are dropped; the rest keep their places.

Sorting by suit puts an Ace after its King when the King and Queen of that
suit are held (A-K-Q is a run's top end, A-2-3 its bottom end).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from enum import Enum
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from hand_desktop.core.cards import ACE, KING, Card, sort_key_rank, sort_key_suit
from hand_desktop.ui.table.sentences import card_text

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class SortMode(Enum):
    SUIT = "suit"
    RANK = "rank"


QUEEN = 12
Key = Callable[[Card], tuple[int, int, int]]


def sort_key(mode: SortMode, hand: Sequence[Card]) -> Key:
    """The order of ``mode`` for this hand (by suit: a high Ace where K and Q are held)."""
    if mode is SortMode.RANK:
        return lambda c: (*sort_key_rank(c), c.copy)
    held = {(c.rank, c.suit) for c in hand}
    high = {s for (r, s) in held if r == KING and (QUEEN, s) in held}

    def key(card: Card) -> tuple[int, int, int]:
        suit, rank = sort_key_suit(card)
        if card.rank == ACE and card.suit in high:
            rank = 14
        return (suit, rank, card.copy)

    return key


class HandModel(QAbstractListModel):
    """A list model of the hand in display order (one row per card)."""

    CardRole = Qt.ItemDataRole.UserRole + 1  # card code with copy ("9H#2")

    changed = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._order: list[Card] = []
        self.mode: SortMode | None = None  # the sticky sort, until the player arranges by hand
        # Edit > Preferences, "sort new cards into place": with no sort chosen, a new card goes
        # where a sort by suit would put it among the cards as they are (not to the end).
        self.auto_sort = False

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._order)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._order):
            return None
        card = self._order[index.row()]
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.AccessibleTextRole):
            return card_text(card)
        if role == self.CardRole:
            return card.code(with_copy=True)
        return None

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names[self.CardRole] = QByteArray(b"card")
        return names

    # ------------------------------------------------------------------ order

    @property
    def cards(self) -> list[Card]:
        return list(self._order)

    def sync(self, hand: Iterable[Card]) -> None:
        held = list(hand)
        held_set = set(held)
        order = [c for c in self._order if c in held_set]
        known = set(order)
        new = [c for c in held if c not in known]
        if self.mode is None and not self.auto_sort:
            order += new
        else:
            key = sort_key(self.mode or SortMode.SUIT, held)
            for card in new:  # each new card before the first card that sorts after it
                k = key(card)
                at = next((i for i, c in enumerate(order) if key(c) > k), len(order))
                order.insert(at, card)
        if order != self._order:
            self._reset(order)

    def restore(self, order: list[Card], mode: SortMode | None = None) -> None:
        """Put back a person's own order (hot-seat, a resumed match); ``sync`` then fixes it up."""
        self.mode = mode
        self._reset(list(order))

    def sort_by_suit(self) -> None:
        self._sort(SortMode.SUIT)

    def sort_by_rank(self) -> None:
        self._sort(SortMode.RANK)

    def move(self, cards: Sequence[Card], index: int) -> None:
        """Put ``cards`` (in this order) before the card now at ``index`` of the full order."""
        moving = [c for c in cards if c in self._order]
        if not moving:
            return
        self.mode = None  # arranged by hand: new cards now go to the end
        index = max(0, min(index, len(self._order)))
        before = [c for c in self._order[:index] if c not in moving]
        after = [c for c in self._order[index:] if c not in moving]
        order = before + moving + after
        if order != self._order:
            self._reset(order)

    def _sort(self, mode: SortMode) -> None:
        self.mode = mode
        order = sorted(self._order, key=sort_key(mode, self._order))
        if order != self._order:
            self._reset(order)

    def _reset(self, order: list[Card]) -> None:
        self.beginResetModel()
        self._order = order
        self.endResetModel()
        self.changed.emit()
