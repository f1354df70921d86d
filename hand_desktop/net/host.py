"""The host's table as a sans-IO state machine (PROTOCOL.md sections 4 to 8 and 12).

``TableHost`` holds the seats, the connections, the tokens, the join code and
the match (a ``NetGame``). The transport tells it what happened —
``connect``, ``receive``, ``disconnect``, ``tick`` — and every call returns
the ``Output``s to carry out in order: ``Send`` (one encoded line to one
connection) and ``Close``. It never reads a clock, a socket or a thread;
``now`` is seconds on any monotonic clock. The host's own players (``local``
seats and bots) act through ``submit``, through the same checks as a client.
The host does not run bots: ``bot_seats()`` says which seats a bot plays now.

Decisions where PROTOCOL.md is silent:

- ``busy`` is checked after ``version`` and before any token or code is
  compared, so a busy address learns nothing about its guesses; a valid token
  is never ``busy``. Only ``bad_code`` and ``bad_token`` count as failures.
- A token sent with the wrong ``table`` id is compared all the same (constant
  time) and answered ``bad_token``. ``token: null`` counts as no token.
- A rejoin's ``welcome`` echoes the token the client sent (the host keeps only
  its digest). A rejoin keeps the seat's name; while the round is over it
  also repeats ``round_over`` (and ``match_over`` once the match is over).
- Chat history survives a rejoin: after ``welcome``, ``seats`` and the match's
  messages, a (re)joining connection gets the last ``CHAT_REPLAY`` lines said
  at the table as ``chat`` messages with an extra ``old: true`` (section 2:
  unknown fields are ignored), so a client that kept its lines can skip them.
- An ``act`` in the lobby (after the ``bad_input`` and ``not_your_seat``
  checks) is refused ``wrong_phase`` with ``rev`` 0.
- The ``seat`` of an act may be given at the top of ``act`` or inside
  ``action``; either one that is not the connection's seat is ``not_your_seat``.
- A second ``hello`` or a bad ``chat`` gets ``error{code:"bad_input"}`` and the
  connection stays open, like ``unknown_type``.
- ``bye`` closes the connection without an ``error``; the seat stays reserved.
  A seat whose connection goes away is no longer ``ready``.
- Silence counts whole messages only (an empty line or a dribble of bytes
  without a newline does not keep a connection alive).
- Grace counts from when the table starts waiting for an absent seat: the
  later of its drop and the start of its turn. Once a bot plays the seat it
  plays every turn until the person rejoins (or the host ``hand_back``s it).
  A remote seat nobody holds during play is absent from the start.
- Between rounds the persons who must be ready are the connected remote seats
  and the local seats (the host's player marks those with ``mark_ready``); with
  no person connected, the table waits the 60 s. The host may also start the
  next round early (``start_next_round``).
- ``seats`` entries carry, besides ``name``, ``kind``, ``connected`` and
  ``ready``: ``open`` (a remote seat nobody holds) and ``bot`` (the level of
  the bot playing a remote seat, else null). Bots and local seats are connected.
- ``submit`` (the host's own players) accepts only a ``local`` seat or a seat a
  bot plays now; a person's remote seat is ``not_your_seat`` to the host too,
  and a person's ``act`` while the host has handed their seat to a bot is
  ``not_your_seat`` (after the ``stale`` check).
- Every message counts toward the rate limit, ``hello`` and bad lines included;
  lines are read one by one, and nothing after a closing answer is read.
- In the lobby the host may change a seat's kind (``set_kind``); a person
  holding that seat loses it: their token is revoked and their connection
  gets ``error{code:"replaced"}``.
- The door never jams: at most ``pending_per_address`` connections from one
  address and ``pending_total`` in all may wait to say ``hello``. A new
  connection over either cap is let in and the oldest waiting one (of that
  address, else of all) gets ``error{code:"hello_timeout"}`` (section 8's code
  for a connection that did not say ``hello`` in time: its time ran out early,
  since others wait at the door) and is closed, so a client
  that says ``hello`` at once (a rejoin with its token) always gets through,
  however many silent connections an address holds open. Every close is
  preceded by ``error`` (or ``reject``); only ``bye`` closes without one.
- The host log (logger ``hand_desktop.table``, level INFO): one line per join,
  rejoin, leave, refusal (``reject``) and drop (a closing ``error``), with the
  seat, the address and the code; never a token, a join code or a card.
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from hand_desktop.core.jsonfile import is_whole
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
from hand_desktop.net.codes import (
    PROTO_RANGE,
    Refusal,
    RefusedCode,
    RejectCode,
    WireError,
)
from hand_desktop.net.framing import BadFrame, LineDecoder, encode
from hand_desktop.net.game import GameFactory, Json, NetGame
from hand_desktop.net.security import BusyGuard, JoinCode, TokenBucket, TokenTable

HELLO_TIMEOUT = 10.0
SILENCE_TIMEOUT = 15.0
GRACE = 60.0
ROUND_PAUSE = 60.0
PENDING_PER_ADDRESS = 8  # connections of one address waiting to say hello
PENDING_TOTAL = 64  # ... and of all addresses
CHAT_KEPT = 200  # chat lines the host keeps
CHAT_REPLAY = 50  # ... and sends again, marked ``old``, to whoever (re)joins

journal = logging.getLogger("hand_desktop.table")  # the host log (see the module's docstring)


@dataclass(frozen=True, slots=True)
class Send:
    """Send ``data`` (the encoded ``message``, newline included) to connection ``conn``."""

    conn: int
    message: Json
    data: bytes


@dataclass(frozen=True, slots=True)
class Close:
    """Close connection ``conn`` once what was sent before it is flushed."""

    conn: int


Output = Send | Close


def _default_name(seat: int) -> str:
    return f"Player {seat + 1}"


@dataclass(frozen=True)
class SeatConfig:
    kind: SeatKind
    name: str = ""  # for local and bot seats; a remote seat takes its player's name


@dataclass(frozen=True)
class TableConfig:
    """What the host decided before opening the table."""

    table: str  # the table id, new for every match: a token is valid only with it
    app: str  # this program's version
    seats: tuple[SeatConfig, ...]
    rules: Json  # sent in ``welcome``
    code: str | None = None  # the join code, None = anyone may join
    grace: float = GRACE  # seconds before a bot plays an absent seat; 0 = wait for ever
    takeover: SeatKind = SeatKind.MEDIUM  # the bot that plays an absent seat
    auto_start: bool = False  # start when every remote seat is connected and ready (headless)
    default_name: Callable[[int], str] = _default_name  # "Player N" in the host's language
    hello_timeout: float = HELLO_TIMEOUT
    silence_timeout: float = SILENCE_TIMEOUT
    round_pause: float = ROUND_PAUSE
    pending_per_address: int = PENDING_PER_ADDRESS
    pending_total: int = PENDING_TOTAL

    def __post_init__(self) -> None:
        if not self.takeover.is_bot:
            raise ValueError("the seat of an absent player is played by a bot level")
        encode({"type": "welcome", "rules": self.rules})  # a leak here is found now, not at a join


@dataclass
class _Conn:
    id: int
    address: str
    connected_at: float
    heard_at: float
    bucket: TokenBucket
    decoder: LineDecoder = field(default_factory=LineDecoder)
    seat: int | None = None  # set by an accepted hello


@dataclass
class _Seat:
    kind: SeatKind
    name: str
    conn: int | None = None
    ready: bool = False
    away_since: float | None = None  # a remote seat without a connection, since when
    bot: SeatKind | None = None  # the bot playing this remote seat for its absent person


class TableHost:
    """One table: its seats, connections and match, driven by the transport."""

    def __init__(
        self,
        config: TableConfig,
        new_game: GameFactory,
        *,
        game: NetGame | None = None,
        token_digests: Mapping[int, str] | None = None,
        names: list[str] | None = None,
        now: float = 0.0,
    ) -> None:
        """A table in its lobby, or (``game`` given) one resumed with its seats' token digests."""
        self.config = config
        self._new_game = new_game
        self._code = JoinCode(config.code)
        self._tokens = TokenTable(token_digests)
        self._busy = BusyGuard()
        self._conns: dict[int, _Conn] = {}
        self._seats = [
            _Seat(s.kind, "" if s.kind is SeatKind.REMOTE else s.name or config.default_name(i))
            for i, s in enumerate(config.seats)
        ]
        for i, name in enumerate(names or []):
            self._seats[i].name = name
        self.game = game
        self.chat_log: list[tuple[int, str]] = []  # every line said at the table, for the host's own screen
        self._round_over_at: float | None = None
        self._turn: int | None = None
        self._turn_since = now
        if game is not None:
            self._mark_absent(now)
            self._note_round(now)

    # ------------------------------------------------------------ the transport

    def connect(self, conn: int, address: str, now: float) -> list[Output]:
        """A new connection from ``address`` (its IP: ``busy`` and the waiting cap count per address).

        Over a cap, the oldest connection still waiting to say ``hello`` makes room.
        """
        out: list[Output] = []
        waiting = [c for c in self._conns.values() if c.seat is None]  # oldest first (insertion order)
        mine = [c for c in waiting if c.address == address]
        if len(mine) >= self.config.pending_per_address:
            out += self._drop(mine[0], WireError.HELLO_TIMEOUT, "too many connections from this address "
                              "are waiting to say hello", now)
        elif len(waiting) >= self.config.pending_total:
            out += self._drop(waiting[0], WireError.HELLO_TIMEOUT, "too many connections are waiting "
                              "to say hello", now)
        self._conns[conn] = _Conn(conn, address, now, now, TokenBucket(now))
        return out

    def receive(self, conn: int, data: bytes, now: float) -> list[Output]:
        """Bytes that arrived on ``conn``."""
        c = self._conns.get(conn)
        if c is None:
            return []
        out: list[Output] = []
        c.decoder.push(data)
        for frame in c.decoder.frames():
            if not c.bucket.take(now):
                return out + self._drop(c, WireError.RATE_LIMITED, "more than 20 messages a second", now)
            if isinstance(frame, BadFrame):
                return out + self._drop(c, frame.code, "the line cannot be read", now)
            c.heard_at = now
            out += self._message(c, frame, now)
            if conn not in self._conns:  # closed by that message
                break
        return out

    def disconnect(self, conn: int, now: float) -> list[Output]:
        """The connection closed or reset (the transport saw it)."""
        c = self._conns.pop(conn, None)
        if c is None:
            return []
        if c.seat is not None:
            journal.info("leave: seat %d (%s), its connection closed", c.seat + 1, self._seats[c.seat].name)
        return self._left(c, now)

    def tick(self, now: float) -> list[Output]:
        """Time passed: timeouts, the grace time, the pause between rounds. Call it about once a second."""
        out: list[Output] = []
        for c in list(self._conns.values()):
            if c.seat is None and now - c.connected_at >= self.config.hello_timeout:
                out += self._drop(c, WireError.HELLO_TIMEOUT, "no hello within 10 s", now)
            elif c.seat is not None and now - c.heard_at >= self.config.silence_timeout:
                out += self._drop(c, WireError.TIMEOUT, "silent for 15 s", now)
        out += self._check_grace(now)
        if self._round_over_at is not None and now - self._round_over_at >= self.config.round_pause:
            out += self._next_round(now)
        self._busy.forget_old(now)
        return out

    # ------------------------------------------------------------ the host's side

    @property
    def code(self) -> str | None:
        return self._code.code

    def seats(self) -> list[Json]:
        """The seats as ``seats`` lists them (for the host's own lobby screen too)."""
        return [self._seat_json(i) for i in range(len(self._seats))]

    def names(self) -> list[str]:
        return [s.name for s in self._seats]

    def token_digests(self) -> dict[int, str]:
        """Seat -> SHA-256 hex of its token, for the host-only file next to the autosave."""
        return self._tokens.digests()

    def can_start(self) -> bool:
        """In the lobby, with every remote seat held by a player."""
        return self.game is None and all(
            self._tokens.holds(i) for i, s in enumerate(self._seats) if s.kind is SeatKind.REMOTE
        )

    def start(self, now: float) -> list[Output]:
        """Start the match: deal, and send every connection its ``update``."""
        if not self.can_start():
            raise RuntimeError("the match can start only from a lobby whose remote seats are held")
        self.game = self._new_game(self.names())
        for seat in self._seats:
            seat.ready = False
        self._mark_absent(now)
        return self._broadcast_seats() + self._updates(now)

    def set_kind(self, seat: int, kind: SeatKind, name: str = "") -> list[Output]:
        """In the lobby: make ``seat`` a seat of ``kind``; a player holding it loses it."""
        if self.game is not None:
            raise RuntimeError("seat kinds change only in the lobby; use take_over during play")
        s = self._seats[seat]
        out = self._evict(seat)
        s.kind = kind
        s.name = "" if kind is SeatKind.REMOTE else name or self.config.default_name(seat)
        s.ready = False
        return out + self._broadcast_seats()

    def take_over(self, seat: int, level: SeatKind) -> list[Output]:
        """During play: a bot of ``level`` plays remote ``seat`` until its person rejoins."""
        s = self._seats[seat]
        if s.kind is not SeatKind.REMOTE or not level.is_bot:
            raise ValueError("only a remote seat can be handed to a bot level")
        s.bot = level
        return self._broadcast_seats()

    def hand_back(self, seat: int) -> list[Output]:
        """The bot stops playing ``seat`` (its person is connected, or the table waits again)."""
        self._seats[seat].bot = None
        return self._broadcast_seats()

    def bot_seats(self) -> dict[int, SeatKind]:
        """Seat -> bot level, for every seat a bot plays now (only while the match runs)."""
        if self.game is None:
            return {}
        plays: dict[int, SeatKind] = {}
        for i, s in enumerate(self._seats):
            if s.kind.is_bot:
                plays[i] = s.kind
            elif s.bot is not None:
                plays[i] = s.bot
        return plays

    def bot_to_move(self) -> tuple[int, SeatKind] | None:
        """The seat in turn and the bot level to play it, when a bot is to move now."""
        if self.game is None or (turn := self.game.turn()) is None:
            return None
        level = self.bot_seats().get(turn)
        return None if level is None else (turn, level)

    def submit(self, seat: int, action: Json, now: float) -> tuple[Refusal | None, list[Output]]:
        """An action of a seat the host plays (local or bot): None and the outputs, or the refusal."""
        if self.game is None:
            return ErrorCode.WRONG_PHASE, []
        if self._seats[seat].kind is not SeatKind.HUMAN and seat not in self.bot_seats():
            return RefusedCode.NOT_YOUR_SEAT, []
        code = self.game.apply(seat, {**action, "seat": seat})
        if code is not None:
            return code, []
        return None, self._accepted(now)

    def mark_ready(self, seat: int, now: float) -> list[Output]:
        """A local player is ready (in the lobby or after a round)."""
        if self._seats[seat].kind is not SeatKind.HUMAN:
            raise ValueError("only a local seat is marked ready by the host")
        return self._ready(seat, now)

    def say(self, seat: int, text: str) -> list[Output]:
        """The host's player says ``text`` as ``seat`` (a local seat): cleaned and relayed like a client's."""
        if self._seats[seat].kind is not SeatKind.HUMAN:
            raise ValueError("the host speaks for its own (local) seats only")
        line = clean_chat(text)
        if not line:
            return []
        self.chat_log.append((seat, line))
        del self.chat_log[:-CHAT_KEPT]
        return self._broadcast({"type": "chat", "seat": seat, "text": line})

    def start_next_round(self, now: float) -> list[Output]:
        """The host starts the next round without waiting for everyone to be ready."""
        return self._next_round(now) if self._round_over_at is not None else []

    # ------------------------------------------------------------ messages

    def _message(self, c: _Conn, frame: Json, now: float) -> list[Output]:
        message = parse_client(frame)
        if c.seat is None:
            if isinstance(message, Hello):
                return self._hello(c, message, now)
            return self._drop(c, WireError.HELLO_FIRST, "the first message must be hello", now)
        seat = c.seat
        match message:
            case Act():
                return self._act(c, seat, message, now)
            case Ready():
                return self._ready(seat, now)
            case Chat(text=text):
                return self._chat(c, seat, text)
            case Ping(n=n):
                return [self._send(c.id, {"type": "pong", "n": n})]
            case Bye():
                del self._conns[c.id]
                journal.info("leave: seat %d (%s) said bye", seat + 1, self._seats[seat].name)
                return [Close(c.id), *self._left(c, now)]
            case Hello():
                return [self._error(c.id, WireError.BAD_INPUT, "hello was already said")]
            case Unknown():
                return [self._error(c.id, WireError.UNKNOWN_TYPE, "this message type is not known")]
        raise AssertionError(message)  # pragma: no cover - every message kind is handled

    def _hello(self, c: _Conn, hello: Hello, now: float) -> list[Output]:
        low, high = PROTO_RANGE
        if not (is_whole(hello.proto) and low <= hello.proto <= high):
            return self._reject(c, RejectCode.VERSION, proto=[low, high], app=self.config.app)
        if hello.token is not None:
            token = hello.token
            seat = self._tokens.seat_of(token) if isinstance(token, str) else None
            if isinstance(token, str) and seat is not None and hello.table == self.config.table:
                journal.info("rejoin: seat %d (%s) from %s", seat + 1, self._seats[seat].name, c.address)
                return self._seat(c, seat, token, now)
            return self._failed(c, RejectCode.BAD_TOKEN, now)
        if self._busy.busy(c.address, now):
            return self._reject(c, RejectCode.BUSY)
        if not self._code.accepts(hello.code):
            return self._failed(c, RejectCode.BAD_CODE, now)
        seat = self._free_seat()
        if seat is None:
            return self._reject(c, RejectCode.FULL)
        self._seats[seat].name = clean_name(hello.name, self.config.default_name(seat))
        journal.info("join: seat %d (%s) from %s", seat + 1, self._seats[seat].name, c.address)
        return self._seat(c, seat, self._tokens.issue(seat), now)

    def _failed(self, c: _Conn, code: RejectCode, now: float) -> list[Output]:
        if self._busy.busy(c.address, now):
            return self._reject(c, RejectCode.BUSY)
        self._busy.failed(c.address, now)
        return self._reject(c, code)

    def _free_seat(self) -> int | None:
        for i, s in enumerate(self._seats):
            if s.kind is SeatKind.REMOTE and not self._tokens.holds(i):
                return i
        return None

    def _seat(self, c: _Conn, seat: int, token: str, now: float) -> list[Output]:
        """``c`` takes ``seat`` (joining or rejoining): welcome, seats, and the match if it runs."""
        s = self._seats[seat]
        out: list[Output] = []
        if s.conn is not None and s.conn != c.id:
            old = self._conns.pop(s.conn)
            old.seat = None
            journal.info("drop: seat %d from %s: %s (taken up again)", seat + 1, old.address,
                         WireError.REPLACED.value)
            out += [self._error(old.id, WireError.REPLACED, "this seat was taken up elsewhere"), Close(old.id)]
        c.seat, s.conn, s.away_since, s.bot = seat, c.id, None, None
        out.append(self._send(c.id, {
            "type": "welcome", "proto": PROTO_RANGE[1], "app": self.config.app,
            "table": self.config.table, "seat": seat, "token": token,
            "names": self.names(), "rules": self.config.rules,
        }))
        out += self._broadcast_seats()
        if self.game is not None:
            out.append(self._update(c.id, seat))
            out += [self._send(c.id, m) for m in self._round_end_messages()]
        out += [self._send(c.id, {"type": "chat", "seat": s, "text": t, "old": True})
                for s, t in self.chat_log[-CHAT_REPLAY:]]
        return out

    def _act(self, c: _Conn, seat: int, act: Act, now: float) -> list[Output]:
        seq = act.seq if is_whole(act.seq) else None
        action = act.action
        if not (isinstance(action, dict) and is_whole(act.seq) and is_whole(act.rev)):
            return [self._refused(c.id, seq, ErrorCode.BAD_INPUT)]
        claimed = [act.seat, action.get("seat", MISSING)]
        if any(v is not MISSING and not (is_whole(v) and v == seat) for v in claimed):
            return [self._refused(c.id, seq, RefusedCode.NOT_YOUR_SEAT)]
        if self.game is None:
            return [self._refused(c.id, seq, ErrorCode.WRONG_PHASE)]
        if act.rev != self.game.rev:
            return [self._refused(c.id, seq, RefusedCode.STALE)]
        if self._seats[seat].bot is not None:
            return [self._refused(c.id, seq, RefusedCode.NOT_YOUR_SEAT)]
        code = self.game.apply(seat, {**action, "seat": seat})
        if code is not None:
            return [self._refused(c.id, seq, code)]
        ok = self._send(c.id, {"type": "ok", "seq": seq, "rev": self.game.rev})
        return [ok, *self._accepted(now)]

    def _ready(self, seat: int, now: float) -> list[Output]:
        in_lobby = self.game is None
        if not in_lobby and self._round_over_at is None:
            return []  # ready during a round (or after the match) is ignored
        self._seats[seat].ready = True
        out = self._broadcast_seats()
        if in_lobby and self.config.auto_start and self._all_remote_ready() and self.can_start():
            out += self.start(now)
        elif not in_lobby and self._all_persons_ready():
            out += self._next_round(now)
        return out

    def _chat(self, c: _Conn, seat: int, text: object) -> list[Output]:
        line = clean_chat(text)
        if line is None:
            return [self._error(c.id, WireError.BAD_INPUT, "a chat line is text of at most 200 characters")]
        if not line:
            return []
        self.chat_log.append((seat, line))
        del self.chat_log[:-CHAT_KEPT]
        return self._broadcast({"type": "chat", "seat": seat, "text": line})

    # ------------------------------------------------------------ the match

    def _accepted(self, now: float) -> list[Output]:
        """After an accepted action: ``update`` to all, then ``round_over``/``match_over`` if due."""
        out = self._updates(now)
        for message in self._round_end_messages():
            out += self._broadcast(message)
        return out

    def _round_end_messages(self) -> list[Json]:
        assert self.game is not None
        result = self.game.round_result()
        if result is None:
            return []
        messages = [{"type": "round_over", "rev": self.game.rev, "result": result}]
        over = self.game.match_over()
        if over is not None:
            messages.append({"type": "match_over", **over})
        return messages

    def _next_round(self, now: float) -> list[Output]:
        assert self.game is not None
        if self.game.match_over() is not None:
            self._round_over_at = None
            return []
        self.game.next_round()
        for seat in self._seats:
            seat.ready = False
        return self._broadcast_seats() + self._updates(now)

    def _updates(self, now: float) -> list[Output]:
        self._note_round(now)
        return [self._update(c.id, c.seat) for c in self._seated() if c.seat is not None]

    def _update(self, conn: int, seat: int) -> Send:
        assert self.game is not None
        return self._send(conn, {
            "type": "update", "rev": self.game.rev,
            "events": self.game.events_for(seat), "view": self.game.view(seat),
        })

    def _note_round(self, now: float) -> None:
        """Follow the turn (for the grace time) and whether the round is over."""
        assert self.game is not None
        turn = self.game.turn()
        if turn != self._turn:
            self._turn, self._turn_since = turn, now
        over = self.game.round_result() is not None and self.game.match_over() is None
        if not over:
            self._round_over_at = None
        elif self._round_over_at is None:
            self._round_over_at = now

    def _check_grace(self, now: float) -> list[Output]:
        if self.game is None or self._turn is None or self.config.grace <= 0:
            return []
        s = self._seats[self._turn]
        if s.kind is not SeatKind.REMOTE or s.away_since is None or s.bot is not None:
            return []
        if now - max(s.away_since, self._turn_since) < self.config.grace:
            return []
        s.bot = self.config.takeover
        return self._broadcast_seats()

    def _all_remote_ready(self) -> bool:
        return all(s.conn is not None and s.ready for s in self._seats if s.kind is SeatKind.REMOTE)

    def _all_persons_ready(self) -> bool:
        persons = [
            s for s in self._seats
            if s.kind is SeatKind.HUMAN or (s.kind is SeatKind.REMOTE and s.conn is not None)
        ]
        return bool(persons) and all(s.ready for s in persons)

    def _mark_absent(self, now: float) -> None:
        for s in self._seats:
            if s.kind is SeatKind.REMOTE and s.conn is None and s.away_since is None:
                s.away_since = now

    # ------------------------------------------------------------ connections

    def _seated(self) -> list[_Conn]:
        return [c for c in self._conns.values() if c.seat is not None]

    def _drop(self, c: _Conn, code: WireError, message: str, now: float) -> list[Output]:
        """``error`` and close ``c``; its seat (if any) is shown away at once."""
        self._conns.pop(c.id, None)
        who = f"seat {c.seat + 1} ({self._seats[c.seat].name})" if c.seat is not None else "a connection"
        journal.info("drop: %s from %s: %s", who, c.address, code.value)
        return [self._error(c.id, code, message), Close(c.id), *self._left(c, now)]

    def _left(self, c: _Conn, now: float) -> list[Output]:
        """``c`` is gone (already out of ``_conns``): its seat is away."""
        if c.seat is None:
            return []
        s = self._seats[c.seat]
        c.seat = None
        if s.conn != c.id:
            return []
        s.conn, s.ready, s.away_since = None, False, now
        return self._broadcast_seats()

    def _evict(self, seat: int) -> list[Output]:
        """The host took ``seat`` back: its token stops working, its connection is closed."""
        self._tokens.revoke(seat)
        s = self._seats[seat]
        if s.conn is None:
            return []
        c = self._conns.pop(s.conn)
        c.seat, s.conn = None, None
        journal.info("drop: seat %d from %s: %s (the host took the seat back)", seat + 1, c.address,
                     WireError.REPLACED.value)
        return [self._error(c.id, WireError.REPLACED, "the host gave this seat to someone else"), Close(c.id)]

    def _reject(self, c: _Conn, code: RejectCode, **extra: Any) -> list[Output]:
        self._conns.pop(c.id, None)
        journal.info("refuse: a hello from %s: %s", c.address, code.value)
        return [self._send(c.id, {"type": "reject", "code": code.value, **extra}), Close(c.id)]

    def _refused(self, conn: int, seq: int | None, code: Refusal) -> Send:
        rev = self.game.rev if self.game is not None else 0
        return self._send(conn, {"type": "refused", "seq": seq, "code": code.value, "rev": rev})

    def _error(self, conn: int, code: WireError, message: str) -> Send:
        return self._send(conn, {"type": "error", "code": code.value, "message": message})

    def _broadcast_seats(self) -> list[Output]:
        return self._broadcast({"type": "seats", "seats": self.seats()})

    def _broadcast(self, message: Json) -> list[Output]:
        data = encode(message)
        return [Send(c.id, message, data) for c in self._seated()]

    def _send(self, conn: int, message: Json) -> Send:
        return Send(conn, message, encode(message))

    def _seat_json(self, i: int) -> Json:
        s = self._seats[i]
        remote = s.kind is SeatKind.REMOTE
        return {
            "name": s.name, "kind": s.kind.wire,
            "connected": s.conn is not None if remote else True,
            "ready": s.ready or s.kind.is_bot,
            "open": remote and not self._tokens.holds(i),
            "bot": s.bot.value if s.bot is not None else None,
        }
