"""The protocol layer is sans-IO: standard library and the core only, no Qt, no UI, no transport."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

NET = Path(__file__).resolve().parents[2] / "hand_desktop" / "net"
QT_MODULES = {"transport", "discovery"}  # the only modules of the layer that use QtNetwork
SANS_IO = sorted(p for p in NET.glob("*.py") if p.stem not in QT_MODULES)


def imported(path: Path) -> list[str]:
    names: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names += [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            assert node.level == 0, f"{path.name}: use absolute imports"
            names.append(node.module or "")
    return names


def test_the_sans_io_modules_exist() -> None:
    assert {p.stem for p in SANS_IO} >= {"codes", "framing", "client_messages", "security", "game", "host"}


def test_sans_io_modules_import_only_the_standard_library_and_the_core() -> None:
    for path in SANS_IO:
        for name in imported(path):
            root = name.split(".")[0]
            if root == "hand_desktop":
                assert name.startswith(("hand_desktop.core", "hand_desktop.net")), f"{path.name}: {name}"
                assert name.rsplit(".", 1)[-1] not in QT_MODULES, f"{path.name}: {name}"
            else:
                assert root in sys.stdlib_module_names or root == "__future__", f"{path.name}: {name}"


def test_nothing_received_is_unpickled_or_evaluated() -> None:
    for path in SANS_IO:
        text = path.read_text(encoding="utf-8")
        assert "pickle" not in text and "marshal" not in text, path.name
        for node in ast.walk(ast.parse(text)):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in {"eval", "exec", "compile"}, f"{path.name}: {node.func.id}"


def test_importing_the_host_loads_no_qt() -> None:
    code = ("import sys, hand_desktop.net.host; "
            "print(sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6', 'hand_desktop.ui'))))")
    proc = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, check=True)
    assert proc.stdout.strip() == "[]"
