"""tools/crash_trials.py: a handful of SIGKILL trials of the real demo, and its checks can fail."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from types import ModuleType

import pytest

from hand_desktop.core.match import Match
from hand_desktop.core.rules import Rules
from hand_desktop.ui import storage
from tests.full import FULL
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
TOOL = ROOT / "tools" / "crash_trials.py"


def _tool() -> ModuleType:
    return load_script("tools/crash_trials.py", "crash_trials")


@pytest.mark.timeout(240)
def test_a_few_kills_of_the_demo_lose_nothing() -> None:
    trials = 3 if FULL else 2  # each starts the real game twice: killed, then resumed
    done = subprocess.run([sys.executable, str(TOOL), str(trials), "--seed", "9", "--max-delay", "2"],
                          cwd=ROOT, capture_output=True, text=True, timeout=230, check=False)
    assert done.returncode == 0, done.stdout + done.stderr[-3000:]
    lines = dict(line.split(" ", 1) for line in done.stdout.splitlines())
    assert lines["crash_trials_run"] == f"{trials} trials" and lines["crash_trials_failed"] == "0 trials"
    good = sum(int(lines[f"crash_trials_{k}"].split()[0]) for k in ("resumed", "match_over", "no_save"))
    assert good == trials and int(lines["crash_trials_resumed"].split()[0]) >= 1


def _home_with(tmp_path: Path, text: str) -> Path:
    (tmp_path / "data").mkdir(parents=True)
    (tmp_path / "data" / "autosave.json").write_text(text, encoding="utf-8")
    return tmp_path


def test_the_checks_see_a_torn_save_and_another_match(tmp_path: Path) -> None:
    tool = _tool()
    match = Match(Rules(), 2, 5, ["Ana", "Badr"])
    whole = storage.dumps_game(match, ["easy", "easy"])
    home = _home_with(tmp_path / "a", whole[: len(whole) // 2])
    assert tool.check_crashed_save(home)[0] == "torn_save"
    home = _home_with(tmp_path / "b", whole)
    outcome, _detail, crashed = tool.check_crashed_save(home)
    assert outcome == "loaded" and crashed is not None
    # Nothing played after the "resume": not a continued match.
    assert tool.check_resumed(home, crashed)[0] == "resume_did_not_play"
    other = storage.dumps_game(Match(Rules(), 2, 6, ["Ana", "Badr"]), ["easy", "easy"])
    (home / "data" / "autosave.json").write_text(other, encoding="utf-8")
    assert tool.check_resumed(home, crashed)[0] == "resumed_other_match"


def test_a_starved_copy_is_not_a_stuck_one() -> None:
    """A copy that got no CPU (a loaded machine) is "starved"; one that used its CPU budget
    without the expected save is "stuck". Before, both were a 60 s wall-clock timeout and
    read as a resume that did not play."""
    tool = _tool()
    sleeper = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)"])
    try:
        assert tool.wait_for(sleeper, lambda: False, cpu_budget=5.0, wall_cap=1.0) == "starved"
    finally:
        sleeper.kill()
        sleeper.wait()
    spinner = subprocess.Popen([sys.executable, "-c", "while True: pass"])
    try:
        assert tool.wait_for(spinner, lambda: False, cpu_budget=0.3, wall_cap=120.0) == "stuck"
        assert tool.wait_for(spinner, lambda: True) == "done"
    finally:
        spinner.kill()
        spinner.wait()
    quitter = subprocess.Popen([sys.executable, "-c", "pass"])
    quitter.wait()
    assert tool.wait_for(quitter, lambda: False) == "exited"


def test_the_resume_is_followed_by_the_crashed_match_only(tmp_path: Path) -> None:
    """Another match's longer autosave is no move of the crashed one; the crashed match
    continued and set aside as the previous autosave (it ended) is."""
    tool = _tool()
    data = tmp_path / "data"
    data.mkdir()

    def save(name: str, seed: int, actions: int) -> None:
        body = {"seed": seed, "actions": [{"seat": 0, "draw": "stock"}] * actions}
        (data / name).write_text(json.dumps(body), encoding="utf-8")

    save("autosave.json", 6, 40)  # the next match, longer than the crashed one was
    assert not tool._played(tmp_path, 5, 30)
    save("autosave.previous.json", 5, 30)  # the crashed match, set aside with no move
    assert not tool._played(tmp_path, 5, 30)
    save("autosave.previous.json", 5, 31)  # ... and with one
    assert tool._played(tmp_path, 5, 30)
