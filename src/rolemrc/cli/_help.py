"""Help that reads well: it opens with one example, uses the whole terminal, never cuts an option
name, and is plain text when it does not go to a terminal (a pipe, a file, a pager).

Every command's help text carries its example as a paragraph that starts with ``Example:``; the
paragraph may span lines and is shown as one command, continued with `` \\`` where it does not fit.
Commands and groups made with ``RolemrcTyper`` get this help; usage errors are plain click errors.

Click's context and help formatter are typed ``Any`` here: recent typer releases carry their own
copy of click, older ones use click itself, and this module works with both.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Iterator
from typing import Any

import typer
from rich.console import Console
from rich.text import Text
from typer.core import TyperCommand, TyperGroup
from typer.models import CommandFunctionType

Command = TyperCommand | TyperGroup
EXAMPLE_LABEL = "Example:"
# Below this many columns for the descriptions, a terminal gets the plain layout instead.
MIN_DESCRIPTION_WIDTH = 30
# Plain help fills the terminal it is shown on (click's default stops at 80 columns).
MAX_CONTENT_WIDTH = 1000


def split_example(help_text: str) -> tuple[str | None, list[str]]:
    """``(example, other paragraphs)``; the example's lines are joined into one command."""
    example: str | None = None
    paragraphs: list[str] = []
    for paragraph in inspect.cleandoc(help_text).partition("\f")[0].split("\n\n"):
        if paragraph.startswith(EXAMPLE_LABEL) and example is None:
            example = " ".join(paragraph[len(EXAMPLE_LABEL) :].split())
        elif paragraph.strip():
            paragraphs.append(paragraph)
    return example, paragraphs


def example_lines(example: str, width: int) -> list[str]:
    """The example as shell lines of at most ``width`` characters where it can be broken before
    an option, continued with `` \\`` so that it still pastes as one command."""
    pieces: list[str] = []
    for word in example.split(" "):
        if word.startswith("-") or not pieces:
            pieces.append(word)
        else:
            pieces[-1] += f" {word}"
    lines = [pieces[0]]
    for piece in pieces[1:]:
        if len(lines[-1]) + 1 + len(piece) + 2 <= width:
            lines[-1] += f" {piece}"
        else:
            lines[-1] += " \\"
            lines.append(f"    {piece}")
    return lines


def _records(command: Command, ctx: Any) -> Iterator[tuple[str, str, str]]:
    """``(section, names, description)`` for every argument, option and sub-command shown."""
    for param in command.get_params(ctx):
        record = param.get_help_record(ctx)
        if record is not None:
            section = "Arguments" if param.param_type_name == "argument" else "Options"
            yield section, record[0], record[1]
    if isinstance(command, TyperGroup):
        for name in command.list_commands(ctx):
            sub = command.get_command(ctx, name)
            if sub is not None and not sub.hidden:
                yield "Commands", name, sub.get_short_help_str(limit=MAX_CONTENT_WIDTH)


def _write_plain(command: Command, ctx: Any, formatter: Any) -> None:
    example, paragraphs = split_example(command.help or "")
    command.format_usage(ctx, formatter)
    if example is not None:
        formatter.write_paragraph()
        formatter.write_text(EXAMPLE_LABEL)
        width = int(formatter.width or 80) - 2
        for line in example_lines(example, width):
            formatter.write(f"  {line}\n")  # commands are not re-wrapped
    for paragraph in paragraphs:
        formatter.write_paragraph()
        with formatter.indentation():
            formatter.write_text(paragraph)
    command.format_options(ctx, formatter)
    command.format_epilog(ctx, formatter)


def _write_rich(command: Command, ctx: Any, console: Console) -> bool:
    """Help drawn for a terminal of ``console.width`` columns; False (nothing drawn) when the
    names would leave the descriptions too little room, where plain text reads better."""
    records = list(_records(command, ctx))
    name_width = max((len(names) for _, names, _ in records), default=0)
    if name_width + 4 + MIN_DESCRIPTION_WIDTH > console.width:
        return False
    example, paragraphs = split_example(command.help or "")
    console.print(Text(command.get_usage(ctx), style="bold"), soft_wrap=True)
    if example is not None:
        console.print()
        console.print(Text(EXAMPLE_LABEL, style="bold"))
        for command_line in example_lines(example, console.width - 2):
            console.print(Text(f"  {command_line}", style="green"), soft_wrap=True)
    for paragraph in paragraphs:
        console.print()
        console.print(Text(" ".join(paragraph.split())), highlight=False)
    description_width = console.width - name_width - 4
    for section in ("Arguments", "Options", "Commands"):
        rows = [(names, text) for kind, names, text in records if kind == section]
        if not rows:
            continue
        console.print()
        console.print(Text(f"{section}:", style="bold"))
        for names, text in rows:
            # Laid out by hand: a table would shorten names rather than lengthen the output.
            lines = Text(text).wrap(console, description_width) if text else [Text()]
            for number, line in enumerate(lines):
                line.rstrip()
                label = names if number == 0 else ""
                row = Text("  ") + Text(label.ljust(name_width), style="cyan") + "  " + line
                console.print(row, soft_wrap=True, highlight=False)
    if command.epilog:
        console.print()
        console.print(Text(inspect.cleandoc(command.epilog)))
    return True


def write_help(command: Command, ctx: Any, formatter: Any) -> None:
    console = Console()
    if console.is_terminal and _write_rich(command, ctx, console):
        return
    _write_plain(command, ctx, formatter)


class HelpCommand(TyperCommand):
    def format_help(self, ctx: Any, formatter: Any) -> None:
        write_help(self, ctx, formatter)


class HelpGroup(TyperGroup):
    def format_help(self, ctx: Any, formatter: Any) -> None:
        write_help(self, ctx, formatter)


class RolemrcTyper(typer.Typer):
    """A ``typer.Typer`` whose commands and groups show this module's help."""

    def __init__(self, **settings: Any) -> None:
        settings.setdefault("cls", HelpGroup)
        settings.setdefault("rich_markup_mode", None)
        context = {"max_content_width": MAX_CONTENT_WIDTH, **settings.pop("context_settings", {})}
        super().__init__(context_settings=context, **settings)

    def command(
        self, name: str | None = None, *, cls: type[TyperCommand] | None = None, **settings: Any
    ) -> Callable[[CommandFunctionType], CommandFunctionType]:
        return super().command(name, cls=cls or HelpCommand, **settings)
