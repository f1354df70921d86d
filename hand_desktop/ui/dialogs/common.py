"""Small pieces the shell's dialogs share: names of finishes and teams, card pictures."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QGuiApplication, QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from hand_desktop import paths
from hand_desktop.core.cards import Card
from hand_desktop.core.scoring import GULF_ROWS, Finish, RoundResult
from hand_desktop.ui.text import fill, isolate, number

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


def team_name(names: Sequence[str], team: int) -> str:
    return fill(QCoreApplication.translate("Scores", "%1 & %2"), isolate(names[team]),
                isolate(names[team + 2]))


# ---------------------------------------------------------------------- card pictures


def _renderer(code: str):
    from PySide6.QtSvg import QSvgRenderer

    return QSvgRenderer(str(paths.cards_dir() / f"{code}.svg"))


@lru_cache(maxsize=256)
def _card_pixmap(code: str, height: int, ratio: float) -> QPixmap:
    renderer = _renderer(code)
    size = renderer.defaultSize()
    width = round(height * size.width() / size.height()) if size.height() else round(height * 5 / 7)
    pixmap = QPixmap(QSize(round(width * ratio), round(height * ratio)))
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter, QRectF(0, 0, pixmap.width(), pixmap.height()))
    painter.end()
    pixmap.setDevicePixelRatio(ratio)
    return pixmap


def card_pixmap(card: Card | str, height: int = 56) -> QPixmap:
    """A card face drawn from the SVGs in resources/cards (suits as shapes, never font glyphs)."""
    code = card if isinstance(card, str) else card.code()
    screen = QGuiApplication.primaryScreen()
    ratio = screen.devicePixelRatio() if screen is not None else 1.0
    try:
        from hand_desktop.ui.card_art import ASPECT, shared_art
    except ImportError:  # the table's card-art cache is not there: render here
        return _card_pixmap(code, height, ratio)
    # One cache for the whole app: the table has usually drawn these cards already.
    return shared_art().pixmap(code, round(height / ASPECT), ratio)


class CardStrip(QWidget):
    """A row of small overlapping card pictures (the cards left in a hand)."""

    OVERLAP = 0.55  # the share of each card hidden under the next one

    def __init__(self, cards: Sequence[Card], height: int = 56, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.cards = tuple(cards)
        self._height = height
        self._pixmaps = [card_pixmap(card, height) for card in self.cards]
        self.setAccessibleName(" ".join(c.code() for c in self.cards))
        self.setToolTip(self.accessibleName())

    def _card_width(self) -> int:
        if not self._pixmaps:
            return round(self._height * 5 / 7)
        return round(self._pixmaps[0].width() / self._pixmaps[0].devicePixelRatio())

    def sizeHint(self) -> QSize:
        if not self._pixmaps:
            return QSize(0, self._height)
        step = round(self._card_width() * (1 - self.OVERLAP))
        return QSize(self._card_width() + step * (len(self._pixmaps) - 1), self._height)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def paintEvent(self, _event: object) -> None:
        painter = QPainter(self)
        width = self._card_width()
        step = round(width * (1 - self.OVERLAP))
        rtl = self.layoutDirection() == Qt.LayoutDirection.RightToLeft
        order = list(enumerate(self._pixmaps))
        if rtl:
            # The fan grows to the left: draw it from the far end so every card's
            # top-left index stays uncovered, as in a left-to-right fan.
            order.reverse()
        for i, pixmap in order:
            x = self.width() - width - i * step if rtl else i * step
            painter.drawPixmap(x, 0, pixmap)
        painter.end()
