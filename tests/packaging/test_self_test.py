"""``hand-desktop --self-test`` from source: passes, and fails when a resource is missing."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
# Runs the game with its resources taken from another folder (a damaged copy).
WITH_RESOURCES = (
    "import sys; from pathlib import Path; import hand_desktop.paths as p; "
    "folder = Path(sys.argv.pop(1)); p.resources = lambda: folder; "
    "from hand_desktop.__main__ import main; raise SystemExit(main())"
)


def self_test(tmp_path: Path, *prefix: str) -> tuple[int, str]:
    report = tmp_path / "report.txt"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HAND_DESKTOP_HOME=str(tmp_path / "home"))
    done = subprocess.run([sys.executable, *prefix, "--self-test", str(report)], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert report.read_text(encoding="utf-8") == done.stdout  # the same lines, both ways
    return done.returncode, done.stdout


@pytest.mark.timeout(150)
def test_self_test_passes_from_source(tmp_path: Path) -> None:
    code, out = self_test(tmp_path, "-m", "hand_desktop")
    assert code == 0, out
    for line in ("ok   main window painted", "platform plugin 'offscreen' loaded",
                 "ok   card art: 55 of 55 pictures", "ok   bundled Arabic font: Noto Sans Arabic",
                 "translates 'Hand' as 'هاند'", "translates 'Hand' as 'Hand'",
                 "ok   Qt's own Arabic catalogue", "ok   match dealt to 4 computer players",
                 "ok   computer players played 6 turns", "self-test passed"):
        assert line in out, out
    assert "FAIL" not in out


@pytest.mark.timeout(150)
def test_self_test_fails_without_a_card_or_the_font(tmp_path: Path) -> None:
    damaged = tmp_path / "resources"
    shutil.copytree(ROOT / "resources", damaged)
    (damaged / "cards" / "JK.svg").unlink()
    for font in (damaged / "fonts").glob("*.ttf"):
        font.unlink()
    code, out = self_test(tmp_path, "-c", WITH_RESOURCES, str(damaged))
    assert code == 1, out
    assert "FAIL card art: 54 of 55 pictures" in out and "missing: JK" in out
    assert "FAIL bundled Arabic font" in out
    assert "self-test FAILED (2 checks)" in out


@pytest.mark.timeout(150)
def test_self_test_never_touches_the_players_own_files(tmp_path: Path) -> None:
    # No HAND_DESKTOP_HOME: the player's folders (here a fake home) must stay empty.
    home = tmp_path / "player"
    home.mkdir()
    env = {k: v for k, v in os.environ.items() if k != "HAND_DESKTOP_HOME" and not k.startswith("XDG_")}
    env.update(HOME=str(home), QT_QPA_PLATFORM="offscreen")
    done = subprocess.run([sys.executable, "-m", "hand_desktop", "--self-test"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr[-2000:]
    assert list(home.rglob("*")) == []
