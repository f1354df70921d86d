"""Your record: what each person at this computer did in the matches they finished.

``entry_from(summary, events)`` turns a finished match's ``MatchSummary`` and
its events into a ``MatchEntry``; ``entry_of(match)`` does it for a core
``Match``, replaying its action log from its seed for the events (when each
seat opened), so a saved match gives exactly the entry that the match gave when
it ended, and the record can be rebuilt from saved matches. A match is counted
once: its ``id`` is a digest of its deal and moves.

Only the people at this computer are counted (``SeatKind.HUMAN``): at a LAN
table the others' seats are ``REMOTE`` and their matches count on their own
computers. A hot-seat match counts for every person at it, each by name.

``Record`` holds the entries (what the file stores) and answers
``stats(who)``: frozen values that the Statistics dialog shows.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, TypeGuard

from hand_desktop.core.actions import match_action_from_json
from hand_desktop.core.events import Event, MeldsLaid, RoundEnded, RoundStarted, TurnStarted
from hand_desktop.core.jsonfile import is_whole
from hand_desktop.core.limits import (
    NAME_STORED,
    RECORD_ENTRIES,
    RECORD_HANDS,
    RECORD_LIST,
    RECORD_ROUND_POINTS,
    RECORD_TOTAL,
)
from hand_desktop.core.match import Match
from hand_desktop.core.names import clean_name
from hand_desktop.core.rules import Variant
from hand_desktop.core.seats import BOT_KINDS, SeatKind
from hand_desktop.core.summary import MatchSummary

RECORD_KIND = "hand-desktop-record"
RECORD_SCHEMA = 1
RECENT = 20  # matches in the small chart of the Statistics
# Years of play fit (an entry is a few hundred bytes, the file stays well under
# jsonfile.MAX_BYTES); beyond this the oldest matches make room for new ones. A file
# holding more was not written by us: it is refused (set aside), not cut.
MAX_ENTRIES = RECORD_ENTRIES
MAX_NAME = NAME_STORED  # a name as stored: cleaned by the name rule when counted (core.names)


class RecordError(ValueError):
    """A record file of ours that cannot be used; ``str()`` is the technical detail."""


class Level(StrEnum):
    """Who a person played against: the level of the computer players among their
    opponents, ``MIXED`` when those were of more than one level (a match against Easy
    and Hard together is neither an Easy nor a Hard match: it gets a row of its own
    rather than being counted under one level, or twice), or ``PEOPLE`` when every
    opponent was a person. (Records written before ``MIXED`` existed keep the strongest
    level they stored.)"""

    EASY = "easy"
    MEDIUM = "medium"
    HARD = "hard"
    MIXED = "mixed"
    PEOPLE = "people"


_LEVEL_OF = {SeatKind.EASY: Level.EASY, SeatKind.MEDIUM: Level.MEDIUM, SeatKind.HARD: Level.HARD}


@dataclass(frozen=True)
class Who:
    """A person in the record: by name; a seat left unnamed is told apart by its seat."""

    name: str
    seat: int | None = None  # only for an unnamed seat ("Player 1")

    @classmethod
    def of(cls, name: str, seat: int) -> Who:
        name = name.strip()
        return cls(name) if name else cls("", seat)


@dataclass(frozen=True)
class PersonMatch:
    """One person's match."""

    name: str  # as typed; "" for a seat left unnamed
    seat: int
    level: Level
    won: bool
    total: int  # what decided: their team's total with partners, else their own
    rounds: tuple[int, ...]  # their own points, round by round (deciding rounds included)
    hands: int  # rounds they went out with a Hand (any of the Gulf table's Hands too)
    openings: tuple[int, ...]  # for each round they opened: how many of their turns it took

    @property
    def who(self) -> Who:
        return Who.of(self.name, self.seat)


@dataclass(frozen=True)
class MatchEntry:
    id: str  # see match_id
    when: str  # when it ended, ISO 8601 in UTC ("2026-12-01T13:05:00Z")
    variant: Variant
    players: int
    people: tuple[PersonMatch, ...]


@dataclass(frozen=True)
class Tally:
    played: int = 0
    won: int = 0

    @property
    def lost(self) -> int:
        return self.played - self.won

    def plus(self, won: bool) -> Tally:
        return Tally(self.played + 1, self.won + int(won))


@dataclass(frozen=True)
class RoundMark:
    """A round worth remembering (the best or the worst): its points, when, which variant."""

    points: int
    when: str
    variant: Variant


@dataclass(frozen=True)
class Recent:
    """One of the last matches, for the small chart."""

    won: bool
    total: int
    when: str


@dataclass(frozen=True)
class Stats:
    """One person's record, summed up."""

    who: Who
    overall: Tally = Tally()
    by_variant: tuple[tuple[Variant, Tally], ...] = ()  # in the order of Variant, played only
    by_level: tuple[tuple[Level, Tally], ...] = ()  # in the order of Level, played only
    rounds: int = 0
    points: int = 0
    hands: int = 0
    openings: int = 0  # rounds they opened in
    opening_turns: int = 0  # the turns all those openings took
    best: RoundMark | None = None  # the fewest points in one round (lower is better)
    worst: RoundMark | None = None
    recent: tuple[Recent, ...] = field(default=())  # the last RECENT matches, oldest first

    @property
    def average_points(self) -> float | None:
        return self.points / self.rounds if self.rounds else None

    @property
    def average_opening_turns(self) -> float | None:
        return self.opening_turns / self.openings if self.openings else None


# ---------------------------------------------------------------------- counting a match


def match_id(match: Match) -> str:
    """The same for the same deal and moves, whoever saved it and whatever it calls its seats."""
    data = match.to_json()
    key = {k: data.get(k) for k in ("rules", "players", "seed", "names", "start", "actions")}
    text = json.dumps(key, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:32]


def table_match_id(table: str, summary: MatchSummary) -> str:
    """The id of a match joined at a network table: the table's id and how the match ended
    (no seed: a client never has it). A client that saw the match end twice, or rejoined
    in its middle and so missed some rounds, gives the same id."""
    key = {"table": table, "names": list(summary.names), "totals": list(summary.totals),
           "rounds": summary.round_number, "winner": summary.winner}
    text = json.dumps(key, sort_keys=True, ensure_ascii=False, separators=(",", ":"))
    return "lan-" + hashlib.sha256(text.encode("utf-8")).hexdigest()[:28]


def entry_of(match: Match, when: str, kinds: Sequence[SeatKind] | None = None) -> MatchEntry | None:
    """The record of a finished match, or None when there is nothing to count.

    ``kinds``: who played each seat (the match's own by default). Nothing is
    counted for a match that began from a prepared table (a scenario, a lesson):
    its cards were not dealt. See ``entry_from`` for the rest.
    """
    if match.start is not None:
        return None
    summary = match.summary(kinds)
    if not summary.over or SeatKind.HUMAN not in summary.kinds:
        return None  # no need to replay
    return entry_from(summary, match_events(match), match_id(match), when)


def entry_from(summary: MatchSummary, events: Iterable[Event], ident: str,
               when: str) -> MatchEntry | None:
    """The record of a finished match from its summary and every event of its rounds, in
    order, as one seat saw them (a LAN client has no more than that; redacted cards do not
    matter here). ``summary.kinds`` says who played: only ``HUMAN`` seats are counted, a
    ``REMOTE`` seat's person counts on their own computer. None when there is nothing
    to count: the match is not over, or nobody at this computer played it."""
    if not summary.over or SeatKind.HUMAN not in summary.kinds:
        return None
    openings = opening_turns(events, summary.players)
    people = []
    for seat, kind in enumerate(summary.kinds):
        if kind is not SeatKind.HUMAN:
            continue
        side = seat % 2 if summary.partners else seat
        people.append(PersonMatch(
            name=clean_name(summary.names[seat]),
            seat=seat,
            level=_level(summary, seat),
            won=summary.winner == side,
            total=summary.standings[side],
            rounds=tuple(r.points[seat] for r in summary.results),
            hands=sum(1 for r in summary.results if r.finisher == seat and r.finish.is_hand),
            openings=tuple(t for t in (turns[seat] for turns in openings) if t is not None),
        ))
    return MatchEntry(ident, when, summary.rules.variant, summary.players, tuple(people))


def _level(summary: MatchSummary, seat: int) -> Level:
    side = summary.rules.side(seat, summary.players)
    bots = [kind for s, kind in enumerate(summary.kinds) if s not in side and kind in BOT_KINDS]
    if not bots:
        return Level.PEOPLE
    if len(set(bots)) > 1:
        return Level.MIXED
    return _LEVEL_OF[bots[0]]


def opening_turns(events: Iterable[Event], players: int) -> list[list[int | None]]:
    """Per finished round, per seat: the seat's own turn in which it opened (None: it did
    not). ``events``: every event of the match in order, each deal's ``RoundStarted`` and
    first ``TurnStarted`` included."""
    turns = [0] * players
    opened: list[int | None] = [None] * players
    out: list[list[int | None]] = []
    for event in events:
        if isinstance(event, RoundStarted):
            turns, opened = [0] * players, [None] * players
        elif isinstance(event, TurnStarted):
            turns[event.seat] += 1
        elif isinstance(event, MeldsLaid) and event.opening and opened[event.seat] is None:
            opened[event.seat] = turns[event.seat]
        elif isinstance(event, RoundEnded):
            out.append(opened)
    return out


def match_events(match: Match) -> list[Event]:
    """Every event of ``match``, its first deal included, replayed from its seed and log
    (a match keeps only the events of the round in play; a saved match none)."""
    replay = Match(match.rules, match.players, match.seed, list(match.names), start=match.start)
    events: list[Event] = [replay.round_started, TurnStarted(replay.round.turn)]
    for entry in match.log:
        events += replay.apply(match_action_from_json(entry, match.players))
    return events


# ---------------------------------------------------------------------- the record


@dataclass(frozen=True)
class Record:
    """Every counted match, oldest first."""

    entries: tuple[MatchEntry, ...] = ()

    def has(self, match_id_: str) -> bool:
        return any(e.id == match_id_ for e in self.entries)

    def add(self, entry: MatchEntry) -> Record:
        """The record with ``entry`` counted (itself if that match is counted already)."""
        if self.has(entry.id):
            return self
        return Record((*self.entries, entry)[-MAX_ENTRIES:])

    def add_all(self, entries: Iterable[MatchEntry]) -> tuple[Record, int]:
        """The record with every new entry counted, oldest first, and how many were new."""
        record, added = self, 0
        for entry in sorted(entries, key=lambda e: e.when):
            bigger = record.add(entry)
            added += bigger is not record
            record = bigger
        return record, added

    def people(self) -> tuple[Who, ...]:
        """Everyone in the record, who played last first."""
        seen: dict[Who, None] = {}
        for entry in reversed(self.entries):
            for person in entry.people:
                seen.setdefault(person.who, None)
        return tuple(seen)

    def stats(self, who: Who) -> Stats:
        overall = Tally()
        variants: dict[Variant, Tally] = {}
        levels: dict[Level, Tally] = {}
        rounds = points = hands = openings = opening_turns = 0
        best: RoundMark | None = None
        worst: RoundMark | None = None
        recent: list[Recent] = []
        for entry in self.entries:
            for p in entry.people:
                if p.who != who:
                    continue
                overall = overall.plus(p.won)
                variants[entry.variant] = variants.get(entry.variant, Tally()).plus(p.won)
                levels[p.level] = levels.get(p.level, Tally()).plus(p.won)
                rounds += len(p.rounds)
                points += sum(p.rounds)
                hands += p.hands
                openings += len(p.openings)
                opening_turns += sum(p.openings)
                if p.rounds:
                    low, high = min(p.rounds), max(p.rounds)
                    if best is None or low < best.points:
                        best = RoundMark(low, entry.when, entry.variant)
                    if worst is None or high > worst.points:
                        worst = RoundMark(high, entry.when, entry.variant)
                recent.append(Recent(p.won, p.total, entry.when))
        return Stats(
            who=who, overall=overall,
            by_variant=tuple((v, variants[v]) for v in Variant if v in variants),
            by_level=tuple((lv, levels[lv]) for lv in Level if lv in levels),
            rounds=rounds, points=points, hands=hands, openings=openings,
            opening_turns=opening_turns, best=best, worst=worst, recent=tuple(recent[-RECENT:]),
        )

    # ------------------------------------------------------------------ the file

    def to_json(self) -> dict[str, Any]:
        return {"kind": RECORD_KIND, "schema": RECORD_SCHEMA,
                "matches": [_entry_json(e) for e in self.entries]}

    @classmethod
    def from_json(cls, data: Any) -> Record:
        """Read a record file's JSON; ``RecordError`` names the first thing wrong."""
        if not isinstance(data, dict) or data.get("kind") != RECORD_KIND:
            raise RecordError("this is not the record of Hand")
        if not is_whole(data.get("schema")) or data.get("schema") != RECORD_SCHEMA:
            raise RecordError(f"unsupported record version {data.get('schema')!r}")
        matches = data.get("matches")
        if not isinstance(matches, list):
            raise RecordError("the record has no list of matches")
        if len(matches) > MAX_ENTRIES:
            raise RecordError(f"the record lists {len(matches)} matches, more than the {MAX_ENTRIES} it keeps")
        return cls(tuple(_entry_from(item, i + 1) for i, item in enumerate(matches)))


def _entry_json(entry: MatchEntry) -> dict[str, Any]:
    return {
        "id": entry.id, "when": entry.when, "variant": entry.variant.value,
        "players": entry.players,
        "people": [{"name": p.name, "seat": p.seat, "level": p.level.value, "won": p.won,
                    "total": p.total, "rounds": list(p.rounds), "hands": p.hands,
                    "openings": list(p.openings)} for p in entry.people],
    }


def _entry_from(data: Any, n: int) -> MatchEntry:
    where = f"match {n} of the record"
    if not isinstance(data, dict):
        raise RecordError(f"{where} is not an object")
    ident, when, players = data.get("id"), data.get("when"), data.get("players")
    if not isinstance(ident, str) or not 0 < len(ident) <= 64:
        raise RecordError(f"{where} has no valid id")
    if not isinstance(when, str) or len(when) > 40:
        raise RecordError(f"{where} has no valid date")
    if not is_whole(players) or not 2 <= players <= 4:
        raise RecordError(f"{where} has a bad number of players")
    try:
        variant = Variant(data.get("variant"))
    except ValueError:
        raise RecordError(f"{where} has an unknown variant") from None
    people = data.get("people")
    if not isinstance(people, list) or not people:
        raise RecordError(f"{where} names nobody")
    return MatchEntry(ident, when, variant, players,
                      tuple(_person_from(p, players, where) for p in people))


def _person_from(data: Any, players: int, where: str) -> PersonMatch:
    if not isinstance(data, dict):
        raise RecordError(f"a person of {where} is not an object")
    name, seat, won, total, hands = (data.get(k) for k in ("name", "seat", "won", "total", "hands"))
    rounds, openings = data.get("rounds"), data.get("openings")
    try:
        level = Level(data.get("level", ""))
    except ValueError:
        raise RecordError(f"a person of {where} has an unknown level") from None
    if (
        not isinstance(name, str) or len(name) > MAX_NAME
        or not is_whole(seat) or not 0 <= seat < players
        or not isinstance(won, bool) or not _within(total, RECORD_TOTAL)
        or not is_whole(hands) or not 0 <= hands <= RECORD_HANDS
        or not _whole_list(rounds, RECORD_ROUND_POINTS) or not _whole_list(openings, RECORD_ROUND_POINTS)
        or any(t < 1 for t in openings)
    ):
        raise RecordError(f"a person of {where} is not valid")
    return PersonMatch(clean_name(name), seat, level, won, total, tuple(rounds), hands, tuple(openings))


def _within(value: Any, limit: int) -> TypeGuard[int]:
    """A whole number no further from 0 than ``limit`` (core.limits)."""
    return is_whole(value) and -limit <= value <= limit


def _whole_list(value: Any, limit: int) -> TypeGuard[list[int]]:
    return isinstance(value, list) and len(value) <= RECORD_LIST and all(_within(v, limit) for v in value)
