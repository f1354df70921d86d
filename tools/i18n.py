"""Keep the translation catalogues in step with the code, and build them.

    uv run python tools/i18n.py            # = update: lupdate + English fill + build
    uv run python tools/i18n.py update     # lupdate over hand_desktop/**/*.py into both .ts
    uv run python tools/i18n.py build      # lrelease: resources/i18n/hand_<lang>.qm (packaging)
    uv run python tools/i18n.py stats      # messages and unfinished entries per language
    uv run python tools/i18n.py todo ar    # unfinished Arabic messages as JSON (for translating)
    uv run python tools/i18n.py apply ar FILE.json   # write translations from JSON, then update

``update`` keeps every translation already made and drops messages that left
the code (``-no-obsolete``). For English the source text is the translation,
so plain messages are filled with their own text and plural messages written
the usual way ("%n card(s)") get "%n card" / "%n cards"; what cannot be
guessed is left unfinished and ``stats`` lists it.

The ``.qm`` files are build products (gitignored), compiled here and only
loaded by the app (hand_desktop/ui/words/i18n.py). ``build`` runs when the project is
installed (the build hook in hatch_build.py: ``uv sync``, ``uv run`` once a
``.ts`` changed, a wheel) and when packaging; it hands lrelease the
translations with ``%Ln`` for ``%n`` so that counts follow the digit setting.

``apply`` reads a JSON list of objects ``{"context", "source", "comment"
(optional), "translation"}`` where ``translation`` is a string, or for a
plural message the list of its forms (Arabic has six, in Qt's order: 0, 1,
2, 3-10, 11-99, 100-102 and the rest).

Arabic glossary (keep these terms consistent across the catalogue; they are
what players in the Gulf and the Levant say at the table):

    Hand (the game, and the finish)   هاند            make a Hand: نزّل هاند
    rummy (the family of games)       الريمي          (not "رمي": that is throwing)
    Joker                             الجوكر
    meld / melds                      تنزيلة / تنزيلات
    run / set                         سلسلة / مجموعة (نفس الرقم)
    open, the opening                 ينزل، النزول     opened: نازل
    opening threshold                 حد النزول
    fire pile / the fire card         الأرض / ورقة الأرض
    stock (draw pile)                 الكومة
    draw / discard                    اسحب / ارمِ (رمية)
    round / match                     جولة / مباراة
    deciding round                    جولة فاصلة
    points (penalty)                  نقاط            score sheet: ورقة النقاط
    partner / team                    الشريك / فريق     Partners variants: شراكة
    Saudi Hand                        هاند سعودي
    Gulf score table                  جدول النقاط الخليجي
    no-contest                        جولة بلا نتيجة
    dealer                            الموزّع
    prepared area                     منطقة التجهيز
    hint / undo / sort                تلميح / تراجع / ترتيب
    suits                             بستوني ♠، قلب ♥، ديناري ♦، سباتي ♣
    A K Q J                           آس، شايب، بنت، ولد
    computer player (bot)             الكمبيوتر       levels: سهل، متوسط، صعب
    hot-seat (one computer)           لعب على جهاز واحد
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))  # run as a script from the checkout

from hand_desktop.ui.words import languages  # noqa: E402 (after the path is set)

SOURCES = ROOT / "hand_desktop"
I18N = ROOT / "resources" / "i18n"
LANGUAGES = languages.CODES
CATALOGUE = "hand"
PLURAL_FORMS = {language.code: language.plural_forms for language in languages.LANGUAGES}
SHIM_DIR = ROOT / "build" / "i18n"  # gitignored


def ts_path(language: str, folder: Path = I18N) -> Path:
    return folder / f"{CATALOGUE}_{language}.ts"


def _tool(name: str) -> str:
    """PySide6's own lupdate/lrelease binary (PySide6-Essentials ships both)."""
    import PySide6

    base = Path(PySide6.__file__).resolve().parent
    for candidate in (base / f"{name}.exe", base / name, base / "Qt" / "libexec" / name):
        if candidate.is_file():
            return str(candidate)
    raise SystemExit(f"{name} not found in {base}: is PySide6-Essentials installed?")


def lupdate(ts: Path, language: str, sources: Path = SOURCES, shim_dir: Path = SHIM_DIR,
            wrapped: list[Wrapped] | None = None) -> None:
    """Extract every translatable text of ``sources`` (Python files) into ``ts``.

    Besides what lupdate finds by itself, a generated file of plain translate
    calls that lupdate reads too carries what its Python parser misses: texts
    given to the modules' small translate wrappers (``def _tr(text): return
    QCoreApplication.translate(CTX, text)``; it only knows the literal names),
    and plural texts whose count is a variable or a keyword argument (lupdate
    6.11 marks ``translate(ctx, text, None, n)`` as plural only when ``n`` is a
    literal number).

    ``wrapped``: ``find_wrapped_texts(sources)`` when already found (it parses every
    source file: one run for all the catalogues will do).
    """
    ts.parent.mkdir(parents=True, exist_ok=True)
    if wrapped is None:
        wrapped = find_wrapped_texts(sources)
    shim = write_shim(shim_dir / "wrapped_texts.py", wrapped)
    subprocess.run(
        [
            _tool("lupdate"),
            "-silent",
            "-extensions",
            "py",
            "-no-obsolete",
            "-locations",
            "absolute",
            "-source-language",
            languages.SOURCE.code,
            "-target-language",
            language,
            str(shim),  # first: where both name a text, the first one's plural flag wins
            str(sources),
            "-ts",
            str(ts),
        ],
        check=True,
    )


# ------------------------------------------------------------------ wrappers


@dataclass(frozen=True)
class Wrapped:
    """A text given to a translate wrapper: what lupdate would have seen unwrapped."""

    context: str
    text: str
    numerus: bool
    where: str  # file:line, for people reading the generated file


@dataclass(frozen=True)
class _Wrapper:
    context: str
    text_param: str
    text_index: int
    n_param: str | None
    n_index: int | None


_TRANSLATE_OWNERS = {"QCoreApplication", "QApplication", "QGuiApplication"}


def _is_translate(call: ast.Call) -> bool:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id == "translate"
    return (
        isinstance(func, ast.Attribute)
        and func.attr == "translate"
        and isinstance(func.value, ast.Name)
        and func.value.id in _TRANSLATE_OWNERS
    )


def _string(node: ast.AST, consts: dict[str, str]) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name):
        return consts.get(node.id)
    return None


def _wrappers(tree: ast.Module) -> dict[str, _Wrapper]:
    consts = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    found: dict[str, _Wrapper] = {}
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        params = [a.arg for a in fn.args.args]
        for node in ast.walk(fn):
            if not (isinstance(node, ast.Call) and _is_translate(node) and len(node.args) >= 2):
                continue
            context = _string(node.args[0], consts)
            text = node.args[1]
            if context is None or not isinstance(text, ast.Name) or text.id not in params:
                continue
            n_param = None
            if len(node.args) >= 4 and isinstance(node.args[3], ast.Name):
                n_param = node.args[3].id if node.args[3].id in params else None
            found[fn.name] = _Wrapper(
                context,
                text.id,
                params.index(text.id),
                n_param,
                params.index(n_param) if n_param else None,
            )
    return found


def _direct_plural(call: ast.Call) -> tuple[str, str] | None:
    """(context, text) of ``translate("Ctx", "%n card(s)", None, n)`` or ``..., n=n)``."""
    if not (_is_translate(call) and len(call.args) >= 2):
        return None
    context, text = call.args[0], call.args[1]
    if not all(isinstance(a, ast.Constant) and isinstance(a.value, str) for a in (context, text)):
        return None
    if len(call.args) >= 4 or any(kw.arg == "n" for kw in call.keywords):
        return (context.value, text.value)  # type: ignore[union-attr]
    return None


def find_wrapped_texts(sources: Path = SOURCES) -> list[Wrapped]:
    """The texts lupdate cannot see by itself (see :func:`lupdate`), in file and line order."""
    out: dict[tuple[str, str, bool], Wrapped] = {}
    for path in sorted(sources.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        wrappers = _wrappers(tree)
        rel = path.relative_to(ROOT).as_posix() if path.is_relative_to(ROOT) else path.name
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            plural = _direct_plural(node)
            if plural is not None:
                key = (*plural, True)
                out.setdefault(key, Wrapped(*key, f"{rel}:{node.lineno}"))
                continue
            if not isinstance(node.func, ast.Name):
                continue
            wrapper = wrappers.get(node.func.id)
            if wrapper is None:
                continue
            keywords = {kw.arg: kw.value for kw in node.keywords}
            text = (
                node.args[wrapper.text_index]
                if len(node.args) > wrapper.text_index
                else keywords.get(wrapper.text_param)
            )
            if not (isinstance(text, ast.Constant) and isinstance(text.value, str)):
                continue
            numerus = wrapper.n_index is not None and (
                len(node.args) > wrapper.n_index or wrapper.n_param in keywords
            )
            key = (wrapper.context, text.value, numerus)
            out.setdefault(key, Wrapped(*key, f"{rel}:{node.lineno}"))
    return sorted(out.values(), key=lambda w: w.where)


def write_shim(path: Path, texts: list[Wrapped]) -> Path:
    """A Python file of plain translate calls for lupdate (never imported, never committed)."""
    lines = [
        "# Generated by tools/i18n.py for lupdate: texts its Python parser misses.",
        "from PySide6.QtCore import QCoreApplication",
        "",
    ]
    for w in texts:
        args = f"{json.dumps(w.context)}, {json.dumps(w.text, ensure_ascii=False)}"
        if w.numerus:
            args += ", None, 1"
        lines.append(f"QCoreApplication.translate({args})  # {w.where}")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


def lrelease(ts: Path, qm: Path) -> None:
    subprocess.run([_tool("lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


# ------------------------------------------------------------------ messages


@dataclass(frozen=True)
class Message:
    context: str
    source: str
    comment: str
    numerus: bool
    unfinished: bool
    translation: tuple[str, ...]  # one entry, or the plural forms

    @property
    def key(self) -> tuple[str, str, str]:
        return (self.context, self.source, self.comment)


def read_messages(ts: Path) -> list[Message]:
    root = ET.parse(ts).getroot()
    out: list[Message] = []
    for context in root.iter("context"):
        name = context.findtext("name", "")
        for msg in context.iter("message"):
            tr = msg.find("translation")
            numerus = msg.get("numerus") == "yes"
            if tr is None:
                forms: tuple[str, ...] = ()
                kind = "unfinished"
            else:
                kind = tr.get("type", "")
                if numerus:
                    forms = tuple(f.text or "" for f in tr.iter("numerusform"))
                else:
                    forms = (tr.text or "",)
            if kind in ("vanished", "obsolete"):
                continue
            out.append(
                Message(
                    context=name,
                    source=msg.findtext("source", ""),
                    comment=msg.findtext("comment", ""),
                    numerus=numerus,
                    unfinished=kind == "unfinished",
                    translation=forms,
                )
            )
    return out


def _set_translation(msg: ET.Element, forms: list[str]) -> None:
    tr = msg.find("translation")
    if tr is None:
        tr = ET.SubElement(msg, "translation")
    for child in list(tr):
        tr.remove(child)
    tr.attrib.pop("type", None)
    if msg.get("numerus") == "yes":
        tr.text = None
        for form in forms:
            ET.SubElement(tr, "numerusform").text = form
    else:
        tr.text = forms[0]


def write_translations(
    ts: Path, language: str, entries: dict[tuple[str, str, str], list[str]]
) -> int:
    """Set the given translations (finished) in ``ts``; returns how many were set."""
    tree = ET.parse(ts)
    done = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name", "")
        for msg in context.iter("message"):
            key = (name, msg.findtext("source", ""), msg.findtext("comment", ""))
            if key not in entries:
                continue
            forms = entries[key]
            expected = PLURAL_FORMS[language] if msg.get("numerus") == "yes" else 1
            if len(forms) != expected or not all(f.strip() for f in forms):
                raise SystemExit(
                    f"{language}: {key!r} needs {expected} non-empty form(s), got {forms!r}"
                )
            _set_translation(msg, forms)
            done += 1
    tree.write(ts, encoding="utf-8", xml_declaration=True)
    return done


_OPTIONAL_S = re.compile(r"\((s|es)\)")


def english_guess(msg: Message) -> list[str] | None:
    """The English translation of an English source: itself, or its two plural forms."""
    if not msg.numerus:
        return [msg.source]
    if _OPTIONAL_S.search(msg.source):
        return [_OPTIONAL_S.sub("", msg.source), _OPTIONAL_S.sub(r"\1", msg.source)]
    return None


def fill_english(ts: Path) -> int:
    """Fill the unfinished English entries that can be guessed (see english_guess)."""
    entries: dict[tuple[str, str, str], list[str]] = {}
    for msg in read_messages(ts):
        if msg.unfinished:
            guess = english_guess(msg)
            if guess is not None:
                entries[msg.key] = guess
    return write_translations(ts, languages.SOURCE.code, entries) if entries else 0


# ------------------------------------------------------------------ commands


def cmd_update() -> None:
    wrapped = find_wrapped_texts()
    for language in LANGUAGES:
        ts = ts_path(language)
        lupdate(ts, language, wrapped=wrapped)
        if language == languages.SOURCE.code and fill_english(ts):
            lupdate(ts, language, wrapped=wrapped)  # back to lupdate's own layout
    cmd_build()
    cmd_stats()


_TRANSLATION = re.compile(r"(<translation\b[^>]*>)(.*?)(</translation>)", re.DOTALL)


def localize_counts(ts_text: str) -> str:
    """``%n`` becomes ``%Ln`` in every translation (never in a source text).

    Qt writes ``%n`` with Western digits and ``%Ln`` with the default QLocale's,
    which carries the chosen digits; so plural texts follow the digit setting.
    """
    return _TRANSLATION.sub(
        lambda m: m.group(1) + m.group(2).replace("%n", "%Ln") + m.group(3), ts_text
    )


def compile_qm(ts: Path, qm: Path) -> None:
    """Compile ``ts`` (counts localised) into ``qm`` with lrelease; whole or not at all."""
    qm.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(prefix=qm.stem, dir=qm.parent) as work:
        source, built = Path(work) / ts.name, Path(work) / qm.name
        source.write_text(localize_counts(ts.read_text(encoding="utf-8")), encoding="utf-8")
        done = subprocess.run(
            [_tool("lrelease"), "-silent", str(source), "-qm", str(built)],
            capture_output=True, text=True, timeout=60, check=False,
        )
        if done.returncode != 0 or not built.is_file() or built.stat().st_size == 0:
            raise SystemExit(f"lrelease could not compile {ts}: {done.stderr.strip()}")
        os.replace(built, qm)


def build_qm(ts: Path) -> None:
    """The .qm the app loads, beside its .ts (%n -> %Ln, so counts follow the digits)."""
    compile_qm(ts, ts.with_suffix(".qm"))


def cmd_build() -> None:
    for language in LANGUAGES:
        build_qm(ts_path(language))


def cmd_stats() -> None:
    for language in LANGUAGES:
        messages = read_messages(ts_path(language))
        unfinished = [m for m in messages if m.unfinished]
        plural = sum(m.numerus for m in messages)
        print(
            f"{language}: {len(messages)} messages ({plural} plural), {len(unfinished)} unfinished"
        )
        for m in unfinished[:20]:
            print(f"    [{m.context}] {m.source!r}")
        if len(unfinished) > 20:
            print(f"    ... and {len(unfinished) - 20} more")


def cmd_todo(language: str) -> None:
    todo = [
        {
            "context": m.context,
            "source": m.source,
            **({"comment": m.comment} if m.comment else {}),
            "numerus": m.numerus,
            "translation": list(m.translation) if m.numerus else m.translation[0],
        }
        for m in read_messages(ts_path(language))
        if m.unfinished
    ]
    json.dump(todo, sys.stdout, ensure_ascii=False, indent=1)
    print()


def cmd_apply(language: str, path: Path) -> None:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise SystemExit("expected a JSON list of objects")
    entries: dict[tuple[str, str, str], list[str]] = {}
    for item in data:
        forms = item["translation"]
        entries[(item["context"], item["source"], item.get("comment", ""))] = (
            list(forms) if isinstance(forms, list) else [forms]
        )
    ts = ts_path(language)
    done = write_translations(ts, language, entries)
    missing = len(entries) - done
    print(
        f"{language}: {done} translation(s) written" + (f", {missing} not found" if missing else "")
    )
    lupdate(ts, language)  # back to lupdate's own layout
    build_qm(ts)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("update")
    sub.add_parser("build")
    sub.add_parser("stats")
    todo = sub.add_parser("todo")
    todo.add_argument("language", choices=LANGUAGES)
    apply = sub.add_parser("apply")
    apply.add_argument("language", choices=LANGUAGES)
    apply.add_argument("file", type=Path)
    args = parser.parse_args(argv)
    if args.command in (None, "update"):
        cmd_update()
    elif args.command == "build":
        cmd_build()
    elif args.command == "stats":
        cmd_stats()
    elif args.command == "todo":
        cmd_todo(args.language)
    elif args.command == "apply":
        cmd_apply(args.language, args.file)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
