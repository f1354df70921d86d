"""The Learn to play window: the list of lessons, and a lesson's table with its guide line.

The lesson table is the game's own ``TableWidget`` over the lesson's session
(``tutor.LessonSession``): mouse and keyboard play exactly as in a match.
Above it a guide panel says what to do next, shows a hint when a move is
refused, and at the end the lesson's summary with "Next lesson" and "Play a
match now". The window is apart from the match in play: a lesson never touches
the autosave.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtGui import QKeyEvent, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QFrame,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.jsonfile import FileReadError
from hand_desktop.core.scenario import ScenarioError
from hand_desktop.ui.lessons.catalogue import LESSONS
from hand_desktop.ui.lessons.progress import Progress
from hand_desktop.ui.lessons.steps import Light, lit_cards
from hand_desktop.ui.lessons.tutor import LEARNER, Tutor
from hand_desktop.ui.screen_fit import fit_on_show
from hand_desktop.ui.words.text import fill

CTX = "Lessons"

_PANEL_STYLE = """
QFrame#guidePanel { background: #fbf6e6; border-bottom: 1px solid #d8cfae; }
QFrame#guidePanel QLabel { color: #2b2616; }
QLabel#lessonTitle { font-size: 16px; font-weight: bold; }
QLabel#stepLabel { color: #6b604a; }
QLabel#guideLine { font-size: 15px; }
QLabel#hintLine { background: #ffe3b3; border: 1px solid #f0b95a; border-radius: 6px; padding: 6px 8px; }
QLabel#summaryText { font-size: 14px; }
"""


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def _num(n: int) -> str:
    from hand_desktop.ui.words.text import number

    return number(n)


class LessonList(QWidget):
    """The six lessons, the finished ones ticked; Enter or a double click starts one."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = QLabel(self)
        self.title.setObjectName("listTitle")
        self.title.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.problem = QLabel(self)  # a broken progress file, said once, out of the way
        self.problem.setWordWrap(True)
        self.problem.setObjectName("problemLine")
        self.problem.setStyleSheet("color: #8a4b00;")
        self.problem.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.problem.setVisible(False)
        self.items = QListWidget(self)
        self.items.setObjectName("lessonList")
        self.items.setStyleSheet("QListWidget { font-size: 14px; } QListWidget::item { padding: 8px; }")
        self.items.setAlternatingRowColors(True)
        for lesson in LESSONS:
            item = QListWidgetItem()
            item.setData(Qt.ItemDataRole.UserRole, lesson.key)
            self.items.addItem(item)
        self.start_button = QPushButton(self)
        self.start_button.setDefault(True)
        self.close_button = QPushButton(self)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.start_button)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 20, 24, 16)
        layout.addWidget(self.title)
        layout.addWidget(self.intro)
        layout.addWidget(self.problem)
        layout.addWidget(self.items, 1)
        layout.addLayout(buttons)

    def retranslate(self, done: frozenset[str]) -> None:
        from hand_desktop.ui.words.text import local_digits

        self.title.setText(_tr("Learn to play"))
        self.intro.setText(_tr(
            "Six short lessons, each at a prepared table. The game checks every move with the real "
            "rules; when one is refused, a hint says why. Choose a lesson and press Enter."))
        self.start_button.setText(_tr("&Start the lesson"))
        self.close_button.setText(_tr("Close"))
        for i, lesson in enumerate(LESSONS):
            item = self.items.item(i)
            mark = "\u2713" if lesson.key in done else "\u2003"  # a tick, or an em space to line up
            head = fill(_tr("%1. %2"), _num(i + 1), _tr(lesson.title))
            state = _tr("(done)") if lesson.key in done else ""
            item.setText(f"{mark}  {head}  {state}".rstrip() + "\n\u2003   " + local_digits(_tr(lesson.blurb)))

    def select_next(self, done: frozenset[str]) -> None:
        """Put the selection on the first lesson not done yet (the first one if all are)."""
        row = next((i for i, lesson in enumerate(LESSONS) if lesson.key not in done), 0)
        self.items.setCurrentRow(row)


class GuidePanel(QFrame):
    """Above the lesson table: the lesson, the step, what to do, a hint, and at the end the summary."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("guidePanel")
        self.setStyleSheet(_PANEL_STYLE)
        self.lesson_title = QLabel(self)
        self.lesson_title.setObjectName("lessonTitle")
        self.step_label = QLabel(self)
        self.step_label.setObjectName("stepLabel")
        self.restart_button = QPushButton(self)
        self.list_button = QPushButton(self)
        for button in (self.restart_button, self.list_button):
            button.setFocusPolicy(Qt.FocusPolicy.TabFocus)  # a click leaves the keys with the table
        top = QHBoxLayout()
        top.addWidget(self.lesson_title)
        top.addSpacing(12)
        top.addWidget(self.step_label)
        top.addStretch(1)
        top.addWidget(self.restart_button)
        top.addWidget(self.list_button)
        self.guide = QLabel(self)
        self.guide.setObjectName("guideLine")
        self.guide.setWordWrap(True)
        self.hint = QLabel(self)
        self.hint.setObjectName("hintLine")
        self.hint.setWordWrap(True)
        self.hint.setVisible(False)
        self.summary = QLabel(self)
        self.summary.setObjectName("summaryText")
        self.summary.setWordWrap(True)
        self.next_button = QPushButton(self)
        self.play_button = QPushButton(self)
        self.end_row = QWidget(self)
        row = QHBoxLayout(self.end_row)
        row.setContentsMargins(0, 0, 0, 0)
        row.addStretch(1)
        row.addWidget(self.play_button)
        row.addWidget(self.next_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(16, 10, 16, 10)
        layout.addLayout(top)
        layout.addWidget(self.guide)
        layout.addWidget(self.hint)
        layout.addWidget(self.summary)
        layout.addWidget(self.end_row)
        self.show_end(False)

    def show_end(self, on: bool) -> None:
        self.summary.setVisible(on)
        self.end_row.setVisible(on)


class LessonWindow(QDialog):
    """Help → Learn to play. ``playRequested``: the player asked for a match (the window closes)."""

    playRequested = Signal()

    def __init__(self, parent: QWidget | None = None, progress: Progress | None = None,
                 animation_ms: int = 250) -> None:
        super().__init__(parent)
        self.setObjectName("LessonWindow")
        self.progress = progress if progress is not None else Progress.from_file()
        self.animation_ms = animation_ms
        self.tutor: Tutor | None = None
        self.table: QWidget | None = None
        self.save_problem = ""  # why the last finished lesson could not be remembered
        self.stack = QStackedWidget(self)
        self.list_page = LessonList(self.stack)
        self.lesson_page = QWidget(self.stack)
        self.panel = GuidePanel(self.lesson_page)
        self.table_host = QVBoxLayout()
        self.table_host.setContentsMargins(0, 0, 0, 0)
        page = QVBoxLayout(self.lesson_page)
        page.setContentsMargins(0, 0, 0, 0)
        page.setSpacing(0)
        page.addWidget(self.panel)
        page.addLayout(self.table_host, 1)
        self.stack.addWidget(self.list_page)
        self.stack.addWidget(self.lesson_page)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)

        self.list_page.items.itemActivated.connect(lambda _item: self.start_selected())
        self.list_page.start_button.clicked.connect(self.start_selected)
        self.list_page.close_button.clicked.connect(self.close)
        self.panel.restart_button.clicked.connect(self.restart)
        self.panel.list_button.clicked.connect(self.show_list)
        self.panel.next_button.clicked.connect(self.next_lesson)
        self.panel.play_button.clicked.connect(self.play_match)
        if self.progress.problem:
            self.list_page.problem.setText(self.progress.problem)
            self.list_page.problem.setVisible(True)
        self.setMinimumSize(900, 640)
        if parent is not None:
            self.resize(max(900, parent.width() * 19 // 20), max(640, parent.height() * 19 // 20))
        else:
            self.resize(1200, 820)
        self.retranslate_ui()
        self.list_page.select_next(self.progress.done)
        self.list_page.items.setFocus()

    # ------------------------------------------------------------------ lessons

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_show(self, event)  # wholly on the screen, title bar included

    @property
    def lesson_index(self) -> int | None:
        if self.tutor is None:
            return None
        return LESSONS.index(self.tutor.lesson)

    def start_selected(self) -> None:
        self.start(max(0, self.list_page.items.currentRow()))

    def start(self, index: int) -> None:
        """Set up lesson ``index`` (0-based) at its prepared table."""
        self._stop()
        try:
            tutor = Tutor(LESSONS[index], self.animation_ms, self)
        except (FileReadError, ScenarioError, ValueError) as exc:
            # An installation problem (a lesson file missing or damaged), said on the list.
            self.show_list()
            self.list_page.problem.setText(_tr(
                "This lesson could not be set up: its file is missing or damaged. Reinstalling Hand "
                "brings it back.") + f"\n\u2066{exc}\u2069")
            self.list_page.problem.setVisible(True)
            return
        tutor.stepChanged.connect(self._show_step)
        tutor.hinted.connect(self._show_hint)
        tutor.finished.connect(self._on_finished)
        self.tutor = tutor
        from hand_desktop.ui.table.widget import TableWidget

        table = TableWidget(tutor.session, self.lesson_page)
        self.table = table
        self.table_host.addWidget(table)
        self.save_problem = ""
        self.panel.show_end(False)
        self.stack.setCurrentWidget(self.lesson_page)
        tutor.session.start()
        self.retranslate_ui()
        table.setFocus(Qt.FocusReason.OtherFocusReason)

    def restart(self) -> None:
        index = self.lesson_index
        if index is not None:
            self.start(index)

    def next_lesson(self) -> None:
        index = self.lesson_index
        if index is not None and index + 1 < len(LESSONS):
            self.start(index + 1)

    def show_list(self) -> None:
        self._stop()
        self.stack.setCurrentWidget(self.list_page)
        self.retranslate_ui()
        self.list_page.select_next(self.progress.done)
        self.list_page.items.setFocus()

    def play_match(self) -> None:
        self.done(QDialog.DialogCode.Accepted)
        self.playRequested.emit()

    def _stop(self) -> None:
        if self.tutor is not None:
            self.tutor.session.shutdown()
            self.tutor.blockSignals(True)
            self.tutor.deleteLater()
            self.tutor = None
        if self.table is not None:
            self.table_host.removeWidget(self.table)
            self.table.hide()
            self.table.deleteLater()
            self.table = None

    # ------------------------------------------------------------------ the guide

    def _show_step(self) -> None:
        tutor, table = self.tutor, self.table
        if tutor is None or table is None:
            return
        panel = self.panel
        panel.lesson_title.setText(_tr(tutor.lesson.title))
        step = tutor.step
        if step is None:
            panel.step_label.setText(_tr("Done"))
            panel.guide.setText(_tr("Well done: that is the whole lesson."))
            table.scene.set_guide(None)  # type: ignore[attr-defined]
            return
        from hand_desktop.ui.table.hinting import HintMarks
        from hand_desktop.ui.table.intents import ZoneKind

        panel.step_label.setText(fill(_tr("Step %1 of %2"), _num(tutor.index + 1),
                                      _num(len(tutor.lesson.steps))))
        panel.guide.setText(tutor.guide())
        panel.hint.clear()
        panel.hint.setVisible(False)
        zone = {Light.STOCK: ZoneKind.STOCK, Light.FIRE: ZoneKind.FIRE,
                Light.PREPARED: ZoneKind.NEW_CANDIDATE}.get(step.zone) if step.zone else None
        view = tutor.session.view_for(LEARNER)
        marks = HintMarks(lit_cards(step, view), step.meld, zone)
        table.scene.set_guide(marks)  # type: ignore[attr-defined]

    def _show_hint(self, text: str) -> None:
        self.panel.hint.setText(text)
        self.panel.hint.setVisible(True)

    def _on_finished(self) -> None:
        tutor = self.tutor
        if tutor is None:
            return
        try:
            self.progress.mark_done(tutor.lesson.key)
        except OSError as exc:
            self.save_problem = fill(_tr("Your progress could not be saved, so this lesson will show "
                                         "as not done next time.\n%1"), str(exc))
        self.panel.hint.setVisible(False)
        self._show_summary()
        self.panel.show_end(True)
        last = self.lesson_index == len(LESSONS) - 1
        self.panel.next_button.setVisible(not last)
        default = self.panel.play_button if last else self.panel.next_button
        default.setDefault(True)
        default.setFocus(Qt.FocusReason.OtherFocusReason)

    def _show_summary(self) -> None:
        tutor = self.tutor
        if tutor is None:
            return
        from hand_desktop.ui.words.text import local_digits

        parts = [local_digits(_tr(tutor.lesson.summary))]
        if tutor.result is not None:
            parts.append(self._round_line(tutor))
        if self.save_problem:
            parts.append(self.save_problem)
        self.panel.summary.setText("\n\n".join(parts))

    def _round_line(self, tutor: Tutor) -> str:
        from hand_desktop.ui.words.text import name_and_score, signed

        assert tutor.result is not None
        scores = [name_and_score(tutor.session.name(s), signed(p))
                  for s, p in enumerate(tutor.result.points)]
        return fill(_tr("This round: %1"), "   ".join(scores))

    # ------------------------------------------------------------------ texts and keys

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_tr("Learn to play"))
        self.list_page.retranslate(self.progress.done)
        panel = self.panel
        panel.restart_button.setText(_tr("Start &again"))
        panel.list_button.setText(_tr("All &lessons"))
        panel.next_button.setText(_tr("&Next lesson"))
        panel.play_button.setText(_tr("&Play a match now"))
        if self.tutor is not None:
            self._show_step()
            if self.tutor.done:
                self._show_summary()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """Esc (that the table did not take): from a lesson back to the list; from the list, close."""
        if event.key() == Qt.Key.Key_Escape and self.stack.currentWidget() is self.lesson_page:
            self.show_list()
            return
        super().keyPressEvent(event)

    def done(self, result: int) -> None:
        self._stop()
        super().done(result)
