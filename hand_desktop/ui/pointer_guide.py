"""A player's first match: short pointers on the table, each shown once.

Where to drag cards to build melds, what the fire pile is, what the counter
means: one pointer at a time, at the start of a turn of a person at this
computer, until each has been shown. A pointer is remembered as seen as soon as
it shows (``Settings.pointers_seen``), so it never comes back, even if the game
is closed under it. It closes with a click or Escape, and by itself when the
turn ends.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from hand_desktop.ui.preferences import Pointer
from hand_desktop.ui.words.text import fill

if TYPE_CHECKING:
    from hand_desktop.ui.sessions.session import Applied, Session


def pointer_text(pointer: Pointer, submit: str) -> str:
    """The words of a pointer (``submit``: the name of the button that lays melds down)."""
    if pointer is Pointer.MELDS:
        return fill(QCoreApplication.translate(
            "Pointers", "Drag cards from your hand up here to build melds. When they are ready, "
                        "lay them on the table with %1."), submit)
    if pointer is Pointer.FIRE:
        return QCoreApplication.translate(
            "Pointers", "The fire pile: the cards thrown so far. On your turn you may take its top "
                        "card instead of drawing from the stock.")
    return QCoreApplication.translate(
        "Pointers", "The counter: how many points the melds you are building are worth, and how "
                    "many more you need to open (lay your first melds).")


class PointerGuide(QObject):
    """Shows the pointers not yet seen on the table of the match in play."""

    def __init__(self, seen: Callable[[], tuple[str, ...]], remember: Callable[[str], None],
                 parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._seen = seen
        self._remember = remember
        self._table: Any = None
        self._session: Session | None = None
        self._waiting = False  # a turn began and no pointer has shown in it yet

    def next_pointer(self) -> Pointer | None:
        seen = set(self._seen())
        return next((p for p in Pointer if p.value not in seen), None)

    def attach(self, session: Session | None, table: Any) -> None:
        """Follow the match in play (None: no match)."""
        if self._session is not None:
            with contextlib.suppress(RuntimeError, TypeError):  # the session is already gone
                self._session.applied.disconnect(self._on_applied)
        if self._table is not None and hasattr(self._table, "scene"):
            with contextlib.suppress(RuntimeError, TypeError):  # the table is already gone
                self._table.scene.laidOut.disconnect(self._on_laid_out)
        self._session = self._table = None
        if session is not None and self.next_pointer() is not None and session.human_seats:
            self._session, self._table = session, table
            self._waiting = True
            session.applied.connect(self._on_applied)
            if hasattr(table, "scene"):
                table.scene.laidOut.connect(self._on_laid_out)  # the first layout may come later
            QTimer.singleShot(0, self.offer)

    def _on_applied(self, report: Applied) -> None:
        session = self._session
        if session is None:
            return
        if report.to_act is None or report.to_act not in session.human_seats:
            self._close()  # the turn went to someone else (or the round ended)
        self._waiting = True
        QTimer.singleShot(0, self.offer)  # after the table has followed the change

    def _on_laid_out(self) -> None:
        if self._waiting:
            self.offer()

    def _close(self) -> None:
        scene = getattr(self._table, "scene", None)
        if scene is not None and scene.pointer.isVisible():
            scene.pointer.setVisible(False)

    def offer(self) -> bool:
        """Show the next pointer if a person here is to play and none shows; True if shown."""
        table, session = self._table, self._session
        scene = getattr(table, "scene", None)
        if session is None or scene is None or scene.lay is None or scene.pointer.isVisible():
            return False
        pointer = self.next_pointer()
        if pointer is None or scene.covered or scene.celebration.isVisible():
            return False
        view = scene.view
        if not view.my_turn or scene.seat not in session.human_seats:
            return False
        submit = table.action("submit").text().replace("&", "")
        if not table.show_pointer(pointer.value, pointer_text(pointer, submit)):
            return False
        self._remember(pointer.value)
        self._waiting = False  # one pointer a turn: the next at the next change of the game
        return True
