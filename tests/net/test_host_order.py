"""The order of the checks, against a reference written from PROTOCOL.md 4.2, 12.4 and 12.7.

Every combination of faults is tried: the host must answer with the first
that applies in the protocol's order (``busy`` read as: after ``version``,
never for a valid token, before any code is compared).
"""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from tests.net.harness import TABLE, Harness, config, hello


def expected_reject(proto_ok: bool, token: str, code_ok: bool, full: bool, busy: bool) -> str | None:
    if not proto_ok:
        return "version"
    if token == "valid":
        return None
    if busy:
        return "busy"
    if token in ("wrong", "other_table"):
        return "bad_token"
    if not code_ok:
        return "bad_code"
    return "full" if full else None


@given(st.booleans(), st.sampled_from(["none", "valid", "wrong", "other_table"]),
       st.booleans(), st.booleans(), st.booleans(), st.booleans())
def test_hello_answers_with_the_first_check_that_fails(
    proto_ok: bool, token: str, code_ok: bool, full: bool, busy: bool, running: bool
) -> None:
    h = Harness(config("remote,remote,easy"))
    h.join("A", address="10.0.0.1")
    if full:
        h.join("B", address="10.0.0.1")
    if running:
        if not full:
            h.join("B", address="10.0.0.1")
        h.run(h.host.start(h.now))
    if busy:
        for _ in range(5):
            conn = h.open("10.0.0.9")
            h.send(conn, hello(code="ZZZZZZ"))
    message = hello(code=None if not code_ok else "K7QX2M") | {"proto": 1 if proto_ok else 2}
    if not code_ok:
        message["code"] = "ZZZZZZ"
    if token == "valid":
        message |= {"token": h.tokens[0], "table": TABLE}
    elif token == "wrong":
        message |= {"token": "A" * 32, "table": TABLE}
    elif token == "other_table":
        message |= {"token": h.tokens[0], "table": "another"}
    conn = h.open("10.0.0.9")
    h.send(conn, message)
    first = h.take(conn)[0]
    want = expected_reject(proto_ok, token, code_ok, full or running, busy)
    if want is None:
        assert first["type"] == "welcome"
    else:
        assert first["type"] == "reject" and first["code"] == want


def expected_refusal(malformed: bool, other_seat: bool, stale: bool, turn: bool) -> str:
    if malformed:
        return "bad_input"
    if other_seat:
        return "not_your_seat"
    if stale:
        return "stale"
    return "ok" if turn else "not_your_turn"


@given(st.booleans(), st.booleans(), st.booleans(), st.booleans(),
       st.sampled_from(["seq", "rev", "action"]), st.sampled_from(["top", "action"]))
def test_act_answers_with_the_first_check_that_fails(
    malformed: bool, other_seat: bool, stale: bool, turn: bool, broken: str, where: str
) -> None:
    h = Harness()
    a, b = h.join("A"), h.join("B")
    h.run(h.host.start(h.now))
    conn, seat = (a, 0) if turn else (b, 1)
    message = {"type": "act", "seq": 4, "rev": 5 if stale else 0, "action": {"pass": True}}
    if other_seat:
        if where == "top":
            message["seat"] = 1 - seat
        else:
            message["action"]["seat"] = 1 - seat
    if malformed:
        message[broken] = "x" if broken != "action" else ["pass"]
    h.take(conn)
    h.send(conn, message)
    first = h.take(conn)[0]
    want = expected_refusal(malformed, other_seat, stale, turn)
    if want == "ok":
        assert first == {"type": "ok", "seq": 4, "rev": 1}
    else:
        assert first["type"] == "refused" and first["code"] == want and first["rev"] == 0
        assert h.game.applied == []
