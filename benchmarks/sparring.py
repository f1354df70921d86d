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

Issue 30 adds a field of styles around it, so that Hard is measured against each
way of playing well, not against one (``STYLES``, ``make_sparring(name, seed)``):

* ``hunter``: hunts Hands hard. It holds an opening back whenever the Hand is worth
  the wait (``Style.hand_ev``): the chance that its next three turns complete the
  Hand (sampled runs of the drawable copies and of what the previous player may
  throw, the exact solver deciding each; ``analysis.hand_reach``) times what a Hand
  gains, against the chance that someone else goes out meanwhile times what being
  caught closed costs (100, less what the opening's leftover would pay). While it
  holds, it throws the loose card that keeps the Hand likeliest. No card-count
  limit, no "an opponent is down to four cards" rule: the risk term is the limit.
* ``rusher``: opens at once (never hunts) and sheds its high cards from the start
  (high cards weigh as if someone were always close to going out).
* ``reader``: reads the next player closely: what it collects (``Memory.interest``)
  and what it can lay off weigh twice as much against throwing a card as for
  ``sparring``; it hunts as ``sparring`` does.
"""

from __future__ import annotations

from dataclasses import fields, replace

from hand_desktop.core.bots.policy import SHARP, PolicyBot, Style

SKILLED = replace(SHARP, name="sparring", live_outs=True, read_next=1.5, smooth_urgency=True,
                  hunt_cards=8, hunt_until=4, hold_bar=0.30)
HUNTER = replace(SKILLED, name="hunter", hold_bar=0.0, hunt_cards=13, hunt_until=0, hand_ev=0.5)
RUSHER = replace(SKILLED, name="rusher", hunt_cards=0, hold_bar=0.0, w_penalty_opened=0.6,
                 urgency_low=0.5)
READER = replace(SKILLED, name="reader", read_next=3.0, w_feed=6.0)
STYLES: dict[str, Style] = {s.name: s for s in (SKILLED, HUNTER, RUSHER, READER)}


class SparringBot(PolicyBot):
    level = "sparring"

    def __init__(self, seed: int = 0, style: Style = SKILLED) -> None:
        super().__init__(seed, style)
        self.level = style.name


def make_sparring(name: str, seed: int) -> SparringBot:
    """A sparring bot of the style ``name``: a key of ``STYLES``, optionally followed by
    ``:FIELD=VALUE,...`` to change fields of that style (for screening variants)."""
    base, _, text = name.partition(":")
    if base not in STYLES:
        raise ValueError(f"unknown sparring style {base!r}: {', '.join(STYLES)}")
    style = STYLES[base]
    names = {f.name for f in fields(Style)}
    for part in filter(None, (p.strip() for p in text.split(","))):
        key, _, value = part.partition("=")
        if key not in names:
            raise ValueError(f"{key!r} is not a field of Style")
        style = replace(style, **{key: float(value) if "." in value else int(value)})
    return SparringBot(seed, style)


__all__ = ["HUNTER", "READER", "RUSHER", "SKILLED", "STYLES", "SparringBot", "make_sparring"]
