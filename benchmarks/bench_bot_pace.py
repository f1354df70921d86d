"""How long people wait between computer moves at a table in the window (real Qt timers).

A table at this computer (``LocalSession``) with four Hard seats, the default
animation speed (a bot pauses ``BOT_PACE_MS``, 600 ms, and is asked once the
last move's 250 ms animation is over), played for ``SECONDS`` of wall time. The
worker thread and the timers are the ones players get; every applied move is
stamped (through the session's autosave hook).

Prints ``NAME VALUE UNIT`` lines:

* ``bot_move_gap_p50`` / ``_p99`` / ``_max`` (ms): time between two applied
  moves. Target: the pace itself (600 ms) while the bot's think fits in the
  pace; Hard's search (up to the 0.55 s cap) should add at most a little, not
  its whole time (before bots thought during the pace, the max was 1162 ms);
* ``bot_think_p99`` / ``_max`` (ms): how long the bots took to choose;
* ``bot_moves``: moves measured (the round ends, or the time runs out).

Run: ``uv run python benchmarks/bench_bot_pace.py [SECONDS] [SEED]``.
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

if __package__ in (None, ""):  # run as a script: make the package importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

from hand_desktop.core.actions import Action
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.core.view import PlayerView
from hand_desktop.sim import percentile
from hand_desktop.ui.sessions.local_session import LocalSession


class TimedHard(HardBot):
    """Hard, noting how long each choice took."""

    def __init__(self, seed: int, thinks: list[float]) -> None:
        super().__init__(seed)
        self.thinks = thinks

    def choose(self, view: PlayerView) -> Action:
        start = time.perf_counter()
        action = super().choose(view)
        self.thinks.append(time.perf_counter() - start)
        return action


def main() -> None:
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 30.0
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    app = QApplication([])
    match = Match(Rules(), 4, seed, ["A", "B", "C", "D"])
    stamps: list[float] = []
    thinks: list[float] = []
    session = LocalSession(match, [Seat(n, SeatKind.HARD) for n in match.names],
                           autosave=lambda: stamps.append(time.perf_counter()),
                           bot_factory=lambda _level, bot_seed: TimedHard(bot_seed, thinks))
    session.start()
    QTimer.singleShot(int(seconds * 1000), app.quit)
    app.exec()
    session.shutdown()
    gaps = [(b - a) * 1000 for a, b in zip(stamps, stamps[1:], strict=False)]
    if not gaps:
        print("no moves were made", file=sys.stderr)
        sys.exit(1)
    print(f"bot_move_gap_p50 {percentile(gaps, 0.5):.0f} ms")
    print(f"bot_move_gap_p99 {percentile(gaps, 0.99):.0f} ms")
    print(f"bot_move_gap_max {max(gaps):.0f} ms")
    print(f"bot_think_p99 {percentile([t * 1000 for t in thinks], 0.99):.0f} ms")
    print(f"bot_think_max {max(thinks) * 1000:.0f} ms")
    print(f"bot_moves {len(stamps)} moves")


if __name__ == "__main__":
    main()
