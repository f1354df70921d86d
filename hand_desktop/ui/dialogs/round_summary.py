"""The end of a round (who went out and how, every hand left and its points) and of the match."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtGui import QFont, QShowEvent
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFrame,
    QGridLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.cards import Card, sort_key_suit
from hand_desktop.core.scoring import Finish, Role, RoundResult
from hand_desktop.core.summary import MatchSummary
from hand_desktop.ui.dialogs.common import (
    CardStrip,
    finish_multiplier,
    finish_name,
    team_of,
)
from hand_desktop.ui.score_chart import ScoreChart
from hand_desktop.ui.screen_fit import fit_on_show, room
from hand_desktop.ui.words.text import (
    fill,
    isolate,
    join_parts,
    name_and_score,
    number,
    round_title,
    shown_names,
    signed,
    team_name,
)

_LEADING = Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter
_TRAILING = Qt.AlignmentFlag.AlignTrailing | Qt.AlignmentFlag.AlignVCenter


class HasSummary(Protocol):
    """A session, or a core ``Match``: anything that gives the match's ``MatchSummary``."""

    def summary(self) -> MatchSummary: ...


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate("RoundSummary", text, None, n)


@dataclass(frozen=True)
class RoundReport:
    """What a round summary shows, taken from the match the moment the round ended."""

    result: RoundResult
    hands: tuple[tuple[Card, ...], ...]
    names: tuple[str, ...]
    partners: bool
    round_number: int  # 1-based, deciding rounds included
    rounds: int  # rounds chosen for the match
    totals: tuple[int, ...]  # per seat, after this round
    team_totals: tuple[int, ...] | None
    match_over: bool

    @classmethod
    def from_match(cls, match: HasSummary, result: RoundResult | None = None) -> RoundReport:
        return cls.from_summary(match.summary(), result)

    @classmethod
    def from_summary(cls, summary: MatchSummary, result: RoundResult | None = None) -> RoundReport:
        """The report of ``result`` (the round that just ended: the summary's last by default)."""
        result = result if result is not None else summary.results[-1]
        return cls(
            result=result,
            hands=result.hands,  # public now: the round's end carries them
            names=tuple(shown_names(summary.names)),
            partners=summary.partners,
            round_number=summary.rounds_played,
            rounds=summary.rounds,
            totals=summary.totals,
            team_totals=summary.team_totals,
            match_over=summary.over,
        )

    @property
    def next_is_deciding(self) -> bool:
        return not self.match_over and self.round_number >= self.rounds


def headline(report: RoundReport) -> str:
    result = report.result
    if result.finish is Finish.NO_CONTEST or result.finisher is None:
        return _tr("No contest: the stock ran out. Nobody scores this round.")
    name = isolate(report.names[result.finisher])
    if result.finish is Finish.NORMAL:
        return fill(_tr("%1 went out."), name)
    if result.finish is Finish.HAND:
        return fill(_tr("%1 went out with a Hand!"), name)
    return fill(_tr("%1 went out with a %2!"), name, finish_name(result.finish))


def seat_note(report: RoundReport, seat: int) -> str:
    """Why this seat scored what it did, in a few words."""
    score = report.result.seats[seat]
    if score.finish is Finish.NO_CONTEST:
        return _tr("No contest")
    if score.role is Role.FINISHER:
        return finish_name(score.finish)
    if score.role is Role.PARTNER:
        return _tr("Partner of the finisher")
    if not score.opened:
        return _tr("Had not opened")
    if score.multiplier > 1:
        return fill(_tr("Opened: cards left \u00d7%1"), number(score.multiplier))
    return _tr("Opened: cards left")


class RoundSummaryDialog(QDialog):
    """Shown when a round ends; its OK button deals the next round (or shows the winner)."""

    def __init__(self, report: RoundReport, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RoundSummaryDialog")
        self.report = report
        self.title = QLabel(self)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.5)
        font.setBold(True)
        self.title.setFont(font)
        self.headline = QLabel(self)
        headline_font = QFont(self.headline.font())
        headline_font.setPointSizeF(headline_font.pointSizeF() * 1.2)
        self.headline.setFont(headline_font)
        self.headline.setWordWrap(True)

        grid_frame = QFrame(self)
        grid_frame.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(grid_frame)
        grid.setHorizontalSpacing(18)
        self.header_labels = [QLabel(grid_frame) for _ in range(5)]
        for col, label in enumerate(self.header_labels):
            label.setObjectName("header")
            grid.addWidget(label, 0, col, _TRAILING if col >= 3 else _LEADING)
        self.name_labels: list[QLabel] = []
        self.note_labels: list[QLabel] = []
        self.value_labels: list[QLabel] = []
        self.points_labels: list[QLabel] = []
        self.strips: list[CardStrip] = []
        for seat in range(len(report.names)):
            row = seat + 1
            name_label = QLabel(grid_frame)
            if seat == report.result.finisher:
                bold = QFont(name_label.font())
                bold.setBold(True)
                name_label.setFont(bold)
            note = QLabel(grid_frame)
            note.setObjectName("note")
            # Sorted by suit and rank, as people would lay them out to count them.
            laid_out: list[Card] = sorted(report.hands[seat], key=sort_key_suit)
            strip = CardStrip(laid_out, 64, grid_frame)
            value = QLabel(grid_frame)
            points = QLabel(grid_frame)
            points.setObjectName("points")
            left = QVBoxLayout()
            left.setSpacing(0)
            left.addWidget(name_label)
            left.addWidget(note)
            grid.addLayout(left, row, 0)
            grid.addWidget(strip, row, 1, 1, 2, _LEADING)
            grid.addWidget(value, row, 3, _TRAILING)
            grid.addWidget(points, row, 4, _TRAILING)
            self.name_labels.append(name_label)
            self.note_labels.append(note)
            self.value_labels.append(value)
            self.points_labels.append(points)
            self.strips.append(strip)
        grid.setColumnStretch(2, 1)

        self.totals = QLabel(self)
        self.totals.setWordWrap(True)
        self.next_hint = QLabel(self)
        self.next_hint.setWordWrap(True)

        self.buttons = QDialogButtonBox(self)
        self.continue_button = QPushButton(self)
        self.continue_button.setDefault(True)
        self.buttons.addButton(self.continue_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.accepted.connect(self.accept)

        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.headline)
        layout.addSpacing(6)
        layout.addWidget(grid_frame)
        layout.addWidget(self.totals)
        layout.addWidget(self.next_hint)
        layout.addWidget(self.buttons)
        self.setStyleSheet(
            "QLabel#header { color: palette(mid); font-weight: bold; }"
            "QLabel#note { color: palette(mid); }"
            "QLabel#points { font-weight: bold; }"
        )
        self.retranslate_ui()
        # At least as wide as its rows of cards: a minimum width of our own would
        # otherwise let the layout squeeze a long hand under the columns beside it.
        self.setMinimumWidth(max(560, layout.minimumSize().width()))

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_show(self, event)  # wholly on the screen, title bar included

    def retranslate_ui(self) -> None:
        r = self.report
        self.setWindowTitle(_tr("Round over"))
        title = round_title(r.round_number, r.rounds)
        self.title.setText(title)
        self.headline.setText(headline(r))
        for label, text in zip(
            self.header_labels,
            (_tr("Player"), _tr("Cards left"), "", _tr("Value"), _tr("Points")),
            strict=True,
        ):
            label.setText(text)
        for seat, name in enumerate(r.names):
            score = r.result.seats[seat]
            # Isolated: the label's alignment follows the window's direction, not the name's.
            shown = isolate(name)
            if r.partners:
                shown = fill(_tr("%1 (team %2)"), isolate(name),
                             _tr("A") if team_of(seat) == 0 else _tr("B"))
            self.name_labels[seat].setText(shown)
            self.note_labels[seat].setText(seat_note(r, seat))
            self.value_labels[seat].setText(number(score.value_left) if r.hands[seat] else "\u2014")
            self.points_labels[seat].setText(signed(score.points))
            self.points_labels[seat].setAccessibleName(
                fill(_tr("%1 scores %2 points"), isolate(name), signed(score.points))
            )
        self.totals.setText(totals_line(r))
        if r.match_over:
            self.next_hint.setText(_tr("That was the last round."))
            self.continue_button.setText(_tr("See the &result"))
        elif r.next_is_deciding:
            self.next_hint.setText(
                _tr("The lowest total is tied, so a deciding round is played by all seats.")
            )
            self.continue_button.setText(_tr("Play the &deciding round"))
        else:
            self.next_hint.setText("")
            self.continue_button.setText(_tr("&Next round"))
        self.next_hint.setVisible(bool(self.next_hint.text()))
        multiplier = finish_multiplier(r.result.finish)
        self.setAccessibleDescription(
            "" if multiplier is None else fill(_tr("Multiplier %1"), number(multiplier))
        )

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def totals_line(report: RoundReport) -> str:
    """ "Totals: Ana & Chen: 62 · Badr & Dana: -30" (teams) or per player."""
    if report.partners and report.team_totals is not None:
        parts = [name_and_score(team_name(report.names, t), number(report.team_totals[t])) for t in (0, 1)]
    else:
        parts = [name_and_score(n, number(t)) for n, t in zip(report.names, report.totals, strict=True)]
    return fill(_tr("Totals: %1"), join_parts(parts))


# ---------------------------------------------------------------------- end of the match


def _tr_end(text: str) -> str:
    return QCoreApplication.translate("MatchEnd", text)


@dataclass(frozen=True)
class MatchReport:
    names: tuple[str, ...]
    partners: bool
    standings: tuple[int, ...]  # team totals with partners, else seat totals
    winner: int  # seat, or team index with partners
    rounds_played: int
    rounds: int
    summary: MatchSummary | None = field(default=None, compare=False)  # for the chart
    people: tuple[int, ...] = ()  # the seats of the people at this computer (none: watched)

    @property
    def people_won(self) -> bool | None:
        """Whether a person here (or their team) won; None when only computers played here."""
        if not self.people:
            return None
        return any((seat % 2 if self.partners else seat) == self.winner for seat in self.people)

    @classmethod
    def from_match(cls, match: HasSummary) -> MatchReport:
        return cls.from_summary(match.summary())

    @classmethod
    def from_summary(cls, summary: MatchSummary) -> MatchReport:
        if summary.winner is None:
            raise ValueError("the match is not over")
        return cls(
            names=tuple(shown_names(summary.names)),
            partners=summary.partners,
            standings=summary.standings,
            winner=summary.winner,
            rounds_played=summary.rounds_played,
            rounds=summary.rounds,
            summary=summary,
        )

    def side_name(self, side: int) -> str:
        return team_name(self.names, side) if self.partners else isolate(self.names[side])

    def ranking(self) -> list[int]:
        """Sides from best (lowest total) to worst; ties keep seat order."""
        return sorted(range(len(self.standings)), key=lambda s: (self.standings[s], s))


PLAY_AGAIN = 2  # the end dialog's result for "Play again" (1: a new game, 0: close)
CHART_HEIGHT = 240  # the end dialog's chart, at least, where the screen has room
SMALL_SCREEN_HEIGHT = 660  # a dialog's room (the screen less panels and a title bar) below this is small


class MatchEndDialog(QDialog):
    """A word for the people here, the winner, the final standings and how many deciding
    rounds it took; Play again (the same table, a new deal), a new game, or close."""

    def __init__(self, report: MatchReport, parent: QWidget | None = None,
                 can_play_again: bool = False) -> None:
        super().__init__(parent)
        self.setObjectName("MatchEndDialog")
        self.report = report
        self.cheer = QLabel(self)
        self.cheer.setObjectName("cheer")
        self.cheer.setAlignment(Qt.AlignmentFlag.AlignCenter)
        cheer_font = QFont(self.cheer.font())
        cheer_font.setPointSizeF(cheer_font.pointSizeF() * 1.3)
        self.cheer.setFont(cheer_font)
        self.cheer.setVisible(report.people_won is not None)
        self.title = QLabel(self)
        font = QFont(self.title.font())
        font.setPointSizeF(font.pointSizeF() * 1.8)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle = QLabel(self)
        self.subtitle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.subtitle.setWordWrap(True)
        table = QFrame(self)
        table.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(table)
        grid.setHorizontalSpacing(24)
        self.place_labels: list[QLabel] = []
        self.side_labels: list[QLabel] = []
        self.total_labels: list[QLabel] = []
        for row, side in enumerate(report.ranking()):
            place, name, total = QLabel(table), QLabel(table), QLabel(table)
            if side == report.winner:
                for label in (place, name, total):
                    bold = QFont(label.font())
                    bold.setBold(True)
                    label.setFont(bold)
            grid.addWidget(place, row, 0, _LEADING)
            grid.addWidget(name, row, 1, _LEADING)
            grid.addWidget(total, row, 2, _TRAILING)
            self.place_labels.append(place)
            self.side_labels.append(name)
            self.total_labels.append(total)
        grid.setColumnStretch(1, 1)
        self.chart: ScoreChart | None = None
        if report.summary is not None and report.summary.results:
            self.chart = ScoreChart(self)  # at least CHART_HEIGHT tall where the screen has room
            self._chart_floor = self.chart.minimumHeight()  # its own minimum
            self.chart.set_summary(report.summary)
        self.buttons = QDialogButtonBox(self)
        self.again_button = QPushButton(self)
        self.again_button.setObjectName("playAgainButton")
        self.new_game_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.buttons.addButton(self.again_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.new_game_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.again_button.setVisible(can_play_again)
        (self.again_button if can_play_again else self.new_game_button).setDefault(True)
        self.again_button.clicked.connect(lambda: self.done(PLAY_AGAIN))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.cheer)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(table)
        if self.chart is not None:
            layout.addWidget(self.chart, 1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(380)
        self.retranslate_ui()

    def showEvent(self, event: QShowEvent) -> None:
        if self.chart is not None:
            # On a small screen (1024x640) the chart keeps only its own minimum: with
            # CHART_HEIGHT the Arabic dialog needed 614 px, more than such a screen has.
            tall = room(self).height() >= SMALL_SCREEN_HEIGHT
            self.chart.setMinimumHeight(CHART_HEIGHT if tall else self._chart_floor)
        super().showEvent(event)
        fit_on_show(self, event)  # wholly on the screen, title bar included

    def retranslate_ui(self) -> None:
        r = self.report
        self.setWindowTitle(_tr_end("Match over"))
        if r.partners:
            self.title.setText(fill(_tr_end("%1 win!"), r.side_name(r.winner)))
        else:
            self.title.setText(fill(_tr_end("%1 wins!"), r.side_name(r.winner)))
        deciding = r.rounds_played - r.rounds
        if deciding > 0:
            sub = QCoreApplication.translate(
                "MatchEnd", "%1 rounds and %n deciding round(s) played.", None, deciding
            )
            self.subtitle.setText(fill(sub, number(r.rounds)))
        else:
            self.subtitle.setText(fill(_tr_end("%1 rounds played. Lowest total wins."), number(r.rounds)))
        for row, side in enumerate(r.ranking()):
            self.place_labels[row].setText(fill(_tr_end("%1."), number(row + 1)))
            self.side_labels[row].setText(r.side_name(side))
            self.total_labels[row].setText(number(r.standings[side]))
        won = r.people_won
        self.cheer.setText(_tr_end("Congratulations!") if won else _tr_end("Good game! Another one?"))
        self.again_button.setText(_tr_end("&Play again"))
        self.new_game_button.setText(_tr_end("&New game"))
        self.close_button.setText(_tr_end("&Close"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
