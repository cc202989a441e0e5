"""The layering the README states, read from every module's imports (``ast``, nothing imported).

``core`` imports nothing above it; ``llm`` only ``core``; ``rules`` only ``core``; a capability
imports ``core``, ``llm``, ``rules`` and other capabilities' public names only (no module or
package whose name starts with ``_``); ``cli`` anything. Packages import one another without
cycles. Imports under ``TYPE_CHECKING`` and inside functions count like any other.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

PACKAGE_ROOT = Path(__file__).resolve().parents[1] / "src" / "rolemrc"
CAPABILITIES = frozenset({"eval", "synth", "train", "probe", "rolellm", "rewards"})
ALLOWED_BELOW: Mapping[str, frozenset[str]] = {
    "core": frozenset(),
    "llm": frozenset({"core"}),
    "rules": frozenset({"core"}),
    **{name: frozenset({"core", "llm", "rules"}) for name in CAPABILITIES},
}
ROOT = "rolemrc"
"""The top package holds only ``__version__``; every layer may read it."""


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE_ROOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imported_modules(path: Path) -> Iterator[str]:
    """The absolute names of the rolemrc modules a file imports (relative imports resolved)."""
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    package = module_name(path)
    if path.name != "__init__.py":
        package = package.rpartition(".")[0]
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            yield from (alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = resolve_import(package, node.level, node.module)
            if base == ROOT:  # ``from rolemrc import X``: X may be a subpackage
                yield from (f"{ROOT}.{alias.name}" for alias in node.names)
            else:
                yield base


def resolve_import(package: str, level: int, module: str | None) -> str:
    """The absolute name of ``from {'.' * level}{module} import ...`` written in ``package``."""
    if not level:
        return module or ""
    parts = package.split(".")
    anchor = parts[: len(parts) - level + 1]
    return ".".join([*anchor, module] if module else anchor)


def package_edges() -> Iterator[tuple[str, str, str]]:
    """``(importing module, its package, imported module)`` for every rolemrc import."""
    for path in sorted(PACKAGE_ROOT.rglob("*.py")):
        importer = module_name(path)
        layer = importer.split(".")[1] if "." in importer else ROOT
        if layer == "__main__":  # ``python -m rolemrc`` runs the CLI
            layer = "cli"
        for imported in imported_modules(path):
            if imported == ROOT or imported.startswith(f"{ROOT}."):
                yield importer, layer, imported


def layering_violations(edges: list[tuple[str, str, str]]) -> list[str]:
    """Every import that breaks the layering, as ``importer -> imported (why)``."""
    problems = []
    for importer, layer, imported in edges:
        parts = imported.split(".")
        if layer in ("cli", ROOT) or len(parts) < 2:
            continue
        target = parts[1]
        if target == layer or target == "__version__":
            continue
        if layer not in ALLOWED_BELOW:
            problems.append(f"{importer} -> {imported} (unknown layer {layer!r})")
        elif target in ALLOWED_BELOW[layer]:
            continue
        elif layer in CAPABILITIES and target in CAPABILITIES:
            if any(part.startswith("_") for part in parts[2:]):
                problems.append(f"{importer} -> {imported} (another capability's private module)")
        else:
            problems.append(f"{importer} -> {imported} ({layer} may not import {target})")
    return problems


def package_cycles(edges: list[tuple[str, str, str]]) -> list[list[str]]:
    """Cycles in the graph of packages (a package importing itself does not count)."""
    graph: dict[str, set[str]] = {}
    for _, layer, imported in edges:
        parts = imported.split(".")
        if len(parts) > 1 and parts[1] != layer and parts[1] != "__version__":
            graph.setdefault(layer, set()).add(parts[1])
    cycles: list[list[str]] = []
    done: set[str] = set()

    def visit(node: str, trail: list[str]) -> None:
        if node in trail:
            cycles.append([*trail[trail.index(node) :], node])
            return
        if node in done:
            return
        for nxt in sorted(graph.get(node, ())):
            visit(nxt, [*trail, node])
        done.add(node)

    for start in sorted(graph):
        visit(start, [])
    return cycles


def test_every_package_is_a_known_layer() -> None:
    packages = {path.parent.name for path in PACKAGE_ROOT.glob("*/__init__.py")}
    assert packages == set(ALLOWED_BELOW) | {"cli"}


def test_imports_point_down_the_layers() -> None:
    assert layering_violations(list(package_edges())) == []


def test_packages_import_one_another_without_cycles() -> None:
    assert package_cycles(list(package_edges())) == []


@pytest.mark.parametrize(
    ("edge", "reason"),
    [
        (("rolemrc.core._jsonl", "core", "rolemrc.llm"), "core may not import llm"),
        (("rolemrc.llm._load", "llm", "rolemrc.rules"), "llm may not import rules"),
        (("rolemrc.rules._judge", "rules", "rolemrc.llm._protocol"), "rules may not import llm"),
        (("rolemrc.rules._judge", "rules", "rolemrc.eval"), "rules may not import eval"),
        (("rolemrc.synth._x", "synth", "rolemrc.eval._judge"), "private module"),
        (("rolemrc.eval._x", "eval", "rolemrc.cli"), "eval may not import cli"),
    ],
)
def test_a_broken_layering_is_reported(edge: tuple[str, str, str], reason: str) -> None:
    [problem] = layering_violations([edge])
    assert reason in problem


def test_a_cycle_between_packages_is_reported() -> None:
    edges = [
        ("rolemrc.eval._a", "eval", "rolemrc.probe"),
        ("rolemrc.probe._b", "probe", "rolemrc.eval"),
    ]
    assert package_cycles(edges) == [["eval", "probe", "eval"]]
    assert layering_violations(edges) == []  # public names of another capability are allowed


def test_module_names_and_relative_imports_are_resolved() -> None:
    assert module_name(PACKAGE_ROOT / "synth" / "dialogues" / "__init__.py") == (
        "rolemrc.synth.dialogues"
    )
    assert module_name(PACKAGE_ROOT / "synth" / "dialogues" / "_build.py") == (
        "rolemrc.synth.dialogues._build"
    )
    assert resolve_import("rolemrc.synth.dialogues", 1, "_data") == "rolemrc.synth.dialogues._data"
    assert resolve_import("rolemrc.synth.dialogues", 2, "_records") == "rolemrc.synth._records"
    assert resolve_import("rolemrc.synth", 2, None) == "rolemrc"
    assert "rolemrc.synth._records" in set(
        imported_modules(PACKAGE_ROOT / "synth" / "dialogues" / "_build.py")
    )


def test_importing_synth_leaves_eval_unloaded() -> None:
    """synth reads RoleMRC's rules from ``rolemrc.rules``; the evaluation pipeline (and its
    report templates) stays out of a process that only synthesises."""
    probe = (
        "import sys, rolemrc.synth; "
        "print(sorted(m for m in sys.modules if m.startswith('rolemrc.eval')))"
    )
    shown = subprocess.run(
        [sys.executable, "-c", probe], check=True, capture_output=True, text=True
    ).stdout.strip()
    assert shown == "[]"
