"""Small helpers shared by the core tests."""

from __future__ import annotations

import contextlib
import io
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from hand_desktop.core import referee
from hand_desktop.core.referee import referee_lines
from hand_desktop.core.scenario import Scenario, load_scenario


def play(scenario: dict[str, Any]) -> list[dict[str, Any]]:
    """The referee's output lines for a scenario given as a dict."""
    return list(referee_lines(load_scenario(scenario)))


def codes(lines: list[dict[str, Any]]) -> list[str]:
    """``ok`` / error code / ``round_over:<finish>`` per output line."""
    out = []
    for line in lines:
        if line.get("round_over"):
            out.append(f"round_over:{line['finish']}")
        else:
            out.append("ok" if line["ok"] else line["error"])
    return out


def loaded(scenario: dict[str, Any]) -> Scenario:
    return load_scenario(scenario)


@dataclass(frozen=True)
class Ran:
    """What the referee's command line gave: its exit code and its two streams."""

    returncode: int
    stdout: str
    stderr: str


def run_referee(path: Path) -> Ran:
    """``python -m hand_desktop.core.referee PATH``, run in this process: its ``main``, with its
    output caught. A process costs a tenth of a second to start, and the many bad-file cases
    need none; ``test_referee`` starts the real process for the checks that need one."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = referee.main([str(path)])
    return Ran(code, out.getvalue(), err.getvalue())


@contextlib.contextmanager
def refusing_folder(folder: Path) -> Iterator[None]:
    """``folder`` refuses every change while inside, as a read-only one does: the immutable
    flag for root (whom modes do not stop), mode 0500 otherwise; skips the test when neither
    can be set here."""
    import os
    import subprocess

    import pytest

    root = hasattr(os, "geteuid") and os.geteuid() == 0
    if root:
        if subprocess.run(["chattr", "+i", str(folder)], capture_output=True).returncode != 0:
            pytest.skip("the immutable flag cannot be set on this file system")
    else:
        folder.chmod(0o500)
    try:
        yield
    finally:
        if root:
            subprocess.run(["chattr", "-i", str(folder)], capture_output=True)
        else:
            folder.chmod(0o700)
