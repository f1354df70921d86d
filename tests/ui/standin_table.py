"""A stand-in for the card table, injected into the main window by tests about the shell.

It shows whose turn it is and keeps what the window hands it, so those tests
stay about menus, saving and the match's life cycle, not about card items.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from hand_desktop.ui.sessions.session import Session

Arrangement = dict[int, tuple[tuple[str, ...], str | None]]


class StandInTable(QWidget):
    moveLogToggled = Signal(bool)

    def __init__(self, session: Session, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.session = session
        self.restored: Arrangement = {}
        self.move_log_visible = False
        self.label = QLabel(self)
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        QVBoxLayout(self).addWidget(self.label)
        session.applied.connect(self.retranslate_ui)
        self.retranslate_ui()

    def game_actions(self) -> list[QAction]:
        return []

    def arrangement(self) -> Arrangement:
        return dict(self.restored)

    def restore_arrangement(self, saved: Arrangement) -> None:
        self.restored = dict(saved)

    def set_move_log_visible(self, on: bool) -> None:
        self.move_log_visible = on

    def set_animation_ms(self, ms: int) -> None:
        self.session.set_animation_ms(ms)

    def retranslate_ui(self, _report: object = None) -> None:
        view = self.session.view_for(self.session.viewers[0])
        self.label.setText(f"{self.session.name(view.turn)} to play")

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
