"""Start-up time and memory of hand-desktop, beside a bare PySide6 window and KDE's KPatience.

The programs are started on the same virtual screen (Xvfb, 1280x800x24), one
run at a time, interleaved, after one unmeasured warm-up run each:

* time to the first visible window: from just before the process is started
  until ``xdotool search --onlyvisible`` finds a window of the program (polled
  every 10 ms, the same way for both);
* resident memory (VmRSS from /proc/PID/status) of the program's process at
  that moment.

The floor is ``benchmarks/bare_window.py``: QApplication and one QLabel shown,
started the same way as the game (``python FILE``, no ``uv run`` in front), which
reports its first paint through the same marker (``HAND_DESKTOP_STARTUP_MARKER``):
``bare_first_paint`` and ``bare_first_paint_rss``.

For hand-desktop the app reports, through ``HAND_DESKTOP_STARTUP_TRACE``
(``hand_desktop.ui.startup_trace``), the time and RSS of each start-up step:
printed as ``hand_step_STEP`` (seconds since the process was started) and
``hand_step_STEP_rss``. The first painted screen a player can act on, what a player
waits for, is ``welcome_paint``: the welcome page's Play now button painted in the main
window (a fresh data folder, so no match waits to be resumed; the catalogues were
compiled when the project was installed, as on a player's machine). (Until issue 28 the
start opened the new-game dialog over the page, and this was ``dialog_paint``, its
paint.) Goals (issue 16):
``hand_window_ratio`` = hand welcome_paint / bare first paint <= 1.3, and
``hand_memory_over_bare`` = RSS then minus the bare window's <= 15 MiB.
The same for the frozen build (``frozen_*``) when it exists.

What Qt alone costs for a screen like ours is ``benchmarks/floor_window.py``: the first
window's and its welcome page's widgets in plain PySide6 (no game code, settings,
catalogues or fonts), timed to its page's first button's paint: ``floor_welcome_paint``,
``floor_window_ratio`` and ``floor_memory_over_bare``. What the game adds is the difference:
``hand_over_floor_time`` and ``hand_memory_over_floor``.

KPatience is started as ``dbus-run-session -- /usr/games/kpat`` (Debian
packages ``kpat dbus``), its memory is that of the ``kpat`` process itself,
printed with ``kpat_vs_bare_time``.

Prints ``NAME VALUE UNIT`` lines (medians over the runs) and the ratios.
Needs Xvfb and xdotool (``apt-get install -y xvfb xdotool kpat dbus``).

The frozen build (``packaging/build.py``, ``dist/hand-desktop/hand-desktop``, or the
path in ``HAND_FROZEN``) is measured the same way beside the game from source when it
exists, printed as ``frozen_*`` with ``frozen_vs_source_time``: it must start no
slower than from source.

KPatience is rarely installed on these machines: then it is said and skipped.

Run: ``uv run python benchmarks/bench_startup.py [RUNS]`` (default 5).
"""

from __future__ import annotations

import contextlib
import os
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
KPAT = "/usr/games/kpat"
BARE = Path(__file__).resolve().parent / "bare_window.py"
FLOOR = Path(__file__).resolve().parent / "floor_window.py"
GOAL_TIME_RATIO = 1.3
GOAL_MEMORY_OVER_MB = 15.0
POLL_S = 0.01
TIMEOUT_S = 30.0


@dataclass(frozen=True)
class Sample:
    seconds: float  # to the first visible window
    rss_mb: float  # of the program's process at that moment
    extra: dict[str, float]


def _rss_mb(pid: int) -> float:
    try:
        with open(f"/proc/{pid}/status", encoding="ascii") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
    except OSError:
        pass
    return float("nan")


def _children(pid: int) -> list[int]:
    out = []
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            out.append(int(entry.name))
    return out


def _descendant_named(pid: int, name: str) -> int | None:
    todo = [pid]
    while todo:
        current = todo.pop()
        try:
            if Path(f"/proc/{current}/comm").read_text().strip() == name:
                return current
        except OSError:
            pass
        todo.extend(_children(current))
    return None


def _visible(display: str, args: list[str]) -> bool:
    result = subprocess.run(
        ["xdotool", "search", "--onlyvisible", *args],
        env={**os.environ, "DISPLAY": display}, capture_output=True, text=True, check=False,
    )
    return bool(result.stdout.strip())


def _stop(proc: subprocess.Popen[bytes]) -> None:
    """End the started process group (the program, and dbus-run-session's bus for kpat)."""
    try:
        os.killpg(proc.pid, signal.SIGTERM)
        proc.wait(timeout=5)
    except (ProcessLookupError, subprocess.TimeoutExpired):
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait(timeout=5)


def _run_once(display: str, command: list[str], env: dict[str, str], search: list[str],
              main_pid: Callable[[subprocess.Popen[bytes]], int | None],
              settle: Callable[[], None] | None = None) -> tuple[float, float]:
    with tempfile.TemporaryFile() as errors:
        start = time.time()
        proc = subprocess.Popen(
            command, env={**env, "DISPLAY": display}, stdout=subprocess.DEVNULL,
            stderr=errors, start_new_session=True,
        )
        try:
            while time.time() - start < TIMEOUT_S:
                if _visible(display, search):
                    elapsed = time.time() - start
                    pid = main_pid(proc)
                    rss = _rss_mb(pid) if pid else float("nan")
                    if settle is not None:
                        settle()
                    return elapsed, rss
                if proc.poll() is not None:
                    errors.seek(0)
                    tail = errors.read().decode(errors="replace")[-3000:]
                    raise RuntimeError(
                        f"{command[0]} exited with {proc.returncode} before its window:\n{tail}")
                time.sleep(POLL_S)
            raise RuntimeError(f"no window of {command[0]} in {TIMEOUT_S} s")
        finally:
            _stop(proc)


def _wait_for(path: Path, timeout: float = 5.0) -> None:
    """The window can be mapped before it is painted: give the marker time to appear."""
    deadline = time.time() + timeout
    while time.time() < deadline and not (path.exists() and path.read_text().strip()):
        time.sleep(POLL_S)


FROZEN = Path(os.environ.get("HAND_FROZEN", ROOT / "dist" / "hand-desktop" / "hand-desktop"))


def hand_sample(display: str, home: str, command: list[str] | None = None) -> Sample:
    """One start on a fresh data folder (no settings, no saved match), the cache kept:
    an everyday start, not the very first one (which also compiles the catalogues)."""
    for entry in Path(home).iterdir():
        if entry.is_dir() and entry.name != "cache":
            shutil.rmtree(entry)
        elif not entry.is_dir():
            entry.unlink()
    marker = Path(home) / "marker"
    trace = Path(home) / "trace"
    env = {
        **os.environ, "QT_QPA_PLATFORM": "xcb", "HAND_DESKTOP_HOME": home,
        "HAND_DESKTOP_STARTUP_MARKER": str(marker), "HAND_DESKTOP_STARTUP_TRACE": str(trace),
    }
    start = time.time()
    seconds, rss = _run_once(
        display, command or [sys.executable, "-m", "hand_desktop"], env, ["--class", "hand-desktop"],
        lambda proc: proc.pid, lambda: _wait_for_step(trace, "welcome_paint"),
    )
    extra: dict[str, float] = {}
    if marker.exists():
        stamp, rss_kb = marker.read_text().split()
        extra = {"first_paint_s": float(stamp) - start, "first_paint_rss_mb": int(rss_kb) / 1024}
    if trace.exists():
        for line in trace.read_text().splitlines():
            name, stamp, rss_kb = line.split()
            extra[f"step_{name}"] = float(stamp) - start
            extra[f"step_{name}_rss"] = int(rss_kb) / 1024
    return Sample(seconds, rss, extra)


def _wait_for_step(trace: Path, step: str, timeout: float = 10.0) -> None:
    deadline = time.time() + timeout
    while time.time() < deadline:
        if trace.exists() and any(line.startswith(step + " ") for line in trace.read_text().splitlines()):
            return
        time.sleep(POLL_S)


def bare_sample(display: str, script: Path = BARE, name: str = "bare") -> Sample:
    """The bare window (or, with ``FLOOR``, the plain-PySide6 first screen) started once."""
    with tempfile.TemporaryDirectory(prefix=f"{name}-bench-") as home:
        marker = Path(home) / "marker"
        env = {**os.environ, "QT_QPA_PLATFORM": "xcb", "HAND_DESKTOP_STARTUP_MARKER": str(marker)}
        start = time.time()
        seconds, rss = _run_once(display, [sys.executable, str(script)], env, ["--name", f"^{name}$"],
                                 lambda proc: proc.pid, lambda: _wait_for(marker))
        stamp, rss_kb = marker.read_text().split()
        return Sample(seconds, rss, {"first_paint_s": float(stamp) - start,
                                     "first_paint_rss_mb": int(rss_kb) / 1024})


def kpat_sample(display: str) -> Sample:
    with tempfile.TemporaryDirectory(prefix="kpat-bench-") as home:
        # A fresh home each run, like a first start of hand-desktop with no settings.
        env = {**os.environ, "HOME": home, "XDG_CONFIG_HOME": f"{home}/.config",
               "XDG_DATA_HOME": f"{home}/.local/share", "QT_QPA_PLATFORM": "xcb"}
        seconds, rss = _run_once(
            display, ["dbus-run-session", "--", KPAT], env, ["--class", "kpat"],
            lambda proc: _descendant_named(proc.pid, "kpat"),
        )
        return Sample(seconds, rss, {})


def _start_xvfb() -> tuple[subprocess.Popen[bytes], str]:
    for number in range(140, 200):
        if Path(f"/tmp/.X{number}-lock").exists():
            continue
        display = f":{number}"
        proc = subprocess.Popen(
            ["Xvfb", display, "-screen", "0", "1280x800x24", "-nolisten", "tcp", "-noreset"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True,
        )
        for _ in range(100):
            # Ready when a client can connect (a socket file may be left from an old server).
            # The server runs with -noreset: by default it resets when its last client leaves
            # (this probe, a finished run) and refuses connections meanwhile.
            probe = subprocess.run(["xdotool", "getdisplaygeometry"], env={**os.environ, "DISPLAY": display},
                                   capture_output=True, check=False)
            if probe.returncode == 0:
                return proc, display
            if proc.poll() is not None:
                break
            time.sleep(0.05)
        _stop(proc)
    raise RuntimeError("could not start Xvfb")


def _median(samples: list[Sample], key: Callable[[Sample], float]) -> float:
    return statistics.median(key(s) for s in samples)


STEPS = ("run", "qt", "qapplication", "instance_lock", "settings", "translations", "window_module",
         "window", "first_paint", "welcome_paint")


def _print_hand(prefix: str, samples: list[Sample], bare_s: float, bare_mb: float,
                floor_s: float, floor_mb: float) -> None:
    """One program's figures, its steps, its ratios to the bare window, and what it adds
    to the plain-PySide6 floor of its screen (what the game's own code costs)."""
    print(f"{prefix}_start_to_window {_median(samples, lambda s: s.seconds):.3f} s")
    print(f"{prefix}_rss_at_window {_median(samples, lambda s: s.rss_mb):.1f} MB")
    for step in STEPS:
        at, rss = f"step_{step}", f"step_{step}_rss"
        if all(at in s.extra for s in samples):
            print(f"{prefix}_step_{step} {statistics.median(s.extra[at] for s in samples):.3f} s")
            print(f"{prefix}_step_{step}_rss {statistics.median(s.extra[rss] for s in samples):.1f} MB")
    if not all("step_welcome_paint" in s.extra for s in samples):
        print(f"bench_startup: {prefix}: no welcome page painted", file=sys.stderr)
        return
    ratio = statistics.median(s.extra["step_welcome_paint"] for s in samples) / bare_s
    over = statistics.median(s.extra["step_welcome_paint_rss"] for s in samples) - bare_mb
    print(f"{prefix}_window_ratio {ratio:.2f} x")
    print(f"{prefix}_memory_over_bare {over:.1f} MB")
    print(f"{prefix}_over_floor_time {ratio * bare_s / floor_s:.2f} x")
    print(f"{prefix}_memory_over_floor {over + bare_mb - floor_mb:.1f} MB")
    if ratio > GOAL_TIME_RATIO:
        print(f"bench_startup: {prefix} first window {ratio:.2f}x the bare window's "
              f"(goal <= {GOAL_TIME_RATIO}x): missed", file=sys.stderr)
    if over > GOAL_MEMORY_OVER_MB:
        print(f"bench_startup: {prefix} memory {over:.1f} MB over the bare window's "
              f"(goal <= {GOAL_MEMORY_OVER_MB:g} MB): missed", file=sys.stderr)


def _compile_bytecode() -> None:
    """Byte-compile the game as an installed copy has it (pip compiles a wheel; Python writes
    the .pyc files at the first start). The warm-up run cannot do it where
    PYTHONDONTWRITEBYTECODE is set (as on the shared test machines): every measured start
    then compiled some sixty modules again, a quarter of a second counted against the game."""
    import compileall

    ok = compileall.compile_dir(str(ROOT / "hand_desktop"), quiet=1)
    print(f"bytecode_compiled {1 if ok else 0} bool")


def main(argv: list[str]) -> int:
    runs = int(argv[1]) if len(argv) > 1 else 5
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            print(f"bench_startup: {tool} is missing (apt-get install -y xvfb xdotool)", file=sys.stderr)
            return 2
    have_kpat = Path(KPAT).exists() and shutil.which("dbus-run-session") is not None
    if not have_kpat:
        print("bench_startup: kpat is not installed (apt-get install -y kpat dbus): not measured",
              file=sys.stderr)
    have_frozen = FROZEN.is_file()
    if not have_frozen:
        print(f"bench_startup: no frozen build at {FROZEN} (packaging/build.py): not measured",
              file=sys.stderr)
    _compile_bytecode()
    xvfb, display = _start_xvfb()
    homes = tempfile.TemporaryDirectory(prefix="hand-bench-")
    home = homes.name
    try:
        bare_sample(display)  # warm-up: caches, .pyc files, the compiled catalogues
        bare_sample(display, FLOOR, "floor")
        hand_sample(display, home)
        if have_frozen:
            hand_sample(display, home, [str(FROZEN)])
        if have_kpat:
            kpat_sample(display)
        bare: list[Sample] = []
        floor: list[Sample] = []
        hand: list[Sample] = []
        kpat: list[Sample] = []
        frozen: list[Sample] = []
        for _ in range(runs):  # interleaved, so all see the same machine load
            bare.append(bare_sample(display))
            floor.append(bare_sample(display, FLOOR, "floor"))
            hand.append(hand_sample(display, home))
            if have_frozen:
                frozen.append(hand_sample(display, home, [str(FROZEN)]))
            if have_kpat:
                kpat.append(kpat_sample(display))
    finally:
        _stop(xvfb)
        homes.cleanup()

    print(f"runs {runs} count")
    bare_s = _median(bare, lambda s: s.extra["first_paint_s"])
    bare_mb = _median(bare, lambda s: s.extra["first_paint_rss_mb"])
    print(f"bare_start_to_window {_median(bare, lambda s: s.seconds):.3f} s")
    print(f"bare_first_paint {bare_s:.3f} s")
    print(f"bare_first_paint_rss {bare_mb:.1f} MB")
    floor_s = _median(floor, lambda s: s.extra["first_paint_s"])
    floor_mb = _median(floor, lambda s: s.extra["first_paint_rss_mb"])
    print(f"floor_welcome_paint {floor_s:.3f} s")
    print(f"floor_welcome_paint_rss {floor_mb:.1f} MB")
    print(f"floor_window_ratio {floor_s / bare_s:.2f} x")
    print(f"floor_memory_over_bare {floor_mb - bare_mb:.1f} MB")
    _print_hand("hand", hand, bare_s, bare_mb, floor_s, floor_mb)
    if frozen:
        _print_hand("frozen", frozen, bare_s, bare_mb, floor_s, floor_mb)
        frozen_s = _median(frozen, lambda s: s.seconds)
        hand_s = _median(hand, lambda s: s.seconds)
        print(f"frozen_vs_source_time {frozen_s / hand_s:.2f} x")
    if kpat:
        kpat_s = _median(kpat, lambda s: s.seconds)
        print(f"kpat_start_to_window {kpat_s:.3f} s")
        print(f"kpat_rss_at_window {_median(kpat, lambda s: s.rss_mb):.1f} MB")
        print(f"kpat_vs_bare_time {kpat_s / _median(bare, lambda s: s.seconds):.2f} x")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
