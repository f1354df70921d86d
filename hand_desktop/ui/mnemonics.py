"""No underlined mnemonics in Arabic.

An underline under an Arabic letter reads as a kasra ("ابدأ" with its alif
underlined reads "إبدأ"). The application style is wrapped once so that, while
the language is Arabic, Qt hides mnemonic underlines everywhere (menus,
buttons, labels, Qt's own dialogs). The Alt+letter accelerators still work.
"""

from __future__ import annotations

from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QStyle,
    QStyleHintReturn,
    QStyleOption,
    QWidget,
)

from hand_desktop.ui.i18n import current_language


class NoArabicMnemonicStyle(QProxyStyle):
    def styleHint(self, hint: QStyle.StyleHint, option: QStyleOption | None = None,
                  widget: QWidget | None = None, returnData: QStyleHintReturn | None = None) -> int:
        if hint == QStyle.StyleHint.SH_UnderlineShortcut and current_language() == "ar":
            return 0
        return super().styleHint(hint, option, widget, returnData)


_installed: list[QProxyStyle] = []  # a reference kept on the Python side, once


def install(app: QApplication) -> None:
    """Wrap the application's style (once)."""
    if _installed:
        return
    style = NoArabicMnemonicStyle(app.style().name())
    _installed.append(style)
    app.setStyle(style)
