"""Where the game keeps things: settings and saved matches, written atomically.

Settings live in ``platformdirs.user_config_dir("hand-desktop")/settings.json``,
the match in progress in ``platformdirs.user_data_dir("hand-desktop")/autosave.json``.
The environment variable ``HAND_DESKTOP_HOME`` moves both under one folder
(``HOME/config`` and ``HOME/data``) so tests and portable installs never touch
the real home.

Every write goes to a temporary file in the same folder, is flushed and
fsynced, then renamed over the old file: a crash or a power cut leaves either
the old file or the new one, never half of one. A file that cannot be read is
never overwritten: it is moved aside as ``NAME.broken-<timestamp>.json`` and
the caller gets a sentence to show.

This module imports no widgets so that start-up stays cheap.
"""

from __future__ import annotations

import contextlib
import json
import os
from collections.abc import Callable, Sequence
from dataclasses import asdict, dataclass, field, fields, replace
from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import QCoreApplication

from hand_desktop import files
from hand_desktop.core.jsonfile import FileProblem, FileReadError, is_whole, parse_json, read_json
from hand_desktop.core.limits import NAME_VISIBLE
from hand_desktop.core.names import clean_name
from hand_desktop.core.rules import RuleError
from hand_desktop.core.seats import LOCAL_KINDS, Seat, SeatKind
from hand_desktop.ui.preferences import Preferences
from hand_desktop.ui.words.languages import CODES, Digits
from hand_desktop.ui.words.text import fill, ltr

if TYPE_CHECKING:  # the match (and the whole rules engine) is imported when a game is read
    from hand_desktop.core.match import Match
    from hand_desktop.core.record import Record

APP_NAME = "hand-desktop"
HOME_ENV = "HAND_DESKTOP_HOME"
SAVE_KIND = "hand-desktop-match"  # a save is the core's Match save (one format) ...
HANDS_KEY = "hands"  # ... with the people's hand orders added; the core ignores the key
LEGACY_KIND = "hand-desktop-save"  # the envelope once wrapped around a Match save (seats apart); still read
LEGACY_SCHEMA = 1
SETTINGS_NAME = "settings.json"
AUTOSAVE_NAME = "autosave.json"
RECORD_NAME = "record.json"  # Game > Statistics (core.record)
TICKET_NAME = "joined.json"  # the seat held at a table joined over the network (ui.seat_ticket)

SEAT_KINDS: tuple[str, ...] = tuple(k.value for k in LOCAL_KINDS)  # as the save writes them
ANIMATION_CHOICES: tuple[int, ...] = (0, 120, 250, 450)


class Problem(Enum):
    """Why a readable file cannot be used (see ``problem_text``); why a file cannot be read
    at all is the core's ``FileProblem``."""

    NOT_OURS = "not_ours"  # JSON, but not a saved match (nor a scenario) of Hand
    VERSION = "version"  # written by another version of Hand
    BROKEN = "broken"  # a saved match of ours, but damaged
    BAD_SETTINGS = "bad_settings"  # the settings file of ours, but damaged
    BAD_RECORD = "bad_record"  # the record of matches (Game > Statistics), but damaged
    BAD_SEAT = "bad_seat"  # the note of a seat held at a network table (seat_ticket), but damaged


class StorageError(ValueError):
    """A file of ours that cannot be used: ``problem`` says why, ``str()`` gives the technical detail."""

    def __init__(self, detail: str, problem: Problem | FileProblem = Problem.BROKEN) -> None:
        super().__init__(detail)
        self.problem = problem

    def explain(self) -> str:
        """A translated sentence, then the technical detail (kept left to right) below it."""
        if isinstance(self.problem, FileProblem):
            sentence = file_problem_text(self.problem)
        else:
            sentence = problem_text(self.problem)
        detail = str(self)
        return f"{sentence}\n{ltr(detail)}" if detail else sentence


def problem_text(problem: Problem) -> str:
    texts = {
        Problem.NOT_OURS: QCoreApplication.translate(
            "Storage", "This file is not a saved match of Hand."),
        Problem.VERSION: QCoreApplication.translate(
            "Storage", "This saved match was written by another version of Hand."),
        Problem.BROKEN: QCoreApplication.translate("Storage", "The saved match is damaged."),
        Problem.BAD_SETTINGS: QCoreApplication.translate("Storage", "The settings file is damaged."),
        Problem.BAD_RECORD: QCoreApplication.translate("Storage", "The record of matches is damaged."),
        Problem.BAD_SEAT: QCoreApplication.translate("Storage", "The note of the joined table is damaged."),
    }
    return texts[problem]


def file_problem_text(problem: FileProblem) -> str:
    """The player's-language sentence for a file that cannot be read."""
    texts = {
        FileProblem.MISSING: _tr("The file does not exist."),
        FileProblem.NOT_A_FILE: _tr("This is not a file (it is a folder or a device)."),
        FileProblem.NO_PERMISSION: _tr("You do not have permission to read the file."),
        FileProblem.UNREADABLE: _tr("The file could not be read."),
        FileProblem.TOO_LARGE: _tr("The file is far too large to be one of ours."),
        FileProblem.NOT_UTF8: _tr("The file is not UTF-8 text (it may be damaged or cut short)."),
        FileProblem.NOT_JSON: _tr("The file is not valid JSON (it may be damaged or cut short)."),
        FileProblem.TOO_DEEP: _tr("The file nests its data far too deeply."),
        FileProblem.NUMBER_TOO_LONG: _tr("The file holds a number far too long."),
    }
    return texts[problem]


def _file_error(exc: FileReadError) -> StorageError:
    """The StorageError of an unreadable file: its problem, with the technical detail."""
    return StorageError(exc.detail or "", exc.problem)


def _read_json_file(path: Path) -> Any:
    """The JSON in ``path``, every way of failing a ``StorageError`` (see core.jsonfile)."""
    try:
        return read_json(path)
    except FileReadError as exc:
        raise _file_error(exc) from None


# ---------------------------------------------------------------------- folders


def _home() -> Path | None:
    value = os.environ.get(HOME_ENV)
    return Path(value) if value else None


def config_dir() -> Path:
    """The folder of settings.json."""
    home = _home()
    if home is not None:
        return home / "config"
    import platformdirs

    return Path(platformdirs.user_config_dir(APP_NAME, appauthor=False))


def data_dir() -> Path:
    """The folder of saved matches (the autosave among them)."""
    home = _home()
    if home is not None:
        return home / "data"
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def settings_path() -> Path:
    return config_dir() / SETTINGS_NAME


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def record_path() -> Path:
    return data_dir() / RECORD_NAME


def ticket_path() -> Path:
    return data_dir() / TICKET_NAME


# ---------------------------------------------------------------------- atomic files
# One file layer for the whole game (``hand_desktop.files``): the writer, set_aside and the
# temporary files' clean-up are its; these names stay for the modules that use ``storage``.


def atomic_write_text(path: Path, text: str, *, private: bool = False) -> None:
    """Write ``text`` to ``path`` atomically (``files.write_atomic``); raises ``OSError``."""
    files.write_atomic(path, text, private=private)


def remove_stale_temp_files(folder: Path) -> int:
    """Delete temporary files a killed process left behind; returns how many."""
    return files.remove_stale_temp_files(folder)


def set_aside(path: Path) -> Path | None:
    """Rename a broken file to ``NAME.broken-<timestamp>.json``; None when it cannot be (never raises)."""
    return files.set_aside(path)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Storage", text)


def _broken_message(kind: str, path: Path, moved: Path | None, reason: str) -> str:
    """The sentence shown when a file is set aside; ``kind`` is "settings", "record", "seat" or "save"."""
    if kind == "settings":
        head = _tr("Your settings file could not be read, so the default settings are used.")
    elif kind == "record":
        head = _tr("Your record of matches could not be read, so it starts again from here.")
    elif kind == "seat":
        head = _tr("The note of the network table you joined could not be read, so it cannot be rejoined.")
    else:
        head = _tr("The saved match could not be read, so it cannot be resumed.")
    if moved is not None:
        where = fill(_tr("The file was kept as %1 so nothing is lost."), ltr(moved))
    else:
        where = fill(_tr("The file %1 could not be moved aside."), ltr(path))
    detail = fill(_tr("Reason: %1"), reason)
    return f"{head}\n\n{where}\n\n{detail}"


def _set_aside_broken(kind: str, path: Path, reason: str) -> str:
    """Move a broken file aside (never overwrite it) and say so; see ``_broken_message``."""
    return _broken_message(kind, path, _move_aside(path), reason)


def set_aside_broken(kind: str, path: Path, reason: str) -> str:
    """``_set_aside_broken`` for the other modules that keep a file of ours (``seat_ticket``)."""
    return _set_aside_broken(kind, path, reason)


def _move_aside(path: Path) -> Path | None:
    return files.set_aside(path)


# ---------------------------------------------------------------------- settings


@dataclass(frozen=True)
class Settings:
    """What the player chose; stored as JSON in ``settings.json``."""

    language: str | None = None  # "ar" / "en"; None follows the system
    digits: str | None = None  # "western" / "arabic"; None follows the language
    animation_ms: int = 250
    new_game: dict[str, Any] = field(default_factory=dict)  # the last new-game choices
    move_log: bool = False  # the move log panel is shown
    net_name: str = ""  # the player's name at tables joined over the network
    last_address: str = ""  # the address last joined by hand ("192.168.1.20" or "host:port")
    prefs: Preferences = field(default_factory=Preferences)  # Edit > Preferences
    pointers_seen: tuple[str, ...] = ()  # the first match's pointers already shown (Pointer values)

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        data = asdict(self)
        data["prefs"] = self.prefs.to_json()
        data["pointers_seen"] = list(self.pointers_seen)
        return {"schema": 1, **data}

    @classmethod
    def from_json(cls, data: Any) -> Settings:
        """Read settings; raises ``StorageError`` naming the first bad entry."""
        if not isinstance(data, dict):
            raise StorageError("the settings are not a JSON object", Problem.BAD_SETTINGS)
        schema = data.get("schema", 1)
        if not is_whole(schema) or schema != 1:
            raise StorageError(f"unsupported settings version {data.get('schema')!r}", Problem.BAD_SETTINGS)
        known = {f.name for f in fields(cls)}
        values = {k: v for k, v in data.items() if k in known}
        language = values.get("language")
        if language is not None and language not in CODES:
            raise StorageError(f"unknown language {language!r}", Problem.BAD_SETTINGS)
        digits = values.get("digits")
        if digits is not None and digits not in tuple(Digits):
            raise StorageError(f"unknown digit style {digits!r}", Problem.BAD_SETTINGS)
        animation = values.get("animation_ms", 250)
        if not isinstance(animation, int) or isinstance(animation, bool) or not 0 <= animation <= 5000:
            raise StorageError(f"bad animation time {animation!r}", Problem.BAD_SETTINGS)
        new_game = values.get("new_game", {})
        if not isinstance(new_game, dict):
            raise StorageError("new_game must be an object", Problem.BAD_SETTINGS)
        move_log = values.get("move_log", False)
        if not isinstance(move_log, bool):
            raise StorageError(f"bad move_log setting {move_log!r}", Problem.BAD_SETTINGS)
        texts = {}
        for key, limit in (("net_name", NAME_VISIBLE), ("last_address", 255)):  # ours are never longer
            value = values.get(key, "")
            if not isinstance(value, str) or len(value) > limit:
                raise StorageError(f"bad {key} setting {value!r}", Problem.BAD_SETTINGS)
            texts[key] = value
        texts["net_name"] = clean_name(texts["net_name"])  # the one name rule (core.names)
        try:
            prefs = Preferences.from_json(values.get("prefs", {}))
        except ValueError as exc:
            raise StorageError(f"preferences: {exc}", Problem.BAD_SETTINGS) from None
        seen = values.get("pointers_seen", [])
        if not isinstance(seen, list) or not all(isinstance(s, str) and len(s) <= 40 for s in seen) \
                or len(seen) > 40:
            raise StorageError(f"bad pointers_seen setting {seen!r}", Problem.BAD_SETTINGS)
        return cls(language=language, digits=digits, animation_ms=animation, new_game=new_game,
                   move_log=move_log, prefs=prefs, pointers_seen=tuple(seen), **texts)


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The stored settings, or the defaults and a message when the file was broken and set aside."""
    settings, explain = read_settings(path)
    return settings, None if explain is None else explain()


def read_settings(path: Path | None = None) -> tuple[Settings, Callable[[], str] | None]:
    """As ``load_settings``, but the message is worded only when asked: the settings say
    which language to install, so the app reads them first and words the message after."""
    path = settings_path() if path is None else Path(path)
    reason: Callable[[], str]
    try:
        return Settings.from_json(read_json(path)), None
    except FileReadError as exc:
        if exc.problem is FileProblem.MISSING:
            return Settings(), None
        error = exc
        reason = lambda: _file_error(error).explain()  # noqa: E731
    except StorageError as exc:
        failure = exc
        reason = lambda: failure.explain()  # noqa: E731
    # Whatever is wrong (even unreadable permissions), the file moves aside so that
    # saving the settings later can never overwrite it.
    moved = _move_aside(path)
    return Settings(), lambda: _broken_message("settings", path, moved, reason())


def save_settings(settings: Settings, path: Path | None = None) -> None:
    path = settings_path() if path is None else Path(path)
    atomic_write_text(path, json.dumps(settings.to_json(), ensure_ascii=False, indent=1) + "\n")


# ---------------------------------------------------------------------- saved matches


class SeatLike(Protocol):
    """Anything with a seat's name and kind (the core's ``Seat`` is one)."""

    @property
    def name(self) -> str: ...

    @property
    def kind(self) -> SeatKind: ...


Arrangement = dict[int, tuple[tuple[str, ...], str | None]]
SORT_MODES = ("suit", "rank")


@dataclass(frozen=True)
class SavedGame:
    """A match read from disk and who plays each seat (the match carries the same kinds)."""

    match: Match
    kinds: tuple[SeatKind, ...] = ()  # per seat; () takes the match's own (or the default)
    # Per person's seat: the hand's order (card codes with copies) and the sort mode
    # ("suit", "rank" or None): how they arranged their cards survives a resume.
    arrangement: Arrangement = field(default_factory=dict)

    def __post_init__(self) -> None:
        kinds = local_kinds(self.kinds or self.match.kinds or default_kinds(self.match.players),
                            self.match.players)
        object.__setattr__(self, "kinds", kinds)
        self.match.kinds = kinds  # one seat model: the match's save says who plays

    @property
    def names(self) -> tuple[str, ...]:
        return tuple(self.match.names)

    @property
    def seats(self) -> tuple[Seat, ...]:
        return self.match.seats


def default_kinds(players: int) -> tuple[SeatKind, ...]:
    """For a file that does not say who plays: you in seat 0, the computer elsewhere."""
    return (SeatKind.HUMAN,) + (SeatKind.MEDIUM,) * (players - 1)


def local_kinds(kinds: Sequence[SeatKind | str | SeatLike], players: int) -> tuple[SeatKind, ...]:
    """One kind of a game at this computer per seat; ``ValueError`` otherwise."""
    try:
        out = tuple(SeatKind(k if isinstance(k, (SeatKind, str)) else k.kind) for k in kinds)
    except ValueError:
        out = ()
    if len(out) != players or any(k not in LOCAL_KINDS for k in out):
        raise ValueError(f"need one kind of {SEAT_KINDS} per seat, got {list(kinds)!r}")
    return out


def save_data(match: Match, kinds: Sequence[SeatKind | SeatLike] | None = None,
              arrangement: Arrangement | None = None) -> dict[str, Any]:
    """The JSON object of a saved game: the core's Match save, plus the hand orders."""
    kinds = local_kinds(kinds if kinds is not None else match.seats, match.players)
    data = match.to_json()  # a new dict (not a text written and read back: this runs after every move)
    data["seats"] = [k.value for k in kinds]
    if arrangement:
        data[HANDS_KEY] = arrangement_to_json(arrangement)
    return data


def arrangement_to_json(arrangement: Arrangement) -> dict[str, Any]:
    """The hand orders as a save keeps them (a hosted table keeps them the same way)."""
    return {str(seat): {"order": list(order), "sort": mode} for seat, (order, mode) in sorted(arrangement.items())}


def arrangement_from_json(data: Any, players: int) -> Arrangement:
    """``arrangement_to_json`` read back; raises ``StorageError`` for a malformed entry."""
    return _arrangement_from(data, players)


def dumps_game(match: Match, kinds: Sequence[SeatKind | SeatLike] | None = None,
               arrangement: Arrangement | None = None) -> str:
    from hand_desktop.core.match import save_text

    return save_text(save_data(match, kinds, arrangement)) + "\n"


def save_match(match: Match, kinds: Sequence[SeatKind | SeatLike] | None = None, path: Path | None = None,
               arrangement: Arrangement | None = None) -> Path:
    """Save atomically (write a temporary file, fsync, rename); returns the path written.

    ``kinds``: who plays each seat (the match's own when not given).
    """
    path = autosave_path() if path is None else Path(path)
    atomic_write_text(path, dumps_game(match, kinds, arrangement), private=True)  # it holds the seed
    return path


def _arrangement_from(data: Any, players: int) -> Arrangement:
    """The saved hand orders; raises ``StorageError`` for a malformed entry."""
    if data is None:
        return {}
    if not isinstance(data, dict):
        raise StorageError("the hands of the save are not valid")
    out: Arrangement = {}
    for key, entry in data.items():
        seat = int(key) if isinstance(key, str) and key.isdigit() else -1
        if not 0 <= seat < players or not isinstance(entry, dict):
            raise StorageError(f"the hand order of seat {key!r} is not valid")
        order, mode = entry.get("order"), entry.get("sort")
        if not isinstance(order, list) or not all(isinstance(c, str) for c in order) or (
                mode is not None and mode not in SORT_MODES):
            raise StorageError(f"the hand order of seat {key!r} is not valid")
        out[seat] = (tuple(order), mode)
    return out


def loads_game(text: str | bytes) -> SavedGame:
    """Read a saved game (ours, a bare ``Match.dumps()``, or the old envelope); raises ``StorageError``."""
    try:
        data = parse_json(text)
    except FileReadError as exc:
        raise _file_error(exc) from None
    return _game_from(data)


def _game_from(data: Any) -> SavedGame:
    """The saved game of a parsed save (ours, or the old envelope), validated whole; ``StorageError``."""
    if isinstance(data, dict) and data.get("kind") == LEGACY_KIND:
        return _legacy_game_from(data)
    match = _match_from(data)
    if match.kinds is not None and any(k not in LOCAL_KINDS for k in match.kinds):
        raise StorageError("the seats of the save are not valid")
    hands = data.get(HANDS_KEY) if isinstance(data, dict) else None
    return SavedGame(match, (), _arrangement_from(hands, match.players))


def _legacy_game_from(data: dict[str, Any]) -> SavedGame:
    """A save of the old envelope: ``{"kind": "hand-desktop-save", "seats", "match", "hands"}``."""
    if not is_whole(data.get("schema")) or data.get("schema") != LEGACY_SCHEMA:
        raise StorageError(f"unsupported save version {data.get('schema')!r}", Problem.VERSION)
    match = _match_from(data.get("match"))
    kinds = data.get("seats")
    if (
        not isinstance(kinds, list)
        or len(kinds) != match.players
        or not all(isinstance(k, str) and k in SEAT_KINDS for k in kinds)
    ):
        raise StorageError("the seats of the save are not valid")
    return SavedGame(match, tuple(SeatKind(k) for k in kinds),
                     _arrangement_from(data.get("hands"), match.players))


def _match_from(data: Any) -> Match:
    from hand_desktop.core.match import Match, SaveError

    try:
        return Match.from_json(data)
    except SaveError as exc:
        ours = isinstance(data, dict) and data.get("kind") == "hand-desktop-match"
        raise StorageError(str(exc), Problem.BROKEN if ours else Problem.NOT_OURS) from None
    except (RuleError, ValueError, TypeError, KeyError) as exc:
        # A save written by hand can reach the core in ways from_json does not foresee.
        raise StorageError(f"broken save: {exc}") from None


def load_saved_match(path: Path) -> SavedGame:
    """Read a saved game; raises ``StorageError`` with the reason."""
    return _game_from(_read_json_file(Path(path)))


def load_autosave(path: Path | None = None) -> tuple[SavedGame | None, str | None]:
    """The match in progress, if any; a broken autosave is set aside and explained."""
    path = autosave_path() if path is None else Path(path)
    remove_stale_temp_files(path.parent)
    try:
        data = read_json(path)
    except FileReadError as exc:
        if exc.problem is FileProblem.MISSING:
            return None, None
        reason = _file_error(exc).explain()
    else:
        try:
            return _game_from(data), None
        except StorageError as exc:
            reason = exc.explain()
    return None, _set_aside_broken("save", path, reason)


PREVIOUS_NAME = "autosave.previous.json"


def keep_previous_autosave(path: Path | None = None) -> Path | None:
    """Before another match takes the autosave's place, keep the old one as
    ``autosave.previous.json`` (one generation), so starting or opening a match
    never silently destroys one that was in progress."""
    path = autosave_path() if path is None else Path(path)
    if not path.exists():
        return None
    target = path.with_name(PREVIOUS_NAME)
    os.replace(path, target)
    return target


def discard_autosave(path: Path | None = None) -> None:
    """Forget the match in progress (it ended, or a new one replaces it)."""
    path = autosave_path() if path is None else Path(path)
    with contextlib.suppress(FileNotFoundError):
        path.unlink()


def open_game_file(path: Path) -> SavedGame:
    """A saved game or a RULES.md scenario file, whichever ``path`` holds; raises ``StorageError``."""
    data = _read_json_file(Path(path))
    if isinstance(data, dict) and data.get("kind") in (SAVE_KIND, LEGACY_KIND):
        return _game_from(data)
    from hand_desktop.core.match import Match
    from hand_desktop.core.scenario import ScenarioError

    try:
        match = Match.from_scenario(data)
    except (ScenarioError, RuleError, ValueError) as exc:
        raise StorageError(f"not a saved match, nor a valid scenario: {exc}", Problem.NOT_OURS) from None
    match.names = [""] * match.players  # default names, shown in the current language
    return SavedGame(match)


# ---------------------------------------------------------------------- the record


def load_record(path: Path | None = None) -> tuple[Record, str | None]:
    """The record of finished matches (empty when there is none yet), and a message
    when the file could not be used: it is then set aside, never written over."""
    from hand_desktop.core.record import Record, RecordError

    path = record_path() if path is None else Path(path)
    remove_stale_temp_files(path.parent)
    try:
        return Record.from_json(read_json(path)), None
    except FileReadError as exc:
        if exc.problem is FileProblem.MISSING:
            return Record(), None
        reason = _file_error(exc).explain()
    except RecordError as exc:
        reason = StorageError(str(exc), Problem.BAD_RECORD).explain()
    return Record(), _set_aside_broken("record", path, reason)


def save_record(record: Record, path: Path | None = None) -> None:
    """Write the record atomically; raises ``OSError``."""
    path = record_path() if path is None else Path(path)
    atomic_write_text(path, json.dumps(record.to_json(), ensure_ascii=False, indent=None) + "\n")
