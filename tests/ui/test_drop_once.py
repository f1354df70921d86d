"""One drop lays the table out once and reads the shown seat's view once."""

from __future__ import annotations

import pytest

from hand_desktop.ui.table import scene as scene_module
from tests.ui.table_support import Table, scenario_match, seats_one_human


@pytest.fixture
def table(qtbot):
    t = Table(qtbot, scenario_match(), seats_one_human())
    yield t
    t.close()


class Counts:
    """Wraps the scene's layout and the session's view_for, counting their calls."""

    def __init__(self, table: Table, monkeypatch: pytest.MonkeyPatch) -> None:
        self.layouts = 0
        self.views = 0
        real_layout = scene_module.compute_layout
        real_view = type(table.session).view_for

        def layout(*args, **kwargs):  # type: ignore[no-untyped-def]
            self.layouts += 1
            return real_layout(*args, **kwargs)

        def view_for(session, seat: int):  # type: ignore[no-untyped-def]
            self.views += 1
            return real_view(session, seat)

        monkeypatch.setattr(scene_module, "compute_layout", layout)
        monkeypatch.setattr(type(table.session), "view_for", view_for)


def test_a_drop_the_core_accepts_lays_out_once_and_reads_the_view_once(table: Table, monkeypatch) -> None:
    table.click(table.scene.stock)  # draw: seat 0 may now discard
    counts = Counts(table, monkeypatch)
    table.drag_item_to(table.hand_item("2S"), table.zone_center("fire"))
    assert table.match.round.fire[-1].code() == "2S"
    assert (counts.layouts, counts.views) == (1, 1)


def test_a_drop_in_the_hand_lays_out_once(table: Table, monkeypatch) -> None:
    counts = Counts(table, monkeypatch)
    first = table.hand_item(table.scene.state.hand_cards()[0].code())
    target = table.center(table.hand_item(table.scene.state.hand_cards()[4].code()))
    table.drag_item_to(first, target)
    assert (counts.layouts, counts.views) == (1, 0)  # nothing of the game changed: no new view


def test_a_drop_into_the_prepared_area_lays_out_once(table: Table, monkeypatch) -> None:
    table.click(table.scene.stock)
    counts = Counts(table, monkeypatch)
    table.drag_item_to(table.hand_item("4D"), table.zone_center("new_candidate"))
    assert [c.code() for c in table.scene.state.candidate_cards(0)] == ["4D"]
    assert (counts.layouts, counts.views) == (1, 0)


def test_a_refused_drop_springs_back_with_one_layout(table: Table, monkeypatch) -> None:
    from PySide6.QtCore import QPointF

    table.click(table.scene.stock)
    item = table.hand_item("4D")
    home = QPointF(item.pos())
    counts = Counts(table, monkeypatch)
    table.drag_item_to(item, table.zone_center("meld", 1))  # not opened yet: the core refuses
    assert item.pos() == home
    assert counts.layouts == 1 and counts.views == 0
