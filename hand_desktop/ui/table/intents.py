"""What a drop (or a key) means: from "these cards went there" to a plan.

Pure logic over the player's view, so it is tested without a mouse. A plan
is either a change of the player's own arrangement (hand order, prepared
area), or an action for the core, or a choice between actions (a Joker that
can stand at either end), or a refusal with a reason. This module only knows
the geometry of a gesture: which actions dropping these cards on that zone
could mean (``drop_actions``). Whether one is allowed is the judge's answer
(``core.judge``, the same judgement the core applies): a drop lights only
where the judge accepts, and a drop that it refuses is still sent, so that the
core's refusal explains it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from hand_desktop.core.actions import (
    Action,
    Discard,
    Draw,
    DrawSource,
    Extend,
    ReplaceJoker,
    token_of,
    tokens_of,
)
from hand_desktop.core.cards import Card, CardToken
from hand_desktop.core.judge import allowed, refusal
from hand_desktop.core.melds import MeldKind, joker_choices
from hand_desktop.core.rules import ErrorCode
from hand_desktop.core.view import PlayerView


class ZoneKind(Enum):
    """A place on the table: where cards are dropped, where a drag starts, what the keyboard focuses."""

    HAND = "hand"
    CANDIDATE = "candidate"
    NEW_CANDIDATE = "new_candidate"
    MELD = "meld"
    FIRE = "fire"
    STOCK = "stock"


@dataclass(frozen=True)
class Zone:
    kind: ZoneKind
    index: int = -1  # candidate or table meld index


# ---------------------------------------------------------------------- plans


@dataclass(frozen=True)
class Reorder:
    cards: tuple[Card, ...]
    index: int  # position in the hand's full order


@dataclass(frozen=True)
class Prepare:
    cards: tuple[Card, ...]
    group: int | None  # None: a new candidate
    at: int | None = None


@dataclass(frozen=True)
class ReturnToHand:
    cards: tuple[Card, ...]
    index: int | None = None


@dataclass(frozen=True)
class Play:
    """An action for the core; ``then_prepare`` puts the drawn fire card into a candidate."""

    action: Action
    then_prepare: Prepare | None = None


@dataclass(frozen=True)
class Choose:
    """The player picks one action (a Joker's end): (label, action) pairs."""

    options: tuple[tuple[CardToken, Action], ...]


@dataclass(frozen=True)
class Refuse:
    reason: str  # a key of REFUSALS; the scene translates it


@dataclass(frozen=True)
class Nothing:
    pass


Plan = Reorder | Prepare | ReturnToHand | Play | Choose | Refuse | Nothing

ONE_CARD = "one_card"  # discard one card at a time


_ARRANGE = (ZoneKind.HAND, ZoneKind.CANDIDATE, ZoneKind.NEW_CANDIDATE)  # the player's own places


def plan_drop(
    view: PlayerView,
    source: ZoneKind,
    cards: Sequence[Card],
    zone: Zone | None,
    hand_index: int = 0,
    at: int | None = None,
) -> Plan:
    """What dropping ``cards`` from ``source`` on ``zone`` asks for."""
    cards = tuple(cards)
    if zone is None:
        return Nothing()
    if source not in (ZoneKind.STOCK, ZoneKind.FIRE):  # cards from the hand or the prepared area
        if zone.kind is ZoneKind.HAND:
            if source is ZoneKind.CANDIDATE:
                return ReturnToHand(cards, hand_index)
            return Reorder(cards, hand_index)
        if zone.kind is ZoneKind.CANDIDATE:
            return Prepare(cards, zone.index, at)
        if zone.kind is ZoneKind.NEW_CANDIDATE:
            return Prepare(cards, None)
    then: Prepare | None = None
    if source is ZoneKind.FIRE and zone.kind in (ZoneKind.CANDIDATE, ZoneKind.NEW_CANDIDATE) and view.fire_top is not None:
        then = Prepare((view.fire_top,), zone.index if zone.kind is ZoneKind.CANDIDATE else None, at)
    return judged(view, drop_actions(view, source, cards, zone), then)


def drop_actions(view: PlayerView, source: ZoneKind, cards: Sequence[Card], zone: Zone) -> tuple[Action, ...]:
    """The actions a drop could mean, the likeliest first (none: an arrangement, or nothing)."""
    if source in (ZoneKind.STOCK, ZoneKind.FIRE):
        if zone.kind not in _ARRANGE:
            return ()
        return (Draw(view.seat, DrawSource.STOCK if source is ZoneKind.STOCK else DrawSource.FIRE),)
    if not cards:
        return ()
    if zone.kind is ZoneKind.FIRE:
        return (Discard(view.seat, tokens_of(list(cards))),)
    if zone.kind is ZoneKind.MELD:
        return meld_actions(view, zone.index, cards)
    return ()


def judged(view: PlayerView, actions: Sequence[Action], then: Prepare | None = None) -> Plan:
    """The plan for candidate actions, as the judge rules on each.

    One accepted: play it. Several (a Joker's two ends): the player chooses. None:
    send the likeliest anyway so that the core's refusal says why, except for several
    cards thrown at once, which the table answers itself.
    """
    if not actions:
        return Nothing()
    accepted = [a for a in actions if allowed(view, a)]
    ends = [(a.joker_as, a) for a in accepted if isinstance(a, Extend) and a.joker_as is not None]
    if len(accepted) > 1 and len(ends) == len(accepted):
        return Choose(tuple(ends))
    if accepted:
        return Play(accepted[0], then)
    first = actions[0]
    if isinstance(first, Discard) and len(first.cards) != 1:
        return Refuse(ONE_CARD)
    return Play(first, then)


def may_drop(view: PlayerView, source: ZoneKind, cards: Sequence[Card], zone: Zone) -> bool:
    """Would dropping ``cards`` from ``source`` on ``zone`` be accepted? (KPatience's allowedToAdd.)

    The judge decides, from the view alone, so a drag lights only the places that take
    the cards. The hand and the prepared area take the player's own cards at any time.
    """
    if source not in (ZoneKind.STOCK, ZoneKind.FIRE) and zone.kind in _ARRANGE:
        return True
    return any(allowed(view, a) for a in drop_actions(view, source, cards, zone))


def meld_plan(view: PlayerView, index: int, cards: Sequence[Card]) -> Plan:
    """Cards dropped on table meld ``index``: take its Joker back, or extend it."""
    return judged(view, meld_actions(view, index, cards))


def meld_actions(view: PlayerView, index: int, cards: Sequence[Card]) -> tuple[Action, ...]:
    """What cards put on table meld ``index`` could mean: its Joker taken back, or an extension
    (with a Joker, one for each end it could stand at)."""
    if not 0 <= index < len(view.table):
        return ()
    meld = view.table[index]
    tokens = tokens_of(list(cards))
    actions: list[Action] = []
    if meld.has_joker and not any(c.is_joker for c in cards):
        wanted = sorted((r, s.index) for r, s in meld.joker_represents())
        given = sorted((c.rank, c.suit.index) for c in cards if c.suit is not None)
        if given == wanted:
            actions.append(ReplaceJoker(view.seat, index, tokens))
    ends: list[CardToken | None] = [*joker_ends(view, index, cards)] or [None]
    actions += [Extend(view.seat, index, tokens, end) for end in ends]
    return tuple(actions)


def joker_ends(view: PlayerView, index: int, cards: Sequence[Card]) -> list[CardToken]:
    """Where a Joker among ``cards`` could stand when added to run ``index`` (two ends: a choice)."""
    meld = view.table[index]
    if meld.kind is not MeldKind.RUN or not any(c.is_joker for c in cards):
        return []
    return joker_choices(cards, meld.suit, onto=meld)


# The judge's answers that mean "not now" rather than "not these cards".
_NOT_NOW = frozenset({ErrorCode.BAD_INPUT, ErrorCode.NOT_YOUR_TURN, ErrorCode.WRONG_PHASE})


def in_season(view: PlayerView, action: Action) -> bool:
    """Is now the seat's moment for such an action? The judge accepts it, or refuses it only
    for its cards, which trying it then explains (the Move menu offers it)."""
    return refusal(view, action) not in _NOT_NOW


def discards(view: PlayerView) -> list[Action]:
    """Every discard the seat could try now: each card alone, and its two cards together."""
    hand = list(view.hand)
    single: list[Action] = [Discard(view.seat, (token_of(c),)) for c in hand]
    return single + ([Discard(view.seat, tokens_of(hand))] if len(hand) == 2 else [])


def click_stock(view: PlayerView) -> Plan:
    return Play(Draw(view.seat, DrawSource.STOCK))


def fire_click_takes(view: PlayerView) -> bool:
    """A click on the fire pile takes its top card when it is the viewer's moment to draw
    (the judge, or the core's refusal, then says whether it may); otherwise it shows the pile."""
    return in_season(view, Draw(view.seat, DrawSource.FIRE))
