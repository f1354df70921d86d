"""One round of Hand: the state, the actions it accepts and the events it reports.

``Round.apply(action)`` either raises ``RuleError`` with a code of RULES.md
section 14 and changes nothing, or changes the state and returns the events.
What is allowed is decided by the judge (``judge.rule``) from the acting
seat's own view, the same judgement the table and the move listing ask; the
round only commits what the judge worked out, so a rejected action never
leaves a trace.

``Round.check(action)`` tells whether an action would be accepted, without
applying it; ``legal_actions`` lists the actions of the player to move.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from hand_desktop.core import judge
from hand_desktop.core.actions import Action, DrawSource
from hand_desktop.core.cards import ALL_CARDS, Card
from hand_desktop.core.conditions import hand_still_possible
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
from hand_desktop.core.judge import Laying, OnMeld, Taking, Throw
from hand_desktop.core.melds import Meld
from hand_desktop.core.rules import ErrorCode, RuleError, Rules
from hand_desktop.core.scoring import (
    Finish,
    RoundResult,
    gulf_hand_kind,
    score_finish,
    score_no_contest,
)
from hand_desktop.core.turn import Phase, TurnState
from hand_desktop.core.view import RoundSight

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

    def must_open(self) -> bool:
        """The player to move took the fire card unopened and has not opened yet."""
        return self.turn_state.fire_card is not None and not self.opened[self.turn]

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
        """The judge rules on the action from the acting seat's own view; commit what it found."""
        seat = action.seat
        if not 0 <= seat < self.players:
            raise RuleError(ErrorCode.BAD_INPUT, f"no seat {seat}")
        ruling = judge.rule(RoundSight(self, seat), action)
        if isinstance(ruling, Taking):
            if ruling.source is DrawSource.FIRE:
                return self._plan_fire_draw(seat)
            return self._plan_stock_draw(seat)
        if isinstance(ruling, Laying):
            return lambda: self._commit_melds(seat, ruling)
        if isinstance(ruling, OnMeld):
            return lambda: self._commit_on_meld(seat, ruling)
        return lambda: self._commit_discard(seat, ruling)

    # ------------------------------------------------------------------ draw

    def _plan_fire_draw(self, seat: int) -> Commit:
        card = self.fire[-1]

        def commit() -> list[Event]:
            self.fire.pop()
            self.hands[seat].append(card)
            self.turn_state.fire_card = card
            self.phase = Phase.PLAY
            return [CardDrawn(seat, DrawSource.FIRE, card)]

        return commit

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

    # ------------------------------------------------------------------ plays

    def _commit_melds(self, seat: int, laying: Laying) -> list[Event]:
        start = len(self.table)
        self.table.extend(laying.melds)
        self.hands[seat] = list(laying.left)
        ts = self.turn_state
        ts.laid.extend(range(start, len(self.table)))
        if laying.opening:
            for s in self.side(seat):
                self.opened[s] = True
            self.last_opening = laying.value
            ts.opened_now = True
            ts.waived = laying.waived
        indices = tuple(range(start, len(self.table)))
        events: list[Event] = [MeldsLaid(seat, indices, laying.value, laying.opening)]
        return events + self._after_play(seat)

    def _commit_on_meld(self, seat: int, play: OnMeld) -> list[Event]:
        """Commit an extension or a Joker replacement: the meld changes, the hand shrinks."""
        index = play.target
        self.table[index] = play.meld
        self.hands[seat] = list(play.left)
        if index not in self.turn_state.laid:
            self.turn_state.touched_other = True  # played on a meld not laid this turn: no Hand
        event: Event = (
            MeldExtended(seat, index, play.cards) if play.joker is None
            else JokerReplaced(seat, index, play.cards, play.joker)
        )
        return [event] + self._after_play(seat)

    def _after_play(self, seat: int) -> list[Event]:
        """A play that empties the hand ends the round (no discard needed)."""
        if self.hands[seat]:
            return []
        return self._finish(seat, ())

    def _commit_discard(self, seat: int, throw: Throw) -> list[Event]:
        self.hands[seat] = list(throw.left)
        self.fire.extend(throw.cards)
        self.discards += len(throw.cards)
        events: list[Event] = [CardDiscarded(seat, throw.cards)]
        if not throw.left:
            return events + self._finish(seat, throw.cards)
        self._pass_turn()
        return events + [TurnStarted(self.turn)]

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

    def copy(self) -> Round:
        """An independent copy: the same hands, stock order, table, turn and reshuffle luck
        (for a benchmark that plays on from the true state; cheaper than ``deepcopy``)."""
        other = Round(
            self.rules, self.players, self.dealer, [list(h) for h in self.hands],
            list(self.stock), list(self.fire), turn=self.turn, phase=self.phase,
            table=list(self.table), opened=list(self.opened), last_opening=self.last_opening,
            reshuffles=self.reshuffles, discards=self.discards, rng=random.Random(),
        )
        other.rng.setstate(self.rng.getstate())
        other.laid_earlier = list(self.laid_earlier)
        other.turn_state = self.turn_state.copy()
        other.result = self.result
        return other

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
                "took_discard": ts.fire_card is not None,
                "laid": list(ts.laid),
                "touched_other": ts.touched_other,
                "opened_now": ts.opened_now,
                "waived": ts.waived.value if ts.waived else None,
            },
            "result": self.result.to_json() if self.result else None,
            "rng": repr(self.rng.getstate()),
        }

