"""Every way a settings file, an autosave or an opened file can be unreadable: the file is set
aside (settings, autosave) or refused (Open) with a sentence, never a crash, never lost."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from hand_desktop.core.jsonfile import FileProblem
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules
from hand_desktop.ui import storage
from hand_desktop.ui.storage import Settings, StorageError

ROOT = Path(__file__).resolve().parents[2]
ARABIC = '{"language": "ar", "new_game": {"names": ["هاند"]}}'.encode()

DAMAGED: dict[str, bytes] = {
    "latin1": b'{"new_game": {"names": ["Jos\xe9"]}}',
    "cut_in_arabic_letter": ARABIC[: ARABIC.index("ا".encode()) + 1],
    "deep": b"[" * 5000 + b"]" * 5000,
    "deep_object": b'{"a":' * 3000 + b"1" + b"}" * 3000,
    "huge_integer": b'{"animation_ms": ' + b"1" * 5000 + b"}",
    "lone_surrogate": b'{"new_game": {"names": ["\\udc80"]}}',
}
KINDS = sorted(DAMAGED)


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def write(path: Path, content: bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)


def kept_aside(path: Path) -> list[bytes]:
    return [p.read_bytes() for p in path.parent.glob(f"{path.stem}.broken-*{path.suffix}")]


@pytest.mark.parametrize("kind", KINDS)
def test_damaged_settings_are_set_aside(kind: str) -> None:
    path = storage.settings_path()
    write(path, DAMAGED[kind])
    settings, warning = storage.load_settings()
    assert settings == Settings()
    assert warning is not None and "settings" in warning
    assert not path.exists()
    assert kept_aside(path) == [DAMAGED[kind]]


@pytest.mark.parametrize("kind", KINDS)
def test_damaged_autosave_is_set_aside(kind: str) -> None:
    path = storage.autosave_path()
    write(path, DAMAGED[kind])
    saved, warning = storage.load_autosave()
    assert saved is None and warning is not None
    assert not path.exists()
    assert kept_aside(path) == [DAMAGED[kind]]
    assert storage.load_autosave() == (None, None)  # the next start is clean


@pytest.mark.parametrize("kind", KINDS)
def test_damaged_file_is_refused_on_open(home: Path, kind: str) -> None:
    path = home / "match.json"
    write(path, DAMAGED[kind])
    with pytest.raises(StorageError):
        storage.open_game_file(path)
    assert path.read_bytes() == DAMAGED[kind]  # a file the player opened is left alone


@pytest.mark.parametrize("make", ["folder", "fifo"])
def test_settings_and_autosave_that_are_not_files(make: str) -> None:
    if make == "fifo" and not hasattr(os, "mkfifo"):
        pytest.skip("no FIFOs on this system")
    for path in (storage.settings_path(), storage.autosave_path()):
        path.parent.mkdir(parents=True, exist_ok=True)
        if make == "folder":
            path.mkdir()
        else:
            os.mkfifo(path)
    settings, warning = storage.load_settings()
    assert settings == Settings() and warning is not None
    saved, warning = storage.load_autosave()
    assert saved is None and warning is not None
    for path in (storage.settings_path(), storage.autosave_path()):
        assert not path.exists()  # moved aside: saving later cannot fail on it or replace it
        assert len(list(path.parent.glob(f"{path.stem}.broken-*"))) == 1


def test_open_a_folder_or_a_missing_file(home: Path) -> None:
    for path in (home, home / "missing.json"):
        with pytest.raises(StorageError):
            storage.open_game_file(path)


def test_unreadable_settings_are_moved_aside_not_overwritten(monkeypatch: pytest.MonkeyPatch) -> None:
    path = storage.settings_path()
    write(path, b'{"language": "ar"}')
    real_open = os.open

    def refuse(file: object, *args: object, **kwargs: object) -> int:
        if Path(str(file)) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(file, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(os, "open", refuse)
    settings, warning = storage.load_settings()
    monkeypatch.undo()
    assert settings == Settings() and warning is not None
    storage.save_settings(Settings(language="en"))
    assert kept_aside(path) == [b'{"language": "ar"}']


def test_the_reason_is_translated_with_the_detail_apart() -> None:
    path = storage.settings_path()
    write(path, DAMAGED["latin1"])
    _settings, warning = storage.load_settings()
    assert warning is not None
    # The sentence in the player's language, the technical detail isolated on the line below.
    assert storage.file_problem_text(FileProblem.NOT_UTF8) + "\n\u2066byte " in warning


def test_every_problem_has_a_sentence() -> None:
    assert all(storage.file_problem_text(p) for p in FileProblem)


@pytest.mark.parametrize(
    "change",
    [{"schema": True}, {"schema": 1.0}, {"names": ["Ana"]}, {"names": ["A", "B", "C", "D"]}],
    ids=lambda c: json.dumps(c),
)
def test_whole_save_is_validated_before_resume(change: dict[str, object]) -> None:
    match = Match(Rules(), 3, 1, ["Ana", "Badr", "Chen"])
    data = json.loads(storage.dumps_game(match, ["human", "easy", "easy"]))
    data.update(change)  # the save's version, or its names
    write(storage.autosave_path(), json.dumps(data).encode())
    saved, warning = storage.load_autosave()
    assert saved is None and warning is not None
    bare = {**json.loads(match.dumps()), **change}
    with pytest.raises(StorageError):
        storage.loads_game(json.dumps(bare))


@pytest.mark.timeout(120)
@pytest.mark.parametrize("kind", ["latin1", "deep", "huge_integer"])
def test_app_starts_with_undecodable_settings(tmp_path: Path, kind: str) -> None:
    settings = tmp_path / "config" / "settings.json"
    write(settings, DAMAGED[kind])
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HAND_DESKTOP_HOME=str(tmp_path),
               HAND_DESKTOP_STARTUP_QUIT="1", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "hand_desktop", "--lang", "en"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=100, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert "Traceback" not in done.stderr
    assert kept_aside(settings) == [DAMAGED[kind]]


def test_settings_are_set_aside_at_once_and_the_message_worded_later() -> None:
    # The app installs the language the settings name before it words the message.
    path = storage.settings_path()
    write(path, DAMAGED["latin1"])
    settings, explain = storage.read_settings()
    assert settings == Settings() and explain is not None
    assert not path.exists() and kept_aside(path) == [DAMAGED["latin1"]]
    assert storage.file_problem_text(FileProblem.NOT_UTF8) in explain()
