"""Every module-level constant of the package is bound once (read from the syntax, ``ast``).

A second ``_NAME = ...`` further down a module silently replaces the first for every function
that reads the name, those written beside the first included: the judge's rules read a pattern
meant for another check without any error. A name meant to change at run time is no constant and
is not written in capitals.
"""

from __future__ import annotations

import ast
from collections import Counter
from pathlib import Path

PACKAGE_ROOT = Path(__file__).resolve().parents[1] / "src" / "rolemrc"


def constants_bound_twice(source: str) -> list[str]:
    """The capitalised names (``_PATTERN``, ``LIMIT``) a module binds at its top level more than
    once, by assignment or annotated assignment."""
    bound: Counter[str] = Counter()
    for node in ast.parse(source).body:
        targets = (
            node.targets
            if isinstance(node, ast.Assign)
            else [node.target]
            if isinstance(node, ast.AnnAssign)
            else []
        )
        for target in targets:
            if isinstance(target, ast.Name) and target.id.lstrip("_").isupper():
                bound[target.id] += 1
    return sorted(name for name, count in bound.items() if count > 1)


def test_a_constant_bound_twice_is_found() -> None:
    source = '_WORD = "a"\nLIMIT: int = 2\n\ndef f():\n    _WORD = "c"\n\n_WORD = "b"\n'
    assert constants_bound_twice(source) == ["_WORD"]


def test_every_module_binds_each_constant_once() -> None:
    twice = {
        str(path.relative_to(PACKAGE_ROOT)): names
        for path in sorted(PACKAGE_ROOT.rglob("*.py"))
        if (names := constants_bound_twice(path.read_text(encoding="utf-8")))
    }
    assert twice == {}
