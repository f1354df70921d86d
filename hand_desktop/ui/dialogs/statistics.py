"""Game > Statistics: your record of finished matches, per person at this computer.

What the record holds and how it is counted is ``core.record``; reading and
writing the file is ``record_keeper`` (through ``storage``). This dialog shows
one person's ``Stats`` (a hot-seat household picks the person from a list),
adds saved matches to the record, and resets it after asking.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from pathlib import Path
from typing import cast

from PySide6.QtCore import QCoreApplication, QDate, QEvent, QLocale, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPalette, QPen, QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from hand_desktop.core.record import RECENT, Level, Recent, Record, Stats, Tally, Who
from hand_desktop.ui import record_keeper, storage, wheel_guard
from hand_desktop.ui.dialogs.rows import Rows
from hand_desktop.ui.screen_fit import fit_on_show, room
from hand_desktop.ui.words.i18n import current_language
from hand_desktop.ui.words.text import (
    default_name,
    fill,
    local_digits,
    number,
    signed,
    variant_name,
)

CTX = "Statistics"
WON_COLOUR = "#009E73"  # the score chart's green
LOST_COLOUR = "#9E9E9E"


def _tr(text: str, n: int = -1) -> str:
    return QCoreApplication.translate(CTX, text, None, n)


def who_name(who: Who) -> str:
    """A person as the record names them: their name, or their seat's default name."""
    return who.name or default_name(who.seat or 0)


def level_name(level: Level) -> str:
    names = {
        Level.EASY: _tr("Easy computer players"),
        Level.MEDIUM: _tr("Medium computer players"),
        Level.HARD: _tr("Hard computer players"),
        Level.MIXED: _tr("Computer players of mixed levels"),
        Level.PEOPLE: _tr("People only"),
    }
    return names[level]


def decimal(value: float) -> str:
    """One decimal, in the chosen digits and the language's decimal sign."""
    return QLocale().toString(value, "f", 1)


def percent(part: int, whole: int) -> str:
    return fill(_tr("%1%"), number(round(100 * part / whole))) if whole else "\u2014"


def date_text(stamp: str) -> str:
    """ "1 December 2026" / "١ ديسمبر ٢٠٢٦" for a record's ISO date (the date as written if odd)."""
    date = QDate.fromString(stamp[:10], "yyyy-MM-dd")
    if not date.isValid():
        return stamp
    if current_language() == "ar":
        return QLocale().toString(date, "d MMMM yyyy")
    return local_digits(QLocale(QLocale.Language.English).toString(date, "d MMMM yyyy"))


class RecentChart(QWidget):
    """The last matches as bars: a person's final total in each (lower is better),
    won in green, lost in grey, each with its number beyond its end; the oldest first
    (at the right, right to left)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("RecentChart")
        self.setMinimumSize(260, 110)
        self.recent: tuple[Recent, ...] = ()

    def set_recent(self, recent: Sequence[Recent]) -> None:
        self.recent = tuple(recent)
        won = sum(r.won for r in self.recent)
        self.setAccessibleName(_tr("Your last matches"))
        self.setAccessibleDescription(fill(_tr("Won: %1 of %2."),
                                           number(won), number(len(self.recent))))
        self.update()

    def sizeHint(self) -> QSize:
        return QSize(420, 130)

    def _value_font(self) -> QFont:
        font = QFont(self.font())
        font.setPixelSize(10)
        return font

    def _line(self) -> float:
        return QFontMetricsF(self._value_font()).height()

    def _staggered(self) -> bool:
        """Whether the numbers are too wide for one slot each: then every other one stands a
        line further out, so that neighbours never overlap."""
        if not self.recent:
            return False
        metrics = QFontMetricsF(self._value_font())
        widest = max(metrics.horizontalAdvance(self.value_text(i)) for i in range(len(self.recent)))
        return widest + 2 > (self.width() - 12) / RECENT

    def _area(self) -> QRectF:
        """Where the bars go: room kept free above and below for their numbers."""
        room = self._line() * (2 if self._staggered() else 1)
        return QRectF(self.rect()).adjusted(6, 4 + room, -6, -4 - room)

    def _zero(self, area: QRectF) -> float:
        low = min([0, *(r.total for r in self.recent)])
        high = max([0, *(r.total for r in self.recent)])
        return area.top() + high / max(1, high - low) * area.height()

    def bar_rect(self, i: int) -> QRectF:
        """Where match ``i`` (0: the oldest shown) is drawn."""
        area = self._area()
        slot = area.width() / RECENT
        low = min([0, *(r.total for r in self.recent)])
        high = max([0, *(r.total for r in self.recent)])
        span = max(1, high - low)
        zero = self._zero(area)
        total = self.recent[i].total
        x = area.left() + i * slot
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            x = area.right() - (i + 1) * slot
        top, bottom = sorted((zero, zero - total / span * area.height()))
        return QRectF(x + slot * 0.15, top, slot * 0.7, max(2.0, bottom - top))

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillRect(self.rect(), self.palette().color(QPalette.ColorRole.Base))
        if not self.recent:
            painter.end()
            return
        painter.setPen(Qt.PenStyle.NoPen)
        for i, match in enumerate(self.recent):
            painter.setBrush(QColor(WON_COLOUR if match.won else LOST_COLOUR))
            painter.drawRoundedRect(self.bar_rect(i), 2, 2)
        area = self._area()
        zero = self._zero(area)
        painter.setPen(QPen(self.palette().color(QPalette.ColorRole.Text), 1.0))
        painter.drawLine(round(area.left()), round(zero), round(area.right()), round(zero))
        painter.setFont(self._value_font())
        for i in range(len(self.recent)):
            painter.drawText(self.value_rect(i), int(Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextDontClip),
                             self.value_text(i))
        painter.end()

    def value_text(self, i: int) -> str:
        return signed(self.recent[i].total)

    def value_rect(self, i: int) -> QRectF:
        """Where match ``i``'s number is written: in the band above the bars for a total above
        0, below them for one under 0, over its own bar (two rows when the numbers are wider
        than a bar's slot: every other one in the outer row, so that neighbours never meet)."""
        bar = self.bar_rect(i)
        line = self._line()
        area = self._area()
        slot = area.width() / RECENT
        out = line * (i % 2) if self._staggered() else 0.0
        width = min(2 * slot, QFontMetricsF(self._value_font()).horizontalAdvance(self.value_text(i)) + 4)
        left = max(0.0, min(self.width() - width, bar.center().x() - width / 2))
        if self.recent[i].total >= 0:
            return QRectF(left, area.top() - line - out, width, line)
        return QRectF(left, area.bottom() + out, width, line)


class StatisticsDialog(QDialog):
    """The record of one person; the list at the top picks who (hot-seat households)."""

    def __init__(self, parent: QWidget | None = None, path: Path | None = None, *,
                 ask: Callable[[str, str], bool] | None = None,
                 inform: Callable[[str, str], None] | None = None,
                 choose_files: Callable[[], list[Path]] | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("StatisticsDialog")
        self.path = path  # the record file (the data folder's by default)
        self.ask = ask or self._ask
        self.inform = inform or self._inform
        self.choose_files = choose_files or self._choose_files
        self.record = Record()
        self.stats: Stats | None = None

        self.person_label = QLabel(self)
        self.person = QComboBox(self)
        self.person_label.setBuddy(self.person)
        wheel_guard.guard(self.person)
        self.person.currentIndexChanged.connect(self._show_person)
        top = QHBoxLayout()
        top.addWidget(self.person_label)
        top.addWidget(self.person, 1)

        self.empty = QLabel(self)
        self.empty.setWordWrap(True)
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)

        self.body = QFrame(self)
        self.body.setFrameShape(QFrame.Shape.StyledPanel)
        self.grid = QGridLayout(self.body)
        self.grid.setHorizontalSpacing(16)
        self.facts = QLabel(self.body)  # matches, rounds, Hands, openings, best and worst
        self.facts.setWordWrap(True)
        self.facts.setTextFormat(Qt.TextFormat.PlainText)
        self.table = QGridLayout()  # per variant and per opponent: played, won, lost
        self.table.setHorizontalSpacing(18)
        self.recent_title = QLabel(self.body)
        self.recent_chart = RecentChart(self.body)
        self.grid.addWidget(self.facts, 0, 0)
        self.grid.addLayout(self.table, 1, 0)
        self.grid.addWidget(self.recent_title, 2, 0)
        self.grid.addWidget(self.recent_chart, 3, 0)
        self._table_labels: list[QLabel] = []

        self.buttons = QDialogButtonBox(self)
        self.add_button = QPushButton(self)
        self.reset_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.buttons.addButton(self.add_button, QDialogButtonBox.ButtonRole.ActionRole)
        from hand_desktop.ui.review.pick import pick_and_review, review_last_button

        self.review_button = review_last_button(lambda: pick_and_review(self), self)
        self.buttons.addButton(self.review_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.reset_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.buttons.addButton(self.close_button, QDialogButtonBox.ButtonRole.RejectRole)
        # Enter closes: the other buttons never become the default, even with the focus
        # (Enter on "Reset…" asked to forget the record), and Close has the focus first.
        for button in (self.add_button, self.reset_button):
            button.setAutoDefault(False)
        self.close_button.setDefault(True)
        self.close_button.setFocus()
        self.add_button.clicked.connect(self.add_saved_matches)
        self.reset_button.clicked.connect(self.reset)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.empty)
        # The record scrolls when the screen is too short for it (1024x640 in Arabic): the
        # buttons stay in sight.
        self.rows = Rows(self, "statisticsRows")
        self.rows.setWidget(self.body)
        layout.addWidget(self.rows, 1)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self.reload()

    # ------------------------------------------------------------------ data

    def reload(self) -> None:
        """Read the record file again (a broken one is set aside and reported)."""
        record, message = storage.load_record(self.path)
        if message is not None:
            self.inform(_tr("Statistics"), message)
        self._set_record(record)

    def _set_record(self, record: Record) -> None:
        self.record = record
        current = self.person.currentData()
        people = record.people()
        self.person.blockSignals(True)
        self.person.clear()
        for who in people:
            self.person.addItem(who_name(who), who)
        index = people.index(current) if current in people else 0
        self.person.setCurrentIndex(index if people else -1)
        self.person.blockSignals(False)
        self._show_person()

    def _show_person(self, _index: int = 0) -> None:
        who = self.person.currentData()
        self.stats = self.record.stats(who) if isinstance(who, Who) else None
        self.retranslate_ui()

    # ------------------------------------------------------------------ texts

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        self.close_button.setFocus()  # Enter and Space close, whatever was focused last time
        self.rows.updateGeometry()
        height = self.sizeHint().height()
        free = room(self)
        if not free.isEmpty():  # never taller than the screen: the record scrolls instead
            height = min(height, free.height())
        self.resize(self.width(), height)
        fit_on_show(self, event)

    def retranslate_ui(self) -> None:
        self.setWindowTitle(_tr("Statistics"))
        self.person_label.setText(_tr("&Player:"))
        for i in range(self.person.count()):
            self.person.setItemText(i, who_name(self.person.itemData(i)))
        several = self.person.count() > 1
        self.person_label.setVisible(several)
        self.person.setVisible(several)
        self.add_button.setText(_tr("&Add saved matches\u2026"))
        self.add_button.setToolTip(_tr("Count finished matches from saved files (each match once)."))
        self.reset_button.setText(_tr("&Reset\u2026"))
        self.close_button.setText(_tr("&Close"))
        stats = self.stats
        has = stats is not None and stats.overall.played > 0
        self.empty.setVisible(not has)
        self.body.setVisible(has)
        self.rows.setVisible(has)
        self.reset_button.setEnabled(bool(self.record.entries))
        self.empty.setText(_tr("No finished matches yet. Your record starts with the first "
                               "match you play to the end."))
        if stats is None or not has:
            return
        self.facts.setText("\n".join(self._fact_lines(stats)))
        self._fill_table(stats)
        self.recent_title.setText(_tr("Your last matches: your final total in each (lower is "
                                      "better), won in green"))
        self.recent_chart.set_recent(stats.recent)

    def _fact_lines(self, s: Stats) -> list[str]:
        o = s.overall
        lines = [fill(_tr("Matches: %1 played, %2 won, %3 lost (%4 won)."), number(o.played),
                      number(o.won), number(o.lost), percent(o.won, o.played))]
        if s.average_points is not None:
            lines.append(fill(_tr("Rounds: %1, on average %2 points a round."),
                              number(s.rounds), decimal(s.average_points)))
        lines.append(_tr("%n Hand(s) made.", s.hands))
        if s.average_opening_turns is not None:
            lines.append(fill(_tr("Openings: %1 in %2 rounds, after %3 turns on average."),
                              number(s.openings), number(s.rounds), decimal(s.average_opening_turns)))
        else:
            lines.append(_tr("Openings: none yet."))
        if s.best is not None:
            # "a game of Hand": the variant, which is also the name of a finish, said as a game.
            lines.append(fill(_tr("Best round: %1 points, in a game of %2 on %3."),
                              signed(s.best.points), variant_name(s.best.variant),
                              date_text(s.best.when)))
        if s.worst is not None:
            lines.append(fill(_tr("Worst round: %1 points, in a game of %2 on %3."),
                              signed(s.worst.points), variant_name(s.worst.variant),
                              date_text(s.worst.when)))
        return lines

    def _fill_table(self, s: Stats) -> None:
        for label in self._table_labels:
            self.table.removeWidget(label)
            label.deleteLater()
        self._table_labels = []
        rows: list[tuple[str, Tally | None]] = [(_tr("Variant"), None)]
        rows += [(variant_name(v), t) for v, t in s.by_variant]
        rows += [(_tr("Opponents"), None)]
        rows += [(level_name(lv), t) for lv, t in s.by_level]
        heads = (_tr("Played"), _tr("Won"), _tr("Lost"))
        for row, (name, tally) in enumerate(rows):
            numbers = heads if tally is None else tuple(
                number(n) for n in (tally.played, tally.won, tally.lost))
            for col, text in enumerate((name, *numbers)):
                label = QLabel(text, self.body)
                if tally is None:
                    bold = QFont(label.font())
                    bold.setBold(True)
                    label.setFont(bold)
                    label.setObjectName("head")
                label.setAlignment((Qt.AlignmentFlag.AlignLeading if col == 0 else
                                    Qt.AlignmentFlag.AlignTrailing) | Qt.AlignmentFlag.AlignVCenter)
                self.table.addWidget(label, row, col)
                self._table_labels.append(label)

    def table_rows(self) -> list[list[str]]:
        """The texts of the table, row by row (for tests and for screen readers' sake)."""
        out: list[list[str]] = []
        for label in self._table_labels:
            index = self.table.indexOf(label)
            # PySide6's stubs declare the (row, column, row span, column span) tuple ``object``.
            row, _col, _rs, _cs = cast(tuple[int, int, int, int], self.table.getItemPosition(index))
            while len(out) <= row:
                out.append([])
            out[row].append(label.text())
        return out

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)

    # ------------------------------------------------------------------ actions

    def add_saved_matches(self) -> None:
        paths = self.choose_files()
        if not paths:
            return
        counted = record_keeper.count_saved_files(paths, self.path)
        self._set_record(counted.record)
        lines = [_tr("%n match(es) added to your record.", counted.added)]
        if counted.already:
            lines.append(_tr("%n match(es) counted already.", counted.already))
        if counted.not_counted:
            lines.append(_tr("No finished match of yours in %n file(s).", counted.not_counted))
        for path, reason in counted.unreadable:
            lines.append(fill(_tr("%1 could not be read: %2"), f"\u2066{path.name}\u2069", reason))
        if counted.message:
            lines.append(counted.message)
        self.inform(_tr("Statistics"), "\n\n".join(lines))

    def reset(self) -> None:
        count = len(self.record.entries)
        if not count or not self.ask(
                _tr("Reset the record"),
                _tr("Forget all %n finished match(es) of your record? This cannot be undone.",
                    count)):
            return
        message = record_keeper.reset(self.path)
        if message is not None:
            self.inform(_tr("Statistics"), message)
            return
        self._set_record(Record())

    # ------------------------------------------------------------------ default hooks

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text, QMessageBox.StandardButton.Yes
                                      | QMessageBox.StandardButton.No, QMessageBox.StandardButton.No)
        return answer == QMessageBox.StandardButton.Yes

    def _inform(self, title: str, text: str) -> None:
        QMessageBox.information(self, title, text)

    def _choose_files(self) -> list[Path]:
        files, _filter = QFileDialog.getOpenFileNames(
            self, _tr("Add saved matches"), str(storage.data_dir()),
            _tr("Saved matches (*.json);;All files (*)"))
        return [Path(f) for f in files]
