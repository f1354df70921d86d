"""Where the game's resources are: the one place that knows (cards, fonts, catalogues, icons).

Three ways the game runs, one answer each:

* a PyInstaller bundle: ``sys._MEIPASS/hand_desktop/resources`` (the spec puts them there);
* an installed wheel: ``hand_desktop/resources`` inside the package (the wheel maps the
  checkout's ``resources/`` there, see ``pyproject.toml``);
* a source checkout: ``resources/`` beside the package.

Standard library only, so the core, tools and the packaging script can use it too.
"""

from __future__ import annotations

import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent


def resources() -> Path:
    """The folder holding ``cards/``, ``fonts/``, ``i18n/``, ``icons/`` and ``lessons/``."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "hand_desktop" / "resources"
    inside = PACKAGE_DIR / "resources"
    if inside.is_dir():
        return inside
    return PACKAGE_DIR.parent / "resources"


def legal_dir() -> Path:
    """The folder holding ``LICENSE`` (Hand's GPL) and ``THIRD_PARTY_NOTICES.txt``: a bundle
    and a wheel carry them in ``hand_desktop/legal``, a checkout has them at its top."""
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle:
        return Path(bundle) / "hand_desktop" / "legal"
    inside = PACKAGE_DIR / "legal"
    return inside if inside.is_dir() else PACKAGE_DIR.parent


LICENSE_FILE = "LICENSE"
NOTICES_FILE = "THIRD_PARTY_NOTICES.txt"


def cards_dir() -> Path:
    return resources() / "cards"


def fonts_dir() -> Path:
    return resources() / "fonts"


def i18n_dir() -> Path:
    return resources() / "i18n"


def icons_dir() -> Path:
    return resources() / "icons"


def lessons_dir() -> Path:
    """The lessons' scenario files (RULES.md section 14), one per lesson of Help → Learn to play."""
    return resources() / "lessons"
