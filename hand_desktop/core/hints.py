"""Hints for a human seat, from the machinery the bots use.

``hint_for(view)`` answers, from the seat's own view only, with values the UI
words (never sentences):

* ``move``: the best next move (a ``HintMove``: its ``HintKind``, the hand's
  cards it uses, the table meld it touches, the new melds it lays). It is the
  bots' judgement at its best (``policy.SHARP``: Hard's judgement without its
  search, so a hint answers at once), with two overrides: going out beats
  everything, and a discard is never suggested for a card that could be played
  now (the play is suggested instead);
* ``going_out``: when the seat can go out this turn, the moves that do it
  (lay-offs, Joker replacements, new melds, then the last discard), else ``()``.
  In the draw phase this is with the fire card taken, and ``move`` takes it;
* ``hand_possible``: the whole hand can go down at once as a Hand this turn
  (in the draw phase: with the fire card);
* ``fire``: why the suggested draw is the fire card (``FireReason``), or
  ``None`` when the suggested draw is the stock or it is not the draw phase.
  An unopened side hears "needed" only when it cannot open without it, and
  "better" only when the opening with it is worth more or keeps fewer cards;
* ``opening``: the best opening the hand holds now (its melds and value) and
  the value required (``None`` once the side has opened, or when no meld can
  be made at all); ``melds``: for an opened side, the melds it could lay now;
* ``fire_opens``: in the draw phase, for an unopened side, would taking the
  fire card let it open at all (the guard of RULES.md section 7)?
* ``draw`` / ``discard`` / ``action``: the suggested draw (a ``DrawSource``),
  the suggested discard (only when ``move`` is that discard) and the action.

A hint never changes the game and never looks at hidden cards.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import Enum

from hand_desktop.core import solver
from hand_desktop.core.actions import (
    Action,
    Discard,
    Draw,
    DrawSource,
    Extend,
    LayMelds,
    ReplaceJoker,
    token_of,
    tokens_of,
)
from hand_desktop.core.bots.analysis import fits_meld
from hand_desktop.core.bots.policy import SHARP, PolicyBot
from hand_desktop.core.cards import Card, CardToken
from hand_desktop.core.conditions import may_open_this_turn, opening_allowed_yet
from hand_desktop.core.judge import allowed
from hand_desktop.core.melds import Meld, build_meld, extend_meld, replace_joker
from hand_desktop.core.moves import (
    GoOutCheck,
    extension_actions,
    fire_draw_allowed,
    go_out_check,
    replacement_actions,
    spec_for,
)
from hand_desktop.core.rules import RuleError
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView

# The going-out search tries at most this many positions (a hand of a few cards
# against a full table stays far below it; the bound keeps a hint instant).
ROUTE_BUDGET = 300
LONG_ROUTES_UP_TO = 8  # hands of at most this many cards try every chain of lay-offs


class HintKind(Enum):
    NONE = "none"
    DRAW_STOCK = "draw_stock"
    DRAW_FIRE = "draw_fire"
    OPEN = "open"  # lay the opening melds
    LAY = "lay"  # lay new melds (side already opened)
    EXTEND = "extend"  # add hand cards to a table meld
    REPLACE_JOKER = "replace_joker"  # take a Joker back from a table meld
    DISCARD = "discard"


class FireReason(Enum):
    NEEDED = "needed"  # the side cannot open this turn without it
    BETTER = "better"  # it opens without it, but better with it
    HAND = "hand"  # with it the whole hand goes down as a Hand
    GO_OUT = "go_out"  # with it the seat goes out this turn
    PLAYS = "plays"  # an opened side can play it at once


@dataclass(frozen=True)
class HintMove:
    kind: HintKind
    cards: tuple[Card, ...] = ()  # the hand's cards it uses (the fire card for DRAW_FIRE)
    meld: int | None = None  # the table meld (EXTEND, REPLACE_JOKER)
    melds: tuple[tuple[Card, ...], ...] = ()  # the new melds, in meld order (OPEN, LAY)


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
    draw: DrawSource | None
    discard: Card | None
    action: Action | None
    move: HintMove = HintMove(HintKind.NONE)
    going_out: tuple[HintMove, ...] = ()
    fire: FireReason | None = None


def hint_for(view: PlayerView, seed: int = 0) -> Hint:
    """A hint for the seat of ``view`` (meaningful on its turn; partial otherwise)."""
    rules = view.rules
    hand = list(view.hand)
    opened = view.opened[view.seat]
    opening: OpeningHint | None = None
    melds: tuple[Meld, ...] = ()
    best = solver.best_opening(hand, rules.low_ace_value, locked=view.locked, need_discard=True,
                               allow_empty=not rules.discard_required_to_finish)
    if best is not None:
        if opened:
            melds = best.melds
        else:
            opening = OpeningHint(best.melds, best.value, view.required_opening)
    if not view.my_turn or view.phase is Phase.OVER:
        return Hint(opening, melds, False, None, None, None, None)
    if view.phase is Phase.DRAW:
        return _draw_hint(view, seed, opening, melds)
    return _play_hint(view, seed, opening, melds)


# --------------------------------------------------------------------------- draw phase


def _draw_hint(view: PlayerView, seed: int, opening: OpeningHint | None,
               melds: tuple[Meld, ...]) -> Hint:
    fire = view.fire_top
    opened = view.opened[view.seat]
    allowed = fire is not None and fire_draw_allowed(view)
    fire_opens = fire_draw_allowed(view) if fire is not None and not opened else None
    hand_possible = allowed and fire is not None and _hand_with(view, list(view.hand) + [fire], fire)
    route: tuple[HintMove, ...] = ()
    if allowed and fire is not None and opened:
        route = _route(view, list(view.hand) + [fire], view.rules.locked_by(fire))
    action: Action = PolicyBot(seed, SHARP).choose(view)
    if hand_possible or route:
        action = Draw(view.seat, DrawSource.FIRE)  # going out this turn beats any other draw
    draw = action.source if isinstance(action, Draw) else DrawSource.STOCK
    reason: FireReason | None = None
    if draw is DrawSource.FIRE and fire is not None:
        if route:
            reason = FireReason.GO_OUT
        elif hand_possible:
            reason = FireReason.HAND
        elif opened:
            reason = FireReason.PLAYS
        else:
            reason = FireReason.BETTER if _opens_now(view) else FireReason.NEEDED
    kind = HintKind.DRAW_FIRE if draw is DrawSource.FIRE else HintKind.DRAW_STOCK
    move = HintMove(kind, (fire,) if draw is DrawSource.FIRE and fire is not None else ())
    return Hint(opening, melds, hand_possible, fire_opens, draw, None, action, move, route, reason)


def _opens_now(view: PlayerView) -> bool:
    """Could the side open this turn with the cards it holds (after a stock draw, at least these)?"""
    rules = view.rules
    if not may_open_this_turn(rules, took_discard=False):
        return False
    if not view.laid_earlier[view.seat] and _hand_with(view, list(view.hand), None):
        return True
    if not opening_allowed_yet(rules, view.discards):
        return False
    value = solver.best_opening_value(list(view.hand), rules.low_ace_value, need_discard=True,
                                      allow_empty=not rules.discard_required_to_finish)
    return value >= view.required_opening


def _hand_with(view: PlayerView, hand: list[Card], fire: Card | None) -> bool:
    """Would ``hand`` go out at once as a Hand that the rules accept?"""
    rules = view.rules
    if view.laid_earlier[view.seat]:
        return False
    locked = rules.locked_by(fire) if fire is not None else frozenset()
    plan = solver.go_out(hand, rules.low_ace_value, locked=locked,
                         discard_required=rules.discard_required_to_finish)
    if plan is None or not plan.melds:
        return False
    if view.opened[view.seat]:
        return True
    value = sum(m.value(rules.low_ace_value) for m in plan.melds)
    return value >= view.required_opening or rules.hand_exempt_from_threshold


def fire_going_out(view: PlayerView) -> tuple[HintMove, ...]:
    """In the draw phase: the moves that would empty the hand this turn once the fire card is
    taken (a Hand for an unopened side, lay-offs too once opened), or () (the coach asks)."""
    fire = view.fire_top
    if view.phase is not Phase.DRAW or not view.my_turn or fire is None or not fire_draw_allowed(view):
        return ()
    hand = list(view.hand) + [fire]
    locked = view.rules.locked_by(fire)
    if view.opened[view.seat]:
        return _route(view, hand, locked)
    if not _hand_with(view, hand, fire):
        return ()
    plan = solver.go_out(hand, view.rules.low_ace_value, locked=locked,
                         discard_required=view.rules.discard_required_to_finish)
    return () if plan is None else _plan_moves(view, plan, opening=True)


# --------------------------------------------------------------------------- play phase


def _play_hint(view: PlayerView, seed: int, opening: OpeningHint | None,
               melds: tuple[Meld, ...]) -> Hint:
    check = go_out_check(view) if view.phase is Phase.PLAY else None
    route = _going_out(view, check)
    hand_possible = (check is not None and check.is_hand and bool(check.plan.melds)) or (
        route[:1] == (_double_joker_finish(view),))
    bot = PolicyBot(seed, SHARP)
    action: Action | None = None if view.must_open and route else bot.choose(view)
    if route:
        move = route[0]
        action = _action_of(view, move)
    else:
        assert action is not None
        action = _playable_instead(view, action)
        move = _move_of(view, action)
    discard = move.cards[0] if move.kind is HintKind.DISCARD else None
    return Hint(opening, melds, hand_possible, None, None, discard, action, move, route)


def going_out_moves(view: PlayerView) -> tuple[HintMove, ...]:
    """In the play phase: the moves that empty the hand this turn (melds of its own, or
    lay-offs and Joker replacements once opened), or () (the hint and the coach ask)."""
    if view.phase is not Phase.PLAY or not view.my_turn:
        return ()
    return _going_out(view, go_out_check(view))


def _going_out(view: PlayerView, check: GoOutCheck | None) -> tuple[HintMove, ...]:
    """``going_out_moves`` with ``go_out_check(view)`` already asked (None: no own melds do it)."""
    if view.phase is not Phase.PLAY:
        return ()
    both = _double_joker_finish(view)
    if both is not None:
        return (both,)
    if check is not None:
        return _plan_moves(view, check.plan, opening=not view.opened[view.seat])
    if view.opened[view.seat]:
        return _route(view, list(view.hand), view.locked)
    return ()


def _double_joker_finish(view: PlayerView) -> HintMove | None:
    """Both Jokers thrown at once, when the judge allows it now: the Gulf double Joker Hand."""
    if len(view.hand) != 2:
        return None
    both = Discard(view.seat, tokens_of(list(view.hand)))
    return HintMove(HintKind.DISCARD, tuple(view.hand)) if allowed(view, both) else None


def actions_of(view: PlayerView, moves: Sequence[HintMove]) -> tuple[Action, ...]:
    """The actions that play ``moves`` (after a fire card taken first, if the first is a draw)."""
    out: list[Action] = []
    for move in moves:
        if move.kind is HintKind.DRAW_FIRE:
            out.append(Draw(view.seat, DrawSource.FIRE))
        elif move.kind is HintKind.DRAW_STOCK:
            out.append(Draw(view.seat, DrawSource.STOCK))
        else:
            out.append(_action_of(view, move))
    return tuple(out)


def _playable_instead(view: PlayerView, action: Action) -> Action:
    """A discard of a card that could go onto the table now becomes that play."""
    if not isinstance(action, Discard) or view.phase is not Phase.PLAY:
        return action
    tokens = set(action.cards)
    for play in replacement_actions(view) + extension_actions(view):
        if isinstance(play, Extend | ReplaceJoker) and tokens & set(play.cards):
            return play
    return action


def _cards_of(view: PlayerView, tokens: Sequence[CardToken]) -> tuple[Card, ...]:
    """The hand's cards an action names (a plain token takes the first unused copy)."""
    out: list[Card] = []
    for tok in tokens:
        card = next((c for c in view.hand if c not in out and (c.rank, c.suit) == (tok.rank, tok.suit)
                     and (tok.copy is None or c.copy == tok.copy)), None)
        if card is not None:
            out.append(card)
    return tuple(out)


def _move_of(view: PlayerView, action: Action) -> HintMove:
    if isinstance(action, LayMelds):
        groups = tuple(_ordered(view, _cards_of(view, spec.cards), spec.joker_as)
                       for spec in action.melds)
        kind = HintKind.LAY if view.opened[view.seat] else HintKind.OPEN
        return HintMove(kind, tuple(c for g in groups for c in g), melds=groups)
    if isinstance(action, Extend):
        return HintMove(HintKind.EXTEND, _cards_of(view, action.cards), action.meld)
    if isinstance(action, ReplaceJoker):
        return HintMove(HintKind.REPLACE_JOKER, _cards_of(view, action.cards), action.meld)
    if isinstance(action, Discard):
        return HintMove(HintKind.DISCARD, _cards_of(view, action.cards))
    return HintMove(HintKind.NONE)


def _ordered(view: PlayerView, cards: tuple[Card, ...], joker_as: CardToken | None) -> tuple[Card, ...]:
    try:
        return build_meld(cards, joker_as).cards
    except RuleError:
        return cards


def _action_of(view: PlayerView, move: HintMove) -> Action:
    seat = view.seat
    if move.kind in (HintKind.OPEN, HintKind.LAY):
        return LayMelds(seat, tuple(spec_for(build_meld(g)) for g in move.melds))
    if move.kind is HintKind.EXTEND:
        assert move.meld is not None
        return Extend(seat, move.meld, tokens_of(list(move.cards)))
    if move.kind is HintKind.REPLACE_JOKER:
        assert move.meld is not None
        return ReplaceJoker(seat, move.meld, tokens_of(list(move.cards)))
    return Discard(seat, tuple(token_of(c) for c in move.cards))


def _plan_moves(view: PlayerView, plan: solver.GoOut, opening: bool) -> tuple[HintMove, ...]:
    moves: list[HintMove] = []
    if plan.melds:
        groups = tuple(m.cards for m in plan.melds)
        kind = HintKind.OPEN if opening else HintKind.LAY
        moves.append(HintMove(kind, tuple(c for g in groups for c in g), melds=groups))
    if plan.discard is not None:
        moves.append(HintMove(HintKind.DISCARD, (plan.discard,)))
    return tuple(moves)


def _route(view: PlayerView, hand: list[Card], locked: frozenset[Card]) -> tuple[HintMove, ...]:
    """Moves that empty an opened seat's ``hand`` this turn (lay-offs, replacements, melds), or ()."""
    budget = [ROUTE_BUDGET]
    seen: set[frozenset[Card]] = set()
    table = list(view.table)
    # A big hand rarely goes out through many lay-offs: there, only a few are tried.
    depth = len(hand) if len(hand) <= LONG_ROUTES_UP_TO else 2
    found = _search(view, hand, table, locked, budget, seen, depth)
    return tuple(found) if found is not None else ()


def _search(view: PlayerView, hand: list[Card], table: list[Meld], locked: frozenset[Card],
            budget: list[int], seen: set[frozenset[Card]], depth: int) -> list[HintMove] | None:
    rules = view.rules
    key = frozenset(hand)
    if key in seen or budget[0] <= 0:
        return None
    seen.add(key)
    budget[0] -= 1
    plan = solver.go_out(hand, rules.low_ace_value, locked=locked,
                         discard_required=rules.discard_required_to_finish)
    if plan is not None:
        return list(_plan_moves(view, plan, opening=False))
    if depth == 0:
        return None
    for index, meld in enumerate(table):
        if view.waived is not None and index not in view.laid_this_turn:
            continue
        for step, rest, grown in _steps(meld, hand):
            if not rest and rules.discard_required_to_finish:
                continue
            after = table[:index] + [grown] + table[index + 1:]
            tail = _search(view, rest, after, locked, budget, seen, depth - 1)
            if tail is not None:
                return [HintMove(step[0], step[1], index)] + tail
    return None


def _steps(meld: Meld, hand: list[Card]) -> list[tuple[tuple[HintKind, tuple[Card, ...]], list[Card], Meld]]:
    """One-card lay-offs onto ``meld`` and its Joker's replacement, with what each leaves."""
    out: list[tuple[tuple[HintKind, tuple[Card, ...]], list[Card], Meld]] = []
    if meld.has_joker:
        wanted = meld.joker_represents()
        cards = [next((c for c in hand if (c.rank, c.suit) == w), None) for w in wanted]
        if all(c is not None for c in cards):
            chosen = [c for c in cards if c is not None]
            try:
                grown, joker = replace_joker(meld, chosen)
            except RuleError:
                pass
            else:
                rest = [c for c in hand if c not in chosen] + [joker]
                out.append(((HintKind.REPLACE_JOKER, tuple(chosen)), rest, grown))
    tried: set[int] = set()
    for card in hand:
        if card.kind_id in tried:
            continue
        tried.add(card.kind_id)
        if not fits_meld(card, meld):  # a cheap filter before the rules' own check
            continue
        try:
            grown = extend_meld(meld, [card])
        except RuleError:
            continue
        out.append(((HintKind.EXTEND, (card,)), [c for c in hand if c != card], grown))
    return out


__all__ = ["FireReason", "Hint", "HintKind", "HintMove", "OpeningHint", "actions_of", "fire_going_out",
           "going_out_moves", "hint_for"]
