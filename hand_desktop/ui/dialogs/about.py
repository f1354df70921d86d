"""Help > About Hand, and its Licences: Hand's own licence and the notices of what it carries.

The texts themselves are the files every copy of the game ships (``paths.legal_dir``):
``LICENSE`` (the GNU GPL) and ``THIRD_PARTY_NOTICES.txt`` (Qt, PySide6, the font, ...),
shown as they are, in English, the language of the licences. What the dialog says
around them is translated. A copy that lacks a file says so instead of its text.
"""

from __future__ import annotations

from pathlib import Path

import PySide6
from PySide6.QtCore import QCoreApplication, Qt, qVersion
from PySide6.QtGui import QFontDatabase, QShowEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QDialog,
    QDialogButtonBox,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from hand_desktop import __version__, paths
from hand_desktop.ui.screen_fit import fit_on_show
from hand_desktop.ui.words.text import fill, ltr

CTX = "Licences"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def read_legal_text(path: Path) -> str:
    """The file's text, or a sentence saying why it cannot be shown (never an exception)."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        return fill(_tr("This copy of Hand lacks the file %1 (%2). The same text is in the "
                        "game's source code and in every installer."), ltr(path), ltr(exc))


class LicencesDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, folder: Path | None = None) -> None:
        super().__init__(parent)
        folder = paths.legal_dir() if folder is None else folder
        self.setWindowTitle(_tr("Licences"))
        self.resize(720, 560)
        layout = QVBoxLayout(self)
        intro = QLabel(_tr(
            "Hand is free software: you may share it and change it under the GNU General "
            "Public License, version 3 or any later version. It comes with no warranty.\n\n"
            "It carries other free software, each under its own licence: Qt and Qt for "
            "Python (PySide6, Shiboken6) under the GNU LGPL version 3, the Noto Sans Arabic "
            "font under the SIL Open Font License, platformdirs, Python and others. The "
            "notices below name them all, say where their source code is, and give the "
            "licences in full (in English)."))
        intro.setWordWrap(True)
        layout.addWidget(intro)
        self.tabs = QTabWidget()
        self.notices = self._text_tab(folder / paths.NOTICES_FILE)
        self.licence = self._text_tab(folder / paths.LICENSE_FILE)
        self.tabs.addTab(self.notices, _tr("Third-party notices"))
        self.tabs.addTab(self.licence, _tr("Hand's licence (GNU GPL)"))
        layout.addWidget(self.tabs, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        layout.addWidget(buttons)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_show(self, event)  # wholly on the screen, title bar included

    @staticmethod
    def _text_tab(path: Path) -> QPlainTextEdit:
        view = QPlainTextEdit(read_legal_text(path))
        view.setReadOnly(True)
        # Licences are English, laid out in fixed columns: left to right, monospaced.
        view.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        view.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        view.setLineWrapMode(QPlainTextEdit.LineWrapMode.NoWrap)
        return view


class AboutBox(QMessageBox):
    """Hand's version, what it is, its licence, and a button to the licences in full."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(QCoreApplication.translate("MainWindow", "About Hand"))
        self.setTextFormat(Qt.TextFormat.RichText)
        # The main window's context: its words were there before the box moved here.
        self.setText(fill(QCoreApplication.translate(
            "MainWindow",
            "<h3>Hand %1</h3><p>The Middle-Eastern rummy, against the computer or friends at "
            "the same screen.</p><p>Free software under the GNU General Public License, "
            "version 3 or later. Made with %2 and %3, under the GNU LGPL version 3.</p>"),
            __version__, ltr(f"Qt {qVersion()}"), ltr(f"Qt for Python (PySide6) {PySide6.__version__}")))
        if parent is not None and not parent.windowIcon().isNull():
            self.setIconPixmap(parent.windowIcon().pixmap(64, 64))
        self.licences_button: QAbstractButton = self.addButton(
            _tr("&Licences and notices..."), QMessageBox.ButtonRole.ActionRole)
        self.addButton(QMessageBox.StandardButton.Close)
        self.licences: LicencesDialog | None = None
        self.licences_button.clicked.connect(self.show_licences)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_show(self, event)  # wholly on the screen, title bar included

    def show_licences(self) -> None:
        # Parented to the main window: the About box closes when one of its buttons is pressed.
        self.licences = LicencesDialog(self.parentWidget())
        self.licences.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.licences.open()
