"""Network matches count in the record (Game > Statistics): a joined client counts its own seat
from what it saw, once per table and ending; the host counts its hot-seat people."""

from __future__ import annotations

import pytest

from hand_desktop.core.match import Match
from hand_desktop.core.record import Level, entry_of, table_match_id
from hand_desktop.core.seats import SeatKind
from hand_desktop.ui import record_keeper, storage
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.storage import Settings
from tests.ui.net_support import AutoPlay, Table, joined, pump


@pytest.fixture
def window(app, qtbot) -> MainWindow:
    win = MainWindow(Settings(animation_ms=0))
    win.inform = lambda _title, _text: None  # type: ignore[method-assign]
    win.ask = lambda _title, _text: True  # type: ignore[method-assign]
    qtbot.addWidget(win)
    yield win
    win.life.close()
    win.close()


def test_a_joined_match_counts_this_seat_once(qtbot, window: MainWindow, tmp_path, monkeypatch) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    # Unpaced bots: AutoPlay keeps this client within the host's rate limit.
    table = Table("remote,easy,easy,easy", rounds=3)
    try:
        session = joined(qtbot, table, "Layla")
        from hand_desktop.ui.sessions.seat_ticket import SeatTicket, save_ticket, ticket_path

        save_ticket(SeatTicket("t-test", session.state.token, "127.0.0.1", table.port, "Layla"))
        window.life.play(session)
        player = AutoPlay(session)  # kept: the signal holds it only weakly
        for _ in range(6):  # three rounds, and perhaps deciding ones
            pump(qtbot, lambda: window.life.summary_dialog is not None or window.life.end_dialog is not None,
                 60_000)
            if window.life.end_dialog is not None:
                break
            window.life.summary_dialog.accept()  # ready for the next deal
            if window.life.end_dialog is not None:
                break
        assert window.life.end_dialog is not None and player.acted is not None
        assert not ticket_path().exists()  # the match is over: no seat to rejoin
        record, message = storage.load_record()
        assert message is None
        assert len(record.entries) == 1
        entry = record.entries[0]
        assert entry.id == table_match_id("t-test", session.summary())
        (person,) = entry.people  # only this computer's seat; the bots are not people
        assert (person.name, person.seat, person.level) == ("Layla", session.own_seat, Level.EASY)
        summary = session.summary()
        assert person.total == summary.standings[person.seat]
        assert person.won == (summary.winner == person.seat)
        assert person.rounds == tuple(r.points[person.seat] for r in summary.results) and len(person.rounds) == summary.round_number
        # The same as the host's own count of that seat (the host replays its match from the seed).
        assert table.match is not None
        kinds = [SeatKind.HUMAN if s == person.seat else SeatKind.EASY for s in range(4)]
        host_view = entry_of(table.match, entry.when, kinds)
        assert host_view is not None and host_view.people == entry.people
        # Seen again (the end shown twice): counted once.
        window.life._count_in_record()
        assert len(storage.load_record()[0].entries) == 1
    finally:
        table.close()


def test_a_hosted_match_counts_the_hosts_people_only(qtbot, window: MainWindow, tmp_path, monkeypatch) -> None:
    from tests.net.lan import Player
    from tests.net.test_host_session import HotSeat, _session

    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    session = _session(tmp_path, [SeatKind.HUMAN, SeatKind.MEDIUM, SeatKind.REMOTE])
    player = Player(session.port, "Layla", 2, code=session.code)
    hot = HotSeat(session)
    try:
        player.start()
        pump(qtbot, session.can_start, 10_000)
        session.start_match()
        window.life.adopt(session)
        hot.play()
        for _ in range(8):
            pump(qtbot, lambda: window.life.summary_dialog is not None or window.life.end_dialog is not None,
                 60_000)
            if window.life.end_dialog is not None:
                break
            window.life.summary_dialog.accept()
        assert window.life.end_dialog is not None
        match: Match = session.match
        (entry,) = storage.load_record()[0].entries
        assert [p.seat for p in entry.people] == [0]  # Sam, at the host; Layla counts on her own computer
        assert entry.people[0].name == "Sam" and entry.people[0].level is Level.MEDIUM
        assert entry == entry_of(match, entry.when, [SeatKind.HUMAN, SeatKind.MEDIUM, SeatKind.REMOTE])
        assert record_keeper.count_finished(match, [s.kind for s in session.seats]) is None
        assert len(storage.load_record()[0].entries) == 1  # counted once
    finally:
        player.conn.stop()
        window.life.close()
