"""Settings and saved matches: folders, atomic writes, broken files set aside, never lost."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path

import pytest

from hand_desktop.core.match import Match
from hand_desktop.core.randomplay import random_action
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.ui import storage
from hand_desktop.ui.storage import Settings, StorageError


@pytest.fixture(autouse=True)
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def played_match(moves: int = 12, seed: int = 7) -> Match:
    match = Match(Rules(variant=Variant.SAUDI, rounds=3), 3, seed, ["Ana", "Badr", "Chen"])
    rng = random.Random(seed)
    for _ in range(moves):
        match.apply(random_action(match.round, rng))
    return match


def test_folders_follow_the_override(home: Path) -> None:
    assert storage.settings_path() == home / "config" / "settings.json"
    assert storage.autosave_path() == home / "data" / "autosave.json"


def test_folders_without_override_come_from_platformdirs(monkeypatch: pytest.MonkeyPatch) -> None:
    import platformdirs

    monkeypatch.delenv(storage.HOME_ENV)
    assert storage.config_dir() == Path(platformdirs.user_config_dir("hand-desktop", appauthor=False))
    assert storage.data_dir() == Path(platformdirs.user_data_dir("hand-desktop", appauthor=False))


def test_settings_round_trip() -> None:
    chosen = Settings(language="ar", digits="arabic", animation_ms=0, new_game={"rounds": 7})
    storage.save_settings(chosen)
    loaded, warning = storage.load_settings()
    assert warning is None
    assert loaded == chosen


def test_missing_settings_give_defaults_silently() -> None:
    assert storage.load_settings() == (Settings(), None)


@pytest.mark.parametrize(
    "content",
    ["{not json", "[1, 2]", '{"language": "fr"}', '{"animation_ms": "slow"}', '{"schema": 9}'],
)
def test_broken_settings_are_set_aside_with_a_message(home: Path, content: str) -> None:
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="utf-8")
    settings, warning = storage.load_settings()
    assert settings == Settings()
    assert warning is not None and "settings" in warning
    assert not path.exists()
    kept = list(path.parent.glob("settings.broken-*.json"))
    assert len(kept) == 1
    assert kept[0].read_text(encoding="utf-8") == content  # the user's file is never lost
    assert str(kept[0]) in warning


def test_set_aside_never_overwrites_an_earlier_broken_file(home: Path) -> None:
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    for n in range(3):
        path.write_text(f"broken {n}", encoding="utf-8")
        storage.load_settings()
    kept = sorted(p.read_text(encoding="utf-8") for p in path.parent.glob("settings.broken-*.json"))
    assert kept == ["broken 0", "broken 1", "broken 2"]


def test_atomic_write_replaces_whole_file_and_leaves_no_temp(home: Path) -> None:
    target = home / "data" / "x.json"
    storage.atomic_write_text(target, "first")
    storage.atomic_write_text(target, "second")
    assert target.read_text(encoding="utf-8") == "second"
    assert [p.name for p in target.parent.iterdir()] == ["x.json"]


def test_failed_atomic_write_keeps_the_old_file(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    target = home / "data" / "x.json"
    storage.atomic_write_text(target, "old")

    def refuse(*_args: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(storage.os, "replace", refuse)
    with pytest.raises(OSError):
        storage.atomic_write_text(target, "new")
    assert target.read_text(encoding="utf-8") == "old"
    assert [p.name for p in target.parent.iterdir()] == ["x.json"]


def test_saved_match_round_trip_keeps_state_and_seat_kinds() -> None:
    match = played_match()
    path = storage.save_match(match, ["human", "easy", "hard"])
    assert path == storage.autosave_path()
    saved = storage.load_saved_match(path)
    assert saved.kinds == ("human", "easy", "hard")
    assert saved.names == ("Ana", "Badr", "Chen")
    assert saved.match.round.to_json() == match.round.to_json()
    data = json.loads(path.read_text(encoding="utf-8"))
    from hand_desktop.core.match import SCHEMA_VERSION

    assert data["kind"] == storage.SAVE_KIND and data["schema"] == SCHEMA_VERSION


def test_save_accepts_seat_objects() -> None:
    match = played_match(0)
    seats = [Seat("Ana", SeatKind.HUMAN), Seat("Badr", SeatKind.MEDIUM), Seat("Chen", SeatKind.EASY)]
    storage.save_match(match, seats)
    assert storage.load_saved_match(storage.autosave_path()).kinds == ("human", "medium", "easy")


def test_save_refuses_wrong_kinds() -> None:
    with pytest.raises(ValueError):
        storage.save_match(played_match(0), ["human", "robot", "easy"])
    assert not storage.autosave_path().exists()


def test_bare_core_save_opens_with_default_seats(home: Path) -> None:
    match = played_match()
    path = home / "bare.json"
    path.write_text(match.dumps(), encoding="utf-8")
    saved = storage.open_game_file(path)
    assert saved.kinds == ("human", "medium", "medium")
    assert saved.match.round.to_json() == match.round.to_json()


def test_scenario_file_opens_as_a_match(home: Path) -> None:
    scenario = {
        "variant": "hand", "players": 2, "dealer": 1,
        "hands": [["5H", "6H", "7H", "9S"], ["2D", "2S", "2C", "KD"]],
        "turn": 0, "phase": "draw",
        "actions": [{"seat": 0, "draw": "stock"}],
    }
    path = home / "scenario.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    saved = storage.open_game_file(path)
    assert saved.match.players == 2
    assert saved.match.round.hands[0][:4] != [] and len(saved.match.round.hands[0]) == 5
    # It can be saved and resumed like any match.
    storage.save_match(saved.match, saved.kinds)
    again = storage.load_saved_match(storage.autosave_path())
    assert again.match.round.to_json() == saved.match.round.to_json()


def test_bad_scenario_file_is_refused_with_reason(home: Path) -> None:
    path = home / "bad.json"
    path.write_text(json.dumps({"variant": "poker"}), encoding="utf-8")
    with pytest.raises(StorageError, match="scenario"):
        storage.open_game_file(path)


def broken_saves() -> list[str]:
    good = json.loads(storage.dumps_game(played_match(4), ["human", "easy", "easy"]))
    wrong_schema = dict(good, schema=99)
    bad_seats = dict(good, seats=["human"])
    refused = json.loads(json.dumps(good))
    refused["actions"].append({"seat": 0, "discard": "JK"})
    refused["actions"].append({"seat": 0, "draw": "fire"})
    return [
        "{truncated",
        json.dumps(wrong_schema),
        json.dumps(bad_seats),
        json.dumps(refused),
        json.dumps({"kind": "something else"}),
    ]


@pytest.mark.parametrize("content", broken_saves())
def test_broken_autosave_is_set_aside_with_a_message(content: str) -> None:
    path = storage.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="utf-8")
    saved, warning = storage.load_autosave()
    assert saved is None
    assert warning is not None
    assert not path.exists()
    kept = list(path.parent.glob("autosave.broken-*.json"))
    assert [k.read_text(encoding="utf-8") for k in kept] == [content]


def test_autosave_load_cleans_stale_temp_files() -> None:
    match = played_match()
    storage.save_match(match, ["human", "easy", "easy"])
    stale = storage.data_dir() / ".autosave.json.abc123.tmp"
    stale.write_text("half a fi", encoding="utf-8")
    saved, warning = storage.load_autosave()
    assert warning is None and saved is not None
    assert saved.match.round.to_json() == match.round.to_json()
    assert not stale.exists()


def test_discard_autosave() -> None:
    storage.save_match(played_match(0), ["human", "easy", "easy"])
    storage.discard_autosave()
    assert storage.load_autosave() == (None, None)
    storage.discard_autosave()  # no file: nothing to do, no error


def test_no_files_outside_the_redirected_home(home: Path) -> None:
    storage.save_settings(Settings())
    storage.save_match(played_match(0), ["human", "easy", "easy"])
    written = sorted(str(p.relative_to(home)) for p in home.rglob("*") if p.is_file())
    assert written == [os.path.join("config", "settings.json"), os.path.join("data", "autosave.json")]


def test_scenario_file_players_get_translated_default_names(tmp_path: Path, qapp: object) -> None:
    from hand_desktop.ui.words import i18n
    from hand_desktop.ui.words.text import shown_names

    path = tmp_path / "scenario.json"
    path.write_text(json.dumps({"players": 2, "hands": [["5H", "6H", "7H", "9C"], ["2D"]],
                                "turn": 0, "phase": "play"}))
    try:
        i18n.install(qapp, "ar")
        saved = storage.open_game_file(path)
        assert saved.match.names == ["", ""]  # stored as "default", not as text
        # Shown in the current language, without the article ("يا لاعب ٣" is grammatical).
        assert [n.replace("\u061c", "") for n in shown_names(saved.match.names)] == ["لاعب ١", "لاعب ٢"]
    finally:
        i18n.install(qapp, "en")
    assert shown_names(storage.open_game_file(path).match.names) == ["Player 1", "Player 2"]


# ---------------------------------------------------------------------- one save format

SAVES = Path(__file__).resolve().parents[1] / "saves"


def test_a_save_is_the_core_match_save_with_the_seats_inside() -> None:
    match = played_match()
    path = storage.save_match(match, [SeatKind.HUMAN, SeatKind.EASY, SeatKind.HARD],
                              arrangement={0: (("5H#1",), "rank")})
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["kind"] == "hand-desktop-match" and data["seats"] == ["human", "easy", "hard"]
    # The core reads the very same file, seats included (it ignores the hand orders).
    core = Match.from_json(data)
    assert core.kinds == (SeatKind.HUMAN, SeatKind.EASY, SeatKind.HARD)
    assert [s.kind for s in core.seats] == list(core.kinds) and core.seats[1].name == "Badr"
    assert storage.load_saved_match(path).arrangement == {0: (("5H#1",), "rank")}


def test_the_match_says_who_plays_when_no_kinds_are_given() -> None:
    match = played_match(0)
    match.kinds = (SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.MEDIUM)
    storage.save_match(match)
    assert storage.load_saved_match(storage.autosave_path()).kinds == (
        SeatKind.HUMAN, SeatKind.HUMAN, SeatKind.MEDIUM)


def test_an_envelope_save_written_by_the_old_code_still_loads() -> None:
    # Written by the code before seats moved into the core save (kind "hand-desktop-save").
    path = SAVES / "envelope_v1_three_seats.json"
    assert json.loads(path.read_text(encoding="utf-8"))["kind"] == "hand-desktop-save"
    saved = storage.load_saved_match(path)
    assert saved.kinds == (SeatKind.HUMAN, SeatKind.HARD, SeatKind.EASY)
    assert saved.match.kinds == saved.kinds and len(saved.match.log) == 40
    assert saved.arrangement[0][1] == "suit" and len(saved.arrangement[0][0]) == len(saved.match.round.hands[0])
    # Saved again, it is in the one format and reads back the same.
    again = storage.load_saved_match(storage.save_match(saved.match, arrangement=saved.arrangement))
    assert again.kinds == saved.kinds and again.arrangement == saved.arrangement
    assert again.match.round.to_json() == saved.match.round.to_json()


def test_old_core_saves_without_seats_load_with_the_default_seats() -> None:
    for name in ("core_v2_no_seats.json", "schema1_saudi_round3.json"):
        saved = storage.load_saved_match(SAVES / name)
        assert saved.kinds == (SeatKind.HUMAN,) + (SeatKind.MEDIUM,) * (saved.match.players - 1)


def test_a_save_with_a_remote_or_unknown_seat_is_refused() -> None:
    data = json.loads(storage.dumps_game(played_match(0), [SeatKind.HUMAN, SeatKind.EASY, SeatKind.EASY]))
    for seats in (["human", "remote", "easy"], ["human", "robot", "easy"], ["human"]):
        with pytest.raises(StorageError):
            storage.loads_game(json.dumps(dict(data, seats=seats)))
