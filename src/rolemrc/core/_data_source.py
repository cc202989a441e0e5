"""Data-source specs: the one grammar for where a data file comes from.

| written | means |
|---|---|
| ``PATH`` | a local file (``~`` expanded) |
| ``hf:owner/name[:file]`` | a file of a Hugging Face hub dataset |
| ``hf:[owner/name:]SPLIT[:part]`` | a RoleBench split (``rolemrc rolellm``) |

Which hub form a command takes depends on the command; the parser keeps the ``:``-separated
fields after ``hf:`` and each reader checks them (:meth:`DataSource.hub_file` for a dataset file,
:meth:`DataSource.hub_fields` for readers with their own grammar). Errors list every form.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rolemrc.core._errors import ConfigError, InputError
from rolemrc.core._hub import HUB_PREFIX
from rolemrc.core._paths import check_input_location

DATA_SOURCE_FORMS = (
    "PATH (a local file), hf:owner/name[:file] (a hub dataset's file), "
    "hf:[owner/name:]SPLIT[:part] (a RoleBench split, rolemrc rolellm)"
)


def data_source_error(
    message: str, kind: type[InputError] | type[ConfigError] = InputError
) -> InputError | ConfigError:
    """An error (an InputError unless ``kind`` says) about a data-source spec, ending with the
    forms a spec may take."""
    return kind(f"{message}; data sources: {DATA_SOURCE_FORMS}")


def is_hub_repo(text: str) -> bool:
    """``owner/name``: one ``/`` between two non-empty parts."""
    return text.count("/") == 1 and all(text.split("/"))


@dataclass(frozen=True)
class DataSource:
    """A parsed data-source spec: a local ``path``, or the fields of an ``hf:`` reference."""

    text: str
    path: Path | None = None
    fields: tuple[str, ...] = ()

    @classmethod
    def parse(cls, text: str | Path) -> DataSource:
        """Read a spec (see the module docstring); an empty one is an error naming the forms."""
        written = str(text).strip()
        if not written:
            raise data_source_error("empty data source")
        if isinstance(text, Path) or not written.startswith(HUB_PREFIX):
            return cls(text=written, path=Path(written).expanduser())
        return cls(text=written, fields=tuple(written[len(HUB_PREFIX) :].split(":")))

    @property
    def is_hub(self) -> bool:
        return self.path is None

    def hub_fields(self) -> tuple[str, ...]:
        """The ``:``-separated fields after ``hf:`` (a local source has none)."""
        return self.fields

    def hub_file(self, default_file: str) -> tuple[str, str]:
        """``(repo id, file)`` of an ``hf:owner/name[:file]`` source (``default_file`` when no
        file is named; a file name may hold ``:``); any other shape is an InputError listing the
        forms."""
        if not self.is_hub or not is_hub_repo(self.fields[0]):
            raise data_source_error(
                f"hub source must look like hf:owner/name[:file], got {self.text!r}"
            )
        return self.fields[0], ":".join(self.fields[1:]) or default_file


def check_data_source(text: str | Path, field: str) -> DataSource:
    """The parsed source of config field ``field``; a local one must be an existing file (a hub
    source is checked when it is downloaded)."""
    source = DataSource.parse(text)
    if source.path is not None:
        check_input_location(source.path, field, is_directory=False)
    return source
