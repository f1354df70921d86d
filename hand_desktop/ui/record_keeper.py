"""Counting finished matches in the record file (Game > Statistics).

The counting itself is ``core.record``; this module reads and writes the file
through ``storage`` (atomic writes, a broken file set aside and reported) and
words what went wrong. No widgets: the match's end calls ``count_finished`` and
the Statistics dialog ``count_saved_files``.
"""

from __future__ import annotations

import logging
import time
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.events import Event, RoundStarted
from hand_desktop.core.match import Match
from hand_desktop.core.record import MatchEntry, Record, entry_from, entry_of, table_match_id
from hand_desktop.core.seats import SeatKind
from hand_desktop.core.summary import MatchSummary
from hand_desktop.ui import storage
from hand_desktop.ui.words.text import fill

log = logging.getLogger(__name__)
CTX = "Statistics"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def utc_stamp(seconds: float | None = None) -> str:
    """ISO 8601 in UTC, to the second: how the record dates its matches."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(time.time() if seconds is None else seconds))


def _save_failed(exc: OSError) -> str:
    return fill(_tr("Your record of matches could not be saved.\n\n%1"), str(exc))


def count_finished(match: Match, kinds: Sequence[SeatKind] | None = None,
                   path: Path | None = None, when: str | None = None) -> str | None:
    """Count a match that just ended (once: a match counted before is not counted again).

    ``kinds``: who played each seat (a LAN table passes ``REMOTE`` for the people
    at other computers: only this computer's people are counted). Returns a
    message to show when the file was broken (and set aside) or could not be written.
    """
    return count_entry(entry_of(match, when or utc_stamp(), kinds), path)


def count_joined(table: str, summary: MatchSummary, events: Iterable[Event], kinds: Sequence[SeatKind],
                 path: Path | None = None, when: str | None = None) -> str | None:
    """Count a match played at a table joined over the network, from what this computer saw:
    the summary (``kinds`` as this computer sees the seats: its own is ``HUMAN``) and the
    events of its seat. Counted once per table and ending (``table_match_id``)."""
    seen = replace(summary, kinds=tuple(kinds))
    return count_entry(entry_from(seen, whole_rounds(events), table_match_id(table, seen), when or utc_stamp()),
                       path)


def whole_rounds(events: Iterable[Event]) -> list[Event]:
    """The events from the first deal seen on: a client that rejoined in the middle of a round
    did not see its turns counted from the start, so that round's opening is not counted."""
    events = list(events)
    first = next((i for i, e in enumerate(events) if isinstance(e, RoundStarted)), len(events))
    return events[first:]


def count_entry(entry: MatchEntry | None, path: Path | None = None) -> str | None:
    """Add ``entry`` to the record file unless it is there already (see ``count_finished``)."""
    if entry is None:
        return None
    record, message = storage.load_record(path)
    if record.has(entry.id):
        return message
    try:
        storage.save_record(record.add(entry), path)
    except OSError as exc:
        log.error("could not save the record: %s", exc)
        return _save_failed(exc) if message is None else f"{message}\n\n{_save_failed(exc)}"
    return message


@dataclass(frozen=True)
class Counted:
    """What adding saved matches to the record did."""

    record: Record
    added: int = 0
    already: int = 0  # counted before
    not_counted: int = 0  # unfinished, or nobody at this computer played, or a prepared table
    unreadable: tuple[tuple[Path, str], ...] = ()  # each file that could not be read, and why
    message: str | None = None  # the record file was broken, or could not be written


def entries_of_files(paths: Iterable[Path]) -> tuple[list[MatchEntry], int, list[tuple[Path, str]]]:
    """The record entries of saved matches (dated by their file's time), how many of the
    files have nothing to count, and the files that could not be read."""
    entries: list[MatchEntry] = []
    nothing, unreadable = 0, []
    for path in paths:
        try:
            saved = storage.load_saved_match(path)
            when = utc_stamp(Path(path).stat().st_mtime)
        except (storage.StorageError, OSError) as exc:
            reason = exc.explain() if isinstance(exc, storage.StorageError) else str(exc)
            unreadable.append((Path(path), reason))
            continue
        entry = entry_of(saved.match, when, saved.kinds)
        if entry is None:
            nothing += 1
        else:
            entries.append(entry)
    return entries, nothing, unreadable


def count_saved_files(paths: Iterable[Path], path: Path | None = None) -> Counted:
    """Add saved matches to the record (rebuilding it after a reset, or counting old saves)."""
    entries, nothing, unreadable = entries_of_files(paths)
    record, message = storage.load_record(path)
    bigger, added = record.add_all(entries)
    if added:
        try:
            storage.save_record(bigger, path)
        except OSError as exc:
            failed = _save_failed(exc)
            return Counted(record, 0, 0, nothing, tuple(unreadable),
                           failed if message is None else f"{message}\n\n{failed}")
    return Counted(bigger, added, len(entries) - added, nothing, tuple(unreadable), message)


def reset(path: Path | None = None) -> str | None:
    """Forget every counted match; a message when the file could not be written."""
    try:
        storage.save_record(Record(), path)
    except OSError as exc:
        return _save_failed(exc)
    return None
