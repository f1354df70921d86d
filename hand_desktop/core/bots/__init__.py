"""Computer opponents: ``make_bot(level, seed)``.

A bot answers ``choose(view) -> Action`` for the seat the view belongs to, on
that seat's turn. It sees only the ``PlayerView`` (never another hand, never
the stock's order), it always returns a legal action, and it is deterministic
given its seed and the views it receives (Hard's searches stop on a world
count or a time budget, whichever comes first; only the time budget can make
a replay differ). Use one bot object per seat for a whole match: it remembers,
within a round, what the others took from and threw to the fire pile.

Levels (``policy.py``, ``hard.py``):

* ``easy``: throws its highest loose card, takes the fire card to open only
  half the time and never once opened, leaves Jokers on the table alone;
* ``medium``: the full rule-based policy with noise in which loose card it
  keeps, enough to keep it clearly below Hard; answers in about a millisecond;
* ``hard``: the same policy without the noise, with Joker tactics, reading
  the table (live outs, what the next player collects, how close everyone is
  to going out), hunting Hands (it keeps its hand closed to go out all at
  once when the Hand's chance within a few turns is worth the risk), and in
  every round of a match a determinized Monte Carlo search on "open now or
  hunt the Hand", judged by the chance of winning the match; it picks its
  discard by a lookahead over sampled draws (the chance to open, or to go out,
  soon); answers in a few milliseconds, up to about 0.2 s when it looks ahead,
  within about 0.55 s when it searches.
"""

from __future__ import annotations

from typing import Protocol

from hand_desktop.core.actions import Action
from hand_desktop.core.seats import BOT_KINDS
from hand_desktop.core.view import PlayerView

LEVELS: tuple[str, ...] = tuple(k.value for k in BOT_KINDS)  # "easy", "medium", "hard"


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
