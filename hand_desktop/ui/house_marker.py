"""The small "House rules" marker under the table: shown only when the match in play
differs from the standard rules; its tooltip lists every difference, a click opens
the rules page (Help → Rules says the same)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QToolButton, QWidget

from hand_desktop.core.house_rules import differences
from hand_desktop.core.rules import Rules
from hand_desktop.ui.words.house_words import difference_lines, summary, tooltip_html


class HouseRulesMarker(QToolButton):
    """Fed with the Rules of the match in play (None: no match); ``clicked`` asks for the rules page."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("houseRulesMarker")
        self.setAutoRaise(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # keys stay with the table; F1 shows the same list
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self._styled = False  # styled when first shown: no style sheet on the start path
        self._rules: Rules | None = None
        self.set_rules(None)

    @property
    def rules(self) -> Rules | None:
        return self._rules

    def set_rules(self, rules: Rules | None) -> None:
        self._rules = rules
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        rules = self._rules
        shown = rules is not None and bool(differences(rules))
        self.setVisible(shown)
        if not shown or rules is None:
            self.setText("")
            self.setToolTip("")
            return
        if not self._styled:
            self._styled = True
            self.setStyleSheet(
                "QToolButton#houseRulesMarker { color: #7a4f00; background: #fff1c9; border: 1px solid"
                " #d9b44a; border-radius: 8px; padding: 0 8px; font-weight: bold; }")
        self.setText("\u2605 " + summary(rules))
        self.setToolTip(tooltip_html(rules))
        self.setAccessibleName(summary(rules))
        self.setAccessibleDescription(" ".join(difference_lines(rules)))

    def tooltip_lines(self) -> list[str]:
        return difference_lines(self._rules) if self._rules is not None else []

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


