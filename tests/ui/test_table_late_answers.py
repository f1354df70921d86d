"""The table against a session that answers after a round trip, as a LAN host will.

``LateSession`` is a ``LocalSession`` whose ``submit`` returns at once and
applies the action a little later: the table must act on the ``applied`` and
``rejected`` signals only (a drawn fire card goes into its candidate when the
draw arrives; a late refusal springs the cards back).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTimer

from hand_desktop.core.actions import Action, Discard, token_of
from hand_desktop.core.cards import parse_card
from hand_desktop.core.round import Phase
from hand_desktop.ui.sessions.local_session import LocalSession
from hand_desktop.ui.table.intents import Play
from hand_desktop.ui.table.items import Place
from tests.ui.table_support import Table, scenario_match, seats_one_human

ROUND_TRIP_MS = 40


class LateSession(LocalSession):
    def submit(self, action: Action) -> None:  # type: ignore[override]
        QTimer.singleShot(ROUND_TRIP_MS, self, lambda: LocalSession.submit(self, action))


@pytest.fixture
def table(qtbot):
    t = Table(qtbot, scenario_match(), seats_one_human(), session_class=LateSession)
    yield t
    t.close()


def test_the_fire_card_goes_into_its_candidate_when_the_draw_arrives(table: Table, qtbot) -> None:
    ten = parse_card("10D")
    table.drag_item_to(table.item("10D"), table.zone_center("new_candidate"))
    rnd = table.match.round
    assert rnd.phase is Phase.DRAW and ten not in rnd.hands[0]  # sent, not answered yet
    assert table.scene.state.prepared.groups == []
    qtbot.waitUntil(lambda: table.scene.state.prepared.groups != [], timeout=2_000)
    assert rnd.phase is Phase.PLAY and ten in rnd.hands[0]
    assert table.scene.state.prepared.groups[0].cards == (ten,)
    assert table.item("10D").spot.place is Place.CANDIDATE


def test_a_late_refusal_springs_back_and_drops_the_follow_up(table: Table, qtbot) -> None:
    shown: list[str] = []
    table.scene.messageShown.connect(shown.append)
    card = table.match.round.hands[0][0]
    item = table.item(card)
    home = item.pos()
    # A discard before drawing, sent as the table sends plays: the core refuses it.
    assert table.scene.execute(Play(Discard(0, (token_of(card),))))
    assert table.scene._sent is not None and shown == []  # on its way
    qtbot.waitUntil(lambda: bool(shown), timeout=2_000)
    assert item.pos() == home and item.spot.place is Place.HAND
    assert table.scene._sent is None
    assert table.match.round.phase is Phase.DRAW
