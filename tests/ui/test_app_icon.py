"""The game's own icon is on its windows (the installers carry it too)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from hand_desktop.ui import app as app_module


def test_the_windows_get_the_games_icon(app: QApplication) -> None:
    app.setWindowIcon(QApplication.style().standardIcon(QApplication.style().StandardPixmap.SP_FileIcon))
    before = app.windowIcon().cacheKey()
    app_module._set_window_icon(app)
    icon = app.windowIcon()
    assert not icon.isNull() and icon.cacheKey() != before
    assert not icon.pixmap(64, 64).isNull()
