"""The prepared area: candidate melds built from hand cards before submitting.

Cards in the area stay in the player's hand (the core knows nothing of the
area); the area only remembers which hand cards the player grouped, and in
what order. ``action(seat)`` turns the groups into one ``LayMelds``; only the
engine decides whether it is accepted. ``prune(hand)`` forgets cards that
left the hand (discarded, laid, added to a meld).

Each change can be undone (``undo``) until the next submit or new round.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from typing import Any

from PySide6.QtCore import (
    QAbstractListModel,
    QByteArray,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)

from hand_desktop.core.actions import LayMelds, MeldSpec, tokens_of
from hand_desktop.core.cards import Card, CardToken
from hand_desktop.core.melds import (
    CandidateCheck,
    CandidateState,
    MeldKind,
    check_candidate,
    joker_choices,
)
from hand_desktop.core.moves import OpeningProgress, opening_progress
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.table.sentences import candidate_tooltip, cards_text

_UNDO_LIMIT = 100
Index = QModelIndex | QPersistentModelIndex
_ROOT = QModelIndex()


@dataclass(frozen=True)
class Candidate:
    """One candidate meld: the cards in the order shown, and the Joker's card if chosen."""

    cards: tuple[Card, ...]
    joker_as: CardToken | None = None


class PreparedArea(QAbstractListModel):
    """A list model of candidate melds (one row per candidate)."""

    StateRole = Qt.ItemDataRole.UserRole + 1  # CandidateState value
    ValueRole = Qt.ItemDataRole.UserRole + 2  # meld value when valid, else 0
    CardsRole = Qt.ItemDataRole.UserRole + 3  # list of card codes with copy ("9H#2")

    changed = Signal()

    def __init__(self, low_ace_value: int = 1, parent: Any = None) -> None:
        super().__init__(parent)
        self._groups: list[Candidate] = []
        self._undo: list[list[Candidate]] = []
        self._low = low_ace_value

    # ------------------------------------------------------------------ Qt model

    def rowCount(self, parent: Index = _ROOT) -> int:
        return 0 if parent.isValid() else len(self._groups)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or not 0 <= index.row() < len(self._groups):
            return None
        group = self._groups[index.row()]
        if role == Qt.ItemDataRole.DisplayRole:
            return cards_text(group.cards)
        check = self.check(index.row())
        if role == Qt.ItemDataRole.ToolTipRole:
            return candidate_tooltip(check.state, check.value, check.problem)
        if role == self.StateRole:
            return check.state.value
        if role == self.ValueRole:
            return check.value
        if role == self.CardsRole:
            return [c.code(with_copy=True) for c in group.cards]
        return None

    def roleNames(self) -> dict[int, QByteArray]:
        names = dict(super().roleNames())
        names[self.StateRole] = QByteArray(b"state")
        names[self.ValueRole] = QByteArray(b"value")
        names[self.CardsRole] = QByteArray(b"cards")
        return names

    # ------------------------------------------------------------------ queries

    @property
    def groups(self) -> list[Candidate]:
        return list(self._groups)

    def __len__(self) -> int:
        return len(self._groups)

    def cards(self) -> set[Card]:
        return {c for g in self._groups for c in g.cards}

    def check(self, i: int) -> CandidateCheck:
        group = self._groups[i]
        return check_candidate(group.cards, self._low, group.joker_as)

    def progress(self, view: PlayerView) -> OpeningProgress:
        """The counter: value of the valid candidates against what opening needs now."""
        return opening_progress(view, [self.check(i) for i in range(len(self._groups))])

    def action(self, seat: int) -> LayMelds | None:
        """All candidates as one submission (the engine judges it), or None if empty."""
        specs = tuple(MeldSpec(tokens_of(g.cards), g.joker_as) for g in self._groups if g.cards)
        return LayMelds(seat, specs) if specs else None

    def joker_options(self, i: int) -> list[CardToken]:
        """The cards a candidate's Joker could stand for, where there is a choice (a run's two ends)."""
        group = self._groups[i]
        if not any(c.is_joker for c in group.cards):
            return []
        base = check_candidate(group.cards, self._low)
        if base.meld is None or base.meld.kind is not MeldKind.RUN:
            return []
        options = joker_choices(group.cards, base.meld.suit)
        return options if len(options) > 1 else []

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    # ------------------------------------------------------------------ changes

    def add(self, cards: Sequence[Card], group: int | None = None, at: int | None = None) -> int:
        """Put ``cards`` into candidate ``group`` (None: a new one) at position ``at``.

        Cards already in another candidate move. Returns the candidate's index.
        """
        cards = list(dict.fromkeys(cards))
        if not cards:
            return -1
        self._snapshot()
        target = self._groups[group] if group is not None and 0 <= group < len(self._groups) else None
        moving = set(cards)
        groups = [replace(g, cards=tuple(c for c in g.cards if c not in moving)) for g in self._groups]
        if target is None:
            groups.append(Candidate(tuple(cards)))
            new_index = len(groups) - 1
        else:
            assert group is not None
            kept = list(groups[group].cards)
            # ``at`` counts positions in the candidate as shown, moving cards included.
            pos = len(kept) if at is None else len([c for c in target.cards[:at] if c not in moving])
            kept[pos:pos] = cards
            groups[group] = Candidate(tuple(kept), target.joker_as)
            new_index = group
        return self._set(groups, keep=new_index)

    def remove(self, cards: Iterable[Card]) -> None:
        """Return cards to the hand."""
        gone = set(cards)
        if not gone & self.cards():
            return
        self._snapshot()
        self._set([Candidate(tuple(c for c in g.cards if c not in gone), g.joker_as) for g in self._groups])

    def clear(self, i: int) -> None:
        if 0 <= i < len(self._groups):
            self._snapshot()
            self._set([g for k, g in enumerate(self._groups) if k != i])

    def clear_all(self) -> None:
        if self._groups:
            self._snapshot()
            self._set([])

    def set_joker_as(self, i: int, token: CardToken | None) -> None:
        if 0 <= i < len(self._groups) and self._groups[i].joker_as != token:
            self._snapshot()
            groups = list(self._groups)
            groups[i] = replace(groups[i], joker_as=token)
            self._set(groups)

    def undo(self) -> bool:
        if not self._undo:
            return False
        self._set(self._undo.pop())
        return True

    def prune(self, hand: Iterable[Card]) -> None:
        """Forget cards no longer in the hand (after a submit, a discard, a new round)."""
        held = set(hand)
        if self.cards() <= held:
            return
        self._undo.clear()  # older states name cards that are gone
        self._set([Candidate(tuple(c for c in g.cards if c in held), g.joker_as) for g in self._groups])

    def restore(self, groups: list[Candidate]) -> None:
        """Put back a person's candidates (hot-seat); their undo history starts afresh."""
        self._undo.clear()
        self._set(list(groups))

    def reset(self, low_ace_value: int | None = None) -> None:
        if low_ace_value is not None:
            self._low = low_ace_value
        self._undo.clear()
        self._set([])

    # ------------------------------------------------------------------ internals

    def _snapshot(self) -> None:
        self._undo.append(list(self._groups))
        del self._undo[:-_UNDO_LIMIT]

    def _set(self, groups: list[Candidate], keep: int | None = None) -> int:
        # Empty candidates vanish; a Joker choice that no longer fits is forgotten.
        result: list[Candidate] = []
        new_keep = -1
        for k, g in enumerate(groups):
            if not g.cards:
                continue
            if g.joker_as is not None and (
                not any(c.is_joker for c in g.cards)
                or check_candidate(g.cards, self._low, g.joker_as).state is not CandidateState.VALID
            ):
                g = replace(g, joker_as=None)
            if k == keep:
                new_keep = len(result)
            result.append(g)
        self.beginResetModel()
        self._groups = result
        self.endResetModel()
        self.changed.emit()
        return new_keep
