"""The seat this player holds at a table joined over the network, kept so that they can rejoin.

When a table welcomes this computer, ``joined.json`` in the data folder notes
the table's id, the seat's token, the host's address and port, the player's
name and the table's name. If the app is closed or crashes, the welcome page
offers "Rejoin <table> at <address>" with it (PROTOCOL.md section 4: a
``hello`` with the token takes the same seat back).

The token is this player's own secret: it is written only here, on their
computer, in a file only they may read (the atomic write's temporary file is
made with mode 0600 and renamed), and never logged. The note is forgotten when
the match ends, when the player leaves the table by choice, and when the host
answers ``bad_token`` or ``replaced``. A file that cannot be read is set
aside and reported like the other files of ours (``storage``).
"""

from __future__ import annotations

import contextlib
import json
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any

from hand_desktop.core.jsonfile import FileProblem, FileReadError, is_whole, read_json
from hand_desktop.core.limits import NAME_STORED, TABLE_NAME_STORED
from hand_desktop.core.names import clean_name, clean_table_name, clean_text
from hand_desktop.net.address import Address
from hand_desktop.ui import storage
from hand_desktop.ui.storage import Problem, StorageError, ticket_path

TICKET_KIND = "hand-desktop-seat"
TICKET_SCHEMA = 1
_TEXT_LIMITS = {"table": 200, "token": 200, "host": 255, "name": NAME_STORED, "table_name": TABLE_NAME_STORED}


@dataclass(frozen=True)
class SeatTicket:
    """What it takes to sit down again at a table joined over the network."""

    table: str  # the host's id of the table (``welcome``'s ``table``)
    token: str  # the seat's secret (``welcome``'s ``token``)
    host: str
    port: int
    name: str  # the player's name at that table
    table_name: str = ""  # as the search showed it; "" when joined by address

    @property
    def address(self) -> str:
        return str(Address(self.host, self.port))

    def to_json(self) -> dict[str, Any]:
        return {"kind": TICKET_KIND, "schema": TICKET_SCHEMA, **asdict(self)}

    @classmethod
    def from_json(cls, data: Any) -> SeatTicket:
        """Read a note; raises ``StorageError`` naming what is wrong."""
        if not isinstance(data, dict) or data.get("kind") != TICKET_KIND:
            raise StorageError("not the note of a joined table", Problem.BAD_SEAT)
        if not is_whole(data.get("schema")) or data.get("schema") != TICKET_SCHEMA:
            raise StorageError(f"unsupported version {data.get('schema')!r}", Problem.BAD_SEAT)
        texts = {}
        for key, limit in _TEXT_LIMITS.items():
            value = data.get(key, "" if key == "table_name" else None)
            if not isinstance(value, str) or len(value) > limit or (key != "table_name" and not value.strip()):
                raise StorageError(f"bad {key}", Problem.BAD_SEAT)
            texts[key] = value
        port = data.get("port")
        if not is_whole(port) or not 0 < port < 65536:
            raise StorageError(f"bad port {port!r}", Problem.BAD_SEAT)
        # Names by the one name rule (core.names): nothing else reaches the Rejoin button.
        texts["name"] = clean_name(texts["name"])
        texts["table_name"] = clean_table_name(texts["table_name"])
        if not texts["name"]:
            raise StorageError("bad name", Problem.BAD_SEAT)
        if clean_text(texts["host"]) != texts["host"] or " " in texts["host"]:
            raise StorageError("bad host address", Problem.BAD_SEAT)  # no control or bidi character
        return cls(port=port, **texts)


def load_ticket(path: Path | None = None) -> tuple[SeatTicket | None, str | None]:
    """The seat held at a joined table, if any; a broken note is set aside and explained."""
    path = ticket_path() if path is None else Path(path)
    try:
        return SeatTicket.from_json(read_json(path)), None
    except FileReadError as exc:
        if exc.problem is FileProblem.MISSING:
            return None, None
        reason = StorageError(exc.detail or "", exc.problem).explain()
    except StorageError as exc:
        reason = exc.explain()
    return None, storage.set_aside_broken("seat", path, reason)


def save_ticket(ticket: SeatTicket, path: Path | None = None) -> None:
    """Write the note atomically (readable by this user only); raises ``OSError``."""
    path = ticket_path() if path is None else Path(path)
    storage.atomic_write_text(path, json.dumps(ticket.to_json(), ensure_ascii=False, indent=1) + "\n",
                              private=True)  # it holds the seat's token


def forget_ticket(path: Path | None = None) -> None:
    """The seat is given up (the match ended, the player left, the host no longer keeps it)."""
    path = ticket_path() if path is None else Path(path)
    with contextlib.suppress(FileNotFoundError):
        path.unlink()
