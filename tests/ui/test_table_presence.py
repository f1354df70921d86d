"""Presence on the table itself: a network seat's plate says it is reconnecting, played by the
computer, or that the table waits for that person (not the bots' "thinking…")."""

from __future__ import annotations

from typing import Any

import pytest

from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui.sessions.local_session import LocalSession
from hand_desktop.ui.sessions.session import Presence
from tests.ui.table_support import OPENING_SCENARIO, Table, scenario_match


class NetworkLike(LocalSession):
    """A local match whose seats 1 and 2 are people at other computers, with presence set by the test."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.presences: dict[int, Presence] = {}

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(SEATS)

    def presence(self, seat: int) -> Presence:
        return self.presences.get(seat, Presence.HERE)

    def set_presence(self, seat: int, presence: Presence) -> None:
        self.presences[seat] = presence
        self.presence_changed.emit()


SEATS = [Seat("Ann", SeatKind.HUMAN), Seat("Bob", SeatKind.REMOTE), Seat("Cy", SeatKind.REMOTE),
         Seat("Di", SeatKind.MEDIUM)]


@pytest.fixture
def table(qtbot):
    scenario = {**OPENING_SCENARIO, "turn": 1}  # Bob, at another computer, is to draw
    local = [Seat(s.name, SeatKind.HUMAN if s.kind is SeatKind.REMOTE else s.kind) for s in SEATS]
    t = Table(qtbot, scenario_match(scenario), local, start=False, session_class=NetworkLike)
    yield t
    t.close()


def test_a_remote_person_at_their_turn_is_waited_for(table: Table) -> None:
    bob = table.scene.plates[1].info
    assert bob.turn
    assert bob.action == "waiting for \u2068Bob\u2069"
    assert "thinking" not in bob.tip


def test_plates_follow_presence_changed(table: Table) -> None:
    session: NetworkLike = table.session  # type: ignore[assignment]
    assert table.scene.plates[2].info.action == ""
    session.set_presence(2, Presence.AWAY)
    assert table.scene.plates[2].info.action == "reconnecting\u2026"
    assert "reconnecting\u2026" in table.scene.plates[2].info.tip
    session.set_presence(2, Presence.COVERED)
    assert table.scene.plates[2].info.action == "played by the computer"
    session.set_presence(1, Presence.AWAY)  # Bob is away at his turn: the table waits for him to come back
    assert table.scene.plates[1].info.action == "reconnecting\u2026"
    session.set_presence(2, Presence.HERE)
    assert table.scene.plates[2].info.action == ""
