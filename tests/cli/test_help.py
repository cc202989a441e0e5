"""Every command's --help: opens with one example that names real options, never cuts an option
name, is plain text when piped and uses the whole width of a terminal."""

from __future__ import annotations

import re
from typing import Any

import pytest
from typer.main import get_command
from typer.testing import CliRunner

from rolemrc.cli import app
from rolemrc.cli._help import example_lines, split_example

runner = CliRunner()
ANSI = re.compile(r"\x1b\[[0-9;]*m")
ROOT = get_command(app)


def command_paths(command: Any = ROOT, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    paths = [path]
    for name, sub in getattr(command, "commands", {}).items():
        paths += command_paths(sub, (*path, name))
    return paths


PATHS = command_paths()


def resolve(path: tuple[str, ...]) -> Any:
    command = ROOT
    for name in path:
        command = command.commands[name]
    return command


def option_names(command: Any) -> set[str]:
    return {
        name
        for param in command.params
        for name in (*param.opts, *param.secondary_opts)
        if name.startswith("-")
    } | {"--help"}


def shown_help(path: tuple[str, ...], env: dict[str, str] | None = None) -> str:
    result = runner.invoke(app, [*path, "--help"], env=env)
    assert result.exit_code == 0, result.output
    return result.output


def shown_example(output: str) -> str:
    """The example as one command (continuation lines joined)."""
    lines = output.splitlines()
    start = lines.index("Example:") + 1
    taken = []
    for line in lines[start:]:
        if not line.strip():
            break
        taken.append(line.strip().removesuffix("\\").strip())
    return " ".join(taken)


def test_every_command_is_covered() -> None:
    assert len(PATHS) >= 19
    assert ("train", "sft") in PATHS and ("restrain", "table") in PATHS


@pytest.mark.parametrize("path", PATHS, ids=lambda path: " ".join(path) or "rolemrc")
def test_piped_help_is_plain_opens_with_an_example_and_keeps_every_option_name(
    path: tuple[str, ...],
) -> None:
    output = shown_help(path)
    assert not ANSI.search(output)
    assert not set(output) & set("╭╮╰╯│─━┃…")
    lines = output.splitlines()
    assert lines[0].startswith(" ".join(("Usage: rolemrc", *path)))
    assert lines[1:3] == ["", "Example:"]  # the example comes first
    example = shown_example(output)
    assert example.startswith(" ".join(("rolemrc", *path)))
    # the example runs a command that exists, with options that command has
    words = example.split()[1:]
    target = ROOT
    while words and words[0] in getattr(target, "commands", {}):
        target = target.commands[words.pop(0)]
    assert {word for word in words if word.startswith("--")} <= option_names(target), example
    for name in option_names(resolve(path)):
        assert re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", output), name
    assert all(len(line) <= 80 or line.startswith("  rolemrc") for line in lines)


@pytest.mark.parametrize("columns", [80, 100, 160])
@pytest.mark.parametrize("path", [("train", "sft"), ("eval",), ()], ids=str)
def test_a_terminal_gets_its_full_width_and_whole_option_names(
    path: tuple[str, ...], columns: int
) -> None:
    output = shown_help(path, env={"TTY_COMPATIBLE": "1", "COLUMNS": str(columns)})
    assert ANSI.search(output)  # drawn for a terminal
    text = ANSI.sub("", output)
    assert "…" not in text
    lines = text.splitlines()
    assert max(len(line) for line in lines) <= columns
    assert lines[1:3] == ["", "Example:"]
    for name in option_names(resolve(path)):
        assert re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text), name
    if path == ("eval",):
        # descriptions fill the width instead of stopping at 80 columns
        assert max(len(line) for line in lines) > min(columns, 100) - 12


def test_a_terminal_too_narrow_for_names_and_descriptions_gets_plain_help() -> None:
    output = shown_help(("train", "sft"), env={"TTY_COMPATIBLE": "1", "COLUMNS": "50"})
    assert not ANSI.search(output)
    assert "  --per-device-batch-size <int range>\n" in output


def test_examples_are_split_from_the_description_and_paste_as_one_command() -> None:
    example, paragraphs = split_example(
        """Evaluate a model.

        Example: rolemrc eval --data hf:Junrulu/RoleMRC --model openai/gpt-4o
        --judge openai/gpt-4-turbo-2024-04-09 --out runs/gpt-4o

        More words.
        """
    )
    assert example == (
        "rolemrc eval --data hf:Junrulu/RoleMRC --model openai/gpt-4o "
        "--judge openai/gpt-4-turbo-2024-04-09 --out runs/gpt-4o"
    )
    assert paragraphs == ["Evaluate a model.", "More words."]
    lines = example_lines(example, 64)
    assert lines == [
        "rolemrc eval --data hf:Junrulu/RoleMRC --model openai/gpt-4o \\",
        "    --judge openai/gpt-4-turbo-2024-04-09 --out runs/gpt-4o",
    ]
    assert all(len(line) <= 64 for line in lines)
    assert example_lines(example, 200) == [example]
