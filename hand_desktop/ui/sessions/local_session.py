"""``LocalSession``: a match played at this computer, behind the ``Session`` seam.

It owns no game rules. It applies actions through the core's ``MatchRunner``
(which also says who acts next) and reports each accepted change as one
``Applied``. Computer seats think on a worker thread (a one-thread
``QThreadPool``) and see nothing but their own ``PlayerView``; their answer
comes back to the GUI thread as a queued signal and is applied there, so the
match is only ever touched from the GUI thread.

Every request to a bot carries a *ticket*; any accepted action or round
change bumps the ticket, so an answer that arrives for a state that no
longer exists is dropped instead of applied.
"""

from __future__ import annotations

import contextlib
import functools
import logging
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from hand_desktop.core.actions import Action, Discard, Draw, DrawSource, MatchAction, token_of
from hand_desktop.core.events import Event, RoundEnded, RoundStarted
from hand_desktop.core.match import Match
from hand_desktop.core.moves import legal_actions
from hand_desktop.core.rules import ErrorCode, RuleError
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.seats import LOCAL_KINDS, Seat
from hand_desktop.core.summary import MatchSummary
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.sessions.session import DEFAULT_ANIMATION_MS, Applied, Session

log = logging.getLogger(__name__)


BotFactory = Callable[[str, int], Any]  # (level, seed) -> object with choose(view) -> Action


def _default_bot_factory(level: str, seed: int) -> Any:
    from hand_desktop.core.bots import make_bot

    return make_bot(level, seed)


def safe_action(view: PlayerView) -> Action | None:
    """A move that is always accepted when any is: draw from the stock, else the first discard.

    Used only when a bot fails, so a bug in a bot never stalls the match.
    """
    if view.phase is Phase.DRAW:
        return Draw(view.seat, DrawSource.STOCK)
    actions = legal_actions(view)
    discards = [a for a in actions if isinstance(a, Discard)]
    if discards:
        return discards[0]
    if actions:
        return actions[0]
    if view.hand:
        return Discard(view.seat, (token_of(view.hand[0]),))
    return None


class _Relay(QObject):
    """Carries a bot's answer from the worker thread back to the GUI thread."""

    decided = Signal(int, object)  # ticket, action
    failed = Signal(int, str)  # ticket, what went wrong


class _BotJob:
    """One computer move to think about, on the pool's worker thread.

    Handed to the pool as a plain callable, not as a ``QRunnable`` subclass: PySide
    6.11 kept about a third of auto-deleted ``QRunnable`` wrappers alive (each with
    its view and, through its bot, the old controller's bots), which the soak
    benchmark measured as memory growing round after round.
    """

    def __init__(self, relay: _Relay, ticket: int, bot: Any, view: PlayerView) -> None:
        self._relay = relay
        self._ticket = ticket
        self._bot = bot
        self._view = view

    def run(self) -> None:  # runs on the worker thread: touch only the view and the bot
        try:
            action = self._bot.choose(self._view)
        except Exception as exc:  # a bot bug must not kill the worker; the GUI falls back
            self._emit_failed(f"{type(exc).__name__}: {exc}")
            return
        # RuntimeError: the controller went away while the bot was thinking.
        with contextlib.suppress(RuntimeError):
            self._relay.decided.emit(self._ticket, action)

    def _emit_failed(self, text: str) -> None:
        with contextlib.suppress(RuntimeError):
            self._relay.failed.emit(self._ticket, text)


def _run_job(ref: weakref.ref[_BotJob]) -> None:
    """What the pool runs: the job, if the session still wants it.

    The pool gets only this function and a weak reference: PySide may keep the
    callable it was handed alive after it ran (or after ``clear()``), and then
    it keeps nothing of a view or a bot. The session holds each job until its answer.
    """
    job = ref()
    if job is not None:
        job.run()


class LocalSession(Session):
    """A match played at this computer: people and bots, hot-seat, pacing, an autosave hook."""

    def __init__(
        self,
        match: Match,
        seats: list[Seat] | None = None,
        animation_ms: int = DEFAULT_ANIMATION_MS,
        parent: QObject | None = None,
        *,
        bot_factory: BotFactory | None = None,
        autosave: Callable[[], None] | None = None,
    ) -> None:
        super().__init__(parent, animation_ms)
        seats = list(match.seats) if seats is None else list(seats)
        if len(seats) != match.players:
            raise ValueError(f"{match.players} players need {match.players} seat configurations")
        if any(cfg.kind not in LOCAL_KINDS for cfg in seats):
            raise ValueError("a local table seats people at this computer and bots only")
        self._match = match
        self._runner = MatchRunner(match)  # who acts next; applies actions and deals
        self._seats = tuple(seats)
        self._autosave = autosave
        factory = bot_factory or _default_bot_factory
        # One bot object per computer seat, seeded from the match so a game replays.
        self._bots = {
            s: factory(cfg.kind.value, match.seed * 10 + s)
            for s, cfg in enumerate(seats)
            if cfg.is_bot
        }
        self._ticket = 0
        self._started = False
        self._closed = False
        self._jobs: dict[int, _BotJob] = {}  # per ticket: the jobs asked and not answered yet
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # bots are not thread-safe; one thinks at a time
        self._relay = _Relay(self)
        self._relay.decided.connect(self._on_decided)
        self._relay.failed.connect(self._on_failed)

    # ------------------------------------------------------------------ queries

    @property
    def match(self) -> Match:
        """The match itself: for the owner of its life cycle (saves), never for the table."""
        return self._match

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self._seats

    def summary(self) -> MatchSummary:
        return self._match.summary(tuple(cfg.kind for cfg in self._seats))

    def view_for(self, seat: int) -> PlayerView:
        return self._match.view_for(seat)

    def events_for(self, seat: int) -> tuple[Event, ...]:
        return self._match.events_for(seat)

    def recent_events(self, seat: int, viewer: int) -> tuple[Event, ...]:
        return self._match.recent_events(seat, viewer)

    def round_events(self, viewer: int) -> tuple[Event, ...]:
        return self._match.round_events(viewer)

    @property
    def rev(self) -> int:
        return len(self._match.log)

    # ------------------------------------------------------------------ commands

    def start(self) -> None:
        self._started = True
        self._prompt()

    def submit(self, action: Action) -> bool:
        """Apply a person's ``action`` through the core: ``applied`` or ``rejected`` before this returns."""
        if self._closed:
            return False
        if not self._seats[action.seat].is_human:
            # A person may never move for a computer seat.
            self._reject(ErrorCode.NOT_YOUR_TURN, "that seat is played by the computer")
            return False
        return self._apply(action)

    def next_round(self) -> bool:
        action = self._runner.next_round_due()
        if action is None:
            self._reject(ErrorCode.WRONG_PHASE, "the round is not over, or the match is")
            return False
        return self._apply(action)

    def shutdown(self) -> None:
        """Stop asking bots and wait for a bot that is thinking (call before the app quits)."""
        self._closed = True
        self._ticket += 1
        self._pool.clear()
        self._pool.waitForDone()
        self._jobs.clear()

    # ------------------------------------------------------------------ internals

    def _reject(self, code: ErrorCode, message: str) -> None:
        self.rejected.emit(code.value, message)

    def _apply(self, action: MatchAction) -> bool:
        try:
            events = self._runner.apply(action)
        except RuleError as exc:
            self._reject(exc.code, exc.message)
            return False
        self._ticket += 1
        if self._autosave is not None:
            self._autosave()
        self.applied.emit(self._report(events))
        self._prompt()
        return True

    def _report(self, events: list[Event]) -> Applied:
        started = next((e for e in events if isinstance(e, RoundStarted)), None)
        ended = next((e.result for e in events if isinstance(e, RoundEnded)), None)
        return Applied(
            rev=self.rev,
            seen=tuple((seat, self._match.events_for(seat)) for seat in self.viewers),
            round_started=started,
            round_ended=ended,
            match_over=self._match.over,
            to_act=self._runner.to_act(),
        )

    def _prompt(self) -> None:
        """Ask the seat to move: a bot gets a job after the pace; a person moves when ready."""
        seat = self._runner.to_act()
        if not self._started or self._closed or seat is None or self._seats[seat].is_human:
            return
        ticket = self._ticket
        QTimer.singleShot(self.bot_delay_ms, self, lambda: self._ask_bot(ticket))

    def _ask_bot(self, ticket: int) -> None:
        if ticket != self._ticket or self._closed:
            return
        seat = self._match.round.turn
        view = self._match.view_for(seat)
        job = _BotJob(self._relay, ticket, self._bots[seat], view)
        self._jobs[ticket] = job
        self._pool.start(functools.partial(_run_job, weakref.ref(job)))

    def _on_decided(self, ticket: int, action: Action) -> None:
        self._jobs.pop(ticket, None)
        if ticket != self._ticket or self._closed:
            return  # the state moved on while the bot was thinking
        seat = self._match.round.turn
        if action.seat != seat or not self._apply_bot(action):
            log.warning("bot at seat %d proposed a refused move %r; playing a safe move", seat, action)
            self._fallback(seat)

    def _on_failed(self, ticket: int, text: str) -> None:
        self._jobs.pop(ticket, None)
        if ticket != self._ticket or self._closed:
            return
        seat = self._match.round.turn
        log.warning("bot at seat %d failed (%s); playing a safe move", seat, text)
        self._fallback(seat)

    def _apply_bot(self, action: Action) -> bool:
        # A bot's refused move is the bot's bug, not a person's mistake: no ``rejected``.
        if self._match.round.check(action) is not None:
            return False
        return self._apply(action)

    def _fallback(self, seat: int) -> None:
        action = safe_action(self._match.view_for(seat))
        if action is None or not self._apply_bot(action):
            log.error("no safe move for seat %d; the match is stuck", seat)
