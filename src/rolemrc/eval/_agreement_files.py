"""The files of one judge-agreement comparison: ``agreement.json`` and its Markdown and HTML
views (kept apart from the computation, which the judges read, so that module does not import
the report templates)."""

from __future__ import annotations

from collections.abc import Mapping
from pathlib import Path
from typing import Any

from rolemrc.core import write_json, write_rendered
from rolemrc.eval._agreement import AGREEMENT_COLUMNS, agreement_rows
from rolemrc.eval._report_templates import TEMPLATES


def write_agreement_files(out_dir: Path, result: Mapping[str, Any]) -> dict[str, Path]:
    """``agreement.json``, ``agreement.md`` and ``agreement.html`` of one comparison."""
    values = {"result": result, "columns": AGREEMENT_COLUMNS, "rows": agreement_rows(result)}
    write_json(out_dir / "agreement.json", dict(result))
    return {
        "agreement.json": out_dir / "agreement.json",
        **write_rendered(
            out_dir,
            {
                "agreement.md": TEMPLATES.render("agreement.md.j2", **values),
                "agreement.html": TEMPLATES.render("agreement.html.j2", **values),
            },
        ),
    }
