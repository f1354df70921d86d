"""The one name rule, for every place a name enters: the new-game dialog, saves, a host's
seat file, a network ``hello``, the note of a joined seat, what a client is told.

A name is cleaned, never refused (PROTOCOL.md 4.4): Unicode NFC; control, format
(zero-width, joiners, the BOM), bidi override/embedding/isolate and line or
paragraph separator characters removed (the zero-width joiner and non-joiner
stay between two characters: Arabic, Persian and emoji need them; a combining
mark stays on the character it marks); runs of spaces (tabs and line breaks
count as spaces) made one space; ends trimmed; cut to ``NAME_VISIBLE``
characters (PROTOCOL.md 4.4's 24, every character kept being one that shows
or shapes the name). A name with no visible character left is the default
name. Host and client import this one function.

Standard library only (the core, the network layer and the UI use it).
"""

from __future__ import annotations

import unicodedata

from hand_desktop.core.limits import NAME_SCANNED, NAME_VISIBLE, TABLE_NAME_VISIBLE

# Cc control, Cf format (zero-width space, joiners, bidi controls, BOM), Cs lone
# surrogates, Co private use, Cn unassigned, Zl/Zp line and paragraph separators.
_DROPPED = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})
_MARKS = frozenset({"Mn", "Me"})  # combining marks: shown on the character before them
# The zero-width joiner and non-joiner shape Arabic, Persian and emoji: kept between characters.
_JOINERS = frozenset("\u200c\u200d")
# Letters that draw nothing (fillers), dropped like format characters.
_BLANK_LETTERS = frozenset("\u115f\u1160\u3164\uffa0\u2800")


def clean_text(text: str, limit: int | None = None) -> str:
    """``text`` by the name rule, cut to ``limit`` characters (no cut when None);
    "" when nothing visible is left."""
    text = unicodedata.normalize("NFC", text[:NAME_SCANNED])
    out: list[str] = []
    visible = False
    space = False
    for ch in text:
        category = unicodedata.category(ch)
        if ch.isspace():  # tabs and line breaks too: a space between words
            space = bool(out)  # a run of spaces is one; none at the start
            continue
        if ch in _JOINERS or category in _MARKS:
            if out and not space:
                out.append(ch)  # kept on the character before it; alone, it draws nothing
            continue
        if category in _DROPPED or ch in _BLANK_LETTERS:
            continue
        if space:
            out.append(" ")
            space = False
        out.append(ch)
        visible = True
        if limit is not None and len(out) >= limit + 1:
            break
    if not visible:
        return ""
    kept = out if limit is None else out[:limit]
    return "".join(kept).rstrip(" " + "".join(_JOINERS))


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
