"""Sharing a review: a round or the whole match as a picture of the table, or as text.

A picture is the game's own table drawn off screen: the round shown now as it
stands, or the last moment of every round, one under the other. The text is
the move log with the coach's marks, round by round, with each round's summary.
Files are written whole (a temporary file renamed), never half.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QCoreApplication, QRectF, Qt
from PySide6.QtGui import QAction, QColor, QImage, QKeySequence, QPainter
from PySide6.QtWidgets import QFileDialog, QMessageBox, QWidget

from hand_desktop.ui.review.words import summary_text
from hand_desktop.ui.words.text import fill, isolate, ltr, number

if TYPE_CHECKING:
    from hand_desktop.core.coach import Coaching
    from hand_desktop.core.replay import Replay
    from hand_desktop.ui.review.scene import ReviewScene, ReviewView
    from hand_desktop.ui.review.session import ReviewSession


class ReviewWindow(Protocol):
    """What sharing reads of the review window (which makes the export's actions: no import
    of it here)."""

    replay: Replay
    session: ReviewSession
    scene: ReviewScene
    view: ReviewView
    coaching: Coaching | None

    @property
    def position(self) -> int: ...

    def goto(self, position: int) -> None: ...

    def log_lines(self, index: int) -> Sequence[tuple[object, str]]: ...

    def marked_seats(self) -> list[int]: ...

    def parent_widget(self) -> QWidget: ...

CTX = "Review"
GAP = 12  # pixels between the rounds of a whole match's picture


def _tr(text: str) -> str:
    return QCoreApplication.translate(CTX, text)


def table_image(window: ReviewWindow) -> QImage:
    """The table as it is shown now, at its size on screen (the screen's pixel ratio)."""
    scene = window.scene
    rect = scene.sceneRect()
    ratio = window.view.devicePixelRatioF()
    image = QImage(int(rect.width() * ratio), int(rect.height() * ratio), QImage.Format.Format_ARGB32)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("#0f3320"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, rect.width(), rect.height()), rect)
    painter.end()
    return image


def match_image(window: ReviewWindow) -> QImage:
    """The last moment of every round, one under the other (the review comes back where it was)."""
    position = window.position  # (a better move shown is not shown again afterwards)
    pictures = []
    for index in range(window.replay.rounds):
        window.goto(window.replay.round_span(index).stop - 1)
        window.scene.animator.finish_all()
        pictures.append(table_image(window))
    window.goto(position)
    ratio = pictures[0].devicePixelRatio()
    width = max(p.width() for p in pictures)
    height = sum(p.height() for p in pictures) + int(GAP * ratio) * (len(pictures) - 1)
    whole = QImage(width, height, QImage.Format.Format_ARGB32)
    whole.fill(QColor("#0a2414"))
    painter = QPainter(whole)
    y = 0
    for picture in pictures:
        picture.setDevicePixelRatio(1.0)  # pasted pixel for pixel
        painter.drawImage(0, y, picture)
        y += picture.height() + int(GAP * ratio)
    painter.end()
    whole.setDevicePixelRatio(ratio)
    return whole


def review_text(window: ReviewWindow, rounds: list[int]) -> str:
    """The move log of ``rounds`` (0-based) with the coach's marks and each round's summary."""
    session = window.session
    names = ", ".join(isolate(session.name(s)) for s in range(window.replay.players))
    lines = [fill(_tr("Review: %1"), names), ""]
    for index in rounds:
        lines.append(fill(_tr("Round %1"), number(index + 1)))
        for _key, text in window.log_lines(index):
            lines.append("  " + text)
        if window.coaching is not None:
            for seat in window.marked_seats():
                lines.append(fill(_tr("%1: %2"), isolate(session.name(seat)),
                                  summary_text(window.coaching.summary(seat, index + 1))))
        lines.append("")
    return "\n".join(lines)


def write_bytes_whole(path: Path, data: bytes) -> None:
    """Write a file whole: a temporary file beside it, renamed over it."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def save_image(image: QImage, path: Path) -> None:
    """A PNG written whole; ``OSError`` when it cannot be."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice

    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    if not image.save(buffer, "PNG"):  # type: ignore[call-overload]  # the stubs say bytes; PySide takes str
        raise OSError("the picture could not be made")
    write_bytes_whole(path, bytes(data.data()))


class ExportActions:
    """The Export menu's four actions (with keys) and what they do."""

    def __init__(self, window: ReviewWindow) -> None:
        self.window = window
        self.round_picture = self._action("Ctrl+S", self.save_round_picture)
        self.match_picture = self._action("Ctrl+Shift+S", self.save_match_picture)
        self.round_text = self._action("Ctrl+E", self.save_round_text)
        self.match_text = self._action("Ctrl+Shift+E", self.save_match_text)
        self.actions = [self.round_picture, self.match_picture, self.round_text, self.match_text]

    def _action(self, keys: str, slot: object) -> QAction:
        act = QAction(self.window.parent_widget())
        act.setShortcut(QKeySequence(keys))
        act.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
        act.triggered.connect(lambda _=False: slot())  # type: ignore[operator]
        return act

    def retranslate(self) -> None:
        self.round_picture.setText(_tr("This round as a &picture\u2026"))
        self.match_picture.setText(_tr("The whole match as a p&icture\u2026"))
        self.round_text.setText(_tr("This round as &text\u2026"))
        self.match_text.setText(_tr("The whole match as te&xt\u2026"))

    # ------------------------------------------------------------------ doing it

    def _ask_path(self, title: str, name: str, what: str) -> Path | None:
        path, _ = QFileDialog.getSaveFileName(self.window.parent_widget(), title, str(Path.home() / name), what)
        return Path(path) if path else None

    def _failed(self, exc: OSError) -> None:
        QMessageBox.warning(self.window.parent_widget(), _tr("Export"),
                            fill(_tr("The file could not be written.\n\n%1"), ltr(str(exc))))

    def save_round_picture(self) -> bool:
        path = self._ask_path(_tr("Save this round as a picture"), "hand-round.png", _tr("Pictures (*.png)"))
        return path is not None and self.write_picture(path, whole=False)

    def save_match_picture(self) -> bool:
        path = self._ask_path(_tr("Save the whole match as a picture"), "hand-match.png", _tr("Pictures (*.png)"))
        return path is not None and self.write_picture(path, whole=True)

    def save_round_text(self) -> bool:
        path = self._ask_path(_tr("Save this round as text"), "hand-round.txt", _tr("Text (*.txt)"))
        return path is not None and self.write_text(path, whole=False)

    def save_match_text(self) -> bool:
        path = self._ask_path(_tr("Save the whole match as text"), "hand-match.txt", _tr("Text (*.txt)"))
        return path is not None and self.write_text(path, whole=True)

    def write_picture(self, path: Path, whole: bool) -> bool:
        window = self.window
        image = match_image(window) if whole else table_image(window)
        try:
            save_image(image, path)
        except OSError as exc:
            self._failed(exc)
            return False
        return True

    def write_text(self, path: Path, whole: bool) -> bool:
        window = self.window
        rounds = list(range(window.replay.rounds)) if whole else [window.replay.round_index(window.position)]
        try:
            write_bytes_whole(path, review_text(window, rounds).encode("utf-8"))
        except OSError as exc:
            self._failed(exc)
            return False
        return True
