"""Finding tables on the network (PROTOCOL.md section 10) with ``QUdpSocket``.

A client's ``TableFinder`` sends one ``{"type":"find","proto":1}`` datagram to
each address it is given (the app passes ``default_addresses()``: every
interface's broadcast address and 127.0.0.1; tests pass only loopback ones)
and lists the answers as ``FoundTable``s, keyed by where they came from. A
host's ``DiscoveryResponder`` answers each ``find`` by unicast to its sender.

Decisions where PROTOCOL.md is silent:

- Datagrams longer than ``MAX_DATAGRAM`` (8 KiB) or that are not a JSON object
  of the expected type are ignored, silently (UDP has no one to answer).
- The responder answers at most ``ANSWERS_PER_SECOND`` (20) finds a second in
  all, so a flood of (possibly forged) finds cannot turn it into a loudspeaker.
- A ``find`` of another ``proto`` is answered all the same: the answer names
  the host's ``proto`` and the finder shows it greyed out with that version.
- The finder connects to the address the answer came from and the ``port`` the
  answer names (the TCP port of the table).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, cast

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QHostAddress, QNetworkInterface, QUdpSocket

from hand_desktop.core.names import clean_table_name
from hand_desktop.net.address import DISCOVERY_PORT
from hand_desktop.net.codes import PROTO_RANGE
from hand_desktop.net.framing import LeakError, encode, parse_line
from hand_desktop.net.game import Json

MAX_DATAGRAM = 8192
ANSWERS_PER_SECOND = 20
READS_PER_EVENT = 64  # datagrams read in one go; the rest wait for the next event


def find_message() -> bytes:
    return encode({"type": "find", "proto": PROTO_RANGE[1]})


def default_addresses() -> list[str]:
    """Every up interface's IPv4 broadcast address, then 127.0.0.1 (for the app, never tests)."""
    found: list[str] = []
    flags = QNetworkInterface.InterfaceFlag
    for iface in QNetworkInterface.allInterfaces():
        if not (iface.flags() & flags.IsUp and iface.flags() & flags.CanBroadcast):
            continue
        for entry in iface.addressEntries():
            broadcast = entry.broadcast()
            if not broadcast.isNull() and broadcast.toIPv4Address():
                found.append(broadcast.toString())
    return [*dict.fromkeys(found), "127.0.0.1"]


def _read(sock: QUdpSocket) -> list[tuple[Json, str, int]]:
    """Up to ``READS_PER_EVENT`` datagrams that are JSON objects, with sender and port."""
    out: list[tuple[Json, str, int]] = []
    for _ in range(READS_PER_EVENT):
        if not sock.hasPendingDatagrams():
            break
        size = sock.pendingDatagramSize()
        data, sender, port = sock.readDatagram(min(max(size, 0), MAX_DATAGRAM) + 1)
        raw = bytes(data.data())
        if size > MAX_DATAGRAM or len(raw) > MAX_DATAGRAM:
            continue
        frame = parse_line(raw.rstrip(b"\n"))
        if isinstance(frame, dict):
            out.append((frame, _ipv4(sender), port))
    return out


def _ipv4(address: QHostAddress) -> str:
    # PySide6 gives the IPv4 address as an int (0 for none), though its stubs say (int, bool).
    ipv4 = cast(int, address.toIPv4Address())
    text: str = QHostAddress(ipv4).toString() if ipv4 else address.toString()
    return text


class DiscoveryResponder(QObject):
    """The host's side: answers every ``find`` with ``answer()``, by unicast to its sender."""

    def __init__(
        self,
        answer: Callable[[], Json],
        *,
        bind: str = "0.0.0.0",
        port: int = DISCOVERY_PORT,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self._answer = answer
        self._bind, self._port = bind, port
        self._clock = clock
        self._window = (0.0, 0)  # the second being counted, answers in it
        self.sock = QUdpSocket(self)
        self.sock.readyRead.connect(self._on_read)

    def start(self) -> bool:
        mode = QUdpSocket.BindFlag.ShareAddress | QUdpSocket.BindFlag.ReuseAddressHint
        return self.sock.bind(QHostAddress(self._bind), self._port, mode)

    @property
    def port(self) -> int:
        return self.sock.localPort()

    def close(self) -> None:
        self.sock.close()

    def _on_read(self) -> None:
        for message, sender, port in _read(self.sock):
            if message.get("type") != "find" or not self._may_answer():
                continue
            try:
                data = encode({"type": "table", **self._answer()})
            except LeakError:
                continue  # never send a leak; the host's log has the bug
            self.sock.writeDatagram(data, QHostAddress(sender), port)

    def _may_answer(self) -> bool:
        second, count = self._window
        now = self._clock()
        if now - second >= 1.0:
            second, count = now, 0
        if count >= ANSWERS_PER_SECOND:
            return False
        self._window = (second, count + 1)
        return True


@dataclass(frozen=True)
class FoundTable:
    """A table that answered: where to connect, and what it said about itself."""

    address: str  # where the answer came from (what the client connects to)
    port: int  # the table's TCP port, from the answer
    table: str
    name: str
    app: str
    proto: int
    variant: str
    rounds: int
    seats: tuple[Json, ...]
    code: bool

    @property
    def compatible(self) -> bool:
        low, high = PROTO_RANGE
        return low <= self.proto <= high

    @property
    def free_seats(self) -> int:
        return sum(1 for s in self.seats if s.get("open"))


def read_answer(message: Json, address: str) -> FoundTable | None:
    """A ``table`` answer as a ``FoundTable``; None for anything malformed."""
    def get(key: str, kind: type, default: Any = None) -> Any:
        value = message.get(key, default)
        ok = isinstance(value, kind) and not (kind is int and isinstance(value, bool))
        return value if ok else None

    if message.get("type") != "table":
        return None
    proto, port, table = get("proto", int), get("port", int), get("table", str)
    if proto is None or port is None or table is None or not 0 < port < 65536:
        return None
    seats = get("seats", list, []) or []
    return FoundTable(
        address=address, port=port, table=table[:64], name=clean_table_name(get("name", str)),
        app=(get("app", str) or "")[:32], proto=proto, variant=(get("variant", str) or "")[:32],
        rounds=get("rounds", int) or 0, seats=tuple(s for s in seats[:8] if isinstance(s, dict)),
        code=bool(get("code", bool)),
    )


class TableFinder(QObject):
    """The client's side: ask ``addresses``, list the tables that answer."""

    found = Signal(object)  # a FoundTable, new or updated

    def __init__(self, addresses: list[str], *, port: int = DISCOVERY_PORT, bind: str = "0.0.0.0",
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.addresses = list(addresses)
        self._port = port
        self.tables: dict[tuple[str, int, str], FoundTable] = {}
        self.sock = QUdpSocket(self)
        self.sock.readyRead.connect(self._on_read)
        self.sock.bind(QHostAddress(bind), 0)

    def find(self) -> None:
        """Send one ``find`` to each address (call again to refresh)."""
        data = find_message()
        for address in self.addresses:
            self.sock.writeDatagram(data, QHostAddress(address), self._port)

    def close(self) -> None:
        self.sock.close()

    def _on_read(self) -> None:
        for message, sender, _port in _read(self.sock):
            table = read_answer(message, sender)
            if table is None:
                continue
            self.tables[(table.address, table.port, table.table)] = table
            self.found.emit(table)
