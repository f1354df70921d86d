"""The record file (record.json in the data folder): written atomically, counted once,
a broken one set aside byte for byte and reported, never written over."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from hand_desktop.core.bots import make_bot
from hand_desktop.core.match import Match
from hand_desktop.core.record import Record, Who
from hand_desktop.core.rules import Rules
from hand_desktop.core.runner import MatchRunner
from hand_desktop.core.seats import SeatKind
from hand_desktop.ui import record_keeper, storage

H, M = SeatKind.HUMAN, SeatKind.MEDIUM


def finished(seed: int, kinds: tuple[SeatKind, ...] = (H, M, M), names=("Ana", "", "")) -> Match:
    match = Match(Rules(rounds=3), len(kinds), seed, list(names), kinds=kinds)
    bots = [make_bot("medium", seed * 10 + s) for s in range(len(kinds))]
    runner = MatchRunner(match)
    for _ in range(100_000):
        if runner.over:
            break
        runner.step(lambda view: bots[view.seat].choose(view))
    assert match.over
    return match


def broken_files(folder: Path) -> list[Path]:
    return sorted(folder.glob("record.broken-*"))


def test_a_finished_match_is_counted_once(app, tmp_path: Path) -> None:
    path = tmp_path / "data" / "record.json"
    match = finished(1)
    assert record_keeper.count_finished(match, path=path) is None
    assert record_keeper.count_finished(match, path=path) is None  # shown again: not twice
    record, message = storage.load_record(path)
    assert message is None and len(record.entries) == 1
    assert record.stats(Who("Ana")).overall.played == 1
    assert not list(path.parent.glob(".*.tmp"))  # no temporary file left behind


def test_the_default_file_is_in_the_data_folder(app, monkeypatch, tmp_path: Path) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    record_keeper.count_finished(finished(2))
    assert storage.record_path() == tmp_path / "home" / "data" / "record.json"
    assert json.loads(storage.record_path().read_text("utf-8"))["kind"] == "hand-desktop-record"


@pytest.mark.parametrize("damage", [
    b"{\"kind\": \"hand-desktop-record\", \"schema\": 1, \"matches\": [",  # cut short
    b"\xff\xfe not utf-8",
    b"{\"kind\": \"hand-desktop-record\", \"schema\": 1, \"matches\": [{\"id\": 3}]}",  # ours, damaged
    b"[1, 2, 3]",  # not ours
])
def test_a_broken_record_is_set_aside_byte_for_byte(app, tmp_path: Path, damage: bytes) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(damage)
    message = record_keeper.count_finished(finished(3), path=path)
    assert message is not None and "could not be read" in message
    (aside,) = broken_files(tmp_path)
    assert aside.read_bytes() == damage  # kept exactly as it was
    assert str(aside) in message  # and the player is told where
    record, again = storage.load_record(path)  # the new record holds the match just ended
    assert again is None and len(record.entries) == 1
    assert broken_files(tmp_path) == [aside]


def test_reading_a_broken_record_never_overwrites_it(app, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    path.write_bytes(b"not json")
    record, message = storage.load_record(path)
    assert record == Record() and message is not None
    assert not path.exists()  # moved aside, so no later write can destroy it
    (aside,) = broken_files(tmp_path)
    assert aside.read_bytes() == b"not json"
    # Broken again: a second file aside, the first one untouched.
    path.write_bytes(b"also broken")
    storage.load_record(path)
    assert sorted(p.read_bytes() for p in broken_files(tmp_path)) == [b"also broken", b"not json"]


def test_a_failed_write_leaves_the_old_record_whole(app, tmp_path: Path, monkeypatch) -> None:
    path = tmp_path / "record.json"
    record_keeper.count_finished(finished(4), path=path)
    before = path.read_bytes()

    def refuse(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    message = record_keeper.count_finished(finished(5), path=path)
    assert message is not None and "could not be saved" in message and "No space" in message
    monkeypatch.undo()
    assert path.read_bytes() == before  # the old record, whole
    assert not list(tmp_path.glob(".*.tmp"))


def test_saved_matches_rebuild_the_record(app, tmp_path: Path) -> None:
    """Counting the saves of finished matches gives the record the matches gave live."""
    live = tmp_path / "live.json"
    files = []
    for seed in (6, 7, 8):
        match = finished(seed, (H, H, M), ("Ana", "Badr", ""))
        record_keeper.count_finished(match, path=live)
        files.append(storage.save_match(match, path=tmp_path / f"m{seed}.json"))
    unfinished = Match(Rules(rounds=3), 2, 9, ["Ana", ""], kinds=(H, M))
    files.append(storage.save_match(unfinished, path=tmp_path / "unfinished.json"))
    (tmp_path / "junk.json").write_text("{", encoding="utf-8")
    files.append(tmp_path / "junk.json")
    rebuilt = tmp_path / "rebuilt.json"
    counted = record_keeper.count_saved_files(files, rebuilt)
    assert (counted.added, counted.already, counted.not_counted) == (3, 0, 1)
    assert [p.name for p, _reason in counted.unreadable] == ["junk.json"]
    live_record, _ = storage.load_record(live)
    rebuilt_record, _ = storage.load_record(rebuilt)
    for who in (Who("Ana"), Who("Badr")):
        a, b = live_record.stats(who), rebuilt_record.stats(who)
        assert (a.overall, a.by_variant, a.by_level, a.rounds, a.points, a.hands, a.openings,
                a.opening_turns) == (b.overall, b.by_variant, b.by_level, b.rounds, b.points,
                                     b.hands, b.openings, b.opening_turns)
    assert {e.id for e in live_record.entries} == {e.id for e in rebuilt_record.entries}
    again = record_keeper.count_saved_files(files[:3], rebuilt)
    assert (again.added, again.already) == (0, 3)


def test_reset_empties_the_record(app, tmp_path: Path) -> None:
    path = tmp_path / "record.json"
    record_keeper.count_finished(finished(10), path=path)
    assert record_keeper.reset(path) is None
    assert storage.load_record(path) == (Record(), None)
