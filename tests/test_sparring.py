"""The sparring opponent of benchmarks/sparring.py, and Hard against it: always legal."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from hand_desktop.core.actions import Discard, LayMelds
from hand_desktop.core.bots.analysis import hand_reach
from hand_desktop.core.bots.card_memory import live_counts
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.bots.policy import HOLD_TURNS, MediumBot, PolicyBot
from hand_desktop.core.cards import parse_cards, parse_token
from hand_desktop.core.round import Round
from hand_desktop.core.rules import Rules, ScoreTable, Variant
from hand_desktop.core.scenario import load_scenario
from hand_desktop.core.view import view_for
from tests.full import FULL
from tests.scripts import load_script

SPARRING = load_script("benchmarks/sparring.py", "sparring")


def _round(rules: Rules, players: int, seed: int, bots: list[PolicyBot]) -> int:
    """Play one round; every action must pass ``Round.check``. Returns the actions played."""
    rnd = Round.deal(rules, players, seed % players, random.Random(seed))
    actions = 0
    for _ in range(3000):
        if rnd.over:
            break
        seat = rnd.turn
        action = bots[seat].choose(view_for(rnd, seat))
        error = rnd.check(action)
        assert error is None, f"{bots[seat].style.name} played an illegal {action}: {error}"
        rnd.apply(action)
        actions += 1
    assert rnd.over
    assert all(b.fallbacks == 0 for b in bots)
    return actions


@pytest.mark.parametrize("variant", list(Variant))
def test_sparring_and_hard_play_only_legal_actions(variant: Variant) -> None:
    for i, rules in enumerate((Rules(variant=variant),
                               Rules(variant=variant, score_table=ScoreTable.GULF,
                                     discards_before_opening=8))):
        players = 4 if variant.partners else 3 + i
        for seed in range(2 if FULL else 1):
            bots: list[PolicyBot] = [
                SPARRING.SparringBot(seed * 10 + s) if s % 2 == 0 else HardBot(seed * 10 + s, time_cap_s=60.0)
                for s in range(players)
            ]
            assert _round(rules, players, 100 * i + seed, bots) > 0


def test_sparring_bot_is_not_a_level_players_choose() -> None:
    from hand_desktop.core.bots import LEVELS

    assert "sparring" not in LEVELS


NEAR_HAND = {
    "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
    # Melds of 13 cards, 7D 8D waiting for 6D, 9D or a Joker, two loose cards.
    "hands": [["10S", "JS", "QS", "KS", "AS", "9H", "9D", "9C", "4C", "5C", "6C",
               "7D", "8D", "2H", "3S"], ["3C", "3D", "5S"]],
    "fire": ["KH"],
}


def test_hand_chance_counts_the_drawable_cards_that_complete_the_hand() -> None:
    view = view_for(load_scenario(NEAR_HAND).round, 0)
    bot = SPARRING.SparringBot(1)
    bot.memory.observe(view)
    total = sum(live_counts(view, bot.memory))
    # After throwing a loose card: 6D twice, the other 9D, two Jokers; or a 9S (twice):
    # 9H 9C 9S and 7D 8D 9D.
    one = 7 / total
    expected = 1 - (1 - one) ** HOLD_TURNS
    hold = PolicyBot.discard(bot, view)
    assert isinstance(hold, Discard)
    assert bot.hand_chance(view, hold) == pytest.approx(expected)


def test_sparring_opens_unless_the_hand_is_likely_enough() -> None:
    view = view_for(load_scenario(NEAR_HAND).round, 0)
    assert isinstance(SPARRING.SparringBot(1).choose(view), LayMelds)  # about 22%: below the bar
    held = SPARRING.SparringBot(1, replace(SPARRING.SKILLED, hold_bar=0.1)).choose(view)
    assert isinstance(held, Discard)  # holds its hand closed for the Hand
    assert MediumBot(1).choose(view) != held  # Medium would open


def test_a_leader_holds_less_than_a_trailer() -> None:
    view = view_for(load_scenario(NEAR_HAND).round, 0)
    bot = SPARRING.SparringBot(1)
    leading = replace(view, scores=(0, 200), rounds_left=0)
    trailing = replace(view, scores=(200, 0), rounds_left=0)
    early = replace(view, scores=(0, 200), rounds_left=4)
    bar = bot.hold_threshold
    assert bar(trailing) < bar(view) < bar(early) < bar(leading)


# --------------------------------------------------------------------------- issue 30's field


@pytest.mark.parametrize("variant", list(Variant))
def test_every_style_of_the_field_plays_only_legal_actions(variant: Variant) -> None:
    rules = Rules(variant=variant)
    names = list(SPARRING.STYLES)
    bots: list[PolicyBot] = [SPARRING.make_sparring(names[s % len(names)], 40 + s) for s in range(4)]
    assert _round(rules, 4, 7, bots) > 0
    shifted = [SPARRING.make_sparring(names[(s + 1) % len(names)], 50 + s) for s in range(4)]
    assert _round(rules, 4, 8, list(shifted)) > 0


def test_make_sparring_changes_fields_and_refuses_unknown_names() -> None:
    bot = SPARRING.make_sparring("hunter:hand_turns=5,hand_ev=0.5", 1)
    assert (bot.style.hand_turns, bot.style.hand_ev, bot.style.name) == (5, 0.5, "hunter")
    with pytest.raises(ValueError):
        SPARRING.make_sparring("shark", 1)
    with pytest.raises(ValueError):
        SPARRING.make_sparring("hunter:no_such_field=1", 1)


def test_hand_reach_counts_the_runs_that_complete_the_hand() -> None:
    hand = parse_cards("10S JS QS KS AS 9H 9D 9C 4C 5C 6C 7D 8D 2H")  # 2H loose, 7D 8D open
    six = parse_cards("6D")[0]
    two = parse_cards("2S")[0]
    # One turn, no fire look: a run whose stock card is the 6D makes the Hand (2H thrown).
    assert hand_reach(hand, 1, 1, [[six], [two]], 0) == 0.5
    # The fire card is taken only if it completes the Hand; a stock card joins the hand.
    assert hand_reach(hand, 1, 1, [[two, six]], 1) == 1.0
    assert hand_reach(hand, 1, 1, [[six, two]], 1) == 1.0
    # All melded: any card does; four loose cards with one turn: out of reach.
    assert hand_reach(hand[:11] + parse_cards("10C JC QC"), 1, 1, [[two]], 0) == 1.0
    far = hand[:10] + parse_cards("2H 5S KD JD")
    assert hand_reach(far, 1, 1, [[six]], 0) == 0.0


def opened_near(cards_left: int) -> dict[str, object]:
    """NEAR_HAND with the opponent opened (a meld on the table) and ``cards_left`` cards."""
    scenario = dict(NEAR_HAND)
    scenario["hands"] = [NEAR_HAND["hands"][0], ["3C", "3D", "5S", "8S", "JD", "6H", "7S", "QD"][:cards_left]]
    scenario["table"] = [{"owner": 1, "cards": ["4H", "4S", "4D"]}]
    scenario["opened"] = [False, True]
    return scenario


def test_the_hunter_holds_for_a_likely_hand_unless_someone_is_about_to_go_out() -> None:
    view = view_for(load_scenario(NEAR_HAND).round, 0)
    held = SPARRING.make_sparring("hunter", 1).choose(view)
    assert isinstance(held, Discard)  # the sparring bot opens here (see above)
    assert held.cards[0] in (parse_token("2H#1"), parse_token("3S#1"))  # not 7D 8D, nor a meld's
    calm = view_for(load_scenario(opened_near(8)).round, 0)
    assert isinstance(SPARRING.make_sparring("hunter", 1).choose(calm), Discard)
    close = view_for(load_scenario(opened_near(1)).round, 0)
    assert isinstance(SPARRING.make_sparring("hunter", 1).choose(close), LayMelds)


def test_the_rusher_opens_at_once_and_sheds_high_cards() -> None:
    view = view_for(load_scenario(NEAR_HAND).round, 0)
    assert isinstance(SPARRING.make_sparring("rusher", 1).choose(view), LayMelds)
    hand = [c for c in view.hand if c.code() != "3S"] + parse_cards("KD")  # a loose King
    rusher, skilled = SPARRING.make_sparring("rusher", 1), SPARRING.make_sparring("sparring", 1)
    opened = replace(view, opened=(True, False))
    king = hand[-1]
    two = next(c for c in hand if c.code() == "2H")
    gap = [b.keep_scores(opened, hand)[two] - b.keep_scores(opened, hand)[king] for b in (rusher, skilled)]
    assert gap[0] > gap[1]  # the King weighs more against keeping for the rusher


def test_the_reader_keeps_what_the_next_player_collects_more_than_sparring() -> None:
    view = view_for(load_scenario(NEAR_HAND).round, 0)
    hand = list(view.hand)
    scores = {}
    for name in ("reader", "sparring"):
        bot = SPARRING.make_sparring(name, 1)
        bot.memory.observe(view)
        bot.memory.taken[1] = parse_cards("2S")  # the next player took a 2: it collects 2s
        plain = SPARRING.make_sparring(name, 1)
        plain.memory.observe(view)
        two = next(c for c in hand if c.code() == "2H")
        scores[name] = bot.keep_scores(view, hand)[two] - plain.keep_scores(view, hand)[two]
    assert scores["reader"] > scores["sparring"] > 0


def test_a_match_leader_weighs_the_hunts_risk_more_than_a_trailer() -> None:
    view = view_for(load_scenario(NEAR_HAND).round, 0)
    bot = SPARRING.make_sparring("hunter:hand_standing=0.5", 1)
    assert bot.standing_factor(view) == 1.0  # a round on its own
    leading = replace(view, scores=(0, 200), rounds_left=2)
    trailing = replace(view, scores=(200, 0), rounds_left=2)
    assert bot.standing_factor(trailing) < 1.0 < bot.standing_factor(leading)
    assert bot.standing_factor(replace(leading, rounds_left=0)) > bot.standing_factor(leading)
    assert SPARRING.make_sparring("hunter", 1).standing_factor(leading) == 1.0  # off by default
