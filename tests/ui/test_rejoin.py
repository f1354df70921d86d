"""A joined player whose app was closed or crashed sits down again: the seat's note
(``seat_ticket``, in the data folder), the welcome page's Rejoin, and a refused seat forgotten."""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path

import pytest

from hand_desktop.ui import storage
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.sessions.join_dialog import JoinDialog
from hand_desktop.ui.sessions.seat_ticket import SeatTicket, load_ticket, save_ticket, ticket_path
from hand_desktop.ui.storage import Settings
from tests.ui.net_support import Table, pump


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


@pytest.fixture(autouse=True)
def dialogs_wait_for_their_answer(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    """JoinDialog.exec without a nested loop: run the events until it is done or shows a failure."""

    def run(dialog: JoinDialog) -> int:
        dialog.show()
        qtbot.waitUntil(lambda: dialog.result() == 1 or (dialog.session is None and "seat" in dialog.error.text()
                                                          and "Rejoining" not in dialog.error.text()),
                        timeout=15_000)
        return dialog.result()

    monkeypatch.setattr(JoinDialog, "exec", run)


def _window(qtbot, informed: list[str]) -> MainWindow:
    win = MainWindow(Settings(animation_ms=0))
    win.inform = lambda _title, text: informed.append(text)  # type: ignore[method-assign]
    win.ask = lambda _title, _text: True  # type: ignore[method-assign]
    qtbot.addWidget(win)
    win.show()
    return win


def _join(qtbot, table: Table) -> JoinDialog:
    dialog = JoinDialog(name="Layla", addresses=[], app_version="0.2.0", animation_ms=0)
    qtbot.addWidget(dialog)
    dialog.address_edit.setText(f"127.0.0.1:{table.port}")
    dialog.choose_address()
    dialog.code_edit.setText(table.config.code or "")
    dialog.join()
    pump(qtbot, lambda: dialog.pages.currentIndex() == 2, 5000)
    return dialog


def test_a_welcomed_seat_is_noted_for_this_user_only(qtbot) -> None:
    table = Table("remote,easy,easy,easy", rounds=3)
    try:
        dialog = _join(qtbot, table)
        state = dialog.session.state
        ticket, warning = load_ticket()
        assert warning is None and ticket == SeatTicket(state.table, state.token, "127.0.0.1", table.port, "Layla")
        if os.name == "posix":
            assert stat.S_IMODE(ticket_path().stat().st_mode) == 0o600  # the token is the player's secret
        dialog.reject()  # leaving the lobby by choice gives the seat up
        assert not ticket_path().exists()
    finally:
        table.close()


def test_after_a_crash_the_welcome_page_rejoins_the_same_seat(qtbot) -> None:
    table = Table("remote,easy,easy,easy", rounds=3)
    informed: list[str] = []
    try:
        dialog = _join(qtbot, table)
        table.start_when_seated(qtbot, 5000)
        pump(qtbot, lambda: dialog.result() == 1, 5000)
        first = dialog.take_session()
        seat, token = first.own_seat, first.state.token
        first.connection.stop(say_bye=False)  # the app crashed: no bye, the host waits
        first.blockSignals(True)
        win = _window(qtbot, informed)
        win.startup()
        button = win.welcome.rejoin_button
        assert button.isVisible() and button.isDefault()
        assert f"127.0.0.1:{table.port}" in button.text().replace("\u2066", "").replace("\u2069", "")
        assert "Rejoin your seat" in win.welcome.subtitle.text()
        button.click()
        session = win.session
        assert session is not None and session.own_seat == seat and session.state.token == token
        assert session.has_view and win.table is not None and not informed
        assert not win.welcome.rejoin_button.isVisible()  # playing: nothing to rejoin
        win.life.close()
        win.close()
    finally:
        table.close()


def test_a_seat_the_host_no_longer_keeps_is_forgotten_with_the_reason(qtbot) -> None:
    table = Table("remote,easy,easy,easy", rounds=3)
    informed: list[str] = []
    try:
        save_ticket(SeatTicket("t-test", "not-the-token", "127.0.0.1", table.port, "Layla", "Sam's table"))
        win = _window(qtbot, informed)
        win.startup()
        assert "Sam's table" in win.welcome.rejoin_button.text()
        seen: list[str] = []
        shown = JoinDialog._on_failed

        def failed(self: JoinDialog, code: str) -> None:
            shown(self, code)
            seen.append(self.error.text())

        JoinDialog._on_failed = failed  # type: ignore[method-assign]
        try:
            assert not win.rejoin_table()
        finally:
            JoinDialog._on_failed = shown  # type: ignore[method-assign]
        assert seen and "no longer keeps your seat" in seen[0] and "forgets that seat" in seen[0]
        assert not ticket_path().exists() and not win.welcome.rejoin_button.isVisible()
        win.close()
    finally:
        table.close()


def test_a_broken_note_is_set_aside_and_reported(qtbot, home: Path) -> None:
    path = ticket_path()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps({"kind": "hand-desktop-seat", "schema": 1, "table": "t", "token": "",
                                "host": "127.0.0.1", "port": 47123, "name": "Layla"}))
    informed: list[str] = []
    win = _window(qtbot, informed)
    assert not win.welcome.rejoin_button.isVisible()
    assert not win._show_held_seat()  # what start-up asks before offering a new game
    assert len(informed) == 1 and "cannot be rejoined" in informed[0]
    assert load_ticket() == (None, None)
    assert not path.exists() and list(path.parent.glob("joined.broken-*.json"))
    win.close()


def test_the_rejoin_button_shows_the_tables_name_by_the_name_rule(qtbot) -> None:
    note = SeatTicket("t-1", "tok", "127.0.0.1", 47123, "Layla\u200b", "\u202eOmar's\ntable").to_json()
    ticket_path().parent.mkdir(parents=True, exist_ok=True)
    ticket_path().write_text(json.dumps(note), encoding="utf-8")
    win = _window(qtbot, [])
    win._update_actions()
    text = win.welcome.rejoin_button.text()
    assert "\u202e" not in text and "\n" not in text and "Omar's table" in text
    ticket, _warning = load_ticket()
    assert ticket is not None and ticket.name == "Layla" and ticket.table_name == "Omar's table"
    bad_host = {**note, "host": "127.0.0.1\u202e"}
    ticket_path().write_text(json.dumps(bad_host), encoding="utf-8")
    assert load_ticket()[0] is None  # an address with a bidi override is not one: set aside, told
    win.close()
