"""Abuse over real sockets: the host drops only the offending connection, and the match goes on."""

from __future__ import annotations

import pytest
from PySide6.QtNetwork import QAbstractSocket

from hand_desktop.net.host import PENDING_PER_ADDRESS
from tests.net.lan import Player, Raw, Table, pump, spin


@pytest.fixture
def playing(qtbot):
    """A match in play: two scripted players and two bots; yields the table."""
    table = Table("remote,remote,medium,medium", rounds=3)
    players = [Player(table.port, "Layla", 1), Player(table.port, "Omar", 2)]
    for p in players:
        p.start()
    table.start_when_seated(qtbot)
    yield table, players
    for p in players:
        p.conn.stop()
    table.close()


def goes_on(qtbot, table: Table, players: list[Player], actions: int = 10) -> None:
    """The match advances by ``actions`` log entries and both players stay connected and in sync."""
    target = len(table.match.log) + actions
    pump(qtbot, lambda: len(table.match.log) >= target or table.match.over, 15_000)
    seats = table.host.seats()
    assert seats[0]["connected"] and seats[1]["connected"]
    for p in players:
        pump(qtbot, lambda p=p: p.state.rev == table.host.game.rev)
    assert table.oracle.leaks == []


BAD_LINES = [
    (b"x" * 16_385, "too_long"),  # no newline: too long at once
    (b"{\"type\":\"ping\",\"n\":\"" + b"y" * 17_000 + b"\"}\n", "too_long"),
    (b"\xff\xfe{}\n", "bad_utf8"),
    (b"[" * 40 + b"]" * 40 + b"\n", "bad_json"),
    (b'{"type":"ping","n":' + b"[" * 33 + b"]" * 33 + b"}\n", "bad_json"),
    (b'{"type":"hello","proto":NaN}\n', "bad_json"),
]


@pytest.mark.parametrize(("raw", "code"), BAD_LINES)
def test_a_bad_line_before_hello_drops_only_that_connection(playing, qtbot, raw, code) -> None:
    table, players = playing
    bad = Raw(table.port)
    bad.send(raw)
    assert bad.get("error")["code"] == code
    bad.wait(lambda: bad.closed)
    goes_on(qtbot, table, players)


@pytest.mark.parametrize(("raw", "code"), [BAD_LINES[0], BAD_LINES[2], BAD_LINES[3]])
def test_a_bad_line_from_a_seated_player_drops_only_it_and_it_rejoins(playing, qtbot, raw, code) -> None:
    table, players = playing
    p = players[1]
    p.conn.send(raw)
    pump(qtbot, lambda: p.state.error is not None and p.state.error.get("code") == code)
    pump(qtbot, lambda: table.host.seats()[p.state.seat]["connected"] and p.state.rev == table.host.game.rev,
         10_000)
    goes_on(qtbot, table, players)


def test_a_seated_client_flooding_or_sending_garbage_loses_only_its_own_connection(playing, qtbot) -> None:
    table, players = playing
    # a flood from a fresh connection: its first message is not hello, or the bucket runs dry
    flood = Raw(table.port)
    flood.send(b'{"type":"ping","n":1}\n' * 100)
    first = flood.get("error")
    assert first["code"] in ("hello_first", "rate_limited")
    flood.wait(lambda: flood.closed)
    # a seated player who floods is dropped with rate_limited; its seat shows away, then it rejoins
    p = players[0]
    p.conn.send(b'{"type":"ping","n":1}\n' * 60)
    pump(qtbot, lambda: p.state.error is not None and p.state.error.get("code") == "rate_limited")
    pump(qtbot, lambda: table.host.seats()[0]["connected"] and p.state.rev == table.host.game.rev, 10_000)
    goes_on(qtbot, table, players)


def test_a_client_that_says_nothing_is_dropped_after_the_hello_timeout_and_the_match_goes_on(qtbot) -> None:
    table = Table("remote,medium", rounds=3, hello_timeout=1.0)  # the protocol's 10 s, shortened
    try:
        silent = Raw(table.port)
        player = Raw(table.port)
        player.join("Layla")
        table.server.run(table.host.start(table.server_now()))
        silent.wait(lambda: silent.closed, timeout=4.0)
        assert silent.messages[-1]["code"] == "hello_timeout"
        assert not player.closed and table.host.seats()[0]["connected"]
        player.close()
    finally:
        table.close()


def test_silent_connections_never_lock_out_a_player_rejoining_with_a_valid_token(qapp) -> None:
    """40 silent connections from one address (127.0.0.1) fill no door: the oldest make room
    with an ``error`` before their close, and a rejoin by token (from the same address) gets
    its seat back; a new player still joins too."""
    table = Table("remote,remote,medium", rounds=3)
    silent: list[Raw] = []
    try:
        player = Raw(table.port)
        welcome = player.join("Layla")
        player.close()
        spin(0.2)
        assert not table.host.seats()[welcome["seat"]]["connected"]
        silent = [Raw(table.port) for _ in range(40)]
        spin(0.3)
        back = Raw(table.port)
        back.send({"type": "hello", "proto": 1, "app": "t", "token": welcome["token"],
                   "table": welcome["table"]})
        again = back.get("welcome")
        assert again["seat"] == welcome["seat"] and table.host.seats()[welcome["seat"]]["connected"]
        newcomer = Raw(table.port)
        assert newcomer.join("Omar")["seat"] != welcome["seat"]
        # Every connection closed to make room was told why before it was closed.
        made_room = [r for r in silent if (r._poll() or r.closed)]
        assert len(made_room) >= 40 - PENDING_PER_ADDRESS
        for r in made_room:
            r.wait(lambda r=r: r.closed)
            assert [m["type"] for m in r.messages] == ["error"] and r.messages[0]["code"] == "hello_timeout"
        back.close()
        newcomer.close()
    finally:
        for r in silent:
            r.close()
        table.close()


def test_a_client_that_stops_reading_is_dropped_and_the_match_goes_on(qtbot) -> None:
    table = Table("remote,remote,medium,medium", rounds=3, max_backlog=8_192)
    reader = Player(table.port, "Layla", 1)
    reader.start()
    sleeper = Raw(table.port, rcvbuf=4096)
    try:
        seat = sleeper.join("Omar")["seat"]
        table.start_when_seated(qtbot)
        conn = next(c for c, s in table.oracle.seat_of.items() if s == seat)
        table.server._sockets[conn].setSocketOption(
            QAbstractSocket.SocketOption.SendBufferSizeSocketOption, 4096)
        table.server.run(table.host.take_over(seat, table.config.takeover))  # a bot plays; Omar watches
        # Omar reads nothing from now on; the updates pile up until the host drops him
        pump(qtbot, lambda: not table.host.seats()[seat]["connected"], 20_000)
        pump(qtbot, lambda: reader.state.seats[seat]["connected"] is False)
        target = len(table.match.log) + 10
        pump(qtbot, lambda: len(table.match.log) >= target or table.match.over, 15_000)
        assert table.host.seats()[1 - seat]["connected"]
        pump(qtbot, lambda: reader.state.rev == table.host.game.rev)
    finally:
        reader.conn.stop()
        sleeper.close()
        table.close()


def test_a_bot_move_the_table_refuses_does_not_stall_the_match(qtbot, monkeypatch) -> None:
    from hand_desktop.core.actions import Discard, token_of
    from hand_desktop.core.driver import Bots

    class Broken:  # every move it proposes is refused: two cards thrown at once, or before drawing
        def choose(self, view):
            return Discard(view.seat, tuple(token_of(c) for c in view.hand[:2]))

    monkeypatch.setattr(Bots, "for_seat", lambda self, seat, level: Broken())
    table = Table("remote,medium", rounds=3)
    player = Player(table.port, "Layla", 1)
    player.start()
    try:
        table.start_when_seated(qtbot)
        pump(qtbot, lambda: sum(1 for e in table.match.log if e.get("seat") == 1) >= 4, 15_000)
        assert table.oracle.leaks == []
    finally:
        player.conn.stop()
        table.close()
