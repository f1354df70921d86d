"""Finding tables (PROTOCOL.md section 10) on loopback only: 127.0.0.1 and 127.255.255.255."""

from __future__ import annotations

import socket

import pytest

from hand_desktop.net.discovery import (
    DiscoveryResponder,
    FoundTable,
    TableFinder,
    default_addresses,
    read_answer,
)
from tests.net.lan import pump, spin


def free_udp_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def answer(proto: int = 1, table: str = "t-1") -> dict:
    return {"proto": proto, "app": "0.2.0", "table": table, "name": "Layla's table", "port": 47200,
            "variant": "saudi", "rounds": 5, "code": True,
            "seats": [{"name": "Layla", "kind": "remote", "open": False}, {"name": "", "kind": "remote",
                                                                          "open": True}]}


@pytest.fixture
def udp_port(qapp) -> int:
    return free_udp_port()


def test_a_find_to_127_0_0_1_is_answered_by_unicast_and_listed(qtbot, udp_port) -> None:
    responder = DiscoveryResponder(lambda: answer(), bind="127.0.0.1", port=udp_port)
    assert responder.start()
    finder = TableFinder(["127.0.0.1"], port=udp_port, bind="127.0.0.1")
    try:
        finder.find()
        pump(qtbot, lambda: bool(finder.tables), 5_000)
        (found,) = finder.tables.values()
        assert found == FoundTable(address="127.0.0.1", port=47200, table="t-1", name="Layla's table",
                                   app="0.2.0", proto=1, variant="saudi", rounds=5,
                                   seats=tuple(answer()["seats"]), code=True)
        assert found.compatible and found.free_seats == 1
    finally:
        responder.close()
        finder.close()


def test_a_table_of_another_protocol_is_listed_with_its_version(qtbot, udp_port) -> None:
    responder = DiscoveryResponder(lambda: answer(proto=2, table="t-new"), bind="127.0.0.1", port=udp_port)
    assert responder.start()
    finder = TableFinder(["127.0.0.1"], port=udp_port, bind="127.0.0.1")
    try:
        finder.find()
        pump(qtbot, lambda: bool(finder.tables), 5_000)
        (found,) = finder.tables.values()
        assert not found.compatible and found.proto == 2
    finally:
        responder.close()
        finder.close()


def test_the_loopback_broadcast_address_is_asked_too(qtbot, udp_port) -> None:
    """127.255.255.255 reaches a responder listening on the loopback network (Linux delivers it)."""
    responder = DiscoveryResponder(lambda: answer(), bind="127.255.255.255", port=udp_port)
    if not responder.start():
        pytest.skip("this system cannot bind the loopback broadcast address")
    finder = TableFinder(["127.255.255.255"], port=udp_port, bind="127.0.0.1")
    try:
        finder.find()
        pump(qtbot, lambda: bool(finder.tables), 5_000)
        assert next(iter(finder.tables.values())).address == "127.0.0.1"
    finally:
        responder.close()
        finder.close()


def test_odd_datagrams_are_ignored_and_answers_are_capped(qtbot, udp_port) -> None:
    responder = DiscoveryResponder(lambda: answer(), bind="127.0.0.1", port=udp_port)
    assert responder.start()
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        s.bind(("127.0.0.1", 0))
        s.settimeout(0.05)
        for junk in (b"\xff\xfe", b"[1]", b'{"type":"table"}', b"{" * 100, b"x" * 9000):
            s.sendto(junk, ("127.0.0.1", udp_port))
        for _ in range(60):
            s.sendto(b'{"type":"find","proto":1}', ("127.0.0.1", udp_port))
        spin(0.5)
        got = []
        for _ in range(100):
            try:
                got.append(s.recv(65536))
            except TimeoutError:
                break
    responder.close()
    assert 1 <= len(got) <= 20  # one second's worth at most, whatever the flood
    assert all(b'"type":"table"' in g for g in got)


@pytest.mark.parametrize("message", [
    {"type": "table"}, {"type": "table", "proto": "1", "port": 1, "table": "t"},
    {"type": "table", "proto": 1, "port": 0, "table": "t"}, {"type": "table", "proto": 1, "port": 5},
    {"type": "find", "proto": 1},
])
def test_malformed_answers_are_not_listed(message) -> None:
    assert read_answer(message, "127.0.0.1") is None


def test_the_apps_addresses_are_ipv4_broadcasts_then_loopback(qapp) -> None:
    """Only lists them (nothing is sent): every entry is IPv4, 127.0.0.1 comes last."""
    addresses = default_addresses()
    assert addresses[-1] == "127.0.0.1" and len(set(addresses)) == len(addresses)
    for a in addresses:
        assert len(a.split(".")) == 4 and all(part.isdigit() for part in a.split("."))
