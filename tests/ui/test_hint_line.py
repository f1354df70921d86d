"""The button bar keeps its height whatever the hint says (issue 28 follow-up: an Arabic hint
wrapped to three lines and the whole table jumped)."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.table_support import Table, scenario_match, seats_one_human

ARABIC = ("ارمِ \u2066\u2666\u0662\u2069  (أفضل تنزيلاتك: \u2068\u2663\u0669 \u2663\u0661\u0660 "
          "\u2663\u0628\u2069 و\u2068\u2665\u0665 \u2665\u0666 \u2665\u0667\u2069 من ٤٨ نقطة، "
          "تحتاج إلى ٥١ لتنزل، فاحتفظ بها وانظر إلى الأرض قبل أن تسحب: قد تصنع ورقتها العليا "
          "تنزيلة ثالثة مما في يدك)")
ENGLISH = ("Discard \u2666 2  (your best melds: 9\u2663 10\u2663 J\u2663 and 5\u2665 6\u2665 7\u2665,"
           " 48 of 51 points: keep them together and draw again next turn, and look at the fire"
           " pile before you draw: the top card may make a third meld of the ones you hold)")


@pytest.fixture(autouse=True)
def game_font(app: QApplication) -> Any:
    """The interface's font as the game sets it up in English (earlier tests may leave another
    size or family behind, and the room the buttons leave the line follows the font)."""
    from PySide6.QtGui import QFont

    from hand_desktop.ui.words import i18n
    from hand_desktop.ui.words.languages import FONTS

    before = QFont(app.font())
    font = QFont()
    font.setFamilies(["Sans Serif", *(f for f in (i18n.load_font(x) for x in FONTS) if f)])
    font.setPointSize(9)
    app.setFont(font)
    yield
    app.setFont(before)


def _plain(text: str) -> str:
    """Without the invisible marks (direction isolates, the joiner Qt puts before an ellipsis)."""
    return "".join(c for c in text if c not in "\u2066\u2067\u2068\u2069\u200d")


@pytest.mark.parametrize("size", [(1024, 640), (1280, 800), (1920, 1080)])
@pytest.mark.parametrize("rtl", [False, True])
def test_a_long_hint_keeps_the_bars_height_and_is_cut_with_an_ellipsis(qtbot: Any, size: tuple[int, int],
                                                                       rtl: bool) -> None:
    app = QApplication.instance()
    table = Table(qtbot, scenario_match(), seats_one_human(), size=size, start=False)
    line = table.widget.hint_line
    bar = line.parentWidget()
    try:
        if rtl:
            app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        table.widget.show_hint()  # a real hint first: the bar as it is in play
        qtbot.wait(20)
        height, view_h = bar.height(), table.view.height()
        sentence = ARABIC if rtl else ENGLISH
        line.setText(sentence)
        qtbot.wait(20)
        assert bar.height() == height and table.view.height() == view_h  # the table does not jump
        shown = [_plain(text) for text in line.shown_lines()]
        assert 1 <= len(shown) <= 2
        if size[0] <= 1280:  # (at 1920x1080 it may fit)
            assert shown[-1].endswith("\u2026")  # cut, and it says so
        assert "".join(shown).replace("\u2026", "").replace(" ", "") in _plain(sentence).replace(" ", "")
        assert line.text() == sentence == line.toolTip()  # the whole sentence is still there
        line.clear()
        assert line.shown_lines() == [] and line.text() == ""
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        table.close()


def test_where_the_bar_leaves_the_line_no_room_the_table_says_the_hint(qtbot: Any) -> None:
    """At 1024x640 in English the buttons left the line the width of "You c\u2026"."""
    for narrow in (True, False):
        table = Table(qtbot, scenario_match(), seats_one_human(), size=(1920, 1080), start=False)
        try:
            line = table.widget.hint_line
            if narrow:
                line.setFixedWidth(60)  # as the buttons left it
                qtbot.waitUntil(lambda line=line: line.width() == 60)
            table.widget.show_hint()
            assert line.cut_short() is narrow
            assert (table.scene.toast.text == line.text() != "") is narrow
            line.setText(ENGLISH.replace("9\u2663", "\u20669\u2663\u2069"))  # isolates are no letters
            assert line.cut_short() is narrow
        finally:
            table.close()
