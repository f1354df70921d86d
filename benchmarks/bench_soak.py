"""Soak: the real window (offscreen) playing the demo for N rounds; exceptions and memory.

    uv run python benchmarks/bench_soak.py [ROUNDS] [--animation-ms MS]

The main window with the real card table plays ``--demo`` (four computer
players, the default variant) round after round, match after match, with the
summaries moving on by themselves, until ROUNDS rounds (default 200) have
ended. It counts the exceptions raised anywhere in the Qt event loop (through
``sys.excepthook``), the errors logged, and the messages the window would
have shown a person (a failed save, say), and measures resident memory
(VmRSS) once the first round has ended, after a quarter of the rounds, and
at the end, after a garbage collection each time. Target: memory growth over
200 rounds <= 10 MB. The card-art cache fills during the first rounds (the
table draws cards at a new width whenever melds crowd it, up to the cache's
bound of 1,400 pictures), so the growth after the first quarter is printed too:
a leak keeps growing there, a cache does not.

``--animation-ms`` (default 0: moves at once) sets the table's animation
speed; at the normal 250 ms a round takes about a minute. Prints
``NAME VALUE UNIT`` lines.
"""

from __future__ import annotations

import argparse
import gc
import logging
import os
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
TIMEOUT_PER_ROUND_S = 120.0


def rss_mb() -> float:
    try:
        with open("/proc/self/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return 0.0


class _Count(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record.getMessage())


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("rounds", type=int, nargs="?", default=200)
    parser.add_argument("--animation-ms", type=int, default=0)
    parser.add_argument("--trace", action="store_true", help="print the memory after every round")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="hand-soak-")
    os.environ["HAND_DESKTOP_HOME"] = home

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from hand_desktop.ui import i18n
    from hand_desktop.ui.main_window import MainWindow
    from hand_desktop.ui.storage import Settings

    app = QApplication([sys.argv[0]])
    i18n.install(app, "en")
    exceptions: list[str] = []
    previous_hook = sys.excepthook

    def count_exception(kind, value, tb) -> None:  # type: ignore[no-untyped-def]
        exceptions.append(f"{kind.__name__}: {value}")
        previous_hook(kind, value, tb)

    sys.excepthook = count_exception
    errors = _Count()
    logging.getLogger().addHandler(errors)
    shown: list[str] = []
    window = MainWindow(Settings(animation_ms=args.animation_ms))
    window.inform = lambda _title, text: shown.append(text)  # type: ignore[method-assign]
    window.ask = lambda _title, text: shown.append(text) or True  # type: ignore[method-assign]
    window.resize(1280, 800)
    window.show()

    rounds = matches = 0
    start_rss: list[float] = []
    quarter_rss: list[float] = []
    loop = QEventLoop()

    def on_round(_result: object) -> None:
        nonlocal rounds
        rounds += 1
        if rounds == 1:
            # Measured a moment later, once the summary is painted: caches are warm.
            QTimer.singleShot(50, lambda: (gc.collect(), start_rss.append(rss_mb())))
        if rounds == max(1, args.rounds // 4):
            QTimer.singleShot(60, lambda: (gc.collect(), quarter_rss.append(rss_mb())))
        if args.trace:
            from PySide6.QtCore import QObject
            print(f"# round {rounds}: {rss_mb():.1f} MB, {len(gc.get_objects())} Python objects, "
                  f"{len(window.findChildren(QObject))} Qt children, "
                  f"{len(app.topLevelWidgets())} top-level widgets", file=sys.stderr, flush=True)
        if rounds >= args.rounds:
            QTimer.singleShot(100, loop.quit)

    def on_loaded() -> None:
        nonlocal matches
        matches += 1
        window.session.applied.connect(lambda r: on_round(r.round_ended) if r.round_ended else None)

    window.matchLoaded.connect(on_loaded)
    t0 = time.monotonic()
    window.start_demo()
    guard = QTimer()
    guard.setSingleShot(True)
    guard.timeout.connect(loop.quit)
    guard.start(int(TIMEOUT_PER_ROUND_S * 1000 * max(1, args.rounds)))
    loop.exec()
    elapsed = time.monotonic() - t0
    gc.collect()
    end_rss = rss_mb()
    if window.session is not None:
        window.session.shutdown()
    window.close()

    first = start_rss[0] if start_rss else end_rss
    quarter = quarter_rss[0] if quarter_rss else end_rss
    print(f"soak_rounds_played {rounds} rounds")
    print(f"soak_matches_started {matches} matches")
    print(f"soak_seconds_per_round {elapsed / max(1, rounds):.2f} s")
    print(f"soak_exceptions {len(exceptions)} exceptions")
    print(f"soak_logged_errors {len(errors.records)} errors")
    print(f"soak_messages_shown {len(shown)} messages")
    print(f"soak_rss_after_first_round {first:.1f} MB")
    print(f"soak_rss_at_end {end_rss:.1f} MB")
    print(f"soak_rss_growth {end_rss - first:.1f} MB")
    print(f"soak_rss_growth_after_first_quarter {end_rss - quarter:.1f} MB")
    for text in (exceptions + errors.records + shown)[:10]:
        print(f"# {text}", file=sys.stderr)
    return 0 if rounds >= args.rounds and not exceptions else 1


if __name__ == "__main__":
    raise SystemExit(main())
