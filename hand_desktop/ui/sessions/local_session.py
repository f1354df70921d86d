"""``LocalSession``: a match played at this computer, behind the ``Session`` seam.

It owns no game rules. It applies actions through the core's ``MatchRunner``
(which also says who acts next) and reports each accepted change as one
``Applied``. Computer seats move through the core's ``BotDriver``, as at a
hosted table: they think on a worker thread (``WorkerThinker``) and see
nothing but their own ``PlayerView``; their answer comes back to the GUI
thread and is applied there, so the match is only ever touched from the GUI
thread. An answer for a state that no longer exists is dropped.
"""

from __future__ import annotations

import logging
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer

from hand_desktop.core.actions import Action, MatchAction
from hand_desktop.core.driver import BotDriver, BotFactory, Bots, Due
from hand_desktop.core.events import Event
from hand_desktop.core.match import Match
from hand_desktop.core.rules import ErrorCode, RuleError
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.seats import LOCAL_KINDS, Seat
from hand_desktop.core.summary import MatchSummary
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.sessions.session import DEFAULT_ANIMATION_MS, Applied, Session
from hand_desktop.ui.sessions.thinking import WorkerThinker

log = logging.getLogger(__name__)


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
        self._closed = False
        self._thinker = WorkerThinker(self)
        self.driver = BotDriver(
            Bots(match.seed, bot_factory), due=self._bot_due, view_for=match.view_for,
            submit=self._apply_bot, schedule=lambda ms, then: QTimer.singleShot(ms, self, then),
            pace_ms=lambda: self.bot_delay_ms, think=self._thinker,
            think_ms=lambda: self.bot_think_ms,
        )

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
        self.driver.start()

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
        self.driver.stop()
        self._thinker.shutdown()

    # ------------------------------------------------------------------ internals

    def _reject(self, code: ErrorCode, message: str) -> None:
        self.rejected.emit(code.value, message)

    def _apply(self, action: MatchAction) -> bool:
        try:
            self._runner.apply(action)
        except RuleError as exc:
            self._reject(exc.code, exc.message)
            return False
        if self._autosave is not None:
            self._autosave()
        self.applied.emit(Applied.of_match(self._match, self.viewers))
        self.driver.prompt()
        return True

    def _bot_due(self) -> Due | None:
        """A computer seat's move is awaited (a person moves when ready)."""
        seat = self._runner.to_act()
        if self._closed or seat is None or not self._seats[seat].is_bot:
            return None
        return Due(self.rev, seat, self._seats[seat].kind)

    def _apply_bot(self, action: Action) -> bool:
        # A bot's refused move is the bot's bug, not a person's mistake: no ``rejected``.
        if self._match.round.check(action) is not None:
            return False
        return self._apply(action)
