"""A lesson in play: its ``LocalSession`` and the tutor that follows its steps.

``LessonSession`` is a ``LocalSession`` over the lesson's scenario round; every
move goes to the core as in any match. Only a move that the rules *accept*
but that does not belong to the step in hand (``steps.fits``) is held back, so
the prepared table cannot drift away from the lesson; it is answered like a
refusal, with ``LESSON_CODE`` and a sentence. ``Tutor`` follows the session's
reports: an accepted change that completes the step (``steps.completes``)
moves to the next; a refusal gets the step's hint for its code.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QCoreApplication, QObject, Signal

from hand_desktop.core.actions import Action
from hand_desktop.core.jsonfile import read_json
from hand_desktop.core.match import Match
from hand_desktop.core.rules import ErrorCode
from hand_desktop.core.scoring import RoundResult
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.paths import lessons_dir
from hand_desktop.ui.lessons.steps import Lesson, Step, completes, fits, kind_of
from hand_desktop.ui.sessions.local_session import LocalSession
from hand_desktop.ui.sessions.session import Applied
from hand_desktop.ui.words.refusals import LESSON_CODE

LEARNER = 0  # the seat the player has at every lesson table
CTX = "Lessons"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def scenario_data(lesson: Lesson) -> dict:
    """The lesson's scenario file, as JSON (``core.jsonfile``: size and depth bounded)."""
    data = read_json(lessons_dir() / lesson.file)
    if not isinstance(data, dict):
        raise ValueError(f"{lesson.file} is not a scenario")
    return data


def lesson_match(lesson: Lesson) -> Match:
    """The lesson's round as the first round of a match (the rules know no one-round match;
    the table leaves the count out: ``LessonSession.shows_rounds``), through the scenario loader."""
    names = [_tr(n) for n in lesson.names]
    return Match.from_scenario(scenario_data(lesson), seed=0, names=names)


def lesson_seats(lesson: Lesson) -> list[Seat]:
    return [Seat(_tr(name), SeatKind.HUMAN if s == LEARNER else SeatKind.EASY)
            for s, name in enumerate(lesson.names)]


class LessonSession(LocalSession):
    """A ``LocalSession`` that holds back legal moves the lesson's step has no room for."""

    # The lesson's round sits in a match only because a round needs one: the table's corner
    # must not promise "Round 1 of 5".
    shows_rounds = False

    def __init__(self, match: Match, seats: list[Seat], animation_ms: int, parent: QObject | None,
                 gate: Callable[[Action], str | None]) -> None:
        super().__init__(match, seats, animation_ms, parent)
        self._gate = gate

    def submit(self, action: Action) -> bool:
        # The rules speak first: a move they refuse gets its usual code (LocalSession).
        if self.match.round.check(action) is None:
            why = self._gate(action)
            if why is not None:
                self.rejected.emit(LESSON_CODE, why)
                return False
        return super().submit(action)


class Tutor(QObject):
    """Follows a lesson's session: the step in hand, hints for refusals, the end.

    Signals:
        stepChanged(): a new step is in hand (or the lesson is over: ``step`` is None).
        hinted(str): a move was refused; the hint to show (already translated).
        finished(): the last step is done (the session is shut: the computer players never move).
    """

    stepChanged = Signal()
    hinted = Signal(str)
    finished = Signal()

    def __init__(self, lesson: Lesson, animation_ms: int, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.lesson = lesson
        self.index = 0
        self.result: RoundResult | None = None  # the round's end, when the lesson ends it
        self.session = LessonSession(lesson_match(lesson), lesson_seats(lesson), animation_ms, self,
                                     self._gate)
        self.session.applied.connect(self._on_applied)
        self.session.rejected.connect(self._on_rejected)

    @property
    def step(self) -> Step | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def done(self) -> bool:
        return self.step is None

    def _gate(self, action: Action) -> str | None:
        step = self.step
        if step is None:
            return _tr("This lesson is over: choose what to do next above the table.")
        if action.seat != LEARNER or fits(step, action):
            return None
        text = step.astray_for(kind_of(action))
        return fill(text, step) if text else _tr(
            "In a game that move is allowed, but this lesson needs another one first: follow the "
            "guide above the table.")

    def _on_applied(self, report: Applied) -> None:
        if report.round_ended is not None:
            self.result = report.round_ended
        events = report.events(LEARNER)
        view = self.session.view_for(LEARNER)
        moved = False
        while self.step is not None and completes(self.step, events, view):
            self.index += 1
            moved = True
        if not moved:
            return
        if self.step is None:
            self.session.shutdown()  # the lesson is over: nobody moves any more
        self.stepChanged.emit()
        if self.step is None:
            self.finished.emit()

    def _on_rejected(self, code: str, message: str) -> None:
        step = self.step
        if code == LESSON_CODE or step is None:
            self.hinted.emit(message)
            return
        try:
            hint = step.hint_for(ErrorCode(code))
        except ValueError:
            hint = None
        self.hinted.emit(fill(hint, step) if hint else _tr(
            "Not quite: read the guide above the table and try again."))

    def guide(self) -> str:
        step = self.step
        return fill(step.guide, step) if step is not None else ""


def fill(text: str, step: Step) -> str:
    """A step's text translated, its %1..%n filled with card names, digits as the player chose."""
    from hand_desktop.core.cards import parse_token
    from hand_desktop.ui.table.sentences import card_text
    from hand_desktop.ui.words.text import fill as fill_text
    from hand_desktop.ui.words.text import local_digits

    cards = (" ".join(card_text(parse_token(c)) for c in group) for group in step.fills)
    out = fill_text(_tr(text), *cards)
    return local_digits(out)  # after the fills: the placeholders' own digits are not the text's
