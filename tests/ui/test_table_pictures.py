"""The table's card pictures in memory: a hidden card holds none, and a long session's
many sizes (melds crowding the table, the window resized) leave only what the table
shows and the card cache's budget."""

from __future__ import annotations

import gc

import pytest

from hand_desktop.ui import card_art
from tests.ui.table_support import Table, scenario_match, seats_one_human


@pytest.fixture
def art(monkeypatch: pytest.MonkeyPatch) -> card_art.CardArt:
    """A card cache of this test's own, so that only this table's pictures are counted."""
    fresh = card_art.CardArt()
    monkeypatch.setattr(card_art, "_shared", fresh)
    return fresh


def _shown_bytes(table: Table) -> int:
    pictures = {id(it._pixmap): it._pixmap for it in table.scene.card_items.values()
                if it.isVisible() and it._pixmap is not None}
    return sum(card_art._bytes(p) for p in pictures.values())


def test_a_hidden_card_holds_no_picture(qtbot, art: card_art.CardArt) -> None:
    table = Table(qtbot, scenario_match(), seats_one_human())
    try:
        item = table.hand_item("2S")
        assert item.isVisible() and item._pixmap is not None
        item.setVisible(False)  # as a card put back in the stock at a new deal
        assert item._pixmap is None
        table.scene.sync(animate=False)  # shown again: it has its picture back
        assert item.isVisible() and item._pixmap is not None
        hidden = [it for it in table.scene.card_items.values() if not it.isVisible()]
        assert hidden and all(it._pixmap is None for it in hidden)
    finally:
        table.close()


def test_resizing_through_many_sizes_keeps_the_tables_pictures_and_the_budget(
        qtbot, art: card_art.CardArt) -> None:
    table = Table(qtbot, scenario_match(), seats_one_human())
    try:
        for width in range(900, 1700, 80):  # ten sizes: each draws every card shown again
            table.window.resize(width, width * 5 // 8)
            qtbot.waitUntil(lambda w=width: table.scene.sceneRect().width() > w - 100, timeout=5000)
        gc.collect()
        assert art.renders > 10 * 20  # the sizes really were drawn
        assert art.held()[1] <= _shown_bytes(table) + card_art._CACHE_BYTES
    finally:
        table.close()
