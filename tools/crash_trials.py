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

Waits are measured in the CPU time the game itself used, not in wall time: on
a machine loaded by other work a niced game may get almost no CPU for a
minute, and a wall-clock timeout then reads as a game that stopped playing. A
copy that used ``CPU_BUDGET_S`` of CPU without the expected save is stuck
(``did_not_start``, ``resume_did_not_play``); one that got less than that in
``WALL_CAP_S`` is counted as ``starved`` (the machine, not the game). Before
a stuck copy is killed it is asked (SIGUSR1, ``faulthandler``) where each of
its threads is, and that stack is printed with the failure.
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
from collections.abc import Callable
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
CPU_BUDGET_S = 20.0  # CPU seconds a copy may use to start and move (it needs about 1.5)
WALL_CAP_S = 600.0  # a copy that got less CPU than the budget in this long was starved
POLL_S = 0.02
# The game, started so that SIGUSR1 prints every thread's stack (where a stuck copy waits).
LAUNCH = ("import faulthandler, runpy, signal, sys; "
          "faulthandler.register(signal.SIGUSR1, all_threads=True); "
          "sys.argv[0] = 'hand-desktop'; "
          "runpy.run_module('hand_desktop', run_name='__main__', alter_sys=True)")


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
    # Its stderr goes to a file beside the data folder: read back only when it got stuck.
    with open(home / f"stderr-{len(list(home.glob('stderr-*')))}.txt", "wb") as err:
        return subprocess.Popen(
            [sys.executable, "-c", LAUNCH, "--lang", "en", *args],
            cwd=ROOT, env=_env(home), stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL, stderr=err,
        )


def cpu_seconds(pid: int) -> float | None:
    """The CPU time (user + system) process ``pid`` has used; None where /proc is not there."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text(encoding="ascii").rsplit(")", 1)[1].split()
    except (OSError, IndexError):
        return None
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def _stack_of(proc: subprocess.Popen[bytes], home: Path) -> str:
    """Ask a stuck copy where it is (faulthandler on SIGUSR1): the last lines of its stderr."""
    if proc.poll() is None:
        proc.send_signal(signal.SIGUSR1)
        time.sleep(1.0)
    texts = [p.read_text(encoding="utf-8", errors="replace") for p in sorted(home.glob("stderr-*"))]
    lines = [line for line in texts[-1].splitlines() if "propagateSizeHints" not in line] if texts else []
    return " | ".join(lines[-24:])


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


def _played(home: Path, seed: int, more_than: int) -> bool:
    """Has the match dealt from ``seed`` more than ``more_than`` actions in a save?

    Both files count: a resumed match that ends is set aside as the previous
    autosave at once, and the next match (another seed) takes the autosave.
    """
    for name in (AUTOSAVE, PREVIOUS):
        try:
            data = _read(home / "data" / name)
        except (OSError, ValueError):
            continue  # never torn (checked after the kill); read mid-rename on some systems
        if data is not None and _core(data)["seed"] == seed and len(_core(data)["actions"]) > more_than:
            return True
    return False


def wait_for(proc: subprocess.Popen[bytes], done: Callable[[], bool],
             cpu_budget: float = CPU_BUDGET_S, wall_cap: float = WALL_CAP_S) -> str:
    """Wait until ``done()``: "done", "exited", "stuck" (the copy used ``cpu_budget`` of CPU
    without it) or "starved" (``wall_cap`` went by before it got that much CPU)."""
    deadline = time.monotonic() + wall_cap
    while True:
        if done():
            return "done"
        if proc.poll() is not None:
            return "done" if done() else "exited"
        used = cpu_seconds(proc.pid)
        if used is not None and used >= cpu_budget:
            return "stuck"
        if time.monotonic() >= deadline:
            # Without /proc there is no CPU time to go by: the wall cap is all there is.
            return "stuck" if used is None else "starved"
        time.sleep(POLL_S)


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
            started = wait_for(first, lambda: _actions(home / "data" / AUTOSAVE) >= 0)
            if started == "starved":
                return Trial("starved", "the first copy got too little CPU to start")
            if started != "done":
                return Trial("did_not_start", f"no autosave (exit code {first.poll()}): "
                                              f"{_stack_of(first, home)}")
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
        stack = ""
        try:
            waited = wait_for(second, lambda: _played(home, crashed["seed"], at_kill))
            if waited == "stuck":
                stack = _stack_of(second, home)
        finally:
            _kill(second)
        if waited == "exited":
            return Trial("resume_failed", f"--resume exited with {second.returncode}", at_kill, temp_left)
        if waited == "starved":
            return Trial("starved", "the resumed copy got too little CPU to move", at_kill, temp_left)
        outcome, detail = check_resumed(home, crashed)
        return Trial(outcome, f"{detail}: {stack}" if stack else detail, at_kill, temp_left)
    finally:
        shutil.rmtree(home, ignore_errors=True)


# What a trial may end as without anything being lost.
GOOD = frozenset({"resumed", "match_over", "no_save"})
# Trials the machine could not run (nothing checked either way): counted apart, not as good.
NOT_RUN = frozenset({"starved"})


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
        if trial.outcome in NOT_RUN:
            print(f"trial {n}: {trial.outcome}: {trial.detail}", file=sys.stderr, flush=True)
        elif trial.outcome not in GOOD:
            failures.append(f"trial {n}: {trial.outcome}: {trial.detail}")
            print(failures[-1], file=sys.stderr, flush=True)
    elapsed = time.monotonic() - started
    print(f"crash_trials_seed {seed} seed")
    print(f"crash_trials_run {args.trials} trials")
    for outcome in ("resumed", "match_over", "no_save", "starved", *sorted(set(counts) - GOOD - NOT_RUN)):
        print(f"crash_trials_{outcome} {counts[outcome]} trials")
    print(f"crash_trials_failed {len(failures)} trials")
    print(f"crash_trials_temp_files_left_by_kills {temp_files} files")
    print(f"crash_trials_mean_actions_at_kill {actions / max(1, args.trials):.1f} actions")
    print(f"crash_trials_time_per_trial {elapsed / max(1, args.trials):.2f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    raise SystemExit(main())
