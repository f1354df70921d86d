"""Issue 28 item 11: a plate's lines are made smaller, then shortened with an ellipsis; never
a word cut at the plate's edge ("opened ✓" read "openec", "discard" lost its end)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from hand_desktop.ui.card_art import shared_art
from hand_desktop.ui.table.decor import PlateInfo, PlateItem


class Recorder(QPainter):
    """A painter that notes every text drawn, its box and whether it fits there."""

    def __init__(self, image: QImage) -> None:
        super().__init__(image)
        self.texts: list[tuple[str, QRectF, bool]] = []

    def drawText(self, *args) -> None:  # type: ignore[no-untyped-def,override]
        if len(args) == 3 and isinstance(args[0], QRectF):
            box, flags, text = args
            metrics = QFontMetricsF(self.font())
            need = metrics.boundingRect(box, flags, text)
            self.texts.append((text, box, need.width() <= box.width() + 0.5
                               and need.height() <= max(box.height(), metrics.lineSpacing()) + 0.5))
        super().drawText(*args)


def _painted(info: PlateInfo, rect: QRectF) -> list[tuple[str, QRectF, bool]]:
    item = PlateItem(shared_art())
    item.set_plate(rect, info, 22, 1.0, False)
    image = QImage(400, 300, QImage.Format.Format_ARGB32_Premultiplied)
    painter = Recorder(image)
    try:
        item.paint(painter, QStyleOptionGraphicsItem(), None)
    finally:
        painter.end()
    return painter.texts


@pytest.mark.parametrize("own", [True, False])
def test_no_plate_line_runs_past_its_box(app, own: bool) -> None:
    info = PlateInfo("Player 1", "Score 0", "Medium \u00b7 14 cards \u00b7 opened \u2713",
                     "Your turn: meld, then discard" if own else "opened with 63 points",
                     -1 if own else 5, True, own)
    texts = _painted(info, QRectF(4, 4, 138, 96 if own else 118))
    assert texts
    for text, _box, fits in texts:
        assert fits or text.endswith("\u2026"), text
    detail = [t for t, _b, _f in texts if t.startswith("Medium")]
    assert detail and (detail[0] == info.detail or detail[0].endswith("\u2026"))
