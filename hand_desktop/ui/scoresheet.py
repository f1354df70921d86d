"""The score sheet: every round per player (and team), its finish and multiplier, running totals.

``ScoreSheetModel`` is a read-only ``QAbstractTableModel`` over a ``MatchSummary``:
one row per round played (deciding rounds included) and a last row of totals.
Columns: the finish (type and finisher), the multiplier, then one column per
team in partner variants, then one per player. A player's (or team's) cell
shows the round's points and, on a second line, the running total.
"""

from __future__ import annotations

from typing import Any, Protocol

from PySide6.QtCore import (
    QAbstractTableModel,
    QCoreApplication,
    QEvent,
    QModelIndex,
    QPersistentModelIndex,
    QSize,
    Qt,
)
from PySide6.QtGui import QFocusEvent, QFont, QPainter, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QApplication,
    QDialog,
    QHeaderView,
    QSplitter,
    QStyle,
    QStyledItemDelegate,
    QStyleOptionViewItem,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.scoring import Finish
from hand_desktop.core.summary import MatchSummary
from hand_desktop.ui.dialogs.common import finish_name, multiplier_text
from hand_desktop.ui.score_chart import ScoreChart
from hand_desktop.ui.screen_fit import fit_on_show, room
from hand_desktop.ui.words.text import fill, isolate, number, shown_names, signed, team_name

CTX = "ScoreSheet"
FINISH_COLUMN = 0
MULTIPLIER_COLUMN = 1
POINTS_ROLE = Qt.ItemDataRole.UserRole + 1  # int points of the round, or the total (totals row)
RUNNING_ROLE = Qt.ItemDataRole.UserRole + 2  # int running total after that round

_Index = QModelIndex | QPersistentModelIndex


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


class SummarySource(Protocol):
    """Where the sheet reads the score: a session (or a core ``Match``) with ``summary()``."""

    def summary(self) -> MatchSummary: ...


class ScoreSheetModel(QAbstractTableModel):
    """Read-only scores of a match; call ``refresh()`` after the match changed."""

    def __init__(self, match: SummarySource | None = None, parent: Any = None) -> None:
        super().__init__(parent)
        self._match: SummarySource | None = None  # where refresh() reads a new summary from
        self._summary: MatchSummary | None = None  # what the sheet shows
        self._snapshot: tuple[Any, ...] = ()
        self.set_match(match)

    # ------------------------------------------------------------------ data source

    def set_match(self, match: SummarySource | None) -> None:
        self._match = match
        self.set_summary(None if match is None else match.summary())

    def _names(self) -> list[str]:
        """The names people see (a seat without a name shows its default name)."""
        assert self._summary is not None
        return shown_names(self._summary.names)

    def set_summary(self, summary: MatchSummary | None) -> None:
        self.beginResetModel()
        self._summary = summary
        self._snapshot = self._key(summary)
        self.endResetModel()

    def refresh(self) -> None:
        """Reset the model only if what it shows changed (rounds, names)."""
        summary = None if self._match is None else self._match.summary()
        key = self._key(summary)
        if key == self._snapshot:
            self._summary = summary  # same rows: nothing a view shows changed
            return
        self.beginResetModel()
        self._summary = summary
        self._snapshot = key
        self.endResetModel()

    def retranslate(self) -> None:
        """Texts changed (language, digits): tell the views, no structure change."""
        if self.rowCount():
            self.dataChanged.emit(self.index(0, 0), self.index(self.rowCount() - 1, self.columnCount() - 1))
        if self.columnCount():
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, self.columnCount() - 1)
        if self.rowCount():
            self.headerDataChanged.emit(Qt.Orientation.Vertical, 0, self.rowCount() - 1)

    def _key(self, m: MatchSummary | None) -> tuple[Any, ...]:
        if m is None:
            return ()
        return (id(self._match), len(m.results), m.names)

    @property
    def shown_summary(self) -> MatchSummary | None:
        """The summary the sheet shows (the chart beside it draws the same)."""
        return self._summary

    @property
    def game(self) -> SummarySource | None:
        """The match shown (not called ``match``: that is ``QAbstractItemModel.match()``)."""
        return self._match

    # ------------------------------------------------------------------ shape

    def _partners(self) -> bool:
        return self._summary is not None and self._summary.rules.partners

    def _sides(self) -> list[tuple[str, int]]:
        """The score columns: ("team", 0), ("team", 1), then ("seat", s) for each seat."""
        if self._summary is None:
            return []
        sides: list[tuple[str, int]] = []
        if self._partners():
            sides += [("team", 0), ("team", 1)]
        sides += [("seat", s) for s in range(self._summary.players)]
        return sides

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        if parent.isValid() or self._summary is None:
            return 0
        return len(self._summary.results) + 1  # the totals row

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt API
        if parent.isValid() or self._summary is None:
            return 0
        return 2 + len(self._sides())

    def totals_row(self) -> int:
        return self.rowCount() - 1

    def side_of_column(self, column: int) -> tuple[str, int] | None:
        sides = self._sides()
        if 2 <= column < 2 + len(sides):
            return sides[column - 2]
        return None

    # ------------------------------------------------------------------ values

    def _points(self, row: int, side: tuple[str, int]) -> int:
        assert self._summary is not None
        points = self._summary.results[row].points
        kind, i = side
        return points[i] + points[i + 2] if kind == "team" else points[i]

    def _running(self, row: int, side: tuple[str, int]) -> int:
        return sum(self._points(r, side) for r in range(row + 1))

    def _total(self, side: tuple[str, int]) -> int:
        assert self._summary is not None
        return self._running(len(self._summary.results) - 1, side) if self._summary.results else 0

    def _is_leader(self, side: tuple[str, int]) -> bool:
        """The side with the lowest total that decides the match (teams with partners)."""
        assert self._summary is not None
        if not self._summary.results:
            return False
        deciding = [s for s in self._sides() if s[0] == ("team" if self._partners() else "seat")]
        if side not in deciding:
            return False
        totals = [self._total(s) for s in deciding]
        return self._total(side) == min(totals) and totals.count(min(totals)) == 1

    def data(self, index: _Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid() or self._summary is None:
            return None
        row, column = index.row(), index.column()
        if not (0 <= row < self.rowCount() and 0 <= column < self.columnCount()):
            return None
        totals = row == self.totals_row()
        side = self.side_of_column(column)
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column, side, totals)
        if role == Qt.ItemDataRole.ToolTipRole:
            return self._tooltip(row, side, totals)
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column == FINISH_COLUMN:
                return int(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignCenter)
        if role == Qt.ItemDataRole.FontRole:
            if totals or (side is not None and side[0] == "team"):
                font = QFont()
                font.setBold(True)
                return font
            return None
        if role == POINTS_ROLE and side is not None:
            return self._total(side) if totals else self._points(row, side)
        if role == RUNNING_ROLE and side is not None and not totals:
            return self._running(row, side)
        if role == Qt.ItemDataRole.AccessibleTextRole:
            text = self._display(row, column, side, totals)
            return text.replace("\n", ", ") if isinstance(text, str) else text
        return None

    def _display(self, row: int, column: int, side: tuple[str, int] | None, totals: bool) -> str:
        assert self._summary is not None
        if totals:
            if column == FINISH_COLUMN:
                return _tr("Total")
            if side is None:
                return ""
            return number(self._total(side))
        result = self._summary.results[row]
        if column == FINISH_COLUMN:
            if result.finish is Finish.NO_CONTEST or result.finisher is None:
                return finish_name(result.finish)
            return fill(_tr("%1 by %2"), finish_name(result.finish),
                        isolate(self._names()[result.finisher]))
        if column == MULTIPLIER_COLUMN:
            return multiplier_text(result)
        assert side is not None
        return f"{signed(self._points(row, side))}\n{number(self._running(row, side))}"

    def _tooltip(self, row: int, side: tuple[str, int] | None, totals: bool) -> str | None:
        assert self._summary is not None
        if side is None or totals:
            return None
        kind, i = side
        points, running = self._points(row, side), self._running(row, side)
        text = fill(_tr("This round: %1\nRunning total: %2"), signed(points), number(running))
        if kind == "seat":
            score = self._summary.results[row].seats[i]
            opened = _tr("yes") if score.opened else _tr("no")
            text += "\n" + fill(
                _tr("Opened: %1, left in hand: %2, multiplier: %3"),
                opened, number(score.value_left), "\u00d7" + number(score.multiplier),
            )
        return text

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if self._summary is None:
            return None
        if orientation == Qt.Orientation.Horizontal:
            if not 0 <= section < self.columnCount():
                return None
            if role == Qt.ItemDataRole.DisplayRole:
                if section == FINISH_COLUMN:
                    return _tr("Finish")
                if section == MULTIPLIER_COLUMN:
                    return _tr("Multiplier")
                kind, i = self._sides()[section - 2]
                if kind == "team":
                    return team_name(self._names(), i)
                return self._names()[i]
            if role == Qt.ItemDataRole.ToolTipRole and section >= 2:
                kind, i = self._sides()[section - 2]
                if kind == "team":
                    return _tr("Team total: the team with the lowest total wins")
                return _tr("Round points, and the running total below them")
            if role == Qt.ItemDataRole.FontRole and section >= 2:
                side = self._sides()[section - 2]
                if self._is_leader(side):
                    font = QFont()
                    font.setBold(True)
                    return font
            return None
        if not 0 <= section < self.rowCount():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            if section == self.totals_row():
                return "\u03a3"
            if section >= self._summary.rules.rounds:
                return fill(_tr("D%1"), number(section - self._summary.rules.rounds + 1))
            return number(section + 1)
        if role == Qt.ItemDataRole.ToolTipRole:
            if section == self.totals_row():
                return _tr("Totals")
            if section >= self._summary.rules.rounds:
                return _tr("Deciding round")
            return fill(_tr("Round %1"), number(section + 1))
        return None

    def flags(self, index: _Index) -> Qt.ItemFlag:
        if not index.isValid():
            return Qt.ItemFlag.NoItemFlags
        return Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable


class ScoreCellDelegate(QStyledItemDelegate):
    """Draws a score cell's two lines: the round's points, and below them, smaller and
    muted, the running total (so the two numbers cannot be mistaken for each other)."""

    def paint(self, painter: QPainter, option: QStyleOptionViewItem, index: _Index) -> None:
        model = index.model()
        # model.data() directly: the Python model answers without a round trip through C++.
        text = model.data(index, Qt.ItemDataRole.DisplayRole) if model is not None else None
        if not isinstance(text, str) or "\n" not in text:
            super().paint(painter, option, index)
            return
        points, running = text.split("\n", 1)
        opt = QStyleOptionViewItem(option)
        self.initStyleOption(opt, index)
        opt.text = ""
        widget = option.widget
        style = widget.style() if widget is not None else QApplication.style()
        style.drawControl(QStyle.ControlElement.CE_ItemViewItem, opt, painter, widget)
        rect = opt.rect.adjusted(2, 2, -2, -2)
        half = rect.height() // 2
        top, bottom = rect.adjusted(0, 0, 0, -half), rect.adjusted(0, half, 0, 0)
        painter.save()
        painter.setFont(opt.font)
        painter.setPen(opt.palette.color(QPalette.ColorRole.Text))
        painter.drawText(top, Qt.AlignmentFlag.AlignCenter, points)
        small = QFont(opt.font)
        small.setPointSizeF(max(6.0, small.pointSizeF() * 0.85))
        painter.setFont(small)
        painter.setPen(opt.palette.color(QPalette.ColorRole.PlaceholderText))
        painter.drawText(bottom, Qt.AlignmentFlag.AlignCenter, running)
        painter.restore()


class ScoreSheetView(QTableView):
    """A table view set up for the score sheet (no editing, columns sized to content)."""

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setModel(model)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self.setItemDelegate(ScoreCellDelegate(self))
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setMinimumSectionSize(64)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.verticalHeader().setDefaultAlignment(Qt.AlignmentFlag.AlignCenter)

    def focusInEvent(self, event: QFocusEvent) -> None:
        # Qt makes the first cell current (drawn as selected) when the view takes the focus;
        # the sheet opens with nothing picked out. The arrow keys still move from there.
        had = self.currentIndex().isValid()
        super().focusInEvent(event)
        if not had:
            self.selectionModel().clearCurrentIndex()

    def sizeHint(self) -> QSize:
        """Big enough to show every column and row without scrolling (the dialog caps it)."""
        frame = 2 * self.frameWidth()
        width = self.horizontalHeader().length() + self.verticalHeader().width() + frame + 4
        height = self.verticalHeader().length() + self.horizontalHeader().height() + frame + 4
        return QSize(max(width, 360), max(height, 160))


class ScoreSheetDialog(QDialog):
    """The score sheet in its own window, the chart of the running totals under it;
    stays open and follows the match."""

    def __init__(self, model: ScoreSheetModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("ScoreSheetDialog")
        self.model = model
        self.view = ScoreSheetView(model, self)
        self.chart = ScoreChart(self)
        self.splitter = QSplitter(Qt.Orientation.Vertical, self)
        self.splitter.addWidget(self.view)
        self.splitter.addWidget(self.chart)
        self.splitter.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 6, 6, 6)
        layout.addWidget(self.splitter)
        model.modelReset.connect(self._follow)
        self.retranslate_ui()
        self._follow()

    def _follow(self) -> None:
        self.chart.set_summary(self.model.shown_summary)
        self.fit()

    def fit(self) -> None:
        """Size the window to the sheet and a chart as wide, within the screen."""
        self.view.resizeColumnsToContents()
        self.view.resizeRowsToContents()
        hint = self.view.sizeHint()
        chart = self.chart.sizeHint()
        free = room(self)
        width = max(hint.width(), chart.width()) + 12
        height = hint.height() + chart.height() + self.splitter.handleWidth() + 12
        if not free.isEmpty():
            width = min(width, free.width() - 80)
            height = min(height, free.height() - 80)
        self.splitter.setSizes([hint.height(), chart.height()])
        self.resize(width, height)  # grown by a round, it stays on screen (fit_on_show)

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        fit_on_show(self, event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_tr("Score sheet"))
        self.view.setAccessibleName(_tr("Score sheet"))
        self.model.retranslate()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)
