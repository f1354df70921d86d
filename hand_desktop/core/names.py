"""The one name rule, for every place a name enters: the new-game dialog, saves, a host's
seat file, a network ``hello``, the note of a joined seat, what a client is told.

A name is cleaned, never refused (PROTOCOL.md 4.4): Unicode NFC; control, format
(zero-width, joiners, the BOM), bidi override/embedding/isolate and line or
paragraph separator characters removed; runs of spaces (tabs and line breaks
count as spaces) made one space; ends
trimmed; cut to ``NAME_VISIBLE`` visible characters (a combining mark stays with
the character it marks and does not count). A name with no visible character
left is the default name. Host and client import this one function.

Standard library only (the core, the network layer and the UI use it).
"""

from __future__ import annotations

import unicodedata

from hand_desktop.core.limits import NAME_SCANNED, NAME_VISIBLE, TABLE_NAME_VISIBLE

# Cc control, Cf format (zero-width space, joiners, bidi controls, BOM), Cs lone
# surrogates, Co private use, Cn unassigned, Zl/Zp line and paragraph separators.
_DROPPED = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_MARKS = frozenset({"Mn", "Me"})  # combining marks: shown on the character before them
# Letters that draw nothing (fillers), dropped like format characters.
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def clean_text(text: str, limit: int | None = None) -> str:
    """``text`` by the name rule, cut to ``limit`` visible characters (no cut when None);
    "" when nothing visible is left."""
    text = unicodedata.normalize("NFC", text[:NAME_SCANNED])
    out: list[str] = []
    visible = 0
    space = False
    for ch in text:
        category = unicodedata.category(ch)
        if ch.isspace():  # tabs and line breaks too: a space between words
            space = bool(out)  # a run of spaces is one; none at the start
            continue
        if category in _DROPPED or ch in _BLANK_LETTERS:
            continue
        if category in _MARKS:
            if out and not space:
                out.append(ch)  # a mark with nothing to sit on is dropped
            continue
        if limit is not None and visible >= limit:
            break
        if space:
            out.append(" ")
            space = False
        out.append(ch)
        visible += 1
    return "".join(out)


def clean_name(name: object, default: str = "") -> str:
    """A player's name by the rule, or ``default`` when ``name`` is not text or nothing
    visible is left of it."""
    if not isinstance(name, str):
        return default
    return clean_text(name, NAME_VISIBLE) or default


def clean_table_name(name: object, default: str = "") -> str:
    """A table's name (as a search lists it, as a seat note keeps it): the same rule, cut at
    ``TABLE_NAME_VISIBLE``."""
    if not isinstance(name, str):
        return default
    return clean_text(name, TABLE_NAME_VISIBLE) or default


def is_clean_name(name: str) -> bool:
    """Whether ``name`` is already a name by the rule (a field that can be kept as it is)."""
    return clean_name(name) == name and name != ""
