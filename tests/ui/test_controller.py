"""LocalSession: actions in, one ``applied`` report (or ``rejected``) out; bots on a worker thread."""

from __future__ import annotations

import threading
import time

import pytest
from PySide6.QtCore import QTimer

from hand_desktop.core.actions import Discard, Draw, DrawSource, token_of
from hand_desktop.core.driver import Due, safe_action
from hand_desktop.core.events import CardDiscarded, CardDrawn, TurnStarted
from hand_desktop.core.match import Match
from hand_desktop.core.round import Phase
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui.sessions.local_session import LocalSession
from hand_desktop.ui.sessions.session import Applied

BOTS4 = [Seat(f"Bot {i}", SeatKind.EASY) for i in range(4)]


_LIVE: list[LocalSession] = []


@pytest.fixture(autouse=True)
def _shutdown_controllers():
    yield
    while _LIVE:
        _LIVE.pop().shutdown()


def _controller(qtbot, match: Match, seats: list[Seat], **kw) -> LocalSession:
    ctl = LocalSession(match, seats, animation_ms=0, **kw)
    _LIVE.append(ctl)
    return ctl


def _first_human_match(seed: int = 3) -> Match:
    return Match(Rules(variant=Variant.SAUDI_PARTNERS, rounds=3), 4, seed)


def test_a_seat_checks_its_kind() -> None:
    assert Seat("Ann").is_human
    assert not Seat("Bob", SeatKind.HARD).is_human and Seat("Bob", SeatKind.HARD).is_bot
    assert Seat("Rim", SeatKind.REMOTE).kind.is_person and not Seat("Rim", SeatKind.REMOTE).is_human
    with pytest.raises(ValueError):
        SeatKind("genius")
    with pytest.raises(TypeError):
        Seat("Eve", "hard")  # a kind is a SeatKind, never a bare string


def test_a_local_table_refuses_a_remote_seat(qtbot) -> None:
    match = _first_human_match()
    with pytest.raises(ValueError, match="local table"):
        LocalSession(match, [Seat("P0"), Seat("P1", SeatKind.REMOTE), Seat("P2"), Seat("P3")])


def test_a_match_of_four_bots_plays_to_the_end(qtbot) -> None:
    match = Match(Rules(variant=Variant.SAUDI_PARTNERS, rounds=3), 4, seed=11)
    changes: list[int] = []
    ctl = _controller(qtbot, match, BOTS4, autosave=lambda: changes.append(len(match.log)))
    rounds: list[object] = []
    reports: list[Applied] = []
    ctl.applied.connect(reports.append)

    def on_applied(report: Applied) -> None:
        if report.round_ended is not None:
            rounds.append(report.round_ended)
            if not report.match_over:
                QTimer.singleShot(0, ctl.next_round)

    ctl.applied.connect(on_applied)
    ctl.start()
    qtbot.waitUntil(lambda: bool(reports) and reports[-1].match_over, timeout=90_000)
    assert match.over
    assert [r.rev for r in reports] == list(range(1, len(match.log) + 1))
    assert len(match.log) > 100  # really played, move by move
    assert len(rounds) == len(match.results) >= 3
    # The autosave hook after every accepted action and every new round: one per log entry, in order.
    assert changes == list(range(1, len(match.log) + 1))
    # The saved log replays to the same result.
    assert Match.loads(match.dumps()).totals() == match.totals()


def test_a_refused_action_emits_action_rejected_and_changes_nothing(qtbot) -> None:
    match = _first_human_match()
    seats = [Seat(f"P{i}") for i in range(4)]  # all human: nothing moves by itself
    ctl = _controller(qtbot, match, seats)
    ctl.start()
    seat = match.round.turn
    assert match.round.phase is Phase.FIRST_DISCARD
    before = (match.dumps(), match.round.to_json())
    changed: list[bool] = []
    ctl._autosave = lambda: changed.append(True)
    ctl.applied.connect(lambda _r: changed.append(True))
    with qtbot.waitSignal(ctl.rejected) as blocker:
        assert ctl.submit(Draw(seat, DrawSource.STOCK)) is False  # the first player must discard first
    assert blocker.args[0] == "wrong_phase"
    other = (seat + 1) % 4
    with qtbot.waitSignal(ctl.rejected) as blocker:
        assert ctl.submit(Discard(other, (token_of(match.round.hands[other][0]),))) is False
    assert blocker.args[0] == "not_your_turn"
    assert (match.dumps(), match.round.to_json()) == before
    assert changed == []


def test_accepted_actions_emit_events_and_match_changed(qtbot) -> None:
    match = _first_human_match()
    order: list[str] = []
    ctl = _controller(qtbot, match, [Seat(f"P{i}") for i in range(4)], autosave=lambda: order.append("save"))
    applied: list[Applied] = []
    ctl.applied.connect(lambda r: (order.append("applied"), applied.append(r)))
    ctl.start()
    seat = match.round.turn
    assert ctl.view_for(seat).my_turn and applied == []  # a person's turn: nothing moves by itself
    card = match.round.hands[seat][0]
    assert ctl.submit(Discard(seat, (token_of(card),)))
    assert order == ["save", "applied"]  # saved before anyone is told
    report = applied[0]
    events = report.events(seat)
    assert CardDiscarded(seat, (card,)) in events
    nxt = (seat + 1) % 4
    assert TurnStarted(nxt) in events
    assert report.to_act == nxt and report.rev == 1
    assert report.round_started is None and report.round_ended is None and not report.match_over
    assert ctl.recent_events(seat, seat) == (CardDiscarded(seat, (card,)),)
    assert ctl.submit(Draw(nxt, DrawSource.STOCK))
    drawn = ctl.recent_events(nxt, nxt)[0]
    # The report is redacted per seat too: the drawer sees the card, the others do not.
    assert applied[-1].events(nxt)[0] == drawn and applied[-1].events(seat)[0] == CardDrawn(nxt, DrawSource.STOCK, None)
    assert isinstance(drawn, CardDrawn) and drawn.card is not None
    # Redacted at the source: another seat never sees the card drawn from the stock.
    assert ctl.recent_events(nxt, seat) == (CardDrawn(nxt, DrawSource.STOCK, None),)
    assert ctl.events_for(seat)[0] == CardDrawn(nxt, DrawSource.STOCK, None)
    assert ctl.events_for(nxt)[0] == drawn
    # The previous seat's latest turn stays on show until its next turn starts.
    assert ctl.recent_events(seat, nxt) == (CardDiscarded(seat, (card,)),)


def test_a_person_cannot_move_for_a_computer_seat(qtbot) -> None:
    match = _first_human_match()
    seat = match.round.turn
    seats = [Seat(f"P{i}", SeatKind.HUMAN if i != seat else SeatKind.EASY) for i in range(4)]
    ctl = _controller(qtbot, match, seats)  # not started: the bot does not move
    before = match.round.to_json()
    with qtbot.waitSignal(ctl.rejected) as blocker:
        assert not ctl.submit(Discard(seat, (token_of(match.round.hands[seat][0]),)))
    assert blocker.args[0] == "not_your_turn"
    assert match.round.to_json() == before


def test_bots_play_until_a_human_is_to_move(qtbot) -> None:
    match = _first_human_match(seed=5)
    seats = [Seat("Me")] + [Seat(f"Bot {i}", SeatKind.MEDIUM) for i in range(1, 4)]
    ctl = _controller(qtbot, match, seats)
    reports: list[Applied] = []
    ctl.applied.connect(reports.append)
    ctl.start()
    qtbot.waitUntil(lambda: bool(reports) and reports[-1].to_act == 0, timeout=20_000)
    qtbot.wait(50)
    assert reports[-1].to_act == 0  # and nothing moved after: the person is asked
    assert match.round.turn == 0


class _SlowBot:
    """Sleeps (releasing the GIL like real thinking would not, but blocking its thread)."""

    def __init__(self, level: str, seed: int) -> None:
        self.threads: list[str] = []

    def choose(self, view):
        self.threads.append(threading.current_thread().name)
        time.sleep(0.4)
        return safe_action(view)


def test_bots_think_off_the_gui_thread(qtbot) -> None:
    match = _first_human_match()
    bots: list[_SlowBot] = []

    def factory(level: str, seed: int) -> _SlowBot:
        bots.append(_SlowBot(level, seed))
        return bots[-1]

    ctl = _controller(qtbot, match, [Seat(f"B{i}", SeatKind.HARD) for i in range(4)], bot_factory=factory)
    ticks: list[float] = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start(20)
    with qtbot.waitSignal(ctl.applied, timeout=5_000):
        ctl.start()
    timer.stop()
    # The GUI event loop kept running while the bot slept for 0.4 s.
    assert len(ticks) >= 8
    names = [n for b in bots for n in b.threads]
    assert names and threading.main_thread().name not in names


class _BrokenBot:
    def __init__(self, level: str, seed: int) -> None:
        self.calls = 0

    def choose(self, view):
        self.calls += 1
        if self.calls % 2:
            raise RuntimeError("bug")
        return Draw(view.seat, DrawSource.FIRE) if view.phase is Phase.FIRST_DISCARD else safe_action(view)


def test_a_failing_bot_falls_back_to_a_safe_move(qtbot) -> None:
    match = _first_human_match()
    ctl = _controller(
        qtbot, match, [Seat(f"B{i}", SeatKind.EASY) for i in range(4)], bot_factory=_BrokenBot
    )
    rejected: list[tuple[str, str]] = []
    ctl.rejected.connect(lambda c, m: rejected.append((c, m)))
    done = []
    ctl.applied.connect(lambda _r: done.append(1))
    ctl.start()
    qtbot.waitUntil(lambda: len(done) >= 6, timeout=10_000)
    assert rejected == []  # a bot's bad move is not reported as a person's mistake


def test_a_stale_bot_answer_is_dropped(qtbot) -> None:
    match = _first_human_match()
    ctl = _controller(qtbot, match, [Seat(f"B{i}", SeatKind.EASY) for i in range(4)])
    seat = match.round.turn
    before = match.round.to_json()
    stale = Due(ctl.rev - 1, seat, SeatKind.EASY)  # asked before the last change
    ctl.driver._answered(stale, Discard(seat, (token_of(match.round.hands[seat][0]),)), "")
    assert match.round.to_json() == before


def test_next_round_only_when_the_round_is_over(qtbot) -> None:
    match = _first_human_match()
    ctl = _controller(qtbot, match, [Seat(f"P{i}") for i in range(4)])
    with qtbot.waitSignal(ctl.rejected) as blocker:
        assert not ctl.next_round()
    assert blocker.args[0] == "wrong_phase"


def test_bot_pace_follows_the_animation_speed(qtbot) -> None:
    ctl = _controller(qtbot, _first_human_match(), [Seat(f"P{i}") for i in range(4)])
    assert ctl.bot_delay_ms == 0
    ctl.set_animation_ms(250)
    assert ctl.bot_delay_ms == 600
    ctl.set_animation_ms(500)
    assert ctl.bot_delay_ms == 1200
