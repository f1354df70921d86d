"""Card pictures drawn from the SVGs in resources/cards at the exact size shown.

The table never scales its view: when the window changes size, the cards get
a new width in logical pixels and are rendered again from SVG at
``width * devicePixelRatio`` device pixels, so they are crisp at every size
and on HiDPI screens. Pixmaps are cached by (name, width, ratio); a small LRU
bound keeps the memory of many resizes in check.
"""

from __future__ import annotations

import re
from collections import OrderedDict
from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QByteArray, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from hand_desktop import paths
from hand_desktop.core.cards import Card, Suit

CARD_W = 240  # the SVGs' viewBox
CARD_H = 336
ASPECT = CARD_H / CARD_W
BACK = "back"
FELT = "felt"
_CACHE_LIMIT = 1400  # about six sizes of the whole deck, plain and with shadow
SHADOW_PAD = 4  # logical pixels a shadowed card is larger, right and below


def cards_dir() -> Path:
    return paths.cards_dir()


def card_name(card: Card | None) -> str:
    """The SVG name of a card face ("10H", "JK"), or the back for a hidden card."""
    return BACK if card is None else card.code()


def card_height(width: float) -> float:
    return width * ASPECT


class CardArt:
    """Renders and caches card faces, backs and the felt."""

    def __init__(self, folder: Path | None = None) -> None:
        self._folder = folder or cards_dir()
        self._renderers: dict[str, QSvgRenderer] = {}
        self._cache: OrderedDict[tuple[str, int, float], QPixmap] = OrderedDict()
        self.renders = 0  # how many SVG renders were done (tests check the cache works)

    def renderer(self, name: str) -> QSvgRenderer:
        renderer = self._renderers.get(name)
        if renderer is None:
            path = self._folder / f"{name}.svg"
            renderer = QSvgRenderer(str(path))
            if not renderer.isValid():
                raise FileNotFoundError(f"card art missing or broken: {path}")
            self._renderers[name] = renderer
        return renderer

    def pixmap(self, name: str, width: int, ratio: float = 1.0) -> QPixmap:
        """The card ``name`` drawn ``width`` logical pixels wide for a screen of ``ratio``."""
        width = max(4, int(width))
        key = (name, width, round(ratio, 3))
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        pixmap = self._render(self.renderer(name), QSize(width, round(card_height(width))), ratio)
        self._cache[key] = pixmap
        if len(self._cache) > _CACHE_LIMIT:
            self._cache.popitem(last=False)
        return pixmap

    def shadowed(self, name: str, width: int, ratio: float = 1.0) -> QPixmap:
        """The card with its soft shadow baked in (``SHADOW_PAD`` larger), drawn in one call.

        Painting the shadow separately for every card in every frame cost more
        than everything else while dragging; baked in, a card is one blit.
        """
        width = max(4, int(width))
        key = (f"{name}+shadow", width, round(ratio, 3))
        hit = self._cache.get(key)
        if hit is not None:
            self._cache.move_to_end(key)
            return hit
        card = self.pixmap(name, width, ratio)
        height = round(card_height(width))
        size = QSize(round((width + SHADOW_PAD) * ratio), round((height + SHADOW_PAD) * ratio))
        out = QPixmap(size)
        out.fill(Qt.GlobalColor.transparent)
        painter = QPainter(out)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.scale(ratio, ratio)
        painter.setPen(Qt.PenStyle.NoPen)
        radius = width * 0.06
        for grow, alpha in ((1.2, 28), (0.0, 55)):
            painter.setBrush(QColor(0, 0, 0, alpha))
            painter.drawRoundedRect(QRectF(1.5 - grow / 2, 2.5 - grow / 2, width + grow, height + grow),
                                    radius, radius)
        painter.drawPixmap(QPointF(0, 0), card)
        painter.end()
        out.setDevicePixelRatio(ratio)
        self._cache[key] = out
        if len(self._cache) > _CACHE_LIMIT:
            self._cache.popitem(last=False)
        return out

    def felt(self, size: QSize, ratio: float = 1.0) -> QPixmap:
        """The table's felt, stretched to ``size`` (it is a smooth gradient: no tiling seams)."""
        key = (FELT, size.width() * 100_000 + size.height(), round(ratio, 3))
        hit = self._cache.get(key)
        if hit is None:
            hit = self._render(self.renderer(FELT), size, ratio)
            self._cache[key] = hit
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
        hit = self._cache.get(key)
        if hit is None:
            renderer = QSvgRenderer(QByteArray(_suit_svg(self._folder, suit).encode()))
            hit = self._render(renderer, QSize(key[1], key[1]), ratio)
            self._cache[key] = hit
        return hit

    def clear(self) -> None:
        self._cache.clear()


_SUIT_PATH = re.compile(r'<path id="suit" fill="(#[0-9a-fA-F]{6})" d="([-0-9., A-Za-z]+)"')


@lru_cache(maxsize=8)
def _suit_svg(folder: Path, suit: Suit) -> str:
    # The ace's SVG defines the suit shape once as <path id="suit">; reuse it so the
    # small symbols match the cards. Only a colour and path data are taken from the file.
    text = (folder / f"A{suit.value}.svg").read_text(encoding="utf-8")
    found = _SUIT_PATH.search(text)
    if found is None:
        raise ValueError(f"no suit shape in A{suit.value}.svg")
    colour, path = found.groups()
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
