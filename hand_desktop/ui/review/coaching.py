"""The coach at work for the review: off the GUI thread, its findings cached beside the save.

``CoachWorker`` runs ``core.coach.coach`` in a thread of its own and reports
progress round by round. Its findings are kept in ``NAME.coach.json`` beside
the save (or, where that folder cannot be written, or the match is not in a
file, in the data folder's ``coach`` folder, named by the save's digest). The
save itself is never written. A cache that cannot be read, is of another
version or of another save is ignored and computed again (and written over:
it holds nothing but what the coach computes).
"""

from __future__ import annotations

import json
import logging
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QThread, Signal

from hand_desktop.core.coach import Coaching, coach, save_digest
from hand_desktop.core.jsonfile import FileReadError, read_json
from hand_desktop.core.replay import Replay
from hand_desktop.ui import storage

log = logging.getLogger(__name__)
CACHE_SUFFIX = ".coach.json"
CACHE_FOLDER = "coach"
KEEP_IN_DATA = 30


def cache_paths(source: Path | None, save: dict[str, Any]) -> list[Path]:
    """Where the findings of ``save`` may be kept, the first choice first."""
    fallback = storage.data_dir() / CACHE_FOLDER / f"{save_digest(save)[:32]}{CACHE_SUFFIX}"
    if source is None:
        return [fallback]
    return [source.with_name(source.name + CACHE_SUFFIX), fallback]


def read_cached(source: Path | None, save: dict[str, Any], players: int) -> Coaching | None:
    """The cached findings of this very save, or None (missing, broken or stale: ignored)."""
    for path in cache_paths(source, save):
        try:
            return Coaching.from_json(read_json(path), save, players)
        except (FileReadError, ValueError) as exc:
            log.debug("no usable coach cache at %s: %s", path, exc)
    return None


def write_cache(source: Path | None, save: dict[str, Any], coaching: Coaching) -> Path | None:
    """Keep the findings (the first place that can be written); None when none could."""
    text = json.dumps(coaching.to_json(save), ensure_ascii=False, separators=(",", ":")) + "\n"
    for path in cache_paths(source, save):
        try:
            storage.atomic_write_text(path, text)
        except OSError as exc:
            log.info("cannot keep the coach's findings at %s: %s", path, exc)
            continue
        if path.parent.name == CACHE_FOLDER:
            _forget_oldest(path.parent)
        return path
    return None


def _forget_oldest(folder: Path) -> None:
    """The data folder keeps the findings of the last ``KEEP_IN_DATA`` matches not in a file
    of their own (a match reviewed while in play): they can always be computed again."""
    def age(path: Path) -> float:
        try:
            return path.stat().st_mtime
        except OSError:
            return 0.0

    kept = sorted(folder.glob(f"*{CACHE_SUFFIX}"), key=age, reverse=True)
    for old in kept[KEEP_IN_DATA:]:
        old.unlink(missing_ok=True)


_RUNNING: set[CoachWorker] = set()  # kept until they end: a window may close before its coach does
_HOOKED = False  # the application waits for them before it quits


def _wait_for_all() -> None:
    for worker in list(_RUNNING):
        worker.wait()


class CoachWorker(QThread):
    """``coach(replay)`` off the GUI thread; ``progressed(done, of)`` per round, then ``found``.

    It has no parent: the review window may close (or go with the game's window) while
    it works, and a thread must not be destroyed running. It is kept until it ends, and
    the application waits for it before quitting (a few seconds at most)."""

    progressed = Signal(int, int)
    found = Signal(object)  # Coaching
    failed = Signal(str)

    def __init__(self, replay: Replay, source: Path | None) -> None:
        super().__init__(None)
        self.replay = replay
        self.source = source
        global _HOOKED
        app = QCoreApplication.instance()
        if app is not None and not _HOOKED:
            app.aboutToQuit.connect(_wait_for_all)
            _HOOKED = True
        _RUNNING.add(self)
        self.finished.connect(lambda: _RUNNING.discard(self))

    def run(self) -> None:
        try:
            result = coach(self.replay, progress=lambda done, of: self.progressed.emit(done, of))
        except Exception as exc:  # a bug must not take the review down: it goes without marks
            log.exception("the coach failed")
            self.failed.emit(str(exc))
            return
        write_cache(self.source, self.replay.data, result)
        self.found.emit(result)
