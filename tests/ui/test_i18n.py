"""hand_desktop.ui.words.i18n: languages, right to left, digits, the bundled font, catalogues."""

from __future__ import annotations

import shutil
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QEvent, QLocale, Qt
from PySide6.QtWidgets import QApplication, QLabel, QWidget

from hand_desktop.core.rules import ErrorCode
from hand_desktop.ui import storage
from hand_desktop.ui.words import i18n
from hand_desktop.ui.words import text as ui_text
from hand_desktop.ui.words.languages import NOTO_SANS_ARABIC
from hand_desktop.ui.words.refusals import error_text

TS_AR = Path(__file__).resolve().parents[2] / "resources" / "i18n" / "hand_ar.ts"


@pytest.fixture
def app(
    qapp: QApplication, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> Iterator[QApplication]:
    """The application, with its home under tmp; English again afterwards."""
    monkeypatch.setenv(storage.HOME_ENV, str(tmp_path / "home"))
    yield qapp
    i18n.set_digits(None)
    i18n.switch_language(qapp, "en")


# ---------------------------------------------------------------- languages


def test_language_codes_are_normalised() -> None:
    assert i18n.normalize_language("ar") == "ar"
    assert i18n.normalize_language("ar_SA") == "ar"
    assert i18n.normalize_language("ar-KW") == "ar"
    assert i18n.normalize_language("EN_gb") == "en"
    assert i18n.normalize_language("fr") == "en"


def test_system_language_is_arabic_for_any_arabic_locale() -> None:
    for name in ("ar_SA", "ar_KW", "ar_EG", "ar_MA", "ar_LB"):
        assert i18n.system_language(QLocale(name)) == "ar", name
    for name in ("en_US", "en_GB", "fr_FR", "ur_PK", "fa_IR"):
        assert i18n.system_language(QLocale(name)) == "en", name


def test_none_follows_the_system(app: QApplication) -> None:
    assert i18n.install(app, None) == i18n.system_language()


def test_install_arabic_translates_and_turns_right_to_left(app: QApplication) -> None:
    assert i18n.install(app, "ar") == "ar"
    assert app.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert i18n.is_rtl()
    assert i18n.current_language() == "ar"
    assert error_text(ErrorCode.NOT_YOUR_TURN) == "ليس دورك."
    # Qt's own translations are loaded too (buttons of standard dialogs).
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") not in ("", "Cancel")
    # The bundled Arabic font comes first.
    assert app.font().families()[0] == NOTO_SANS_ARABIC.family


def test_switch_back_to_english(app: QApplication) -> None:
    i18n.install(app, "ar")
    assert i18n.switch_language(app, "en") == "en"
    assert app.layoutDirection() == Qt.LayoutDirection.LeftToRight
    assert not i18n.is_rtl()
    assert error_text(ErrorCode.NOT_YOUR_TURN) == "It is not your turn."
    assert QCoreApplication.translate("QPlatformTheme", "Cancel") == "Cancel"
    assert app.font().families()[0] != NOTO_SANS_ARABIC.family
    # Arabic names typed by players still find the bundled font as a fallback.
    assert NOTO_SANS_ARABIC.family in app.font().families()


def test_english_loads_the_arabic_font_after_start_up(app: QApplication, qtbot,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    # As at a first start in English: nothing set up, the font not tried yet.
    monkeypatch.setattr(i18n._state, "installed", None)
    monkeypatch.setattr(i18n._state, "fonts_tried", set())
    monkeypatch.setattr(i18n._state, "font_families", {})
    from PySide6.QtGui import QFont

    plain = QFont(app.font())  # as the system gives it (earlier tests added the family)
    plain.setFamilies([f for f in plain.families() if f != NOTO_SANS_ARABIC.family] or ["Sans"])
    monkeypatch.setattr(i18n._state, "base_font", plain)
    monkeypatch.setattr(i18n, "FALLBACK_FONT_DELAY_MS", 50)
    i18n.install(app, "en")
    assert NOTO_SANS_ARABIC not in i18n._state.fonts_tried  # not on the start path
    assert NOTO_SANS_ARABIC.family not in app.font().families()
    qtbot.waitUntil(lambda: NOTO_SANS_ARABIC.family in app.font().families(), timeout=5000)
    assert app.font().families()[0] != NOTO_SANS_ARABIC.family  # a fallback, not the first


def test_arabic_loads_its_font_at_once(app: QApplication, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(i18n._state, "fonts_tried", set())
    monkeypatch.setattr(i18n._state, "font_families", {})
    i18n.install(app, "ar")
    assert app.font().families()[0] == NOTO_SANS_ARABIC.family


def test_a_switch_to_the_language_already_set_up_tells_no_widget(app: QApplication, qtbot) -> None:
    """Every widget retranslates on LanguageChange: for the same language, that was all waste."""
    from PySide6.QtWidgets import QLabel

    class Counting(QLabel):
        changes = 0

        def changeEvent(self, event: QEvent) -> None:
            if event.type() == QEvent.Type.LanguageChange:
                self.changes += 1
            super().changeEvent(event)

    i18n.switch_language(app, "en")
    label = Counting()
    qtbot.addWidget(label)
    assert i18n.switch_language(app, "en") == "en" and label.changes == 0
    i18n.switch_language(app, "ar")
    assert label.changes == 1 and app.layoutDirection() == Qt.LayoutDirection.RightToLeft
    app.setLayoutDirection(Qt.LayoutDirection.LeftToRight)  # changed behind its back ...
    i18n.switch_language(app, "ar")  # ... so set up again in full
    assert label.changes == 2 and app.layoutDirection() == Qt.LayoutDirection.RightToLeft


def test_switching_many_times_keeps_one_set_of_translators(app: QApplication) -> None:
    for language in ("ar", "en", "ar", "ar", "en", "ar"):
        i18n.switch_language(app, language)
    assert len(i18n._state.translators) == 2  # ours and Qt's qtbase
    assert error_text(ErrorCode.WRONG_PHASE) == "لا يمكنك فعل ذلك الآن."


def test_text_missing_from_the_catalogue_falls_back_to_the_source(app: QApplication) -> None:
    # A null answer from our translator, not an empty string: Qt would show "".
    i18n.install(app, "ar")
    assert (
        QCoreApplication.translate("NoSuchContext", "Not in the catalogue")
        == "Not in the catalogue"
    )
    assert QCoreApplication.translate("NoSuchContext", "%n thing(s)", None, 3) == "3 thing(s)"
    # Misses go through every installed translator; they must leave Python's None alone
    # (a Python QTranslator subclass returning None from translate() corrupted its count).
    before = sys.getrefcount(None)
    for _ in range(2000):
        QCoreApplication.translate("NoSuchContext", "Not in the catalogue")
    assert abs(sys.getrefcount(None) - before) < 100


class _Probe(QWidget):
    """A widget following the team's retranslate_ui convention."""

    def __init__(self) -> None:
        super().__init__()
        self.label = QLabel(self)
        self.score = QLabel(self)
        self.calls = 0
        self.retranslate_ui()

    def retranslate_ui(self) -> None:
        self.calls += 1
        self.label.setText(error_text(ErrorCode.NOT_YOUR_TURN))
        self.score.setText(ui_text.number(51))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate_ui()
        super().changeEvent(event)


def test_switching_language_retranslates_live_widgets(app: QApplication, qtbot) -> None:
    i18n.install(app, "en")
    probe = _Probe()
    qtbot.addWidget(probe)
    probe.show()
    assert probe.label.text() == "It is not your turn."
    i18n.switch_language(app, "ar")
    assert probe.label.text() == "ليس دورك."
    assert probe.calls == 2  # once at creation, once for the switch (Qt compresses the events)
    assert probe.layoutDirection() == Qt.LayoutDirection.RightToLeft
    assert probe.label.layoutDirection() == Qt.LayoutDirection.RightToLeft
    i18n.switch_language(app, "en")
    assert probe.label.text() == "It is not your turn."
    assert probe.layoutDirection() == Qt.LayoutDirection.LeftToRight


def test_changing_digits_reformats_live_widgets(app: QApplication, qtbot) -> None:
    i18n.install(app, "ar")
    i18n.set_digits("western")
    probe = _Probe()
    qtbot.addWidget(probe)
    probe.show()
    assert probe.score.text().endswith("51")
    i18n.set_digits("arabic")
    assert probe.score.text().endswith("٥١")
    calls = probe.calls
    i18n.set_digits("arabic")  # no change, no work
    assert probe.calls == calls


# ---------------------------------------------------------------- digits


def test_fmt_int_in_both_digit_styles(app: QApplication) -> None:
    i18n.install(app, "en")
    i18n.set_digits("western")
    assert ui_text.number(0) == "0"
    assert ui_text.number(1234) == "1234"
    assert ui_text.number(-30) == "-30"
    i18n.set_digits("arabic")
    assert ui_text.number(0) == "٠"
    assert ui_text.number(1234) == "١٢٣٤"
    assert ui_text.number(-60) == "-٦٠"


ALM, RLM, LRM = "\u061c", "\u200f", "\u200e"


def test_numbers_in_arabic_carry_a_right_to_left_mark(app: QApplication) -> None:
    i18n.install(app, "ar")
    i18n.set_digits("arabic")
    assert ui_text.number(0) == ALM + "٠"
    assert ui_text.number(1234) == ALM + "١٢٣٤"
    assert ui_text.number(-30) == ALM + "-٣٠"  # the sign reads first, on the right
    i18n.set_digits("western")
    # A right-to-left line holding "-30" as it is written (sign on the left).
    assert ui_text.number(51) == RLM + "51"
    assert ui_text.number(-30) == RLM + LRM + "-30"


def test_fmt_signed(app: QApplication) -> None:
    i18n.install(app, "en")
    i18n.set_digits("western")
    assert [ui_text.signed(n) for n in (32, 0, -30)] == ["+32", "0", "-30"]
    i18n.switch_language(app, "ar")
    assert ui_text.signed(32) == RLM + LRM + "+32"
    i18n.set_digits("arabic")
    assert ui_text.signed(100) == ALM + "+١٠٠"
    assert ui_text.signed(-30) == ALM + "-٣٠"


def _ink_columns(label: QLabel) -> tuple[int, int]:
    """The first and last pixel columns where the label painted its text."""
    image = label.grab().toImage()
    background = image.pixel(0, 0)
    columns = [
        x
        for x in range(image.width())
        if any(image.pixel(x, y) != background for y in range(image.height()))
    ]
    assert columns, "nothing painted"
    return columns[0], columns[-1]


def _leading_label(text: str, qtbot) -> QLabel:
    label = QLabel(text)
    label.setAlignment(Qt.AlignmentFlag.AlignLeading | Qt.AlignmentFlag.AlignVCenter)
    label.setFixedSize(240, 30)
    qtbot.addWidget(label)
    return label


def test_arabic_numbers_line_up_with_arabic_labels(app: QApplication, qtbot) -> None:
    """Qt aligns a label by its own text's direction, and digits alone have none."""
    i18n.install(app, "ar")
    # Without a mark a bare number sits on the left of a right-to-left window...
    first, _ = _ink_columns(_leading_label("٥١", qtbot))
    assert first < 120
    # ...with fmt_int's mark it lines up on the right, like the Arabic labels around it.
    for style in ("arabic", "western"):
        i18n.set_digits(style)
        for text in (ui_text.number(51), ui_text.number(-30), ui_text.signed(32), "نقطة"):
            first, _ = _ink_columns(_leading_label(text, qtbot))
            assert first > 120, (style, text)


def test_parse_int_reads_both_styles() -> None:
    assert ui_text.parse_number("١٠٥") == 105
    assert ui_text.parse_number(ALM + "-٣٠") == -30
    assert ui_text.parse_number(RLM + LRM + "-30") == -30
    assert ui_text.parse_number(" 42 ") == 42


def test_default_digits_come_from_language_and_locale() -> None:
    assert i18n.default_digits("en", QLocale("ar_SA")) == "western"
    assert i18n.default_digits("ar", QLocale("ar_SA")) == "arabic"
    assert i18n.default_digits("ar", QLocale("ar_KW")) == "arabic"
    # Maghreb and some Gulf locales write Western digits.
    assert i18n.default_digits("ar", QLocale("ar_MA")) == "western"
    # Arabic chosen on a non-Arabic system: the usual Arabic-Indic digits.
    assert i18n.default_digits("ar", QLocale("en_US")) == "arabic"


def test_set_digits_rejects_unknown_styles() -> None:
    with pytest.raises(ValueError):
        i18n.set_digits("roman")


def test_digit_setting_survives_a_language_switch(app: QApplication) -> None:
    i18n.install(app, "ar")
    i18n.set_digits("western")
    i18n.switch_language(app, "en")
    i18n.switch_language(app, "ar")
    assert i18n.digits() == "western"
    i18n.set_digits(None)
    assert i18n.digits() == i18n.default_digits("ar")


def test_plural_numbers_follow_the_digit_setting(app: QApplication) -> None:
    i18n.install(app, "ar")
    text = "The match lasts %n round(s). The lowest total at the end wins."
    i18n.set_digits("arabic")
    assert "٥" in QCoreApplication.translate("RulesHelp", text, None, 5)
    i18n.set_digits("western")
    five = QCoreApplication.translate("RulesHelp", text, None, 5)
    assert "5" in five and "٥" not in five
    # Large counts get no group separator, like fmt_int.
    assert "1234" in QCoreApplication.translate("RulesHelp", text, None, 1234)


def test_fmt_digits_converts_a_whole_text(app: QApplication) -> None:
    i18n.install(app, "ar")
    i18n.set_digits("arabic")
    assert ui_text.local_digits("61 / 74") == "٦١ / ٧٤"
    i18n.set_digits("western")
    assert ui_text.local_digits("61 / 74") == "61 / 74"


def test_isolate_wraps_in_unicode_isolates() -> None:
    assert ui_text.isolate("Sara") == "\u2068Sara\u2069"


def test_paths_are_kept_left_to_right() -> None:
    assert ui_text.ltr("/tmp/x.json") == "\u2066/tmp/x.json\u2069"


def test_fill_puts_values_where_the_translation_wants_them() -> None:
    # An Arabic translation may put %2 first; %1 must not eat the start of %10.
    assert ui_text.fill("%2 ← %1", "a", "b") == "b ← a"
    values = [str(i) for i in range(1, 11)]
    assert ui_text.fill("%10|%1", *values) == "10|1"


def test_fill_never_fills_inside_a_value() -> None:
    # A player may be called "%1" or "%2": their name is shown as typed, in either position.
    assert ui_text.fill("%1 & %2", "Ana", "%1") == "Ana & %1"
    assert ui_text.fill("%1 & %2", "%2", "Badr") == "%2 & Badr"
    assert ui_text.fill("%2 ← %1", "%1%2", "b") == "b ← %1%2"
    # A placeholder without a value stays as written (as Qt leaves it).
    assert ui_text.fill("%1 of %3", "a") == "a of %3"


def test_every_language_row_is_whole() -> None:
    from hand_desktop.ui.words import languages

    assert languages.CODES == ("ar", "en") and languages.SOURCE.code == "en"
    for row in languages.LANGUAGES:
        assert i18n.ts_file(row.code).is_file(), row.code
        assert row.native_name and row.plural_forms >= 1
        for digits in languages.Digits:
            assert QLocale(row.locale_for(digits)).zeroDigit() == {"western": "0", "arabic": "\u0660"}[digits]
    assert languages.language_of("ar-KW").rtl and not languages.language_of("fr").rtl


# ---------------------------------------------------------------- catalogues


def test_arabic_plural_forms_follow_qts_six_arabic_forms(app: QApplication) -> None:
    i18n.install(app, "ar")
    i18n.set_digits("western")
    text = "you need %n more point(s)"
    got = {
        n: QCoreApplication.translate("PreparedArea", text, None, n) for n in (0, 1, 2, 3, 11, 100)
    }
    assert got[1] != got[2] != got[3]
    assert got[3] != got[11]
    assert "3" in got[3] and "11" in got[11]
    assert len(set(got.values())) >= 5


def _built(tmp_path: Path) -> Path:
    """A folder holding the Arabic catalogue and its .qm, as a build leaves them."""
    folder = tmp_path / "i18n"
    folder.mkdir()
    shutil.copy(TS_AR, folder / "hand_ar.ts")
    shutil.copy(TS_AR.with_suffix(".qm"), folder / "hand_ar.qm")
    return folder


def test_the_runtime_loads_the_built_catalogue_without_reading_its_source(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = _built(tmp_path)

    # A start neither reads nor compiles the .ts: the build did that.
    def no_reading(self: Path, *args: object, **kwargs: object) -> bytes:
        raise AssertionError(f"read {self}")

    monkeypatch.setattr(Path, "read_bytes", no_reading)
    monkeypatch.setattr(Path, "read_text", no_reading)
    assert i18n.qm_file("ar", folder=folder) == folder / "hand_ar.qm"


def test_a_catalogue_not_built_gives_the_source_texts(tmp_path: Path, caplog) -> None:
    folder = _built(tmp_path)
    (folder / "hand_ar.qm").unlink()
    assert i18n.qm_file("ar", folder=folder) is None
    assert "tools/i18n.py build" in caplog.text


def test_a_catalogue_older_than_its_source_is_loaded_and_reported(tmp_path: Path, caplog) -> None:
    folder = _built(tmp_path)
    import os

    os.utime(folder / "hand_ar.qm", ns=(1_000_000_000, 1_000_000_000))
    assert i18n.qm_file("ar", folder=folder) == folder / "hand_ar.qm"
    assert "older than its .ts" in caplog.text


def test_a_packaged_app_uses_the_bundled_qm(tmp_path: Path) -> None:
    folder = tmp_path / "i18n"
    folder.mkdir()
    (folder / "hand_ar.qm").write_bytes(b"bundled")  # a bundle carries no .ts
    assert i18n.qm_file("ar", folder=folder) == folder / "hand_ar.qm"


def test_bundled_font_has_arabic_and_latin() -> None:
    from PySide6.QtGui import QFont, QRawFont

    family = i18n.load_font(NOTO_SANS_ARABIC)
    assert family == NOTO_SANS_ARABIC.family
    raw = QRawFont.fromFont(QFont(family, 12))
    assert raw.familyName() == family
    for char in "هاندجوكر٠١٢٣abcXYZ019":
        assert raw.supportsCharacter(ord(char)), char
    assert (i18n.fonts_dir() / "OFL.txt").read_text(encoding="utf-8").count(
        "SIL Open Font License"
    ) >= 1


def test_a_styled_widget_follows_the_fonts_loaded_after_start_up(app: QApplication, qtbot,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 28 follow-up: the lobby and the lesson list (style sheets with a font size,
    polished before the fallback font loaded) drew English in another family than the game."""
    from PySide6.QtGui import QFont, QFontInfo
    from PySide6.QtWidgets import QLabel

    monkeypatch.setattr(i18n._state, "fonts_tried", set())
    monkeypatch.setattr(i18n._state, "font_families", {})
    plain = QFont(app.font())
    plain.setFamilies([f for f in plain.families() if f != NOTO_SANS_ARABIC.family] or ["Sans"])
    original = QFont(app.font())
    app.setFont(plain)
    try:
        styled = QLabel("Seat 4")
        qtbot.addWidget(styled)
        styled.setStyleSheet("QLabel { font-size: 15px; }")
        styled.ensurePolished()
        i18n.add_fallback_fonts(app)
        plain_label = QLabel("Seat 4")
        qtbot.addWidget(plain_label)
        assert QFontInfo(styled.font()).family() == QFontInfo(plain_label.font()).family()
        assert styled.font().pixelSize() == 15
    finally:
        app.setFont(original)
