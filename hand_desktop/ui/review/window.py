"""The review window: a match played again on the game's own table, with the coach's marks.

The table is the game's scene and view over a read-only ``ReviewSession``;
beside it the round list, the coach's summary and the move log (the current
move highlighted, the coach's marks between the moves, a click on a mark shows
the better move on the table); below it the steps (by move, turn and round,
buttons and keys), a slider over the round's moves, play at a chosen speed,
"show all hands" and whose seat the table is seen from. Every control has a
key (the window's actions, listed in the buttons' tooltips).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QTimer
from PySide6.QtGui import QAction, QCloseEvent, QColor, QKeyEvent, QKeySequence, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QProgressBar,
    QSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.cards import Card, CardToken, make_card
from hand_desktop.core.coach import Coaching, Finding
from hand_desktop.core.replay import Replay
from hand_desktop.ui import wheel_guard
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.review.coaching import CoachWorker, read_cached
from hand_desktop.ui.review.scene import ReviewScene, ReviewView
from hand_desktop.ui.review.session import ReviewSession
from hand_desktop.ui.review.words import MARK, finding_text, moment_text, summary_text
from hand_desktop.ui.screen_fit import fit_on_show
from hand_desktop.ui.table.hinting import HintMarks
from hand_desktop.ui.table.keymap import latin_key
from hand_desktop.ui.words.text import fill, isolate, ltr, number

CTX = "Review"
# Time per move when the review plays, and its name.
SPEEDS = ((2000, QT_TRANSLATE_NOOP("Review", "Slow")), (1000, QT_TRANSLATE_NOOP("Review", "Normal")),
          (500, QT_TRANSLATE_NOOP("Review", "Fast")), (250, QT_TRANSLATE_NOOP("Review", "Very fast")))
MARK_COLOUR = QColor("#f5c542")
_STYLE = """
QFrame#reviewPanel { background: #0f3320; }
QFrame#reviewPanel QLabel { color: #f4f1e8; }
QFrame#reviewBar { background: #123d24; border-top: 1px solid #0a2414; }
QFrame#reviewBar QLabel, QFrame#reviewBar QCheckBox { color: #f4f1e8; }
QListWidget { background: #0f3320; color: #e8efe8; border: none; }
QListWidget::item { padding: 3px 6px; border-bottom: 1px solid #1c4a30; }
QListWidget::item:selected { background: #2a7345; color: #ffffff; }
QToolButton { color: #f4f1e8; background: #1f5c37; border: 1px solid #2f7d4a; border-radius: 6px;
              padding: 4px 10px; font-weight: bold; }
QToolButton:hover { background: #2a7345; }
QToolButton:checked { background: #c9a227; color: #1a1a1a; }
"""


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CTX, text, None, n)


class ReviewWindow(QWidget):
    """One match under review (a window of its own beside the game)."""

    def __init__(self, replay: Replay, source: Path | None = None, viewer: int = 0,
                 parent: QWidget | None = None, animation_ms: int = 250) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("ReviewWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.setStyleSheet(_STYLE)
        self.replay = replay
        self.source = source
        self.coaching: Coaching | None = None
        self.worker: CoachWorker | None = None
        self.own_seat = viewer  # the seat it opened from, and comes back to when the hands hide
        self.session = ReviewSession(replay, viewer, self, animation_ms)
        self.scene = ReviewScene(self.session, self)
        self.view = ReviewView(self.scene, self)
        self._timer = QTimer(self)
        self._timer.timeout.connect(self._tick)
        self._rows: list[int | Finding] = []  # per log row: its position, or a coach's finding
        self._built = False  # a change of language or direction before the widgets exist waits (changeEvent)
        self._build()
        self._make_actions()
        self._built = True
        self.retranslate_ui()
        self.goto(0)
        self._start_coach()
        self._fit_to_screen()

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        self.panel = QFrame(self)
        self.panel.setObjectName("reviewPanel")
        self.panel.setFixedWidth(330)
        self.round_box = QComboBox(self.panel)
        self.round_box.currentIndexChanged.connect(self._round_chosen)
        self.summary_label = QLabel(self.panel)
        self.summary_label.setWordWrap(True)
        self.progress = QProgressBar(self.panel)
        self.progress.setTextVisible(True)
        self.better_label = QLabel(self.panel)
        self.better_label.setWordWrap(True)
        self.better_label.setStyleSheet("color: #f5c542;")
        self.better_label.setVisible(False)
        self.log = QListWidget(self.panel)
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay with the window's steps
        self.log.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.log.itemClicked.connect(self._row_clicked)
        side = QVBoxLayout(self.panel)
        side.setContentsMargins(8, 8, 8, 8)
        side.addWidget(self.round_box)
        side.addWidget(self.summary_label)
        side.addWidget(self.progress)
        side.addWidget(self.better_label)
        side.addWidget(self.log, 1)

        self.bar = QFrame(self)
        self.bar.setObjectName("reviewBar")
        self.buttons: dict[str, QToolButton] = {}
        row = QHBoxLayout(self.bar)
        row.setContentsMargins(8, 6, 8, 6)
        for name in ("round_start", "turn_back", "back", "play", "forward", "turn_forward", "round_end"):
            button = QToolButton(self.bar)
            button.setAutoRaise(False)
            self.buttons[name] = button
            row.addWidget(button)
        self.buttons["play"].setCheckable(True)
        self.slider = QSlider(Qt.Orientation.Horizontal, self.bar)
        self.slider.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.slider.valueChanged.connect(self._slid)
        row.addWidget(self.slider, 1)
        self.speed_label = QLabel(self.bar)
        self.speed = QComboBox(self.bar)
        self.speed.currentIndexChanged.connect(self._speed_chosen)
        self.speed_label.setBuddy(self.speed)
        self.reveal = QCheckBox(self.bar)
        self.reveal.toggled.connect(self._reveal_toggled)
        self.seat_label = QLabel(self.bar)
        self.seat_box = QComboBox(self.bar)
        self.seat_label.setBuddy(self.seat_box)
        self.seat_box.currentIndexChanged.connect(self._seat_chosen)
        wheel_guard.guard(self.round_box, self.slider, self.speed, self.seat_box)  # wheel: focus first
        self.export_button = QToolButton(self.bar)
        self.export_button.setPopupMode(QToolButton.ToolButtonPopupMode.InstantPopup)
        for widget in (self.speed_label, self.speed, self.reveal, self.seat_label, self.seat_box,
                       self.export_button):
            row.addWidget(widget)

        top = self.table_row = QHBoxLayout()
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(0)
        top.addWidget(self.view, 1)
        top.addWidget(self.panel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        layout.addLayout(top, 1)
        layout.addWidget(self.bar)

    def _make_actions(self) -> None:
        def action(keys: list[str], slot: Callable[[], object], button: str | None = None) -> QAction:
            act = QAction(self)
            act.setShortcuts([QKeySequence(k) for k in keys])
            act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            act.triggered.connect(lambda _=False: slot())
            self.addAction(act)
            if button is not None:
                self.buttons[button].clicked.connect(lambda _=False: act.trigger())
            return act

        a: dict[str, QAction] = {}
        self.actions_by_name = a
        a["forward"] = action([], lambda: self.step(1), "forward")  # keys: _arrow_keys
        a["back"] = action([], lambda: self.step(-1), "back")
        a["turn_forward"] = action([], lambda: self.step_turn(1), "turn_forward")
        a["turn_back"] = action([], lambda: self.step_turn(-1), "turn_back")
        a["round_start"] = action(["Home"], lambda: self.round_edge(False), "round_start")
        a["round_end"] = action(["End"], lambda: self.round_edge(True), "round_end")
        a["next_round"] = action(["PgDown"], lambda: self.step_round(1))
        a["previous_round"] = action(["PgUp"], lambda: self.step_round(-1))
        a["match_start"] = action(["Ctrl+Home"], lambda: self.goto(0))
        a["match_end"] = action(["Ctrl+End"], lambda: self.goto(self.replay.last))
        a["play"] = action(["Space"], self.toggle_play)
        self.buttons["play"].clicked.connect(lambda _=False: self.toggle_play())
        a["reveal"] = action(["A"], lambda: self.reveal.toggle())
        a["next_mark"] = action(["M"], lambda: self.step_mark(1))
        a["previous_mark"] = action(["Shift+M"], lambda: self.step_mark(-1))
        a["close"] = action(["Escape", "Ctrl+W"], self.close)
        from hand_desktop.ui.review.export import ExportActions

        self.export = ExportActions(self)
        menu = QMenu(self.export_button)
        for act in self.export.actions:
            menu.addAction(act)
            self.addAction(act)
        self.export_button.setMenu(menu)

    def parent_widget(self) -> QWidget:
        """The window itself, for the export's actions and dialogs."""
        return self

    def _fit_to_screen(self) -> None:
        """As big as the game's window likes, within the screen (its title bar included)."""
        free = self.screen().availableGeometry()
        self.resize(QSize(min(1280, free.width()), min(820, free.height() - 48)))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_show(self, event)  # wholly on the screen, title bar included

    # ------------------------------------------------------------------ words

    def retranslate_ui(self) -> None:
        self.setWindowTitle(fill(_tr("Review: %1"), ", ".join(isolate(self.session.name(s))
                                                             for s in range(self.replay.players))))
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        # The arrows point the way the moves go: forward is to the left in Arabic.
        arrows = {"round_start": "|\u25c0", "turn_back": "\u25c0\u25c0", "back": "\u25c0", "forward": "\u25b6",
                  "turn_forward": "\u25b6\u25b6", "round_end": "\u25b6|"}
        self._arrow_keys(rtl)
        if rtl:
            swap = {"round_start": "round_end", "turn_back": "turn_forward", "back": "forward"}
            for x, y in swap.items():
                arrows[x], arrows[y] = arrows[y], arrows[x]
        tips = {
            "round_start": _tr("To the round's first move"), "turn_back": _tr("One turn back"),
            "back": _tr("One move back"), "forward": _tr("One move on"),
            "turn_forward": _tr("One turn on"), "round_end": _tr("To the round's last move"),
        }
        for name, tip in tips.items():
            act = self.actions_by_name[name]
            keys = ", ".join(k.toString(QKeySequence.SequenceFormat.NativeText) for k in act.shortcuts())
            self.buttons[name].setText(ltr(arrows[name]))  # drawn as written, in either direction
            self.buttons[name].setToolTip(fill(_tr("%1 (%2)"), tip, keys))
            self.buttons[name].setAccessibleName(tip)
            act.setText(tip)
        self._play_text()
        self.speed_label.setText(_tr("&Speed:"))
        current = self.speed.currentIndex()
        self.speed.blockSignals(True)
        self.speed.clear()
        for ms, name in SPEEDS:
            self.speed.addItem(_tr(name), ms)
        self.speed.setCurrentIndex(current if current >= 0 else 1)
        self.speed.blockSignals(False)
        self.reveal.setText(_tr("Show &all hands (A)"))
        self.reveal.setToolTip(_tr("Every hand and the stock, face up; the coach's marks for every seat"))
        self.seat_label.setText(_tr("Seen &from:"))
        self.seat_box.blockSignals(True)
        self.seat_box.clear()
        for s in range(self.replay.players):
            self.seat_box.addItem(self.session.name(s), s)
        self.seat_box.setCurrentIndex(self.session.viewer)
        self.seat_box.setEnabled(self.session.reveal_all)
        self.seat_box.setToolTip(_tr("Whose seat the table is seen from (with every hand shown)"))
        self.seat_box.blockSignals(False)
        self.export_button.setText(_tr("&Export"))
        self.export.retranslate()
        self._fill_rounds()
        self._fill_log()

    def _arrow_keys(self, rtl: bool) -> None:
        """The arrow keys go the way the buttons point: forward is Left in Arabic."""
        on, back = ("Left", "Right") if rtl else ("Right", "Left")
        keys = {"forward": [on, "."], "back": [back, ","], "turn_forward": ["Down", f"Ctrl+{on}"],
                "turn_back": ["Up", f"Ctrl+{back}"]}
        for name, sequence in keys.items():
            self.actions_by_name[name].setShortcuts([QKeySequence(k) for k in sequence])

    def _play_text(self) -> None:
        playing = self._timer.isActive()
        button = self.buttons["play"]
        button.setChecked(playing)
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        button.setText("\u2016 " + _tr("Pause") if playing else ("\u25c0 " if rtl else "\u25b6 ") + _tr("Play"))
        button.setToolTip(fill(_tr("%1 (%2)"), _tr("Play the moves one after another, or pause"),
                               QKeySequence("Space").toString(QKeySequence.SequenceFormat.NativeText)))

    def changeEvent(self, event: QEvent) -> None:
        if getattr(self, "_built", False) and event.type() in (QEvent.Type.LanguageChange, QEvent.Type.LayoutDirectionChange):
            self.retranslate_ui()
        super().changeEvent(event)

    # ------------------------------------------------------------------ moving

    @property
    def position(self) -> int:
        return self.session.position

    def goto(self, position: int) -> None:
        """Show ``position`` (one move on is played as in the game; any other jump at once)."""
        before_round = self.replay.round_index(self.position)
        step = self.session.goto(position)
        self.scene.show_hint(None)
        self.better_label.setVisible(False)
        self.scene.follow(animate=step and self.session.animation_ms > 0)
        if self.replay.round_index(self.position) != before_round or not self._rows:
            self._fill_log()
        self._show_position()

    def step(self, delta: int) -> None:
        self.goto(self.position + delta)

    def step_turn(self, direction: int) -> None:
        if direction > 0:
            self.goto(self.replay.next_turn(self.position))
        else:
            self.goto(self.replay.previous_turn(self.position))

    def round_edge(self, end: bool) -> None:
        span = self.replay.round_span(self.replay.round_index(self.position))
        self.goto(span.stop - 1 if end else span.start)

    def step_round(self, delta: int) -> None:
        index = max(0, min(self.replay.rounds - 1, self.replay.round_index(self.position) + delta))
        self.goto(self.replay.round_starts[index])

    def toggle_play(self) -> None:
        if self._timer.isActive():
            self._timer.stop()
        else:
            if self.position >= self.replay.last:
                self.goto(0)
            self._timer.start(self._speed_ms())
        self._play_text()

    def _speed_ms(self) -> int:
        data = self.speed.currentData()
        return int(data) if data is not None else 1000

    def _speed_chosen(self, _index: int) -> None:
        ms = self._speed_ms()
        self.session.set_animation_ms(min(250, ms // 2))
        self.scene.set_animation_ms(self.session.animation_ms)
        if self._timer.isActive():
            self._timer.start(ms)

    def _tick(self) -> None:
        if self.position >= self.replay.last:
            self._timer.stop()
            self._play_text()
            return
        self.step(1)

    def _slid(self, value: int) -> None:
        span = self.replay.round_span(self.replay.round_index(self.position))
        if span.start + value != self.position:
            self.goto(span.start + value)

    def _round_chosen(self, index: int) -> None:
        if 0 <= index < self.replay.rounds and index != self.replay.round_index(self.position):
            self.goto(self.replay.round_starts[index])

    def _show_position(self) -> None:
        index = self.replay.round_index(self.position)
        span = self.replay.round_span(index)
        self.slider.blockSignals(True)
        self.slider.setRange(0, len(span) - 1)
        self.slider.setValue(self.position - span.start)
        self.slider.blockSignals(False)
        self.slider.setToolTip(fill(_tr("Move %1 of %2 in this round"), number(self.position - span.start),
                                    number(len(span) - 1)))
        self.round_box.blockSignals(True)
        self.round_box.setCurrentIndex(index)
        self.round_box.blockSignals(False)
        row = next((k for k, r in enumerate(self._rows) if r == self.position), -1)
        self.log.setCurrentRow(row)
        if row >= 0:  # in the middle, so that the coach's marks after the move are in sight
            self.log.scrollToItem(self.log.item(row), QListWidget.ScrollHint.PositionAtCenter)
        self._show_summary()

    # ------------------------------------------------------------------ the log and the coach

    def _fill_rounds(self) -> None:
        self.round_box.blockSignals(True)
        self.round_box.clear()
        for index in range(self.replay.rounds):
            name = fill(_tr("Round %1"), number(index + 1))
            if self.coaching is not None:  # the chances missed from the seat at the bottom
                missed = self.coaching.summary(self.session.viewer, index + 1).chances
                if missed:
                    name = fill(_tr("%1 (%2 \u2605)"), name, number(missed))
            self.round_box.addItem(name)
        self.round_box.setCurrentIndex(self.replay.round_index(self.position))
        self.round_box.blockSignals(False)

    def marked_seats(self) -> list[int]:
        """Whose chances the log marks: the seat at the bottom, every seat with every hand shown."""
        return list(range(self.replay.players)) if self.session.reveal_all else [self.session.viewer]

    def log_lines(self, index: int) -> list[tuple[int | Finding, str]]:
        """The rows of round ``index``'s log: each move, and after it the coach's marks on the
        move that followed (a finding's position is the moment before the move that missed it)."""
        viewer, reveal = self.session.viewer, self.session.reveal_all
        seats = self.marked_seats()
        rows: list[tuple[int | Finding, str]] = []
        for p in self.replay.round_span(index):
            rows.append((p, moment_text(self.session, self.replay.moments[p], viewer, reveal)))
            if self.coaching is not None:
                for finding in self.coaching.findings:
                    if finding.position == p and finding.seat in seats:
                        rows.append((finding, MARK + " " + finding_text(finding, viewer, self.session.name)))
        return rows

    def _fill_log(self) -> None:
        rows = self.log_lines(self.replay.round_index(self.position))
        self.log.clear()
        self._rows = []
        for key, text in rows:
            item = QListWidgetItem(text)
            if isinstance(key, Finding):
                item.setForeground(MARK_COLOUR)
                item.setToolTip(_tr("Click to see the better move on the table"))
            self.log.addItem(item)
            self._rows.append(key)
        row = next((k for k, r in enumerate(self._rows) if r == self.position), -1)
        self.log.setCurrentRow(row)

    def _show_summary(self) -> None:
        if self.coaching is None:
            self.summary_label.setText(_tr("The coach is looking at the match\u2026"))
            return
        round_ = self.replay.round_index(self.position) + 1
        lines = []
        for seat in self.marked_seats():
            text = summary_text(self.coaching.summary(seat, round_))
            lines.append(text if seat == self.session.viewer and len(self.marked_seats()) == 1
                         else fill(_tr("%1: %2"), isolate(self.session.name(seat)), text))
        self.summary_label.setText("\n".join(lines))

    def _row_clicked(self, item: QListWidgetItem) -> None:
        key = self._rows[self.log.row(item)]
        if isinstance(key, Finding):
            self.show_finding(key)
        else:
            self.goto(key)

    def step_mark(self, direction: int) -> None:
        """To the next (or previous) coach's mark of the marked seats, and show its better move."""
        if self.coaching is None:
            return
        seats = self.marked_seats()
        marks = [f for f in self.coaching.findings if f.seat in seats]
        after = [f for f in marks if (f.position > self.position if direction > 0 else f.position < self.position)]
        if not after:
            return
        self.show_finding(after[0] if direction > 0 else after[-1])

    def show_finding(self, finding: Finding) -> None:
        """The table as the better move would have left it, its cards lit (the log's move if none)."""
        self.goto(finding.position)
        if finding.actions:
            try:
                moments = self.replay.what_if(finding.position, finding.actions)
            except Exception:  # a better move the core refuses is a bug: show the moment instead
                moments = ()
            if moments:
                self.session.better = moments[-1]
                self.scene.follow(animate=False)
        cards = _cards_of(finding)
        self.scene.show_hint(HintMarks(frozenset(cards)))
        self.better_label.setText(MARK + " " + finding_text(finding, self.session.viewer, self.session.name)
                                  + "\n" + _tr("(the better move is on the table; any step goes back)"))
        self.better_label.setVisible(True)
        row = next((k for k, r in enumerate(self._rows) if r is finding), -1)
        if row >= 0:
            self.log.setCurrentRow(row)

    # ------------------------------------------------------------------ seeing

    def _reveal_toggled(self, on: bool) -> None:
        self.session.reveal_all = on
        self.seat_box.setEnabled(on)
        if not on and self.session.viewer != self.own_seat:
            self._set_viewer(self.own_seat)
        self.scene.follow(animate=False)
        self._fill_log()
        self._show_position()

    def _seat_chosen(self, index: int) -> None:
        seat = self.seat_box.itemData(index)
        if isinstance(seat, int) and seat != self.session.viewer:
            self._set_viewer(seat)

    def _set_viewer(self, seat: int) -> None:
        """The table from another seat: a new scene (the seat at the bottom is the scene's own)."""
        self.session.viewer = seat
        old_scene, old_view = self.scene, self.view
        self.scene = ReviewScene(self.session, self)
        self.view = ReviewView(self.scene, self)
        self.table_row.replaceWidget(old_view, self.view)
        old_view.deleteLater()
        old_scene.deleteLater()
        self.scene.follow(animate=False)
        self.seat_box.blockSignals(True)
        self.seat_box.setCurrentIndex(seat)
        self.seat_box.blockSignals(False)
        self._fill_rounds()
        self._fill_log()
        self._show_position()

    # ------------------------------------------------------------------ the coach

    def _start_coach(self) -> None:
        cached = read_cached(self.source, self.replay.data, self.replay.players)
        if cached is not None:
            self._coached(cached)
            return
        self.progress.setRange(0, self.replay.rounds)
        self.progress.setValue(0)
        self.progress.setFormat(_tr("The coach: round %v of %m"))
        self.worker = CoachWorker(self.replay, self.source)
        # Bound methods of the window: the signals come from the coach's thread and are
        # queued to the window's (a lambda would run in the coach's thread).
        self.worker.progressed.connect(self._coach_progress)
        self.worker.found.connect(self._coached)
        self.worker.failed.connect(self._coach_failed)
        self.worker.start()
        self._show_summary()

    def _coach_progress(self, done: int, _of: int) -> None:
        self.progress.setValue(done)

    def _coach_failed(self, _message: str) -> None:
        self.progress.setVisible(False)
        self.summary_label.setText("")

    def _coached(self, coaching: Coaching) -> None:
        self.coaching = coaching
        self.progress.setVisible(False)
        self._fill_rounds()
        self._fill_log()
        self._show_position()

    def closeEvent(self, event: QCloseEvent) -> None:
        self._timer.stop()
        if self.worker is not None:  # it ends on its own; nothing here hears it any more
            for signal in (self.worker.progressed, self.worker.found, self.worker.failed):
                signal.disconnect()
        super().closeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A letter typed on an Arabic layout: the shortcut of the same physical key."""
        letter = latin_key(event.text())
        if letter is not None:
            wanted = QKeySequence(("Shift+" if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else "")
                                  + letter)
            for act in self.actions():
                if wanted in act.shortcuts() and act.isEnabled():
                    act.trigger()
                    return
        super().keyPressEvent(event)


def _cards_of(finding: Finding) -> list[Card]:
    """The cards a finding is about: those of its better move, its fire card, fed card or Joker."""
    out: list[Card] = [] if finding.card is None else [finding.card]
    for action in finding.actions:
        for token in getattr(action, "cards", ()):
            out += _cards_named(token)
        for spec in getattr(action, "melds", ()):
            for token in spec.cards:
                out += _cards_named(token)
    return out


def _cards_named(token: CardToken) -> list[Card]:
    if token.is_joker:
        return [make_card(0, None, 1), make_card(0, None, 2)]
    copies = (token.copy,) if token.copy is not None else (1, 2)
    return [make_card(token.rank, token.suit, c) for c in copies]
