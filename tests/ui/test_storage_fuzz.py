"""Hypothesis over the UI's readers: settings and saves with random bytes, every truncation,
deep nesting, huge numbers and a wrong value at every field give defaults / None and a message
(or StorageError on Open), and every file set aside keeps its bytes and is never overwritten."""

from __future__ import annotations

import json
import random
import tempfile
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hand_desktop.core.match import Match
from hand_desktop.core.randomplay import random_action
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.ui import storage
from hand_desktop.ui.dialogs.new_game import NewGameChoice
from hand_desktop.ui.storage import Settings, StorageError

FAST = settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
WRONG: list[Any] = [None, True, 0, -1, 1.5, 10**30, "", "x", [], [None], {}, {"a": 1}]
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=10,
)


def a_save() -> bytes:
    match = Match(Rules(variant=Variant.HAND, rounds=3), 2, 4, ["هاند", "Ana"])
    rng = random.Random(2)
    for _ in range(4):
        match.apply(random_action(match.round, rng))
    return storage.dumps_game(match, ["human", "easy"]).encode()


SAVE = a_save()
SETTINGS = json.dumps(
    Settings(language="ar", new_game={"names": ["عليّ"], "players": 3}).to_json(), ensure_ascii=False
).encode()


def check_settings(data: bytes) -> None:
    """load_settings on ``data``: good settings, or defaults, a message and the bytes kept aside."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.json"
        earlier = Path(folder) / "settings.broken-20000101-000000.json"
        earlier.write_bytes(b"an earlier broken file")
        path.write_bytes(data)
        loaded, warning = storage.load_settings(path)
        assert isinstance(loaded, Settings)
        NewGameChoice.from_json(loaded.new_game)  # what the new-game dialog makes of it
        if warning is None:
            assert path.read_bytes() == data
        else:
            assert loaded == Settings() and not path.exists()
            kept = sorted(p.read_bytes() for p in Path(folder).glob("settings.broken-*.json"))
            assert kept == sorted([b"an earlier broken file", data])  # never overwritten


def check_save(data: bytes) -> None:
    """load_autosave and open_game_file on ``data``: a match, or the declared outcome."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "autosave.json"
        path.write_bytes(data)
        try:
            opened = storage.open_game_file(path)
        except StorageError:
            opened = None
        saved, warning = storage.load_autosave(path)
        if saved is None:
            assert warning is not None and not path.exists()
            assert [p.read_bytes() for p in Path(folder).glob("autosave.broken-*.json")] == [data]
        else:
            assert warning is None and len(saved.names) == saved.match.players == len(saved.kinds)
            assert opened is not None


@FAST
@given(st.binary(max_size=200))
def test_random_bytes(data: bytes) -> None:
    check_settings(data)
    check_save(data)


@FAST
@given(st.integers(0, len(SAVE)))
def test_save_truncated_anywhere(cut: int) -> None:
    check_save(SAVE[:cut])


def test_settings_truncated_at_every_position_multibyte_included() -> None:
    assert len(SETTINGS) > len(SETTINGS.decode())
    for cut in range(len(SETTINGS)):
        check_settings(SETTINGS[:cut])


@settings(max_examples=15, deadline=None)
@given(st.integers(60, 5000), st.integers(1, 6000))
def test_deep_nesting_and_huge_numbers(depth: int, digits: int) -> None:
    for data in (b"[" * depth + b"]" * depth, b'{"animation_ms": ' + b"1" * digits + b"}"):
        check_settings(data)
        check_save(data)


def places(value: Any, prefix: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [prefix]
    children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, child in children:
        out += places(child, (*prefix, key))
    return out


def replaced(value: Any, place: tuple[Any, ...], new: Any) -> bytes:
    copy = json.loads(json.dumps(value))
    if not place:
        return json.dumps(new).encode()
    node = copy
    for step in place[:-1]:
        node = node[step]
    node[place[-1]] = new
    return json.dumps(copy).encode()


def test_settings_wrong_value_at_every_field() -> None:
    good = json.loads(SETTINGS)
    for place in places(good):
        for new in WRONG:
            check_settings(replaced(good, place, new))


@FAST
@given(st.data())
def test_save_random_value_at_a_random_field(data: st.DataObject) -> None:
    good = json.loads(SAVE)
    place = data.draw(st.sampled_from(places(good)))
    check_save(replaced(good, place, data.draw(st.sampled_from(WRONG) | json_values)))


def test_a_set_aside_file_is_not_touched_by_the_next_save(tmp_path: Path) -> None:
    path = tmp_path / "autosave.json"
    path.write_bytes(SAVE[:-40])
    assert storage.load_autosave(path)[0] is None
    (kept,) = tmp_path.glob("autosave.broken-*.json")
    storage.save_match(storage.loads_game(SAVE).match, ["human", "easy"], path)
    assert kept.read_bytes() == SAVE[:-40]
