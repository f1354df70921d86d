"""No user-visible text in the UI code escapes translation.

An AST scan of ``hand_desktop/ui/**/*.py``: a string literal with letters in it
passed straight to a Qt call that shows text to people (setText, window titles,
tooltips, buttons, actions, menus, message boxes, combo items, header labels,
painter text...) fails the test; the text must come from
``QCoreApplication.translate("Context", "Text")`` (or a variable holding such a
result). Markup is not text: letters inside ``<b>``-style tags and ``&amp;``
entities do not count. Object names and style sheets go through other calls
(setObjectName, setStyleSheet) and are never checked.

Also: no ``.tr(...)`` calls (they break in subclasses and on graphics items),
and every ``translate`` call whose text is a literal has a literal context and
a plain (non f-string, non concatenated at run time) text, or lupdate cannot
extract it.
"""

from __future__ import annotations

import ast
import re
import textwrap
from dataclasses import dataclass
from pathlib import Path

UI_DIR = Path(__file__).resolve().parents[2] / "hand_desktop" / "ui"

# Methods whose string arguments people read.
TEXT_METHODS = frozenset(
    {
        "setText",
        "setWindowTitle",
        "setToolTip",
        "setStatusTip",
        "setWhatsThis",
        "setPlaceholderText",
        "setTitle",
        "setLabelText",
        "setInformativeText",
        "setDetailedText",
        "setPlainText",
        "setHtml",
        "setMarkdown",
        "insertPlainText",
        "insertHtml",
        "showMessage",
        "addMenu",
        "addTab",
        "insertTab",
        "setTabText",
        "setTabToolTip",
        "addItem",
        "addItems",
        "insertItem",
        "insertItems",
        "setItemText",
        "setHeaderData",
        "setHorizontalHeaderLabels",
        "setVerticalHeaderLabels",
        "setPrefix",
        "setSuffix",
        "setSpecialValueText",
        "addAction",
        "addButton",
        "setButtonText",
        "setWindowIconText",
        "setAccessibleName",
        "setAccessibleDescription",
        "setIconText",
        "drawText",
        "addText",
        "addSimpleText",
        "setOkButtonText",
        "setCancelButtonText",
        "setFormat",
        "addRow",
        "insertRow",
        "setToolTipText",
    }
)
# Constructors whose string arguments people read.
TEXT_CLASSES = frozenset(
    {
        "QLabel",
        "QPushButton",
        "QToolButton",
        "QCommandLinkButton",
        "QAction",
        "QMenu",
        "QCheckBox",
        "QRadioButton",
        "QGroupBox",
        "QMessageBox",
        "QTableWidgetItem",
        "QListWidgetItem",
        "QTreeWidgetItem",
        "QStandardItem",
        "QGraphicsTextItem",
        "QGraphicsSimpleTextItem",
        "QDockWidget",
        "QToolBar",
        "QProgressDialog",
        "QInputDialog",
        "QErrorMessage",
        "QWizardPage",
        "QTextBrowser",
        "QTextEdit",
        "QPlainTextEdit",
        "QLineEdit",
        "QShortcut",
    }
)
# Static dialogs: checked only when called on their class (log.warning(...) is not text for people).
STATIC_DIALOG_METHODS = {
    "QMessageBox": frozenset({"information", "warning", "critical", "question", "about"}),
    "QInputDialog": frozenset({"getText", "getItem", "getInt", "getDouble", "getMultiLineText"}),
    "QFileDialog": frozenset({"getOpenFileName", "getSaveFileName", "getExistingDirectory"}),
}
_TRANSLATE_OWNERS = frozenset({"QCoreApplication", "QApplication", "QGuiApplication"})
# Arguments by keyword that are never shown (object names, data for code).
SILENT_KEYWORDS = frozenset({"objectName", "name", "data", "userData", "shortcut"})

_MARKUP = re.compile(r"<[^>]*>|&[#\w]+;")
_LETTER = re.compile(r"[^\W\d_]", re.UNICODE)


# Letters used as symbols, the same in every language (the sum sign of a totals row).
_SYMBOL_LETTERS = str.maketrans("", "", "\u03a3")


def _has_letters(text: str) -> bool:
    return bool(_LETTER.search(_MARKUP.sub("", text).translate(_SYMBOL_LETTERS)))


def _literal_with_letters(node: ast.AST) -> bool:
    """A text written in the code rather than translated: literal, f-string, '+', '%' or .format."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return _has_letters(node.value)
    if isinstance(node, ast.JoinedStr):
        return any(
            _literal_with_letters(part) for part in node.values if isinstance(part, ast.Constant)
        )
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return _literal_with_letters(node.left) or (
            isinstance(node.op, ast.Add) and _literal_with_letters(node.right)
        )
    if (
        isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and node.func.attr in ("format", "join", "strip", "upper", "lower", "title")
    ):
        return _literal_with_letters(node.func.value)
    if isinstance(node, (ast.List, ast.Tuple)):
        return any(_literal_with_letters(elt) for elt in node.elts)
    if isinstance(node, ast.IfExp):
        return _literal_with_letters(node.body) or _literal_with_letters(node.orelse)
    return False


def _call_name(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Attribute):
        return node.func.attr
    if isinstance(node.func, ast.Name):
        return node.func.id
    return None


@dataclass(frozen=True)
class Finding:
    path: str
    line: int
    what: str

    def __str__(self) -> str:
        return f"{self.path}:{self.line}: {self.what}"


def _wrapper_text_positions(tree: ast.Module) -> dict[str, int]:
    """Module functions that pass one of their parameters to translate() as the text.

    tools/i18n.py hands the literal texts given to such wrappers to lupdate; a
    text built at run time (f-string, "+") cannot be extracted that way either.
    """
    found: dict[str, int] = {}
    for fn in tree.body:
        if not isinstance(fn, ast.FunctionDef):
            continue
        params = [a.arg for a in fn.args.args]
        for node in ast.walk(fn):
            if (
                isinstance(node, ast.Call)
                and _call_name(node) == "translate"
                and _is_qt_translate(node)
                and len(node.args) >= 2
                and isinstance(node.args[1], ast.Name)
                and node.args[1].id in params
            ):
                found[fn.name] = params.index(node.args[1].id)
    return found


# Item models hand their texts to views by returning them.
MODEL_TEXT_METHODS = frozenset({"data", "headerData"})


def _model_literals(tree: ast.Module, path: str) -> list[Finding]:
    found = []
    for fn in ast.walk(tree):
        if isinstance(fn, ast.FunctionDef) and fn.name in MODEL_TEXT_METHODS:
            for node in ast.walk(fn):
                if (
                    isinstance(node, ast.Return)
                    and node.value is not None
                    and _literal_with_letters(node.value)
                ):
                    found.append(
                        Finding(path, node.lineno, f"untranslated text returned by {fn.name}()")
                    )
    return found


def _built_at_run_time(node: ast.AST) -> bool:
    return isinstance(node, (ast.JoinedStr, ast.BinOp)) or (
        isinstance(node, ast.Call) and _call_name(node) == "format"
    )


def scan_source(source: str, path: str = "<string>") -> list[Finding]:
    """Every untranslated user-visible literal, .tr() call and unextractable translate()."""
    findings: list[Finding] = []
    tree = ast.parse(source, filename=path)
    wrappers = _wrapper_text_positions(tree)
    findings.extend(_model_literals(tree, path))
    for node in ast.walk(tree):
        if not isinstance(node, ast.Call):
            continue
        name = _call_name(node)
        if name is None:
            continue
        if isinstance(node.func, ast.Name) and name in wrappers:
            position = wrappers[name]
            if len(node.args) > position and _built_at_run_time(node.args[position]):
                findings.append(
                    Finding(
                        path, node.lineno, f"{name}() text built at run time: lupdate cannot see it"
                    )
                )
            continue
        if name == "tr" and isinstance(node.func, ast.Attribute):
            findings.append(Finding(path, node.lineno, "tr() call: use QCoreApplication.translate"))
            continue
        if name == "translate" and _is_qt_translate(node):
            findings.extend(_check_translate(node, path))
            continue
        if name in TEXT_METHODS or name in TEXT_CLASSES or _is_static_dialog(node):
            args = list(node.args) + [
                kw.value for kw in node.keywords if kw.arg not in SILENT_KEYWORDS
            ]
            for arg in args:
                if _literal_with_letters(arg):
                    findings.append(
                        Finding(path, node.lineno, f"untranslated text given to {name}()")
                    )
                    break
    return findings


def _receiver(node: ast.Call) -> str | None:
    if isinstance(node.func, ast.Attribute) and isinstance(node.func.value, ast.Name):
        return node.func.value.id
    return None


def _is_qt_translate(node: ast.Call) -> bool:
    """QCoreApplication.translate(...) or a plain translate(...) alias (not QPainter.translate)."""
    if isinstance(node.func, ast.Name):
        return True
    return _receiver(node) in _TRANSLATE_OWNERS


def _is_static_dialog(node: ast.Call) -> bool:
    owner = _receiver(node)
    return owner in STATIC_DIALOG_METHODS and _call_name(node) in STATIC_DIALOG_METHODS[owner]


def _check_translate(node: ast.Call, path: str) -> list[Finding]:
    if len(node.args) < 2:
        return []
    context, text = node.args[0], node.args[1]
    if _built_at_run_time(text):
        return [
            Finding(path, node.lineno, "translate() text built at run time: lupdate cannot see it")
        ]
    literal_text = isinstance(text, ast.Constant) and isinstance(text.value, str)
    literal_context = isinstance(context, ast.Constant) and isinstance(context.value, str)
    if literal_text and not literal_context:
        return [
            Finding(path, node.lineno, "translate() with a literal text needs a literal context")
        ]
    return []


def scan_ui() -> list[Finding]:
    findings: list[Finding] = []
    for path in sorted(UI_DIR.rglob("*.py")):
        rel = path.relative_to(UI_DIR.parents[1]).as_posix()
        findings.extend(scan_source(path.read_text(encoding="utf-8"), rel))
    return findings


# ---------------------------------------------------------------- the real check


def test_ui_code_has_no_untranslated_visible_text() -> None:
    findings = scan_ui()
    assert not findings, (
        "user-visible text must go through QCoreApplication.translate:\n"
        + "\n".join(str(f) for f in findings)
    )


def test_the_scan_covers_the_ui_package() -> None:
    files = list(UI_DIR.rglob("*.py"))
    assert UI_DIR / "words" / "i18n.py" in files and UI_DIR / "help.py" in files
    assert len(files) >= 5


# ---------------------------------------------------------------- the check can fail


def _flagged(code: str) -> list[str]:
    return [f.what for f in scan_source(textwrap.dedent(code))]


def test_flags_literals_given_to_visible_calls() -> None:
    bad = [
        'label.setText("Draw a card")',
        'self.setWindowTitle("Hand")',
        'button.setToolTip(f"Take {card}")',
        'QLabel("Score", self)',
        'QPushButton("OK")',
        'QAction("Undo", self)',
        'QMessageBox.warning(self, "Oops", message)',
        'QInputDialog.getText(self, "Name", label)',
        'layout.addRow("Rounds:", spin)',
        'menu.addMenu("Game")',
        'combo.addItem("Easy", "easy")',
        'painter.drawText(rect, flags, "Fire")',
        'status.showMessage("Saved " + name)',
        'label.setText("Round %d" % n)',
        'label.setText("Round {}".format(n))',
        'model.setHorizontalHeaderLabels(["Player", "Points"])',
        'box.setText("<b>Hand!</b>")',
        'label.setText("ورقة")',
        'label.setText(x if y else "No")',
        'def data(self, index, role):\n    return "Total"',
        'def headerData(self, section, orientation, role):\n    return f"Round {section}"',
    ]
    for code in bad:
        assert _flagged(code), code


def test_accepts_translated_and_non_text_arguments() -> None:
    good = [
        'label.setText(QCoreApplication.translate("Table", "Draw a card"))',
        'label.setText(translate("Table", "Draw a card"))',
        "label.setText(fmt_int(score))",
        'label.setText(f"{fmt_int(a)} / {fmt_int(b)}")',
        'label.setText("")',
        'label.setText("—")',
        'label.setText("<b></b>")',
        'label.setObjectName("scoreLabel")',
        'label.setStyleSheet("color: red")',
        'combo.addItem(name, userData="easy")',
        "button.setText(text)",
        'QAction(icon, QCoreApplication.translate("Menu", "Undo"), self)',
        'log.warning("could not load %s", path)',
        'items.append("raw")',
        "painter.translate(x + 1, y)",
        'def data(self, index, role):\n    return "\u03a3"',
        "def data(self, index, role):\n    return None",
        'QMessageBox.warning(self, title, QCoreApplication.translate("Ctx", "Oops"))',
    ]
    for code in good:
        assert not _flagged(code), code


def test_flags_tr_and_unextractable_translate_calls() -> None:
    assert _flagged('self.tr("Hello")')
    assert _flagged('QCoreApplication.translate("Ctx", f"Hello {name}")')
    assert _flagged('QCoreApplication.translate("Ctx", "Hello " + name)')
    assert _flagged('QCoreApplication.translate(ctx, "Hello")')
    assert not _flagged("QCoreApplication.translate(_CONTEXT, _TEXTS[code])")
    assert not _flagged('QCoreApplication.translate("Ctx", "%n card(s)", None, n)')


def test_flags_run_time_texts_given_to_translate_wrappers() -> None:
    wrapper = (
        'CTX = "Dialog"\n'
        "def _tr(text, n=-1):\n"
        "    return QCoreApplication.translate(CTX, text, None, n)\n"
    )
    assert not _flagged(wrapper + '\nlabel.setText(_tr("Hello"))')
    assert _flagged(wrapper + '\nlabel.setText(_tr(f"Hello {name}"))')
    assert _flagged(wrapper + '\nlabel.setText(_tr("Hello " + name))')


def test_no_tr_calls_in_ui_code() -> None:
    offenders = [
        f"{path.name}:{number}"
        for path in UI_DIR.rglob("*.py")
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if re.search(r"\bself\.tr\(", line)
    ]
    assert not offenders, offenders
