"""The life of the match in play: start, resume, open, autosave, round summary, next round, match end.

``MatchLife`` owns the match in play, its session (a ``LocalSession``, or the
``HostSession`` of a table hosted here, see ``adopt``) and its table (made
by the window's table factory). It saves the match after every accepted change
(atomically, see ``storage``), shows the round summary when a round ends, deals
the next round when the summary closes, and shows the winner when the match
ends. It changes game state only through the session, which goes through the
core. It is handed what it needs of the window (the parents of the table
and of the dialogs, the animation speed) and never holds the window: the
window (menus, status bar, settings) listens to its signals.
"""

from __future__ import annotations

import logging
import random
from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, Signal, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QPushButton, QWidget

from hand_desktop.core.rules import Rules
from hand_desktop.core.seats import SeatKind
from hand_desktop.ui import storage
from hand_desktop.ui.storage import SavedGame
from hand_desktop.ui.words.text import fill

if TYPE_CHECKING:  # the match and its session load with the first match, off the start path
    from hand_desktop.core.match import Match
    from hand_desktop.core.scoring import RoundResult
    from hand_desktop.ui.demo import AutoContinue
    from hand_desktop.ui.dialogs.round_summary import MatchEndDialog, RoundSummaryDialog
    from hand_desktop.ui.sessions.host_session import HostSession
    from hand_desktop.ui.sessions.session import Applied, Session

log = logging.getLogger(__name__)

CTX = "MainWindow"  # the texts were the window's: one context keeps the catalogues as they are

Arrangement = dict[int, tuple[tuple[str, ...], str | None]]


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class Table(Protocol):
    """What the window and the life cycle need of the widget in the middle (``TableWidget``)."""

    moveLogToggled: SignalInstance

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


def _forget_refused_seat(failure: str) -> None:
    """A joined table lost for good because the host no longer keeps the seat: forget it
    (a host that went away may come back: that seat stays noted, to rejoin later)."""
    from hand_desktop.ui.sessions.remote_session import JoinFailure
    from hand_desktop.ui.sessions.seat_ticket import forget_ticket

    if failure in (JoinFailure.BAD_TOKEN.value, JoinFailure.REPLACED.value):
        forget_ticket()


class MatchLife(QObject):
    """The match in play and everything that happens to it between its start and its end."""

    loaded = Signal()  # a match became the one in play (its table exists)
    closed = Signal()  # no match in play any more
    changed = Signal()  # the match moved (a move, a deal): status bar, score sheet
    ended = Signal()  # the match is over (its end is shown)
    saveFailed = Signal(str)
    savingChanged = Signal()  # ``not_saved`` changed: the status bar says so
    rejected = Signal(str, str)  # the session refused an action: code and message (the window says so)
    informed = Signal(str, str)  # a title and a text for the player to read
    summaryClosed = Signal()  # a round's summary closed: the keys go back to the table
    newGameAsked = Signal()  # "New game" at the match's end
    reviewAsked = Signal()  # "Review the match" at the match's end

    def __init__(self, parent: QWidget, table_parent: QWidget, animation_ms: Callable[[], int],
                 table_factory: TableFactory = make_table) -> None:
        """``parent`` carries the dialogs, ``table_parent`` the table; ``animation_ms`` is the
        animation speed in force."""
        super().__init__(parent)
        self.dialog_parent = parent
        self.table_parent = table_parent
        self.animation_ms = animation_ms
        self.table_factory = table_factory
        # How long a watched match's summaries stay up; None follows the animation speed.
        self.watch_pause_ms: int | None = None
        self.match: Match | None = None
        self.session: Session | None = None
        self.hosted: HostSession | None = None  # the session, when it is a table hosted here
        self.table: QWidget | None = None
        self.summary_dialog: RoundSummaryDialog | None = None
        self.end_dialog: MatchEndDialog | None = None
        self._auto_continue: AutoContinue | None = None  # the AutoContinue of the summary shown while watching
        self._save_error_shown = False
        self.not_saved: str | None = None  # why the match in play is not being saved, while it is not

    # ------------------------------------------------------------------ queries

    @property
    def kinds(self) -> tuple[SeatKind, ...]:
        return tuple(s.kind for s in self.session.seats) if self.session is not None else ()

    @property
    def watching(self) -> bool:
        """No seat of the match in play is a person's: summaries move on by themselves."""
        if self.match is None:
            return False
        from hand_desktop.ui.demo import is_watched

        return is_watched(self.kinds)

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
        from hand_desktop.ui.sessions.local_session import LocalSession

        self.close()
        if fresh:
            try:
                storage.keep_previous_autosave()
            except OSError as exc:
                log.warning("could not keep the previous autosave: %s", exc)
        self.match = saved.match
        session = LocalSession(saved.match, list(saved.seats), self.animation_ms(), self,
                               autosave=self.autosave)
        self.play(session, saved.arrangement)

    def adopt(self, session: HostSession, arrangement: Arrangement | None = None) -> None:
        """Make a hosted table's match (started or resumed, with the hand orders it was left
        with) the one in play; it saves its own files."""
        assert session.match is not None
        self.close()
        self.hosted = session
        self.match = session.match
        session.saving_changed.connect(self._on_hosted_saving)
        self.play(session, arrangement)
        self._on_hosted_saving()  # a table that could not write its files before the table showed
        if session.hands_problem is not None:
            if session.files.hands_path.exists():  # its folder refused: left as it is, never written over
                text = _tr("The hand orders of the network table could not be read, so the hands show "
                           "as dealt. The file could not be set aside either; it is left as it is.\n\n%1")
            else:
                text = _tr("The hand orders of the network table could not be read, so the hands show "
                           "as dealt. The file was set aside.\n\n%1")
            problem = session.hands_problem
            QTimer.singleShot(0, lambda: self.informed.emit(_tr("Network table"), fill(text, problem)))

    def play(self, session: Session, arrangement: Arrangement | None = None) -> None:
        """Make ``session`` the match in play: its table, its signals, then play starts.

        ``load`` calls it with a local match; a table joined over the network
        (``RemoteSession``) comes here directly, with no match of its own.
        """
        if session is not self.session and self.session is not None:
            self.close()
        session.setParent(self)
        self.session = session
        session.applied.connect(self._on_applied)
        session.rejected.connect(self.rejected)
        from hand_desktop.ui.sessions.remote_session import RemoteSession

        if isinstance(session, RemoteSession):
            session.failed.connect(_forget_refused_seat)
        self.table = self.table_factory(session, self.table_parent)
        table: Table = self.table  # type: ignore[assignment]
        if arrangement:
            table.restore_arrangement(arrangement)  # the hand orders a resumed match was saved with
        self.autosave()
        self.loaded.emit()
        session.start()
        summary = session.summary()
        if summary.round_over and summary.results:
            # Between a round's end and the next deal (a resumed save, a table joined then):
            # show that round's summary again.
            QTimer.singleShot(0, lambda: self._summary_again(session))

    def _summary_again(self, session: Session) -> None:
        if self.session is session:
            self._on_round_over(session.summary().results[-1])

    def close(self) -> None:
        """Let go of the match in play (its save stays): dialogs, session, table."""
        for dialog in (self.summary_dialog, self.end_dialog):
            if dialog is not None:
                dialog.blockSignals(True)
                dialog.close()
                dialog.deleteLater()
        self.summary_dialog = self.end_dialog = None
        self._pending_match_end = False
        if self.hosted is not None:
            self.hosted.saving_changed.disconnect(self._on_hosted_saving)
            self.hosted.cancel()  # another match replaces the hosted one: its table closes for good
            self.hosted = None
        self._set_saved(None)
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
        if self.hosted is not None:
            self.hosted.save()  # the hosted table's own files (hand-desktop-host's), never the local autosave
            arrangement = self._arrangement()
            if arrangement is not None:
                self.hosted.save_hands(arrangement)
            return
        try:
            storage.save_match(self.match, self.kinds or None, arrangement=self._arrangement())
        except OSError as exc:
            log.error("autosave failed: %s", exc)
            self.saveFailed.emit(str(exc))
            self._set_saved(str(exc))
            return
        self._set_saved(None)

    def _on_hosted_saving(self) -> None:
        """The hosted table's files failed to write (or write again): as the local autosave."""
        if self.hosted is not None:
            self._set_saved(self.hosted.save_problem)

    def _set_saved(self, problem: str | None) -> None:
        """Follow whether the match in play is being saved: the status bar says so, and the
        first failure of a run of them shows one box (not one a move)."""
        changed = (problem is None) != (self.not_saved is None)
        self.not_saved = problem
        if changed:
            self.savingChanged.emit()
        if problem is None:
            self._save_error_shown = False
            return
        if self._save_error_shown:
            return
        self._save_error_shown = True
        if self.hosted is not None:
            text = fill(_tr("The network table could not be saved, so it could not be resumed after "
                            "closing the window or a crash. Play goes on.\n\n%1"), problem)
            # After the host's batch: a box's own event loop must not run inside the host's handling.
            QTimer.singleShot(0, lambda: self.informed.emit(_tr("Saving"), text))
        else:
            self.informed.emit(_tr("Saving"), fill(_tr(
                "The match could not be saved, so it could not be resumed after closing the window.\n\n%1"),
                problem))

    def save_copy(self, path: Path) -> None:
        """Write the match in play to ``path``; raises ``OSError``/``ValueError``."""
        if self.match is not None:
            # A copy of a hosted match is a game at this computer: its network seats become people here.
            kinds = [SeatKind.HUMAN if k is SeatKind.REMOTE else k for k in self.kinds]
            storage.save_match(self.match, kinds or None, path)

    # ------------------------------------------------------------------ rounds and the end

    def _on_applied(self, report: Applied) -> None:
        self.changed.emit()
        if self.hosted is not None and (arrangement := self._arrangement()) is not None:
            self.hosted.save_hands(arrangement)  # the match saves itself; the hand orders are the table's
        if report.round_ended is not None:
            result, over = report.round_ended, report.match_over
            wait = self._celebrate(report)
            if wait > 0:  # the summary waits for the celebration on the table
                session = self.session
                QTimer.singleShot(wait, lambda: self._round_over_later(session, result, over))
                return
            self._on_round_over(result)
            if over:
                self._on_match_over()

    def _round_over_later(self, session: Session | None, result: RoundResult, over: bool) -> None:
        if session is None or session is not self.session:
            return  # another match (or none) since
        self._on_round_over(result)
        if over:
            self._on_match_over()

    def _celebrate(self, report: Applied) -> int:
        """A Hand or a match won by a person here: celebrated on the table. How long to wait
        before the summary covers it (0: not at all, or animations are off)."""
        from hand_desktop.ui.table.celebration import Celebration, celebration_for, title_for

        session, table = self.session, self.table
        if session is None or table is None or not hasattr(table, "celebrate"):
            return 0
        summary = session.summary()
        kind = celebration_for(report, summary, session.human_seats)
        if kind is None:
            return 0
        from hand_desktop.ui.words.text import isolate, shown_names, team_name

        names = shown_names(summary.names)
        if kind is Celebration.MATCH and summary.partners and summary.winner is not None:
            name = team_name(names, summary.winner)
        elif kind is Celebration.MATCH and summary.winner is not None:
            name = isolate(names[summary.winner])
        else:
            finisher = report.round_ended.finisher if report.round_ended is not None else None
            name = isolate(names[finisher]) if finisher is not None else ""
        ms = int(table.celebrate(kind, title_for(kind, name)))
        return ms if self.animation_ms() > 0 else 0

    def _on_round_over(self, result: RoundResult) -> None:
        from hand_desktop.ui.dialogs.round_summary import RoundReport, RoundSummaryDialog
        from hand_desktop.ui.free_memory import release_free_memory

        if self.session is None or self.summary_dialog is not None:
            return
        # What the round played through (views, bot answers, the last summary) is freed by
        # now: its pages go back to the system, once a round (see ``memory``).
        release_free_memory()
        report = RoundReport.from_summary(self.session.summary(), result)
        dialog = RoundSummaryDialog(report, self.dialog_parent)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(self._after_round_summary)
        self.summary_dialog = dialog
        dialog.open()
        if self.watching:
            self._continue_by_itself(dialog, dialog.continue_button)

    def _on_match_over(self) -> None:
        if self.summary_dialog is None:
            self._show_match_end()

    def _after_round_summary(self, _result: int = 0) -> None:
        dialog, self.summary_dialog = self.summary_dialog, None
        if dialog is not None:
            dialog.deleteLater()
        self.summaryClosed.emit()
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
        # The match is over: nothing to resume any more. Its save stays readable as
        # autosave.previous.json (Game > Open) until another match ends or starts.
        # (A hosted table removed its own files when its match ended.)
        try:
            if self.hosted is None:
                storage.keep_previous_autosave()
        except OSError as exc:
            log.warning("could not set the finished match's save aside: %s", exc)
        self._count_in_record()
        if self.match is not None:  # kept for review (Statistics lists the last ones)
            from hand_desktop.ui.review.archive import keep_finished

            keep_finished(self.match, self.kinds or None)
        from hand_desktop.ui.sessions.remote_session import RemoteSession

        if isinstance(self.session, RemoteSession):
            from hand_desktop.ui.sessions.seat_ticket import forget_ticket

            forget_ticket()  # the joined match is over: no seat to rejoin
        self.ended.emit()
        report = replace(MatchReport.from_summary(self.session.summary()),
                         people=tuple(self.session.human_seats))
        # Play again: the same table here, with people at it (a joined or hosted table ends here).
        again = self.match is not None and self.hosted is None and not self.watching
        dialog = MatchEndDialog(report, self.dialog_parent, can_play_again=again)
        self._add_review_button(dialog)
        dialog.setWindowModality(Qt.WindowModality.WindowModal)
        dialog.finished.connect(self._after_match_end)
        self.end_dialog = dialog
        dialog.open()
        if self.watching and self.hosted is None:  # a hosted table's end stays up: its players are elsewhere
            self._continue_by_itself(dialog, dialog.new_game_button)

    def _add_review_button(self, dialog: MatchEndDialog) -> None:
        """The end's "Review the match": the end closes (it is modal), the review opens."""
        from hand_desktop.ui.review.pick import review_match_button

        def review() -> None:
            dialog.reject()
            QTimer.singleShot(0, self.reviewAsked.emit)

        dialog.buttons.addButton(review_match_button(review, dialog), QDialogButtonBox.ButtonRole.ActionRole)

    def _count_in_record(self) -> None:
        """The match counts in the record of its people at this computer (Game > Statistics);
        a match shown again (reopened after its end) is not counted twice."""
        from hand_desktop.ui.record_keeper import count_finished, count_joined
        from hand_desktop.ui.sessions.remote_session import RemoteSession

        session = self.session
        if self.match is not None:  # played here, or hosted here (its network seats are REMOTE)
            message = count_finished(self.match, self.kinds or None)
        elif isinstance(session, RemoteSession) and session.table_id:  # joined: what this seat saw
            message = count_joined(session.table_id, session.summary(), session.seen_events(), self.kinds)
        else:
            return
        if message is not None:
            title = QCoreApplication.translate("Statistics", "Statistics")
            # After the end is on the screen: the winner first, then the file's trouble.
            QTimer.singleShot(0, lambda: self.informed.emit(title, message))

    def _continue_by_itself(self, dialog: QDialog, button: QPushButton) -> None:
        """Nobody at the table to press ``button``: it is pressed after a pause."""
        from hand_desktop.ui.demo import AutoContinue, pause_ms

        wait = self.watch_pause_ms if self.watch_pause_ms is not None else pause_ms(self.animation_ms())
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
        from hand_desktop.ui.dialogs.round_summary import PLAY_AGAIN

        if result == 1 and by_itself:  # a watched match ended: the computer plays another
            QTimer.singleShot(0, self._next_watched_match)
        elif result == 1:  # "New game"
            QTimer.singleShot(0, self.newGameAsked.emit)
        elif result == PLAY_AGAIN:
            QTimer.singleShot(0, self._play_again)

    def _play_again(self) -> None:
        """The same players and rules, a new deal (the end dialog's Play again)."""
        match = self.match
        if match is not None and match.over:
            self.start(match.rules, match.names, self.kinds)

    def _next_watched_match(self) -> None:
        """Another match at the same table with the same computer players (a new deal)."""
        match = self.match
        if match is None or not match.over or not self.watching:
            return
        self.start(match.rules, match.names, self.kinds)
