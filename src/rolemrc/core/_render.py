"""Template rendering shared by every report and prompt: a sandboxed, strict Jinja2 environment,
Markdown escaping, and atomic writes of the rendered files.

Data goes into templates as values and is never evaluated as a template. HTML templates
(``*.html.j2``) autoescape; Markdown templates (``*.md.j2``) escape with the ``md`` filter (free
text) and the ``code`` filter (identifiers in code spans); any other template is a plain-text
prompt, rendered without its trailing newline.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from pathlib import Path
from typing import Any, Literal

import jinja2
from jinja2.sandbox import ImmutableSandboxedEnvironment

from rolemrc.core._private import make_dir, open_new_file

TemplateKind = Literal["prompt", "md", "html"]

_MD_SPECIAL = re.compile(r"([\\`*\[\]<>|#!])|(?<![A-Za-z0-9])_|_(?![A-Za-z0-9])")


def markdown_text(value: object) -> str:
    """Free text on one line with Markdown (and raw HTML) escaped, safe inside a table cell;
    intraword underscores stay readable."""
    text = " ".join(str(value).split())
    return _MD_SPECIAL.sub(lambda match: "\\" + match.group(0), text)


def markdown_code(value: object) -> str:
    """A Markdown code span for identifiers (task names, model specs), safe inside tables."""
    text = " ".join(str(value).split()).replace("|", "\\|")
    longest = max((len(run) for run in re.findall(r"`+", text)), default=0)
    fence = "`" * (longest + 1)
    padding = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{padding}{text}{padding}{fence}"


def template_kind(name: str) -> TemplateKind:
    if name.endswith(".html.j2"):
        return "html"
    if name.endswith(".md.j2"):
        return "md"
    return "prompt"


class Templates:
    """The templates of one directory (or of several, searched in order: a report may extend
    another capability's base page), each kind in its own sandboxed, strict environment, with
    ``filters`` (formatting of numbers and the like) added to every one."""

    def __init__(
        self,
        directory: Path | Sequence[Path],
        filters: Mapping[str, Callable[..., str | float]] | None = None,
    ) -> None:
        self.directory = directory
        self._filters = dict(filters or {})
        self._environments: dict[TemplateKind, ImmutableSandboxedEnvironment] = {}

    def environment(self, kind: TemplateKind) -> ImmutableSandboxedEnvironment:
        environment = self._environments.get(kind)
        if environment is None:
            environment = ImmutableSandboxedEnvironment(
                loader=jinja2.FileSystemLoader(self.directory),
                undefined=jinja2.StrictUndefined,
                autoescape=kind == "html",
                trim_blocks=True,
                lstrip_blocks=True,
                keep_trailing_newline=kind != "prompt",
            )
            environment.filters.update(self._filters)
            if kind != "html":
                environment.filters.update({"md": markdown_text, "code": markdown_code})
            self._environments[kind] = environment
        return environment

    def render(self, name: str, **values: Any) -> str:
        """Render template ``name``; Markdown has runs of blank lines folded to one, a prompt
        has its surrounding whitespace stripped."""
        kind = template_kind(name)
        text = self.environment(kind).get_template(name).render(**values)
        if kind == "md":
            return re.sub(r"\n{3,}", "\n\n", text)
        if kind == "prompt":
            return text.strip()
        return text


def write_text_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` through a temporary file and a rename (private unless shared
    files were asked for, see ``rolemrc.core._private``)."""
    make_dir(path.parent)
    temporary = path.with_name(path.name + ".tmp")
    with open_new_file(temporary) as handle:
        handle.write(text)
    temporary.replace(path)


def write_rendered(out_dir: Path, files: Mapping[str, str]) -> dict[str, Path]:
    """Write each ``{file name: text}`` into ``out_dir`` atomically; returns ``{name: path}``."""
    paths = {}
    for name, text in files.items():
        paths[name] = out_dir / name
        write_text_atomic(paths[name], text)
    return paths
