"""Crash trials: kill the real game mid-demo with SIGKILL, then check nothing was lost.

    uv run python tools/crash_trials.py N [--seed S] [--max-delay SECONDS] [--animation-ms MS]

Each trial starts ``hand-desktop --demo`` (offscreen, a fresh
``HAND_DESKTOP_HOME``), waits for its first autosave, kills it with SIGKILL
a random time later (0 to ``--max-delay`` seconds: as a crash or a power cut,
no clean-up runs), and checks that

- the autosave is whole (it parses as JSON) and loads (``storage``),
- the loaded match replays: a fresh match dealt from the saved seed and given
  the saved actions one by one reaches the same state, and saves the same file,
- ``hand-desktop --resume`` starts on the dead copy's stale lock, continues the
  same match (its log starts with the dead copy's log) and plays on.

It prints the counts as ``NAME VALUE UNIT`` lines and exits 1 if any trial
failed. A trial whose autosave holds a finished match (killed between the last
move and the next match) has nothing to resume and is counted apart.
``--animation-ms 0`` (the default) plays as fast as the computer can, so the
autosave is rewritten many times a second and kills often land mid-write.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from hand_desktop.core.actions import match_action_from_json  # noqa: E402
from hand_desktop.core.match import Match  # noqa: E402
from hand_desktop.core.rules import Rules  # noqa: E402
from hand_desktop.core.seats import SeatKind  # noqa: E402

AUTOSAVE = "autosave.json"
PREVIOUS = "autosave.previous.json"
START_TIMEOUT_S = 60.0  # the first autosave of a start on a busy machine
RESUME_TIMEOUT_S = 60.0
POLL_S = 0.02


@dataclass(frozen=True)
class Trial:
    outcome: str  # "resumed" when every check passed; else what happened
    detail: str = ""
    actions_at_kill: int = 0
    temp_files_left: int = 0


def _env(home: Path) -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HAND_DESKTOP_HOME=str(home))
    env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT), env.get("PYTHONPATH")]))
    return env


def _start(home: Path, *args: str) -> subprocess.Popen[bytes]:
    return subprocess.Popen(
        [sys.executable, "-m", "hand_desktop", "--lang", "en", *args],
        cwd=ROOT, env=_env(home), stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )


def _kill(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=30)


def _read(path: Path) -> dict[str, Any] | None:
    """The save's JSON, or None when there is none; raises ValueError when it is torn."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        return None
    return json.loads(text)


def _core(data: dict[str, Any]) -> dict[str, Any]:
    """The core Match save inside a save file (the old envelope's "match"; else the file less "hands")."""
    if data.get("kind") == "hand-desktop-save":
        return data["match"]
    return {k: v for k, v in data.items() if k != "hands"}


def _actions(path: Path) -> int:
    try:
        data = _read(path)
    except (OSError, ValueError):
        return -1  # never torn, that is checked after the kill; read mid-rename on some systems
    return -1 if data is None else len(_core(data)["actions"])


def _wait(proc: subprocess.Popen[bytes], path: Path, more_than: int, timeout: float) -> bool:
    """Wait until the save at ``path`` holds more than ``more_than`` actions."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if _actions(path) > more_than:
            return True
        if proc.poll() is not None:
            return False
        time.sleep(POLL_S)
    return False


def replay(data: dict[str, Any]) -> Match:
    """Deal a fresh match from the save's seed and play its actions one by one."""
    kinds = tuple(SeatKind(k) for k in data["seats"]) if "seats" in data else None
    match = Match(Rules.from_json(data["rules"]), data["players"], data["seed"], list(data["names"]),
                  start=data.get("start"), kinds=kinds)
    for entry in data["actions"]:
        match.apply(match_action_from_json(entry, match.players))
    return match


def check_crashed_save(home: Path) -> tuple[str, str, dict[str, Any] | None]:
    """(outcome so far, detail, the save's match JSON) for what the killed copy left."""
    from hand_desktop.ui import storage

    path = home / "data" / AUTOSAVE
    try:
        data = _read(path)
    except (OSError, ValueError) as exc:
        return "torn_save", f"{type(exc).__name__}: {exc}", None
    if data is None:
        return "no_save", "killed between two matches, with no autosave", None
    try:
        saved = storage.load_saved_match(path)
    except storage.StorageError as exc:
        return "save_not_loaded", str(exc), None
    core = _core(data)
    replayed = replay(core)
    if replayed.round.to_json() != saved.match.round.to_json() or replayed.results != saved.match.results:
        return "replay_differs", "the replayed state is not the loaded one", None
    if json.loads(replayed.dumps()) != core:
        return "replay_differs", "the replayed match saves another file", None
    if saved.match.over:
        return "match_over", "killed after the last move of a match: nothing to resume", core
    return "loaded", "", core


def check_resumed(home: Path, crashed: dict[str, Any]) -> tuple[str, str]:
    """After the resumed copy was killed: is its save the crashed match, continued?"""
    log = crashed["actions"]
    for name in (AUTOSAVE, PREVIOUS):  # the resumed match may have ended and been set aside
        try:
            data = _read(home / "data" / name)
        except (OSError, ValueError) as exc:
            return "torn_save", f"after the resume, {name}: {exc}"
        if data is None or _core(data)["seed"] != crashed["seed"]:
            continue
        match = _core(data)
        if match["actions"][: len(log)] != log or match["names"] != crashed["names"]:
            return "resumed_other_match", f"{name} does not continue the crashed match"
        if len(match["actions"]) <= len(log):
            return "resume_did_not_play", f"{name} has no move after the crash"
        return "resumed", ""
    return "resumed_other_match", "no save of the crashed match after the resume"


def run_trial(rng: random.Random, max_delay: float, animation_ms: int) -> Trial:
    home = Path(tempfile.mkdtemp(prefix="hand-crash-"))
    anim = ["--animation-ms", str(animation_ms)]
    try:
        first = _start(home, "--demo", *anim)
        try:
            if not _wait(first, home / "data" / AUTOSAVE, -1, START_TIMEOUT_S):
                return Trial("did_not_start", f"no autosave (exit code {first.poll()})")
            time.sleep(rng.uniform(0.0, max_delay))
        finally:
            _kill(first)
        if first.returncode != -signal.SIGKILL:
            return Trial("exited_before_kill", f"exit code {first.returncode}")
        temp_left = len(list((home / "data").glob(".*.tmp")))
        outcome, detail, crashed = check_crashed_save(home)
        at_kill = len(crashed["actions"]) if crashed else 0
        if outcome != "loaded" or crashed is None:
            return Trial(outcome, detail, at_kill, temp_left)
        second = _start(home, "--resume", *anim)
        try:
            played = _wait(second, home / "data" / AUTOSAVE, at_kill, RESUME_TIMEOUT_S)
        finally:
            _kill(second)
        if not played and second.returncode != -signal.SIGKILL:
            return Trial("resume_failed", f"--resume exited with {second.returncode}", at_kill, temp_left)
        outcome, detail = check_resumed(home, crashed)
        return Trial(outcome, detail, at_kill, temp_left)
    finally:
        shutil.rmtree(home, ignore_errors=True)


# What a trial may end as without anything being lost.
GOOD = frozenset({"resumed", "match_over", "no_save"})


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trials", type=int, help="how many kills")
    parser.add_argument("--seed", type=int, default=None, help="the kill times' random seed")
    parser.add_argument("--max-delay", type=float, default=4.0,
                        help="the latest kill, in seconds after the first autosave")
    parser.add_argument("--animation-ms", type=int, default=0, help="the demo's animation speed")
    args = parser.parse_args(argv)
    seed = args.seed if args.seed is not None else random.SystemRandom().randrange(2**31)
    rng = random.Random(seed)
    counts: Counter[str] = Counter()
    failures: list[str] = []
    actions = temp_files = 0
    started = time.monotonic()
    for n in range(1, args.trials + 1):
        trial = run_trial(rng, args.max_delay, args.animation_ms)
        counts[trial.outcome] += 1
        actions += trial.actions_at_kill
        temp_files += trial.temp_files_left
        if trial.outcome not in GOOD:
            failures.append(f"trial {n}: {trial.outcome}: {trial.detail}")
            print(failures[-1], file=sys.stderr, flush=True)
    elapsed = time.monotonic() - started
    print(f"crash_trials_seed {seed} seed")
    print(f"crash_trials_run {args.trials} trials")
    for outcome in ("resumed", "match_over", "no_save", *sorted(set(counts) - GOOD)):
        print(f"crash_trials_{outcome} {counts[outcome]} trials")
    print(f"crash_trials_failed {len(failures)} trials")
    print(f"crash_trials_temp_files_left_by_kills {temp_files} files")
    print(f"crash_trials_mean_actions_at_kill {actions / max(1, args.trials):.1f} actions")
    print(f"crash_trials_time_per_trial {elapsed / max(1, args.trials):.2f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
