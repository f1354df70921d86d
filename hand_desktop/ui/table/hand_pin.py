"""The hand keeps still under the pointer.

Without this, the hand is centred again after every change: a card dragged out of
the middle makes every other card slide half a step, and the next press picks up
the wrong card. While the pointer is over the hand (and for a moment after it
leaves, or while a drag from it goes on) the hand's leading edge and its step are
pinned: cards close up from the trailing side only, as browser tabs do when one is
closed, and the hand is centred again once the pointer has gone.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QObject, QPointF, QRectF, QTimer

RELEASE_MS = 700  # how long after the pointer leaves the hand it is centred again


@dataclass(frozen=True)
class HandPin:
    """Where the hand's leading card is held: its leading edge (left, or right right to left)
    and the step between cards."""

    edge: float
    step: float


def pinned_positions(rect: QRectF, count: int, card_w: float, y: float, rtl: bool,
                     pin: HandPin) -> list[QPointF] | None:
    """``count`` cards from the pinned edge with the pinned step; None when they would not
    fit ``rect`` that way (then the hand is laid out as usual)."""
    total = card_w + pin.step * (count - 1)
    left = pin.edge - total if rtl else pin.edge
    if left < rect.left() - 0.5 or left + total > rect.right() + 0.5:
        return None
    out = [QPointF(left + i * pin.step, y) for i in range(count)]
    return out[::-1] if rtl else out


def pin_of(positions: list[QPointF], card_w: float, rtl: bool) -> HandPin | None:
    """The pin that keeps a hand laid out at ``positions`` (leading card first) where it is."""
    if not positions:
        return None
    step = abs(positions[1].x() - positions[0].x()) if len(positions) > 1 else card_w
    edge = positions[0].x() + card_w if rtl else positions[0].x()
    return HandPin(edge, step)


class HandHold(QObject):
    """Pins the hand while the pointer is over it; lets go (and lays out again) a moment
    after it has left, never in the middle of a drag."""

    def __init__(self, current: Callable[[], HandPin | None], relayout: Callable[[], None],
                 dragging: Callable[[], bool], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pin: HandPin | None = None
        self._current, self._relayout, self._dragging = current, relayout, dragging
        self._release = QTimer(self)
        self._release.setSingleShot(True)
        self._release.setInterval(RELEASE_MS)
        self._release.timeout.connect(self._let_go)

    def pointer(self, over_hand: bool) -> None:
        """The pointer moved: over the hand or not."""
        if over_hand:
            self._release.stop()
            if self.pin is None:
                self.pin = self._current()
        elif self.pin is not None and not self._release.isActive():
            self._release.start()

    def clear(self) -> None:
        """A new size or deal: nothing to keep."""
        self._release.stop()
        self.pin = None

    def _let_go(self) -> None:
        if self._dragging():
            self._release.start()  # not under a card being dragged: after the drop
            return
        self.pin = None
        self._relayout()
