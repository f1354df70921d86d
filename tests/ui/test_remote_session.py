"""A table joined over the network: ``RemoteSession`` against a real host on 127.0.0.1."""

from __future__ import annotations

import pytest

from hand_desktop.core.actions import Discard, Draw, DrawSource, token_of
from hand_desktop.core.seats import SeatKind
from hand_desktop.core.turn import Phase
from hand_desktop.core.wire import view_to_json
from hand_desktop.ui.sessions.remote_session import JoinFailure
from hand_desktop.ui.sessions.session import Applied, Link, Presence
from tests.ui.net_support import AutoPlay, Player, Table, joined, pump, remote_session


@pytest.fixture
def table(app):
    t = Table("remote,remote,easy,easy", rounds=3)
    yield t
    t.close()


def test_seats_are_this_computers_person_other_people_and_bots(qtbot, table: Table) -> None:
    session = joined(qtbot, table, start=False)
    try:
        pump(qtbot, lambda: len(session.seats) == 4)
        seat = session.own_seat
        assert seat == 0
        kinds = [s.kind for s in session.seats]
        assert kinds == [SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.EASY, SeatKind.EASY]
        assert session.human_seats == [0] and session.viewers == [0]
        assert session.seats[0].name == "Layla"
        assert session.seat_states[1].open  # nobody holds seat 1 yet
        assert session.link is Link.CONNECTED and session.can_chat
        pump(qtbot, lambda: session.seat_states[0].ready)  # joining a lobby is being ready (a later ``seats``)
    finally:
        session.shutdown()


def test_views_and_events_come_from_the_host_for_the_own_seat_only(qtbot, table: Table) -> None:
    other = Player(table.port, "Omar", 2, auto=False)
    other.start()
    reports: list[Applied] = []
    session = remote_session(table.port)
    session.applied.connect(reports.append)
    session.connect_to_table()
    try:
        pump(qtbot, lambda: session.own_seat is not None and other.state.seat is not None)
        table.start_when_seated(qtbot)
        pump(qtbot, lambda: session.has_view)
        game = table.host.game
        me, them = session.own_seat, other.state.seat
        # The bots play until a person is to move; then this seat's view is the host's.
        pump(qtbot, lambda: game.turn() in (me, them) and view_to_json(session.view_for(me)) == game.view(me))
        first = reports[0]
        assert first.round_started is not None and first.rev == 0 and reports[-1].rev == game.rev
        assert first.seen[0][0] == me and first.events(them) == ()
        with pytest.raises(ValueError):
            session.view_for(them)  # another seat's view is never here
        summary = session.summary()
        assert {summary.names[me], summary.names[them]} == {"Layla", "Omar"}
        assert summary.round_number == 1
        assert not summary.round_over and not summary.over and summary.rules.rounds == 3
    finally:
        session.shutdown()
        other.conn.stop()


def test_a_refused_move_changes_nothing_and_says_why(qtbot, table: Table) -> None:
    t = Table("remote,easy,easy,easy", rounds=3)
    session = joined(qtbot, t)
    refusals: list[tuple[str, str]] = []
    session.rejected.connect(lambda code, detail: refusals.append((code, detail)))
    try:
        pump(qtbot, lambda: session.view_for(0).my_turn and t.host.game.turn() == 0)
        view, rev = session.view_for(0), t.host.game.rev
        card = view.hand[0]
        bad = Discard(0, (token_of(card),)) if view.phase is Phase.DRAW else Draw(0, DrawSource.STOCK)
        session.submit(bad)
        pump(qtbot, lambda: bool(refusals))
        assert refusals == [("wrong_phase", "")]
        assert t.host.game.rev == rev and session.view_for(0) == view
        session.submit(Draw(1, DrawSource.STOCK))  # another seat's move is not sent at all
        assert refusals[-1][0] == "not_your_turn" and t.host.game.rev == rev
    finally:
        session.shutdown()
        t.close()


def test_chat_both_ways(qtbot, table: Table) -> None:
    other = Player(table.port, "Omar", 2, auto=False)
    other.start()
    heard: list[tuple[int, str]] = []
    session = joined(qtbot, table, start=False)
    session.chat_received.connect(lambda seat, text: heard.append((seat, text)))
    try:
        pump(qtbot, lambda: other.state.seat is not None)
        session.send_chat("  Hello   there ")
        pump(qtbot, lambda: bool(other.state.chat and heard))
        me, them = session.own_seat, other.state.seat
        assert other.state.chat[-1] == (me, "Hello there") and heard[-1] == (me, "Hello there")
        other.conn.send(other.state.say("Salam"))
        pump(qtbot, lambda: heard[-1] == (them, "Salam"))
        session.send_chat("x" * 300)  # cut to the protocol's 200 characters, not refused
        pump(qtbot, lambda: heard[-1][1] == "x" * 200)
    finally:
        session.shutdown()
        other.conn.stop()


def test_presence_follows_the_seats_message(qtbot) -> None:
    t = Table("remote,remote,easy,easy", rounds=3, grace=0.5)
    other = Player(t.port, "Omar", 2, auto=False)
    other.start()
    session = joined(qtbot, t, start=False)
    changes: list[int] = []
    session.presence_changed.connect(lambda: changes.append(1))
    try:
        pump(qtbot, lambda: other.state.seat is not None)
        t.start_when_seated(qtbot)
        pump(qtbot, lambda: session.has_view)
        me, them = session.own_seat, other.state.seat
        assert session.presence(them) is Presence.HERE
        other.conn.stop()  # Omar leaves: his seat waits for him
        pump(qtbot, lambda: session.presence(them) is Presence.AWAY)
        # When it is his turn, after the grace time, a computer player keeps his seat.
        AutoPlay(session)  # this seat plays on meanwhile: it draws and throws back a card
        pump(qtbot, lambda: session.presence(them) is Presence.COVERED, 15_000)
        assert session.presence(me) is Presence.HERE and changes
    finally:
        session.shutdown()
        t.close()


def test_a_dropped_connection_comes_back_to_the_same_seat_and_hand(qtbot, table: Table) -> None:
    other = Player(table.port, "Omar", 2)
    other.start()
    session = joined(qtbot, table)
    links: list[Link] = []
    session.link_changed.connect(lambda: links.append(session.link))
    try:
        port = table.port
        table.server.close()  # the network goes away
        pump(qtbot, lambda: session.link is Link.RECONNECTING, 5000)
        assert table.server.listen("127.0.0.1", port)  # and comes back
        pump(qtbot, lambda: session.link is Link.CONNECTED, 8000)
        assert links[:2] == [Link.RECONNECTING, Link.CONNECTED]
        pump(qtbot, lambda: view_to_json(session.view_for(session.own_seat)) == table.host.game.view(session.own_seat))
        me = session.own_seat
        assert me is not None and session.seats[me].name == "Layla"
    finally:
        session.shutdown()
        other.conn.stop()


def test_a_wrong_code_an_unknown_host_and_a_full_table_are_told(qtbot, table: Table) -> None:
    failures: list[str] = []
    bad = remote_session(table.port, code="ZZZZZZ")
    bad.failed.connect(failures.append)
    bad.connect_to_table()
    pump(qtbot, lambda: bool(failures))
    assert failures == [JoinFailure.BAD_CODE.value] and bad.failure is JoinFailure.BAD_CODE
    table.server.close()
    gone = remote_session(table.port, join_timeout_ms=800)
    gone.failed.connect(failures.append)
    gone.connect_to_table()
    pump(qtbot, lambda: len(failures) == 2)
    assert failures[-1] == JoinFailure.UNREACHABLE.value
    assert gone.link is Link.CONNECTED  # never joined: nothing was lost at the table
    for s in (bad, gone):
        s.shutdown()


def test_a_table_without_a_free_seat_is_full(qtbot) -> None:
    t = Table("remote,easy,easy,easy", rounds=3)
    first = joined(qtbot, t, start=False)
    failures: list[str] = []
    second = remote_session(t.port, name="Omar")
    second.failed.connect(failures.append)
    second.connect_to_table()
    try:
        pump(qtbot, lambda: bool(failures))
        assert failures == [JoinFailure.FULL.value] and first.own_seat == 0
    finally:
        for s in (first, second):
            s.shutdown()
        t.close()
