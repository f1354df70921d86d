"""Settings that cannot be written are told once; temporary settings files left by a crash go."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hand_desktop.ui import storage
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.storage import Settings
from tests.ui.standin_table import StandInTable

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def window(app, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    win = MainWindow(Settings(animation_ms=0), table_factory=StandInTable)
    win.told = []  # type: ignore[attr-defined]
    win.inform = lambda _title, text: win.told.append(text)  # type: ignore[method-assign,attr-defined]
    qtbot.addWidget(win)
    yield win
    win.close()


def test_a_settings_folder_that_cannot_be_written_is_told_once(window: MainWindow, tmp_path: Path) -> None:
    # The settings folder is a file: nothing can be written there (as with a read-only folder;
    # the tests run as root, for whom permissions do not stop a write).
    blocker = tmp_path / "config"
    blocker.write_text("not a folder", encoding="utf-8")
    window.set_animation_ms(120)
    window.set_digits("arabic")
    window.remember_new_game({"players": 3})
    assert len(window.told) == 1 and "could not be saved" in window.told[0]  # type: ignore[attr-defined]
    assert window.settings.animation_ms == 120  # kept for this run all the same
    # Once writing works again, a later failure is told again.
    blocker.unlink()
    window.set_animation_ms(250)
    assert storage.load_settings()[0].animation_ms == 250
    (tmp_path / "config" / storage.SETTINGS_NAME).unlink()
    (tmp_path / "config").rmdir()
    blocker.write_text("not a folder", encoding="utf-8")
    window.set_animation_ms(450)
    assert len(window.told) == 2  # type: ignore[attr-defined]


def test_a_language_change_that_cannot_be_kept_is_told_in_the_new_language(
    window: MainWindow, tmp_path: Path
) -> None:
    (tmp_path / "config").write_text("not a folder", encoding="utf-8")
    window.set_language("ar")
    try:
        assert len(window.told) == 1  # type: ignore[attr-defined]
        assert any("\u0600" <= ch <= "\u06ff" for ch in window.told[0])  # type: ignore[attr-defined]
    finally:
        window.set_language("en")


@pytest.mark.timeout(60)
def test_start_up_removes_temporary_settings_files_left_by_a_crash(tmp_path: Path) -> None:
    config = tmp_path / "config"
    config.mkdir()
    leftover = config / ".settings.json.k3j2.tmp"
    leftover.write_text('{"language": "a', encoding="utf-8")
    other = config / "notes.txt"
    other.write_text("mine", encoding="utf-8")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HAND_DESKTOP_HOME=str(tmp_path),
               HAND_DESKTOP_STARTUP_QUIT="1", PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "hand_desktop", "--lang", "en"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=50, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    assert not leftover.exists()
    assert other.read_text(encoding="utf-8") == "mine"


def test_an_autosave_that_cannot_be_written_is_told_once_and_the_status_bar_says_so(
        window: MainWindow, tmp_path: Path) -> None:
    from hand_desktop.core.rules import Rules

    blocker = tmp_path / "data"
    blocker.write_text("not a folder", encoding="utf-8")  # (root is not stopped by a read-only mode)
    window.start_match(Rules(), ["Ana", "Badr"], ["human", "easy"], seed=3)
    for _ in range(5):
        window.life.autosave()  # a move's autosave, again and again
    assert len(window.told) == 1 and "could not be saved" in window.told[0]  # type: ignore[attr-defined]
    assert window.saving_label.isVisibleTo(window) and window.saving_label.text() == "This match is not being saved"
    blocker.unlink()
    window.life.autosave()
    assert not window.saving_label.isVisibleTo(window)


@pytest.mark.skipif(os.name != "posix", reason="file modes")
def test_the_autosave_which_holds_the_seed_is_private(window: MainWindow, tmp_path: Path) -> None:
    import stat

    from hand_desktop.core.rules import Rules

    window.start_match(Rules(), ["Ana", "Badr"], ["human", "easy"], seed=3)
    assert stat.S_IMODE(storage.autosave_path().stat().st_mode) == 0o600
    assert stat.S_IMODE(storage.data_dir().stat().st_mode) == 0o700
