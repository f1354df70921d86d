"""Hosting from the window: the host dialog, the lobby as clients join on 127.0.0.1, Start,
the host's controls in play, Cancel, and resuming a hosted table after the window closed."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog, QScrollArea

from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.seats import SeatKind
from hand_desktop.core.wire import view_to_json
from hand_desktop.ui import storage
from hand_desktop.ui.dialogs.new_game import HostChoice, NewGameChoice, NewGameDialog
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.sessions.session import Presence
from hand_desktop.ui.storage import Settings
from tests.net.lan import Player, pump, spin

LOOPBACK = {"bind": "127.0.0.1", "port": 0, "discovery": False}


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def no_blocking_dialogs(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(dialog: QDialog) -> int:
        raise AssertionError(f"unexpected modal dialog {type(dialog).__name__}")

    monkeypatch.setattr(QDialog, "exec", refuse)


def _window(qtbot, answers: list[str] | None = None) -> MainWindow:
    win = MainWindow(Settings(animation_ms=0))
    win.watch_pause_ms = 600_000
    win.ask = lambda _t, text: (answers.append(text) if answers is not None else None) or True  # type: ignore[method-assign]
    win.inform = lambda _t, text: (_ for _ in ()).throw(AssertionError(text))  # type: ignore[method-assign]
    win.hosting.network = dict(LOOPBACK)
    win.hosting.addresses = lambda: ["192.0.2.10"]  # shown only: nothing is ever sent there
    qtbot.addWidget(win)
    win.show()
    return win


@pytest.fixture
def window(qtbot) -> MainWindow:
    win = _window(qtbot)
    yield win
    win.close()


def _choice(kinds: list[SeatKind], code: bool = True, grace: int = 60) -> NewGameChoice:
    names = tuple("Sam" if k is SeatKind.HUMAN else "" for k in kinds)
    return NewGameChoice(Rules(rounds=3), names, tuple(kinds), HostChoice("Sam's table", code, grace))


def test_the_host_dialogs_choices_reach_the_tables_config(qtbot, window: MainWindow) -> None:
    dialog = NewGameDialog({"kinds": ["human", "easy"]}, host=True)
    qtbot.addWidget(dialog)
    dialog._set_combo(dialog.variant, Variant.HAND.value)
    dialog._set_combo(dialog.players, 3)
    dialog.name_edits[0].setText("Sam")
    for seat, kind in enumerate((SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.HARD)):
        dialog._set_combo(dialog.kind_boxes[seat], kind.value)
    assert dialog.table_name.placeholderText() == "Sam's table"
    dialog.use_code.setChecked(False)
    dialog.grace.setValue(15)
    choice = dialog.choice()
    assert choice.host == HostChoice("Sam's table", False, 15)
    assert window.hosting.open_table(choice)
    session = window.hosting.pending
    config = session.host.config
    assert [s.kind for s in config.seats] == [SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.HARD]
    assert config.code is None and config.grace == 15 and session.options.name == "Sam's table"
    # Remembered apart: the host dialog comes back with its seats, a local game keeps its own.
    remembered = dialog.remembered()
    again = NewGameDialog(remembered, host=True)
    qtbot.addWidget(again)
    assert again.choice().kinds == (SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.HARD)
    assert again.choice().host == HostChoice("Sam's table", False, 15)
    local = NewGameDialog(remembered)
    qtbot.addWidget(local)
    assert SeatKind.REMOTE not in local.choice().kinds
    assert local.choice().kinds[:2] == (SeatKind.HUMAN, SeatKind.EASY)


def test_the_host_dialog_needs_a_network_seat(qtbot) -> None:
    dialog = NewGameDialog({"host": {"kinds": ["human", "medium", "medium", "medium"]}}, host=True)
    qtbot.addWidget(dialog)
    ok = dialog.buttons.buttons()[0]
    assert not ok.isEnabled() and dialog.watch_hint.text()
    dialog._set_combo(dialog.kind_boxes[1], SeatKind.REMOTE.value)
    assert ok.isEnabled()


def test_the_firewall_hint_says_what_to_do_on_windows_only() -> None:
    from hand_desktop.ui.sessions.lobby import firewall_hint

    windows = firewall_hint("win32")
    assert "private networks" in windows and "Allow an app through firewall" in windows
    for platform in ("linux", "darwin"):
        assert "Windows" not in firewall_hint(platform) and "not encrypted" in firewall_hint(platform)


def test_the_lobby_fills_as_clients_join_and_start_shows_the_table(qtbot, window: MainWindow) -> None:
    assert window.hosting.open_table(_choice([SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.REMOTE, SeatKind.MEDIUM]))
    lobby, session = window.hosting.lobby, window.hosting.pending
    assert window.stack.currentWidget() is lobby
    assert lobby.code_label.text() == session.code and len(session.code) == 6
    assert "192.0.2.10" in lobby.address_label.text() and str(session.port) in lobby.address_label.text()
    from hand_desktop.ui.sessions.lobby import firewall_hint

    assert lobby.firewall.text() == firewall_hint(sys.platform)
    assert not lobby.start_button.isEnabled()
    players = [Player(session.port, "Layla", 1, code=session.code, auto=False),
               Player(session.port, "Omar", 2, code=session.code, auto=False)]
    try:
        players[0].start()
        pump(qtbot, lambda: lobby.seat_names[1].text().endswith("Layla") or "Layla" in lobby.seat_names[1].text())
        assert not lobby.start_button.isEnabled()  # seat 3 is still free
        assert "Waiting" in lobby.seat_names[2].text()
        players[1].start()
        pump(qtbot, lobby.start_button.isEnabled)
        assert "Omar" in lobby.seat_names[2].text() and lobby.seat_states[2].text() == "Joined"
        players[1].conn.stop()  # Omar leaves: his seat stays his (its token), shown as away
        pump(qtbot, lambda: lobby.seat_states[2].text() == "Joined, connection lost")
        assert not lobby.computer_buttons[0].isVisible() and lobby.computer_buttons[1].isVisible()
        lobby.start_button.click()
        assert window.hosting.lobby is None and window.table is not None
        assert window.stack.currentWidget() is window.table
        assert session.match is not None
        # Layla got the first deal (a computer player may have moved on from it already).
        pump(qtbot, lambda: players[0].state.rev is not None)
        assert window.hosting.menu.menuAction().isVisible()
    finally:
        for p in players:
            p.conn.stop()


def test_in_loopback_mode_the_lobby_shows_the_address_it_listens_on(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    from hand_desktop.ui.sessions.hosting import LOOPBACK_ENV
    from hand_desktop.ui.sessions.lobby import join_addresses, local_addresses

    monkeypatch.setenv(LOOPBACK_ENV, "1")
    win = _window(qtbot)
    try:
        assert win.hosting.network["bind"] == "127.0.0.1"  # from the environment
        win.hosting.addresses = None  # the real addresses: none of this machine's others
        assert win.hosting.open_table(_choice([SeatKind.HUMAN, SeatKind.REMOTE]))
        lobby, session = win.hosting.lobby, win.hosting.pending
        text = lobby.address_label.text()
        assert "127.0.0.1" in text and str(session.port) in text and "this computer only" in text
        assert not any(a in text for a in local_addresses())
        assert lobby.firewall.isHidden()  # no other computer to let in
    finally:
        win.close()
    assert join_addresses("0.0.0.0") == local_addresses() and join_addresses("127.0.0.1") == ["127.0.0.1"]


def test_a_network_seat_becomes_a_computer_player_in_the_lobby(qtbot, window: MainWindow) -> None:
    assert window.hosting.open_table(_choice([SeatKind.HUMAN, SeatKind.REMOTE]))
    lobby = window.hosting.lobby
    assert not lobby.start_button.isEnabled()
    lobby.computer_buttons[1].click()
    assert lobby.start_button.isEnabled() and lobby.seat_states[1].text() == "Computer player (medium)"


def test_cancel_closes_the_table_cleanly(qtbot, window: MainWindow) -> None:
    assert window.hosting.open_table(_choice([SeatKind.HUMAN, SeatKind.REMOTE]))
    session = window.hosting.pending
    player = Player(session.port, "Layla", 1, code=session.code, auto=False, max_retries=0)
    gave_up: list[str] = []
    player.conn.gaveUp.connect(gave_up.append)
    player.start()
    pump(qtbot, lambda: player.state.welcomed)
    assert (storage.data_dir() / "hosted" / "seats.json").exists()
    window.hosting.lobby.cancel_button.click()
    assert window.hosting.lobby is None and window.stack.currentWidget() is window.welcome
    pump(qtbot, lambda: bool(gave_up), 5_000)  # its connection closed, and nobody listens any more
    assert not (storage.data_dir() / "hosted" / "seats.json").exists()


def test_the_host_hands_a_seat_to_a_computer_player_from_the_menu_and_back(qtbot, window: MainWindow) -> None:
    assert window.hosting.open_table(_choice([SeatKind.MEDIUM, SeatKind.REMOTE]))
    session = window.hosting.pending
    player = Player(session.port, "Layla", 1, code=session.code, auto=False)
    try:
        player.start()
        pump(qtbot, session.can_start)
        window.hosting.start()
        window.hosting.refresh_menu()
        [act] = window.hosting.take_over_actions
        assert "Layla" in act.text() and not act.isChecked()
        act.setChecked(True)
        assert session.presence(1) is Presence.COVERED
        rev = session.rev
        pump(qtbot, lambda: session.rev >= rev + 4, 10_000)  # the computer plays both seats
        window.hosting.refresh_menu()
        [act] = window.hosting.take_over_actions
        act.setChecked(False)
        assert session.presence(1) is Presence.HERE
    finally:
        player.conn.stop()


def test_a_hosted_table_resumes_after_the_window_closed_and_its_client_rejoins(qtbot) -> None:
    first = _window(qtbot)
    assert first.hosting.open_table(_choice([SeatKind.MEDIUM, SeatKind.REMOTE]))
    session = first.hosting.pending
    port = session.port
    player = Player(session.port, "Layla", 1, code=session.code)
    try:
        player.start()
        pump(qtbot, session.can_start)
        first.hosting.start()
        pump(qtbot, lambda: session.rev >= 6, 20_000)
        first.close()  # the host's window closes mid-match
        spin(0.2)
        assert (storage.data_dir() / "hosted" / "autosave.json").exists()
        asked: list[str] = []
        second = _window(qtbot, asked)
        second.hosting.network = {"bind": "127.0.0.1", "discovery": False}  # the port is the saved one
        second.startup()
        assert "network table" in second.welcome.subtitle.text()
        assert second.welcome.resume_button.isVisible()
        second.welcome.resume_button.click()
        again = second.life.hosted
        assert again is not None and again.port == port and second.table is not None
        pump(qtbot, lambda: again.presence(1) is Presence.HERE, 20_000)  # Layla came back by herself
        rev = again.rev
        pump(qtbot, lambda: again.rev >= rev + 4, 20_000)
        second.close()
    finally:
        player.conn.stop()


def test_a_hosted_match_runs_to_its_end_in_the_window_with_summaries_and_the_match_end(qtbot) -> None:
    win = _window(qtbot)
    win.watch_pause_ms = 50  # nobody at this computer plays: the summaries move on by themselves
    assert win.hosting.open_table(_choice([SeatKind.MEDIUM, SeatKind.REMOTE]))
    session = win.hosting.pending
    player = Player(session.port, "Layla", 1, code=session.code)
    summaries: list[object] = []
    shown = win.life._on_round_over
    win.life._on_round_over = lambda result: (summaries.append(result), shown(result))  # type: ignore[method-assign]
    try:
        player.start()
        pump(qtbot, session.can_start)
        win.hosting.start()
        pump(qtbot, lambda: win.end_dialog is not None, 90_000)
        match = session.match
        assert match.over and summaries == match.results  # each round's summary was shown
        pump(qtbot, lambda: player.state.match_over is not None)
        assert player.state.view == view_to_json(session.view_for(1))
        assert "Match over" in win.turn_label.text()
        assert not (storage.data_dir() / "hosted" / "autosave.json").exists()
        assert not storage.autosave_path().exists()  # a hosted match never touches the local autosave
    finally:
        player.conn.stop()
        win.close()


def test_the_host_dialogs_mnemonics_are_unique(qtbot) -> None:
    import re

    from PySide6.QtWidgets import QAbstractButton, QLabel

    dialog = NewGameDialog({}, host=True)
    qtbot.addWidget(dialog)
    dialog.house.toggle.click()
    texts = [w.text() for w in dialog.findChildren(QLabel) if w.buddy() is not None]
    texts += [w.text() for w in dialog.findChildren(QAbstractButton)]
    keys = [m.group(1).lower() for t in texts for m in [re.search(r"&([^&\s])", t)] if m]
    assert len(keys) == len(set(keys)), sorted(keys)
    assert dialog.buttons.buttons()[0].text() == "&Start hosting"


def test_return_in_the_lobby_starts_once_everyone_is_there(qtbot, window: MainWindow) -> None:
    from PySide6.QtCore import Qt

    assert window.hosting.open_table(_choice([SeatKind.HUMAN, SeatKind.REMOTE]))
    lobby = window.hosting.lobby
    qtbot.keyClick(lobby, Qt.Key.Key_Return)
    assert window.hosting.lobby is lobby  # nobody joined yet: nothing happens
    lobby.computer_buttons[1].click()
    lobby.setFocus()
    qtbot.keyClick(lobby, Qt.Key.Key_Return)
    assert window.hosting.lobby is None and window.table is not None


def test_leaving_a_hosted_match_for_a_new_game_asks_first_and_closes_the_table(qtbot) -> None:
    asked: list[str] = []
    win = _window(qtbot, asked)
    assert win.hosting.open_table(_choice([SeatKind.MEDIUM, SeatKind.REMOTE]))
    session = win.hosting.pending
    player = Player(session.port, "Layla", 1, code=session.code)
    try:
        player.start()
        pump(qtbot, session.can_start)
        win.hosting.start()
        pump(qtbot, lambda: session.rev >= 2, 10_000)
        assert win._abandon_ok()  # nobody plays at this computer, yet the players elsewhere count
        assert asked == ["Abandon the match in progress?"]
        win.start_match(Rules(), ["Ana", "Badr"], ["human", "easy"], seed=3)
        assert win.life.hosted is None
        assert not (storage.data_dir() / "hosted" / "autosave.json").exists()  # closed for good
        pump(qtbot, lambda: not player.state.welcomed or player.conn.retrying, 5_000)
    finally:
        player.conn.stop()
        win.close()


def test_a_broken_hosted_table_is_reported_and_set_aside_at_start_up(qtbot) -> None:
    folder = storage.data_dir() / "hosted"
    folder.mkdir(parents=True)
    (folder / "seats.json").write_text("{not json", encoding="utf-8")
    (folder / "autosave.json").write_text("{}", encoding="utf-8")
    win = MainWindow(Settings(animation_ms=0))
    qtbot.addWidget(win)
    told: list[str] = []
    win.inform = lambda _t, text: told.append(text)  # type: ignore[method-assign]
    win.new_game = lambda: False  # type: ignore[method-assign]
    win.startup()
    assert len(told) == 1 and "network table" in told[0]
    assert list(folder.glob("seats.broken-*.json")) and list(folder.glob("autosave.broken-*.json"))
    assert not (folder / "seats.json").exists() and not win.welcome.resume_button.isVisible()
    win.close()



@pytest.mark.parametrize("broken", ["seats.json", "hands.json"])
def test_a_broken_hosted_table_in_a_read_only_folder_is_reported_at_every_start_never_raised(
        qtbot, broken: str) -> None:
    from tests.helpers import refusing_folder

    folder = storage.data_dir() / "hosted"
    folder.mkdir(parents=True)
    if broken == "seats.json":
        (folder / "seats.json").write_text("{not json", encoding="utf-8")
        (folder / "autosave.json").write_text("{}", encoding="utf-8")
    else:  # a good table whose hand orders are wrong-typed
        from hand_desktop.core.match import Match
        from hand_desktop.host_files import TableFiles

        table = TableFiles(folder)
        match = Match(Rules(rounds=3), 2, 5, ["Sam", "Layla"], kinds=(SeatKind.HUMAN, SeatKind.REMOTE))
        match.apply(__import__("hand_desktop.core.moves", fromlist=["x"]).legal_actions(
            match.view_for(match.round.turn))[0])
        table.save_match(match)
        table.save_seats("t-1", None, ["local", "remote"], ["Sam", "Layla"], {}, {"name": "Sam's table"})
        (folder / "hands.json").write_text('{"0": {"order": 5}}', encoding="utf-8")
    with refusing_folder(folder):
        for _start in range(2):  # Resume does not repeat a traceback either
            win = _window(qtbot)
            told: list[str] = []
            win.inform = lambda _t, text, told=told: told.append(text)  # type: ignore[method-assign]
            win.new_game = lambda: False  # type: ignore[method-assign]
            win.startup()
            if broken == "hands.json":
                win.welcome.resume_button.click()
                spin(0.1)
            assert any("could not be set aside" in text for text in told), told
            win.close()
    assert (folder / broken).exists()  # never overwritten, never lost

def test_a_resumed_hosted_match_keeps_the_hot_seat_persons_hand_order(qtbot) -> None:
    first = _window(qtbot)
    assert first.hosting.open_table(_choice([SeatKind.HUMAN, SeatKind.REMOTE]))
    session = first.hosting.pending
    player = Player(session.port, "Layla", 1, code=session.code)
    try:
        player.start()
        pump(qtbot, session.can_start)
        first.hosting.start()
        order, _mode = first.table.arrangement()[0]
        mine = (tuple(reversed(order)), None)  # Sam arranged his cards his own way
        first.table.restore_arrangement({0: mine})
        assert first.table.arrangement()[0] == mine
        first.close()  # the host's window closes mid-match: the hand order is kept beside the match
        spin(0.2)
        assert (storage.data_dir() / "hosted" / "hands.json").exists()
        second = _window(qtbot)
        second.hosting.network = {"bind": "127.0.0.1", "discovery": False}
        second.startup()
        second.welcome.resume_button.click()
        assert second.life.hosted is not None and second.table is not None
        assert second.table.arrangement()[0] == mine
        second.life.hosted.cancel()  # closing the table for good leaves no hand orders behind
        assert not (storage.data_dir() / "hosted" / "hands.json").exists()
        second.close()
    finally:
        player.conn.stop()


@pytest.mark.parametrize("language", ["en", "ar"])
def test_in_a_small_window_the_lobby_scrolls_and_keeps_its_buttons_whole(qtbot, app, language) -> None:
    from hand_desktop.ui.words import i18n

    i18n.switch_language(app, language)
    win = _window(qtbot)
    try:
        assert win.hosting.open_table(_choice([SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.REMOTE, SeatKind.MEDIUM]))
        lobby = win.hosting.lobby
        win.resize(win.minimumSize())  # 800 x 560: the Arabic lobby is taller than that
        qtbot.waitUntil(lambda: win.height() == win.minimumHeight())
        spin(0.05)
        for button in (*lobby.computer_buttons[1:3], lobby.start_button, lobby.cancel_button):
            assert button.height() >= button.sizeHint().height(), button.text()  # never squeezed
        window_box = win.rect()
        for button in (lobby.start_button, lobby.cancel_button):  # in view without scrolling
            corner = button.mapTo(win, button.rect().bottomRight())
            assert window_box.contains(corner), button.text()
    finally:
        win.hosting.cancel()


@pytest.mark.parametrize("language", ["en", "ar"])
def test_on_a_1024x640_screen_the_lobby_shows_all_four_seats(qtbot, app, language) -> None:
    """Issue 28 item 11: the title and the join code are set smaller on a short screen, and
    seat 4 is in view without scrolling."""
    from hand_desktop.ui.words import i18n

    i18n.switch_language(app, language)
    win = _window(qtbot)
    try:
        assert win.hosting.open_table(_choice([SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.REMOTE, SeatKind.REMOTE]))
        lobby = win.hosting.lobby
        win.resize(1024, 640 - 50)  # the window on a 1024x640 screen, less its title bar
        qtbot.waitUntil(lambda: win.height() == 590)
        spin(0.05)
        scroll = lobby.findChild(QScrollArea, "lobbyScroll")
        viewport = scroll.viewport()
        last = lobby.computer_buttons[3]
        corner = last.mapTo(viewport, last.rect().bottomRight())
        assert viewport.rect().contains(corner) and scroll.verticalScrollBar().value() == 0
        win.resize(1280, 800)  # a taller window: the large code again
        qtbot.waitUntil(lambda: lobby._compact is False)
    finally:
        win.hosting.cancel()


def test_a_hosted_table_that_cannot_be_saved_tells_the_host_once_and_the_status_bar_says_so(qtbot) -> None:
    from tests.helpers import refusing_folder

    win = _window(qtbot)
    told: list[str] = []
    win.inform = lambda _t, text: told.append(text)  # type: ignore[method-assign]
    assert win.hosting.open_table(_choice([SeatKind.MEDIUM, SeatKind.REMOTE, SeatKind.MEDIUM]))
    session = win.hosting.pending
    player = Player(session.port, "Layla", 1, code=session.code)
    try:
        player.start()
        pump(qtbot, session.can_start)
        win.hosting.start()
        pump(qtbot, lambda: (player.state.rev or 0) >= 2, 20_000)
        assert not win.saving_label.isVisible()
        with refusing_folder(storage.data_dir() / "hosted"):
            rev = player.state.rev
            pump(qtbot, lambda: (player.state.rev or 0) >= rev + 10, 30_000)  # play goes on
            spin(0.1)
            assert len(told) == 1 and "network table could not be saved" in told[0]  # one box, not one a move
            assert win.saving_label.isVisible() and win.saving_label.text() == "This table is not being saved"
        win.life.autosave()  # the next write (a move, or the window's own hook) works again
        assert session.save_problem is None and not win.saving_label.isVisible()
        assert len(told) == 1
    finally:
        player.conn.stop()
        win.close()


def test_a_table_hosted_from_the_window_keeps_a_private_host_log(qtbot) -> None:
    import stat

    win = _window(qtbot)
    assert win.hosting.open_table(_choice([SeatKind.HUMAN, SeatKind.REMOTE]))
    session = win.hosting.pending
    player = Player(session.port, "Layla", 1, code=session.code, auto=False)
    try:
        player.start()
        pump(qtbot, session.can_start)
        player.conn.stop()
        path = storage.data_dir() / "host.log"
        pump(qtbot, lambda: path.exists() and "leave:" in path.read_text(encoding="utf-8"), 5_000)
        text = path.read_text(encoding="utf-8")
        assert "join: seat 2 (Layla) from 127.0.0.1" in text and session.code not in text
        assert stat.S_IMODE(path.stat().st_mode) == 0o600
    finally:
        player.conn.stop()
        win.close()
