"""Hypothesis and exhaustive damage over the core's readers (scenarios, saves, the referee):
random bytes, truncations at every position, deep nesting, huge numbers and a wrong value at
every field end in the declared errors only (ScenarioError, SaveError, exit 2 with one line)."""

from __future__ import annotations

import contextlib
import json
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from hand_desktop.core.jsonfile import FileReadError, parse_json
from hand_desktop.core.match import Match, SaveError
from hand_desktop.core.randomplay import random_action
from hand_desktop.core.rules import Rules, Variant
from hand_desktop.core.scenario import ScenarioError, load_scenario, load_scenario_file
from tests import helpers

SCENARIOS = Path(__file__).parent / "scenarios"
SCENARIO_FILES = sorted(SCENARIOS.glob("*.json"))
FAST = settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])

# Values of every JSON type, the odd ones included, to put where another type belongs.
WRONG: list[Any] = [None, True, False, 0, -1, 1.5, 10**30, "", "x", "هاند", [], [None], {}, {"a": 1}]

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=6),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=6), inner, max_size=3),
    max_leaves=10,
)


def a_save() -> str:
    import random

    match = Match(Rules(variant=Variant.SAUDI, rounds=3), 3, 11, ["عليّ", "Badr", "Chen"])
    rng = random.Random(3)
    for _ in range(6):
        match.apply(random_action(match.round, rng))
    return match.dumps()


SAVE = a_save()


def paths(value: Any, prefix: tuple[Any, ...] = ()) -> Iterator[tuple[Any, ...]]:
    """Every place in a JSON value: the value itself, each key's and each index's value."""
    yield prefix
    if isinstance(value, dict):
        for key, child in value.items():
            yield from paths(child, (*prefix, key))
    elif isinstance(value, list):
        for i, child in enumerate(value):
            yield from paths(child, (*prefix, i))


def replaced(value: Any, path: tuple[Any, ...], new: Any) -> Any:
    if not path:
        return new
    copy = json.loads(json.dumps(value))
    node = copy
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = new
    return copy


def deleted(value: Any, path: tuple[Any, ...]) -> Any:
    copy = json.loads(json.dumps(value))
    node = copy
    for step in path[:-1]:
        node = node[step]
    del node[path[-1]]
    return copy


# ------------------------------------------------------------------ readers under test


def load_scenario_text(data: bytes) -> None:
    try:
        value = parse_json(data)
    except FileReadError:
        return
    try:
        load_scenario(value)
        Match.from_scenario(value)
    except ScenarioError:
        pass


def load_save(data: bytes | str) -> None:
    with contextlib.suppress(SaveError):
        Match.loads(data)


def run_referee(data: bytes) -> None:
    """The referee in this process: exit 0 with JSON lines, or exit 2 with one stderr line."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "s.json"
        path.write_bytes(data)
        ran = helpers.run_referee(path)
    if ran.returncode == 2:
        assert ran.stdout == ""
        lines = ran.stderr.splitlines()
        assert len(lines) == 1 and lines[0].startswith("referee: error: "), ran.stderr
        assert all(c.isprintable() for c in lines[0])
    else:
        assert ran.returncode == 0 and ran.stderr == ""
        for line in ran.stdout.splitlines():
            json.loads(line)


# ------------------------------------------------------------------ random bytes


@FAST
@given(st.binary(max_size=300))
def test_random_bytes(data: bytes) -> None:
    load_scenario_text(data)
    load_save(data)
    run_referee(data)


@FAST
@given(st.text(max_size=200))
def test_random_text(text: str) -> None:
    load_save(text)
    run_referee(text.encode("utf-8", "surrogatepass"))


@FAST
@given(json_values)
def test_random_json_values(value: Any) -> None:
    text = json.dumps(value).encode()
    load_scenario_text(text)
    load_save(text)


# ------------------------------------------------------------------ truncations


@pytest.mark.parametrize("path", SCENARIO_FILES, ids=lambda p: p.stem)
def test_scenario_truncated_at_every_position(path: Path) -> None:
    data = json.dumps(json.loads(path.read_text(encoding="utf-8")), ensure_ascii=False).encode()
    for cut in range(len(data)):
        with pytest.raises((ScenarioError, FileReadError)):
            load_scenario(parse_json(data[:cut]))


def test_save_truncated_at_every_position_multibyte_included() -> None:
    data = SAVE.encode()
    assert len(data) > len(SAVE)  # Arabic names: some cuts fall inside a letter
    for cut in range(len(data)):
        with pytest.raises(SaveError):
            Match.loads(data[:cut])


@settings(max_examples=30, deadline=None)
@given(st.data())
def test_referee_on_truncated_scenarios(data: st.DataObject) -> None:
    path = data.draw(st.sampled_from(SCENARIO_FILES))
    raw = path.read_bytes()
    run_referee(raw[: data.draw(st.integers(0, len(raw)))])


# ------------------------------------------------------------------ nesting and numbers


@settings(max_examples=20, deadline=None)
@given(st.integers(60, 5000), st.sampled_from(["[", '{"a":', '{"hands":[']))
def test_deep_nesting(depth: int, opener: str) -> None:
    closer = {"[": "]", '{"a":': "}", '{"hands":[': "]}"}[opener]
    data = (opener * depth + "1" + closer * depth).encode()
    load_scenario_text(data)
    load_save(data)
    run_referee(data)


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 6000), st.sampled_from(["seed", "players", "dealer", "turn", "discards"]))
def test_huge_numbers_in_a_scenario(digits: int, key: str) -> None:
    data = json.loads((SCENARIOS / "rules_example.json").read_text())
    text = json.dumps({**data, key: 0}).replace(f'"{key}": 0', f'"{key}": {"7" * digits}', 1)
    assert "7" * digits in text
    run_referee(text.encode())


@settings(max_examples=20, deadline=None)
@given(st.integers(1, 6000), st.sampled_from(["seed", "players", "schema"]))
def test_huge_numbers_in_a_save(digits: int, key: str) -> None:
    data = json.loads(SAVE)
    text = json.dumps({**data, key: 0}).replace(f'"{key}": 0', f'"{key}": {"7" * digits}', 1)
    assert "7" * digits in text
    load_save(text)


# ------------------------------------------------------------------ a wrong value at every field


@pytest.mark.parametrize("path", SCENARIO_FILES[:3], ids=lambda p: p.stem)
def test_scenario_wrong_value_at_every_field(path: Path) -> None:
    good = json.loads(path.read_text(encoding="utf-8"))
    for place in paths(good):
        for new in WRONG:
            load_scenario_text(json.dumps(replaced(good, place, new)).encode())
        if place:
            load_scenario_text(json.dumps(deleted(good, place)).encode())


def test_save_wrong_value_at_every_field() -> None:
    good = json.loads(SAVE)
    for place in paths(good):
        for new in WRONG:
            load_save(json.dumps(replaced(good, place, new)))
        if place:
            load_save(json.dumps(deleted(good, place)))


@FAST
@given(st.data())
def test_referee_random_value_at_a_random_field(data: st.DataObject) -> None:
    good = json.loads(data.draw(st.sampled_from(SCENARIO_FILES)).read_text(encoding="utf-8"))
    place = data.draw(st.sampled_from(list(paths(good))))
    run_referee(json.dumps(replaced(good, place, data.draw(json_values))).encode())


def test_scenario_file_reader_on_every_truncation(tmp_path: Path) -> None:
    raw = (SCENARIOS / "rules_example.json").read_bytes()
    path = tmp_path / "s.json"
    for cut in range(0, len(raw), 7):
        path.write_bytes(raw[:cut])
        with pytest.raises(ScenarioError):
            load_scenario_file(path)
