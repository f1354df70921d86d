"""Computer opponents: ``make_bot(level, seed)``.

A bot answers ``choose(view) -> Action`` for the seat the view belongs to. It
sees only the ``PlayerView`` (never another hand, never the stock's order), it
is deterministic given its seed and the views it receives, and it always
returns a legal action.
"""

from __future__ import annotations

from typing import Protocol

from hand_desktop.core.actions import Action
from hand_desktop.core.view import PlayerView

LEVELS: tuple[str, ...] = ("easy", "medium", "hard")


class Bot(Protocol):
    level: str

    def choose(self, view: PlayerView) -> Action: ...


def make_bot(level: str, seed: int = 0) -> Bot:
    """A bot of ``level`` ("easy", "medium" or "hard") with its own random seed."""
    from hand_desktop.core.bots.hard import HardBot
    from hand_desktop.core.bots.policy import EasyBot, MediumBot

    if level == "easy":
        return EasyBot(seed)
    if level == "medium":
        return MediumBot(seed)
    if level == "hard":
        return HardBot(seed)
    raise ValueError(f"unknown bot level {level!r}: choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "make_bot"]
