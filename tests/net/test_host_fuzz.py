"""Fuzzing the sans-IO host: random bytes and message sequences from several connections.

Whatever arrives, the host never raises, answers only with documented types
and codes, sends nothing to a closed connection, leaks no other seat's cards
(the harness checks every message), keeps every connection's ``rev`` in step,
and its match replays from its log to the same state.
"""

from __future__ import annotations

import json
from typing import Any

from hypothesis import HealthCheck, event, given, settings
from hypothesis import strategies as st

from hand_desktop.core.rules import ErrorCode
from hand_desktop.net.codes import RefusedCode, RejectCode, WireError
from hand_desktop.net.host import Output, Send
from tests.full import examples
from tests.net.fake_game import FakeGame
from tests.net.harness import CODE, TABLE, Harness, config

HOST_TYPES = {"welcome", "reject", "seats", "update", "ok", "refused", "round_over",
              "match_over", "chat", "pong", "error"}
CODES = {
    "error": {c.value for c in WireError},
    "reject": {c.value for c in RejectCode},
    "refused": {c.value for c in RefusedCode} | {c.value for c in ErrorCode},
}

json_scalars = st.none() | st.booleans() | st.integers(-3, 5) | st.text(max_size=6)
json_values = st.recursive(json_scalars, lambda inner: st.lists(inner, max_size=3)
                           | st.dictionaries(st.text(max_size=4), inner, max_size=3), max_leaves=6)


@st.composite
def client_message(draw: st.DrawFn) -> dict[str, Any]:
    kind = draw(st.sampled_from(["hello", "hello", "rejoin", "act", "act", "act", "ready",
                                 "chat", "ping", "bye", "other"]))
    if kind == "hello":
        return {"type": "hello", "proto": draw(st.sampled_from([1, 1, 2, "1"])), "app": "x",
                "name": draw(st.text(max_size=30)), "code": draw(st.sampled_from([CODE, CODE, "AAAAAA", None]))}
    if kind == "rejoin":  # the token is filled in by the test from the seats taken so far
        return {"type": "hello", "proto": 1, "token": draw(st.integers(0, 3)),
                "table": draw(st.sampled_from([TABLE, TABLE, "other"]))}
    if kind == "act":
        action = draw(st.sampled_from([{"pass": True}, {"pass": True}, {"end": True}, {}])
                      | st.dictionaries(st.text(max_size=5), json_values, max_size=2) | json_values)
        message = {"type": "act", "seq": draw(st.integers(0, 9) | json_scalars),
                   "rev": draw(st.sampled_from(["current", "current", "current", -1, 99]) | json_scalars),
                   "action": action}
        if draw(st.booleans()):
            message["seat"] = draw(st.integers(0, 3) | json_scalars)
        return message
    if kind == "chat":
        return {"type": "chat", "text": draw(st.text(max_size=210) | json_values)}
    if kind == "ping":
        return {"type": "ping", "n": draw(json_values)}
    if kind == "other":
        return {"type": draw(json_values)} | draw(st.dictionaries(st.text(max_size=4), json_values, max_size=2))
    return {"type": kind}


operation = st.one_of(
    st.tuples(st.just("connect"), st.sampled_from(["10.0.0.5", "10.0.0.6"])),
    st.tuples(st.just("message"), st.integers(0, 5), client_message()),
    st.tuples(st.just("bytes"), st.integers(0, 5), st.binary(max_size=60)),
    st.tuples(st.just("split"), st.integers(0, 5), client_message(), st.integers(1, 20)),
    st.tuples(st.just("drop"), st.integers(0, 5)),
    st.tuples(st.just("tick"), st.sampled_from([0.5, 5.0, 5.0, 11.0, 16.0, 21.0, 61.0]), st.booleans()),
    st.tuples(st.just("host"), st.sampled_from(["start", "bot", "local", "ready", "next"])),
)
play = st.tuples(st.just("play"), st.sampled_from([{"pass": True}] * 4 + [{"end": True}]))
# the game must get somewhere: a legal move of the seat in turn is as likely as all the rest
operations = st.booleans().flatmap(lambda legal: play if legal else operation)


class Fuzz:
    def __init__(self, joined: int = 0, start: bool = False) -> None:
        self.h = Harness(config("remote,remote,easy,local", grace=20.0))
        self.conns: list[int] = []
        self.revs: dict[int, int] = {}
        for i in range(joined):
            self.do(("connect", f"10.0.0.{i + 5}"))
            self.do(("message", i, {"type": "hello", "proto": 1, "name": f"P{i}", "code": CODE}))
        if start:
            self.do(("host", "start"))

    def do(self, op: tuple) -> None:
        h = self.h
        kind = op[0]
        if kind == "connect":
            self.conns.append(h.open(op[1]))
            return
        if kind == "tick":
            if op[2]:  # the clients ping, as they do every 5 s
                for conn in [c for c in self.conns if c in h.seat_of and c not in h.closed]:
                    self.check(h.send(conn, {"type": "ping", "n": 0}))
            self.check(h.tick(op[1]))
            return
        if kind == "host":
            self.check(self.host_side(op[1]))
            return
        if kind == "play":
            self.play(op[1])
            return
        if not self.conns:
            return
        conn = self.conns[op[1] % len(self.conns)]
        if kind == "drop":
            if conn not in h.closed:
                self.check(h.drop(conn))
            return
        if conn in h.closed:
            return
        if kind == "bytes":
            self.check(h.send(conn, op[2]))
            return
        data = self.encode(op[2])
        if kind == "split":
            for i in range(0, len(data), op[3]):
                if conn not in h.closed:
                    self.check(h.send(conn, data[i:i + op[3]]))
        else:
            self.check(h.send(conn, data))

    def encode(self, message: dict[str, Any]) -> bytes:
        message = dict(message)
        if message.get("rev") == "current":
            message["rev"] = self.h.game.rev if self.h.games else 0
        if message.get("type") == "hello" and isinstance(message.get("token"), int):
            message["token"] = self.h.tokens.get(message["token"], "no-such-token")
        return json.dumps(message).encode() + b"\n"

    def play(self, action: dict[str, Any]) -> None:
        """The seat whose turn it is plays a legal move, whoever plays it."""
        h = self.h
        turn = h.game.turn() if h.games else None
        if turn is None:
            return
        if turn in h.host.bot_seats() or turn == 3:
            code, out = h.host.submit(turn, action, h.now)
            assert code is None
            self.check(h.run(out))
            return
        conn = next((c for c, s in h.seat_of.items() if s == turn and c not in h.closed), None)
        if conn is not None:
            self.do(("message", self.conns.index(conn),
                     {"type": "act", "seq": 1, "rev": "current", "action": action}))

    def host_side(self, what: str) -> list[Output]:
        host, now = self.h.host, self.h.now
        if what == "start":
            return host.start(now) if host.can_start() else []
        if what == "ready":
            return host.mark_ready(3, now)
        if what == "next":
            return host.start_next_round(now)
        seat = 3 if what == "local" else next(iter(host.bot_seats()), None)
        if seat is None or not self.h.games:
            return []
        action = {"end": True} if self.h.game.rev % 7 == 6 else {"pass": True}
        code, out = host.submit(seat, action, now)
        assert code is None or out == []
        return out

    def check(self, outputs: list[Output]) -> None:
        for out in outputs:
            if not isinstance(out, Send):
                continue
            message = out.message
            assert message["type"] in HOST_TYPES, message
            if message["type"] in CODES:
                assert message["code"] in CODES[message["type"]], message
            if message["type"] == "welcome":
                self.h.tokens[message["seat"]] = message["token"]
            if message["type"] == "update":
                assert message["rev"] == self.h.game.rev
                assert message["rev"] >= self.revs.get(out.conn, 0)
                self.revs[out.conn] = message["rev"]
            if message["type"] == "ok":
                assert message["rev"] == self.h.game.rev


@settings(max_examples=examples(300), deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.sampled_from([0, 1, 2, 2, 2]), st.sampled_from([False, True, True]), st.lists(operations, min_size=20, max_size=120))
def test_the_host_survives_anything_and_answers_only_documented_codes(
    joined: int, start: bool, ops: list[tuple]
) -> None:
    fuzz = Fuzz(joined, start)
    for op in ops:
        fuzz.do(op)
    h = fuzz.h
    seated = [c for c in h.seat_of if c not in h.closed]
    if h.games:
        # every open, seated connection has the latest rev: no update was skipped
        assert all(fuzz.revs.get(c) == h.game.rev for c in seated)
        event(f"rev at the end: {min(h.game.rev // 3 * 3, 9)}+")
        event(f"rounds played: {len([e for e in h.game.log if 'end' in e])}")
    event(f"seated connections: {len(seated)}")
    if h.games:
        replayed = FakeGame(h.game.names, h.game.rounds)
        for entry in h.game.log:
            if "next_round" in entry:
                replayed.next_round()
            else:
                assert replayed.apply(entry["seat"], entry) is None
        assert [replayed.view(s) for s in range(4)] == [h.game.view(s) for s in range(4)]


@settings(max_examples=60, deadline=None)
@given(st.lists(st.tuples(st.integers(0, 2), st.binary(max_size=200)), max_size=40))
def test_random_byte_chunks_from_several_connections_never_raise(chunks: list[tuple[int, bytes]]) -> None:
    fuzz = Fuzz()
    conns = [fuzz.h.open(f"10.0.0.{i}") for i in range(3)]
    fuzz.h.send(conns[0], fuzz.encode({"type": "hello", "proto": 1, "code": CODE}))
    for index, data in chunks:
        if conns[index] not in fuzz.h.closed:
            fuzz.check(fuzz.h.send(conns[index], data))
    closed_codes = [m["code"] for c in fuzz.h.closed for m in fuzz.h.inbox[c] if m["type"] == "error"]
    assert set(closed_codes) <= {"too_long", "bad_utf8", "bad_json", "hello_first", "rate_limited"}
