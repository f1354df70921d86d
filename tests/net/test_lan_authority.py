"""Authority over real sockets: every act a seat may not make is refused with its code, and nothing changes."""

from __future__ import annotations

import json

import pytest

from tests.net.lan import CODE, Raw, Table, spin


@pytest.fixture
def table(qapp):
    t = Table("remote,remote,medium,medium", rounds=3)
    yield t
    t.close()


def seated(table: Table) -> tuple[Raw, Raw]:
    a, b = Raw(table.port), Raw(table.port)
    a.join("Layla")
    b.join("Omar")
    table.server.run(table.host.start(table.server_now()))
    a.get("update")
    b.get("update")
    return a, b


def on_turn(table: Table, a: Raw, b: Raw) -> tuple[Raw, Raw, int]:
    """(the client in turn, the other, the seat in turn), once a remote seat is to move."""
    game = table.host.game
    spin(0.05)
    for _ in range(200):  # the bots move first if it is their turn
        if game.turn() in (0, 1):
            break
        spin(0.01)
    turn = game.turn()
    assert turn in (0, 1)
    return (a, b, turn) if turn == 0 else (b, a, turn)


def snapshot(table: Table) -> tuple[int, str]:
    m = table.match
    return len(m.log), json.dumps([table.host.game.view(s) for s in range(4)])


def refused(client: Raw, seq: int) -> dict:
    client.wait(lambda: any(m["type"] == "refused" and m["seq"] == seq for m in client.messages))
    return next(m for m in client.messages if m["type"] == "refused" and m["seq"] == seq)


def test_out_of_turn_another_seat_and_stale_rev_are_refused_and_change_nothing(table) -> None:
    a, b = seated(table)
    mover, waiter, turn = on_turn(table, a, b)
    rev = table.host.game.rev
    before = snapshot(table)
    waiter.send({"type": "act", "seq": 1, "rev": rev, "action": {"draw": "stock"}})
    assert refused(waiter, 1)["code"] == "not_your_turn"
    waiter.send({"type": "act", "seq": 2, "rev": rev, "action": {"seat": turn, "draw": "stock"}})
    assert refused(waiter, 2)["code"] == "not_your_seat"
    mover.send({"type": "act", "seq": 3, "rev": rev - 1, "action": {"draw": "stock"}})
    assert refused(mover, 3) == {"type": "refused", "seq": 3, "code": "stale", "rev": rev}
    mover.send({"type": "act", "seq": 4, "rev": rev + 1, "action": {"draw": "stock"}})
    assert refused(mover, 4)["code"] == "stale"
    mover.send({"type": "act", "seq": 5, "rev": rev, "action": {"discard": "9H#3"}})
    assert refused(mover, 5)["code"] == "bad_input"
    mover.send({"type": "act", "seq": 6, "rev": rev, "action": {"draw": "stock", "seat": turn},
                "seat": 1 - turn})
    assert refused(mover, 6)["code"] == "not_your_seat"
    spin(0.1)
    assert snapshot(table) == before
    # and the same client's proper act is then accepted: nothing was stuck
    mover.send({"type": "act", "seq": 7, "rev": rev, "action": {"draw": "stock"}})
    mover.wait(lambda: any(m["type"] == "ok" and m["seq"] == 7 for m in mover.messages))
    assert table.match.log[-1] == {"seat": turn, "draw": "stock"}
    assert table.oracle.leaks == []
    a.close()
    b.close()


def test_a_guessed_token_and_a_wrong_code_are_rejected_and_change_nothing(table) -> None:
    a, b = seated(table)
    before = snapshot(table)
    seats = table.host.seats()
    guess = Raw(table.port)
    guess.send({"type": "hello", "proto": 1, "app": "t", "token": "A" * 32, "table": "t-test"})
    assert guess.get("reject")["code"] == "bad_token"
    guess.wait(lambda: guess.closed)
    wrong = Raw(table.port)
    wrong.send({"type": "hello", "proto": 1, "app": "t", "name": "Eve", "code": "000000"})
    assert wrong.get("reject")["code"] == "bad_code"
    wrong.wait(lambda: wrong.closed)
    spin(0.1)
    assert snapshot(table) == before and table.host.seats() == seats
    assert table.server.connections == 2
    a.close()
    b.close()


def test_a_valid_token_of_another_table_is_bad_token(table) -> None:
    a = Raw(table.port)
    token = a.join("Layla")["token"]
    other = Raw(table.port)
    other.send({"type": "hello", "proto": 1, "app": "t", "token": token, "table": "t-other"})
    assert other.get("reject")["code"] == "bad_token"
    assert table.host.seats()[0]["connected"]
    a.close()


def test_a_join_with_the_code_is_welcomed(table) -> None:
    a = Raw(table.port)
    assert a.join("Layla", CODE)["seat"] == 0
    a.close()
