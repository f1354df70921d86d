"""Which lessons the player has finished, kept in ``lessons.json`` in the data folder.

Written through the game's one file layer (``hand_desktop.files``, as
``storage`` hands it on): atomically and private. A file that cannot be read
is set aside (``NAME.broken-<timestamp>.json``), never overwritten, and the
caller gets a sentence to show.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.jsonfile import FileProblem, FileReadError, is_whole, read_json
from hand_desktop.ui import storage
from hand_desktop.ui.words.text import fill

FILE_NAME = "lessons.json"
FILE_KIND = "hand-desktop-lessons"
SCHEMA = 1
MAX_KEYS = 100  # lessons a file may name (ours are six; later versions may add some)
MAX_KEY = 40


def default_path() -> Path:
    return storage.data_dir() / FILE_NAME


def to_json(done: Iterable[str]) -> dict[str, Any]:
    return {"kind": FILE_KIND, "schema": SCHEMA, "done": sorted(set(done))}


def from_json(data: Any) -> frozenset[str]:
    """The finished lessons' keys; ValueError names what is wrong. Keys this version does not
    know are kept (a later version may have more lessons)."""
    if not isinstance(data, dict) or data.get("kind") != FILE_KIND:
        raise ValueError("not a file of lesson progress")
    schema = data.get("schema")
    if not is_whole(schema) or schema != SCHEMA:  # 1.0 and true are not 1
        raise ValueError(f"unsupported lesson progress version {schema!r}")
    done = data.get("done")
    if not isinstance(done, list) or len(done) > MAX_KEYS:
        raise ValueError("the finished lessons are not a list")
    if not all(isinstance(k, str) and 0 < len(k) <= MAX_KEY for k in done):
        raise ValueError("a finished lesson is not named by a short text")
    return frozenset(done)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Lessons", text)


def _set_aside(path: Path, reason: str) -> str:
    moved = storage.set_aside(path)
    head = _tr("Your lesson progress could not be read, so every lesson shows as not done yet.")
    if moved is not None:
        where = fill(_tr("The file was kept as %1 so nothing is lost."), f"\u2066{moved}\u2069")
    else:
        where = fill(_tr("The file %1 could not be moved aside."), f"\u2066{path}\u2069")
    detail = fill(_tr("Reason: %1"), reason)
    return f"{head}\n\n{where}\n\n{detail}"


def load(path: Path | None = None) -> tuple[frozenset[str], str | None]:
    """The finished lessons and, when the file had a problem, the sentence to show."""
    path = default_path() if path is None else Path(path)
    try:
        data = read_json(path)
    except FileReadError as exc:
        if exc.problem is FileProblem.MISSING:
            return frozenset(), None
        return frozenset(), _set_aside(path, storage.StorageError(exc.detail or "", exc.problem).explain())
    try:
        return from_json(data), None
    except ValueError as exc:
        return frozenset(), _set_aside(path, str(exc))


def save(done: Iterable[str], path: Path | None = None) -> None:
    """Write the finished lessons atomically; raises OSError."""
    path = default_path() if path is None else Path(path)
    storage.atomic_write_text(path, json.dumps(to_json(done), ensure_ascii=False, indent=1) + "\n")


class Progress:
    """The finished lessons in memory, written to ``path`` when one more is done (None: memory only)."""

    def __init__(self, path: Path | None = None, done: Iterable[str] = (), problem: str | None = None) -> None:
        self.path = path
        self.done: frozenset[str] = frozenset(done)
        self.problem = problem  # a sentence about the file, shown once

    @classmethod
    def from_file(cls, path: Path | None = None) -> Progress:
        path = default_path() if path is None else Path(path)
        done, problem = load(path)
        return cls(path, done, problem)

    def mark_done(self, key: str) -> None:
        """Remember ``key`` as finished (kept in memory even when the write fails); raises OSError."""
        if key in self.done:
            return
        self.done = self.done | {key}
        if self.path is not None:
            save(self.done, self.path)
