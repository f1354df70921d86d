"""Issue 29's core: the one name rule, the caps on sizes (core.limits) and a save's checksum."""

from __future__ import annotations

import json

import pytest

from hand_desktop.core import limits
from hand_desktop.core.match import Match, SaveError
from hand_desktop.core.moves import legal_actions
from hand_desktop.core.names import clean_name, clean_table_name
from hand_desktop.core.record import Record, RecordError
from hand_desktop.core.rules import Rules
from hand_desktop.net.client_messages import clean_name as wire_clean_name

# ------------------------------------------------------------------ the name rule


@pytest.mark.parametrize(("given", "kept"), [
    ("  Layla  ", "Layla"),
    ("\u200b\u200b\u200b", "Player 2"),  # three zero-width spaces: nothing visible
    ("\u202eLayla\u202c", "Layla"),  # a right-to-left override
    ("Lay\nla", "Lay la"),  # a line break is a space between words
    ("\u2066x\u2069 \u200d", "x"),  # isolates and a joiner
    ("Om\u00a0\u00a0ar", "Om ar"),  # spaces made one
    ("\u0301", "Player 2"),  # a lone combining mark draws nothing
    ("\u3164\u3164", "Player 2"),  # Hangul fillers: blank letters
    ("x" * 100_000, "x" * 24),
    ("\u0639\u064e\u0644\u064a", "\u0639\u064e\u0644\u064a"),  # Arabic with a vowel mark kept
    ("\u0628\u064e" * 30, "\u0628\u064e" * 12),  # 24 characters, the vowel marks among them
    ("\u0644\u0627\u200d\u0645", "\u0644\u0627\u200d\u0645"),  # a joiner between letters stays
    ("\u200d\u200c", "Player 2"),  # joiners alone draw nothing
    (7, "Player 2"),  # not text at all
])
def test_one_name_rule_for_every_name(given, kept) -> None:
    assert clean_name(given, "Player 2") == kept
    assert wire_clean_name(given, "Player 2") == kept  # the host's hello uses the same function


def test_a_seven_megabyte_name_costs_nothing_and_is_cut() -> None:
    name = "\u200b" * 7_000_000 + "Layla"
    assert clean_name(name, "Player 1") == "Player 1"  # only the first NAME_SCANNED characters count
    assert clean_name("a" * 7_000_000) == "a" * limits.NAME_VISIBLE


def test_a_table_name_follows_the_same_rule_cut_longer() -> None:
    assert clean_table_name("\u202eLayla's\ntable" + "!" * 100) == ("Layla's table" + "!" * 100)[:40]
    assert clean_table_name(None, "Hand table") == "Hand table"


def test_a_match_keeps_its_names_by_the_rule() -> None:
    match = Match(Rules(), 3, 1, ["  Ana ", "B\u202e" + "x" * 100_000, "\u200b"])
    assert match.names == ["Ana", "B" + "x" * 23, ""]  # "" is the default name, in the reader's language
    again = Match.loads(match.dumps())
    assert again.names == match.names


# ------------------------------------------------------------------ a save's checksum


def _played(moves: int) -> Match:
    match = Match(Rules(), 3, 42, ["a", "b", "c"])
    for _ in range(moves):
        match.apply(legal_actions(match.view_for(match.round.turn))[0])
    return match


def test_a_save_cut_short_or_changed_is_damaged_not_another_game() -> None:
    data = json.loads(_played(30).dumps())
    assert data["checksum"].startswith("sha256:")
    assert len(Match.from_json(json.loads(json.dumps(data))).log) == 30
    cut = {**data, "actions": data["actions"][:-3]}
    with pytest.raises(SaveError, match="checksum"):
        Match.from_json(cut)
    other_seed = {**data, "seed": data["seed"] + 1}
    with pytest.raises(SaveError, match="checksum"):
        Match.from_json(other_seed)


def test_a_save_written_before_checksums_still_loads() -> None:
    data = json.loads(_played(12).dumps())
    del data["checksum"]
    assert len(Match.from_json(data).log) == 12


# ------------------------------------------------------------------ the record's caps


def _record_json(entries: int, total: int = 10) -> dict:
    person = {"name": "Ana", "seat": 0, "level": "medium", "won": True, "total": total,
              "rounds": [total], "hands": 0, "openings": [3]}
    match = {"id": "m", "when": "2026-12-01T10:00:00Z", "variant": "hand", "players": 2,
             "people": [person]}
    return {"kind": "hand-desktop-record", "schema": 1,
            "matches": [{**match, "id": f"m{i}"} for i in range(entries)]}


def test_a_record_over_its_caps_is_refused_not_cut() -> None:
    assert len(Record.from_json(_record_json(limits.RECORD_ENTRIES)).entries) == limits.RECORD_ENTRIES
    with pytest.raises(RecordError, match="more than"):
        Record.from_json(_record_json(15_000))
    with pytest.raises(RecordError):
        Record.from_json(_record_json(1, total=10**30))
    with pytest.raises(RecordError):
        Record.from_json(_record_json(1, total=-(limits.RECORD_TOTAL + 1)))
    assert Record.from_json(_record_json(1, total=-250)).entries[0].people[0].total == -250
