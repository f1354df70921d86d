"""Scenario files (RULES.md section 14): a round in progress as JSON.

``load_scenario`` checks everything (cards used too often, illegal melds on the
table, seats out of range, unknown rule keys) and raises ``ScenarioError`` with
a message for people. ``round_to_scenario`` writes a round back out.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hand_desktop.core.actions import Action, action_from_json
from hand_desktop.core.cards import (
    ALL_CARDS,
    Card,
    NotationError,
    parse_token,
    tokens_to_cards,
)
from hand_desktop.core.jsonfile import FileReadError, read_json
from hand_desktop.core.melds import Meld, build_meld
from hand_desktop.core.round import Round
from hand_desktop.core.rules import RuleError, Rules
from hand_desktop.core.turn import Phase


class ScenarioError(ValueError):
    """A scenario that cannot be loaded; the message says why."""


_KEYS = {
    "variant", "rules", "players", "dealer", "hands", "stock", "fire", "table", "opened",
    "last_opening", "turn", "phase", "actions", "seed", "reshuffles", "discards",
}


@dataclass
class Scenario:
    """A loaded scenario: the round, and its actions as JSON (parsed one by one later)."""

    round: Round
    actions: list[Any]

    def parse_action(self, data: Any) -> Action:
        return action_from_json(data, self.round.players)


def load_scenario_file(path: str | Path) -> Scenario:
    """Read and load a scenario file; every unreadable file is a ``ScenarioError`` too."""
    try:
        data = read_json(path)
    except FileReadError as exc:
        raise ScenarioError(f"cannot read {str(path)!r}: {exc}") from None
    return load_scenario(data)


def load_scenario(data: Any) -> Scenario:
    """Build the round a scenario describes."""
    if not isinstance(data, dict):
        raise ScenarioError("a scenario is a JSON object")
    unknown = sorted(set(data) - _KEYS)
    if unknown:
        # repr: a newline, NUL or U+202E in a key cannot break or spoof the one-line error.
        raise ScenarioError(f"unknown scenario key(s): {', '.join(map(repr, unknown))}")
    rules = _rules(data)
    seed = _int(data, "seed", 0)
    rng = random.Random(seed)
    actions = data.get("actions", [])
    if not isinstance(actions, list):
        raise ScenarioError("actions must be a list")
    if "hands" not in data:
        return Scenario(_dealt(data, rules, rng), actions)
    return Scenario(_placed(data, rules, rng), actions)


def _rules(data: dict[str, Any]) -> Rules:
    variant = data.get("variant")
    if variant is not None and not isinstance(variant, str):
        raise ScenarioError("variant must be a string")
    try:
        return Rules.from_json(data.get("rules", {}), variant)
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None


def _int(data: dict[str, Any], key: str, default: int) -> int:
    value = data.get(key, default)
    if not isinstance(value, int) or isinstance(value, bool):
        raise ScenarioError(f"{key} must be a whole number")
    return value


def _int_or_null(data: dict[str, Any], key: str) -> int | None:
    return None if data.get(key) is None else _int(data, key, 0)


def _seat(value: Any, players: int, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < players:
        raise ScenarioError(f"{what} {value!r} is not a seat (0 to {players - 1})")
    return value


def _players(data: dict[str, Any], rules: Rules) -> int:
    hands = data.get("hands")
    default = len(hands) if isinstance(hands, list) else 4
    players = _int(data, "players", default)
    try:
        rules.check_players(players)
    except ValueError as exc:
        raise ScenarioError(str(exc)) from None
    return players


def _dealt(data: dict[str, Any], rules: Rules, rng: random.Random) -> Round:
    players = _players(data, rules)
    for key in ("stock", "fire", "table"):
        if data.get(key):
            raise ScenarioError(f"{key} needs hands: a scenario without hands is dealt from its seed")
    if "dealer" in data:
        dealer = _seat(data["dealer"], players, "dealer")
    elif "turn" in data:
        dealer = (_seat(data["turn"], players, "turn") - 1) % players
    else:
        dealer = rng.randrange(players)
    return Round.deal(rules, players, dealer, rng)


def _placed(data: dict[str, Any], rules: Rules, rng: random.Random) -> Round:
    players = _players(data, rules)
    hands_data = data["hands"]
    if not isinstance(hands_data, list) or len(hands_data) != players:
        raise ScenarioError(f"hands must list {players} hands, one per seat")
    table_data = data.get("table", [])
    if not isinstance(table_data, list):
        raise ScenarioError("table must be a list of melds")
    groups: list[list[Any]] = [_list(h, f"hand {i}") for i, h in enumerate(hands_data)]
    groups.append(_list(data.get("stock", []), "stock"))
    groups.append(_list(data.get("fire", []), "fire"))
    for i, meld in enumerate(table_data):
        if not isinstance(meld, dict) or "cards" not in meld or "owner" not in meld:
            raise ScenarioError(f"table meld {i} needs \"owner\" and \"cards\"")
        groups.append(_list(meld["cards"], f"table meld {i}"))
    placed = _place(groups)
    hands = placed[:players]
    stock_listed, fire = placed[players], placed[players + 1]
    used = {c for group in placed for c in group}
    rest = [c for c in ALL_CARDS if c not in used]
    rng.shuffle(rest)
    stock = rest + stock_listed[::-1]  # listed top first; the end of our list is the top
    table = _table(table_data, placed[players + 2:], players)
    return _round(data, rules, players, hands, stock, fire, table, rng)


DEALT = 14  # RULES.md 3.4: every player gets 14 cards, the player after the dealer a 15th


def _check_hand_sizes(hands: list[list[Card]], turn: int, phase: Phase) -> None:
    """No hand larger than play allows (RULES.md 3.4-3.6): 14 are dealt, the starter's 15th
    goes with the first discard, and each turn draws one card and ends with a discard; so
    only the seat on turn, after drawing (or before its first discard), holds 15. A larger
    hand could only make the meld solver slow."""
    drawn = phase is not Phase.DRAW
    for seat, hand in enumerate(hands):
        bound = DEALT + (1 if drawn and seat == turn else 0)
        if len(hand) > bound:
            raise ScenarioError(
                f"hand {seat} holds {len(hand)} cards; in play a hand holds at most {bound} here"
            )


def _list(value: Any, what: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioError(f"{what} must be a list of cards")
    return value


def _place(groups: list[list[Any]]) -> list[list[Card]]:
    """Physical cards for every token: ``#n`` tokens first, then the lowest free copy (16.2),
    in the order hands (by seat), stock, fire, table."""
    try:
        flat = tokens_to_cards([parse_token(t) for group in groups for t in group])
    except NotationError as exc:
        raise ScenarioError(f"{exc} (every card exists twice)") from None
    out, start = [], 0
    for group in groups:
        out.append(flat[start:start + len(group)])
        start += len(group)
    return out


def _table(table_data: list[dict[str, Any]], cards: list[list[Card]], players: int) -> list[Meld]:
    table = []
    for i, (meld_data, meld_cards) in enumerate(zip(table_data, cards, strict=True)):
        owner = _seat(meld_data["owner"], players, f"owner of table meld {i}")
        joker_as = meld_data.get("joker_as")
        try:
            token = None if joker_as is None else parse_token(joker_as)
            table.append(build_meld(meld_cards, token, owner=owner))
        except (RuleError, NotationError) as exc:
            raise ScenarioError(f"table meld {i} is not a legal meld ({exc})") from None
    return table


def _round(
    data: dict[str, Any],
    rules: Rules,
    players: int,
    hands: list[list[Card]],
    stock: list[Card],
    fire: list[Card],
    table: list[Meld],
    rng: random.Random,
) -> Round:
    # Defaults: the dealer is the seat before the turn (16.13); with neither given, seat 0 plays.
    if "turn" in data:
        turn = _seat(data["turn"], players, "turn")
    elif "dealer" in data:
        turn = (_seat(data["dealer"], players, "dealer") + 1) % players
    else:
        turn = 0
    dealer = _seat(data["dealer"], players, "dealer") if "dealer" in data else (turn - 1) % players
    try:
        phase = Phase(data.get("phase", "draw"))
    except ValueError:
        raise ScenarioError("phase must be first_discard, draw or play") from None
    if phase is Phase.OVER:
        raise ScenarioError("phase must be first_discard, draw or play")
    _check_hand_sizes(hands, turn, phase)
    opened = _opened(data, rules, players, table)
    last = _int_or_null(data, "last_opening")
    reshuffles = _int(data, "reshuffles", 0)
    discards = _int(data, "discards", len(fire))
    if reshuffles < 0 or discards < 0:
        raise ScenarioError("reshuffles and discards cannot be negative")
    return Round(
        rules, players, dealer, hands, stock, fire, turn=turn, phase=phase, table=table,
        opened=opened, last_opening=last, reshuffles=reshuffles, discards=discards, rng=rng,
    )


def _opened(data: dict[str, Any], rules: Rules, players: int, table: list[Meld]) -> list[bool]:
    owners = {m.owner for m in table}
    if "opened" not in data:
        opened = [False] * players
        for s in owners:
            opened[s] = True
            if rules.partners:
                opened[(s + 2) % players] = True
        return opened
    opened = data["opened"]
    if not isinstance(opened, list) or len(opened) != players or not all(isinstance(o, bool) for o in opened):
        raise ScenarioError(f"opened must list {players} true/false values")
    if rules.partners and any(opened[s] != opened[(s + 2) % players] for s in range(players)):
        raise ScenarioError("partners share their opening: opened must match for seats 0/2 and 1/3")
    for s in owners:
        if not opened[s]:
            raise ScenarioError(f"seat {s} owns a meld on the table but has not opened")
    return list(opened)


def round_to_scenario(rnd: Round, seed: int = 0) -> dict[str, Any]:
    """The scenario JSON of a round (turn-scoped facts such as a fire card taken are not kept)."""
    return {
        "variant": rnd.rules.variant.value,
        "rules": {k: v for k, v in rnd.rules.to_json().items() if k != "variant"},
        "players": rnd.players,
        "dealer": rnd.dealer,
        "hands": [[c.code(True) for c in h] for h in rnd.hands],
        "stock": [c.code(True) for c in reversed(rnd.stock)],
        "fire": [c.code(True) for c in rnd.fire],
        "table": [
            {**m.to_json(), "cards": [c.code(True) for c in m.cards]} for m in rnd.table
        ],
        "opened": list(rnd.opened),
        "last_opening": rnd.last_opening,
        "turn": rnd.turn,
        "phase": rnd.phase.value,
        "reshuffles": rnd.reshuffles,
        "discards": rnd.discards,
        "seed": seed,
    }
