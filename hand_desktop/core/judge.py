"""The judge: would the core accept this action from this seat? Answered from the seat's view.

``refusal(view, action)`` gives the error code of RULES.md section 14 the core
would answer, or None when it would accept the action. ``rule(view, action)``
is the same judgement with its working: the cards the action takes, the melds
it makes, what stays in the hand. ``Round`` plans every action with ``rule``
(on the acting seat's own view of it, a ``RoundSight``) and only commits what
the judge worked out, and ``moves.legal_actions`` lists exactly the candidates
the judge lets through, so the core, the move listing, the bots, the hints and
the table can never disagree about what is allowed.

Only the acting seat's hand and turn are needed, and those are in its view.
The view of another seat sees no hidden card: for an action of a seat that is
not the viewer's, the judge answers what public facts decide (a malformed
action, not that seat's turn, the wrong phase, a draw from the stock), and
``not_your_turn`` where the answer would need that seat's own cards: a seat
moves only for itself.

Checks come in the order of section 16.1, so the first error is the one
reported.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import NamedTuple

from hand_desktop.core.actions import (
    Action,
    Discard,
    Draw,
    DrawSource,
    Extend,
    LayMelds,
    ReplaceJoker,
)
from hand_desktop.core.cards import Card, CardToken, make_card
from hand_desktop.core.conditions import (
    LeftProblem,
    double_joker_hand,
    hand_still_possible,
    leaves_hand_finish,
    left_problem,
    may_open_this_turn,
    opening_allowed_yet,
)
from hand_desktop.core.melds import Meld, build_meld, extend_meld, replace_joker
from hand_desktop.core.opening import opening_possible
from hand_desktop.core.rules import ErrorCode, RuleError
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import Sight

# --------------------------------------------------------------------------- rulings


class Taking(NamedTuple):
    """An accepted draw (the core deals with an empty stock itself)."""

    source: DrawSource


class Laying(NamedTuple):
    """Accepted new melds: what goes on the table, what stays in the hand."""

    melds: tuple[Meld, ...]
    left: tuple[Card, ...]
    value: int
    opening: bool  # the side had not opened: this is its opening
    waived: ErrorCode | None  # the rule a Hand opening was exempt from (section 16.8)


class OnMeld(NamedTuple):
    """An accepted extension or Joker replacement of table meld ``target``."""

    target: int  # the meld's index on the table
    meld: Meld  # the meld as it will be
    cards: tuple[Card, ...]  # the hand's cards it takes
    left: tuple[Card, ...]  # the hand afterwards (the Joker taken back included)
    joker: Card | None = None  # the Joker a replacement brings back to the hand


class Throw(NamedTuple):
    """An accepted discard: one card, or a Gulf double Joker Hand's two Jokers."""

    cards: tuple[Card, ...]
    hand: tuple[Card, ...]  # the hand before the discard

    @property
    def left(self) -> tuple[Card, ...]:
        # Worked out only when the discard is made: the move listing judges many discards.
        return tuple(_left(self.hand, self.cards))


Ruling = Taking | Laying | OnMeld | Throw


def refusal(view: Sight, action: Action) -> ErrorCode | None:
    """The code the core would refuse ``action`` with, or None if it would accept it."""
    try:
        rule(view, action)
    except RuleError as exc:
        return exc.code
    return None


def allowed(view: Sight, action: Action) -> bool:
    return refusal(view, action) is None


def rule(view: Sight, action: Action) -> Ruling:
    """What ``action`` does if accepted; raises ``RuleError`` (section 14) if not."""
    if not 0 <= action.seat < view.players:
        raise RuleError(ErrorCode.BAD_INPUT, f"no seat {action.seat}")
    if isinstance(action, Discard):  # the most asked: the move listing tries every card
        return _discard(view, action)
    if isinstance(action, Extend):
        return _extend(view, action)
    if isinstance(action, Draw):
        return _draw(view, action)
    if isinstance(action, LayMelds):
        return _melds(view, action)
    if isinstance(action, ReplaceJoker):
        return _replace(view, action)
    raise RuleError(ErrorCode.BAD_INPUT, f"unknown action {action!r}")


# --------------------------------------------------------------------------- the predicates


_DRAWING = (Phase.DRAW,)
_PLAYING = (Phase.PLAY,)
_DISCARDING = (Phase.PLAY, Phase.FIRST_DISCARD)


def expect(view: Sight, seat: int, phases: tuple[Phase, ...]) -> None:
    """Refuse a seat out of turn, or an action of the wrong phase."""
    phase = view.phase
    if seat != view.turn and phase is not Phase.OVER:
        raise RuleError(ErrorCode.NOT_YOUR_TURN, f"it is seat {view.turn}'s turn")
    if phase not in phases:
        raise RuleError(ErrorCode.WRONG_PHASE, f"not allowed in the {phase.value} phase")


def own_hand(view: Sight, seat: int) -> Sequence[Card]:
    """The acting seat's hand: only its own view holds it (see the module's note)."""
    if seat != view.seat:
        raise RuleError(ErrorCode.NOT_YOUR_TURN, f"seat {view.seat} cannot move for seat {seat}")
    return view.hand


def would_be_hand(view: Sight, seat: int) -> bool:
    """Would going out now, in this turn, be a Hand (section 8)?"""
    return seat == view.turn and hand_still_possible(view.laid_earlier[seat], view.touched_other)


def fire_draw_refusal(view: Sight, hand: Sequence[Card], seat: int) -> None:
    """Section 3.9 and the guard of 7.2: may the top fire card be taken with ``hand``?"""
    card = view.fire[-1]
    held = list(hand) + [card]
    locked = view.rules.locked_by(card)
    if left_problem(held, locked, view.rules) is LeftProblem.ONLY_LOCKED:
        raise RuleError(ErrorCode.FIRE_CARD_LOCKED, "you could not discard afterwards")
    if not view.opened[seat] and not _opens_with(view, held, locked):
        raise RuleError(ErrorCode.CANNOT_OPEN_WITH_FIRE_CARD, "you cannot open with the fire card")


def _opens_with(view: Sight, hand: list[Card], locked: frozenset[Card]) -> bool:
    """The guard: does an opening exist with ``hand`` (the fire card in it)? Section 16.4."""
    allowed_yet = opening_allowed_yet(view.rules, view.discards)
    return opening_possible(hand, locked, view.rules, view.required_opening, allowed_yet)


def check_discardable(problem: LeftProblem | None) -> None:
    """Section 3.9: a non-empty hand must keep a card that may be discarded."""
    if problem is LeftProblem.ONLY_LOCKED:
        raise RuleError(ErrorCode.FIRE_CARD_LOCKED, "you would hold only cards you may not discard")


def check_not_waived(view: Sight, index: int) -> None:
    """After an exempt Hand opening, only the melds laid this turn may be played on."""
    if view.waived is not None and index not in view.laid_this_turn:
        raise RuleError(view.waived, "a Hand opening may only play on melds laid this turn")


# --------------------------------------------------------------------------- draw


def _draw(view: Sight, action: Draw) -> Taking:
    if not isinstance(action.source, DrawSource):
        raise RuleError(ErrorCode.BAD_INPUT, "draw from \"stock\" or \"fire\"")
    if action.source is DrawSource.FIRE and not view.fire and view.phase is not Phase.OVER:
        raise RuleError(ErrorCode.BAD_INPUT, "the fire pile is empty")
    expect(view, action.seat, _DRAWING)
    if action.source is DrawSource.FIRE:
        fire_draw_refusal(view, own_hand(view, action.seat), action.seat)
    return Taking(action.source)


# --------------------------------------------------------------------------- cards of an action


def resolve(view: Sight, seat: int, tokens: Iterable[CardToken], for_discard: bool = False) -> list[Card]:
    """Physical cards for tokens, by section 16.2; card_not_in_hand if missing."""
    own_hand(view, seat)
    held = view.held
    fire_card = view.fire_card_taken
    taken: list[Card] = []
    for tok in tokens:
        card = _pick_copy(tok, held, taken, fire_card, for_discard)
        if card is None:
            raise RuleError(ErrorCode.CARD_NOT_IN_HAND, f"{tok} is not in your hand")
        taken.append(card)
    return taken


def _pick_copy(tok: CardToken, held: frozenset[Card], taken: list[Card], fire_card: Card | None,
               for_discard: bool) -> Card | None:
    if tok.copy is not None:
        card = make_card(tok.rank, tok.suit, tok.copy)
        return card if card in held and card not in taken else None
    order = [make_card(tok.rank, tok.suit, 1), make_card(tok.rank, tok.suit, 2)]
    if fire_card is not None and fire_card.kind == tok.kind:
        order = [fire_card, fire_card.twin]  # the locked copy first ...
        if for_discard:
            order.reverse()  # ... except for a discard
    for card in order:
        if card in held and card not in taken:
            return card
    return None


def _left(hand: Sequence[Card], used: Iterable[Card]) -> list[Card]:
    gone = set(used)
    return [c for c in hand if c not in gone]


# --------------------------------------------------------------------------- new melds / opening


def _melds(view: Sight, action: LayMelds) -> Laying:
    seat = action.seat
    if not action.melds:
        raise RuleError(ErrorCode.BAD_INPUT, "no melds given")
    expect(view, seat, _PLAYING)
    resolved = resolve(view, seat, [t for spec in action.melds for t in spec.cards])
    cards_per_meld: list[list[Card]] = []
    i = 0
    for spec in action.melds:
        cards_per_meld.append(resolved[i:i + len(spec.cards)])
        i += len(spec.cards)
    for cards in cards_per_meld:
        if sum(c.is_joker for c in cards) > 1:
            raise RuleError(ErrorCode.TWO_JOKERS, "a meld may hold only one Joker")
    melds = tuple(
        build_meld(cards, spec.joker_as, owner=seat)
        for cards, spec in zip(cards_per_meld, action.melds, strict=True)
    )
    left = _left(own_hand(view, seat), resolved)
    problem = left_problem(left, view.locked, view.rules)
    if problem is LeftProblem.NO_DISCARD:
        raise RuleError(ErrorCode.ILLEGAL_MELD, "you must keep a card to discard")
    value = sum(m.value(view.rules.low_ace_value) for m in melds)
    opening = not view.opened[seat]
    waived = check_opening(view, seat, value, left) if opening else None
    check_discardable(problem)
    return Laying(melds, tuple(left), value, opening, waived)


def check_opening(view: Sight, seat: int, value: int, left: Sequence[Card]) -> ErrorCode | None:
    """Raise if this opening is not allowed; return the rule a Hand exemption waived."""
    rules = view.rules
    if not may_open_this_turn(rules, view.fire_card_taken is not None):
        raise RuleError(ErrorCode.OPENING_NOT_ALLOWED_YET, "open only in a turn you took the discard")
    failing: list[ErrorCode] = []
    if not opening_allowed_yet(rules, view.discards):
        failing.append(ErrorCode.OPENING_NOT_ALLOWED_YET)
    if value < view.required_opening:
        failing.append(ErrorCode.BELOW_THRESHOLD)
    if not failing:
        return None
    exempt = {ErrorCode.OPENING_NOT_ALLOWED_YET}
    if rules.hand_exempt_from_threshold:
        exempt.add(ErrorCode.BELOW_THRESHOLD)
    if set(failing) <= exempt and goes_out_as_hand(view, seat, left):
        return failing[0]
    code = failing[0]
    message = (
        f"an opening needs {view.required_opening} points, this one has {value}"
        if code is ErrorCode.BELOW_THRESHOLD
        else f"no opening before {rules.discards_before_opening} discards"
    )
    raise RuleError(code, message)


def goes_out_as_hand(view: Sight, seat: int, left: Sequence[Card]) -> bool:
    """Section 16.8: the submission leaves nothing, one discardable card, or (Gulf) two Jokers."""
    if view.laid_this_turn or not would_be_hand(view, seat):
        return False
    return leaves_hand_finish(left, view.locked, view.rules)


# --------------------------------------------------------------------------- extend / replace


def _target(view: Sight, seat: int, index: int) -> Meld:
    expect(view, seat, _PLAYING)
    if not view.opened[seat]:
        raise RuleError(ErrorCode.NOT_OPENED, "open first")
    if not 0 <= index < len(view.table):
        raise RuleError(ErrorCode.NO_SUCH_MELD, f"there is no meld {index}")
    return view.table[index]


def _extend(view: Sight, action: Extend) -> OnMeld:
    seat, index = action.seat, action.meld
    meld = _target(view, seat, index)
    cards = resolve(view, seat, action.cards)
    grown = extend_meld(meld, cards, action.joker_as)
    left = _left(own_hand(view, seat), cards)
    problem = left_problem(left, view.locked, view.rules)
    if problem is LeftProblem.NO_DISCARD:
        raise RuleError(ErrorCode.ILLEGAL_EXTENSION, "you must keep a card to discard")
    check_not_waived(view, index)
    check_discardable(problem)
    return OnMeld(index, grown, tuple(cards), tuple(left))


def _replace(view: Sight, action: ReplaceJoker) -> OnMeld:
    seat, index = action.seat, action.meld
    meld = _target(view, seat, index)
    cards = resolve(view, seat, action.cards)
    grown, joker = replace_joker(meld, cards)
    left = _left(own_hand(view, seat), cards) + [joker]
    check_not_waived(view, index)
    check_discardable(left_problem(left, view.locked, view.rules))
    return OnMeld(index, grown, tuple(cards), tuple(left), joker)


# --------------------------------------------------------------------------- discard


def _discard(view: Sight, action: Discard) -> Throw:
    seat = action.seat
    if len(action.cards) == 2:
        check_double_joker(view, action)
    elif len(action.cards) != 1:
        raise RuleError(ErrorCode.BAD_INPUT, "discard one card")
    expect(view, seat, _DISCARDING)
    hand = own_hand(view, seat)
    if view.must_open:
        raise RuleError(ErrorCode.MUST_OPEN, "you took the fire card: open before you discard")
    cards = resolve(view, seat, action.cards, for_discard=True)
    locked = view.locked
    if locked and any(c in locked for c in cards):
        raise RuleError(ErrorCode.FIRE_CARD_LOCKED, "you may not throw back the fire card or its twin")
    return Throw(tuple(cards), tuple(hand))


def check_double_joker(view: Sight, action: Discard) -> None:
    """Two cards only for a Gulf double Joker Hand that ends the round (16.12)."""
    seat = action.seat
    if all(t.is_joker for t in action.cards) and would_be_hand(view, seat):
        hand = own_hand(view, seat)  # seat is the one to move: only its own view can tell
        if double_joker_hand(hand, view.rules, view.phase, True) and not view.must_open:
            return
    raise RuleError(ErrorCode.BAD_INPUT, "two cards only to end a double Joker Hand")


__all__ = [
    "Laying", "OnMeld", "Ruling", "Taking", "Throw", "allowed", "fire_draw_refusal", "refusal", "rule",
]
