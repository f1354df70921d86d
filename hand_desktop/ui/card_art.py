"""Card pictures drawn from the SVGs in resources/cards at the exact size shown.

The table never scales its view: when the window changes size, the cards get
a new width in logical pixels and are rendered again from SVG at
``width * devicePixelRatio`` device pixels, so they are crisp at every size
and on HiDPI screens. Pixmaps are cached by (name, width, ratio): the last
ones asked for within a byte budget (an LRU), and besides every picture that
something still shows (a card on the table holds its own), found again without
counting against the budget, since it takes its memory anyway. So the memory of
card pictures is what the table shows plus the budget, however many sizes a
long session passes through.
"""

from __future__ import annotations

import logging
import re
import weakref
from collections import OrderedDict
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from hand_desktop import paths
from hand_desktop.core.cards import Card, Suit
from hand_desktop.ui.looks import FELT_TOP
from hand_desktop.ui.preferences import Back, Felt, Preferences

log = logging.getLogger(__name__)

CARD_W = 240  # the SVGs' viewBox
CARD_H = 336
ASPECT = CARD_H / CARD_W
BACK = "back"
FELT = "felt"
_CACHE_LIMIT = 1400  # pictures at most in the LRU, plain and with shadow
# Bytes of card pictures kept beyond those shown, at a screen ratio of 1 (times ratio
# squared on HiDPI): the pictures shown a moment ago (a card that left the hand, a
# summary's hands, the last sizes of the melds) come back at once. The pictures shown
# are kept by their items; counted here too (8 MiB, as before they were) they let the
# cache grow a long session's memory by 3 MB with old sizes of the melds.
_CACHE_BYTES = 2 * 1024 * 1024
FELT_SQUARE = 512  # pixels a side of the felt as rendered (its SVG is 512 units square)
_FELT_SIZES = 4  # felt pixmaps kept: the table's and an overlay's, and a resize's last
SHADOW_PAD = 4  # logical pixels a shadowed card is larger, right and below
_SHADOW_SIZES = 6  # card widths whose shadow is kept: the hand's, the melds', the fire's, a resize's last
# Below this width (logical pixels) a face is drawn from ``small/``: a larger rank and suit
# in the strip a meld leaves visible, so that a small card is still read at a glance.
SMALL_FACE_W = 58
FOUR_COLOUR_SUITS = ("D", "C")  # the suits a four-colour deck draws in their own colour


@dataclass(frozen=True)
class CardStyle:
    """Which pictures the cards and the table use (Edit → Preferences)."""

    back: str = "back"  # the back's file name (``back``, ``back-red``, ``back-tiles``)
    felt: str = "felt"  # the felt's file name (``felt``, ``felt-blue``, ...)
    four_colour: bool = False  # diamonds and clubs from ``four-colour/``


def style_for(prefs: Preferences) -> CardStyle:
    """The card art's style for the player's preferences."""
    back = {Back.BLUE: "back", Back.RED: "back-red", Back.TILES: "back-tiles"}[prefs.back]
    felt = "felt" if prefs.felt is Felt.GREEN else f"felt-{prefs.felt.value}"
    return CardStyle(back=back, felt=felt, four_colour=prefs.four_colour)


def face_file(name: str, width: int, style: CardStyle) -> str:
    """The file (without ``.svg``) that draws ``name`` at ``width`` in ``style``."""
    if name == BACK:
        return style.back
    if name == FELT:
        return style.felt
    if name == "JK":
        return name
    four = style.four_colour and name[-1:] in FOUR_COLOUR_SUITS
    small = width < SMALL_FACE_W
    folder = {(True, True): "small-four-colour/", (True, False): "small/",
              (False, True): "four-colour/", (False, False): ""}[(small, four)]
    return folder + name


def cards_dir() -> Path:
    return paths.cards_dir()


def card_name(card: Card | None) -> str:
    """The SVG name of a card face ("10H", "JK"), or the back for a hidden card."""
    return BACK if card is None else card.code()


def card_height(width: float) -> float:
    return width * ASPECT



def _bytes(pixmap: QPixmap) -> int:
    return pixmap.width() * pixmap.height() * 4

class CardArt:
    """Renders and caches card faces, backs and the felt."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder or cards_dir()
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
        self._cache_bytes = 0
        # Every picture handed out, while something holds it (weakly: it goes with its last holder).
        self._shown: weakref.WeakValueDictionary[tuple[str, int, float], QPixmap] = (
            weakref.WeakValueDictionary())
        self._felts: OrderedDict[tuple[int, int, float], QPixmap] = OrderedDict()
        self._felt_base: QPixmap | None = None
        self._shadows: OrderedDict[tuple[int, float], QPixmap] = OrderedDict()
        self.renders = 0  # how many SVG renders were done (tests check the cache works)
        self.style = CardStyle()

    def set_style(self, style: CardStyle) -> bool:
        """Use other backs, felt or suit colours from now on; True if anything changed.
        Every picture is drawn again when next asked for (the table asks at once)."""
        if style == self.style:
            return False
        self.style = style
        self.clear()
        return True

    def renderer(self, name: str, width: int = SMALL_FACE_W) -> QSvgRenderer:
        """The renderer of ``name`` as drawn ``width`` wide in the current style."""
        file = face_file(name, width, self.style)
        renderer = self._renderers.get(file)
        if renderer is None:
            renderer = self._load(file)
            if renderer is None and file != name:
                # A variant (a felt, a back, a small face) is missing: the plain picture.
                renderer = self._load(name)
            if renderer is None:
                # An installation problem (start-up names it, see resource_check): the
                # game goes on with a plain picture instead of failing at every paint.
                log.warning("card art missing or broken: %s; drawing a plain one", file)
                renderer = QSvgRenderer(QByteArray(fallback_svg(name).encode()))
            self._renderers[file] = renderer
        return renderer

    def _load(self, file: str) -> QSvgRenderer | None:
        path = self._folder / f"{file}.svg"
        renderer = QSvgRenderer(str(path)) if path.is_file() else None
        if renderer is None or not renderer.isValid():
            log.warning("card art missing or broken: %s", path)
            return None
        return renderer

    def pixmap(self, name: str, width: int, ratio: float = 1.0) -> QPixmap:
        """The card ``name`` drawn ``width`` logical pixels wide for a screen of ``ratio``."""
        width = max(4, int(width))
        key = (name, width, round(ratio, 3))
        hit = self._find(key, ratio)
        if hit is not None:
            return hit
        pixmap = self._render(self.renderer(name, width), QSize(width, round(card_height(width))), ratio)
        self._keep(key, pixmap, ratio)
        return pixmap

    def shadowed(self, name: str, width: int, ratio: float = 1.0) -> QPixmap:
        """The card with its soft shadow baked in (``SHADOW_PAD`` larger), drawn in one call.

        Painting the shadow separately for every card in every frame cost more
        than everything else while dragging; baked in, a card is one blit.
        """
        width = max(4, int(width))
        key = (f"{name}+shadow", width, round(ratio, 3))
        hit = self._find(key, ratio)
        if hit is not None:
            return hit
        # A plain picture shown somewhere (the fire viewer, a back on a plate) is drawn in;
        # otherwise the SVG is rendered straight over the shadow: no plain picture is made
        # only to be copied and freed (half the pictures a long session allocated).
        plain = self._shown.get((name, width, round(ratio, 3)))
        height = round(card_height(width))
        out = self._shadow(width, ratio).copy()  # a copy: the card is painted over it
        painter = QPainter(out)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.scale(ratio, ratio)
        if plain is not None:
            painter.drawPixmap(QPointF(0, 0), plain)
        else:
            self.renders += 1
            self.renderer(name, width).render(painter, QRectF(0, 0, width, height))
        painter.end()
        out.setDevicePixelRatio(ratio)
        self._keep(key, out, ratio)
        return out

    def _shadow(self, width: int, ratio: float) -> QPixmap:
        """The soft shadow under every card ``width`` wide, on its own (kept for a few widths).

        It is the same under every card of a width, and its two antialiased rounded
        rectangles cost as much as drawing the card itself: a new table size drew it
        for each of its cards (a fifth of a table's first paint). Its ratio is left at
        1: ``shadowed`` paints on the copy in device pixels and sets the ratio after.
        """
        key = (width, round(ratio, 3))
        hit = self._shadows.get(key)
        if hit is not None:
            self._shadows.move_to_end(key)
            return hit
        height = round(card_height(width))
        hit = QPixmap(QSize(round((width + SHADOW_PAD) * ratio), round((height + SHADOW_PAD) * ratio)))
        hit.fill(Qt.GlobalColor.transparent)
        painter = QPainter(hit)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(ratio, ratio)
        painter.setPen(Qt.PenStyle.NoPen)
        radius = width * 0.06
        for grow, alpha in ((1.2, 28), (0.0, 55)):
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(QRectF(1.5 - grow / 2, 2.5 - grow / 2, width + grow, height + grow),
                                    radius, radius)
        painter.end()
        self._shadows[key] = hit
        if len(self._shadows) > _SHADOW_SIZES:
            self._shadows.popitem(last=False)
        return hit

    def _find(self, key: tuple[str, int, float], ratio: float) -> QPixmap | None:
        """A picture kept or still shown somewhere; it counts as just used."""
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        hit = self._shown.get(key)
        if hit is not None:
            self._keep(key, hit, ratio)
        return hit

    def _keep(self, key: tuple[str, int, float], pixmap: QPixmap, ratio: float) -> None:
        """Cache ``pixmap``; the least recently used go once the count or the bytes are over."""
        self._cache[key] = pixmap
        self._shown[key] = pixmap
        self._cache_bytes += _bytes(pixmap)
        budget = _CACHE_BYTES * max(1.0, ratio) ** 2
        while len(self._cache) > 1 and (len(self._cache) > _CACHE_LIMIT or self._cache_bytes > budget):
            _old, dropped = self._cache.popitem(last=False)
            self._cache_bytes -= _bytes(dropped)

    def held(self) -> tuple[int, int]:
        """How many card pictures are in memory and their bytes: those kept and those shown."""
        alive = list(self._shown.values())  # the kept ones are all in here too
        return len(alive), sum(_bytes(p) for p in alive)

    def felt(self, size: QSize, ratio: float = 1.0) -> QPixmap:
        """The table's felt, stretched to ``size`` (it is a smooth gradient: no tiling seams).

        The felt is drawn in its own square and stretched (``preserveAspectRatio="none"``).
        Qt's SVG renderer strokes its hairlines slowly under an uneven scale (250 ms for a
        1240x700 window, 580 ms at 1920x1080, again at every new window size), so the square
        is rendered once, ``FELT_SQUARE`` pixels a side, and its pixels are stretched: the
        same picture within a few levels of 255 per channel, in about 10 ms a size.
        Only the last few sizes are kept (a window-sized pixmap is megabytes, and a resize
        asks for many sizes).
        """
        key = (size.width(), size.height(), round(ratio, 3))
        hit = self._felts.get(key)
        if hit is not None:
            self._felts.move_to_end(key)
            return hit
        if self._felt_base is None:
            self._felt_base = self._render(self.renderer(FELT), QSize(FELT_SQUARE, FELT_SQUARE), 1.0)
        device = QSize(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)))
        hit = self._felt_base.scaled(device, Qt.AspectRatioMode.IgnoreAspectRatio,
                                     Qt.TransformationMode.SmoothTransformation)
        hit.setDevicePixelRatio(ratio)
        self._felts[key] = hit
        if len(self._felts) > _FELT_SIZES:
            self._felts.popitem(last=False)
        return hit

    def _render(self, renderer: QSvgRenderer, size: QSize, ratio: float) -> QPixmap:
        self.renders += 1
        device = QSize(max(1, round(size.width() * ratio)), max(1, round(size.height() * ratio)))
        pixmap = QPixmap(device)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        renderer.render(painter, QRectF(0, 0, device.width(), device.height()))
        painter.end()
        pixmap.setDevicePixelRatio(ratio)
        return pixmap

    def suit_pixmap(self, suit: Suit, size: int, ratio: float = 1.0) -> QPixmap:
        """A suit symbol ``size`` logical pixels high, drawn from the cards' own suit shape.

        Suits are shapes, never font glyphs: the Arabic UI font has no suit symbols.
        """
        key = (f"suit-{suit.value}", max(2, int(size)), round(ratio, 3))
        hit = self._find(key, ratio)
        if hit is None:
            four = self.style.four_colour and suit.value in FOUR_COLOUR_SUITS
            folder = self._folder / "four-colour" if four else self._folder
            renderer = QSvgRenderer(QByteArray(_suit_svg(folder, suit).encode()))
            hit = self._render(renderer, QSize(key[1], key[1]), ratio)
            self._keep(key, hit, ratio)
        return hit

    def suit_colour(self, suit: Suit) -> QColor:
        """The colour the cards draw ``suit`` in (four-colour decks: diamonds and clubs too)."""
        four = self.style.four_colour and suit.value in FOUR_COLOUR_SUITS
        return QColor(_suit_shape(self._folder / "four-colour" if four else self._folder, suit)[0])

    def clear(self) -> None:
        self._cache.clear()
        self._cache_bytes = 0
        self._shown.clear()
        self._felts.clear()
        self._felt_base = None
        self._shadows.clear()


_SUIT_PATH = re.compile(r'<path id="suit" fill="(#[0-9a-fA-F]{6})" d="([-0-9., A-Za-z]+)"')


# The suit shapes of tools/make_cards.py, for when an ace's SVG is missing or broken
# (an installation problem): the symbols then still look like the cards'.
_FALLBACK_SUITS: dict[str, tuple[str, str]] = {
    "S": ("#1a1a1a", "M0,-48 C6,-35 48,-14 48,12 C48,30 35,38 24,38 C14,38 6,33 3,27 C4,37 9,44 "
                     "18,48 L-18,48 C-9,44 -4,37 -3,27 C-6,33 -14,38 -24,38 C-35,38 -48,30 -48,12 "
                     "C-48,-14 -6,-35 0,-48 Z"),
    "H": ("#c62828", "M0,46 C-10,34 -48,12 -48,-16 C-48,-34 -35,-44 -23,-44 C-11,-44 -3,-36 0,-26 "
                     "C3,-36 11,-44 23,-44 C35,-44 48,-34 48,-16 C48,12 10,34 0,46 Z"),
    "D": ("#c62828", "M0,-50 C10,-34 22,-16 37,0 C22,16 10,34 0,50 C-10,34 -22,16 -37,0 "
                     "C-22,-16 -10,-34 0,-50 Z"),
    "C": ("#1a1a1a", "M-21,-25 a21,21 0 1,0 42,0 a21,21 0 1,0 -42,0 Z M-45,10 a21,21 0 1,0 42,0 "
                     "a21,21 0 1,0 -42,0 Z M3,10 a21,21 0 1,0 42,0 a21,21 0 1,0 -42,0 Z M-13,4 "
                     "a13,13 0 1,0 26,0 a13,13 0 1,0 -26,0 Z M-4,10 C-4,30 -10,42 -19,48 L19,48 "
                     "C10,42 4,30 4,10 Z"),
}


def _suit_shape(folder: Path, suit: Suit) -> tuple[str, str]:
    """The colour and path of ``suit``: from its ace's SVG, else the built-in shape."""
    name = f"A{suit.value}.svg"
    try:
        found = _SUIT_PATH.search((folder / name).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        log.warning("cannot read %s (%s); using the built-in suit shape", folder / name, exc)
        return _FALLBACK_SUITS[suit.value]
    if found is None:
        log.warning("no suit shape in %s; using the built-in one", folder / name)
        return _FALLBACK_SUITS[suit.value]
    colour, path = found.groups()
    return colour, path


def fallback_svg(name: str) -> str:
    """A plain picture for a card whose SVG is missing: its rank and suit, a back, or felt."""
    head = f'<svg xmlns="http://www.w3.org/2000/svg" width="{CARD_W}" height="{CARD_H}" ' \
           f'viewBox="0 0 {CARD_W} {CARD_H}">'
    if name == FELT:
        return head + f'<rect width="{CARD_W}" height="{CARD_H}" fill="{FELT_TOP}"/></svg>'
    frame = f'<rect x="2" y="2" width="{CARD_W - 4}" height="{CARD_H - 4}" rx="14" '
    if name == BACK:
        return head + frame + 'fill="#16306b" stroke="#c9d6f2" stroke-width="6"/></svg>'
    body = head + frame + 'fill="#fffdf7" stroke="#9e9e9e" stroke-width="3"/>'
    rank, suit = name[:-1], name[-1:]
    if suit not in _FALLBACK_SUITS:  # the Joker (or a name we do not know)
        return body + ('<text x="120" y="184" font-size="40" font-family="sans-serif" '
                       'text-anchor="middle" fill="#4a148c">JOKER</text></svg>')
    colour, path = _FALLBACK_SUITS[suit]
    return body + (
        f'<text x="20" y="64" font-size="52" font-family="sans-serif" fill="{colour}">{rank}</text>'
        f'<path fill="{colour}" transform="translate(120 196) scale(0.9)" d="{path}"/></svg>'
    )


@lru_cache(maxsize=8)
def _suit_svg(folder: Path, suit: Suit) -> str:
    # The ace's SVG defines the suit shape once as <path id="suit">; reuse it so the
    # small symbols match the cards. Only a colour and path data are taken from the file.
    colour, path = _suit_shape(folder, suit)
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100" viewBox="-50 -50 100 100">'
        f'<path fill="{colour}" d="{path}"/></svg>'
    )


_shared: CardArt | None = None


def shared_art() -> CardArt:
    """The application's one card-art cache."""
    global _shared
    if _shared is None:
        _shared = CardArt()
    return _shared
