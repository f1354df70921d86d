"""One running game per data folder.

Two copies of the game on one data folder would both resume the same match
and overwrite each other's autosave (whichever writes last wins, the other's
moves are lost). So the first copy takes a ``QLockFile`` in the data folder
and listens on a ``QLocalServer`` named after that folder; a second start
finds the lock taken, sends the running copy the file it was asked to open
(if any) and exits, and the running copy brings its window forward and opens
the file. If the running copy does not answer (it hangs), the second start
says that the game is already open instead.

A lock left by a copy that crashed (or was killed) is stale: ``QLockFile``
sees that its process is gone and takes it over. The lock never goes stale
by age (``setStaleLockTime(0)``): a game stays open for hours.

The message on the wire is one line of JSON, ``{"open": PATH or null}``,
answered by ``ok``; both sides bound its size and their waits.
"""

from __future__ import annotations

import json
import logging
import sys
import time
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QLockFile, QObject, Signal

if TYPE_CHECKING:  # QtNetwork is loaded when the game listens or asks: after the first window
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

log = logging.getLogger(__name__)

LOCK_NAME = "hand-desktop.lock"
MAX_MESSAGE = 64 * 1024  # a path, in JSON: far less than this
WAIT_MS = 2000  # how long the second start waits for the running copy at each step
# How long a second start keeps knocking when the running copy holds the lock but does not
# listen yet: a copy opens its door after its first paint, at the latest LISTEN_LATEST_MS
# after it started (app.py), so a second start in that moment waits rather than says
# "already open" over a copy about to come forward.
LISTEN_LATEST_MS = 3000
LISTEN_PATIENCE_MS = LISTEN_LATEST_MS + 1000
_KNOCK_EVERY_S = 0.1
ANSWER = b"ok\n"


def server_name(data_dir: Path) -> str:
    """The local server's name for this data folder (short: Unix socket paths are limited)."""
    import hashlib  # here: it loads OpenSSL (megabytes), and only listening needs the name

    key = str(Path(data_dir).expanduser().resolve()).encode("utf-8", "surrogatepass")
    return "hand-desktop-" + hashlib.sha256(key).hexdigest()[:20]


def encode_request(file: str | None) -> bytes:
    return json.dumps({"open": file}, ensure_ascii=True).encode("ascii") + b"\n"


def decode_request(data: bytes) -> str | None:
    """The file a second start asks to open (None: just come forward); ValueError if garbled."""
    try:
        message = json.loads(data.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError) as exc:
        raise ValueError(f"not a request: {exc}") from None
    if not isinstance(message, dict) or "open" not in message:
        raise ValueError("not a request")
    file = message["open"]
    if file is not None and not isinstance(file, str):
        raise ValueError("the file to open is not a path")
    return file


class InstanceGuard(QObject):
    """Holds this folder's lock; hears a second start and reports what it asked for."""

    activationRequested = Signal(object)  # the file to open (str) or None

    def __init__(self, data_dir: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.data_dir = Path(data_dir)
        self._lock: QLockFile | None = None
        self._server: QLocalServer | None = None
        self._readers: dict[QLocalSocket, bytearray] = {}

    @property
    def name(self) -> str:
        return server_name(self.data_dir)

    # ------------------------------------------------------------------ the lock

    def acquire(self) -> bool:
        """Take the lock (a stale one is taken over); False if another copy holds it.

        A folder where no lock can be written (read-only, missing rights) does not
        stop the game: it runs unguarded, and its saves report their own failure.
        """
        try:
            self.data_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            log.warning("cannot create %s (%s): running without the single-game lock", self.data_dir, exc)
            return True
        lock = QLockFile(str(self.data_dir / LOCK_NAME))
        lock.setStaleLockTime(0)  # never stale by age; a dead owner is still detected
        if lock.tryLock(0):
            self._lock = lock
            return True
        if lock.error() == QLockFile.LockError.LockFailedError:
            return False
        log.warning("cannot write the lock in %s: running without the single-game lock", self.data_dir)
        return True

    @property
    def locked(self) -> bool:
        return self._lock is not None and self._lock.isLocked()

    def release(self) -> None:
        if self._server is not None:
            self._server.close()
            self._server = None
        if self._lock is not None:
            self._lock.unlock()
            self._lock = None

    # ------------------------------------------------------------------ the running copy

    def listen(self) -> bool:
        """Wait for second starts (only while holding the lock: then no other copy listens)."""
        if not self.locked:
            return False
        from PySide6.QtNetwork import QLocalServer

        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        QLocalServer.removeServer(self.name)  # a socket file a crashed copy left behind
        if not server.listen(self.name):
            log.warning("cannot listen as %s: %s", self.name, server.errorString())
            return False
        server.newConnection.connect(self._on_connection)
        self._server = server
        from hand_desktop.ui import startup_trace

        startup_trace.step("listening")
        return True

    def _on_connection(self) -> None:
        server = self._server
        while server is not None and server.hasPendingConnections():
            socket = server.nextPendingConnection()
            self._readers[socket] = bytearray()
            socket.readyRead.connect(lambda s=socket: self._on_ready(s))
            socket.disconnected.connect(lambda s=socket: self._forget(s))

    def _on_ready(self, socket: QLocalSocket) -> None:
        buffer = self._readers.get(socket)
        if buffer is None:
            return
        buffer += bytes(socket.readAll().data())
        if len(buffer) > MAX_MESSAGE:
            log.warning("a second start sent more than %d bytes; ignored", MAX_MESSAGE)
            self._drop(socket)
            return
        if b"\n" not in buffer:
            return
        line = bytes(buffer.split(b"\n", 1)[0])
        try:
            file = decode_request(line)
        except ValueError as exc:
            log.warning("a garbled request from a second start: %s", exc)
            self._drop(socket)
            return
        socket.write(ANSWER)
        socket.flush()
        self._drop(socket)
        self.activationRequested.emit(file)

    def _drop(self, socket: QLocalSocket) -> None:
        self._forget(socket)
        socket.disconnectFromServer()

    def _forget(self, socket: QLocalSocket) -> None:
        if self._readers.pop(socket, None) is not None:
            socket.deleteLater()


def ask_running_copy(data_dir: Path, file: str | None, wait_ms: int = WAIT_MS) -> bool:
    """Ask the copy that holds ``data_dir`` to come forward (and open ``file``); True if it did."""
    from PySide6.QtNetwork import QLocalSocket

    deadline = time.monotonic() + LISTEN_PATIENCE_MS / 1000
    while True:  # bounded by the deadline: about 40 knocks at most
        socket = QLocalSocket()
        socket.connectToServer(server_name(data_dir))
        if socket.waitForConnected(wait_ms):
            break
        socket.abort()
        if time.monotonic() >= deadline:
            return False
        time.sleep(_KNOCK_EVERY_S)
    socket.write(encode_request(file))
    if not socket.waitForBytesWritten(wait_ms):
        socket.abort()
        return False
    answer = b""
    while len(answer) < len(ANSWER) and socket.waitForReadyRead(wait_ms):
        answer += bytes(socket.readAll().data())
    socket.abort()
    return answer.startswith(ANSWER)


def already_open_text(data_dir: Path) -> tuple[str, str]:
    """The title and text telling that the game runs on this folder already."""
    from hand_desktop.ui.words.text import fill, ltr

    title = QCoreApplication.translate("SingleInstance", "Hand is already open")
    text = fill(QCoreApplication.translate(
        "SingleInstance",
        "Hand is already open on this computer, with the same saved matches (%1). Only one "
        "window can play them at a time, or their moves would overwrite each other.\n\n"
        "Switch to the open window, or close it and start Hand again.",
    ), ltr(data_dir))
    return title, text


def tell_already_open(data_dir: Path) -> None:
    """The running copy did not come forward (it does not answer): say so, before exiting."""
    from PySide6.QtWidgets import QMessageBox

    title, text = already_open_text(data_dir)
    print(f"hand-desktop: {title} ({data_dir})", file=sys.stderr)
    QMessageBox.warning(None, title, text)
