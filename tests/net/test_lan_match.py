"""A whole match over real sockets on 127.0.0.1: two remote players, a hot-seat player, a bot."""

from __future__ import annotations

from hand_desktop.core.match import Match
from hand_desktop.core.wire import view_to_json
from hand_desktop.net.match_game import MatchGame
from tests.net.lan import Player, Table, pump


def test_a_whole_match_of_two_remote_players_a_local_one_and_a_bot_ends_in_sync(qtbot) -> None:
    table = Table("remote,remote,local,medium", rounds=3)
    players = [Player(table.port, "Layla", 1), Player(table.port, "Omar", 2)]
    for p in players:
        p.start()
    try:
        table.start_when_seated(qtbot)
        pump(qtbot, lambda: all(p.state.match_over is not None for p in players), 60_000)
        match = table.match
        assert match is not None and match.over and len(match.results) >= 3
        for p in players:
            seat = p.state.seat
            assert seat is not None
            assert p.state.rev == table.host.game.rev == len(match.log)
            assert p.state.view == table.host.game.view(seat)
            assert p.state.match_over == {"totals": match.totals(), "winner": match.winner()}
            assert [m["type"] for m in p.messages].count("round_over") == len(match.results)
        assert table.oracle.checked > 100 and table.oracle.leaks == []
        assert table.saves == len(match.log)  # the owner was told after every log entry (autosave)
    finally:
        for p in players:
            p.conn.stop()
        table.close()


def _broken_run(qtbot, monkeypatch, breakage) -> list[str]:
    breakage(monkeypatch)
    table = Table("remote,remote,medium,medium", rounds=3)
    players = [Player(table.port, "Layla", 1), Player(table.port, "Omar", 2)]
    for p in players:
        p.start()
    try:
        table.start_when_seated(qtbot)
        pump(qtbot, lambda: len(table.match.log) >= 12 or bool(table.oracle.leaks), 15_000)
        return table.oracle.leaks
    finally:
        for p in players:
            p.conn.stop()
        table.close()


def test_the_leak_oracle_catches_unredacted_draws(qtbot, monkeypatch) -> None:
    def breakage(mp) -> None:
        mp.setattr(Match, "events_for", lambda self, seat: tuple(self._last))

    leaks = _broken_run(qtbot, monkeypatch, breakage)
    assert any("in update" in leak for leak in leaks), leaks


def test_the_leak_oracle_catches_another_seats_hand_in_a_view(qtbot, monkeypatch) -> None:
    real = Match.view_for

    def breakage(mp) -> None:
        mp.setattr(MatchGame, "view", lambda self, seat: view_to_json(real(self._match, (seat + 1) % 4)))

    leaks = _broken_run(qtbot, monkeypatch, breakage)
    assert any("in welcome" in leak or "in update" in leak for leak in leaks), leaks
