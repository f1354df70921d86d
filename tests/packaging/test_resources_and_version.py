"""One place for resources and for the version; --version; the .hand save suffix."""

from __future__ import annotations

import subprocess
import sys
from importlib.metadata import version
from pathlib import Path

import pytest

import hand_desktop
from hand_desktop import paths
from hand_desktop.ui.main_window import OPEN_FILTER_EXT, SAVE_FILTER_EXT, with_save_suffix

ROOT = Path(__file__).resolve().parents[2]


def test_resources_from_a_checkout() -> None:
    assert paths.resources() == ROOT / "resources"
    assert (paths.cards_dir() / "JK.svg").is_file()
    assert (paths.fonts_dir() / "NotoSansArabic[wdth,wght].ttf").is_file()
    assert (paths.i18n_dir() / "hand_ar.ts").is_file()
    assert (paths.icons_dir() / "hand.svg").is_file()


def test_resources_inside_a_bundle(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert paths.resources() == tmp_path / "hand_desktop" / "resources"
    assert paths.cards_dir() == tmp_path / "hand_desktop" / "resources" / "cards"


def test_resources_inside_an_installed_package(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    (tmp_path / "hand_desktop" / "resources").mkdir(parents=True)
    monkeypatch.setattr(paths, "PACKAGE_DIR", tmp_path / "hand_desktop")
    assert paths.resources() == tmp_path / "hand_desktop" / "resources"


def test_the_version_is_the_package_metadata() -> None:
    import tomllib

    with open(ROOT / "pyproject.toml", "rb") as file:
        declared = tomllib.load(file)["project"]["version"]
    assert hand_desktop.__version__ == version("hand-desktop") == declared


def test_version_option() -> None:
    done = subprocess.run([sys.executable, "-m", "hand_desktop", "--version"], capture_output=True,
                          text=True, timeout=30, check=False)
    assert done.returncode == 0
    assert done.stdout.strip() == f"hand-desktop {hand_desktop.__version__}"


def test_saves_get_the_hand_suffix() -> None:
    assert SAVE_FILTER_EXT == "*.hand" and OPEN_FILTER_EXT.split() == ["*.hand", "*.json"]
    assert with_save_suffix(Path("/x/final")) == Path("/x/final.hand")
    assert with_save_suffix(Path("/x/final.hand")) == Path("/x/final.hand")
    assert with_save_suffix(Path("/x/final.v2")) == Path("/x/final.v2.hand")
