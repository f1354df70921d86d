"""Where a round stands: its ``Phase`` and what the player to move did this turn.

Small values that views, bots and the table read, kept apart from the state
machine in ``round.py`` so that reading a view does not import the rules engine.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum

from hand_desktop.core.cards import Card
from hand_desktop.core.rules import ErrorCode


class Phase(Enum):
    FIRST_DISCARD = "first_discard"
    DRAW = "draw"
    PLAY = "play"
    OVER = "over"


@dataclass
class TurnState:
    """What the player to move has done this turn (reset when the turn passes)."""

    fire_card: Card | None = None  # taken from the fire pile this turn (the discard was taken)
    laid: list[int] = field(default_factory=list)  # table indices laid this turn
    touched_other: bool = False  # extended / replaced on a meld not laid this turn
    opened_now: bool = False  # the side opened this turn
    waived: ErrorCode | None = None  # an exempt (Hand) opening waived this rule

    def copy(self) -> TurnState:
        return TurnState(self.fire_card, list(self.laid),
                         self.touched_other, self.opened_now, self.waived)
