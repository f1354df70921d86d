"""Sentences for people: the one place where a refusal's code becomes words.

The core answers with codes (RULES.md section 14), the host with its own
(PROTOCOL.md: ``refused``, ``reject`` and ``error`` codes), and this
computer with ``offline`` when a move could not be sent. ``refusal_text``
turns any of them into a sentence in the player's language, for the local
table, the network table and the window alike; a code it does not know gets a
plain "refused" sentence, never the English detail meant for the log. A
lesson's refusal (``LESSON_CODE``) carries its sentence, already translated.

Each sentence keeps the catalogue context it was first written in
("Errors", "Network", "Join"), so its translations stay.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from hand_desktop.core.rules import ErrorCode
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP

LESSON_CODE = "lesson"  # a legal move a lesson holds back: the detail is its sentence, translated

# QT_TRANSLATE_NOOP marks the texts for lupdate; they are translated when shown.
# The rules' codes (RULES.md section 14); the wire's own bad_input says the same.
_RULE_WORDS: dict[ErrorCode, str] = {
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

# The host's refusals of a move beyond the rules' codes, this computer's own (a move not
# sent), and why a host closed a connection (PROTOCOL.md sections 5, 8 and 12.4). Keyed by
# the code as sent (net.codes names them; the words stay below the network layer, and a
# test checks that every code there has its sentence here).
_NETWORK_WORDS: dict[str, str] = {
    "not_your_seat": QT_TRANSLATE_NOOP(
        "Network", "That move is not yours to make: the computer is playing your seat until you are back."),
    "stale": QT_TRANSLATE_NOOP(
        "Network", "The table moved on before your move arrived. Look again, then play."),
    "offline": QT_TRANSLATE_NOOP(
        "Network", "You are not connected to the host: your move was not sent."),
    "too_long": QT_TRANSLATE_NOOP(
        "Network", "A message to the host was too long, so the host closed the connection."),
    "bad_utf8": QT_TRANSLATE_NOOP(
        "Network", "A message to the host was garbled, so the host closed the connection."),
    "bad_json": QT_TRANSLATE_NOOP(
        "Network", "The host could not read a message from this computer and closed the connection."),
    "hello_first": QT_TRANSLATE_NOOP(
        "Network", "This computer did not greet the host first, so the host closed the connection."),
    "hello_timeout": QT_TRANSLATE_NOOP(
        "Network", "This computer took too long to greet the host, so the host closed the connection."),
    "rate_limited": QT_TRANSLATE_NOOP(
        "Network", "Too many messages went to the host too fast, so the host closed the connection."),
    "timeout": QT_TRANSLATE_NOOP(
        "Network", "The host heard nothing from this computer for too long and closed the connection."),
    "unknown_type": QT_TRANSLATE_NOOP(
        "Network", "The host did not understand a message from this computer."),
}

# Why a host turned this computer away when it asked for a seat (section 4), or gave it away.
_JOIN_WORDS: dict[str, str] = {
    "version": QT_TRANSLATE_NOOP(
        "Join", "This table was opened with another version of Hand. Use the same version on both computers."),
    "bad_token": QT_TRANSLATE_NOOP(
        "Join", "The host no longer keeps your seat: the table was opened afresh."),
    "bad_code": QT_TRANSLATE_NOOP(
        "Join", "That join code is not right. Type the code shown on the host's screen."),
    "full": QT_TRANSLATE_NOOP("Join", "This table has no free seat."),
    "busy": QT_TRANSLATE_NOOP(
        "Join", "Too many wrong codes were tried from this computer. Wait half a minute, then try again."),
    "replaced": QT_TRANSLATE_NOOP(
        "Join", "Your seat was taken up on another computer, or the host gave it to someone else."),
}

_UNKNOWN = QT_TRANSLATE_NOOP("Errors", "That move was refused.")

_WORDS: dict[str, tuple[str, str]] = {
    **{code: ("Join", text) for code, text in _JOIN_WORDS.items()},
    **{code: ("Network", text) for code, text in _NETWORK_WORDS.items()},
    **{code.value: ("Errors", text) for code, text in _RULE_WORDS.items()},
}
"""Every code's (catalogue context, sentence), by the code as the core, the host or the client says it."""

KNOWN_CODES = frozenset(_WORDS)


def refusal_text(code: str, detail: str = "") -> str:
    """The sentence, in the player's language, for a refusal's ``code``.

    ``detail`` is the sender's note for the log, shown only for a lesson's refusal,
    whose note is its sentence already in the player's words.
    """
    if code == LESSON_CODE and detail:
        return detail
    context, text = _WORDS.get(code, ("Errors", _UNKNOWN))
    return QCoreApplication.translate(context, text)


def error_text(code: ErrorCode) -> str:
    """The translated sentence for a rules error code."""
    return refusal_text(code.value)
