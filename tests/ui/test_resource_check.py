"""Missing game files: named once at start-up, and the game goes on with plain pictures."""

from __future__ import annotations

import logging
import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import QSize

from hand_desktop import paths
from hand_desktop.core.cards import Suit
from hand_desktop.core.rules import Rules
from hand_desktop.ui import app as app_module
from hand_desktop.ui import card_art, main_window, storage
from hand_desktop.ui.card_art import CardArt
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.resource_check import (
    MAX_LISTED,
    Fallback,
    card_files,
    check_resources,
    expected_files,
    font_file,
    missing_message,
    sound_files,
)
from hand_desktop.ui.storage import Settings
from hand_desktop.ui.words import i18n
from hand_desktop.ui.words.languages import NOTO_SANS_ARABIC

RESOURCES = paths.resources()
ARABIC_FONT = font_file(NOTO_SANS_ARABIC)


@pytest.fixture
def copy(tmp_path: Path) -> Path:
    """A copy of the game's resources that a test may damage."""
    target = tmp_path / "resources"
    shutil.copytree(RESOURCES, target)
    return target


def test_the_installed_resources_are_complete() -> None:
    report = check_resources(RESOURCES)
    assert report.complete and report.missing == () and missing_message(report) is None
    # Every picture the repository has, no more: 52 faces, the Joker, 3 backs, 4 felts,
    # 26 four-colour faces and 52 + 26 small ones.
    cards = RESOURCES / "cards"
    assert sorted(card_files()) == sorted(f"cards/{p.relative_to(cards).as_posix()}"
                                          for p in cards.rglob("*.svg"))
    assert len(card_files()) == 53 + 3 + 4 + 26 + 78
    assert sorted(sound_files()) == sorted(f"sounds/{p.name}" for p in (RESOURCES / "sounds").glob("*.wav"))
    assert all((RESOURCES / name).is_file() for name in expected_files())


def test_missing_files_are_named_with_what_replaces_them(app, copy: Path) -> None:
    (copy / "cards" / "back.svg").unlink()
    (copy / "cards" / "AS.svg").write_bytes(b"")  # empty counts as missing
    (copy / ARABIC_FONT).unlink()
    (copy / "i18n" / "hand_ar.ts").unlink()
    (copy / "i18n" / "hand_ar.qm").unlink(missing_ok=True)  # a build product, when built
    report = check_resources(copy)
    assert report.missing == ("cards/AS.svg", "cards/back.svg", ARABIC_FONT, "i18n/hand_ar.ts")
    assert report.fallbacks == (Fallback.PLAIN_CARDS, Fallback.SYSTEM_FONT, Fallback.ENGLISH)
    text = missing_message(report)
    assert text is not None
    assert "not installed completely" in text and "4 of its files" in text
    for name in report.missing:
        assert name in text
    assert str(copy) in text and "drawn plainly" in text and "English" in text


def test_a_compiled_catalogue_stands_for_its_source(copy: Path) -> None:
    ts = copy / "i18n" / "hand_en.ts"
    ts.with_suffix(".qm").write_bytes(b"qm")
    ts.unlink()
    assert check_resources(copy).complete


def test_no_resources_folder_at_all(app, tmp_path: Path) -> None:
    report = check_resources(tmp_path / "nowhere")
    assert len(report.missing) == len(expected_files())
    text = missing_message(report)
    assert text is not None and f"and {len(report.missing) - MAX_LISTED} more" in text


def test_the_message_is_in_arabic(app, tmp_path: Path) -> None:
    i18n.switch_language(app, "ar")
    text = missing_message(check_resources(tmp_path / "nowhere"))
    assert text is not None and any("\u0600" <= ch <= "\u06ff" for ch in text.split("\n")[0])


def test_start_up_tells_what_is_missing(app, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(paths, "resources", lambda: tmp_path / "nowhere")
    problems = app_module.resource_warnings()
    assert len(problems) == 1 and "cards/AS.svg" in problems[0]
    monkeypatch.setattr(paths, "resources", lambda: RESOURCES)
    assert app_module.resource_warnings() == []


def test_missing_card_pictures_are_drawn_plainly_and_reported_once(
    app, copy: Path, caplog: pytest.LogCaptureFixture
) -> None:
    for name in ("AS.svg", "back.svg", "felt.svg"):
        (copy / "cards" / name).unlink()
    art = CardArt(copy / "cards")
    with caplog.at_level(logging.WARNING, logger="hand_desktop.ui.card_art"):
        for width in (60, 61, 62):  # three sizes: three renders, one warning per picture
            for name in ("AS", "back", "KH"):
                assert not art.pixmap(name, width).isNull()
            assert not art.felt(QSize(300, 200)).isNull()
            assert not art.suit_pixmap(Suit.S, 20 + width).isNull()
    warned = [r.getMessage() for r in caplog.records]
    assert sum("AS.svg" in m for m in warned) == 2  # the face once, its suit shape once
    assert sum("back.svg" in m for m in warned) == 1 and sum("felt.svg" in m for m in warned) == 1
    assert not any("KH.svg" in m for m in warned)


def test_the_table_plays_on_without_any_card_pictures(
    app, qtbot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    monkeypatch.setattr(card_art, "_shared", CardArt(tmp_path / "no-cards"))
    card_art._suit_svg.cache_clear()
    win = MainWindow(Settings(animation_ms=0))
    win.watch_pause_ms = 600_000
    win.inform = lambda *_: None  # type: ignore[method-assign]
    qtbot.addWidget(win)
    win.show()
    try:
        win.start_match(Rules(), ["Ana", "Badr"], ["human", "easy"], seed=3)
        assert isinstance(win.table, main_window.QWidget) and win.table is not win.welcome
        assert not win.grab().isNull()  # paints (an exception in paint would fail the test)
        assert storage.load_saved_match(storage.autosave_path()).names == ("Ana", "Badr")
    finally:
        win.session.shutdown()
        win.close()
        card_art._suit_svg.cache_clear()
