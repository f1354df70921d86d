"""The table's state on its own: one change, one signal; hot-seat arrangements; the save's record."""

from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.view import PlayerView
from hand_desktop.ui.table.hand_model import SortMode
from hand_desktop.ui.table.state import TableState


def _view(seat: int = 0) -> PlayerView:
    match = Match(Rules(variant=Variant.HAND, rounds=3), 2, seed=4, names=["Ann", "Bob"])
    return match.view_for(seat)


def _state(humans: list[int], view: PlayerView) -> tuple[TableState, list[int]]:
    state = TableState(humans, view.players, view.rules.low_ace_value)
    state.new_round(view)
    state.follow_hand(view.hand)
    signals: list[int] = []
    state.changed.connect(lambda: signals.append(1))
    return state, signals


def test_each_change_of_the_player_is_one_signal_and_prepared_cards_are_unselected(qapp) -> None:
    view = _view()
    state, signals = _state([0], view)
    a, b, c = state.hand_cards()[:3]
    state.toggle(a)
    state.toggle(b)
    assert state.selection == {a, b} and len(signals) == 2
    state.prepare((a,), None)  # into the area, no longer selected: one signal for both
    assert len(signals) == 3 and state.selection == {b}
    assert a not in state.hand_cards() and state.candidate_cards(0) == (a,)
    state.toggle(a)
    assert state.selected_cards() == (b, a)  # the hand's cards first, then the candidates'
    state.return_to_hand((a,), 0)
    assert len(signals) == 5 and state.selection == {b} and state.hand.cards[0] == a
    assert len(state.prepared) == 0
    state.clear_selection(relayout=False)  # the scene lays out anyway: no signal
    assert not state.selection and len(signals) == 5
    state.clear_selection()  # nothing selected: nothing changed, no signal
    assert len(signals) == 5
    state.move_in_hand((c,), 0)
    state.sort_hand(SortMode.RANK)
    assert len(signals) == 7 and state.hand.mode is SortMode.RANK


def test_following_the_game_is_quiet_and_forgets_cards_that_left(qapp) -> None:
    view = _view()
    state, signals = _state([0], view)
    a, b, c = state.hand_cards()[:3]
    state.prepare((a, b), None)
    state.toggle(c)
    state.toggle(b)
    before = len(signals)
    rest = tuple(x for x in view.hand if x not in (b, c))
    state.follow_hand(rest)
    assert len(signals) == before
    assert state.selection == frozenset() and state.prepared.cards() == {a}
    assert b not in state.hand.cards and c not in state.hand.cards
    state.new_round(view)
    assert len(signals) == before and len(state.prepared) == 0 and not state.prepared.can_undo


def test_hot_seat_keeps_each_persons_arrangement_and_hides_the_hand_under_the_cover(qapp) -> None:
    view = _view()
    state, _signals = _state([0, 1], view)
    assert state.covered and state.hand_cards() == [] and state.seat == view.turn
    state.reveal()
    first = state.seat
    mine = state.hand_cards()
    state.prepare((mine[0],), None)
    state.sort_hand(SortMode.SUIT)
    order = state.hand.cards
    state.follow_turn(replace(view, turn=1 - first))  # the other person's turn: the cover goes up
    assert state.covered and state.seat == 1 - first
    assert state.hand.cards == [] and len(state.prepared) == 0 and state.hand.mode is None
    state.follow_turn(replace(view, turn=first))
    assert state.seat == first and state.hand.cards == order and state.hand.mode is SortMode.SUIT
    assert state.prepared.cards() == {mine[0]}


def test_the_saved_arrangement_comes_back_without_unknown_codes_or_seats(qapp) -> None:
    view = _view()
    state, _signals = _state([0], view)
    state.sort_hand(SortMode.RANK)
    saved = state.arrangement()
    assert list(saved) == [0] and saved[0][1] == "rank"
    codes = saved[0][0]
    again, signals = _state([0], view)
    again.restore_arrangement({0: (("??", *codes[::-1]), "suit"), 1: (codes, None), 7: (codes, None)},
                              view.players)
    assert signals == []
    assert [c.code(with_copy=True) for c in again.hand.cards] == list(codes[::-1])
    assert again.hand.mode is SortMode.SUIT
    saved_again = again.arrangement()
    assert sorted(saved_again) == [0, 1] and saved_again[1] == (codes, None)



# The methods that change a part of the state; only TableState calls them (HotSeat its own fields).
_CHANGES = {
    "hand": {"sync", "restore", "sort_by_suit", "sort_by_rank", "move"},
    "prepared": {"add", "remove", "clear", "clear_all", "set_joker_as", "undo", "prune", "restore", "reset"},
    "hotseat": {"new_round", "follow", "reveal"},
    "selection": {"add", "discard", "remove", "clear", "update", "pop"},
}
_FIELDS = {"selection", "covered", "shown"}
_OWNERS = {"state.py", "hotseat.py"}


def outside_changes(ui: Path) -> list[str]:
    """Every place under ``ui`` outside the owners that changes a part of the table's state."""
    found = []
    for path in sorted(ui.rglob("*.py")):
        if path.name in _OWNERS and path.parent.name == "table":
            continue
        name = path.relative_to(ui)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Attribute)
                    and node.attr in _CHANGES.get(node.value.attr, ())):
                found.append(f"{name}:{node.lineno} .{node.value.attr}.{node.attr}")
            elif isinstance(node, (ast.Assign, ast.AugAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                found += [f"{name}:{node.lineno} .{t.attr} =" for t in targets
                          if isinstance(t, ast.Attribute) and t.attr in _FIELDS]
    return found


def test_only_the_state_changes_its_parts() -> None:
    """No UI module reaches past TableState to change the hand order, the area, the selection or the cover."""
    assert outside_changes(Path(__file__).resolve().parents[2] / "hand_desktop" / "ui") == []


def test_the_check_finds_a_change_from_outside(tmp_path: Path) -> None:
    (tmp_path / "table").mkdir()
    (tmp_path / "table" / "state.py").write_text("self.selection.add(card)\n", encoding="utf-8")
    (tmp_path / "drag.py").write_text("scene.selection.add(card)\nok = 1\nscene.covered = False\n",
                                      encoding="utf-8")
    assert sorted(outside_changes(tmp_path)) == ["drag.py:1 .selection.add", "drag.py:3 .covered ="]
