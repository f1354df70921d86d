"""A lesson's steps as data: the move that completes each one, and how it is checked.

A step names a kind of move (``Kind``) and, where it matters, the cards, the
table meld, whether the lay must be the opening, how many cards stay in the
hand and how the round must end. ``completes`` checks a step against the
events a session reported for an accepted move (and the view after it);
``fits`` tells whether a move the rules accept belongs to the step at all, so
a legal move that would lead the lesson astray is held back before it is sent
to the core. Nothing here decides whether a move is legal: the core does.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from enum import Enum

from hand_desktop.core.actions import (
    Action,
    Discard,
    Draw,
    DrawSource,
    Extend,
    LayMelds,
    ReplaceJoker,
)
from hand_desktop.core.cards import Card, CardToken, parse_token
from hand_desktop.core.events import (
    CardDiscarded,
    CardDrawn,
    Event,
    JokerReplaced,
    MeldExtended,
    MeldsLaid,
    RoundEnded,
)
from hand_desktop.core.rules import ErrorCode
from hand_desktop.core.scoring import Finish
from hand_desktop.core.view import PlayerView


class Kind(Enum):
    """The kinds of move a step can ask for."""

    DRAW_STOCK = "draw_stock"
    DRAW_FIRE = "draw_fire"
    LAY = "lay"
    EXTEND = "extend"
    REPLACE_JOKER = "replace_joker"
    DISCARD = "discard"


class Light(Enum):
    """A place on the table a step lights besides its cards."""

    STOCK = "stock"
    FIRE = "fire"
    PREPARED = "prepared"


@dataclass(frozen=True)
class Goal:
    """The move that completes a step."""

    kind: Kind
    cards: tuple[str, ...] = ()  # card codes ("7S", "JK") the move must include
    meld: int | None = None  # the table meld it must play on (extend, replace)
    opening: bool = False  # a lay that must be the side's opening
    hand_left: int | None = None  # cards left in the hand after the move
    finish: Finish | None = None  # the round must end this way


@dataclass(frozen=True)
class Step:
    """One thing to do: the guide line, the goal, what is lit, and hints for refusals.

    ``guide`` and the hints are source texts of the "Lessons" context; ``%1``..``%n``
    in them are filled with ``fills`` (card codes, shown as card names).
    """

    guide: str
    goal: Goal
    also: frozenset[Kind] = frozenset()  # moves allowed on the way that do not complete it
    light: tuple[str, ...] = ()  # card codes to light
    zone: Light | None = None
    meld: int | None = None  # the table meld to light
    fills: tuple[tuple[str, ...], ...] = ()
    hints: tuple[tuple[ErrorCode, str], ...] = ()
    astray: tuple[tuple[Kind, str], ...] = ()  # why a legal move of a kind that does not fit is held back

    def hint_for(self, code: ErrorCode) -> str | None:
        return next((text for c, text in self.hints if c is code), None)

    def astray_for(self, kind: Kind) -> str | None:
        return next((text for k, text in self.astray if k is kind), None)


@dataclass(frozen=True)
class Lesson:
    """A lesson: its scenario file, its texts, its steps (``names`` per seat, source texts)."""

    key: str
    file: str
    title: str
    blurb: str
    steps: tuple[Step, ...]
    summary: str
    names: tuple[str, ...]


# ---------------------------------------------------------------------- moves and events


def kind_of(action: Action) -> Kind:
    if isinstance(action, Draw):
        return Kind.DRAW_FIRE if action.source is DrawSource.FIRE else Kind.DRAW_STOCK
    if isinstance(action, LayMelds):
        return Kind.LAY
    if isinstance(action, Extend):
        return Kind.EXTEND
    if isinstance(action, ReplaceJoker):
        return Kind.REPLACE_JOKER
    return Kind.DISCARD


def _code(card: Card | CardToken) -> str:
    return str(CardToken(card.rank, card.suit))


def _action_cards(action: Action) -> list[str]:
    if isinstance(action, LayMelds):
        return [_code(t) for spec in action.melds for t in spec.cards]
    if isinstance(action, Extend | ReplaceJoker | Discard):
        return [_code(t) for t in action.cards]
    return []


def _has_all(have: Iterable[str], want: Sequence[str]) -> bool:
    pool = list(have)
    for code in want:
        if code not in pool:
            return False
        pool.remove(code)
    return True


def fits(step: Step, action: Action) -> bool:
    """Whether a move (that the rules accept) belongs to ``step``: its goal's kind with the
    goal's cards and meld, or one of the kinds allowed on the way."""
    kind = kind_of(action)
    if kind in step.also:
        return True
    goal = step.goal
    if kind is not goal.kind:
        return False
    if goal.meld is not None and getattr(action, "meld", None) != goal.meld:
        return False
    return _has_all(_action_cards(action), goal.cards)


def _event_kind(event: Event) -> Kind | None:
    if isinstance(event, CardDrawn):
        return Kind.DRAW_FIRE if event.source is DrawSource.FIRE else Kind.DRAW_STOCK
    if isinstance(event, MeldsLaid):
        return Kind.LAY
    if isinstance(event, MeldExtended):
        return Kind.EXTEND
    if isinstance(event, JokerReplaced):
        return Kind.REPLACE_JOKER
    if isinstance(event, CardDiscarded):
        return Kind.DISCARD
    return None


def _event_cards(event: Event, view: PlayerView) -> list[str]:
    if isinstance(event, MeldsLaid):
        return [_code(c) for i in event.indices if i < len(view.table) for c in view.table[i].cards]
    if isinstance(event, MeldExtended | JokerReplaced | CardDiscarded):
        return [_code(c) for c in event.cards]
    if isinstance(event, CardDrawn) and event.card is not None:
        return [_code(event.card)]
    return []


def _event_meets(goal: Goal, event: Event, view: PlayerView) -> bool:
    if _event_kind(event) is not goal.kind or getattr(event, "seat", None) != view.seat:
        return False
    if goal.opening and not (isinstance(event, MeldsLaid) and event.opening):
        return False
    if goal.meld is not None and getattr(event, "index", None) != goal.meld:
        return False
    return _has_all(_event_cards(event, view), goal.cards)


def completes(step: Step, events: Sequence[Event], view: PlayerView) -> bool:
    """Whether the events of one accepted change (as the learner's seat saw them, ``view``
    after it) complete ``step``."""
    goal = step.goal
    if not any(_event_meets(goal, e, view) for e in events):
        return False
    if goal.hand_left is not None and len(view.hand) != goal.hand_left:
        return False
    if goal.finish is not None:
        return any(isinstance(e, RoundEnded) and e.result.finish is goal.finish for e in events)
    return True


def lit_cards(step: Step, view: PlayerView) -> frozenset[Card]:
    """The physical cards a step lights: each code in the hand, else on the fire pile's top,
    else in the step's meld, else anywhere on the table."""
    found: set[Card] = set()
    for code in step.light:
        want = parse_token(code)
        hand = [c for c in view.hand if _code(c) == str(want)]
        if hand:
            found.update(hand)
            continue
        if view.fire and _code(view.fire[-1]) == str(want):
            found.add(view.fire[-1])
            continue
        melds = [view.table[step.meld]] if step.meld is not None and step.meld < len(view.table) else []
        melds = melds or list(view.table)
        found.update(c for m in melds for c in m.cards if _code(c) == str(want))
    return frozenset(found)
