"""Game > Join a table: the tables found on 127.0.0.1, joining by address, the lobby, the messages."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtNetwork import QHostAddress, QUdpSocket

from hand_desktop.net.discovery import DiscoveryResponder
from hand_desktop.ui.sessions.join_dialog import JoinDialog, parse_address
from hand_desktop.ui.sessions.remote_session import JoinFailure
from hand_desktop.ui.words import i18n
from tests.ui.net_support import CODE, Table, pump


def answer(table: Table, proto: int = 1, app: str = "0.2.0", name: str = "Layla's table") -> dict:
    return {"proto": proto, "app": app, "table": f"t-{proto}", "name": name, "port": table.port,
            "variant": "hand", "rounds": 3, "seats": table.host.seats(), "code": True}


@pytest.fixture
def table(app):
    t = Table("remote,remote,easy,easy", rounds=3)
    yield t
    t.close()


def dialog_for(qtbot, port: int = 0, **options) -> JoinDialog:
    dialog = JoinDialog(None, name="Layla", addresses=["127.0.0.1"], discovery_port=port,
                        finder_bind="127.0.0.1", app_version="0.2.0", animation_ms=0, **options)
    qtbot.addWidget(dialog)
    dialog.show()
    return dialog


def test_addresses_with_or_without_a_port() -> None:
    assert str(parse_address(" 192.168.1.20 ")) == "192.168.1.20"
    a = parse_address("192.168.1.20:5000")
    assert a is not None and (a.host, a.port) == ("192.168.1.20", 5000)
    assert parse_address("hand-pc.local") is not None
    for bad in ("", "  ", "1.2.3.4:0", "1.2.3.4:70000", "1.2.3.4:x", "a b", "1.2.3.4:", ":80"):
        assert parse_address(bad) is None, bad


def test_tables_answering_on_loopback_are_listed_and_another_version_is_greyed(qtbot, table: Table) -> None:
    responder = DiscoveryResponder(lambda: answer(table), bind="127.0.0.1", port=0)
    assert responder.start()
    dialog = dialog_for(qtbot, responder.port)
    try:
        pump(qtbot, lambda: dialog.tables.topLevelItemCount() == 1, 5000)
        item = dialog.tables.topLevelItem(0)
        assert "Layla's table" in item.text(0) and "127.0.0.1" in item.text(1)
        assert item.text(4) == "2" and item.text(5) == "code needed"  # two free seats
        assert item.flags() & Qt.ItemFlag.ItemIsEnabled
        # A host of another protocol version answers too (sent straight to the finder's socket).
        newer = QUdpSocket()
        assert newer.bind(QHostAddress("127.0.0.1"), 0)
        data = json.dumps({"type": "table", **answer(table, proto=2, app="0.9.1", name="Sami")}).encode()
        newer.writeDatagram(data, QHostAddress("127.0.0.1"), dialog.finder.sock.localPort())
        pump(qtbot, lambda: dialog.tables.topLevelItemCount() == 2, 5000)
        grey = next(dialog.tables.topLevelItem(i) for i in range(2)
                    if "Sami" in dialog.tables.topLevelItem(i).text(0))
        assert not grey.flags() & Qt.ItemFlag.ItemIsEnabled and "0.9.1" in grey.text(0)
        assert "0.9.1" in grey.toolTip(0)
        # Choosing the good table leads to the name and code.
        dialog.tables.setCurrentItem(item)
        dialog.choose_button.click()
        assert dialog.pages.currentIndex() == 1 and dialog.target.port == table.port
        assert dialog.name_edit.text() == "Layla"
        newer.close()
    finally:
        responder.close()
        dialog.reject()


def join_by_address(qtbot, dialog: JoinDialog, address: str, code: str) -> None:
    dialog.address_edit.setText(address)
    dialog.address_button.click()
    assert dialog.pages.currentIndex() == 1
    dialog.code_edit.setText(code)
    dialog.join_button.click()


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_wrong_code_by_address_is_told_in_the_players_language(qtbot, app, table: Table, language) -> None:
    i18n.switch_language(app, language)
    dialog = dialog_for(qtbot)
    try:
        join_by_address(qtbot, dialog, f"127.0.0.1:{table.port}", "ZZZZZZ")
        expected = dialog_failure(JoinFailure.BAD_CODE)
        pump(qtbot, lambda: dialog.error.text() == expected, 5000)
        assert dialog.pages.currentIndex() == 1 and dialog.session is None
        if language == "ar":
            assert any("\u0600" <= ch <= "\u06ff" for ch in expected)  # said in Arabic
        else:
            assert "join code is not right" in expected
        # Put right, the same page joins: the lobby, then the table once the host starts.
        dialog.code_edit.setText(CODE.lower())
        dialog.join_button.click()
        pump(qtbot, lambda: dialog.pages.currentIndex() == 2, 5000)
        pump(qtbot, lambda: dialog.lobby_seats.count() == 4, 5000)
        lines = [dialog.lobby_seats.item(i).text() for i in range(4)]
        assert "Layla" in lines[0] and "(you)" not in lines[1]
        assert "Waiting for the host" in dialog.lobby_status.text() or language == "ar"
    finally:
        dialog.reject()


def dialog_failure(failure: JoinFailure) -> str:
    from hand_desktop.ui.sessions.join_dialog import failure_text

    return failure_text(failure)


def test_the_lobby_waits_then_the_dialog_hands_over_the_session(qtbot, table: Table) -> None:
    from tests.ui.net_support import Player

    other = Player(table.port, "Omar", 3, auto=False)
    other.start()
    dialog = dialog_for(qtbot)
    try:
        join_by_address(qtbot, dialog, f"127.0.0.1:{table.port}", CODE)
        pump(qtbot, lambda: dialog.pages.currentIndex() == 2, 5000)
        pump(qtbot, lambda: other.state.seat is not None and dialog.lobby_seats.count() == 4, 5000)
        lines = [dialog.lobby_seats.item(i).text() for i in range(4)]
        assert any("Omar, connected" in line.replace("\u2068", "").replace("\u2069", "") for line in lines)
        assert any("computer player (easy)" in line for line in lines)
        table.start_when_seated(qtbot)
        pump(qtbot, lambda: dialog.result() == dialog.DialogCode.Accepted, 5000)
        session = dialog.take_session()
        assert session is not None and session.has_view and dialog.session is None
        session.shutdown()
    finally:
        other.conn.stop()
        dialog.reject()


def test_no_host_at_an_address_and_a_bad_address_are_told(qtbot, table: Table) -> None:
    port = table.port
    table.close()
    dialog = dialog_for(qtbot, join_timeout_ms=800)
    try:
        dialog.address_edit.setText("not an address")
        dialog.address_button.click()
        assert dialog.pages.currentIndex() == 0 and "is not an address" in dialog.address_error.text()
        join_by_address(qtbot, dialog, f"127.0.0.1:{port}", CODE)
        pump(qtbot, lambda: "No table answered at" in dialog.error.text(), 5000)
        assert f"127.0.0.1:{port}" in dialog.error.text()
    finally:
        dialog.reject()


def test_a_host_that_leaves_its_lobby_has_closed_the_table(qtbot, table: Table) -> None:
    dialog = dialog_for(qtbot, lobby_patience_ms=1500)
    try:
        join_by_address(qtbot, dialog, f"127.0.0.1:{table.port}", CODE)
        pump(qtbot, lambda: dialog.pages.currentIndex() == 2, 5000)
        table.close()  # the host closes its table before the match starts
        pump(qtbot, lambda: "Reconnecting" in dialog.lobby_status.text(), 5000)
        pump(qtbot, lambda: dialog.pages.currentIndex() == 1, 5000)
        assert dialog.error.text() == dialog_failure(JoinFailure.CLOSED)
        assert "closed the table" in dialog.error.text() and dialog.session is None
    finally:
        dialog.reject()


@pytest.mark.parametrize("language", ["en", "ar"])
def test_a_lobby_joined_by_address_is_titled_by_its_host_address(qtbot, app, table: Table, language) -> None:
    i18n.switch_language(app, language)
    dialog = dialog_for(qtbot)
    try:
        join_by_address(qtbot, dialog, f"127.0.0.1:{table.port}", CODE)
        pump(qtbot, lambda: dialog.pages.currentIndex() == 2, 5000)
        title = dialog.lobby_title.text()
        assert f"127.0.0.1:{table.port}" in title  # welcome names no table, nothing was found
        expected = "الطاولة على العنوان" if language == "ar" else "The table at"
        assert expected in title
    finally:
        dialog.reject()


def test_a_lobby_joined_by_address_takes_the_name_the_search_found_there(qtbot, table: Table) -> None:
    found = {**answer(table, name="Layla's table"), "table": table.config.table}
    responder = DiscoveryResponder(lambda: found, bind="127.0.0.1", port=0)
    assert responder.start()
    dialog = dialog_for(qtbot, responder.port)
    try:
        pump(qtbot, lambda: dialog.tables.topLevelItemCount() == 1, 5000)
        join_by_address(qtbot, dialog, f"127.0.0.1:{table.port}", CODE)
        pump(qtbot, lambda: dialog.pages.currentIndex() == 2, 5000)
        assert dialog.lobby_title.text() == "Layla's table"
        assert dialog.table_name() == "Layla's table"  # and the seat's ticket keeps it
    finally:
        responder.close()
        dialog.reject()


def test_a_joined_players_lobby_names_a_computers_seat_as_the_hosts_lobby_does(app) -> None:
    from hand_desktop.ui.sessions.join_dialog import seat_line
    from hand_desktop.ui.sessions.remote_session import SeatState

    line = seat_line(3, SeatState("Player 3", "medium", True, True, False, None), own=False)
    assert line.replace("\u2068", "").replace("\u2069", "") == "3. Player 3, computer player (medium)"
    unnamed = seat_line(2, SeatState("", "hard", True, True, False, None), own=False)
    assert unnamed.replace("\u2068", "").replace("\u2069", "") == "2. Player 2, computer player (hard)"
