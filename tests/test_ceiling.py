"""The perfect-information ceiling of benchmarks/ceiling.py: it sees the true round, and only there."""

from __future__ import annotations

import random
from typing import Any

import pytest

from hand_desktop.core.actions import Discard, token_of
from hand_desktop.core.bots import LEVELS, make_bot
from hand_desktop.core.bots.hard import HardBot
from hand_desktop.core.match import Match
from hand_desktop.core.rules import Variant
from tests.scripts import load_script

SPARRING = load_script("benchmarks/sparring.py", "sparring")
CEILING = load_script("benchmarks/ceiling.py", "ceiling")
BENCH = load_script("benchmarks/bench_strength.py", "bench_strength")


def scenario(next_draw: str) -> dict[str, Any]:
    """Seat 0 (opened) must throw one of 5H 6H 9C 9D; seat 1 (opened, far from going out)
    draws 4D from the stock, then seat 0 draws ``next_draw``: 7H goes out with 5H 6H, 9S
    with 9C 9D. Only a bot that knows the stock's order can keep the right pair."""
    return {
        "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
        "hands": [["5H", "6H", "9C", "9D"], ["3D", "7S", "10D", "KH", "2C"]],
        "table": [{"owner": 0, "cards": ["2S", "3S", "4S"]},
                  {"owner": 1, "cards": ["JC", "QC", "KC"]}],
        "stock": ["4D", next_draw],
        "fire": ["8D"],
        "opened": [True, True],
    }


def thrown(match: Match) -> str:
    bot = CEILING.CeilingBot(3)
    bot.watch(match)
    action = bot.choose(match.view_for(0))
    assert isinstance(action, Discard) and bot.searches == 1
    card = next(c for c in match.round.hands[0] if token_of(c) in action.cards)
    return card.code()


def test_the_ceiling_keeps_the_pair_the_stock_completes() -> None:
    assert thrown(Match.from_scenario(scenario("7H"), seed=1)) in {"9C", "9D"}
    assert thrown(Match.from_scenario(scenario("9S"), seed=1)) in {"5H", "6H"}
    # Hard sees the same view in both rounds, so it cannot tell them apart.
    views = [Match.from_scenario(scenario(c), seed=1).view_for(0) for c in ("7H", "9S")]
    assert views[0] == views[1]
    assert HardBot(3).choose(views[0]) == HardBot(3).choose(views[1])


def test_its_searches_play_out_a_copy_of_the_true_round() -> None:
    match = Match.from_scenario(scenario("7H"), seed=2)
    bot = CEILING.CeilingBot(4)
    bot.watch(match)
    before = match.round.to_json()
    worlds: list[dict[str, Any]] = []
    play = bot.play

    def recording(world: Any, *args: Any) -> tuple[float, bool]:
        worlds.append(world.to_json())  # every hand, the stock's order, the reshuffle's luck
        return play(world, *args)

    bot.play = recording
    bot.choose(match.view_for(0))
    assert worlds and all(w == before for w in worlds)
    assert match.round.to_json() == before  # searching changed nothing in the real match
    assert bot.playouts >= len(worlds)


def test_without_the_match_it_refuses_to_search() -> None:
    view = Match.from_scenario(scenario("7H"), seed=2).view_for(0)
    with pytest.raises(ValueError, match="watch"):
        CEILING.CeilingBot(1).world(view)
    with pytest.raises(ValueError, match="watch"):
        CEILING.InformedHard(1).sampler(view)


def test_the_decomposed_ceilings_know_the_hands_or_nothing() -> None:
    match = Match.from_scenario(scenario("7H"), seed=2)
    truth = match.round
    view = match.view_for(0)
    hands = CEILING.CeilingBot(5, knows=CEILING.Knows.HANDS)
    hands.watch(match)
    fair = CEILING.CeilingBot(5, knows=CEILING.Knows.NONE)  # plays without the match
    for _ in range(6):
        seen = hands.world(view)
        assert seen.hands == truth.hands and sorted(map(str, seen.stock)) == sorted(map(str, truth.stock))
        sampled = fair.world(view)
        assert sampled.hands[0] == truth.hands[0]
        assert [len(h) for h in sampled.hands] == [len(h) for h in truth.hands]
    # The HANDS worlds shuffle the stock: its order differs from world to world.
    assert len({tuple(map(str, hands.world(view).stock)) for _ in range(6)}) == 6


def test_a_searching_variant_scores_every_candidate_on_the_same_fresh_worlds() -> None:
    match = Match.from_scenario(scenario("7H"), seed=2)
    bot = CEILING.CeilingBot(6, knows=CEILING.Knows.HANDS, worlds=3)
    bot.watch(match)
    stocks: list[list[tuple[str, ...]]] = []  # per world dealt: the stock each candidate saw
    play = bot.play

    def recording(world: Any, *args: Any) -> tuple[float, bool]:
        stock = tuple(map(str, world.stock))
        if not stocks or stocks[-1][-1] != stock:
            stocks.append([])
        stocks[-1].append(stock)
        return play(world, *args)

    bot.play = recording
    bot.choose(match.view_for(0))  # seat 0 throws one of its 4 kinds of card
    assert len(stocks) == 3 and all(len(s) == 4 for s in stocks)  # 4 candidates on each world
    assert len({s[0] for s in stocks}) == 3  # the stock dealt anew for each world
    # Where the world is the true round, one is all there is to play.
    assert CEILING.CeilingBot(6, worlds=3).worlds == 1
    assert type(BENCH.make("ceiling_fair_search", 1)).__name__ == "CeilingBot"


def test_the_informed_hard_searches_worlds_with_the_true_hands() -> None:
    match = Match.from_scenario(scenario("9S"), seed=2)
    bot = CEILING.InformedHard(1)
    bot.watch(match)
    sample = bot.sampler(match.view_for(0))
    worlds = [sample(random.Random(i)) for i in range(8)]
    assert all(w.hands == match.round.hands for w in worlds)
    assert all(sorted(map(str, w.stock)) == sorted(map(str, match.round.stock)) for w in worlds)
    assert len({tuple(map(str, w.stock)) for w in worlds}) == 8
    assert HardBot(1).sampler(match.view_for(0)) is None  # Hard deals its worlds from the view


def test_the_ceiling_is_not_a_level_players_choose() -> None:
    assert "ceiling" not in LEVELS
    with pytest.raises(ValueError):
        make_bot("ceiling")
    assert all(type(make_bot(level)).__name__ != "CeilingBot" for level in LEVELS)


def test_the_benchmark_hands_the_ceiling_the_match_it_plays(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[bool] = []

    def checked(self: Any, view: Any, candidates: Any) -> int:
        # The world the search would play out is the round the benchmark is playing.
        world = self.world(view)
        truth = self.match.round
        seen.append(world.to_json() == truth.to_json() and world.hands[view.seat] == list(view.hand))
        return 0  # no playouts: the test is about what the bot sees

    monkeypatch.setattr(CEILING.CeilingBot, "best", checked)
    figure = next(f for f in BENCH.FIGURES if f.name == "ceiling_vs_hunter_hand")
    assert figure.tested == "ceiling" and figure.variant is Variant.HAND
    BENCH.play((figure, 3, 1, 0, 2, {}))
    assert seen and all(seen)


def test_the_true_style_variant_plays_the_opponents_out_in_their_styles() -> None:
    names = ["hunter", "ceiling_true", "reader", "medium"]
    bot = BENCH.make("ceiling_true", 1, None, names)
    assert [s.name for s in bot.true_styles] == ["hunter", "medium", "reader", "medium"]
    assert BENCH.make("ceiling", 1, None, names).true_styles is None
