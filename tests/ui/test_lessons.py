"""Help → Learn to play: every lesson played to its end through the real session, a wrong
move per lesson refused with its code and hint, the lesson files, the progress file, keys."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import Qt

from hand_desktop import paths
from hand_desktop.core.actions import Extend, action_from_json
from hand_desktop.core.cards import parse_token
from hand_desktop.core.jsonfile import read_json
from hand_desktop.core.rules import ErrorCode
from hand_desktop.core.scenario import load_scenario_file, round_to_scenario
from hand_desktop.core.scoring import Finish
from hand_desktop.core.turn import Phase
from hand_desktop.ui.lessons import progress as progress_file
from hand_desktop.ui.lessons.catalogue import LESSONS
from hand_desktop.ui.lessons.progress import Progress
from hand_desktop.ui.lessons.steps import lit_cards
from hand_desktop.ui.lessons.tutor import LEARNER, LESSON_CODE, fill
from hand_desktop.ui.lessons.window import LessonWindow
from hand_desktop.ui.table.intents import ZoneKind
from hand_desktop.ui.table.widget import TableWidget

# The correct moves of each lesson, in the referee's JSON (seat 0 is the learner).
RIGHT: dict[str, list[dict[str, Any]]] = {
    "melds": [{"meld": [["5H", "6H", "7H"]]}, {"meld": [["9S", "9H", "9D"]]},
              {"meld": [["JC", "QC", "JK"]]}],
    "opening": [{"draw": "stock"}, {"meld": [["10H", "JH", "QH"], ["7S", "7D", "7C"]]},
                {"discard": "2C"}],
    "fire_card": [{"draw": "fire"}, {"meld": [["9S", "10S", "JS"], ["KS", "KD", "KC"]]},
                  {"discard": "2H"}],
    "after_opening": [{"extend": {"meld": 1, "cards": ["7S"]}},
                      {"replace_joker": {"meld": 2, "cards": ["JC"]}}, {"meld": [["8H", "9H", "JK"]]}],
    "the_hand": [{"draw": "stock"},
                 {"meld": [["10H", "JH", "QH", "KH"], ["7S", "7D", "7C"], ["2C", "3C", "4C", "5C"],
                           ["9D", "9S", "9H"]]},
                 {"discard": "JD"}],
    "saudi_partners": [{"meld": [["10H", "JH", "QH", "KH"], ["7S", "7D", "7C"]]}, {"discard": "2C"}],
}

# One wrong move per lesson: how many correct moves come first, the move, the rules' code.
WRONG: dict[str, tuple[int, dict[str, Any], ErrorCode]] = {
    "melds": (0, {"meld": [["5H", "6H", "9S"]]}, ErrorCode.ILLEGAL_MELD),
    "opening": (1, {"meld": [["10H", "JH", "QH"]]}, ErrorCode.BELOW_THRESHOLD),
    "fire_card": (1, {"discard": "2H"}, ErrorCode.MUST_OPEN),
    "after_opening": (1, {"replace_joker": {"meld": 2, "cards": ["QD"]}}, ErrorCode.ILLEGAL_REPLACEMENT),
    "the_hand": (1, {"extend": {"meld": 0, "cards": ["JD"]}}, ErrorCode.NOT_OPENED),
    "saudi_partners": (0, {"meld": [["10H", "JH", "QH"], ["7S", "7D", "7C"]]}, ErrorCode.BELOW_THRESHOLD),
}


@pytest.fixture
def window(app, qtbot, tmp_path: Path):
    w = LessonWindow(None, Progress.from_file(tmp_path / "lessons.json"), animation_ms=0)
    qtbot.addWidget(w)
    w.show()
    yield w
    w.done(0)


def play(window: LessonWindow, move: dict[str, Any]) -> tuple[bool, list[tuple[str, str]]]:
    """Send a move as the table does (``Session.submit``); what it answered by signal."""
    tutor = window.tutor
    assert tutor is not None
    refusals: list[tuple[str, str]] = []
    tutor.session.rejected.connect(lambda code, text: refusals.append((code, text)))
    ok = tutor.session.submit(action_from_json({**move, "seat": LEARNER}, tutor.session.match.players))
    return ok, refusals


def test_the_catalogue_matches_the_test_moves() -> None:
    assert [lesson.key for lesson in LESSONS] == list(RIGHT) == list(WRONG)


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_lesson_files_load_with_the_normal_scenario_loader(lesson) -> None:
    path = paths.lessons_dir() / lesson.file
    scenario = load_scenario_file(path)
    assert scenario.round.turn == LEARNER and scenario.round.players == len(lesson.names)
    assert scenario.actions == []
    # Every card a step names exists for the learner to see (hand, fire top or table).
    from hand_desktop.core.view import view_for

    first = lesson.steps[0]
    view = view_for(scenario.round, LEARNER)
    assert len(lit_cards(first, view)) >= len(first.light) > 0 or not first.light


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_every_lesson_plays_to_its_end_and_is_remembered(window: LessonWindow, lesson, tmp_path: Path) -> None:
    index = LESSONS.index(lesson)
    window.start(index)
    tutor = window.tutor
    assert tutor is not None and window.stack.currentWidget() is window.lesson_page
    assert window.panel.guide.text() == fill(lesson.steps[0].guide, lesson.steps[0])
    guides = []
    for n, move in enumerate(RIGHT[lesson.key]):
        assert not tutor.done, f"the lesson ended before move {n + 1}"
        guides.append(window.panel.guide.text())
        # The step lights every card it names, where the learner sees it.
        step = tutor.step
        lit = {c.code() for c in window.table.scene.guide_marks.cards}
        assert set(step.light) <= lit, (step.light, lit)
        before = len(tutor.session.match.log)
        ok, refusals = play(window, move)
        assert ok and refusals == [], (move, refusals)
        assert len(tutor.session.match.log) == before + 1  # applied by the core, logged
    assert tutor.done and len(set(guides)) == len(lesson.steps)
    # The summary, with "Play a match now" (and "Next lesson" but after the last one).
    panel = window.panel
    assert panel.summary.isVisibleTo(window) and panel.play_button.isVisibleTo(window)
    assert panel.summary.text().startswith(fill(lesson.summary, lesson.steps[0])[:40])
    assert panel.next_button.isVisibleTo(window) is (index < len(LESSONS) - 1)
    assert window.table.scene.guide_marks is None
    # Progress: in memory and in the file.
    assert lesson.key in window.progress.done
    assert progress_file.from_json(read_json(tmp_path / "lessons.json")) == {lesson.key}
    # After the end nothing moves any more: a move is answered, not applied.
    log = list(tutor.session.match.log)
    ok, refusals = play(window, {"draw": "stock"})
    assert not ok and tutor.session.match.log == log


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_the_lesson_table_names_no_round_of_a_match(window: LessonWindow, lesson) -> None:
    # The lesson's round is dealt as round 1 of a match, but the corner must not say "Round 1 of 5"
    # (nor the partners' match totals): it says only what an opening needs.
    window.start(LESSONS.index(lesson))
    tutor, table = window.tutor, window.table
    assert tutor is not None and isinstance(table, TableWidget) and table.scene.lay is not None
    need = tutor.session.view_for(LEARNER).required_opening
    assert table.scene.info.text == f"To open: {need} points"
    # One line is drawn at the size of a line of the usual two, not twice as large (the line's
    # height, not the font's painted height, which depends on the fonts earlier tests loaded).
    _font, line_h = table.scene.info._label_font()
    assert line_h == pytest.approx(table.scene.lay.info_rect.height() / 2)


def test_the_hand_lesson_ends_with_a_real_hand(window: LessonWindow) -> None:
    window.start(4)
    for move in RIGHT["the_hand"]:
        assert play(window, move)[0]
    result = window.tutor.result
    assert result is not None and result.finish is Finish.HAND and result.points[0] == -60
    assert "-60" in window.panel.summary.text().splitlines()[-1]


@pytest.mark.parametrize("lesson", LESSONS, ids=lambda lesson: lesson.key)
def test_a_wrong_move_is_refused_with_its_code_and_hint_and_changes_nothing(window: LessonWindow, lesson) -> None:
    window.start(LESSONS.index(lesson))
    tutor = window.tutor
    first, wrong, code = WRONG[lesson.key]
    for move in RIGHT[lesson.key][:first]:
        assert play(window, move)[0]
    step = tutor.step
    state = round_to_scenario(tutor.session.match.round)
    log = list(tutor.session.match.log)
    ok, refusals = play(window, wrong)
    assert not ok and [c for c, _ in refusals] == [code.value]
    assert round_to_scenario(tutor.session.match.round) == state and tutor.session.match.log == log
    assert tutor.step is step
    hint = step.hint_for(code)
    assert hint is not None, "every wrong move of the test has a hint of its own"
    assert window.panel.hint.isVisibleTo(window) and window.panel.hint.text() == fill(hint, step)
    # The table showed the usual refusal too.
    from hand_desktop.ui.words.refusals import error_text

    assert window.table.scene.toast.text == error_text(code)
    # The right move still works afterwards, and clears the hint.
    assert play(window, RIGHT[lesson.key][first])[0]
    assert not window.panel.hint.isVisibleTo(window)


def test_a_legal_move_off_the_lesson_is_held_back_and_changes_nothing(window: LessonWindow) -> None:
    window.start(4)  # the Hand: adding J♦ to Ali's meld would go out, but not as a Hand
    for move in RIGHT["the_hand"][:2]:
        assert play(window, move)[0]
    tutor = window.tutor
    action = Extend(LEARNER, 0, (parse_token("JD"),))
    assert tutor.session.match.round.check(action) is None  # the rules would take it
    state = round_to_scenario(tutor.session.match.round)
    ok, refusals = play(window, {"extend": {"meld": 0, "cards": ["JD"]}})
    assert not ok and [c for c, _ in refusals] == [LESSON_CODE]
    assert round_to_scenario(tutor.session.match.round) == state
    assert "normal finish" in window.panel.hint.text()
    # Discarding a card in the opening lesson before opening is legal too, and held back.
    window.start(1)
    play(window, {"draw": "stock"})
    ok, refusals = play(window, {"discard": "2C"})
    assert not ok and refusals[0][0] == LESSON_CODE and window.tutor.index == 1


def test_the_step_lights_its_cards_and_zone_on_the_table(window: LessonWindow) -> None:
    from hand_desktop.ui.table.intents import ZoneKind
    from hand_desktop.ui.table.items import Mark

    window.start(3)  # after opening: add 7♠ to Ali's run (meld 1)
    scene = window.table.scene
    marks = scene.guide_marks
    assert {c.code() for c in marks.cards} == {"7S"} and marks.meld == 1
    assert scene.hint_light.isVisible()
    seven = next(c for c in marks.cards)
    assert scene.card_items[seven].mark is Mark.HINT
    assert sum(item.mark is Mark.HINT for item in scene.card_items.values()) == 1
    assert play(window, RIGHT["after_opening"][0])[0]
    marks = scene.guide_marks
    assert {c.code() for c in marks.cards} == {"JC", "JK"} and marks.meld == 2
    assert all(scene.card_items[c].mark is Mark.HINT for c in marks.cards)
    assert scene.card_items[seven].mark is not Mark.HINT  # the last step's light is gone
    window.start(1)
    assert window.table.scene.guide_marks.zone is ZoneKind.STOCK


def test_the_list_is_played_from_the_keyboard(window: LessonWindow, qtbot) -> None:
    items = window.list_page.items
    assert items.currentRow() == 0
    qtbot.keyClick(items, Qt.Key.Key_Down)
    qtbot.keyClick(items, Qt.Key.Key_Return)
    assert window.tutor is not None and window.tutor.lesson is LESSONS[1]
    # Esc (not taken by the table) goes back to the list; the list has the focus again.
    qtbot.keyClick(window.panel.restart_button, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.list_page and window.tutor is None
    assert window.isVisible()


def test_a_whole_lesson_from_the_keyboard(window: LessonWindow, qtbot) -> None:
    window.activateWindow()
    qtbot.waitActive(window)
    window.start(1)  # opening: D, select the melds with arrows and Space, M, Ctrl+Enter, X
    view = window.table.view
    scene = window.table.scene

    def key(k, mods=Qt.KeyboardModifier.NoModifier):
        qtbot.keyClick(view, k, mods)

    def select(code: str) -> None:
        nav = scene.keys
        for _ in range(4):
            if nav.row.value == 0:
                break
            key(Qt.Key.Key_Down)
        for _ in range(20):
            key(Qt.Key.Key_Left)
        for _ in range(20):
            t = nav.target
            if t is not None and t.kind is ZoneKind.HAND and t.card is not None and t.card.code() == code:
                key(Qt.Key.Key_Space)
                return
            key(Qt.Key.Key_Right)
        raise AssertionError(code)

    key(Qt.Key.Key_D)
    assert window.tutor.index == 1
    for group in (("10H", "JH", "QH"), ("7S", "7D", "7C")):
        for code in group:
            select(code)
        key(Qt.Key.Key_M)
    key(Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.tutor.index == 2
    select("2C")
    key(Qt.Key.Key_X)
    assert window.tutor.done and window.panel.next_button.hasFocus()


def test_play_a_match_now_closes_the_window_and_asks_for_a_match(window: LessonWindow, qtbot) -> None:
    window.start(5)
    for move in RIGHT["saudi_partners"]:
        assert play(window, move)[0]
    assert not window.panel.next_button.isVisibleTo(window)
    with qtbot.waitSignal(window.playRequested, timeout=1000):
        window.panel.play_button.click()
    assert not window.isVisible()


def test_help_menu_opens_the_lessons_and_play_starts_a_new_game(app, qtbot, monkeypatch, tmp_path) -> None:
    from hand_desktop.ui.main_window import MainWindow
    from hand_desktop.ui.storage import Settings

    w = MainWindow(Settings(animation_ms=0))
    qtbot.addWidget(w)
    assert w.lessons_action in w.help_menu.actions() and w.lessons_action.text()
    assert w.welcome.lessons_button.text() == w.lessons_action.text()  # on the welcome page too
    asked: list[bool] = []
    monkeypatch.setattr(w, "new_game", lambda: asked.append(True) or False)
    dialog = w.show_lessons()
    assert isinstance(dialog, LessonWindow) and dialog.isVisible()
    assert w.show_lessons() is dialog  # asked again, the same window comes forward
    dialog.start(0)
    assert w.match is None  # a lesson is not the match in play: no autosave is touched
    from hand_desktop.ui import storage

    assert not storage.autosave_path().exists()
    dialog.play_match()
    qtbot.waitUntil(lambda: asked == [True], timeout=1000)
    qtbot.waitUntil(lambda: w.lessons_window is None, timeout=1000)  # closed and let go


def test_finished_lessons_are_ticked_in_the_list(app, qtbot, tmp_path: Path) -> None:
    progress_file.save({"opening", "a_later_lesson"}, tmp_path / "lessons.json")
    w = LessonWindow(None, Progress.from_file(tmp_path / "lessons.json"), animation_ms=0)
    qtbot.addWidget(w)
    texts = [w.list_page.items.item(i).text() for i in range(len(LESSONS))]
    assert texts[1].startswith("\u2713") and not texts[0].startswith("\u2713")
    assert w.list_page.items.currentRow() == 0  # the first lesson not done yet
    # A key of a later version is kept when the file is written again.
    w.progress.mark_done("melds")
    assert progress_file.load(tmp_path / "lessons.json")[0] == {"opening", "a_later_lesson", "melds"}


@pytest.mark.parametrize("content", [b"{not json", b'{"kind": "hand-desktop-lessons", "schema": 1, "done": 3}',
                                     b'{"kind": "hand-desktop-lessons", "schema": 1.0, "done": []}',
                                     b'{"kind": "something else"}', b"\xff\xfe"])
def test_a_broken_progress_file_is_set_aside(app, qtbot, tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "lessons.json"
    path.write_bytes(content)
    progress = Progress.from_file(path)
    assert progress.done == frozenset() and progress.problem
    assert not path.exists()
    kept = list(tmp_path.glob("lessons.broken-*.json"))
    assert len(kept) == 1 and kept[0].read_bytes() == content
    assert "could not be read" in progress.problem and kept[0].name in progress.problem
    w = LessonWindow(None, progress, animation_ms=0)
    qtbot.addWidget(w)
    assert w.list_page.problem.isVisibleTo(w) and w.list_page.problem.text() == progress.problem
    # The next finished lesson writes a fresh file; the broken one stays as it was.
    progress.mark_done("melds")
    assert json.loads(path.read_text())["done"] == ["melds"]
    assert kept[0].read_bytes() == content


def test_a_progress_file_that_cannot_be_written_is_said_in_the_summary(window: LessonWindow, monkeypatch) -> None:
    def refuse(*_args: Any, **_kw: Any) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(progress_file, "save", refuse)
    window.start(0)
    for move in RIGHT["melds"]:
        assert play(window, move)[0]
    assert "disk full" in window.panel.summary.text()
    assert "melds" in window.progress.done  # remembered for this run at least


def test_the_lesson_runs_in_arabic(app, qtbot, tmp_path: Path) -> None:
    from hand_desktop.ui.words import i18n

    i18n.switch_language(app, "ar")
    w = LessonWindow(None, Progress(None), animation_ms=0)
    qtbot.addWidget(w)
    w.start(2)
    guide = w.panel.guide.text()
    assert any("\u0621" <= ch <= "\u064a" for ch in guide), guide  # Arabic letters
    assert "%" not in guide and "\u0665\u0669" in guide  # 59 in Arabic-Indic digits
    ok, refusals = play(w, RIGHT["fire_card"][0])
    assert ok and w.tutor.index == 1
    play(w, {"discard": "2H"})
    assert any("\u0621" <= ch <= "\u064a" for ch in w.panel.hint.text())
    assert w.tutor.session.match.round.phase is Phase.PLAY
    w.done(0)


def test_a_missing_lesson_file_is_said_on_the_list(window: LessonWindow, monkeypatch, tmp_path: Path) -> None:
    from hand_desktop.ui.lessons import tutor

    monkeypatch.setattr(tutor, "lessons_dir", lambda: tmp_path / "nowhere")
    window.start(0)
    assert window.tutor is None and window.stack.currentWidget() is window.list_page
    assert window.list_page.problem.isVisibleTo(window)
    assert "could not be set up" in window.list_page.problem.text()
    (tmp_path / "nowhere").mkdir()
    (tmp_path / "nowhere" / LESSONS[0].file).write_text('{"hands": [["JK", "JK", "JK"]]}')
    window.start(0)  # a damaged file (three Jokers) is refused by the scenario loader
    assert window.tutor is None and "could not be set up" in window.list_page.problem.text()


def test_escape_leaves_a_lesson_then_closes_learn_to_play(window: LessonWindow, qtbot) -> None:
    """Issue 28: Escape pressed on the table of a lesson (nothing selected, no pile open) is
    not swallowed by the table: back to the list, and a second Escape closes the window."""
    window.show()
    window.start(1)
    view = window.table.view
    view.setFocus()
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert window.stack.currentWidget() is window.list_page and window.tutor is None
    qtbot.keyClick(window.list_page.items, Qt.Key.Key_Escape)
    assert not window.isVisible()


def test_escape_on_the_table_first_drops_the_selection(window: LessonWindow, qtbot) -> None:
    window.show()
    window.start(1)
    view = window.table.view
    scene = window.table.scene
    scene.state.toggle(scene.state.hand_cards()[0])
    qtbot.keyClick(view, Qt.Key.Key_Escape)
    assert not scene.state.selection and window.stack.currentWidget() is window.lesson_page


def test_negative_points_in_the_lessons_read_as_minus_sixty_in_arabic(app, window: LessonWindow) -> None:
    """Issue 28: a proper minus, held left to right with its digits (it read "60-")."""
    from hand_desktop.ui.words import i18n
    from hand_desktop.ui.words.text import Digits

    i18n.switch_language(app, "ar")
    i18n.set_digits(Digits.ARABIC)
    window.retranslate_ui()
    texts = [window.list_page.items.item(i).text() for i in range(window.list_page.items.count())]
    hand = next(t for t in texts if "\u2212" in t)
    assert "\u2066\u2212\u0666\u0660\u2069" in hand  # LRI − ٦٠ PDI
    assert "-" not in hand
