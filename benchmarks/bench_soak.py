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
200 rounds <= 10 MB. The caches are bounded to what a round uses (the card
pictures the table shows and a 2 MiB budget of others, the solver's last few
answers), so they are full once the first round has ended; the growth after
the first quarter is printed too: a leak keeps growing there, a cache does not.
The breakdown says where the memory is; ``card_art_renders`` counts the card
pictures drawn from SVG (the card cache's misses: a new size of the melds
draws each of their cards once).

``--animation-ms`` (default 0: moves at once) sets the table's animation
speed; at the normal 250 ms a round takes about a minute. Prints
``NAME VALUE UNIT`` lines.
"""

from __future__ import annotations

import argparse
import ctypes
import gc
import logging
import os
import sys
import tempfile
import time
import tracemalloc
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


class _MallInfo2(ctypes.Structure):
    _fields_ = [(name, ctypes.c_size_t) for name in (
        "arena", "ordblks", "smblks", "hblks", "hblkhd", "usmblks", "fsmblks",
        "uordblks", "fordblks", "keepcost")]


def _libc() -> ctypes.CDLL | None:
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallinfo2.restype = _MallInfo2
        return libc
    except (OSError, AttributeError):  # not glibc (macOS, Windows, musl): no breakdown
        return None


def breakdown(window: object) -> dict[str, float]:
    """Where the memory is: the C heap in use and held free, Python's share, the caches.

    ``malloc_in_use`` counts every live C allocation (Python objects, Qt, pixmaps not in
    shared memory); ``malloc_free_held`` is memory freed but not given back to the system
    (fragmentation), which RSS still counts; ``mmapped`` the large blocks (pixmaps, arenas).
    """
    from hand_desktop.core import opening, solver
    from hand_desktop.ui import card_art

    mb = 1024 * 1024
    out: dict[str, float] = {}
    libc = _libc()
    if libc is not None:
        info = libc.mallinfo2()
        out["malloc_in_use_mb"] = (info.uordblks + info.hblkhd) / mb
        out["malloc_free_held_mb"] = info.fordblks / mb
        out["malloc_mmapped_mb"] = info.hblkhd / mb
    if tracemalloc.is_tracing():
        out["python_traced_mb"] = tracemalloc.get_traced_memory()[0] / mb
    out["python_blocks_k"] = sys.getallocatedblocks() / 1000
    art = card_art.shared_art()
    pictures, size = art.held()  # those the cache keeps and those the table shows
    out["card_art_count_pictures"] = pictures
    out["card_art_mb"] = size / mb
    out["card_art_renders_count"] = art.renders  # SVG renders so far: the cache's misses
    out["solver_indexed_count_entries"] = solver._indexed.cache_info().currsize
    out["opening_lru_count_entries"] = (opening._cached_best_opening.cache_info().currsize
                                  + opening._cached_opening_value.cache_info().currsize)
    session = getattr(window, "session", None)
    driver = getattr(session, "driver", None)
    bots = driver.bots.made() if driver is not None else []
    out["bot_solver_cache_count_entries"] = sum(
        len(b.cache._opening) + len(b.cache._go_out) for b in bots if hasattr(b, "cache"))
    return out


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
    parser.add_argument("--tracemalloc", action="store_true",
                        help="trace Python allocations (slow) and print where they grew")
    args = parser.parse_args(argv)

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    home = tempfile.mkdtemp(prefix="hand-soak-")
    os.environ["HAND_DESKTOP_HOME"] = home

    from hand_desktop.ui.free_memory import tune_allocator

    tune_allocator()  # as the app does once its first window is up (hand_desktop.ui.app.run)
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    from hand_desktop.ui.main_window import MainWindow
    from hand_desktop.ui.storage import Settings
    from hand_desktop.ui.words import i18n

    if args.tracemalloc:
        tracemalloc.start(12)
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
    start_parts: list[dict[str, float]] = []
    snapshots: list[tracemalloc.Snapshot] = []
    quarter_rss: list[float] = []
    loop = QEventLoop()

    def on_round(_result: object) -> None:
        nonlocal rounds
        rounds += 1
        if rounds == 1:
            # Measured a moment later, once the summary is painted: caches are warm.
            QTimer.singleShot(50, lambda: (gc.collect(), start_rss.append(rss_mb()),
                                           start_parts.append(breakdown(window)),
                                           tracemalloc.is_tracing() and snapshots.append(
                                               tracemalloc.take_snapshot())))
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
    end_parts = breakdown(window)
    if snapshots:
        growth = tracemalloc.take_snapshot().compare_to(snapshots[0], "traceback")
        for stat in growth[:12]:
            print(f"# +{stat.size_diff / 1024:.0f} KiB in {stat.count_diff:+d} blocks:", file=sys.stderr)
            for line in stat.traceback.format()[-8:]:
                print(f"#   {line}", file=sys.stderr)
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
    for name, value in end_parts.items():
        was = start_parts[0].get(name, value) if start_parts else value
        label, unit = name.rsplit("_", 1)
        unit = {"mb": "MB", "k": "thousand"}.get(unit, unit)
        print(f"soak_{label}_after_first_round {was:.1f} {unit}")
        print(f"soak_{label}_at_end {value:.1f} {unit}")
    for text in (exceptions + errors.records + shown)[:10]:
        print(f"# {text}", file=sys.stderr)
    return 0 if rounds >= args.rounds and not exceptions else 1


if __name__ == "__main__":
    raise SystemExit(main())
