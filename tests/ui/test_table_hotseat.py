"""Hot-seat: a "Pass to …" cover between people's turns; nobody ever sees another hand face up."""

from __future__ import annotations

from hand_desktop.core.actions import Discard, Draw, DrawSource, token_of
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.seats import Seat, SeatKind
from tests.ui.table_support import Table


def _secrets_kept(table: Table) -> list[str]:
    """Check at every relayout that only public cards and the shown person's hand are face up."""
    problems: list[str] = []

    def check() -> None:
        s = table.scene
        rnd = table.match.round
        public = {c for m in rnd.table for c in m.cards} | set(rnd.fire)
        allowed = public if s.covered else public | set(rnd.hands[s.seat])
        for card in table.faces_up():
            if card not in allowed:
                owner = next(i for i, h in enumerate(rnd.hands) if card in h)
                problems.append(f"{card} of seat {owner} shown (shown seat {s.seat}, covered {s.covered})")

    table.scene.laidOut.connect(check)
    check()
    return problems


def test_the_cover_hides_every_hand_until_the_named_player_clicks(qtbot) -> None:
    match = Match(Rules(variant=Variant.HAND_PARTNERS, rounds=3), 4, seed=4,
                  names=["Ann", "Bob", "Cy", "Di"])
    seats = [Seat("Ann"), Seat("Bob", SeatKind.EASY), Seat("Cy"), Seat("Di", SeatKind.EASY)]
    table = Table(qtbot, match, seats, start=False)
    try:
        problems = _secrets_kept(table)
        s = table.scene
        first = s.state.hotseat.next_human(match.round.turn)
        assert s.covered and s.cover.isVisible()
        assert s.cover.title == f"Pass to \u2068{seats[first].name}\u2069"
        assert not [c for c in table.faces_up() if any(c in h for h in match.round.hands)]
        table.session.start()
        qtbot.waitUntil(lambda: match.round.turn in (0, 2), timeout=10_000)
        table.click(s.cover)
        assert not s.covered and s.seat == match.round.turn
        me = s.seat
        assert set(s.state.hand_cards()) == set(match.round.hands[me])
        # The person plays their turn; at once the cover names the other person.
        rnd = match.round
        if rnd.phase.value == "draw":
            table.click(s.stock)
        # A card put aside in the prepared area stays this person's, between turns.
        kept = s.state.hand_cards()[0]
        table.drag_item_to(s.card_items[kept], table.zone_center("new_candidate"))
        assert s.state.prepared.cards() == {kept}
        card = next(c for c in rnd.hands[me] if c not in match.view_for(me).locked and c != kept)
        assert table.session.submit(Discard(me, (token_of(card),)))
        other = 2 - me
        assert s.covered and s.cover.title == f"Pass to \u2068{seats[other].name}\u2069"
        assert not s.state.hand_cards()
        # The computer players move under the cover; then the other person reveals their hand.
        qtbot.waitUntil(lambda: match.round.turn == other or match.round.over, timeout=10_000)
        table.click(s.cover)
        assert s.seat == other and set(s.state.hand_cards()) == set(match.round.hands[other])
        assert len(s.state.prepared) == 0  # not the first person's candidate
        if not match.round.over:
            # The other person plays a turn; when the first person's turn comes back, so does their area.
            view = match.view_for(other)
            if view.phase.value == "draw":
                assert table.session.submit(Draw(other, DrawSource.STOCK))
            view = match.view_for(other)
            assert table.session.submit(Discard(other, (token_of(next(c for c in view.hand if c not in view.locked)),)))
            qtbot.waitUntil(lambda: match.round.turn == me or match.round.over, timeout=10_000)
            if not match.round.over:
                assert s.covered
                table.click(s.cover)
                assert s.seat == me and s.state.prepared.cards() == {kept}
        assert problems == []
    finally:
        table.close()


def test_one_person_never_sees_the_cover(qtbot) -> None:
    match = Match(Rules(variant=Variant.HAND, rounds=3), 3, seed=2)
    seats = [Seat("Ann"), Seat("Bob", SeatKind.EASY), Seat("Cy", SeatKind.EASY)]
    table = Table(qtbot, match, seats)
    try:
        problems = _secrets_kept(table)
        qtbot.waitUntil(lambda: match.round.turn == 0, timeout=10_000)
        assert not table.scene.covered and table.scene.seat == 0
        assert set(table.scene.state.hand_cards()) == set(match.round.hands[0])
        assert problems == []
    finally:
        table.close()


def test_the_cover_lifts_from_the_keyboard_and_the_menu_and_blocks_moves(qtbot) -> None:
    from PySide6.QtCore import Qt

    match = Match(Rules(variant=Variant.HAND, rounds=3), 2, seed=4, names=["Ann", "Bob"])
    table = Table(qtbot, match, [Seat("Ann"), Seat("Bob")], start=False)
    try:
        s, w = table.scene, table.widget
        table.window.activateWindow()
        qtbot.waitActive(table.window)
        table.view.setFocus()
        assert s.covered
        # Under the cover every move in the menus is off; only "Show my cards" is on.
        blocked = ["draw_stock", "take_fire", "to_prepared", "to_hand", "discard", "sort_suit",
                   "sort_rank", "hint", "joker_end", "view_fire", "submit"]
        assert [n for n in blocked if w.action(n).isEnabled()] == []
        assert w.action("reveal").isEnabled()
        order = [c.code() for c in s.state.hand.cards]
        qtbot.keyClick(table.view, Qt.Key.Key_S)  # a sort key does nothing while covered
        assert s.covered and [c.code() for c in s.state.hand.cards] == order
        qtbot.keyClick(table.view, Qt.Key.Key_Space)
        assert not s.covered and s.state.hand_cards()
        assert not w.action("reveal").isEnabled() and w.action("sort_suit").isEnabled()
        # The cover comes back for the next person: Enter lifts it too, and so does the menu.
        s.state.hotseat.covered = True
        s.sync(animate=False)
        qtbot.keyClick(table.view, Qt.Key.Key_Return)
        assert not s.covered
        s.state.hotseat.covered = True
        s.sync(animate=False)
        w.action("reveal").trigger()
        assert not s.covered
    finally:
        table.close()
