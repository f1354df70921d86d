"""Finished matches kept for review: a copy of each one's save in the data folder.

The record (``record.json``) counts a match but keeps none of its moves, and
the autosave of a finished match is replaced by the next one. So when a match
ends, its save is copied to ``finished/<match id>.hand`` in the data folder
(the id is the record's own, ``core.record.match_id``); the last ``KEEP`` are
kept, the oldest (and their coach's findings) go. Statistics lists them
(``finished_matches``) to review any of the last matches.
"""

from __future__ import annotations

import json
import logging
import time
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from hand_desktop.core.jsonfile import FileReadError, read_json
from hand_desktop.core.seats import SeatKind
from hand_desktop.ui import storage

if TYPE_CHECKING:
    from hand_desktop.core.match import Match

log = logging.getLogger(__name__)
FOLDER = "finished"
SUFFIX = ".hand"
KEEP = 30


def folder() -> Path:
    return storage.data_dir() / FOLDER


@dataclass(frozen=True)
class FinishedMatch:
    """A kept save, as the list of matches to review shows it (read without replaying it)."""

    path: Path
    ended: float  # seconds since the epoch (the file's time)
    names: tuple[str, ...]
    rounds: int  # rounds chosen (deciding rounds not counted)


def keep_finished(match: Match, kinds: tuple[SeatKind, ...] | None = None) -> Path | None:
    """Keep a copy of a finished match's save (once); None when it could not be written."""
    from hand_desktop.core.record import match_id

    if not match.over:
        return None
    path = folder() / f"{match_id(match)}{SUFFIX}"
    # A hosted table's people at other computers are people in the copy: a save read here
    # names only the kinds of a game at this computer.
    seats = [SeatKind.HUMAN if k is SeatKind.REMOTE else k for k in (kinds or (s.kind for s in match.seats))]
    try:
        if not path.exists():
            data = match.to_json()
            data["seats"] = [k.value for k in seats]
            storage.atomic_write_text(path, json.dumps(data, ensure_ascii=False, separators=(",", ":")) + "\n")
        _forget_oldest()
    except OSError as exc:
        log.warning("could not keep the finished match for review: %s", exc)
        return None
    return path


def _forget_oldest() -> None:
    kept = sorted(folder().glob(f"*{SUFFIX}"), key=_mtime, reverse=True)
    for old in kept[KEEP:]:
        for path in (old, old.with_name(old.name + ".coach.json")):
            path.unlink(missing_ok=True)


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return 0.0


def finished_matches() -> list[FinishedMatch]:
    """The kept matches, the newest first (a file that cannot be read is left out)."""
    out = []
    for path in sorted(folder().glob(f"*{SUFFIX}"), key=_mtime, reverse=True):
        try:
            data = read_json(path)
        except FileReadError:
            continue
        if not isinstance(data, dict):
            continue
        names = data.get("names")
        rules = data.get("rules")
        rounds = rules.get("rounds") if isinstance(rules, dict) else None
        if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
            continue
        out.append(FinishedMatch(path, _mtime(path), tuple(names), rounds if isinstance(rounds, int) else 0))
    return out


def ended_text(seconds: float) -> str:
    """When a kept match ended, in local time ("2026-12-03 14:05")."""
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(seconds))
