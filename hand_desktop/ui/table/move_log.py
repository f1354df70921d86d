"""The move log: every move of the round in words, newest at the bottom.

Built only from what the viewer may see: the round's events go through the
core's redaction for the seat shown (``visible_events``, the one place that
redacts them); while the hot-seat cover is up, for nobody, so a card drawn
from the stock is never shown to the next person.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QAbstractItemView, QFrame, QLabel, QListWidget, QVBoxLayout, QWidget

from hand_desktop.core.actions import DrawSource
from hand_desktop.core.events import (
    CardDiscarded,
    CardDrawn,
    Event,
    JokerReplaced,
    MeldExtended,
    MeldsLaid,
    RoundEnded,
    StockReshuffled,
)
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.sessions.session import Session
from hand_desktop.ui.table.sentences import card_text, cards_text, event_text
from hand_desktop.ui.words.text import fill, isolate, number

NOBODY = -1  # the viewer while every hand is hidden (hot-seat cover)


def visible_events(session: Session, viewer: int) -> list[Event]:
    """The round's events as ``viewer`` may see them (redacted by the core)."""
    return list(session.round_events(viewer))


def log_lines(session: Session, view: PlayerView, viewer: int) -> list[str]:
    lines = []
    for event in visible_events(session, viewer):
        text = log_text(session, view, event)
        if text:
            lines.append(text)
    return lines


def log_text(session: Session, view: PlayerView, event: Event) -> str:
    if isinstance(event, StockReshuffled):
        return fill(QCoreApplication.translate(
            "MoveLog", "The fire pile was shuffled into a new stock (%1 cards)."), number(event.count))
    if isinstance(event, RoundEnded):
        return QCoreApplication.translate("MoveLog", "The round is over.")
    if not isinstance(event, CardDrawn | MeldsLaid | MeldExtended | JokerReplaced | CardDiscarded):
        return ""
    what = event_text(event)
    if isinstance(event, MeldsLaid):
        melds = [cards_text(view.table[i].cards) for i in event.indices if i < len(view.table)]
        what += fill(QCoreApplication.translate("MoveLog", ": %1"),
                     QCoreApplication.translate("Hint", ", ").join(melds))
    elif isinstance(event, JokerReplaced):
        what = fill(QCoreApplication.translate("MoveLog", "gave %1 for the Joker"),
                    cards_text(event.cards))
    elif isinstance(event, CardDrawn) and event.card is not None and event.source is DrawSource.STOCK:
        what = fill(QCoreApplication.translate("MoveLog", "drew %1 from the stock"),
                    card_text(event.card))
    return fill(QCoreApplication.translate("MoveLog", "%1: %2"), isolate(session.name(event.seat)), what)


class MoveLogPanel(QFrame):
    """A side panel with the log; the table refreshes it after every move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("moveLog")
        self.setStyleSheet(
            "QFrame#moveLog { background: #0f3320; border-left: 1px solid #0a2414; }"
            "QLabel { color: #f4f1e8; font-weight: bold; padding: 6px 8px 2px 8px; }"
            "QListWidget { background: transparent; color: #e8efe8; border: none; }"
            "QListWidget::item { padding: 3px 6px; border-bottom: 1px solid #1c4a30; }")
        self.title = QLabel(self)
        self.list = QListWidget(self)
        self.list.setWordWrap(True)
        self.list.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.list.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the table
        self.list.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addWidget(self.title)
        layout.addWidget(self.list, 1)
        self.setFixedWidth(260)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(QCoreApplication.translate("MoveLog", "Moves this round"))

    def set_lines(self, lines: list[str]) -> None:
        if lines == self.lines():
            return
        self.list.clear()
        self.list.addItems(lines)
        self.list.scrollToBottom()  # the newest move is at the bottom, in sight

    def lines(self) -> list[str]:
        return [self.list.item(i).text() for i in range(self.list.count())]
