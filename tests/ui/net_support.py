"""Network tables for the UI tests: the in-process host of ``tests/net/lan.py`` and a joined session.

Everything stays on 127.0.0.1 (PROTOCOL.md section 13).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QTimer

from hand_desktop.core.actions import Discard, Draw, DrawSource, token_of
from hand_desktop.core.turn import Phase
from hand_desktop.net.client import ClientState
from hand_desktop.net.transport import ClientConnection
from hand_desktop.ui.sessions.remote_session import RemoteSession
from tests.net.lan import CODE, Bucket, Player, Table, pump

__all__ = ["CODE", "AutoPlay", "Player", "Table", "pump", "remote_session", "joined"]


def remote_session(port: int, name: str = "Layla", code: str | None = CODE, **options: Any) -> RemoteSession:
    """A session for a table on 127.0.0.1:``port``, not connected yet."""
    state = ClientState(name=name, code=code, app="0.2.0")
    connection = ClientConnection(state, "127.0.0.1", port, max_retries=20)
    session = RemoteSession(connection, animation_ms=0, **options)
    connection.setParent(session)
    return session


def joined(qtbot: Any, table: Table, name: str = "Layla", start: bool = True) -> RemoteSession:
    """A session seated at ``table``; with ``start`` the host starts and the first view is in."""
    session = remote_session(table.port, name)
    session.connect_to_table()
    pump(qtbot, lambda: session.own_seat is not None, 5000)
    if start:
        table.start_when_seated(qtbot, 5000)
        pump(qtbot, lambda: session.has_view, 5000)
    return session


class AutoPlay:
    """Plays a session's seat through ``submit``: draw from the stock, throw back the last card,
    within the host's rate limit (``Bucket``)."""

    def __init__(self, session: RemoteSession) -> None:
        self.session = session
        self.acted: int | None = None
        self.bucket = Bucket()
        self._rev = -1
        self._timer = QTimer(session)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self._act)
        session.applied.connect(self._on_applied)
        self._on_applied(None)

    def _on_applied(self, report: Any) -> None:
        self._rev = report.rev if report is not None else -1
        self._act()

    def _act(self) -> None:
        s = self.session
        if not s.has_view or s.own_seat is None:
            return
        view = s.view_for(s.own_seat)
        rev = self._rev
        if not view.my_turn or view.phase is Phase.OVER or rev == self.acted:
            return
        if (wait := self.bucket.wait_ms()) > 0:
            self._timer.start(wait)
            return
        self.acted = rev
        self.bucket.take()
        if view.phase is Phase.DRAW:
            s.submit(Draw(view.seat, DrawSource.STOCK))
        else:
            card = next(c for c in reversed(view.hand) if c not in view.locked)
            s.submit(Discard(view.seat, (token_of(card),)))
