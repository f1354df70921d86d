"""A hosted table's files: the match's autosave and the host-only seat file (PROTOCOL.md 7 and 9).

Both hosts keep a table in one folder: the headless ``hand-desktop-host``
(``--data DIR``) and the desktop app when it hosts (its data folder's
``hosted/``). ``autosave.json`` is the match's own save (``Match.dumps()``,
which holds the seed: it never leaves this computer), written atomically after
every log entry. ``seats.json`` holds the table id, the join code, the seats'
kinds and names, the SHA-256 of each seat's token (never a token) and the
host's own options (``options``: the table's name, the grace time). Started
again on the same folder, a host resumes that table and the clients rejoin by
token. A file that cannot be read is reported and set aside (renamed
``*.broken-N``), never overwritten; both files are removed once the match is over.

This module, not ``hand_desktop.net``, touches the match's save: the network
layer never reaches the save form or the seed.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from hand_desktop.core.jsonfile import FileReadError, read_json
from hand_desktop.core.seats import SeatKind

if TYPE_CHECKING:  # the rules engine is imported when a table is read back (not at the window's start)
    from hand_desktop.core.match import Match

log = logging.getLogger("hand_desktop.host")

AUTOSAVE = "autosave.json"
SEATS_FILE = "seats.json"
HANDS_FILE = "hands.json"  # the desktop host's hot-seat people's hand orders (its UI's, not the match's)
SEATS_KIND = "hand-desktop-host-seats"


def write_atomic(path: Path, text: str) -> None:
    tmp = path.with_name(path.name + ".tmp")
    tmp.write_text(text, encoding="utf-8")
    os.replace(tmp, path)


def set_aside(path: Path, why: str) -> Path | None:
    """Rename a file that cannot be used to ``NAME.broken-N`` (never overwritten); the new path."""
    for n in range(1, 1000):
        target = path.with_name(f"{path.name}.broken-{n}")
        if not target.exists():
            os.replace(path, target)
            log.warning("%s cannot be used (%s); set aside as %s", path, why, target.name)
            return target
    return None


@dataclass
class Saved:
    """What a host left in its folder."""

    table: str
    code: str | None
    kinds: tuple[SeatKind, ...]
    names: list[str]
    digests: dict[int, str]
    match: Match | None
    options: dict[str, Any] = field(default_factory=dict)  # the host's own (desktop: name, grace)


@dataclass(frozen=True)
class Loaded:
    """``TableFiles.load``'s answer: the table left there (or None), and what was set aside and why."""

    saved: Saved | None
    problem: str | None = None


class TableFiles:
    """One table's folder: read it back, write the match and the seats, clear it at the end."""

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

    def save_hands(self, data: dict[str, Any]) -> None:
        """The desktop host's hand orders (``storage``'s form, which checks them when read back)."""
        if self.save_path.exists():  # only beside a match in progress
            write_atomic(self.hands_path, json.dumps(data, ensure_ascii=False, indent=1))

    def load_hands(self) -> Any:
        """The hand orders written by ``save_hands`` (None if none, or unreadable: set aside)."""
        if not self.hands_path.exists():
            return None
        try:
            return read_json(self.hands_path)
        except FileReadError as exc:
            set_aside(self.hands_path, str(exc))
            return None

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

            try:
                saved.match = Match.loads(save_path.read_bytes())
                if saved.match.players != len(saved.kinds):
                    raise SaveError("the autosave's seats are not the table's")
            except (SaveError, OSError) as exc:
                set_aside(save_path, str(exc))
                set_aside(seats_path, "its match could not be read")
                return Loaded(None, str(exc))
        return Loaded(saved)

    def save_match(self, match: Match) -> None:
        if not match.over:
            self.folder.mkdir(parents=True, exist_ok=True)
            write_atomic(self.save_path, match.dumps())

    def save_seats(self, table: str, code: str | None, kinds: list[str], names: list[str],
                   digests: dict[int, str], options: dict[str, Any] | None = None) -> None:
        self.folder.mkdir(parents=True, exist_ok=True)
        write_atomic(self.seats_path, json.dumps({
            "kind": SEATS_KIND, "table": table, "code": code, "seats": kinds, "names": names,
            "digests": {str(k): v for k, v in digests.items()}, "options": options or {},
        }, ensure_ascii=False, indent=1))

    def remove(self) -> None:
        for path in (self.save_path, self.seats_path, self.hands_path):
            path.unlink(missing_ok=True)


def load_saved(data: Path) -> Saved | None:
    """The table left in ``data`` (broken files set aside), or None."""
    return TableFiles(data).load().saved


def _read_seats(raw: Any) -> Saved:
    # hashlib (OpenSSL, megabytes) is loaded only when a seat file is read.
    from hand_desktop.net.security import is_join_code

    if not isinstance(raw, dict) or raw.get("kind") != SEATS_KIND:
        raise ValueError("not a seat file of hand-desktop-host")
    table, code, kinds, names, digests = (raw.get(k) for k in ("table", "code", "seats", "names", "digests"))
    if not isinstance(table, str) or not (code is None or isinstance(code, str) and is_join_code(code)):
        raise ValueError("bad table id or join code")
    if not isinstance(kinds, list) or not isinstance(names, list) or len(kinds) != len(names):
        raise ValueError("bad seats")
    seat_kinds = tuple(SeatKind.from_wire(k) for k in kinds)
    if not all(isinstance(n, str) for n in names) or not isinstance(digests, dict):
        raise ValueError("bad names or digests")
    parsed: dict[int, str] = {}
    for seat, digest in digests.items():
        if not (seat.isdigit() and int(seat) < len(kinds) and isinstance(digest, str) and len(digest) == 64):
            raise ValueError("bad token digest")
        bytes.fromhex(digest)
        parsed[int(seat)] = digest
    options = raw.get("options", {})
    return Saved(table, code, seat_kinds, list(names), parsed, None,
                 options if isinstance(options, dict) else {})
