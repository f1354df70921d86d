"""Game > Statistics: the dialog shows the record file's numbers, per person, in both
languages; saved matches are added to it; a reset asks first."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QColor

from hand_desktop.core.record import Level, MatchEntry, PersonMatch, Record, Who
from hand_desktop.core.rules import Variant
from hand_desktop.core.seats import SeatKind
from hand_desktop.ui import storage
from hand_desktop.ui.dialogs.statistics import WON_COLOUR, StatisticsDialog
from hand_desktop.ui.words import i18n
from tests.ui.shell_support import plain
from tests.ui.test_record_file import finished

H, M = SeatKind.HUMAN, SeatKind.MEDIUM


def _entry(n: int, *people: PersonMatch, variant: Variant = Variant.HAND) -> MatchEntry:
    return MatchEntry(f"id{n}", f"2026-11-{n + 1:02d}T12:00:00Z", variant, 3, people)


def _p(name: str, won: bool, rounds: tuple[int, ...], seat: int = 0, level=Level.MEDIUM,
       hands: int = 0, openings: tuple[int, ...] = ()) -> PersonMatch:
    return PersonMatch(name, seat, level, won, sum(rounds), rounds, hands, openings)


def write(path: Path, record: Record) -> None:
    storage.save_record(record, path)


class Hooks:
    def __init__(self, answer: bool = True, files: list[Path] | None = None) -> None:
        self.answer = answer
        self.files = files or []
        self.asked: list[str] = []
        self.told: list[str] = []

    def ask(self, _title: str, text: str) -> bool:
        self.asked.append(text)
        return self.answer

    def inform(self, _title: str, text: str) -> None:
        self.told.append(text)

    def choose(self) -> list[Path]:
        return list(self.files)


def dialog_for(qtbot, path: Path, hooks: Hooks) -> StatisticsDialog:
    dialog = StatisticsDialog(None, path, ask=hooks.ask, inform=hooks.inform,
                              choose_files=hooks.choose)
    qtbot.addWidget(dialog)
    return dialog


def two_people() -> Record:
    return Record((
        _entry(1, _p("Ana", True, (-30, 20), openings=(3,)),
               _p("Badr", False, (100, -60), seat=1, hands=1)),
        _entry(2, _p("Ana", False, (200, -60, 10), level=Level.HARD, hands=1, openings=(5, 2)),
               variant=Variant.SAUDI),
    ))


def test_the_dialog_shows_one_persons_record(app, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    write(path, two_people())
    dialog = dialog_for(qtbot, path, Hooks())
    assert dialog.person.isVisibleTo(dialog)  # two people: the list to pick from
    assert [dialog.person.itemText(i) for i in range(dialog.person.count())] == ["Ana", "Badr"]
    facts = plain(dialog.facts.text())
    assert "Matches: 2 played, 1 won, 1 lost (50% won)." in facts
    assert "Rounds: 5, on average 28.0 points a round." in facts
    assert "1 Hand made." in facts
    assert "Openings: 3 in 5 rounds, after 3.3 turns on average." in facts
    assert "Best round: -60 points, in a game of Saudi Hand on 3 November 2026." in facts
    assert "Worst round: +200 points, in a game of Saudi Hand on 3 November 2026." in facts
    rows = [[plain(t) for t in row] for row in dialog.table_rows()]
    assert rows == [
        ["Variant", "Played", "Won", "Lost"], ["Hand", "1", "1", "0"], ["Saudi Hand", "1", "0", "1"],
        ["Opponents", "Played", "Won", "Lost"], ["Medium computer players", "1", "1", "0"],
        ["Hard computer players", "1", "0", "1"],
    ]
    assert len(dialog.recent_chart.recent) == 2
    dialog.person.setCurrentIndex(1)  # Badr
    assert "Matches: 1 played, 0 won, 1 lost (0% won)." in plain(dialog.facts.text())
    assert "Openings: none yet." in plain(dialog.facts.text())


def test_an_empty_record_says_so(app, qtbot, tmp_path: Path) -> None:
    dialog = dialog_for(qtbot, tmp_path / "record.json", Hooks())
    assert dialog.empty.isVisibleTo(dialog) and not dialog.body.isVisibleTo(dialog)
    assert "No finished matches yet" in dialog.empty.text()
    assert not dialog.reset_button.isEnabled()
    assert not dialog.person.isVisibleTo(dialog)


def test_reset_asks_first(app, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    write(path, two_people())
    before = path.read_bytes()
    hooks = Hooks(answer=False)
    dialog = dialog_for(qtbot, path, hooks)
    dialog.reset_button.click()
    assert hooks.asked and "all 2 finished matches" in hooks.asked[0]
    assert path.read_bytes() == before  # "No": nothing changed
    hooks.answer = True
    dialog.reset_button.click()
    assert storage.load_record(path) == (Record(), None)
    assert dialog.empty.isVisibleTo(dialog)


def test_enter_closes_and_never_asks_to_reset(app, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    write(path, two_people())
    hooks = Hooks(answer=True)
    dialog = dialog_for(qtbot, path, hooks)
    dialog.show()
    dialog.activateWindow()
    qtbot.waitUntil(dialog.close_button.hasFocus)
    qtbot.keyClick(dialog.focusWidget(), Qt.Key.Key_Return)
    assert not dialog.isVisible() and dialog.result() == 0
    assert hooks.asked == [] and storage.load_record(path)[0] == two_people()
    dialog.show()  # reset reached with Tab still does not become the default
    dialog.reset_button.setFocus()
    qtbot.keyClick(dialog.reset_button, Qt.Key.Key_Return)
    assert not dialog.isVisible() and hooks.asked == []


def test_one_match_is_said_in_the_singular(app, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    write(path, Record((_entry(1, _p("Ana", True, (-30,))),)))
    hooks = Hooks(answer=False)
    dialog = dialog_for(qtbot, path, hooks)
    dialog.reset_button.click()
    assert hooks.asked == ["Forget the one finished match of your record? This cannot be undone."]
    i18n.switch_language(app, "ar")
    dialog.reset_button.click()
    assert "المباراة المنتهية الوحيدة" in hooks.asked[-1]


def test_a_match_against_mixed_levels_has_its_own_row(app, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    write(path, Record((_entry(1, _p("Ana", True, (-30,), level=Level.MIXED)),
                        _entry(2, _p("Ana", False, (60,), level=Level.HARD)))))
    dialog = dialog_for(qtbot, path, Hooks())
    rows = [[plain(t) for t in row] for row in dialog.table_rows()]
    assert rows[-2:] == [["Hard computer players", "1", "0", "1"],
                         ["Computer players of mixed levels", "1", "1", "0"]]


def test_saved_matches_are_added(app, qtbot, tmp_path: Path) -> None:
    files = [storage.save_match(finished(seed), path=tmp_path / f"m{seed}.json") for seed in (1, 2)]
    path = tmp_path / "record.json"
    hooks = Hooks(files=files)
    dialog = dialog_for(qtbot, path, hooks)
    dialog.add_button.click()
    assert "2 matches added to your record." in hooks.told[-1]
    assert dialog.stats is not None and dialog.stats.overall.played == 2
    assert dialog.body.isVisibleTo(dialog)
    dialog.add_button.click()
    assert "0 matches added" in hooks.told[-1] and "2 matches counted already" in hooks.told[-1]
    assert len(json.loads(path.read_text("utf-8"))["matches"]) == 2


def test_a_broken_record_is_reported_when_the_dialog_opens(app, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(b"{broken")
    hooks = Hooks()
    dialog_for(qtbot, path, hooks)
    assert hooks.told and "could not be read" in hooks.told[0]
    assert [p.read_bytes() for p in tmp_path.glob("record.broken-*")] == [b"{broken"]


def test_the_last_matches_are_bars_won_in_green(app, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    write(path, Record((_entry(1, _p("Ana", True, (40,))), _entry(2, _p("Ana", False, (90,))))))
    dialog = dialog_for(qtbot, path, Hooks())
    chart = dialog.recent_chart
    chart.resize(400, 120)
    image = chart.grab().toImage()
    won = chart.bar_rect(0).center()
    assert image.pixelColor(round(won.x()), round(won.y())) == QColor(WON_COLOUR)
    lost = chart.bar_rect(1).center()
    assert image.pixelColor(round(lost.x()), round(lost.y())) != QColor(WON_COLOUR)
    assert chart.bar_rect(1).height() > chart.bar_rect(0).height()  # 90 stands taller than 40
    # Each bar says its number, just above it.
    assert [plain(chart.value_text(i)) for i in range(2)] == ["+40", "+90"]
    for i in range(2):  # over its bar, above the bars
        assert chart.value_rect(i).bottom() <= chart.bar_rect(i).top() + 0.5
        assert abs(chart.value_rect(i).center().x() - chart.bar_rect(i).center().x()) < 0.5
        assert chart.rect().contains(chart.value_rect(i).toRect())
    # Twenty wide numbers: every other one a line further out, so neighbours never overlap.
    many = Record(tuple(_entry(n, _p("Ana", n % 3 == 0, (1000 + n, -(n % 4) * 400))) for n in range(20)))
    chart.set_recent(many.stats(Who("Ana")).recent)
    rects = [chart.value_rect(i) for i in range(20)]
    assert all(not a.intersects(b) for a, b in zip(rects, rects[1:], strict=False))
    assert all(chart.rect().contains(r.toRect()) for r in rects)
    chart.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    assert chart.bar_rect(0).left() > chart.bar_rect(1).left()  # the oldest at the right


def test_the_dialog_in_arabic(app, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    write(path, two_people())
    dialog = dialog_for(qtbot, path, Hooks())
    i18n.switch_language(app, "ar")
    assert dialog.windowTitle() == "الإحصاءات"
    facts = dialog.facts.text()
    assert "٢٨٫٠" in facts  # the average, in Arabic-Indic digits and decimal sign
    assert "نوفمبر" in facts  # the date in Arabic
    assert dialog.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert Who("Ana") == dialog.person.currentData()


def test_on_a_short_screen_the_record_scrolls_and_close_stays_in_sight(app, qtbot, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    write(path, two_people())
    dialog = dialog_for(qtbot, path, Hooks())
    i18n.switch_language(app, "ar")  # taller text
    dialog.show()
    qtbot.waitExposed(dialog)
    qtbot.wait(20)
    screen = dialog.screen().availableGeometry()
    assert dialog.frameGeometry().height() <= screen.height()
    assert dialog.rect().contains(dialog.buttons.geometry())
