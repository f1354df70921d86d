"""A whole round through the real table with real mouse press/move/release, against computer players."""

from __future__ import annotations

from PySide6.QtCore import Qt

from hand_desktop.core.round import Phase
from hand_desktop.core.scoring import RoundResult
from tests.ui.table_support import Table, scenario_match, seats_one_human


def test_a_full_round_with_the_mouse_against_bots(qtbot) -> None:
    table = Table(qtbot, scenario_match(), seats_one_human("medium"))
    s = table.scene
    match = table.match
    results: list[RoundResult] = []
    table.session.applied.connect(lambda r: results.append(r.round_ended) if r.round_ended else None)
    try:
        # Our first turn: draw from the stock by a click.
        table.click(s.stock)
        assert match.round.phase is Phase.PLAY
        # Build the opening in the prepared area by dragging, then submit with the button.
        for codes in (("QH", "KH", "AH"), ("10S", "JS", "QS")):
            table.drag_item_to(table.hand_item(codes[0]), table.zone_center("new_candidate"))
            group = len(s.state.prepared) - 1
            for code in codes[1:]:
                table.drag_item_to(table.hand_item(code), table.zone_center("candidate", group))
        assert [f.state.value for f in s.frames[:2]] == ["valid", "valid"]
        qtbot.mouseClick(table.widget.buttons["submit"], Qt.MouseButton.LeftButton)
        assert match.round.opened[0]
        # Extend a meld, take the Joker back, discard on the fire pile: all by dropping cards.
        table.drag_item_to(table.hand_item("9H"), table.zone_center("meld", 1))
        table.drag_item_to(table.hand_item("7C"), table.zone_center("meld", 0))
        assert any(c.is_joker for c in match.round.hands[0])
        table.drag_item_to(table.hand_item("2S"), table.zone_center("fire"))
        assert match.round.turn == 1
        # Then, every turn: draw (a drag from the stock to the hand) and discard (a drag to the fire).
        turns = 1
        while not match.round.over:
            qtbot.waitUntil(lambda: match.round.over or (match.round.turn == 0), timeout=20_000)
            if match.round.over:
                break
            turns += 1
            assert turns < 60
            table.drag_item_to(s.stock, table.zone_center("hand"))
            if match.round.over:  # the stock ran dry: no-contest
                break
            view = match.view_for(0)
            card = next(c for c in s.state.hand_cards() if c not in view.locked)
            table.drag_item_to(s.card_items[card], table.zone_center("fire"))
        assert len(results) == 1 and match.results == results
        assert turns >= 2  # (with these seeds: 4 turns, Bob goes out) the draw/discard loop ran
        # Whatever happened, the table shows the final state and no bot's hand.
        for seat in (1, 2, 3):
            assert not set(match.round.hands[seat]) & set(table.faces_up())
    finally:
        table.close()

