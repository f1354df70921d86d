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
from collections.abc import Iterable, Sequence
from functools import lru_cache
from typing import Any

from hand_desktop.core import solver
from hand_desktop.core.actions import (
    Action,
    Discard,
    Draw,
    Extend,
    LayMelds,
    ReplaceJoker,
)
from hand_desktop.core.cards import ALL_CARDS, Card, CardToken, make_card, rank_value
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
from hand_desktop.core.rules import ErrorCode, RuleError, Rules
from hand_desktop.core.scoring import (
    Finish,
    RoundResult,
    gulf_hand_kind,
    score_finish,
    score_no_contest,
)
from hand_desktop.core.turn import Phase, TurnState


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
        return self.discards >= self.rules.discards_before_opening

    def would_be_hand(self, seat: int) -> bool:
        """Would going out now, in this turn, be a Hand (section 8)?"""
        return seat == self.turn and not self.laid_earlier[seat] and not self.turn_state.touched_other

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

    def _plan(self, action: Action) -> Any:
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

    def _plan_draw(self, action: Draw) -> Any:
        if action.source not in ("stock", "fire"):
            raise RuleError(ErrorCode.BAD_INPUT, "draw from \"stock\" or \"fire\"")
        if action.source == "fire" and not self.fire and self.phase is not Phase.OVER:
            raise RuleError(ErrorCode.BAD_INPUT, "the fire pile is empty")
        self._expect(action.seat, Phase.DRAW)
        if action.source == "fire":
            return self._plan_fire_draw(action.seat)
        return self._plan_stock_draw(action.seat)

    def _plan_fire_draw(self, seat: int) -> Any:
        card = self.fire[-1]
        hand = self.hands[seat] + [card]
        locked = self.rules.locked_by(card)
        if all(c in locked for c in hand):
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
            return [CardDrawn(seat, "fire", card)]

        return commit

    def _fire_guard(self, hand: list[Card], locked: frozenset[Card]) -> bool:
        return opening_possible(
            hand, locked, self.rules, self.required_opening(), self.opening_allowed_yet()
        )

    def _plan_stock_draw(self, seat: int) -> Any:
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
            events.append(CardDrawn(seat, "stock", card))
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

    def _plan_melds(self, action: LayMelds) -> Any:
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
        if not left and self.rules.discard_required_to_finish:
            raise RuleError(ErrorCode.ILLEGAL_MELD, "you must keep a card to discard")
        value = sum(m.value(self.rules.low_ace_value) for m in melds)
        opening = not self.opened[seat]
        waived = self._check_opening(seat, value, left) if opening else None
        self._check_discardable(left)

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
        if self.rules.open_only_after_taking_discard and not self.turn_state.took_discard:
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
        if self.laid_earlier[seat] or self.turn_state.laid or self.turn_state.touched_other:
            return False
        locked = self.locked_cards()
        if not left:
            return True
        if len(left) == 1:
            return left[0] not in locked
        return self.rules.gulf and len(left) == 2 and all(c.is_joker for c in left)

    def _check_discardable(self, left: Sequence[Card]) -> None:
        """Section 3.9: a non-empty hand must keep a card that may be discarded."""
        if not left:
            return
        locked = self.locked_cards()
        if locked and all(c in locked for c in left):
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

    def _plan_extend(self, action: Extend) -> Any:
        seat, index = action.seat, action.meld
        meld = self._plan_target(seat, index)
        cards = self._resolve(seat, action.cards)
        new_meld = extend_meld(meld, cards, action.joker_as)
        used = set(cards)
        left = [c for c in self.hands[seat] if c not in used]
        if not left and self.rules.discard_required_to_finish:
            raise RuleError(ErrorCode.ILLEGAL_EXTENSION, "you must keep a card to discard")
        self._check_not_waived(index)
        self._check_discardable(left)

        event = MeldExtended(seat, index, tuple(cards))
        return lambda: self._commit_on_meld(seat, index, new_meld, left, event)

    def _plan_replace(self, action: ReplaceJoker) -> Any:
        seat, index = action.seat, action.meld
        meld = self._plan_target(seat, index)
        cards = self._resolve(seat, action.cards)
        new_meld, joker = replace_joker(meld, cards)
        used = set(cards)
        left = [c for c in self.hands[seat] if c not in used] + [joker]
        self._check_not_waived(index)
        self._check_discardable(left)

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

    def _plan_discard(self, action: Discard) -> Any:
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
            self.rules.gulf
            and seat == self.turn
            and self.phase is Phase.PLAY
            and all(t.is_joker for t in action.cards)
            and len(self.hands[seat]) == 2
            and all(c.is_joker for c in self.hands[seat])
            and self.would_be_hand(seat)
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


def best_opening_keeping_discard(
    hand: Sequence[Card], locked: frozenset[Card], rules: Rules
) -> solver.Opening | None:
    """The best opening that leaves a card to discard (or goes out where that is allowed).

    Cached: the same question is asked by the legal-move listing, by the
    fire-card guard when the draw is applied, and again in the play phase.
    """
    key = tuple(sorted(c.id for c in hand))
    locked_key = tuple(sorted(c.id for c in locked))
    return _cached_best_opening(key, locked_key, rules.low_ace_value, rules.discard_required_to_finish)


@lru_cache(maxsize=512)
def _cached_best_opening(
    ids: tuple[int, ...], locked_ids: tuple[int, ...], low: int, discard_required: bool
) -> solver.Opening | None:
    return solver.best_opening(
        [ALL_CARDS[i] for i in ids], low,
        locked=frozenset(ALL_CARDS[i] for i in locked_ids),
        need_discard=True, allow_empty=not discard_required,
    )


def opening_value(hand: Sequence[Card], locked: frozenset[Card], rules: Rules) -> int:
    """The value of ``best_opening_keeping_discard`` (0 for none), cached, melds not built."""
    ids = tuple(sorted(c.id for c in hand))
    locked_ids = tuple(sorted(c.id for c in locked))
    return _cached_opening_value(ids, locked_ids, rules.low_ace_value, rules.discard_required_to_finish)


@lru_cache(maxsize=512)
def _cached_opening_value(
    ids: tuple[int, ...], locked_ids: tuple[int, ...], low: int, discard_required: bool
) -> int:
    return solver.best_opening_value(
        [ALL_CARDS[i] for i in ids], low,
        locked=frozenset(ALL_CARDS[i] for i in locked_ids),
        need_discard=True, allow_empty=not discard_required,
    )


def opening_value_bound(hand: Sequence[Card]) -> int:
    """A quick upper bound on the value of any opening from ``hand``.

    A natural card can only be in a meld if its rank is held in three suits
    (two with a Joker), or if it has run neighbours: two of them next to it
    without a Joker, any within two ranks with one. Such cards count at their
    highest value (an Ace 11), a Joker 11. The exact solver costs several
    times more, and most hands early in a round are far below 51.
    """
    masks = [0, 0, 0, 0]  # per suit, bit p set for run position p held (an Ace sets 1 and 14)
    rank_suits = [0] * 14  # per rank, bit s set for suit s held
    jokers = 0
    for card in hand:
        kind = card.kind_id
        if kind == 52:
            jokers += 1
            continue
        suit, rank = divmod(kind, 13)
        masks[suit] |= (1 << (rank + 1)) | ((1 << 14) if rank == 0 else 0)
        rank_suits[rank + 1] |= 1 << suit
    need_suits = 2 if jokers else 3
    bound = 11 * jokers
    for card in hand:
        kind = card.kind_id
        if kind == 52:
            continue
        suit, rank = divmod(kind, 13)
        rank += 1
        if rank_suits[rank].bit_count() >= need_suits or _run_possible(masks[suit], rank, jokers > 0):
            bound += rank_value(rank)
    return bound


def _run_possible(mask: int, rank: int, joker: bool) -> bool:
    for pos in (1, 14) if rank == 1 else (rank,):
        # Bits 0..4 of the window are positions pos-2 .. pos+2.
        window = (mask >> (pos - 2)) & 0b11111 if pos >= 2 else (mask << 1) & 0b11111
        if joker and window & 0b11011:
            return True
        if window & 0b00011 == 0b00011 or window & 0b01010 == 0b01010 or window & 0b11000 == 0b11000:
            return True
    return False


def opening_possible(
    hand: list[Card], locked: frozenset[Card], rules: Rules, required: int, allowed_yet: bool
) -> bool:
    """The guard of sections 7.2 and 16.4: can this hand (fire card in it) open now?"""
    return find_opening(hand, locked, rules, required, allowed_yet, want_melds=False) is not None


def find_opening(
    hand: list[Card],
    locked: frozenset[Card],
    rules: Rules,
    required: int,
    allowed_yet: bool,
    want_melds: bool = True,
) -> tuple[Meld, ...] | None:
    """An opening of ``hand`` that would be accepted now, or None.

    It must reach ``required`` and leave a card that may be discarded, or
    empty the hand where going out without a discard is allowed; the best one
    is given. Failing that, a Hand (the whole hand in one submission) may be
    exempt from the threshold and from the discard count (16.8). With
    ``want_melds`` false the melds are not built (an empty tuple says yes):
    the value alone is much cheaper to find.
    """
    low = rules.low_ace_value
    if opening_value_bound(hand) < required and not rules.hand_exempt_from_threshold:
        return None
    if allowed_yet and opening_value(hand, locked, rules) >= required:
        if not want_melds:
            return ()
        best = best_opening_keeping_discard(hand, locked, rules)
        assert best is not None
        return best.melds
    if not allowed_yet or rules.hand_exempt_from_threshold:
        out = solver.go_out(hand, low, locked=locked, discard_required=rules.discard_required_to_finish)
        if out is not None:
            value = sum(m.value(low) for m in out.melds)
            if rules.hand_exempt_from_threshold or value >= required:
                return out.melds
    return None


def _copies(tok: CardToken) -> tuple[Card, Card]:
    """The two physical cards a token may mean (the same one twice if it names its copy)."""
    if tok.copy is not None:
        card = make_card(tok.rank, tok.suit, tok.copy)
        return card, card
    return make_card(tok.rank, tok.suit, 1), make_card(tok.rank, tok.suit, 2)
