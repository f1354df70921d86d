"""Dragging with the real mouse: hand order, the prepared area, submit, extend, Joker, draw, discard."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from hand_desktop.core.cards import Suit, parse_card
from hand_desktop.core.melds import CandidateState
from hand_desktop.core.round import Phase
from hand_desktop.ui.table.items import Place
from tests.ui.table_support import OPENING_SCENARIO, Table, scenario_match, seats_one_human


@pytest.fixture
def table(qtbot):
    # Seat 0 is a person; the computer seats never get to move while seat 0 plays its turn.
    t = Table(qtbot, scenario_match(), seats_one_human())
    yield t
    t.close()


def _codes(table: Table) -> list[str]:
    return [c.code() for c in table.scene.state.hand_cards()]


def _messages(table: Table) -> list[str]:
    seen: list[str] = []
    table.scene.messageShown.connect(seen.append)
    return seen


def test_a_short_move_is_a_click_and_selects(table: Table) -> None:
    item = table.hand_item("4D")
    y = item.pos().y()
    start = table.center(item)
    table.drag(start, start + QPointF(2, 1), steps=2)  # under the 4 px threshold: a click
    assert item.card in table.scene.state.selection
    assert item.pos().y() < y  # a selected card is lifted
    assert _codes(table)[6] == "7C"  # nothing moved


def test_reorder_the_hand_by_dragging(table: Table) -> None:
    before = _codes(table)
    first = table.hand_item(before[0])
    target = table.center(table.hand_item(before[4]))
    table.drag_item_to(first, target + QPointF(table.scene.lay.hand_w * 0.3, 0))
    after = _codes(table)
    assert sorted(after) == sorted(before)
    assert after.index(before[0]) == 4 and after[0] == before[1]


def test_sort_buttons(table: Table, qtbot) -> None:
    table.widget.buttons["sort_rank"].click()
    assert _codes(table)[:3] == ["AH", "2S", "3H"]
    table.widget.buttons["sort_suit"].click()
    assert _codes(table)[:3] == ["2S", "5S", "10S"]


def test_build_candidates_move_between_them_return_clear_and_undo(table: Table) -> None:
    s = table.scene
    table.drag_item_to(table.hand_item("QH"), table.zone_center("new_candidate"))
    assert len(s.state.prepared) == 1 and "QH" not in _codes(table)
    table.drag_item_to(table.hand_item("KH"), table.zone_center("candidate", 0))
    table.drag_item_to(table.hand_item("10S"), table.zone_center("new_candidate"))
    assert [len(g.cards) for g in s.state.prepared.groups] == [2, 1]
    # Move KH from the first candidate to the second.
    table.drag_item_to(table.item("KH"), table.zone_center("candidate", 1))
    assert [c.code() for c in s.state.prepared.groups[1].cards] == ["10S", "KH"]
    assert s.state.prepared.check(1).state is CandidateState.INVALID
    assert s.frames[1].toolTip() != ""
    # Back to the hand.
    table.drag_item_to(table.item("KH"), table.zone_center("hand"))
    assert "KH" in _codes(table) and s.state.prepared.cards() == {parse_card("QH"), parse_card("10S")}
    # Undo brings it back into the candidate.
    table.widget.buttons["undo"].click()
    assert parse_card("KH") in s.state.prepared.cards()
    # The close button of a candidate clears it; "clear all" empties the area.
    frame = s.frames[0]
    table.click_at(frame.close_rect().center())
    assert len(s.state.prepared) == 1
    table.widget.buttons["clear_all"].click()
    assert len(s.state.prepared) == 0
    assert sorted(_codes(table)) == sorted(c.code() for c in table.match.round.hands[0])
    # The cards never left the hand in the game itself.
    assert len(table.match.round.hands[0]) == 14


def test_several_selected_cards_drag_together(table: Table) -> None:
    for code in ("QH", "KH", "AH"):
        table.click(table.hand_item(code))
    table.drag_item_to(table.hand_item("KH"), table.zone_center("new_candidate"))
    group = table.scene.state.prepared.groups[0]
    assert [c.code() for c in group.cards] == ["QH", "KH", "AH"]
    assert table.scene.state.prepared.check(0).state is CandidateState.VALID
    assert not table.scene.state.selection


def _build_opening(table: Table) -> None:
    for codes in (("QH", "KH", "AH"), ("10S", "JS", "QS")):
        table.drag_item_to(table.hand_item(codes[0]), table.zone_center("new_candidate"))
        index = len(table.scene.state.prepared) - 1
        for code in codes[1:]:
            table.drag_item_to(table.hand_item(code), table.zone_center("candidate", index))


def test_draw_by_click_then_open_extend_take_the_joker_and_discard(table: Table) -> None:
    s = table.scene
    table.click(s.stock)
    assert table.match.round.phase is Phase.PLAY
    assert "KC" in _codes(table)  # the stock's top card
    _build_opening(table)
    assert s.counter.text.startswith("61 / 51")
    table.widget.buttons["submit"].click()
    rnd = table.match.round
    assert rnd.opened[0] and len(rnd.table) == 4 and len(s.state.prepared) == 0
    assert {c.code() for c in s.state.hand_cards()} == {"7C", "9H", "4D", "2S", "3H", "8C", "6D", "5S", "KC"}
    # Extend the nines with 9H (drop it on the meld).
    table.drag_item_to(table.hand_item("9H"), table.zone_center("meld", 1))
    assert len(rnd.table[1].cards) == 4
    # Give 7C for the Joker: the Joker comes to the hand.
    table.drag_item_to(table.hand_item("7C"), table.zone_center("meld", 0))
    assert not rnd.table[0].has_joker and "JK" in _codes(table)
    assert table.item("JK").spot.place is Place.HAND
    # Discard by dropping on the fire pile.
    table.drag_item_to(table.hand_item("2S"), table.zone_center("fire"))
    assert rnd.fire[-1].code() == "2S" and rnd.turn == 1


def test_a_refused_submit_explains_and_changes_nothing(table: Table) -> None:
    seen = _messages(table)
    table.click(table.scene.stock)
    table.drag_item_to(table.hand_item("QH"), table.zone_center("new_candidate"))
    for code in ("KH", "AH"):
        table.drag_item_to(table.hand_item(code), table.zone_center("candidate", 0))
    before = table.match.round.to_json()
    assert table.scene.counter.text.startswith("31 / 51") and "you need 20 more point" in table.scene.counter.text
    table.widget.buttons["submit"].click()
    assert seen[-1] == "Your melds do not reach the points needed to open."
    assert table.scene.toast.text == seen[-1]
    assert table.match.round.to_json() == before
    assert len(table.scene.state.prepared) == 1 and len(table.scene.state.prepared.groups[0].cards) == 3


def test_an_illegal_drop_springs_back_with_a_message(table: Table) -> None:
    seen = _messages(table)
    table.click(table.scene.stock)
    item = table.hand_item("4D")
    home = QPointF(item.pos())
    table.drag_item_to(item, table.zone_center("meld", 1))  # not opened yet
    assert seen[-1] == "Open first: you may add to melds only after your side has opened."
    assert item.pos() == home and item.spot.place is Place.HAND
    # Discarding before drawing is refused too (and a drop nowhere just springs back).
    table.drag_item_to(item, QPointF(table.scene.width() / 2, 4))
    assert item.pos() == home


def test_take_the_fire_card_by_dragging_it_into_a_new_candidate(table: Table) -> None:
    fire = table.item("10D")
    assert fire.spot.place is Place.FIRE
    table.drag_item_to(fire, table.zone_center("new_candidate"))
    rnd = table.match.round
    assert rnd.phase is Phase.PLAY and parse_card("10D") in rnd.hands[0]
    assert table.scene.state.prepared.groups[0].cards == (parse_card("10D"),)
    assert table.item("10D").spot.place is Place.CANDIDATE


def test_draw_by_dragging_the_stock_to_the_hand(table: Table) -> None:
    table.drag_item_to(table.scene.stock, table.zone_center("hand"))
    assert table.match.round.phase is Phase.PLAY and len(table.match.round.hands[0]) == 15


JOKER_END = {
    "variant": "hand", "players": 2, "dealer": 1,
    "hands": [["JK", "2C", "9D", "KS"], ["4S", "5S", "6C"]],
    "stock": ["8C"], "fire": [],
    "table": [{"owner": 1, "cards": ["5H", "6H", "7H"]}],
    "opened": [True, True], "turn": 0, "phase": "play",
}


def test_a_joker_dropped_at_either_end_of_a_run_asks_where(qtbot) -> None:
    table = Table(qtbot, scenario_match(JOKER_END), [Seat("Ann"), Seat("Bob", SeatKind.EASY)])
    try:
        table.drag_item_to(table.hand_item("JK"), table.zone_center("meld", 0))
        menu = table.scene.joker_menu
        assert menu is not None
        # By the meld it is about (issue 28 item 8), at the leading end of its cards.
        rect = table.scene._meld_rect(0)
        assert rect is not None and rect.contains(table.item("5H").sceneBoundingRect().center())
        corner = table.view.viewport().mapToGlobal(table.view.mapFromScene(rect.bottomLeft()))
        # (Qt keeps a menu on the screen: a meld near its right edge moves the menu left.)
        screen = menu.screen().availableGeometry()
        corner.setX(min(corner.x(), screen.right() + 1 - menu.width()))
        assert (menu.pos() - corner).manhattanLength() <= 8
        labels = [a.text() for a in menu.actions()]
        assert len(labels) == 2 and "4" in labels[0] and "8" in labels[1]
        assert len(table.match.round.table[0].cards) == 3  # nothing yet
        menu.actions()[1].trigger()
        meld = table.match.round.table[0]
        assert meld.joker_represents() == [(8, Suit.H)]
        assert table.item("JK").badge == (8, Suit.H)
        menu.close()
    finally:
        table.close()


from hand_desktop.core.seats import Seat, SeatKind  # noqa: E402  (used by the last test)

assert OPENING_SCENARIO["turn"] == 0


@pytest.mark.parametrize("rtl", [False, True])
def test_the_hand_keeps_still_under_the_pointer_after_a_drag(qtbot, rtl: bool) -> None:
    """Issue 28 item 10: a card dragged out of the hand leaves the others where they were
    while the pointer is over the hand (the next press picks up the card under it); once
    the pointer has left, the hand is centred again."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QApplication

    if rtl:
        QApplication.setLayoutDirection(Qt.LayoutDirection.RightToLeft)
    table = Table(qtbot, scenario_match(), seats_one_human())
    try:
        s = table.scene
        if rtl:
            table.view.relayout()
        cards = s.state.hand_cards()
        before = {c: s.card_items[c].pos() for c in cards}
        vp = table.view.viewport()
        over_hand = table.vp(table.center(table.hand_item(cards[3].code())))
        qtbot.mouseMove(vp, pos=over_hand)
        moved = cards[3]
        table.drag_item_to(s.card_items[moved], table.zone_center("new_candidate"))
        assert moved in s.state.prepared.cards()
        qtbot.mouseMove(vp, pos=over_hand)  # back over the hand at once
        step = abs(before[cards[1]].x() - before[cards[0]].x())
        sign = 1 if rtl else -1
        for i, card in enumerate(cards):
            if card is moved:
                continue
            shift = 0 if i < 3 else sign * step  # the later cards close up, the earlier stay
            assert abs(s.card_items[card].pos().x() - (before[card].x() + shift)) < 0.5, (i, card)
        # The card now under the pointer is the next one, and a press picks it up.
        assert s.itemAt(table.view.mapToScene(over_hand), table.view.transform()) is s.card_items[cards[4]]
        # Off the hand: centred again after a moment.
        qtbot.mouseMove(vp, pos=QPoint(vp.width() // 2, 10))
        qtbot.waitUntil(lambda: s.hand_hold.pin is None)
        s.lay.hand_pin = None
        centred = s.lay.hand_positions(len(s.state.hand_cards()))
        assert [s.card_items[c].pos() for c in s.state.hand_cards()] == centred
    finally:
        table.close()
        QApplication.setLayoutDirection(Qt.LayoutDirection.LeftToRight)
