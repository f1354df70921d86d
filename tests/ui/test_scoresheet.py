"""The score sheet model: passes Qt's model tester, shows rounds, finishes, multipliers, totals."""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtCore import QAbstractItemModel, QModelIndex, Qt

from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.scoring import Finish
from hand_desktop.ui.scoresheet import (
    POINTS_ROLE,
    RUNNING_ROLE,
    ScoreSheetDialog,
    ScoreSheetModel,
)
from tests.ui.shell_support import finished_match, plain, play_rounds

DISPLAY = Qt.ItemDataRole.DisplayRole


def check_model(qtmodeltester, qtlog, model: QAbstractItemModel) -> None:
    """Qt's C++ QAbstractItemModelTester (via pytest-qt), failing on any "FAIL!" it reports.

    Not the Python tester (``force_py=True``): under PySide6 6.12.0 its calls into
    the C++ base class from Python drop references to None/True and crash the
    interpreter at exit (a PySide refcount bug, not this model's).
    """
    qtmodeltester.check(model)  # pytest-qt fails the test on any "FAIL!" the tester reports


def test_the_model_check_catches_a_broken_model(qtlog) -> None:
    """The check above can fail: the same tester reports a table whose rows claim children."""
    from PySide6.QtCore import qInstallMessageHandler
    from PySide6.QtTest import QAbstractItemModelTester

    class Broken(ScoreSheetModel):
        def rowCount(self, parent=QModelIndex()):  # noqa: B008
            return 2  # even for a valid parent: a table model must have no children

        def columnCount(self, parent=QModelIndex()):  # noqa: B008
            return 3

        def data(self, index, role=Qt.ItemDataRole.DisplayRole):
            return "x" if role == Qt.ItemDataRole.DisplayRole else None

    seen: list[str] = []
    model = Broken(None)
    with qtlog.disabled():  # collect the failures here instead of failing this test
        previous = qInstallMessageHandler(lambda _mode, _ctx, message: seen.append(message))
        try:
            tester = QAbstractItemModelTester(
                model, QAbstractItemModelTester.FailureReportingMode.Warning
            )
        finally:
            qInstallMessageHandler(previous)
    assert tester is not None
    assert any(m.startswith("FAIL!") for m in seen)


@pytest.mark.parametrize("variant", list(Variant))
def test_model_passes_qtmodeltester_through_a_whole_match(qtmodeltester, qtlog, variant: Variant) -> None:
    players = 4 if variant.partners else 3
    match = Match(Rules(variant=variant, rounds=3), players, 11, ["A", "B", "C", "D"][:players])
    model = ScoreSheetModel(match)
    check_model(qtmodeltester, qtlog, model)
    while not match.over:
        play_rounds(match, 1, len(match.results))
        model.refresh()  # the tester, still connected, re-checks on the reset
        model.retranslate()
        check_model(qtmodeltester, qtlog, ScoreSheetModel(match))
    assert model.rowCount() == len(match.results) + 1
    assert not [r.message for r in qtlog.records if "FAIL" in r.message]


def test_empty_model_passes_qtmodeltester(qtmodeltester, qtlog) -> None:
    model = ScoreSheetModel(None)
    check_model(qtmodeltester, qtlog, model)
    assert model.rowCount() == 0 and model.columnCount() == 0


def test_rows_columns_and_totals_individual() -> None:
    match = finished_match(Variant.HAND, players=3)
    model = ScoreSheetModel(match)
    assert model.rowCount() == len(match.results) + 1
    assert model.columnCount() == 2 + 3
    assert [model.headerData(c, Qt.Orientation.Horizontal) for c in range(2, 5)] == ["P0", "P1", "P2"]
    totals = model.totals_row()
    assert [model.index(totals, c).data(POINTS_ROLE) for c in range(2, 5)] == match.totals()
    assert model.index(totals, 0).data(DISPLAY) == "Total"
    for row, result in enumerate(match.results):
        for seat in range(3):
            index = model.index(row, 2 + seat)
            assert index.data(POINTS_ROLE) == result.points[seat]
            assert index.data(RUNNING_ROLE) == sum(r.points[seat] for r in match.results[: row + 1])
            first, second = index.data(DISPLAY).split("\n")
            assert second == str(index.data(RUNNING_ROLE))


def test_partner_columns_show_team_totals_first() -> None:
    match = finished_match(Variant.SAUDI_PARTNERS, players=4)
    model = ScoreSheetModel(match)
    assert model.columnCount() == 2 + 2 + 4
    assert plain(model.headerData(2, Qt.Orientation.Horizontal)) == "P0 & P2"
    assert plain(model.headerData(3, Qt.Orientation.Horizontal)) == "P1 & P3"
    totals = model.totals_row()
    assert [model.index(totals, c).data(POINTS_ROLE) for c in (2, 3)] == match.team_totals()
    # The winning team's header is bold: it decides the match.
    winner = match.winner()
    assert model.headerData(2 + winner, Qt.Orientation.Horizontal, Qt.ItemDataRole.FontRole).bold()


def test_finish_and_multiplier_columns() -> None:
    match = finished_match(Variant.HAND, players=2, seed=5)
    # Dress up results as a Hand and a no-contest to see their texts (the scores stay consistent).
    first = match.results[0]
    match.results[0] = replace(first, finish=Finish.HAND)
    match.results[1] = replace(match.results[1], finish=Finish.NO_CONTEST, finisher=None)
    model = ScoreSheetModel(match)
    assert plain(model.index(0, 0).data(DISPLAY)) == f"Hand by {match.names[first.finisher]}"
    assert model.index(0, 1).data(DISPLAY) == "\u00d72"
    assert model.index(1, 0).data(DISPLAY) == "No contest"
    assert model.index(1, 1).data(DISPLAY) == "\u2014"


def test_deciding_rounds_are_labelled() -> None:
    match = finished_match(Variant.HAND, players=2)
    model = ScoreSheetModel(match)
    # Pretend the rounds list ran one longer than chosen.
    match.results.insert(0, match.results[0])
    model.refresh()
    assert model.headerData(3, Qt.Orientation.Vertical) == "D1"
    assert model.headerData(3, Qt.Orientation.Vertical, Qt.ItemDataRole.ToolTipRole) == "Deciding round"
    assert model.headerData(model.totals_row(), Qt.Orientation.Vertical) == "\u03a3"


def test_refresh_resets_only_on_change(qtbot) -> None:
    match = Match(Rules(rounds=3), 2, 4)
    model = ScoreSheetModel(match)
    resets: list[int] = []
    model.modelReset.connect(lambda: resets.append(1))
    model.refresh()
    assert resets == []
    play_rounds(match, 1)
    model.refresh()
    assert resets == [1]
    assert model.rowCount() == 2
    assert not model.index(0, 0).parent().isValid()
    assert model.rowCount(model.index(0, 0)) == 0


def test_dialog_shows_the_model(qtbot) -> None:
    model = ScoreSheetModel(finished_match())
    dialog = ScoreSheetDialog(model)
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.windowTitle() == "Score sheet"
    assert dialog.view.model() is model
    assert dialog.view.horizontalHeader().count() == model.columnCount()
    assert model.index(0, 0, QModelIndex()).isValid()
