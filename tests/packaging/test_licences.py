"""The project's licence and the third-party notices: the files a distributor needs."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NOTICES = (ROOT / "THIRD_PARTY_NOTICES.txt").read_text(encoding="utf-8")


def test_the_project_is_gpl_3_or_later() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert project["license"] == "GPL-3.0-or-later"
    assert set(project["license-files"]) == {"LICENSE", "THIRD_PARTY_NOTICES.txt"}
    licence = (ROOT / "LICENSE").read_text(encoding="utf-8")
    assert "GNU GENERAL PUBLIC LICENSE" in licence and "Version 3, 29 June 2007" in licence
    metainfo = (ROOT / "packaging" / "linux" / "io.github.hand_desktop.metainfo.xml").read_text(encoding="utf-8")
    assert "<project_license>GPL-3.0-or-later</project_license>" in metainfo


def test_the_notices_name_every_component_its_licence_and_its_source() -> None:
    for component in ("Qt 6", "PySide6", "Shiboken6", "ICU", "Python 3.11", "platformdirs",
                      "Noto Sans Arabic", "PyInstaller's bootloader", "card pictures", "miniaudio",
                      "stb_vorbis", "cffi", "the sounds"):
        assert component in NOTICES, component
    # Where the LGPL's source code is, and the licences in full.
    assert "https://download.qt.io/official_releases/qt/" in NOTICES
    assert "https://download.qt.io/official_releases/QtForPython/pyside6/" in NOTICES
    for text in ("GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 3, 29 June 2007",
                 "SIL OPEN FONT LICENSE Version 1.1", "UNICODE LICENSE V3",
                 "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2", "Apache License\n                           Version 2.0",
                 "GNU LESSER GENERAL PUBLIC LICENSE\n                       Version 2.1"):
        assert text in NOTICES, text
    # The font's licence is the one shipped beside the font, word for word.
    ofl = (ROOT / "resources" / "fonts" / "OFL.txt").read_text(encoding="utf-8").strip()
    assert ofl in NOTICES
