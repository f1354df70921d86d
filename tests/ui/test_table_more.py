"""Smaller table behaviours: the fire pile viewer, HiDPI rendering, language change, candidate Jokers."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, QSizeF
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QApplication

from hand_desktop.core.cards import Suit, parse_card
from hand_desktop.core.round import Phase
from hand_desktop.ui.card_art import SHADOW_PAD
from tests.ui.table_support import Table, scenario_match, seats_one_human

FIRE_SCENARIO = {
    "variant": "hand", "players": 2, "dealer": 1,
    "hands": [["JK", "5H", "6H", "KS", "2C"], ["4S", "5S", "6C"]],
    "stock": ["8C"], "fire": ["3D", "4D", "9S", "QC", "7H", "2D"],
    "table": [], "opened": [False, False], "turn": 0, "phase": "play",
}


def _two(qtbot, data=FIRE_SCENARIO) -> Table:
    from hand_desktop.core.seats import Seat, SeatKind

    return Table(qtbot, scenario_match(data), [Seat("Ann"), Seat("Bob", SeatKind.EASY)])


def test_the_whole_fire_pile_can_be_viewed(qtbot) -> None:
    table = _two(qtbot)
    try:
        s = table.scene
        fanned = [c for c, it in s.card_items.items() if it.isVisible() and it.spot.place.value == "fire"]
        assert len(fanned) == 4  # only the top of the pile is fanned on the table
        table.click(s.card_items[parse_card("2D")])  # not our draw: a click shows the pile
        assert s.viewer.isVisible()
        assert [c.code() for c in s.viewer.cards] == ["3D", "4D", "9S", "QC", "7H", "2D"]
        table.click_at(s.viewer.boundingRect().center())
        assert not s.viewer.isVisible()
        assert table.match.round.phase is Phase.PLAY  # looking changed nothing
    finally:
        table.close()


def test_a_candidate_joker_offers_its_two_ends_on_click(qtbot) -> None:
    table = _two(qtbot)
    try:
        s = table.scene
        for code in ("5H", "6H", "JK"):
            table.click(table.hand_item(code))
        table.drag_item_to(table.hand_item("5H"), table.zone_center("new_candidate"))
        # In hand order the Joker comes first: it stands at the low end.
        assert s.card_items[parse_card("JK")].badge == (4, Suit.H)
        table.click(s.card_items[parse_card("JK")])
        menu = s.joker_menu
        assert [a.text() for a in menu.actions()] == ["Joker as \u20664\u2665\u2069", "Joker as \u20667\u2665\u2069"]
        menu.actions()[1].trigger()
        menu.close()
        assert s.card_items[parse_card("JK")].badge == (7, Suit.H)
        assert s.state.prepared.check(0).value == 18
        # Shown in meld order: the Joker (as 7) last, and the submission keeps the choice.
        xs = [s.card_items[c].pos().x() for c in s.state.candidate_cards(0)]
        assert s.state.candidate_cards(0)[-1].is_joker and xs == sorted(xs)
        assert str(s.state.prepared.action(0).melds[0].joker_as) == "7H"
    finally:
        table.close()


def _opens_under(table, menu, rect) -> bool:
    """Whether ``menu`` opened under scene ``rect``, at its left edge (a few pixels' play)."""
    view = table.view
    corner = view.viewport().mapToGlobal(view.mapFromScene(rect.bottomLeft()))
    return abs(menu.pos().x() - corner.x()) <= 4 and abs(menu.pos().y() - corner.y()) <= 4


def test_j_opens_the_joker_choice_at_the_meld(qtbot) -> None:
    """Issue 28 item 8: the "Joker as ..." menu opens by the meld, not at the mouse pointer."""
    table = _two(qtbot)
    try:
        s = table.scene
        for code in ("5H", "6H", "JK"):
            table.click(table.hand_item(code))
        table.drag_item_to(table.hand_item("5H"), table.zone_center("new_candidate"))
        QCursor.setPos(table.view.mapToGlobal(QPoint(5, 5)))  # the pointer far from the meld
        table.widget.joker_end()  # J
        menu = s.joker_menu
        assert menu is not None and menu.isVisible()
        assert _opens_under(table, menu, s.lay.candidate_rects[0])
        menu.close()
    finally:
        table.close()


def test_cards_are_rendered_for_the_screens_pixel_ratio(qtbot) -> None:
    table = Table(qtbot, scenario_match(), seats_one_human(), start=False)
    try:
        s = table.scene
        size = QSizeF(s.width(), s.height())
        s.set_geometry(size, 2.0, False)  # as on a HiDPI screen
        item = table.hand_item("QH")
        pixmap = item._pixmap
        assert pixmap.devicePixelRatio() == 2.0
        assert pixmap.width() == round((item.width + SHADOW_PAD) * 2)
    finally:
        table.close()


def test_a_language_change_retranslates_the_actions(qtbot) -> None:
    table = Table(qtbot, scenario_match(), seats_one_human(), start=False)
    try:
        action = table.widget.action("submit")
        action.setText("stale")
        QApplication.sendEvent(table.widget, QEvent(QEvent.Type.LanguageChange))
        assert action.text() == "&Submit Melds"
        assert "Ctrl+Return" in action.toolTip() or "Ctrl+Enter" in action.toolTip()
    finally:
        table.close()


def test_the_fire_viewer_is_compact_upright_and_says_how_to_close(qtbot) -> None:
    from PySide6.QtCore import Qt

    table = _two(qtbot)
    app = QApplication.instance()
    try:
        s = table.scene
        for rtl in (False, True):
            if rtl:
                app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
                qtbot.waitUntil(lambda: s.rtl)
            s.show_fire_viewer()
            panel, area = s.viewer.boundingRect(), s.sceneRect()
            # Six cards: a panel a fraction of the table, not a near-full-screen sheet.
            assert panel.width() * panel.height() < 0.25 * area.width() * area.height()
            assert "Esc" in s.viewer.hint
            w, step, per_row = s.viewer._grid()
            assert per_row == 6 and step > 0  # one row, left to right: older cards upright
            table.click_at(panel.topLeft() - QPointF(20, 20))  # beside it: closes, nothing else
            assert not s.viewer.isVisible() and table.match.round.phase is Phase.PLAY
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        qtbot.waitUntil(lambda: not table.scene.rtl)
        table.close()
