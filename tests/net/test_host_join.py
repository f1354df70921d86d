"""Joining a table: hello's checks in PROTOCOL.md 4.2's order, busy, names, hello_first, rejoin."""

from __future__ import annotations

import pytest

from hand_desktop.core.seats import SeatKind
from hand_desktop.net.framing import LeakError
from hand_desktop.net.host import Close
from tests.net.harness import CODE, TABLE, Harness, config, hello


def rejected(h: Harness, message: dict, address: str = "10.0.0.5") -> str:
    conn = h.open(address)
    h.send(conn, message)
    assert conn in h.closed, "a reject closes the connection"
    (reject,) = h.take(conn)
    assert reject["type"] == "reject"
    return reject["code"]


def test_welcome_then_seats_with_a_fresh_token() -> None:
    h = Harness()
    conn = h.open()
    h.send(conn, hello("Layla"))
    welcome, seats = h.take(conn)
    assert welcome["type"] == "welcome" and welcome["seat"] == 0 and welcome["table"] == TABLE
    assert welcome["proto"] == 1 and welcome["app"] == "0.2.0"
    assert welcome["rules"] == {"variant": "hand", "rounds": 2}
    assert len(welcome["token"]) >= 22
    assert welcome["names"] == ["Layla", "", "Player 3", "Player 4"]
    assert seats == {"type": "seats", "seats": [
        {"name": "Layla", "kind": "remote", "connected": True, "ready": False, "open": False, "bot": None},
        {"name": "", "kind": "remote", "connected": False, "ready": False, "open": True, "bot": None},
        {"name": "Player 3", "kind": "medium", "connected": True, "ready": True, "open": False, "bot": None},
        {"name": "Player 4", "kind": "local", "connected": True, "ready": False, "open": False, "bot": None},
    ]}


def test_the_next_player_takes_the_next_remote_seat_and_everyone_hears_of_it() -> None:
    h = Harness()
    first = h.join("Layla")
    h.take(first)
    second = h.join("Omar", address="10.0.0.6")
    assert h.seat_of[second] == 1
    assert h.last(first, "seats")["seats"][1]["name"] == "Omar"
    assert h.tokens[0] != h.tokens[1]


def test_no_free_remote_seat_is_full() -> None:
    h = Harness()
    h.join("A")
    h.join("B")
    assert rejected(h, hello("C")) == "full"


def test_names_are_cleaned_and_an_empty_one_gets_the_default() -> None:
    h = Harness()
    h.join("\u202eLa\x07yla\u2069" + "x" * 40)
    conn = h.join("\u2066 \u2069")
    names = h.last(conn, "welcome")["names"]
    assert names[0] == "Layla" + "x" * 19 and names[1] == "Player 2"


def test_a_name_of_zero_width_spaces_is_the_default_name() -> None:
    h = Harness()
    conn = h.join("\u200b\u200b\u200b")
    assert h.last(conn, "welcome")["names"][0] == "Player 1"


def test_chat_history_is_sent_again_to_a_player_who_rejoins() -> None:
    h = Harness()
    a, b = h.join("A"), h.join("B", address="10.0.0.6")
    for text in ("hello", "good luck"):
        h.send(a, {"type": "chat", "text": text})
    h.drop(b)
    back = h.open(address="10.0.0.6")
    h.send(back, hello(code=None, token=h.tokens[1], table=TABLE))
    chats = [m for m in h.take(back) if m["type"] == "chat"]
    assert chats == [{"type": "chat", "seat": 0, "text": "hello", "old": True},
                     {"type": "chat", "seat": 0, "text": "good luck", "old": True}]


@pytest.mark.parametrize("proto", [2, 0, "1", None, True, [1], 1.0])
def test_a_protocol_this_host_does_not_speak_is_version(proto: object) -> None:
    h = Harness()
    conn = h.open()
    h.send(conn, hello() | {"proto": proto})
    assert h.take(conn) == [{"type": "reject", "code": "version", "proto": [1, 1], "app": "0.2.0"}]
    assert conn in h.closed


def test_version_comes_before_a_bad_token() -> None:
    h = Harness()
    assert rejected(h, hello(proto=9, token="nope", table=TABLE)) == "version"


def test_bad_token_comes_before_the_code_and_full() -> None:
    h = Harness()
    h.join("A")
    h.join("B")  # now full
    assert rejected(h, hello(code="WRONG0", token="nope", table=TABLE)) == "bad_token"


def test_a_valid_token_for_another_table_is_bad_token() -> None:
    h = Harness()
    h.join("A")
    assert rejected(h, hello(code=None, token=h.tokens[0], table="other")) == "bad_token"
    assert rejected(h, hello(code=None, token=h.tokens[0])) == "bad_token"  # no table id at all


def test_a_wrong_or_missing_code_is_bad_code_even_when_full() -> None:
    h = Harness()
    h.join("A")
    h.join("B")
    assert rejected(h, hello(code="ABCDEF")) == "bad_code"
    assert rejected(h, hello(code=None), address="10.0.0.9") == "bad_code"
    assert rejected(h, hello(code=123456), address="10.0.0.9") == "bad_code"


def test_a_table_without_a_code_takes_anyone() -> None:
    h = Harness(config(code=None))
    conn = h.open()
    h.send(conn, hello(code="whatever"))
    assert h.last(conn)["type"] == "seats"


def test_five_failures_within_a_minute_make_the_address_busy_for_30_s() -> None:
    h = Harness()
    for _ in range(5):
        assert rejected(h, hello(code="ABCDEF")) == "bad_code"
        h.now += 10
    # busy now, even with the right code: the answer tells a guesser nothing
    assert rejected(h, hello()) == "busy"
    assert rejected(h, hello(token="x", table=TABLE)) == "busy"
    assert h.seat_of[h.join("B", address="10.0.0.6")] == 0  # another address is not busy
    h.now = 40 + 30 - 0.1
    assert rejected(h, hello()) == "busy"
    h.now = 40 + 30
    assert h.seat_of[h.join("A", address="10.0.0.5")] == 1


def test_only_bad_code_and_bad_token_count_toward_busy() -> None:
    h = Harness(config("remote"))
    h.join("A", address="10.0.0.7")
    for _ in range(6):
        assert rejected(h, hello(proto=7)) == "version"
        assert rejected(h, hello()) == "full"
    assert rejected(h, hello(code="ABCDEF")) == "bad_code"


def test_a_valid_token_is_never_busy() -> None:
    h = Harness()
    conn = h.join("A")
    for _ in range(5):
        rejected(h, hello(code="ABCDEF"))
    assert rejected(h, hello()) == "busy"
    again = h.open()
    h.send(again, hello(code=None, token=h.tokens[0], table=TABLE))
    assert h.last(again, "welcome")["token"] == h.tokens[0]
    assert conn in h.closed


def test_anything_before_hello_is_hello_first_and_closes() -> None:
    h = Harness()
    conn = h.open()
    h.send(conn, {"type": "ping", "n": 1})
    assert h.take(conn)[0] == {"type": "error", "code": "hello_first",
                               "message": "the first message must be hello"}
    assert conn in h.closed
    other = h.open()
    h.send(other, {"type": "nonsense"})
    assert h.take(other)[0]["code"] == "hello_first"


@pytest.mark.parametrize(("raw", "code"), [
    (b"\xff\n", "bad_utf8"), (b"[1]\n", "bad_json"), (b"x" * 20000, "too_long"),
])
def test_a_bad_line_before_hello_gets_its_framing_code(raw: bytes, code: str) -> None:
    h = Harness()
    conn = h.open()
    h.send(conn, raw)
    assert [m["code"] for m in h.take(conn)] == [code]
    assert conn in h.closed


def test_a_second_hello_is_bad_input_and_keeps_the_connection() -> None:
    h = Harness()
    conn = h.join("A")
    h.take(conn)
    h.send(conn, hello("B"))
    assert [m["code"] for m in h.take(conn)] == ["bad_input"]
    assert conn not in h.closed


def test_rejoin_replaces_the_old_connection() -> None:
    h = Harness()
    old = h.join("A")
    watcher = h.join("B", address="10.0.0.6")
    h.take(watcher)
    new = h.open(address="10.0.0.99")
    out = h.send(new, hello(code=None, token=h.tokens[0], table=TABLE))
    assert h.take(old)[-1] == {"type": "error", "code": "replaced",
                               "message": "this seat was taken up elsewhere"}
    assert Close(old) in out and old in h.closed
    welcome, seats = h.take(new)
    assert welcome["seat"] == 0 and welcome["token"] == h.tokens[0]
    assert seats["seats"][0]["connected"] and seats["seats"][0]["name"] == "A"
    assert h.types(watcher) == ["seats"]
    h.run(h.host.receive(old, b'{"type":"ping"}\n', h.now))  # a closed connection is forgotten
    assert h.take(old) == []


def test_rejoin_during_play_gets_the_latest_update() -> None:
    h = Harness()
    a, b = h.join("A"), h.join("B")
    h.run(h.host.start(h.now))
    h.send(a, {"type": "act", "seq": 1, "rev": 0, "action": {"pass": True}})
    h.drop(b)
    back = h.open()
    h.send(back, hello(code=None, token=h.tokens[1], table=TABLE))
    welcome, seats, update = h.take(back)
    assert (welcome["type"], seats["type"]) == ("welcome", "seats")
    assert update["type"] == "update" and update["rev"] == 1
    assert update["view"] == h.game.view(1)
    assert update["events"][0]["card"] is None  # seat 0 drew it from the stock


def test_set_kind_in_the_lobby_takes_a_seat_back_from_its_player() -> None:
    h = Harness()
    a = h.join("A")
    b = h.join("B")
    h.take(b)
    h.run(h.host.set_kind(0, SeatKind.HARD, "Bot"))
    assert h.take(a)[-1]["code"] == "replaced" and a in h.closed
    assert h.last(b, "seats")["seats"][0] == {"name": "Bot", "kind": "hard", "connected": True,
                                              "ready": True, "open": False, "bot": None}
    assert rejected(h, hello(code=None, token=h.tokens[0], table=TABLE)) == "bad_token"


def test_a_seat_turned_remote_is_open_to_join() -> None:
    h = Harness(config("remote,easy"))
    h.join("A")
    h.run(h.host.set_kind(1, SeatKind.REMOTE))
    conn = h.join("B")
    assert h.seat_of[conn] == 1


def test_code_accepts_what_players_type() -> None:
    h = Harness()
    conn = h.open()
    h.send(conn, hello(code=CODE.lower()))
    assert h.last(conn)["type"] == "seats"


def test_a_config_that_would_leak_or_misplace_a_seat_is_refused_at_once() -> None:
    with pytest.raises(LeakError):
        config(rules={"variant": "hand", "seed": 4})
    with pytest.raises(ValueError):
        config(takeover=SeatKind.REMOTE)
