"""Helpers for the table's tests (no tests here): scenario matches, a shown table, real mouse drags."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtWidgets import QMainWindow

from hand_desktop.core.cards import Card, parse_card
from hand_desktop.core.match import Match
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui.sessions.local_session import LocalSession
from hand_desktop.ui.table.items import CardItem, Place
from hand_desktop.ui.table.widget import TableWidget

# Seat 0 (a person) is to draw. The table holds a club run whose Joker stands for 7C,
# and a set of nines; seat 0 can open with QH KH AH + 10S JS QS (61), then add 9H to the
# nines and give 7C for the Joker.
OPENING_SCENARIO: dict[str, Any] = {
    "variant": "hand",
    "players": 4,
    "dealer": 3,
    "hands": [
        ["QH", "KH", "AH", "10S", "JS", "QS", "7C", "9H", "4D", "2S", "3H", "8C", "6D", "5S"],
        ["2C", "3C", "4C", "KD", "KS", "8D"],
        ["5D", "5H", "8S", "JD", "QD", "2H"],
        ["4S", "6S", "7S", "10H", "JH", "3D"],
    ],
    "stock": ["KC", "9S"],
    "fire": ["10D"],
    "table": [
        {"owner": 1, "cards": ["5C", "6C", "JK"]},
        {"owner": 2, "cards": ["9D", "9S", "9C"]},
    ],
    "opened": [False, True, True, False],
    "turn": 0,
    "phase": "draw",
}


def scenario_match(data: dict[str, Any] | None = None, seed: int = 1) -> Match:
    match = Match.from_scenario(data or OPENING_SCENARIO, seed=seed)
    match.names = ["Ann", "Bob", "Cy", "Di"][: match.players]  # one name per seat
    return match


class Table:
    """A TableWidget shown in a window of a fixed size, with mouse helpers in scene coordinates."""

    def __init__(self, qtbot: Any, match: Match, seats: list[Seat], size: tuple[int, int] = (1280, 800),
                 start: bool = True, session_class: type[LocalSession] = LocalSession) -> None:
        self.qtbot = qtbot
        self.session = session_class(match, seats, animation_ms=0)
        self.window = QMainWindow()
        self.widget = TableWidget(self.session)
        self.window.setCentralWidget(self.widget)
        self.window.resize(*size)
        qtbot.addWidget(self.window)
        self.window.show()
        qtbot.waitExposed(self.window)
        self.scene = self.widget.scene
        self.view = self.widget.view
        if start:
            self.session.start()

    @property
    def match(self) -> Match:
        return self.session.match

    def close(self) -> None:
        self.session.shutdown()
        self.window.close()

    # ------------------------------------------------------------------ finding things

    def item(self, card: Card | str) -> CardItem:
        if isinstance(card, str):
            card = parse_card(card)
        return self.scene.card_items[card]

    def hand_item(self, code: str) -> CardItem:
        """The shown hand card named ``code`` (either copy)."""
        for card in self.scene.state.hand_cards():
            if card.code() == code:
                return self.scene.card_items[card]
        raise LookupError(f"{code} is not in the shown hand")

    def center(self, item: Any) -> QPointF:
        rect = item.card_rect() if hasattr(item, "card_rect") else item.boundingRect()
        # Aim at the visible strip of an overlapped card: its left part.
        return item.mapToScene(QPointF(min(rect.width() * 0.2, 12.0), rect.height() * 0.5))

    def vp(self, scene_pos: QPointF) -> QPoint:
        return self.view.mapFromScene(scene_pos)

    # ------------------------------------------------------------------ mouse

    def click_at(self, scene_pos: QPointF) -> None:
        p = self.vp(scene_pos)
        vp = self.view.viewport()
        self.qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=p)
        self.qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=p)

    def click(self, item: Any) -> None:
        self.click_at(self.center(item))

    def drag(self, start: QPointF, end: QPointF, steps: int = 6) -> None:
        """A real drag: press, several moves, release on the view's viewport."""
        vp = self.view.viewport()
        a, b = self.vp(start), self.vp(end)
        self.qtbot.mousePress(vp, Qt.MouseButton.LeftButton, pos=a)
        for k in range(1, steps + 1):
            p = a + (b - a) * (k / steps)
            self.qtbot.mouseMove(vp, pos=QPoint(round(p.x()), round(p.y())))
        self.qtbot.mouseRelease(vp, Qt.MouseButton.LeftButton, pos=b)

    def drag_item_to(self, item: Any, target: QPointF) -> None:
        self.drag(self.center(item), target)

    # ------------------------------------------------------------------ zones

    def zone_center(self, kind: str, index: int = -1) -> QPointF:
        for zone, rect in self.scene.zones:
            if zone.kind.value == kind and (index < 0 or zone.index == index):
                return rect.center()
        raise LookupError(f"no zone {kind} {index}")

    def faces_up(self) -> list[Card]:
        """Every card shown face up anywhere on the table."""
        return [c for c, it in self.scene.card_items.items() if it.isVisible() and it.face_up]

    def places(self) -> dict[Card, Place]:
        return {c: it.spot.place for c, it in self.scene.card_items.items() if it.isVisible()}


def seats_one_human(kind: str = "easy") -> list[Seat]:
    return [Seat("Ann")] + [Seat(n, SeatKind(kind)) for n in ("Bob", "Cy", "Di")]
