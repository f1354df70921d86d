"""Reading the JSON files of the game (settings, saves, scenarios), whatever is on disk.

Every file the game reads goes through ``read_json`` (or ``parse_json`` for text
already in memory). Every way a file can be unusable (missing, a folder, a
FIFO or a device, no permission, too large, not UTF-8, not JSON, nested too
deeply, a number too long) ends in one ``FileReadError`` whose ``problem`` (a
``FileProblem``) says which, with a sentence for people and the technical
detail kept apart, so that the UI can translate the sentence. Nothing else
escapes: no ``UnicodeDecodeError``, ``RecursionError`` or oversized-integer
``ValueError``, and no read can hang or exhaust memory.

Standard library only: the core (scenarios, ``Match.loads``) and the UI's
storage both use it.
"""

from __future__ import annotations

import json
import os
import stat
from collections.abc import Iterable
from enum import Enum
from pathlib import Path
from typing import Any, TypeGuard

# Our largest files are saved matches: a long match with deciding rounds is a few
# hundred kilobytes. 8 MiB leaves room for anything we write and no more.
MAX_BYTES = 8 * 1024 * 1024
# Our files nest at most about six levels (a save's action holding melds of cards).
MAX_DEPTH = 64
# No number in our files needs more digits than a 64-bit seed (20).
MAX_INT_DIGITS = 40


class FileProblem(Enum):
    """Why a file could not be read (the UI words each one in the player's language)."""

    MISSING = "missing"
    NOT_A_FILE = "not_a_file"  # a folder, a FIFO, a device
    NO_PERMISSION = "no_permission"
    UNREADABLE = "unreadable"  # any other error of the system
    TOO_LARGE = "too_large"
    NOT_UTF8 = "not_utf8"
    NOT_JSON = "not_json"
    TOO_DEEP = "too_deep"
    NUMBER_TOO_LONG = "number_too_long"


SENTENCES: dict[FileProblem, str] = {
    FileProblem.MISSING: "The file does not exist.",
    FileProblem.NOT_A_FILE: "This is not a file (it is a folder or a device).",
    FileProblem.NO_PERMISSION: "You do not have permission to read the file.",
    FileProblem.UNREADABLE: "The file could not be read.",
    FileProblem.TOO_LARGE: "The file is far too large to be one of ours.",
    FileProblem.NOT_UTF8: "The file is not UTF-8 text (it may be damaged or cut short).",
    FileProblem.NOT_JSON: "The file is not valid JSON (it may be damaged or cut short).",
    FileProblem.TOO_DEEP: "The file nests its data far too deeply.",
    FileProblem.NUMBER_TOO_LONG: "The file holds a number far too long.",
}


class FileReadError(ValueError):
    """A file that cannot be read; ``str()`` is a sentence for people (English)."""

    def __init__(self, problem: FileProblem, detail: str = "", path: Path | None = None) -> None:
        self.problem = problem
        self.detail = detail  # technical: "line 3: Expecting value", "byte 17", an OS message
        self.path = path
        text = SENTENCES[problem]
        super().__init__(f"{text} ({detail})" if detail else text)


def read_json(path: str | Path, max_bytes: int | None = None) -> Any:
    """The JSON value in the file at ``path`` (at most ``max_bytes``, default ``MAX_BYTES``);
    raises ``FileReadError`` and nothing else."""
    path = Path(path)
    try:
        return parse_json(_read_bytes(path, MAX_BYTES if max_bytes is None else max_bytes))
    except FileReadError as exc:
        exc.path = path
        raise


def parse_json(data: str | bytes) -> Any:
    """The JSON value of ``data`` (bytes are UTF-8; a leading BOM is allowed)."""
    if isinstance(data, bytes):
        try:
            text = data.decode("utf-8-sig")
        except UnicodeDecodeError as exc:
            raise FileReadError(FileProblem.NOT_UTF8, f"byte {exc.start}") from None
    else:
        text = data.removeprefix("\ufeff")
    try:
        value = json.loads(text, parse_int=_parse_int, parse_constant=_no_constant)
    except json.JSONDecodeError as exc:
        raise FileReadError(FileProblem.NOT_JSON, f"line {exc.lineno}: {exc.msg}") from None
    except RecursionError:  # the C decoder's own guard, at about a thousand levels
        raise FileReadError(FileProblem.TOO_DEEP, "the decoder gave up") from None
    _check_shape(value)
    return value


def _read_bytes(path: Path, max_bytes: int) -> bytes:
    """At most ``max_bytes`` of a regular file; never blocks on a FIFO, never reads a device."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(path, flags)
    except (FileNotFoundError, NotADirectoryError) as exc:
        raise FileReadError(FileProblem.MISSING, _os_detail(exc)) from None
    except IsADirectoryError as exc:
        raise FileReadError(FileProblem.NOT_A_FILE, _os_detail(exc)) from None
    except PermissionError as exc:
        # Windows refuses to open a folder with "permission denied".
        problem = FileProblem.NOT_A_FILE if path.is_dir() else FileProblem.NO_PERMISSION
        raise FileReadError(problem, _os_detail(exc)) from None
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        raise FileReadError(FileProblem.UNREADABLE, str(exc)) from None
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise FileReadError(FileProblem.NOT_A_FILE)
        if info.st_size > max_bytes:
            raise FileReadError(FileProblem.TOO_LARGE, f"{info.st_size} bytes")
        with os.fdopen(fd, "rb", closefd=False) as handle:
            data = handle.read(max_bytes + 1)  # the file may have grown since fstat
    except OSError as exc:
        raise FileReadError(FileProblem.UNREADABLE, _os_detail(exc)) from None
    finally:
        os.close(fd)
    if len(data) > max_bytes:
        raise FileReadError(FileProblem.TOO_LARGE, f"more than {max_bytes} bytes")
    return data


def _os_detail(exc: OSError) -> str:
    return exc.strerror or str(exc)


def _check_shape(value: Any) -> None:
    """Refuse nesting deeper than MAX_DEPTH, and lone surrogates (``"\\ud800"`` parses but
    could never be written back as UTF-8). Iterative: deep data must not recurse here."""
    stack: list[tuple[Any, int]] = [(value, 1)]
    while stack:
        item, depth = stack.pop()
        if isinstance(item, str):
            _check_text(item)
            continue
        if not isinstance(item, (list, dict)):
            continue
        if depth > MAX_DEPTH:
            raise FileReadError(FileProblem.TOO_DEEP, f"more than {MAX_DEPTH} levels")
        if isinstance(item, dict):
            for key in item:
                _check_text(key)
            children: Iterable[Any] = item.values()
        else:
            children = item
        stack.extend((child, depth + 1) for child in children)


def _check_text(text: str) -> None:
    if not text.isascii():
        try:
            text.encode("utf-8")
        except UnicodeEncodeError as exc:
            raise FileReadError(FileProblem.NOT_UTF8, f"a lone surrogate at {exc.start}") from None


def _parse_int(digits: str) -> int:
    if len(digits.lstrip("-")) > MAX_INT_DIGITS:
        raise FileReadError(FileProblem.NUMBER_TOO_LONG, f"{len(digits)} digits")
    return int(digits)


def _no_constant(name: str) -> Any:
    raise FileReadError(FileProblem.NOT_JSON, f"{name} is not a JSON number")


def is_whole(value: object) -> TypeGuard[int]:
    """A JSON whole number: ``true`` and ``1.0`` are not (bool is an int in Python)."""
    return type(value) is int
