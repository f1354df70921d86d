"""core.jsonfile: every way a file can be unreadable ends in FileReadError with its FileProblem,
and the core's readers (scenario files, Match.loads, the referee) keep their declared errors."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from hand_desktop.core import jsonfile
from hand_desktop.core.jsonfile import FileProblem, FileReadError, parse_json, read_json
from hand_desktop.core.match import Match, SaveError
from hand_desktop.core.rules import Rules
from hand_desktop.core.scenario import ScenarioError, load_scenario_file
from tests.helpers import Ran, run_referee

SCENARIO = Path(__file__).parent / "scenarios" / "rules_example.json"
ARABIC = '{"names": ["هاند"]}'.encode()

# Damage written as bytes into a file: (id, bytes, expected problem).
DAMAGED: list[tuple[str, bytes, FileProblem]] = [
    ("latin1", b'{"names": ["Jos\xe9"]}', FileProblem.NOT_UTF8),
    ("cut_in_arabic_letter", ARABIC[: ARABIC.index("ا".encode()) + 1], FileProblem.NOT_UTF8),
    ("truncated", b'{"names": [', FileProblem.NOT_JSON),
    ("deep_2000", b"[" * 2000 + b"]" * 2000, FileProblem.TOO_DEEP),
    ("deep_100", b"[" * 100 + b"]" * 100, FileProblem.TOO_DEEP),
    ("huge_integer", b'{"seed": ' + b"9" * 5000 + b"}", FileProblem.NUMBER_TOO_LONG),
    ("long_integer", b'{"seed": ' + b"9" * 100 + b"}", FileProblem.NUMBER_TOO_LONG),
    ("nan", b'{"seed": NaN}', FileProblem.NOT_JSON),
    ("lone_surrogate", b'{"names": ["\\ud800"]}', FileProblem.NOT_UTF8),
]


def problem_of(path: Path) -> FileProblem:
    with pytest.raises(FileReadError) as info:
        read_json(path)
    assert str(info.value)  # a sentence for people
    assert info.value.path == path
    return info.value.problem


@pytest.mark.parametrize(("content", "problem"), [d[1:] for d in DAMAGED], ids=[d[0] for d in DAMAGED])
def test_damaged_content_is_a_declared_problem(tmp_path: Path, content: bytes, problem: FileProblem) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(content)
    assert problem_of(path) is problem


def test_missing_and_folder(tmp_path: Path) -> None:
    assert problem_of(tmp_path / "nothing.json") is FileProblem.MISSING
    assert problem_of(tmp_path / "nothing" / "below.json") is FileProblem.MISSING
    assert problem_of(tmp_path) is FileProblem.NOT_A_FILE


def test_no_permission(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # chmod 000 does not stop root (the test machine's user), so the system call is made to refuse.
    path = tmp_path / "f.json"
    path.write_text("{}")

    def refuse(*_args: object) -> int:
        raise PermissionError(13, "Permission denied")

    monkeypatch.setattr(jsonfile.os, "open", refuse)
    assert problem_of(path) is FileProblem.NO_PERMISSION


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_fifo_does_not_hang(tmp_path: Path) -> None:
    fifo = tmp_path / "f.json"
    os.mkfifo(fifo)
    result: list[FileProblem] = []
    worker = threading.Thread(target=lambda: result.append(problem_of(fifo)), daemon=True)
    worker.start()
    worker.join(10)
    assert result == [FileProblem.NOT_A_FILE]


@pytest.mark.skipif(not Path("/dev/zero").exists(), reason="no /dev/zero on this system")
def test_device_is_not_read() -> None:
    assert problem_of(Path("/dev/zero")) is FileProblem.NOT_A_FILE


def test_too_large_is_refused_before_reading(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    with path.open("wb") as handle:  # sparse: costs no disk
        handle.truncate(jsonfile.MAX_BYTES + 1)
    assert problem_of(path) is FileProblem.TOO_LARGE
    path.write_bytes(b"[" + b"0," * 20 + b"0]")
    with pytest.raises(FileReadError) as info:
        read_json(path, max_bytes=10)
    assert info.value.problem is FileProblem.TOO_LARGE


def test_good_files_read_as_before(tmp_path: Path) -> None:
    path = tmp_path / "f.json"
    path.write_bytes(b'\xef\xbb\xbf{"name": "\xd9\x87\xd8\xa7\xd9\x86\xd8\xaf", "emoji": "\\ud83d\\ude00"}')
    assert read_json(path) == {"name": "هاند", "emoji": "\U0001f600"}  # a BOM (Notepad) is fine
    assert parse_json("[" * 64 + "]" * 64) is not None
    assert parse_json('{"seed": ' + "9" * 40 + "}") == {"seed": int("9" * 40)}


# ------------------------------------------------------------------ the core's callers


@pytest.mark.parametrize(("content", "problem"), [d[1:] for d in DAMAGED], ids=[d[0] for d in DAMAGED])
def test_match_loads_raises_save_error(content: bytes, problem: FileProblem) -> None:
    with pytest.raises(SaveError):
        Match.loads(content)
    if problem is not FileProblem.NOT_UTF8 or b"\\u" in content:
        with pytest.raises(SaveError):
            Match.loads(content.decode("utf-8"))


@pytest.mark.parametrize(("content", "problem"), [d[1:] for d in DAMAGED], ids=[d[0] for d in DAMAGED])
def test_scenario_file_raises_scenario_error(tmp_path: Path, content: bytes, problem: FileProblem) -> None:
    path = tmp_path / "s.json"
    path.write_bytes(content)
    with pytest.raises(ScenarioError):
        load_scenario_file(path)


def test_scenario_file_not_a_file(tmp_path: Path) -> None:
    with pytest.raises(ScenarioError):
        load_scenario_file(tmp_path)
    with pytest.raises(ScenarioError):
        load_scenario_file(tmp_path / "missing.json")


def assert_one_error_line(proc: Ran) -> str:
    assert proc.returncode == 2
    assert proc.stdout == ""
    assert "Traceback" not in proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith("referee: error: ")
    assert all(c.isprintable() for c in lines[0])
    return lines[0]


@pytest.mark.parametrize(("content", "problem"), [d[1:] for d in DAMAGED], ids=[d[0] for d in DAMAGED])
def test_referee_one_line_on_damaged_files(tmp_path: Path, content: bytes, problem: FileProblem) -> None:
    path = tmp_path / "s.json"
    path.write_bytes(content)
    assert_one_error_line(run_referee(path))


def test_referee_one_line_on_folder_and_fifo(tmp_path: Path) -> None:
    assert_one_error_line(run_referee(tmp_path))
    if hasattr(os, "mkfifo"):
        os.mkfifo(tmp_path / "fifo.json")
        assert_one_error_line(run_referee(tmp_path / "fifo.json"))


def scenario_with(**changes: object) -> dict[str, object]:
    data = json.loads(SCENARIO.read_text(encoding="utf-8"))
    data.update(changes)
    return data


@pytest.mark.parametrize("key", ["players", "reshuffles", "discards", "seed", "dealer", "turn"])
def test_referee_explicit_null_is_a_clear_error(tmp_path: Path, key: str) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario_with(**{key: None})), encoding="utf-8")
    line = assert_one_error_line(run_referee(path))
    assert key in line


@pytest.mark.parametrize("key", ["evil\nkey", "nul\x00key", "\u202eyek", "ok\u2028line"])
def test_referee_quotes_unknown_keys_on_one_line(tmp_path: Path, key: str) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario_with(**{key: 1})), encoding="utf-8")
    line = assert_one_error_line(run_referee(path))
    assert repr(key) in line


def test_referee_path_with_newline_stays_on_one_line(tmp_path: Path) -> None:
    assert_one_error_line(run_referee(tmp_path / "bad\nname\u202e.json"))


# ------------------------------------------------------------------ whole saves


def good_save() -> dict[str, object]:
    return json.loads(Match(Rules(), 3, 5, ["A", "B", "C"]).dumps())


@pytest.mark.parametrize(
    "change",
    [{"schema": True}, {"schema": 1.0}, {"players": True}, {"seed": False}, {"seed": 1.0},
     {"names": ["A", "B"]}, {"names": ["A", "B", "C", "D"]}, {"names": []}],
    ids=lambda c: json.dumps(c),
)
def test_save_is_validated_whole(change: dict[str, object]) -> None:
    data = {**good_save(), **change}
    with pytest.raises(SaveError):
        Match.from_json(data)
    with pytest.raises(SaveError):
        Match.loads(json.dumps(data))


def test_referee_quotes_unknown_rules_keys(tmp_path: Path) -> None:
    path = tmp_path / "s.json"
    path.write_text(json.dumps(scenario_with(rules={"evil\nkey": 1})), encoding="utf-8")
    assert repr("evil\nkey") in assert_one_error_line(run_referee(path))
