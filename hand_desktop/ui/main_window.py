"""The main window: menus, the table in the middle, a status bar, settings.

The match in play and its life cycle (start, resume, open, autosave, round
summary, next round, match end) belong to ``MatchLife`` (``match_life.py``);
the window asks it to start one and shows what it reports. The status bar
reads the session's ``MatchSummary``, never the match.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any, cast

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import (
    QAction,
    QActionGroup,
    QColor,
    QKeySequence,
    QPainter,
    QPalette,
)
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.seats import SeatKind
from hand_desktop.ui import storage
from hand_desktop.ui.looks import FELT_BOTTOM, FELT_TOP
from hand_desktop.ui.match_life import MatchLife, TableFactory, make_table
from hand_desktop.ui.pointer_guide import PointerGuide
from hand_desktop.ui.preferences import FELT_TONES, Felt, Preferences
from hand_desktop.ui.sessions.hosting import Hosting
from hand_desktop.ui.sessions.presence import Link
from hand_desktop.ui.sound import SoundBoard, make_player
from hand_desktop.ui.storage import SavedGame, Settings, StorageError
from hand_desktop.ui.words.languages import CODES, LANGUAGES
from hand_desktop.ui.words.text import fill, ltr, number

if TYPE_CHECKING:  # the rules engine is imported when a match starts, not before the window
    from PySide6.QtGui import QCloseEvent, QPaintEvent

    from hand_desktop.core.match import Match
    from hand_desktop.ui.match_life import Table
    from hand_desktop.ui.sessions.session import Session

log = logging.getLogger(__name__)

CTX = "MainWindow"
SAVE_SUFFIX = ".hand"  # a saved match (JSON inside); the installers associate it with the game
SAVE_FILTER_EXT = f"*{SAVE_SUFFIX}"
OPEN_FILTER_EXT = f"*{SAVE_SUFFIX} *.json"  # .json: older saves and RULES.md scenario files
# Where Game > Join a table searches, comma-separated, instead of every network (manual tries).
FIND_ENV = "HAND_DESKTOP_FIND"


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CTX, text, None, n)


def documents_dir() -> Path:
    """Where the file dialogs open: the player's documents folder (not our hidden data folder)."""
    from PySide6.QtCore import QStandardPaths

    found = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.DocumentsLocation)
    path = Path(found) if found else Path.home()
    return path if path.is_dir() else Path.home()


def with_save_suffix(path: Path) -> Path:
    """``path`` ending in ``.hand`` (a name typed without it gets it, as file dialogs do)."""
    return path if path.suffix.lower() == SAVE_SUFFIX else path.with_name(path.name + SAVE_SUFFIX)


def _felt_bands(top: str, bottom: str) -> tuple[QColor, ...]:
    """The colours from ``top`` to ``bottom``, one for each step of the channel that
    changes most (what a gradient drawn with 8 bits a channel shows)."""
    a, b = QColor(top), QColor(bottom)
    ends = [(a.red(), b.red()), (a.green(), b.green()), (a.blue(), b.blue())]
    steps = max(abs(y - x) for x, y in ends) + 1
    return tuple(QColor(*(round(x + (y - x) * i / (steps - 1)) for x, y in ends)) for i in range(steps))


FELT_BANDS = _felt_bands(FELT_TOP, FELT_BOTTOM)
VOLUME_CHOICES = (30, 60, 100)  # View > Sound: quiet, medium, loud
PLAY_NOW_ROUNDS = 5


class WelcomePage(QWidget):
    """The central widget when no match is loaded: start one, resume one, or open a file."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("WelcomePage")
        self.bands = FELT_BANDS  # the felt's colours, top to bottom (Preferences: the table colour)
        self._waiting = ""  # what the page says of a match waiting to be resumed
        self._waiting_for = ""  # "resume" or "rejoin": which button that text goes with
        self.title = QLabel(self)
        self.title.setObjectName("welcomeTitle")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        self.play_button = QPushButton(self)  # you and three computer players, at once
        self.play_button.setObjectName("playNowButton")
        self.new_button = QPushButton(self)
        self.resume_button = QPushButton(self)
        self.open_button = QPushButton(self)
        self.join_button = QPushButton(self)
        self.rejoin_button = QPushButton(self)  # a seat held at a table joined over the network
        self.rejoin_button.setObjectName("rejoinButton")
        self.rejoin_button.setVisible(False)
        self.lessons_button = QPushButton(self)
        self._rejoin_text = ""
        for button in self._buttons():
            button.setMinimumWidth(260)
            button.setMinimumHeight(40)
        self.play_button.setMinimumHeight(48)
        self.play_button.setDefault(True)
        self.play_hint = QLabel(self)
        self.play_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.play_hint.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addSpacing(24)
        for button in self._buttons():
            if button is self.resume_button:  # a match waiting comes first: above Play now
                continue
            layout.addWidget(button, 0, Qt.AlignmentFlag.AlignHCenter)
            if button is self.play_button:
                layout.addWidget(self.play_hint)  # the page's width: one line, centred
                layout.addSpacing(10)
        layout.insertWidget(layout.indexOf(self.play_button), self.resume_button, 0,
                            Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        # Colours and fonts set directly, not by a style sheet: a style sheet puts Qt's
        # style-sheet engine (parsing, a polish of every child) on the start path.
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#f3efe2"))
        self.setPalette(palette)
        title_font = self.title.font()
        title_font.setPixelSize(42)
        title_font.setBold(True)
        self.title.setFont(title_font)
        for button in self._buttons():
            button_font = button.font()
            button_font.setPixelSize(15)
            button_font.setBold(button is self.play_button)
            button.setFont(button_font)
        self.retranslate_ui()

    def _buttons(self) -> tuple[QPushButton, ...]:
        return (self.play_button, self.new_button, self.resume_button, self.rejoin_button,
                self.open_button, self.join_button, self.lessons_button)

    def paintEvent(self, event: QPaintEvent) -> None:
        # The felt's green, darker towards the bottom: one band for each step of the
        # colour, as an 8-bit gradient has. Not a QLinearGradient, nor fillRect (whose
        # overloads take a gradient preset): either creates the Python type of QGradient
        # and its 180 named presets, 3 ms of the first window's start.
        painter = QPainter(self)
        painter.setPen(Qt.PenStyle.NoPen)
        width, height = self.width(), self.height()
        steps = len(self.bands)
        for i, colour in enumerate(self.bands):
            top, bottom = height * i // steps, height * (i + 1) // steps
            painter.setBrush(colour)
            painter.drawRect(0, top, width, bottom - top)
        painter.end()

    def set_felt(self, felt: Felt) -> None:
        self.bands = _felt_bands(*FELT_TONES[felt])
        self.update()

    def offer_play(self) -> None:
        """Nothing waits: Play now is the default button and has the keys (Enter plays)."""
        self.play_button.setDefault(True)
        self.play_button.setFocus()

    def show_waiting(self, text: str) -> None:
        """A saved match waits: the page says which, and Resume becomes the default button."""
        self._waiting, self._waiting_for = text, "resume"
        self.new_button.setDefault(False)
        self.play_button.setDefault(False)
        self.resume_button.setDefault(True)
        self.resume_button.setFocus()
        self.retranslate_ui()

    def forget_waiting(self) -> None:
        """Nothing waits to be resumed any more (resumed, finished or replaced): the page
        stops offering it, and Play now is the default button again."""
        if self._waiting_for != "resume":
            return
        self._waiting, self._waiting_for = "", ""
        self.resume_button.setDefault(False)
        self.play_button.setDefault(True)
        self.retranslate_ui()

    def show_seat(self, button_text: str | None, waiting: str | None = None) -> None:
        """A seat is held at a table joined over the network (None: no more). With ``waiting``
        the page says so and Rejoin becomes the default button."""
        self._rejoin_text = button_text or ""
        self.rejoin_button.setVisible(button_text is not None)
        if waiting is not None:
            self._waiting, self._waiting_for = waiting, "rejoin"
            self.new_button.setDefault(False)
            self.play_button.setDefault(False)
            self.resume_button.setDefault(False)
            self.rejoin_button.setDefault(True)
            self.rejoin_button.setFocus()
        elif button_text is None and self.rejoin_button.isDefault():
            self._waiting, self._waiting_for = "", ""
            self.rejoin_button.setDefault(False)
            self.play_button.setDefault(True)
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.title.setText(_tr("Hand"))
        self.subtitle.setText(self._waiting or _tr(
            "The rummy of the Gulf: two decks, two Jokers, fourteen cards each."))
        self.play_button.setText(_tr("&Play now"))
        self.play_hint.setText(_tr("You and three computer players (Medium), standard rules, 5 rounds"))
        self.new_button.setText(_tr("&New game\u2026"))
        self.resume_button.setText(_tr("&Resume the match in progress"))
        self.open_button.setText(_tr("&Open a saved match\u2026"))
        self.lessons_button.setText(_tr("&Learn to play\u2026"))
        self.join_button.setText(_tr("&Join a table on the network\u2026"))
        self.rejoin_button.setText(self._rejoin_text)

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


# ---------------------------------------------------------------------- the window


class MainWindow(QMainWindow):
    """Menus Game / Move / View / Help, the table, the status bar; saves after every move."""

    firstShown = Signal()  # the first paint of the window (start-up measurements)
    matchLoaded = Signal()  # a match was started, resumed or opened
    saveFailed = Signal(str)

    def __init__(self, settings: Settings | None = None, parent: QWidget | None = None, *,
                 table_factory: TableFactory = make_table) -> None:
        super().__init__(parent)
        self.setObjectName("MainWindow")
        self.settings = settings if settings is not None else Settings()
        self.score_model: Any = None
        self.score_dialog: Any = None
        self.stats_dialog: Any = None
        self.rules_dialog: Any = None
        self.lessons_window: Any = None
        self._painted = False
        self._settings_error_shown = False
        # The animation speed for this run only (``--animation-ms``, or a demo's), not stored.
        self.session_animation_ms: int | None = None

        # The centre is a stack: the welcome page when no match is loaded, else the table.
        self.stack = QStackedWidget(self)
        self.welcome = WelcomePage(self.stack)
        self.welcome.play_button.clicked.connect(self.play_now)
        self.welcome.new_button.clicked.connect(self.new_game)
        self.welcome.resume_button.clicked.connect(self.resume_autosave)
        self.welcome.open_button.clicked.connect(self.open_dialog)
        self.welcome.lessons_button.clicked.connect(self.show_lessons)
        self.welcome.join_button.clicked.connect(lambda: self.join_table())
        self.welcome.rejoin_button.clicked.connect(lambda: self.rejoin_table())
        self.stack.addWidget(self.welcome)
        from hand_desktop.ui.sessions.net_chrome import NetChrome

        # Around the stack: the network banner above, the players and chat beside (network only).
        self.chrome = NetChrome(self.stack, self)
        self.chrome.leave.connect(self.leave_table)
        self.setCentralWidget(self.chrome)
        self.life = MatchLife(self, self.stack, self.animation_ms, self._styled(table_factory))
        self.life.loaded.connect(self._on_match_loaded)
        self.life.closed.connect(self._on_match_closed)
        self.life.changed.connect(self._on_state_changed)
        self.life.ended.connect(self._update_actions)
        self.life.saveFailed.connect(self.saveFailed)
        self.life.savingChanged.connect(self._update_saving)
        self.life.rejected.connect(self.on_action_rejected)
        self.life.informed.connect(self.inform)
        self.life.summaryClosed.connect(self.focus_table)
        self.life.newGameAsked.connect(self.new_game)
        self.life.reviewAsked.connect(self.review_match)
        # Game > Host a table...: its lobby and the host's controls
        self.hosting = Hosting(self.life, self.stack, self.animation_ms, self)
        self.hosting.lobbyChanged.connect(self._on_lobby_changed)
        self.hosting.informed.connect(self.inform)
        self.sounds = SoundBoard(make_player(), self.settings.prefs.loudness, self)
        self.pointers = PointerGuide(lambda: self.settings.pointers_seen, self.remember_pointer, self)
        self.welcome.set_felt(self.settings.prefs.felt)

        self._build_actions()
        self._build_menus()
        self._build_status_bar()
        self.setMinimumSize(800, 560)
        self._fit_to_screen()
        self.retranslate_ui()
        self._update_actions()

    # ------------------------------------------------------------------ the match in play (MatchLife's)

    @property
    def match(self) -> Match | None:
        return self.life.match

    @property
    def session(self) -> Session | None:
        return self.life.session

    @property
    def table(self) -> QWidget | None:
        return self.life.table

    @property
    def kinds(self) -> tuple[SeatKind, ...]:
        return self.life.kinds

    @property
    def summary_dialog(self) -> Any:
        return self.life.summary_dialog

    @property
    def end_dialog(self) -> Any:
        return self.life.end_dialog

    @property
    def watch_pause_ms(self) -> int | None:
        """How long a watched match's summaries stay up; None follows the animation speed."""
        return self.life.watch_pause_ms

    @watch_pause_ms.setter
    def watch_pause_ms(self, ms: int | None) -> None:
        self.life.watch_pause_ms = ms

    @property
    def watching(self) -> bool:
        """No seat of the match in play is a person's: summaries move on by themselves."""
        return self.life.watching

    # ------------------------------------------------------------------ building

    def _build_actions(self) -> None:
        def action(shortcut: QKeySequence | QKeySequence.StandardKey | str | None, slot: Any) -> QAction:
            act = QAction(self)
            if shortcut is not None:
                act.setShortcut(QKeySequence(shortcut))
            act.triggered.connect(slot)
            return act

        self.new_action = action(QKeySequence.StandardKey.New, self.new_game)
        self.host_action = action("Ctrl+Shift+H", lambda: self.host_table())
        self.demo_action = action("Ctrl+D", self.start_demo)
        self.open_action = action(QKeySequence.StandardKey.Open, self.open_dialog)
        self.review_action = action("Ctrl+Shift+R", self.review_dialog)
        self.join_action = action("Ctrl+J", lambda: self.join_table())
        self.save_copy_action = action("Ctrl+Shift+S", self.save_copy_dialog)
        self.resume_action = action("Ctrl+R", self.resume_autosave)
        self.score_action = action("Ctrl+T", self.show_score_sheet)
        self.stats_action = action("Ctrl+I", self.show_statistics)
        self.quit_action = action(QKeySequence.StandardKey.Quit, self.close)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.rules_action = action(QKeySequence.StandardKey.HelpContents, self.show_rules)
        self.lessons_action = action(None, self.show_lessons)
        self.about_action = action(None, self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.prefs_action = action("Ctrl+,", self.show_preferences)
        self.prefs_action.setMenuRole(QAction.MenuRole.PreferencesRole)
        self.sound_action = action("Ctrl+Shift+M", self.toggle_sound)
        self.sound_action.setCheckable(True)
        self.sound_action.setChecked(not self.settings.prefs.muted)
        self.volume_group = QActionGroup(self)
        self.volume_actions: dict[int, QAction] = {}
        for volume in VOLUME_CHOICES:
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(self.settings.prefs.volume == volume)
            act.triggered.connect(lambda _checked=False, volume=volume: self.set_volume(volume))
            self.volume_group.addAction(act)
            self.volume_actions[volume] = act

        self.language_group = QActionGroup(self)
        self.language_actions: dict[str | None, QAction] = {}
        for lang in (None, *CODES):
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(self.settings.language == lang)
            act.triggered.connect(lambda _checked=False, lang=lang: self.set_language(lang))
            self.language_group.addAction(act)
            self.language_actions[lang] = act
        self.digits_group = QActionGroup(self)
        self.digits_actions: dict[str | None, QAction] = {}
        for style in (None, "western", "arabic"):
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(self.settings.digits == style)
            act.triggered.connect(lambda _checked=False, style=style: self.set_digits(style))
            self.digits_group.addAction(act)
            self.digits_actions[style] = act
        self.speed_group = QActionGroup(self)
        self.speed_actions: dict[int, QAction] = {}
        for ms in storage.ANIMATION_CHOICES:
            act = QAction(self)
            act.setCheckable(True)
            act.setChecked(self.settings.animation_ms == ms)
            act.triggered.connect(lambda _checked=False, ms=ms: self.set_animation_ms(ms))
            self.speed_group.addAction(act)
            self.speed_actions[ms] = act

    def _build_menus(self) -> None:
        bar = self.menuBar()
        self.game_menu = QMenu(self)
        for act in (self.new_action, self.demo_action, self.open_action, self.review_action,
                    self.save_copy_action, self.resume_action):
            self.game_menu.addAction(act)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.host_action)
        self.game_menu.addAction(self.join_action)
        self.game_menu.addMenu(self.hosting.menu)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.score_action)
        self.game_menu.addAction(self.stats_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.prefs_action)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.move_menu = QMenu(self)
        self.view_menu = QMenu(self)
        self.language_menu = QMenu(self)
        self.language_menu.addActions(list(self.language_actions.values()))
        self.digits_menu = QMenu(self)
        self.digits_menu.addActions(list(self.digits_actions.values()))
        self.speed_menu = QMenu(self)
        self.speed_menu.addActions(list(self.speed_actions.values()))
        self.view_menu.addMenu(self.language_menu)
        self.view_menu.addMenu(self.digits_menu)
        self.view_menu.addMenu(self.speed_menu)
        self.sound_menu = QMenu(self)
        self.sound_menu.addAction(self.sound_action)
        self.sound_menu.addSeparator()
        self.sound_menu.addActions(list(self.volume_actions.values()))
        self.view_menu.addMenu(self.sound_menu)
        self.help_menu = QMenu(self)
        self.help_menu.addAction(self.lessons_action)
        self.help_menu.addAction(self.rules_action)
        self.help_menu.addSeparator()
        self.help_menu.addAction(self.about_action)
        for menu in (self.game_menu, self.move_menu, self.view_menu, self.help_menu):
            bar.addMenu(menu)
        from hand_desktop.ui.menu_focus import give_focus_back_on_escape

        give_focus_back_on_escape((self.game_menu, self.move_menu, self.view_menu, self.help_menu),
                                  self.stack.currentWidget, self)

    def _build_status_bar(self) -> None:
        status = self.statusBar()
        self.turn_label = QLabel(self)
        self.round_label = QLabel(self)
        self.totals_label = QLabel(self)
        self.turn_label.setObjectName("turnLabel")
        bold = self.turn_label.font()
        bold.setBold(True)
        self.turn_label.setFont(bold)
        # Margins, not style-sheet padding (see WelcomePage): left, top, right, bottom.
        self.turn_label.setContentsMargins(4, 0, 12, 0)
        self.round_label.setContentsMargins(12, 0, 12, 0)
        self.totals_label.setContentsMargins(12, 0, 4, 0)
        status.addWidget(self.turn_label, 0)
        status.addWidget(self.round_label, 0)
        # Shown while the match in play cannot be saved (the local autosave, or a hosted table's files).
        self.saving_label = QLabel(self)
        self.saving_label.setObjectName("notSavedLabel")
        # A palette and a font, not a style sheet: the first window has none (it slows the start).
        palette = self.saving_label.palette()
        palette.setColor(QPalette.ColorRole.WindowText, QColor("#b3261e"))
        self.saving_label.setPalette(palette)
        self.saving_label.setFont(bold)
        self.saving_label.setContentsMargins(12, 0, 12, 0)
        self.saving_label.hide()
        status.addPermanentWidget(self.saving_label, 0)
        status.addPermanentWidget(self.totals_label, 0)
        from hand_desktop.ui.house_marker import HouseRulesMarker

        self.house_marker = HouseRulesMarker(self)  # shown only when house rules are in play
        self.house_marker.clicked.connect(self.show_rules)
        status.addPermanentWidget(self.house_marker, 0)

    def _fit_to_screen(self) -> None:
        """Start large (the table wants room) but inside the screen's free area."""
        screen = self.screen()
        if screen is None:
            self.resize(1200, 820)
            return
        free = screen.availableGeometry()
        self.resize(min(1400, max(800, free.width() - 40)), min(920, max(560, free.height() - 40)))

    # ------------------------------------------------------------------ texts

    def retranslate_ui(self) -> None:
        self.game_menu.setTitle(_tr("&Game"))
        self.move_menu.setTitle(_tr("&Move"))
        self.view_menu.setTitle(_tr("&View"))
        self.help_menu.setTitle(_tr("&Help"))
        self.new_action.setText(_tr("&New\u2026"))
        self.host_action.setText(_tr("&Host a table\u2026"))
        self.hosting.retranslate_ui()
        self.demo_action.setText(_tr("&Watch the computer play"))
        self.open_action.setText(_tr("&Open\u2026"))
        self.review_action.setText(_tr("Re&view a saved match\u2026"))
        self.save_copy_action.setText(_tr("Save a &copy\u2026"))
        self.resume_action.setText(_tr("&Resume"))
        self.join_action.setText(_tr("&Join a table\u2026"))
        self.score_action.setText(_tr("&Score sheet"))
        self.stats_action.setText(_tr("S&tatistics"))
        self.quit_action.setText(_tr("&Quit"))
        self.rules_action.setText(_tr("&Rules"))
        self.lessons_action.setText(_tr("&Learn to play\u2026"))
        self.about_action.setText(_tr("&About Hand"))
        self.language_menu.setTitle(_tr("&Language"))
        self.language_actions[None].setText(_tr("As the system"))
        # Each language is named in itself, so people find theirs whatever is shown now.
        for language in LANGUAGES:
            self.language_actions[language.code].setText(language.native_name)
        self.digits_menu.setTitle(_tr("&Digits"))
        self.digits_actions[None].setText(_tr("As the language"))
        self.digits_actions["western"].setText(_tr("Western (0123)"))
        self.digits_actions["arabic"].setText(_tr("Arabic-Indic (\u0660\u0661\u0662\u0663)"))
        self.speed_menu.setTitle(_tr("&Animation speed"))
        names = {0: _tr("Off (instant)"), 120: _tr("Fast"), 250: _tr("Normal"), 450: _tr("Slow")}
        for ms, act in self.speed_actions.items():
            act.setText(names.get(ms, number(ms)))
        self.prefs_action.setText(_tr("&Preferences\u2026"))
        self.sound_menu.setTitle(_tr("&Sound"))
        self.sound_action.setText(_tr("&Sound on"))
        volumes = {30: _tr("&Quiet"), 60: _tr("&Medium"), 100: _tr("&Loud")}
        for volume, act in self.volume_actions.items():
            act.setText(volumes[volume])
        self._update_title()
        self.update_status()
        self._update_saving()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def _update_title(self) -> None:
        # Qt appends " — <application display name>" itself: the window says "<variant> — Hand".
        app = QCoreApplication.instance()
        if app is not None:
            app.setApplicationDisplayName(_tr("Hand"))  # type: ignore[attr-defined]
        if self.session is None:
            self.setWindowTitle("")
            return
        from hand_desktop.ui.words.text import variant_name

        self.setWindowTitle(variant_name(self.session.summary().rules.variant))

    def _update_saving(self) -> None:
        """The status bar says when the match in play is not being saved (why, in its tooltip)."""
        problem = self.life.not_saved
        self.saving_label.setVisible(problem is not None)
        if problem is None:
            return
        self.saving_label.setText(_tr("This table is not being saved") if self.life.hosted is not None
                                  else _tr("This match is not being saved"))
        self.saving_label.setToolTip(ltr(problem))

    def update_status(self) -> None:
        """Whose turn, which round, the totals."""
        session = self.session
        if session is None:
            self.turn_label.setText("")
            self.round_label.setText("")
            self.totals_label.setText("")
            return
        from hand_desktop.ui.words.text import (
            isolate,
            name_and_score,
            round_title,
            shown_names,
            team_name,
        )

        summary = session.summary()
        names = shown_names(summary.names)
        if summary.winner is not None:
            winner = summary.winner
            side = team_name(names, winner) if summary.partners else isolate(names[winner])
            self.turn_label.setText(fill(_tr("Match over: %1 won"), side))
        elif summary.round_over:
            self.turn_label.setText(_tr("Round over"))
        else:
            self.turn_label.setText(fill(_tr("%1 to play"), isolate(names[session.view_for(session.viewers[0]).turn])))
        self.round_label.setText(round_title(max(1, summary.round_number), summary.rounds))
        if summary.team_totals is not None:
            totals = summary.team_totals
            parts = [name_and_score(team_name(names, t), number(totals[t])) for t in (0, 1)]
        else:
            parts = [name_and_score(name, number(t)) for name, t in zip(names, summary.totals, strict=True)]
        self.totals_label.setText("   ".join(parts))

    # ------------------------------------------------------------------ first paint (start-up time)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if not self._painted:
            self._painted = True
            self.firstShown.emit()

    # ------------------------------------------------------------------ asking people (tests replace these)

    def ask(self, title: str, text: str) -> bool:
        """A yes/no question; True for yes."""
        from PySide6.QtWidgets import QMessageBox  # its many enums: not before the first window

        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def inform(self, title: str, text: str) -> None:
        """A problem people must know about (a broken file set aside, a failed save)."""
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self, title, text)

    # ------------------------------------------------------------------ actions state

    def _update_actions(self) -> None:
        playing = self.session is not None
        self.save_copy_action.setEnabled(self.match is not None)  # a joined table's match is the host's
        self.score_action.setEnabled(playing)
        has_autosave = storage.autosave_path().exists() or self.hosting.files_left()
        self.resume_action.setEnabled(not playing and has_autosave)
        self.welcome.resume_button.setVisible(has_autosave and not playing)
        if playing or not has_autosave:
            self.welcome.forget_waiting()  # the page never offers what it has no button for
        self._update_rejoin(playing)
        self.move_menu.setEnabled(bool(self.move_menu.actions()))

    def _update_rejoin(self, playing: bool) -> None:
        ticket = None
        if not playing and storage.ticket_path().exists():
            from hand_desktop.core.jsonfile import FileReadError, read_json
            from hand_desktop.ui.sessions.seat_ticket import SeatTicket

            try:  # only to word the button: a broken note is reported when it is used
                ticket = SeatTicket.from_json(read_json(storage.ticket_path()))
            except (FileReadError, ValueError):
                ticket = None
        self.welcome.show_seat(self._rejoin_text(ticket) if ticket is not None else None)

    # ------------------------------------------------------------------ start, resume, open

    def report_installation(self, problems: Sequence[str]) -> None:
        """What is missing from the game's own files (start-up checks once the first window
        and its question are painted: the game goes on without them)."""
        for text in problems:
            self.inform(_tr("Installation"), text)

    def startup(self, file: str | None = None, resume: bool = False, warnings: Sequence[str] = (),
                demo: bool = False) -> None:
        """What happens once the window is on screen: warnings, then a file, a resume, a demo,
        a waiting match or table, or the welcome page ready to play (Play now its default)."""
        from hand_desktop.ui import startup_trace

        startup_trace.step("startup")
        for text in warnings:
            self.inform(_tr("Settings"), text)
        if file is not None and self.open_file(Path(file)):
            return
        if resume and self.offer_resume(ask=False):
            return
        if demo and self.start_demo():
            return
        if not resume and (self._show_waiting_match() or self._show_waiting_table() or self._show_held_seat()):
            return  # the welcome page asks, once: Resume (or Rejoin) is its default button
        if file is None and self.session is None:
            self.welcome.offer_play()  # the page itself: Enter plays, New game and the lessons beside

    def _show_waiting_match(self) -> bool:
        """A match is waiting to be resumed: say so on the welcome page (no box over it)."""
        saved, warning = storage.load_autosave()
        if warning is not None:
            self.inform(_tr("Saved match"), warning)
        self._update_actions()
        if saved is None or saved.match.over:
            return False
        self.welcome.show_waiting(self._waiting_text(saved))
        return True

    def _show_waiting_table(self) -> bool:
        """A table this computer hosted was left in progress: the welcome page offers it."""
        saved = self.hosting.waiting()
        self._update_actions()
        if saved is None:
            return False
        self.welcome.show_waiting(self.hosting.waiting_text(saved))
        return True

    def _show_held_seat(self) -> bool:
        """A seat is held at a table joined over the network (the app was closed or crashed
        there): the welcome page offers to sit down again."""
        ticket = self._held_seat()
        if ticket is None:
            return False
        where = ticket.table_name or _tr("the table")
        self.welcome.show_seat(self._rejoin_text(ticket), fill(
            _tr("You were playing at %1 (%2). Rejoin your seat there?"), where, ltr(ticket.address)))
        return True

    def _held_seat(self) -> Any:
        """The seat noted at a joined table (a broken note is set aside and reported)."""
        ticket, warning = None, None
        if storage.ticket_path().exists():  # else seat_ticket is not imported (before the first paint)
            from hand_desktop.ui.sessions.seat_ticket import load_ticket

            ticket, warning = load_ticket()
        if warning is not None:
            self.inform(_tr("Network table"), warning)
        self._update_actions()
        return ticket

    def _rejoin_text(self, ticket: Any) -> str:
        where = ticket.table_name or _tr("the table")
        return fill(_tr("Rejo&in %1 at %2"), where, ltr(ticket.address))

    def rejoin_table(self, **options: Any) -> bool:
        """Sit down again at the seat held at a joined table (its token); True once the table
        (or its lobby, then the table) is shown. A refused seat is forgotten, with the reason."""
        ticket = self._held_seat()
        if ticket is None or not self._abandon_ok(_tr("Join a table")):
            return False
        dialog = self._join_dialog([], **options)
        dialog.rejoin(ticket)
        accepted = dialog.exec() == dialog.DialogCode.Accepted
        session = dialog.take_session() if accepted else None
        dialog.deleteLater()
        self._update_actions()
        if session is None:
            return False
        self.life.play(session)
        return True

    def _waiting_text(self, saved: SavedGame) -> str:
        from hand_desktop.ui.words.text import join_list, round_title, shown_names

        return fill(_tr("A match was in progress (%1, %2). Resume it where it was?"),
                     round_title(max(1, saved.match.round_number), saved.match.rules.rounds),
                     join_list(shown_names(saved.match.names)))

    def offer_resume(self, ask: bool = True) -> bool:
        """If a match was in progress, offer to resume it (or just resume it); True if resumed."""
        saved, warning = storage.load_autosave()
        if warning is not None:
            self.inform(_tr("Saved match"), warning)
        self._update_actions()
        if saved is None or saved.match.over:
            return self._offer_hosted_resume(ask)
        if ask and not self.ask(_tr("Resume"), self._waiting_text(saved)):
            return False
        self.load_game(saved)
        return True

    def _offer_hosted_resume(self, ask: bool) -> bool:
        """No local match waits: a network table this computer hosted may (True if resumed)."""
        table = self.hosting.waiting()
        if table is None:
            return False
        if ask and not self.ask(_tr("Resume"), self.hosting.waiting_text(table)):
            return False
        return self.hosting.resume(table)

    def come_forward(self, file: str | None = None) -> None:
        """Hand was started again on this data folder: show this window, open its file."""
        if self.isMinimized():
            self.showNormal()
        self.show()
        self.raise_()
        self.activateWindow()
        if file is None:
            return
        from PySide6.QtWidgets import QApplication

        modal = QApplication.activeModalWidget()
        if modal is not None:
            # Opening under a question or a summary would pull the match away beneath it.
            modal.raise_()
            modal.activateWindow()
            self.statusBar().showMessage(
                fill(_tr("Close this window first, then open %1 with Game \u2192 Open."), file), 10000
            )
            return
        if self._abandon_ok():
            self.open_file(Path(file))

    def resume_autosave(self) -> bool:
        return self.offer_resume(ask=False)

    def _abandon_ok(self, title: str | None = None) -> bool:
        """Before replacing the match in play (or a saved one) by another, ask (under ``title``)."""
        title = _tr("New game") if title is None else title
        if self.hosting.pending is not None:
            if not self.ask(title, _tr("Close the table you are hosting? Those who joined are let go.")):
                return False
            self.hosting.cancel()
        current = self.match
        # A match the computer plays alone (watched) holds nothing of the player's: no question.
        # A hosted table always asks: its players are at other computers.
        watched = self.watching and self.life.hosted is None
        if current is not None and not current.over and current.log and not watched:
            return self.ask(title, _tr("Abandon the match in progress?"))
        if current is None and self.session is not None:  # a table joined at another computer
            if self.session.link is Link.LOST or self.session.summary().over:
                return True
            if not self.ask(title, _tr("Leave this table? The match goes on without you.")):
                return False
            from hand_desktop.ui.sessions.seat_ticket import forget_ticket

            forget_ticket()  # left by choice: nothing to rejoin at the next start
            return True
        if current is None and storage.autosave_path().exists():
            saved, _warning = storage.load_autosave()
            self._update_actions()
            if saved is not None and not saved.match.over:
                return self.ask(
                    title,
                    _tr("A saved match is waiting to be resumed. Start a new one instead?"),
                )
        return True

    def new_game(self) -> bool:
        """Ask for the table and the players, then start; True if a match started."""
        from hand_desktop.ui.dialogs.new_game import NewGameDialog

        if not self._abandon_ok():
            return False
        from hand_desktop.ui.rule_sets import RuleSetStore

        dialog = NewGameDialog(self.settings.new_game, self, RuleSetStore.from_file())
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        self.remember_new_game(dialog.remembered())
        choice = dialog.choice()
        self.start_match(choice.rules, choice.names, choice.kinds)
        return True

    def host_table(self) -> bool:
        """Game \u2192 Host a table\u2026: the dialog, then the lobby; True if the lobby opened."""
        from hand_desktop.ui.dialogs.new_game import NewGameDialog
        from hand_desktop.ui.rule_sets import RuleSetStore

        if not self._abandon_ok(QCoreApplication.translate("Hosting", "Host a table")):
            return False
        dialog = NewGameDialog(self.settings.new_game, self, RuleSetStore.from_file(), host=True)
        if dialog.exec() != NewGameDialog.DialogCode.Accepted:
            return False
        self.remember_new_game(dialog.remembered())
        return self.hosting.open_table(dialog.choice())

    def _on_lobby_changed(self) -> None:
        """A hosted table's lobby opened or closed; closed with no match in play, the welcome page."""
        if self.hosting.lobby is None and self.match is None:
            self.stack.setCurrentWidget(self.welcome)
        self._update_actions()

    def join_table(self, addresses: list[str] | None = None, **options: Any) -> bool:
        """Game > Join a table: find one (or type its address), join, wait in its lobby, play.

        ``addresses``: where to search (the default is every network's broadcast address and
        this computer; tests and manual tries pass loopback ones, or set HAND_DESKTOP_FIND).
        True once the table is shown."""
        if not self._abandon_ok(_tr("Join a table")):
            return False
        dialog = self._join_dialog(addresses, **options)
        accepted = dialog.exec() == dialog.DialogCode.Accepted
        name, address = dialog.name_edit.text().strip(), dialog.address_edit.text().strip()
        session = dialog.take_session() if accepted else None
        dialog.deleteLater()
        self._remember_join(name, address)
        if session is None:
            return False
        self.life.play(session)
        return True

    def _join_dialog(self, addresses: list[str] | None, **options: Any) -> Any:
        import os

        from hand_desktop import __version__
        from hand_desktop.net.discovery import default_addresses
        from hand_desktop.ui.sessions.join_dialog import JoinDialog

        if addresses is None:
            chosen = os.environ.get(FIND_ENV, "")
            addresses = [a.strip() for a in chosen.split(",") if a.strip()] or default_addresses()
        return JoinDialog(self, name=self.settings.net_name, address=self.settings.last_address,
                          addresses=addresses, app_version=__version__, animation_ms=self.animation_ms(),
                          **options)

    def _remember_join(self, name: str, address: str) -> None:
        if (name, address) != (self.settings.net_name, self.settings.last_address):
            self.settings = self.settings.with_(net_name=name[:24], last_address=address[:255])
            self._store_settings()

    def leave_table(self) -> None:
        """Back to the welcome screen from a table whose connection is lost (or left)."""
        self.life.close()
        self._update_actions()

    def play_now(self) -> bool:
        """The welcome page's Play now: you and three Medium computer players, the standard
        rules, 5 rounds, at once; True if the match started."""
        from hand_desktop.core.rules import Rules

        if not self._abandon_ok():
            return False
        kinds = (SeatKind.HUMAN, SeatKind.MEDIUM, SeatKind.MEDIUM, SeatKind.MEDIUM)
        self.start_match(Rules(rounds=PLAY_NOW_ROUNDS), ("",) * len(kinds), kinds)
        return True

    def start_demo(self) -> bool:
        """Four computer players at the default table, to watch; True if it started."""
        from hand_desktop.ui.demo import demo_table

        if not self._abandon_ok():
            return False
        rules, names, kinds = demo_table()
        self.start_match(rules, names, kinds)
        return True

    def set_session_animation_ms(self, ms: int) -> None:
        """Animate at ``ms`` for this run only (the setting stays as the player chose)."""
        self.session_animation_ms = ms
        if ms in self.speed_actions:
            self.speed_actions[ms].setChecked(True)
        if self.session is not None:
            self.session.set_animation_ms(ms)

    def animation_ms(self) -> int:
        """The animation speed in use: this run's, else the player's setting."""
        if self.session_animation_ms is not None:
            return self.session_animation_ms
        return self.settings.animation_ms

    def remember_new_game(self, data: dict[str, Any]) -> None:
        self.settings = self.settings.with_(new_game=data)
        self._store_settings()

    def start_match(self, rules: Any, names: Sequence[str], kinds: Sequence[SeatKind],
                    seed: int | None = None) -> None:
        self.life.start(rules, names, kinds, seed)

    def open_dialog(self) -> bool:
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getOpenFileName(
            self, _tr("Open a saved match"), str(documents_dir()),
            fill(_tr("Saved matches (%1)"), OPEN_FILTER_EXT),
        )
        if not path:
            return False
        return self.open_file(Path(path), ask=True)

    def open_file(self, path: Path, ask: bool = False) -> bool:
        """Open a saved match (or a RULES.md scenario file): the file is checked first, then,
        with ``ask``, the player is asked before the match in play is left; a bad file is
        explained and nothing changes."""
        try:
            saved = storage.open_game_file(path)
        except StorageError as exc:
            self.inform(
                _tr("Open"),
                fill(_tr("%1 cannot be opened.\n\n%2"), ltr(path), exc.explain()),
            )
            return False
        if ask and not self._abandon_ok(_tr("Open")):
            return False
        self.load_game(saved, fresh=True)
        return True

    def save_copy_dialog(self) -> bool:
        if self.match is None:
            return False
        from PySide6.QtWidgets import QFileDialog

        path, _ = QFileDialog.getSaveFileName(
            self, _tr("Save a copy of the match"), str(documents_dir() / f"match{SAVE_SUFFIX}"),
            fill(_tr("Saved matches (%1)"), SAVE_FILTER_EXT),
        )
        if not path:
            return False
        return self.save_copy(with_save_suffix(Path(path)))

    def save_copy(self, path: Path) -> bool:
        if self.match is None:
            return False
        try:
            self.life.save_copy(path)
        except (OSError, ValueError) as exc:
            self.inform(_tr("Save a copy"), fill(_tr("The copy could not be saved.\n\n%1"), str(exc)))
            return False
        self.statusBar().showMessage(fill(_tr("Saved a copy as %1"), ltr(path)), 5000)
        return True

    # ------------------------------------------------------------------ the match in play

    def load_game(self, saved: SavedGame, fresh: bool = False) -> None:
        """Make ``saved`` the match in play (see ``MatchLife.load``)."""
        self.life.load(saved, fresh)

    def autosave(self) -> None:
        self.life.autosave()

    def _on_match_loaded(self) -> None:
        """The life cycle made a match and its table: put the table in the middle."""
        table = self.life.table
        assert table is not None and self.session is not None
        rules = self.session.summary().rules
        self.stack.addWidget(table)
        self.stack.setCurrentWidget(table)
        self.move_menu.clear()
        self.move_menu.addActions(table.game_actions())  # type: ignore[attr-defined]
        if self.score_model is not None:
            self.score_model.set_match(self.session)
        if self.rules_dialog is not None:
            self.rules_dialog.set_rules(rules)
        self.house_marker.set_rules(rules)
        self._update_title()
        self.update_status()
        self._update_actions()
        self.chrome.set_session(self.session)
        table.set_move_log_visible(self.settings.move_log)  # type: ignore[attr-defined]
        table.moveLogToggled.connect(self.remember_move_log)  # type: ignore[attr-defined]
        self.sounds.set_session(self.session)
        if not self.watching:
            self.pointers.attach(self.session, table)
        table.setFocus()
        self.matchLoaded.emit()

    def _on_match_closed(self) -> None:
        self.chrome.set_session(None)
        self.sounds.set_session(None)
        self.pointers.attach(None, None)
        self.stack.setCurrentWidget(self.welcome)
        self.move_menu.clear()
        self.house_marker.set_rules(None)
        self.update_status()  # no "Match over: ..." left under the welcome page or a lobby
        self._update_title()
        self._update_actions()

    def _on_state_changed(self) -> None:
        self.update_status()
        if self.score_model is not None:
            self.score_model.refresh()

    def on_action_rejected(self, code: str, detail: str) -> None:
        from hand_desktop.ui.words.refusals import refusal_text

        self.statusBar().showMessage(refusal_text(code, detail), 6000)

    # ------------------------------------------------------------------ windows

    def show_score_sheet(self) -> None:
        if self.session is None:
            return
        from hand_desktop.ui.scoresheet import ScoreSheetDialog, ScoreSheetModel

        if self.score_model is None:
            self.score_model = ScoreSheetModel(self.session, self)
        if self.score_dialog is None:
            self.score_dialog = ScoreSheetDialog(self.score_model, self)
            self.score_dialog.finished.connect(self.focus_table)
            from hand_desktop.ui.review.pick import review_match_button

            self.score_dialog.layout().addWidget(review_match_button(self.review_match, self.score_dialog))
        self.score_model.set_match(self.session)
        self.score_dialog.show()
        self.score_dialog.raise_()
        self.score_dialog.activateWindow()

    def review_dialog(self) -> None:
        """Game > Review a saved match…"""
        from hand_desktop.ui.review import choose_and_review

        choose_and_review(self, self.animation_ms())

    def review_file(self, path: Path) -> None:
        """``hand-desktop --review FILE``."""
        from hand_desktop.ui.review import review_file

        review_file(self, path, self.animation_ms())

    def review_match(self) -> None:
        """The match in play or just ended (the end of the match, the score sheet)."""
        from hand_desktop.ui.review import review_match

        review_match(self, self.match, self.kinds, hosted=self.life.hosted is not None,
                     animation_ms=self.animation_ms())

    def show_statistics(self) -> None:
        """Game > Statistics: the record of finished matches (read afresh each time)."""
        from hand_desktop.ui.dialogs.statistics import StatisticsDialog

        if self.stats_dialog is not None:
            self.stats_dialog.close()
            self.stats_dialog.deleteLater()
        self.stats_dialog = StatisticsDialog(self, inform=self.inform)
        self.stats_dialog.finished.connect(self.focus_table)
        self.stats_dialog.open()

    def show_rules(self) -> None:
        from hand_desktop.core.rules import Rules
        from hand_desktop.ui.help import show_rules

        rules = self.session.summary().rules if self.session is not None else Rules()
        if self.rules_dialog is not None:
            self.rules_dialog.set_rules(rules)
            self.rules_dialog.show()
            self.rules_dialog.raise_()
            self.rules_dialog.activateWindow()
            return
        self.rules_dialog = show_rules(rules, self)
        self.rules_dialog.finished.connect(self.focus_table)
        self.rules_dialog.destroyed.connect(self._forget_rules_dialog)

    def _forget_rules_dialog(self) -> None:
        self.rules_dialog = None

    def show_lessons(self) -> Any:
        """Help → Learn to play: the lessons in a window of their own, beside the match in play
        (which a lesson never touches); asked again, the open window comes forward."""
        from PySide6.QtCore import QTimer

        from hand_desktop.ui.lessons.window import LessonWindow

        if self.lessons_window is not None:
            self.lessons_window.show()
            self.lessons_window.raise_()
            self.lessons_window.activateWindow()
            return self.lessons_window
        self.style_table(None)  # the lesson's cards in the player's backs, felt and suit colours
        dialog = LessonWindow(self, animation_ms=self.animation_ms())
        dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        dialog.finished.connect(self.focus_table)
        dialog.destroyed.connect(self._forget_lessons_window)
        dialog.playRequested.connect(lambda: QTimer.singleShot(0, self.new_game))
        self.lessons_window = dialog
        dialog.show()
        return dialog

    def _forget_lessons_window(self) -> None:
        self.lessons_window = None

    def focus_table(self) -> None:
        """A window over the table closed: the keys go to the table again, no click needed."""
        self.activateWindow()
        if self.table is not None and self.stack.currentWidget() is self.table:
            self.table.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def show_about(self) -> None:
        from hand_desktop.ui.dialogs.about import AboutBox

        self.about_box = AboutBox(self)
        self.about_box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.about_box.open()

    # ------------------------------------------------------------------ settings

    def _store_settings(self) -> None:
        """Write the settings; a failure is told once (as for saves), until a write works again."""
        try:
            storage.save_settings(self.settings)
        except OSError as exc:
            log.error("settings not saved: %s", exc)
            if not self._settings_error_shown:
                self._settings_error_shown = True
                self.inform(
                    _tr("Settings"),
                    fill(_tr("Your settings could not be saved, so the language, the animation "
                              "speed and the new-game choices will be forgotten when Hand "
                              "closes.\n\n%1"), str(exc)),
                )
            return
        self._settings_error_shown = False

    def set_language(self, language: str | None) -> None:
        self.settings = self.settings.with_(language=language)
        from hand_desktop.ui.words import i18n

        app = QCoreApplication.instance()
        i18n.switch_language(app, language)  # type: ignore[arg-type]
        self._refresh_numbers()
        self._store_settings()  # after the switch, so a failure is told in the new language

    def set_digits(self, style: str | None) -> None:
        self.settings = self.settings.with_(digits=style)
        self._store_settings()
        from hand_desktop.ui.words import i18n

        i18n.set_digits(style)
        self._refresh_numbers()

    def _refresh_numbers(self) -> None:
        """Digits changed without a language change: texts holding numbers are rebuilt."""
        self.retranslate_ui()
        if self.score_model is not None:
            self.score_model.retranslate()
        for widget in (cast("Table | None", self.table), self.summary_dialog, self.end_dialog):
            if widget is not None:
                widget.retranslate_ui()

    def remember_move_log(self, on: bool) -> None:
        self.settings = self.settings.with_(move_log=on)
        self._store_settings()

    def show_preferences(self) -> bool:
        """Game > Preferences: the looks, sorting, animations and sound; True if OK was pressed."""
        from hand_desktop.ui.dialogs.preferences import PreferencesDialog

        dialog = PreferencesDialog(self.settings.prefs, self.animation_ms(), self)
        accepted = dialog.exec() == PreferencesDialog.DialogCode.Accepted
        if accepted:
            prefs, ms = dialog.choice()
            self.apply_preferences(prefs)
            if ms != self.animation_ms():
                self.set_animation_ms(ms)
                self.speed_actions[ms].setChecked(True)
        dialog.deleteLater()
        self.focus_table()
        return accepted

    def apply_preferences(self, prefs: Preferences) -> None:
        """Remember ``prefs`` and show them: the card art, the table, the welcome page, the sound."""
        self.settings = self.settings.with_(prefs=prefs)
        self._store_settings()
        self.welcome.set_felt(prefs.felt)
        self.sounds.set_volume(prefs.loudness)
        self.sound_action.setChecked(not prefs.muted)
        if prefs.volume in self.volume_actions:
            self.volume_actions[prefs.volume].setChecked(True)
        else:
            for act in self.volume_actions.values():
                act.setChecked(False)
        self.style_table(self.table)

    def style_table(self, table: QWidget | None) -> None:
        """The card art follows the preferences; ``table`` (if any) takes them too."""
        from hand_desktop.ui.card_art import shared_art, style_for

        shared_art().set_style(style_for(self.settings.prefs))
        if table is not None and hasattr(table, "set_preferences"):
            table.set_preferences(self.settings.prefs)

    def _styled(self, factory: TableFactory) -> TableFactory:
        """Tables made by ``factory``, each taking the player's card size, pictures and sorting."""

        def make(session: Any, parent: QWidget) -> QWidget:
            table = factory(session, parent)
            self.style_table(table)
            return table

        return make

    def remember_pointer(self, name: str) -> None:
        """A first match's pointer was shown: never again."""
        if name not in self.settings.pointers_seen:
            self.settings = self.settings.with_(pointers_seen=(*self.settings.pointers_seen, name))
            self._store_settings()

    def toggle_sound(self, on: bool) -> None:
        self.apply_preferences(self.settings.prefs.with_(muted=not on))

    def set_volume(self, volume: int) -> None:
        self.apply_preferences(self.settings.prefs.with_(volume=volume, muted=False))

    def set_animation_ms(self, ms: int) -> None:
        self.settings = self.settings.with_(animation_ms=ms)
        self.session_animation_ms = None  # the player chose: that speed from now on
        self._store_settings()
        if self.table is not None:
            self.table.set_animation_ms(ms)  # type: ignore[attr-defined]  # the session's pace too

    # ------------------------------------------------------------------ closing

    def closeEvent(self, event: QCloseEvent) -> None:
        # Every move is already saved (the hand orders once more here); make sure a bot
        # thread is not left running.
        self.hosting.shutdown()
        self.life.shutdown()
        super().closeEvent(event)
