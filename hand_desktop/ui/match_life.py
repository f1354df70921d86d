"""The life of the match in play: start, resume, open, autosave, round summary, next round, match end.

``MatchLife`` owns the match in play, its ``LocalSession`` and its table (made
by the window's table factory). It saves the match after every accepted change
(atomically, see ``storage``), shows the round summary when a round ends, deals
the next round when the summary closes, and shows the winner when the match
ends. It changes game state only through the session, which goes through the
core. The window (menus, status bar, settings) listens to its signals.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QPushButton, QWidget

from hand_desktop.core.rules import Rules
from hand_desktop.core.seats import SeatKind
from hand_desktop.ui import storage
from hand_desktop.ui.storage import SavedGame

if TYPE_CHECKING:  # the match and its session load with the first match, off the start path
    from hand_desktop.core.match import Match
    from hand_desktop.core.scoring import RoundResult
    from hand_desktop.ui.dialogs.round_summary import MatchEndDialog, RoundSummaryDialog
    from hand_desktop.ui.local_session import LocalSession
    from hand_desktop.ui.main_window import MainWindow
    from hand_desktop.ui.session import Applied, Session

log = logging.getLogger(__name__)

CTX = "MainWindow"  # the texts were the window's: one context keeps the catalogues as they are

Arrangement = dict[int, tuple[tuple[str, ...], str | None]]


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def _fill(text: str, *values: object) -> str:
    from hand_desktop.ui.dialogs.common import fill

    return fill(text, *values)


class Table(Protocol):
    """What the window and the life cycle need of the widget in the middle (``TableWidget``)."""

    moveLogToggled: Signal

    def game_actions(self) -> list[QAction]: ...
    def arrangement(self) -> Arrangement: ...
    def restore_arrangement(self, saved: Arrangement) -> None: ...
    def set_move_log_visible(self, on: bool) -> None: ...
    def set_animation_ms(self, ms: int) -> None: ...
    def retranslate_ui(self) -> None: ...


TableFactory = Callable[["Session", QWidget], QWidget]


def make_table(session: Session, parent: QWidget) -> QWidget:
    """The card table for ``session`` (tests inject a factory of their own instead)."""
    from hand_desktop.ui.table.widget import TableWidget

    return TableWidget(session, parent)


class MatchLife(QObject):
    """The match in play and everything that happens to it between its start and its end."""

    loaded = Signal()  # a match became the one in play (its table exists)
    closed = Signal()  # no match in play any more
    changed = Signal()  # the match moved (a move, a deal): status bar, score sheet
    ended = Signal()  # the match is over (its end is shown)
    saveFailed = Signal(str)

    def __init__(self, window: MainWindow, table_factory: TableFactory = make_table) -> None:
        super().__init__(window)
        self.window = window
        self.table_factory = table_factory
        self.match: Match | None = None
        self.session: LocalSession | None = None
        self.table: QWidget | None = None
        self.summary_dialog: RoundSummaryDialog | None = None
        self.end_dialog: MatchEndDialog | None = None
        self._auto_continue = None  # the AutoContinue of the summary shown while watching
        self._save_error_shown = False
        self._pending_match_end = False

    # ------------------------------------------------------------------ queries

    @property
    def kinds(self) -> tuple[SeatKind, ...]:
        return tuple(s.kind for s in self.session.seats) if self.session is not None else ()

    @property
    def watching(self) -> bool:
        """No seat of the match in play is a person's: summaries move on by themselves."""
        from hand_desktop.ui.demo import is_watched

        return self.match is not None and is_watched(self.kinds)

    # ------------------------------------------------------------------ start and stop

    def start(self, rules: Rules, names: Sequence[str], kinds: Sequence[SeatKind],
              seed: int | None = None) -> None:
        """A new match at this table: a fresh deal (from ``seed``, else a random one)."""
        from hand_desktop.core.match import Match

        seed = random.SystemRandom().randrange(2**31) if seed is None else seed
        match = Match(rules, len(names), seed, list(names), kinds=tuple(SeatKind(k) for k in kinds))
        self.load(SavedGame(match), fresh=True)

    def load(self, saved: SavedGame, fresh: bool = False) -> None:
        """Make ``saved`` the match in play: session, table, autosave.

        ``fresh``: another match than the autosaved one (new or opened from a file);
        the old autosave is kept as ``autosave.previous.json`` first.
        """
        from hand_desktop.ui.local_session import LocalSession

        self.close()
        if fresh:
            try:
                storage.keep_previous_autosave()
            except OSError as exc:
                log.warning("could not keep the previous autosave: %s", exc)
        self.match = saved.match
        session = LocalSession(saved.match, list(saved.seats), self.window.animation_ms(), self,
                               autosave=self.autosave)
        self.session = session
        session.applied.connect(self._on_applied)
        session.rejected.connect(self.window.on_action_rejected)
        self.table = self.table_factory(session, self.window.stack)
        table: Table = self.table  # type: ignore[assignment]
        if saved.arrangement:
            table.restore_arrangement(saved.arrangement)  # the hand orders a resumed match was saved with
        table.set_move_log_visible(self.window.settings.move_log)
        table.moveLogToggled.connect(self.window.remember_move_log)
        self.autosave()
        self.loaded.emit()
        session.start()
        if self.match.round.over:
            # Saved between a round's end and the next deal: show that round's summary again.
            QTimer.singleShot(0, lambda: self._on_round_over(self.match.results[-1]) if self.match else None)

    def close(self) -> None:
        """Let go of the match in play (its save stays): dialogs, session, table."""
        for dialog in (self.summary_dialog, self.end_dialog):
            if dialog is not None:
                dialog.blockSignals(True)
                dialog.close()
                dialog.deleteLater()
        self.summary_dialog = self.end_dialog = None
        self._pending_match_end = False
        if self.session is not None:
            self.session.shutdown()
            self.session.blockSignals(True)
            self.session.deleteLater()
            self.session = None
        had_table = self.table is not None
        if self.table is not None:
            self.table.deleteLater()
            self.table = None
        self.match = None
        if had_table:
            self.closed.emit()

    def shutdown(self) -> None:
        """The app quits: save once more (the hand orders) and stop a bot that is thinking."""
        if self.match is not None:
            self.autosave()
        if self.session is not None:
            self.session.shutdown()

    # ------------------------------------------------------------------ saving

    def _arrangement(self) -> Arrangement | None:
        table: Table | None = self.table  # type: ignore[assignment]
        return table.arrangement() if table is not None else None

    def autosave(self) -> None:
        """Write the match in play to the autosave file (atomically); report a failure once."""
        if self.match is None:
            return
        try:
            storage.save_match(self.match, self.kinds or None, arrangement=self._arrangement())
        except OSError as exc:
            log.error("autosave failed: %s", exc)
            self.saveFailed.emit(str(exc))
            if not self._save_error_shown:
                self._save_error_shown = True
                self.window.inform(
                    _tr("Saving"),
                    _fill(_tr("The match could not be saved, so it could not be resumed after "
                              "closing the window.\n\n%1"), str(exc)),
                )
            return
        self._save_error_shown = False

    def save_copy(self, path: Path) -> None:
        """Write the match in play to ``path``; raises ``OSError``/``ValueError``."""
        if self.match is not None:
            storage.save_match(self.match, self.kinds or None, path)

    # ------------------------------------------------------------------ rounds and the end

    def _on_applied(self, report: Applied) -> None:
        self.changed.emit()
        if report.round_ended is not None:
            self._on_round_over(report.round_ended)
            if report.match_over:
                self._on_match_over()

    def _on_round_over(self, result: RoundResult) -> None:
        from hand_desktop.ui.dialogs.round_summary import RoundReport, RoundSummaryDialog
        from hand_desktop.ui.memory import release_free_memory

        if self.session is None or self.summary_dialog is not None:
            return
        # What the round played through (views, bot answers, the last summary) is freed by
        # now: its pages go back to the system, once a round (see ``memory``).
        release_free_memory()
        report = RoundReport.from_summary(self.session.summary(), result)
        dialog = RoundSummaryDialog(report, self.window)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(self._after_round_summary)
        self.summary_dialog = dialog
        dialog.open()
        if self.watching:
            self._continue_by_itself(dialog, dialog.continue_button)

    def _on_match_over(self) -> None:
        self._pending_match_end = True
        if self.summary_dialog is None:
            self._show_match_end()

    def _after_round_summary(self, _result: int = 0) -> None:
        dialog, self.summary_dialog = self.summary_dialog, None
        if dialog is not None:
            dialog.deleteLater()
        self.window.focus_table()
        if self.session is None:
            return
        summary = self.session.summary()
        if summary.over:
            self._show_match_end()
        elif summary.round_over:
            self.session.next_round()

    def _show_match_end(self) -> None:
        from hand_desktop.ui.dialogs.round_summary import MatchEndDialog, MatchReport

        if self.session is None or not self.session.summary().over or self.end_dialog is not None:
            return
        self._pending_match_end = False
        # The match is over: nothing to resume any more. Its save stays readable as
        # autosave.previous.json (Game > Open) until another match ends or starts.
        try:
            storage.keep_previous_autosave()
        except OSError as exc:
            log.warning("could not set the finished match's save aside: %s", exc)
        self.ended.emit()
        dialog = MatchEndDialog(MatchReport.from_summary(self.session.summary()), self.window)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(self._after_match_end)
        self.end_dialog = dialog
        dialog.open()
        if self.watching:
            self._continue_by_itself(dialog, dialog.new_game_button)

    def _continue_by_itself(self, dialog: QDialog, button: QPushButton) -> None:
        """Nobody at the table to press ``button``: it is pressed after a pause."""
        from hand_desktop.ui.demo import AutoContinue, pause_ms

        w = self.window
        wait = w.watch_pause_ms if w.watch_pause_ms is not None else pause_ms(w.animation_ms())
        auto = AutoContinue(dialog, button, wait)
        self._auto_continue = auto
        auto.start()

    def _after_match_end(self, result: int) -> None:
        dialog, self.end_dialog = self.end_dialog, None
        auto = self._auto_continue
        by_itself = auto is not None and auto.dialog is dialog and auto.fired
        if dialog is not None:
            dialog.deleteLater()
        self.ended.emit()
        if result == 1 and by_itself:  # a watched match ended: the computer plays another
            QTimer.singleShot(0, self._next_watched_match)
        elif result == 1:  # "New game"
            QTimer.singleShot(0, self.window.new_game)

    def _next_watched_match(self) -> None:
        """Another match at the same table with the same computer players (a new deal)."""
        match = self.match
        if match is None or not match.over or not self.watching:
            return
        self.window.start_match(match.rules, match.names, self.kinds)
