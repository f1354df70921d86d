"""Issue 28 items 2 and 14: the new-game and host dialogs fit the screen and their rows."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QFont

from hand_desktop.ui.dialogs.new_game import NewGameDialog
from hand_desktop.ui.words import i18n


def test_the_dialog_shrinks_back_when_house_rules_are_folded(app, qtbot) -> None:
    dialog = NewGameDialog({})
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    folded = dialog.height()
    dialog.house.set_expanded(True)
    qtbot.waitUntil(lambda: dialog.height() > folded + 100)
    dialog.house.set_expanded(False)
    qtbot.waitUntil(lambda: abs(dialog.height() - folded) <= 2)
    # What is left is the rows themselves: no band of empty space above the buttons.
    gap = dialog.buttons.geometry().top() - dialog.house.geometry().bottom()
    assert gap < 30


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_host_dialog_fits_the_screen_and_cuts_no_explanation(app, qtbot, language: str) -> None:
    """Issue 28 item 2: Start and Cancel on the screen, the rows scrolled rather than squeezed."""
    i18n.switch_language(app, language)
    dialog = NewGameDialog({"players": 4}, host=True)
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    screen = dialog.screen().availableGeometry()
    assert dialog.frameGeometry().height() <= screen.height()
    assert dialog.rect().contains(dialog.buttons.geometry())
    for label in (dialog.grace_hint, dialog.variant_hint):
        assert label.height() >= label.heightForWidth(label.width()), label.text()
    for seat in range(4):  # every row whole, the last ones reached by scrolling
        edit = dialog.name_edits[seat]
        assert edit.height() >= edit.minimumSizeHint().height()


def test_the_dialog_fits_its_rows_again_when_the_font_grows_after_it_is_shown(app, qtbot) -> None:
    """At the first start the dialog is measured before the game's font is set; once the font
    arrives it fits again, rather than scrolling its few first rows in a small box."""
    dialog = NewGameDialog({})
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    before = dialog.height()
    font = dialog.font()
    font.setPointSizeF(font.pointSizeF() * 1.5)
    try:
        dialog.setFont(font)
        qtbot.waitUntil(lambda: dialog.height() > before * 1.2)
        assert dialog.rows.verticalScrollBar().maximum() == 0  # nothing to scroll: all rows seen
    finally:
        dialog.setFont(QFont())
