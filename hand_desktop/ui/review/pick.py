"""The review's buttons on other screens, and the list of the last matches to review.

``ReviewButton`` words itself (and again when the language changes), so a
screen adds one in a line. ``pick_and_review`` lists the matches kept for
review (``archive``), newest first; the one chosen opens beside the game, once
the screen that asked (a modal dialog: Statistics) has closed, so that the
review is not blocked by it.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.review.archive import ended_text, finished_matches
from hand_desktop.ui.screen_fit import fit_on_show
from hand_desktop.ui.words.text import default_name, fill, isolate, local_digits, number

CTX = "Review"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class ReviewButton(QPushButton):
    """"Review the match" (or another text of this context), calling ``slot`` when pressed."""

    def __init__(self, text: str, slot: Callable[[], object], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._source = text  # translated when shown: the text is marked where it is written
        self.clicked.connect(lambda _=False: slot())
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.setText(_tr(self._source))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def review_match_button(slot: Callable[[], object], parent: QWidget | None = None) -> ReviewButton:
    """The end of the match's and the score sheet's button."""
    return ReviewButton(QT_TRANSLATE_NOOP("Review", "&Review the match"), slot, parent)


def review_last_button(slot: Callable[[], object], parent: QWidget | None = None) -> ReviewButton:
    """Statistics' button: one of the last matches."""
    return ReviewButton(QT_TRANSLATE_NOOP("Review", "Re&view a match\u2026"), slot, parent)


class FinishedList(QDialog):
    """The last matches kept for review, newest first; Review opens the chosen one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("FinishedList")
        self.setWindowTitle(_tr("Review a match"))
        self.matches = finished_matches()
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.list = QListWidget(self)
        for match in self.matches:
            names = ", ".join(isolate(n.strip() or default_name(s)) for s, n in enumerate(match.names))
            text = fill(_tr("%1: %2 (%3 rounds)"), local_digits(ended_text(match.ended)), names,
                        number(match.rounds))
            self.list.addItem(QListWidgetItem(text))
        self.list.setCurrentRow(0)
        self.list.itemActivated.connect(lambda _item: self.accept())
        self.buttons = QDialogButtonBox(self)
        self.review_button = self.buttons.addButton(_tr("&Review"), QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.review_button.setEnabled(bool(self.matches))
        self.label.setText(_tr("The last matches finished at this computer, the newest first:")
                           if self.matches else
                           _tr("No finished match is kept yet: the matches you finish from now on "
                               "can be reviewed here."))
        layout = QVBoxLayout(self)
        layout.addWidget(self.label)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.buttons)
        self.setMinimumSize(460, 320)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_show(self, event)  # wholly on the screen, title bar included

    def chosen(self) -> Path | None:
        row = self.list.currentRow()
        return self.matches[row].path if 0 <= row < len(self.matches) else None


def pick_and_review(screen: QDialog, animation_ms: int = 250) -> None:
    """From a modal screen: choose one of the last matches; the screen closes and it opens."""
    chooser = FinishedList(screen)
    chooser.setWindowModality(Qt.WindowModality.WindowModal)
    if chooser.exec() != QDialog.DialogCode.Accepted:
        return
    path = chooser.chosen()
    if path is None:
        return
    owner = screen.parentWidget()
    screen.reject()
    from hand_desktop.ui.review import review_file

    review_file(owner, path, animation_ms)
