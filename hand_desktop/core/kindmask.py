"""Hands as bit masks, for the bots' hot loops (the lookahead asks these millions of times).

A card's ``id`` (0..105) and ``kind_id`` (0..51 suit-major, 52 the Joker) index
bits of an int: ``id_mask`` holds each physical card, ``kind_mask`` each kind.
The masks are built by C-level ``map``/``reduce`` (a Python loop over the cards,
with a Python-level ``Card.__hash__`` behind every set, costs several times
more), and the questions on them are a few shifts and ands.

A suit's *row* is its 13 kind bits (bit ``rank - 1``); its *positions* are the
run positions 1..14 of the ranks held (bit ``p``; the Ace is both 1 and 14).
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import reduce
from operator import attrgetter, or_

from hand_desktop.core.cards import JOKER_KIND, Card, rank_value

ROW = (1 << 13) - 1  # one suit's kind bits
RANK_COLUMN = sum(1 << (13 * s) for s in range(4))  # the Aces' kind bits; << rank - 1 for a rank
NATURALS = (1 << JOKER_KIND) - 1  # the 52 natural kinds (and the first copies' ids)

_bit = (1).__lshift__
_id = attrgetter("id")
_kind_id = attrgetter("kind_id")


def id_mask(cards: Iterable[Card]) -> int:
    """Bit ``card.id`` set for each card: equal masks, equal sets of cards."""
    return reduce(or_, map(_bit, map(_id, cards)), 0)


def kind_mask(cards: Iterable[Card]) -> int:
    """Bit ``card.kind_id`` set for each kind held (bit 52: a Joker)."""
    return reduce(or_, map(_bit, map(_kind_id, cards)), 0)


def kinds_of_ids(ids: int) -> int:
    """The ``kind_mask`` of the cards of an ``id_mask`` (copy-major ids: copy 1 is 0..51)."""
    first = ids & NATURALS
    second = (ids >> JOKER_KIND) & NATURALS
    return first | second | (bool(ids >> (2 * JOKER_KIND)) << JOKER_KIND)


def ids_of_kinds(kinds: int) -> int:
    """The ``id_mask`` of both copies of each kind of a ``kind_mask``."""
    naturals = kinds & NATURALS
    return naturals | (naturals << JOKER_KIND) | ((kinds >> JOKER_KIND & 1) * (3 << (2 * JOKER_KIND)))


def run_positions(row: int) -> int:
    """The run positions (bit p, 1..14) of a suit's row; the Ace takes 1 and 14."""
    return (row << 1) | ((row & 1) << 14)


def run_partner_ranks(row: int, joker: bool) -> int:
    """The ranks (a row) that would have run partners among the positions of ``row``.

    A card is in reach of a run when two held positions make a window of three
    with it (p-2 p-1, p-1 p+1, p+1 p+2), or, with a Joker to fill the third
    place, when one held position lies within two of it. Positions outside
    1..14 are never held, so no window leaves the suit.
    """
    pos = run_positions(row)
    below1, below2 = pos << 1, pos << 2  # bit p: p-1 / p-2 held
    above1, above2 = pos >> 1, pos >> 2  # bit p: p+1 / p+2 held
    if joker:
        reach = below1 | below2 | above1 | above2
    else:
        reach = (below2 & below1) | (below1 & above1) | (above1 & above2)
    return ((reach >> 1) & ROW) | ((reach >> 14) & 1)


def suit_rows(kinds: int) -> tuple[int, int, int, int]:
    """The four suits' rows of a kind mask (suit-major: bits 0..12 the first suit's)."""
    return (kinds & ROW, (kinds >> 13) & ROW, (kinds >> 26) & ROW, (kinds >> 39) & ROW)


def ranks_in_suits(rows: tuple[int, int, int, int], need: int) -> int:
    """The ranks (a row) held in at least ``need`` (2 or 3) of the four suits."""
    a, b, c, d = rows
    if need == 2:
        return (a & b) | (a & c) | (a & d) | (b & c) | (b & d) | (c & d)
    assert need == 3
    return (a & b & (c | d)) | (c & d & (a | b))


def meldable_kinds(ids: int) -> int:
    """The natural kinds of the hand ``ids`` (an ``id_mask``) that some meld could hold.

    Its rank held in three suits (two with a Joker), or run partners in its suit
    (``run_partner_ranks``). A superset of what the solver's candidates use: a
    card outside it is left over whatever melds are laid.
    """
    held = (ids | (ids >> JOKER_KIND)) & NATURALS
    joker = bool(ids >> (2 * JOKER_KIND))
    rows = suit_rows(held)
    in_sets = ranks_in_suits(rows, 2 if joker else 3)
    meldable = 0
    for s, row in enumerate(rows):
        meldable |= (row & (in_sets | run_partner_ranks(row, joker))) << (13 * s)
    return meldable


def _row_values() -> tuple[int, ...]:
    values = [0] * (ROW + 1)
    for row in range(1, ROW + 1):
        low = row & -row
        values[row] = values[row ^ low] + rank_value(low.bit_length())
    return tuple(values)


ROW_VALUE = _row_values()
"""The summed ``rank_value`` of the ranks of a row (an Ace 11)."""
