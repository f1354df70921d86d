"""The sparring opponent of benchmarks/sparring.py, and Hard against it: always legal."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from hand_desktop.core.actions import Discard, LayMelds
from hand_desktop.core.bots.card_memory import live_counts
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.bots.policy import HOLD_TURNS, MediumBot, PolicyBot
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
