"""Small helpers shared by the core tests."""

from __future__ import annotations

from typing import Any

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
