"""``MatchGame``: the real ``NetGame`` over a core match (actions parsed, codes never raised, wire JSON)."""

from __future__ import annotations

import ast
from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from hand_desktop.core.actions import action_to_json
from hand_desktop.core.driver import Bots
from hand_desktop.core.match import Match
from hand_desktop.core.rules import ErrorCode, Rules
from hand_desktop.core.seats import SeatKind
from hand_desktop.core.wire import event_to_json, view_to_json
from hand_desktop.net.match_game import MatchGame
from tests.full import examples

NET = Path(__file__).resolve().parents[2] / "hand_desktop" / "net"


def new_game(seed: int = 3) -> tuple[Match, MatchGame, list[int]]:
    changes: list[int] = []
    match = Match(Rules(rounds=3), 4, seed)
    game = MatchGame(match, lambda: changes.append(len(match.log)))
    return match, game, changes


def test_rev_is_the_log_length_and_the_deal_is_its_events() -> None:
    match, game, changes = new_game()
    assert game.rev == 0 and game.turn() == match.round.turn
    assert [e["event"] for e in game.events_for(0)] == ["round_started", "turn"]
    assert game.view(2) == view_to_json(match.view_for(2))
    assert game.round_result() is None and game.match_over() is None
    assert changes == []


def twins_game() -> tuple[Match, MatchGame, str]:
    """A match whose first player holds both copies of some card (to test plain tokens)."""
    for seed in range(200):
        match, game, _ = new_game(seed)
        hand = match.round.hands[match.round.turn]
        codes = [c.code(with_copy=False) for c in hand if not c.is_joker]
        doubled = [c for c in codes if codes.count(c) == 2]
        if doubled:
            return match, game, doubled[0]
    raise AssertionError("no seed in 200 deals a pair of twins")


def test_a_plain_token_takes_copy_1_when_neither_is_locked_and_a_copy_names_one_card() -> None:
    match, game, card = twins_game()
    seat = match.round.turn
    assert game.apply(seat, {"discard": card}) is None
    assert match.round.fire[-1].code(with_copy=True) == f"{card}#1"
    assert game.rev == 1 and match.log[-1] == {"seat": seat, "discard": card}

    match, game, card = twins_game()
    seat = match.round.turn
    assert game.apply(seat, {"discard": f"{card}#2"}) is None
    assert match.round.fire[-1].code(with_copy=True) == f"{card}#2"


def test_the_cores_codes_come_back_and_nothing_changes() -> None:
    match, game, changes = new_game()
    seat = match.round.turn
    other = (seat + 1) % 4
    before = match.dumps()
    assert game.apply(other, {"discard": match.round.hands[other][0].code(with_copy=True)}) is ErrorCode.NOT_YOUR_TURN
    missing = next(c for c in ("2S#1", "2S#2", "3S#1", "3S#2") if c not in
                   {h.code(with_copy=True) for h in match.round.hands[seat]})
    assert game.apply(seat, {"discard": missing}) is ErrorCode.CARD_NOT_IN_HAND
    assert game.apply(seat, {"draw": "stock"}) is ErrorCode.WRONG_PHASE  # the first player discards first
    assert match.dumps() == before and game.rev == 0 and changes == []


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 200) | st.floats(allow_nan=False) | st.text(max_size=6)
    | st.sampled_from(["9H", "9H#2", "JK", "JK#1", "stock", "fire", "AS#3"]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(
        st.sampled_from(["draw", "meld", "extend", "replace_joker", "discard", "cards", "meld",
                         "joker_as", "seat", "x"]), inner, max_size=3),
    max_leaves=12,
)


@settings(max_examples=examples(300), deadline=None)
@given(action=st.dictionaries(st.sampled_from(["draw", "meld", "extend", "replace_joker", "discard",
                                               "seat", "x"]), JSON, max_size=3), seat=st.integers(0, 3))
def test_anything_a_client_sends_is_a_code_or_accepted_and_never_raises(action, seat) -> None:
    match, game, changes = new_game()
    before = len(match.log)
    code = game.apply(seat, action)
    if code is None:
        assert game.rev == before + 1 and changes == [before + 1]
    else:
        assert isinstance(code, ErrorCode) and game.rev == before and changes == []


def test_bots_play_a_whole_match_through_the_adapter() -> None:
    match, game, changes = new_game()
    bots = Bots(11)
    for _ in range(5000):
        if game.match_over() is not None:
            break
        if game.round_result() is not None:
            game.next_round()
            assert [e["event"] for e in game.events_for(1)] == ["round_started", "turn"]
            continue
        seat = game.turn()
        assert seat is not None
        action = action_to_json(bots.for_seat(seat, SeatKind.MEDIUM).choose(game.player_view(seat)))
        del action["seat"]
        assert game.apply(seat, action) is None
        assert game.events_for(seat) == [event_to_json(e) for e in match.events_for(seat)]
    over = game.match_over()
    assert over == {"totals": match.totals(), "winner": match.winner()}
    assert game.round_result()["points"] == list(match.results[-1].points)
    assert changes == list(range(1, len(match.log) + 1))


def test_the_network_layer_never_reaches_the_save_the_seed_or_a_rounds_full_state() -> None:
    """Round.to_json / Match.to_json / dumps (they hold every hand, the stock, the seed) are not used."""
    forbidden_attrs = {"to_json", "dumps", "seed", "stock", "hands", "rng", "_rng"}
    for path in sorted(NET.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and not (isinstance(node.value, ast.Name) and node.value.id == "json"):
                assert node.attr not in forbidden_attrs, f"{path.name}:{node.lineno} .{node.attr}"
            if isinstance(node, ast.ImportFrom):
                assert node.module != "hand_desktop.core.round", f"{path.name} imports Round"
