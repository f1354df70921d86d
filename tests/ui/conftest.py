"""Fixtures shared by the UI tests."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication

from hand_desktop.ui import storage
from hand_desktop.ui.words import i18n


@pytest.fixture
def app(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[QApplication]:
    """The application in English, its home under tmp; English again afterwards.

    (``test_i18n.py`` has its own ``app``: there the language is not installed beforehand.)
    """
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    i18n.install(qapp, "en")
    yield qapp
    i18n.set_digits(None)
    i18n.switch_language(qapp, "en")
