"""One place turns a refusal's code into words: every code, both languages, every path that shows one."""

from __future__ import annotations

import re
from collections.abc import Iterator
from enum import Enum
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from hand_desktop.core.rules import ErrorCode, Rules
from hand_desktop.core.seats import Seat, SeatKind
from hand_desktop.net.codes import NotSent, RefusedCode, RejectCode, WireError
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.storage import Settings
from hand_desktop.ui.words import i18n
from hand_desktop.ui.words.refusals import KNOWN_CODES, LESSON_CODE, error_text, refusal_text
from tests.ui.standin_table import StandInTable
from tests.ui.table_support import Table, scenario_match

DOCS = Path(__file__).resolve().parents[2] / "docs"
ENUMS: tuple[type[Enum], ...] = (ErrorCode, RefusedCode, NotSent, RejectCode, WireError)
EVERY_CODE = sorted({code.value for enum in ENUMS for code in enum})


def _arabic(text: str) -> bool:
    return any("\u0600" <= ch <= "\u06ff" for ch in text)


def _documented_codes() -> set[str]:
    """The codes RULES.md section 14 and PROTOCOL.md name, read from their text."""
    rules = (DOCS / "RULES.md").read_text(encoding="utf-8")
    protocol = (DOCS / "PROTOCOL.md").read_text(encoding="utf-8")
    rules_list = rules[rules.index("Error codes:"):].split("\n", 1)[0]
    refused = next(line for line in protocol.splitlines() if line.startswith("| `refused`"))
    closing = protocol[protocol.index("## 8. Errors that close a connection"):].split("\n\n")[1]
    ticked = (rules_list + refused.split("section 14 code")[1].split("(")[0]
              + closing.split("The host answers")[0])
    return (set(re.findall(r"`([a-z_0-9]+)`", ticked))
            | set(re.findall(r"→ `([a-z_]+)`", protocol))  # the reject codes of section 4
            | set(re.findall(r'code"?:"([a-z_]+)"', protocol)))  # version, unknown_type, replaced


@pytest.fixture
def language(app: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    i18n.switch_language(app, request.param)
    yield request.param
    i18n.switch_language(app, "en")


def test_every_documented_code_has_words() -> None:
    documented = _documented_codes()
    assert {"not_your_turn", "stale", "not_your_seat", "bad_code", "busy", "version",
            "too_long", "rate_limited", "replaced", "unknown_type"} <= documented  # the reading works
    assert documented <= KNOWN_CODES
    assert set(EVERY_CODE) <= KNOWN_CODES


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
def test_every_code_reads_in_the_players_language(language: str) -> None:
    seen: dict[str, str] = {}
    for code in EVERY_CODE:
        text = refusal_text(code, "a detail for the log")
        assert text and text.strip() and text != code and "detail" not in text, code
        assert _arabic(text) == (language == "ar"), (code, text)
        seen[code] = text
    # Different refusals say different things (only the two bad_input codes share one sentence).
    assert len(set(seen.values())) == len(seen)
    unknown = refusal_text("no_such_code", "an English note")
    assert unknown and _arabic(unknown) == (language == "ar") and "English" not in unknown
    assert error_text(ErrorCode.MUST_OPEN) == seen["must_open"]


def test_a_lessons_refusal_keeps_its_own_sentence() -> None:
    assert refusal_text(LESSON_CODE, "Put the 7 on the run.") == "Put the 7 on the run."
    assert refusal_text(LESSON_CODE, "") == refusal_text("no_such_code")


@pytest.mark.parametrize("language", ["en", "ar"], indirect=True)
@pytest.mark.parametrize(("code", "detail"), [("stale", ""), ("not_your_seat", ""),
                                               ("offline", "not connected to the host")])
def test_the_table_shows_words_for_a_network_refusal(qtbot: Any, language: str, code: str,
                                                     detail: str) -> None:
    t = Table(qtbot, scenario_match(), [Seat("Ann")] + [Seat(n, SeatKind.EASY) for n in ("Bob", "Cy", "Di")])
    try:
        t.session.rejected.emit(code, detail)
        shown = t.scene.toast.text
        assert shown == refusal_text(code) and shown and shown != detail
        assert _arabic(shown) == (language == "ar")
    finally:
        t.close()


@pytest.mark.parametrize(("code", "detail"), [("stale", ""), ("offline", "not connected to the host"),
                                               ("fire_card_locked", "you may not throw back the fire card")])
def test_the_window_shows_the_same_words(qtbot: Any, app: QApplication, code: str, detail: str) -> None:
    window = MainWindow(Settings(animation_ms=0), table_factory=StandInTable)
    qtbot.addWidget(window)
    try:
        window.start_match(Rules(rounds=3), ["Ann", "Bob"], [SeatKind.HUMAN, SeatKind.EASY], seed=2)
        assert window.session is not None
        window.session.rejected.emit(code, detail)
        assert window.statusBar().currentMessage() == refusal_text(code) != detail
    finally:
        window.close()
