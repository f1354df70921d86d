"""Generate the card art of Hand as SVG files (standard library only).

Run from the repository root::

    uv run python tools/make_cards.py            # writes resources/cards/
    uv run python tools/make_cards.py OUT_DIR    # writes into OUT_DIR instead

It writes the 52 faces ``{RANK}{SUIT}.svg`` (RANK in A 2..10 J Q K, SUIT in
S H D C), ``JK.svg`` (the Joker), the card backs ``back*.svg`` (Edit →
Preferences offers them), the table felts ``felt*.svg``, and in subfolders the
four-colour diamonds and clubs (``four-colour/``) and the faces drawn for small
cards (``small/``, ``small-four-colour/``: a larger index and suit).  The output is deterministic, so the committed
files must equal what this script produces (``tests/test_card_art.py`` checks it).

The SVG is kept to what QtSvg (SVG Tiny 1.2) renders: plain shapes, presentation
attributes, transforms, ``<use>`` and gradients; no CSS, filters, masks,
clip paths or ``<pattern>``.  Suits are vector paths, never font glyphs; only the
rank indices and the Joker's name are text.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Iterable
from pathlib import Path

W, H = 240, 336  # card viewBox (5:7)
CX, CY = W / 2, H / 2
CORNER_RADIUS = 14

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")

RED = "#c62828"
BLACK = "#1a1a1a"
IVORY = "#fffdf7"
BORDER = "#9e9e9e"
GOLD = "#c9a227"
PURPLE = "#4a148c"
LILAC = "#ab47bc"
BACK_BLUE = "#16306b"
BACK_DARK = "#0f2452"
BACK_LINE = "#c9d6f2"
# The lattice backs: (ground, star, line) colours, by file name.
LATTICE_BACKS = {
    "back": (BACK_BLUE, BACK_DARK, BACK_LINE),
    "back-red": ("#7b1624", "#560d18", "#f3d3c8"),
}
# The felts: (centre, middle, edge) of the vignette, by file name.
FELTS = {
    "felt": ("#2f7d4a", "#1f6038", "#0c3119"),
    "felt-blue": ("#2c6596", "#1d4a72", "#0b2238"),
    "felt-red": ("#8e2a3a", "#6c1c2a", "#340a12"),
    "felt-brown": ("#80603d", "#614529", "#2e1f10"),
}
FONT = "DejaVu Sans, Arial, Helvetica, sans-serif"

OUT_DIR = Path(__file__).resolve().parent.parent / "resources" / "cards"


def _n(value: float) -> str:
    """Format a number compactly and deterministically."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def _circle_path(cx: float, cy: float, r: float) -> str:
    """A circle as a path (two arcs, counter-clockwise on screen)."""
    return (
        f"M{_n(cx - r)},{_n(cy)} a{_n(r)},{_n(r)} 0 1,0 {_n(2 * r)},0 "
        f"a{_n(r)},{_n(r)} 0 1,0 {_n(-2 * r)},0 Z"
    )


# One path per suit, drawn in a box of about -50..50 around the origin.
SUIT_PATHS: dict[str, str] = {
    "S": (
        "M0,-48 C6,-35 48,-14 48,12 C48,30 35,38 24,38 C14,38 6,33 3,27 "
        "C4,37 9,44 18,48 L-18,48 C-9,44 -4,37 -3,27 C-6,33 -14,38 -24,38 "
        "C-35,38 -48,30 -48,12 C-48,-14 -6,-35 0,-48 Z"
    ),
    "H": (
        "M0,46 C-10,34 -48,12 -48,-16 C-48,-34 -35,-44 -23,-44 "
        "C-11,-44 -3,-36 0,-26 C3,-36 11,-44 23,-44 "
        "C35,-44 48,-34 48,-16 C48,12 10,34 0,46 Z"
    ),
    "D": (
        "M0,-50 C10,-34 22,-16 37,0 C22,16 10,34 0,50 C-10,34 -22,16 -37,0 C-22,-16 -10,-34 0,-50 Z"
    ),
    "C": " ".join(
        [
            _circle_path(0, -25, 21),
            _circle_path(-24, 10, 21),
            _circle_path(24, 10, 21),
            _circle_path(0, 4, 13),
            "M-4,10 C-4,30 -10,42 -19,48 L19,48 C10,42 4,30 4,10 Z",
        ]
    ),
}

# Pip positions: column (-1 left, 0 centre, 1 right) and row (0 top .. 1 bottom).
PIP_LAYOUTS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: (
        (-1, 0),
        (1, 0),
        (-1, 1 / 3),
        (1, 1 / 3),
        (0, 0.5),
        (-1, 2 / 3),
        (1, 2 / 3),
        (-1, 1),
        (1, 1),
    ),
    10: (
        (-1, 0),
        (1, 0),
        (0, 1 / 6),
        (-1, 1 / 3),
        (1, 1 / 3),
        (-1, 2 / 3),
        (1, 2 / 3),
        (0, 5 / 6),
        (-1, 1),
        (1, 1),
    ),
}
PIP_COLUMN_DX = 39.0  # distance of the side columns from the centre
PIP_TOP, PIP_BOTTOM = 62.0, 274.0
PIP_SCALE = 0.42

# Corner index geometry (top-left; the bottom-right copy is rotated 180 degrees).
INDEX_X = 30.0
INDEX_BASELINE = 60.0
INDEX_FONT_SIZE = 58.0
INDEX_SUIT_Y = 88.0
INDEX_SUIT_SCALE = 0.32
# The small faces' index: rank and suit fill the strip a meld leaves visible (0.30 of the width).
SMALL_INDEX_X = 38.0
SMALL_BASELINE = 90.0
SMALL_FONT_SIZE = 86.0
SMALL_SUIT_Y = 136.0
SMALL_SUIT_SCALE = 0.58
SMALL_CENTRE_SCALE = 0.78


# --------------------------------------------------------------------------- helpers


def _attrs(**attrs: str | float) -> str:
    """Render keyword arguments as XML attributes (``stroke_width`` -> ``stroke-width``)."""
    parts = []
    for key, value in attrs.items():
        name = key.rstrip("_").replace("__", ":").replace("_", "-")
        text = _n(value) if isinstance(value, (int, float)) else value
        parts.append(f'{name}="{text}"')
    return " ".join(parts)


def _el(tag: str, body: str = "", **attrs: str | float) -> str:
    """One XML element; self-closing when it has no body."""
    head = f"<{tag} {_attrs(**attrs)}" if attrs else f"<{tag}"
    return f"{head}>{body}</{tag}>" if body else f"{head}/>"


def _group(children: Iterable[str], **attrs: str | float) -> str:
    return _el("g", "\n" + "\n".join(children) + "\n", **attrs)


def _document(
    body: Iterable[str],
    defs: Iterable[str] = (),
    width: float = W,
    height: float = H,
    extra: str = "",
) -> str:
    """A complete SVG document."""
    defs = list(defs)
    root = (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'version="1.1" width="{_n(width)}" height="{_n(height)}" '
        f'viewBox="0 0 {_n(width)} {_n(height)}"{extra}>'
    )
    lines = ['<?xml version="1.0" encoding="UTF-8"?>', root]
    if defs:
        lines += ["<defs>", *defs, "</defs>"]
    lines += [*body, "</svg>", ""]
    return "\n".join(lines)


def _use(ref: str, x: float, y: float, scale: float = 1.0, rotate: float = 0.0) -> str:
    transform = f"translate({_n(x)},{_n(y)})"
    if rotate:
        transform += f" rotate({_n(rotate)})"
    if scale != 1.0:
        transform += f" scale({_n(scale)})"
    return _el("use", xlink__href=f"#{ref}", transform=transform)


def _star_path(
    cx: float, cy: float, points: int, r_out: float, r_in: float, turn: float = -90.0
) -> str:
    """A star polygon with ``points`` tips, the first one at angle ``turn`` degrees."""
    coords = []
    for i in range(2 * points):
        radius = r_out if i % 2 == 0 else r_in
        angle = math.radians(turn + i * 180.0 / points)
        coords.append(f"{_n(cx + radius * math.cos(angle))},{_n(cy + radius * math.sin(angle))}")
    return "M" + " L".join(coords) + " Z"


def _khatam_path(cx: float, cy: float, r: float) -> str:
    """The eight-pointed star of two overlapping squares."""
    inner = r * math.cos(math.pi / 4) / math.cos(math.pi / 8)
    return _star_path(cx, cy, 8, r, inner, turn=0.0)


def _card_base() -> str:
    return _el(
        "rect",
        x=0.75,
        y=0.75,
        width=W - 1.5,
        height=H - 1.5,
        rx=CORNER_RADIUS,
        ry=CORNER_RADIUS,
        fill=IVORY,
        stroke=BORDER,
        stroke_width=1.5,
    )


def _both_corners(children: list[str]) -> list[str]:
    """The corner group at top-left and its 180-degree copy at bottom-right."""
    return [
        _group(children),
        _group(children, transform=f"rotate(180 {_n(CX)} {_n(CY)})"),
    ]


# Four-colour decks: diamonds blue and clubs green, so that no suit is read as another
# (K\u2663 read as K\u2660 at a glance); spades and hearts keep their colours.
FOUR_COLOURS = {"D": "#1565c0", "C": "#2e7d32"}
TINTS = {RED: "#fbe9e7", BLACK: "#eceff1", "#1565c0": "#e3f2fd", "#2e7d32": "#e8f5e9"}


def _suit_colour(suit: str, four: bool = False) -> str:
    if four and suit in FOUR_COLOURS:
        return FOUR_COLOURS[suit]
    return RED if suit in ("H", "D") else BLACK


def _suit_def(suit: str, four: bool = False) -> str:
    return _el("path", id="suit", fill=_suit_colour(suit, four), d=SUIT_PATHS[suit])


# --------------------------------------------------------------------------- faces


def _rank_text(rank: str, colour: str, small: bool = False) -> str:
    """The corner rank; "10" is condensed horizontally to fit the corner column."""
    squeeze = (0.5 if small else 0.62) if rank == "10" else 1.0
    x, baseline = (SMALL_INDEX_X, SMALL_BASELINE) if small else (INDEX_X, INDEX_BASELINE)
    transform = f"translate({_n(x)},{_n(baseline)})"
    if squeeze != 1.0:
        transform += f" scale({_n(squeeze)},1)"
    return _el(
        "text",
        rank,
        x=0,
        y=0,
        transform=transform,
        fill=colour,
        font_family=FONT,
        font_size=SMALL_FONT_SIZE if small else INDEX_FONT_SIZE,
        font_weight="bold",
        text_anchor="middle",
    )


def _corner_index(rank: str, suit: str, four: bool = False, small: bool = False) -> list[str]:
    colour = _suit_colour(suit, four)
    if small:
        suit_use = _use("suit", SMALL_INDEX_X, SMALL_SUIT_Y, SMALL_SUIT_SCALE)
    else:
        suit_use = _use("suit", INDEX_X, INDEX_SUIT_Y, INDEX_SUIT_SCALE)
    return _both_corners([_rank_text(rank, colour, small), suit_use])


def _pips(count: int) -> list[str]:
    span = PIP_BOTTOM - PIP_TOP
    uses = []
    for column, row in PIP_LAYOUTS[count]:
        x = CX + column * PIP_COLUMN_DX
        y = PIP_TOP + row * span
        uses.append(_use("suit", x, y, PIP_SCALE, rotate=180.0 if row > 0.5 else 0.0))
    return uses


def _ace() -> list[str]:
    return [_use("suit", CX, CY, 1.15)]


def _king_motif(colour: str) -> list[str]:
    crown = "M-30,16 L30,16 L30,8 L34,-16 L16,-2 L0,-22 L-16,-2 L-34,-16 L-30,8 Z"
    parts = [
        _el("path", d=crown, fill=colour),
        _el("rect", x=-30, y=7, width=60, height=9, fill=GOLD),
    ]
    for x, y in ((-34, -16), (0, -22), (34, -16)):
        parts.append(_el("circle", cx=x, cy=y, r=4.5, fill=GOLD, stroke=colour, stroke_width=1.5))
    for x in (-18, 0, 18):
        parts.append(_el("circle", cx=x, cy=11.5, r=2.5, fill=IVORY))
    return parts


def _queen_motif(colour: str) -> list[str]:
    coronet = (
        "M-30,10 L-34,-12 Q-24,-2 -16,-12 Q-10,-28 0,-30 Q10,-28 16,-12 Q24,-2 34,-12 L30,10 Z"
    )
    parts = [
        _el("path", d=coronet, fill=colour),
        _el("rect", x=-31, y=7, width=62, height=9, rx=4.5, fill=GOLD),
        _el("path", d=_star_path(0, -9, 4, 9, 3.5), fill=IVORY),
    ]
    for x, y, r in ((-34, -12, 4), (0, -30, 5), (34, -12, 4)):
        parts.append(_el("circle", cx=x, cy=y, r=r, fill=GOLD, stroke=colour, stroke_width=1.5))
    for x in (-16, 16):
        parts.append(_el("circle", cx=x, cy=-2, r=2.6, fill=IVORY))
    return parts


def _sword(colour: str, angle: float) -> str:
    return _group(
        [
            _el("path", d="M0,-36 L5,-27 L5,8 L-5,8 L-5,-27 Z", fill=colour),
            _el("path", d="M-14,8 L14,8 L12,14 L-12,14 Z", fill=GOLD),
            _el("rect", x=-3, y=14, width=6, height=11, fill=colour),
            _el("circle", cx=0, cy=28, r=4.5, fill=GOLD),
        ],
        transform=f"rotate({_n(angle)})",
    )


def _jack_motif(colour: str) -> list[str]:
    return [_sword(colour, -40), _sword(colour, 40)]


FACE_MOTIFS = {"K": _king_motif, "Q": _queen_motif, "J": _jack_motif}
PANEL = (66.0, 34.0, 108.0, 268.0)  # x, y, width, height of the court-card frame


def _court(rank: str, suit: str, four: bool = False) -> list[str]:
    colour = _suit_colour(suit, four)
    tint = TINTS[colour]
    x, y, w, h = PANEL
    half = [
        _group(FACE_MOTIFS[rank](colour), transform=f"translate({_n(CX)},72)"),
        _use("suit", CX, 110, 0.26),
    ]
    letter_size = 88.0
    return [
        _el("rect", x=x, y=y, width=w, height=h, rx=8, fill=tint, stroke=colour, stroke_width=2.5),
        _el(
            "rect",
            x=x + 5,
            y=y + 5,
            width=w - 10,
            height=h - 10,
            rx=5,
            fill="none",
            stroke=colour,
            stroke_width=1,
        ),
        *_both_corners(half),
        _el(
            "text",
            rank,
            x=CX,
            y=CY + 0.729 * letter_size / 2,
            fill=colour,
            font_family=FONT,
            font_size=letter_size,
            font_weight="bold",
            text_anchor="middle",
        ),
    ]


def face_svg(rank: str, suit: str, four: bool = False) -> str:
    """The SVG of one face card, e.g. ``face_svg("10", "H")`` (``four``: four-colour suits)."""
    if rank == "A":
        centre = _ace()
    elif rank in FACE_MOTIFS:
        centre = _court(rank, suit, four)
    else:
        centre = _pips(int(rank))
    body = [_card_base(), *centre, *_corner_index(rank, suit, four)]
    return _document(body, defs=[_suit_def(suit, four)])


def small_face_svg(rank: str, suit: str, four: bool = False) -> str:
    """The face drawn for small cards (the game uses it below ``card_art.SMALL_FACE_W``
    pixels): a large index that fills the strip a meld leaves visible, and one big suit."""
    colour = _suit_colour(suit, four)
    centre = [_use("suit", CX + 6, CY, SMALL_CENTRE_SCALE)]
    if rank in FACE_MOTIFS:
        centre = [_el("rect", x=78, y=112, width=84, height=112, rx=8, fill=TINTS[colour],
                      stroke=colour, stroke_width=3), _use("suit", CX, CY, 0.62)]
    body = [_card_base(), *centre, *_corner_index(rank, suit, four, small=True)]
    return _document(body, defs=[_suit_def(suit, four)])


# --------------------------------------------------------------------------- joker


def _joker_corner() -> list[str]:
    letters = [
        _el(
            "text",
            letter,
            x=23,
            y=36 + 26 * i,
            fill=PURPLE,
            font_family=FONT,
            font_size=24,
            font_weight="bold",
            text_anchor="middle",
        )
        for i, letter in enumerate("JOKER")
    ]
    star = _el("path", d=_star_path(23, 160, 5, 11, 4.5), fill=GOLD, stroke=PURPLE, stroke_width=1)
    return _both_corners([*letters, star])


def _jester_hat() -> list[str]:
    side = "M-34,22 Q-40,-6 -62,-18 Q-30,-18 -10,22 Z"
    middle = "M-16,22 Q-12,-20 0,-44 Q12,-20 16,22 Z"
    return [
        _el("path", d=side, fill=LILAC, stroke=GOLD, stroke_width=1.5),
        _el("path", d=side, fill=LILAC, stroke=GOLD, stroke_width=1.5, transform="scale(-1,1)"),
        _el("path", d=middle, fill=GOLD, stroke=GOLD, stroke_width=1.5),
        _el("rect", x=-38, y=20, width=76, height=13, rx=5, fill=GOLD),
        *(_el("circle", cx=x, cy=26.5, r=3, fill=PURPLE) for x in (-24, -8, 8, 24)),
        *(
            _el("circle", cx=x, cy=y, r=6, fill=GOLD, stroke=LILAC, stroke_width=1.5)
            for x, y in ((-62, -18), (0, -46), (62, -18))
        ),
    ]


def joker_svg() -> str:
    """The SVG of the Joker (both Jokers of the game look alike)."""
    x, y, w, h = 50.0, 26.0, 140.0, 284.0
    sparkles = [
        _el("path", d=_star_path(sx, sy, 4, 7, 2.2), fill=GOLD)
        for sx, sy in ((78, 60), (162, 60), (78, 284), (162, 284), (72, 190), (168, 190))
    ]
    body = [
        _card_base(),
        _el("rect", x=x, y=y, width=w, height=h, rx=10, fill=PURPLE, stroke=GOLD, stroke_width=3),
        _el(
            "rect",
            x=x + 6,
            y=y + 6,
            width=w - 12,
            height=h - 12,
            rx=6,
            fill="none",
            stroke=GOLD,
            stroke_width=1,
        ),
        _group(_jester_hat(), transform=f"translate({_n(CX)},130)"),
        _el("path", d=_star_path(CX, 222, 5, 40, 16), fill=GOLD, stroke=LILAC, stroke_width=2),
        _el("path", d=_star_path(CX, 222, 5, 14, 6), fill=LILAC),
        *sparkles,
        *_joker_corner(),
    ]
    return _document(body)


# --------------------------------------------------------------------------- back

BACK_INSET = 11.0
BACK_TILE = 24.0


def _lattice(line: str) -> list[str]:
    """Grid lines, eight-pointed stars in the cells, small diamonds at the crossings."""
    left, top = BACK_INSET + 1, BACK_INSET + 1
    cols = round((W - 2 * left) / BACK_TILE)
    rows = round((H - 2 * top) / BACK_TILE)
    lines = [
        _el("line", x1=left + i * BACK_TILE, y1=top, x2=left + i * BACK_TILE, y2=H - top)
        for i in range(1, cols)
    ] + [
        _el("line", x1=left, y1=top + j * BACK_TILE, x2=W - left, y2=top + j * BACK_TILE)
        for j in range(1, rows)
    ]
    stars = [
        _use("khatam", left + (i + 0.5) * BACK_TILE, top + (j + 0.5) * BACK_TILE)
        for j in range(rows)
        for i in range(cols)
    ]
    diamonds = [
        _use("diamond", left + i * BACK_TILE, top + j * BACK_TILE)
        for j in range(1, rows)
        for i in range(1, cols)
    ]
    return [
        _group(lines, stroke=line, stroke_width=1, stroke_opacity=0.45),
        *stars,
        *diamonds,
    ]


def _medallion(ground: str, dark: str, line: str) -> list[str]:
    return [
        _el("circle", cx=CX, cy=CY, r=50, fill=ground, stroke=line, stroke_width=2.5),
        _el("circle", cx=CX, cy=CY, r=44, fill="none", stroke=line, stroke_width=1),
        _el("path", d=_khatam_path(CX, CY, 38), fill=dark, stroke=line, stroke_width=2),
        _el("path", d=_khatam_path(CX, CY, 22), fill=line),
        _el("circle", cx=CX, cy=CY, r=7, fill=ground),
    ]


def _back_frame(ground: str, line: str, pattern: list[str], defs: list[str]) -> str:
    """A back: the white margin, the ``ground`` inside it, ``pattern``, and a thin frame."""
    inset = BACK_INSET
    body = [
        _card_base(),
        _el("rect", x=inset, y=inset, width=W - 2 * inset, height=H - 2 * inset, rx=8, fill=ground),
        *pattern,
        _el(
            "rect",
            x=inset + 0.5,
            y=inset + 0.5,
            width=W - 2 * inset - 1,
            height=H - 2 * inset - 1,
            rx=7.5,
            fill="none",
            stroke=line,
            stroke_width=1,
        ),
    ]
    return _document(body, defs=defs)


def back_svg(ground: str = BACK_BLUE, dark: str = BACK_DARK, line: str = BACK_LINE) -> str:
    """A lattice back: an eight-pointed-star lattice with a medallion, in the given colours
    (by default the deep blue one)."""
    defs = [
        _el(
            "path",
            id="khatam",
            d=_khatam_path(0, 0, 9),
            fill=dark,
            stroke=line,
            stroke_width=1.2,
        ),
        _el("path", id="diamond", d="M0,-3.5 L3.5,0 L0,3.5 L-3.5,0 Z", fill=line),
    ]
    return _back_frame(ground, line, [*_lattice(line), *_medallion(ground, dark, line)], defs)


TILES_GROUND = "#1b5e3a"
TILES_DARK = "#0f3f26"
TILES_LINE = "#e2c46a"
TILE = 28.0


def tiles_back_svg() -> str:
    """The tiled back: green diamonds edged in gold, a gold star in the middle."""
    left, top = BACK_INSET + 1, BACK_INSET + 1
    cols = math.ceil((W - 2 * left) / TILE) + 1
    rows = math.ceil((H - 2 * top) / TILE) + 1
    half = TILE / 2
    spots = [
        (left + i * TILE + (half if j % 2 else 0.0), top + half + j * half)
        for j in range(2 * rows)
        for i in range(cols)
    ]
    # Only whole tiles, inside the frame (QtSvg has no clip paths to cut them).
    tiles = [_use("tile", x, y) for x, y in spots
             if left + half - 1 <= x <= W - left - half + 1 and y <= H - top - half + 1]
    defs = [_el("path", id="tile", d=f"M0,{_n(-half + 2)} L{_n(half - 2)},0 L0,{_n(half - 2)} "
                f"L{_n(-half + 2)},0 Z", fill=TILES_DARK, stroke=TILES_LINE, stroke_width=1,
                stroke_opacity=0.6)]
    centre = [
        _el("rect", x=CX - 46, y=CY - 46, width=92, height=92, rx=6, fill=TILES_GROUND,
            stroke=TILES_LINE, stroke_width=2.5, transform=f"rotate(45 {_n(CX)} {_n(CY)})"),
        _el("path", d=_khatam_path(CX, CY, 34), fill=TILES_LINE),
        _el("path", d=_khatam_path(CX, CY, 18), fill=TILES_GROUND),
    ]
    return _back_frame(TILES_GROUND, TILES_LINE, [_group(tiles), *centre], defs)


# --------------------------------------------------------------------------- felt

FELT_SIZE = 512


def felt_svg(tones: tuple[str, str, str] = FELTS["felt"]) -> str:
    """The table felt: a cloth colour (dark green by default), a vignette and a faint woven
    texture; stretchable."""
    size = FELT_SIZE
    defs = [
        _el(
            "radialGradient",
            "".join(
                [
                    _el("stop", offset=0, stop_color=tones[0]),
                    _el("stop", offset=0.55, stop_color=tones[1]),
                    _el("stop", offset=1, stop_color=tones[2]),
                ]
            ),
            id="vignette",
            cx=0.5,
            cy=0.45,
            r=0.75,
            fx=0.5,
            fy=0.4,
        ),
        _el(
            "linearGradient",
            "".join(
                [
                    _el("stop", offset=0, stop_color="#ffffff", stop_opacity=0.06),
                    _el("stop", offset=0.5, stop_color="#ffffff", stop_opacity=0),
                    _el("stop", offset=1, stop_color="#000000", stop_opacity=0.08),
                ]
            ),
            id="sheen",
            x1=0,
            y1=0,
            x2=1,
            y2=1,
        ),
    ]
    step = 8
    weave_a = [_el("line", x1=k, y1=0, x2=k - size, y2=size) for k in range(step, 2 * size, step)]
    weave_b = [_el("line", x1=k - size, y1=0, x2=k, y2=size) for k in range(step, 2 * size, step)]
    body = [
        _el("rect", x=0, y=0, width=size, height=size, fill="url(#vignette)"),
        _group(weave_a, stroke="#ffffff", stroke_opacity=0.03, stroke_width=1),
        _group(weave_b, stroke="#000000", stroke_opacity=0.05, stroke_width=1),
        _el("rect", x=0, y=0, width=size, height=size, fill="url(#sheen)"),
    ]
    return _document(body, defs=defs, width=size, height=size, extra=' preserveAspectRatio="none"')


# --------------------------------------------------------------------------- output


FOUR_DIR = "four-colour"  # the diamonds and clubs of four-colour decks
SMALL_DIR = "small"  # the faces drawn for small cards
SMALL_FOUR_DIR = "small-four-colour"


def all_svgs() -> dict[str, str]:
    """Every output file (a path relative to the output folder) mapped to its SVG text:
    the 53 faces, the backs and the felts, then the four-colour and small faces."""
    files = {f"{rank}{suit}.svg": face_svg(rank, suit) for suit in SUITS for rank in RANKS}
    files["JK.svg"] = joker_svg()
    for name, colours in LATTICE_BACKS.items():
        files[f"{name}.svg"] = back_svg(*colours)
    files["back-tiles.svg"] = tiles_back_svg()
    for name, tones in FELTS.items():
        files[f"{name}.svg"] = felt_svg(tones)
    for rank in RANKS:
        for suit in FOUR_COLOURS:
            files[f"{FOUR_DIR}/{rank}{suit}.svg"] = face_svg(rank, suit, four=True)
            files[f"{SMALL_FOUR_DIR}/{rank}{suit}.svg"] = small_face_svg(rank, suit, four=True)
        for suit in SUITS:
            files[f"{SMALL_DIR}/{rank}{suit}.svg"] = small_face_svg(rank, suit)
    return files


def generate(out_dir: Path = OUT_DIR) -> list[Path]:
    """Write all card SVGs into ``out_dir`` and return the written paths."""
    out_dir.mkdir(parents=True, exist_ok=True)
    written = []
    for name, text in all_svgs().items():
        path = out_dir / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8", newline="\n")
        written.append(path)
    return written


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) > 1:
        print("usage: make_cards.py [OUTPUT_DIR]", file=sys.stderr)
        return 2
    out_dir = Path(args[0]) if args else OUT_DIR
    written = generate(out_dir)
    print(f"wrote {len(written)} files to {out_dir}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
