"""The client's side of the wire as a sans-IO state: what it says, and what it keeps.

``ClientState`` builds the client's lines (``hello``, ``act``, ``ready``,
``chat``, ``ping``, ``bye``) and reads the host's, keeping only what the
protocol gives a client: its table id, seat and token (for rejoining), the
names, rules and seats, the latest ``rev``, view and events, the round's
result and the match's end. It holds no game of its own (PROTOCOL.md section
1). The transport (``transport.ClientConnection``) feeds it bytes; the
later ``RemoteSession`` reads it.

Decisions where PROTOCOL.md is silent:

- A host line that cannot be read (longer than 256 KiB, not UTF-8, not JSON)
  ends the connection from the client's side: ``broken`` is set and the
  transport closes; the rejoin starts from the token as after any drop.
- Names the host sends (``welcome``, ``seats``) are read by the one name rule
  (``core.names``), the host's own: a host that does not clean them cannot put
  a control or bidi character on this player's screen.
- ``chat`` lines marked ``old`` (the host's history, sent again after a
  ``welcome``) are kept only after the first welcome: after a drop and a
  rejoin this client already has them.
- ``reject`` and a closing ``error`` are kept (``rejected``, ``error``) so the
  player can be told why; after ``reject`` for ``bad_token`` the token is
  forgotten (the seat is no longer ours).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from hand_desktop.core.names import clean_name
from hand_desktop.net.codes import PROTO_RANGE, WireError
from hand_desktop.net.framing import HOST_LINE_LIMIT, BadFrame, LineDecoder
from hand_desktop.net.game import Json


def _line(message: Json) -> bytes:
    return json.dumps(message, ensure_ascii=False, separators=(",", ":")).encode() + b"\n"


@dataclass
class ClientState:
    """One client's knowledge of its table, fed with the host's bytes."""

    name: str = ""
    code: str | None = None
    app: str = "0.0.0"
    table: str | None = None
    token: str | None = None
    seat: int | None = None
    names: list[str] = field(default_factory=list)
    rules: Json = field(default_factory=dict)
    seats: list[Json] = field(default_factory=list)
    rev: int | None = None
    view: Json | None = None
    events: list[Json] = field(default_factory=list)
    result: Json | None = None  # the last round_over's result, until the next deal
    match_over: Json | None = None
    chat: list[tuple[int, str]] = field(default_factory=list)
    rejected: Json | None = None
    error: Json | None = None
    broken: bool = False
    seq: int = 0
    welcomes: int = 0  # how many times a host welcomed this client (a rejoin after a drop counts)
    pending: dict[int, Json] = field(default_factory=dict)  # seq -> action sent, not yet answered
    refused: list[Json] = field(default_factory=list)
    _decoder: LineDecoder = field(default_factory=lambda: LineDecoder(HOST_LINE_LIMIT))

    # ------------------------------------------------------------ what the client says

    @property
    def welcomed(self) -> bool:
        return self.seat is not None and self.rejected is None

    def hello(self) -> bytes:
        """The first line of a connection: a rejoin with the token when it holds one."""
        self._decoder = LineDecoder(HOST_LINE_LIMIT)  # a new connection starts a new stream
        self.rejected = self.error = None
        self.broken = False
        self.pending.clear()  # acts of a lost connection: the next update tells what became of them
        message: Json = {"type": "hello", "proto": PROTO_RANGE[1], "app": self.app}
        if self.token is not None:
            message.update(token=self.token, table=self.table)
        else:
            message["name"] = self.name
            if self.code is not None:
                message["code"] = self.code
        return _line(message)

    def act(self, action: Json) -> bytes:
        """An ``act`` on the latest ``rev``; its ``seq`` is remembered until ``ok``/``refused``."""
        self.seq += 1
        self.pending[self.seq] = action
        return _line({"type": "act", "seq": self.seq, "rev": self.rev, "action": action})

    def ready(self) -> bytes:
        return _line({"type": "ready"})

    def say(self, text: str) -> bytes:
        return _line({"type": "chat", "text": text})

    def ping(self, n: int) -> bytes:
        return _line({"type": "ping", "n": n})

    def bye(self) -> bytes:
        return _line({"type": "bye"})

    # ------------------------------------------------------------ what the host says

    def feed(self, data: bytes) -> list[Json]:
        """The host's messages completed by ``data``, applied in order."""
        messages: list[Json] = []
        for frame in self._decoder.feed(data):
            if isinstance(frame, BadFrame):
                self.broken = True
                self.error = {"type": "error", "code": frame.code.value, "message": "the host's line"}
                break
            self._apply(frame)
            messages.append(frame)
        return messages

    def _apply(self, m: Json) -> None:
        kind = m.get("type")
        if kind == "welcome":
            self.welcomes += 1
            self.table, self.token, self.seat = m.get("table"), m.get("token"), m.get("seat")
            self.names, self.rules = _names(m.get("names")), dict(m.get("rules") or {})
        elif kind == "reject":
            self.rejected = m
            if m.get("code") == "bad_token":
                self.token = self.table = self.seat = None
        elif kind == "seats":
            self.seats = [_seat_entry(s) for s in (m.get("seats") or []) if isinstance(s, dict)]
        elif kind == "update":
            self.rev, self.view, self.events = m.get("rev"), m.get("view"), list(m.get("events") or [])
            if any(e.get("event") == "round_started" for e in self.events):
                self.result = None
        elif kind in ("ok", "refused"):
            self.pending.pop(m.get("seq"), None)  # type: ignore[arg-type]
            if kind == "refused":
                self.refused.append(m)
        elif kind == "round_over":
            self.result = m.get("result")
        elif kind == "match_over":
            self.match_over = {"totals": m.get("totals"), "winner": m.get("winner")}
        elif kind == "chat":
            if m.get("old") is True and self.welcomes > 1:
                return  # the host's history again, after a drop: this client kept its lines
            self.chat.append((m.get("seat"), m.get("text")))  # type: ignore[arg-type]
            del self.chat[:-100]  # a short history is enough beside the table
        elif kind == "error" and _closing(m.get("code")):
            self.error = m

    @property
    def my_turn(self) -> bool:
        return self.view is not None and self.view.get("turn") == self.seat and self.view.get("phase") != "over"


def _names(names: Any) -> list[str]:
    """The names a host sent, by the one name rule (``core.names``: the host's own), "" when
    not text (the table shows the default name then)."""
    return [clean_name(n) for n in names] if isinstance(names, list) else []


def _seat_entry(entry: Json) -> Json:
    return {**entry, "name": clean_name(entry.get("name"))}


def _closing(code: Any) -> bool:
    try:
        return WireError(code).closes
    except ValueError:
        return True  # a code this client does not know: take it as the host's last word
