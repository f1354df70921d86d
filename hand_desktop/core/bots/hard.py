"""Hard: the Medium policy, with its discards chosen by looking one draw ahead.

For each discard Medium would consider (its few lowest keep scores), Hard
enumerates every card it could draw next (each unseen kind, weighted by its
unseen copies) and asks the exact solver what that hand could do:

* unopened: can it open (or go out as a Hand), and how close does it get;
* opened: can it go out next turn (lay its melds, add the rest to the table,
  throw one card), and how many points would it still hold.

The discard with the best expectation wins; Medium's keep score breaks ties
and carries the longer-term view (outs of partial melds, not feeding the next
player).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from hand_desktop.core.actions import Action, Discard, token_of
from hand_desktop.core.bots.analysis import connects, fits_meld
from hand_desktop.core.bots.memory import unseen_counts
from hand_desktop.core.bots.policy import PolicyBot, Style
from hand_desktop.core.cards import ALL_CARDS, Card, penalty_value
from hand_desktop.core.melds import Meld, extend_meld
from hand_desktop.core.rules import RuleError
from hand_desktop.core.view import PlayerView

HARD = Style("hard", fire_to_open=1.0, fire_when_opened=True, replace_jokers=True,
             lay_off_joker=True, smart_discard=True, watch_next=True, noise=0.0)

# One representative physical card per kind (0..52), to stand for "a card of that kind".
_REP: list[Card] = [None] * 53  # type: ignore[list-item]
for _c in ALL_CARDS:
    _k = 52 if _c.is_joker else _c.suit.index * 13 + _c.rank - 1  # type: ignore[union-attr]
    if _REP[_k] is None:
        _REP[_k] = _c


class HardBot(PolicyBot):
    level = "hard"

    def __init__(self, seed: int = 0, candidates: int = 5, time_cap_s: float = 0.25) -> None:
        super().__init__(seed, HARD)
        self.candidates = candidates
        self.time_cap_s = time_cap_s

    def discard(self, view: PlayerView) -> Action | None:
        hand = list(view.hand)
        locked = view.locked
        choices: dict[tuple[int, object], Card] = {}
        for card in hand:
            if card not in locked:
                choices.setdefault(card.kind, card)
        if len(choices) <= 1 or (view.rules.gulf and self.double_joker_finish(view, hand)):
            return super().discard(view)
        scores = self.keep_scores(view, hand)
        ranked = sorted(choices.values(), key=lambda c: scores[c])[: self.candidates]
        deadline = time.perf_counter() + self.time_cap_s
        unseen = unseen_counts(view)
        best_card = ranked[0]
        best_total = None
        for card in ranked:
            rest = [c for c in hand if c != card]
            if time.perf_counter() > deadline:
                break
            potential = self.potential(view, rest, unseen)
            total = scores[card] - 25.0 * potential
            if best_total is None or total < best_total:
                best_total, best_card = total, card
        return Discard(view.seat, (token_of(best_card),))

    # ------------------------------------------------------------------ one draw ahead

    def potential(self, view: PlayerView, rest: list[Card], unseen: Sequence[int]) -> float:
        """Expected worth (0..~1.5) of keeping ``rest`` when one more card is drawn."""
        if view.opened[view.seat]:
            return self.potential_opened(view, rest, unseen)
        return self.potential_unopened(view, rest, unseen)

    def potential_unopened(self, view: PlayerView, rest: list[Card], unseen: Sequence[int]) -> float:
        rules = view.rules
        low = rules.low_ace_value
        required = view.required_opening
        total = sum(unseen)
        if total == 0:
            return 0.0
        free = self.cache.best_opening(rest, low)
        free_value = free.value if free else 0
        p_open = 0.0
        value = 0.0
        for k, u in enumerate(unseen):
            if u <= 0:
                continue
            x = _REP[k]
            if x in rest:
                x = x.twin
            if connects(x, rest):
                hand = rest + [x]
                opening = self.opening_now(view, hand, frozenset())
                if opening is not None:
                    p_open += u
                    if len(opening[1]) == 0 or (len(opening[1]) == 1):
                        p_open += u  # a Hand: worth double
                    v = required
                else:
                    best = self.cache.best_opening(hand, low)
                    v = best.value if best else 0
            else:
                v = free_value
                if v >= required:
                    p_open += u
            value += u * min(v, required)
        return p_open / total + 0.3 * value / (total * required)

    def potential_opened(self, view: PlayerView, rest: list[Card], unseen: Sequence[int]) -> float:
        total = sum(unseen)
        if total == 0 or len(rest) > 4:
            return 0.0
        p_out = 0.0
        for k, u in enumerate(unseen):
            if u <= 0:
                continue
            x = _REP[k]
            if x in rest:
                x = x.twin
            if self.can_go_out(view, rest + [x]):
                p_out += u
        joker_pen = view.rules.joker_penalty
        held = sum(penalty_value(c, joker_pen) for c in rest)
        return p_out / total - 0.004 * held * self.urgency(view)

    def can_go_out(self, view: PlayerView, hand: list[Card]) -> bool:
        """Could an opened seat shed ``hand`` down to one card (then throw it) this turn?"""
        rules = view.rules
        table = list(view.table)
        left = lay_off(hand, table)
        if len(left) <= 1:
            return True
        out = self.cache.go_out(left, rules.low_ace_value, frozenset(), rules.discard_required_to_finish)
        return out is not None


def lay_off(hand: list[Card], table: list[Meld]) -> list[Card]:
    """The cards of ``hand`` left after adding to the table every one that fits (repeatedly)."""
    left = list(hand)
    changed = True
    while changed and len(left) > 1:
        changed = False
        for card in list(left):
            if card.is_joker:
                continue
            for i, meld in enumerate(table):
                if fits_meld(card, meld):
                    try:
                        table[i] = extend_meld(meld, [card])
                    except RuleError:
                        continue
                    left.remove(card)
                    changed = True
                    break
            if len(left) <= 1:
                break
    return left
