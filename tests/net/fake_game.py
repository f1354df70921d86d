"""A small game behind ``NetGame`` for the host's tests, with canned JSON and secrets to guard.

Each seat holds cards named ``SECRET<seat>-<k>`` that only its own view
shows; a card drawn from the "stock" is named in the ``drawn`` event only for
the seat that drew it. The leak oracle (``leaks``) looks for another seat's
secret in what a connection received. Actions:

- ``{"pass": true}``: the turn passes on, and the player draws a new secret card;
- ``{"end": true}``: the round ends (its result makes every hand public);
- anything else is ``bad_input``; out of turn ``not_your_turn``; after the
  round ``wrong_phase``.
"""

from __future__ import annotations

import json
import re
from typing import Any

from hand_desktop.core.rules import ErrorCode

SECRET = re.compile(r"SECRET(\d+)-\d+")


class FakeGame:
    def __init__(self, names: list[str], rounds: int = 2) -> None:
        self.names = list(names)
        self.players = len(names)
        self.rounds = rounds
        self.round = 1
        self.log: list[dict[str, Any]] = []
        self.applied: list[tuple[int, dict[str, Any]]] = []
        self._deal()

    def _deal(self) -> None:
        self._turn: int | None = (self.round - 1) % self.players
        self._drawn = 0
        self.hands = [[f"SECRET{s}-{k}" for k in range(3)] for s in range(self.players)]
        self._last: list[dict[str, Any]] = [
            {"event": "round_started", "round": self.round, "dealer": 0},
            {"event": "turn", "seat": self._turn},
        ]
        self._drawer: int | None = None
        self._result: dict[str, Any] | None = None

    # ------------------------------------------------------------ NetGame

    @property
    def rev(self) -> int:
        return len(self.log)

    def turn(self) -> int | None:
        return self._turn

    def apply(self, seat: int, action: dict[str, Any]) -> ErrorCode | None:
        keys = set(action) - {"seat"}
        if keys not in ({"pass"}, {"end"}) or action.get("seat") != seat:
            return ErrorCode.BAD_INPUT
        if self._result is not None:
            return ErrorCode.WRONG_PHASE
        if seat != self._turn:
            return ErrorCode.NOT_YOUR_TURN
        self.log.append(dict(action))
        self.applied.append((seat, dict(action)))
        if "end" in action:
            self._result = {"finish": "normal", "finisher": seat, "points": [0] * self.players,
                            "hands": [list(h) for h in self.hands]}
            self._turn = None
            self._drawer = None
            self._last = [{"event": "round_ended", "result": self._result}]
            return None
        self._drawn += 1
        card = f"SECRET{seat}-{100 + self._drawn}"
        self.hands[seat].append(card)
        self._turn = (seat + 1) % self.players
        self._drawer = seat
        self._last = [{"event": "drawn", "seat": seat, "source": "stock", "card": card},
                      {"event": "turn", "seat": self._turn}]
        return None

    def view(self, seat: int) -> dict[str, Any]:
        return {"seat": seat, "players": self.players, "turn": self._turn,
                "phase": "over" if self._result else "play", "hand": list(self.hands[seat]),
                "hand_counts": [len(h) for h in self.hands], "stock_size": 40,
                "round": self.round, "rounds": self.rounds}

    def events_for(self, seat: int) -> list[dict[str, Any]]:
        events = [dict(e) for e in self._last]
        for e in events:
            if e["event"] == "drawn" and e["seat"] != seat:
                e["card"] = None
        return events

    def round_result(self) -> dict[str, Any] | None:
        return self._result

    def match_over(self) -> dict[str, Any] | None:
        if self._result is None or self.round < self.rounds:
            return None
        return {"totals": [0] * self.players, "winner": 0}

    def next_round(self) -> None:
        assert self._result is not None and self.match_over() is None
        self.log.append({"next_round": True})
        self.round += 1
        self._deal()


def leaks(seat: int, message: dict[str, Any]) -> list[str]:
    """Another seat's secret cards in a message to ``seat`` (a round's result is public)."""
    public = {k: v for k, v in message.items() if k != "result"}
    if "events" in public:
        public["events"] = [e for e in public["events"] if e.get("event") != "round_ended"]
    text = json.dumps(public)
    return [m.group(0) for m in SECRET.finditer(text) if int(m.group(1)) != seat]
