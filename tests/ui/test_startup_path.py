"""The first window and its question (issue 16) are built without style sheets: one
anywhere in them puts Qt's style-sheet engine (parsing, a polish of every child) on the
start path. Their looks are set on the widgets, and kept."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QPalette
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from hand_desktop.ui import storage
from hand_desktop.ui.dialogs.new_game import NewGameDialog
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.rule_sets import RuleSetStore
from hand_desktop.ui.storage import Settings


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def _styled(top: QWidget) -> list[str]:
    return [w.objectName() or type(w).__name__ for w in (top, *top.findChildren(QWidget)) if w.styleSheet()]


def test_the_first_window_and_the_new_game_dialog_have_no_style_sheet(app, qtbot) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    dialog = NewGameDialog({}, window, RuleSetStore.from_file())
    qtbot.addWidget(dialog)
    assert QApplication.instance().styleSheet() == ""
    assert _styled(window) == [] and _styled(dialog) == []


def test_their_looks_are_kept_without_style_sheets(app, qtbot) -> None:
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    title = window.welcome.title
    assert title.font().bold() and title.font().pixelSize() == 42
    assert title.palette().color(QPalette.ColorRole.WindowText).name() == "#f3efe2"
    assert window.turn_label.font().bold()
    assert window.turn_label.contentsMargins().right() == 12
    dialog = NewGameDialog({}, window, RuleSetStore.from_file())
    qtbot.addWidget(dialog)
    hint = dialog.variant_hint
    assert hint.palette().color(QPalette.ColorRole.WindowText) == hint.palette().color(QPalette.ColorRole.Mid)
    teams = dialog.findChildren(QLabel, "team")
    assert teams and all(t.palette().color(QPalette.ColorRole.WindowText)
                         == t.palette().color(QPalette.ColorRole.Mid) for t in teams)


def test_the_welcome_page_is_the_felt_green_darker_towards_the_bottom(app, qtbot) -> None:
    """Drawn in bands, one a step of colour, it is what a linear gradient drawn with 8 bits a
    channel shows: within one level of it everywhere."""
    window = MainWindow(Settings())
    qtbot.addWidget(window)
    window.resize(1000, 700)
    window.show()
    image = window.welcome.grab().toImage()
    height = image.height()
    top, bottom = QColor("#1f6b45"), QColor("#134a2f")
    for y in range(0, height, 7):
        t = y / (height - 1)
        shown = image.pixelColor(5, y)
        for channel in ("red", "green", "blue"):
            a, b = getattr(top, channel)(), getattr(bottom, channel)()
            assert abs(getattr(shown, channel)() - (a + (b - a) * t)) <= 1.5, (y, channel)


def test_only_the_host_dialog_builds_the_network_options(app, qtbot) -> None:
    """A new game's dialog (the first one of a start) has no table options to hide; the
    host mode's dialog has them, worded."""
    local = NewGameDialog({}, None, RuleSetStore.from_file())
    qtbot.addWidget(local)
    assert local.network_box is None
    host = NewGameDialog({}, None, RuleSetStore.from_file(), host=True)
    qtbot.addWidget(host)
    assert host.network_box is not None and host.network_box.title() == "On the network"
    assert host.grace.specialValueText() == "For ever"


def test_the_house_rules_marker_is_styled_when_first_shown(app, qtbot) -> None:
    from hand_desktop.core.rules import Rules, ScoreTable
    from hand_desktop.ui.house_marker import HouseRulesMarker

    marker = HouseRulesMarker()
    qtbot.addWidget(marker)
    assert marker.styleSheet() == ""  # hidden: no match, or no house rule
    marker.set_rules(Rules(score_table=ScoreTable.GULF, joker_in_hand=20))
    assert "houseRulesMarker" in marker.styleSheet()


def test_the_window_module_leaves_the_match_and_its_session_for_later() -> None:
    """The first window imports no rules engine (match, game, solver) and no session: they
    load with the first match (a fresh process, so nothing else imported them first)."""
    import subprocess
    import sys

    code = ("import sys; import hand_desktop.ui.main_window; "
            "print(sorted(m for m in ('hand_desktop.core.match', 'hand_desktop.core.round', "
            "'hand_desktop.core.solver', 'hand_desktop.ui.sessions.session', 'hand_desktop.ui.sessions.local_session') "
            "if m in sys.modules))")
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          check=True)
    assert done.stdout.strip() == "[]"


# The real app, started as a player starts it, up to the welcome page's first paint (its Play
# now button: what a player can act on first): what it has imported then, and the Qt classes
# whose Python types (with their enums) exist. (The startup trace's step is wrapped: at
# ``welcome_paint`` it writes them and quits.)
_TO_THE_WELCOME_PAGE = r"""
import enum, gc, os, sys
from hand_desktop.ui import startup_trace
step = startup_trace.step
def at_step(name):
    step(name)
    if name == "welcome_paint":
        with open(os.environ["MODULES_OUT"], "w", encoding="utf-8") as out:
            out.write("\n".join(sorted(sys.modules)))
        owners = {e.__qualname__.rsplit(".", 1)[0] for e in gc.get_objects()
                  if isinstance(e, enum.EnumMeta) and (e.__module__ or "").startswith("PySide6")}
        with open(os.environ["MODULES_OUT"] + ".qt", "w", encoding="utf-8") as out:
            out.write("\n".join(sorted(owners)))
        import linecache
        with open(os.environ["MODULES_OUT"] + ".read", "w", encoding="utf-8") as out:
            out.write("\n".join(sorted(linecache.cache)))
        os._exit(0)
startup_trace.step = at_step
from hand_desktop.__main__ import main
main(["hand-desktop", *sys.argv[1:]])
"""


def _modules_at_the_welcome_page(tmp_path: Path, *args: str) -> set[str]:
    """The modules loaded when the welcome page paints (the Qt classes that have Python
    types then are written beside, in ``modules.txt.qt``, and the source files read into
    ``linecache`` in ``modules.txt.read``)."""
    import os
    import subprocess
    import sys

    out = tmp_path / "modules.txt"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", storage.HOME_ENV: str(tmp_path / "home"),
           "HAND_DESKTOP_STARTUP_TRACE": str(tmp_path / "trace"), "MODULES_OUT": str(out)}
    subprocess.run([sys.executable, "-c", _TO_THE_WELCOME_PAGE, *args], env=env, timeout=60, check=True)
    return set(out.read_text(encoding="utf-8").split())


@pytest.fixture(scope="module")
def welcome_page(tmp_path_factory: pytest.TempPathFactory) -> Callable[[str], Path]:
    """The real start up to the welcome page's paint, once a language for the whole module
    (a start is half a second of CPU): the path of the list of modules it had loaded."""
    done: dict[str, Path] = {}

    def start(language: str) -> Path:
        if language not in done:
            folder = tmp_path_factory.mktemp(f"start-{language}")
            _modules_at_the_welcome_page(folder, "--lang", language)
            done[language] = folder / "modules.txt"
        return done[language]

    return start


@pytest.mark.parametrize("language", ["en", "ar"])
def test_the_welcome_page_needs_no_rules_engine_session_network_or_dialog(
        welcome_page: Callable[[str], Path], language: str) -> None:
    """Up to the welcome page's first paint, nothing of a match in play (the rules engine,
    the session), of network play (hashing, the network panel's widgets, a hosted table's
    files, a joined table's seat note), of the table or of the new-game dialog (opened when
    asked) is loaded: they come with the first match. Nor the check of the game's own
    files, nor ctypes (the allocator's tuning): they come after that paint."""
    loaded = set(welcome_page(language).read_text(encoding="utf-8").split())
    assert "hand_desktop.ui.main_window" in loaded  # the page was shown
    later = {"hand_desktop.core.match", "hand_desktop.core.round", "hand_desktop.core.solver",
             "hand_desktop.core.view", "hand_desktop.core.events", "hand_desktop.ui.sessions.session",
             "hand_desktop.ui.sessions.local_session", "hand_desktop.net.security", "hashlib",
             "hand_desktop.ui.table", "hand_desktop.ui.card_art", "hand_desktop.ui.demo",
             "hand_desktop.host_files", "hand_desktop.ui.sessions.seat_ticket", "hand_desktop.ui.resource_check",
             "ctypes", "hand_desktop.ui.dialogs.new_game", "hand_desktop.ui.dialogs.house_rules",
             "hand_desktop.ui.rule_sets"}
    assert sorted(loaded & later) == []


def test_the_traced_start_creates_no_types_of_qt_classes_the_game_does_not_use(
        welcome_page: Callable[[str], Path]) -> None:
    """The start-up trace (the benchmark's) watches the page's button, not every
    event of the application: handed each receiver of every event, shiboken created the
    Python types of some 150 Qt classes (QMdiArea, QWizard, QCalendarWidget...), 20 ms and
    megabytes that only the measured start paid."""
    modules = welcome_page("en")
    owners = set(modules.with_name("modules.txt.qt").read_text(encoding="utf-8").split())
    assert {"QMainWindow", "QPalette"} <= owners  # the window's and its page's own classes are there
    assert sorted(owners & {"QMdiArea", "QWizard", "QCalendarWidget", "QGraphicsView", "QProcess",
                             "QAbstractItemView", "QMessageBox", "QFileDialog", "QAbstractSpinBox",
                             "QGradient"}) == []


def test_pyside6_reads_no_source_of_the_game_at_start_up(welcome_page: Callable[[str], Path]) -> None:
    """PySide6's ``__feature__`` import hook read the whole source of every module imported
    after it (some fifty files, 2 MB kept in ``linecache``) to look for the word "PySide6";
    the start tells it beforehand that no module uses a feature."""
    read = welcome_page("en").with_name("modules.txt.read").read_text(encoding="utf-8").split()
    ours = [path for path in read if "hand_desktop" in Path(path).parts]
    assert ours == []
    assert read == []  # what it read while PySide6 itself was imported is let go too


# The real app started with none of its own files where it looks for them: what it says,
# and when (the startup trace's steps so far), written out; then it quits.
_WITH_FILES_MISSING = r"""
import os, sys
from pathlib import Path
from hand_desktop.ui import main_window, free_memory, resource_check, startup_trace
tune = free_memory.tune_allocator
free_memory.tune_allocator = lambda: startup_trace.step("allocator_tuned") or tune()
check = resource_check.check_resources
resource_check.check_resources = lambda folder: check(Path(os.environ["NOWHERE"]))
def inform(self, title, text):
    steps = [line.split()[0] for line in open(os.environ["HAND_DESKTOP_STARTUP_TRACE"])]
    with open(os.environ["TOLD_OUT"], "w", encoding="utf-8") as out:
        out.write("\n".join([" ".join(steps), title, text]))
    os._exit(0)
main_window.MainWindow.inform = inform
from hand_desktop.__main__ import main
main(["hand-desktop"])
"""


def test_what_is_missing_is_said_once_the_first_window_and_its_page_are_painted(
        tmp_path: Path) -> None:
    """The rest of the start-up (the allocator's tuning, the icon, the check of the game's
    own files) comes once the first window and its welcome page are painted."""
    import os
    import subprocess
    import sys

    told = tmp_path / "told.txt"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", storage.HOME_ENV: str(tmp_path / "home"),
           "HAND_DESKTOP_STARTUP_TRACE": str(tmp_path / "trace"), "TOLD_OUT": str(told),
           "NOWHERE": str(tmp_path / "nowhere")}
    subprocess.run([sys.executable, "-c", _WITH_FILES_MISSING], env=env, timeout=60, check=True)
    steps, title, *text = told.read_text(encoding="utf-8").split("\n")
    assert title == "Installation"
    assert "of its files are missing" in text[0] and any("cards/AS.svg" in line for line in text)
    assert {"first_paint", "welcome_paint"} <= set(steps.split())  # said over the painted page
    assert "allocator_tuned" in steps.split()  # the rest of the start-up was done before
