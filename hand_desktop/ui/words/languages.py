"""The languages Hand speaks: one row each, read by start-up, the View menu, the settings,
i18n, the resource check and the catalogue tools.

Adding a language is one row here and its catalogue (``resources/i18n/hand_<code>.ts``,
made by ``tools/i18n.py``). Pure Python, no Qt: the settings are checked and the command
line is parsed before Qt is loaded; Qt locales are named by their ``language_COUNTRY``
names and made where they are used.
"""

from __future__ import annotations

import enum
from dataclasses import dataclass


class Digits(enum.StrEnum):
    """How numbers are written (the settings store the value)."""

    WESTERN = "western"  # 0123
    ARABIC = "arabic"  # ٠١٢٣ (Arabic-Indic)


# The Qt locale whose numbers are written in each digit style, for a language that has
# none of its own in that style (English with Arabic-Indic digits).
DIGIT_LOCALES: dict[Digits, str] = {Digits.WESTERN: "en_US", Digits.ARABIC: "ar_SA"}


@dataclass(frozen=True)
class Font:
    """A font the game carries (in ``resources/fonts``) for a language's script."""

    family: str
    file: str
    script: str  # what it is for, in the self-test's report ("Arabic")
    # Some scripts are small for their em at a Latin interface's size: the size is scaled
    # (never below min_pt) and hinting is turned off (see i18n._legible).
    scale: float = 1.0
    min_pt: float = 0.0
    unhinted: bool = False


# Arabic letters are small for their em: at a Latin UI's 9 pt (12 px) the madda and
# hamza over an alif or lam-alef get one or two pixels and, hinted onto the pixel grid,
# merge into the letter ("الآخر" read "الاخر"). From 14 px they stand clear; unhinted
# outlines keep them apart at the sizes in between.
NOTO_SANS_ARABIC = Font("Noto Sans Arabic", "NotoSansArabic[wdth,wght].ttf", "Arabic",
                        scale=1.2, min_pt=10.5, unhinted=True)


@dataclass(frozen=True)
class Language:
    code: str  # ISO 639-1, as in the catalogue's file name and the settings
    native_name: str  # the language by its own name, the same in every interface language
    rtl: bool
    font: Font | None  # the carried font set first for this language; None: the system's
    digits: Digits  # the default when the system's locale for this language says nothing
    locales: dict[Digits, str]  # the Qt locale for the language in each digit style it has
    plural_forms: int  # how many plural forms Qt's catalogues have for it
    # Whether mnemonic letters (&Game) are underlined: under an Arabic letter an underline
    # reads as a kasra ("ابدأ" read "إبدأ"), so Arabic hides them (see ui.mnemonics).
    underlines_mnemonics: bool = True

    def locale_for(self, digits: Digits) -> str:
        """The Qt locale name that writes this language's numbers in ``digits``."""
        return self.locales.get(digits, DIGIT_LOCALES[digits])


LANGUAGES: tuple[Language, ...] = (
    Language("ar", "العربية", rtl=True, font=NOTO_SANS_ARABIC, digits=Digits.ARABIC,
             locales={Digits.ARABIC: "ar_SA", Digits.WESTERN: "ar_AE"}, plural_forms=6,
             underlines_mnemonics=False),
    Language("en", "English", rtl=False, font=None, digits=Digits.WESTERN,
             locales={Digits.WESTERN: "en_US"}, plural_forms=2),
)
BY_CODE: dict[str, Language] = {language.code: language for language in LANGUAGES}
CODES: tuple[str, ...] = tuple(BY_CODE)
SOURCE = BY_CODE["en"]  # the language the code's texts are written in (the fallback)
# The carried fonts: the current language's goes first, the others are fallbacks.
FONTS: tuple[Font, ...] = tuple(dict.fromkeys(lang.font for lang in LANGUAGES if lang.font))


def find(code: str) -> Language | None:
    """The row for ``code`` ("ar_SA", "ar-KW" and "AR" give Arabic); None if we do not ship it."""
    return BY_CODE.get(code.replace("-", "_").split("_", 1)[0].lower())


def language_of(code: str) -> Language:
    """The row for ``code`` (see :func:`find`); the source language for one we do not ship."""
    return find(code) or SOURCE
