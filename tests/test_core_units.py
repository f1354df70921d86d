"""Unit tests: notation, the prepared area, every setting of section 13, Gulf Hands, the match."""

from __future__ import annotations

import json
from typing import Any

import pytest

from hand_desktop.core.actions import Draw, DrawSource, action_from_json, action_to_json
from hand_desktop.core.cards import ALL_CARDS, NotationError, parse_card, parse_cards, parse_token
from hand_desktop.core.match import Match, SaveError
from hand_desktop.core.melds import CandidateState, MeldProblem, build_meld, check_candidate
from hand_desktop.core.moves import opening_progress
from hand_desktop.core.round import Phase
from hand_desktop.core.rules import ErrorCode, PartnerPays, RuleError, Rules, ScoreTable, Variant
from hand_desktop.core.scenario import ScenarioError, load_scenario, round_to_scenario
from hand_desktop.core.scoring import (
    Finish,
    Role,
    RoundResult,
    SeatScore,
    gulf_hand_kind,
    score_finish,
)
from hand_desktop.core.view import view_for
from tests.helpers import codes, loaded, play


def scenario(**kw: Any) -> dict[str, Any]:
    base: dict[str, Any] = {"variant": "hand", "players": 2, "turn": 0, "phase": "play"}
    base.update(kw)
    return base


# ---------------------------------------------------------------- notation


def test_notation_round_trips_every_card() -> None:
    for card in ALL_CARDS:
        assert parse_card(card.code(with_copy=True)) == card
        assert parse_token(card.code().lower()).kind == card.kind
    assert [c.copy for c in parse_cards("9h 9H jk JK")] == [1, 2, 1, 2]
    assert parse_cards("10H#2, AS")[0].code(with_copy=True) == "10H#2"


@pytest.mark.parametrize("bad", ["1H", "11S", "QX", "JK#3", "", "H10", "9H#", 7])
def test_bad_card_text_names_the_token(bad: object) -> None:
    with pytest.raises(NotationError) as err:
        parse_token(bad)
    assert repr(bad) in str(err.value)


def test_three_copies_is_an_error() -> None:
    with pytest.raises(NotationError):
        parse_cards("9H 9H 9H")


def test_actions_json_round_trip() -> None:
    for data in [
        {"seat": 1, "draw": "fire"},
        {"seat": 0, "meld": [["5H", "6H", "7H"], {"cards": ["JK", "8C", "9C"], "joker_as": "7C"}]},
        {"seat": 2, "extend": {"meld": 3, "cards": ["8H"]}},
        {"seat": 2, "extend": {"meld": 3, "cards": ["JK"], "joker_as": "9H"}},
        {"seat": 0, "replace_joker": {"meld": 2, "cards": ["6H", "6S"]}},
        {"seat": 0, "discard": "9S"},
        {"seat": 0, "discard": ["JK", "JK"]},
    ]:
        assert action_to_json(action_from_json(data, 3)) == data


# ---------------------------------------------------------------- prepared area


def test_candidate_states() -> None:
    valid = check_candidate(parse_cards("5H 6H JK"))
    assert valid.state is CandidateState.VALID and valid.value == 18
    assert valid.meld is not None and valid.meld.joker_represents()[0][0] == 7
    assert check_candidate(parse_cards("5H 6H")).state is CandidateState.INCOMPLETE
    assert check_candidate(parse_cards("5H 5S")).state is CandidateState.INCOMPLETE
    assert check_candidate(parse_cards("5H 9H")).state is CandidateState.INCOMPLETE
    cases = {
        "5H 6S": MeldProblem.MIXED,
        "5H 5H": MeldProblem.SAME_CARD_TWICE,
        "JK JK 5H": MeldProblem.TWO_JOKERS,
        "5H 5S 5D 5C JK": MeldProblem.TOO_MANY,
        "5H 5S 5H": MeldProblem.SAME_CARD_TWICE,
        "5H 6H 8H 9H": MeldProblem.NOT_CONSECUTIVE,
    }
    for text, problem in cases.items():
        check = check_candidate(parse_cards(text))
        assert check.state is CandidateState.INVALID and check.problem is problem, text


def test_opening_progress_counts_valid_candidates_against_the_rising_value() -> None:
    rnd = loaded({"variant": "saudi", "players": 3, "turn": 0, "phase": "play",
                  "hands": [["QS", "KS", "AS", "5H", "6H", "2C"], ["3D"], ["4D"]],
                  "last_opening": 73, "actions": []}).round
    view = view_for(rnd, 0)
    groups = [parse_cards("QS KS AS"), parse_cards("5H 6H"), []]
    progress = opening_progress(view, [check_candidate(g, view.rules.low_ace_value) for g in groups])
    assert (progress.value, progress.required, progress.missing, progress.valid) == (31, 74, 43, 1)
    assert not progress.enough


# ---------------------------------------------------------------- settings of section 13


def test_rules_reject_bad_values_and_unknown_keys() -> None:
    with pytest.raises(ValueError, match="threshold"):
        Rules(threshold=50)
    with pytest.raises(ValueError, match="unknown"):
        Rules.from_json({"threshhold": 61})
    rules = Rules.from_json({"threshold": 71, "score_table": "gulf"}, "saudi_partners")
    assert rules.rising and rules.partners and rules.joker_penalty == 20
    assert Rules.from_json(rules.to_json()) == rules.with_(rising_threshold=True)


def test_threshold_setting() -> None:
    hand = ["QS", "KS", "AS", "10H", "JH", "QH", "2C", "3C"]  # 61
    sc = scenario(rules={"threshold": 71}, hands=[hand, ["4D"]],
                  actions=[{"seat": 0, "meld": [["QS", "KS", "AS"], ["10H", "JH", "QH"]]}])
    assert codes(play(sc)) == ["below_threshold"]
    sc["rules"] = {"threshold": 61}
    assert codes(play(sc)) == ["ok"]


def test_rising_threshold_can_be_turned_on_outside_saudi() -> None:
    rnd = loaded(scenario(rules={"rising_threshold": True}, last_opening=60, hands=[["2C"], ["3C"]],
                          actions=[])).round
    assert rnd.required_opening() == 61
    rnd = loaded(scenario(last_opening=60, hands=[["2C"], ["3C"]], actions=[])).round
    assert rnd.required_opening() == 51


def test_joker_in_hand_and_low_ace_value_settings() -> None:
    rules = Rules(joker_in_hand=20)
    result = score_finish(Finish.NORMAL, 0, [[], parse_cards("JK AS")], [True, True], rules)
    assert result.points == [-30, 31]
    assert build_meld(parse_cards("AS 2S 3S")).value(low_ace_value=11) == 16


def test_final_discard_required() -> None:
    sc = scenario(rules={"final_discard_required": True}, hands=[["8H"], ["2D"]], opened=[True, False],
                  table=[{"owner": 0, "cards": ["5H", "6H", "7H"]}],
                  actions=[{"seat": 0, "extend": {"meld": 0, "cards": ["8H"]}}])
    assert codes(play(sc)) == ["illegal_extension"]
    sc2 = scenario(rules={"final_discard_required": True}, hands=[["8H", "9H", "10H"], ["2D"]],
                   opened=[True, False], actions=[{"seat": 0, "meld": [["8H", "9H", "10H"]]}])
    assert codes(play(sc2)) == ["illegal_meld"]


def test_fire_twin_discard_allowed() -> None:
    base = scenario(phase="draw", hands=[["9H", "2C", "3C"], ["2D"]], opened=[True, False], fire=["9H"],
                    table=[{"owner": 0, "cards": ["5S", "6S", "7S"]}],
                    actions=[{"seat": 0, "draw": "fire"}, {"seat": 0, "discard": "9H#1"}])
    assert codes(play(base)) == ["ok", "fire_card_locked"]
    base["rules"] = {"fire_twin_discard_allowed": True}
    assert codes(play(base)) == ["ok", "ok"]


def test_fire_draw_that_would_leave_only_locked_cards_is_refused() -> None:
    sc = scenario(phase="draw", hands=[["9H"], ["2D"]], opened=[True, False], fire=["9H"],
                  table=[{"owner": 0, "cards": ["5S", "6S", "7S"]}],
                  actions=[{"seat": 0, "draw": "fire"}])
    assert codes(play(sc)) == ["fire_card_locked"]


def test_hand_exempt_from_threshold() -> None:
    hand = ["2C", "3C", "4C", "5D", "6D", "7D", "8S", "9S", "10S", "2H", "2S", "2D", "KD"]  # 9+18+27+6=60
    melds = [["2C", "3C", "4C"], ["5D", "6D", "7D"], ["8S", "9S", "10S"], ["2H", "2S", "2D"]]
    sc = scenario(rules={"threshold": 71}, hands=[hand, ["4D"]], actions=[{"seat": 0, "meld": melds}])
    assert codes(play(sc)) == ["below_threshold"]
    sc["rules"] = {"threshold": 71, "hand_exempt_from_threshold": True}
    sc["actions"].append({"seat": 0, "discard": "KD"})
    lines = play(sc)
    assert codes(lines) == ["ok", "ok", "round_over:hand"]
    # Without going out it stays refused.
    sc["hands"] = [hand + ["QC"], ["4D"]]
    assert codes(play({**sc, "actions": sc["actions"][:1]})) == ["below_threshold"]


def test_open_only_after_taking_discard() -> None:
    hand = ["QS", "KS", "10H", "JH", "QH", "2C", "7D"]
    sc = scenario(phase="draw", rules={"open_only_after_taking_discard": True}, hands=[hand + ["AS"], ["4D"]],
                  stock=["9C"], actions=[{"seat": 0, "draw": "stock"},
                                         {"seat": 0, "meld": [["QS", "KS", "AS"], ["10H", "JH", "QH"]]}])
    assert codes(play(sc)) == ["ok", "opening_not_allowed_yet"]
    sc = scenario(phase="draw", rules={"open_only_after_taking_discard": True}, hands=[hand, ["4D"]],
                  fire=["AS"], actions=[{"seat": 0, "draw": "fire"},
                                        {"seat": 0, "meld": [["QS", "KS", "AS"], ["10H", "JH", "QH"]]}])
    assert codes(play(sc)) == ["ok", "ok"]


def test_discards_before_opening_counts_the_fire_pile() -> None:
    hand = ["QS", "KS", "AS", "10H", "JH", "QH", "2C", "7D"]
    meld = {"seat": 0, "meld": [["QS", "KS", "AS"], ["10H", "JH", "QH"]]}
    sc = scenario(rules={"discards_before_opening": 8}, hands=[hand, ["4D"]], fire=["2S"] * 2, actions=[meld])
    assert codes(play(sc)) == ["opening_not_allowed_yet"]
    sc["discards"] = 8
    assert codes(play(sc)) == ["ok"]


def test_max_reshuffles_zero_means_no_contest_at_once() -> None:
    rnd = loaded(scenario(phase="draw", rules={"max_reshuffles": 0}, hands=[["2C"], ["3C"]],
                          actions=[])).round
    rnd.stock.clear()
    rnd.fire.extend(parse_cards("9S 9D 9C"))
    rnd.apply(Draw(0, DrawSource.STOCK))
    assert rnd.over and rnd.result is not None and rnd.result.finish is Finish.NO_CONTEST


# ---------------------------------------------------------------- Gulf table


def melded(text: str) -> list[tuple[Any, list[Any]]]:
    meld = build_meld(parse_cards(text))
    return [(c, meld.joker_represents() if c.is_joker else []) for c in meld.cards]


def test_gulf_hand_kinds() -> None:
    hearts = melded("2H 3H 4H 5H") + melded("6D 7D 8D")
    assert gulf_hand_kind(hearts, parse_cards("KH")) is Finish.COLOURED_HAND
    assert gulf_hand_kind(hearts, parse_cards("KS")) is Finish.HAND
    assert gulf_hand_kind(hearts, parse_cards("JK")) is Finish.JOKER_HAND
    assert gulf_hand_kind(melded("2H 3H JK"), parse_cards("KH")) is Finish.SUITED_HAND
    assert gulf_hand_kind(melded("2H 3H JK"), parse_cards("JK")) is Finish.JOKER_HAND
    assert gulf_hand_kind(hearts, parse_cards("JK JK")) is Finish.DOUBLE_JOKER_COLOURED_HAND
    assert gulf_hand_kind(hearts + melded("9S 10S JS"), parse_cards("JK JK")) is Finish.DOUBLE_JOKER_HAND
    # A Joker standing for two suits in a set breaks the colour.
    assert gulf_hand_kind(melded("9H 9D JK"), parse_cards("KH")) is Finish.HAND


def test_gulf_scores_and_partner_zero() -> None:
    rules = Rules(variant=Variant.HAND_PARTNERS, score_table=ScoreTable.GULF)
    hands = [[], parse_cards("JK 5C"), parse_cards("KD"), parse_cards("2S")]
    suited = score_finish(Finish.SUITED_HAND, 0, hands, [True, True, True, False], rules)
    assert suited.points == [-240, 8 * 25, 10, 800]
    zero = rules.with_(partner_of_finisher_pays=PartnerPays.ZERO)
    assert score_finish(Finish.NORMAL, 0, hands, [True, True, True, False], zero).points == [-30, 25, 0, 100]


def test_gulf_finish_always_needs_a_discard() -> None:
    sc = scenario(rules={"score_table": "gulf"}, hands=[["8H"], ["2D"]], opened=[True, False],
                  table=[{"owner": 0, "cards": ["5H", "6H", "7H"]}],
                  actions=[{"seat": 0, "extend": {"meld": 0, "cards": ["8H"]}}])
    assert codes(play(sc)) == ["illegal_extension"]


# ---------------------------------------------------------------- scenarios and the match


def test_round_to_scenario_round_trip() -> None:
    match = Match(Rules(variant=Variant.SAUDI), 3, seed=4)
    rnd = match.round
    again = load_scenario(json.loads(json.dumps(round_to_scenario(rnd)))).round
    for key in ("hands", "stock", "fire", "table", "opened", "turn", "phase", "dealer"):
        assert again.to_json()[key] == rnd.to_json()[key]


def test_scenario_errors() -> None:
    with pytest.raises(ScenarioError, match="opened"):
        load_scenario({"variant": "hand_partners", "players": 4, "hands": [[], [], [], []],
                       "opened": [True, False, False, False]})
    with pytest.raises(ScenarioError, match="phase"):
        load_scenario({"players": 2, "hands": [[], []], "phase": "over"})
    with pytest.raises(ScenarioError, match="seat"):
        load_scenario({"players": 2, "hands": [[], []], "turn": 2})


def test_scenario_without_hands_is_dealt() -> None:
    rnd = load_scenario({"variant": "saudi", "players": 3, "dealer": 1, "seed": 9}).round
    assert [len(h) for h in rnd.hands] == [14, 14, 15] and rnd.turn == 2
    assert rnd.phase.value == "first_discard" and len(rnd.stock) == 106 - 43


def fake_result(points: list[int]) -> RoundResult:
    seats = tuple(SeatScore(s, True, 0, Finish.NORMAL, Role.OPPONENT, 1, p) for s, p in enumerate(points))
    return RoundResult(Finish.NORMAL, 0, seats)


def test_tie_for_lowest_total_triggers_deciding_rounds() -> None:
    match = Match(Rules(rounds=3), 3, seed=1)
    match.results = [fake_result([10, 10, 50])] * 3
    match.round.phase = Phase.OVER
    assert not match.over and match.winner() is None
    match.start_next_round()
    assert match.deciding_round and not match.round.over
    match.results.append(fake_result([0, -30, 0]))
    match.round.phase = Phase.OVER
    assert match.over and match.winner() == 1


def test_partner_match_is_decided_by_team_totals() -> None:
    match = Match(Rules(variant=Variant.HAND_PARTNERS, rounds=3), 4, seed=1)
    match.results = [fake_result([-30, 20, 100, 0])] * 3  # team 0: 70 per round, team 1: 20
    match.round.phase = Phase.OVER
    assert match.team_totals() == [210, 60] and match.over and match.winner() == 1


def test_broken_saves_are_reported() -> None:
    with pytest.raises(SaveError, match="JSON"):
        Match.loads("{not json")
    with pytest.raises(SaveError, match="not a saved match"):
        Match.loads("[]")
    good = Match(Rules(), 2, seed=3)
    data = good.to_json()
    data["actions"] = [{"seat": 0, "discard": "ZZ"}]
    with pytest.raises(SaveError, match="checksum"):  # a changed log no longer matches
        Match.from_json(data)
    del data["checksum"]  # as a save written before checksums: the move itself is refused
    with pytest.raises(SaveError, match="refused"):
        Match.from_json(data)
    data = good.to_json()
    data["schema"] = 99
    with pytest.raises(SaveError, match="version"):
        Match.from_json(data)


def test_rejected_action_in_a_match_is_not_logged() -> None:
    match = Match(Rules(), 2, seed=3)
    other = 1 - match.round.turn
    with pytest.raises(RuleError) as err:
        match.apply(Draw(other, DrawSource.STOCK))
    assert err.value.code is ErrorCode.NOT_YOUR_TURN and match.log == []


def test_opening_value_bound_never_undercuts_the_solver() -> None:
    import random

    from hand_desktop.core.opening import opening_value_bound
    from hand_desktop.core.solver import best_opening_value

    rng = random.Random(8)
    for i in range(1500):
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        if i % 2:  # meld-rich: few suits, narrow ranks
            deck = [c for c in deck if c.is_joker or (c.suit.index < 2 and c.rank > 7)] + deck
        hand = deck[: rng.randrange(3, 17)]
        low = 11 if i % 3 == 0 else 1
        assert opening_value_bound(hand) >= best_opening_value(hand, low), hand
