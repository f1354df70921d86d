"""Real sockets on 127.0.0.1 for the network tests: an in-process host, scripted clients, a leak oracle.

``Table`` runs a ``HostServer`` over a real ``Match`` and records every line it
writes to a socket; ``LeakOracle`` checks each of them, as it is sent, against
the host's true state (other seats' hands, the stock, the seed, the tokens).
``Player`` is a scripted remote client: on its turn it plays a random legal
move of its own view (``core.moves.legal_actions`` over the view it received),
naming cards as plain tokens half the time; after a round it says ``ready``.
"""

from __future__ import annotations

import json
import random
import re
import time
from typing import Any

from PySide6.QtCore import QCoreApplication, QTimer

from hand_desktop.core.actions import Discard, Draw, action_to_json
from hand_desktop.core.driver import Bots
from hand_desktop.core.match import Match
from hand_desktop.core.moves import legal_actions
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.seats import SeatKind
from hand_desktop.core.wire import card_to_json, rules_to_json, view_from_json
from hand_desktop.net.client import ClientState
from hand_desktop.net.host import SeatConfig, TableConfig, TableHost
from hand_desktop.net.match_game import MatchGame
from hand_desktop.net.transport import ClientConnection, HostServer

SEED = 987_654_321_987_654_321  # distinctive: the oracle looks for it in every line
CODE = "K7QX2M"
CARD = re.compile(r"\b(?:[2-9TJQKA]|10)[SHDC]#[12]\b|\bJK#[12]\b")


class Bucket:
    """The host's rate limit seen from a client: PROTOCOL.md's token bucket (20 a second,
    depth 40) with a margin, since the host counts hellos, pings and readies too and sees
    messages when they arrive. A scripted client sends at once while it has a token, so
    its bursts go at full speed and only a long run of them is slowed."""

    def __init__(self, rate: float = 18.0, depth: float = 30.0) -> None:
        self.rate, self.depth = rate, depth
        self.tokens, self._at = depth, time.monotonic()

    def _fill(self) -> None:
        now = time.monotonic()
        self.tokens = min(self.depth, self.tokens + (now - self._at) * self.rate)
        self._at = now

    def wait_ms(self) -> int:
        """How long until a message may go (0: now)."""
        self._fill()
        return 0 if self.tokens >= 1 else int((1 - self.tokens) / self.rate * 1000) + 1

    def take(self) -> None:
        self._fill()
        self.tokens -= 1


def choose(view_json: dict[str, Any], rng: random.Random, plain: bool) -> dict[str, Any] | None:
    """A random legal action of the view's seat (leaning to laying cards), in wire form."""
    actions = legal_actions(view_from_json(view_json))
    if not actions:
        return None
    plays = [a for a in actions if not isinstance(a, Discard | Draw)]
    pick = rng.choice(plays) if plays and rng.random() < 0.8 else rng.choice(
        [a for a in actions if isinstance(a, Discard | Draw)] or actions)
    action = action_to_json(pick)
    del action["seat"]
    if plain:
        action = json.loads(re.sub(r"#[12]", "", json.dumps(action)))
    return action


class LeakOracle:
    """Checks every line sent to a seat against what that seat may know at that moment."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.seat_of: dict[int, int] = {}
        self.tokens: dict[int, str] = {}
        self.public: set[str] = set()
        self._round = 0
        self.leaks: list[str] = []
        self.checked = 0

    def check(self, conn: int, data: bytes) -> None:
        message = json.loads(data)
        text = data.decode()
        self.checked += 1
        if str(SEED) in text:
            self.leaks.append(f"the seed went to {conn}")
        if re.search(r'"(seed|stock)"\s*:', text):
            self.leaks.append(f"a seed or stock key went to {conn}")
        if message["type"] == "welcome":
            self.seat_of[conn] = message["seat"]
            self.tokens[message["seat"]] = message["token"]
        seat = self.seat_of.get(conn)
        for other, token in self.tokens.items():
            if other != seat and token in text:
                self.leaks.append(f"seat {other}'s token went to connection {conn}")
        match = self.table.match
        if match is None or seat is None:
            return
        rnd = match.round
        if match.round_number != self._round:
            self._round, self.public = match.round_number, set()
        self.public |= {card_to_json(c) for c in rnd.fire}
        self.public |= {card_to_json(c) for m in rnd.table for c in m.cards}
        secret = {card_to_json(c) for c in rnd.stock}
        if not rnd.over:
            secret |= {card_to_json(c) for s, h in enumerate(rnd.hands) if s != seat for c in h}
        for card in CARD.findall(text):
            if card in secret and card not in self.public:
                self.leaks.append(f"{card} went to seat {seat} in {message['type']}")


class Table:
    """An in-process host on 127.0.0.1 with a real match."""

    def __init__(self, kinds: str = "remote,remote,local,medium", rounds: int = 3,
                 variant: Variant = Variant.HAND, code: str | None = CODE, grace: float = 60.0,
                 hello_timeout: float = 10.0, **server: Any) -> None:
        self.rules = Rules(variant=variant, rounds=rounds)
        seats = tuple(SeatConfig(SeatKind.from_wire(k)) for k in kinds.split(","))
        self.config = TableConfig(table="t-test", app="0.2.0", seats=seats,
                                  rules=rules_to_json(self.rules), code=code, grace=grace,
                                  hello_timeout=hello_timeout)
        self.match: Match | None = None
        self.saves = 0
        self.host = TableHost(self.config, self._new_game)
        self.server = HostServer(self.host, Bots(SEED), **server)
        self.oracle = LeakOracle(self)
        self.lines: list[tuple[int, bytes]] = []
        self.server.sent.connect(self._sent)
        self.server.changed.connect(self._play_local)
        assert self.server.listen("127.0.0.1", 0)
        self.port = self.server.port
        self._local_rng = random.Random(5)
        self.local_refusals = 0

    def _new_game(self, names: list[str]) -> MatchGame:
        self.match = Match(self.rules, len(names), SEED, names)
        return MatchGame(self.match, self._saved)

    def _saved(self) -> None:
        self.saves += 1

    def _sent(self, conn: int, data: bytes) -> None:
        self.lines.append((conn, data))
        self.oracle.check(conn, data)

    def _play_local(self) -> None:
        """The hot-seat player at the host computer, through ``TableHost.submit`` like everyone."""
        game, host = self.host.game, self.host
        if game is None:
            return
        for i, seat in enumerate(self.config.seats):
            between_rounds = game.round_result() is not None and game.match_over() is None
            if seat.kind is SeatKind.HUMAN and between_rounds and not host.seats()[i]["ready"]:
                self.server.run(host.mark_ready(i, self.server_now()))
                return
        turn = game.turn()
        if turn is None or self.config.seats[turn].kind is not SeatKind.HUMAN:
            return
        action = choose(game.view(turn), self._local_rng, plain=False)
        assert action is not None
        code, outputs = host.submit(turn, action, self.server_now())
        assert code is None, code
        self.server.run(outputs)

    def start_when_seated(self, qtbot: Any, timeout_ms: int = 10_000) -> None:
        """The host's player presses Start once every remote seat is held."""
        pump(qtbot, self.host.can_start, timeout_ms)
        self.server.run(self.host.start(self.server_now()))

    def server_now(self) -> float:
        return time.monotonic()

    def close(self) -> None:
        self.server.close()


class Player:
    """A scripted remote client over a real ``ClientConnection``."""

    def __init__(self, port: int, name: str, seed: int, code: str | None = CODE,
                 auto: bool = True, max_retries: int = 20) -> None:
        self.state = ClientState(name=name, code=code, app="0.2.0")
        self.conn = ClientConnection(self.state, "127.0.0.1", port, max_retries=max_retries)
        self.rng = random.Random(seed)
        self.auto = auto
        self.acted_rev: int | None = None
        self.messages: list[dict[str, Any]] = []
        self.plain_refusals = 0
        self.conn.received.connect(self._on_message)
        self.bucket = Bucket()
        self._timer = QTimer()
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._play_now)

    def start(self) -> None:
        self.conn.start()

    def _on_message(self, m: dict[str, Any]) -> None:
        self.messages.append(m)
        if not self.auto:
            return
        kind = m["type"]
        if kind == "welcome":
            self.acted_rev = None
            if self.state.rev is None:
                self._ready()
        elif kind == "round_over" and self.state.match_over is None:
            self._ready()
        elif kind == "refused":
            self.plain_refusals += 1
            self.acted_rev = None
            self.play(plain=False)
        elif kind == "update":
            self.play()

    def _ready(self) -> None:
        self.bucket.take()
        self.conn.ready()

    def play(self, plain: bool | None = None) -> None:
        """Act on this update as soon as the host's rate limit allows (see ``Bucket``)."""
        self._plain = plain
        self._timer.start(self.bucket.wait_ms())

    def _play_now(self) -> None:
        s = self.state
        if not s.my_turn or s.view is None or self.acted_rev == s.rev or s.pending:
            return
        if (wait := self.bucket.wait_ms()) > 0:
            self._timer.start(wait)
            return
        plain = self.rng.random() < 0.5 if self._plain is None else self._plain
        action = choose(s.view, self.rng, plain)
        if action is not None and self.conn.act(action):
            self.acted_rev = s.rev
            self.bucket.take()


def pump(qtbot: Any, condition: Any, timeout_ms: int = 20_000) -> None:
    """Run the event loop until ``condition()`` holds (bounded by ``timeout_ms``)."""
    qtbot.waitUntil(condition, timeout=timeout_ms)
    QCoreApplication.processEvents()


class Raw:
    """A hand-driven client on a plain socket, for abuse and authority tests (bounded waits)."""

    def __init__(self, port: int, rcvbuf: int | None = None) -> None:
        import socket

        self.sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        if rcvbuf is not None:
            self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, rcvbuf)
        self.sock.connect(("127.0.0.1", port))
        self.sock.setblocking(False)
        self.buffer = b""
        self.messages: list[dict[str, Any]] = []
        self.closed = False

    def send(self, data: bytes | dict[str, Any]) -> None:
        raw = data if isinstance(data, bytes) else json.dumps(data).encode() + b"\n"
        self.sock.sendall(raw)

    def _poll(self) -> None:
        QCoreApplication.processEvents()
        while not self.closed:
            try:
                chunk = self.sock.recv(65536)
            except BlockingIOError:
                return
            except ConnectionError:
                self.closed = True
                return
            if not chunk:
                self.closed = True
                return
            self.buffer += chunk
            while b"\n" in self.buffer:
                line, self.buffer = self.buffer.split(b"\n", 1)
                self.messages.append(json.loads(line))

    def wait(self, condition: Any, timeout: float = 5.0) -> None:
        end = time.monotonic() + timeout
        while time.monotonic() < end:
            self._poll()
            if condition():
                return
            time.sleep(0.002)
        raise AssertionError(f"timed out; received {[m['type'] for m in self.messages]}")

    def get(self, kind: str, timeout: float = 5.0) -> dict[str, Any]:
        self.wait(lambda: any(m["type"] == kind for m in self.messages), timeout)
        return [m for m in self.messages if m["type"] == kind][-1]

    def last_update(self) -> dict[str, Any]:
        return [m for m in self.messages if m["type"] == "update"][-1]

    def join(self, name: str, code: str | None = CODE) -> dict[str, Any]:
        hello: dict[str, Any] = {"type": "hello", "proto": 1, "app": "t", "name": name}
        if code is not None:
            hello["code"] = code
        self.send(hello)
        return self.get("welcome")

    def close(self) -> None:
        self.sock.close()


def spin(seconds: float) -> None:
    """Let the event loop run for ``seconds`` (bounded)."""
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        QCoreApplication.processEvents()
        time.sleep(0.002)
