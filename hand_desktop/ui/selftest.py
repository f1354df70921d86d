"""``hand-desktop --self-test``: does this build of the game really start and play?

Run by the packaging smoke tests on the frozen bundle, the .deb's contents and an
installed wheel, and usable by a player whose game will not start. It goes
through the real start-up (``app.run`` creates the QApplication, installs the
language and shows the main window), then checks, printing one line each:

* the Qt platform plugin in use, and the Qt plugins a build must carry for this
  system (the other windowing systems, SVG images and icons, input methods), each
  loaded, so a library one of them needs and cannot find fails here (on Linux the
  X11 and Wayland plugins too, whatever platform the test runs on);
* every card picture renders from its SVG;
* the sound library loads and every sound file reads;
* the bundled Arabic font loads;
* both catalogues (ar, en) load and translate, and Qt's own Arabic catalogue;
* the main window is painted;
* a match of four computer players is dealt and plays a few turns.

Any failure prints ``FAIL`` and the process exits 1; all passed exits 0. The
report goes to standard output when there is one (a windowed Windows build has
none) and to REPORT when ``--self-test REPORT`` names a file.
"""

from __future__ import annotations

import contextlib
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QLibraryInfo,
    QPluginLoader,
    QTimer,
    QTranslator,
)
from PySide6.QtGui import QGuiApplication, QImageReader

from hand_desktop import __version__, paths

TURNS = 6  # turns a match of computer players must get through
TIME_LIMIT_S = 90.0  # for the whole self-test; a hang is a failure, not a wait
SEATS = 4

# Qt plugins a bundle for each system must carry (besides the platform in use),
# as paths under Qt's plugin folder without the file name's prefix and suffix.
REQUIRED_PLUGINS: dict[str, tuple[str, ...]] = {
    "linux": (
        "platforms/qxcb", "platforms/qwayland", "platforms/qoffscreen",
        "imageformats/qsvg", "iconengines/qsvgicon",
        "platforminputcontexts/composeplatforminputcontextplugin",
        "platforminputcontexts/ibusplatforminputcontextplugin",
        "xcbglintegrations/qxcb-glx-integration", "wayland-shell-integration/xdg-shell",
    ),
    "win32": ("platforms/qwindows", "imageformats/qsvg", "iconengines/qsvgicon"),
    "darwin": ("platforms/qcocoa", "imageformats/qsvg", "iconengines/qsvgicon"),
}


def plugin_file(folder: Path, name: str) -> Path | None:
    """The file of plugin ``group/base`` in ``folder`` on this system, if it is there."""
    group, base = name.split("/")
    if sys.platform == "win32":
        candidates = [f"{base}.dll"]
    elif sys.platform == "darwin":
        candidates = [f"lib{base}.dylib"]
    else:
        candidates = [f"lib{base}.so"]
    for candidate in candidates:
        path = folder / group / candidate
        if path.is_file():
            return path
    return None


@dataclass
class Report:
    """The lines of the self-test, written as they come so a hang still shows progress."""

    out_file: Path | None = None
    lines: list[str] = field(default_factory=list)
    failures: int = 0

    def line(self, text: str) -> None:
        self.lines.append(text)
        if sys.stdout is not None:
            print(text, flush=True)
        if self.out_file is not None:
            with contextlib.suppress(OSError):
                self.out_file.write_text("\n".join(self.lines) + "\n", encoding="utf-8")

    def check(self, ok: bool, what: str) -> bool:
        self.line(f"{'ok  ' if ok else 'FAIL'} {what}")
        if not ok:
            self.failures += 1
        return ok


def check_plugins(report: Report) -> None:
    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.PluginsPath))
    platform = QGuiApplication.platformName()
    report.check(bool(platform), f"Qt {QLibraryInfo.version().toString()}, platform plugin "
                                 f"'{platform}' loaded (plugins in {folder})")
    for name in REQUIRED_PLUGINS.get(sys.platform, REQUIRED_PLUGINS["linux"]):
        path = plugin_file(folder, name)
        if path is None:
            report.check(False, f"Qt plugin {name} is missing")
            continue
        # Loading proves every library it needs is there, in the bundle or the system: the
        # X11 and Wayland plugins too, whatever platform this test runs on (a missing
        # libxcb-icccm4 would otherwise show only on a real X display, as an abort).
        loader = QPluginLoader(str(path))
        loaded = loader.load()
        report.check(loaded, f"Qt plugin {name} loads" + ("" if loaded else f": {loader.errorString()}"))
    formats = {bytes(f.data()).decode() for f in QImageReader.supportedImageFormats()}
    report.check("svg" in formats, "SVG images readable")


def check_card_art(report: Report) -> None:
    from hand_desktop.core.cards import ALL_CARDS
    from hand_desktop.ui.card_art import BACK, FELT, CardArt, card_name

    folder = paths.cards_dir()
    names = sorted({card_name(card) for card in ALL_CARDS} | {BACK, FELT})
    art = CardArt(folder)
    bad = []
    for name in names:
        if not (folder / f"{name}.svg").is_file():
            bad.append(name)
            continue
        image = art.pixmap(name, 60).toImage()
        # The middle of a card is opaque paper or pattern, never transparent.
        if image.isNull() or image.pixelColor(image.width() // 2, image.height() // 2).alpha() == 0:
            bad.append(name)
    report.check(not bad, f"card art: {len(names) - len(bad)} of {len(names)} pictures render "
                          f"from {folder}" + (f" (broken or missing: {', '.join(bad)})" if bad else ""))


def check_sound(report: Report) -> None:
    """The sound library is carried and every sound reads (a device is not needed: a machine
    without one is silent by design)."""
    from hand_desktop.ui.sound import MiniaudioPlayer, Sound, sounds_dir

    try:
        import miniaudio  # type: ignore[import-untyped]

        library = f"miniaudio {miniaudio.__version__}"
    except ImportError as exc:
        report.check(False, f"sound library: {exc}")
        return
    player = MiniaudioPlayer()
    bad = [s.value for s in Sound if player.samples(s) is None]
    report.check(not bad, f"sound: {library}, {len(Sound) - len(bad)} of {len(Sound)} sounds read "
                          f"from {sounds_dir()}" + (f" (broken or missing: {', '.join(bad)})" if bad else ""))


def check_font_and_catalogues(report: Report) -> None:
    from hand_desktop.ui.words import i18n
    from hand_desktop.ui.words.languages import CODES, FONTS

    for font in FONTS:
        family = i18n.load_font(font)
        report.check(family == font.family,
                     f"bundled {font.script} font: {family or 'not loaded from ' + str(i18n.fonts_dir())}")
    known = {"ar": "هاند", "en": "Hand"}  # a new language's catalogue need only say something
    for language in CODES:
        qm = i18n.qm_file(language)
        translator = QTranslator()
        loaded = qm is not None and translator.load(str(qm))
        said = translator.translate("MainWindow", "Hand") if loaded else ""
        report.check(loaded and said == known.get(language, said or None),
                     f"catalogue {language}: {qm} translates 'Hand' as '{said}'")
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    qt_ar = QTranslator()
    report.check(qt_ar.load("qtbase_ar", qt_dir), f"Qt's own Arabic catalogue qtbase_ar in {qt_dir}")


def wait_until(done: Callable[[], bool], seconds: float) -> bool:
    """Run the event loop until ``done()`` or the time is up."""
    timer = QElapsedTimer()
    timer.start()
    while not done():
        if timer.elapsed() > seconds * 1000:
            return False
        QCoreApplication.processEvents()
        time.sleep(0.005)
    return True


def play_a_match(window: object, report: Report, seconds: float) -> None:
    from hand_desktop.core.events import TurnStarted
    from hand_desktop.core.rules import Rules
    from hand_desktop.core.seats import SeatKind

    names = [f"Bot {seat + 1}" for seat in range(SEATS)]
    window.start_match(Rules(), names, [SeatKind.EASY] * SEATS, seed=11)  # type: ignore[attr-defined]
    session = window.session  # type: ignore[attr-defined]
    match = window.match  # type: ignore[attr-defined]
    dealt = match is not None and all(len(hand) > 0 for hand in match.round.hands)
    report.check(dealt, f"match dealt to {SEATS} computer players")
    turns = [0]
    session.applied.connect(  # computers only: the table watches from seat 0
        lambda report: turns.__setitem__(0, turns[0] + sum(isinstance(e, TurnStarted) for e in report.events(0)))
    )
    played = wait_until(lambda: turns[0] >= TURNS or match.round.over, seconds)
    report.check(played, f"computer players played {turns[0]} turns (wanted {TURNS})")


def run(window: object, report_path: str | None) -> int:
    """The self-test on ``window``, the main window not yet shown; returns the exit code."""
    report = Report(Path(report_path) if report_path else None)
    started = time.monotonic()
    how = "frozen" if getattr(sys, "frozen", False) else "from source"
    report.line(f"hand-desktop {__version__} self-test ({how}, resources in {paths.resources()})")
    painted = [False]
    window.firstShown.connect(lambda: painted.__setitem__(0, True))  # type: ignore[attr-defined]
    window.show()  # type: ignore[attr-defined]
    report.check(wait_until(lambda: painted[0], 15), "main window painted")
    left = max(5.0, TIME_LIMIT_S - (time.monotonic() - started))
    for step in (check_plugins, check_card_art, check_sound, check_font_and_catalogues,
                 lambda r: play_a_match(window, r, left)):
        try:
            step(report)
        except Exception as exc:  # a broken build must be reported as such, not crash
            report.check(False, f"{getattr(step, '__name__', 'match')}: {type(exc).__name__}: {exc}")
    elapsed = time.monotonic() - started
    verdict = "passed" if report.failures == 0 else f"FAILED ({report.failures} checks)"
    report.line(f"self-test {verdict} in {elapsed:.1f} s")
    window.close()  # type: ignore[attr-defined]
    QTimer.singleShot(0, QCoreApplication.quit)
    return 0 if report.failures == 0 else 1
