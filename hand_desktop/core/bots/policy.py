"""Rule-based bots (first version: legal, simple)."""

from __future__ import annotations

import random

from hand_desktop.core.actions import Action, Discard, Draw, LayMelds
from hand_desktop.core.cards import penalty_value
from hand_desktop.core.game import Phase
from hand_desktop.core.moves import legal_actions
from hand_desktop.core.view import PlayerView


class EasyBot:
    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, view: PlayerView) -> Action:
        actions = legal_actions(view)
        if not actions:
            raise ValueError("the bot was asked to move when it has no move")
        if view.phase is Phase.DRAW:
            return actions[0]
        plays = [a for a in actions if not isinstance(a, (Discard, Draw))]
        opening = [a for a in plays if isinstance(a, LayMelds)]
        if plays:
            return opening[0] if opening else plays[0]
        discards = [a for a in actions if isinstance(a, Discard)]
        by_tok = {(c.rank, c.suit, c.copy): c for c in view.hand}

        def cost(a: Discard) -> int:
            t = a.cards[0]
            return penalty_value(by_tok[(t.rank, t.suit, t.copy)], view.rules.joker_penalty)

        return max(discards, key=cost)


class MediumBot(EasyBot):
    level = "medium"
