"""The network with QtNetwork, on the GUI thread: the host's server and a client's connection.

``HostServer`` listens with a ``QTcpServer`` and feeds a sans-IO ``TableHost``:
``connect``, ``receive``, ``disconnect`` and ``tick`` (once a second), and
carries out what it answers (``Send``, ``Close``). Its ``BotDriver`` (the core's
one driver of the bots) moves every seat a bot plays or covers, through
``TableHost.submit`` as every seat's actions go, and it tells its owner after
every batch (``changed``: autosave, stdout, the lobby screen).

``ClientConnection`` holds one client's ``QTcpSocket`` and its ``ClientState``:
it says ``hello`` on every (re)connection, pings every 5 s, treats a host
silent for 15 s as gone, and retries after 0.5, 1, 2, 4, 8 and then every
10 s for as long as it is not stopped (PROTOCOL.md section 7), rejoining with
its token.

Transport limits (PROTOCOL.md is silent on them):

- Connections waiting to say ``hello`` are capped by ``TableHost`` (per
  address and in all, the oldest making room, with ``error{code:"hello_timeout"}``),
  so a rejoin with a valid token always gets through.
- A connection's unsent bytes are capped (``max_backlog``, 1 MiB): a client
  that stops reading is dropped (its seat shows away) before the host's
  memory grows. Reads take at most ``READ_CHUNK`` bytes at a time and Qt's read
  buffer is bounded, so one connection cannot make the host buffer much more
  than a line's limit (the decoder drops it at 16 KiB without a newline).
- Both ends set TCP_NODELAY: ``ok`` and ``update`` (and a client's lines)
  leave at once instead of waiting up to 40 ms for Nagle and a delayed ACK.
"""

from __future__ import annotations

import contextlib
import logging
import time
import warnings
from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtNetwork import QAbstractSocket, QHostAddress, QTcpServer, QTcpSocket

from hand_desktop.core.actions import Action, action_to_json
from hand_desktop.core.driver import BotDriver, Bots, Due, Think, think_now
from hand_desktop.core.view import PlayerView
from hand_desktop.net.client import ClientState
from hand_desktop.net.game import Json
from hand_desktop.net.host import Close, Output, Send, TableHost, journal
from hand_desktop.net.match_game import MatchGame

log = logging.getLogger("hand_desktop.net")

MAX_BACKLOG = 1 << 20
READ_CHUNK = 65_536
TICK_MS = 1000
RETRY_DELAYS = (0.5, 1.0, 2.0, 4.0, 8.0)
RETRY_EVERY = 10.0
MAX_RETRIES: int | None = None  # PROTOCOL.md 7: every 10 s for as long as the player waits
PING_EVERY = 5.0
FLUSH_MS = 3000
HOST_SILENCE = 15.0


def _quiet(sock: QTcpSocket) -> None:
    """No more signals from a socket we are done with (its last ones would find it half gone)."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", RuntimeWarning)  # a signal nothing was connected to
        for signal in (sock.readyRead, sock.disconnected, sock.errorOccurred, sock.connected):
            with contextlib.suppress(RuntimeError, TypeError):
                signal.disconnect()


def _retire(sock: QTcpSocket) -> None:
    """Close ``sock`` once what was written has left (at most ``FLUSH_MS`` later), then free it."""
    _quiet(sock)
    sock.disconnectFromHost()
    if sock.state() == QAbstractSocket.SocketState.UnconnectedState:
        sock.deleteLater()
        return
    sock.disconnected.connect(sock.deleteLater)
    QTimer.singleShot(FLUSH_MS, sock, sock.abort)  # a peer that does not read is not waited for


def retry_delay(attempt: int) -> float:
    """Seconds before retry number ``attempt`` (0-based): 0.5, 1, 2, 4, 8, then 10."""
    return RETRY_DELAYS[attempt] if attempt < len(RETRY_DELAYS) else RETRY_EVERY


class HostServer(QObject):
    """A ``TableHost`` on a ``QTcpServer``."""

    changed = Signal()  # after every batch of outputs (the table or the match may have changed)
    sent = Signal(int, bytes)  # every line sent (connection, bytes): for tests and the benchmark

    def __init__(
        self,
        host: TableHost,
        bots: Bots,
        *,
        clock: Callable[[], float] = time.monotonic,
        max_backlog: int = MAX_BACKLOG,
        bot_delay_ms: int | Callable[[], int] = 0,
        think: Think = think_now,
        think_ms: Callable[[], int] | None = None,
        start_bots: bool = True,
        parent: QObject | None = None,
    ) -> None:
        """``bot_delay_ms``: how long a bot waits before it moves (a number, or asked each time);
        ``think``: how a bot chooses (at once; the window's host passes a worker thread);
        ``think_ms``: how long before a bot is asked (``BotDriver``; None: the whole delay);
        ``start_bots`` False: the bots wait for ``bots.start()`` (the window shows the table first)."""
        super().__init__(parent)
        self.host = host
        self._clock = clock
        self._max_backlog = max_backlog
        pace = bot_delay_ms if callable(bot_delay_ms) else (lambda: bot_delay_ms)
        self.bots = BotDriver(bots, due=self._bot_due, view_for=self._view_for, submit=self._submit_bot,
                              schedule=lambda ms, then: QTimer.singleShot(ms, self, then),
                              pace_ms=pace, think=think, think_ms=think_ms)
        self._server = QTcpServer(self)
        self._server.newConnection.connect(self._accept)
        self._sockets: dict[int, QTcpSocket] = {}
        self._next_id = 1
        self._timer = QTimer(self)
        self._timer.setInterval(TICK_MS)
        self._timer.timeout.connect(lambda: self._run(self.host.tick(self._clock())))
        if start_bots:
            self.bots.start()

    # ------------------------------------------------------------ the owner's side

    def listen(self, address: str = "127.0.0.1", port: int = 0) -> bool:
        ok = self._server.listen(QHostAddress(address), port)
        if ok:
            self._timer.start()
        return ok

    @property
    def port(self) -> int:
        return self._server.serverPort()

    @property
    def error(self) -> str:
        return self._server.errorString()

    @property
    def connections(self) -> int:
        return len(self._sockets)

    def run(self, outputs: list[Output]) -> None:
        """Carry out outputs the owner got from the host (``start``, ``take_over``...)."""
        self._run(outputs)

    def close(self) -> None:
        """Stop listening and close every connection (after flushing what was sent)."""
        self.bots.stop()
        self._timer.stop()
        self._server.close()
        for conn in list(self._sockets):
            self._close(conn)

    # ------------------------------------------------------------ connections

    def _accept(self) -> None:
        while self._server.hasPendingConnections():
            sock = self._server.nextPendingConnection()
            conn, self._next_id = self._next_id, self._next_id + 1
            sock.setReadBufferSize(READ_CHUNK)
            sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)  # no Nagle wait
            self._sockets[conn] = sock
            sock.readyRead.connect(lambda c=conn: self._read(c))
            sock.disconnected.connect(lambda c=conn: self._gone(c))
            sock.errorOccurred.connect(lambda _e, c=conn: self._gone(c))
            address = sock.peerAddress().toString()
            self._run(self.host.connect(conn, address, self._clock()))

    def _read(self, conn: int) -> None:
        sock = self._sockets.get(conn)
        if sock is None:
            return
        data = bytes(sock.read(READ_CHUNK).data())
        if data:
            self._run(self.host.receive(conn, data, self._clock()))
        if conn in self._sockets and sock.bytesAvailable() > 0:
            QTimer.singleShot(0, self, lambda: self._read(conn))  # the rest, after other sockets' turn

    def _gone(self, conn: int) -> None:
        sock = self._sockets.pop(conn, None)
        if sock is None:
            return
        _quiet(sock)
        sock.deleteLater()
        self._run(self.host.disconnect(conn, self._clock()))

    def _close(self, conn: int) -> None:
        sock = self._sockets.pop(conn, None)
        if sock is not None:
            _retire(sock)

    # ------------------------------------------------------------ outputs

    def _run(self, outputs: list[Output]) -> None:
        for out in outputs:
            if isinstance(out, Close):
                self._close(out.conn)
            elif isinstance(out, Send):
                self._send(out)
        self.changed.emit()
        self.bots.prompt()

    def _send(self, out: Send) -> None:
        sock = self._sockets.get(out.conn)
        if sock is None:
            return
        if sock.bytesToWrite() > self._max_backlog:
            journal.info("drop: connection %d stopped reading (%d bytes unsent)", out.conn, sock.bytesToWrite())
            self._sockets.pop(out.conn, None)
            _quiet(sock)
            sock.abort()
            sock.deleteLater()
            QTimer.singleShot(0, self, lambda c=out.conn: self._run(self.host.disconnect(c, self._clock())))
            return
        sock.write(out.data)
        self.sent.emit(out.conn, out.data)

    # ------------------------------------------------------------ bots

    def _bot_due(self) -> Due | None:
        due = self.host.bot_to_move()
        game = self.host.game
        if due is None or not isinstance(game, MatchGame):
            return None
        return Due(game.rev, *due)

    def _view_for(self, seat: int) -> PlayerView:
        game = self.host.game
        assert isinstance(game, MatchGame)
        return game.player_view(seat)

    def _submit_bot(self, action: Action) -> bool:
        wire = action_to_json(action)
        del wire["seat"]
        code, outputs = self.host.submit(action.seat, wire, self._clock())
        if code is not None:
            return False
        self._run(outputs)
        return True


class ClientConnection(QObject):
    """One client's connection to a host, with ping, silence detection and rejoin."""

    received = Signal(object)  # every host message (a dict, passed as is: no QVariant round trip)
    connectedChanged = Signal(bool)  # welcomed (True) or lost (False)
    gaveUp = Signal(str)  # the reason: rejected, or no host after every retry

    def __init__(
        self,
        state: ClientState,
        address: str,
        port: int,
        *,
        clock: Callable[[], float] = time.monotonic,
        max_retries: int | None = MAX_RETRIES,
        ping_every: float = PING_EVERY,
        host_silence: float = HOST_SILENCE,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.state = state
        self._silence = host_silence
        self.address, self.port = address, port
        self._clock = clock
        self._max_retries = max_retries
        self._attempt = 0
        self._ping = 0
        self._heard = clock()
        self._stopped = False
        self.sock: QTcpSocket | None = None
        self._retry = QTimer(self)
        self._retry.setSingleShot(True)
        self._retry.timeout.connect(self._open)
        self._pinger = QTimer(self)
        self._pinger.setInterval(int(ping_every * 1000))
        self._pinger.timeout.connect(self._keep_alive)

    def start(self) -> None:
        self._stopped = False
        self._open()

    def stop(self, say_bye: bool = True) -> None:
        """Leave for good (``bye`` when connected); no more retries."""
        self._stopped = True
        self._retry.stop()
        self._pinger.stop()
        if self.sock is not None:
            if say_bye and self.sock.state() == QAbstractSocket.SocketState.ConnectedState:
                self.sock.write(self.state.bye())
            self._drop_socket(graceful=True)

    def send(self, data: bytes) -> bool:
        if self.sock is None or self.sock.state() != QAbstractSocket.SocketState.ConnectedState:
            return False
        self.sock.write(data)
        return True

    def act(self, action: Json) -> bool:
        return self.send(self.state.act(action))

    def ready(self) -> bool:
        return self.send(self.state.ready())

    @property
    def retrying(self) -> bool:
        return self._retry.isActive()

    # ------------------------------------------------------------ the socket

    def _open(self) -> None:
        if self._stopped:
            return
        sock = QTcpSocket(self)
        self.sock = sock
        sock.connected.connect(lambda: self._on_connected(sock))
        sock.readyRead.connect(lambda: self._on_read(sock))
        sock.disconnected.connect(lambda: self._lost(sock))
        sock.errorOccurred.connect(lambda _e: self._lost(sock))
        sock.connectToHost(self.address, self.port)

    def _on_connected(self, sock: QTcpSocket) -> None:
        if sock is not self.sock:
            return
        self._heard = self._clock()
        sock.setSocketOption(QAbstractSocket.SocketOption.LowDelayOption, 1)  # an act leaves at once
        sock.write(self.state.hello())
        self._pinger.start()

    def _on_read(self, sock: QTcpSocket) -> None:
        if sock is not self.sock:
            return
        self._heard = self._clock()
        for message in self.state.feed(bytes(sock.readAll().data())):
            if message.get("type") == "welcome":
                self._attempt = 0
                self.connectedChanged.emit(True)
            self.received.emit(message)
        if self.state.rejected is not None:
            self._give_up(f"rejected: {self.state.rejected.get('code')}")
        elif self.state.broken:
            self._lost(sock)

    def _keep_alive(self) -> None:
        if self._clock() - self._heard >= self._silence:
            if self.sock is not None:
                self._lost(self.sock)  # the host is gone: try again
            return
        self._ping += 1
        self.send(self.state.ping(self._ping))

    def _lost(self, sock: QTcpSocket) -> None:
        if sock is not self.sock:
            return
        was_welcomed = self.state.welcomed
        self._drop_socket(graceful=False)
        if was_welcomed:
            self.connectedChanged.emit(False)
        if self._stopped or self.state.rejected is not None:
            return
        if self.state.error is not None and self.state.error.get("code") == "replaced":
            self._give_up("replaced: the seat was taken up elsewhere")
            return
        if self.state.match_over is not None:
            self._stopped = True  # the match is over: nothing to come back to
            return
        if self._max_retries is not None and self._attempt >= self._max_retries:
            self._give_up("the host cannot be reached")
            return
        self._retry.start(int(retry_delay(self._attempt) * 1000))
        self._attempt += 1

    def _drop_socket(self, graceful: bool) -> None:
        sock, self.sock = self.sock, None
        self._pinger.stop()
        if sock is None:
            return
        _quiet(sock)
        if graceful:
            _retire(sock)
        else:
            sock.abort()
            sock.deleteLater()

    def _give_up(self, reason: str) -> None:
        self._stopped = True
        self._retry.stop()
        if self.sock is not None:
            self._drop_socket(graceful=False)
        self.gaveUp.emit(reason)
