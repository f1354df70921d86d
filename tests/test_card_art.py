"""The committed card art in resources/cards is complete, loads in QtSvg and is up to date."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from pathlib import Path
from types import ModuleType

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer
from PySide6.QtWidgets import QApplication

from tests.scripts import load_script

ROOT = Path(__file__).resolve().parent.parent
CARDS = ROOT / "resources" / "cards"

RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
SUITS = ("S", "H", "D", "C")
BACKS = ["back.svg", "back-red.svg", "back-tiles.svg"]
FELTS = ["felt.svg", "felt-blue.svg", "felt-red.svg", "felt-brown.svg"]
FACES = [f"{rank}{suit}.svg" for rank in RANKS for suit in SUITS]
VARIANTS = (
    [f"four-colour/{rank}{suit}.svg" for rank in RANKS for suit in "DC"]
    + [f"small/{name}" for name in FACES]
    + [f"small-four-colour/{rank}{suit}.svg" for rank in RANKS for suit in "DC"]
)
EXPECTED = sorted([*FACES, "JK.svg", *BACKS, *FELTS, *VARIANTS])


def _load_script() -> ModuleType:
    return load_script("tools/make_cards.py", "make_cards")


@pytest.fixture(scope="module")
def make_cards() -> ModuleType:
    return _load_script()


@pytest.fixture()
def gui_app(qapp: QApplication) -> QApplication:
    # pytest-qt's QApplication: a bare QGuiApplication here would make every later
    # widget test in the same run abort ("Cannot create a QWidget without QApplication").
    return qapp


def test_every_card_file_exists() -> None:
    assert len(EXPECTED) == 53 + 3 + 4 + 26 + 52 + 26
    present = sorted(path.relative_to(CARDS).as_posix() for path in CARDS.rglob("*.svg"))
    assert present == EXPECTED


@pytest.mark.parametrize("name", EXPECTED)
def test_file_is_valid_for_qtsvg(gui_app: QApplication, name: str) -> None:
    renderer = QSvgRenderer(str(CARDS / name))
    assert renderer.isValid(), name
    if not name.startswith("felt"):
        assert renderer.viewBoxF() == QRectF(0, 0, 240, 336)


@pytest.mark.parametrize("name", EXPECTED)
def test_only_qtsvg_friendly_markup(name: str) -> None:
    text = (CARDS / name).read_text(encoding="utf-8")
    for banned in ("<style", "<pattern", "<filter", "<mask", "<clipPath", "<image"):
        assert banned not in text, (name, banned)
    for glyph in "\u2660\u2665\u2666\u2663\u2664\u2661\u2662\u2667":
        assert glyph not in text, (name, "suit glyph")


def test_committed_files_match_the_generator(make_cards: ModuleType) -> None:
    generated = make_cards.all_svgs()
    assert sorted(generated) == EXPECTED
    stale = [
        name
        for name, text in generated.items()
        if (CARDS / name).read_text(encoding="utf-8") != text
    ]
    assert not stale, f"run `uv run python tools/make_cards.py`; stale: {stale}"


def test_script_writes_into_a_given_directory(make_cards: ModuleType, tmp_path: Path) -> None:
    assert make_cards.main([str(tmp_path)]) == 0
    assert sorted(p.relative_to(tmp_path).as_posix() for p in tmp_path.rglob("*.svg")) == EXPECTED
    for name in EXPECTED:
        assert (tmp_path / name).read_bytes().replace(b"\r\n", b"\n") == (
            (CARDS / name).read_bytes().replace(b"\r\n", b"\n")
        ), name


def test_cards_render_something(gui_app: QApplication) -> None:
    """Red suits come out red, black suits dark, and the Joker is not blank."""
    for name, wanted in (("AH.svg", "red"), ("AS.svg", "dark"), ("JK.svg", "purple")):
        image = QImage(120, 168, QImage.Format.Format_ARGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        QSvgRenderer(str(CARDS / name)).render(painter, QRectF(0, 0, 120, 168))
        painter.end()
        centre = image.pixelColor(60, 84)
        if wanted == "red":
            assert centre.red() > 150 and centre.green() < 80, name
        elif wanted == "dark":
            assert max(centre.red(), centre.green(), centre.blue()) < 60, name
        else:
            assert centre.blue() > centre.green(), name


def test_the_felt_is_stretched_from_one_render_and_looks_the_same(gui_app: QApplication) -> None:
    """The felt is rendered once and stretched to each size: the same picture as rendering
    the SVG at that size (within a few levels per channel), and one SVG render for all sizes."""
    from PySide6.QtCore import QSize

    from hand_desktop.ui.card_art import CardArt

    art = CardArt(CARDS)
    width, height = 600, 340
    direct = QImage(width, height, QImage.Format.Format_ARGB32)
    direct.fill(QColor("black"))
    painter = QPainter(direct)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    QSvgRenderer(str(CARDS / "felt.svg")).render(painter, QRectF(0, 0, width, height))
    painter.end()
    felt = art.felt(QSize(width, height)).toImage().convertToFormat(QImage.Format.Format_ARGB32)
    assert (felt.width(), felt.height()) == (width, height)
    worst = 0
    for y in range(0, height, 7):
        for x in range(0, width, 7):
            a, b = direct.pixelColor(x, y), felt.pixelColor(x, y)
            worst = max(worst, abs(a.red() - b.red()), abs(a.green() - b.green()),
                        abs(a.blue() - b.blue()))
    assert worst <= 8
    for size in (QSize(800, 500), QSize(1240, 700), QSize(1920, 1080)):
        assert art.felt(size).size() == size
    hidpi = art.felt(QSize(400, 300), 2.0)
    assert hidpi.size() == QSize(800, 600) and hidpi.devicePixelRatio() == 2.0
    assert art.renders == 1


def test_the_card_cache_stays_within_its_byte_budget(qapp) -> None:
    """A long session draws cards at many widths (melds crowd the table); the pictures kept
    stay within the budget, the most recent ones kept (the soak found the memory growing)."""
    from hand_desktop.ui import card_art

    art = card_art.CardArt()
    for width in range(60, 140, 2):  # 40 sizes of a few cards: more than the budget at big widths
        for name in ("AS", "KH", "QD", "JC", "10S", "9H"):
            art.pixmap(name, width)
            art.shadowed(name, width)
    assert art._cache_bytes <= card_art._CACHE_BYTES
    assert art._cache_bytes == sum(card_art._bytes(p) for p in art._cache.values())
    renders = art.renders
    art.pixmap("9H", 138)  # the newest size is still there
    assert art.renders == renders


def test_a_shadowed_card_does_not_keep_its_plain_picture_too(qapp) -> None:
    """The table shows its cards shadowed: the plain picture is a step in drawing one, and
    keeping it as well held half the cache's bytes (the soak's first rounds)."""
    from hand_desktop.ui import card_art

    art = card_art.CardArt()
    art.shadowed("AS", 80)
    assert [key[0] for key in art._cache] == ["AS+shadow"]
    plain = art.pixmap("KH", 80)  # a picture shown plain is used for its shadowed one
    renders = art.renders
    art.shadowed("KH", 80)
    assert art.renders == renders and art.pixmap("KH", 80) is plain


def _draw_until_out(art, key: tuple[str, int, float]) -> None:  # type: ignore[no-untyped-def]
    """Draw other cards at ever new sizes until ``key`` has left the cache's budget."""
    for width in range(30, 1000):
        if key not in art._cache:
            return
        art.shadowed("KH", width)
    raise AssertionError("the cache never let the picture go")


def test_a_picture_still_shown_is_found_again_without_a_render(qapp) -> None:
    """A card on the table holds its picture: asked for again after the budget let it go
    (many other sizes drawn since), it is the same picture, not a new render."""
    from hand_desktop.ui import card_art

    art = card_art.CardArt()
    shown = art.shadowed("AS", 100)  # held, as a card item holds it
    _draw_until_out(art, ("AS+shadow", 100, 1.0))  # out of the budget ...
    renders = art.renders
    assert art.shadowed("AS", 100) is shown and art.renders == renders  # ... yet found


def test_a_picture_nothing_shows_goes_once_out_of_the_budget(qapp) -> None:
    from hand_desktop.ui import card_art

    art = card_art.CardArt()
    art.shadowed("AS", 100)  # shown a moment, then let go
    _draw_until_out(art, ("AS+shadow", 100, 1.0))
    assert art.held()[1] <= card_art._CACHE_BYTES
    renders = art.renders
    art.shadowed("AS", 100)
    assert art.renders == renders + 1  # drawn again: it was no longer in memory


def test_the_pictures_in_memory_are_those_shown_and_the_budget(qapp) -> None:
    """A long session passes through many sizes (melds crowd the table, the window is
    resized): what stays in memory is the table's pictures and the budget, no more."""
    from hand_desktop.ui import card_art

    art = card_art.CardArt()
    names = [f"{rank}{suit}" for rank in RANKS for suit in SUITS] + ["JK"]
    table = [art.shadowed(name, 90) for name in names]  # a table holding 53 faces
    shown = sum(card_art._bytes(p) for p in table)
    for width in range(40, 160):
        for name in names[:8]:
            art.shadowed(name, width)
    count, size = art.held()
    assert size <= shown + card_art._CACHE_BYTES
    assert count >= len(table)
    del table
    assert art.held()[1] <= card_art._CACHE_BYTES  # once nothing shows them, the budget alone


def test_the_shadow_is_drawn_once_for_each_width_and_only_a_few_widths_are_kept(qapp) -> None:
    """Every card of a width has the same shadow: it is drawn once, not under each card."""
    from hand_desktop.ui import card_art

    art = card_art.CardArt()
    faces = [art.shadowed(name, 80).toImage() for name in ("AS", "KH", "JK", "back")]
    assert list(art._shadows) == [(80, 1.0)]
    # Below and right of the card only the shadow shows: the same pixels under every card.
    corner = [[face.pixel(x, y) for x in range(80, 84) for y in range(3, 116)] for face in faces]
    assert all(pixels == corner[0] for pixels in corner) and len(set(corner[0])) > 1
    for width in range(40, 40 + 2 * card_art._SHADOW_SIZES):
        art.shadowed("AS", width)
    assert len(art._shadows) == card_art._SHADOW_SIZES


def _centre_colour(art: object, name: str, width: int) -> QColor:
    image = art.pixmap(name, width).toImage()  # type: ignore[attr-defined]
    return image.pixelColor(image.width() // 2, image.height() // 2)


def test_a_style_changes_backs_felts_and_the_suit_colours(gui_app: QApplication) -> None:
    """Four-colour decks draw diamonds blue and clubs green (hearts and spades as before); the
    back and the felt follow the style; a changed style draws every picture again."""
    from PySide6.QtCore import QSize

    from hand_desktop.core.cards import Suit
    from hand_desktop.ui.card_art import CardArt, CardStyle

    art = CardArt(CARDS)
    plain = {name: _centre_colour(art, name, 120) for name in ("AD", "AC", "AH", "AS")}
    back = art.pixmap("back", 120).toImage().pixelColor(60, 30)
    felt = art.felt(QSize(80, 80)).toImage().pixelColor(40, 40)
    assert art.set_style(CardStyle(back="back-red", felt="felt-blue", four_colour=True))
    assert not art.set_style(CardStyle(back="back-red", felt="felt-blue", four_colour=True))
    four = {name: _centre_colour(art, name, 120) for name in ("AD", "AC", "AH", "AS")}
    assert plain["AD"].red() > 150 and four["AD"].blue() > 150 and four["AD"].red() < 60
    assert four["AC"].green() > 100 and four["AC"].green() > 2 * four["AC"].red()
    assert (four["AH"], four["AS"]) == (plain["AH"], plain["AS"])
    red_back = art.pixmap("back", 120).toImage().pixelColor(60, 30)
    assert back.blue() > back.red() and red_back.red() > red_back.blue()
    blue_felt = art.felt(QSize(80, 80)).toImage().pixelColor(40, 40)
    assert felt.green() > felt.blue() and blue_felt.blue() > blue_felt.green()
    assert art.suit_colour(Suit.D).blue() > 150
    assert art.suit_colour(Suit.H).red() > 150


def test_small_cards_have_a_larger_index(gui_app: QApplication) -> None:
    """Below SMALL_FACE_W a face comes from small/: its corner index reaches further down
    (a rank and suit about twice as tall), so a meld card's visible strip is read at a glance."""
    from hand_desktop.ui.card_art import SMALL_FACE_W, CardArt

    art = CardArt(CARDS)

    def rank_height(width: int) -> int:
        """The rows of the first block of ink from the top in the strip a meld leaves visible."""
        image = art.pixmap("9C", width).toImage()
        strip = round(width * 0.28)
        inked = [any(image.pixelColor(x, y).lightness() < 100 for x in range(2, strip))
                 for y in range(image.height() // 2)]
        top = inked.index(True)
        return inked[top:].index(False)

    small, big = SMALL_FACE_W - 2, SMALL_FACE_W
    # Nearly the same width drawn both ways: the small face's rank is half as tall again.
    assert rank_height(small) > 1.3 * rank_height(big)


def test_a_missing_variant_falls_back_to_the_plain_picture(gui_app: QApplication, tmp_path: Path) -> None:
    import shutil

    from hand_desktop.ui.card_art import CardArt, CardStyle

    for name in ("AD.svg", "back.svg", "felt.svg"):
        shutil.copy(CARDS / name, tmp_path / name)
    art = CardArt(tmp_path)
    art.set_style(CardStyle(back="back-tiles", four_colour=True))
    assert _centre_colour(art, "AD", 120).red() > 150  # the plain red diamond
    assert _centre_colour(art, "AD", 30).red() > 150  # no small face either
    assert not art.pixmap("back", 60).isNull()
