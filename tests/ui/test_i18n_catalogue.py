"""The translation catalogues: complete, well-formed and in step with the code.

When this fails after you added or changed a text in the UI, run
``uv run python tools/i18n.py`` and translate the new Arabic entries
(``tools/i18n.py todo ar`` lists them).
"""

from __future__ import annotations

import re
import shutil
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path
from types import ModuleType
from typing import Any

import pytest

from hand_desktop.ui.words.languages import CODES, LANGUAGES
from tests.scripts import load_script

ROOT = Path(__file__).resolve().parents[2]
I18N = ROOT / "resources" / "i18n"
# Qt's plural forms (Arabic: 0, 1, 2, 3-10, 11-99, 100-102 and the rest).
FORMS = {language.code: language.plural_forms for language in LANGUAGES}
_PLACEHOLDER = re.compile(r"%(\d)")


@dataclass(frozen=True)
class Entry:
    context: str
    source: str
    comment: str
    numerus: bool
    kind: str  # the translation's type attribute ("" when finished)
    forms: tuple[str, ...]

    @property
    def key(self) -> tuple[str, str, str, bool]:
        return (self.context, self.source, self.comment, self.numerus)


def entries(ts: Path) -> list[Entry]:
    root = ET.parse(ts).getroot()
    out = []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for msg in context.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                kind, forms = "missing", ()
            else:
                kind = tr.get("type", "")
                forms = (
                    tuple(f.text or "" for f in tr.iter("numerusform"))
                    if numerus
                    else (tr.text or "",)
                )
            out.append(
                Entry(
                    name,
                    msg.findtext("source", ""),
                    msg.findtext("comment", ""),
                    numerus,
                    kind,
                    forms,
                )
            )
    return out


def _tool() -> ModuleType:
    """tools/i18n.py (not a package): the same lupdate call the maintainers run."""
    return load_script("tools/i18n.py", "hand_tools_i18n")


@pytest.mark.parametrize("language", CODES)
def test_catalogue_is_complete(language: str) -> None:
    ts = I18N / f"hand_{language}.ts"
    root = ET.parse(ts).getroot()
    assert root.get("language") == language
    found = entries(ts)
    assert len(found) > 50
    problems = []
    for e in found:
        if e.kind:
            problems.append(f"{e.kind}: [{e.context}] {e.source!r}")
        elif e.numerus and len(e.forms) != FORMS[language]:
            problems.append(f"{len(e.forms)} plural forms: [{e.context}] {e.source!r}")
        elif not all(form.strip() for form in e.forms):
            problems.append(f"empty translation: [{e.context}] {e.source!r}")
    assert not problems, "\n".join(problems)


@pytest.mark.parametrize("language", ["ar", "en"])
def test_translations_keep_the_placeholders(language: str) -> None:
    problems = []
    for e in entries(I18N / f"hand_{language}.ts"):
        wanted = set(_PLACEHOLDER.findall(e.source))
        for form in e.forms:
            if set(_PLACEHOLDER.findall(form)) != wanted:
                problems.append(f"[{e.context}] {e.source!r} -> {form!r}")
        if e.numerus and "%n" in e.source:
            # Arabic may say "one card" / "two cards" in words, but the counted forms need %n.
            counted = e.forms[3:] if language == "ar" else e.forms[1:]
            if not all("%n" in form for form in counted):
                problems.append(f"%n missing: [{e.context}] {e.source!r}")
    assert not problems, "\n".join(problems)


def test_both_catalogues_hold_the_same_messages() -> None:
    ar = {e.key for e in entries(I18N / "hand_ar.ts")}
    en = {e.key for e in entries(I18N / "hand_en.ts")}
    assert ar == en


ENDONYMS = {"English"}  # a language's own name is shown as it is, in every language


def test_arabic_is_really_arabic() -> None:
    latin_only = [
        e.source
        for e in entries(I18N / "hand_ar.ts")
        if not any("\u0600" <= ch <= "\u06ff" for form in e.forms for ch in form)
        and re.search(r"[A-Za-z]{3}", e.source)
        and e.source not in ENDONYMS
    ]
    assert not latin_only, latin_only


@pytest.fixture(scope="module")
def wrapped_texts() -> list[Any]:
    """The texts the tool adds for lupdate, found once for both catalogues (a parse of
    every source file)."""
    return _tool().find_wrapped_texts()


@pytest.mark.parametrize("language", CODES)
def test_catalogue_is_up_to_date_with_the_code(language: str, tmp_path: Path,
                                               wrapped_texts: list[Any]) -> None:
    """lupdate over the current code finds exactly the messages the catalogue has."""
    committed = I18N / f"hand_{language}.ts"
    copy = tmp_path / committed.name
    shutil.copy(committed, copy)
    _tool().lupdate(copy, language, shim_dir=tmp_path / "shim", wrapped=wrapped_texts)
    now = {e.key for e in entries(copy)}
    before = {e.key for e in entries(committed)}
    new = sorted(now - before)
    gone = sorted(before - now)
    assert not new and not gone, (
        "run `uv run python tools/i18n.py` and translate the new texts\n"
        f"new in the code: {new}\nno longer in the code: {gone}"
    )


def test_catalogues_compile(tmp_path: Path) -> None:
    from PySide6.QtCore import QTranslator

    tool = _tool()
    for language in CODES:
        qm = tmp_path / f"hand_{language}.qm"
        tool.lrelease(I18N / f"hand_{language}.ts", qm)
        translator = QTranslator()
        assert translator.load(str(qm)), language
    ar = QTranslator()
    assert ar.load(str(tmp_path / "hand_ar.qm"))
    assert ar.translate("Errors", "It is not your turn.") == "ليس دورك."
    assert ar.translate("Variant", "Saudi Hand") == "هاند سعودي"


def test_counts_are_localised_in_translations_only() -> None:
    ts = (
        '<message numerus="yes"><source>%n card(s)</source>'
        "<translation><numerusform>%n card</numerusform><numerusform>%n cards</numerusform>"
        "</translation></message><message><source>%n x</source>"
        '<translation type="unfinished"></translation></message>'
    )
    out = _tool().localize_counts(ts)
    assert "<source>%n card(s)</source>" in out and "<source>%n x</source>" in out
    assert "<numerusform>%Ln card</numerusform><numerusform>%Ln cards</numerusform>" in out


def test_the_build_compiles_a_catalogue_beside_its_source(tmp_path: Path) -> None:
    from PySide6.QtCore import QTranslator

    ts = tmp_path / "hand_ar.ts"
    shutil.copy(I18N / "hand_ar.ts", ts)
    _tool().build_qm(ts)
    translator = QTranslator()
    assert translator.load(str(ts.with_suffix(".qm")))
    assert translator.translate("Errors", "It is not your turn.") == "ليس دورك."
    # Counts in the compiled catalogue follow the digit setting (%Ln, not %n).
    assert "%Ln" in translator.translate("PreparedArea", "you need %n more point(s)", None, 3)


def test_an_edited_catalogue_is_compiled_again(tmp_path: Path) -> None:
    from PySide6.QtCore import QTranslator

    ts = tmp_path / "hand_ar.ts"
    shutil.copy(I18N / "hand_ar.ts", ts)
    tool = _tool()
    tool.build_qm(ts)
    ts.write_text(ts.read_text(encoding="utf-8").replace("ليس دورك.", "مو دورك."), encoding="utf-8")
    tool.build_qm(ts)
    translator = QTranslator()
    assert translator.load(str(ts.with_suffix(".qm")))
    assert translator.translate("Errors", "It is not your turn.") == "مو دورك."


def test_a_catalogue_lrelease_refuses_leaves_no_qm(tmp_path: Path) -> None:
    ts = tmp_path / "hand_ar.ts"
    ts.write_text("<TS><context><name>", encoding="utf-8")  # cut short
    with pytest.raises(SystemExit):
        _tool().build_qm(ts)
    assert not ts.with_suffix(".qm").exists()
    assert list(tmp_path.iterdir()) == [ts]  # the work folder is gone too


def test_lrelease_ships_with_pyside() -> None:
    assert Path(_tool()._tool("lrelease")).is_file()


def test_installing_the_project_builds_the_catalogues() -> None:
    # uv installs the project again when a catalogue changes, and the install compiles it.
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    keys = [entry["file"] for entry in project["tool"]["uv"]["cache-keys"]]
    assert "resources/i18n/*.ts" in keys
    hook = project["tool"]["hatch"]["build"]["targets"]["wheel"]["hooks"]["custom"]
    assert (ROOT / hook["path"]).is_file()
    for language in CODES:
        qm = I18N / f"hand_{language}.qm"
        assert qm.is_file(), "the project's install (uv sync) builds the catalogues"


def test_english_plural_guess() -> None:
    tool = _tool()
    msg = tool.Message("C", "%n card(s) left", "", True, True, ("", ""))
    assert tool.english_guess(msg) == ["%n card left", "%n cards left"]
    plain = tool.Message("C", "Draw", "", False, True, ("",))
    assert tool.english_guess(plain) == ["Draw"]
    odd = tool.Message("C", "%n people", "", True, True, ("", ""))
    assert tool.english_guess(odd) is None


def test_texts_given_to_translate_wrappers_are_extracted(tmp_path: Path) -> None:
    src = tmp_path / "src"
    src.mkdir()
    (src / "dialog.py").write_text(
        "from PySide6.QtCore import QCoreApplication\n"
        'CTX = "Dialog"\n'
        "def _tr(text, n=-1):\n"
        "    return QCoreApplication.translate(CTX, text, None, n)\n"
        "def _end(text):\n"
        '    return QCoreApplication.translate("End", text)\n'
        'a = _tr("Hello")\n'
        'b = _tr("%n card(s)", 3)\n'
        'c = _end(text="Bye")\n'
        "d = _tr(variable)\n"
        'e = QCoreApplication.translate("Direct", "%n meld(s)", None, len(a))\n'
        'f = QCoreApplication.translate("Direct", "Plain", None)\n',  # lupdate sees this one
        encoding="utf-8",
    )
    tool = _tool()
    found = {(w.context, w.text, w.numerus) for w in tool.find_wrapped_texts(src)}
    assert found == {
        ("Dialog", "Hello", False),
        ("Dialog", "%n card(s)", True),
        ("End", "Bye", False),
        # lupdate 6.11 takes a plural text with a variable count for a plain one
        ("Direct", "%n meld(s)", True),
    }
    ts = tmp_path / "out_ar.ts"
    tool.lupdate(ts, "ar", sources=src, shim_dir=tmp_path / "shim")
    keys = {(e.context, e.source, e.numerus) for e in entries(ts)}
    assert found | {("Direct", "Plain", False)} == keys
