"""Hints for a human seat, from the machinery the bots use.

``hint_for(view)`` answers, from the seat's own view only:

* ``opening``: the best opening the hand holds now (its melds and value), the
  value required, and whether it is enough (``None`` once the side has opened,
  or when no meld can be made at all);
* ``melds``: for an opened side, the melds it could lay now (best value first);
* ``hand_possible``: can the seat go out now as a Hand (whole hand in one turn)?
  In the draw phase: would taking the fire card make a Hand possible?
* ``fire_opens``: in the draw phase, for an unopened side, would taking the
  fire card let it open (the guard of RULES.md section 7)? ``None`` where it
  does not apply (opened side, not the draw phase, empty fire pile);
* ``draw``: the draw the bots' policy would choose ("stock" or "fire");
* ``discard``: the card the policy would throw now (``None`` when no discard
  is possible, e.g. before drawing or while the seat must open);
* ``action``: the policy's whole next action.

The policy is the bots' at its best (``policy.SHARP``: Hard's judgement
without its search, so a hint answers at once).

A hint never changes the game and never looks at hidden cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from hand_desktop.core import solver
from hand_desktop.core.actions import Action, Discard, Draw
from hand_desktop.core.bots.policy import SHARP, PolicyBot
from hand_desktop.core.cards import Card
from hand_desktop.core.game import Phase
from hand_desktop.core.melds import Meld
from hand_desktop.core.moves import fire_draw_allowed, go_out_check
from hand_desktop.core.view import PlayerView


@dataclass(frozen=True)
class OpeningHint:
    melds: tuple[Meld, ...]
    value: int
    required: int

    @property
    def enough(self) -> bool:
        return self.value >= self.required

    @property
    def missing(self) -> int:
        return max(0, self.required - self.value)

    @property
    def cards(self) -> tuple[Card, ...]:
        return tuple(c for m in self.melds for c in m.cards)


@dataclass(frozen=True)
class Hint:
    opening: OpeningHint | None
    melds: tuple[Meld, ...]
    hand_possible: bool
    fire_opens: bool | None
    draw: str | None
    discard: Card | None
    action: Action | None


def hint_for(view: PlayerView, seed: int = 0) -> Hint:
    """A hint for the seat of ``view`` (meaningful on its turn; partial otherwise)."""
    rules = view.rules
    low = rules.low_ace_value
    hand = list(view.hand)
    opened = view.opened[view.seat]
    locked = view.locked
    allow_empty = not rules.discard_required_to_finish

    opening: OpeningHint | None = None
    melds: tuple[Meld, ...] = ()
    best = solver.best_opening(hand, low, locked=locked, need_discard=True, allow_empty=allow_empty)
    if best is not None:
        if opened:
            melds = best.melds
        else:
            opening = OpeningHint(best.melds, best.value, view.required_opening)

    fire_opens: bool | None = None
    hand_possible = False
    if view.my_turn and view.phase is Phase.DRAW:
        fire = view.fire_top
        if fire is not None and not opened:
            fire_opens = fire_draw_allowed(view)
        if fire is not None and fire_draw_allowed(view):
            hand_possible = _hand_with(view, hand + [fire], fire)
    elif view.my_turn and view.phase is Phase.PLAY:
        check = go_out_check(view)
        hand_possible = check is not None and check.is_hand

    action: Action | None = None
    draw: str | None = None
    discard: Card | None = None
    if view.my_turn and view.phase is not Phase.OVER:
        bot = PolicyBot(seed, SHARP)  # the policy's best judgement, without Medium's noise
        action = bot.choose(view)
        if isinstance(action, Draw):
            draw = action.source
        if view.phase is not Phase.DRAW and not view.must_open:
            chosen = action if isinstance(action, Discard) else bot.discard(view)
            if isinstance(chosen, Discard):
                tok = chosen.cards[0]
                discard = next(
                    c for c in hand if (c.rank, c.suit, c.copy) == (tok.rank, tok.suit, tok.copy)
                )
    return Hint(opening, melds, hand_possible, fire_opens, draw, discard, action)


def _hand_with(view: PlayerView, hand: list[Card], fire: Card) -> bool:
    """Would ``hand`` (the fire card in it) go out at once as a Hand that the rules accept?"""
    rules = view.rules
    if view.laid_earlier[view.seat]:
        return False
    locked = rules.locked_by(fire)
    plan = solver.go_out(hand, rules.low_ace_value, locked=locked,
                         discard_required=rules.discard_required_to_finish)
    if plan is None:
        return False
    if view.opened[view.seat]:
        return True
    value = sum(m.value(rules.low_ace_value) for m in plan.melds)
    return value >= view.required_opening or rules.hand_exempt_from_threshold


__all__ = ["Hint", "OpeningHint", "hint_for"]
