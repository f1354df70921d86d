"""Helpers for the shell's tests (no tests here): matches played by random legal moves."""

from __future__ import annotations

import random

from hand_desktop.core.match import Match
from hand_desktop.core.randomplay import random_action
from hand_desktop.core.rules import Rules, Variant


def play_rounds(match: Match, rounds: int, seed: int = 1) -> Match:
    """Play ``rounds`` more rounds to their end (or the match's end) with random legal moves."""
    rng = random.Random(seed)
    target = len(match.results) + rounds
    while len(match.results) < target and not match.over:
        if match.round.over:
            match.start_next_round()
        match.apply(random_action(match.round, rng))
    return match


def finished_match(variant: Variant = Variant.HAND, players: int = 3, seed: int = 3) -> Match:
    match = Match(Rules(variant=variant, rounds=3), players, seed, [f"P{i}" for i in range(players)])
    while not match.over:
        play_rounds(match, 1, seed + len(match.results))
    return match


def plain(text: str) -> str:
    """Text without the Unicode isolation marks set around names (FSI ... PDI)."""
    return text.replace("\u2068", "").replace("\u2069", "")
