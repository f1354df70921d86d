"""Installing a language: its catalogues, its direction, its digits and its font.

What each language is (direction, font, digits, Qt locale) is a row of
``ui.languages``; this module puts a row in place.

Start-up calls :func:`install` once (after the QApplication exists); the
settings dialog calls :func:`switch_language` and :func:`set_digits` while the
app runs. Installing or removing a QTranslator makes Qt send
``QEvent.LanguageChange`` to every widget, whose ``retranslate_ui`` then sets
its texts again; ``setLayoutDirection`` sends ``LayoutDirectionChange`` the
same way, so nothing needs a restart.

Where the compiled catalogues come from: ``.qm`` files are build products and
are not committed. ``tools/i18n.py build`` compiles each ``.ts`` beside itself;
installing the project (``uv sync``, ``uv run``, a wheel: the build hook in
``hatch_build.py``) and packaging run it, and uv installs again when a ``.ts``
changes. This module only loads them.

Digits: people choose Western (0123) or Arabic-Indic (٠١٢٣) digits. Numbers
we format ourselves go through ``ui.words.text.number``. Numbers that Qt puts into
plural texts (``%n``) follow the same choice: catalogues are compiled with
``%Ln`` in place of ``%n`` in their translations, and the default QLocale
carries the chosen digits (without group separators, so ``%Ln`` and
``ui.words.text.number`` agree). (A Python QTranslator subclass could do this at run
time, but PySide6 mishandles a None returned from a QString virtual and
corrupts Python's None refcount, so the catalogue itself carries ``%Ln``.)
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, Qt, QTimer, QTranslator
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication
from PySide6.QtWidgets import QApplication

from hand_desktop import paths
from hand_desktop.ui.words.languages import FONTS, SOURCE, Digits, Font, Language, find, language_of

log = logging.getLogger(__name__)

CATALOGUE = "hand"  # resources/i18n/hand_<language>.ts
FALLBACK_FONT_DELAY_MS = 1500  # the other languages' fonts (fallbacks) load after start-up
QT_CATALOGUES: tuple[str, ...] = ("qtbase",)  # Qt's own dialogs and buttons

# The digit style a locale writes, by its zero.
_ZEROS: dict[str, Digits] = {"0": Digits.WESTERN, "\u0660": Digits.ARABIC}


@dataclass
class _State:
    """What install/switch_language set up (one application per process)."""

    language: Language = SOURCE
    digits_setting: Digits | None = None
    translators: list[QTranslator] = field(default_factory=list)
    base_font: QFont | None = None
    font_families: dict[Font, str] = field(default_factory=dict)  # the carried fonts loaded
    fonts_tried: set[Font] = field(default_factory=set)
    installed: Language | None = None  # the language the last switch set up in full


_state = _State()
_language_hooks: list[Callable[[QGuiApplication, str], None]] = []


def on_language_change(hook: Callable[[QGuiApplication, str], None]) -> None:
    """Call ``hook(app, language)`` each time a language is installed (before the texts change)."""
    _language_hooks.append(hook)


# ------------------------------------------------------------------ folders


def i18n_dir() -> Path:
    return paths.i18n_dir()


def fonts_dir() -> Path:
    return paths.fonts_dir()


# ------------------------------------------------------------------ languages


def normalize_language(language: str | None) -> str:
    """``"ar"``, ``"ar_SA"``, ``"ar-KW"`` give ``"ar"``; anything we do not ship gives ``"en"``.

    ``None`` means "follow the system" and gives :func:`system_language`.
    """
    if language is None:
        return system_language()
    return language_of(language).code


def system_language(locale: QLocale | None = None) -> str:
    """The language of the system's locale (any Arabic locale, ar_*, gives Arabic) if we
    ship it, otherwise English."""
    loc = QLocale.system() if locale is None else locale
    return language_of(loc.name()).code


def current_language() -> str:
    return _state.language.code


def current() -> Language:
    """The row of the language in use."""
    return _state.language


def is_rtl() -> bool:
    """True when the interface runs right to left (Arabic)."""
    app = QCoreApplication.instance()
    if isinstance(app, QGuiApplication):
        return app.layoutDirection() == Qt.LayoutDirection.RightToLeft
    return _state.language.rtl


def layout_direction(language: str) -> Qt.LayoutDirection:
    if language_of(language).rtl:
        return Qt.LayoutDirection.RightToLeft
    return Qt.LayoutDirection.LeftToRight


def install(app: QGuiApplication, language: str | None = None) -> str:
    """Set the whole application up for ``language`` (None: follow the system).

    Loads our catalogue and Qt's own, the language's font, the layout
    direction and the digits. Returns the language code used (``"ar"``, ``"en"``).
    """
    return switch_language(app, language)


def switch_language(app: QGuiApplication, language: str | None) -> str:
    """Change the language while the app runs; every widget is told (LanguageChange)."""
    row = language_of(normalize_language(language))
    lang = row.code
    if _state.installed is row and app.layoutDirection() == layout_direction(lang):
        # Already set up: a LanguageChange would only make every widget set its texts again.
        return lang
    _state.language = row
    if _state.base_font is None:
        _state.base_font = QFont(app.font())

    # Direction first, so that widgets retranslating on LanguageChange already
    # see the new direction (texts and alignment are set in one go).
    app.setLayoutDirection(layout_direction(lang))
    for hook in _language_hooks:
        hook(app, lang)
    _apply_font(app, row)
    _apply_locale()

    for old in _state.translators:
        app.removeTranslator(old)
    _state.translators = []
    for translator in _load_translators(lang):
        if app.installTranslator(translator):
            _state.translators.append(translator)
    if not _state.translators and row is not SOURCE:
        log.warning("no translations loaded for %s", lang)
    # Qt posts LanguageChange to each window (one per window, compressed);
    # deliver it now so every widget has its new texts when this returns.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    _state.installed = row
    return lang


def _load_translators(language: str) -> list[QTranslator]:
    out: list[QTranslator] = []
    qm = qm_file(language)
    if qm is not None:
        ours = QTranslator()
        if ours.load(str(qm)):
            out.append(ours)
        else:
            log.warning("cannot load %s", qm)
    if language != SOURCE.code:
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        for name in QT_CATALOGUES:
            qt_translator = QTranslator()
            if qt_translator.load(f"{name}_{language}", qt_dir):
                out.append(qt_translator)
            else:
                log.info("Qt's own %s_%s.qm not found in %s", name, language, qt_dir)
    return out


# ------------------------------------------------------------------ catalogues


def ts_file(language: str, folder: Path | None = None) -> Path:
    return (folder or i18n_dir()) / f"{CATALOGUE}_{language}.ts"


def qm_file(language: str, *, folder: Path | None = None) -> Path | None:
    """The compiled catalogue for ``language``: the ``.qm`` beside the ``.ts``, or None
    (the app then shows the English source texts).

    The runtime only loads catalogues; they are compiled by ``tools/i18n.py build``, which
    installing the project runs (its build hook, ``hatch_build.py``) and packaging runs.
    """
    folder = folder or i18n_dir()
    qm = ts_file(language, folder).with_suffix(".qm")
    try:
        built = qm.stat()
    except OSError:
        log.warning("%s is not built: run `uv run python tools/i18n.py build`", qm)
        return None
    try:
        if ts_file(language, folder).stat().st_mtime_ns > built.st_mtime_ns:
            log.warning("%s is older than its .ts: run `uv run python tools/i18n.py build`", qm)
    except OSError:
        pass  # a bundle carries the .qm alone
    return qm


# ------------------------------------------------------------------ font


def load_font(font: Font) -> str | None:
    """Register a carried font once; returns its family name (None if missing)."""
    if font not in _state.fonts_tried:
        _state.fonts_tried.add(font)
        path = fonts_dir() / font.file
        font_id = QFontDatabase.addApplicationFont(str(path)) if path.is_file() else -1
        families = QFontDatabase.applicationFontFamilies(font_id) if font_id >= 0 else []
        if families:
            _state.font_families[font] = families[0]
        else:
            log.warning("bundled font %s not loaded from %s", font.family, path)
    return _state.font_families.get(font)


def _fallbacks(language: Language) -> list[Font]:
    """The carried fonts of the other languages: names typed in their scripts still show."""
    return [font for font in FONTS if font != language.font]


def _apply_font(app: QGuiApplication, language: Language) -> None:
    """The language's carried font first (Noto Sans Arabic has Latin letters too); the
    other languages' fonts are fallbacks.

    A fallback font (0.8 MB to parse, a megabyte or more in memory) is loaded once the
    first window is up (``FALLBACK_FONT_DELAY_MS``), off the start path; until then Qt
    falls back to the system's fonts.
    """
    base = QFont(_state.base_font) if _state.base_font is not None else QFont(app.font())
    first = None
    if language.font is not None:
        first = load_font(language.font)
        _legible(base, language.font)
    if any(font not in _state.fonts_tried for font in _fallbacks(language)):
        QTimer.singleShot(FALLBACK_FONT_DELAY_MS, app, lambda: add_fallback_fonts(app))
    app.setFont(_with_fonts(base, first, _loaded_fallbacks(language)))


def _loaded_fallbacks(language: Language) -> list[str]:
    return [_state.font_families[f] for f in _fallbacks(language) if f in _state.font_families]


def _with_fonts(font: QFont, first: str | None, last: list[str]) -> QFont:
    """``font`` with the carried family ``first`` in front and the fallbacks ``last`` at the end."""
    carried = [family for family in (first, *last) if family is not None]
    if not carried:
        return font
    others = [f for f in font.families() if f not in carried]
    font.setFamilies(([first] if first is not None else []) + others + last)
    return font


def add_fallback_fonts(app: QGuiApplication) -> None:
    """Load the other languages' carried fonts as fallbacks of the interface's (once)."""
    todo = [font for font in _fallbacks(_state.language) if font not in _state.fonts_tried]
    if not todo:
        return
    for font in todo:
        load_font(font)
    app.setFont(_with_fonts(QFont(app.font()), None, _loaded_fallbacks(_state.language)))
    _restyle(app)


def _restyle(app: QGuiApplication) -> None:
    """Widgets with a style sheet that sets a font size keep the family they were polished
    with (Qt resolves a style sheet's font once): after the interface's font changed they
    drew in the old one (the lobby and the lesson list, in English). Their sheets are set
    again, so they follow the game's font."""
    if not isinstance(app, QApplication):
        return
    for widget in app.allWidgets():
        sheet = widget.styleSheet()
        if sheet:
            widget.setStyleSheet(sheet)


def _legible(font: QFont, carried: Font) -> None:
    """Scaled (see ``languages.Font``) for a script that is small for its em."""
    if font.pointSizeF() > 0 and carried.scale != 1.0:
        font.setPointSizeF(max(carried.min_pt, font.pointSizeF() * carried.scale))
    if carried.unhinted:
        font.setHintingPreference(QFont.HintingPreference.PreferNoHinting)


# ------------------------------------------------------------------ digits


def set_digits(style: str | None) -> None:
    """``"western"``, ``"arabic"`` or None (the locale's digits for the current language)."""
    if style is not None and style not in tuple(Digits):
        raise ValueError(f"digits must be one of {tuple(Digits)} or None, not {style!r}")
    before = digits()
    _state.digits_setting = None if style is None else Digits(style)
    _apply_locale()
    if digits() != before:
        retranslate_all()


def retranslate_all() -> None:
    """Have every widget set its texts again (as on a language change): numbers in them
    are formatted anew."""
    app = QCoreApplication.instance()
    if app is None:
        return
    # The application hands LanguageChange on to every window, which gives it to
    # every widget; retranslate_ui does the rest.
    QCoreApplication.sendEvent(app, QEvent(QEvent.Type.LanguageChange))
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)


def digits() -> Digits:
    """The digit style in force: the setting, or the default for the language and locale."""
    if _state.digits_setting is not None:
        return _state.digits_setting
    return default_digits(_state.language.code)


def default_digits(language: str, system: QLocale | None = None) -> Digits:
    """The digits of the system's locale when it is in this language (Arabic-Indic for
    ar_SA, Western for ar_MA, ar_AE, ...); else the language's own default (Arabic-Indic
    for Arabic chosen on an English system, Western for English)."""
    row = language_of(normalize_language(language))
    loc = QLocale.system() if system is None else system
    if find(loc.name()) is row:
        return _ZEROS.get(loc.zeroDigit(), row.digits)
    return row.digits


def _apply_locale() -> None:
    """The default QLocale carries the language and the chosen digits (for %Ln and spin boxes)."""
    loc = QLocale(_state.language.locale_for(digits()))
    loc.setNumberOptions(QLocale.NumberOption.OmitGroupSeparator)
    QLocale.setDefault(loc)
