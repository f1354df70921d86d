"""The record of finished matches (core.record): counted from a match's own data, so that
a saved match counts exactly as the match did when it ended."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from hand_desktop.core.bots import make_bot
from hand_desktop.core.events import MeldsLaid, RoundStarted
from hand_desktop.core.match import Match
from hand_desktop.core.record import (
    RECENT,
    Level,
    MatchEntry,
    PersonMatch,
    Record,
    RecordError,
    Tally,
    Who,
    entry_from,
    entry_of,
    match_id,
)
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.seats import SeatKind

SAVES = Path(__file__).parent / "saves"
H, E, M, HD, R = SeatKind.HUMAN, SeatKind.EASY, SeatKind.MEDIUM, SeatKind.HARD, SeatKind.REMOTE
WHEN = "2026-12-01T10:00:00Z"


def play_out(match: Match, seed: int) -> list[list[int | None]]:
    """Play ``match`` to its end with medium bots; return, counted independently while
    playing (each seat's turns as the runner asks it to act), per finished round and
    seat the turn in which the seat opened."""
    bots = [make_bot("medium", seed * 10 + s) for s in range(match.players)]
    runner = MatchRunner(match)
    turns = [0] * match.players
    opened: list[int | None] = [None] * match.players
    last = None
    out: list[list[int | None]] = []
    done = len(match.results)
    for _ in range(200_000):
        if runner.over:
            break
        seat = runner.to_act()
        if seat is None:
            events = runner.apply(runner.next_round_due())
        else:
            if seat != last:
                turns[seat] += 1
                last = seat
            events = runner.apply(bots[seat].choose(match.view_for(seat)))
        for event in events:
            if isinstance(event, RoundStarted):
                turns, opened, last = [0] * match.players, [None] * match.players, None
            if isinstance(event, MeldsLaid) and event.opening and opened[event.seat] is None:
                opened[event.seat] = turns[event.seat]
        if len(match.results) > done:
            done = len(match.results)
            out.append(list(opened))
    assert match.over
    return out


def new_match(kinds: tuple[SeatKind, ...], variant: Variant = Variant.HAND, seed: int = 7,
              rounds: int = 3) -> Match:
    names = ["Ana", "Badr", "Chen", "Dana"][: len(kinds)]
    return Match(Rules(variant=variant, rounds=rounds), len(kinds), seed, names, kinds=kinds)


def test_a_finished_match_counts_its_people_only() -> None:
    match = new_match((H, E, HD))
    opened = play_out(match, 7)
    entry = entry_of(match, WHEN)
    assert entry is not None and entry.variant is Variant.HAND and entry.players == 3
    (ana,) = entry.people
    assert (ana.name, ana.seat, ana.level) == ("Ana", 0, Level.MIXED)  # Easy and Hard opponents
    assert ana.rounds == tuple(r.points[0] for r in match.results)
    assert ana.won == (match.winner() == 0)
    assert ana.total == match.totals()[0]
    assert ana.openings == tuple(o[0] for o in opened if o[0] is not None)
    assert ana.hands == sum(r.finisher == 0 and r.finish.is_hand for r in match.results)


def test_openings_are_the_turns_they_took_in_every_round() -> None:
    """Across several seeded matches, the replayed count agrees with one made while playing."""
    seen_openings = 0
    for seed in range(1, 5):
        match = new_match((H, H, H, H), seed=seed)
        opened = play_out(match, seed)
        entry = entry_of(match, WHEN)
        assert entry is not None
        for person in entry.people:
            expected = tuple(o[person.seat] for o in opened if o[person.seat] is not None)
            assert person.openings == expected
            seen_openings += len(expected)
    assert seen_openings > 10  # the bots did open: the comparison compared something


def test_a_saved_match_counts_exactly_as_the_live_one(tmp_path: Path) -> None:
    match = new_match((H, M, H, E), seed=11)
    play_out(match, 11)
    path = tmp_path / "m.json"
    path.write_text(match.dumps(), encoding="utf-8")
    loaded = Match.loads(path.read_bytes())
    assert entry_of(loaded, WHEN) == entry_of(match, WHEN)
    assert match_id(loaded) == match_id(match)


@pytest.mark.parametrize("name", ["schema1_saudi_round3.json", "core_v2_no_seats.json"])
def test_old_saves_played_to_their_end_count(name: str, tmp_path: Path) -> None:
    match = Match.loads((SAVES / name).read_bytes())
    play_out(match, 5)
    again = Match.loads(match.dumps())  # the finished match, read back as a schema 2 save
    entry = entry_of(again, WHEN, (H,) + (M,) * (again.players - 1))
    assert entry is not None
    assert entry == entry_of(match, WHEN, (H,) + (M,) * (match.players - 1))
    assert entry.people[0].rounds == tuple(r.points[0] for r in match.results)


def test_partners_and_levels() -> None:
    match = new_match((H, E, M, HD), variant=Variant.HAND_PARTNERS, seed=3)
    play_out(match, 3)
    entry = entry_of(match, WHEN)
    assert entry is not None
    (ana,) = entry.people
    # Partners sit opposite: seat 2 (medium) is Ana's partner, not an opponent; the
    # opponents are Easy and Hard, a match of mixed levels.
    assert ana.level is Level.MIXED
    assert ana.total == match.team_totals()[0]
    assert ana.won == (match.winner() == 0)


@pytest.mark.parametrize(("kinds", "level"), [
    ((H, M, M), Level.MEDIUM),  # one level: that level
    ((H, R, E), Level.EASY),  # a person and an Easy computer player: Easy
    ((H, E, M, HD), Level.MIXED),  # several levels: neither one nor the strongest
])
def test_the_level_of_a_match(kinds: tuple[SeatKind, ...], level: Level) -> None:
    match = new_match(kinds, seed=2, rounds=3)
    play_out(match, 2)
    entry = entry_of(match, WHEN)
    assert entry is not None and entry.people[0].level is level


def test_remote_seats_count_on_their_own_computers() -> None:
    match = new_match((H, R, R), seed=5)
    play_out(match, 5)
    entry = entry_of(match, WHEN)
    assert entry is not None
    assert [p.seat for p in entry.people] == [0]
    assert entry.people[0].level is Level.PEOPLE  # only people against them
    # The same match seen from the computer of the person in seat 1:
    theirs = entry_of(match, WHEN, (R, H, R))
    assert theirs is not None and [p.seat for p in theirs.people] == [1]
    assert theirs.id == entry.id


def test_nothing_to_count() -> None:
    unfinished = new_match((H, M), seed=2)
    assert entry_of(unfinished, WHEN) is None
    watched = new_match((E, M), seed=2)
    play_out(watched, 2)
    assert entry_of(watched, WHEN) is None  # nobody at this computer played
    with pytest.raises(ValueError):
        entry_of(watched, WHEN, (H,))


def test_hot_seat_counts_every_person_by_name() -> None:
    match = new_match((H, H, M), seed=9)
    match.names = ["Ana", "", "Chen"]
    play_out(match, 9)
    entry = entry_of(match, WHEN)
    assert entry is not None
    assert [p.who for p in entry.people] == [Who("Ana"), Who("", 1)]
    assert sum(p.won for p in entry.people) <= 1


def _person(name: str, won: bool, rounds: tuple[int, ...], level: Level = Level.MEDIUM,
            hands: int = 0, openings: tuple[int, ...] = (), seat: int = 0) -> PersonMatch:
    return PersonMatch(name, seat, level, won, sum(rounds), rounds, hands, openings)


def _entry(n: int, variant: Variant, *people: PersonMatch) -> MatchEntry:
    return MatchEntry(f"id{n}", f"2026-11-{n + 1:02d}T12:00:00Z", variant, 3, people)


def test_stats_add_up_per_variant_level_and_person() -> None:
    record = Record()
    record = record.add(_entry(1, Variant.HAND, _person("Ana", True, (-30, 20), hands=0,
                                                         openings=(3,)),
                               _person("Badr", False, (100, -60), hands=1, seat=1)))
    record = record.add(_entry(2, Variant.SAUDI, _person("Ana", False, (200, -60, 10),
                                                          level=Level.HARD, hands=1,
                                                          openings=(5, 2))))
    ana = record.stats(Who("Ana"))
    assert ana.overall == Tally(2, 1)
    assert ana.by_variant == ((Variant.HAND, Tally(1, 1)), (Variant.SAUDI, Tally(1, 0)))
    assert ana.by_level == ((Level.MEDIUM, Tally(1, 1)), (Level.HARD, Tally(1, 0)))
    assert (ana.rounds, ana.points, ana.hands) == (5, 140, 1)
    assert ana.average_points == 28.0
    assert (ana.openings, ana.average_opening_turns) == (3, 10 / 3)
    assert (ana.best.points, ana.best.variant) == (-60, Variant.SAUDI)
    assert (ana.worst.points, ana.worst.when) == (200, "2026-11-03T12:00:00Z")
    assert [r.won for r in ana.recent] == [True, False]
    badr = record.stats(Who("Badr"))
    assert badr.overall == Tally(1, 0) and badr.hands == 1 and badr.average_opening_turns is None
    assert record.people() == (Who("Ana"), Who("Badr"))  # who played last first
    nobody = record.stats(Who("Zoe"))
    assert nobody.overall.played == 0 and nobody.average_points is None and nobody.best is None


def test_a_match_counts_once_and_the_chart_keeps_the_last_twenty() -> None:
    record = Record()
    for n in range(25):
        record = record.add(_entry(n, Variant.HAND, _person("Ana", n % 2 == 0, (n,))))
    again = record.add(_entry(3, Variant.HAND, _person("Ana", True, (3,))))
    assert again is record
    stats = record.stats(Who("Ana"))
    assert stats.overall.played == 25
    assert [r.total for r in stats.recent] == list(range(25 - RECENT, 25))
    bigger, added = Record().add_all([record.entries[2], record.entries[1], record.entries[1]])
    assert added == 2 and [e.id for e in bigger.entries] == ["id1", "id2"]  # oldest first


def test_the_file_form_reads_back_and_refuses_what_is_wrong() -> None:
    match = new_match((H, H, E), seed=4)
    play_out(match, 4)
    entry = entry_of(match, WHEN)
    assert entry is not None
    record = Record().add(entry)
    text = json.dumps(record.to_json())
    assert Record.from_json(json.loads(text)) == record
    good = json.loads(text)
    person = good["matches"][0]["people"][0]
    bad_cases = [
        [], {"kind": "hand-desktop-match"}, {**good, "schema": 2}, {**good, "schema": True},
        {**good, "matches": {}},
        {**good, "matches": [{**good["matches"][0], "variant": "poker"}]},
        {**good, "matches": [{**good["matches"][0], "players": 9}]},
        {**good, "matches": [{**good["matches"][0], "people": []}]},
        {**good, "matches": [{**good["matches"][0], "people": [{**person, "seat": 7}]}]},
        {**good, "matches": [{**good["matches"][0], "people": [{**person, "won": 1}]}]},
        {**good, "matches": [{**good["matches"][0], "people": [{**person, "rounds": [1.5]}]}]},
        {**good, "matches": [{**good["matches"][0], "people": [{**person, "level": "god"}]}]},
        {**good, "matches": [{**good["matches"][0], "people": [{**person, "openings": [0]}]}]},
    ]
    for bad in bad_cases:
        with pytest.raises(RecordError):
            Record.from_json(bad)


def test_a_lan_client_counts_from_the_summary_and_the_events_it_saw() -> None:
    """At a joined table there is no Match, only the summary and the events sent to the
    seat (cards of others hidden): they count the same as the host's replay."""
    kinds = (R, H, R)
    match = new_match(kinds, seed=13)
    seen = list(match.events_for(1))  # the deal, as sent when the seat joins
    bots = [make_bot("medium", 130 + s) for s in range(3)]
    runner = MatchRunner(match)
    for _ in range(200_000):
        if runner.over:
            break
        runner.step(lambda view: bots[view.seat].choose(view))
        seen += match.events_for(1)
    assert match.over
    client = entry_from(match.summary(kinds), seen, match_id(match), WHEN)
    assert client == entry_of(match, WHEN, kinds)
    assert client is not None and client.people[0].openings  # it did count openings


def test_a_client_that_rejoined_mid_round_counts_only_the_rounds_it_saw_whole(tmp_path) -> None:
    from hand_desktop.core.record import Record, match_events, table_match_id
    from hand_desktop.ui.record_keeper import count_joined
    from hand_desktop.ui.storage import load_record

    match = new_match((H, M, M, M))
    play_out(match, 3)
    events = match_events(match)
    summary = match.summary((H, M, M, M))
    opened = next(i for i, e in enumerate(events) if isinstance(e, MeldsLaid) and e.opening and e.seat == 0)
    late = events[opened:]  # rejoined just as Ana opened: her turns before went unseen
    path = tmp_path / "record.json"
    assert count_joined("t-1", summary, late, (H, M, M, M), path, WHEN) is None
    record, message = load_record(path)
    assert message is None  # the file reads back (no opening at turn 0 was written)
    (entry,) = record.entries
    assert entry.id == table_match_id("t-1", summary)
    full = count_joined("t-1", summary, events, (H, M, M, M), tmp_path / "full.json", WHEN)
    assert full is None
    whole = Record.from_json(json.loads((tmp_path / "full.json").read_text())).entries[0]
    seen_rounds = sum(1 for e in late if isinstance(e, RoundStarted))
    assert len(entry.people[0].openings) <= seen_rounds <= len(match.results)
    assert entry.people[0].openings == whole.people[0].openings[len(whole.people[0].openings) - len(entry.people[0].openings):]
