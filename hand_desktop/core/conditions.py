"""The conditions of the rules that more than one part asks, written once.

The judge (``core.judge``) decides with them whether an action is allowed, the
one judgement that ``Round`` commits, ``moves`` lists by and the table asks;
the round, the hints, the coach and the bots ask the same ones rather than
re-deciding a rule. They take plain values (cards, flags, rules), so they can
be asked of a seat's view as well as of the round.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from hand_desktop.core.cards import Card
from hand_desktop.core.rules import Rules
from hand_desktop.core.turn import Phase


class LeftProblem(Enum):
    """Why the cards left in a hand after a play are not allowed (sections 3.9 and 16.1)."""

    NO_DISCARD = "no_discard"  # the hand would be empty, but the last card must be discarded
    ONLY_LOCKED = "only_locked"  # only cards that may not be discarded this turn would be left


def left_problem(left: Sequence[Card], locked: frozenset[Card], rules: Rules) -> LeftProblem | None:
    """What is wrong with keeping ``left`` after a play (or a draw), or None."""
    return leftover_problem(len(left), not locked or any(c not in locked for c in left), rules)


def leftover_problem(count: int, discardable: bool, rules: Rules) -> LeftProblem | None:
    """The same, told only how many cards stay and whether any of them may be discarded
    (the judge counts rather than builds the hand each candidate move would leave)."""
    if not count:
        return LeftProblem.NO_DISCARD if rules.discard_required_to_finish else None
    if not discardable:
        return LeftProblem.ONLY_LOCKED
    return None


def opening_allowed_yet(rules: Rules, discards: int) -> bool:
    """Enough discards have been made for anyone to open (a Hand may be exempt: 16.8)."""
    return discards >= rules.discards_before_opening


def may_open_this_turn(rules: Rules, took_discard: bool) -> bool:
    """The house rule that openings come only in a turn that took the discard."""
    return took_discard or not rules.open_only_after_taking_discard


def hand_still_possible(laid_earlier: bool, touched_other: bool) -> bool:
    """Could going out this turn still be a Hand (section 8)? Nothing laid in an earlier
    turn, and no play this turn on a meld laid before it."""
    return not laid_earlier and not touched_other


def leaves_hand_finish(left: Sequence[Card], locked: frozenset[Card], rules: Rules) -> bool:
    """Section 16.8: a submission that leaves nothing, one discardable card, or (Gulf) two
    Jokers goes out as a Hand."""
    if not left:
        return True
    if len(left) == 1:
        return left[0] not in locked
    return rules.gulf and len(left) == 2 and all(c.is_joker for c in left)


def double_joker_hand(hand: Sequence[Card], rules: Rules, phase: Phase, hand_possible: bool) -> bool:
    """Section 16.12: in the Gulf rules, two Jokers may be thrown together to end a Hand."""
    return (
        rules.gulf
        and phase is Phase.PLAY
        and len(hand) == 2
        and all(c.is_joker for c in hand)
        and hand_possible
    )
