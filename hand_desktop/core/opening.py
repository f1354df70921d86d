"""The opening search: can a hand open now, with what, and for how much.

The engine's fire-card guard (sections 7.2 and 16.4), the move listing and the
bots ask the same questions of the same hands, so the answers are cached.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from hand_desktop.core import kindmask, solver
from hand_desktop.core.cards import ALL_CARDS, JOKER_KIND, Card
from hand_desktop.core.kindmask import ROW, ROW_VALUE
from hand_desktop.core.melds import Meld
from hand_desktop.core.rules import Rules

# The same hand is asked about within a turn (listing, guard, play), never rounds later:
# every repeat in a 40-round sample came within the last 8 hands. A few are kept; 512
# kept only grew a long session's memory.
OPENING_CACHE = 32


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


@lru_cache(maxsize=OPENING_CACHE)
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


@lru_cache(maxsize=OPENING_CACHE)
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

    Worked on bit masks (``kindmask``): the bots' lookahead asks it of tens of
    thousands of sampled hands a game. ``hand`` lists each card once, as a hand does.
    """
    ids = kindmask.id_mask(hand)
    meldable = kindmask.meldable_kinds(ids)
    first = ids & meldable  # the meldable kinds of which copy 1 is held (copy-major ids)
    second = (ids >> JOKER_KIND) & meldable  # ... copy 2
    bound = 11 * (ids >> (2 * JOKER_KIND)).bit_count()
    for shift in (0, 13, 26, 39):
        bound += ROW_VALUE[(first >> shift) & ROW] + ROW_VALUE[(second >> shift) & ROW]
    return bound


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
