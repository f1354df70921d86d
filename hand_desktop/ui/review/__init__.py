"""Reviewing a match: the entry points every screen calls.

* ``review_file(parent, path)``: a saved match (File > Review a saved match…,
  ``hand-desktop --review FILE``, a match kept for Statistics); a file that is
  not a saved match of ours, or a broken one, is refused with the message the
  game gives when it cannot open a file.
* ``review_match(parent, match, kinds, hosted)``: the match in play or just
  ended (the end of the match, the score sheet). A table hosted here can be
  reviewed once its match is over; a table joined over the network cannot (its
  moves are the host's: the host's saved match can).

The review opens from the seat of the first person at this computer (seat 0
when only computers played).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from hand_desktop.core.seats import SeatKind
from hand_desktop.ui import storage
from hand_desktop.ui.words.text import fill, ltr

if TYPE_CHECKING:
    from hand_desktop.core.match import Match
    from hand_desktop.ui.review.window import ReviewWindow

CTX = "Review"
OPEN_FILTER = "*.hand *.json"


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def first_person(kinds: Sequence[SeatKind]) -> int:
    """The seat the review is seen from: the first person's, else seat 0."""
    return next((s for s, k in enumerate(kinds) if k is SeatKind.HUMAN), 0)


def _refuse(parent: QWidget | None, text: str) -> None:
    QMessageBox.warning(parent, _tr("Review"), text)


def review_file(parent: QWidget | None, path: Path, animation_ms: int = 250) -> ReviewWindow | None:
    """Open the review of a saved match; a bad file is explained and nothing opens."""
    try:
        saved = storage.load_saved_match(path)
    except storage.StorageError as exc:
        _refuse(parent, fill(_tr("%1 cannot be reviewed.\n\n%2"), ltr(path), exc.explain()))
        return None
    data = storage.save_data(saved.match, saved.kinds)
    return _open(parent, data, Path(path), first_person(saved.kinds), animation_ms)


def review_match(parent: QWidget | None, match: Match | None, kinds: Sequence[SeatKind] = (),
                 hosted: bool = False, animation_ms: int = 250) -> ReviewWindow | None:
    """Open the review of the match in play or just ended (see the module's note)."""
    if match is None:
        _refuse(parent, _tr("A table joined over the network cannot be reviewed here: its moves are "
                            "kept by its host. Ask the host for the saved match."))
        return None
    if hosted and not match.over:
        _refuse(parent, _tr("A table you host can be reviewed once its match is over."))
        return None
    kinds = tuple(kinds) or tuple(s.kind for s in match.seats)
    source: Path | None = None
    if match.over:
        from hand_desktop.ui.review.archive import keep_finished

        source = keep_finished(match, kinds)
    data = match.to_json()
    data["seats"] = [k.value for k in kinds]
    return _open(parent, data, source, first_person(kinds), animation_ms)


def _open(parent: QWidget | None, data: dict[str, Any], source: Path | None, viewer: int,
          animation_ms: int) -> ReviewWindow | None:
    from hand_desktop.core.replay import Replay, SaveError
    from hand_desktop.ui.review.window import ReviewWindow

    try:
        replay = Replay.of(data)
    except SaveError as exc:  # read once already: only a bug gets here
        _refuse(parent, storage.StorageError(str(exc)).explain())
        return None
    window = ReviewWindow(replay, source, viewer, parent, animation_ms)
    window.show()
    window.raise_()
    window.activateWindow()
    return window


def choose_and_review(parent: QWidget | None, animation_ms: int = 250) -> ReviewWindow | None:
    """File > Review a saved match…: pick a file, review it."""
    from PySide6.QtWidgets import QFileDialog

    path, _ = QFileDialog.getOpenFileName(parent, _tr("Review a saved match"), str(Path.home()),
                                          fill(_tr("Saved matches (%1)"), OPEN_FILTER))
    return review_file(parent, Path(path), animation_ms) if path else None
