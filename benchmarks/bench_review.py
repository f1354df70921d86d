"""How fast a match's review opens, and how long the coach takes over a whole match.

Matches are played here by Medium computer players (4 seats, the person's seat
played by one too, fixed seeds) and saved as the game saves them:

* ``review_replay_9_rounds``: ``Replay.of`` of a 9-round match (every moment kept), in ms;
* ``review_open_9_rounds``: from the file to the review window on screen (read and
  checked, replayed, the table laid out and painted; the coach's findings already
  cached, as on a second opening), in ms;
* ``review_open_uncached_9_rounds``: the same the first time (the coach starts in its
  thread: the window does not wait for it, but shares the interpreter with it), in ms;
* ``coach_5_rounds``: ``coach()`` over every seat of a 5-round match, in s
  (goal: under 5 s; it runs off the GUI thread). ``coach_5_rounds_moves`` is the
  number of log entries it went through, ``coach_findings`` what it found.

Each time is the median of ``REPEATS`` runs (the coach's caches emptied before each).
Runs headless (QT_QPA_PLATFORM=offscreen unless set).

Run: ``nice -n 15 uv run python benchmarks/bench_review.py``.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtWidgets import QApplication

from hand_desktop.core import opening
from hand_desktop.core.bots import make_bot
from hand_desktop.core.coach import coach
from hand_desktop.core.match import Match
from hand_desktop.core.replay import Replay
from hand_desktop.core.rules import Rules
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.seats import SeatKind
from hand_desktop.ui import storage

REPEATS = 5
GOAL_S = 5.0


def played(rounds: int, seed: int) -> Match:
    rules = Rules.from_json(Rules.from_json({"variant": "hand", "rounds": rounds}).to_json())
    kinds = (SeatKind.HUMAN, SeatKind.MEDIUM, SeatKind.HARD, SeatKind.EASY)
    match = Match(rules, 4, seed, names=["Salma", "Omar", "Layla", "Karim"], kinds=kinds)
    bots = [make_bot("medium", s) for s in range(4)]
    for _ in MatchRunner(match).play(lambda v: bots[v.seat].choose(v)):
        pass
    return match


def median_ms(work, repeats: int = REPEATS) -> float:  # type: ignore[no-untyped-def]
    times = []
    for _ in range(repeats):
        start = time.perf_counter()
        work()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def clear_caches() -> None:
    opening._cached_best_opening.cache_clear()
    opening._cached_opening_value.cache_clear()


def main() -> int:
    folder = Path(tempfile.mkdtemp(prefix="bench-review-"))
    os.environ[storage.HOME_ENV] = str(folder / "home")
    app = QApplication.instance() or QApplication([])
    from hand_desktop.ui.review import review_file
    from hand_desktop.ui.review.coaching import write_cache

    nine = played(9, seed=3)
    path = folder / "nine.hand"
    path.write_text(storage.dumps_game(nine), encoding="utf-8")
    data = storage.save_data(nine, nine.kinds)
    print(f"review_replay_9_rounds {median_ms(lambda: Replay.of(data)):.1f} ms")

    def open_review(cached: bool) -> float:
        """Milliseconds from the file to the window painted (the coach's thread left to end
        afterwards, outside the time)."""
        if not cached:
            Path(str(path) + ".coach.json").unlink(missing_ok=True)
        start = time.perf_counter()
        window = review_file(None, path, animation_ms=0)
        assert window is not None
        app.processEvents()  # laid out and painted
        window.repaint()
        spent = (time.perf_counter() - start) * 1000
        if window.worker is not None:
            window.worker.wait()
        window.close()
        app.processEvents()
        return spent

    cold = statistics.median(open_review(cached=False) for _ in range(3))
    write_cache(path, data, coach(Replay.of(data)))
    warm = statistics.median(open_review(cached=True) for _ in range(REPEATS))
    print(f"review_open_9_rounds {warm:.1f} ms")
    print(f"review_open_uncached_9_rounds {cold:.1f} ms")

    five = played(5, seed=8)
    replay = Replay.of(storage.save_data(five, five.kinds))
    found = []

    def run_coach() -> None:
        clear_caches()
        found.append(coach(replay))

    seconds = median_ms(run_coach) / 1000
    print(f"coach_5_rounds {seconds:.2f} s")
    print(f"coach_5_rounds_moves {replay.last} entries")
    print(f"coach_findings {len(found[-1].findings)} findings")
    if seconds >= GOAL_S:
        print(f"coach_5_rounds misses its goal of {GOAL_S} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
