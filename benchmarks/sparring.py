"""A strong sparring opponent for measuring Hard: plays the way a skilled player does.

Not a level players choose (``make_bot`` does not know it): benchmarks and the
tuning script seat it with ``SparringBot(seed)``. It is the rule-based policy
(``policy.PolicyBot``) at its best, reading the table the way issue 14 lists:

* it remembers the fire pile and what each opponent took from it, threw and
  let pass (``Memory``), and does not throw the next player a card next to what
  it collects (``Memory.interest``);
* it values loose cards by their outs counting only the copies that can still
  be drawn, two of each card, less those seen going into another hand
  (``live_counts``), and keeps the connectors many cards complete;
* it weighs each card's penalty by the chance that some opponent goes out soon
  (every opened opponent's card count, ``smooth_urgency``) and sheds high cards
  as that rises;
* it opens as soon as it can, unless a Hand is realistic: it holds its opening
  only when the chance that one of its next few draws completes the Hand
  (counted exactly over the drawable copies) clears a bar that a match leader
  raises and a trailer lowers, more so in the last round;
* once opened it lays off card after card, takes Jokers back from the table,
  lays a spare Joker where the card it stands for is dead (``SHARP``'s Joker
  tactics), and in the partner variants counts the partner's going out as its
  own danger when that makes it pay.

It has no search: a skilled human does not play each decision out a dozen times.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace

from hand_desktop.core.actions import token_of
from hand_desktop.core.bots.memory import kind_index, live_counts
from hand_desktop.core.bots.policy import SHARP, PolicyBot, Style
from hand_desktop.core.cards import ALL_CARDS, Card
from hand_desktop.core.melds import Meld
from hand_desktop.core.view import PlayerView

SKILLED = replace(SHARP, name="sparring", live_outs=True, read_next=1.5, smooth_urgency=True,
                  hunt_cards=8, hunt_until=4)

HOLD_BAR = 0.30  # hold the opening for a Hand when the next draws make it this likely
HOLD_TURNS = 3  # ... counting this many draws (someone is rarely out sooner once opened)
STANDING_SHIFT = 0.15  # a leader's bar is this much higher, a trailer's lower (x2 in the last round)

# One card of each kind, to ask "does drawing this one complete the Hand?".
_ONE_OF_EACH: dict[int, Card] = {}
for _card in ALL_CARDS:
    _ONE_OF_EACH.setdefault(kind_index(_card), _card)


class SparringBot(PolicyBot):
    level = "sparring"

    def __init__(self, seed: int = 0, style: Style = SKILLED) -> None:
        super().__init__(seed, style)

    def wait_for_hand(self, view: PlayerView, melds: Sequence[Meld], left: Sequence[Card]) -> bool:
        if not super().wait_for_hand(view, melds, left):
            return False  # the usual gates: few cards would be left, nobody opened is close
        chance = self.hand_chance(view)
        return chance >= self.hold_bar(view)

    def hand_chance(self, view: PlayerView) -> float:
        """The chance that one of the next ``HOLD_TURNS`` stock draws completes a Hand.

        After throwing the card the policy would throw now, each drawable kind is
        tried once: does the hand with it go down whole? Weighted by the copies
        left to draw; independent draws (a slight underestimate: later draws
        also improve the hand).
        """
        discard = PolicyBot.discard(self, view)
        if discard is None:
            return 0.0
        thrown = set(discard.cards)
        hand = [c for c in view.hand if token_of(c) not in thrown]
        live = live_counts(view, self.memory)
        rules = view.rules
        total = sum(live)
        if total == 0:
            return 0.0
        hits = 0
        held = set(hand)
        for kind, count in enumerate(live):
            if count == 0:
                continue
            card = _ONE_OF_EACH[kind]
            drawn = card.twin if card in held else card
            out = self.cache.go_out(hand + [drawn], rules.low_ace_value,
                                    frozenset(), rules.discard_required_to_finish)
            if out is not None and out.melds:
                hits += count
        one = hits / total
        return 1.0 - (1.0 - one) ** HOLD_TURNS

    def hold_bar(self, view: PlayerView) -> float:
        """A leader has less to gain from a gamble than a trailer, most of all at the end."""
        bar = HOLD_BAR
        if view.rounds_left is None:
            return bar
        mine = sum(view.scores[s] for s in view.side(view.seat))
        others = [sum(view.scores[t] for t in view.side(s))
                  for s in range(view.players) if s not in view.side(view.seat)]
        shift = STANDING_SHIFT * (2.0 if view.rounds_left == 0 else 1.0)
        if mine < min(others):  # leading (lowest total)
            bar += shift
        elif mine > max(others):
            bar -= shift
        return max(0.05, bar)


__all__ = ["SKILLED", "SparringBot"]
