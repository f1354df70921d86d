"""The desktop host's ``HostSession`` over real sockets on 127.0.0.1: the host's hot-seat person,
bots on the worker thread, remote clients, take-over, grace time and resume."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from hand_desktop.core.actions import Discard, action_from_json
from hand_desktop.core.rules import Rules
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.core.wire import view_to_json
from hand_desktop.host_files import TableFiles
from hand_desktop.ui.sessions.host_session import HostOptions, HostSession
from hand_desktop.ui.sessions.session import Applied, Presence
from tests.net.lan import Player, choose, pump, spin

SEED = 424_242


def _session(tmp_path: Path, kinds: list[SeatKind], rounds: int = 3, grace: float = 60.0,
             port: int = 0, **kw) -> HostSession:
    seats = [Seat("Sam" if k is SeatKind.HUMAN else "", k) for k in kinds]
    options = HostOptions(name="Sam's table", code=True, grace=grace, port=port, bind="127.0.0.1",
                          discovery=False)
    session = HostSession(Rules(rounds=rounds), seats, options, TableFiles(tmp_path / "hosted"),
                          seed=SEED, animation_ms=0, **kw)
    assert session.open()
    return session


class HotSeat:
    """The person at the host computer: plays a random legal move of their own view when it is their turn."""

    def __init__(self, session: HostSession) -> None:
        self.session = session
        self.rng = random.Random(3)
        self.reports: list[Applied] = []
        session.applied.connect(self._on_applied)

    def _on_applied(self, report: Applied) -> None:
        self.reports.append(report)
        if report.round_ended is not None and not report.match_over:
            self.session.next_round()
        self.play()

    def play(self) -> None:
        s = self.session
        if s.match is None or s.match.over or s.match.round.over:
            return
        seat = s.match.round.turn
        if s.seats[seat].kind is SeatKind.HUMAN:
            wire = choose(view_to_json(s.view_for(seat)), self.rng, plain=False)
            assert wire is not None
            assert s.submit(action_from_json({**wire, "seat": seat}, s.match.players))


def test_a_whole_hosted_match_with_a_hot_seat_person_a_bot_and_two_clients_ends_in_sync(qtbot, tmp_path) -> None:
    session = _session(tmp_path, [SeatKind.HUMAN, SeatKind.MEDIUM, SeatKind.REMOTE, SeatKind.REMOTE])
    players = [Player(session.port, "Layla", 1, code=session.code),
               Player(session.port, "Omar", 2, code=session.code)]
    changes: list[int] = []
    session.lobby_changed.connect(lambda: changes.append(1))
    hot = HotSeat(session)
    try:
        assert not session.can_start()
        for p in players:
            p.start()
        pump(qtbot, session.can_start, 10_000)
        assert changes, "the lobby heard of the joins"
        assert [s["name"] for s in session.lobby_seats()][2:] == ["Layla", "Omar"]
        session.start_match()
        session.start()
        hot.play()
        pump(qtbot, lambda: all(p.state.match_over is not None for p in players), 90_000)
        match = session.match
        assert match is not None and match.over and len(match.results) >= 3
        assert [r.rev for r in hot.reports] == list(range(1, len(match.log) + 1))  # one report per change
        assert hot.reports[-1].match_over
        for p in players:
            seat = p.state.seat
            assert seat in (2, 3)
            assert p.state.rev == len(match.log)
            assert p.state.view == view_to_json(session.view_for(seat))
            assert p.state.match_over == {"totals": match.totals(), "winner": match.winner()}
        assert not session.files.exists() and not session.files.save_path.exists()  # nothing to resume
    finally:
        for p in players:
            p.conn.stop()
        session.shutdown()


def test_a_refused_hot_seat_action_changes_nothing_and_sends_nothing(qtbot, tmp_path) -> None:
    session = _session(tmp_path, [SeatKind.HUMAN, SeatKind.REMOTE])
    player = Player(session.port, "Layla", 1, code=session.code, auto=False)
    sent: list[bytes] = []
    refused: list[str] = []
    session.server.sent.connect(lambda _c, data: sent.append(data))
    session.rejected.connect(lambda code, _m: refused.append(code))
    try:
        player.start()
        pump(qtbot, session.can_start, 10_000)
        session.start_match()
        session.start()
        pump(qtbot, lambda: player.state.rev == 0)
        match = session.match
        assert match is not None
        before, lines = match.dumps(), len(sent)
        seat = match.round.turn
        other = 1 - seat
        # The seat in turn discards a card it does not hold; the other seat acts out of turn.
        assert not session.submit(Discard(seat, ("JK#1", "JK#2")))
        if session.seats[other].kind is SeatKind.HUMAN:
            assert not session.submit(Discard(other, (view_to_json(session.view_for(other))["hand"][0],)))
        # A person here may never act for the network's seat.
        assert not session.submit(Discard(1, ("9H",)))
        spin(0.2)
        assert len(refused) >= 2 and all(refused)
        assert match.dumps() == before and len(sent) == lines
    finally:
        player.conn.stop()
        session.shutdown()


def _remote_turn(session: HostSession) -> bool:
    m = session.match
    return m is not None and not m.round.over and session.seats[m.round.turn].kind is SeatKind.REMOTE


def test_the_host_hands_a_network_seat_to_a_computer_player_and_gives_it_back(qtbot, tmp_path) -> None:
    session = _session(tmp_path, [SeatKind.MEDIUM, SeatKind.REMOTE])
    player = Player(session.port, "Layla", 1, code=session.code, auto=False)  # joins, never plays
    try:
        player.start()
        pump(qtbot, session.can_start, 10_000)
        session.start_match()
        session.start()
        pump(qtbot, lambda: _remote_turn(session), 10_000)
        rev = session.rev
        spin(0.3)
        assert session.rev == rev and session.presence(1) is Presence.HERE  # the table waits for Layla
        seen: list[int] = []
        session.presence_changed.connect(lambda: seen.append(1))
        session.take_over(1)
        assert session.presence(1) is Presence.COVERED and seen
        pump(qtbot, lambda: session.rev >= rev + 6, 10_000)  # the bot plays Layla's turns too
        pump(qtbot, lambda: player.state.seats and player.state.seats[1]["bot"] == "medium")
        session.hand_back(1)
        assert session.presence(1) is Presence.HERE
        pump(qtbot, lambda: _remote_turn(session) or session.match.round.over, 10_000)
        rev = session.rev
        spin(0.3)
        assert session.rev == rev  # Layla's turn again: the table waits for her
    finally:
        player.conn.stop()
        session.shutdown()


def test_after_the_grace_time_a_computer_player_plays_the_absent_persons_turn(qtbot, tmp_path) -> None:
    session = _session(tmp_path, [SeatKind.MEDIUM, SeatKind.REMOTE], grace=0.5)
    player = Player(session.port, "Layla", 1, code=session.code)
    try:
        player.start()
        pump(qtbot, session.can_start, 10_000)
        session.start_match()
        session.start()
        pump(qtbot, lambda: session.rev >= 4, 20_000)
        player.conn.stop()  # Layla's Wi-Fi goes
        pump(qtbot, lambda: session.presence(1) is not Presence.HERE, 5_000)
        pump(qtbot, lambda: session.presence(1) is Presence.COVERED, 5_000)
        rev = session.rev
        pump(qtbot, lambda: session.rev >= rev + 4, 10_000)  # the match goes on without her
    finally:
        player.conn.stop()
        session.shutdown()


def test_a_host_closed_mid_match_resumes_and_its_clients_rejoin_with_their_tokens(qtbot, tmp_path) -> None:
    session = _session(tmp_path, [SeatKind.HUMAN, SeatKind.MEDIUM, SeatKind.REMOTE])
    hot = HotSeat(session)
    player = Player(session.port, "Layla", 1, code=session.code)
    port = session.port
    try:
        player.start()
        pump(qtbot, session.can_start, 10_000)
        session.start_match()
        session.start()
        hot.play()
        pump(qtbot, lambda: session.rev >= 10, 30_000)
        session.shutdown()  # the host's window closes mid-match
        spin(0.2)
        at_close = session.match.dumps()
        token = player.state.token
        loaded = TableFiles(tmp_path / "hosted").load()
        assert loaded.problem is None and loaded.saved is not None and loaded.saved.match is not None
        assert loaded.saved.match.dumps() == at_close  # saved after every action
        seats_text = (tmp_path / "hosted" / "seats.json").read_text()
        assert token not in seats_text and loaded.saved.digests  # hashes only
        assert loaded.saved.options["port"] == port
        again = HostSession.resume(loaded.saved, TableFiles(tmp_path / "hosted"), animation_ms=0,
                                   network={"bind": "127.0.0.1", "discovery": False})
        assert again.options.name == "Sam's table" and again.options.port == port
        session = again
        assert again.open() and again.port == port
        assert again.presence(2) is Presence.AWAY
        hot = HotSeat(again)
        again.start()
        hot.play()
        pump(qtbot, lambda: again.presence(2) is Presence.HERE, 20_000)  # Layla rejoined by herself
        assert player.state.token == token and player.state.seat == 2
        rev = again.rev
        pump(qtbot, lambda: again.rev >= rev + 8, 30_000)
        # Checked in one go: play goes on (the pump's last events may move the host on).
        pump(qtbot, lambda: player.state.rev == again.rev
             and player.state.view == view_to_json(again.view_for(2)), 10_000)
    finally:
        player.conn.stop()
        session.shutdown()


@pytest.mark.parametrize("kind", [SeatKind.EASY])
def test_in_the_lobby_a_network_seat_becomes_a_computer_player(qtbot, tmp_path, kind) -> None:
    session = _session(tmp_path, [SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.REMOTE])
    player = Player(session.port, "Layla", 1, code=session.code, auto=False)
    try:
        player.start()
        pump(qtbot, lambda: session.lobby_seats()[1]["name"] == "Layla", 10_000)
        assert not session.can_start()  # seat 3 is still free
        session.make_computer(2, kind)
        assert session.can_start()
        assert session.seats[2].kind is kind
        session.start_match()
        assert session.match is not None and session.match.kinds[2] is kind
    finally:
        player.conn.stop()
        session.shutdown()


def test_between_rounds_the_host_may_deal_the_next_round_without_waiting(qtbot, tmp_path) -> None:
    session = _session(tmp_path, [SeatKind.HUMAN, SeatKind.REMOTE])
    player = Player(session.port, "Layla", 1, code=session.code)
    player.conn.ready = lambda: True  # Layla never says she is ready
    hot = HotSeat(session)
    try:
        player.start()
        pump(qtbot, session.can_start, 10_000)
        session.start_match()
        session.start()
        hot.play()
        pump(qtbot, lambda: session.between_rounds, 60_000)
        assert hot.reports[-1].round_ended is not None and hot.reports[-1].to_act is None
        rev = session.rev
        spin(0.3)
        assert session.rev == rev and session.between_rounds  # Sam is ready (next_round), Layla is not
        player.auto = False  # from now on Layla watches: the table stops at her turn
        session.start_next_round_now()
        assert not session.between_rounds
        dealt = [r for r in hot.reports if r.rev == rev + 1]
        assert dealt and dealt[0].round_started is not None  # the deal's report (Sam may have moved since)
        pump(qtbot, lambda: player.state.rev == session.rev)
        assert player.state.view == view_to_json(session.view_for(1))
    finally:
        player.conn.stop()
        session.shutdown()


def test_chat_from_a_client_reaches_the_host_and_the_hosts_line_reaches_everyone(qtbot, tmp_path) -> None:
    session = _session(tmp_path, [SeatKind.HUMAN, SeatKind.REMOTE, SeatKind.REMOTE])
    players = [Player(session.port, "Layla", 1, code=session.code, auto=False),
               Player(session.port, "Omar", 2, code=session.code, auto=False)]
    heard: list[tuple[int, str]] = []
    session.chat_received.connect(lambda seat, text: heard.append((seat, text)))
    try:
        for p in players:
            p.start()
        pump(qtbot, session.can_start, 10_000)
        assert session.can_chat
        players[0].conn.send(players[0].state.say("  hello \u202eall  "))
        pump(qtbot, lambda: bool(heard))
        assert heard == [(1, "hello all")]  # cleaned as the host relays it
        session.send_chat("welcome, both")
        pump(qtbot, lambda: all(p.state.chat[-1:] == [(0, "welcome, both")] for p in players))
        assert heard[-1] == (0, "welcome, both")  # the host's own line shows at the host too
        session.send_chat("   ")  # nothing to say: nothing sent
        spin(0.2)
        assert players[1].state.chat == [(1, "hello all"), (0, "welcome, both")]
    finally:
        for p in players:
            p.conn.stop()
        session.shutdown()


def test_a_table_without_a_person_at_the_host_has_no_chat_there(tmp_path, qtbot) -> None:
    session = _session(tmp_path, [SeatKind.MEDIUM, SeatKind.REMOTE])
    try:
        assert not session.can_chat
    finally:
        session.shutdown()


def test_the_hosts_bots_think_on_a_worker_thread_and_their_moves_go_through_the_table(qtbot, tmp_path, monkeypatch) -> None:
    import threading

    from hand_desktop.core.driver import Bots
    from hand_desktop.net.host import TableHost

    threads: set[int] = set()
    real_for_seat = Bots.for_seat

    class Watched:
        def __init__(self, bot) -> None:
            self.bot = bot

        def choose(self, view):
            threads.add(threading.get_ident())
            return self.bot.choose(view)

    monkeypatch.setattr(Bots, "for_seat", lambda self, seat, level: Watched(real_for_seat(self, seat, level)))
    submitted: list[int] = []
    real_submit = TableHost.submit

    def submit(self, seat, action, now):
        submitted.append(seat)
        return real_submit(self, seat, action, now)

    monkeypatch.setattr(TableHost, "submit", submit)
    session = _session(tmp_path, [SeatKind.MEDIUM, SeatKind.REMOTE])
    player = Player(session.port, "Layla", 1, code=session.code)
    try:
        player.start()
        pump(qtbot, session.can_start, 10_000)
        session.start_match()
        session.start()
        pump(qtbot, lambda: session.rev >= 10, 20_000)
        assert threads and threading.get_ident() not in threads  # never on the GUI thread
        assert submitted and set(submitted) == {0}  # the bot's moves went through TableHost.submit
    finally:
        player.conn.stop()
        session.shutdown()


def test_a_hosted_tables_bots_keep_a_pace_a_client_can_answer_even_with_instant_animations(tmp_path: Path) -> None:
    from hand_desktop.ui.sessions.host_session import NET_BOT_FLOOR_MS
    from hand_desktop.ui.sessions.session import BOT_PACE_MS, DEFAULT_ANIMATION_MS

    session = _session(tmp_path, [SeatKind.MEDIUM, SeatKind.REMOTE])
    try:
        # At most 10 bot moves a second: a client answering each update stays under 20 a second.
        assert session.bot_delay_ms == NET_BOT_FLOOR_MS >= 100
        session.set_animation_ms(DEFAULT_ANIMATION_MS)
        assert session.bot_delay_ms == BOT_PACE_MS  # otherwise a local table's pace
    finally:
        session.shutdown()
