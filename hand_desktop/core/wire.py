"""The core's vocabulary as JSON: events, ``PlayerView``, ``RoundResult`` and ``MatchSummary``.

The shapes are those of PROTOCOL.md section 5 (fields may be added, none are
removed). Every card names its physical copy (``9H#2``, PROTOCOL.md section 3);
a meld's ``joker_as`` names the card a Joker stands for, without a copy
(section 12.11). Each ``*_to_json`` has a ``*_from_json`` that gives back an
equal value, and raises ``WireError`` with a readable reason for anything
malformed. Nothing here redacts: callers pass what a seat may see
(``Match.events_for``, ``Match.view_for``).
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import Any, TypeVar

from hand_desktop.core.actions import DRAW_SOURCE_WORDS, DrawSource
from hand_desktop.core.cards import Card, CardToken, NotationError, make_card, parse_token
from hand_desktop.core.events import (
    CardDiscarded,
    CardDrawn,
    Event,
    JokerReplaced,
    MeldExtended,
    MeldsLaid,
    RoundEnded,
    RoundStarted,
    StockReshuffled,
    TurnStarted,
)
from hand_desktop.core.melds import Meld, MeldKind, build_meld
from hand_desktop.core.rules import ErrorCode, RuleError, Rules
from hand_desktop.core.scoring import Finish, Role, RoundResult, SeatScore
from hand_desktop.core.seats import SeatKind
from hand_desktop.core.summary import MatchSummary
from hand_desktop.core.turn import Phase
from hand_desktop.core.view import PlayerView

T = TypeVar("T")


class WireError(ValueError):
    """JSON that is not a valid event, view, result or summary; the message says why."""


# --------------------------------------------------------------------------- cards and melds


def card_to_json(card: Card) -> str:
    return card.code(with_copy=True)


def card_from_json(text: Any) -> Card:
    """A physical card: the copy must be named (``9H#2``, ``JK#1``)."""
    try:
        token = parse_token(text)
    except NotationError as exc:
        raise WireError(str(exc)) from None
    if token.copy is None:
        raise WireError(f"a card on the wire names its copy (like 9H#2), not {text!r}")
    return make_card(token.rank, token.suit, token.copy)


def _cards(items: Any) -> tuple[Card, ...]:
    return tuple(card_from_json(c) for c in _list(items, "cards"))


def _cards_json(cards: tuple[Card, ...] | list[Card]) -> list[str]:
    return [card_to_json(c) for c in cards]


def meld_to_json(meld: Meld) -> dict[str, Any]:
    rep = meld.joker_represents()
    joker_as = str(CardToken(rep[0][0], rep[0][1])) if rep else None
    return {"owner": meld.owner, "cards": _cards_json(meld.cards), "joker_as": joker_as}


def meld_from_json(data: Any) -> Meld:
    """The meld as laid: cards in their table order; ``joker_as`` places a run's Joker."""
    body = _dict(data, "meld")
    cards = _cards(body.get("cards"))
    joker_as = body.get("joker_as")
    try:
        meld = build_meld(cards, None, _int(body, "owner"))
        if joker_as is not None and meld.kind is MeldKind.RUN:
            meld = build_meld(cards, parse_token(joker_as), meld.owner)
    except (NotationError, RuleError) as exc:
        raise WireError(f"not a meld on the table: {exc}") from None
    return meld


# --------------------------------------------------------------------------- results


def seat_score_from_json(data: Any) -> SeatScore:
    body = _dict(data, "seat score")
    return SeatScore(
        seat=_int(body, "seat"), opened=_bool(body, "opened"), value_left=_int(body, "value_left"),
        finish=_enum(Finish, body.get("finish"), "finish"), role=_enum(Role, body.get("role"), "role"),
        multiplier=_int(body, "multiplier"), points=_int(body, "points"),
    )


def result_to_json(result: RoundResult) -> dict[str, Any]:
    """PROTOCOL.md 12.3: finish, finisher, points and hands per seat, with each seat's score line."""
    return {
        "finish": result.finish.value,
        "finisher": result.finisher,
        "points": result.points,
        "hands": [_cards_json(h) for h in result.hands],
        "seats": [s.to_json() for s in result.seats],
    }


def result_from_json(data: Any) -> RoundResult:
    body = _dict(data, "result")
    seats = tuple(seat_score_from_json(s) for s in _list(body.get("seats"), "seats"))
    result = RoundResult(
        finish=_enum(Finish, body.get("finish"), "finish"),
        finisher=_opt_int(body, "finisher"),
        seats=seats,
        hands=tuple(_cards(h) if h else () for h in _list(body.get("hands"), "hands", empty=True)),
    )
    if body.get("points") != result.points:
        raise WireError("the result's points do not match its seats' score lines")
    return result


# --------------------------------------------------------------------------- events


def event_to_json(event: Event) -> dict[str, Any]:
    """One event in PROTOCOL.md section 5's form (``{"event": "drawn", ...}``)."""
    if isinstance(event, CardDrawn):
        card = None if event.card is None else card_to_json(event.card)
        return {"event": "drawn", "seat": event.seat, "source": event.source.value, "card": card}
    if isinstance(event, MeldsLaid):
        return {"event": "melds_laid", "seat": event.seat, "indices": list(event.indices),
                "value": event.value, "opening": event.opening}
    if isinstance(event, MeldExtended):
        return {"event": "extended", "seat": event.seat, "meld": event.index,
                "cards": _cards_json(event.cards)}
    if isinstance(event, JokerReplaced):
        return {"event": "joker_replaced", "seat": event.seat, "meld": event.index,
                "cards": _cards_json(event.cards), "joker": card_to_json(event.joker)}
    if isinstance(event, CardDiscarded):
        return {"event": "discarded", "seat": event.seat, "cards": _cards_json(event.cards)}
    if isinstance(event, StockReshuffled):
        return {"event": "reshuffled", "count": event.count, "reshuffles": event.reshuffles}
    if isinstance(event, TurnStarted):
        return {"event": "turn", "seat": event.seat}
    if isinstance(event, RoundStarted):
        return {"event": "round_started", "round": event.round, "dealer": event.dealer,
                "first": event.first}
    return {"event": "round_ended", "result": result_to_json(event.result)}


def _drawn(b: dict[str, Any]) -> Event:
    source = b.get("source")
    if source not in DRAW_SOURCE_WORDS:
        raise WireError(f"a draw comes from the stock or the fire, not {source!r}")
    card = b.get("card")
    return CardDrawn(_int(b, "seat"), DrawSource(source), None if card is None else card_from_json(card))


_EVENT_READERS: dict[str, Callable[[dict[str, Any]], Event]] = {
    "drawn": _drawn,
    "melds_laid": lambda b: MeldsLaid(_int(b, "seat"), tuple(_ints(b, "indices")), _int(b, "value"),
                                      _bool(b, "opening")),
    "extended": lambda b: MeldExtended(_int(b, "seat"), _int(b, "meld"), _cards(b.get("cards"))),
    "joker_replaced": lambda b: JokerReplaced(_int(b, "seat"), _int(b, "meld"), _cards(b.get("cards")),
                                              card_from_json(b.get("joker"))),
    "discarded": lambda b: CardDiscarded(_int(b, "seat"), _cards(b.get("cards"))),
    "reshuffled": lambda b: StockReshuffled(_int(b, "count"), _int(b, "reshuffles")),
    "turn": lambda b: TurnStarted(_int(b, "seat")),
    "round_started": lambda b: RoundStarted(_int(b, "round"), _int(b, "dealer"), _int(b, "first")),
    "round_ended": lambda b: RoundEnded(result_from_json(b.get("result"))),
}


def event_from_json(data: Any) -> Event:
    body = _dict(data, "event")
    reader = _EVENT_READERS.get(body.get("event"))  # type: ignore[arg-type]
    if reader is None:
        raise WireError(f"unknown event {body.get('event')!r}")
    return reader(body)


# --------------------------------------------------------------------------- the view


def view_to_json(view: PlayerView) -> dict[str, Any]:
    """One seat's whole view (PROTOCOL.md section 5), plus what rebuilds an equal ``PlayerView``."""
    return {
        "seat": view.seat,
        "rules": rules_to_json(view.rules),
        "players": view.players,
        "dealer": view.dealer,
        "turn": view.turn,
        "phase": view.phase.value,
        "hand": _cards_json(view.hand),
        "hand_counts": list(view.hand_counts),
        "table": [meld_to_json(m) for m in view.table],
        "fire": _cards_json(view.fire),
        "stock_size": view.stock_size,
        "opened": list(view.opened),
        "laid_earlier": list(view.laid_earlier),
        "required_opening": view.required_opening,
        "last_opening": view.last_opening,
        "reshuffles": view.reshuffles,
        "discards": view.discards,
        "scores": list(view.scores),
        "round": view.round_number,
        "rounds": view.rules.rounds,
        "rounds_left": view.rounds_left,
        "deciding": view.deciding,
        "must_open": view.must_open,
        "fire_card_taken": None if view.fire_card_taken is None else card_to_json(view.fire_card_taken),
        "laid_this_turn": list(view.laid_this_turn),
        "touched_other": view.touched_other,
        "waived": None if view.waived is None else view.waived.value,
    }


def view_from_json(data: Any) -> PlayerView:
    b = _dict(data, "view")
    taken = b.get("fire_card_taken")
    waived = b.get("waived")
    return PlayerView(
        seat=_int(b, "seat"), rules=_rules(b.get("rules")), players=_int(b, "players"),
        dealer=_int(b, "dealer"), turn=_int(b, "turn"), phase=_enum(Phase, b.get("phase"), "phase"),
        hand=_cards(b.get("hand")) if b.get("hand") else (),
        hand_counts=tuple(_ints(b, "hand_counts")),
        table=tuple(meld_from_json(m) for m in _list(b.get("table"), "table", empty=True)),
        fire=_cards(b.get("fire")) if b.get("fire") else (),
        stock_size=_int(b, "stock_size"),
        opened=tuple(_bools(b, "opened")), laid_earlier=tuple(_bools(b, "laid_earlier")),
        last_opening=_opt_int(b, "last_opening"), required_opening=_int(b, "required_opening"),
        reshuffles=_int(b, "reshuffles"), discards=_int(b, "discards"), scores=tuple(_ints(b, "scores")),
        fire_card_taken=None if taken is None else card_from_json(taken),
        must_open=_bool(b, "must_open"), laid_this_turn=tuple(_ints(b, "laid_this_turn")),
        touched_other=_bool(b, "touched_other"),
        waived=None if waived is None else _enum(ErrorCode, waived, "waived"),
        rounds_left=_opt_int(b, "rounds_left"), round_number=_opt_int(b, "round"),
        deciding=_bool(b, "deciding"),
    )


# --------------------------------------------------------------------------- the summary


def summary_to_json(summary: MatchSummary) -> dict[str, Any]:
    return {
        "names": list(summary.names),
        "kinds": [k.value for k in summary.kinds],
        "rules": rules_to_json(summary.rules),
        "results": [result_to_json(r) for r in summary.results],
        "totals": list(summary.totals),
        "team_totals": None if summary.team_totals is None else list(summary.team_totals),
        "standings": list(summary.standings),
        "round": summary.round_number,
        "deciding": summary.deciding,
        "round_over": summary.round_over,
        "over": summary.over,
        "winner": summary.winner,
    }


def summary_from_json(data: Any) -> MatchSummary:
    b = _dict(data, "summary")
    team = b.get("team_totals")
    return MatchSummary(
        names=tuple(_str(n, "name") for n in _list(b.get("names"), "names")),
        kinds=tuple(_enum(SeatKind, k, "kind") for k in _list(b.get("kinds"), "kinds")),
        rules=_rules(b.get("rules")),
        results=tuple(result_from_json(r) for r in _list(b.get("results"), "results", empty=True)),
        totals=tuple(_ints(b, "totals")),
        team_totals=None if team is None else tuple(_ints(b, "team_totals")),
        standings=tuple(_ints(b, "standings")),
        round_number=_int(b, "round"), deciding=_bool(b, "deciding"),
        round_over=_bool(b, "round_over"), over=_bool(b, "over"), winner=_opt_int(b, "winner"),
    )


# --------------------------------------------------------------------------- checked reading


def _dict(data: Any, what: str) -> dict[str, Any]:
    if not isinstance(data, dict):
        raise WireError(f"a {what} must be a JSON object")
    return data


def _list(data: Any, what: str, empty: bool = False) -> list[Any]:
    if not isinstance(data, list) or (not data and not empty):
        raise WireError(f"{what} must be a {'' if empty else 'non-empty '}list")
    return data


def _int_value(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool):
        raise WireError(f"{what} must be a whole number, not {value!r}")
    return value


def _int(body: dict[str, Any], key: str) -> int:
    return _int_value(body.get(key), key)


def _opt_int(body: dict[str, Any], key: str) -> int | None:
    return None if body.get(key) is None else _int(body, key)


def _ints(body: dict[str, Any], key: str) -> list[int]:
    return [_int_value(v, key) for v in _list(body.get(key), key, empty=True)]


def _bool(body: dict[str, Any], key: str) -> bool:
    value = body.get(key)
    if not isinstance(value, bool):
        raise WireError(f"{key} must be true or false, not {value!r}")
    return value


def _bools(body: dict[str, Any], key: str) -> list[bool]:
    return [_bool({key: v}, key) for v in _list(body.get(key), key, empty=True)]


def _str(body: Any, key: str) -> str:
    value = body.get(key) if isinstance(body, dict) else body
    if not isinstance(value, str):
        raise WireError(f"{key} must be text, not {value!r}")
    return value


def _enum(kind: type[T], value: Any, what: str) -> T:
    try:
        return kind(value)  # type: ignore[call-arg]
    except ValueError:
        raise WireError(f"unknown {what} {value!r}") from None


def rules_to_json(rules: Rules) -> dict[str, Any]:
    """The settings as the save writes them, but without ``rising_threshold`` where it is not
    set (the variant's own rule: Saudi rises), so the reader rebuilds equal ``Rules``."""
    return dict(_rules_json(rules))  # every value is a scalar: a shallow copy is a whole copy


@functools.lru_cache(maxsize=32)
def _rules_json(rules: Rules) -> dict[str, Any]:
    # Every view carries the rules; a match's rules never change, so they are turned to JSON once
    # (it was a quarter of the LAN host's time per action).
    data = rules.to_json()
    if rules.rising_threshold is None:
        del data["rising_threshold"]
    return data


def _rules(data: Any) -> Rules:
    try:
        return Rules.from_json(data)
    except (ValueError, TypeError) as exc:
        raise WireError(f"bad rules: {exc}") from None
