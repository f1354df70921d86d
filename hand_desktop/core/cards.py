"""Cards, their notation and their values (RULES.md sections 2 and 14).

There are 106 physical cards: two copies of each of the 52 cards, and two
Jokers. Each physical card has its own id (0..105), so both copies of a card
can be tracked separately (for instance in two different melds).

Notation: rank ``A 2 3 4 5 6 7 8 9 10 J Q K`` then suit ``S H D C``; a Joker
is ``JK``. A copy may be named with ``#1`` / ``#2`` (``9H#2``). Parsing is
case-insensitive.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum


class Suit(Enum):
    """The four suits, in notation order."""

    S = "S"
    H = "H"
    D = "D"
    C = "C"

    # Set once below as plain attributes: read in hot loops, where a property
    # and the enum's own hashing cost more than the work around them.
    index: int  # 0..3 in notation order
    is_red: bool

    # Hashed by identity, as it compares (each suit is one object): kinds and tokens hold a
    # suit and are hashed for every candidate move, and Enum's own hash is Python code.
    __hash__ = object.__hash__


SUITS: tuple[Suit, ...] = (Suit.S, Suit.H, Suit.D, Suit.C)
for _i, _suit in enumerate(SUITS):
    _suit.index = _i
    _suit.is_red = _suit in (Suit.H, Suit.D)

RANK_NAMES = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_RANK_BY_NAME = {name: i + 1 for i, name in enumerate(RANK_NAMES)}

JOKER_RANK = 0
ACE = 1
KING = 13
HIGH_ACE_POS = 14  # the run position of an Ace above the King
RUN_POSITIONS = range(1, HIGH_ACE_POS + 1)  # every place a card can take in a run
JOKER_KIND = 52  # the kind id both Jokers share; the naturals are 0..51


class NotationError(ValueError):
    """Raised for text that is not a card; the message names the bad token."""


def natural_kind(suit_index: int, rank: int) -> int:
    """The kind id of a natural card (0..51, suit-major); both copies share it."""
    return suit_index * 13 + rank - 1


def position_rank(pos: int) -> int:
    """The rank of the card at run position ``pos`` (position 14 is the high Ace)."""
    return ACE if pos == HIGH_ACE_POS else pos


def rank_positions(rank: int) -> tuple[int, ...]:
    """The run positions a rank can take: an Ace is both 1 and 14."""
    return (1, HIGH_ACE_POS) if rank == ACE else (rank,)


def kind_at(suit_index: int, pos: int) -> int:
    """The kind id of the natural card at run position ``pos`` of a suit."""
    return natural_kind(suit_index, position_rank(pos))


@dataclass(frozen=True, slots=True, eq=False)
class Card:
    """One physical card. ``rank`` is 1 (Ace) .. 13 (King), 0 for a Joker.

    ``id`` is 0..103 for the normal cards (copy-major), 104 and 105 for the
    Jokers. Equality and hashing go by ``id``: cards are hashed constantly
    (hands, locked sets, the solver), and an int hash is much cheaper than
    hashing the enum inside.
    """

    rank: int
    suit: Suit | None
    copy: int  # 1 or 2
    id: int = field(init=False, repr=False)
    kind_id: int = field(init=False, repr=False)  # the same for both copies: 0..51, Joker 52

    def __post_init__(self) -> None:
        if self.suit is None:
            card_id, kind_id = 103 + self.copy, JOKER_KIND
        else:
            kind_id = natural_kind(self.suit.index, self.rank)
            card_id = (self.copy - 1) * 52 + kind_id  # 52 naturals a pack
        object.__setattr__(self, "id", card_id)
        object.__setattr__(self, "kind_id", kind_id)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Card) and other.id == self.id

    def __hash__(self) -> int:
        return self.id

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def kind(self) -> tuple[int, Suit | None]:
        """What the card is, without the copy: equal for the two copies."""
        return (self.rank, self.suit)

    @property
    def twin(self) -> Card:
        """The other copy of this card (the two Jokers are each other's twin)."""
        return make_card(self.rank, self.suit, 3 - self.copy)

    def code(self, with_copy: bool = False) -> str:
        """The notation of the card, e.g. ``10H`` or ``10H#2``."""
        text = "JK" if self.suit is None else RANK_NAMES[self.rank - 1] + self.suit.value
        return f"{text}#{self.copy}" if with_copy else text

    def __str__(self) -> str:
        return self.code()

    def __repr__(self) -> str:
        return f"Card({self.code(with_copy=True)})"


def _all_cards() -> tuple[Card, ...]:
    cards = [Card(rank, suit, copy) for copy in (1, 2) for suit in SUITS for rank in range(1, 14)]
    cards += [Card(JOKER_RANK, None, 1), Card(JOKER_RANK, None, 2)]
    return tuple(cards)


ALL_CARDS: tuple[Card, ...] = _all_cards()
"""Every physical card, indexed by id."""



def make_card(rank: int, suit: Suit | None, copy: int = 1) -> Card:
    """The canonical ``Card`` object for a rank, suit and copy (KeyError if there is none).

    Found by its id (see ``Card``), not in a table keyed by the suit: the judge looks a
    card up for every candidate move, and hashing an enum costs more than the arithmetic.
    """
    if copy == 1 or copy == 2:
        if suit is None:
            if rank == JOKER_RANK:
                return ALL_CARDS[103 + copy]
        elif 1 <= rank <= KING:
            return ALL_CARDS[(copy - 1) * 52 + suit.index * 13 + rank - 1]
    raise KeyError((rank, suit, copy))


@dataclass(frozen=True, slots=True)
class CardToken:
    """A parsed token: what card is meant, and the copy if the token named one."""

    rank: int
    suit: Suit | None
    copy: int | None = None

    @property
    def kind(self) -> tuple[int, Suit | None]:
        return (self.rank, self.suit)

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    def __str__(self) -> str:
        text = "JK" if self.suit is None else RANK_NAMES[self.rank - 1] + self.suit.value
        return text if self.copy is None else f"{text}#{self.copy}"


def parse_token(text: object) -> CardToken:
    """Parse one card token such as ``10h``, ``QS#2`` or ``JK``."""
    if not isinstance(text, str):
        raise NotationError(f"not a card: {text!r}")
    raw = text.strip().upper()
    copy: int | None = None
    body = raw
    if "#" in raw:
        body, _, copy_text = raw.partition("#")
        if copy_text not in ("1", "2"):
            raise NotationError(f"not a card: {text!r} (copy must be #1 or #2)")
        copy = int(copy_text)
    if body == "JK":
        return CardToken(JOKER_RANK, None, copy)
    if len(body) < 2 or body[:-1] not in _RANK_BY_NAME or body[-1] not in "SHDC":
        raise NotationError(f"not a card: {text!r}")
    return CardToken(_RANK_BY_NAME[body[:-1]], Suit(body[-1]), copy)


def parse_card(text: object, default_copy: int = 1) -> Card:
    """Parse a token into a physical card (copy 1 unless the token names one)."""
    token = parse_token(text)
    return make_card(token.rank, token.suit, token.copy or default_copy)


def parse_cards(text: str) -> list[Card]:
    """Parse space- or comma-separated cards; plain tokens take copies in order.

    ``parse_cards("9H 9H JK")`` gives 9H#1, 9H#2 and the first Joker.
    """
    tokens = [parse_token(t) for t in text.replace(",", " ").split()]
    return tokens_to_cards(tokens)


def tokens_to_cards(tokens: list[CardToken]) -> list[Card]:
    """Give each token a physical card: named copies first, then the lowest free copy."""
    used: set[Card] = set()
    result: list[Card | None] = [None] * len(tokens)
    for i, tok in enumerate(tokens):
        if tok.copy is not None:
            card = make_card(tok.rank, tok.suit, tok.copy)
            if card in used:
                raise NotationError(f"card used twice: {tok}")
            used.add(card)
            result[i] = card
    for i, tok in enumerate(tokens):
        if tok.copy is None:
            for copy in (1, 2):
                card = make_card(tok.rank, tok.suit, copy)
                if card not in used:
                    used.add(card)
                    result[i] = card
                    break
            else:
                raise NotationError(f"more than two of {tok}")
    return [c for c in result if c is not None]


def rank_value(rank: int) -> int:
    """Value of a natural rank in a set or as a high card: A=11, J/Q/K=10."""
    if rank == ACE:
        return 11
    return min(rank, 10)


def position_value(position: int, low_ace_value: int = 1) -> int:
    """Meld value of a run position: 1 = low Ace, 11..13 = J Q K, 14 = high Ace."""
    if position == 1:
        return low_ace_value
    if position >= 14:
        return 11
    return min(position, 10)


def penalty_value(card: Card, joker_in_hand: int = 15) -> int:
    """Points a card left in hand costs (section 2): Ace 11, Joker 15 or 20."""
    if card.is_joker:
        return joker_in_hand
    return rank_value(card.rank)


def sort_key_suit(card: Card) -> tuple[int, int]:
    """Sort by suit then rank, Jokers last: a convenient display order."""
    if card.is_joker:
        return (9, card.copy)
    assert card.suit is not None
    return (card.suit.index, card.rank)


def sort_key_rank(card: Card) -> tuple[int, int]:
    if card.is_joker:
        return (99, card.copy)
    assert card.suit is not None
    return (card.rank, card.suit.index)
