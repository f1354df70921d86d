"""Random legal play: the workhorse of the property tests and the core benchmark.

``random_action`` picks among the legal moves of the player to move, leaning
towards laying cards so that rounds reach their interesting parts (openings,
extensions, Joker replacements, going out) instead of only drawing and
discarding until the stock runs dry.
"""

from __future__ import annotations

import random

from hand_desktop.core.actions import Action, Discard, Draw
from hand_desktop.core.moves import legal_actions
from hand_desktop.core.round import Round
from hand_desktop.core.view import view_for


def random_action(rnd: Round, rng: random.Random, play_bias: float = 0.8) -> Action:
    """A random legal action of the player to move."""
    actions = legal_actions(view_for(rnd, rnd.turn))
    if not actions:
        raise RuntimeError("no legal action: the round is over")
    plays = [a for a in actions if not isinstance(a, (Discard, Draw))]
    if plays and rng.random() < play_bias:
        return rng.choice(plays)
    others = [a for a in actions if isinstance(a, (Discard, Draw))] or actions
    return rng.choice(others)

