"""Chaos over real sockets: random drops and rejoins during a match, ending with every client in sync."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.net.lan import Player, Table, pump, spin

OPS = st.lists(
    st.tuples(st.sampled_from(["client_drop", "host_drop", "leave_and_return", "wait"]),
              st.integers(0, 1), st.integers(0, 300)),
    min_size=1, max_size=3,
)


@settings(max_examples=4, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(ops=OPS)
def test_random_drops_and_rejoins_end_with_every_client_in_sync(qtbot, ops) -> None:
    table = Table("remote,remote,medium,medium", rounds=3)
    players = [Player(table.port, "Layla", 1), Player(table.port, "Omar", 2)]
    for p in players:
        p.start()
    try:
        table.start_when_seated(qtbot)
        for kind, who, ms in ops:
            p = players[who]
            spin(ms / 1000)
            if kind == "client_drop" and p.conn.sock is not None:
                p.conn.sock.abort()  # the Wi-Fi goes: the client retries by itself
            elif kind == "host_drop":
                conn = next((c for c, s in table.oracle.seat_of.items()
                             if s == p.state.seat and c in table.server._sockets), None)
                if conn is not None:
                    table.server._sockets[conn].abort()
            elif kind == "leave_and_return":
                p.conn.stop()  # bye: the seat stays reserved for the token
                spin(0.05)
                p.conn.start()
        for p in players:
            pump(qtbot, lambda p=p: p.state.welcomed and p.conn.sock is not None, 15_000)
        target = min(table.host.game.rev + 6, 10_000)
        pump(qtbot, lambda: table.host.game.rev >= target or table.match.over, 15_000)
        game = table.host.game
        for p in players:
            pump(qtbot, lambda p=p: p.state.rev == game.rev and p.state.view == game.view(p.state.seat))
        assert all(s["connected"] for s in table.host.seats())
        assert table.oracle.leaks == []
        assert sorted(p.state.seat for p in players) == [0, 1]  # each back in its own seat
    finally:
        for p in players:
            p.conn.stop(say_bye=False)
        table.close()


def test_after_the_grace_time_a_bot_plays_an_absent_seat_and_the_person_gets_it_back(qtbot) -> None:
    table = Table("remote,remote,medium,medium", rounds=3, grace=1.0)
    players = [Player(table.port, "Layla", 1), Player(table.port, "Omar", 2)]
    for p in players:
        p.start()
    try:
        table.start_when_seated(qtbot)
        gone = players[1]
        seat = gone.state.seat
        gone.conn.stop()  # bye: away, the seat kept for the token
        pump(qtbot, lambda: table.host.seats()[seat]["bot"] == "medium", 10_000)
        played = len(table.match.log)
        pump(qtbot, lambda: any(e.get("seat") == seat for e in table.match.log[played:]), 10_000)
        assert players[0].state.seats[seat]["bot"] == "medium"
        gone.conn.start()  # back with the token: the seat is the person's again
        pump(qtbot, lambda: gone.state.welcomed and table.host.seats()[seat]["bot"] is None, 10_000)
        target = len(table.match.log) + 8
        pump(qtbot, lambda: len(table.match.log) >= target or table.match.over, 15_000)
        pump(qtbot, lambda: gone.state.rev == table.host.game.rev)
        assert gone.state.seat == seat and table.oracle.leaks == []
    finally:
        for p in players:
            p.conn.stop(say_bye=False)
        table.close()
