"""The start-up check of the game's own files (an installation problem, not the player's).

Hand ships card pictures, the table's felts, an Arabic font, two catalogues
and its sounds in its ``resources`` folder. ``check_resources(folder)`` looks
for every one of them once, cheaply (it only looks at the files, it renders
nothing), and ``missing_message`` says in the player's language what is
missing and how the game goes on without it: plain card pictures drawn by
the game (``card_art.fallback_svg``), the system's fonts, English texts.
Reinstalling the game brings the files back.

The folder is a parameter so that where resources live is decided in one
place elsewhere.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.cards import RANK_NAMES, Suit
from hand_desktop.ui.words.languages import CODES, FONTS, Font
from hand_desktop.ui.words.text import fill, ltr

CTX = "Resources"
MAX_LISTED = 8  # more missing files than this are counted, not listed


class Fallback(enum.Enum):
    """How the game goes on without a kind of file."""

    PLAIN_CARDS = "plain_cards"
    SYSTEM_FONT = "system_font"
    ENGLISH = "english"
    SILENT = "silent"


CARD_BACKS = ("back", "back-red", "back-tiles")  # Preferences: the backs
FELTS = ("felt", "felt-blue", "felt-red", "felt-brown")  # Preferences: the table colours


def card_files() -> tuple[str, ...]:
    """Every card picture: 52 faces, the Joker, the backs and the felts, then the four-colour
    diamonds and clubs and the faces drawn small (a missing one: the plain picture instead)."""
    faces = [f"{rank}{suit.value}" for suit in Suit for rank in RANK_NAMES]
    four = [f"{rank}{suit}" for suit in ("D", "C") for rank in RANK_NAMES]
    names = [*faces, "JK", *CARD_BACKS, *FELTS, *(f"four-colour/{n}" for n in four),
             *(f"small/{n}" for n in faces), *(f"small-four-colour/{n}" for n in four)]
    return tuple(f"cards/{name}.svg" for name in names)


def sound_files() -> tuple[str, ...]:
    from hand_desktop.ui.sound import Sound

    return tuple(f"sounds/{sound.value}.wav" for sound in Sound)


def font_file(font: Font) -> str:
    """Where a carried font is, relative to the resources folder."""
    return f"fonts/{font.file}"


def expected_files() -> dict[str, Fallback]:
    """Each file the game needs (relative to the resources folder) and what replaces it."""
    files = dict.fromkeys(card_files(), Fallback.PLAIN_CARDS)
    for font in FONTS:
        files[font_file(font)] = Fallback.SYSTEM_FONT
    for language in CODES:
        files[f"i18n/hand_{language}.ts"] = Fallback.ENGLISH
    files.update(dict.fromkeys(sound_files(), Fallback.SILENT))
    return files


@dataclass(frozen=True)
class ResourceReport:
    folder: Path
    missing: tuple[str, ...]  # relative paths, in the order of expected_files()
    fallbacks: tuple[Fallback, ...]  # one per kind of missing file, in Fallback's order

    @property
    def complete(self) -> bool:
        return not self.missing


def _present(path: Path, language_file: bool) -> bool:
    """There, a file, not empty. A catalogue counts when its compiled .qm is there instead."""
    for candidate in (path, path.with_suffix(".qm")) if language_file else (path,):
        try:
            if candidate.is_file() and candidate.stat().st_size > 0:
                return True
        except OSError:
            pass
    return False


def check_resources(folder: Path) -> ResourceReport:
    """Which of the game's files are missing (or empty) in ``folder``."""
    folder = Path(folder)
    missing: list[str] = []
    kinds: set[Fallback] = set()
    for relative, fallback in expected_files().items():
        if not _present(folder / relative, fallback is Fallback.ENGLISH):
            missing.append(relative)
            kinds.add(fallback)
    return ResourceReport(folder, tuple(missing), tuple(f for f in Fallback if f in kinds))


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CTX, text, None, n)


def _fallback_text(fallback: Fallback) -> str:
    if fallback is Fallback.PLAIN_CARDS:
        return _tr("The missing cards are drawn plainly by the game.")
    if fallback is Fallback.SYSTEM_FONT:
        return _tr("Arabic is written with the system's fonts.")
    if fallback is Fallback.SILENT:
        return _tr("The missing sounds are not played.")
    return _tr("Texts without a translation are shown in English.")


def missing_message(report: ResourceReport) -> str | None:
    """What to tell the player about a report; None when nothing is missing."""
    if report.complete:
        return None
    head = _tr("Hand is not installed completely: %n of its files are missing.", len(report.missing))
    # File names and the folder are kept left to right inside Arabic text.
    shown = [ltr(name) for name in report.missing[:MAX_LISTED]]
    if len(report.missing) > MAX_LISTED:
        shown.append(_tr("and %n more", len(report.missing) - MAX_LISTED))
    listing = "\n".join(f"  \u2022 {line}" for line in shown)
    where = fill(_tr("Folder: %1"), ltr(report.folder))
    goes_on = " ".join(_fallback_text(f) for f in report.fallbacks)
    fix = _tr("The game goes on, but reinstalling Hand brings the missing files back.")
    return f"{head}\n\n{listing}\n\n{where}\n\n{goes_on}\n{fix}"
