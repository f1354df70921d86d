"""The one file layer (hand_desktop.files) and the hosted table's files on it (host_files)."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from hand_desktop import files
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules
from hand_desktop.host_files import TableFiles

needs_posix = pytest.mark.skipif(os.name != "posix", reason="file modes")


@pytest.fixture
def read_only(monkeypatch):
    """The folder refuses every change, as a read-only one does (root ignores modes, so the
    refusal is made here)."""
    def refuse(*_args, **_kw):
        raise PermissionError(13, "Read-only file system")

    monkeypatch.setattr(os, "replace", refuse)
    monkeypatch.setattr(Path, "unlink", refuse)
    monkeypatch.setattr(files.tempfile, "mkstemp", refuse)


def mode(path: Path) -> int:
    return stat.S_IMODE(path.stat().st_mode)


def test_the_writer_uses_a_unique_temporary_file_and_fsyncs_the_file_and_its_folder(
        tmp_path: Path, monkeypatch) -> None:
    synced: list[int] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append(fd), real(fd))[1])
    made: list[str] = []
    real_mkstemp = files.tempfile.mkstemp

    def mkstemp(**kw):
        fd, name = real_mkstemp(**kw)
        made.append(name)
        return fd, name

    monkeypatch.setattr(files.tempfile, "mkstemp", mkstemp)
    target = tmp_path / "seats.json"
    files.write_atomic(target, "one")
    files.write_atomic(target, "two")
    assert target.read_text() == "two" and len(set(made)) == 2  # never one fixed temporary name
    assert len(synced) == 4  # the file and the folder, each time
    assert list(tmp_path.glob(files.TEMP_GLOB)) == []


@needs_posix
def test_files_are_private_and_private_folders_are_made_so(tmp_path: Path) -> None:
    folder = tmp_path / "hosted"
    folder.mkdir(mode=0o755)
    folder.chmod(0o755)
    table = TableFiles(folder)
    match = Match(Rules(), 3, 99, ["a", "b", "c"])
    table.save_match(match)
    table.save_seats("t-1", "K7QX2M", ["remote", "medium", "medium"], ["", "b", "c"], {})
    table.save_hands({})
    for name in ("autosave.json", "seats.json", "hands.json"):
        assert mode(folder / name) == 0o600, name  # the seed, the join code: this user's only
    assert mode(folder) == 0o700


def test_set_aside_never_raises_and_a_file_it_could_not_move_is_never_overwritten(
        tmp_path: Path, monkeypatch, read_only) -> None:
    broken = tmp_path / "seats.json"
    broken.write_bytes(b"{broken")
    assert files.set_aside(broken) is None
    assert broken.read_bytes() == b"{broken"
    monkeypatch.undo()  # writable again: still not written over in this run
    with pytest.raises(files.KeptFile):
        files.write_atomic(broken, "{}")
    assert broken.read_bytes() == b"{broken"


def test_a_broken_hosted_table_in_a_read_only_folder_is_reported_not_raised(tmp_path: Path, read_only) -> None:
    folder = tmp_path / "hosted"
    folder.mkdir()
    (folder / "seats.json").write_text("{not json")
    (folder / "autosave.json").write_text("{}")
    (folder / "hands.json").write_text("[1, 2]")
    loaded = TableFiles(folder).load()  # an uncaught OSError here once stopped every start
    assert loaded.saved is None and loaded.problem
    hands, problem = TableFiles(folder).load_hands(_hands_check)
    assert hands is None and problem
    assert not TableFiles(folder).remove()  # says it could not, does not raise
    assert (folder / "seats.json").read_text() == "{not json"


def _hands_check(data):
    if not isinstance(data, dict):
        raise ValueError("the hand orders are not an object")
    return data


def _saved_table(folder: Path, **options) -> TableFiles:
    table = TableFiles(folder)
    table.save_seats("t-1", None, ["remote", "medium"], ["Ana", "b"], {}, options)
    return table


@pytest.mark.parametrize("options", [
    {"name": ["x"]}, {"grace": "soon"}, {"grace": -1}, {"grace": True}, {"port": 70_000},
    {"port": "47123"}, {"name": "x" * 10_000},
])
def test_wrong_seat_options_are_refused_and_set_aside_not_coerced(tmp_path: Path, options) -> None:
    table = _saved_table(tmp_path, **options)
    before = table.seats_path.read_bytes()
    loaded = table.load()
    assert loaded.saved is None and loaded.problem
    kept = list(tmp_path.glob("seats.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == before


def test_good_seat_options_read_back_and_names_follow_the_rule(tmp_path: Path) -> None:
    table = TableFiles(tmp_path)
    table.save_seats("t-1", None, ["remote", "medium"], ["\u202eAna\n" + "x" * 200, "b"], {},
                     {"name": "Ana's table", "grace": 30, "port": 47200})
    saved = table.load().saved
    assert saved is not None
    assert saved.options == {"name": "Ana's table", "grace": 30.0, "port": 47200}
    assert saved.names == ["Ana " + "x" * 20, "b"]  # 24 characters


def test_wrong_typed_hand_orders_are_set_aside_and_told_not_overwritten(tmp_path: Path) -> None:
    table = TableFiles(tmp_path)
    table.save_match(Match(Rules(), 3, 99, ["a", "b", "c"]))
    table.hands_path.write_text(json.dumps({"0": {"order": 5}}))
    from hand_desktop.ui.storage import arrangement_from_json

    hands, problem = table.load_hands(lambda data: arrangement_from_json(data, 3))
    assert hands is None and "hand order" in (problem or "")
    kept = list(tmp_path.glob("hands.broken-*.json"))
    assert [json.loads(p.read_text()) for p in kept] == [{"0": {"order": 5}}]
