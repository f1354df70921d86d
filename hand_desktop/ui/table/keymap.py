"""Letter shortcuts on an Arabic keyboard layout.

The table's one-letter shortcuts (D, F, M, X, S, R, H, J, V) are the keys'
Latin letters. With an Arabic layout active the same physical key types an
Arabic letter and Qt finds no shortcut (on X11 it falls back to a Latin layout
only when one is also installed). The standard Arabic layout (Windows
"Arabic (101)", X11 "ara", macOS "Arabic - PC") puts the same Arabic letter
on the same physical key everywhere, so the typed letter tells us the key.
"""

from __future__ import annotations

# The Arabic (101) layout, unshifted: Arabic text typed -> the Latin letter on that key.
ARABIC_101: dict[str, str] = {
    "ض": "Q", "ص": "W", "ث": "E", "ق": "R", "ف": "T", "غ": "Y", "ع": "U", "ه": "I",
    "خ": "O", "ح": "P", "ش": "A", "س": "S", "ي": "D", "ب": "F", "ل": "G", "ا": "H",
    "ت": "J", "ن": "K", "م": "L", "ئ": "Z", "ء": "X", "ؤ": "C", "ر": "V", "لا": "B",
    "ى": "N", "ة": "M",
}


def latin_key(text: str) -> str | None:
    """The Latin letter of the physical key that typed ``text`` on an Arabic layout."""
    return ARABIC_101.get(text)
