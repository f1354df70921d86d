"""One running game per data folder: the lock, a stale lock, the second start, the real app twice."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules
from hand_desktop.ui import single_instance, storage
from hand_desktop.ui.single_instance import LOCK_NAME, InstanceGuard, decode_request, encode_request

ROOT = Path(__file__).resolve().parents[2]


def _env(home: Path) -> dict[str, str]:
    return dict(os.environ, QT_QPA_PLATFORM="offscreen", HAND_DESKTOP_HOME=str(home),
                PYTHONPATH=str(ROOT))


def test_two_locks_on_one_folder(qapp, tmp_path: Path) -> None:
    first, second = InstanceGuard(tmp_path / "data"), InstanceGuard(tmp_path / "data")
    other = InstanceGuard(tmp_path / "elsewhere")
    try:
        assert first.acquire() and first.locked
        assert not second.acquire()
        assert other.acquire()  # another data folder is another game
        first.release()
        assert second.acquire()
    finally:
        for guard in (first, second, other):
            guard.release()


def test_a_lock_left_by_a_killed_copy_is_taken_over(qapp, tmp_path: Path) -> None:
    data = tmp_path / "data"
    data.mkdir()
    # A copy takes the lock and dies without letting go of it (as under kill -9).
    code = ("import os, sys\nfrom PySide6.QtCore import QLockFile\n"
            f"lock = QLockFile({str(data / LOCK_NAME)!r})\nlock.setStaleLockTime(0)\n"
            "assert lock.tryLock(0)\nos._exit(0)\n")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=30)
    assert (data / LOCK_NAME).exists()
    guard = InstanceGuard(data)
    try:
        assert guard.acquire()
    finally:
        guard.release()


def test_request_lines() -> None:
    assert decode_request(encode_request("/tmp/m.json").rstrip(b"\n")) == "/tmp/m.json"
    assert decode_request(encode_request(None)) is None
    assert decode_request(encode_request("/tmp/\u0645\u0628\u0627\u0631\u0627\u0629.json")).endswith(".json")
    for bad in (b"\xff\xfe", b"[1]", b'{"open": 3}', b"[" * 5000, b"{}"):
        with pytest.raises(ValueError):
            decode_request(bad)


def _second_start(tmp_path: Path) -> subprocess.Popen[bytes]:
    """Another process asking the copy on ``tmp_path``'s data folder to open /x/saved.json;
    it exits 0 if that copy took the file, 3 if it found none."""
    code = ("import sys\nfrom PySide6.QtCore import QCoreApplication\n"
            "from hand_desktop.ui.single_instance import ask_running_copy\n"
            "app = QCoreApplication([])\n"
            f"sys.exit(0 if ask_running_copy({str(tmp_path / 'data')!r}, '/x/saved.json') else 3)\n")
    return subprocess.Popen([sys.executable, "-c", code], env=_env(tmp_path), cwd=ROOT)


def test_a_second_start_reaches_the_running_copy(qapp, qtbot, tmp_path: Path) -> None:
    guard = InstanceGuard(tmp_path / "data")
    assert guard.acquire() and guard.listen()
    heard: list[object] = []
    guard.activationRequested.connect(heard.append)
    try:
        second = _second_start(tmp_path)
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=20_000)
        assert second.returncode == 0
        assert heard == ["/x/saved.json"]
    finally:
        guard.release()


def test_a_second_start_waits_for_a_copy_that_listens_a_moment_later(qapp, qtbot, tmp_path: Path) -> None:
    # A copy listens only after its first paint: a second start in that moment must reach
    # it, not say "already open" (it did, and its message box waited for ever in tests).
    guard = InstanceGuard(tmp_path / "data")
    assert guard.acquire()
    heard: list[object] = []
    guard.activationRequested.connect(heard.append)
    try:
        second = _second_start(tmp_path)
        qtbot.wait(1500)  # the second start knocks at a closed door meanwhile
        assert second.poll() is None
        assert guard.listen()
        qtbot.waitUntil(lambda: second.poll() is not None, timeout=20_000)
        assert second.returncode == 0
        assert heard == ["/x/saved.json"]
    finally:
        guard.release()


def test_a_copy_that_does_not_answer_is_reported_as_open(app, tmp_path: Path,
                                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    holder = InstanceGuard(storage.data_dir())
    assert holder.acquire()  # holds the lock but does not listen: like a hung copy
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _p, title, text: shown.append(f"{title}|{text}"))
    monkeypatch.setattr(single_instance, "WAIT_MS", 200)
    monkeypatch.setattr(single_instance, "LISTEN_PATIENCE_MS", 300)
    from hand_desktop.ui.app import run

    try:
        assert run(["hand-desktop", "--lang", "en"]) == 1
    finally:
        holder.release()
    assert len(shown) == 1 and "already open" in shown[0] and str(storage.data_dir()) in shown[0]


def _autosave_names(path: Path, moves: int = 0) -> list[str] | None:
    """The names in the autosave once it holds ``moves`` actions or more."""
    try:
        match = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError, KeyError):
        return None
    return match["names"] if len(match["actions"]) >= moves else None


@pytest.mark.timeout(90)
def test_the_real_app_started_twice_hands_the_file_to_the_first(tmp_path: Path) -> None:
    env = _env(tmp_path)
    autosave = tmp_path / "data" / storage.AUTOSAVE_NAME
    first = subprocess.Popen([sys.executable, "-m", "hand_desktop", "--demo", "--animation-ms", "0",
                              "--lang", "en"], cwd=ROOT, env=env,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        deadline = time.monotonic() + 40
        while _autosave_names(autosave, moves=4) is None and time.monotonic() < deadline:
            assert first.poll() is None, first.stderr.read().decode(errors="replace")[-2000:]
            time.sleep(0.1)
        assert _autosave_names(autosave) is not None, "the demo never saved"
        # A second start with a file: it hands the file over and exits; the first opens it
        # (over the demo in play without asking: nothing in a demo is the player's).
        saved = tmp_path / "other.json"
        match = Match(Rules(), 3, 99, ["Ana", "Badr", "Chen"])
        storage.save_match(match, ["easy", "easy", "easy"], saved)
        second = subprocess.run([sys.executable, "-m", "hand_desktop", "other.json"], cwd=tmp_path,
                                env=env, capture_output=True, text=True, timeout=40, check=False)
        assert second.returncode == 0, second.stderr[-2000:]
        deadline = time.monotonic() + 20
        while _autosave_names(autosave) != ["Ana", "Badr", "Chen"] and time.monotonic() < deadline:
            time.sleep(0.1)
        assert _autosave_names(autosave) == ["Ana", "Badr", "Chen"]
        assert first.poll() is None  # the first copy plays on
    finally:
        first.send_signal(signal.SIGKILL)
        first.wait(timeout=10)
        if first.stderr:
            first.stderr.close()
