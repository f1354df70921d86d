"""Client messages as values, the wire codes, and names and chat cleaned (PROTOCOL.md 4.4, 5)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from hand_desktop.core.rules import ErrorCode
from hand_desktop.core.seats import SeatKind
from hand_desktop.net.client_messages import (
    MISSING,
    Act,
    Bye,
    Chat,
    Hello,
    Ping,
    Ready,
    Unknown,
    clean_chat,
    clean_name,
    parse_client,
)
from hand_desktop.net.codes import RefusedCode, RejectCode, WireError


def test_wire_strings_are_exactly_those_of_the_protocol() -> None:
    assert {c.value for c in WireError} == {
        "too_long", "bad_utf8", "bad_json", "hello_first", "hello_timeout", "rate_limited",
        "timeout", "replaced", "unknown_type", "bad_input"}
    assert {c.value for c in RejectCode} == {"version", "bad_token", "bad_code", "full", "busy"}
    assert {c.value for c in RefusedCode} == {"not_your_seat", "stale"}
    assert {k.wire for k in SeatKind} == {"remote", "local", "easy", "medium", "hard"}
    assert [c for c in WireError if not c.closes] == [WireError.UNKNOWN_TYPE, WireError.BAD_INPUT]
    assert ErrorCode.BAD_INPUT.value == "bad_input"


def test_each_message_kind_is_parsed() -> None:
    assert parse_client({"type": "hello", "proto": 1, "app": "0.2.0", "name": "Layla",
                         "code": "K7QX2M", "extra": 1}) == Hello(1, "0.2.0", "Layla", "K7QX2M", None, None)
    assert parse_client({"type": "act", "seq": 3, "rev": 7, "action": {"draw": "stock"}}) == Act(
        3, 7, {"draw": "stock"}, MISSING)
    assert parse_client({"type": "ready"}) == Ready()
    assert parse_client({"type": "chat", "text": "hi"}) == Chat("hi")
    assert parse_client({"type": "ping", "n": 4}) == Ping(4)
    assert parse_client({"type": "bye"}) == Bye()
    assert parse_client({"type": "dance"}) == Unknown("dance")
    assert parse_client({"kind": "act"}) == Unknown(None)


def test_hello_fields_of_the_wrong_kind_are_kept_for_the_host_to_judge() -> None:
    message = parse_client({"type": "hello", "proto": "1", "name": 5, "app": None, "token": 9})
    assert message == Hello("1", "", "", None, 9, None)


@pytest.mark.parametrize(("n", "echo"), [(4, 4), ("abc", "abc"), (True, None), ([1], None),
                                         ({"seed": 1}, None), ("x" * 65, None), ("\ud800", None)])
def test_ping_echoes_only_small_plain_values(n: object, echo: object) -> None:
    assert parse_client({"type": "ping", "n": n}) == Ping(echo)  # type: ignore[arg-type]


def test_names_lose_control_and_bidi_characters_and_keep_24() -> None:
    assert clean_name("La\u202eyla\u2066\u2069\x00\x1b\n", "Player 2") == "Layla"
    assert clean_name("ليلى", "Player 2") == "ليلى"
    assert clean_name("a" * 30, "Player 2") == "a" * 24
    assert clean_name(" \u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069 ", "Player 3") == "Player 3"
    assert clean_name("", "Player 1") == "Player 1"
    assert clean_name("x\ud800y\u2028", "P") == "xy"  # a lone surrogate could not be sent


def test_name_keeps_joiners_that_arabic_and_emoji_need() -> None:
    assert clean_name("لا\u200dم", "P") == "لا\u200dم"


@given(st.text(max_size=100))
def test_any_name_comes_out_short_clean_and_encodable(name: str) -> None:
    cleaned = clean_name(name, "Player 1")
    assert 1 <= len(cleaned) <= 24
    cleaned.encode("utf-8")
    assert not any(0x202A <= ord(c) <= 0x202E or 0x2066 <= ord(c) <= 0x2069 or ord(c) < 32
                   for c in cleaned)


def test_chat_is_cleaned_limited_and_refused_when_not_text() -> None:
    assert clean_chat(" hello\u202e ") == "hello"
    assert clean_chat("x" * 200) == "x" * 200
    assert clean_chat("x" * 201) is None
    assert clean_chat(5) is None
    assert clean_chat("\x00") == ""
