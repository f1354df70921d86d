"""What a bot remembers within a round, derived only from the views it receives.

Between two of its own turns a bot sees the fire pile change: the players in
between each took its top card or not, then threw one card. ``Memory``
replays the few possible patterns (at most 2**3) and keeps the one that turns
the pile the bot left into the pile it now sees; from it, it learns which
cards each other seat took from the fire pile and which it threw. A round
with a reshuffle in between, or an ambiguous pattern, teaches nothing.

Also kept: the kinds of cards each seat discarded this round (a player who
throws 7H is rarely collecting 7s), the fire cards each seat let pass (the
top card it saw and did not take), and the unseen-card counts.

From these, ``interest(seat)`` reads what a seat collects (the kinds next to
what it took weigh up; what it threw or let pass weighs down), and
``live_counts(view, memory)`` the unseen copies that can still be drawn (a copy
seen going into another hand, and not seen since, is not in the stock).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from itertools import product

from hand_desktop.core.cards import JOKER_KIND, Card, kind_at, natural_kind
from hand_desktop.core.view import PlayerView


@dataclass
class Memory:
    """Per-round knowledge of one seat."""

    seat: int = -1
    taken: dict[int, list[Card]] = field(default_factory=dict)  # seat -> cards taken from fire
    thrown: dict[int, list[Card]] = field(default_factory=dict)  # seat -> cards discarded
    passed: dict[int, list[Card]] = field(default_factory=dict)  # seat -> fire tops it left
    _fire_after: tuple[Card, ...] | None = None  # the pile as this seat left it
    _discards: int = -1
    _reshuffles: int = 0
    _table_cards: int = 0

    def copy(self) -> Memory:
        """An independent copy (its lists are its own), to play on from what was seen."""
        return replace(self, taken={k: list(v) for k, v in self.taken.items()},
                       thrown={k: list(v) for k, v in self.thrown.items()},
                       passed={k: list(v) for k, v in self.passed.items()})

    def reset(self, seat: int) -> None:
        self.seat = seat
        self.taken = {}
        self.thrown = {}
        self.passed = {}
        self._fire_after = None
        self._discards = -1
        self._reshuffles = 0
        self._table_cards = 0

    def _new_round(self, view: PlayerView) -> bool:
        table_cards = sum(len(m.cards) for m in view.table)
        return (
            view.seat != self.seat
            or view.discards < self._discards
            or view.reshuffles < self._reshuffles
            or table_cards < self._table_cards
        )

    def observe(self, view: PlayerView) -> None:
        """Update from a view received at the start of (or during) this seat's turn."""
        if self._new_round(view):
            self.reset(view.seat)
        table_cards = sum(len(m.cards) for m in view.table)
        if (view.discards != self._discards and self._fire_after is not None
                and view.reshuffles == self._reshuffles):
            self._infer(view)
        self._discards = view.discards
        self._reshuffles = view.reshuffles
        self._table_cards = table_cards

    def left_turn(self, fire_after: tuple[Card, ...], discards_after: int) -> None:
        """Record the pile as this seat leaves it (after its own discard)."""
        self._fire_after = fire_after
        self._discards = discards_after

    def _infer(self, view: PlayerView) -> None:
        before = self._fire_after
        assert before is not None
        others = [(self.seat + i) % view.players for i in range(1, view.players)]
        thrown_count = view.discards - self._discards
        if thrown_count != len(others):
            self._fire_after = None
            return
        now = view.fire
        # Only the top len(others) cards of the pile can be taken: the rest must be unchanged.
        # Check that part once, and try the patterns on the top alone.
        keep = max(0, len(before) - len(others))
        if keep > len(now) or before[:keep] != now[:keep]:
            self._fire_after = None
            return
        top, now = before[keep:], now[keep:]
        fits: list[tuple[list[tuple[int, Card]], list[tuple[int, Card]], tuple[bool, ...]]] = []
        for pattern in product((False, True), repeat=len(others)):
            stack: list[Card | int] = list(top)
            took: list[tuple[int, Card | int]] = []
            ok = True
            for seat, pops in zip(others, pattern, strict=True):
                if pops:
                    if not stack:
                        ok = False
                        break
                    took.append((seat, stack.pop()))
                stack.append(seat)  # placeholder: the card this seat threw
            if not ok or len(stack) != len(now):
                continue
            threw: list[tuple[int, Card]] = []
            for have, real in zip(stack, now, strict=True):
                if isinstance(have, int):
                    threw.append((have, real))
                elif have != real:
                    ok = False
                    break
            if not ok:
                continue
            known = [(s, c) for s, c in took if isinstance(c, Card)]
            # A card taken right after being thrown was never seen: nothing to learn there.
            fits.append((known, threw, pattern))
        if len(fits) == 1:
            known, threw, pattern = fits[0]
            for seat, card in known:
                self.taken.setdefault(seat, []).append(card)
            for seat, card in threw:
                self.thrown.setdefault(seat, []).append(card)
            self._passes(top, others, pattern, dict(threw))
        self._fire_after = None

    def _passes(self, top: tuple[Card, ...], others: list[int], pattern: tuple[bool, ...],
                threw: dict[int, Card]) -> None:
        """Replay the found pattern with the real cards: the top each seat saw and left."""
        stack: list[Card | None] = list(top)
        for seat, pops in zip(others, pattern, strict=True):
            if pops:
                stack.pop()
            elif stack and stack[-1] is not None:
                self.passed.setdefault(seat, []).append(stack[-1])
            stack.append(threw.get(seat))  # None: a card taken at once, never seen

    def taken_by(self, seat: int) -> list[Card]:
        return self.taken.get(seat, [])

    def thrown_by(self, seat: int) -> list[Card]:
        return self.thrown.get(seat, [])

    def passed_by(self, seat: int) -> list[Card]:
        return self.passed.get(seat, [])

    def held_by(self, view: PlayerView, seat: int) -> list[Card]:
        """Cards seen going into ``seat``'s hand (from the fire pile) and not seen since."""
        seen = visible_cards(view)
        return [c for c in self.taken_by(seat) if c not in seen]

    def interest(self, seat: int) -> list[float]:
        """How much ``seat`` seems to collect each kind (53 kinds; 0 = nothing known).

        Taking a card from the fire pile shows the kinds next to it are wanted
        (same rank, other suit: a set; same suit, one or two apart: a run);
        throwing or letting pass a card shows its kind, and a little its rank,
        are not.
        """
        out = [0.0] * 53
        for card in self.taken_by(seat):
            for kind, weight in neighbours(card):
                out[kind] += weight
        for card in self.thrown_by(seat) + self.passed_by(seat):
            if card.is_joker:
                continue
            out[card.kind_id] -= 1.0
            for kind, weight in neighbours(card):
                if weight >= 1.0:  # the same rank: sets of it are less likely
                    out[kind] -= 0.3
        return out


def neighbours(card: Card) -> list[tuple[int, float]]:
    """The kinds that make a meld with ``card``: its rank in other suits (1.0), its suit one
    (1.0) or two (0.5) ranks away (the Ace both low and high)."""
    if card.is_joker or card.suit is None:
        return []
    si, rank = card.suit.index, card.rank
    out = [(natural_kind(other, rank), 1.0) for other in range(4) if other != si]
    positions = (1, 14) if rank == 1 else (rank,)
    for p in positions:
        for d, w in ((-2, 0.5), (-1, 1.0), (1, 1.0), (2, 0.5)):
            q = p + d
            if 1 <= q <= 14:
                out.append((kind_at(si, q), w))
    return out


def visible_cards(view: PlayerView) -> set[Card]:
    """Every card copy the seat can see: its hand, the fire pile, the table."""
    seen: set[Card] = set(view.hand) | set(view.fire)
    for meld in view.table:
        seen.update(meld.cards)
    return seen


def live_counts(view: PlayerView, memory: Memory | None) -> list[int]:
    """``unseen_counts`` less the copies known to sit in another seat's hand."""
    counts = unseen_counts(view)
    if memory is None:
        return counts
    seen = visible_cards(view)
    for seat, cards in memory.taken.items():
        if seat == view.seat:
            continue
        for card in cards:
            if card not in seen:
                k = card.kind_id
                counts[k] = max(0, counts[k] - 1)
    return counts


def unseen_counts(view: PlayerView) -> list[int]:
    """Copies of each kind (53 kinds) this seat cannot see: in other hands or the stock."""
    counts = [2] * (JOKER_KIND + 1)
    for card in view.hand:
        counts[card.kind_id] -= 1
    for card in view.fire:
        counts[card.kind_id] -= 1
    for meld in view.table:
        for card in meld.cards:
            counts[card.kind_id] -= 1
    return counts
