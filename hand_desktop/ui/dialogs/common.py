"""Small pieces the shell's dialogs share: numbers, names of finishes and seats, card pictures."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QSize, Qt
from PySide6.QtGui import QGuiApplication, QPainter, QPixmap
from PySide6.QtWidgets import QWidget

from hand_desktop.core.cards import Card
from hand_desktop.core.rules import Variant
from hand_desktop.core.scoring import GULF_ROWS, Finish, RoundResult
from hand_desktop.ui.i18n import fmt_int, fmt_signed, isolate
from hand_desktop.ui.marks import QT_TRANSLATE_NOOP


def number(n: int) -> str:
    """Every number people see goes through here (Western or Arabic-Indic digits, a setting)."""
    return fmt_int(n)


def signed(n: int) -> str:
    """Points with their sign: "+32", "-30", "0"."""
    return fmt_signed(n)


def isolated(name: str) -> str:
    """A player's name set into a sentence: isolated, so a Latin name in Arabic text (or the
    reverse) does not pull the punctuation around it to the wrong side."""
    return isolate(name)


def default_name(seat: int) -> str:
    """ "Player 3" / "لاعب ٣": in the current language, without the article, so that it
    fits a call ("يا لاعب ٣"). Matches store "" for a default name, never this text."""
    return fill(QCoreApplication.translate("NewGameDialog", "Player %1"), number(seat + 1))


def shown_names(names: Sequence[str]) -> list[str]:
    """The names people see: a seat without a name gets its default name."""
    return [name.strip() or default_name(seat) for seat, name in enumerate(names)]


def names_list(names: Sequence[str]) -> str:
    """Players' names in a sentence: each isolated, with the language's comma."""
    from hand_desktop.ui.i18n import join_list

    return join_list(names)


def fill(text: str, *values: object) -> str:
    """Qt-style ``%1 %2`` placeholders, filled in any order the translation puts them."""
    # Replace the highest numbers first so that %1 does not eat the start of %10.
    for i in range(len(values), 0, -1):
        text = text.replace(f"%{i}", str(values[i - 1]))
    return text


_VARIANTS = {
    Variant.HAND: QT_TRANSLATE_NOOP("Variant", "Hand"),
    Variant.HAND_PARTNERS: QT_TRANSLATE_NOOP("Variant", "Hand Partners"),
    Variant.SAUDI: QT_TRANSLATE_NOOP("Variant", "Saudi Hand"),
    Variant.SAUDI_PARTNERS: QT_TRANSLATE_NOOP("Variant", "Saudi Hand Partners"),
}


def variant_name(variant: Variant) -> str:
    return QCoreApplication.translate("Variant", _VARIANTS[variant])


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
    return fill(QCoreApplication.translate("Scores", "%1 & %2"), isolated(names[team]),
                isolated(names[team + 2]))


# ---------------------------------------------------------------------- card pictures


def card_pixmap(card: Card | str, height: int = 56) -> QPixmap:
    """A card face drawn from the SVGs in resources/cards (suits as shapes, never font glyphs)."""
    code = card if isinstance(card, str) else card.code()
    screen = QGuiApplication.primaryScreen()
    ratio = screen.devicePixelRatio() if screen is not None else 1.0
    # Imported here: Qt SVG loads when a card is first shown. One cache for the whole
    # app: the table has usually drawn these cards already.
    from hand_desktop.ui.card_art import ASPECT, shared_art

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
