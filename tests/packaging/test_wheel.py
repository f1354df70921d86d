"""The wheel carries the resources: installed into a fresh virtual environment with pip's
job done by uv, it gives a game whose cards, font and catalogues resolve (--self-test)."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.packaging


def uv() -> str:
    found = shutil.which("uv")
    assert found, "uv is needed to build the wheel (pip install uv)"
    return found


@pytest.mark.timeout(600)
def test_an_installed_wheel_finds_its_resources(tmp_path: Path) -> None:
    subprocess.run([uv(), "build", "--wheel", "--out-dir", str(tmp_path / "dist"), str(ROOT)],
                   check=True, capture_output=True, timeout=300)
    (wheel,) = (tmp_path / "dist").glob("hand_desktop-*.whl")
    names = set(zipfile.ZipFile(wheel).namelist())
    for name in ("hand_desktop/resources/cards/JK.svg", "hand_desktop/resources/cards/felt.svg",
                 "hand_desktop/resources/fonts/NotoSansArabic[wdth,wght].ttf",
                 "hand_desktop/resources/fonts/OFL.txt", "hand_desktop/resources/i18n/hand_ar.ts",
                 "hand_desktop/resources/i18n/hand_en.ts", "hand_desktop/resources/icons/hand.svg"):
        assert name in names, name
    # Every card picture of the checkout (faces, backs, felts, the four-colour and small sets).
    cards = {"hand_desktop/resources/cards/" + p.relative_to(ROOT / "resources" / "cards").as_posix()
             for p in (ROOT / "resources" / "cards").rglob("*.svg")}
    assert len(cards) > 55 and cards <= names, sorted(cards - names)[:5]
    sounds = {"hand_desktop/resources/sounds/" + p.name for p in (ROOT / "resources" / "sounds").glob("*.wav")}
    assert len(sounds) == 8 and sounds <= names, sorted(sounds - names)
    # The licence and the notices, where Help > About finds them, and the SPDX licence.
    assert {"hand_desktop/legal/LICENSE", "hand_desktop/legal/THIRD_PARTY_NOTICES.txt"} <= names
    metadata = zipfile.ZipFile(wheel).read(next(n for n in names if n.endswith(".dist-info/METADATA")))
    assert b"License-Expression: GPL-3.0-or-later" in metadata

    venv = tmp_path / "venv"
    subprocess.run([uv(), "venv", "--quiet", "--python", sys.executable, str(venv)], check=True, timeout=120)
    python = venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")
    subprocess.run([uv(), "pip", "install", "--quiet", "--python", str(python), str(wheel)],
                   check=True, timeout=300)
    game = venv / ("Scripts/hand-desktop.exe" if os.name == "nt" else "bin/hand-desktop")
    # Not the checkout: started elsewhere, with no PYTHONPATH and no project venv on PATH.
    env = {"HOME": str(tmp_path), "HAND_DESKTOP_HOME": str(tmp_path / "home"),
           "QT_QPA_PLATFORM": "offscreen", "PATH": "/usr/bin:/bin", "LANG": "C.UTF-8"}
    done = subprocess.run([str(game), "--self-test"], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120, check=False)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    site = str(venv / "lib")
    assert f"(from source, resources in {site}" in done.stdout and "site-packages/hand_desktop/resources" in done.stdout
    assert "ok   catalogue ar" in done.stdout and "ok   bundled Arabic font" in done.stdout
    where = subprocess.run([str(python), "-c", "from hand_desktop import paths; print(paths.legal_dir())"],
                           cwd=tmp_path, env=env, capture_output=True, text=True, timeout=60, check=True)
    legal = Path(where.stdout.strip())
    assert legal.name == "legal" and (legal / "THIRD_PARTY_NOTICES.txt").is_file()
