"""``RemoteSession``: a table hosted at another computer, behind the ``Session`` seam.

It speaks PROTOCOL.md through a ``ClientConnection`` (which keeps the
``ClientState``: token, seat, latest view) and holds no match and no rules of
play: what it shows is what the host sent, turned into the core's values by
``core.wire``. Each ``update{rev, events, view}`` becomes one ``Applied`` (the
events, already redacted by the host, for this computer's one seat);
``refused{code}`` becomes ``rejected(code, "")``. It keeps the round's events
itself (``RoundLog``, the match's own rule) for the move log and the plates.

Who sits where comes from ``seats``: this computer's seat is the one person
here (``HUMAN``); every other person, at another computer or at the host's, is
``REMOTE``; bots are their level. A person whose connection dropped is
``AWAY``; one whose seat the host handed to a bot (``bot`` in ``seats``) is
``COVERED``.

Decisions where PROTOCOL.md is silent (the client's side):

- The player says ``ready`` as soon as they are welcomed into a lobby: joining
  is being ready (``hand-desktop-host`` starts when every remote seat is).
- A first connection that is not welcomed within ``join_timeout_ms`` gives up
  (``failed("unreachable")``) instead of retrying for ten minutes: the player
  is at the join dialog and wants to know. Likewise a host gone from its lobby
  for ``lobby_patience_ms`` (30 s) has closed the table (``failed("closed")``). After a welcome, drops are retried
  as the transport does (``Link.RECONNECTING``), and giving up is ``Link.LOST``.
- An update whose ``rev`` is the one already shown (a rejoin) refreshes the
  view but replays no events; a message that does not read as the core's
  values is logged and ignored (the next update brings the whole view again).
- Whether the match is over is read from the last round's view (the last round
  chosen is played and no deciding round follows) or ``match_over``, whichever
  comes first: the round's last ``update`` comes before ``match_over``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from enum import Enum
from typing import Any

from PySide6.QtCore import QObject, QTimer, Signal

from hand_desktop.core.actions import Action, action_to_json
from hand_desktop.core.events import Event, RoundEnded
from hand_desktop.core.round_log import RoundLog
from hand_desktop.core.rules import ErrorCode, Rules
from hand_desktop.core.scoring import RoundResult
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.core.summary import MatchSummary, standings, team_totals
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView
from hand_desktop.core.wire import (
    WireError,
    event_from_json,
    result_from_json,
    summary_from_json,
    view_from_json,
)
from hand_desktop.net.codes import NotSent
from hand_desktop.net.transport import ClientConnection
from hand_desktop.ui.sessions.session import DEFAULT_ANIMATION_MS, Applied, Link, Presence, Session

log = logging.getLogger(__name__)

JOIN_TIMEOUT_MS = 6000
LOBBY_PATIENCE_MS = 30_000  # a host gone from its lobby this long has closed the table
CHAT_LIMIT = 200  # PROTOCOL.md section 5


class JoinFailure(Enum):
    """Why a table could not be joined, or was lost: the host's reject codes and the client's own."""

    VERSION = "version"
    BAD_TOKEN = "bad_token"
    BAD_CODE = "bad_code"
    FULL = "full"
    BUSY = "busy"
    UNREACHABLE = "unreachable"  # no host answered at that address
    REPLACED = "replaced"  # the seat was taken up elsewhere, or the host gave it away
    CLOSED = "closed"  # the host went away and did not come back


@dataclass(frozen=True)
class SeatState:
    """One seat as the host's ``seats`` message tells it."""

    name: str
    kind: str  # the wire's kind: remote, local, easy, medium, hard
    connected: bool
    ready: bool
    open: bool  # a remote seat nobody holds yet
    bot: str | None  # the bot level playing this person's seat while they are away

    @classmethod
    def from_json(cls, data: Any) -> SeatState:
        d = data if isinstance(data, dict) else {}
        name, kind, bot = d.get("name"), d.get("kind"), d.get("bot")
        return cls(
            name=name if isinstance(name, str) else "",
            kind=kind if isinstance(kind, str) else "remote",
            connected=d.get("connected") is True,
            ready=d.get("ready") is True,
            open=d.get("open") is True,
            bot=bot if isinstance(bot, str) else None,
        )

    @property
    def person(self) -> bool:
        return self.kind in ("remote", "local")


def _kind(entry: SeatState) -> SeatKind:
    """How this computer sees a seat that is not its own: a person elsewhere, or a bot level."""
    try:
        kind = SeatKind.from_wire(entry.kind)
    except ValueError:
        return SeatKind.REMOTE
    return kind if kind.is_bot else SeatKind.REMOTE


class RemoteSession(Session):
    """A table at another computer: one seat here, everything else what the host says."""

    joined = Signal()  # welcomed at the table (the lobby, or straight into a running match)
    started = Signal()  # the first view arrived: the table can be shown
    failed = Signal(str)  # a JoinFailure value: the table could not be joined, or was lost

    def __init__(self, connection: ClientConnection, animation_ms: int = DEFAULT_ANIMATION_MS,
                 parent: QObject | None = None, *, join_timeout_ms: int = JOIN_TIMEOUT_MS,
                 lobby_patience_ms: int = LOBBY_PATIENCE_MS) -> None:
        super().__init__(parent, animation_ms)
        self.connection = connection
        self.state = connection.state
        self._entries: tuple[SeatState, ...] = ()
        self._view: PlayerView | None = None
        self._rev: int | None = None
        self._last: tuple[Event, ...] = ()
        self._log = RoundLog()
        self._history: list[Event] = []  # every event this seat saw, for the record
        self._results: dict[int, RoundResult] = {}  # per round number
        self._summary: MatchSummary | None = None  # the host's, if it sent one
        self._over: dict[str, Any] | None = None  # match_over's totals and winner
        self._link = Link.CONNECTED
        self._welcomed = False
        self._failure: JoinFailure | None = None
        self._closed = False
        connection.received.connect(self._on_message)
        connection.connectedChanged.connect(self._on_connected)
        connection.gaveUp.connect(self._on_gave_up)
        self._join_timer = QTimer(self)
        self._join_timer.setSingleShot(True)
        self._join_timer.timeout.connect(self._join_timed_out)
        self._join_timeout_ms = join_timeout_ms
        self._lobby_timer = QTimer(self)
        self._lobby_timer.setSingleShot(True)
        self._lobby_timer.setInterval(lobby_patience_ms)
        self._lobby_timer.timeout.connect(self._lobby_gone)

    def connect_to_table(self) -> None:
        """Open the connection (``joined``, then ``started`` or ``failed`` follow)."""
        self._join_timer.start(self._join_timeout_ms)
        self.connection.start()

    # ------------------------------------------------------------------ who sits where

    @property
    def own_seat(self) -> int | None:
        return self.state.seat

    @property
    def seat_states(self) -> tuple[SeatState, ...]:
        """Every seat as the host last told it (the lobby's list)."""
        if self._entries:
            return self._entries
        return tuple(SeatState(n, "remote", False, False, False, None) for n in self.state.names)

    @property
    def seats(self) -> tuple[Seat, ...]:
        own = self.state.seat
        return tuple(
            Seat(entry.name, SeatKind.HUMAN if i == own else _kind(entry))
            for i, entry in enumerate(self.seat_states)
        )

    @property
    def rules(self) -> Rules | None:
        """The table's rules from ``welcome`` (None before it, or if they do not read)."""
        try:
            return Rules.from_json(self.state.rules) if self.state.rules else None
        except (ValueError, TypeError):
            return None

    @property
    def table_id(self) -> str | None:
        """The host's id of the table (from ``welcome``)."""
        return self.state.table

    def seen_events(self) -> tuple[Event, ...]:
        """Every event this seat saw since it joined, in order (a rejoin after a restart
        sees only the rest of the match)."""
        return tuple(self._history)

    @property
    def failure(self) -> JoinFailure | None:
        return self._failure

    @property
    def has_view(self) -> bool:
        return self._view is not None

    # ------------------------------------------------------------------ what the table reads

    def view_for(self, seat: int) -> PlayerView:
        if self._view is None:
            raise LookupError("no view yet: the match has not started")
        if seat != self._view.seat:
            raise ValueError(f"this computer sees only seat {self._view.seat}, not seat {seat}")
        return self._view

    def events_for(self, seat: int) -> tuple[Event, ...]:
        return self._last if seat == self.state.seat else ()

    def recent_events(self, seat: int, viewer: int) -> tuple[Event, ...]:
        return self._log.recent(seat) if viewer == self.state.seat else ()

    def round_events(self, viewer: int) -> tuple[Event, ...]:
        return self._log.events if viewer == self.state.seat else ()

    def summary(self) -> MatchSummary:
        if self._summary is not None:
            return self._summary
        view = self.view_for(self.state.seat if self.state.seat is not None else -1)
        totals = tuple(view.scores)
        over = self._match_over(view)
        ranks = standings(totals, view.rules.partners)
        winner = self._over.get("winner") if self._over is not None else None
        if over and not isinstance(winner, int):
            winner = ranks.index(min(ranks))
        names = tuple(seat.name for seat in self.seats)
        return MatchSummary(
            names=names, kinds=tuple(seat.kind for seat in self.seats), rules=view.rules,
            results=tuple(self._results[n] for n in sorted(self._results)), totals=totals,
            team_totals=team_totals(totals) if view.rules.partners else None, standings=ranks,
            round_number=max(1, view.round_number or 1), deciding=view.deciding,
            round_over=view.phase is Phase.OVER, over=over, winner=winner if over else None,
        )

    def _match_over(self, view: PlayerView) -> bool:
        if self._over is not None:
            return True
        last_round = (view.round_number or 0) >= view.rules.rounds
        return view.phase is Phase.OVER and last_round and not view.deciding

    # ------------------------------------------------------------------ commands

    def start(self) -> None:
        """Nothing to start here: the host drives the match."""

    def submit(self, action: Action) -> None:
        if self._closed or self._view is None:
            return None
        if action.seat != self.state.seat:
            self.rejected.emit(ErrorCode.NOT_YOUR_TURN.value, "only this computer's seat is played here")
            return None
        if not self.connection.act(action_to_json(action)):
            self.rejected.emit(NotSent.OFFLINE.value, "not connected to the host")
        return None

    def next_round(self) -> None:
        """Tell the host this player is ready for the next deal (it deals when everyone is)."""
        if self._view is None or self._view.phase is not Phase.OVER or self._match_over(self._view):
            self.rejected.emit(ErrorCode.WRONG_PHASE.value, "the round is not over, or the match is")
            return None
        if not self.connection.ready():
            self.rejected.emit(NotSent.OFFLINE.value, "not connected to the host")
        return None

    def shutdown(self) -> None:
        """Leave the table (``bye``: the seat stays reserved for the token)."""
        if self._closed:
            return
        self._closed = True
        self._join_timer.stop()
        self._lobby_timer.stop()
        self.connection.stop(say_bye=True)

    # ------------------------------------------------------------------ the network's extras

    @property
    def can_chat(self) -> bool:
        return True

    def send_chat(self, text: str) -> None:
        line = " ".join(text.split())[:CHAT_LIMIT]
        if line and not self._closed:
            self.connection.send(self.state.say(line))

    def presence(self, seat: int) -> Presence:
        entries = self.seat_states
        if seat == self.state.seat or not 0 <= seat < len(entries):
            return Presence.HERE
        entry = entries[seat]
        if not entry.person or entry.connected or entry.open and self._view is None:
            return Presence.HERE
        return Presence.COVERED if entry.bot is not None else Presence.AWAY

    @property
    def link(self) -> Link:
        return self._link

    # ------------------------------------------------------------------ the host's messages

    def _on_message(self, m: dict[str, Any]) -> None:
        kind = m.get("type")
        try:
            if kind == "welcome":
                self._on_welcome()
            elif kind == "seats":
                self._entries = tuple(SeatState.from_json(s) for s in self.state.seats)
                self.presence_changed.emit()
            elif kind == "update":
                self._on_update(m)
            elif kind == "refused":
                code = m.get("code")
                self.rejected.emit(code if isinstance(code, str) else ErrorCode.BAD_INPUT.value, "")
            elif kind == "round_over":
                self._note_result(m.get("result"))
            elif kind == "match_over":
                self._on_match_over(m)
            elif kind == "chat":
                seat, text = m.get("seat"), m.get("text")
                again = m.get("old") is True and self.state.welcomes > 1  # kept from before the drop
                if isinstance(seat, int) and isinstance(text, str) and not again:
                    self.chat_received.emit(seat, text[:CHAT_LIMIT])
        except WireError as exc:
            log.error("the host sent a %s that does not read: %s", kind, exc)

    def _on_welcome(self) -> None:
        self._join_timer.stop()
        self._lobby_timer.stop()
        first = not self._welcomed
        self._welcomed = True
        self._set_link(Link.CONNECTED)
        if first:
            self.joined.emit()
            if self.state.rev is None:
                self.connection.ready()  # joining a lobby is being ready to play

    def _on_update(self, m: dict[str, Any]) -> None:
        view = view_from_json(m.get("view"))
        rev = m.get("rev")
        fresh = rev != self._rev
        events = tuple(event_from_json(e) for e in m.get("events") or []) if fresh else ()
        first = self._view is None
        self._view, self._rev = view, rev if isinstance(rev, int) else self._rev
        self._last = events
        self._log.note(events)
        self._history += events
        ended = next((e.result for e in events if isinstance(e, RoundEnded)), None)
        if ended is not None and view.round_number is not None:
            self._results[view.round_number] = ended
        if first:
            self.started.emit()
        self.applied.emit(Applied.after(self._rev or 0, ((view.seat, events),), self._match_over(view),
                                        None if view.phase is Phase.OVER else view.turn))

    def _note_result(self, data: Any) -> None:
        if self._view is not None and self._view.round_number is not None and data is not None:
            self._results.setdefault(self._view.round_number, result_from_json(data))

    def _on_match_over(self, m: dict[str, Any]) -> None:
        self._over = {"totals": m.get("totals"), "winner": m.get("winner")}
        if "summary" in m:  # a host may send its whole summary (fields may be added)
            self._summary = summary_from_json(m["summary"])

    # ------------------------------------------------------------------ the connection

    def _on_connected(self, up: bool) -> None:
        if up or self._closed:
            return
        if self._over is not None or (self._view is not None and self._match_over(self._view)):
            return  # the match is over: the host closing is no loss
        self._set_link(Link.RECONNECTING)
        if self._view is None:
            self._lobby_timer.start()  # in the lobby: a host that stays away has closed the table

    def _lobby_gone(self) -> None:
        if self._closed or self._view is not None or self._link is not Link.RECONNECTING:
            return
        self.connection.stop(say_bye=False)
        self._fail(JoinFailure.CLOSED)

    def _on_gave_up(self, _reason: str) -> None:
        self._join_timer.stop()
        self._fail(self._failure_of())

    def _failure_of(self) -> JoinFailure:
        rejected = self.state.rejected
        if rejected is not None:
            try:
                return JoinFailure(rejected.get("code"))
            except ValueError:
                return JoinFailure.CLOSED
        error = self.state.error
        if error is not None and error.get("code") == "replaced":
            return JoinFailure.REPLACED
        return JoinFailure.CLOSED if self._welcomed else JoinFailure.UNREACHABLE

    def _join_timed_out(self) -> None:
        if self._welcomed or self._closed:
            return
        self.connection.stop(say_bye=False)
        self._fail(JoinFailure.UNREACHABLE)

    def _fail(self, failure: JoinFailure) -> None:
        if self._failure is not None:
            return
        self._failure = failure
        if self._welcomed:
            self._set_link(Link.LOST)
        self.failed.emit(failure.value)

    def _set_link(self, link: Link) -> None:
        if link is not self._link:
            self._link = link
            self.link_changed.emit()
