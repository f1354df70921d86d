"""The type checker holds: mypy --strict on the core, the network layer and the
package's own modules (the headless host, the simulator, the files), the default level
on the UI, with zero errors (settings in pyproject.toml)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TOP_LEVEL = sorted(str(p.relative_to(ROOT)) for p in (ROOT / "hand_desktop").glob("*.py"))


@pytest.mark.parametrize(
    "args",
    [["--strict", "hand_desktop/core", "hand_desktop/net"], ["--strict", *TOP_LEVEL], ["hand_desktop/ui"]],
    ids=["core-and-net-strict", "top-level-strict", "ui"],
)
def test_mypy_finds_no_errors(args: list[str]) -> None:
    proc = subprocess.run(
        [sys.executable, "-m", "mypy", *args], cwd=ROOT, capture_output=True, text=True, timeout=240,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Success: no issues found" in proc.stdout
