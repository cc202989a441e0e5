"""The prompt templates of the dialogue builders (``templates/dialogues/*.j2``).

Rendered in a sandboxed, strict Jinja2 environment: profiles, passages and replies are inserted
as values and never evaluated as template code; an undefined name is an error, not a blank.
"""

from __future__ import annotations

import functools
from typing import Any

import jinja2
from jinja2.sandbox import ImmutableSandboxedEnvironment


@functools.cache
def _environment() -> ImmutableSandboxedEnvironment:
    return ImmutableSandboxedEnvironment(
        loader=jinja2.PackageLoader("rolemrc.synth", "templates/dialogues"),
        undefined=jinja2.StrictUndefined,
        autoescape=False,
        trim_blocks=True,
        lstrip_blocks=True,
    )


def render_dialogue_template(template: str, /, **values: Any) -> str:
    """``templates/dialogues/{template}.j2`` rendered with ``values``, outer blanks stripped."""
    return _environment().get_template(f"{template}.j2").render(**values).strip()
