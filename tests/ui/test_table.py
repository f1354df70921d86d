"""The table shows the shown seat's view (and nothing secret), lays out by size, renders crisp cards."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSize, Qt

from hand_desktop.core.cards import Suit, parse_card, parse_cards
from hand_desktop.core.melds import CandidateState
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.card_art import ASPECT, SHADOW_PAD, CardArt
from hand_desktop.ui.table.hand_model import HandModel
from hand_desktop.ui.table.items import Place
from hand_desktop.ui.table.layout import LayoutInput, MeldShape, Side, compute_layout, seat_side
from hand_desktop.ui.table.prepared import PreparedArea
from tests.ui.table_support import Table, scenario_match, seats_one_human


@pytest.fixture
def table(qtbot):
    t = Table(qtbot, scenario_match(), seats_one_human(), start=False)
    yield t
    t.close()


def test_the_corner_names_the_round_of_the_match_and_the_opening(table: Table) -> None:
    view = table.match.view_for(0)
    assert table.scene.info.text == f"Round 1 of {view.rules.rounds}\nTo open: {view.required_opening} points"


def test_the_table_shows_the_view_of_the_seat_at_the_bottom(table: Table) -> None:
    view = table.match.view_for(0)
    shown = set(table.scene.state.hand_cards())
    assert shown == set(view.hand)
    places = table.places()
    assert {c for c, p in places.items() if p is Place.HAND} == set(view.hand)
    assert {c for c, p in places.items() if p is Place.MELD} == {c for m in view.table for c in m.cards}
    assert {c for c, p in places.items() if p is Place.FIRE} == set(view.fire)
    assert table.scene.stock.count == view.stock_size
    # Opponents: their names and card counts, never their cards.
    for seat in (1, 2, 3):
        info = table.scene.plates[seat].info
        assert info.name == ["Ann", "Bob", "Cy", "Di"][seat]
        assert info.count == view.hand_counts[seat]
        assert info.opened == view.opened[seat]
    assert table.scene.plates[0].info.turn  # our turn is marked
    for seat in (1, 2, 3):
        hidden = set(table.match.round.hands[seat])
        assert not hidden & set(table.faces_up())


def test_a_joker_on_the_table_shows_the_card_it_stands_for(table: Table) -> None:
    joker = table.item("JK")
    assert joker.isVisible() and joker.spot.place is Place.MELD
    assert joker.badge == (7, Suit.C)
    assert "7" in joker.toolTip()


def test_melds_are_grouped_by_team_or_player(table: Table) -> None:
    groups = table.scene.meld_groups()
    # Seat 0 looks at the table: Bob (seat 1) and Cy (seat 2) laid one meld each.
    assert groups[0] == [] and groups[1] == [0] and groups[2] == [1]
    assert "Bob" in table.scene.group_labels[1].text


def test_the_table_relays_out_and_rerenders_cards_at_the_new_size(table: Table, qtbot) -> None:
    item = table.hand_item("QH")
    small = item.width
    table.window.resize(1920, 1080)
    qtbot.waitUntil(lambda: table.hand_item("QH").width > small)
    big = table.hand_item("QH")
    ratio = table.view.devicePixelRatioF()
    pixmap = big._pixmap  # the card with its shadow baked in
    assert pixmap.width() == round((big.width + SHADOW_PAD) * ratio)
    assert pixmap.height() == round((round(big.width * ASPECT) + SHADOW_PAD) * ratio)
    assert pixmap.devicePixelRatio() == ratio
    # Everything stays inside the view.
    rect = table.scene.sceneRect()
    for it in table.scene.card_items.values():
        if it.isVisible():
            assert rect.contains(it.mapToScene(it.card_rect()).boundingRect())


def test_card_art_is_cached_by_name_width_and_ratio(qapp) -> None:
    art = CardArt()
    a = art.pixmap("QH", 80, 1.0)
    renders = art.renders
    assert art.pixmap("QH", 80, 1.0) is a and art.renders == renders
    hi = art.pixmap("QH", 80, 2.0)
    assert art.renders == renders + 1
    assert (hi.width(), hi.height()) == (160, 224) and hi.devicePixelRatio() == 2.0
    assert (a.width(), a.height()) == (80, 112)
    # The suit symbols come from the cards' own shapes.
    spade = art.suit_pixmap(Suit.S, 20, 1.0)
    assert spade.size() == QSize(20, 20)
    image = spade.toImage()
    assert image.pixelColor(10, 10).alpha() > 0


def test_hand_model_keeps_the_players_order(qtmodeltester) -> None:
    model = HandModel()
    cards = parse_cards("9H 2S JK 9H AC")
    model.sync(cards)
    qtmodeltester.check(model)
    model.sort_by_rank()
    assert [c.code() for c in model.cards] == ["AC", "2S", "9H", "9H", "JK"]
    model.sort_by_suit()
    assert [c.code() for c in model.cards] == ["2S", "9H", "9H", "AC", "JK"]
    model.move([model.cards[-1]], 0)  # drag the Joker to the front
    assert model.cards[0].is_joker
    # A drawn card goes to the end; a played card leaves; the rest keep their places.
    new = parse_card("KD")
    model.sync([c for c in model.cards if c.code() != "2S"] + [new])
    assert model.cards[-1] == new and "2S" not in [c.code() for c in model.cards]
    assert model.cards[0].is_joker
    qtmodeltester.check(model)


def _view(table: Table) -> PlayerView:
    return table.match.view_for(0)


def test_prepared_area_model(qtmodeltester, table: Table) -> None:
    area = PreparedArea()
    qtmodeltester.check(area)
    qh, kh, ah, ten, js, qs, c7 = parse_cards("QH KH AH 10S JS QS 7C")
    g = area.add([qh, kh])
    assert area.check(g).state is CandidateState.INCOMPLETE
    area.add([ah], g)
    assert area.check(g).state is CandidateState.VALID and area.check(g).value == 31
    bad = area.add([ten, c7])
    assert area.check(bad).state is CandidateState.INVALID
    tip = area.data(area.index(bad), Qt.ItemDataRole.ToolTipRole)
    assert tip == "Neither one rank (a set) nor one suit (a run)."
    area.add([js, qs], bad)  # 10S 7C JS QS: still invalid
    area.remove([c7])  # back to the hand: 10S JS QS is a run
    assert area.check(bad).state is CandidateState.VALID
    progress = area.progress(_view(table))
    assert (progress.value, progress.required, progress.enough) == (61, 51, True)
    qtmodeltester.check(area)
    area.add([qs], g)  # move a card between candidates
    assert qs in area.groups[g].cards and qs not in area.groups[bad].cards
    assert area.undo() and qs in area.groups[bad].cards
    action = area.action(0)
    assert action is not None and len(action.melds) == 2
    area.clear(g)
    assert len(area) == 1
    area.clear_all()
    assert len(area) == 0 and area.undo() and len(area) == 1
    area.prune([ten, js])  # QS left the hand: forgotten
    assert area.groups[0].cards == (ten, js) and not area.can_undo
    qtmodeltester.check(area)


def test_a_candidate_joker_at_either_end_offers_both(qapp) -> None:
    area = PreparedArea()
    g = area.add(parse_cards("5H 6H JK"))
    options = [str(t) for t in area.joker_options(g)]
    assert options == ["4H", "7H"]
    area.set_joker_as(g, area.joker_options(g)[0])
    assert area.check(g).meld.joker_represents() == [(4, Suit.H)]
    assert area.check(g).value == 15


def test_layout_mirrors_the_chrome_for_right_to_left_but_runs_read_low_to_high() -> None:
    inp = LayoutInput(1280, 800, 4, False, hand_count=5, candidates=(MeldShape(3),),
                      groups=((MeldShape(4),), ()), group_count=2)
    ltr = compute_layout(inp)
    rtl = compute_layout(LayoutInput(**{**inp.__dict__, "rtl": True}))
    hand_l, hand_r = ltr.hand_positions(5), rtl.hand_positions(5)
    assert hand_l[0].x() < hand_l[-1].x() and hand_r[0].x() > hand_r[-1].x()
    # The seats are physical places: the next player sits on the right in both directions.
    assert ltr.plates[Side.RIGHT].x() > 640 and rtl.plates[Side.RIGHT].x() > 640
    assert ltr.plates[Side.LEFT].right() < 640 and rtl.plates[Side.LEFT].right() < 640
    assert ltr.stock_rect.x() > 640 > rtl.stock_rect.x()
    assert ltr.own_plate.x() < 640 < rtl.own_plate.x()
    for lay in (ltr, rtl):
        xs = [p.x() for p in lay.meld_cards[0][0]]
        assert xs == sorted(xs)  # a run reads low to high in both directions
        cx = [p.x() for p in lay.candidate_cards[0]]
        assert cx == sorted(cx)
    # Our group stays below, the other side's above; inside a group melds flow from the right.
    assert ltr.group_rects == rtl.group_rects
    cell = ltr.group_rects[0]
    assert abs((ltr.meld_rects[0][0].x() - cell.x()) - (cell.right() - rtl.meld_rects[0][0].right())) < 0.01


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_each_seats_melds_sit_near_that_seat(players: int, rtl: bool) -> None:
    groups = tuple((MeldShape(3),) for _ in range(players))
    lay = compute_layout(LayoutInput(1280, 800, players, rtl, groups=groups, group_count=players))
    own = lay.group_rects[0]
    for rel in range(1, players):
        side = seat_side(rel, players)
        cell, plate = lay.group_rects[rel], lay.plates[side]
        assert not cell.intersects(plate)
        if side is Side.TOP and cell.height() < lay.melds_rect.height() - lay.margin:  # stacked
            assert cell.center().y() < own.center().y()
            assert abs(cell.center().x() - plate.center().x()) < 1
        elif side is Side.TOP:  # side by side (a low meld area): a column under its plate
            assert cell.x() < plate.right() and cell.right() > plate.x()
        elif side is Side.RIGHT:  # on the right, in the column above the seat's plate
            assert cell.center().x() > own.center().x() and cell.right() > plate.x()
            assert cell.bottom() <= plate.y()
        else:
            assert cell.center().x() < own.center().x() and cell.x() < plate.right()
            assert cell.bottom() <= plate.y()
    # The single meld of each group is centred in its cell (not hugging the left edge).
    for cell, rects in zip(lay.group_rects, lay.meld_rects, strict=True):
        assert abs(rects[0].center().x() - cell.center().x()) < 1


@pytest.mark.parametrize("rtl", [False, True])
def test_a_group_title_sits_at_its_melds_in_a_two_player_game(rtl: bool) -> None:
    """Issue 28: in a wide cell the melds are centred; the title starts where they do."""
    from hand_desktop.ui.table.scene import TableScene

    groups = ((MeldShape(3),), (MeldShape(4), MeldShape(3)))
    lay = compute_layout(LayoutInput(1280, 800, 2, rtl, groups=groups, group_count=2))
    for g in range(2):
        head, melds = TableScene.group_head(lay, g, rtl), lay.meld_rects[g]
        if rtl:
            assert abs(head.right() - max(r.right() for r in melds)) < 0.5
        else:
            assert abs(head.x() - min(r.x() for r in melds)) < 0.5
        assert head.bottom() <= min(r.y() for r in melds) + 0.5  # above them
        assert lay.group_rects[g].contains(head)
    # A group without melds keeps its title at its cell's edge.
    empty = compute_layout(LayoutInput(1280, 800, 2, rtl, groups=((), ()), group_count=2))
    assert TableScene.group_head(empty, 1, rtl).x() == empty.group_rects[1].x()


SIZES = ((1024, 640), (1280, 800), (1400, 920), (1920, 1080))


@pytest.mark.parametrize("rtl", [False, True])
@pytest.mark.parametrize("players", [2, 3, 4])
def test_table_melds_grow_with_the_window(players: int, rtl: bool) -> None:
    """Issue 28 item 13: meld cards grow with the window for every table, 2 and 4 players
    too (their stacked half-height cells held them to 0.67 of a hand card at 1920x1080),
    and never cover the hand, the plates, the piles or the prepared area."""
    groups = tuple((MeldShape(3), MeldShape(4)) for _ in range(players))
    heights = {}
    for size in SIZES:
        lay = compute_layout(LayoutInput(*size, players, rtl, groups=groups, group_count=players))
        others = [lay.hand_rect, lay.own_plate, lay.prep_rect, lay.fire_zone, lay.stock_rect,
                  lay.info_rect, *lay.plates.values()]
        for cell, rects in zip(lay.group_rects, lay.meld_rects, strict=True):
            assert len(rects) == 2 and all(cell.contains(r) for r in rects)
            assert not any(r.intersects(o) for r in rects for o in others)
        cells = lay.group_rects
        assert not any(a.intersects(b) for i, a in enumerate(cells) for b in cells[i + 1:])
        heights[size] = lay.meld_w * ASPECT
        if size == (1920, 1080):
            assert lay.meld_w >= 0.74 * lay.hand_w
    assert heights[(1920, 1080)] > heights[(1280, 800)] * 1.3
