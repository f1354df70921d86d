"""Playing at the host: act's checks in 12.4's order, ok/update/round_over/match_over, ready,
chat, ping, bye, timeouts, the rate limit, the grace time and bots, a resumed table."""

from __future__ import annotations

import pytest

from hand_desktop.core.rules import ErrorCode
from hand_desktop.core.seats import SeatKind
from hand_desktop.net.codes import RefusedCode
from hand_desktop.net.host import TableHost
from tests.net.fake_game import FakeGame
from tests.net.harness import TABLE, Harness, config, hello


def act(seq: object = 1, rev: object = 0, **action: object) -> dict:
    return {"type": "act", "seq": seq, "rev": rev, "action": action or {"pass": True}}


def started(kinds: str = "remote,remote,medium,local", **extra: object) -> tuple[Harness, int, int]:
    h = Harness(config(kinds, **extra))
    a, b = h.join("A"), h.join("B", address="10.0.0.6")
    h.run(h.host.start(h.now))
    h.take(a)
    h.take(b)
    return h, a, b


def test_start_needs_every_remote_seat_held_and_sends_the_deal_to_everyone() -> None:
    h = Harness()
    a = h.join("A")
    assert not h.host.can_start()
    with pytest.raises(RuntimeError):
        h.host.start(h.now)
    b = h.join("B")
    h.take(a)
    h.take(b)
    h.run(h.host.start(h.now))
    assert h.game.names == ["A", "B", "Player 3", "Player 4"]
    for conn, seat in ((a, 0), (b, 1)):
        seats, update = h.take(conn)
        assert seats["type"] == "seats"
        assert update == {"type": "update", "rev": 0, "view": h.game.view(seat), "events": [
            {"event": "round_started", "round": 1, "dealer": 0}, {"event": "turn", "seat": 0}]}


def test_an_act_in_the_lobby_is_wrong_phase_with_rev_0() -> None:
    h = Harness()
    a = h.join("A")
    h.take(a)
    h.send(a, act(seq=5))
    assert h.take(a) == [{"type": "refused", "seq": 5, "code": "wrong_phase", "rev": 0}]


def test_accepted_act_is_ok_then_update_and_everyone_gets_the_update() -> None:
    h, a, b = started()
    h.send(a, act(seq=7, rev=0))
    ok, update = h.take(a)
    assert ok == {"type": "ok", "seq": 7, "rev": 1}
    assert update["type"] == "update" and update["rev"] == 1 and update["view"] == h.game.view(0)
    assert update["events"][0]["card"] == "SECRET0-101"  # its own draw
    (other,) = h.take(b)
    assert other["type"] == "update" and other["rev"] == 1 and other["events"][0]["card"] is None
    assert h.game.applied == [(0, {"pass": True, "seat": 0})]


@pytest.mark.parametrize("message", [
    {"type": "act", "rev": 0, "action": {"pass": True}},
    {"type": "act", "seq": 1, "action": {"pass": True}},
    {"type": "act", "seq": 1, "rev": 0},
    {"type": "act", "seq": 1, "rev": 0, "action": [1]},
    {"type": "act", "seq": "1", "rev": 0, "action": {"pass": True}},
    {"type": "act", "seq": 1, "rev": 0.0, "action": {"pass": True}},
    {"type": "act", "seq": True, "rev": 0, "action": {"pass": True}},
    # malformed first: a wrong seat and a stale rev do not matter yet
    {"type": "act", "seq": 1, "rev": "x", "seat": 3, "action": {"pass": True}},
])
def test_malformed_act_is_bad_input(message: dict) -> None:
    h, a, _ = started()
    h.send(a, message)
    (refused,) = h.take(a)
    assert refused["type"] == "refused" and refused["code"] == "bad_input" and refused["rev"] == 0
    assert refused["seq"] == (message["seq"] if type(message.get("seq")) is int else None)
    assert h.game.applied == [] and a not in h.closed


@pytest.mark.parametrize("extra", [{"seat": 1}, {"seat": "0"}, {"seat": False}, {"seat": None}])
def test_a_seat_that_is_not_the_connections_is_not_your_seat_before_stale(extra: dict) -> None:
    h, a, _ = started()
    h.send(a, act(rev=99) | extra)
    assert h.take(a)[0]["code"] == "not_your_seat"
    h.send(a, {"type": "act", "seq": 2, "rev": 99, "action": {"pass": True} | extra})
    assert h.take(a)[0]["code"] == "not_your_seat"
    assert h.game.applied == []


def test_the_own_seat_given_is_accepted() -> None:
    h, a, _ = started()
    h.send(a, {"type": "act", "seq": 1, "rev": 0, "seat": 0, "action": {"pass": True, "seat": 0}})
    assert h.take(a)[0]["type"] == "ok"


@pytest.mark.parametrize("rev", [-1, 1, 5])
def test_an_older_or_newer_rev_is_stale_before_the_games_code(rev: int) -> None:
    h, _, b = started()  # it is seat 0's turn: seat 1 acting is also not_your_turn
    h.send(b, act(rev=rev))
    assert h.take(b) == [{"type": "refused", "seq": 1, "code": "stale", "rev": 0}]
    assert h.game.applied == []


def test_then_the_games_own_code_and_nothing_changes() -> None:
    h, a, b = started()
    h.send(b, act(rev=0))
    assert h.take(b) == [{"type": "refused", "seq": 1, "code": "not_your_turn", "rev": 0}]
    h.send(a, act(rev=0, dance=True))
    assert h.take(a)[0]["code"] == "bad_input"
    assert h.game.rev == 0 and h.game.applied == [] and h.received(b) == []


def test_a_stale_act_after_another_seats_action() -> None:
    h, a, b = started()
    h.send(a, act(rev=0))
    h.send(b, act(seq=3, rev=0))
    assert h.last(b) == {"type": "refused", "seq": 3, "code": "stale", "rev": 1}
    h.send(b, act(seq=4, rev=1))
    assert h.last(b, "ok") == {"type": "ok", "seq": 4, "rev": 2}


def test_the_host_submits_for_bots_and_local_seats_through_the_same_checks() -> None:
    h, a, b = started()
    h.send(a, act(rev=0))
    h.send(b, act(rev=1))
    h.take(a)
    code, out = h.host.submit(3, {"pass": True}, h.now)  # not seat 3's turn yet
    assert code is ErrorCode.NOT_YOUR_TURN and out == []
    code, out = h.host.submit(2, {"pass": True}, h.now)
    assert code is None
    h.run(out)
    assert [m["type"] for m in h.take(a)] == ["update"]
    code, out = h.host.submit(0, {"pass": True}, h.now)
    assert code is RefusedCode.NOT_YOUR_SEAT and out == []  # a connected person's seat
    assert h.host.submit(3, {"pass": True}, h.now)[0] is None
    assert h.host.bot_seats() == {2: SeatKind.MEDIUM}


def end_round(h: Harness, conn: int) -> None:
    h.send(conn, {"type": "act", "seq": 9, "rev": h.game.rev, "action": {"end": True}})


def test_round_over_comes_after_the_last_update_then_ready_starts_the_next_round() -> None:
    h, a, b = started()
    end_round(h, a)
    assert h.types(a) == ["ok", "update", "round_over"]
    update, round_over = h.take(b)
    assert update["events"][0]["event"] == "round_ended"
    assert round_over == {"type": "round_over", "rev": 1, "result": h.game.round_result()}
    h.send(a, {"type": "ready"})
    assert h.last(b, "seats")["seats"][0]["ready"]
    h.send(b, {"type": "ready"})
    assert h.game.round == 1  # the local player is not ready yet
    h.run(h.host.mark_ready(3, h.now))
    assert h.game.round == 2 and h.game.rev == 2
    seats, update = h.take(b)[-2:]
    assert not any(s["ready"] for s in seats["seats"] if s["kind"] != "medium")
    assert update["events"] == [{"event": "round_started", "round": 2, "dealer": 0},
                                {"event": "turn", "seat": 1}]


def test_ready_during_a_round_is_ignored() -> None:
    h, a, b = started()
    h.send(a, {"type": "ready"})
    assert h.take(a) == [] and h.take(b) == []


def test_the_next_round_starts_after_60_s_without_everyone_ready() -> None:
    h, a, _ = started()
    end_round(h, a)
    h.tick(59.9)
    assert h.game.round == 1
    h.tick(0.1)
    assert h.game.round == 2


def test_the_host_may_start_the_next_round_early() -> None:
    h, a, _ = started()
    assert h.host.start_next_round(h.now) == []  # not between rounds
    end_round(h, a)
    h.run(h.host.start_next_round(h.now))
    assert h.game.round == 2


def test_match_over_after_the_last_round_and_no_round_after_it() -> None:
    h, a, b = started()
    end_round(h, a)
    h.run(h.host.start_next_round(h.now))
    h.take(b)
    h.send(b, act(rev=h.game.rev, end=True))
    assert h.types(b) == ["ok", "update", "round_over", "match_over"]
    assert h.last(a) == {"type": "match_over", "totals": [0, 0, 0, 0], "winner": 0}
    h.send(a, {"type": "ready"})
    h.send(b, {"type": "ready"})
    h.tick(120)
    assert h.game.round == 2 and h.game.rev == 3
    back = h.open()
    h.send(back, hello(code=None, token=h.tokens[0], table=TABLE))
    assert [m["type"] for m in h.take(back)] == ["welcome", "seats", "update", "round_over", "match_over"]


def test_chat_is_relayed_to_everyone_with_the_seat() -> None:
    h, a, b = started()
    h.send(b, {"type": "chat", "text": " hi\u202e all "})
    assert h.take(a) == h.take(b) == [{"type": "chat", "seat": 1, "text": "hi all"}]
    h.send(b, {"type": "chat", "text": "x" * 201})
    h.send(b, {"type": "chat", "text": ["x"]})
    assert [m["code"] for m in h.take(b)] == ["bad_input", "bad_input"]
    h.send(b, {"type": "chat", "text": "\x00"})
    assert h.take(a) == [] and b not in h.closed


def test_ping_is_answered_and_unknown_types_keep_the_connection() -> None:
    h, a, _ = started()
    h.send(a, {"type": "ping", "n": 12})
    h.send(a, {"type": "dance"})
    h.send(a, {"no": "type"})
    assert h.take(a) == [
        {"type": "pong", "n": 12},
        {"type": "error", "code": "unknown_type", "message": "this message type is not known"},
        {"type": "error", "code": "unknown_type", "message": "this message type is not known"},
    ]
    assert a not in h.closed


def test_bye_closes_and_keeps_the_seat_for_its_token() -> None:
    h, a, b = started()
    h.send(a, {"type": "bye"})
    assert a in h.closed and h.take(a) == []
    seat = h.last(b, "seats")["seats"][0]
    assert seat["connected"] is False and seat["open"] is False and seat["name"] == "A"
    full = h.open()
    h.send(full, hello())
    assert h.last(full)["code"] == "full"
    back = h.open()
    h.send(back, hello(code=None, token=h.tokens[0], table=TABLE))
    assert h.last(back, "welcome")["seat"] == 0


def test_a_closed_connection_shows_at_once() -> None:
    h, a, b = started()
    h.drop(a)
    assert h.take(b)[-1]["seats"][0]["connected"] is False
    assert h.host.disconnect(a, h.now) == []


def test_no_hello_within_10_s_is_hello_timeout() -> None:
    h = Harness()
    conn = h.open()
    h.tick(9.9)
    assert conn not in h.closed
    h.send(conn, b'{"type":"he')  # a part of a line does not help
    h.tick(0.1)
    assert h.take(conn) == [{"type": "error", "code": "hello_timeout", "message": "no hello within 10 s"}]
    assert conn in h.closed


def wait(h: Harness, seconds: float, *alive: int) -> None:
    """Let time pass in 5 s steps, the ``alive`` connections pinging as a client does."""
    for _ in range(int(seconds // 5)):
        for conn in alive:
            h.send(conn, {"type": "ping", "n": 1})
        h.tick(5)


def test_silence_of_15_s_is_timeout_and_pings_keep_a_connection() -> None:
    h, a, b = started()
    wait(h, 60, a, b)
    assert a not in h.closed and b not in h.closed
    h.send(b, {"type": "ping", "n": 1})
    h.send(a, {"type": "ping", "n": 1})
    h.tick(10)
    h.send(a, {"type": "ping", "n": 1})
    h.tick(4.9)
    h.send(b, b"\n\n" + b'{"type":"pi')  # empty lines and a part of a line do not count
    assert b not in h.closed
    h.take(a)
    h.tick(0.1)
    assert b in h.closed and h.last(b) == {"type": "error", "code": "timeout", "message": "silent for 15 s"}
    assert a not in h.closed
    assert h.last(a, "seats")["seats"][1]["connected"] is False


def test_more_than_a_burst_of_40_is_rate_limited_and_only_that_connection_goes() -> None:
    h, a, b = started()
    h.now += 10  # the bucket is full again after the hello
    h.send(a, b'{"type":"ping","n":1}\n' * 41)
    got = h.take(a)
    assert [m["type"] for m in got] == ["pong"] * 40 + ["error"]
    assert got[-1]["code"] == "rate_limited" and a in h.closed
    h.send(b, act(rev=0))  # not b's turn: the table goes on
    assert h.last(b)["code"] == "not_your_turn"


def test_20_a_second_is_never_limited() -> None:
    h, a, _ = started()
    for _ in range(200):
        h.now += 0.05
        h.send(a, {"type": "ping", "n": 1})
    assert a not in h.closed


@pytest.mark.parametrize(("raw", "code"), [
    (b"\xc3\x28\n", "bad_utf8"), (b'{"a":' + b"[" * 40 + b"\n", "bad_json"),
    (b"{}" * 9000, "too_long"), (b'{"a":NaN}\n', "bad_json"),
])
def test_a_bad_line_drops_only_that_connection(raw: bytes, code: str) -> None:
    h, a, b = started()
    h.send(a, raw)
    assert h.take(a)[0]["code"] == code and a in h.closed
    assert h.last(b, "seats")["seats"][0]["connected"] is False
    h.send(b, {"type": "ping", "n": 2})
    assert h.last(b) == {"type": "pong", "n": 2}


def test_after_the_grace_time_a_bot_plays_an_absent_seat_on_its_turn() -> None:
    h, a, b = started()
    h.drop(b)
    wait(h, 100, a)
    assert 1 not in h.host.bot_seats()  # not its turn: nobody waits for it
    h.send(a, act(rev=0))  # now seat 1's turn: the grace time starts
    wait(h, 55, a)
    h.send(a, {"type": "ping", "n": 1})
    h.tick(4.9)
    assert 1 not in h.host.bot_seats()
    h.take(a)
    h.tick(0.1)
    assert h.host.bot_seats() == {1: SeatKind.MEDIUM, 2: SeatKind.MEDIUM}
    assert h.last(a, "seats")["seats"][1]["bot"] == "medium"
    code, out = h.host.submit(1, {"pass": True}, h.now)
    assert code is None and h.run(out)
    back = h.open()
    h.send(back, hello(code=None, token=h.tokens[1], table=TABLE))
    assert 1 not in h.host.bot_seats()
    seat = h.last(a, "seats")["seats"][1]
    assert seat["bot"] is None and seat["connected"] is True


def test_grace_counts_from_the_drop_when_it_is_already_that_seats_turn() -> None:
    h, a, _ = started(grace=30.0, takeover=SeatKind.HARD)
    h.tick(20)
    h.drop(a)
    h.tick(29)
    assert 0 not in h.host.bot_seats()
    h.tick(1)
    assert h.host.bot_seats()[0] is SeatKind.HARD


def test_grace_0_waits_for_ever() -> None:
    h, a, _ = started(grace=0.0)
    h.drop(a)
    h.tick(10_000)
    assert 0 not in h.host.bot_seats()


def test_the_host_hands_a_seat_to_a_bot_and_back() -> None:
    h, a, _ = started()
    h.run(h.host.take_over(0, SeatKind.EASY))
    h.take(a)
    h.send(a, act(rev=0))
    assert h.last(a)["code"] == "not_your_seat"
    assert h.host.submit(0, {"pass": True}, h.now)[0] is None
    h.run(h.host.hand_back(0))
    assert 0 not in h.host.bot_seats()
    with pytest.raises(ValueError):
        h.host.take_over(2, SeatKind.EASY)


def test_auto_start_when_every_remote_seat_is_connected_and_ready() -> None:
    h = Harness(config("remote,remote,hard", auto_start=True))
    a, b = h.join("A"), h.join("B")
    h.send(a, {"type": "ready"})
    assert not h.games
    h.send(b, {"type": "ready"})
    assert h.games and h.last(a, "update")["rev"] == 0


def test_a_resumed_table_takes_its_players_back_by_token() -> None:
    h, a, b = started()
    h.send(a, act(rev=0))
    digests, game = h.host.token_digests(), h.game
    assert set(digests) == {0, 1} and h.tokens[0] not in str(digests)
    resumed = TableHost(config(), lambda names: FakeGame(names), game=game,
                        token_digests=digests, names=h.host.names(), now=500.0)
    assert [s["connected"] for s in resumed.seats()] == [False, False, True, True]
    resumed.connect(1, "10.0.0.5", 500.0)
    out = resumed.receive(1, b'{"type":"hello","proto":1,"token":"%s","table":"%s"}\n'
                          % (h.tokens[1].encode(), TABLE.encode()), 500.0)
    assert [o.message["type"] for o in out] == ["welcome", "seats", "update"]
    assert out[2].message["rev"] == 1 and out[0].message["names"][1] == "B"


class LeakyGame(FakeGame):
    """A deliberately broken redaction: everyone sees the card drawn from the stock."""

    def events_for(self, seat: int) -> list[dict]:
        return [dict(e) for e in self._last]


def test_the_leak_oracle_catches_a_broken_redaction() -> None:
    h = Harness(config(), game_class=LeakyGame)
    a = h.join("A")
    h.join("B")  # seat 1 must not see seat 0's draw
    h.run(h.host.start(h.now))
    with pytest.raises(AssertionError, match="SECRET0-101"):
        h.send(a, act(rev=0))


def test_a_flood_in_one_chunk_is_read_only_until_the_connection_closes(monkeypatch) -> None:
    import hand_desktop.net.framing as framing

    h, a, _ = started()
    parsed = []
    real = framing.parse_line
    monkeypatch.setattr(framing, "parse_line", lambda line: parsed.append(line) or real(line))
    h.now += 10
    h.send(a, b'{"type":"ping","n":1}\n' * 10_000)
    assert h.last(a)["code"] == "rate_limited"
    assert len(parsed) == 41


def test_bot_to_move_names_the_seat_in_turn_when_a_bot_plays_it() -> None:
    h, a, b = started()
    assert h.host.bot_to_move() is None  # seat 0, a person
    h.send(a, act(rev=0))
    h.send(b, act(rev=1))
    assert h.host.bot_to_move() == (2, SeatKind.MEDIUM)
    h.run(h.host.submit(2, {"pass": True}, h.now)[1])
    assert h.host.bot_to_move() is None  # seat 3, the local player
