"""Hard's discard: the lookahead that brings the opening (or going out) closer, over sampled
draws, and the card it keeps back from the next player."""

from __future__ import annotations

import hashlib
import random
from dataclasses import replace
from typing import Any

from hand_desktop.core.actions import Discard
from hand_desktop.core.bots.hard import HARD, HardBot
from hand_desktop.core.bots.policy import MEDIUM, SHARP, MediumBot, PolicyBot, Style
from hand_desktop.core.cards import Card, parse_card
from hand_desktop.core.round import Round
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.scenario import load_scenario
from hand_desktop.core.view import PlayerView, view_for
from tests.scripts import load_script

SPARRING = load_script("benchmarks/sparring.py", "sparring")


def view_of(scenario: dict[str, Any]) -> PlayerView:
    return view_for(load_scenario(scenario).round, 0)


def card_in(view: PlayerView, text: str) -> Card:
    wanted = parse_card(text)
    return next(c for c in view.hand if c.rank == wanted.rank and c.suit is wanted.suit)


def lookahead(view: PlayerView, *texts: str, style: Style = HARD) -> dict[str, float]:
    """Hard's lookahead on these cards alone, from equal keep scores: the scores after it."""
    bot = HardBot(3, style=style)
    bot.memory.observe(view)
    tried = [card_in(view, t) for t in texts]
    scores = {c: 0.0 for c in view.hand}
    bot.add_lookahead(view, list(view.hand), {c.kind: c for c in tried}, scores)
    return {t: scores[c] for t, c in zip(texts, tried, strict=True)}


# Unopened: KS KH KD and 3C 4C 5C make 42 of the 51 an opening needs. Completing the 8s
# (8H or 8S) makes 66; completing the 2s makes only 48. So throwing a 2 keeps the
# likelier opening, throwing an 8 the unlikelier one.
UNOPENED = {
    "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
    "hands": [["KS", "KH", "KD", "3C", "4C", "5C", "8D", "8C", "2S", "2H", "6H", "10S", "QD", "5S",
               "JH"], ["3D", "9H", "7S"]],
    "fire": ["9D"],
}

# Opened, three cards left after the throw: with 7H 8H kept, QC goes onto the clubs on the
# table and 6H or 9H goes out; with QC QD kept, 7H is left loose and no single draw goes out.
OPENED = {
    "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
    "hands": [["7H", "8H", "QC", "QD"], ["3D", "9H", "7S"]],
    "table": [{"owner": 1, "cards": ["9C", "10C", "JC"]}],
    "fire": ["9D"],
    "opened": [True, True],
}


def test_the_lookahead_favours_the_throw_that_keeps_the_likelier_opening() -> None:
    scores = lookahead(view_of(UNOPENED), "2S", "8D")
    assert scores["2S"] < scores["8D"]  # the lower keep score is thrown


def test_the_lookahead_favours_the_throw_that_keeps_the_likelier_going_out() -> None:
    scores = lookahead(view_of(OPENED), "QD", "8H")
    assert scores["QD"] < scores["8H"]


def test_the_lookahead_is_hards_alone_and_replays_the_same() -> None:
    # Medium (the level casual players meet) and the hint's judgement (SHARP) play as before.
    assert not (MEDIUM.open_lookahead or MEDIUM.out_lookahead)
    assert not (SHARP.open_lookahead or SHARP.out_lookahead)
    assert HARD.open_lookahead > 0 and HARD.out_lookahead > 0
    view = view_of(UNOPENED)
    assert lookahead(view, "2S", "8D", "6H") == lookahead(view, "2S", "8D", "6H")
    assert HardBot(5).choose(view) == HardBot(5).choose(view)


def test_without_the_lookahead_the_keep_scores_are_untouched() -> None:
    view = view_of(UNOPENED)
    bot = PolicyBot(3, SHARP)
    hand = list(view.hand)
    scores = bot.keep_scores(view, hand)
    before = dict(scores)
    bot.add_lookahead(view, hand, {c.kind: c for c in hand}, scores)
    assert scores == before


def test_hard_does_not_throw_next_to_what_the_next_player_took_when_a_safe_card_exists() -> None:
    # Unopened, two loose cards: 9H and 8C. The next player was seen taking 8D from the
    # fire pile: 8C would help its set. Hard throws 9H whatever its seed; without that
    # memory its lookahead's samples sometimes throw 8C.
    scenario = {
        "variant": "hand", "players": 2, "dealer": 1, "turn": 0, "phase": "play",
        "hands": [["2S", "3S", "4S", "5D", "6D", "7D", "3C", "3H", "3D", "9H", "8C"],
                  ["3D", "9H", "7S", "KD"]],
        "fire": ["QD"],
    }
    view = view_of(scenario)
    plain: list[int] = []
    for seed in range(5):
        thrown = HardBot(seed).choose(view)
        assert isinstance(thrown, Discard)
        plain.append(thrown.cards[0].rank)
        bot = HardBot(seed)
        bot.memory.observe(view)
        bot.memory.taken = {1: [parse_card("8D")]}
        read = bot.choose(view)
        assert isinstance(read, Discard) and read.cards[0].rank == 9
    assert 8 in plain


def test_the_lookahead_samples_as_often_as_the_style_allows() -> None:
    view = view_of(OPENED)
    # One sampled run: each card reaches the goal in it or not, so a score drops by the whole
    # weight or not at all; the caps by default sample far more finely.
    one = lookahead(view, "QD", "8H", "7H", style=replace(HARD, lookahead_samples=1))
    assert {round(v, 9) for v in one.values()} <= {0.0, -HARD.out_lookahead}
    many = lookahead(view, "QD", "8H", "7H")
    assert any(-HARD.out_lookahead < v < 0.0 for v in many.values())
    # No run allowed: nothing is learnt, the scores stay as they were.
    assert set(lookahead(view, "QD", "8H", style=replace(HARD, lookahead_calls=0)).values()) == {0.0}


def test_medium_and_the_sparring_opponent_play_as_before_the_caps_moved_into_the_style() -> None:
    # Medium is what casual players meet, the sparring bot the yardstick of Hard's strength:
    # both took exactly these actions before the lookahead's caps became part of the Style
    # (the hash of main's play, seeded rounds of Hand and Saudi, 4 players).
    assert not (SPARRING.SKILLED.open_lookahead or SPARRING.SKILLED.out_lookahead)
    digest, actions = hashlib.sha256(), 0
    for variant in (Variant.HAND, Variant.SAUDI):
        for seed in range(3):
            rnd = Round.deal(Rules(variant=variant), 4, seed % 4, random.Random(seed))
            bots = [MediumBot(seed * 10 + s) if s % 2 == 0 else SPARRING.SparringBot(seed * 10 + s)
                    for s in range(4)]
            for _ in range(3000):
                if rnd.over:
                    break
                action = bots[rnd.turn].choose(view_for(rnd, rnd.turn))
                rnd.apply(action)
                digest.update(repr(action).encode())
                actions += 1
    assert actions == 455
    assert digest.hexdigest() == "d67612131437ddd13b23a8aff4a8421bbccfb40f2eb2cc121609577305f79c90"
