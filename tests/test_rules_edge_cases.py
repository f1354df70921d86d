"""Every edge case of RULES.md section 15, and the worked examples of sections 6 and 10."""

from __future__ import annotations

from typing import Any

import pytest

from hand_desktop.core.actions import Draw, DrawSource, Extend, LayMelds, MeldSpec
from hand_desktop.core.cards import parse_cards, parse_token
from hand_desktop.core.melds import build_meld
from hand_desktop.core.rules import ErrorCode, RuleError, Rules, Variant
from hand_desktop.core.scoring import Finish, score_finish
from tests.helpers import codes, loaded, play


def scenario(**kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"variant": "hand", "players": 2, "turn": 0, "phase": "play",
                            "hands": [[], []]}
    base.update(kw)
    return base


OPENER = ["QS", "KS", "AS", "10H", "JH", "QH", "5C"]  # 31 + 30 = 61


# ---------------------------------------------------------------- runs and Aces


def test_joker_at_either_end_is_recorded_and_decides_later_moves() -> None:
    lines = play(scenario(
        hands=[["5H", "6H", "JK", "4H", "8H", "2C", "3C"], ["2D"]],
        table=[{"owner": 0, "cards": ["9C", "10C", "JC"]}], opened=[True, False],
        actions=[
            {"seat": 0, "meld": [["JK", "5H", "6H"]]},  # listed first: low end, 4H
            {"seat": 0, "extend": {"meld": 1, "cards": ["8H"]}},  # 7H is missing
            {"seat": 0, "replace_joker": {"meld": 1, "cards": ["4H"]}},
        ],
    ))
    assert codes(lines) == ["ok", "illegal_extension", "ok"]


def test_joker_listed_last_sits_at_high_end() -> None:
    meld = build_meld(parse_cards("5H 6H JK"))
    assert meld.joker_represents()[0][0] == 7
    meld = build_meld(parse_cards("JK 5H 6H"))
    assert meld.joker_represents()[0][0] == 4
    meld = build_meld(parse_cards("AH 2H JK"))  # only 3H exists
    assert meld.joker_represents()[0][0] == 3
    meld = build_meld(parse_cards("JK QS KS"), parse_token("AS"))
    assert meld.joker_represents()[0][0] == 1 and meld.value() == 31


def test_ace_high_and_low_values() -> None:
    assert build_meld(parse_cards("QS KS AS")).value() == 31
    assert build_meld(parse_cards("AS 2S 3S")).value() == 6
    assert build_meld(parse_cards("AS 2S 3S")).value(low_ace_value=11) == 16


@pytest.mark.parametrize("cards", ["KS AS 2S", "QS KS AS 2S", "KH AH 2H 3H", "JS QS AS"])
def test_no_wrapping_and_no_ace_in_the_middle(cards: str) -> None:
    with pytest.raises(RuleError) as err:
        build_meld(parse_cards(cards))
    assert err.value.code is ErrorCode.ILLEGAL_MELD


def test_nothing_below_low_ace_or_above_high_ace() -> None:
    lines = play(scenario(
        hands=[["KS", "2H", "JK", "5D"], ["2D"]], opened=[True, False],
        table=[{"owner": 0, "cards": ["AH", "2H", "3H"]}, {"owner": 0, "cards": ["QS", "KS", "AS"]},
               {"owner": 0, "cards": ["AD", "2D", "3D"]}],
        actions=[
            {"seat": 0, "extend": {"meld": 1, "cards": ["KS"]}},  # above the high Ace
            {"seat": 0, "extend": {"meld": 2, "cards": ["JK"], "joker_as": "KD"}},
            {"seat": 0, "extend": {"meld": 2, "cards": ["JK"]}},  # no low end: goes to 4D
        ],
    ))
    assert codes(lines) == ["illegal_extension", "illegal_extension", "ok"]


def test_long_run_with_both_aces() -> None:
    meld = build_meld(parse_cards("AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS AS"))
    assert meld.low == 1 and meld.high == 14 and meld.value() == 96


# ---------------------------------------------------------------- sets


@pytest.mark.parametrize("cards", ["9H 9H 9S", "9H 9S 9D 9C 9H", "9H 9S 9D 9C JK"])
def test_not_sets(cards: str) -> None:
    with pytest.raises(RuleError) as err:
        build_meld(parse_cards(cards))
    assert err.value.code is ErrorCode.ILLEGAL_MELD


def test_fifth_card_of_a_rank_cannot_extend_a_set() -> None:
    lines = play(scenario(
        hands=[["9H", "5D", "6D"], ["2D"]], opened=[True, True],
        table=[{"owner": 1, "cards": ["9H", "9S", "9D", "9C"]}],
        actions=[{"seat": 0, "extend": {"meld": 0, "cards": ["9H"]}}],
    ))
    assert codes(lines) == ["illegal_extension"]


def test_joker_replacement_in_two_natural_set_needs_both_suits() -> None:
    base = scenario(
        hands=[["9H", "9C", "5D", "6D"], ["2D"]], opened=[True, True],
        table=[{"owner": 1, "cards": ["9S", "9D", "JK"]}],
    )
    one = play({**base, "actions": [{"seat": 0, "replace_joker": {"meld": 0, "cards": ["9H"]}}]})
    assert codes(one) == ["illegal_replacement"]
    both = loaded({**base, "actions": []}).round
    both.apply(_replace(0, 0, "9H 9C"))
    assert both.table[0].joker is None and len(both.table[0].cards) == 4
    assert any(c.is_joker for c in both.hands[0])
    # Adding only one is an ordinary extension: no Joker comes back.
    ext = loaded({**base, "actions": []}).round
    ext.apply(Extend(0, 0, (parse_token("9H"),)))
    assert ext.table[0].joker is not None and len(ext.table[0].cards) == 4
    assert not any(c.is_joker for c in ext.hands[0])


def _replace(seat: int, meld: int, cards: str) -> Any:
    from hand_desktop.core.actions import ReplaceJoker

    return ReplaceJoker(seat, meld, tuple(parse_token(t) for t in cards.split()))


def test_second_joker_never_enters_a_meld() -> None:
    lines = play(scenario(
        hands=[["JK", "5H", "6H", "6D", "7D"], ["2D"]], opened=[True, False],
        table=[{"owner": 0, "cards": ["9S", "9D", "JK"]}],
        actions=[
            {"seat": 0, "extend": {"meld": 0, "cards": ["JK"]}},
            {"seat": 0, "replace_joker": {"meld": 0, "cards": ["JK"]}},
        ],
    ))
    assert codes(lines) == ["two_jokers", "two_jokers"]
    with pytest.raises(RuleError) as err:
        build_meld(parse_cards("5H 6H JK JK"))
    assert err.value.code is ErrorCode.TWO_JOKERS


# ---------------------------------------------------------------- opening


def test_unopened_player_cannot_extend_or_replace_even_before_opening_in_turn() -> None:
    lines = play(scenario(
        hands=[["5H"] + OPENER, ["2D"]], opened=[False, True],
        table=[{"owner": 1, "cards": ["6H", "7H", "8H"]}, {"owner": 1, "cards": ["9S", "9D", "JK"]}],
        actions=[
            {"seat": 0, "extend": {"meld": 0, "cards": ["5H"]}},
            {"seat": 0, "replace_joker": {"meld": 1, "cards": ["9H", "9C"]}},
        ],
    ))
    assert codes(lines) == ["not_opened", "not_opened"]


def test_opening_with_one_illegal_meld_changes_nothing() -> None:
    rnd = loaded(scenario(hands=[OPENER + ["9D", "9C"], ["2D"]], actions=[])).round
    before = rnd.to_json()
    bad = LayMelds(0, (_spec("QS KS AS"), _spec("10H JH 5C")))
    with pytest.raises(RuleError) as err:
        rnd.apply(bad)
    assert err.value.code is ErrorCode.ILLEGAL_MELD
    assert rnd.to_json() == before and not rnd.opened[0]


def test_below_threshold_by_one_point_changes_nothing() -> None:
    hand = ["10S", "JS", "QS", "2D", "3D", "4D", "5D", "6D", "9C"]  # 30 + 20 = 50
    rnd = loaded(scenario(hands=[hand, ["2C"]], actions=[])).round
    before = rnd.to_json()
    err = rnd.check(LayMelds(0, (_spec("10S JS QS"), _spec("2D 3D 4D 5D 6D"))))
    assert err is not None and err.code is ErrorCode.BELOW_THRESHOLD
    with pytest.raises(RuleError):
        rnd.apply(LayMelds(0, (_spec("10S JS QS"), _spec("2D 3D 4D 5D 6D"))))
    assert rnd.to_json() == before
    hand51 = ["10S", "JS", "QS", "3D", "4D", "5D", "6D", "7D", "9C"]  # 30 + 25 = 55
    lines = play(scenario(hands=[hand51, ["2C"]], actions=[
        {"seat": 0, "meld": [["10S", "JS", "QS"], ["3D", "4D", "5D", "6D", "7D"]]},
    ]))
    assert codes(lines) == ["ok"]


def test_saudi_rising_threshold_worked_example() -> None:
    """Section 6.5: A opens with 58, next needs 59; C opens with 73, next needs 74."""
    rnd = loaded({
        "variant": "saudi", "players": 4, "turn": 0, "phase": "play",
        "hands": [["QS", "KS", "AS", "8H", "9H", "10H", "2C", "7C"], ["4C", "6D"],
                  ["QD", "KD", "AD", "JC", "QC", "KC", "3C", "4C", "5C", "9S"], ["3S"]],
        "actions": [],
    }).round
    assert rnd.required_opening() == 51
    rnd.apply(LayMelds(0, (_spec("QS KS AS"), _spec("8H 9H 10H"))))  # 31 + 27 = 58
    assert rnd.last_opening == 58 and rnd.required_opening() == 59
    rnd.apply(_discard(0, "2C"))
    rnd.apply(Draw(1, DrawSource.STOCK))
    rnd.apply(_discard(1, "4C"))
    rnd.apply(Draw(2, DrawSource.STOCK))
    err = rnd.check(LayMelds(2, (_spec("QD KD AD"), _spec("3C 4C 5C"))))  # 43 < 59
    assert err is not None and err.code is ErrorCode.BELOW_THRESHOLD
    rnd.apply(LayMelds(2, (_spec("QD KD AD"), _spec("JC QC KC"), _spec("3C 4C 5C"))))  # 73
    assert rnd.last_opening == 73 and rnd.required_opening() == 74


def _spec(cards: str) -> MeldSpec:
    return MeldSpec(tuple(parse_token(t) for t in cards.split()))


def _discard(seat: int, card: str) -> Any:
    from hand_desktop.core.actions import Discard

    return Discard(seat, (parse_token(card),))


def test_saudi_melds_after_an_opening_do_not_raise_the_threshold() -> None:
    lines_sc = {
        "variant": "saudi", "players": 2, "turn": 0, "phase": "play",
        "hands": [["QS", "KS", "AS", "10H", "JH", "QH", "2C", "3C", "4C", "9D"], ["5D"]],
        "actions": [
            {"seat": 0, "meld": [["QS", "KS", "AS"], ["10H", "JH", "QH"]]},
            {"seat": 0, "meld": [["2C", "3C", "4C"]]},
        ],
    }
    sc = loaded(lines_sc)
    for data in sc.actions:
        sc.round.apply(sc.parse_action(data))
    assert sc.round.last_opening == 61 and sc.round.required_opening() == 62


# ---------------------------------------------------------------- the fire card


def test_fire_card_and_its_twin_cannot_be_thrown_back() -> None:
    lines = play(scenario(
        phase="draw", hands=[["9H", "2C", "3C"], ["2D"]], opened=[True, False], fire=["9H"],
        table=[{"owner": 0, "cards": ["5S", "6S", "7S"]}],
        actions=[
            {"seat": 0, "draw": "fire"},
            {"seat": 0, "discard": "9H"},
            {"seat": 0, "discard": "9H#1"},
            {"seat": 0, "discard": "2C"},
        ],
    ))
    assert codes(lines) == ["ok", "fire_card_locked", "fire_card_locked", "ok"]


def test_unopened_player_who_took_fire_must_open_before_discarding() -> None:
    lines = play(scenario(
        phase="draw", hands=[["QS", "KS", "10H", "JH", "QH", "2C", "7D"], ["2D"]], fire=["AS"],
        actions=[
            {"seat": 0, "draw": "fire"},
            {"seat": 0, "discard": "2C"},
            {"seat": 0, "meld": [["QS", "KS", "AS"], ["10H", "JH", "QH"]]},
            {"seat": 0, "discard": "2C"},
        ],
    ))
    assert codes(lines) == ["ok", "must_open", "ok", "ok"]


def test_fire_card_refused_when_it_cannot_open() -> None:
    lines = play(scenario(
        phase="draw", hands=[["QS", "KS", "2C", "7D"], ["2D"]], fire=["AS"],
        actions=[{"seat": 0, "draw": "fire"}, {"seat": 0, "draw": "stock"}],
    ))
    assert codes(lines) == ["cannot_open_with_fire_card", "ok"]


# ---------------------------------------------------------------- going out and the Hand


def test_going_out_by_extension_without_discard_ends_the_round() -> None:
    lines = play(scenario(
        hands=[["8H"], ["2D", "KC"]], opened=[True, False],
        table=[{"owner": 0, "cards": ["5H", "6H", "7H"]}],
        actions=[{"seat": 0, "extend": {"meld": 0, "cards": ["8H"]}}, {"seat": 1, "draw": "stock"}],
    ))
    assert codes(lines) == ["ok", "round_over:normal", "wrong_phase"]
    assert lines[1]["points"] == [-30, 100] and lines[1]["finisher"] == 0


def test_hand_by_going_out_in_one_turn() -> None:
    hand = ["QS", "KS", "AS", "10H", "JH", "QH", "3C", "4C", "5C", "9D"]
    lines = play(scenario(hands=[hand, ["2D", "KC"]], actions=[
        {"seat": 0, "meld": [["QS", "KS", "AS"], ["10H", "JH", "QH"], ["3C", "4C", "5C"]]},
        {"seat": 0, "discard": "9D"},
    ]))
    assert codes(lines) == ["ok", "ok", "round_over:hand"]
    assert lines[2]["points"] == [-60, 200]


def test_adding_to_an_opponents_meld_while_going_out_is_a_normal_finish() -> None:
    hand = ["QS", "KS", "AS", "10H", "JH", "QH", "8C", "9D"]
    lines = play(scenario(
        hands=[hand, ["2D", "KC"]], opened=[False, True],
        table=[{"owner": 1, "cards": ["5C", "6C", "7C"]}],
        actions=[
            {"seat": 0, "meld": [["QS", "KS", "AS"], ["10H", "JH", "QH"]]},
            {"seat": 0, "extend": {"meld": 0, "cards": ["8C"]}},
            {"seat": 0, "discard": "9D"},
        ],
    ))
    assert codes(lines) == ["ok", "ok", "ok", "round_over:normal"]
    assert lines[3]["points"] == [-30, 12]  # 2 + 10


def test_player_who_laid_in_an_earlier_turn_cannot_make_a_hand() -> None:
    lines = play(scenario(
        phase="draw", hands=[["5H", "6H", "7H", "9D"], ["2D", "KC"]], opened=[True, False],
        stock=["8H"], table=[{"owner": 0, "cards": ["QS", "KS", "AS"]}],
        actions=[
            {"seat": 0, "draw": "stock"},
            {"seat": 0, "meld": [["5H", "6H", "7H", "8H"]]},
            {"seat": 0, "discard": "9D"},
        ],
    ))
    assert codes(lines) == ["ok", "ok", "ok", "round_over:normal"]


def test_replacing_joker_in_own_meld_laid_this_turn_keeps_the_hand() -> None:
    hand = ["QS", "KS", "JK", "10H", "JH", "QH", "AS", "5C", "6C", "7C", "9D"]
    lines = play(scenario(hands=[hand, ["2D"]], actions=[
        {"seat": 0, "meld": [["QS", "KS", "JK"], ["10H", "JH", "QH"]]},
        {"seat": 0, "replace_joker": {"meld": 0, "cards": ["AS"]}},
        {"seat": 0, "meld": [["5C", "6C", "7C", "JK"]]},
        {"seat": 0, "discard": "9D"},
    ]))
    assert codes(lines) == ["ok", "ok", "ok", "ok", "round_over:hand"]


# ---------------------------------------------------------------- partners and scoring


def test_partner_of_opened_team_pays_hand_value_not_100() -> None:
    hand = ["QS", "KS", "AS", "10H", "JH", "QH", "8C", "9D"]
    lines = play({
        "variant": "hand_partners", "players": 4, "turn": 1, "phase": "play",
        "hands": [["2D", "3D"], ["8C"], ["KD"], ["5S", "JK"]],
        "opened": [True, True, True, True],
        "table": [{"owner": 0, "cards": ["QS", "KS", "AS"]}, {"owner": 1, "cards": ["5C", "6C", "7C"]}],
        "actions": [{"seat": 1, "extend": {"meld": 1, "cards": ["8C"]}}],
    })
    assert codes(lines) == ["ok", "round_over:normal"]
    assert lines[1]["points"] == [5, -30, 10, 20]
    del hand
    unopened = play({
        "variant": "hand_partners", "players": 4, "turn": 1, "phase": "play",
        "hands": [["2D", "3D"], ["8C"], ["KD"], ["5S", "JK"]],
        "opened": [False, True, False, True],
        "table": [{"owner": 3, "cards": ["5C", "6C", "7C"]}],
        "actions": [{"seat": 1, "extend": {"meld": 0, "cards": ["8C"]}}],
    })
    # Seat 3 never laid for seat 1's Hand? seat 1 extended its partner's meld: normal finish.
    assert unopened[1]["finish"] == "normal" and unopened[1]["points"] == [100, -30, 100, 20]


def test_worked_scoring_example_of_section_10() -> None:
    rules = Rules(variant=Variant.HAND)
    hands = [parse_cards("KS 7D JK"), [], parse_cards("2C 3C"), parse_cards("AC")]
    opened = [True, True, False, True]
    normal = score_finish(Finish.NORMAL, 1, hands, opened, rules)
    assert normal.points == [32, -30, 100, 11]
    hand = score_finish(Finish.HAND, 1, hands, opened, rules)
    assert hand.points == [64, -60, 200, 22]


def test_stock_runs_out_reshuffles_then_no_contest() -> None:
    sc = loaded(scenario(
        phase="draw", players=2, hands=[["2C", "3D"], ["4S", "5H"]], rules={"max_reshuffles": 1},
        actions=[],
    ))
    rnd = sc.round
    rnd.stock.clear()
    rnd.fire[:] = parse_cards("9S 9D 9C")
    rnd.apply(Draw(0, DrawSource.STOCK))
    assert rnd.reshuffles == 1 and len(rnd.fire) == 1 and len(rnd.stock) == 1
    rnd.apply(_discard(0, "2C"))
    rnd.apply(Draw(1, DrawSource.STOCK))
    rnd.apply(_discard(1, "4S"))
    events = rnd.apply(Draw(0, DrawSource.STOCK))  # stock empty, no reshuffle left: no-contest
    assert rnd.over and rnd.result is not None and rnd.result.finish is Finish.NO_CONTEST
    assert rnd.result.points == [0, 0] and events


def test_both_copies_of_a_card_in_different_melds() -> None:
    lines = play(scenario(
        hands=[["9H", "9H", "9S", "9D", "10H", "JH", "8H", "7H", "QC", "KC", "AC", "2D"], ["3D"]],
        actions=[{"seat": 0, "meld": [["9H", "9S", "9D"], ["7H", "8H", "9H", "10H", "JH"], ["QC", "KC", "AC"]]}],
    ))
    assert codes(lines) == ["ok"]
