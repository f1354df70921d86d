"""Right-to-left: the table mirrors its chrome (hand, prepared area, piles), seats stay put, runs read low to high."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from hand_desktop.ui.table.items import Place
from hand_desktop.ui.table.layout import Side
from tests.ui.table_support import OPENING_SCENARIO, Table, scenario_match, seats_one_human


def _xs(table: Table, cards) -> list[float]:
    return [table.scene.card_items[c].pos().x() for c in cards]


def test_switching_to_right_to_left_mirrors_the_table(qtbot) -> None:
    table = Table(qtbot, scenario_match(), seats_one_human(), start=False)
    app = QApplication.instance()
    try:
        s = table.scene
        table.drag_item_to(table.hand_item("QH"), table.zone_center("new_candidate"))
        hand = s.state.hand_cards()
        ltr_hand = _xs(table, hand)
        assert ltr_hand == sorted(ltr_hand)
        width = s.width()
        ltr_plate = s.plates[1].boundingRect().center().x()
        app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
        qtbot.waitUntil(lambda: s.rtl)
        # The hand starts on the right and the piles move left; the next player keeps
        # their seat on the right (play goes counter-clockwise in both languages).
        rtl_hand = _xs(table, hand)
        assert rtl_hand == sorted(rtl_hand, reverse=True)
        assert ltr_plate > width / 2 and s.plates[1].boundingRect().center().x() > width / 2
        assert s.lay.stock_rect.x() < width / 2 and s.lay.plates[Side.RIGHT].x() > width / 2
        assert s.lay.prep_rect.right() > width - 30
        # Runs on the table still read low to high, left to right.
        run = table.match.round.table[0]
        xs = _xs(table, run.cards)
        assert xs == sorted(xs) and all(s.card_items[c].spot.place is Place.MELD for c in run.cards)
        # Dragging still works mirrored: a card to the prepared area's candidate.
        table.drag_item_to(table.hand_item("KH"), table.zone_center("candidate", 0))
        assert [c.code() for c in s.state.prepared.groups[0].cards] == ["QH", "KH"]
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        qtbot.waitUntil(lambda: not table.scene.rtl)
        table.close()


def test_the_fire_fan_opens_to_the_left_in_both_directions(qtbot) -> None:
    # Older fire cards peek out on the left of the top card, showing their upright
    # top-left corners; mirrored, they would show the upside-down bottom-right ones.
    data = dict(OPENING_SCENARIO, fire=["2D", "5C", "8H", "10D"])
    table = Table(qtbot, scenario_match(data), seats_one_human(), start=False)
    app = QApplication.instance()
    try:
        s = table.scene
        fire = table.match.round.fire
        for rtl in (False, True):
            if rtl:
                app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
                qtbot.waitUntil(lambda: s.rtl)
            xs = _xs(table, fire)  # bottom .. top
            assert xs == sorted(xs) and len(set(xs)) == len(xs)
            zone = s.lay.fire_zone  # the fan stays inside its drop zone
            assert zone.left() <= xs[0] and xs[-1] + s.lay.pile_w <= zone.right() + 0.5
        assert s.lay.fire_rect.right() < s.lay.stock_rect.x()  # fire, then stock, from the left
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        qtbot.waitUntil(lambda: not table.scene.rtl)
        table.close()


def test_the_direction_arrow_stands_by_the_next_player_in_both_directions(qtbot) -> None:
    table = Table(qtbot, scenario_match(), seats_one_human(), start=False)
    app = QApplication.instance()
    try:
        s = table.scene
        for rtl in (False, True):
            if rtl:
                app.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
                qtbot.waitUntil(lambda: s.rtl)
            view = s.view
            nxt = (view.turn + 1) % view.players
            plate = s.plates[nxt].boundingRect()
            arrow = s.direction.boundingRect()
            assert s.direction.isVisible()
            # Next to that plate (touching it, give or take the arrow's size), on the right.
            assert plate.adjusted(-40, -40, 40, 40).contains(arrow.center())
            assert arrow.center().x() > s.width() / 2
            assert s.direction.side is Side.RIGHT
            assert s.session.name(nxt) in s.direction.toolTip()
    finally:
        app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
        qtbot.waitUntil(lambda: not table.scene.rtl)
        table.close()


def test_the_arrow_by_a_top_or_bottom_plate_stays_on_the_table_side() -> None:
    """A top seat's arrow sits below its plate (above it, it fell off the window's top edge)."""
    from PySide6.QtCore import QRectF

    from hand_desktop.ui.table.direction import arrow_anchor
    from hand_desktop.ui.table.layout import Side

    plate = QRectF(500, 8, 180, 110)
    assert arrow_anchor(plate, Side.TOP, 12).y() > plate.bottom()
    assert arrow_anchor(plate, Side.BOTTOM, 12).y() < plate.top()


def test_a_plate_name_is_made_smaller_before_it_is_ever_cut(qapp) -> None:
    from PySide6.QtGui import QFontMetricsF

    from hand_desktop.ui.table.decor import _fitting_font

    name = "\u25B6 Player 1"
    wide = QFontMetricsF(_fitting_font(name, 1000, 20, 11)).horizontalAdvance(name)
    room = wide * 0.8
    font = _fitting_font(name, room, 20, 11)
    assert font.pixelSize() < 20
    assert QFontMetricsF(font).horizontalAdvance(name) <= room


def test_the_fire_pile_viewer_reads_bottom_to_top_in_the_reading_direction(qapp) -> None:
    """Issue 28: right to left, "bottom to top" starts at the right (the bottom card there)."""
    from PySide6.QtCore import QRectF

    from hand_desktop.core.cards import parse_cards
    from hand_desktop.ui.card_art import shared_art
    from hand_desktop.ui.table.overlays import FireViewer

    viewer = FireViewer(shared_art())
    cards = tuple(parse_cards("2D 5C 8H 10D QS"))
    for rtl in (False, True):
        viewer.show_pile(QRectF(0, 0, 1280, 800), cards, "The fire pile", 1.0, rtl)
        xs = [viewer.card_pos(i).x() for i in range(len(cards))]
        assert xs == sorted(xs, reverse=rtl) and len(set(xs)) == len(xs)
        assert viewer.boundingRect().contains(viewer.card_pos(0))
