"""Small pieces the shell's dialogs share: names of finishes and teams, card pictures."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QPainter, QPainterPath
from PySide6.QtWidgets import QWidget

from hand_desktop.core.cards import Card
from hand_desktop.core.scoring import GULF_ROWS, Finish, RoundResult
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP
from hand_desktop.ui.words.text import number

if TYPE_CHECKING:  # the card pictures load with the first card strip: the new-game dialog
    from hand_desktop.ui.card_art import CardArt  # (which uses ``Rows``) is on the start path

_FINISHES = {
    Finish.NORMAL: QT_TRANSLATE_NOOP("Finish", "Normal finish"),
    Finish.HAND: QT_TRANSLATE_NOOP("Finish", "Hand"),
    Finish.NO_CONTEST: QT_TRANSLATE_NOOP("Finish", "No contest"),
    Finish.COLOURED_HAND: QT_TRANSLATE_NOOP("Finish", "Coloured Hand"),
    Finish.JOKER_HAND: QT_TRANSLATE_NOOP("Finish", "Joker Hand"),
    Finish.SUITED_HAND: QT_TRANSLATE_NOOP("Finish", "Suited Hand"),
    Finish.DOUBLE_JOKER_HAND: QT_TRANSLATE_NOOP("Finish", "Double Joker Hand"),
    Finish.DOUBLE_JOKER_COLOURED_HAND: QT_TRANSLATE_NOOP("Finish", "Double Joker coloured Hand"),
}


def finish_name(finish: Finish) -> str:
    return QCoreApplication.translate("Finish", _FINISHES[finish])


def finish_multiplier(finish: Finish) -> int | None:
    """What an opened opponent's hand is multiplied by (the finish's row); None for a no-contest."""
    if finish is Finish.NO_CONTEST:
        return None
    return GULF_ROWS[finish].multiplier


def multiplier_text(result: RoundResult) -> str:
    m = finish_multiplier(result.finish)
    return "\u2014" if m is None else "\u00d7" + number(m)


def team_of(seat: int) -> int:
    """Partners sit opposite: team 0 is seats 0 and 2, team 1 is seats 1 and 3."""
    return seat % 2


# ---------------------------------------------------------------------- card pictures


class CardStrip(QWidget):
    """A row of overlapping cards (the cards left in a hand) as the table shows them: the
    table's own pictures (``card_art.shared_art``, the same SVGs, shadow and cache) on a
    band of the table's felt."""

    OVERLAP = 0.55  # the share of each card hidden under the next one
    PAD = 4  # felt around the cards, logical pixels

    def __init__(self, cards: Sequence[Card | None], height: int = 56, parent: QWidget | None = None,
                 art: CardArt | None = None) -> None:
        super().__init__(parent)
        from hand_desktop.ui.table.sentences import cards_text

        self.art = art  # None: the table's own (a preview of other pictures has its own)
        self.cards = tuple(cards)
        self._height = height  # of a card
        self.setAccessibleName(cards_text([c for c in self.cards if c is not None]))
        self.setToolTip(self.accessibleName())

    def card_width(self) -> int:
        from hand_desktop.ui.card_art import ASPECT

        return round(self._height / ASPECT)

    def step(self) -> int:
        return round(self.card_width() * (1 - self.OVERLAP))

    def sizeHint(self) -> QSize:
        if not self.cards:
            return QSize(0, self._height)
        width = self.card_width() + self.step() * (len(self.cards) - 1)
        from hand_desktop.ui.card_art import SHADOW_PAD

        return QSize(width + 2 * self.PAD + SHADOW_PAD, self._height + 2 * self.PAD + SHADOW_PAD)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def card_x(self, i: int) -> int:
        """Where card ``i`` starts; right to left the row starts at the right."""
        x = self.PAD + i * self.step()
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            from hand_desktop.ui.card_art import SHADOW_PAD

            return self.width() - SHADOW_PAD - x - self.card_width()
        return x

    def paintEvent(self, _event: object) -> None:
        if not self.cards:
            return
        from hand_desktop.ui.card_art import card_name, shared_art

        art = self.art or shared_art()
        ratio = self.devicePixelRatioF()
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        band = QRectF(self.rect())
        felt = QPainterPath()
        felt.addRoundedRect(band, 6, 6)
        painter.setClipPath(felt)
        painter.drawPixmap(self.rect(), art.felt(self.size(), ratio))
        painter.setClipping(False)
        order = list(range(len(self.cards)))
        if self.layoutDirection() == Qt.LayoutDirection.RightToLeft:
            # The fan grows to the left: draw it from the far end so every card's
            # top-left index stays uncovered, as in a left-to-right fan.
            order.reverse()
        for i in order:
            pixmap = art.shadowed(card_name(self.cards[i]), self.card_width(), ratio)
            painter.drawPixmap(self.card_x(i), self.PAD, pixmap)
        painter.end()
