"""The order in which a player keeps the cards of their hand.

The core's hand is a set of cards; the order on screen belongs to the player:
sorted by suit or by rank on request, or arranged by dragging. ``sync``
follows the core's hand after each action: cards that left are dropped,
new cards go to the end (so a drawn card is easy to spot), the rest keep
their places.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import Any

from PySide6.QtCore import QAbstractListModel, QModelIndex, QPersistentModelIndex, Qt, Signal

from hand_desktop.core.cards import Card, sort_key_rank, sort_key_suit
from hand_desktop.ui.table.text import card_text

Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


class HandModel(QAbstractListModel):
    """A list model of the hand in display order (one row per card)."""

    CardRole = Qt.ItemDataRole.UserRole + 1  # card code with copy ("9H#2")

    changed = Signal()

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self._order: list[Card] = []

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

    def roleNames(self) -> dict[int, bytes]:
        names = dict(super().roleNames())
        names[self.CardRole] = b"card"
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
        order += [c for c in held if c not in known]
        if order != self._order:
            self._reset(order)

    def restore(self, order: list[Card]) -> None:
        """Put back a person's own order (hot-seat); ``sync`` then fixes it up to the hand."""
        self._reset(list(order))

    def sort_by_suit(self) -> None:
        self._sort(sort_key_suit)

    def sort_by_rank(self) -> None:
        self._sort(sort_key_rank)

    def move(self, cards: Sequence[Card], index: int) -> None:
        """Put ``cards`` (in this order) before the card now at ``index`` of the full order."""
        moving = [c for c in cards if c in self._order]
        if not moving:
            return
        index = max(0, min(index, len(self._order)))
        before = [c for c in self._order[:index] if c not in moving]
        after = [c for c in self._order[index:] if c not in moving]
        order = before + moving + after
        if order != self._order:
            self._reset(order)

    def _sort(self, key: Callable[[Card], tuple[int, int]]) -> None:
        order = sorted(self._order, key=lambda c: (key(c), c.copy))
        if order != self._order:
            self._reset(order)

    def _reset(self, order: list[Card]) -> None:
        self.beginResetModel()
        self._order = order
        self.endResetModel()
        self.changed.emit()
