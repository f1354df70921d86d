"""No underlined mnemonics in Arabic.

An underline under an Arabic letter reads as a kasra ("ابدأ" with its alif
underlined reads "إبدأ"). The application style is wrapped once so that, while
the language is Arabic, Qt hides mnemonic underlines everywhere (menus,
buttons, labels, Qt's own dialogs). The Alt+letter accelerators still work.

The wrapper answers every style question in Python (thousands while a dialog
is laid out and painted), so it is put in place only once the language is
Arabic; an English interface keeps the native style, and its speed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QApplication

from hand_desktop.ui.words import i18n
from hand_desktop.ui.words.i18n import current_language
from hand_desktop.ui.words.languages import language_of

if TYPE_CHECKING:
    from PySide6.QtWidgets import QProxyStyle


_installed: list[QProxyStyle] = []  # a reference kept on the Python side, once
_wanted: list[bool] = []


def install(app: QApplication) -> None:
    """Hide mnemonic underlines whenever the language is Arabic (now or after a switch)."""
    if not _wanted:
        _wanted.append(True)
        i18n.on_language_change(_follow)
    _follow(app, current_language())


def _follow(app: object, language: str) -> None:
    """Wrap the application's style (once) the first time the language hides mnemonics."""
    if _installed or language_of(language).underlines_mnemonics or not isinstance(app, QApplication):
        return
    # Imported here: QStyle's many enums cost milliseconds that an English start need not pay.
    from hand_desktop.ui.words.mnemonic_style import NoArabicMnemonicStyle

    style = NoArabicMnemonicStyle(app.style().name())
    _installed.append(style)
    app.setStyle(style)
