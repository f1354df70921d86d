"""A ``TableHost`` driven by hand in tests: a fake clock, and what each connection received."""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

from hand_desktop.core.seats import SeatKind
from hand_desktop.net.host import Close, Output, SeatConfig, Send, TableConfig, TableHost
from tests.net.fake_game import FakeGame, leaks

TABLE = "t-123"
CODE = "K7QX2M"


def config(kinds: str = "remote,remote,medium,local", **extra: Any) -> TableConfig:
    seats = tuple(SeatConfig(SeatKind.from_wire(k)) for k in kinds.split(","))
    base: dict[str, Any] = {"table": TABLE, "app": "0.2.0", "seats": seats,
                            "rules": {"variant": "hand", "rounds": 2}, "code": CODE}
    base.update(extra)
    return TableConfig(**base)


def hello(name: str = "Layla", code: str | None = CODE, **extra: Any) -> dict[str, Any]:
    message: dict[str, Any] = {"type": "hello", "proto": 1, "app": "0.2.0", "name": name}
    if code is not None:
        message["code"] = code
    message.update(extra)
    return message


def line(message: dict[str, Any]) -> bytes:
    return json.dumps(message).encode() + b"\n"


class Harness:
    def __init__(self, cfg: TableConfig | None = None, rounds: int = 2,
                 game_class: type[FakeGame] = FakeGame) -> None:
        self.game_class = game_class
        self.now = 0.0
        self.games: list[FakeGame] = []
        self.host = TableHost(cfg or config(), self._new_game)
        self.inbox: dict[int, list[dict[str, Any]]] = defaultdict(list)
        self.closed: set[int] = set()
        self.tokens: dict[int, str] = {}
        self.seat_of: dict[int, int] = {}  # connection -> the seat its welcome gave
        self.rounds = rounds
        self._next_conn = 1

    def _new_game(self, names: list[str]) -> FakeGame:
        self.games.append(self.game_class(names, self.rounds))
        return self.games[-1]

    @property
    def game(self) -> FakeGame:
        return self.games[-1]

    def run(self, outputs: list[Output]) -> list[Output]:
        """Deliver outputs (after checking that none goes to a closed connection or leaks)."""
        seat_of = self.seat_of
        for out in outputs:
            assert out.conn not in self.closed, f"{out} after close"
            if isinstance(out, Close):
                self.closed.add(out.conn)
                continue
            assert isinstance(out, Send)
            assert out.data == line_of(out.message)
            self.inbox[out.conn].append(out.message)
            if out.message["type"] == "welcome":
                seat_of[out.conn] = out.message["seat"]
            if out.conn in seat_of:
                assert not leaks(seat_of[out.conn], out.message), out.message
        return outputs

    def open(self, address: str = "10.0.0.5") -> int:
        conn = self._next_conn
        self._next_conn += 1
        self.run(self.host.connect(conn, address, self.now))
        return conn

    def send(self, conn: int, message: dict[str, Any] | bytes) -> list[Output]:
        data = message if isinstance(message, bytes) else line(message)
        return self.run(self.host.receive(conn, data, self.now))

    def join(self, name: str = "Layla", address: str = "10.0.0.5") -> int:
        conn = self.open(address)
        self.send(conn, hello(name))
        welcome = self.last(conn, "welcome")
        self.tokens[welcome["seat"]] = welcome["token"]
        return conn

    def tick(self, seconds: float = 0.0) -> list[Output]:
        self.now += seconds
        return self.run(self.host.tick(self.now))

    def drop(self, conn: int) -> list[Output]:
        self.closed.add(conn)
        return self.run(self.host.disconnect(conn, self.now))

    def received(self, conn: int, kind: str | None = None) -> list[dict[str, Any]]:
        return [m for m in self.inbox[conn] if kind is None or m["type"] == kind]

    def last(self, conn: int, kind: str | None = None) -> dict[str, Any]:
        got = self.received(conn, kind)
        assert got, f"connection {conn} received no {kind}: {self.inbox[conn]}"
        return got[-1]

    def take(self, conn: int) -> list[dict[str, Any]]:
        """What ``conn`` received since the last ``take``."""
        got = list(self.inbox[conn])
        self.inbox[conn].clear()
        return got

    def types(self, conn: int) -> list[str]:
        return [m["type"] for m in self.take(conn)]


def line_of(message: dict[str, Any]) -> bytes:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"
