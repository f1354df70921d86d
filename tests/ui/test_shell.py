"""The main window: a whole match start to finish, autosave after every change, resume, open, menus."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QDialog

from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.ui import main_window, storage
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.storage import Settings
from tests.ui.shell_support import plain, play_rounds
from tests.ui.standin_table import StandInTable


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


class Prompts:
    """Stands in for message boxes: records what people would be told or asked."""

    def __init__(self, answer: bool = True) -> None:
        self.answer = answer
        self.asked: list[str] = []
        self.titles: list[str] = []
        self.told: list[str] = []

    def ask(self, title: str, text: str) -> bool:
        self.asked.append(text)
        self.titles.append(title)
        return self.answer

    def inform(self, _title: str, text: str) -> None:
        self.told.append(text)


@pytest.fixture(autouse=True)
def no_blocking_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    """A modal dialog nobody closes would hang the run: fail instead (tests patch what they use)."""

    def refuse(dialog: QDialog) -> int:
        raise AssertionError(f"unexpected modal dialog {type(dialog).__name__}")

    monkeypatch.setattr(QDialog, "exec", refuse)


@pytest.fixture
def prompts() -> Prompts:
    return Prompts()


@pytest.fixture
def window(qtbot, prompts: Prompts, monkeypatch: pytest.MonkeyPatch) -> MainWindow:
    # The shell is under test here, not the card table: the stand-in centre keeps these
    # tests about menus, saving and the match's life cycle.
    win = MainWindow(Settings(animation_ms=0), table_factory=StandInTable)
    win.watch_pause_ms = 600_000  # these tests close the summaries of bot-only matches themselves
    win.ask = prompts.ask  # type: ignore[method-assign]
    win.inform = prompts.inform  # type: ignore[method-assign]
    qtbot.addWidget(win)
    win.show()
    yield win
    win.close()


def bots_match(window: MainWindow, variant: Variant = Variant.HAND, players: int = 3, seed: int = 5) -> None:
    names = ["Ana", "Badr", "Chen", "Dana"][:players]
    window.start_match(Rules(variant=variant, rounds=3), names, ["easy"] * players, seed=seed)


def saved_state() -> dict:
    saved = storage.load_saved_match(storage.autosave_path())
    return saved.match.round.to_json()


def test_whole_match_with_computer_players_start_to_finish(qtbot, window: MainWindow) -> None:
    """Bots play a partner match; each round summary is dismissed; the winner is shown."""
    bots_match(window, Variant.SAUDI_PARTNERS, 4)
    summaries = 0
    while window.end_dialog is None:
        qtbot.waitUntil(lambda: window.summary_dialog is not None or window.end_dialog is not None,
                        timeout=60_000)
        if window.summary_dialog is not None:
            summaries += 1
            assert window.summary_dialog.report.round_number == len(window.match.results)
            window.summary_dialog.accept()
    match = window.match
    assert match is not None and match.over
    assert summaries == len(match.results) >= 3
    assert window.end_dialog.report.winner == match.winner()
    assert "won" in window.turn_label.text()
    # The finished match is kept as the previous save, and is not offered for resuming.
    assert not storage.autosave_path().exists()
    assert not window.resume_action.isEnabled()
    kept = storage.load_saved_match(storage.data_dir() / storage.PREVIOUS_NAME)
    assert kept.match.round.to_json() == match.round.to_json() and kept.match.over
    window.end_dialog.reject()
    assert window.offer_resume() is False


def test_autosave_after_every_change_holds_the_current_state(qtbot, window: MainWindow) -> None:
    mismatches: list[int] = []
    checks: list[int] = []

    def compare(_report: object) -> None:
        # Runs after the session's autosave hook (before every applied).
        checks.append(1)
        if saved_state() != window.match.round.to_json():
            mismatches.append(len(window.match.log))

    bots_match(window, seed=9)
    window.session.applied.connect(compare)
    qtbot.waitUntil(lambda: len(checks) >= 25, timeout=30_000)
    window.session.shutdown()
    assert mismatches == []
    data = json.loads(storage.autosave_path().read_text(encoding="utf-8"))
    assert data["seats"] == ["easy", "easy", "easy"]
    assert len(data["actions"]) == len(window.match.log)


def test_status_bar_shows_turn_round_and_totals(window: MainWindow) -> None:
    assert window.turn_label.text() == ""
    window.start_match(Rules(rounds=5), ["Ana", "Badr"], ["human", "human"], seed=1)
    match = window.match
    assert plain(window.turn_label.text()) == f"{match.names[match.round.turn]} to play"
    assert window.round_label.text() == "Round 1 of 5"
    assert plain(window.totals_label.text()) == "Ana: 0   Badr: 0"
    # Qt adds " — <display name>": the title bar reads "Hand — Hand" only through Qt, once.
    assert window.windowTitle() == "Hand"
    assert QApplication.instance().applicationDisplayName() == "Hand"


def test_the_title_is_the_variant_then_the_app_name_retranslated_on_a_switch(window: MainWindow) -> None:
    window.start_match(Rules(variant=Variant.SAUDI_PARTNERS, rounds=5), ["A", "B", "C", "D"],
                       ["human"] * 4, seed=1)
    app = QApplication.instance()
    assert (window.windowTitle(), app.applicationDisplayName()) == ("Saudi Hand Partners", "Hand")
    try:
        window.set_language("ar")
        assert (window.windowTitle(), app.applicationDisplayName()) == ("هاند سعودي شراكة", "هاند")
    finally:
        window.set_language("en")
    assert (window.windowTitle(), app.applicationDisplayName()) == ("Saudi Hand Partners", "Hand")


def test_partner_status_shows_team_totals(window: MainWindow) -> None:
    window.start_match(Rules(variant=Variant.HAND_PARTNERS), ["A", "B", "C", "D"], ["human"] * 4, seed=1)
    assert plain(window.totals_label.text()) == "A & C: 0   B & D: 0"


def test_resume_offered_and_state_exact(qtbot, window: MainWindow, prompts: Prompts) -> None:
    match = play_rounds(Match(Rules(rounds=3), 2, 8, ["Ana", "Badr"]), 1)
    match.start_next_round()
    for _ in range(5):
        import random

        from hand_desktop.core.randomplay import random_action

        match.apply(random_action(match.round, random.Random(len(match.log))))
    storage.save_match(match, ["human", "human"])
    assert window.offer_resume() is True
    assert prompts.asked and "Round 2 of 3" in prompts.asked[0]
    assert window.match.round.to_json() == match.round.to_json()
    assert window.match.log == match.log
    assert window.kinds == ("human", "human")


def test_declined_resume_keeps_the_save(window: MainWindow, prompts: Prompts) -> None:
    match = Match(Rules(rounds=3), 2, 8, ["Ana", "Badr"])
    storage.save_match(match, ["human", "easy"])
    before = storage.autosave_path().read_text(encoding="utf-8")
    prompts.answer = False
    assert window.offer_resume() is False
    assert window.match is None
    assert storage.autosave_path().read_text(encoding="utf-8") == before
    assert window.resume_action.isEnabled()
    assert window.resume_autosave() is True  # Game > Resume, later
    assert window.match.round.to_json() == match.round.to_json()


def test_broken_autosave_is_reported_and_set_aside(window: MainWindow, prompts: Prompts) -> None:
    path = storage.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"kind": "hand-desktop-save", "schema": 1, "seats": [', encoding="utf-8")
    assert window.offer_resume() is False
    assert len(prompts.told) == 1 and "could not be read" in prompts.told[0]
    assert not path.exists()
    assert len(list(path.parent.glob("autosave.broken-*.json"))) == 1
    assert window.isVisible() and window.match is None


def test_broken_settings_message_is_shown_at_startup(window: MainWindow, prompts: Prompts) -> None:
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{oops", encoding="utf-8")
    settings, warning = storage.load_settings()
    assert settings == Settings()
    prompts.answer = False  # no new game: the dialog would block
    window.new_game = lambda: False  # type: ignore[method-assign]
    window.startup(None, False, [warning])
    assert prompts.told == [warning]
    assert list(path.parent.glob("settings.broken-*.json"))


def test_opening_a_scenario_file(tmp_path: Path, window: MainWindow) -> None:
    scenario = {
        "variant": "saudi", "players": 3, "dealer": 2,
        "hands": [["5H", "6H", "7H", "9S"], ["JK", "QC", "KC"], ["2D", "2S", "2C"]],
        "stock": ["4C", "8D"], "fire": ["3S", "10D"],
        "turn": 0, "phase": "draw",
        "actions": [{"seat": 0, "draw": "stock"}],
    }
    path = tmp_path / "bug.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    window.startup(str(path))
    assert window.match is not None
    assert [c.code() for c in window.match.round.hands[0]] == ["5H", "6H", "7H", "9S", "4C"]
    assert window.kinds == ("human", "medium", "medium")
    assert saved_state() == window.match.round.to_json()


def test_opening_a_bad_file_explains_and_changes_nothing(tmp_path: Path, window: MainWindow,
                                                         prompts: Prompts) -> None:
    window.start_match(Rules(), ["Ana", "Badr"], ["human", "human"], seed=3)
    before = window.match
    path = tmp_path / "bad.json"
    path.write_text("[1, 2, 3]", encoding="utf-8")
    assert window.open_file(path) is False
    assert window.match is before
    assert prompts.told and "cannot be opened" in prompts.told[0]
    assert path.read_text(encoding="utf-8") == "[1, 2, 3]"  # a file the user opened is never moved


def test_save_a_copy_opens_again(tmp_path: Path, window: MainWindow) -> None:
    window.start_match(Rules(rounds=7), ["Ana", "Badr", "Chen"], ["human", "hard", "easy"], seed=4)
    copy = tmp_path / "copy.json"
    assert window.save_copy(copy)
    state = window.match.round.to_json()
    saved = storage.open_game_file(copy)
    assert saved.kinds == ("human", "hard", "easy")
    assert saved.match.round.to_json() == state


def test_new_game_over_a_match_in_progress_asks_first(qtbot, window: MainWindow,
                                                      prompts: Prompts) -> None:
    window.start_match(Rules(), ["Ana", "Badr"], ["human", "human"], seed=3)
    assert window.session.submit(_first_legal(window))
    prompts.answer = False
    assert window.new_game() is False
    assert prompts.asked == ["Abandon the match in progress?"]


def _first_legal(window: MainWindow):
    from hand_desktop.core.moves import legal_actions

    return legal_actions(window.match.view_for(window.match.round.turn))[0]


def test_new_game_dialog_result_starts_the_match_and_is_remembered(qtbot, window: MainWindow,
                                                                   monkeypatch) -> None:
    from hand_desktop.ui.dialogs import new_game

    def fake_exec(dialog: new_game.NewGameDialog) -> int:
        dialog._set_combo(dialog.variant, "saudi")
        dialog._set_combo(dialog.players, 3)
        dialog._set_combo(dialog.rounds, 7)
        dialog.name_edits[0].setText("Ana")
        dialog.kind_boxes[1].setCurrentIndex(3)  # hard
        return QDialog.DialogCode.Accepted

    monkeypatch.setattr(new_game.NewGameDialog, "exec", fake_exec)
    assert window.new_game() is True
    match = window.match
    assert match.rules.variant is Variant.SAUDI and match.rules.rounds == 7
    assert match.names == ["Ana", "", ""]
    assert "Player 2: 0" in plain(window.totals_label.text())
    assert window.kinds == ("human", "hard", "medium")
    stored, warning = storage.load_settings()
    assert warning is None
    assert stored.new_game["variant"] == "saudi" and stored.new_game["names"][0] == "Ana"


def test_menus(window: MainWindow) -> None:
    titles = [a.text() for a in window.menuBar().actions()]
    assert titles == ["&Game", "&Move", "&View", "&Help"]
    game = [a.text() for a in window.game_menu.actions() if not a.isSeparator() and a.isVisible()]
    assert game == ["&New\u2026", "&Watch the computer play", "&Open\u2026", "Re&view a saved match\u2026",
                    "Save a &copy\u2026", "&Resume",
                    "&Host a table\u2026", "&Join a table\u2026", "&Score sheet", "S&tatistics",
                    "&Preferences\u2026", "&Quit"]
    assert not window.save_copy_action.isEnabled()
    window.start_match(Rules(), ["Ana", "Badr"], ["human", "human"], seed=3)
    assert window.save_copy_action.isEnabled() and window.score_action.isEnabled()
    assert window.move_menu.actions() == window.table.game_actions()


def test_score_sheet_follows_the_match(qtbot, window: MainWindow) -> None:
    bots_match(window, seed=2)
    window.show_score_sheet()
    model = window.score_model
    assert model.rowCount() == 1  # only the totals row
    qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=30_000)
    assert model.rowCount() == 2
    window.session.shutdown()


def test_animation_speed_setting_is_stored_and_applied(window: MainWindow) -> None:
    window.start_match(Rules(), ["Ana", "Badr"], ["human", "easy"], seed=3)
    window.speed_actions[450].trigger()
    assert window.session.animation_ms == 450
    assert storage.load_settings()[0].animation_ms == 450


def test_language_switch_mirrors_the_window(qtbot, window: MainWindow) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QApplication

    i18n = pytest.importorskip("hand_desktop.ui.words.i18n")
    try:
        window.language_actions["ar"].trigger()
        assert QApplication.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert window.layoutDirection() == Qt.LayoutDirection.RightToLeft
        assert storage.load_settings()[0].language == "ar"
    finally:
        i18n.switch_language(QApplication.instance(), "en")
    assert QApplication.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_the_real_table_is_the_centre_and_its_actions_fill_the_move_menu(qtbot, prompts: Prompts) -> None:
    from hand_desktop.ui.table.widget import TableWidget

    win = MainWindow(Settings(animation_ms=0))
    win.ask = prompts.ask  # type: ignore[method-assign]
    win.inform = prompts.inform  # type: ignore[method-assign]
    qtbot.addWidget(win)
    win.show()
    try:
        win.start_match(Rules(rounds=3), ["Ana", "Badr", "Chen"], ["human", "easy", "easy"], seed=7)
        assert isinstance(win.table, TableWidget)
        assert win.stack.currentWidget() is win.table
        assert win.move_menu.actions() == win.table.game_actions()
        assert win.move_menu.isEnabled() and len(win.move_menu.actions()) >= 3
        # Play on through the table's own actions until the human seat has moved.
        qtbot.waitUntil(lambda: win.match.round.turn == 0, timeout=10_000)
        before = len(win.match.log)
        assert win.table.session.submit(_first_legal(win))
        assert len(win.match.log) == before + 1
        assert saved_state() == win.match.round.to_json()
    finally:
        win.close()


def test_a_new_match_keeps_the_previous_autosave(window: MainWindow) -> None:
    old = Match(Rules(rounds=3), 2, 8, ["Ana", "Badr"])
    storage.save_match(old, ["human", "easy"])
    old_text = storage.autosave_path().read_text(encoding="utf-8")
    window.start_match(Rules(), ["Chen", "Dana"], ["human", "human"], seed=1)
    previous = storage.data_dir() / storage.PREVIOUS_NAME
    assert previous.read_text(encoding="utf-8") == old_text
    assert storage.load_saved_match(storage.autosave_path()).names == ("Chen", "Dana")


def test_resuming_does_not_rotate_the_autosave(window: MainWindow) -> None:
    storage.save_match(Match(Rules(rounds=3), 2, 8, ["Ana", "Badr"]), ["human", "easy"])
    assert window.resume_autosave()
    assert not (storage.data_dir() / storage.PREVIOUS_NAME).exists()


def test_help_rules_shows_the_rules_of_the_table_in_play(qtbot, window: MainWindow) -> None:
    help_module = pytest.importorskip("hand_desktop.ui.help")
    window.start_match(Rules(variant=Variant.SAUDI), ["Ana", "Badr"], ["human", "human"], seed=1)
    window.rules_action.trigger()
    dialog = window.rules_dialog
    assert isinstance(dialog, help_module.RulesDialog)
    assert dialog.isVisible() and dialog.rules.variant is Variant.SAUDI
    window.rules_action.trigger()
    assert window.rules_dialog is dialog  # one rules window, brought back


def test_at_startup_a_waiting_match_is_offered_once_on_the_welcome_page(window: MainWindow,
                                                                        prompts: Prompts) -> None:
    storage.save_match(Match(Rules(rounds=3), 2, 8, ["Ana", "Badr"]), ["human", "easy"])
    window.new_game = lambda: False  # type: ignore[method-assign]
    window.startup(None, False)
    assert prompts.asked == []  # no box over the page: the page itself asks
    assert window.match is None and window.stack.currentWidget() is window.welcome
    w = window.welcome
    assert "Round 1 of 3" in w.subtitle.text() and "Resume" in w.subtitle.text()
    assert plain(w.subtitle.text()).count("Ana, Badr") == 1
    assert w.resume_button.isDefault() and not w.new_button.isDefault() and w.resume_button.isVisible()
    w.resume_button.click()
    assert window.match is not None and window.match.names == ["Ana", "Badr"]


def test_after_a_table_closes_the_welcome_page_offers_only_what_waits(window: MainWindow) -> None:
    """Issue 28 item 3: no "Resume it?" without a Resume button, no "Match over" left below."""
    storage.save_match(Match(Rules(rounds=3), 2, 8, ["Ana", "Badr"]), ["human", "easy"])
    window.new_game = lambda: False  # type: ignore[method-assign]
    window.startup(None, False)
    w = window.welcome
    assert "Resume" in w.subtitle.text()
    w.resume_button.click()
    assert window.turn_label.text() != ""
    storage.autosave_path().unlink()  # the match ended (or was replaced): nothing waits
    window.life.close()  # as hosting a table, or leaving one, closes the match in play
    assert window.stack.currentWidget() is w
    assert not w.resume_button.isVisible() and "Resume" not in w.subtitle.text()
    assert w.play_button.isDefault() and not w.resume_button.isDefault()
    assert (window.turn_label.text(), window.round_label.text(), window.totals_label.text()) == ("", "", "")


def test_open_checks_the_file_first_then_asks_under_the_open_title(
        tmp_path: Path, window: MainWindow, prompts: Prompts, monkeypatch: pytest.MonkeyPatch) -> None:
    import random

    from PySide6.QtWidgets import QFileDialog

    from hand_desktop.core.randomplay import random_action

    window.start_match(Rules(rounds=5), ["Ana", "Badr"], ["human", "human"], seed=1)
    window.match.apply(random_action(window.match.round, random.Random(1)))
    assert window.match.log
    bad = tmp_path / "garbage.json"
    bad.write_text("{nope", encoding="utf-8")
    seen: list[str] = []

    def pick(_parent, _title, folder, _filter):  # type: ignore[no-untyped-def]
        seen.append(folder)
        return str(bad), ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", pick)
    assert window.open_dialog() is False
    assert prompts.asked == []  # a broken file is reported, nobody is asked to leave the match
    assert len(prompts.told) == 1
    told = prompts.told[0]
    assert "The file is not valid JSON (it may be damaged or cut short)." in told
    assert f"\u2066{bad}\u2069" in told  # the path reads left to right in any language
    assert seen == [str(main_window.documents_dir())]
    assert main_window.documents_dir() != storage.data_dir()
    good = tmp_path / "copy.json"
    storage.save_match(Match(Rules(rounds=3), 3, 4, ["X", "Y", "Z"]), ["human", "easy", "easy"], good)
    bad = good
    prompts.answer = True
    assert window.open_dialog() is True
    assert prompts.titles == ["Open"] and window.match.names == ["X", "Y", "Z"]


def test_closing_the_score_sheet_gives_the_keys_back_to_the_table(qtbot, window: MainWindow) -> None:
    window.start_match(Rules(rounds=5), ["Ana", "Badr"], ["human", "human"], seed=1)
    window.show()
    qtbot.waitExposed(window)
    window.show_score_sheet()
    sheet = window.score_dialog
    qtbot.waitUntil(sheet.isVisible)
    sheet.view.setFocus()
    assert not sheet.view.currentIndex().isValid()  # nothing picked out when it opens
    sheet.close()
    qtbot.waitUntil(lambda: window.table.hasFocus() or window.table.isAncestorOf(
        QApplication.focusWidget()) or QApplication.focusWidget() is window.table)


def test_the_about_box_shows_the_version_and_reaches_the_licences(qtbot, window: MainWindow) -> None:
    import hand_desktop

    window.show_about()
    box = window.about_box
    qtbot.waitUntil(box.isVisible)
    assert f"Hand {hand_desktop.__version__}" in box.text() and "GNU General Public License" in box.text()
    box.licences_button.click()
    licences = box.licences
    assert licences is not None
    qtbot.waitUntil(licences.isVisible)
    # The files every copy ships: the notices name Qt's licence and where its source is.
    notices = licences.notices.toPlainText()
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in notices and "download.qt.io" in notices
    assert "SIL OPEN FONT LICENSE" in notices
    assert licences.licence.toPlainText().startswith("                    GNU GENERAL PUBLIC LICENSE")
    licences.close()


def test_the_licences_say_so_when_a_file_is_missing(qtbot, tmp_path: Path) -> None:
    from hand_desktop.ui.dialogs.about import LicencesDialog

    (tmp_path / "LICENSE").write_text("the licence", encoding="utf-8")
    dialog = LicencesDialog(None, tmp_path)
    qtbot.addWidget(dialog)
    assert dialog.licence.toPlainText() == "the licence"
    text = dialog.notices.toPlainText()
    assert "lacks the file" in text and "THIRD_PARTY_NOTICES.txt" in text


def test_a_finished_match_counts_in_the_record_once(qtbot, window: MainWindow) -> None:
    """The end of a match played by a person counts it in Game > Statistics; showing
    the same finished match again (opened from its save) does not count it twice."""
    from hand_desktop.core.record import Who
    from hand_desktop.core.seats import SeatKind
    from hand_desktop.ui.dialogs.statistics import StatisticsDialog

    match = Match(Rules(rounds=3), 3, 21, ["Ana", "", ""],
                  kinds=(SeatKind.HUMAN, SeatKind.EASY, SeatKind.HARD))
    while not match.over:
        play_rounds(match, 1, 21 + len(match.results))
    path = storage.save_match(match, path=storage.data_dir() / "finished.json")
    for _ in range(2):
        assert window.open_file(path)
        qtbot.waitUntil(lambda: window.summary_dialog is not None, timeout=10_000)
        window.summary_dialog.accept()
        qtbot.waitUntil(lambda: window.end_dialog is not None, timeout=10_000)
        window.end_dialog.reject()
    record, message = storage.load_record()
    assert message is None and len(record.entries) == 1
    stats = record.stats(Who("Ana"))
    assert stats.overall.played == 1 and stats.rounds == len(match.results)
    assert stats.overall.won == (match.winner() == 0)
    window.stats_action.trigger()
    dialog = window.stats_dialog
    assert isinstance(dialog, StatisticsDialog) and dialog.isVisible()
    assert "Matches: 1 played" in plain(dialog.facts.text())
    dialog.reject()


def test_a_menu_closed_with_escape_gives_the_keys_back_to_the_table(qtbot, window: MainWindow) -> None:
    """Issue 28 item 7: one Escape, and the arrows move the cards again, not the menu bar."""
    from PySide6.QtCore import Qt

    window.start_match(Rules(rounds=5), ["Ana", "Badr"], ["human", "human"], seed=1)
    qtbot.waitExposed(window)
    window.activateWindow()
    window.table.setFocus()
    qtbot.waitUntil(window.table.hasFocus)
    bar = window.menuBar()
    bar.setActiveAction(window.view_menu.menuAction())  # as Alt+V opens it
    qtbot.waitUntil(window.view_menu.isVisible)
    qtbot.keyClick(window.view_menu, Qt.Key.Key_Escape)
    qtbot.waitUntil(lambda: not window.view_menu.isVisible())
    # (The window's own focus widget: the offscreen platform does not hand activation back
    # after a popup, as a desktop does.)
    qtbot.waitUntil(lambda: window.focusWidget() is window.table)
    assert bar.activeAction() is None and not bar.hasFocus()
