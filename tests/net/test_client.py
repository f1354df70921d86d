"""The client: ``ClientState`` (sans-IO) and ``ClientConnection`` (ping, a silent host, retries)."""

from __future__ import annotations

import contextlib
import json
import socket

from hand_desktop.net.client import ClientState
from hand_desktop.net.transport import ClientConnection, retry_delay
from tests.net.lan import pump, spin


def line(message: dict) -> bytes:
    return json.dumps(message).encode() + b"\n"


def test_the_retry_delays_are_the_protocols() -> None:
    assert [retry_delay(i) for i in range(8)] == [0.5, 1, 2, 4, 8, 10, 10, 10]


def test_the_state_keeps_what_the_host_said_and_rejoins_with_its_token() -> None:
    s = ClientState(name="Layla", code="K7QX2M", app="0.2.0")
    first = json.loads(s.hello())
    assert first == {"type": "hello", "proto": 1, "app": "0.2.0", "name": "Layla", "code": "K7QX2M"}
    welcome = {"type": "welcome", "proto": 1, "app": "0.2.0", "table": "t-1", "seat": 2, "token": "tok",
               "names": ["a", "b", "Layla"], "rules": {"rounds": 3}}
    view = {"seat": 2, "turn": 2, "phase": "draw", "hand": ["9H#1"]}
    data = line(welcome) + line({"type": "seats", "seats": [{"name": "a"}]}) + line(
        {"type": "update", "rev": 4, "events": [{"event": "turn", "seat": 2}], "view": view})
    got = s.feed(data[:17]) + s.feed(data[17:])  # split anywhere
    assert [m["type"] for m in got] == ["welcome", "seats", "update"]
    assert (s.table, s.token, s.seat, s.rev, s.view) == ("t-1", "tok", 2, 4, view) and s.my_turn
    act = json.loads(s.act({"draw": "stock"}))
    assert act == {"type": "act", "seq": 1, "rev": 4, "action": {"draw": "stock"}} and s.pending
    s.feed(line({"type": "ok", "seq": 1, "rev": 5}))
    assert not s.pending
    s.feed(line({"type": "round_over", "rev": 9, "result": {"finish": "normal"}}))
    assert s.result == {"finish": "normal"}
    s.act({"draw": "stock"})
    rejoin = json.loads(s.hello())
    assert rejoin == {"type": "hello", "proto": 1, "app": "0.2.0", "token": "tok", "table": "t-1"}
    assert not s.pending  # acts of the lost connection are forgotten
    s.feed(line({"type": "reject", "code": "bad_token"}))
    assert s.token is None and s.rejected == {"type": "reject", "code": "bad_token"}


def test_a_host_line_that_cannot_be_read_breaks_the_connection() -> None:
    s = ClientState()
    assert s.feed(b"\xff\xfe\n") == [] and s.broken and s.error["code"] == "bad_utf8"


def test_the_client_pings_and_takes_a_silent_host_for_gone_then_retries(qtbot) -> None:
    server = socket.socket()
    server.bind(("127.0.0.1", 0))
    server.listen()
    server.setblocking(False)
    port = server.getsockname()[1]
    conn = ClientConnection(ClientState(name="L"), "127.0.0.1", port, ping_every=0.1, host_silence=0.45)
    conn.start()
    try:
        accepted: list[socket.socket] = []

        def accept() -> bool:
            with contextlib.suppress(BlockingIOError):
                accepted.append(server.accept()[0])
            return bool(accepted)

        pump(qtbot, accept, 5_000)
        peer = accepted[0]
        peer.settimeout(2.0)
        spin(0.35)
        received = peer.recv(65536).decode().splitlines()
        assert json.loads(received[0])["type"] == "hello"
        assert any(json.loads(x)["type"] == "ping" for x in received[1:])
        pump(qtbot, lambda: conn.retrying, 3_000)  # silent for 0.45 s: gone, and a retry is set
    finally:
        conn.stop(say_bye=False)
        server.close()


def test_the_client_gives_up_after_its_retries(qtbot) -> None:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nobody listens there
    conn = ClientConnection(ClientState(name="L"), "127.0.0.1", port, max_retries=2)
    reasons: list[str] = []
    conn.gaveUp.connect(reasons.append)
    conn.start()
    pump(qtbot, lambda: bool(reasons), 6_000)  # 0.5 s + 1 s of retries
    assert reasons == ["the host cannot be reached"]


def test_the_client_keeps_retrying_every_10_s_as_the_protocol_says(qtbot) -> None:
    """PROTOCOL.md 7: 0.5, 1, 2, 4, 8, then every 10 s; no count after which it gives up."""
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]  # closed again: nobody listens there
    conn = ClientConnection(ClientState(name="L"), "127.0.0.1", port)
    reasons: list[str] = []
    conn.gaveUp.connect(reasons.append)
    conn._attempt = 500  # well past the sixty tries after which it once gave up
    conn.start()
    pump(qtbot, lambda: conn.retrying, 3_000)
    assert reasons == [] and conn._retry.interval() == 10_000
    conn.stop(say_bye=False)


def _host_line(message: dict) -> bytes:
    return json.dumps(message).encode() + b"\n"


def test_the_hosts_chat_history_is_kept_once_not_twice_after_a_drop() -> None:
    state = ClientState(name="L")
    welcome = {"type": "welcome", "proto": 1, "app": "x", "table": "t", "seat": 1, "token": "k",
               "names": ["A", "\u202eB\n"], "rules": {}}
    old = {"type": "chat", "seat": 0, "text": "hi", "old": True}
    state.feed(_host_line(welcome) + _host_line(old))
    assert state.chat == [(0, "hi")] and state.names == ["A", "B"]  # names by the one rule
    state.hello()  # a drop, and the rejoin's new stream
    state.feed(_host_line(welcome) + _host_line(old) + _host_line({**old, "text": "new", "old": False}))
    assert state.chat == [(0, "hi"), (0, "new")]
