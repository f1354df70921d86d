"""Playing from the keyboard: focus over cards and zones, keys for every move, shortcuts in actions."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence

from hand_desktop.core.round import Phase
from hand_desktop.ui.table.hand_model import SortMode
from hand_desktop.ui.table.intents import ZoneKind
from tests.ui.table_support import Table, scenario_match, seats_one_human


@pytest.fixture
def table(qtbot):
    t = Table(qtbot, scenario_match(), seats_one_human())
    t.window.activateWindow()
    qtbot.waitActive(t.window)
    t.view.setFocus()
    yield t
    t.close()


def key(table: Table, k: Qt.Key, mods: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier) -> None:
    table.qtbot.keyClick(table.view, k, mods)


def focus_to(table: Table, kind: ZoneKind, code: str | None = None, index: int | None = None) -> None:
    """Move the focus with arrow keys only until it is on the wanted target."""
    nav = table.scene.keys
    rows = {ZoneKind.HAND: 0, ZoneKind.CANDIDATE: 1, ZoneKind.NEW_CANDIDATE: 1, ZoneKind.STOCK: 1,
            ZoneKind.FIRE: 1, ZoneKind.MELD: 2}
    for _ in range(4):
        if nav.row.value == rows[kind]:
            break
        key(table, Qt.Key.Key_Up if nav.row.value < rows[kind] else Qt.Key.Key_Down)
    for _ in range(2):  # sweep left to the start, then right until found
        for _ in range(30):
            t = nav.target
            if t is not None and t.kind is kind and (code is None or (t.card and t.card.code() == code)) \
                    and (index is None or t.index == index):
                return
            key(table, Qt.Key.Key_Right)
        for _ in range(30):
            key(table, Qt.Key.Key_Left)
    raise AssertionError(f"could not focus {kind} {code} {index}")


def codes(table: Table) -> list[str]:
    return [c.code() for c in table.scene.state.hand_cards()]


def test_a_whole_turn_from_the_keyboard(table: Table) -> None:
    s = table.scene
    key(table, Qt.Key.Key_D)  # draw from the stock
    assert table.match.round.phase is Phase.PLAY and "KC" in codes(table)
    for group in (("QH", "KH", "AH"), ("10S", "JS", "QS")):
        for code in group:
            focus_to(table, ZoneKind.HAND, code)
            key(table, Qt.Key.Key_Space)
        assert {c.code() for c in s.state.selection} == set(group)
        key(table, Qt.Key.Key_M)  # into a new candidate of the prepared area
    assert len(s.state.prepared) == 2 and s.counter.text.startswith("61 / 51")
    key(table, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # submit
    rnd = table.match.round
    assert rnd.opened[0] and len(rnd.table) == 4
    # Extend the nines: select 9H, focus the meld, Enter.
    focus_to(table, ZoneKind.HAND, "9H")
    key(table, Qt.Key.Key_Space)
    focus_to(table, ZoneKind.MELD, index=1)
    assert s.keys.ring.isVisible()
    key(table, Qt.Key.Key_Return)
    assert len(rnd.table[1].cards) == 4
    # Take the Joker back with 7C.
    focus_to(table, ZoneKind.HAND, "7C")
    key(table, Qt.Key.Key_Space)
    focus_to(table, ZoneKind.MELD, index=0)
    key(table, Qt.Key.Key_Return)
    assert "JK" in codes(table)
    # Discard the focused card with X.
    focus_to(table, ZoneKind.HAND, "4D")
    key(table, Qt.Key.Key_X)
    assert rnd.fire[-1].code() == "4D" and rnd.turn == 1


def test_keys_for_the_prepared_area_and_the_hand(table: Table) -> None:
    s = table.scene
    focus_to(table, ZoneKind.HAND, "QH")
    key(table, Qt.Key.Key_Space)
    key(table, Qt.Key.Key_Escape)  # clears the selection
    assert not s.state.selection
    # Alt+Right moves the focused card along the hand.
    before = codes(table)
    key(table, Qt.Key.Key_Right, Qt.KeyboardModifier.AltModifier)
    assert codes(table).index("QH") == before.index("QH") + 1
    # Enter on the "new meld" slot with a selection.
    key(table, Qt.Key.Key_Space)
    focus_to(table, ZoneKind.NEW_CANDIDATE)
    key(table, Qt.Key.Key_Return)
    assert [c.code() for c in s.state.prepared.groups[0].cards] == ["QH"]
    # Focus the candidate card, Backspace returns it; Ctrl+Z undoes.
    focus_to(table, ZoneKind.CANDIDATE, "QH")
    key(table, Qt.Key.Key_Backspace)
    assert len(s.state.prepared) == 0 and "QH" in codes(table)
    key(table, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(s.state.prepared) == 1
    key(table, Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier)  # clear all
    assert len(s.state.prepared) == 0
    key(table, Qt.Key.Key_R)
    assert codes(table)[:2] == ["AH", "2S"]
    key(table, Qt.Key.Key_S)
    assert codes(table)[:2] == ["2S", "5S"]


def test_enter_on_the_fire_pile_takes_it_and_the_hint_key_explains(table: Table) -> None:
    seen: list[str] = []
    table.scene.messageShown.connect(seen.append)
    key(table, Qt.Key.Key_H)
    # The hand opens without the fire card: the hint says to draw from the stock, and lights it.
    assert seen[-1] == "Draw from the stock" == table.widget.hint_line.text()
    assert table.scene.hint_light.isVisible()
    assert table.scene.hint_light.rect == table.scene.lay.stock_rect
    focus_to(table, ZoneKind.FIRE)
    key(table, Qt.Key.Key_Return)
    rnd = table.match.round
    assert rnd.phase is Phase.PLAY and rnd.hands[0][-1].code() == "10D"


def test_game_actions_carry_shortcuts_and_texts(table: Table) -> None:
    actions = {a.objectName(): a for a in table.widget.game_actions()}
    expected = {
        "draw_stock": "D", "take_fire": "F", "to_prepared": "M", "to_hand": "Backspace",
        "submit": "Ctrl+Return", "discard": "X", "sort_suit": "S", "sort_rank": "R", "hint": "H",
        "undo": "Ctrl+Z", "clear_all": "Ctrl+Backspace", "joker_end": "J", "view_fire": "V",
    }
    for name, shortcut in expected.items():
        assert actions[name].shortcut() == QKeySequence(shortcut)
        assert actions[name].text()
    assert actions["draw_stock"].isEnabled() and not actions["discard"].isEnabled()
    key(table, Qt.Key.Key_D)
    assert not actions["draw_stock"].isEnabled() and actions["discard"].isEnabled()


def test_after_m_the_ring_moves_to_the_nearest_card_and_no_arrow_is_lost(table: Table) -> None:
    s = table.scene
    s.set_animation_ms(250)  # the ring must follow where cards go, not where they fly
    key(table, Qt.Key.Key_D)
    s.animator.finish_all()
    shown = s.state.hand_cards()
    focus_to(table, ZoneKind.HAND, shown[5].code())
    left, right = s.keys._card_rect(shown[4]), s.keys._card_rect(shown[6])
    key(table, Qt.Key.Key_M)  # the focused card goes to the prepared area
    nav = s.keys
    assert nav.target is not None and nav.target.kind is ZoneKind.HAND
    assert nav.target.card in (shown[4], shown[6])  # a neighbour, not the first card
    ring = nav.ring.rect
    home = nav._card_rect(nav.target.card)
    assert ring.adjusted(-1, -1, 1, 1).contains(home.center())  # on a card, not on bare felt
    assert home.center().x() in (left.center().x(), right.center().x()) or \
        abs(home.center().x() - (left.center().x() + right.center().x()) / 2) < home.width()
    before = nav.target.card
    key(table, Qt.Key.Key_Right)
    after = nav.target.card
    now = s.state.hand_cards()
    assert abs(now.index(after) - now.index(before)) == 1  # the next arrow steps one card


def test_letter_shortcuts_work_with_an_arabic_keyboard_layout(table: Table) -> None:
    from PySide6.QtGui import QKeyEvent

    from hand_desktop.ui.table.keymap import latin_key

    assert latin_key("ي") == "D" and latin_key("ب") == "F" and latin_key("س") == "S"
    # The D key on an Arabic layout types "ي" (Qt reports the Arabic letter's key code).
    ev = QKeyEvent(QKeyEvent.Type.KeyPress, 0x064A, Qt.KeyboardModifier.NoModifier, "ي")
    table.view.keyPressEvent(ev)
    assert table.match.round.phase is Phase.PLAY and "KC" in codes(table)
    def arabic(text: str) -> None:
        table.view.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, ord(text), Qt.KeyboardModifier.NoModifier, text))

    arabic("ق")  # R: sort by rank
    by_rank = codes(table)
    table.scene.state.sort_hand(SortMode.RANK)
    assert codes(table) == by_rank
    arabic("س")  # S: sort by suit
    by_suit = codes(table)
    assert by_suit != by_rank
    table.scene.state.sort_hand(SortMode.SUIT)
    assert codes(table) == by_suit
