"""``hand-desktop-host``'s voice on standard error (issue 29): the host log of joins, rejoins,
leaves, refusals and drops, ``--quiet``, a table that cannot be saved, the help, the
table-search name and the bots' pace. 127.0.0.1 only."""

from __future__ import annotations

import json
import subprocess
import time
from pathlib import Path

from tests.helpers import refusing_folder
from tests.net.lan import CODE, Player, Raw, choose, pump, spin
from tests.net.test_headless_host import BASE, HOST, Process


def stderr(host: Process) -> str:
    return b"".join(host.err).decode()


def door_traffic(port: int) -> tuple[str, str]:
    """A join, a rejoin by token, a wrong code, a bad line, a leave: the token and the code sent."""
    first = Raw(port)
    welcome = first.join("Layla")
    first.close()
    spin(0.3)
    back = Raw(port)
    back.send({"type": "hello", "proto": 1, "app": "t", "token": welcome["token"], "table": welcome["table"]})
    back.get("welcome")
    wrong = Raw(port)
    wrong.send({"type": "hello", "proto": 1, "app": "t", "name": "Eve", "code": "ZZZZZZ"})
    wrong.get("reject")
    bad = Raw(port)
    bad.send(b"\xff\xfe\n")
    bad.get("error")
    back.send({"type": "bye"})
    back.wait(lambda: back.closed)
    spin(0.3)
    return welcome["token"], CODE


def wait_for(host: Process, words: str, timeout: float = 5.0) -> str:
    end = time.monotonic() + timeout
    while words not in stderr(host) and time.monotonic() < end:
        time.sleep(0.05)
    return stderr(host)


def test_the_host_log_says_every_join_rejoin_refusal_drop_and_leave_on_stderr() -> None:
    host = Process("--seats", "remote,remote,medium", "--port", "0", *BASE)
    try:
        port = host.listening()["listening"]["port"]
        token, code = door_traffic(port)
        err = wait_for(host, "said bye")
    finally:
        host.stop()
    lines = err.splitlines()
    assert any("join: seat" in line and "Layla" in line and "127.0.0.1" in line for line in lines), err
    assert any("rejoin: seat" in line for line in lines), err
    assert any("refuse:" in line and "bad_code" in line for line in lines), err
    assert any("drop:" in line and "bad_utf8" in line for line in lines), err
    assert any("leave:" in line and "said bye" in line for line in lines), err
    assert token not in err and code not in err and "ZZZZZZ" not in err  # never a token or a code


def test_quiet_silences_the_host_log() -> None:
    host = Process("--seats", "remote,remote,medium", "--port", "0", "--quiet", *BASE)
    try:
        door_traffic(host.listening()["listening"]["port"])
        spin(0.5)
        err = stderr(host)
    finally:
        host.stop()
    assert "join:" not in err and "refuse:" not in err and "drop:" not in err, err


def test_help_says_the_traffic_is_not_encrypted() -> None:
    proc = subprocess.run([*HOST, "--help"], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 0
    text = " ".join(proc.stdout.split())
    assert "not encrypted" in text and "network you trust" in text
    assert "--bot-delay-ms" in text and "--quiet" in text


def test_a_table_that_cannot_be_saved_says_so_once_on_stderr_and_plays_on(qtbot, tmp_path: Path) -> None:
    host = Process("--seats", "remote,medium", "--port", "0", "--data", str(tmp_path), *BASE)
    player = None
    try:
        port = host.listening()["listening"]["port"]
        player = Player(port, "Layla", 1)
        player.start()
        pump(qtbot, lambda: (player.state.rev or 0) >= 3, 20_000)
        with refusing_folder(tmp_path):
            rev = player.state.rev
            pump(qtbot, lambda: (player.state.rev or 0) >= rev + 12, 20_000)  # the match goes on
            spin(0.2)
            err = stderr(host)
        assert err.count("not being saved") == 1, err  # once, not once a move
        pump(qtbot, lambda: "being saved again" in stderr(host), 20_000)
    finally:
        if player is not None:
            player.conn.stop(say_bye=False)
        host.stop()


def test_the_table_search_names_the_table_after_a_player_never_the_machine(qtbot) -> None:
    import socket

    from hand_desktop.net.discovery import TableFinder
    from tests.net.test_discovery import free_udp_port

    udp = free_udp_port()
    host = Process("--seats", "remote,hard", "--bind", "127.0.0.1", "--port", "0", "--code", CODE,
                   "--discovery-port", str(udp))
    finder = None
    try:
        port = host.listening()["listening"]["port"]
        finder = TableFinder(["127.0.0.1"], port=udp, bind="127.0.0.1")
        finder.find()
        pump(qtbot, lambda: bool(finder.tables), 5_000)
        (found,) = finder.tables.values()
        assert found.name == "Hand table" and socket.gethostname() not in found.name
        raw = Raw(port)
        raw.join("Layla")
        finder.tables.clear()
        finder.find()
        pump(qtbot, lambda: bool(finder.tables), 5_000)
        (found,) = finder.tables.values()
        assert found.name == "Layla"
        raw.close()
    finally:
        if finder is not None:
            finder.close()
        host.stop()


class Eager:
    """A client with no pacing of its own: one message for every update, sent at once."""

    def __init__(self, port: int) -> None:
        self.player = Player(port, "Layla", 3, auto=False)
        self.answered = 0
        self.errors: list[dict] = []
        self.player.conn.received.connect(self._on)
        self.player.start()

    def _on(self, m: dict) -> None:
        state, conn = self.player.state, self.player.conn
        if m["type"] == "welcome":
            conn.ready()
        elif m["type"] == "error":
            self.errors.append(m)
        elif m["type"] == "update":
            self.answered += 1
            if state.my_turn and state.view is not None:
                action = choose(state.view, self.player.rng, plain=False)
                if action is not None and conn.act(action):
                    return
            conn.send(state.ping(self.answered))


def test_a_client_answering_every_update_at_once_is_never_rate_limited(qtbot) -> None:
    """With the bots at their default pace, a client that sends one message for every
    ``update`` it gets (its move on its turn, a ping otherwise), at once, plays a whole
    round without reaching PROTOCOL.md's limit (20 a second, bursts of 40)."""
    args = [a for a in BASE if a not in ("--bot-delay-ms", "0")]
    host = Process("--seats", "remote,easy,easy,easy", "--port", "0", *args)
    eager = None
    try:
        eager = Eager(host.listening()["listening"]["port"])
        pump(qtbot, lambda: eager.player.state.result is not None or bool(eager.errors), 240_000)
        assert eager.errors == [] and eager.player.state.result is not None, json.dumps(eager.errors)
        assert eager.answered >= 30
    finally:
        if eager is not None:
            eager.player.conn.stop(say_bye=False)
        host.stop()
