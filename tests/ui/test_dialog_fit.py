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


# ---------------------------------------------------------------------- every dialog on a small screen

# The game's window and each of its dialogs (and windows of their own), opened as the game
# opens them, on a screen of 1024x600 (1024x640 less a panel), in one language; one JSON
# line per dialog: its frame, the screen's available geometry and the main window's.
_OPEN_EVERY_DIALOG = r"""
import json, sys
from PySide6.QtWidgets import QApplication
from hand_desktop.ui.storage import Settings
from hand_desktop.ui.words import i18n

app = QApplication([])
i18n.install(app, sys.argv[1])
from hand_desktop.core.rules import Rules
from hand_desktop.ui.dialogs.about import AboutBox, LicencesDialog
from hand_desktop.ui.dialogs.new_game import NewGameDialog
from hand_desktop.ui.dialogs.preferences import PreferencesDialog
from hand_desktop.ui.dialogs.round_summary import MatchEndDialog, MatchReport
from hand_desktop.ui.dialogs.statistics import StatisticsDialog
from hand_desktop.ui.help import RulesDialog
from hand_desktop.ui.lessons.window import LessonWindow
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.review.pick import FinishedList
from hand_desktop.ui.rule_sets import RuleSetStore
from hand_desktop.ui.scoresheet import ScoreSheetDialog, ScoreSheetModel
from hand_desktop.ui.sessions.join_dialog import JoinDialog
from tests.ui.shell_support import finished_match

win = MainWindow(Settings(animation_ms=0))
win.show()
app.processEvents()
match = finished_match(players=4)

def house_rules_open():
    dialog = NewGameDialog({"players": 4}, win, RuleSetStore.from_file())
    dialog.house.set_expanded(True)
    return dialog

dialogs = {
    "new game": lambda: NewGameDialog({"players": 2}, win, RuleSetStore.from_file()),
    "new game, house rules open": house_rules_open,
    "host a table": lambda: NewGameDialog({"players": 4}, win, RuleSetStore.from_file(), host=True),
    "preferences": lambda: PreferencesDialog(win.settings.prefs, 250, win),
    "statistics": lambda: StatisticsDialog(win),
    "about": lambda: AboutBox(win),
    "licences": lambda: LicencesDialog(win),
    "rules": lambda: RulesDialog(Rules(), win),
    "learn to play": lambda: LessonWindow(win, animation_ms=0),
    "join a table": lambda: JoinDialog(win, name="Layla", addresses=["127.0.0.1"]),
    "review a match": lambda: FinishedList(win),
    "score sheet": lambda: ScoreSheetDialog(ScoreSheetModel(match), win),
    "end of the match": lambda: MatchEndDialog(MatchReport.from_match(match), win, can_play_again=True),
}
rect = lambda r: [r.x(), r.y(), r.width(), r.height()]
for name, build in dialogs.items():
    dialog = build()
    dialog.show()
    for _ in range(5):
        app.processEvents()
    if name == "new game":  # and again once it has grown where it was shown
        print(json.dumps({"name": name, "frame": rect(dialog.frameGeometry()),
                          "free": rect(dialog.screen().availableGeometry()), "window": rect(win.geometry())}))
        name = "new game, house rules opened once shown"
        dialog.players.setCurrentIndex(dialog.players.findData(4))
        dialog.house.set_expanded(True)
        for _ in range(5):
            app.processEvents()
    print(json.dumps({"name": name, "frame": rect(dialog.frameGeometry()),
                      "free": rect(dialog.screen().availableGeometry()), "window": rect(win.geometry())}))
    dialog.close()
    dialog.deleteLater()
    app.processEvents()
"""

SMALL_SCREEN = {"screens": [{"name": "small", "x": 0, "y": 0, "width": 1024, "height": 600,
                             "logicalDpi": 96, "logicalBaseDpi": 96, "dpr": 1}]}


@pytest.fixture(scope="module", params=["en", "ar"])
def opened_on_a_small_screen(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> list[dict]:
    import json
    import os
    import subprocess
    import sys
    from pathlib import Path

    from hand_desktop.ui import storage

    folder = tmp_path_factory.mktemp(f"small-{request.param}")
    config = folder / "screen.json"
    config.write_text(json.dumps(SMALL_SCREEN), encoding="utf-8")
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "QT_QPA_PLATFORM": f"offscreen:configfile={config}", "HAND_DESKTOP_SOUND": "off",
           storage.HOME_ENV: str(folder / "home"), "PYTHONPATH": str(root)}
    done = subprocess.run([sys.executable, "-c", _OPEN_EVERY_DIALOG, request.param], env=env, cwd=root,
                          capture_output=True, text=True, timeout=120, check=True)
    return [json.loads(line) for line in done.stdout.splitlines() if line.startswith("{")]


def test_every_dialog_opens_wholly_on_a_small_screen_centred_where_it_fits(
        opened_on_a_small_screen: list[dict]) -> None:
    """Issue 28: at 1024x640 in Arabic some dialogs were taller than the screen, and their
    title bar went above it. Every dialog (and window of its own) lies within the screen's
    available geometry, frame included, centred on the game's window unless an edge of the
    screen stops it; one that grows once shown stays so."""
    from PySide6.QtCore import QRect

    assert len(opened_on_a_small_screen) == 14
    for seen in opened_on_a_small_screen:
        frame, free, window = (QRect(*seen[key]) for key in ("frame", "free", "window"))
        assert free.height() == 600
        assert free.contains(frame), (seen["name"], frame, free)
        for axis, low, high in (("x", free.left(), free.right() + 1), ("y", free.top(), free.bottom() + 1)):
            size = frame.width() if axis == "x" else frame.height()
            centred = getattr(window.center(), axis)() - size // 2
            wanted = max(low, min(centred, high - size))  # centred, unless an edge stops it
            assert abs(getattr(frame, axis)() - wanted) <= 4, (seen["name"], axis, frame, window)
