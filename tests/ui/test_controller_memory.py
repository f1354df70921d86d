"""The controller lets go of every bot job it ran (the soak benchmark found them piling up)."""

from __future__ import annotations

import gc
import time

from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui.sessions import thinking
from hand_desktop.ui.sessions.local_session import LocalSession


def test_finished_bot_jobs_are_freed(qtbot) -> None:
    match = Match(Rules(), 4, 21, ["A", "B", "C", "D"])
    moves: list[int] = []
    # The window's autosave (an fsync) keeps the GUI thread busy after every move, as here.
    ctl = LocalSession(match, [Seat(n, SeatKind.EASY) for n in match.names], animation_ms=0,
                       autosave=lambda: (moves.append(1), time.sleep(0.005)))
    ctl.start()
    try:
        qtbot.waitUntil(lambda: len(moves) >= 60 or match.round.over, timeout=60_000)
    finally:
        ctl.shutdown()
    qtbot.wait(50)
    gc.collect()
    # Only this controller's jobs: other tests' controllers are not this test's business.
    alive = [o for o in gc.get_objects()
             if isinstance(o, thinking._BotJob) and o._relay is ctl._thinker._relay]
    # Before the fix about a third of the jobs (each holding a view and a bot) stayed alive.
    assert len(moves) >= 20 and len(alive) <= 1
