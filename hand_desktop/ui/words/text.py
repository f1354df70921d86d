"""The small text helpers every part of the interface shares, each written once.

Numbers in the chosen digits, direction isolation for names and paths, Qt-style
``%1`` filling, lists, and the names of seats, variants and rounds. Light on purpose (Qt's
core only): the start path and the table import it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.rules import Variant
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.words import i18n
from hand_desktop.ui.words.languages import Digits

_WESTERN = "0123456789"
_ARABIC_INDIC = "٠١٢٣٤٥٦٧٨٩"
_TO_ARABIC_INDIC = str.maketrans(_WESTERN, _ARABIC_INDIC)
_TO_WESTERN = str.maketrans(_ARABIC_INDIC, _WESTERN)
# Invisible direction marks (as CLDR uses them for Arabic numbers).
_ALM = "\u061c"  # ARABIC LETTER MARK
_RLM = "\u200f"  # RIGHT-TO-LEFT MARK
_LRM = "\u200e"  # LEFT-TO-RIGHT MARK

# Unicode isolates: a name in Latin letters inside an Arabic sentence (or the
# reverse) keeps its own direction and does not drag the punctuation around it.
_FSI = "\u2068"  # FIRST STRONG ISOLATE: the text's own direction
_LRI = "\u2066"  # LEFT-TO-RIGHT ISOLATE
_PDI = "\u2069"

_PLACEHOLDER = re.compile(r"%([0-9]+)")


# ------------------------------------------------------------------ numbers


def number(n: int) -> str:
    """An integer for people, in the chosen digits, with no group separators.

    In Arabic the number starts with an invisible strong right-to-left mark, so
    that a label holding only a number lines up on the right like every other
    label (Qt aligns a label by its text's own direction, and digits alone have
    none), and the minus sign stays where an Arabic reader expects it.
    """
    return _number(n, "")


def signed(n: int) -> str:
    """Points with their sign: "+32", "-30", "0" (marked like :func:`number`)."""
    return _number(n, "+")


def _number(n: int, plus: str) -> str:
    body = str(abs(int(n)))
    sign = "-" if n < 0 else (plus if n > 0 else "")
    style = i18n.digits()
    if style is Digits.ARABIC:
        body = body.translate(_TO_ARABIC_INDIC)
    if not i18n.current().rtl:
        return sign + body
    if style is Digits.ARABIC:
        # ARABIC LETTER MARK: the line is right to left and the sign reads first (on the right).
        return _ALM + sign + body
    # Western digits in a right-to-left language: a right-to-left line holding a left-to-right number,
    # so "-30" keeps its sign on the left as it is written.
    return _RLM + (_LRM + sign if sign else "") + body


def local_digits(text: str) -> str:
    """Every Western digit of ``text`` in the chosen digits (for texts built elsewhere)."""
    return text.translate(_TO_ARABIC_INDIC) if i18n.digits() is Digits.ARABIC else text


def parse_number(text: str) -> int:
    """Read an integer written in either digit style (with the marks :func:`number` adds)."""
    cleaned = text.strip()
    for mark in (_ALM, _RLM, _LRM):
        cleaned = cleaned.replace(mark, "")
    return int(cleaned.translate(_TO_WESTERN))


# ------------------------------------------------------------------ direction


def isolate(text: str) -> str:
    """A name or other embedded text, isolated so its direction cannot disturb the sentence."""
    return f"{_FSI}{text}{_PDI}"


def ltr(text: object) -> str:
    """A path, file name or technical detail kept left to right inside any sentence
    ("/tmp/x.json", never "tmp/x.json/")."""
    return f"{_LRI}{text}{_PDI}"


# ------------------------------------------------------------------ sentences


def fill(text: str, *values: object) -> str:
    """Qt-style ``%1 %2`` placeholders, filled in any order the translation puts them."""
    # One pass over the text, reading each placeholder's whole number (so %1 does not eat the
    # start of %10), and never looking into a value: a player named "%1" stays "%1".
    def value(match: re.Match[str]) -> str:
        n = int(match.group(1))
        return str(values[n - 1]) if 1 <= n <= len(values) else match.group(0)

    return _PLACEHOLDER.sub(value, text)


def join_list(items: Sequence[str]) -> str:
    """Names and other items in a row: "Ana, Badr, Chen" / "Ana، Badr، Chen" (each isolated)."""
    comma = QCoreApplication.translate("Text", ", ", "between items of a list")
    return comma.join(isolate(item) for item in items)


def join_parts(parts: Sequence[str]) -> str:
    """Short facts side by side ("14 cards · opened"); in Arabic a comma, since a middle
    dot next to an Arabic-Indic zero (٠) reads as a row of dots."""
    return QCoreApplication.translate("Text", " · ", "between short facts").join(p for p in parts if p)


def name_and_score(name: str, score: str) -> str:
    """ "Ana: 120", the name isolated, a colon between name and score."""
    return fill(QCoreApplication.translate("Text", "%1: %2", "a name and its score"),
                isolate(name), score)


# ------------------------------------------------------------------ names


def default_name(seat: int) -> str:
    """ "Player 3" / "لاعب ٣": in the current language, without the article, so that it
    fits a call ("يا لاعب ٣"). Matches store "" for a default name, never this text."""
    return fill(QCoreApplication.translate("NewGameDialog", "Player %1"), number(seat + 1))


def shown_names(names: Sequence[str]) -> list[str]:
    """The names people see: a seat without a name gets its default name."""
    return [name.strip() or default_name(seat) for seat, name in enumerate(names)]


_VARIANTS = {
    Variant.HAND: QT_TRANSLATE_NOOP("Variant", "Hand"),
    Variant.HAND_PARTNERS: QT_TRANSLATE_NOOP("Variant", "Hand Partners"),
    Variant.SAUDI: QT_TRANSLATE_NOOP("Variant", "Saudi Hand"),
    Variant.SAUDI_PARTNERS: QT_TRANSLATE_NOOP("Variant", "Saudi Hand Partners"),
}


def variant_name(variant: Variant) -> str:
    """The name of a variant as players call it."""
    return QCoreApplication.translate("Variant", _VARIANTS[variant])


def round_title(number_: int, rounds: int) -> str:
    """ "Round 2 of 5", or "Deciding round" after the chosen rounds."""
    if number_ > rounds:
        return QCoreApplication.translate("RoundSummary", "Deciding round")
    return fill(QCoreApplication.translate("RoundSummary", "Round %1 of %2"), number(number_),
                number(rounds))


def team_name(names: Sequence[str], team: int) -> str:
    """A side of a partners' table by its two players: "Layla & Sami"."""
    return fill(QCoreApplication.translate("Scores", "%1 & %2"), isolate(names[team]),
                isolate(names[team + 2]))
