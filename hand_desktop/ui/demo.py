"""Watching the computer play: the demo match, and dialogs that move on by themselves.

A match is *watched* when no seat is played by a person (every seat a
computer player): nobody is there to press "Next round", so the round
summary and the match result close by themselves after a pause, and a
finished match is followed by another one at the same table, until the
window is closed or the player starts a game of their own. ``hand-desktop
--demo`` starts such a match at once (KPatience's demo, for Hand): it lets a
new player learn by watching, and crash and soak tests drive it.

The pause follows the animation speed, like the computer players' pace: a
few seconds at the normal speed, none when animations are off (then the
whole match runs as fast as the computer can play).
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QDialog, QPushButton

from hand_desktop.core.rules import Rules
from hand_desktop.core.seats import SeatKind

DEMO_PLAYERS = 4
DEMO_KIND = SeatKind.MEDIUM  # plays sensibly and thinks quickly, so the demo keeps moving
# Animations are on in a demo even when the player turned them off: it is there to be watched.
DEMO_ANIMATION_MS = 250
PAUSE_AT_NORMAL_MS = 5000  # how long a summary stays up at the normal speed (250 ms animations)
NORMAL_ANIMATION_MS = 250

_COUNTDOWN = re.compile(r" \(\d+\)$")


def is_watched(kinds: Sequence[SeatKind]) -> bool:
    """True when no seat is played by a person."""
    return bool(kinds) and all(SeatKind(kind) is not SeatKind.HUMAN for kind in kinds)


def pause_ms(animation_ms: int) -> int:
    """How long a summary stays up while watching, for this animation speed."""
    return PAUSE_AT_NORMAL_MS * max(0, animation_ms) // NORMAL_ANIMATION_MS


def demo_animation_ms(chosen_ms: int) -> int:
    """The demo's animation speed: the player's, or the normal one when they turned them off."""
    return chosen_ms if chosen_ms > 0 else DEMO_ANIMATION_MS


def demo_table() -> tuple[Rules, tuple[str, ...], tuple[SeatKind, ...]]:
    """The demo's rules (the default variant), names and seats: four computer players."""
    from hand_desktop.ui.dialogs.new_game import default_name

    names = tuple(default_name(seat) for seat in range(DEMO_PLAYERS))
    return Rules(), names, (DEMO_KIND,) * DEMO_PLAYERS


class AutoContinue(QObject):
    """Presses a dialog's button after ``ms``, counting the seconds down on the button.

    Lives as the dialog's child, so it stops when the dialog goes. ``fired`` tells
    the dialog's owner that the dialog closed by itself, not by a person.
    """

    def __init__(self, dialog: QDialog, button: QPushButton, ms: int) -> None:
        super().__init__(dialog)
        self.dialog = dialog
        self.button = button
        self.fired = False
        self._left_ms = max(0, ms)
        self._tick = QTimer(self)
        self._tick.setInterval(min(1000, self._left_ms) or 0)
        self._tick.timeout.connect(self._on_tick)
        dialog.finished.connect(self._tick.stop)

    def start(self) -> None:
        self._show_countdown()
        self._tick.start()

    def _on_tick(self) -> None:
        self._left_ms -= max(1, self._tick.interval())
        if self._left_ms > 0:
            self._show_countdown()
            return
        self._tick.stop()
        if self.dialog.isVisible() and self.dialog.result() == 0:
            self.fired = True
            self._set_suffix("")
            self.button.click()

    def _show_countdown(self) -> None:
        if self._left_ms >= 1000:
            seconds = (self._left_ms + 999) // 1000
            from hand_desktop.ui.words.text import number

            self._set_suffix(f" ({number(seconds)})")

    def _set_suffix(self, suffix: str) -> None:
        # The dialog may have retranslated the button meanwhile: strip any old countdown first.
        base = _COUNTDOWN.sub("", self.button.text())
        self.button.setText(base + suffix)

