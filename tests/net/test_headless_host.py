"""``hand-desktop-host`` as a process on 127.0.0.1: options, stdout lines, exit, resume after a crash."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

from tests.net.lan import CODE, Player, pump

HOST = [sys.executable, "-m", "hand_desktop.headless_host"]
BASE = ["--bind", "127.0.0.1", "--no-discovery", "--code", CODE, "--seed", "5", "--rounds", "3",
        "--bot-delay-ms", "0"]  # the bots at once: these tests time whole matches


class Process:
    """The host process, its stdout read line by line on a thread (bounded waits)."""

    def __init__(self, *args: str) -> None:
        env = {**os.environ, "PYTHONUNBUFFERED": "1"}
        self.proc = subprocess.Popen([*HOST, *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                                     env=env)
        self.lines: list[str] = []
        self.err: list[bytes] = []
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=lambda: self.err.extend(self.proc.stderr), daemon=True).start()

    def _read(self) -> None:
        for raw in self.proc.stdout:
            self.lines.append(raw.decode())

    def listening(self, timeout: float = 20.0) -> dict:
        end = time.monotonic() + timeout
        while not self.lines and time.monotonic() < end and self.proc.poll() is None:
            time.sleep(0.02)
        assert self.lines, b"".join(self.err).decode()
        return json.loads(self.lines[0])

    def stop(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
        self.proc.wait(10)


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_a_whole_match_with_the_headless_host(qtbot, tmp_path: Path) -> None:
    host = Process("--seats", "remote,medium,remote,easy", "--port", "0", "--data", str(tmp_path), *BASE)
    players: list[Player] = []
    try:
        first = host.listening()
        assert set(first) == {"listening", "table", "code"} and first["code"] == CODE
        assert first["listening"]["host"] == "127.0.0.1" and first["listening"]["port"] > 0
        players = [Player(first["listening"]["port"], n, i) for i, n in enumerate(["Layla", "Omar"])]
        for p in players:
            p.start()
        pump(qtbot, lambda: all(p.state.match_over is not None for p in players), 40_000)
        assert host.proc.wait(10) == 0
        time.sleep(0.1)
        lines = [json.loads(line) for line in host.lines]
        rounds = [line for line in lines[1:] if "round" in line]
        assert len(rounds) >= 3 and [r["round"] for r in rounds] == list(range(1, len(rounds) + 1))
        assert len(lines) == 1 + len(rounds) + 1  # nothing else on stdout
        assert lines[-1] == {"match_over": players[0].state.match_over}
        results = [m["result"] for m in players[0].messages if m["type"] == "round_over"]
        assert [r["result"] for r in rounds] == results
        assert rounds[-1]["totals"] == players[0].state.match_over["totals"]
        assert list(tmp_path.iterdir()) == []  # the finished match's autosave and seat file are gone
    finally:
        for p in players:
            p.conn.stop(say_bye=False)
        host.stop()


@pytest.mark.parametrize(("args", "words"), [
    (["--seats", "remote,wizard"], "unknown seat"),
    (["--seats", "medium,hard"], "at least one remote"),
    (["--seats", "remote,remote", "--variant", "chess"], "unknown variant"),
    (["--seats", "remote,remote", "--rounds", "4"], "--rounds"),
    (["--seats", "remote,remote,remote", "--variant", "hand_partners"], "4 players"),
    (["--seats", "remote,remote", "--code", "UUUUUU"], "--code"),
    (["--seats", "remote,remote", "--port", "70000"], "--port"),
    (["--seats", "remote,remote", "--code", "K7QX2M", "--no-code"], "not allowed with"),
    (["--seats", "remote,remote", "--frobnicate"], "unrecognized"),
    ([], "--seats"),
])
def test_bad_options_are_one_error_line_and_exit_2(args, words) -> None:
    safe = ["--bind", "127.0.0.1", "--no-discovery"] if "--port" in args else [
        "--bind", "127.0.0.1", "--port", "0", "--no-discovery"]  # loopback only, should one be accepted
    proc = subprocess.run([*HOST, *safe, *args], capture_output=True, text=True, timeout=30)
    assert proc.returncode == 2 and proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("hand-desktop-host: error:") and words in lines[0], lines


def test_a_host_restarted_after_a_crash_resumes_and_the_players_rejoin(qtbot, tmp_path: Path) -> None:
    port = free_port()
    args = ["--seats", "remote,remote,medium,medium", "--port", str(port), "--data", str(tmp_path), *BASE]
    host = Process(*args)
    players: list[Player] = []
    try:
        first = host.listening()
        players = [Player(port, n, i) for i, n in enumerate(["Layla", "Omar"])]
        for p in players:
            p.start()
        pump(qtbot, lambda: all((p.state.rev or 0) >= 15 for p in players), 20_000)
        seats = {p.state.name: p.state.seat for p in players}
        tokens = [p.state.token for p in players]
        saved = json.loads((tmp_path / "seats.json").read_text())
        assert all(t not in json.dumps(saved) for t in tokens) and len(saved["digests"]) == 2
        host.proc.send_signal(signal.SIGKILL)  # a crash: no goodbye
        host.proc.wait(10)
        pump(qtbot, lambda: all(not p.state.seats or p.conn.retrying for p in players), 20_000)
        rev_saved = len(json.loads((tmp_path / "autosave.json").read_text())["actions"])
        rounds_seen = [p.state.view["round"] for p in players]

        host = Process(*args)
        again = host.listening()
        assert again["table"] == first["table"] and again["code"] == first["code"]
        pump(qtbot, lambda: all(p.state.rev is not None and p.state.rev >= rev_saved + 5 for p in players),
             30_000)
        assert {p.state.name: p.state.seat for p in players} == seats
        assert [p.state.token for p in players] == tokens
        assert all(m["type"] != "reject" for p in players for m in p.messages)
        for p, was in zip(players, rounds_seen, strict=True):
            # The first update after the rejoin continues the saved position, not a new deal: the
            # same round, from the saved move on (the bots may have moved before this rejoin).
            second_welcome = [i for i, m in enumerate(p.messages) if m["type"] == "welcome"][1]
            update = next(m for m in p.messages[second_welcome:] if m["type"] == "update")
            assert update["view"]["round"] == was and update["rev"] >= rev_saved
    finally:
        for p in players:
            p.conn.stop(say_bye=False)
        host.stop()


def test_broken_files_in_the_data_folder_are_set_aside_and_a_new_table_starts(tmp_path: Path) -> None:
    (tmp_path / "seats.json").write_bytes(b'{"kind": "hand-desktop-host-seats", "table": \xff')
    (tmp_path / "autosave.json").write_text("{}")
    host = Process("--seats", "remote,medium", "--port", "0", "--data", str(tmp_path), *BASE)
    try:
        first = host.listening()
        assert first["table"].startswith("t-")
        (seats,) = tmp_path.glob("seats.broken-*.json")
        assert (tmp_path / "seats.json").exists()  # the new table's
        assert seats.read_bytes().endswith(b"\xff")  # kept as it was
        (autosave,) = tmp_path.glob("autosave.broken-*.json")
        assert autosave.read_text() == "{}"  # its match: kept, not overwritten
    finally:
        host.stop()
    assert b"set aside" in b"".join(host.err)


def test_an_autosave_without_its_seat_file_is_set_aside(tmp_path: Path) -> None:
    (tmp_path / "autosave.json").write_text('{"kind": "hand-desktop-match"}')
    host = Process("--seats", "remote,medium", "--port", "0", "--data", str(tmp_path), *BASE)
    try:
        host.listening()
        (kept,) = tmp_path.glob("autosave.broken-*.json")
        assert kept.read_text() == '{"kind": "hand-desktop-match"}'
    finally:
        host.stop()


def test_the_headless_host_answers_a_table_search_on_loopback(qtbot) -> None:
    from hand_desktop.net.discovery import TableFinder
    from tests.net.test_discovery import free_udp_port

    udp = free_udp_port()
    args = ["--bind", "127.0.0.1", "--port", "0", "--code", CODE, "--rounds", "3", "--discovery-port", str(udp)]
    host = Process("--seats", "remote,hard", *args)
    finder = None
    try:
        first = host.listening()
        finder = TableFinder(["127.0.0.1"], port=udp, bind="127.0.0.1")
        finder.find()
        pump(qtbot, lambda: bool(finder.tables), 5_000)
        (found,) = finder.tables.values()
        assert (found.address, found.port, found.table) == ("127.0.0.1", first["listening"]["port"],
                                                            first["table"])
        assert found.compatible and found.code and found.free_seats == 1 and found.rounds == 3
    finally:
        if finder is not None:
            finder.close()
        host.stop()


def test_the_seed_fixes_the_deals() -> None:
    from tests.net.lan import Raw, spin

    def first_hand(seed: str) -> list[str]:
        host = Process("--seats", "remote,medium", "--bind", "127.0.0.1", "--port", "0", "--no-discovery",
                       "--no-code", "--seed", seed, "--rounds", "3")
        try:
            raw = Raw(host.listening()["listening"]["port"])
            raw.join("Layla", code=None)
            raw.send({"type": "ready"})
            update = raw.get("update", timeout=10.0)
            raw.close()
            spin(0.05)
            return update["view"]["hand"]
        finally:
            host.stop()

    assert first_hand("11") == first_hand("11") != first_hand("12")
