"""A first start that plays: Play now, the first match's pointers (each once), and the
celebration of a Hand or a match won by a person here."""

from __future__ import annotations

from types import SimpleNamespace
from typing import Any

import pytest
from PySide6.QtCore import Qt

from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.scoring import Finish, RoundResult
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui import storage
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.preferences import Pointer
from hand_desktop.ui.sessions.session import Applied
from hand_desktop.ui.storage import Settings
from hand_desktop.ui.table.celebration import Celebration, celebration_for, duration_ms
from tests.scripts import load_script
from tests.ui.table_support import Table, scenario_match


@pytest.fixture
def window(app, qtbot) -> Any:
    win = MainWindow(Settings(animation_ms=0))
    win.ask = lambda _title, _text: True  # type: ignore[method-assign]
    win.inform = lambda _title, _text: None  # type: ignore[method-assign]
    qtbot.addWidget(win)
    win.resize(1280, 800)
    win.show()
    yield win
    win.close()


def test_play_now_starts_you_and_three_medium_players(window: MainWindow, qtbot) -> None:
    assert window.welcome.play_button.isDefault()
    window.welcome.play_button.click()
    match = window.match
    assert match is not None
    assert window.kinds == (SeatKind.HUMAN, SeatKind.MEDIUM, SeatKind.MEDIUM, SeatKind.MEDIUM)
    assert match.rules == Rules(rounds=5) and match.rules.variant is Variant.HAND
    assert window.stack.currentWidget() is window.table


def _pointer(window: MainWindow) -> Any:
    assert window.table is not None
    return window.table.scene.pointer  # type: ignore[attr-defined]


def _play_until_my_turn(window: MainWindow, qtbot) -> None:
    session = window.session
    assert session is not None
    qtbot.waitUntil(lambda: session.view_for(0).my_turn, timeout=20000)


def test_the_first_match_points_at_the_melds_the_fire_and_the_counter_once(window: MainWindow, qtbot) -> None:
    window.play_now()
    _play_until_my_turn(window, qtbot)
    pointer = _pointer(window)
    qtbot.waitUntil(pointer.isVisible)
    assert pointer.name == Pointer.MELDS.value and "melds" in pointer.text
    assert window.settings.pointers_seen == ("melds",)
    assert storage.load_settings()[0].pointers_seen == ("melds",)  # remembered at once
    # Easy to dismiss: Escape closes it (and nothing else happens to the table).
    assert window.table is not None
    qtbot.keyClick(window.table.view, Qt.Key.Key_Escape)  # type: ignore[attr-defined]
    assert not pointer.isVisible()
    # The next one at the next chance (the guide offers again after each change).
    assert window.pointers.offer() is True
    assert pointer.name == Pointer.FIRE.value and window.settings.pointers_seen == ("melds", "fire")
    pointer.close()
    assert window.pointers.offer() is True and pointer.name == Pointer.COUNTER.value
    pointer.close()
    assert window.pointers.offer() is False  # all seen: never again
    window.play_now()  # another match: none of them comes back
    _play_until_my_turn(window, qtbot)
    qtbot.wait(50)
    assert not _pointer(window).isVisible()


def test_no_pointers_for_a_watched_match_or_once_all_were_seen(app, qtbot) -> None:
    seen = tuple(p.value for p in Pointer)
    window = MainWindow(Settings(animation_ms=0, pointers_seen=seen))
    qtbot.addWidget(window)
    window.show()
    window.play_now()
    _play_until_my_turn(window, qtbot)
    qtbot.wait(50)
    assert not _pointer(window).isVisible()
    window.close()


def test_a_pointer_points_at_its_place(app, qtbot) -> None:
    match = scenario_match()
    table = Table(qtbot, match, [Seat(n, SeatKind.HUMAN) for n in match.names])
    scene = table.widget.scene
    assert scene.lay is not None
    for pointer, place in ((Pointer.MELDS, scene.lay.prep_rect), (Pointer.FIRE, scene.lay.fire_rect),
                           (Pointer.COUNTER, scene.lay.counter_rect)):
        assert table.widget.show_pointer(pointer.value, "words")
        bubble = scene.pointer.bubble
        assert scene.sceneRect().contains(bubble)
        # Near it (where it covers least), its arrow ending on the place's edge.
        near = scene.sceneRect().height() * 0.45
        assert place.adjusted(-near, -near, near, near).intersects(scene.pointer.bubble)
        tip = scene.pointer.tip
        assert place.left() <= tip.x() <= place.right() and tip.y() in (place.top(), place.bottom())
        assert bubble.bottom() <= place.top() + 4 or bubble.top() >= place.bottom() - 4  # not over it


# ---------------------------------------------------------------------- celebrations


def _summary(winner: int | None = None, partners: bool = False) -> Any:
    return SimpleNamespace(winner=winner, partners=partners)


def test_a_hand_by_a_person_here_is_celebrated_and_others_are_not() -> None:
    hand = Applied(9, (), round_ended=RoundResult(Finish.JOKER_HAND, 0, ()))
    assert celebration_for(hand, _summary(), [0]) is Celebration.HAND
    assert celebration_for(hand, _summary(), [1]) is None  # a computer's Hand
    normal = Applied(9, (), round_ended=RoundResult(Finish.NORMAL, 0, ()))
    assert celebration_for(normal, _summary(), [0]) is None
    won = Applied(9, (), round_ended=RoundResult(Finish.NORMAL, 3, ()), match_over=True)
    assert celebration_for(won, _summary(winner=1, partners=True), [1]) is Celebration.MATCH
    assert celebration_for(won, _summary(winner=1, partners=True), [0]) is None
    partner_hand = Applied(9, (), round_ended=RoundResult(Finish.HAND, 2, ()))
    assert celebration_for(partner_hand, _summary(partners=True), [0]) is Celebration.HAND


def test_a_celebration_follows_the_animation_speed() -> None:
    assert duration_ms(250) == 2600 and duration_ms(120) < duration_ms(250) < duration_ms(450)
    assert duration_ms(0) > 0  # off: the title alone, still


def test_a_hand_won_here_starts_the_celebration_before_the_summary(app, qtbot) -> None:
    window = MainWindow(Settings(animation_ms=250))
    qtbot.addWidget(window)
    window.show()
    window.start_match(Rules(), ["Ana", "Badr"], [SeatKind.HUMAN, SeatKind.HUMAN], seed=4)
    session = window.session
    assert session is not None and window.table is not None
    report = Applied(1, (), round_ended=RoundResult(Finish.HAND, 1, ()))
    window.life._on_applied(report)
    item = window.table.scene.celebration  # type: ignore[attr-defined]
    assert item.running and item.kind is Celebration.HAND and "Badr" in item.title
    assert window.summary_dialog is None  # the summary waits for the celebration
    item.stop()
    assert not item.running
    window.life.close()  # a timer left for the summary finds no match: nothing happens
    qtbot.wait(duration_ms(250) + 200)
    assert window.summary_dialog is None
    window.close()


def test_animations_off_still_show_the_title_without_delaying_play(app, qtbot) -> None:
    match = scenario_match()
    table = Table(qtbot, match, [Seat(n, SeatKind.HUMAN) for n in match.names])
    ms = table.widget.celebrate(Celebration.MATCH, "Ann won the match!")
    item = table.widget.scene.celebration
    assert item.running and item.title == "Ann won the match!" and ms == duration_ms(0)
    qtbot.waitUntil(lambda: not item.running, timeout=ms + 1000)


# ---------------------------------------------------------------------- the end of a match


def test_the_end_of_a_match_cheers_the_people_here_and_offers_to_play_again(window: MainWindow, qtbot) -> None:
    from hand_desktop.ui.dialogs.round_summary import PLAY_AGAIN
    from hand_desktop.ui.storage import SavedGame
    from tests.ui.shell_support import finished_match

    match = finished_match(players=3)
    kinds = (SeatKind.HUMAN, SeatKind.EASY, SeatKind.HARD)
    window.load_game(SavedGame(match, kinds), fresh=True)
    # The last round's summary comes again first, then the end.
    qtbot.waitUntil(lambda: window.summary_dialog is not None)
    window.summary_dialog.done(0)
    qtbot.waitUntil(lambda: window.end_dialog is not None)
    dialog = window.end_dialog
    won = match.summary().winner == 0
    assert dialog.cheer.isVisible() and dialog.cheer.text() == (
        "Congratulations!" if won else "Good game! Another one?")
    assert dialog.again_button.isVisible() and dialog.again_button.isDefault()
    dialog.done(PLAY_AGAIN)
    qtbot.waitUntil(lambda: window.match is not None and window.match is not match)
    new = window.match
    assert new.names == match.names and new.rules == match.rules and window.kinds == kinds
    assert not new.over and new.round_number == 1


def test_a_watched_match_has_no_cheer_and_no_play_again(app, qtbot) -> None:
    from hand_desktop.ui.dialogs.round_summary import MatchEndDialog, MatchReport
    from tests.ui.shell_support import finished_match

    report = MatchReport.from_match(finished_match(players=3))
    dialog = MatchEndDialog(report)
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.cheer.isVisible() and not dialog.again_button.isVisible()
    assert dialog.new_game_button.isDefault()


# ---------------------------------------------------------------------- the plain first start


def test_a_plain_start_shows_the_welcome_page_where_enter_plays_now(window: MainWindow, qtbot) -> None:
    """No dialog over the page: Play now has the keys, New game and Learn to play beside it."""
    opened: list[str] = []
    window.new_game = lambda: bool(opened.append("new game"))  # type: ignore[method-assign]
    window.activateWindow()
    qtbot.waitActive(window)
    window.startup()
    page = window.welcome
    assert opened == [] and window.stack.currentWidget() is page and window.match is None
    assert page.play_button.isDefault() and page.play_button.hasFocus()
    assert page.new_button.isVisible() and page.lessons_button.isVisible()
    assert not page.resume_button.isVisible()  # nothing waits
    qtbot.keyClick(page.play_button, Qt.Key.Key_Return)
    match = window.match
    assert match is not None and window.stack.currentWidget() is window.table
    assert window.kinds == (SeatKind.HUMAN, SeatKind.MEDIUM, SeatKind.MEDIUM, SeatKind.MEDIUM)
    assert match.rules == Rules(rounds=5) and match.rules.variant is Variant.HAND


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_welcome_page_buttons_have_their_own_alt_keys(app, window: MainWindow, language: str) -> None:
    """Alt and a letter presses a button of the page (Qt's offscreen platform delivers no
    mnemonics: what is checked is that each one is there and taken by nothing else of the
    window, the menu bar's titles included)."""
    from PySide6.QtGui import QKeySequence

    from hand_desktop.ui.words import i18n

    i18n.switch_language(app, language)
    page = window.welcome
    buttons = (page.play_button, page.new_button, page.resume_button, page.open_button,
               page.join_button, page.lessons_button)
    keys = [QKeySequence.mnemonic(b.text()).toString() for b in buttons]
    titles = [QKeySequence.mnemonic(a.text()).toString() for a in window.menuBar().actions()]
    assert all(keys) and all(titles), (keys, titles)
    assert len(set(keys + titles)) == len(keys) + len(titles), (keys, titles)


MELD_SIZES = load_script("benchmarks/meld_sizes.py", "meld_sizes")


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("rtl", [False, True])
def test_a_pointer_covers_no_meld_nor_the_hand(app, qtbot, players: int, rtl: bool) -> None:
    """Issue 28 follow-up: the first pointer covered "Your melds" and the melds under it."""
    from hand_desktop.core.match import Match

    data = MELD_SIZES.table_scenario(players, 2)
    match = Match.from_scenario(data)
    app.setLayoutDirection(Qt.LayoutDirection.RightToLeft if rtl else Qt.LayoutDirection.LeftToRight)
    try:
        for size in ((1024, 640), (1280, 800), (1920, 1080)):
            table = Table(qtbot, match, [Seat(f"P{i}", SeatKind.HUMAN) for i in range(players)], size=size)
            try:
                scene = table.widget.scene
                lay = scene.lay
                assert lay is not None and any(lay.meld_rects)
                clear = [r for group in lay.meld_rects for r in group] + [lay.hand_rect]
                clear += [label.text_rect() for label in scene.group_labels if label.isVisible()]
                assert len(clear) > players + 1
                crowded = players == 4 and size == (1024, 640)
                for pointer in Pointer:
                    assert table.widget.show_pointer(pointer.value, "Drag cards from your hand up here to "
                                                     "build melds. When they are ready, lay them.")
                    bubble = scene.pointer.bubble
                    assert scene.sceneRect().contains(bubble)
                    target = scene.pointer_target(pointer.value)
                    assert target is not None
                    if crowded:  # 4 players at 1024x640 leave no free room for a note
                        continue
                    assert not bubble.intersects(target)
                    covered = [r for r in clear if bubble.intersects(r)]
                    assert not covered, f"{size} {pointer}: covers {covered}"
            finally:
                table.close()
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)


def test_a_pointers_arrow_is_inside_what_it_paints(app, qtbot) -> None:
    """The arrow's far end was cut: the tip, a rectangle of no size, fell out of the union."""
    from PySide6.QtCore import QRectF

    from hand_desktop.ui.table.pointers import PointerItem

    item = PointerItem()
    item.point_at("fire", "words", QRectF(500, 500, 60, 90), QRectF(0, 0, 1280, 800),
                  [QRectF(0, 300, 1280, 190)])  # the space just above the target is taken
    assert item.boundingRect().contains(item.tip)
    assert item.boundingRect().contains(item.bubble)
