"""The layering contracts (the core imports nothing from Qt, the UI or the network layer;
the network layer imports no UI; the table and the dialogs never import the match or the round;
the rooms of ui/ in layers, the words at the bottom) and the contract documents shipped in docs/.
Import circles are tests/test_import_cycles.py's."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def test_import_linter_contract_holds() -> None:
    proc = subprocess.run(
        [sys.executable, "-c", "import sys; from importlinter.cli import lint_imports_command; "
         "sys.exit(lint_imports_command())"],
        cwd=ROOT, capture_output=True, text=True, timeout=120,
    )
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "Contracts: 7 kept, 0 broken" in proc.stdout


SHARED = ROOT.parent / "shared"


@pytest.mark.parametrize("name", ["RULES.md", "PROTOCOL.md"])
def test_docs_copy_the_shared_contracts(name: str) -> None:
    """docs/ holds the rules and the wire contract that the code cites, word for word."""
    ours = ROOT / "docs" / name
    assert ours.is_file(), f"docs/{name} is missing"
    if not (SHARED / name).is_file():
        pytest.skip(f"no ../shared/{name} beside this checkout to compare with")
    assert ours.read_bytes() == (SHARED / name).read_bytes(), f"docs/{name} differs from ../shared/{name}"


def test_core_uses_only_the_standard_library_and_no_unsafe_loading() -> None:
    allowed_roots = set(sys.stdlib_module_names) | {"hand_desktop", "__future__"}
    for path in (ROOT / "hand_desktop" / "core").rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names: list[str] = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                names = [node.module]
            for name in names:
                assert name.split(".")[0] in allowed_roots, f"{path.name} imports {name}"
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                assert node.func.id not in {"eval", "exec"}, f"{path.name} calls {node.func.id}"
        assert "pickle" not in path.read_text(encoding="utf-8"), path.name


def test_a_view_does_not_load_the_state_machine() -> None:
    """Views and the turn values are read without importing ``core.round`` (the rules engine)."""
    code = ("import sys; import hand_desktop.core.view, hand_desktop.core.turn; "
            "sys.exit('hand_desktop.core.round' in sys.modules)")
    proc = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr or "importing the view loaded hand_desktop.core.round"
