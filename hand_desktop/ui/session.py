"""The session: what the table and the window talk to, and ``LocalSession``, a match at this computer.

``Session`` is the seam between the UI and a match wherever it is played. The
table and the window read only views, events and the summary from it and send
actions to it; they never see a ``Match`` or a ``Round``. ``submit`` does not
answer: the answer arrives as a signal, ``applied`` (one frozen ``Applied``
report of what changed) or ``rejected`` (a code), because a match hosted at
another computer answers after a round trip. ``LocalSession`` answers at once;
a ``RemoteSession`` speaking PROTOCOL.md (``update{rev, events, view}``,
``round_over``, ``match_over``, ``refused{code}``) will fit the same seam.

``LocalSession`` owns no game rules. It applies actions through the core's
``MatchRunner`` (which also says who acts next). Computer seats think on a
worker thread (a one-thread ``QThreadPool``) and see nothing but their own
``PlayerView``; their answer comes back to the GUI thread as a queued signal
and is applied there, so the match is only ever touched from the GUI thread.

Every request to a bot carries a *ticket*; any accepted action or round
change bumps the ticket, so an answer that arrives for a state that no
longer exists is dropped instead of applied.
"""

from __future__ import annotations

import contextlib
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QThreadPool, QTimer, Signal

from hand_desktop.core.actions import Action, Discard, Draw, MatchAction, token_of
from hand_desktop.core.events import Event, RoundEnded, RoundStarted
from hand_desktop.core.match import Match
from hand_desktop.core.moves import legal_actions
from hand_desktop.core.rules import ErrorCode, RuleError
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.scoring import RoundResult
from hand_desktop.core.seats import LOCAL_KINDS, Seat
from hand_desktop.core.summary import MatchSummary
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView

log = logging.getLogger(__name__)

# A computer move waits this long at the default animation speed, so a person can follow it.
BOT_PACE_MS = 600
DEFAULT_ANIMATION_MS = 250


BotFactory = Callable[[str, int], Any]  # (level, seed) -> object with choose(view) -> Action


def _default_bot_factory(level: str, seed: int) -> Any:
    from hand_desktop.core.bots import make_bot

    return make_bot(level, seed)


def safe_action(view: PlayerView) -> Action | None:
    """A move that is always accepted when any is: draw from the stock, else the first discard.

    Used only when a bot fails, so a bug in a bot never stalls the match.
    """
    if view.phase is Phase.DRAW:
        return Draw(view.seat, "stock")
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


@dataclass(frozen=True)
class Applied:
    """What one accepted change did, as this computer may see it (the ``applied`` signal's value).

    ``seen`` holds the change's events per seat whose cards this computer may show
    (its people; seat 0 when only computers play), each already redacted for that
    seat. A remote session fills it for its one seat from ``update{rev, events}``.
    """

    rev: int  # how many changes the match has taken (PROTOCOL.md's ``rev``)
    seen: tuple[tuple[int, tuple[Event, ...]], ...]
    round_started: RoundStarted | None = None  # a deal: the table starts afresh
    round_ended: RoundResult | None = None  # the round just ended, with every seat's cards
    match_over: bool = False
    to_act: int | None = None  # the seat whose move is awaited now; None between rounds and at the end

    def events(self, seat: int) -> tuple[Event, ...]:
        """The change's events as ``seat`` may see them (none for a seat not at this computer)."""
        return next((events for s, events in self.seen if s == seat), ())


class Session(QObject):
    """A match as the UI sees it: views, events and the summary out; actions in, answered by signal.

    Signals:
        applied(Applied): a change was accepted (a move, or a deal); read views and events again.
        rejected(str, str): the last ``submit`` or ``next_round`` was refused: the code (an
            ``ErrorCode`` value, or a PROTOCOL.md code) and a detail for the log (may be "").
    """

    applied = Signal(object)
    rejected = Signal(str, str)

    # ------------------------------------------------------------------ who sits where

    @property
    def seats(self) -> tuple[Seat, ...]:
        raise NotImplementedError

    @property
    def human_seats(self) -> list[int]:
        """The seats played by people at this computer (the table shows and takes their moves)."""
        return [s for s, seat in enumerate(self.seats) if seat.is_human]

    def is_human(self, seat: int) -> bool:
        return self.seats[seat].is_human

    def name(self, seat: int) -> str:
        """The seat's name as shown (a default name in the current language if it has none)."""
        from hand_desktop.ui.dialogs.common import default_name

        return self.seats[seat].name.strip() or default_name(seat)

    @property
    def viewers(self) -> list[int]:
        """Seats whose view this computer may show: its people, else seat 0 (a spectator's place)."""
        return self.human_seats or [0]

    # ------------------------------------------------------------------ what the table reads

    def view_for(self, seat: int) -> PlayerView:
        raise NotImplementedError

    def summary(self) -> MatchSummary:
        raise NotImplementedError

    def events_for(self, seat: int) -> tuple[Event, ...]:
        """The last accepted change's events, as ``seat`` may see them."""
        raise NotImplementedError

    def recent_events(self, seat: int, viewer: int) -> tuple[Event, ...]:
        """What ``seat`` did in its latest turn, as ``viewer`` may see it."""
        raise NotImplementedError

    def round_events(self, viewer: int) -> tuple[Event, ...]:
        """Every event of the round in play, as ``viewer`` may see them."""
        raise NotImplementedError

    # ------------------------------------------------------------------ commands (answered by signal)

    def start(self) -> None:
        """Begin play (bots move, people are asked)."""
        raise NotImplementedError

    def submit(self, action: Action) -> bool | None:
        """Send a person's action; ``applied`` or ``rejected`` follows (at once, or after a round trip).

        What it returns is for scripts and tests of one session class (a ``LocalSession``
        says at once whether it was accepted; a remote one returns None): the table and the
        window act on the signals only.
        """
        raise NotImplementedError

    def next_round(self) -> bool | None:
        """Ask for the next deal once a round is over; ``applied`` (with ``round_started``) follows."""
        raise NotImplementedError

    def shutdown(self) -> None:
        """Stop for good (threads, connections) before the session is dropped."""
        raise NotImplementedError

    # ------------------------------------------------------------------ pacing

    @property
    def animation_ms(self) -> int:
        raise NotImplementedError

    def set_animation_ms(self, ms: int) -> None:
        raise NotImplementedError


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
        super().__init__(parent)
        seats = list(match.seats) if seats is None else list(seats)
        if len(seats) != match.players:
            raise ValueError(f"{match.players} players need {match.players} seat configurations")
        if any(cfg.kind not in LOCAL_KINDS for cfg in seats):
            raise ValueError("a local table seats people at this computer and bots only")
        self._match = match
        self._runner = MatchRunner(match)  # who acts next; applies actions and deals
        self._seats = tuple(seats)
        self._autosave = autosave
        self._animation_ms = max(0, animation_ms)
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

    @property
    def animation_ms(self) -> int:
        return self._animation_ms

    def set_animation_ms(self, ms: int) -> None:
        self._animation_ms = max(0, ms)

    @property
    def bot_delay_ms(self) -> int:
        """How long a computer seat waits before moving: 0 when animations are instant."""
        return BOT_PACE_MS * self._animation_ms // DEFAULT_ANIMATION_MS

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
        self._pool.start(_BotJob(self._relay, ticket, self._bots[seat], view).run)

    def _on_decided(self, ticket: int, action: Action) -> None:
        if ticket != self._ticket or self._closed:
            return  # the state moved on while the bot was thinking
        seat = self._match.round.turn
        if action.seat != seat or not self._apply_bot(action):
            log.warning("bot at seat %d proposed a refused move %r; playing a safe move", seat, action)
            self._fallback(seat)

    def _on_failed(self, ticket: int, text: str) -> None:
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
