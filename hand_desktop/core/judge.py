"""The judge: would the core accept this action from this seat? Answered from the seat's view.

``refusal(view, action)`` gives the error code of RULES.md section 14 the core
would answer, or None when it would accept the action. ``rule(view, action)``
is the same judgement with its working: the cards the action takes, the melds
it makes, what stays in the hand. ``Round`` plans every action with ``rule``
(on the acting seat's own view of it, a ``RoundSight``) and only commits what
the judge worked out, and ``moves.legal_actions`` lists exactly the candidates
the judge lets through, so the core, the move listing, the bots, the hints and
the table can never disagree about what is allowed.

A ``Judge`` sits for one view: it reads the facts every check shares (the
hand, the cards locked this turn, whose turn it is) once, then rules on any
number of actions with the same predicates. The move listing asks one
``Judge`` about every candidate of a position, so those facts are worked out
once per position, not once per card.

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

from collections.abc import Callable, Iterable, Sequence
from typing import Any, NamedTuple

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
    leftover_problem,
    may_open_this_turn,
    opening_allowed_yet,
)
from hand_desktop.core.kindmask import id_mask
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
    cards: tuple[Card, ...]  # the hand's cards they take
    hand: tuple[Card, ...]  # the hand before
    value: int
    opening: bool  # the side had not opened: this is its opening
    waived: ErrorCode | None  # the rule a Hand opening was exempt from (section 16.8)

    @property
    def left(self) -> tuple[Card, ...]:
        # Worked out only when the melds are laid: the move listing judges many melds.
        return tuple(_left(self.hand, self.cards))


class OnMeld(NamedTuple):
    """An accepted extension or Joker replacement of table meld ``target``."""

    target: int  # the meld's index on the table
    meld: Meld  # the meld as it will be
    cards: tuple[Card, ...]  # the hand's cards it takes
    hand: tuple[Card, ...]  # the hand before
    joker: Card | None = None  # the Joker a replacement brings back to the hand

    @property
    def left(self) -> tuple[Card, ...]:
        """The hand afterwards (the Joker taken back included)."""
        left = _left(self.hand, self.cards)
        return tuple(left if self.joker is None else left + [self.joker])


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
    return Judge(view).refusal(action)


def allowed(view: Sight, action: Action) -> bool:
    return Judge(view).allowed(action)


def rule(view: Sight, action: Action) -> Ruling:
    """What ``action`` does if accepted; raises ``RuleError`` (section 14) if not."""
    return Judge(view).rule(action)


_DRAWING = (Phase.DRAW,)
_PLAYING = (Phase.PLAY,)
_DISCARDING = (Phase.PLAY, Phase.FIRST_DISCARD)


class Judge:
    """The judge sitting for one view (see the module's note); the view must not change meanwhile."""

    __slots__ = ("view", "seat", "players", "turn", "phase", "rules", "hand", "locked", "fire_card",
                 "must_open", "held", "_discarder")

    def __init__(self, view: Sight) -> None:
        self.view = view
        self.seat = view.seat
        self.players = view.players
        self.turn = view.turn
        self.phase = view.phase
        self.rules = view.rules
        self.hand: tuple[Card, ...] = tuple(view.hand)
        self.fire_card = view.fire_card_taken
        self.locked = self.rules.locked_by(self.fire_card)
        self.must_open = view.must_open
        # The hand as an ``id_mask``: asking it costs no Python-level ``Card.__hash__``.
        self.held = id_mask(self.hand)
        self._discarder = -1  # the seat that ``may_discard`` cleared

    def refusal(self, action: Action) -> ErrorCode | None:
        """The code the core would refuse ``action`` with, or None if it would accept it."""
        try:
            self.rule(action)
        except RuleError as exc:
            return exc.code
        return None

    def allowed(self, action: Action) -> bool:
        try:
            self.rule(action)
        except RuleError:
            return False
        return True

    def rule(self, action: Action) -> Ruling:
        """What ``action`` does if accepted; raises ``RuleError`` (section 14) if not."""
        if not 0 <= action.seat < self.players:
            raise RuleError(ErrorCode.BAD_INPUT, f"no seat {action.seat}")
        judge_kind = _JUDGE_BY_KIND.get(type(action))
        if judge_kind is None:
            raise RuleError(ErrorCode.BAD_INPUT, f"unknown action {action!r}")
        return judge_kind(self, action)

    # ----------------------------------------------------------------------- the predicates

    def expect(self, seat: int, phases: tuple[Phase, ...]) -> None:
        """Refuse a seat out of turn, or an action of the wrong phase."""
        phase = self.phase
        if seat != self.turn and phase is not Phase.OVER:
            raise RuleError(ErrorCode.NOT_YOUR_TURN, f"it is seat {self.turn}'s turn")
        if phase not in phases:
            raise RuleError(ErrorCode.WRONG_PHASE, f"not allowed in the {phase.value} phase")

    def own_hand(self, seat: int) -> tuple[Card, ...]:
        """The acting seat's hand: only its own view holds it (see the module's note)."""
        if seat != self.seat:
            raise RuleError(ErrorCode.NOT_YOUR_TURN, f"seat {self.seat} cannot move for seat {seat}")
        return self.hand

    def would_be_hand(self, seat: int) -> bool:
        """Would going out now, in this turn, be a Hand (section 8)?"""
        view = self.view
        return seat == self.turn and hand_still_possible(view.laid_earlier[seat], view.touched_other)

    def fire_draw_refusal(self, seat: int) -> None:
        """Section 3.9 and the guard of 7.2: may the top fire card be taken with the hand?"""
        view = self.view
        card = view.fire[-1]
        held = list(self.own_hand(seat)) + [card]
        locked = self.rules.locked_by(card)
        if left_problem(held, locked, self.rules) is LeftProblem.ONLY_LOCKED:
            raise RuleError(ErrorCode.FIRE_CARD_LOCKED, "you could not discard afterwards")
        if not view.opened[seat] and not self._opens_with(held, locked):
            raise RuleError(ErrorCode.CANNOT_OPEN_WITH_FIRE_CARD, "you cannot open with the fire card")

    def _opens_with(self, hand: list[Card], locked: frozenset[Card]) -> bool:
        """The guard: does an opening exist with ``hand`` (the fire card in it)? Section 16.4."""
        view = self.view
        allowed_yet = opening_allowed_yet(self.rules, view.discards)
        return opening_possible(hand, locked, self.rules, view.required_opening, allowed_yet)

    def left_problem(self, used: Sequence[Card], gained: Card | None = None) -> LeftProblem | None:
        """What is wrong with the hand a play leaves (it takes ``used``, gives back ``gained``).

        Counted, not built: how many cards stay, and how many of them may be discarded."""
        locked = self.locked
        left = len(self.hand) - len(used)
        free = left
        if locked:
            free -= (self.held & id_mask(locked)).bit_count() - sum(1 for c in used if c in locked)
        if gained is not None:
            left += 1
            free += gained not in locked
        return leftover_problem(left, free > 0, self.rules)

    def check_not_waived(self, index: int) -> None:
        """After an exempt Hand opening, only the melds laid this turn may be played on."""
        view = self.view
        if view.waived is not None and index not in view.laid_this_turn:
            raise RuleError(view.waived, "a Hand opening may only play on melds laid this turn")

    # ----------------------------------------------------------------------- draw

    def _draw(self, action: Draw) -> Taking:
        if not isinstance(action.source, DrawSource):
            raise RuleError(ErrorCode.BAD_INPUT, "draw from \"stock\" or \"fire\"")
        if action.source is DrawSource.FIRE and not self.view.fire and self.phase is not Phase.OVER:
            raise RuleError(ErrorCode.BAD_INPUT, "the fire pile is empty")
        self.expect(action.seat, _DRAWING)
        if action.source is DrawSource.FIRE:
            self.fire_draw_refusal(action.seat)
        return Taking(action.source)

    # ----------------------------------------------------------------------- cards of an action

    def resolve(self, tokens: Iterable[CardToken], for_discard: bool = False) -> list[Card]:
        """Physical cards for tokens, by section 16.2; card_not_in_hand if missing.

        The caller has made sure that the acting seat is the viewer (``own_hand``)."""
        untaken = self.held  # an id_mask: the held cards no token has taken yet
        taken: list[Card] = []
        for tok in tokens:
            if tok.copy is not None:  # a named copy: the move listing's, and the wire's
                named = make_card(tok.rank, tok.suit, tok.copy)
                card: Card | None = named if untaken >> named.id & 1 else None
            else:
                card = self._pick_copy(tok, untaken, for_discard)
            if card is None:
                raise RuleError(ErrorCode.CARD_NOT_IN_HAND, f"{tok} is not in your hand")
            untaken &= ~(1 << card.id)
            taken.append(card)
        return taken

    def _pick_copy(self, tok: CardToken, untaken: int, for_discard: bool) -> Card | None:
        fire_card = self.fire_card
        if fire_card is not None and fire_card.kind == tok.kind:
            order = [fire_card, fire_card.twin]  # the locked copy first ...
            if for_discard:
                order.reverse()  # ... except for a discard
        else:
            order = [make_card(tok.rank, tok.suit, 1), make_card(tok.rank, tok.suit, 2)]
        for card in order:
            if untaken >> card.id & 1:
                return card
        return None

    # ----------------------------------------------------------------------- new melds / opening

    def _melds(self, action: LayMelds) -> Laying:
        seat = action.seat
        if not action.melds:
            raise RuleError(ErrorCode.BAD_INPUT, "no melds given")
        self.expect(seat, _PLAYING)
        self.own_hand(seat)
        resolved = self.resolve([t for spec in action.melds for t in spec.cards])
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
        problem = self.left_problem(resolved)
        if problem is LeftProblem.NO_DISCARD:
            raise RuleError(ErrorCode.ILLEGAL_MELD, "you must keep a card to discard")
        value = sum(m.value(self.rules.low_ace_value) for m in melds)
        opening = not self.view.opened[seat]
        waived = self.check_opening(seat, value, resolved) if opening else None
        check_discardable(problem)
        return Laying(melds, tuple(resolved), self.hand, value, opening, waived)

    def check_opening(self, seat: int, value: int, used: Sequence[Card]) -> ErrorCode | None:
        """Raise if this opening is not allowed; return the rule a Hand exemption waived."""
        rules, view = self.rules, self.view
        if not may_open_this_turn(rules, self.fire_card is not None):
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
        if set(failing) <= exempt and self.goes_out_as_hand(seat, used):
            return failing[0]
        code = failing[0]
        message = (
            f"an opening needs {view.required_opening} points, this one has {value}"
            if code is ErrorCode.BELOW_THRESHOLD
            else f"no opening before {rules.discards_before_opening} discards"
        )
        raise RuleError(code, message)

    def goes_out_as_hand(self, seat: int, used: Sequence[Card]) -> bool:
        """Section 16.8: the submission leaves nothing, one discardable card, or (Gulf) two Jokers."""
        if self.view.laid_this_turn or not self.would_be_hand(seat):
            return False
        return leaves_hand_finish(_left(self.hand, used), self.locked, self.rules)

    # ----------------------------------------------------------------------- extend / replace

    def _target(self, seat: int, index: int) -> Meld:
        self.expect(seat, _PLAYING)
        view = self.view
        if not view.opened[seat]:
            raise RuleError(ErrorCode.NOT_OPENED, "open first")
        if not 0 <= index < len(view.table):
            raise RuleError(ErrorCode.NO_SUCH_MELD, f"there is no meld {index}")
        self.own_hand(seat)
        return view.table[index]

    def _extend(self, action: Extend) -> OnMeld:
        seat, index = action.seat, action.meld
        meld = self._target(seat, index)
        cards = self.resolve(action.cards)
        grown = extend_meld(meld, cards, action.joker_as)
        problem = self.left_problem(cards)
        if problem is LeftProblem.NO_DISCARD:
            raise RuleError(ErrorCode.ILLEGAL_EXTENSION, "you must keep a card to discard")
        self.check_not_waived(index)
        check_discardable(problem)
        return OnMeld(index, grown, tuple(cards), self.hand)

    def _replace(self, action: ReplaceJoker) -> OnMeld:
        seat, index = action.seat, action.meld
        meld = self._target(seat, index)
        cards = self.resolve(action.cards)
        grown, joker = replace_joker(meld, cards)
        self.check_not_waived(index)
        check_discardable(self.left_problem(cards, gained=joker))
        return OnMeld(index, grown, tuple(cards), self.hand, joker)

    # ----------------------------------------------------------------------- discard

    def _discard(self, action: Discard) -> Throw:
        seat = action.seat
        count = len(action.cards)
        if count == 2:
            self.check_double_joker(action)
        elif count != 1:
            raise RuleError(ErrorCode.BAD_INPUT, "discard one card")
        if seat != self._discarder:  # the same answer for every card: asked once per judge
            self.may_discard(seat)
            self._discarder = seat
        cards = self.resolve(action.cards, for_discard=True)
        locked = self.locked
        if locked and any(c in locked for c in cards):
            raise RuleError(ErrorCode.FIRE_CARD_LOCKED, "you may not throw back the fire card or its twin")
        return Throw(tuple(cards), self.hand)

    def may_discard(self, seat: int) -> None:
        """Whatever the cards: refuse a discard out of turn, of the wrong phase, for another seat,
        or before the opening that taking the fire card calls for."""
        self.expect(seat, _DISCARDING)
        self.own_hand(seat)
        if self.must_open:
            raise RuleError(ErrorCode.MUST_OPEN, "you took the fire card: open before you discard")

    def check_double_joker(self, action: Discard) -> None:
        """Two cards only for a Gulf double Joker Hand that ends the round (16.12)."""
        seat = action.seat
        if all(t.is_joker for t in action.cards) and self.would_be_hand(seat):
            hand = self.own_hand(seat)  # seat is the one to move: only its own view can tell
            if double_joker_hand(hand, self.rules, self.phase, True) and not self.must_open:
                return
        raise RuleError(ErrorCode.BAD_INPUT, "two cards only to end a double Joker Hand")


_JUDGE_BY_KIND: dict[type, Callable[[Judge, Any], Ruling]] = {
    Discard: Judge._discard, Extend: Judge._extend, Draw: Judge._draw, LayMelds: Judge._melds,
    ReplaceJoker: Judge._replace,
}
"""The check of each kind of action (looked up by type: the move listing asks for every card)."""


def check_discardable(problem: LeftProblem | None) -> None:
    """Section 3.9: a non-empty hand must keep a card that may be discarded."""
    if problem is LeftProblem.ONLY_LOCKED:
        raise RuleError(ErrorCode.FIRE_CARD_LOCKED, "you would hold only cards you may not discard")


def _left(hand: Sequence[Card], used: Iterable[Card]) -> list[Card]:
    gone = id_mask(used)
    return [c for c in hand if not gone >> c.id & 1]


__all__ = [
    "Judge", "Laying", "OnMeld", "Ruling", "Taking", "Throw", "allowed", "refusal", "rule",
]
