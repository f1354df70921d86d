"""One round of Hand: the state, the actions it accepts and the events it reports.

``Round.apply(action)`` either raises ``RuleError`` with a code of RULES.md
section 14 and changes nothing, or changes the state and returns the events.
Every handler first works out the whole change (``_plan_*``) and only then
commits it, so a rejected action never leaves a trace.

``Round.check(action)`` tells whether an action would be accepted, without
applying it; ``legal_actions`` lists the actions of the player to move.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterable
from typing import Any

from hand_desktop.core.actions import (
    Action,
    Discard,
    Draw,
    DrawSource,
    Extend,
    LayMelds,
    ReplaceJoker,
)
from hand_desktop.core.cards import ALL_CARDS, Card, CardToken, make_card
from hand_desktop.core.conditions import (
    LeftProblem,
    double_joker_hand,
    hand_still_possible,
    leaves_hand_finish,
    left_problem,
    may_open_this_turn,
    opening_allowed_yet,
)
from hand_desktop.core.events import (
    CardDiscarded,
    CardDrawn,
    Event,
    JokerReplaced,
    MeldExtended,
    MeldsLaid,
    RoundEnded,
    StockReshuffled,
    TurnStarted,
)
from hand_desktop.core.melds import Meld, build_meld, extend_meld, replace_joker
from hand_desktop.core.opening import opening_possible
from hand_desktop.core.rules import ErrorCode, RuleError, Rules
from hand_desktop.core.scoring import (
    Finish,
    RoundResult,
    gulf_hand_kind,
    score_finish,
    score_no_contest,
)
from hand_desktop.core.turn import Phase, TurnState

Commit = Callable[[], list[Event]]
"""What a planned action does once accepted: change the state, return the events."""


class Round:
    """The state of one round. Build it with ``Round.deal`` or ``scenario.load_scenario``."""

    def __init__(
        self,
        rules: Rules,
        players: int,
        dealer: int,
        hands: list[list[Card]],
        stock: list[Card],
        fire: list[Card],
        *,
        turn: int | None = None,
        phase: Phase = Phase.FIRST_DISCARD,
        table: list[Meld] | None = None,
        opened: list[bool] | None = None,
        last_opening: int | None = None,
        reshuffles: int = 0,
        discards: int | None = None,
        rng: random.Random | None = None,
    ) -> None:
        rules.check_players(players)
        self.rules = rules
        self.players = players
        self.dealer = dealer
        self.hands = hands
        self.stock = stock  # the top of the stock is the END of the list
        self.fire = fire  # bottom .. top
        self.table: list[Meld] = table or []
        self.opened = opened or [False] * players
        self.last_opening = last_opening
        self.turn = (dealer + 1) % players if turn is None else turn
        self.phase = phase
        self.reshuffles = reshuffles
        self.discards = len(fire) if discards is None else discards
        self.rng = rng or random.Random(0)
        self.laid_earlier = [any(m.owner == s for m in self.table) for s in range(players)]
        self.turn_state = TurnState()
        self.result: RoundResult | None = None

    # ------------------------------------------------------------------ construction

    @classmethod
    def deal(cls, rules: Rules, players: int, dealer: int, rng: random.Random) -> Round:
        """Shuffle the 106 cards and deal 14 each, 15 to the player after the dealer."""
        deck = list(ALL_CARDS)
        rng.shuffle(deck)
        hands: list[list[Card]] = [[] for _ in range(players)]
        first = (dealer + 1) % players
        for i in range(14 * players + 1):
            hands[(first + i) % players].append(deck.pop())
        return cls(rules, players, dealer, hands, deck, [], rng=rng)

    # ------------------------------------------------------------------ small queries

    def side(self, seat: int) -> tuple[int, ...]:
        """The seats of ``seat``'s side: itself, and its partner in partner variants."""
        return self.rules.side(seat, self.players)

    def next_seat(self, seat: int) -> int:
        return (seat + 1) % self.players

    @property
    def over(self) -> bool:
        return self.phase is Phase.OVER

    def required_opening(self) -> int:
        """What an opening must reach now: the threshold, or the Saudi rising value."""
        if self.rules.rising and self.last_opening is not None:
            return self.last_opening + 1
        return self.rules.threshold

    def locked_cards(self) -> frozenset[Card]:
        """Cards the player to move may not discard this turn (section 16.3)."""
        return self.rules.locked_by(self.turn_state.fire_card)

    def must_open(self) -> bool:
        """The player to move took the fire card unopened and has not opened yet."""
        return self.turn_state.fire_card is not None and not self.opened[self.turn]

    def opening_allowed_yet(self) -> bool:
        return opening_allowed_yet(self.rules, self.discards)

    def would_be_hand(self, seat: int) -> bool:
        """Would going out now, in this turn, be a Hand (section 8)?"""
        return seat == self.turn and hand_still_possible(
            self.laid_earlier[seat], self.turn_state.touched_other
        )

    # ------------------------------------------------------------------ the entry points

    def apply(self, action: Action) -> list[Event]:
        """Apply ``action`` or raise ``RuleError``; a rejected action changes nothing."""
        commit = self._plan(action)
        return commit()

    def check(self, action: Action) -> RuleError | None:
        """The error ``action`` would get, or None if it would be accepted."""
        try:
            self._plan(action)
        except RuleError as exc:
            return exc
        return None

    def _plan(self, action: Action) -> Commit:
        if not 0 <= action.seat < self.players:
            raise RuleError(ErrorCode.BAD_INPUT, f"no seat {action.seat}")
        if isinstance(action, Draw):
            return self._plan_draw(action)
        if isinstance(action, LayMelds):
            return self._plan_melds(action)
        if isinstance(action, Extend):
            return self._plan_extend(action)
        if isinstance(action, ReplaceJoker):
            return self._plan_replace(action)
        if isinstance(action, Discard):
            return self._plan_discard(action)
        raise RuleError(ErrorCode.BAD_INPUT, f"unknown action {action!r}")

    def _expect(self, seat: int, *phases: Phase) -> None:
        if seat != self.turn and self.phase is not Phase.OVER:
            raise RuleError(ErrorCode.NOT_YOUR_TURN, f"it is seat {self.turn}'s turn")
        if self.phase not in phases:
            raise RuleError(ErrorCode.WRONG_PHASE, f"not allowed in the {self.phase.value} phase")

    # ------------------------------------------------------------------ draw

    def _plan_draw(self, action: Draw) -> Commit:
        if not isinstance(action.source, DrawSource):
            raise RuleError(ErrorCode.BAD_INPUT, "draw from \"stock\" or \"fire\"")
        if action.source is DrawSource.FIRE and not self.fire and self.phase is not Phase.OVER:
            raise RuleError(ErrorCode.BAD_INPUT, "the fire pile is empty")
        self._expect(action.seat, Phase.DRAW)
        if action.source is DrawSource.FIRE:
            return self._plan_fire_draw(action.seat)
        return self._plan_stock_draw(action.seat)

    def _plan_fire_draw(self, seat: int) -> Commit:
        card = self.fire[-1]
        hand = self.hands[seat] + [card]
        locked = self.rules.locked_by(card)
        if left_problem(hand, locked, self.rules) is LeftProblem.ONLY_LOCKED:
            raise RuleError(ErrorCode.FIRE_CARD_LOCKED, "you could not discard afterwards")
        if not self.opened[seat] and not self._fire_guard(hand, locked):
            raise RuleError(
                ErrorCode.CANNOT_OPEN_WITH_FIRE_CARD, "you cannot open with the fire card"
            )

        def commit() -> list[Event]:
            self.fire.pop()
            self.hands[seat].append(card)
            self.turn_state.fire_card = card
            self.turn_state.took_discard = True
            self.phase = Phase.PLAY
            return [CardDrawn(seat, DrawSource.FIRE, card)]

        return commit

    def _fire_guard(self, hand: list[Card], locked: frozenset[Card]) -> bool:
        return opening_possible(
            hand, locked, self.rules, self.required_opening(), self.opening_allowed_yet()
        )

    def _plan_stock_draw(self, seat: int) -> Commit:
        reshuffle = not self.stock
        if reshuffle and (self.reshuffles >= self.rules.max_reshuffles or len(self.fire) < 2):
            return self._commit_no_contest

        def commit() -> list[Event]:
            events: list[Event] = []
            if reshuffle:
                top = self.fire.pop()
                self.stock = self.fire
                self.rng.shuffle(self.stock)
                self.fire = [top]
                self.reshuffles += 1
                events.append(StockReshuffled(len(self.stock), self.reshuffles))
            card = self.stock.pop()
            self.hands[seat].append(card)
            self.phase = Phase.PLAY
            events.append(CardDrawn(seat, DrawSource.STOCK, card))
            return events

        return commit

    def _commit_no_contest(self) -> list[Event]:
        self.result = score_no_contest(self.hands, self.opened, self.rules)
        self.phase = Phase.OVER
        return [RoundEnded(self.result)]

    # ------------------------------------------------------------------ cards of an action

    def _resolve(self, seat: int, tokens: Iterable[CardToken], for_discard: bool = False) -> list[Card]:
        """Physical cards for tokens, by section 16.2; card_not_in_hand if missing."""
        hand = self.hands[seat]
        in_hand = set(hand)
        fire_card = self.turn_state.fire_card if seat == self.turn else None
        taken: list[Card] = []
        used: set[Card] = set()
        for tok in tokens:
            card = self._pick_copy(tok, in_hand - used, fire_card, for_discard)
            if card is None:
                raise RuleError(ErrorCode.CARD_NOT_IN_HAND, f"{tok} is not in your hand")
            used.add(card)
            taken.append(card)
        return taken

    def _pick_copy(
        self, tok: CardToken, free: set[Card], fire_card: Card | None, for_discard: bool
    ) -> Card | None:
        first, second = _copies(tok)
        if tok.copy is not None:
            return first if first in free else None
        order = [first, second]
        if fire_card is not None and fire_card.kind == tok.kind:
            order = [fire_card, fire_card.twin]  # the locked copy first ...
            if for_discard:
                order.reverse()  # ... except for a discard
        for card in order:
            if card in free:
                return card
        return None

    # ------------------------------------------------------------------ new melds / opening

    def _plan_melds(self, action: LayMelds) -> Commit:
        seat = action.seat
        if not action.melds:
            raise RuleError(ErrorCode.BAD_INPUT, "no melds given")
        self._expect(seat, Phase.PLAY)
        cards_per_meld: list[list[Card]] = []
        all_tokens = [t for spec in action.melds for t in spec.cards]
        resolved = self._resolve(seat, all_tokens)
        i = 0
        for spec in action.melds:
            cards_per_meld.append(resolved[i:i + len(spec.cards)])
            i += len(spec.cards)
        for cards in cards_per_meld:
            if sum(c.is_joker for c in cards) > 1:
                raise RuleError(ErrorCode.TWO_JOKERS, "a meld may hold only one Joker")
        melds = [
            build_meld(cards, spec.joker_as, owner=seat)
            for cards, spec in zip(cards_per_meld, action.melds, strict=True)
        ]
        used = set(resolved)
        left = [c for c in self.hands[seat] if c not in used]
        problem = left_problem(left, self.locked_cards(), self.rules)
        if problem is LeftProblem.NO_DISCARD:
            raise RuleError(ErrorCode.ILLEGAL_MELD, "you must keep a card to discard")
        value = sum(m.value(self.rules.low_ace_value) for m in melds)
        opening = not self.opened[seat]
        waived = self._check_opening(seat, value, left) if opening else None
        self._check_discardable(problem)

        def commit() -> list[Event]:
            start = len(self.table)
            self.table.extend(melds)
            self.hands[seat] = left
            ts = self.turn_state
            ts.laid.extend(range(start, len(self.table)))
            if opening:
                for s in self.side(seat):
                    self.opened[s] = True
                self.last_opening = value
                ts.opened_now = True
                ts.waived = waived
            events: list[Event] = [MeldsLaid(seat, tuple(range(start, len(self.table))), value, opening)]
            return events + self._after_play(seat)

        return commit

    def _check_opening(self, seat: int, value: int, left: list[Card]) -> ErrorCode | None:
        """Raise if this opening is not allowed; return the rule a Hand exemption waived."""
        if not may_open_this_turn(self.rules, self.turn_state.took_discard):
            raise RuleError(
                ErrorCode.OPENING_NOT_ALLOWED_YET, "open only in a turn you took the discard"
            )
        failing: list[ErrorCode] = []
        if not self.opening_allowed_yet():
            failing.append(ErrorCode.OPENING_NOT_ALLOWED_YET)
        if value < self.required_opening():
            failing.append(ErrorCode.BELOW_THRESHOLD)
        if not failing:
            return None
        exempt = {ErrorCode.OPENING_NOT_ALLOWED_YET}
        if self.rules.hand_exempt_from_threshold:
            exempt.add(ErrorCode.BELOW_THRESHOLD)
        if set(failing) <= exempt and self._goes_out_as_hand(seat, left):
            return failing[0]
        code = failing[0]
        needed = self.required_opening()
        message = (
            f"an opening needs {needed} points, this one has {value}"
            if code is ErrorCode.BELOW_THRESHOLD
            else f"no opening before {self.rules.discards_before_opening} discards"
        )
        raise RuleError(code, message)

    def _goes_out_as_hand(self, seat: int, left: list[Card]) -> bool:
        """Section 16.8: the submission leaves nothing, one discardable card, or (Gulf) two Jokers."""
        if self.turn_state.laid or not self.would_be_hand(seat):
            return False
        return leaves_hand_finish(left, self.locked_cards(), self.rules)

    def _check_discardable(self, problem: LeftProblem | None) -> None:
        """Section 3.9: a non-empty hand must keep a card that may be discarded."""
        if problem is LeftProblem.ONLY_LOCKED:
            raise RuleError(ErrorCode.FIRE_CARD_LOCKED, "you would hold only cards you may not discard")

    def _check_not_waived(self, index: int) -> None:
        """After an exempt Hand opening, only the melds laid this turn may be played on."""
        waived = self.turn_state.waived
        if waived is not None and index not in self.turn_state.laid:
            raise RuleError(waived, "a Hand opening may only play on melds laid this turn")

    # ------------------------------------------------------------------ extend / replace

    def _plan_target(self, seat: int, index: int) -> Meld:
        self._expect(seat, Phase.PLAY)
        if not self.opened[seat]:
            raise RuleError(ErrorCode.NOT_OPENED, "open first")
        if not 0 <= index < len(self.table):
            raise RuleError(ErrorCode.NO_SUCH_MELD, f"there is no meld {index}")
        return self.table[index]

    def _plan_extend(self, action: Extend) -> Commit:
        seat, index = action.seat, action.meld
        meld = self._plan_target(seat, index)
        cards = self._resolve(seat, action.cards)
        new_meld = extend_meld(meld, cards, action.joker_as)
        used = set(cards)
        left = [c for c in self.hands[seat] if c not in used]
        problem = left_problem(left, self.locked_cards(), self.rules)
        if problem is LeftProblem.NO_DISCARD:
            raise RuleError(ErrorCode.ILLEGAL_EXTENSION, "you must keep a card to discard")
        self._check_not_waived(index)
        self._check_discardable(problem)

        event = MeldExtended(seat, index, tuple(cards))
        return lambda: self._commit_on_meld(seat, index, new_meld, left, event)

    def _plan_replace(self, action: ReplaceJoker) -> Commit:
        seat, index = action.seat, action.meld
        meld = self._plan_target(seat, index)
        cards = self._resolve(seat, action.cards)
        new_meld, joker = replace_joker(meld, cards)
        used = set(cards)
        left = [c for c in self.hands[seat] if c not in used] + [joker]
        self._check_not_waived(index)
        self._check_discardable(left_problem(left, self.locked_cards(), self.rules))

        event = JokerReplaced(seat, index, tuple(cards), joker)
        return lambda: self._commit_on_meld(seat, index, new_meld, left, event)

    def _commit_on_meld(self, seat: int, index: int, meld: Meld, left: list[Card], event: Event) -> list[Event]:
        """Commit an extension or a Joker replacement: the meld changes, the hand shrinks."""
        self.table[index] = meld
        self.hands[seat] = left
        if index not in self.turn_state.laid:
            self.turn_state.touched_other = True  # played on a meld not laid this turn: no Hand
        return [event] + self._after_play(seat)

    def _after_play(self, seat: int) -> list[Event]:
        """A play that empties the hand ends the round (no discard needed)."""
        if self.hands[seat]:
            return []
        return self._finish(seat, ())

    # ------------------------------------------------------------------ discard

    def _plan_discard(self, action: Discard) -> Commit:
        seat = action.seat
        if len(action.cards) == 2:
            self._check_double_joker(action)
        elif len(action.cards) != 1:
            raise RuleError(ErrorCode.BAD_INPUT, "discard one card")
        self._expect(seat, Phase.PLAY, Phase.FIRST_DISCARD)
        if self.must_open():
            raise RuleError(ErrorCode.MUST_OPEN, "you took the fire card: open before you discard")
        cards = self._resolve(seat, action.cards, for_discard=True)
        locked = self.locked_cards()
        if any(c in locked for c in cards):
            raise RuleError(ErrorCode.FIRE_CARD_LOCKED, "you may not throw back the fire card or its twin")
        used = set(cards)
        left = [c for c in self.hands[seat] if c not in used]

        def commit() -> list[Event]:
            self.hands[seat] = left
            self.fire.extend(cards)
            self.discards += len(cards)
            events: list[Event] = [CardDiscarded(seat, tuple(cards))]
            if not left:
                return events + self._finish(seat, tuple(cards))
            self._pass_turn()
            return events + [TurnStarted(self.turn)]

        return commit

    def _check_double_joker(self, action: Discard) -> None:
        """Two cards only for a Gulf double Joker Hand that ends the round (16.12)."""
        seat = action.seat
        ok = (
            all(t.is_joker for t in action.cards)
            and double_joker_hand(self.hands[seat], self.rules, self.phase, self.would_be_hand(seat))
            and not self.must_open()
        )
        if not ok:
            raise RuleError(ErrorCode.BAD_INPUT, "two cards only to end a double Joker Hand")

    def _pass_turn(self) -> None:
        seat = self.turn
        if self.turn_state.laid or self.turn_state.touched_other:
            self.laid_earlier[seat] = True
        self.turn = self.next_seat(seat)
        self.turn_state = TurnState()
        self.phase = Phase.DRAW

    # ------------------------------------------------------------------ end of round

    def _finish(self, seat: int, thrown: tuple[Card, ...]) -> list[Event]:
        finish = Finish.HAND if self.would_be_hand(seat) else Finish.NORMAL
        if finish is Finish.HAND and self.rules.gulf:
            melded = [
                (c, m.joker_represents() if c.is_joker else [])
                for i in self.turn_state.laid
                for m in (self.table[i],)
                for c in m.cards
            ]
            finish = gulf_hand_kind(melded, thrown)
        self.result = score_finish(finish, seat, self.hands, self.opened, self.rules)
        self.phase = Phase.OVER
        return [RoundEnded(self.result)]

    # ------------------------------------------------------------------ state as data

    def to_json(self) -> dict[str, Any]:
        """The complete state, for comparisons and debugging (not a save format)."""
        ts = self.turn_state
        return {
            "rules": self.rules.to_json(),
            "players": self.players,
            "dealer": self.dealer,
            "hands": [[c.code(True) for c in h] for h in self.hands],
            "stock": [c.code(True) for c in self.stock],
            "fire": [c.code(True) for c in self.fire],
            "table": [
                {**m.to_json(), "cards": [c.code(True) for c in m.cards]} for m in self.table
            ],
            "opened": list(self.opened),
            "last_opening": self.last_opening,
            "turn": self.turn,
            "phase": self.phase.value,
            "reshuffles": self.reshuffles,
            "discards": self.discards,
            "laid_earlier": list(self.laid_earlier),
            "turn_state": {
                "fire_card": ts.fire_card.code(True) if ts.fire_card else None,
                "took_discard": ts.took_discard,
                "laid": list(ts.laid),
                "touched_other": ts.touched_other,
                "opened_now": ts.opened_now,
                "waived": ts.waived.value if ts.waived else None,
            },
            "result": self.result.to_json() if self.result else None,
            "rng": repr(self.rng.getstate()),
        }


def _copies(tok: CardToken) -> tuple[Card, Card]:
    """The two physical cards a token may mean (the same one twice if it names its copy)."""
    if tok.copy is not None:
        card = make_card(tok.rank, tok.suit, tok.copy)
        return card, card
    return make_card(tok.rank, tok.suit, 1), make_card(tok.rank, tok.suit, 2)
