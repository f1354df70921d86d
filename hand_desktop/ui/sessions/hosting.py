"""Hosting a table from the window: Game \u2192 Host a table\u2026, the lobby, the host's controls, resume.

``Hosting`` belongs to the main window, which asks for the table (the new-game
dialog in its host mode) and hands it the choice. It opens a ``HostSession``
and shows its lobby in the window's centre (the stack it is given); on Start
the match's table takes the lobby's place (``MatchLife.adopt``). It holds the
match's life, not the window: what the window should show, it signals. During
play it keeps the Game menu's "Network table" submenu: a computer player for
any network seat (and back), and the next round dealt without waiting. A
table left by a closed (or crashed) window is offered again at start-up; its
players rejoin by themselves with their tokens.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication, QObject, QTimer, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu, QStackedWidget, QWidget

from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui import storage
from hand_desktop.ui.words.text import fill, ltr

if TYPE_CHECKING:
    from pathlib import Path

    from hand_desktop.host_files import Saved, TableFiles
    from hand_desktop.ui.dialogs.new_game import NewGameChoice
    from hand_desktop.ui.sessions.host_session import HostSession
    from hand_desktop.ui.sessions.lobby import HostLobby

log = logging.getLogger(__name__)


class MatchInPlay(Protocol):
    """What hosting needs of the match in play (``MatchLife``): the hosted session, and a way
    to let go of the match and to make a hosted one the match in play."""

    @property
    def hosted(self) -> HostSession | None: ...

    def close(self) -> None: ...

    def adopt(self, session: HostSession,
              arrangement: dict[int, tuple[tuple[str, ...], str | None]] | None = None) -> None: ...


CTX = "Hosting"
HOSTED_DIR = "hosted"
# Set (to anything) to host on 127.0.0.1 only, without answering table searches: for
# trying two copies of Hand on one machine, and for screenshots.
LOOPBACK_ENV = "HAND_DESKTOP_LOOPBACK"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)



def hosted_dir() -> Path:
    """The folder of the table this computer hosts (beside the local autosave)."""
    return storage.data_dir() / HOSTED_DIR


def hosted_files() -> TableFiles:
    """The files of the table this computer hosts."""
    from hand_desktop.host_files import TableFiles

    return TableFiles(hosted_dir())


def _files_if_any() -> TableFiles | None:
    """The hosted table's files, or None when this computer hosts none. The window asks
    before its first paint, and most people never host: then host_files (and its
    dataclasses) is not imported."""
    return hosted_files() if hosted_dir().is_dir() else None


class Hosting(QObject):
    """The window's hosting: lobby, the host's controls in play, resume."""

    lobbyChanged = Signal()  # a lobby was shown or closed
    informed = Signal(str, str)  # a title and a text for the player to read

    def __init__(self, life: MatchInPlay, stack: QStackedWidget, animation_ms: Callable[[], int],
                 parent: QWidget) -> None:
        """``life``: the match in play; ``stack``: where the lobby shows; ``parent`` carries the menu."""
        super().__init__(parent)
        self.life = life
        self.stack = stack
        self.animation_ms = animation_ms
        self.lobby: HostLobby | None = None
        self.pending: HostSession | None = None  # the session whose lobby is shown
        # Tests pass loopback-only options here (bind, port, discovery, discovery_port).
        self.network: dict[str, Any] = (
            {"bind": "127.0.0.1", "discovery": False} if os.environ.get(LOOPBACK_ENV) else {})
        self.addresses: Callable[[], list[str]] | None = None
        self.menu = QMenu(parent)
        self.menu.aboutToShow.connect(self.refresh_menu)
        self.next_round_action = QAction(parent)
        self.next_round_action.triggered.connect(self.start_next_round)
        self.take_over_actions: list[QAction] = []
        self.retranslate_ui()
        self.refresh_menu()

    @property
    def session(self) -> HostSession | None:
        """The hosted session in play (None in the lobby or when no table is hosted)."""
        return self.life.hosted

    # ------------------------------------------------------------------ opening a table

    def open_table(self, choice: NewGameChoice) -> bool:
        """Open the table ``choice`` says and show its lobby; the match in play (if any) is left."""
        from hand_desktop.ui.sessions.host_session import HostOptions, HostSession

        assert choice.host is not None
        self.close_lobby()
        self.life.close()
        files = hosted_files()
        files.remove()  # a table left before is replaced (the player chose to host anew)
        seats = [Seat(name, kind) for name, kind in zip(choice.names, choice.kinds, strict=True)]
        options = HostOptions(name=choice.host.name, code=choice.host.code,
                              grace=float(choice.host.grace), log_folder=storage.data_dir(), **self.network)
        session = HostSession(choice.rules, seats, options, files, animation_ms=self.animation_ms(),
                              parent=self)
        if not session.open():
            session.cancel()
            self.informed.emit(_tr("Host a table"), fill(_tr(
                "The table could not be opened: this computer refused to listen on the network.\n\n%1"),
                session.server.error))
            return False
        self._show_lobby(session)
        return True

    def _show_lobby(self, session: HostSession) -> None:
        from hand_desktop.ui.sessions.lobby import HostLobby

        self.pending = session
        self.lobby = HostLobby(session, self.stack, addresses=self.addresses)
        self.lobby.startRequested.connect(self.start)
        self.lobby.cancelRequested.connect(self.cancel)
        self.stack.addWidget(self.lobby)
        self.stack.setCurrentWidget(self.lobby)
        self.lobby.setFocus()
        start = self.lobby.start_button
        QTimer.singleShot(0, start, start.setFocus)  # once the dialog has let go of the focus
        self.lobbyChanged.emit()

    def start(self) -> None:
        """The lobby's Start: deal, and the table takes the lobby's place."""
        session = self.pending
        if session is None or not session.can_start():
            return
        session.start_match()
        self._forget_lobby()
        self._adopt(session)

    def cancel(self) -> None:
        """The lobby's Close: the table closes for good (players are let go, no files left)."""
        session = self.pending
        self._forget_lobby()
        if session is not None:
            session.cancel()
            session.deleteLater()
        self.lobbyChanged.emit()  # the window shows its welcome page again if no match is in play

    def close_lobby(self) -> None:
        if self.pending is not None:
            self.cancel()

    def _forget_lobby(self) -> None:
        lobby, self.lobby, self.pending = self.lobby, None, None
        if lobby is not None:
            self.stack.removeWidget(lobby)
            lobby.deleteLater()

    def _adopt(self, session: HostSession, resumed: bool = False) -> None:
        self.life.adopt(session, session.saved_hands() if resumed else None)
        session.presence_changed.connect(self.refresh_menu)
        session.applied.connect(self._on_applied)
        self.refresh_menu()

    def _on_applied(self, report: Any) -> None:
        if report.round_started is not None or report.round_ended is not None:
            self.refresh_menu()

    # ------------------------------------------------------------------ resume

    def files_left(self) -> bool:
        """A hosted table's files are there (whether they can be resumed is ``waiting``'s to say)."""
        files = _files_if_any()
        return files is not None and files.save_path.exists()

    def waiting(self) -> Saved | None:
        """The hosted table a closed window left (its match started and not over), or None."""
        files = _files_if_any()
        if files is None or not files.exists():
            return None
        loaded = files.load()
        if loaded.problem is not None and files.exists():  # a read-only folder: nothing could be moved
            self.informed.emit(_tr("Network table"), fill(_tr(
                "The network table that was in progress cannot be resumed, and its files could not "
                "be set aside either (their folder %1 refuses changes). They are left as they "
                "are.\n\n%2"), ltr(files.folder), loaded.problem))
        elif loaded.problem is not None:
            self.informed.emit(_tr("Network table"), fill(_tr(
                "The network table that was in progress cannot be resumed; its files were set "
                "aside.\n\n%1"), loaded.problem))
        saved = loaded.saved
        if saved is None or saved.match is None or saved.match.over:
            return None
        return saved

    def waiting_text(self, saved: Saved) -> str:
        from hand_desktop.ui.words.text import join_list, round_title, shown_names

        assert saved.match is not None
        return fill(_tr("A network table you were hosting was in progress (%1, %2). Resume it? "
                         "Its players come back by themselves."),
                     round_title(max(1, saved.match.round_number), saved.match.rules.rounds),
                     join_list(shown_names(saved.names)))

    def resume(self, saved: Saved) -> bool:
        """Host ``saved`` again at once (its match runs): the table shows, the players rejoin."""
        from hand_desktop.ui.sessions.host_session import HostSession

        self.close_lobby()
        self.life.close()
        session = HostSession.resume(saved, hosted_files(), animation_ms=self.animation_ms(),
                                     network={"log_folder": storage.data_dir(), **self.network}, parent=self)
        if not session.open():
            session.shutdown()
            self.informed.emit(_tr("Network table"), fill(_tr(
                "The table could not be opened: this computer refused to listen on the network.\n\n%1"),
                session.server.error))
            return False
        self._adopt(session, resumed=True)
        return True

    # ------------------------------------------------------------------ the host's controls in play

    def retranslate_ui(self) -> None:
        self.menu.setTitle(_tr("&Network table"))
        self.next_round_action.setText(_tr("Deal the &next round now"))
        self.refresh_menu()

    def refresh_menu(self) -> None:
        """One "a computer plays for <name>" per network seat, checked while a bot plays it."""
        from hand_desktop.ui.words.text import isolate

        session = self.session
        self.menu.menuAction().setVisible(session is not None)
        self.menu.clear()
        self.take_over_actions = []
        if session is None:
            return
        for seat, cfg in enumerate(session.seats):
            if cfg.kind is not SeatKind.REMOTE:
                continue
            act = QAction(fill(_tr("A computer player plays for %1"), isolate(session.name(seat))), self.menu)
            act.setCheckable(True)
            act.setChecked(session.covered(seat))
            act.setEnabled(not session.match.over if session.match is not None else False)
            act.toggled.connect(lambda on, s=seat: self.set_covered(s, on))
            self.menu.addAction(act)
            self.take_over_actions.append(act)
        self.menu.addSeparator()
        self.menu.addAction(self.next_round_action)
        self.next_round_action.setEnabled(session.between_rounds)

    def set_covered(self, seat: int, on: bool) -> None:
        session = self.session
        if session is None or session.covered(seat) == on:
            return
        if on:
            session.take_over(seat)
        else:
            session.hand_back(seat)

    def start_next_round(self) -> None:
        session = self.session
        if session is not None and session.between_rounds:
            session.start_next_round_now()

    def shutdown(self) -> None:
        """The window closes: a lobby's table closes for good; a match's stays to be resumed."""
        self.close_lobby()
