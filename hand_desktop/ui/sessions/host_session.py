"""``HostSession``: a table hosted at this computer, behind the ``Session`` seam.

The match, the seed, the bots and the autosave stay here; other computers join
over the network (PROTOCOL.md). It puts together the sans-IO ``TableHost``
(seats, tokens, join code, grace time, every seat's validation), the
``HostServer`` (QTcpServer, on the GUI thread) and the discovery answerer.

- Every seat acts through ``TableHost``: a person at this computer (a hot-seat
  ``HUMAN`` seat, ``local`` on the wire) through ``TableHost.submit``, a bot
  likewise, a client through its connection; one validation for all.
- Bots think on a worker thread exactly as in ``LocalSession`` (its relay and
  jobs are reused); their answer is applied on the GUI thread through the host,
  and only if the table is still where the bot was asked (same ``rev``, same seat
  and level), so an answer for a state that moved on is dropped.
- After every log entry the match is saved (``host_files.TableFiles``, the same
  files as ``hand-desktop-host``: the match's save and the seat file with token
  hashes only) and the change is reported as one ``Applied``, like a local game,
  once the host's messages of that batch have been sent.
- ``presence`` reads the host's seats: a remote seat whose person is gone is
  ``AWAY``; one a bot plays until the person is back is ``COVERED``.

Every write of the table's files is watched: when one fails, ``save_problem``
says why and ``saving_changed`` fires (once, not once a move); when the files
can be written again it clears. The window shows the local autosave's box and
says in the status bar that the table is not being saved.

Before ``start_match`` the session is the lobby: ``lobby_changed`` fires whenever
someone joins or leaves; the views and the summary exist only once the match runs.
"""

from __future__ import annotations

import logging
import secrets
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QObject, Signal

from hand_desktop import __version__
from hand_desktop.core.actions import Action, action_to_json
from hand_desktop.core.driver import Bots
from hand_desktop.core.events import Event
from hand_desktop.core.match import Match
from hand_desktop.core.rules import ErrorCode, Rules
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.core.summary import MatchSummary
from hand_desktop.core.view import PlayerView
from hand_desktop.core.wire import rules_to_json
from hand_desktop.host_files import Saved, TableFiles
from hand_desktop.net import codes
from hand_desktop.net.address import DEFAULT_PORT, DISCOVERY_PORT
from hand_desktop.net.host import Output, SeatConfig, TableConfig, TableHost
from hand_desktop.net.match_game import MatchGame
from hand_desktop.net.security import new_join_code
from hand_desktop.net.transport import HostServer
from hand_desktop.ui.sessions.session import DEFAULT_ANIMATION_MS, Applied, Presence, Session
from hand_desktop.ui.sessions.thinking import WorkerThinker

log = logging.getLogger(__name__)

DEFAULT_GRACE = 60.0
NET_BOT_FLOOR_MS = 100  # the fastest a bot moves at a hosted table (bot_delay_ms)

@dataclass(frozen=True)
class HostOptions:
    """How the table is offered on the network."""

    name: str  # the table's name, as finders list it
    code: bool = True  # a join code is asked of whoever joins
    grace: float = DEFAULT_GRACE  # seconds before a bot plays an absent person's turn; 0 = wait for ever
    port: int = DEFAULT_PORT  # TCP; when it is taken, any free port
    bind: str = "0.0.0.0"  # tests: 127.0.0.1
    discovery: bool = True
    discovery_port: int = DISCOVERY_PORT  # tests: another UDP port
    log_folder: Path | None = None  # where the host log is kept (``host_log``); None: not kept

    def to_json(self) -> dict[str, Any]:
        """What the seat file keeps of the options (the port: the clients come back to it)."""
        return {"name": self.name, "grace": self.grace, "port": self.port}


class HostSession(Session):
    """A match hosted at this computer: the lobby first, then the match, over ``TableHost``.

    Signals (besides ``Session``'s):
        lobby_changed(): the seats changed (someone joined, left, or a seat changed kind).
        started(): the match began (``start_match``, or at once for a resumed table).
    """

    lobby_changed = Signal()
    started = Signal()
    saving_changed = Signal()  # ``save_problem`` appeared or went away

    def __init__(
        self,
        rules: Rules,
        seats: Sequence[Seat],
        options: HostOptions,
        files: TableFiles,
        *,
        seed: int | None = None,
        saved: Saved | None = None,
        animation_ms: int = DEFAULT_ANIMATION_MS,
        clock: Callable[[], float] = time.monotonic,
        parent: QObject | None = None,
    ) -> None:
        """A new table in its lobby, or (``saved`` with a match) the table left in ``files``."""
        super().__init__(parent, animation_ms)
        rules.check_players(len(seats))
        self.rules = rules
        self.options = options
        self.files = files
        self._clock = clock
        self.match: Match | None = saved.match if saved is not None else None
        self._seed = self.match.seed if self.match is not None else (
            secrets.randbits(62) if seed is None else seed)
        self.table_id = saved.table if saved is not None else "t-" + secrets.token_urlsafe(12)
        code = saved.code if saved is not None else (new_join_code() if options.code else None)
        config = TableConfig(
            table=self.table_id, app=__version__,
            seats=tuple(SeatConfig(s.kind, s.name) for s in seats),
            rules=rules_to_json(rules), code=code, grace=options.grace,
            default_name=_default_name,
        )
        game = MatchGame(self.match, self._changed) if self.match is not None else None
        self.host = TableHost(config, self._new_game, game=game,
                              token_digests=saved.digests if saved is not None else None,
                              names=saved.names if saved is not None else None, now=clock())
        # The bots move through the server's driver, as the headless host's, thinking on a worker
        # thread at this table's pace, once the table is shown (``start``).
        self._thinker = WorkerThinker(self)
        self.server = HostServer(self.host, Bots(self._seed), clock=clock,
                                 bot_delay_ms=lambda: self.bot_delay_ms, think=self._thinker,
                                 think_ms=lambda: self.bot_think_ms,
                                 start_bots=False, parent=self)
        self.server.changed.connect(self._after_batch)
        self.responder: Any = None
        self._save_errors: dict[str, str] = {}  # per file ("match", "seats", "hands"): why it failed
        self.hands_problem: str | None = None  # why the kept hand orders were set aside, if they were
        self._log_handler: Any = None
        self._reports: list[Applied] = []
        self._seen_seats = self.host.seats()
        self._digests = self.host.token_digests()
        self._chat_seen = 0
        self._closed = False

    @classmethod
    def resume(cls, saved: Saved, files: TableFiles, *, animation_ms: int = DEFAULT_ANIMATION_MS,
               network: dict[str, Any] | None = None, parent: QObject | None = None) -> HostSession:
        """The table left in ``files`` (its match running): the clients rejoin with their tokens.

        Its options are those it was saved with (name, join code, grace, port); ``network``
        replaces some of them (tests: ``bind``, ``discovery``).
        """
        if saved.match is None:
            raise ValueError("only a table whose match had started can be resumed")
        # host_files checked every option's type and range (a wrong one set the file aside).
        opts = HostOptions(
            name=saved.options.get("name", ""),
            code=saved.code is not None,
            grace=saved.options.get("grace", DEFAULT_GRACE),
            port=saved.options.get("port", DEFAULT_PORT),
        )
        opts = replace(opts, **(network or {}))
        seats = [Seat(name, kind) for name, kind in zip(saved.names, saved.kinds, strict=True)]
        return cls(saved.match.rules, seats, opts, files, saved=saved, animation_ms=animation_ms,
                   parent=parent)

    # ------------------------------------------------------------------ the lobby

    def open(self) -> bool:
        """Listen for players (and answer table searches); False when no port could be had."""
        o = self.options
        if not self.server.listen(o.bind, o.port) and not (o.port and self.server.listen(o.bind, 0)):
            log.error("cannot listen on %s: %s", o.bind, self.server.error)
            return False
        if o.discovery:
            from hand_desktop.net.discovery import DiscoveryResponder

            self.responder = DiscoveryResponder(self._answer, bind=o.bind, port=o.discovery_port, parent=self)
            if not self.responder.start():
                log.warning("table search answers are off: UDP port %d is taken", o.discovery_port)
        if self.options.port != self.server.port:
            self.options = replace(self.options, port=self.server.port)  # a resumed table comes back here
        if o.log_folder is not None:
            from hand_desktop import host_log

            self._log_handler = host_log.attach(o.log_folder)
        self._save_seats()
        return True

    @property
    def bot_delay_ms(self) -> int:
        """A local table's pace, but never under ``NET_BOT_FLOOR_MS``: with instant animations
        the bots would otherwise move as fast as they think, and a client that answers every
        ``update`` at once would pass PROTOCOL.md's rate limit (20 a second)."""
        return max(super().bot_delay_ms, NET_BOT_FLOOR_MS)

    @property
    def save_problem(self) -> str | None:
        """Why the table's files cannot be written now (None while they are saved)."""
        return next(iter(self._save_errors.values()), None)

    @property
    def port(self) -> int:
        return self.server.port

    @property
    def code(self) -> str | None:
        return self.host.code

    @property
    def running(self) -> bool:
        return self.host.game is not None

    def lobby_seats(self) -> list[dict[str, Any]]:
        """The seats as the wire lists them (name, kind, connected, ready, open, bot)."""
        return self.host.seats()

    def can_start(self) -> bool:
        return self.host.can_start()

    def make_computer(self, seat: int, kind: SeatKind = SeatKind.MEDIUM) -> None:
        """In the lobby: a network seat becomes a computer player (whoever held it loses it)."""
        self._run(self.host.set_kind(seat, kind))

    def start_match(self) -> None:
        """Press Start: deal, tell everyone, and show the table (``started``)."""
        self._run(self.host.start(self._clock()))
        self.started.emit()

    # ------------------------------------------------------------------ during play

    def take_over(self, seat: int, kind: SeatKind = SeatKind.MEDIUM) -> None:
        """A computer player plays the network ``seat`` until the host gives it back (or its person rejoins)."""
        self._run(self.host.take_over(seat, kind))

    def hand_back(self, seat: int) -> None:
        self._run(self.host.hand_back(seat))

    def covered(self, seat: int) -> bool:
        return self.host.seats()[seat]["bot"] is not None

    @property
    def between_rounds(self) -> bool:
        return self.match is not None and self.match.round.over and not self.match.over

    def start_next_round_now(self) -> None:
        """The host deals the next round without waiting for everyone to be ready."""
        self._run(self.host.start_next_round(self._clock()))

    # ------------------------------------------------------------------ Session: queries

    @property
    def seats(self) -> tuple[Seat, ...]:
        kinds = [SeatKind.from_wire(s["kind"]) for s in self.host.seats()]
        return tuple(Seat(name, kind) for name, kind in zip(self.host.names(), kinds, strict=True))

    def view_for(self, seat: int) -> PlayerView:
        return self._match().view_for(seat)

    def summary(self) -> MatchSummary:
        return self._match().summary(tuple(s.kind for s in self.seats))

    def events_for(self, seat: int) -> tuple[Event, ...]:
        return self._match().events_for(seat)

    def recent_events(self, seat: int, viewer: int) -> tuple[Event, ...]:
        return self._match().recent_events(seat, viewer)

    def round_events(self, viewer: int) -> tuple[Event, ...]:
        return self._match().round_events(viewer)

    @property
    def rev(self) -> int:
        return len(self._match().log)

    @property
    def can_chat(self) -> bool:
        return bool(self.human_seats)

    def send_chat(self, text: str) -> None:
        """The host's line goes to everyone, said by this computer's first person's seat."""
        if self.human_seats:
            self._run(self.host.say(self.human_seats[0], text))

    def presence(self, seat: int) -> Presence:
        s = self.host.seats()[seat]
        if s["kind"] != SeatKind.REMOTE.wire or s["open"] and not self.running:
            return Presence.HERE
        if s["bot"] is not None:
            return Presence.COVERED
        return Presence.HERE if s["connected"] else Presence.AWAY

    # ------------------------------------------------------------------ Session: commands

    def start(self) -> None:
        """The table is shown: bots move from now on."""
        self._after_batch()
        self.server.bots.start()

    def submit(self, action: Action) -> bool:
        """A person at this computer acts: through ``TableHost.submit``, as every seat does."""
        if self._closed or self.host.game is None:
            self.rejected.emit(ErrorCode.WRONG_PHASE.value, "no match in play")
            return False
        if not self.seats[action.seat].is_human:
            self.rejected.emit(ErrorCode.NOT_YOUR_TURN.value, "that seat is not played at this computer")
            return False
        wire = action_to_json(action)
        del wire["seat"]
        code, outputs = self.host.submit(action.seat, wire, self._clock())
        if code is not None:
            self.rejected.emit(code.value, "")
            return False
        self._run(outputs)
        return True

    def next_round(self) -> None:
        """This computer's people are ready for the next round; it is dealt once everyone is.

        With nobody here to be ready, the table waits for the network's players (or the
        host's ``start_next_round_now``, or the pause between rounds).
        """
        if not self.between_rounds:
            self.rejected.emit(ErrorCode.WRONG_PHASE.value, "the round is not over, or the match is")
            return
        now = self._clock()
        for seat in self.human_seats:
            if self.between_rounds:
                self._run(self.host.mark_ready(seat, now))

    def shutdown(self) -> None:
        """Stop: close every connection, stop answering, wait for a bot that is thinking.

        The table's files stay (the match can be resumed and its players rejoin);
        ``cancel`` is for a table given up.
        """
        if self._closed:
            return
        self._closed = True
        self.server.bots.stop()
        self._thinker.shutdown()
        self.server.close()
        if self.responder is not None:
            self.responder.close()
        from hand_desktop import host_log

        host_log.detach(self._log_handler)
        self._log_handler = None

    def cancel(self) -> None:
        """Close the table for good (the lobby's Cancel): nothing is left to resume."""
        self.shutdown()
        self.files.remove()  # never raises; files it could not remove are offered again, and set aside

    def save(self) -> None:
        """Write the match (the window's autosave hook; the files are written after every change anyway)."""
        if self.match is not None:
            self._save_match()

    def save_hands(self, arrangement: dict[int, tuple[tuple[str, ...], str | None]]) -> None:
        """Keep the hot-seat people's hand orders beside the match (``hands.json``), for a resume."""
        from hand_desktop.ui.storage import arrangement_to_json

        if self.match is None or self.match.over:
            return
        self._write("hands", lambda: self.files.save_hands(arrangement_to_json(arrangement)))

    def saved_hands(self) -> dict[int, tuple[tuple[str, ...], str | None]]:
        """The hand orders kept for a resumed table ({} when none). A file that does not read,
        or not as hand orders, is set aside and ``hands_problem`` says why (the window tells)."""
        from hand_desktop.ui.storage import arrangement_from_json

        match = self.match
        if match is None:
            return {}
        hands, self.hands_problem = self.files.load_hands(lambda data: arrangement_from_json(data, match.players))
        if self.hands_problem is not None:
            log.warning("the hosted table's hand orders cannot be used (%s); the hands show as dealt",
                        self.hands_problem)
        return hands or {}

    # ------------------------------------------------------------------ internals

    def _match(self) -> Match:
        if self.match is None:
            raise RuntimeError("the match has not started")
        return self.match

    def _new_game(self, names: list[str]) -> MatchGame:
        kinds = tuple(s.kind for s in self.seats)
        self.match = Match(self.rules, len(names), self._seed, list(names), kinds=kinds)
        self._save_match()
        return MatchGame(self.match, self._changed)

    def _answer(self) -> dict[str, Any]:
        return {"proto": codes.PROTO_RANGE[1], "app": __version__, "table": self.table_id,
                "name": self.options.name[:64], "port": self.server.port,
                "variant": self.rules.variant.value, "rounds": self.rules.rounds,
                "seats": self.host.seats(), "code": self.host.code is not None}

    def _run(self, outputs: list[Output]) -> None:
        self.server.run(outputs)  # ``changed`` follows: _after_batch

    def _changed(self) -> None:
        """A new log entry (inside the host's handling): save, and keep its report for after the batch."""
        match = self._match()
        self._save_match()
        self._reports.append(Applied.of_match(match, self.viewers))

    def _after_batch(self) -> None:
        """The host's messages of one batch went out: tell the window, save the seats, ask a bot."""
        if self._closed:
            return
        if self.host.token_digests() != self._digests:
            self._digests = self.host.token_digests()
            self._save_seats()
        seats = self.host.seats()
        if seats != self._seen_seats:
            self._seen_seats = seats
            self.lobby_changed.emit()
            self.presence_changed.emit()
        log_ = self.host.chat_log
        while self._chat_seen < len(log_):
            seat, text = log_[self._chat_seen]
            self._chat_seen += 1
            self.chat_received.emit(seat, text)
        self._chat_seen = min(self._chat_seen, len(log_))
        reports, self._reports = self._reports, []
        for report in reports:
            if report.match_over:
                self.files.remove()  # nothing to resume any more
            self.applied.emit(report)

    def _save_match(self) -> None:
        match = self.match
        if match is None or match.over:
            return
        self._write("match", lambda: self.files.save_match(match))

    def _save_seats(self) -> None:
        if self.match is not None and self.match.over:
            return
        self._write("seats", lambda: self.files.save_seats(
            self.table_id, self.host.code, [s["kind"] for s in self.host.seats()],
            self.host.names(), self.host.token_digests(), self.options.to_json()))

    def _write(self, which: str, write: Callable[[], None]) -> None:
        """Write one of the table's files; a failure (or the end of one) changes ``save_problem``
        and is logged once, not at every move."""
        before = self.save_problem
        try:
            write()
        except OSError as exc:
            if which not in self._save_errors:
                log.error("the hosted table's %s could not be saved: %s", which, exc)
            self._save_errors[which] = str(exc)
        else:
            self._save_errors.pop(which, None)
        if (before is None) != (self.save_problem is None):
            self.saving_changed.emit()


def _default_name(seat: int) -> str:
    from hand_desktop.ui.words.text import default_name

    return default_name(seat)

