"""Actions: what a player asks the game to do (RULES.md section 14).

Actions are immutable values. Cards in an action are ``CardToken``s: a plain
token (``9H``) lets the game pick the copy by section 16.2, a token with a copy
(``9H#2``) names one physical card. ``action_from_json`` reads the referee's
JSON form and raises ``RuleError(bad_input)`` for anything malformed.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum
from typing import Any

from hand_desktop.core.cards import ALL_CARDS, Card, CardToken, NotationError, parse_token
from hand_desktop.core.rules import ErrorCode, RuleError


def token_of(card: Card) -> CardToken:
    """The token naming exactly this physical card."""
    return _TOKENS[card.id]


_TOKENS = tuple(CardToken(c.rank, c.suit, c.copy) for c in ALL_CARDS)  # tokens are immutable: share them


def tokens_of(cards: tuple[Card, ...] | list[Card]) -> tuple[CardToken, ...]:
    return tuple(token_of(c) for c in cards)


class DrawSource(Enum):
    """Where a card is drawn from; the values are the words of the JSON forms."""

    STOCK = "stock"
    FIRE = "fire"


@dataclass(frozen=True, slots=True)
class Draw:
    seat: int
    source: DrawSource


@dataclass(frozen=True, slots=True)
class MeldSpec:
    """One new meld: its cards as listed, and optionally the card its Joker stands for."""

    cards: tuple[CardToken, ...]
    joker_as: CardToken | None = None


@dataclass(frozen=True, slots=True)
class LayMelds:
    """New melds; for a side that has not opened, this is the atomic opening."""

    seat: int
    melds: tuple[MeldSpec, ...]


@dataclass(frozen=True, slots=True)
class Extend:
    seat: int
    meld: int
    cards: tuple[CardToken, ...]
    joker_as: CardToken | None = None


@dataclass(frozen=True, slots=True)
class ReplaceJoker:
    seat: int
    meld: int
    cards: tuple[CardToken, ...]


@dataclass(frozen=True, slots=True)
class Discard:
    seat: int
    cards: tuple[CardToken, ...]  # one card; two Jokers only for a Gulf double Joker Hand


Action = Draw | LayMelds | Extend | ReplaceJoker | Discard  # what a seat does in a round


@dataclass(frozen=True, slots=True)
class NextRound:
    """Deal round ``round`` of the match (1-based) once the round before it is over.

    A match action, not a seat's: whoever runs the match (the local table, the
    LAN host) sends it. Naming the round makes a repeated request harmless: it
    is refused instead of dealing twice.
    """

    round: int


MatchAction = Action | NextRound  # every entry of a match's action log


# --------------------------------------------------------------------------- JSON


def action_to_json(action: Action) -> dict[str, Any]:
    """The referee's JSON form of an action (copies kept where the token names one)."""
    out: dict[str, Any] = {"seat": action.seat}
    if isinstance(action, Draw):
        out["draw"] = action.source.value
    elif isinstance(action, LayMelds):
        out["meld"] = [_spec_json(m) for m in action.melds]
    elif isinstance(action, Extend):
        body: dict[str, Any] = {"meld": action.meld, "cards": [str(t) for t in action.cards]}
        if action.joker_as is not None:
            body["joker_as"] = str(action.joker_as)
        out["extend"] = body
    elif isinstance(action, ReplaceJoker):
        out["replace_joker"] = {"meld": action.meld, "cards": [str(t) for t in action.cards]}
    else:
        cards = [str(t) for t in action.cards]
        out["discard"] = cards[0] if len(cards) == 1 else cards
    return out


def _spec_json(spec: MeldSpec) -> Any:
    cards = [str(t) for t in spec.cards]
    if spec.joker_as is None:
        return cards
    return {"cards": cards, "joker_as": str(spec.joker_as)}


_ACTION_KEYS = ("draw", "meld", "extend", "replace_joker", "discard")
DRAW_SOURCE_WORDS = tuple(s.value for s in DrawSource)  # a tuple: a bad body may be unhashable


def match_action_to_json(action: MatchAction) -> dict[str, Any]:
    """The log form of a match action: ``{"next_round": 2}`` or a referee action."""
    if isinstance(action, NextRound):
        return {"next_round": action.round}
    return action_to_json(action)


def match_action_from_json(data: Any, players: int) -> MatchAction:
    """Parse one log entry; ``RuleError(bad_input)`` names what is wrong."""
    if isinstance(data, dict) and "next_round" in data:
        number = data["next_round"]
        if len(data) != 1 or not isinstance(number, int) or isinstance(number, bool) or number < 2:
            raise _bad("next_round names the round to deal, a number from 2")
        return NextRound(number)
    return action_from_json(data, players)


def action_from_json(data: Any, players: int) -> Action:
    """Parse one referee action; ``RuleError(bad_input)`` names what is wrong."""
    if not isinstance(data, dict):
        raise _bad("an action must be a JSON object")
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < players:
        raise _bad(f"bad seat: {seat!r}")
    keys = [k for k in data if k != "seat"]
    if len(keys) != 1 or keys[0] not in _ACTION_KEYS:
        raise _bad(f"an action needs exactly one of {', '.join(_ACTION_KEYS)}")
    key = keys[0]
    body = data[key]
    if key == "draw":
        if body not in DRAW_SOURCE_WORDS:
            raise _bad("draw must be \"stock\" or \"fire\"")
        return Draw(seat, DrawSource(body))
    if key == "meld":
        if not isinstance(body, list) or not body:
            raise _bad("meld needs a non-empty list of melds")
        return LayMelds(seat, tuple(_parse_spec(m) for m in body))
    if key == "extend":
        index, cards, joker_as = _parse_target(body, allow_joker_as=True)
        return Extend(seat, index, cards, joker_as)
    if key == "replace_joker":
        index, cards, _ = _parse_target(body, allow_joker_as=False)
        return ReplaceJoker(seat, index, cards)
    if isinstance(body, list):
        if len(body) not in (1, 2):
            raise _bad("discard one card (two only for a double Joker Hand)")
        return Discard(seat, tuple(_token(t) for t in body))
    return Discard(seat, (_token(body),))


def _parse_spec(item: Any) -> MeldSpec:
    if isinstance(item, list):
        return MeldSpec(_cards(item))
    if isinstance(item, dict):
        if set(item) - {"cards", "joker_as"} or "cards" not in item:
            raise _bad("a meld object has \"cards\" and optionally \"joker_as\"")
        joker_as = item.get("joker_as")
        return MeldSpec(_cards(item["cards"]), None if joker_as is None else _joker_as(joker_as))
    raise _bad("a meld is a list of cards or an object with \"cards\"")


def _parse_target(body: Any, allow_joker_as: bool) -> tuple[int, tuple[CardToken, ...], CardToken | None]:
    allowed = {"meld", "cards"} | ({"joker_as"} if allow_joker_as else set())
    if not isinstance(body, dict) or set(body) - allowed or not {"meld", "cards"} <= set(body):
        raise _bad(f"expected an object with {', '.join(sorted(allowed))}")
    index = body["meld"]
    if not isinstance(index, int) or isinstance(index, bool):
        raise _bad("meld must be a table index")
    joker_as = body.get("joker_as")
    return index, _cards(body["cards"]), None if joker_as is None else _joker_as(joker_as)


def _cards(items: Any) -> tuple[CardToken, ...]:
    if not isinstance(items, list) or not items:
        raise _bad("cards must be a non-empty list")
    return tuple(_token(t) for t in items)


def _joker_as(text: Any) -> CardToken:
    token = _token(text)
    if token.is_joker:
        raise _bad("joker_as must name a natural card")
    return CardToken(token.rank, token.suit)


def _token(text: Any) -> CardToken:
    try:
        return parse_token(text)
    except NotationError as exc:
        raise _bad(str(exc)) from None


def _bad(message: str) -> RuleError:
    return RuleError(ErrorCode.BAD_INPUT, message)
