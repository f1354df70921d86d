"""The application style that hides mnemonic underlines while the language is Arabic
(see ``mnemonics``, which puts it in place)."""

from __future__ import annotations

from PySide6.QtWidgets import QProxyStyle, QStyle, QStyleHintReturn, QStyleOption, QWidget

from hand_desktop.ui.words.i18n import current


class NoArabicMnemonicStyle(QProxyStyle):
    def styleHint(self, hint: QStyle.StyleHint, option: QStyleOption | None = None,
                  widget: QWidget | None = None, returnData: QStyleHintReturn | None = None) -> int:
        if hint == QStyle.StyleHint.SH_UnderlineShortcut and not current().underlines_mnemonics:
            return 0
        return super().styleHint(hint, option, widget, returnData)
