"""A strong sparring opponent for measuring Hard: plays the way a skilled player does.

Not a level players choose (``make_bot`` does not know it): benchmarks and the
tuning script seat it with ``SparringBot(seed)``. It is the rule-based policy
(``policy.PolicyBot``) at its best, with every reading of the table on
(``SKILLED``), the list of issue 14:

* it remembers the fire pile and what each opponent took from it, threw and
  let pass (``Memory``), and does not throw the next player a card next to what
  it collects (``Memory.interest``, ``read_next``);
* it values loose cards by their outs counting only the copies that can still
  be drawn, two of each card, less those seen going into another hand
  (``live_outs``), and keeps the connectors many cards complete;
* it weighs each card's penalty by the chance that some opponent goes out soon
  (every opened opponent's card count, ``smooth_urgency``) and sheds high cards
  as that rises;
* it opens as soon as it can, unless a Hand is realistic: it holds its opening
  only when the chance that one of its next few draws completes the Hand
  (counted over the drawable copies, ``analysis.hand_chance``) clears a bar that
  a match leader raises and a trailer lowers, more so in the last round
  (``hold_bar``);
* once opened it lays off card after card, takes Jokers back from the table,
  lays a spare Joker where the card it stands for is dead (``SHARP``'s Joker
  tactics), and in the partner variants counts the partner's going out as its
  own danger when that makes it pay.

It has no search: a skilled human does not play each decision out a dozen times.
"""

from __future__ import annotations

from dataclasses import replace

from hand_desktop.core.bots.policy import SHARP, PolicyBot, Style

SKILLED = replace(SHARP, name="sparring", live_outs=True, read_next=1.5, smooth_urgency=True,
                  hunt_cards=8, hunt_until=4, hold_bar=0.30)


class SparringBot(PolicyBot):
    level = "sparring"

    def __init__(self, seed: int = 0, style: Style = SKILLED) -> None:
        super().__init__(seed, style)


__all__ = ["SKILLED", "SparringBot"]
