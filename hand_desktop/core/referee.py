"""The referee: ``python -m hand_desktop.core.referee SCENARIO.json``.

Plays the scenario's actions and prints one JSON line per action:
``{"ok": true}`` or ``{"ok": false, "error": CODE, "message": TEXT}``. When an
action ends the round, its own line comes first, then
``{"round_over": true, "finish": ..., "finisher": SEAT, "points": [...]}``.
A scenario that cannot be loaded (unreadable, not JSON, or breaking a rule)
gets one error line on stderr and exit code 2, never a traceback.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from typing import Any

from hand_desktop.core.events import RoundEnded
from hand_desktop.core.rules import ErrorCode, RuleError
from hand_desktop.core.scenario import Scenario, ScenarioError, load_scenario_file


def referee_lines(scenario: Scenario) -> Iterator[dict[str, Any]]:
    """The referee's output for a loaded scenario, line by line."""
    rnd = scenario.round
    for data in scenario.actions:
        try:
            action = scenario.parse_action(data)
            if rnd.over:
                raise RuleError(ErrorCode.WRONG_PHASE, "the round is over")
            events = rnd.apply(action)
        except RuleError as exc:
            yield {"ok": False, "error": exc.code.value, "message": exc.message}
            continue
        yield {"ok": True}
        for event in events:
            if isinstance(event, RoundEnded):
                result = event.result
                yield {
                    "round_over": True,
                    "finish": result.finish.value,
                    "finisher": result.finisher,
                    "points": result.points,
                }


def one_line(text: str) -> str:
    """``text`` with every unprintable character (newline, NUL, U+202E...) escaped as repr does."""
    return "".join(c if c.isprintable() else repr(c)[1:-1] for c in text)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python -m hand_desktop.core.referee SCENARIO.json", file=sys.stderr)
        return 2
    try:
        scenario = load_scenario_file(args[0])
    except ScenarioError as exc:
        print(f"referee: error: {one_line(str(exc))}", file=sys.stderr)
        return 2
    for line in referee_lines(scenario):
        print(json.dumps(line, ensure_ascii=False), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
