"""Sentences for people: every error code of the core, translated.

The core answers with codes (RULES.md section 14); the UI shows these
sentences instead. Context "Errors" in the translation catalogues.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.rules import ErrorCode
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP

_CONTEXT = "Errors"

# QT_TRANSLATE_NOOP marks the texts for lupdate; they are translated when shown.
_TEXTS: dict[ErrorCode, str] = {
    ErrorCode.BAD_INPUT: QT_TRANSLATE_NOOP("Errors", "That move is not understood."),
    ErrorCode.NOT_YOUR_TURN: QT_TRANSLATE_NOOP("Errors", "It is not your turn."),
    ErrorCode.WRONG_PHASE: QT_TRANSLATE_NOOP("Errors", "You cannot do that now."),
    ErrorCode.MUST_OPEN: QT_TRANSLATE_NOOP(
        "Errors", "You took the fire card: open before you discard."),
    ErrorCode.NOT_OPENED: QT_TRANSLATE_NOOP(
        "Errors", "Open first: you may add to melds only after your side has opened."),
    ErrorCode.NO_SUCH_MELD: QT_TRANSLATE_NOOP("Errors", "That meld is not on the table."),
    ErrorCode.CARD_NOT_IN_HAND: QT_TRANSLATE_NOOP("Errors", "That card is not in your hand."),
    ErrorCode.TWO_JOKERS: QT_TRANSLATE_NOOP("Errors", "A meld may hold only one Joker."),
    ErrorCode.ILLEGAL_MELD: QT_TRANSLATE_NOOP("Errors", "These cards are not a run or a set."),
    ErrorCode.ILLEGAL_EXTENSION: QT_TRANSLATE_NOOP("Errors", "That card does not fit this meld."),
    ErrorCode.ILLEGAL_REPLACEMENT: QT_TRANSLATE_NOOP(
        "Errors", "Only the card the Joker stands for can take its place."),
    ErrorCode.OPENING_NOT_ALLOWED_YET: QT_TRANSLATE_NOOP(
        "Errors", "You may not open yet under this table's house rules."),
    ErrorCode.BELOW_THRESHOLD: QT_TRANSLATE_NOOP(
        "Errors", "Your melds do not reach the points needed to open."),
    ErrorCode.FIRE_CARD_LOCKED: QT_TRANSLATE_NOOP(
        "Errors", "You may not throw back the fire card or its twin this turn."),
    ErrorCode.CANNOT_OPEN_WITH_FIRE_CARD: QT_TRANSLATE_NOOP(
        "Errors", "You can take the fire card only if you can open with it now."),
}


def error_text(code: ErrorCode) -> str:
    """The translated sentence for an error code."""
    return QCoreApplication.translate(_CONTEXT, _TEXTS[code])
