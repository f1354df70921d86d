"""The referee CLI over the scenario files in tests/scenarios, and its handling of bad input."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import run_referee

SCENARIOS = Path(__file__).parent / "scenarios"


def run_process(*args: str) -> subprocess.CompletedProcess[str]:
    """The referee as the real process: ``python -m hand_desktop.core.referee ARGS``."""
    return subprocess.run([sys.executable, "-m", "hand_desktop.core.referee", *args],
                          capture_output=True, text=True, timeout=60)


def comparable(line: dict[str, object]) -> dict[str, object]:
    """The message is free text for people; everything else is the contract."""
    return {k: v for k, v in line.items() if k != "message"}


@pytest.mark.parametrize("scenario", sorted(SCENARIOS.glob("*.json")), ids=lambda p: p.stem)
def test_scenario_files(scenario: Path) -> None:
    expected_file = scenario.with_suffix(".expected.jsonl")
    expected = [json.loads(line) for line in expected_file.read_text().splitlines() if line.strip()]
    proc = run_referee(scenario)
    assert proc.returncode == 0, proc.stderr
    lines = [json.loads(line) for line in proc.stdout.splitlines()]
    assert [comparable(x) for x in lines] == expected
    for line in lines:
        if line.get("ok") is False:
            assert isinstance(line["message"], str) and line["message"]


BAD_SCENARIOS = {
    "malformed_json": "{\"players\": 2, ",
    "unknown_card": json.dumps({"players": 2, "hands": [["5H", "1X"], ["2D"]]}),
    "card_three_times": json.dumps({"players": 2, "hands": [["5H", "5H"], ["5H"]]}),
    "named_copy_twice": json.dumps({"players": 2, "hands": [["5H#1"], ["5H#1"]]}),
    "illegal_table_meld": json.dumps({
        "players": 2, "hands": [["2C"], ["2D"]], "opened": [True, True],
        "table": [{"owner": 0, "cards": ["KS", "AS", "2S"]}],
    }),
    "owner_out_of_range": json.dumps({
        "players": 2, "hands": [["2C"], ["2D"]], "table": [{"owner": 5, "cards": ["5S", "6S", "7S"]}],
    }),
    "unopened_owner": json.dumps({
        "players": 2, "hands": [["2C"], ["2D"]], "opened": [False, False],
        "table": [{"owner": 0, "cards": ["5S", "6S", "7S"]}],
    }),
    "unknown_rule": json.dumps({"players": 2, "hands": [["2C"], ["2D"]], "rules": {"jokers": 3}}),
    "partners_three_players": json.dumps({"variant": "hand_partners", "players": 3}),
    "not_an_object": "[1, 2, 3]",
}


@pytest.mark.parametrize("name", sorted(BAD_SCENARIOS))
def test_bad_scenarios_get_one_clear_line_and_nonzero_exit(name: str, tmp_path: Path) -> None:
    path = tmp_path / f"{name}.json"
    path.write_text(BAD_SCENARIOS[name])
    proc = run_referee(path)
    assert proc.returncode != 0
    assert proc.stdout == ""
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("referee: error:")
    assert "Traceback" not in proc.stderr


def test_missing_file_and_usage(tmp_path: Path) -> None:
    proc = run_process(str(tmp_path / "nope.json"))
    assert proc.returncode != 0 and "cannot read" in proc.stderr and "Traceback" not in proc.stderr
    usage = run_process()
    assert usage.returncode == 2 and "usage" in usage.stderr


def test_the_process_prints_what_its_main_prints(tmp_path: Path) -> None:
    """The other tests run the referee's ``main`` in the test's own process: the real process
    gives the same lines, the same exit code and nothing more, good file or bad."""
    bad = tmp_path / "bad.json"
    bad.write_text(BAD_SCENARIOS["unknown_card"], encoding="utf-8")
    for path in (SCENARIOS / "gulf_double_joker.json", bad):
        proc, ran = run_process(str(path)), run_referee(path)
        assert (proc.returncode, proc.stdout, proc.stderr) == (ran.returncode, ran.stdout, ran.stderr)
        assert (proc.stdout if ran.returncode == 0 else proc.stderr).strip()


def test_malformed_actions_are_bad_input(tmp_path: Path) -> None:
    scenario = {
        "players": 2, "turn": 0, "phase": "draw", "hands": [["5H", "6H"], ["2D"]], "fire": [],
        "actions": [
            {"seat": 0},
            {"seat": 7, "draw": "stock"},
            {"seat": 0, "draw": "deck"},
            {"seat": 0, "draw": "fire"},
            {"seat": 0, "draw": "stock", "discard": "5H"},
            {"seat": 0, "meld": []},
            {"seat": 0, "discard": "ZZ"},
            {"seat": "0", "draw": "stock"},
            {"seat": 1, "draw": "stock"},
            {"seat": 0, "draw": "stock"},
        ],
    }
    path = tmp_path / "bad_actions.json"
    path.write_text(json.dumps(scenario))
    proc = run_referee(path)
    codes = [json.loads(x).get("error", "ok") for x in proc.stdout.splitlines()]
    assert codes == ["bad_input"] * 8 + ["not_your_turn", "ok"]
