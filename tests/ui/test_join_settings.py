"""The player's network name and the last address typed are remembered."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtWidgets import QDialog

from hand_desktop.ui import storage
from hand_desktop.ui.main_window import MainWindow
from hand_desktop.ui.sessions.join_dialog import JoinDialog
from hand_desktop.ui.storage import Settings


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path))
    return tmp_path


def test_name_and_address_round_trip(home: Path) -> None:
    chosen = Settings(net_name="Layla", last_address="127.0.0.1:47200")
    storage.save_settings(chosen)
    assert storage.load_settings() == (chosen, None)


@pytest.mark.parametrize("content", ['{"net_name": 7}', '{"last_address": ["x"]}',
                                     '{"net_name": "' + "x" * 25 + '"}'])
def test_a_bad_name_or_address_sets_the_settings_aside(home: Path, content: str) -> None:
    path = storage.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(content, encoding="utf-8")
    settings, warning = storage.load_settings()
    assert settings == Settings() and warning is not None


def test_the_join_dialog_starts_from_them_and_the_window_keeps_what_was_typed(
        app, qtbot, home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    seen: dict[str, str] = {}

    def answer(dialog: JoinDialog) -> int:
        seen.update(name=dialog.name_edit.text(), address=dialog.address_edit.text(),
                    finder=str(dialog.finder.addresses))
        dialog.name_edit.setText("Omar")
        dialog.address_edit.setText("127.0.0.1:47999")
        return QDialog.DialogCode.Rejected

    monkeypatch.setattr(JoinDialog, "exec", answer)
    window = MainWindow(Settings(net_name="Layla", last_address="127.0.0.1"))
    qtbot.addWidget(window)
    assert not window.join_table(addresses=["127.0.0.1"])
    assert seen == {"name": "Layla", "address": "127.0.0.1", "finder": "['127.0.0.1']"}
    assert (window.settings.net_name, window.settings.last_address) == ("Omar", "127.0.0.1:47999")
    assert storage.load_settings()[0].net_name == "Omar"
    assert window.session is None
    # The menu item and the welcome page's button lead there, with a shortcut.
    assert window.join_action.shortcut().toString() == "Ctrl+J"
    assert window.welcome.join_button.text()
