"""Small pieces the shell's dialogs share: numbers, names of finishes and seats, card pictures."""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QGuiApplication, QPainter, QPalette, QPixmap
from PySide6.QtWidgets import QWidget

from hand_desktop import paths
from hand_desktop.core.cards import Card
from hand_desktop.core.rules import Variant
from hand_desktop.core.scoring import GULF_ROWS, Finish, RoundResult

# Looks set on the widget itself, not by style sheets: a style sheet anywhere in the first
# window puts Qt's style-sheet engine (parsing, re-polishing every child) on the start path.


def set_bold(widget: QWidget) -> None:
    font = widget.font()
    font.setBold(True)
    widget.setFont(font)


def set_text_colour(widget: QWidget, colour: QColor | None = None) -> None:
    """Text in ``colour``; by default the palette's muted colour (a hint under a choice)."""
    palette = widget.palette()
    palette.setColor(QPalette.ColorRole.WindowText,
                     colour if colour is not None else palette.color(QPalette.ColorRole.Mid))
    widget.setPalette(palette)


def number(n: int) -> str:
    """Every number people see goes through here (Western or Arabic-Indic digits, a setting)."""
    try:
        from hand_desktop.ui.i18n import fmt_int
    except ImportError:  # the i18n module is not there yet: plain digits
        return str(n)
    return fmt_int(n)


def signed(n: int) -> str:
    """Points with their sign: "+32", "-30", "0"."""
    try:
        from hand_desktop.ui.i18n import fmt_signed
    except ImportError:
        return "+" + number(n) if n > 0 else number(n)
    return fmt_signed(n)


def isolated(name: str) -> str:
    """A player's name set into a sentence: isolated, so a Latin name in Arabic text (or the
    reverse) does not pull the punctuation around it to the wrong side."""
    try:
        from hand_desktop.ui.i18n import isolate
    except ImportError:
        return name
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
