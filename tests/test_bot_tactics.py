"""Hard's tactics beyond the shared policy: Jokers, and playing to win the match."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import pytest

from hand_desktop.core.actions import Discard, Draw, DrawSource, Extend, LayMelds
from hand_desktop.core.bots.analysis import frees_joker
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.bots.policy import MEDIUM, SHARP, MediumBot, PolicyBot
from hand_desktop.core.bots.search import match_win_chance, outcome, relative_points
from hand_desktop.core.cards import parse_card
from hand_desktop.core.match import Match
from hand_desktop.core.melds import build_meld
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.scenario import load_scenario
from hand_desktop.core.view import view_for


def cards(text: str) -> list[Any]:
    return [parse_card(t) for t in text.split()]


def meld(text: str, joker_as: Any = None) -> Any:
    return build_meld(cards(text), joker_as)


# --------------------------------------------------------------------------- Jokers


def test_frees_joker_in_runs_and_sets() -> None:
    run = meld("5H 6H JK")  # the Joker sits high: 7H
    assert frees_joker(parse_card("7H"), run, [])
    assert not frees_joker(parse_card("4H"), run, [])
    assert not frees_joker(parse_card("7D"), run, [])
    three = meld("9H 9D 9C JK")  # the Joker is the missing 9S
    assert frees_joker(parse_card("9S"), three, [])
    two = meld("9H 9D JK")  # the Joker stands for 9C and 9S: both are needed at once
    assert not frees_joker(parse_card("9S"), two, [])
    assert frees_joker(parse_card("9S"), two, cards("9C"))
    assert not frees_joker(parse_card("7H"), meld("5H 6H 7H"), [])


JOKER_ON_TABLE: dict[str, Any] = {
    "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "draw",
    "hands": [["2C", "9D", "KC", "4S", "JK"], ["3C", "3D", "8S"]],
    "table": [{"owner": 1, "cards": ["5H", "6H", "JK"], "joker_as": "7H"},
              {"owner": 0, "cards": ["QS", "QH", "QD"]}],
    "fire": ["2S", "7H"],
    "opened": [True, True],
}


def test_hard_takes_a_fire_card_that_frees_a_joker_and_medium_does_not() -> None:
    view = view_for(load_scenario(JOKER_ON_TABLE).round, 0)
    assert HardBot(1).choose(view) == Draw(0, DrawSource.FIRE)
    assert MediumBot(1).choose(view) == Draw(0, DrawSource.STOCK)


def test_hard_lays_off_its_joker_where_its_card_is_dead() -> None:
    # The Joker can go beside 4D-6D (as 3D or 7D), beside 10C-QC (as 9C or KC) or into
    # the Kings (as KS). Both KC are in sight (the fire pile, the set of Kings), so as KC
    # nobody can ever take it back.
    scenario = {
        "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
        "hands": [["JK", "2S", "5S"], ["3C", "3H", "8S"]],
        "table": [{"owner": 1, "cards": ["4D", "5D", "6D"]},
                  {"owner": 1, "cards": ["10C", "JC", "QC"]},
                  {"owner": 1, "cards": ["KC", "KH", "KD"]}],
        "fire": ["KC"],
        "opened": [True, True],
    }
    view = view_for(load_scenario(scenario).round, 0)
    action = HardBot(1).choose(view)
    assert isinstance(action, Extend) and action.cards[0].rank == 0
    assert action.meld == 1 and action.joker_as is not None and action.joker_as.rank == 13
    medium = MediumBot(1).choose(view)
    assert isinstance(medium, Extend) and medium.meld == 0  # the first place it finds


def test_hard_turns_an_end_joker_to_the_dead_end_when_it_lays_a_run() -> None:
    # 5H 6H + Joker: the solver puts the Joker high (7H, worth more), but both 4H are in
    # sight, so as 4H nobody can take it back; Medium keeps the solver's choice.
    scenario = {
        "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
        "hands": [["5H", "6H", "JK", "2S", "9C"], ["3C", "3H", "8S"]],
        "table": [{"owner": 1, "cards": ["4H", "4D", "4C"]}],
        "fire": ["4H"],
        "opened": [True, True],
    }
    view = view_for(load_scenario(scenario).round, 0)
    hard, medium = HardBot(1).choose(view), MediumBot(1).choose(view)
    assert isinstance(hard, LayMelds) and isinstance(medium, LayMelds)
    assert medium.melds[0].joker_as is not None and medium.melds[0].joker_as.rank == 7
    assert hard.melds[0].joker_as is not None and hard.melds[0].joker_as.rank == 4


def test_hard_keeps_the_card_that_would_hand_the_next_player_a_joker() -> None:
    # Not opened, Hard cannot take the Joker back itself; thrown, 7H would let the
    # opened next player take it. Without the Joker tactics the same policy throws it.
    scenario = {
        "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
        "hands": [["7H", "2S", "2D", "3S", "3D", "9C", "10C"], ["3C", "3H", "8S"]],
        "table": [{"owner": 1, "cards": ["5H", "6H", "JK"], "joker_as": "7H"}],
        "fire": ["KD"],
        "opened": [False, True],
    }
    view = view_for(load_scenario(scenario).round, 0)
    plain = replace(SHARP, guard_jokers=False, w_free_joker=0.0)
    thrown = PolicyBot(1, plain).choose(view)
    assert isinstance(thrown, Discard) and thrown.cards[0].rank == 7
    kept = PolicyBot(1, SHARP).choose(view)
    assert isinstance(kept, Discard) and kept.cards[0].rank != 7


def test_medium_keeps_the_shared_policy() -> None:
    # Medium is the policy Hard is measured against: only its noise and the Joker
    # tactics separate them.
    assert MEDIUM.noise > 0 and SHARP.noise == 0
    assert not (MEDIUM.fire_for_joker or MEDIUM.guard_jokers or MEDIUM.w_free_joker)
    assert SHARP.fire_for_joker and SHARP.guard_jokers and SHARP.w_free_joker > 0


# --------------------------------------------------------------------------- the match


def test_match_win_chance() -> None:
    assert match_win_chance([0, 0, 0, 0], 0, 4, 44.0) == pytest.approx(0.25, abs=1e-6)
    assert match_win_chance([10, 10], 1, 0, 60.0) == pytest.approx(0.5, abs=1e-6)
    lead = match_win_chance([-60, 0, 0, 0], 0, 0, 44.0)
    behind = match_win_chance([60, 0, 0, 0], 0, 0, 44.0)
    assert lead > 0.8 and behind < 0.02
    # More rounds to come: more can change.
    assert 0.25 < match_win_chance([-60, 0, 0, 0], 0, 4, 44.0) < lead
    chances = [match_win_chance([5, 20, 40, 80], s, 1, 44.0) for s in range(4)]
    assert sum(chances) == pytest.approx(1.0, abs=1e-3)
    assert chances == sorted(chances, reverse=True)


def test_match_views_count_the_rounds_left() -> None:
    rules = Rules(variant=Variant.HAND, rounds=3)
    match = Match(rules, 2, seed=4)
    seen = [match.view_for(0).rounds_left]  # at the start of each round
    bots = [MediumBot(1), MediumBot(2)]
    while not match.over:
        if match.round.over:
            match.start_next_round()
            seen.append(match.view_for(1).rounds_left)
            continue
        seat = match.round.turn
        match.apply(bots[seat].choose(match.view_for(seat)))
    assert seen[:3] == [2, 1, 0]
    assert all(left == 0 for left in seen[3:])  # deciding rounds, if the totals tied
    rnd = load_scenario(JOKER_ON_TABLE).round
    assert view_for(rnd, 0).rounds_left is None  # a round on its own


def test_outcome_is_points_alone_and_the_match_chance_in_a_match() -> None:
    rnd = load_scenario(JOKER_ON_TABLE).round
    alone = view_for(rnd, 0)
    assert outcome([-30, 40], alone) == relative_points([-30, 40], 0, False) == -70
    last = view_for(rnd, 0, scores=(50, 0), rounds_left=0)
    # 50 behind in the last round: going out for -30 while the other pays 40 wins (by 20);
    # a normal round where both pay little does not.
    assert outcome([-30, 40], last) < outcome([5, 5], last)
    assert outcome([-30, 40], last) < -80
    assert outcome([5, 5], last) > -10


def test_hard_still_plays_legal_rounds_in_a_match() -> None:
    match = Match(Rules(variant=Variant.HAND, rounds=3), 4, seed=9)
    bots = [HardBot(s, worlds=4) for s in range(4)]
    while not match.over:
        if match.round.over:
            match.start_next_round()
            continue
        seat = match.round.turn
        action = bots[seat].choose(match.view_for(seat))
        assert match.round.check(action) is None
        match.apply(action)
    assert match.winner() is not None


# --------------------------------------------------------------------------- Hands


def hunt_scenario(opponent_cards: list[str], opponent_opened: bool) -> dict[str, Any]:
    table = [{"owner": 1, "cards": ["4C", "4D", "4H"]}] if opponent_opened else []
    return {
        "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
        "hands": [["QS", "KS", "AS", "10H", "JH", "QH", "9D", "9C", "9S", "2C", "5D", "7H"],
                  opponent_cards],
        "table": table,
        "fire": ["3S"],
        "opened": [False, opponent_opened],
    }


def test_a_hunting_style_holds_its_opening_for_a_hand_until_an_opponent_is_close() -> None:
    hunter = replace(SHARP, hunt_cards=5, hunt_until=3)
    far = view_for(load_scenario(hunt_scenario(["2D", "3D", "8S", "8C", "6H"], True)).round, 0)
    action = PolicyBot(1, hunter).choose(far)
    assert isinstance(action, Discard)  # three cards would be left: hold on for a Hand
    assert isinstance(PolicyBot(1, SHARP).choose(far), LayMelds)  # the plain policy opens
    close = view_for(load_scenario(hunt_scenario(["2D", "3D"], True)).round, 0)
    assert isinstance(PolicyBot(1, hunter).choose(close), LayMelds)  # the opponent may go out
    tight = replace(hunter, hunt_cards=2)
    assert isinstance(PolicyBot(1, tight).choose(far), LayMelds)  # too many cards would be left
    saudi = hunt_scenario(["2D", "3D", "8S", "8C", "6H"], True)
    saudi["variant"] = "saudi"  # a rising threshold: holding back could price it out
    view = view_for(load_scenario(saudi).round, 0)
    assert isinstance(PolicyBot(1, hunter).choose(view), LayMelds)


def test_a_hunting_style_leaves_a_fire_card_that_would_end_the_hunt() -> None:
    scenario = hunt_scenario(["2D", "3D", "8S", "8C", "6H"], False)
    scenario["phase"] = "draw"
    scenario["fire"] = ["3S", "KH"]  # it would lengthen 10H-QH, but opening would end the hunt
    view = view_for(load_scenario(scenario).round, 0)
    assert PolicyBot(1, SHARP).choose(view) == Draw(0, DrawSource.FIRE)
    assert PolicyBot(1, replace(SHARP, hunt_cards=5)).choose(view) == Draw(0, DrawSource.STOCK)
    scenario["hands"][0] = scenario["hands"][0][:9] + ["2C", "3C"]
    scenario["fire"] = ["3S", "4C"]  # ... unless it makes the whole hand a Hand
    view = view_for(load_scenario(scenario).round, 0)
    assert PolicyBot(1, replace(SHARP, hunt_cards=5)).choose(view) == Draw(0, DrawSource.FIRE)


def spy_on_search(hard: HardBot) -> list[Any]:
    seen: list[Any] = []
    original = hard.search

    def spy(view: Any, candidates: Any, plans: Any = None) -> Any:
        seen.append((candidates, plans))
        return original(view, candidates, plans)

    hard.search = spy  # type: ignore[method-assign]
    return seen


def test_hard_hunts_by_its_rule_outside_a_match_and_searches_the_hunt_in_a_match() -> None:
    rnd = load_scenario(hunt_scenario(["2D", "3D", "8S", "8C", "6H"], False)).round
    alone = HardBot(3, time_cap_s=60.0, worlds=6)
    seen = spy_on_search(alone)
    # A round on its own: the Hand's worth decides, no search. The opponent is closed
    # (a Hand of its own is rare): a small chance of the Hand is worth the wait.
    assert isinstance(alone.choose(view_for(rnd, 0)), Discard)
    # An opened opponent down to two cards may go out any turn: it opens.
    close = load_scenario(hunt_scenario(["2D", "3D"], True)).round
    assert isinstance(HardBot(3, time_cap_s=60.0, worlds=6).choose(view_for(close, 0)), LayMelds)
    assert seen == []
    rule_only = HardBot(3, time_cap_s=60.0, worlds=6, search_rounds=0)  # search the last round only
    seen = spy_on_search(rule_only)
    rule_only.choose(view_for(rnd, 0, (0, 0), rounds_left=2))
    assert seen == []
    third_last = HardBot(3, time_cap_s=60.0, worlds=6)  # in a match, every round is searched
    seen = spy_on_search(third_last)
    third_last.choose(view_for(rnd, 0, (0, 0), rounds_left=2))
    assert len(seen) == 1 and third_last.searches == 1
    last = HardBot(3, time_cap_s=60.0, worlds=6)
    seen = spy_on_search(last)
    action = last.choose(view_for(rnd, 0, (0, 0), rounds_left=0))
    assert len(seen) == 1
    candidates, plans = seen[0]
    assert isinstance(candidates[0], LayMelds) and isinstance(candidates[1], Discard)
    # The worlds play the hunt by the plain rule (8 cards, until an opponent is down to 4).
    assert plans[0].hunt_cards == 0 and (plans[1].hunt_cards, plans[1].hunt_until) == (8, 4)
    assert plans[1].hand_ev == 0.0 < last.style.hand_ev
    assert action in candidates and last.searches == 1


def test_hard_may_play_the_hunt_out_by_the_hands_worth() -> None:
    hard = HardBot(3, plan_ev=0.7, plan_runs=5)
    assert (hard.hunter.hand_ev, hard.hunter.hand_runs) == (0.7, 5)
    assert hard.hunter.hunt_cards == hard.style.hunt_cards and hard.opener.hunt_cards == 0
    assert HardBot(3).hunter.hand_ev == 0.0  # the plain rule (8 cards, until 4)
    # The search plays its "hunt" worlds with that plan.
    rnd = load_scenario(hunt_scenario(["2D", "3D", "8S", "8C", "6H"], False)).round
    hard = HardBot(3, time_cap_s=60.0, worlds=3, plan_ev=0.7, plan_runs=5)
    seen = spy_on_search(hard)
    action = hard.choose(view_for(rnd, 0, (0, 0), rounds_left=0))
    assert len(seen) == 1 and seen[0][1][1] is hard.hunter and action in seen[0][0]
