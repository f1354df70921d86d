"""Issue 28 items 2 and 14: the new-game and host dialogs fit the screen and their rows."""

from __future__ import annotations

import pytest

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
