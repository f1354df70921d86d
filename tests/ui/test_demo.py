"""Watching the computer play: the demo, summaries that move on by themselves, the dialog's watch."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QDialog

from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules
from hand_desktop.ui import demo, storage
from hand_desktop.ui.app import parse_args
from hand_desktop.ui.dialogs.new_game import NewGameDialog
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.storage import SavedGame, Settings
from tests.ui.shell_support import play_rounds
from tests.ui.standin_table import StandInTable


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def no_blocking_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(dialog: QDialog) -> int:
        raise AssertionError(f"unexpected modal dialog {type(dialog).__name__}")

    monkeypatch.setattr(QDialog, "exec", refuse)


@pytest.fixture
def told() -> list[str]:
    return []


@pytest.fixture
def window(app, qtbot, monkeypatch: pytest.MonkeyPatch, told: list[str]) -> MainWindow:
    win = MainWindow(Settings(animation_ms=0), table_factory=StandInTable)
    win.inform = lambda _title, text: told.append(text)  # type: ignore[method-assign]
    win.ask = lambda _title, _text: True  # type: ignore[method-assign]
    qtbot.addWidget(win)
    win.show()
    yield win
    if win.session is not None:
        win.session.shutdown()
    win.close()


def test_command_line_demo_and_animation_speed() -> None:
    args, _ = parse_args(["--demo", "--animation-ms", "120"])
    assert args.demo and args.animation_ms == 120
    args, _ = parse_args([])
    assert not args.demo and args.animation_ms is None
    for bad in ("9999", "-1", "fast"):
        with pytest.raises(SystemExit):
            parse_args(["--animation-ms", bad])


def test_watching_means_no_person_at_the_table() -> None:
    assert demo.is_watched(("easy", "hard", "medium", "medium"))
    assert not demo.is_watched(("easy", "human"))
    assert not demo.is_watched(())
    assert demo.pause_ms(250) == demo.PAUSE_AT_NORMAL_MS
    assert demo.pause_ms(0) == 0 and demo.pause_ms(450) > demo.pause_ms(120) > 0
    assert demo.demo_animation_ms(0) == demo.DEMO_ANIMATION_MS > 0  # a demo is animated
    assert demo.demo_animation_ms(450) == 450


def test_new_game_dialog_allows_every_seat_to_be_a_computer(app, qtbot) -> None:
    dialog = NewGameDialog({"players": 3, "kinds": ["human", "easy", "hard", "easy"]})
    qtbot.addWidget(dialog)
    dialog.show()
    assert not dialog.watch_hint.isVisible()
    dialog.kind_boxes[0].setCurrentIndex(dialog.kind_boxes[0].findData("medium"))
    assert dialog.watch_hint.isVisible() and "watch" in dialog.watch_hint.text()
    assert dialog.choice().kinds == ("medium", "easy", "hard")
    # A person in a seat that does not play (3 of 4 seats shown) does not count.
    dialog.kind_boxes[3].setCurrentIndex(dialog.kind_boxes[3].findData("human"))
    assert dialog.watch_hint.isVisible()
    dialog.kind_boxes[1].setCurrentIndex(dialog.kind_boxes[1].findData("human"))
    assert not dialog.watch_hint.isVisible()


def test_demo_starts_four_computer_players_at_the_default_table(window: MainWindow) -> None:
    assert window.start_demo() is True
    match = window.match
    assert match is not None and match.players == 4
    assert match.rules == Rules()  # the default variant and house rules
    assert window.kinds == (demo.DEMO_KIND,) * 4 and window.watching
    assert storage.load_saved_match(storage.autosave_path()).kinds == window.kinds


def test_startup_with_demo_starts_it_at_once(window: MainWindow) -> None:
    window.startup(demo=True)
    assert window.match is not None and window.watching


def test_demo_over_a_waiting_match_asks_first_and_keeps_it(window: MainWindow) -> None:
    waiting = Match(Rules(), 2, 7, ["Ana", "Badr"])
    storage.save_match(waiting, ["human", "easy"])
    asked: list[str] = []
    window.ask = lambda _t, text: asked.append(text) or False  # type: ignore[method-assign]
    assert window.start_demo() is False
    assert asked and window.match is None
    assert storage.load_saved_match(storage.autosave_path()).names == ("Ana", "Badr")


def _on_dialogs(window: MainWindow, summary: Callable[[Any], object], end: Callable[[Any], object]) -> None:
    """Call ``summary`` with each round summary the window shows, ``end`` with its match end."""
    life = window.life
    original_round, original_end = life._on_round_over, life._show_match_end

    def on_round(result: object) -> None:
        original_round(result)
        if window.summary_dialog is not None:
            summary(window.summary_dialog)

    def on_end() -> None:
        original_end()
        if window.end_dialog is not None:
            end(window.end_dialog)

    life._on_round_over = on_round  # type: ignore[method-assign]
    life._show_match_end = on_end  # type: ignore[method-assign]


def test_a_watched_match_plays_round_after_round_and_match_after_match(qtbot, window: MainWindow) -> None:
    window.watch_pause_ms = 0
    summaries: list[int] = []
    ends: list[int] = []
    _on_dialogs(window, lambda d: summaries.append(d.report.round_number),
                lambda d: ends.append(d.report.winner))
    window.start_match(Rules(rounds=3), ["Ana", "Badr"], ["easy", "easy"], seed=11)
    first = window.match
    # Nobody presses a button: the match ends and another one starts at the same table.
    qtbot.waitUntil(lambda: window.match is not first and window.match is not None, timeout=120_000)
    assert first.over and len(summaries) == len(first.results) >= 3
    assert ends == [first.winner()]
    second = window.match
    assert second.rules == first.rules and second.names == first.names
    assert window.kinds == ("easy", "easy") and window.watching
    assert second.seed != first.seed or second.log != first.log
    assert window.end_dialog is None


def test_a_persons_round_summary_waits_for_them(qtbot, window: MainWindow) -> None:
    window.watch_pause_ms = 0
    match = play_rounds(Match(Rules(rounds=5), 2, 4, ["Ana", "Badr"]), 1)
    assert match.round.over and not match.over
    window.load_game(SavedGame(match, ("human", "easy")))
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    qtbot.wait(300)
    assert window.summary_dialog is not None and window.summary_dialog.isVisible()
    assert window.match.round.over  # not dealt on


def test_the_summary_counts_down_and_a_click_still_goes_on_at_once(qtbot, window: MainWindow) -> None:
    window.watch_pause_ms = 3000
    match = play_rounds(Match(Rules(rounds=5), 2, 4, ["Ana", "Badr"]), 1)
    window.load_game(SavedGame(match, ("easy", "easy")))
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    dialog = window.summary_dialog
    assert dialog.continue_button.text().endswith("(3)")
    qtbot.waitUntil(lambda: dialog.continue_button.text().endswith("(2)"), timeout=3000)
    dialog.continue_button.click()  # a person watching may move on sooner
    assert window.summary_dialog is None and not window.match.round.over
    assert len(window.match.results) == 1


def test_a_round_that_ends_gives_its_free_memory_back(qtbot, window: MainWindow,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    from hand_desktop.ui import free_memory

    calls: list[int] = []
    monkeypatch.setattr(free_memory, "release_free_memory", lambda: calls.append(1) or True)
    window.watch_pause_ms = 0
    match = play_rounds(Match(Rules(rounds=5), 2, 4, ["Ana", "Badr"]), 1)
    window.load_game(SavedGame(match, ("human", "easy")))
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=5000)
    assert calls == [1]


def test_every_round_and_match_dialog_of_a_watched_match_is_deleted(qtbot, window: MainWindow) -> None:
    """A long demo shows hundreds of summaries: each one is deleted, not only hidden."""
    import shiboken6
    from PySide6.QtCore import QCoreApplication, QEvent

    window.watch_pause_ms = 0
    shown: list[QDialog] = []
    _on_dialogs(window, shown.append, shown.append)
    window.start_match(Rules(rounds=3), ["Ana", "Badr"], ["easy", "easy"], seed=12)
    first = window.match
    qtbot.waitUntil(lambda: window.match is not first and window.match is not None, timeout=120_000)
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)
    assert len(shown) >= 4  # three summaries or more, and the match's end
    current = {id(window.summary_dialog), id(window.end_dialog)}
    assert [d for d in shown if id(d) not in current and shiboken6.isValid(d)] == []
