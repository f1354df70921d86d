"""What a drop (or a key) means: from "these cards went there" to a plan.

Pure logic over the player's view, so it is tested without a mouse. A plan
is either a change of the player's own arrangement (hand order, prepared
area), or an action for the core, or a choice between actions (a Joker that
can stand at either end), or a refusal with a reason. Only the core decides
whether an action is legal; this module only chooses *which* action a
gesture asks for.
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
    tokens_of,
)
from hand_desktop.core.cards import Card, CardToken
from hand_desktop.core.melds import MeldKind, extend_meld, joker_choices, replace_joker
from hand_desktop.core.moves import fire_draw_allowed
from hand_desktop.core.rules import RuleError
from hand_desktop.core.turn import Phase
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
    if source is ZoneKind.STOCK:
        if zone.kind in (ZoneKind.HAND, ZoneKind.CANDIDATE, ZoneKind.NEW_CANDIDATE):
            return Play(Draw(view.seat, DrawSource.STOCK))
        return Nothing()
    if source is ZoneKind.FIRE:
        if zone.kind is ZoneKind.HAND:
            return Play(Draw(view.seat, DrawSource.FIRE))
        if zone.kind in (ZoneKind.CANDIDATE, ZoneKind.NEW_CANDIDATE) and view.fire_top is not None:
            group = zone.index if zone.kind is ZoneKind.CANDIDATE else None
            return Play(Draw(view.seat, DrawSource.FIRE), Prepare((view.fire_top,), group, at))
        return Nothing()
    # Cards from the hand or the prepared area.
    if zone.kind is ZoneKind.HAND:
        if source is ZoneKind.CANDIDATE:
            return ReturnToHand(cards, hand_index)
        return Reorder(cards, hand_index)
    if zone.kind is ZoneKind.CANDIDATE:
        return Prepare(cards, zone.index, at)
    if zone.kind is ZoneKind.NEW_CANDIDATE:
        return Prepare(cards, None)
    if zone.kind is ZoneKind.FIRE:
        if len(cards) != 1:
            return Refuse(ONE_CARD)
        return Play(Discard(view.seat, tokens_of(cards)))
    if zone.kind is ZoneKind.MELD:
        return meld_plan(view, zone.index, cards)
    return Nothing()


def may_drop(view: PlayerView, source: ZoneKind, cards: Sequence[Card], zone: Zone) -> bool:
    """Would dropping ``cards`` from ``source`` on ``zone`` be accepted? (KPatience's allowedToAdd.)

    Decided from the view alone, so a drag lights only the places that take the cards:
    a table meld only when the cards extend it or take its Joker back, the fire pile
    only when a discard is allowed now, a pile's card into the hand only on the draw.
    The hand and the prepared area take the player's own cards at any time.
    """
    cards = tuple(cards)
    if source in (ZoneKind.STOCK, ZoneKind.FIRE):
        if not (view.my_turn and view.phase is Phase.DRAW):
            return False
        if source is ZoneKind.FIRE and not fire_draw_allowed(view):
            return False
        return zone.kind in (ZoneKind.HAND, ZoneKind.CANDIDATE, ZoneKind.NEW_CANDIDATE)
    if zone.kind in (ZoneKind.HAND, ZoneKind.CANDIDATE, ZoneKind.NEW_CANDIDATE):
        return True
    if not cards or not view.my_turn:
        return False
    if zone.kind is ZoneKind.FIRE:
        return (len(cards) == 1 and view.phase in (Phase.PLAY, Phase.FIRST_DISCARD)
                and not view.must_open and cards[0] not in view.locked)
    if zone.kind is ZoneKind.MELD:
        return _may_meld(view, zone.index, cards)
    return False


def _may_meld(view: PlayerView, index: int, cards: tuple[Card, ...]) -> bool:
    if (view.phase is not Phase.PLAY or not view.opened[view.seat] or view.must_open
            or not 0 <= index < len(view.table)):
        return False
    if view.waived is not None and index not in view.laid_this_turn:
        return False  # an exempt Hand opening this turn: only its own melds (section 8)
    meld = view.table[index]
    gained: list[Card] = []
    try:
        plan = meld_plan(view, index, cards)
        if isinstance(plan, Play) and isinstance(plan.action, ReplaceJoker):
            gained = [replace_joker(meld, list(cards))[1]]
        elif isinstance(plan, Choose):
            pass  # a Joker that fits at either end
        else:
            ends = joker_ends(view, index, cards)
            extend_meld(meld, list(cards), ends[0] if ends else None)
    except RuleError:
        return False
    left = [c for c in view.hand if c not in cards] + gained
    if not left:
        return not view.rules.discard_required_to_finish
    return not view.locked or any(c not in view.locked for c in left)


def meld_plan(view: PlayerView, index: int, cards: Sequence[Card]) -> Plan:
    """Cards dropped on table meld ``index``: take its Joker back, or extend it."""
    if not 0 <= index < len(view.table):
        return Nothing()
    meld = view.table[index]
    tokens = tokens_of(list(cards))
    if meld.has_joker and not any(c.is_joker for c in cards):
        wanted = sorted((r, s.index) for r, s in meld.joker_represents())
        given = sorted((c.rank, c.suit.index) for c in cards if c.suit is not None)
        if given == wanted:
            return Play(ReplaceJoker(view.seat, index, tokens))
    options = joker_ends(view, index, cards)
    if len(options) > 1:
        return Choose(tuple((t, Extend(view.seat, index, tokens, t)) for t in options))
    return Play(Extend(view.seat, index, tokens, options[0] if options else None))


def joker_ends(view: PlayerView, index: int, cards: Sequence[Card]) -> list[CardToken]:
    """Where a Joker among ``cards`` could stand when added to run ``index`` (two ends: a choice)."""
    meld = view.table[index]
    if meld.kind is not MeldKind.RUN or not any(c.is_joker for c in cards):
        return []
    return joker_choices(cards, meld.suit, onto=meld)


def click_stock(view: PlayerView) -> Plan:
    return Play(Draw(view.seat, DrawSource.STOCK))


def fire_click_takes(view: PlayerView) -> bool:
    """A click on the fire pile takes its top card when it is the viewer's turn to draw."""
    return view.my_turn and view.phase is Phase.DRAW and view.fire_top is not None
