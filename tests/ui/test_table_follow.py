"""Hints on the table, following the other players, the hand's order and the rule-aware drops."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import Qt

from hand_desktop.core.cards import parse_card, parse_cards
from hand_desktop.core.match import Match
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.core.view import view_for
from hand_desktop.ui import storage
from hand_desktop.ui.sessions.local_session import LocalSession
from hand_desktop.ui.table.hand_model import HandModel, SortMode
from hand_desktop.ui.table.intents import Zone, ZoneKind, may_drop
from hand_desktop.ui.table.items import Mark
from tests.ui.table_support import OPENING_SCENARIO, Table, scenario_match, seats_one_human


@pytest.fixture
def table(qtbot):
    t = Table(qtbot, scenario_match(), seats_one_human())
    yield t
    t.close()


TWO = [Seat("Ann"), Seat("Bob", SeatKind.EASY)]


def key(table: Table, k: Qt.Key) -> None:
    table.qtbot.keyClick(table.view, k)


def marked(table: Table, mark: Mark) -> set[str]:
    return {c.code() for c, it in table.scene.card_items.items() if it.isVisible() and it.mark is mark}


# ---------------------------------------------------------------------- hints


def test_the_hint_lights_the_opening_cards_and_the_prepared_area(table: Table) -> None:
    table.widget.draw_stock()
    table.widget.show_hint()
    s = table.scene
    line = table.widget.hint_line.text().replace("\u2066", "").replace("\u2069", "")
    assert line.startswith("Open with ") and line.endswith(" (61 points)") and "Q\u2665 K\u2665 A\u2665" in line
    assert marked(table, Mark.HINT) == {"QH", "KH", "AH", "10S", "JS", "QS"}
    assert s.hint_light.isVisible() and s.hint_light.rect == s.lay.new_slot
    assert s.toast.text == ""  # no toast over the melds
    # The game moves on: the old hint points at nothing any more.
    for code in ("QH", "KH", "AH"):
        s.state.prepare((parse_card(code),), 0 if len(s.state.prepared) else None)
    for code in ("10S", "JS", "QS"):
        s.state.prepare((parse_card(code),), 1 if len(s.state.prepared) > 1 else None)
    assert s.submit_prepared()
    assert not marked(table, Mark.HINT) and not s.hint_light.isVisible()
    assert table.widget.hint_line.text() == ""


LAY_OFF = {
    "variant": "hand", "players": 2, "dealer": 1,
    "hands": [["KD", "5S", "8C", "2H", "7S", "4C"], ["3C", "3D", "8H"]],
    "table": [{"owner": 0, "cards": ["10D", "JD", "JK"], "joker_as": "QD"},
              {"owner": 1, "cards": ["9H", "9D", "9S", "JK"]}],
    "stock": ["2D", "6S"], "fire": ["3S"], "turn": 0, "phase": "play",
}


def test_the_hint_says_and_lights_a_lay_off(qtbot: Any) -> None:
    t = Table(qtbot, Match.from_scenario(LAY_OFF, names=["Ann", "Bob"]), TWO)
    try:
        t.widget.show_hint()
        line = t.widget.hint_line.text().replace("\u2066", "").replace("\u2069", "")
        assert line == "Add K\u2666 to your 10\u2666 J\u2666 Joker run"
        assert marked(t, Mark.HINT) == {"KD"}
        meld_rect = t.scene.lay.meld_rects[0][0]
        assert t.scene.hint_light.rect == meld_rect
    finally:
        t.close()


def test_the_hint_names_the_joker_replacement_in_another_players_meld(qtbot: Any) -> None:
    data = dict(LAY_OFF, hands=[["9C", "5S", "2H", "7S", "4C", "QH"], ["3C", "3D", "8H"]])
    t = Table(qtbot, Match.from_scenario(data, names=["Ann", "Bob"]), TWO)
    try:
        t.widget.show_hint()
        text = t.widget.hint_line.text()
        assert text.startswith("Replace the Joker in \u2068Bob\u2069's set of") and text.endswith("9\u2663\u2069")
        assert marked(t, Mark.HINT) == {"9C"}
    finally:
        t.close()


def test_a_hint_selects_its_cards_so_x_throws_the_card_it_suggests(qtbot: Any) -> None:
    """Issue 28 item 9: H then X throws the suggested card (it said "Select one card" before)."""
    data = dict(LAY_OFF, hands=[["2H", "5S", "8C", "QH", "7D", "4C"], ["3C", "3D", "8H"]], table=[])
    t = Table(qtbot, Match.from_scenario(data, names=["Ann", "Bob"]), TWO)
    try:
        t.widget.show_hint()
        line = t.widget.hint_line.text().replace("\u2066", "").replace("\u2069", "")
        assert line.startswith("Discard ")
        suggested = set(t.scene.hint_marks.cards)
        assert len(suggested) == 1 and t.scene.state.selection == suggested
        (card,) = suggested
        t.widget._actions["discard"].trigger()  # X
        t.qtbot.waitUntil(lambda: card in t.match.round.fire)
        assert t.match.round.fire[-1] == card
    finally:
        t.close()


# ---------------------------------------------------------------------- marks, plates, log


def test_the_card_just_drawn_is_marked_until_the_turn_ends(table: Table) -> None:
    table.widget.draw_stock()
    assert marked(table, Mark.DRAWN) == {"KC"}
    table.scene.execute(_discard("4D"))
    assert not marked(table, Mark.DRAWN)


def test_a_bots_discard_is_marked_and_its_plate_names_level_and_its_turn_in_order(qtbot: Any) -> None:
    t = Table(qtbot, scenario_match(), seats_one_human("easy"))
    try:
        t.widget.draw_stock()
        t.scene.execute(_discard("4D"))
        qtbot.waitUntil(lambda: t.match.round.turn != 1, timeout=5000)
        rnd = t.match.round
        bob = t.scene.plates[1].info
        assert bob.detail.startswith("Easy \u00b7 ")
        # In the order played: the draw first, the discard (which ends the turn) last.
        assert bob.action.startswith(("drew from the stock", "took "))
        assert bob.action.split(", ")[-1].startswith("discarded ")
        assert bob.action in t.scene.plates[1].toolTip()
        qtbot.waitUntil(lambda: rnd.turn == 0, timeout=8000)
        assert marked(t, Mark.THROWN) == {rnd.fire[-1].code()}  # what Di just threw
        qtbot.waitUntil(lambda: not marked(t, Mark.THROWN), timeout=4000)  # briefly
        dealer = t.scene.plates[3].info
        assert dealer.dealer and "dealer" not in dealer.detail
        assert "Dealer of this round" in t.scene.plates[3].toolTip()
    finally:
        t.close()


def _discard(code: str) -> Any:
    from hand_desktop.core.actions import Discard, token_of
    from hand_desktop.ui.table.intents import Play

    return Play(Discard(0, (token_of(parse_card(code)),)))


def test_the_move_log_lists_the_round_as_the_viewer_may_see_it(qtbot: Any) -> None:
    t = Table(qtbot, scenario_match(), seats_one_human("easy"))
    try:
        assert not t.widget.move_log.isVisible()
        seen: list[bool] = []
        t.widget.moveLogToggled.connect(seen.append)
        t.view.setFocus()
        t.widget.action("move_log").trigger()
        assert t.widget.move_log.isVisible() and seen == [True]
        t.widget.draw_stock()
        assert t.widget.move_log.lines()[-1] == "\u2068Ann\u2069: drew \u2066K\u2663\u2069 from the stock"
        t.scene.execute(_discard("4D"))
        qtbot.waitUntil(lambda: t.match.round.turn == 0, timeout=8000)
        lines = t.widget.move_log.lines()
        assert lines[1] == "\u2068Ann\u2069: discarded \u20664\u2666\u2069"
        bob = [line for line in lines if line.startswith("\u2068Bob")]
        # Bob's stock draw is hidden from Ann; his discard is not.
        assert any(line.endswith("drew from the stock") or "from the fire" in line for line in bob)
        assert any("discarded" in line for line in bob)
        assert len(lines) >= 8
    finally:
        t.close()


def test_the_move_log_hides_a_stock_card_behind_the_hot_seat_cover(qtbot: Any) -> None:
    table = Table(qtbot, scenario_match(), [Seat(n) for n in ("Ann", "Bob", "Cy", "Di")])
    table.scene.reveal()
    table.widget.set_move_log_visible(True)
    table.widget.draw_stock()
    assert "K\u2663" in table.widget.move_log.lines()[-1]  # Ann sees her own card
    table.scene.execute(_discard("4D"))
    assert table.scene.covered  # Bob's turn, the cover is up
    assert table.widget.move_log.lines()[0] == "\u2068Ann\u2069: drew from the stock"
    table.close()


# ---------------------------------------------------------------------- the hand


def test_sorting_is_sticky_and_puts_the_ace_by_the_king(table: Table) -> None:
    key_s = Qt.Key.Key_S
    table.view.setFocus()
    key(table, key_s)
    order = [c.code() for c in table.scene.state.hand.cards]
    # By suit: hearts 3, 9, Q, K, A (the Ace after K and Q), spades 2, 5, 10, J, Q ...
    hearts = [c for c in order if c.endswith("H")]
    assert hearts == ["3H", "9H", "QH", "KH", "AH"]
    table.widget.draw_stock()  # K♣ goes to its place among the clubs, not to the end
    order = [c.code() for c in table.scene.state.hand.cards]
    clubs = [c for c in order if c.endswith("C")]
    assert clubs == ["7C", "8C", "KC"]
    assert order.index("KC") == order.index("8C") + 1


def test_a_new_deal_comes_sorted_in_the_sticky_mode(qtbot: Any) -> None:
    model = HandModel()
    model.sync(parse_cards("KH 2S AH"))
    model.sort_by_rank()
    model.sync(parse_cards("9C 3D JK 3S QH"))  # a new deal: nothing of the old hand is left
    assert [c.code() for c in model.cards] == ["3S", "3D", "9C", "QH", "JK"]
    model.move([model.cards[-1]], 0)  # arranged by hand: the sort is no longer kept
    assert model.mode is None
    model.sync(parse_cards("9C 3D JK 3S QH 2C"))
    assert model.cards[-1].code() == "2C"


def test_submit_looks_ready_only_for_a_valid_opening(table: Table) -> None:
    table.widget.draw_stock()
    s = table.scene
    submit = table.widget.buttons["submit"]
    s.state.prepare(tuple(parse_card(c) for c in ("QH", "KH", "AH")), None)
    assert submit.isEnabled() and submit.property("ready") is False  # 31 of 51
    s.state.prepare((parse_card("4D"),), None)
    s.state.prepare(tuple(parse_card(c) for c in ("10S", "JS", "QS")), None)
    assert submit.property("ready") is False  # 61, but a lone 4♦ is not a meld
    s.state.clear_candidate(1)
    assert submit.property("ready") is True


def test_the_empty_fire_pile_has_an_outline(qtbot: Any) -> None:
    data = dict(OPENING_SCENARIO, fire=[])
    t = Table(qtbot, Match.from_scenario(data, names=["Ann", "Bob", "Cy", "Di"]),
              [Seat(n) for n in ("Ann", "Bob", "Cy", "Di")])
    try:
        outline = t.scene.fire_outline
        assert outline.isVisible() and outline.boundingRect().contains(t.scene.lay.fire_rect)
        assert outline.text == "Fire pile"
    finally:
        t.close()


# ---------------------------------------------------------------------- may_drop


def test_may_drop_knows_the_rules() -> None:
    unopened = view_for(scenario_match().round, 0)  # draw phase, not opened
    four_d = (parse_card("4D"),)
    assert not may_drop(unopened, ZoneKind.HAND, four_d, Zone(ZoneKind.FIRE))  # draw first
    assert not may_drop(unopened, ZoneKind.HAND, four_d, Zone(ZoneKind.MELD, 1))
    assert may_drop(unopened, ZoneKind.HAND, four_d, Zone(ZoneKind.NEW_CANDIDATE))
    assert may_drop(unopened, ZoneKind.STOCK, (), Zone(ZoneKind.HAND))
    assert may_drop(unopened, ZoneKind.FIRE, (parse_card("10D"),), Zone(ZoneKind.NEW_CANDIDATE))
    assert not may_drop(unopened, ZoneKind.FIRE, (parse_card("10D"),), Zone(ZoneKind.MELD, 0))
    # The 9♣ in hand takes the set's Joker back (the judge asks for cards the hand holds).
    nine_c = dict(LAY_OFF, hands=[["KD", "5S", "9C", "2H", "7S", "4C"], ["3C", "3D", "8H"]])
    opened = view_for(Match.from_scenario(nine_c).round, 0)
    kd, five_s = (parse_card("KD"),), (parse_card("5S"),)
    assert may_drop(opened, ZoneKind.HAND, kd, Zone(ZoneKind.MELD, 0))
    assert not may_drop(opened, ZoneKind.HAND, five_s, Zone(ZoneKind.MELD, 0))
    assert not may_drop(opened, ZoneKind.HAND, kd, Zone(ZoneKind.MELD, 1))
    assert may_drop(opened, ZoneKind.HAND, (parse_card("9C"),), Zone(ZoneKind.MELD, 1))
    assert may_drop(opened, ZoneKind.HAND, five_s, Zone(ZoneKind.FIRE))
    assert not may_drop(opened, ZoneKind.HAND, five_s + kd, Zone(ZoneKind.FIRE))
    assert not may_drop(opened, ZoneKind.STOCK, (), Zone(ZoneKind.HAND))  # already drawn


def test_a_drag_lights_only_the_melds_it_may_extend(qtbot: Any) -> None:
    t = Table(qtbot, Match.from_scenario(LAY_OFF, names=["Ann", "Bob"]), TWO)
    try:
        d, s = t.scene.drag, t.scene
        d.source, d.cards = ZoneKind.HAND, (parse_card("KD"),)
        d._begin()
        lit = [light.rect for light in s.drop_lights if light.isVisible()]
        assert s.lay.meld_rects[0][0].adjusted(-4, -4, 4, 4) in lit  # K♦ extends the diamond run
        assert s.lay.fire_zone in lit  # a discard is allowed
        assert len(lit) == 2  # not the nines
    finally:
        t.close()


# ---------------------------------------------------------------------- resume


def test_hand_order_and_last_moves_survive_a_resume(qtbot: Any, tmp_path: Any) -> None:
    t = Table(qtbot, scenario_match(), seats_one_human("easy"))
    try:
        t.scene.state.sort_hand(SortMode.RANK)
        t.widget.draw_stock()
        t.scene.execute(_discard("4D"))
        qtbot.waitUntil(lambda: t.match.round.turn == 0, timeout=8000)
        order = [c.code(with_copy=True) for c in t.scene.state.hand.cards]
        bob_before = t.scene.plates[1].info.action
        path = storage.save_match(t.match, ["human", "easy", "easy", "easy"], tmp_path / "s.json",
                                  arrangement=t.widget.arrangement())
    finally:
        t.close()
    saved = storage.load_saved_match(path)
    assert saved.arrangement[0] == (tuple(order), "rank")
    ctl = LocalSession(saved.match, [Seat(n, SeatKind(k)) for n, k in zip(saved.names, saved.kinds, strict=True)])
    assert ctl.recent_events(1, 0)  # replayed from the log
    t2 = Table(qtbot, saved.match, [Seat(n, SeatKind(k)) for n, k in zip(saved.names, saved.kinds, strict=True)],
               start=False)
    try:
        t2.widget.restore_arrangement(saved.arrangement)
        assert [c.code(with_copy=True) for c in t2.scene.state.hand.cards] == order
        assert t2.scene.state.hand.mode is not None and t2.scene.state.hand.mode.value == "rank"
        assert t2.scene.plates[1].info.action == bob_before
    finally:
        t2.close()


def test_a_malformed_hand_order_in_a_save_is_refused(tmp_path: Any) -> None:
    text = storage.dumps_game(scenario_match(), ["human"] * 4, {0: (("QH#1",), "sideways")})
    with pytest.raises(storage.StorageError):
        storage.loads_game(text)


def test_a_long_latest_move_reads_in_order_and_is_shortened_from_the_start() -> None:
    """Issue 28: the moves in the order played; when too long, the earliest go first, and an
    ellipsis says so (the discard, which ends the turn, always shows)."""
    from hand_desktop.ui.table.decor import fit_moves

    parts = ("took K\u2666 from the fire", "laid 1 meld", "discarded 8\u2660")
    assert fit_moves(parts, ", ", lambda t: len(t) <= 60) == ", ".join(parts)
    assert fit_moves(parts, ", ", lambda t: len(t) <= 40) == "\u2026 laid 1 meld, discarded 8\u2660"
    assert fit_moves(parts, ", ", lambda t: len(t) <= 5) == "\u2026 discarded 8\u2660"
    assert fit_moves(parts[-1:], ", ", lambda t: False) == "discarded 8\u2660"
    arabic = ("\u0633\u062d\u0628", "\u0631\u0645\u0649 \u0668\u2660")  # right to left: the mark holds the ellipsis on the right
    assert fit_moves(arabic, "\u060c ", lambda t: len(t) <= 9) == "\u200f\u2026 " + arabic[1]


def test_the_move_log_choice_is_a_setting(tmp_path: Any) -> None:
    settings = storage.Settings().with_(move_log=True)
    assert storage.Settings.from_json(settings.to_json()).move_log is True
    assert storage.Settings.from_json({"schema": 1}).move_log is False
    with pytest.raises(storage.StorageError):
        storage.Settings.from_json({"schema": 1, "move_log": "yes"})


def test_a_turn_is_told_in_the_order_it_was_played(app) -> None:
    from hand_desktop.core.actions import DrawSource
    from hand_desktop.core.events import CardDiscarded, CardDrawn, MeldsLaid
    from hand_desktop.ui.table.captions import recent_text

    class Played:
        def recent_events(self, seat: int, viewer: int) -> list:
            return [CardDrawn(1, DrawSource.FIRE, parse_card("9D")), MeldsLaid(1, (0,), 30, False),
                    CardDiscarded(1, (parse_card("5D"),))]

    text = recent_text(Played(), 0, 1).replace("\u2066", "").replace("\u2069", "")  # type: ignore[arg-type]
    assert text == "took 9\u2666 from the fire, laid 1 meld, discarded 5\u2666"


def test_watching_the_computer_the_bottom_melds_are_named(qtbot: Any) -> None:
    """Nobody at this computer plays: the bottom seat's melds are not "Your melds"."""
    from hand_desktop.ui.table.captions import group_title

    t = Table(qtbot, scenario_match(), [Seat(n, SeatKind.EASY) for n in ("Ann", "Bob", "Cy", "Di")],
              start=False)
    try:
        view = t.session.view_for(0)
        assert group_title(t.session, view, 0, 0).replace("\u2068", "").replace("\u2069", "") == "Melds of Ann"
    finally:
        t.close()
    t = Table(qtbot, scenario_match(), seats_one_human(), start=False)
    try:
        assert group_title(t.session, t.session.view_for(0), 0, 0) == "Your melds"
    finally:
        t.close()
