"""The one file layer: how every file of the game is written, kept private and set aside.

Every file the game writes (settings, the autosave, rule sets, the record,
lesson progress, the note of a joined seat, a hosted table's files) goes
through ``write_atomic``, and every file that cannot be used goes through
``set_aside``; reading is ``core.jsonfile.read_json``'s.

- ``write_atomic`` writes a temporary file with a unique name in the same
  folder, flushes and fsyncs it, renames it over the old file and fsyncs the
  folder: a crash or a power cut leaves the old file or the new one, never
  half of one, and two writers never share a temporary file.
- Files are private: the temporary file is made with mode 0600 (``mkstemp``)
  and keeps it when renamed; folders this layer makes are 0700, and a folder
  asked ``private`` (one holding a seed, a token or a join code) is made 0700
  if it is not. Nothing the game writes is for other users of the computer.
- ``set_aside`` renames a file that cannot be used to
  ``NAME.broken-<timestamp>.EXT`` (never over another file) and never raises:
  when the folder refuses (read-only, gone), it answers None and the caller
  says so. A path that could not be set aside is remembered (``kept``): no
  writer of this layer writes over it in this process, so a broken file is
  never silently overwritten.

Standard library only: the headless host uses it, with no Qt.
"""

from __future__ import annotations

import contextlib
import logging
import os
import tempfile
import time
from pathlib import Path

log = logging.getLogger("hand_desktop.files")

PRIVATE_FILE = 0o600
PRIVATE_FOLDER = 0o700
TEMP_GLOB = ".*.tmp"  # what write_atomic's temporary files look like

_kept: set[Path] = set()  # broken files that could not be set aside: never written over


class KeptFile(OSError):
    """A write refused because the file there is a broken one that could not be set aside."""


def make_folder(folder: Path, private: bool = False) -> None:
    """Make ``folder`` (and its parents) as 0700; ``private``: make an existing one 0700 too."""
    folder = Path(folder)
    folder.mkdir(mode=PRIVATE_FOLDER, parents=True, exist_ok=True)
    if private and os.name == "posix":
        with contextlib.suppress(OSError):  # not ours to change (another owner): the files stay 0600
            if folder.stat().st_mode & 0o777 != PRIVATE_FOLDER:
                folder.chmod(PRIVATE_FOLDER)


def write_atomic(path: Path, text: str, *, private: bool = False) -> None:
    """Write ``text`` to ``path`` so that readers only ever see the old or the new content.

    The file is 0600; ``private``: its folder is made 0700 as well. Raises ``OSError``
    (``KeptFile`` for a broken file that could not be set aside).
    """
    path = Path(path)
    if _key(path) in _kept and path.exists():
        raise KeptFile(f"{path} is a damaged file that could not be moved aside; it is not overwritten")
    make_folder(path.parent, private)
    fd, tmp_name = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp_name, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp_name)
        raise
    _kept.discard(_key(path))
    _fsync_folder(path.parent)


def _fsync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX); Windows has no folder handles for this."""
    if os.name != "posix":
        return
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def set_aside(path: Path) -> Path | None:
    """Rename a file that cannot be used to ``NAME.broken-<timestamp>.EXT`` (never over
    another file); the new path, or None when it could not be moved (never raises)."""
    path = Path(path)
    stamp = time.strftime("%Y%m%d-%H%M%S")
    base = f"{path.stem}.broken-{stamp}"
    try:
        target = path.with_name(base + path.suffix)
        n = 1
        while target.exists() and n < 1000:
            n += 1
            target = path.with_name(f"{base}-{n}{path.suffix}")
        if target.exists():
            raise FileExistsError(target)
        os.replace(path, target)
    except (OSError, ValueError) as exc:
        if path.exists():
            _kept.add(_key(path))
        log.warning("%s cannot be used and could not be set aside either (%s)", path.name, exc)
        return None
    log.warning("%s cannot be used; set aside as %s", path.name, target.name)
    return target


def remove(path: Path) -> bool:
    """Delete ``path`` if it is there; False (and a log line) when it could not be (never raises)."""
    try:
        Path(path).unlink(missing_ok=True)
    except OSError as exc:
        log.warning("%s could not be removed (%s)", Path(path).name, exc)
        return False
    return True


def remove_stale_temp_files(folder: Path) -> int:
    """Delete temporary files a killed writer left behind; returns how many."""
    removed = 0
    try:
        candidates = list(Path(folder).glob(TEMP_GLOB))
    except OSError:
        return 0
    for tmp in candidates:
        with contextlib.suppress(OSError):
            tmp.unlink()
            removed += 1
    return removed


def _key(path: Path) -> Path:
    return Path(os.path.abspath(path))
