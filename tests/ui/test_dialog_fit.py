"""Issue 28 items 2 and 14: the new-game and host dialogs fit the screen and their rows."""

from __future__ import annotations

from hand_desktop.ui.dialogs.new_game import NewGameDialog


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
