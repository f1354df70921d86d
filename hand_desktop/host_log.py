"""The host log of a table hosted from the window: a rotating, private file in the data folder.

``net.host`` writes the log (logger ``hand_desktop.table``: one line per join,
rejoin, leave, refusal and drop, with its code; never a token, a join code or a
card). ``hand-desktop-host`` sends it to standard error; the window, which has
no console, keeps it in ``host.log`` (at most ``MAX_BYTES``, with
``BACKUPS`` older files beside it), readable by this user only.

Standard library only.
"""

from __future__ import annotations

import logging
import os
from io import TextIOWrapper
from logging.handlers import RotatingFileHandler
from pathlib import Path

from hand_desktop import files
from hand_desktop.net.host import journal

LOG_NAME = "host.log"
MAX_BYTES = 256 * 1024
BACKUPS = 2
FORMAT = "%(asctime)s %(message)s"


class _PrivateFile(RotatingFileHandler):
    """A rotating file made with mode 0600 (the log names the players and their addresses)."""

    def _open(self) -> TextIOWrapper:
        fd = os.open(self.baseFilename, os.O_WRONLY | os.O_CREAT | os.O_APPEND, files.PRIVATE_FILE)
        return open(fd, "a", encoding=self.encoding)  # the handler closes it


def attach(folder: Path) -> logging.Handler | None:
    """Keep the host log in ``folder/host.log`` from now on; None when the file cannot be made
    (the table goes on without it, and says so in the program's own log)."""
    try:
        files.make_folder(folder, private=True)
        handler = _PrivateFile(Path(folder) / LOG_NAME, maxBytes=MAX_BYTES, backupCount=BACKUPS,
                               encoding="utf-8")
    except OSError as exc:
        logging.getLogger(__name__).warning("the host log cannot be kept in %s: %s", folder, exc)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    journal.addHandler(handler)
    journal.setLevel(logging.INFO)
    journal.propagate = False  # the window's own log stays for its own troubles
    return handler


def detach(handler: logging.Handler | None) -> None:
    """Stop keeping the host log in that file (the table closed)."""
    if handler is None:
        return
    journal.removeHandler(handler)
    handler.close()
    if not journal.handlers:
        journal.setLevel(logging.NOTSET)
        journal.propagate = True
