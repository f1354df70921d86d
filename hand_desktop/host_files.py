"""A hosted table's files: the match's autosave and the host-only seat file (PROTOCOL.md 7 and 9).

Both hosts keep a table in one folder: the headless ``hand-desktop-host``
(``--data DIR``) and the desktop app when it hosts (its data folder's
``hosted/``). ``autosave.json`` is the match's own save (``Match.dumps()``,
which holds the seed: it never leaves this computer), written atomically after
every log entry. ``seats.json`` holds the table id, the join code, the seats'
kinds and names, the SHA-256 of each seat's token (never a token) and the
host's own options (``options``: the table's name, the grace time). Started
again on the same folder, a host resumes that table and the clients rejoin by
token. Every file goes through ``hand_desktop.files`` (atomic, 0600 in a 0700
folder); a file that cannot be used, for its JSON or for its schema (a wrong
type, a value out of range), is reported and set aside (renamed
``NAME.broken-<timestamp>.json``), never overwritten; the files are removed
once the match is over.

This module, not ``hand_desktop.net``, touches the match's save: the network
layer never reaches the save form or the seed.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, TypeVar

from hand_desktop import files
from hand_desktop.core.jsonfile import FileReadError, is_whole, read_json
from hand_desktop.core.limits import GRACE_MAX, NAME_STORED, TABLE_NAME_STORED
from hand_desktop.core.names import clean_name
from hand_desktop.core.seats import SeatKind

if TYPE_CHECKING:  # the rules engine is imported when a table is read back (not at the window's start)
    from hand_desktop.core.match import Match

log = logging.getLogger("hand_desktop.host")

AUTOSAVE = "autosave.json"
SEATS_FILE = "seats.json"
HANDS_FILE = "hands.json"  # the desktop host's hot-seat people's hand orders (its UI's, not the match's)
SEATS_KIND = "hand-desktop-host-seats"
OPTION_KEYS = ("name", "grace", "port")  # the desktop host's own options (``HostOptions.to_json``)
T = TypeVar("T")


def set_aside(path: Path, why: str) -> Path | None:
    """Set a file that cannot be used aside (``files.set_aside``: never raises, never overwrites)."""
    log.warning("%s cannot be used: %s", path.name, why)
    return files.set_aside(path)


@dataclass
class Saved:
    """What a host left in its folder."""

    table: str
    code: str | None
    kinds: tuple[SeatKind, ...]
    names: list[str]
    digests: dict[int, str]
    match: Match | None
    options: dict[str, Any] = field(default_factory=dict)  # the host's own (desktop: name, grace, port)


@dataclass(frozen=True)
class Loaded:
    """``TableFiles.load``'s answer: the table left there (or None), and what was set aside and why."""

    saved: Saved | None
    problem: str | None = None


class TableFiles:
    """One table's folder: read it back, write the match and the seats, clear it at the end.

    Every file goes through ``hand_desktop.files``: written atomically, mode 0600 in a
    0700 folder (the autosave holds the seed, the seat file the join code and the
    tokens' digests); a file that cannot be used is set aside and reported, never
    overwritten. Writes raise ``OSError``; reads and ``remove`` never raise.
    """

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)

    @property
    def seats_path(self) -> Path:
        return self.folder / SEATS_FILE

    @property
    def save_path(self) -> Path:
        return self.folder / AUTOSAVE

    @property
    def hands_path(self) -> Path:
        return self.folder / HANDS_FILE

    def exists(self) -> bool:
        return self.seats_path.exists()

    def _write(self, path: Path, text: str) -> None:
        files.write_atomic(path, text, private=True)

    def save_hands(self, data: dict[str, Any]) -> None:
        """The desktop host's hand orders (``storage``'s form, which checks them when read back)."""
        if self.save_path.exists():  # only beside a match in progress
            self._write(self.hands_path, json.dumps(data, ensure_ascii=False, indent=1))

    def load_hands(self, check: Callable[[Any], T]) -> tuple[T | None, str | None]:
        """The hand orders written by ``save_hands``, read by ``check`` (which raises
        ``ValueError`` for a wrong shape): the value, or None and why the file was set aside."""
        if not self.hands_path.exists():
            return None, None
        try:
            return check(read_json(self.hands_path)), None
        except (FileReadError, ValueError) as exc:
            why = str(exc)
        set_aside(self.hands_path, why)
        return None, why

    def load(self) -> Loaded:
        """The table left in the folder; broken files are set aside (``problem`` says why)."""
        seats_path, save_path = self.seats_path, self.save_path
        if not seats_path.exists():
            if save_path.exists():  # a match without its seats cannot be rejoined; keep it, never overwrite it
                set_aside(save_path, "its seat file is missing")
                return Loaded(None, "its seat file is missing")
            return Loaded(None)
        try:
            saved = _read_seats(read_json(seats_path))
        except (FileReadError, ValueError) as exc:
            set_aside(seats_path, str(exc))
            if save_path.exists():
                set_aside(save_path, "its seat file could not be read")
            return Loaded(None, str(exc))
        if save_path.exists():
            from hand_desktop.core.match import Match, SaveError
            from hand_desktop.core.rules import RuleError

            try:
                saved.match = Match.from_json(read_json(save_path))
                if saved.match.players != len(saved.kinds):
                    raise SaveError("the autosave's seats are not the table's")
            except (ValueError, TypeError, KeyError, RuleError) as exc:  # SaveError, FileReadError, a hand-made save
                set_aside(save_path, str(exc))
                set_aside(seats_path, "its match could not be read")
                return Loaded(None, str(exc))
        return Loaded(saved)

    def save_match(self, match: Match) -> None:
        if not match.over:
            self._write(self.save_path, match.dumps())

    def save_seats(self, table: str, code: str | None, kinds: list[str], names: list[str],
                   digests: dict[int, str], options: dict[str, Any] | None = None) -> None:
        self._write(self.seats_path, json.dumps({
            "kind": SEATS_KIND, "table": table, "code": code, "seats": kinds, "names": names,
            "digests": {str(k): v for k, v in digests.items()}, "options": options or {},
        }, ensure_ascii=False, indent=1))

    def remove(self) -> bool:
        """Delete the table's files (its match is over, or it was given up); False when the
        folder refused (never raises: the table may stay to be resumed, and is reported then)."""
        done = [files.remove(path) for path in (self.save_path, self.seats_path, self.hands_path)]
        return all(done)


def load_saved(data: Path) -> Saved | None:
    """The table left in ``data`` (broken files set aside), or None."""
    return TableFiles(data).load().saved


def _read_seats(raw: Any) -> Saved:
    """The seat file's schema: wrong types and out-of-range values are ``ValueError`` (set aside)."""
    # hashlib (OpenSSL, megabytes) is loaded only when a seat file is read.
    from hand_desktop.net.security import is_join_code

    if not isinstance(raw, dict) or raw.get("kind") != SEATS_KIND:
        raise ValueError("not a seat file of hand-desktop-host")
    table, code, kinds, names, digests = (raw.get(k) for k in ("table", "code", "seats", "names", "digests"))
    if not isinstance(table, str) or not 0 < len(table) <= 64 or not (
            code is None or isinstance(code, str) and is_join_code(code)):
        raise ValueError("bad table id or join code")
    if not isinstance(kinds, list) or not isinstance(names, list) or len(kinds) != len(names) or not (
            2 <= len(kinds) <= 4):
        raise ValueError("bad seats")
    seat_kinds = tuple(SeatKind.from_wire(k) for k in kinds)
    if not all(isinstance(n, str) and len(n) <= NAME_STORED for n in names) or not isinstance(digests, dict):
        raise ValueError("bad names or digests")
    parsed: dict[int, str] = {}
    for seat, digest in digests.items():
        if not (seat.isascii() and seat.isdigit() and int(seat) < len(kinds) and isinstance(digest, str)
                and len(digest) == 64 and all(c in "0123456789abcdef" for c in digest)):
            raise ValueError("bad token digest")
        parsed[int(seat)] = digest
    return Saved(table, code, seat_kinds,
                 [clean_name(n) for n in names], parsed, None, _read_options(raw.get("options", {})))


def _read_options(options: Any) -> dict[str, Any]:
    """The host's own options, each of its type and range (never coerced: a wrong one is refused)."""
    if not isinstance(options, dict):
        raise ValueError("bad options")
    out: dict[str, Any] = {}
    name, grace, port = (options.get(k) for k in OPTION_KEYS)
    if name is not None:
        if not isinstance(name, str) or len(name) > TABLE_NAME_STORED:
            raise ValueError("bad table name")
        out["name"] = name
    if grace is not None:
        if isinstance(grace, bool) or not isinstance(grace, int | float) or not 0 <= grace <= GRACE_MAX:
            raise ValueError(f"bad grace time {grace!r}")
        out["grace"] = float(grace)
    if port is not None:
        if not is_whole(port) or not 0 < port < 65536:
            raise ValueError(f"bad port {port!r}")
        out["port"] = port
    return out
