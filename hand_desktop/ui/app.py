"""Application start-up: arguments, one QApplication, settings, language, the main window.

``hand-desktop [FILE] [--lang ar|en] [--resume] [--demo] [--animation-ms MS] [--version]
[--self-test [REPORT]]``: FILE is a saved match (``.hand``) or a RULES.md scenario file;
``--lang`` overrides the language setting; ``--resume`` resumes the match in progress
without asking; ``--demo`` starts a match of four computer players to watch (see
``demo``); ``--animation-ms`` sets the animation speed for this run only;
``--self-test`` checks that this build starts and plays (``hand_desktop.ui.selftest``)
and exits.

One game runs per data folder (``single_instance``): a second start brings
the running window forward, handing it FILE to open, and exits. The game's
own files are checked once (``resource_check``), after the first window is painted,
and what is missing is said.

Start-up is kept lean: only what the first window needs is imported before it
is shown; dialogs, the score sheet, the card art and the table come later.
For the start-up benchmark, ``HAND_DESKTOP_STARTUP_MARKER=PATH`` makes the app
write "<unix time> <VmRSS kB>" to PATH when the window is first painted, and
``HAND_DESKTOP_STARTUP_QUIT=1`` makes it quit right after.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
import time
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, cast

from hand_desktop.ui import startup_trace
from hand_desktop.ui.words.languages import CODES

if TYPE_CHECKING:  # Qt is imported once start-up needs it
    from PySide6.QtCore import QObject

MARKER_ENV = "HAND_DESKTOP_STARTUP_MARKER"
QUIT_ENV = "HAND_DESKTOP_STARTUP_QUIT"
AFTER_FIRST_PAINT_MS = 300  # the icon and the second-start server wait this long after the first paint
LATEST_MS = 3000  # single_instance.LISTEN_LATEST_MS: a second start waits that long for us


def parse_args(args: Sequence[str]) -> tuple[argparse.Namespace, list[str]]:
    """Our options, and whatever is left for Qt (``-platform``, ``-style``...)."""
    parser = argparse.ArgumentParser(
        prog="hand-desktop",
        description="Hand, the Middle-Eastern rummy, on the desktop.",
    )
    parser.add_argument("file", nargs="?", metavar="FILE",
                        help="a saved match or a scenario file (RULES.md section 14) to open")
    parser.add_argument("--lang", choices=CODES, help="the language, whatever the settings say")
    parser.add_argument("--review", metavar="FILE",
                        help="review a saved match move by move, with the coach's marks")
    parser.add_argument("--resume", action="store_true",
                        help="resume the match in progress without asking")
    parser.add_argument("--demo", action="store_true",
                        help="watch four computer players, round after round, until the window is closed")
    parser.add_argument("--animation-ms", type=_animation_ms, metavar="MS",
                        help="the animation speed for this run only (0 = instant), not stored")
    parser.add_argument("--version", action=_VersionAction, nargs=0,
                        help="show the program's version number and exit")
    parser.add_argument("--self-test", nargs="?", const="", metavar="REPORT",
                        help="check that the game starts and plays (computer players), "
                             "print what was checked (also to REPORT), exit 0 if all is well")
    return parser.parse_known_args(list(args))


def _version() -> str:
    from hand_desktop import __version__

    return __version__


class _VersionAction(argparse.Action):
    """``--version``: the version is read only when asked for (importlib.metadata is slow)."""

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace,
                 values: object, option_string: str | None = None) -> None:
        print(f"{parser.prog} {_version()}")  # to stdout, as argparse's own version action
        parser.exit()


def _animation_ms(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number of milliseconds: {text!r}") from None
    if not 0 <= value <= 5000:
        raise argparse.ArgumentTypeError("the animation time must be between 0 and 5000 ms")
    return value


def _write_marker(path: str) -> None:
    try:
        with open(path, "w", encoding="ascii") as out:
            out.write(f"{time.time():.6f} {startup_trace.rss_kb()}\n")
    except OSError:
        logging.getLogger(__name__).warning("cannot write the start-up marker %s", path)


def _file_open_relay(window: object) -> QObject:
    """An event filter handing macOS's FileOpen events (Finder's double-click on a
    ``.hand``) to the window, which opens the file as ``hand-desktop FILE`` would."""
    from pathlib import Path

    from PySide6.QtCore import QEvent, QObject, QTimer

    class Relay(QObject):
        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if event.type() == QEvent.Type.FileOpen:
                path = Path(event.file())  # type: ignore[attr-defined]
                QTimer.singleShot(0, lambda: window.open_file(path))  # type: ignore[attr-defined]
                return True
            return super().eventFilter(watched, event)

    return Relay(window)  # type: ignore[arg-type]


def run(argv: Sequence[str]) -> int:
    """Create the application and its window, then run the event loop."""
    startup_trace.step("run")
    args, qt_args = parse_args(argv[1:])
    if args.self_test is not None and not os.environ.get("HAND_DESKTOP_HOME"):
        # The self-test plays a match: never in the player's own settings and autosave.
        import tempfile

        os.environ["HAND_DESKTOP_HOME"] = tempfile.mkdtemp(prefix="hand-self-test-")
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    from PySide6.QtCore import QCoreApplication, QTimer
    from PySide6.QtWidgets import QApplication

    _skip_pyside_source_reading()
    from hand_desktop.ui import storage

    startup_trace.step("qt")
    QCoreApplication.setApplicationName(storage.APP_NAME)
    QCoreApplication.setOrganizationName(storage.APP_NAME)
    app = cast(QApplication, QApplication.instance()) or QApplication(
        [argv[0] if argv else "hand-desktop", *qt_args])
    startup_trace.step("qapplication")

    from hand_desktop.ui.single_instance import InstanceGuard, ask_running_copy, tell_already_open

    guard = InstanceGuard(storage.data_dir())
    first_copy = guard.acquire()
    if not first_copy and ask_running_copy(storage.data_dir(), _absolute(args.file)):
        return 0  # the running game came forward (and opens the file)

    startup_trace.step("instance_lock")
    settings, explain = storage.read_settings()
    startup_trace.step("settings")
    from hand_desktop.ui.words import i18n, mnemonics

    mnemonics.install(app)
    i18n.install(app, args.lang or settings.language)
    if settings.digits is not None:
        i18n.set_digits(settings.digits)
    app.setApplicationDisplayName(QCoreApplication.translate("MainWindow", "Hand"))
    startup_trace.step("translations")
    if not first_copy:
        tell_already_open(storage.data_dir())
        return 1
    # Only the one copy on this folder may clear what a killed copy left half-written.
    storage.remove_stale_temp_files(storage.config_dir())
    warning = None if explain is None else explain()  # worded in the language just installed
    warnings = [warning] if warning else []

    from hand_desktop.ui.main_window import MainWindow

    startup_trace.step("window_module")

    if args.self_test is not None:
        from hand_desktop.ui import selftest

        # Instant moves; HAND_DESKTOP_HOME is a fresh folder (above) unless one was given.
        return selftest.run(MainWindow(settings.with_(animation_ms=0)), args.self_test or None)
    window = MainWindow(settings)
    startup_trace.step("window")
    startup_trace.watch_paint(window.welcome.play_button, "welcome_paint")
    window.firstShown.connect(lambda: startup_trace.step("first_paint"))
    guard.activationRequested.connect(window.come_forward)
    if args.animation_ms is not None:
        window.set_session_animation_ms(args.animation_ms)
    elif args.demo:
        from hand_desktop.ui.demo import demo_animation_ms

        window.set_session_animation_ms(demo_animation_ms(settings.animation_ms))
    marker = os.environ.get(MARKER_ENV)
    quit_at_once = os.environ.get(QUIT_ENV) == "1"
    if marker:
        window.firstShown.connect(lambda: _write_marker(marker))
    if quit_at_once:
        window.firstShown.connect(lambda: QTimer.singleShot(0, app.quit))
    if sys.platform == "darwin":
        # macOS: a double-clicked .hand arrives as an event. Only there: a filter on the
        # whole application is a Python call for every event of every widget.
        app.installEventFilter(_file_open_relay(window))
    window.show()
    if not quit_at_once:
        # After the first paint: the window is on screen before any question is asked.
        if args.review:  # straight to the review: the match in progress is not asked about
            from pathlib import Path

            review = Path(args.review)
            QTimer.singleShot(0, lambda: window.review_file(review))
        else:
            QTimer.singleShot(0, lambda: window.startup(args.file, args.resume, warnings, args.demo))
    # What the first window and its welcome page do not need comes once they are painted:
    # the game's icon (its SVG engine), hearing second starts (QtNetwork; one started
    # in that moment is told the game is open already) and the check of the game's own
    # files, whose rare message then comes over the page (or a first question).
    # (At the latest after LATEST_MS: a window started minimized is not painted.)
    def start_the_rest() -> None:
        from hand_desktop.ui.free_memory import tune_allocator

        # Before any round frees its big blocks (see memory); not before the first paint:
        # ctypes, which reaches the C library, costs a start milliseconds.
        tune_allocator()
        _set_window_icon(app)
        guard.listen()
        window.report_installation(resource_warnings())
        startup_trace.step("resource_check")

    after_start = _once(start_the_rest)
    window.firstShown.connect(lambda: QTimer.singleShot(AFTER_FIRST_PAINT_MS, after_start))
    QTimer.singleShot(LATEST_MS, after_start)
    try:
        return app.exec()
    finally:
        guard.release()


class _NoFeatureScan:
    """An import finder that finds nothing: it tells PySide6, before each module is
    imported, that the module uses no ``__feature__`` (see ``_skip_pyside_source_reading``)."""

    def __init__(self, table: dict[str, int]) -> None:
        self.table = table

    def find_spec(self, fullname: str, path: object = None, target: object = None) -> None:
        self.table.setdefault(fullname, 0)  # 0: "no feature", what the scan says of a Qt module


def _skip_pyside_source_reading() -> None:
    """PySide6's import hook (for ``from __feature__ import snake_case``) reads the whole
    source of every module imported after it, into ``linecache``, to see whether the text
    says "PySide6": some fifty files before the first window, 2 MB kept and milliseconds
    spent (it looks again at a module loaded earlier the first time an ``import`` names
    it). No module of the game or its libraries uses a ``__feature__``: the modules loaded
    now, and each one as it is imported, are entered in PySide6's table, so none is read.
    (A frozen build has no sources: there the scan finds nothing to read anyway.)"""
    import importlib

    try:
        table = getattr(importlib.import_module("PySide6.support.feature"), "pyside_feature_dict", None)
    except ImportError:
        table = None
    if isinstance(table, dict):  # else another PySide6, which scans as it likes
        for name in list(sys.modules):
            table.setdefault(name, 0)
        sys.meta_path.insert(0, _NoFeatureScan(table))
        # What it read while PySide6 itself was imported (enum.py, PySide6's own files:
        # 0.2 MB of lines) is only a cache for tracebacks, which read the files again.
        import linecache

        linecache.clearcache()


def _once(work: Any) -> Any:
    """``work``, done the first time the returned function is called and never again."""
    done = False

    def call() -> None:
        nonlocal done
        if not done:
            done = True
            work()

    return call


def _absolute(file: str | None) -> str | None:
    """The running copy has its own working folder: hand it an absolute path."""
    return None if file is None else os.path.abspath(file)


def resource_warnings() -> list[str]:
    """What is missing from the game's own files, as a message (none when all is there)."""
    from hand_desktop.paths import resources
    from hand_desktop.ui.resource_check import check_resources, missing_message

    text = missing_message(check_resources(resources()))
    if text is not None:
        logging.getLogger(__name__).warning("incomplete installation: %s", text.replace("\n", " "))
    return [text] if text is not None else []


def _set_window_icon(app: Any) -> None:
    from PySide6.QtGui import QIcon

    from hand_desktop.paths import icons_dir

    icon = QIcon(str(icons_dir() / "hand.svg"))
    if not icon.isNull():
        app.setWindowIcon(icon)
    startup_trace.step("window_icon")
