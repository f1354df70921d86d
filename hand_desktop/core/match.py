"""A whole match: rounds, dealer rotation, totals, deciding rounds, saves.

A saved match is JSON: a schema version, the settings, the seed, the seats'
names, who plays each seat (``"seats"``: ``SeatKind`` values; a save without
them leaves it to the reader) and the action log. Loading replays the log from the seed, so the state
after loading is exactly the state that was saved. The log holds only actions:
the seats' actions and ``NextRound`` (``{"next_round": 2}``); saves of schema 1
marked a new deal with ``{"next_round": true}`` and still load. A reader
ignores keys it does not know: the desktop adds its players' hand orders
(``"hands"``) to the same object, so there is one save format.

The match hands out what each seat may see: ``view_for(seat)``,
``events_for(seat)`` (the last action's events, already redacted) and
``recent_events(seat, viewer)``. Nobody outside redacts.

A save carries a ``checksum`` (SHA-256 over the rules, seats, seed, start and
every action): a file cut short, or with a move changed, is refused as damaged
rather than replayed as another game. Saves written before it have none and load.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from hand_desktop.core.actions import (
    MatchAction,
    NextRound,
    match_action_from_json,
    match_action_to_json,
)
from hand_desktop.core.events import Event, RoundEnded, RoundStarted, TurnStarted, redacted_for
from hand_desktop.core.jsonfile import FileReadError, is_whole, parse_json
from hand_desktop.core.names import clean_name
from hand_desktop.core.round import Round
from hand_desktop.core.round_log import RoundLog
from hand_desktop.core.rules import ErrorCode, RuleError, Rules
from hand_desktop.core.scenario import ScenarioError, load_scenario
from hand_desktop.core.scoring import RoundResult
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.core.summary import MatchSummary, standings, team_totals
from hand_desktop.core.view import PlayerView, view_for

SCHEMA_VERSION = 2
READABLE_SCHEMAS = (1, 2)
LEGACY_NEXT_ROUND = {"next_round": True}  # schema 1's marker of a new deal
CHECKSUM_KEY = "checksum"  # over the rules, seats, seed, start and action log (``checksum``)


class SaveError(ValueError):
    """A save file that cannot be read; the message says why."""


def save_text(data: dict[str, Any]) -> str:
    """A save's JSON text, compact: a save is written after every move, and Python's JSON
    encoder is pure Python once asked to indent (0.9 ms for a 300-move match, 0.14 ms
    compact, and 40% smaller)."""
    return json.dumps(data, ensure_ascii=False, separators=(",", ":"))


@dataclass
class Match:
    """A match of ``rules.rounds`` rounds (plus deciding rounds on a tie)."""

    rules: Rules
    players: int
    seed: int
    names: list[str] = field(default_factory=list)
    results: list[RoundResult] = field(default_factory=list)
    log: list[dict[str, Any]] = field(default_factory=list)
    start: dict[str, Any] | None = None  # a scenario the first round starts from, if any
    kinds: tuple[SeatKind, ...] | None = None  # who plays each seat; None when the save does not say

    def __post_init__(self) -> None:
        self.rules.check_players(self.players)
        if self.kinds is not None:
            self.kinds = tuple(self.kinds)
            if len(self.kinds) != self.players or not all(isinstance(k, SeatKind) for k in self.kinds):
                raise ValueError(f"{self.players} players need {self.players} seat kinds")
        if not self.names:
            self.names = [f"Player {i + 1}" for i in range(self.players)]
        # The one name rule (core.names): "" is the default name, shown in the player's language.
        self.names = [clean_name(n) for n in self.names]
        self._rng = random.Random(self.seed)
        self.first_dealer = self._rng.randrange(self.players)
        if self.start is None:
            self.round = self._new_round()
        else:
            self.round = load_scenario(self.start).round
            self.first_dealer = self.round.dealer
        self._started = RoundStarted(1, self.round.dealer, self.round.turn)
        self._last: tuple[Event, ...] = (self._started, TurnStarted(self.round.turn))
        self._log = RoundLog()  # the round in play, for a move log and "what they just did"
        self._sum: _RunningSum | None = None  # the save's checksum so far (``_checksum``)

    @classmethod
    def from_scenario(cls, data: dict[str, Any], seed: int = 0, names: list[str] | None = None) -> Match:
        """A match whose first round is the scenario's round (for tutorials and bug reports).

        Later rounds are dealt from ``seed``; the dealer passes on from the
        scenario's dealer. The scenario's actions are played.
        Raises ``ScenarioError`` for a bad scenario or a refused action.
        """
        scenario = load_scenario(data)
        first = scenario.round
        start = {k: v for k, v in data.items() if k != "actions"}
        match = cls(first.rules, first.players, seed, list(names or []), start=start)
        for i, item in enumerate(scenario.actions):
            try:
                match.apply(scenario.parse_action(item))
            except RuleError as exc:
                raise ScenarioError(f"action {i + 1} of the scenario is refused: {exc.message}") from None
        return match

    # ------------------------------------------------------------------ rounds

    @property
    def round_number(self) -> int:
        """1-based number of the round in play (or just finished)."""
        return len(self.results) + (0 if self.round.over else 1)

    def _new_round(self) -> Round:
        dealer = (self.first_dealer + len(self.results)) % self.players
        round_rng = random.Random(self._rng.getrandbits(64))
        return Round.deal(self.rules, self.players, dealer, round_rng)

    @property
    def round_started(self) -> RoundStarted:
        """How the round in play began: its number, dealer and first player."""
        return self._started

    def apply(self, action: MatchAction) -> list[Event]:
        """Apply a seat's action or ``NextRound``; raises ``RuleError`` and changes nothing if refused.

        Returns every event in full (for the host's own bookkeeping); what a seat
        may see of them is ``events_for(seat)``.
        """
        if isinstance(action, NextRound):
            events = self._deal_next(action)
        else:
            events = self.round.apply(action)
            for event in events:
                if isinstance(event, RoundEnded):
                    self.results.append(event.result)
        self.log.append(match_action_to_json(action))
        self._last = tuple(events)
        self._note_recent(events)
        return events

    def to_act(self) -> int | None:
        """The seat whose action is awaited; None between rounds and once the match is over."""
        return None if self.round.over else self.round.turn

    def next_round_action(self) -> NextRound | None:
        """The ``NextRound`` that deals the next round, when one is due (the round over, the match not)."""
        if not self.round.over or self.over:
            return None
        return NextRound(len(self.results) + 1)

    def start_next_round(self) -> list[Event]:
        """Deal the next round once the current one is over and the match is not."""
        action = self.next_round_action()
        if action is None:
            raise RuleError(ErrorCode.WRONG_PHASE, "the round is not over, or the match is")
        return self.apply(action)

    def _deal_next(self, action: NextRound) -> list[Event]:
        due = self.next_round_action()
        if due is None:
            raise RuleError(ErrorCode.WRONG_PHASE, "the round is not over, or the match is")
        if action != due:
            raise RuleError(ErrorCode.BAD_INPUT, f"the next round is round {due.round}, not {action.round}")
        self.round = self._new_round()
        self._started = RoundStarted(due.round, self.round.dealer, self.round.turn)
        return [self._started, TurnStarted(self.round.turn)]

    # ------------------------------------------------------------------ what a seat may see

    def events_for(self, seat: int) -> tuple[Event, ...]:
        """The events of the last accepted action (or of the deal), as ``seat`` may see them."""
        return tuple(redacted_for(e, seat) for e in self._last)

    def recent_events(self, seat: int, viewer: int) -> tuple[Event, ...]:
        """What ``seat`` did in its latest turn, as ``viewer`` may see it."""
        return tuple(redacted_for(e, viewer) for e in self._log.recent(seat))

    def round_events(self, viewer: int) -> tuple[Event, ...]:
        """Every event of the round in play since its deal, as ``viewer`` may see them
        (a resumed match has them too: loading replays the log through ``apply``)."""
        return tuple(redacted_for(e, viewer) for e in self._log.events)

    def _note_recent(self, events: list[Event]) -> None:
        self._log.note(events)

    # ------------------------------------------------------------------ totals

    def totals(self) -> list[int]:
        """Cumulative points per seat."""
        totals = [0] * self.players
        for result in self.results:
            for s, p in enumerate(result.points):
                totals[s] += p
        return totals

    def team_totals(self) -> list[int]:
        """Team totals in partner variants (team 0 = seats 0+2, team 1 = seats 1+3)."""
        return list(team_totals(self.totals()))

    def standings(self) -> list[int]:
        """What decides the match: team totals with partners, else seat totals."""
        return list(standings(self.totals(), self.rules.partners))

    @property
    def over(self) -> bool:
        """The last round is played and one total is lowest (else a deciding round follows)."""
        if len(self.results) < self.rules.rounds or not self.round.over:
            return False
        scores = self.standings()
        return scores.count(min(scores)) == 1

    @property
    def deciding_round(self) -> bool:
        return len(self.results) >= self.rules.rounds and not (self.round.over and self.over)

    def winner(self) -> int | None:
        """The winning seat (or team index with partners), once the match is over."""
        if not self.over:
            return None
        scores = self.standings()
        return scores.index(min(scores))

    @property
    def seats(self) -> tuple[Seat, ...]:
        """Each seat's name and kind (people at this computer where the match does not say)."""
        kinds = self.kinds or (SeatKind.HUMAN,) * self.players
        names = [*self.names[: self.players]]
        names += [f"Player {i + 1}" for i in range(len(names), self.players)]
        return tuple(Seat(name, kind) for name, kind in zip(names, kinds, strict=True))

    def summary(self, kinds: Sequence[SeatKind] | None = None) -> MatchSummary:
        """The match's score as a value; ``kinds`` per seat (the match's own if not given)."""
        kinds = tuple(kinds) if kinds is not None else tuple(s.kind for s in self.seats)
        if len(kinds) != self.players:
            raise ValueError(f"{self.players} players need {self.players} seat kinds")
        # One name per seat, whatever a hand-made save listed (the same default as no names).
        names = [*self.names[: self.players]]
        names += [f"Player {i + 1}" for i in range(len(names), self.players)]
        return MatchSummary(
            names=tuple(names), kinds=kinds, rules=self.rules, results=tuple(self.results),
            totals=tuple(self.totals()),
            team_totals=tuple(self.team_totals()) if self.rules.partners else None,
            standings=tuple(self.standings()), round_number=self.round_number,
            deciding=self.deciding_round, round_over=self.round.over, over=self.over,
            winner=self.winner(),
        )

    def view_for(self, seat: int) -> PlayerView:
        return self.views((seat,))[0]

    def views(self, seats: Sequence[int] | None = None) -> tuple[PlayerView, ...]:
        """The views of ``seats`` (every seat by default), the match's numbers worked out once
        (a review keeps every seat's view of every moment)."""
        totals = tuple(self.totals())
        number = self.round_number
        rounds_left = max(0, self.rules.rounds - number)
        deciding = self.deciding_round
        return tuple(view_for(self.round, s, totals, rounds_left, number, deciding)
                     for s in (range(self.players) if seats is None else seats))

    # ------------------------------------------------------------------ saves

    def to_json(self) -> dict[str, Any]:
        return {
            "schema": SCHEMA_VERSION,
            "kind": "hand-desktop-match",
            "rules": self.rules.to_json(),
            "players": self.players,
            "seed": self.seed,
            "names": list(self.names),
            **({"seats": [k.value for k in self.kinds]} if self.kinds is not None else {}),
            "start": self.start,
            "actions": list(self.log),
            CHECKSUM_KEY: self._checksum(),
        }

    def dumps(self) -> str:
        return save_text(self.to_json())

    def _checksum(self) -> str:
        running = self._sum
        if running is None or running.count > len(self.log):
            running = self._sum = _RunningSum([self.rules.to_json(), self.players, self.seed, self.start])
        return running.over(self.log)

    @classmethod
    def from_json(cls, data: Any) -> Match:
        """Replay a saved match; ``SaveError`` says what is wrong with a broken save."""
        match = cls.dealt_from_json(data)
        for _events in match.replay_entries(data["actions"]):
            pass
        return match

    def replay_entries(self, entries: list[Any]) -> Iterator[list[Event]]:
        """Apply a save's log entries one by one (this match changes), yielding each one's
        events: the review steps through a save with the same loop that loads it.
        ``SaveError`` for an entry the match refuses."""
        for i, entry in enumerate(entries):
            try:
                if entry == LEGACY_NEXT_ROUND:
                    yield self.start_next_round()
                else:
                    yield self.apply(match_action_from_json(entry, self.players))
            except RuleError as exc:
                raise SaveError(f"broken save: action {i + 1} was refused ({exc.code.value})") from None

    @classmethod
    def dealt_from_json(cls, data: Any) -> Match:
        """A save's match as dealt, before its log is played (``replay_entries`` plays it);
        ``SaveError`` for a save that is broken, the log included (it must be a list)."""
        if not isinstance(data, dict) or data.get("kind") != "hand-desktop-match":
            raise SaveError("this is not a saved match of Hand")
        if not is_whole(data.get("schema")) or data.get("schema") not in READABLE_SCHEMAS:
            raise SaveError(f"unsupported save version {data.get('schema')!r}")
        try:
            rules = Rules.from_json(data["rules"])
            players, seed, names = data["players"], data["seed"], data["names"]
            if not is_whole(seed) or not is_whole(players):
                raise SaveError("seed and players must be whole numbers")
            if not isinstance(names, list) or not all(isinstance(n, str) for n in names):
                raise SaveError("names must be a list of strings")
            if len(names) != players:
                raise SaveError(f"the save names {len(names)} players but has {players} seats")
            start = data.get("start")
            if start is not None and not isinstance(start, dict):
                raise SaveError("start must be a scenario object")
            match = cls(rules, players, seed, list(names), start=start,
                        kinds=_kinds_from(data.get("seats"), players))
        except (KeyError, TypeError, ValueError) as exc:
            raise SaveError(f"broken save: {exc}") from None
        if not isinstance(data.get("actions"), list):
            raise SaveError("broken save: no action list")
        _check_sum(data, data["actions"])  # a log cut short or changed is damage, not another game
        return match

    @classmethod
    def loads(cls, text: str | bytes) -> Match:
        try:
            data = parse_json(text)
        except FileReadError as exc:
            raise SaveError(str(exc)) from None
        return cls.from_json(data)


def checksum(rules: Any, players: Any, seed: Any, start: Any, actions: Sequence[Any]) -> str:
    """``sha256:`` and the hex digest of what makes the game (rules, seats, seed, start and
    every action), in one canonical JSON form: a save cut short or changed by hand no longer
    matches, and is refused as damaged instead of loading as another game."""
    return _RunningSum([rules, players, seed, start]).over(actions)


class _RunningSum:
    """The checksum kept up to date as the log grows: a save after every move hashes only
    the new entries (the whole log was hashed again each time: twice a save's cost)."""

    def __init__(self, header: list[Any]) -> None:
        import hashlib  # OpenSSL: loaded when a match is saved or read, not at the window's start

        self._hash = hashlib.sha256(_canonical(header))
        self.count = 0

    def over(self, entries: Sequence[Any]) -> str:
        """The checksum of the header and ``entries`` (which extend the ones seen before)."""
        for entry in entries[self.count:]:
            self._hash.update(b"\n" + _canonical(entry))
        self.count = len(entries)
        return "sha256:" + self._hash.hexdigest()


def _canonical(value: Any) -> bytes:
    return json.dumps(value, ensure_ascii=False, separators=(",", ":")).encode("utf-8")


def _check_sum(data: dict[str, Any], actions: list[Any]) -> None:
    """A save with a checksum must match it; saves written before checksums have none and load."""
    if CHECKSUM_KEY not in data:
        return
    given = data[CHECKSUM_KEY]
    want = checksum(data.get("rules"), data.get("players"), data.get("seed"), data.get("start"), actions)
    if given != want:
        raise SaveError("broken save: its moves do not match its checksum (the file was cut short or changed)")


def _kinds_from(data: Any, players: int) -> tuple[SeatKind, ...] | None:
    """The saved seat kinds (None if the save does not say); ``SaveError`` if they are not valid."""
    if data is None:
        return None
    known = {k.value for k in SeatKind}
    if not isinstance(data, list) or len(data) != players or not all(
            isinstance(k, str) and k in known for k in data):
        raise SaveError("the seats of the save are not valid")
    return tuple(SeatKind(k) for k in data)

