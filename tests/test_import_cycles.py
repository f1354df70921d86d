"""No import circle anywhere in ``hand_desktop``, counting the imports inside functions.

import-linter (tests/test_architecture.py) sees function-local imports too, but its
contracts only say which layer may import which; a circle inside one layer (``a`` imports
``b`` at the top, ``b`` imports ``a`` inside a function) passes them. This test builds the
module graph from the source with ``ast`` and fails on any strongly connected group of two
or more modules, naming the modules and the lines that tie them. Imports under
``if TYPE_CHECKING:`` count as well: a helper that names the window it came from, even
for the type checker only, holds a pointer back to it; it should be handed what it needs.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = "hand_desktop"

Graph = dict[str, dict[str, int]]  # module -> {imported module: first line}



def module_name(path: Path, root: Path) -> str:
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def import_nodes(tree: ast.AST) -> Iterator[ast.Import | ast.ImportFrom]:
    """Every import in a module, at any depth: in functions and under ``if`` too."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Import | ast.ImportFrom):
            yield node


def targets(node: ast.Import | ast.ImportFrom, here: str, is_package: bool,
            modules: set[str]) -> Iterator[str]:
    """The project's modules an import statement loads (its own module, not the packages above)."""
    if isinstance(node, ast.Import):
        for alias in node.names:
            if alias.name in modules:
                yield alias.name
        return
    if node.level:
        base = here.split(".") if is_package else here.split(".")[:-1]
        base = base[: len(base) - (node.level - 1)]
        source = ".".join(base + ([node.module] if node.module else []))
    else:
        source = node.module or ""
    for alias in node.names:
        if f"{source}.{alias.name}" in modules:
            yield f"{source}.{alias.name}"
        elif source in modules:
            yield source


def import_graph(root: Path, package: str) -> Graph:
    """The project's modules and what each imports (the line of the first such import)."""
    paths = sorted((root / package).rglob("*.py"))
    modules = {module_name(p, root) for p in paths}
    graph: Graph = {}
    for path in paths:
        here = module_name(path, root)
        edges = graph.setdefault(here, {})
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in import_nodes(tree):
            for target in targets(node, here, path.name == "__init__.py", modules):
                if target != here:
                    edges.setdefault(target, node.lineno)
    return graph


def cycles(graph: Graph) -> list[list[str]]:
    """The strongly connected groups of two or more modules (Tarjan, without recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    groups: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            for child in children:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, {})))))
                    break
                if child in on_stack:
                    low[node] = min(low[node], index[child])
            else:
                work.pop()
                if work:
                    low[work[-1][0]] = min(low[work[-1][0]], low[node])
                if low[node] == index[node]:
                    group = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        group.append(member)
                        if member == node:
                            break
                    if len(group) > 1:
                        groups.append(sorted(group))
    return groups


def describe(group: list[str], graph: Graph) -> str:
    members = set(group)
    ties = [f"  {a} -> {b} (line {line})" for a in group
            for b, line in sorted(graph[a].items()) if b in members]
    return "\n".join([" <-> ".join(group), *ties])


def test_the_project_has_no_import_circle() -> None:
    graph = import_graph(ROOT, PACKAGE)
    found = cycles(graph)
    assert not found, "import circles:\n" + "\n\n".join(describe(g, graph) for g in found)


def test_the_check_finds_a_circle_hidden_in_a_function(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "window.py").write_text("from pkg.helper import helper\n")
    (pkg / "helper.py").write_text("def helper():\n    from pkg import window\n    return window\n")
    (pkg / "alone.py").write_text("import json\n")
    graph = import_graph(tmp_path, "pkg")
    assert cycles(graph) == [["pkg.helper", "pkg.window"]]
    assert graph["pkg.alone"] == {}


def test_the_check_counts_a_pointer_back_for_the_type_checker(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    pkg.mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "scene.py").write_text("from pkg import drag\n")
    (pkg / "drag.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.scene import Scene\n")
    assert cycles(import_graph(tmp_path, "pkg")) == [["pkg.drag", "pkg.scene"]]


def test_the_check_follows_relative_imports(tmp_path: Path) -> None:
    pkg = tmp_path / "pkg"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("from . import a\n")
    (pkg / "sub" / "a.py").write_text("from ..b import thing\n")
    (pkg / "b.py").write_text("import pkg.sub\n")
    graph = import_graph(tmp_path, "pkg")
    assert graph["pkg.sub"] == {"pkg.sub.a": 1}
    assert cycles(graph) == [["pkg.b", "pkg.sub", "pkg.sub.a"]]

