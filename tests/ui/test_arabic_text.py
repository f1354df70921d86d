"""Arabic text as it is drawn: marks that stay visible, no underline that reads as a kasra,
boxes tall enough for the dots under a final ي."""

from __future__ import annotations

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFont, QImage, QPainter
from PySide6.QtWidgets import QApplication, QPushButton

from hand_desktop.ui.words import i18n, mnemonics
from hand_desktop.ui.words.languages import NOTO_SANS_ARABIC


def _grab(button: QPushButton) -> QImage:
    button.resize(160, 40)
    return button.grab().toImage()


def _same(a: QImage, b: QImage) -> bool:
    return a.size() == b.size() and all(
        a.pixel(x, y) == b.pixel(x, y) for y in range(a.height()) for x in range(a.width()))


def test_no_mnemonic_underline_in_arabic_but_there_is_one_in_english(app: QApplication) -> None:
    mnemonics.install(app)
    # English keeps the underline (the style draws it).
    assert not _same(_grab(QPushButton("&Start")), _grab(QPushButton("Start")))
    i18n.switch_language(app, "ar")
    # In Arabic "&ابدأ" draws exactly as "ابدأ": no line under the alif to read as a kasra.
    assert _same(_grab(QPushButton("&ابدأ")), _grab(QPushButton("ابدأ")))
    button = QPushButton("&ابدأ")
    assert not button.shortcut().isEmpty()  # Alt+letter still works


def _draw(text: str, px: int) -> QImage:
    img = QImage(200, 60, QImage.Format.Format_ARGB32)
    img.fill(QColor("white"))
    painter = QPainter(img)
    font = QFont(QApplication.font())
    font.setPixelSize(px)
    painter.setFont(font)
    painter.setPen(QColor("black"))
    painter.drawText(QRectF(0, 0, 200, 60), int(Qt.AlignmentFlag.AlignCenter), text)
    painter.end()
    return img


def _mark_pixels(with_mark: str, without: str, px: int) -> int:
    """Pixels clearly darker where the word has its hamza or madda (the mark's own ink)."""
    a, b = _draw(with_mark, px), _draw(without, px)
    return sum(1 for y in range(a.height()) for x in range(a.width())
               if QColor(b.pixel(x, y)).lightness() - QColor(a.pixel(x, y)).lightness() > 90)


def test_hamza_and_madda_are_drawn_at_small_sizes_with_the_bundled_font(app: QApplication) -> None:
    # A vanished mark leaves no pixel of its own (0); drawn, a hamza or madda at 12 px
    # inks 3 to 7 pixels clearly darker than the bare word.
    i18n.switch_language(app, "ar")
    assert QApplication.font().families()[0] == i18n.load_font(NOTO_SANS_ARABIC)
    for px in (12, 13, 15):  # 9 pt and a little more, at 96 dpi
        for word, bare in (("الأرض", "الارض"), ("الآس", "الاس"), ("الأسفل", "الاسفل"), ("الآخر", "الاخر")):
            assert _mark_pixels(word, bare, px) >= 3, (word, px)


def test_a_label_box_holds_the_dots_under_a_final_yeh(app: QApplication) -> None:
    from PySide6.QtGui import QFontMetricsF

    from hand_desktop.ui.table.decor import LabelItem

    i18n.switch_language(app, "ar")
    label = LabelItem(0.8, bold=True)
    label.set_label(QRectF(10, 100, 300, 15), "تنزيلات علي", rtl=True)
    font, _line = label._label_font()
    metrics = QFontMetricsF(font)
    box = label.boundingRect()
    # The text is centred on the 15 px line: the whole font height (descent included) is painted.
    assert box.height() >= metrics.height()
    ink = metrics.tightBoundingRect("تنزيلات علي")
    baseline = 100 + (15 - metrics.height()) / 2 + metrics.ascent()
    assert box.bottom() >= baseline + ink.bottom() and box.top() <= baseline + ink.top()


def test_card_names_in_sentences_follow_the_digit_setting(app: QApplication) -> None:
    from hand_desktop.core.cards import parse_card
    from hand_desktop.ui.table.sentences import card_text

    assert card_text(parse_card("10H")) == "\u206610\u2665\u2069"
    i18n.switch_language(app, "ar")
    i18n.set_digits("arabic")
    assert card_text(parse_card("10H")) == "\u2066١٠\u2665\u2069"
    assert card_text(parse_card("KS")) == "\u2066K\u2660\u2069"
    i18n.set_digits("western")
    assert card_text(parse_card("10H")) == "\u206610\u2665\u2069"


def _scene_image(item_setup) -> QImage:  # type: ignore[no-untyped-def]
    from PySide6.QtWidgets import QGraphicsScene

    scene = QGraphicsScene(0, 0, 220, 150)
    item_setup(scene)
    img = QImage(220, 150, QImage.Format.Format_ARGB32)
    img.fill(QColor("#1f6b45"))
    painter = QPainter(img)
    scene.render(painter)
    painter.end()
    return img


def _bright_diff(a: QImage, b: QImage) -> int:
    return sum(1 for y in range(a.height()) for x in range(a.width())
               if QColor(a.pixel(x, y)).lightness() - QColor(b.pixel(x, y)).lightness() > 40)


def test_the_dots_of_a_final_yeh_are_drawn_on_plates_and_meld_captions(app: QApplication) -> None:
    # drawText clips to its box unless told not to; the dots under ي hang below the line
    # box, so "علي" read "على". Drawn, they are several clearly brighter pixels.
    from hand_desktop.ui.card_art import shared_art
    from hand_desktop.ui.table.decor import LabelItem, PlateInfo, PlateItem

    i18n.switch_language(app, "ar")

    def plate(name: str):  # type: ignore[no-untyped-def]
        def setup(scene) -> None:  # type: ignore[no-untyped-def]
            item = PlateItem(shared_art())
            scene.addItem(item)
            item.set_plate(QRectF(10, 10, 185, 110), PlateInfo(name, "", "", "", 14, False, False),
                           30, 1.0, True)
        return _scene_image(setup)

    def caption(name: str):  # type: ignore[no-untyped-def]
        def setup(scene) -> None:  # type: ignore[no-untyped-def]
            label = LabelItem(0.8, bold=True)
            scene.addItem(label)
            label.set_label(QRectF(10, 60, 180, 17), "تنزيلات " + name, True)
        return _scene_image(setup)

    assert _bright_diff(plate("علي"), plate("على")) >= 4
    assert _bright_diff(caption("علي"), caption("على")) >= 4


def test_arabic_text_is_large_enough_and_unhinted_for_its_marks(app: QApplication) -> None:
    """The cause of the vanishing madda: 12 px Arabic, hinted. In Arabic the UI font is
    at least 14 px at 96 dpi and unhinted; English keeps the system's size and hinting."""
    i18n.switch_language(app, "en")
    english = QFont(QApplication.font())
    i18n.switch_language(app, "ar")
    arabic = QFont(QApplication.font())
    assert arabic.pointSizeF() >= max(NOTO_SANS_ARABIC.min_pt, english.pointSizeF() * NOTO_SANS_ARABIC.scale) - 1e-6
    assert arabic.pointSizeF() * 96 / 72 >= 14
    assert arabic.hintingPreference() is QFont.HintingPreference.PreferNoHinting
    assert english.hintingPreference() is not QFont.HintingPreference.PreferNoHinting
    i18n.switch_language(app, "en")
    assert QFont(QApplication.font()).pointSizeF() == english.pointSizeF()
