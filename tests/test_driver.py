"""The one driver of the bots (``core.driver``), without Qt: who is asked, when, and what is played.

The sessions hand it a Qt timer and a worker thread; here ``schedule`` keeps the calls
and ``think`` answers at once, so each step is seen.
"""

from __future__ import annotations

from collections.abc import Callable

from hand_desktop.core.actions import Action, Discard, token_of
from hand_desktop.core.driver import BotDriver, Bots, Due, bot_seed, safe_action
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.seats import SeatKind
from hand_desktop.core.view import PlayerView


class Script:
    """A bot that plays what its table's ``behaviour`` says (by default the safe move)."""

    def __init__(self, table: Table) -> None:
        self.table = table

    def choose(self, view: PlayerView) -> Action:
        return self.table.behaviour(view)


def _safe(view: PlayerView) -> Action:
    action = safe_action(view)
    assert action is not None
    return action


class Table:
    """A match where every seat is a bot, driven by hand: ``tick`` runs the waits scheduled."""

    def __init__(self, pace: int = 600, think: int | None = None) -> None:
        self.match = Match(Rules(rounds=3), 2, 7)
        self.runner = MatchRunner(self.match)
        self.behaviour: Callable[[PlayerView], Action] = _safe
        self.waits: list[tuple[int, Callable[[], None]]] = []
        self.refusals = 0
        self.now_ms = 0  # the table's clock: a tick runs the waits scheduled and moves it on
        self.driver = BotDriver(Bots(self.match.seed, lambda _level, _seed: Script(self)), due=self.due, view_for=self.match.view_for,
                                submit=self.submit, schedule=lambda ms, f: self.waits.append((ms, f)),
                                pace_ms=lambda: pace, think_ms=None if think is None else (lambda: think),
                                clock=lambda: self.now_ms / 1000)

    def due(self) -> Due | None:
        seat = self.runner.to_act()
        return None if seat is None else Due(len(self.match.log), seat, SeatKind.MEDIUM)

    def submit(self, action: Action) -> bool:
        if self.match.round.check(action) is not None:
            self.refusals += 1
            return False
        self.runner.apply(action)
        self.driver.prompt()
        return True

    def tick(self) -> None:
        waits, self.waits = self.waits, []
        start = self.now_ms
        for ms, then in waits:
            self.now_ms = max(self.now_ms, start + ms)
            then()


def test_one_seed_formula_and_one_bot_per_seat_and_level() -> None:
    made: list[tuple[str, int]] = []
    bots = Bots(41, lambda level, seed: made.append((level, seed)) or object())  # type: ignore[func-returns-value]
    first = bots.for_seat(2, SeatKind.HARD)
    assert bots.for_seat(2, SeatKind.HARD) is first
    bots.for_seat(2, SeatKind.EASY)
    assert made == [("hard", bot_seed(41, 2)), ("easy", bot_seed(41, 2))]
    assert bot_seed(41, 2) == 412 and bot_seed(41, 3) != bot_seed(42, 3)


def test_nothing_moves_before_start_and_a_due_bot_is_asked_once_after_the_pace() -> None:
    t = Table(pace=600)
    t.driver.prompt()
    assert t.waits == []
    t.driver.start()
    t.driver.prompt()  # the same state again: not asked twice
    assert [ms for ms, _ in t.waits] == [600]
    before = len(t.match.log)
    t.tick()
    assert len(t.match.log) == before + 1 and len(t.waits) == 1  # moved, and the next one is asked


def test_bots_play_a_whole_round_and_stop_when_it_is_over() -> None:
    t = Table(pace=0)
    t.driver.start()
    for _ in range(2000):
        if not t.waits:
            break
        t.tick()
    assert t.match.round.over and t.waits == [] and t.refusals == 0


def test_a_refused_move_and_a_failing_bot_are_replaced_by_the_safe_move() -> None:
    t = Table()
    t.driver.start()
    t.behaviour = lambda view: Discard(view.seat, tuple(token_of(c) for c in view.hand[:2]))  # two at once
    before = len(t.match.log)
    t.tick()
    assert t.refusals == 1 and len(t.match.log) == before + 1  # refused, then the safe move

    def broken(view: PlayerView) -> Action:
        raise RuntimeError("bug")

    t.behaviour = broken
    t.tick()
    assert t.refusals == 1 and len(t.match.log) == before + 2  # failed: the safe move at once


def test_an_answer_for_a_state_that_moved_on_is_dropped_and_the_state_now_is_asked() -> None:
    t = Table()
    t.driver.start()
    [(_, ask)] = t.waits
    t.waits.clear()
    stale = t.due()
    assert stale is not None
    t.runner.apply(_safe(t.match.view_for(stale.seat)))  # the state moved on meanwhile
    log_before = len(t.match.log)
    t.driver._answered(stale, _safe(t.match.view_for(stale.seat)), "")
    assert len(t.match.log) == log_before  # dropped
    assert len(t.waits) == 1  # the last move asked was stale: the state there is now is asked
    t.driver.stop()
    t.tick()
    assert len(t.match.log) == log_before  # stopped: nothing moves


def test_a_bot_thinks_during_the_pace_and_moves_when_it_is_over() -> None:
    t = Table(pace=600, think=250)  # asked once the last move's animation is over
    t.driver.start()
    assert [ms for ms, _ in t.waits] == [250]
    before = len(t.match.log)
    t.tick()  # asked at 250 ms: the answer is held for the rest of the pace
    assert len(t.match.log) == before and [ms for ms, _ in t.waits] == [350]
    t.tick()
    assert t.now_ms == 600 and len(t.match.log) == before + 1  # played when the pace is over


def test_a_bot_that_thinks_past_the_pace_moves_at_once() -> None:
    t = Table(pace=600, think=250)
    t.driver.start()

    def slow(view: PlayerView) -> Action:
        t.now_ms += 500  # a search of half a second: past the pace
        return _safe(view)

    t.behaviour = slow
    before = len(t.match.log)
    t.tick()
    assert t.now_ms == 750 and len(t.match.log) == before + 1  # not 600 ms more on top
    assert [ms for ms, _ in t.waits] == [250]  # the next bot is asked after its own pause


def test_an_answer_held_for_the_pace_is_dropped_when_the_state_moves_on() -> None:
    t = Table(pace=600, think=250)
    t.driver.start()
    t.tick()  # asked; the answer waits for the pace
    stale = t.due()
    assert stale is not None
    t.runner.apply(_safe(t.match.view_for(stale.seat)))  # the state moved on meanwhile
    log_before = len(t.match.log)
    t.tick()
    assert len(t.match.log) == log_before  # the held answer is not played
    assert [ms for ms, _ in t.waits] == [250]  # the state there is now is asked
