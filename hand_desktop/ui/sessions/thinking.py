"""Computer players think on a worker thread, and answer on the GUI thread.

``WorkerThinker`` is the ``think`` a ``BotDriver`` (``core.driver``) is handed
by a table at this computer and by one hosted from the window: the bot chooses
on a one-thread ``QThreadPool`` from the seat's own view (a frozen value), and
its answer comes back to the GUI thread as a queued signal, so the match is
only ever touched from the GUI thread.
"""

from __future__ import annotations

import contextlib
import functools
import weakref

from PySide6.QtCore import QObject, QThreadPool, Signal

from hand_desktop.core.actions import Action
from hand_desktop.core.bots import Bot
from hand_desktop.core.driver import Answer
from hand_desktop.core.view import PlayerView


class _Relay(QObject):
    """Carries a bot's answer from the worker thread back to the GUI thread."""

    decided = Signal(int, object)  # job key, action
    failed = Signal(int, str)  # job key, what went wrong


class _BotJob:
    """One computer move to think about, on the pool's worker thread.

    Handed to the pool as a plain callable, not as a ``QRunnable`` subclass: PySide
    6.11 kept about a third of auto-deleted ``QRunnable`` wrappers alive (each with
    its view and, through its bot, the old controller's bots), which the soak
    benchmark measured as memory growing round after round.
    """

    def __init__(self, relay: _Relay, key: int, bot: Bot, view: PlayerView) -> None:
        self._relay = relay
        self._key = key
        self._bot = bot
        self._view = view

    def run(self) -> None:  # runs on the worker thread: touch only the view and the bot
        try:
            action = self._bot.choose(self._view)
        except Exception as exc:  # a bot bug must not kill the worker; the GUI falls back
            self._emit_failed(f"{type(exc).__name__}: {exc}")
            return
        # RuntimeError: the session went away while the bot was thinking.
        with contextlib.suppress(RuntimeError):
            self._relay.decided.emit(self._key, action)

    def _emit_failed(self, text: str) -> None:
        with contextlib.suppress(RuntimeError):
            self._relay.failed.emit(self._key, text)


def _run_job(ref: weakref.ref[_BotJob]) -> None:
    """What the pool runs: the job, if the thinker still wants it.

    The pool gets only this function and a weak reference: PySide may keep the
    callable it was handed alive after it ran (or after ``clear()``), and then
    it keeps nothing of a view or a bot. The thinker holds each job until its answer.
    """
    job = ref()
    if job is not None:
        job.run()


class WorkerThinker(QObject):
    """Bots choose on one worker thread (they are not thread-safe); answers come back here."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._pool = QThreadPool(self)
        self._pool.setMaxThreadCount(1)  # bots are not thread-safe; one thinks at a time
        self._relay = _Relay(self)
        self._relay.decided.connect(self._on_decided)
        self._relay.failed.connect(self._on_failed)
        self._key = 0
        self._waiting: dict[int, tuple[_BotJob, Answer]] = {}  # per key: the job and who wants its answer

    def __call__(self, bot: Bot, view: PlayerView, answer: Answer) -> None:
        self._key += 1
        job = _BotJob(self._relay, self._key, bot, view)
        self._waiting[self._key] = (job, answer)
        self._pool.start(functools.partial(_run_job, weakref.ref(job)))

    def shutdown(self) -> None:
        """Drop the jobs not started and wait for a bot that is thinking (before the app quits)."""
        self._pool.clear()
        self._pool.waitForDone()
        self._waiting.clear()

    def _on_decided(self, key: int, action: Action) -> None:
        waiting = self._waiting.pop(key, None)
        if waiting is not None:
            waiting[1](action, "")

    def _on_failed(self, key: int, text: str) -> None:
        waiting = self._waiting.pop(key, None)
        if waiting is not None:
            waiting[1](None, text)
