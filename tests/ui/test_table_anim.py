"""Animations: cards glide at the speed setting, arrive where the state says, 0 means instant."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from hand_desktop.core.actions import Discard, LayMelds, MeldSpec
from hand_desktop.core.cards import parse_token
from hand_desktop.core.seats import Seat, SeatKind
from tests.ui.table_support import Table, scenario_match, seats_one_human


def test_moves_are_animated_and_end_where_the_layout_says(qtbot) -> None:
    table = Table(qtbot, scenario_match(), seats_one_human())
    try:
        s = table.scene
        table.widget.set_animation_ms(150)
        assert s.animator.ms == 150 and table.session.bot_delay_ms == 360
        item = table.hand_item("QH")
        with qtbot.waitSignal(s.animator.animationsFinished, timeout=3000):
            table.drag_item_to(item, table.zone_center("new_candidate"))
            # Dropped: the card glides from where it was let go into its candidate.
            assert s.animator.busy
        target = s.lay.candidate_cards[0][0]
        assert item.pos() == target
        # Drawing: the new card flies in from the stock.
        with qtbot.waitSignal(s.animator.animationsFinished, timeout=3000):
            table.click(s.stock)
            drawn = table.hand_item("KC")
            assert drawn.pos() != s.lay.hand_positions(len(s.state.hand_cards()))[-1]
        assert drawn.pos() == s.lay.hand_positions(len(s.state.hand_cards()))[-1]
    finally:
        table.close()


def test_speed_zero_moves_at_once(qtbot) -> None:
    table = Table(qtbot, scenario_match(), seats_one_human())
    try:
        s = table.scene
        assert s.animator.ms == 0
        item = table.hand_item("QH")
        table.drag_item_to(item, table.zone_center("new_candidate"))
        assert not s.animator.busy and item.pos() == s.lay.candidate_cards[0][0]
    finally:
        table.close()


def test_a_resize_during_an_animation_jumps_to_the_new_places(qtbot) -> None:
    table = Table(qtbot, scenario_match(), seats_one_human())
    try:
        s = table.scene
        table.widget.set_animation_ms(400)
        table.click(s.stock)
        assert s.animator.busy
        table.window.resize(1600, 1000)
        qtbot.waitUntil(lambda: s.width() > 1500)
        assert not s.animator.busy
        shown = s.state.hand_cards()
        for card, pos in zip(shown, s.lay.hand_positions(len(shown)), strict=True):
            assert s.card_items[card].pos() == pos
    finally:
        table.close()


def test_a_new_round_deals_from_the_stock(qtbot) -> None:
    match = scenario_match({
        "variant": "hand", "players": 2, "dealer": 1,
        "hands": [["5H", "6H", "7H", "9S"], ["JK", "QC"]],
        "stock": ["4C", "8D"], "fire": [], "table": [], "opened": [True, True],
        "turn": 0, "phase": "play", "last_opening": None,
    })
    table = Table(qtbot, match, [Seat("Ann"), Seat("Bob", SeatKind.EASY)], start=False)
    try:
        s = table.scene
        # Ann goes out (a run and a discard): the round ends; the next one is dealt.
        assert table.session.submit(_lay(match))
        assert table.session.submit(Discard(0, (parse_token("9S"),)))
        assert match.round.over
        table.widget.set_animation_ms(200)
        stock = QPointF(s.lay.stock_rect.topLeft())
        starts: list[QPointF] = []

        def watch() -> None:
            if not starts and s.state.hand_cards():
                starts.extend(s.card_items[c].pos() for c in s.state.hand_cards()[:3])

        s.laidOut.connect(watch)
        with qtbot.waitSignal(s.animator.animationsFinished, timeout=5000):
            assert table.session.next_round()
            # Backs fly to the other seat's plate too: the deal is seen going round the table.
            flying = [g for g in s.ghosts if g.isVisible() and s.animator.is_moving(g)]
            assert flying and all(g.pos() == stock for g in flying)
        assert not any(g.isVisible() for g in s.ghosts)  # they vanish on arrival
        assert len(s.state.hand_cards()) in (14, 15)
        assert starts and all(p == stock for p in starts)  # every card set off from the stock
        shown = s.state.hand_cards()
        assert [s.card_items[c].pos() for c in shown] == s.lay.hand_positions(len(shown))
    finally:
        table.close()


def _lay(match):
    return LayMelds(0, (MeldSpec(tuple(parse_token(t) for t in ("5H", "6H", "7H"))),))
