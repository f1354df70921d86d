"""Start-up: command line, the real process with a broken settings file, the start-up marker."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from hand_desktop.ui.app import parse_args

ROOT = Path(__file__).resolve().parents[2]


def test_command_line() -> None:
    args, rest = parse_args(["save.json", "--lang", "ar", "--resume", "-style", "fusion"])
    assert args.file == "save.json" and args.lang == "ar" and args.resume
    assert rest == ["-style", "fusion"]  # left for Qt
    args, rest = parse_args([])
    assert args.file is None and args.lang is None and not args.resume and rest == []
    with pytest.raises(SystemExit):
        parse_args(["--lang", "fr"])


@pytest.mark.timeout(60)
def test_app_starts_with_a_broken_settings_file_and_sets_it_aside(tmp_path: Path) -> None:
    settings = tmp_path / "config" / "settings.json"
    settings.parent.mkdir(parents=True)
    settings.write_text("{broken", encoding="utf-8")
    marker = tmp_path / "marker"
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HAND_DESKTOP_HOME=str(tmp_path),
               HAND_DESKTOP_STARTUP_MARKER=str(marker), HAND_DESKTOP_STARTUP_QUIT="1",
               PYTHONPATH=str(ROOT))
    done = subprocess.run([sys.executable, "-m", "hand_desktop", "--lang", "en"], cwd=ROOT, env=env,
                          capture_output=True, text=True, timeout=50, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    stamp, rss_kb = marker.read_text(encoding="ascii").split()
    assert float(stamp) > 0 and int(rss_kb) > 10_000  # first paint happened, memory measured
    assert not settings.exists()
    kept = list(settings.parent.glob("settings.broken-*.json"))
    assert [k.read_text(encoding="utf-8") for k in kept] == ["{broken"]
