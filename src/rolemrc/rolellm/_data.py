"""Loading RoleBench: the hub dataset ``ZenMoore/RoleBench`` or local files of its schema.

Hub layout (as the dataset card and its file tree show)::

    rolebench-eng/{instruction,role}-generalization/{general,role_specific}/
        {train,test,rolegpt_baseline}.jsonl
    rolebench-zh/{general,role_specific}/{train,test,rolegpt_baseline}.jsonl
    profiles-{eng,zh}/desc.json, scripts.json, profiles-{lang}-{role}.jsonl
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from rolemrc.core import (
    ConfigError,
    DataSource,
    data_source_error,
    download_hub_file,
    fingerprint,
    is_hub_repo,
    read_records_with_ids,
    setting,
)
from rolemrc.rolellm._records import Category, Language, RoleBenchRow

ROLEBENCH_DATASET = "ZenMoore/RoleBench"
SPLIT_PARTS: tuple[str, ...] = ("test", "train", "rolegpt_baseline")


@dataclass(frozen=True)
class SplitSpec:
    """A RoleBench split: its language, instruction category and directory on the hub."""

    name: str
    language: Language
    category: Category
    hub_dir: str


ROLEBENCH_SPLITS: dict[str, SplitSpec] = {
    spec.name: spec
    for spec in (
        SplitSpec(
            "eng/instruction/general",
            "eng",
            "general",
            "rolebench-eng/instruction-generalization/general",
        ),
        SplitSpec(
            "eng/instruction/role_specific",
            "eng",
            "role_specific",
            "rolebench-eng/instruction-generalization/role_specific",
        ),
        SplitSpec(
            "eng/role/general", "eng", "general", "rolebench-eng/role-generalization/general"
        ),
        SplitSpec(
            "eng/role/role_specific",
            "eng",
            "role_specific",
            "rolebench-eng/role-generalization/role_specific",
        ),
        SplitSpec("zh/general", "zh", "general", "rolebench-zh/general"),
        SplitSpec("zh/role_specific", "zh", "role_specific", "rolebench-zh/role_specific"),
    )
}


@dataclass(frozen=True)
class RoleBenchSet:
    """Validated rows of one split plus where they came from: ``rows`` are the rows evaluated
    (the first ``limit``), ``source_rows`` all rows of the file; a row's position is its index
    in both."""

    rows: list[RoleBenchRow]
    source: str
    language: Language
    category: Category
    fingerprint: str
    source_rows: list[RoleBenchRow]
    hub_repo: str | None = None

    @property
    def n_rows_in_source(self) -> int:
        return len(self.source_rows)


def parse_split(split: str) -> tuple[str | None, SplitSpec | None, str]:
    """``hf:[owner/name:]SPLIT[:part]`` -> (repo, spec, part); a local path -> (None, None, path).

    ``SPLIT`` is a name of ``ROLEBENCH_SPLITS`` (``eng/instruction/role_specific``); ``part`` is
    ``test`` (default), ``train`` or ``rolegpt_baseline``.
    """
    source = DataSource.parse(split)
    if not source.is_hub:
        return None, None, split
    fields = list(source.hub_fields())
    repo = ROLEBENCH_DATASET
    if len(fields) > 1 and is_hub_repo(fields[0]) and fields[0] not in ROLEBENCH_SPLITS:
        repo, fields = fields[0], fields[1:]
    if not fields or len(fields) > 2:
        raise data_source_error(
            f"hub split must look like hf:[owner/name:]SPLIT[:part], got {split!r}", ConfigError
        )
    name, part = fields[0], fields[1] if len(fields) == 2 else "test"
    if name not in ROLEBENCH_SPLITS:
        raise ConfigError(
            f"unknown RoleBench split {name!r}; use one of: {', '.join(ROLEBENCH_SPLITS)}"
        )
    if part not in SPLIT_PARTS:
        raise ConfigError(f"unknown split part {part!r}; use one of: {', '.join(SPLIT_PARTS)}")
    return repo, ROLEBENCH_SPLITS[name], part


def read_rolebench_rows(path: str | Path) -> list[RoleBenchRow]:
    """Validate every line of a RoleBench-schema JSONL file; ids default to ``row-NNNNN``."""
    return read_records_with_ids(path, RoleBenchRow, what="RoleBench rows")


def path_language(path: str | Path) -> Language:
    """A local RoleBench file's language as its path says: ``zh`` under a ``rolebench-zh`` (or
    ``zh``) folder, else ``eng``."""
    parts = Path(path).resolve().parts
    return "zh" if any("-zh" in part or part == "zh" for part in parts) else "eng"


def _local_split_facts(
    path: Path, language: Language | None, category: Category | None
) -> tuple[Language, Category]:
    """Language and category of a local file: given, or read off a hub-like path."""
    parts = set(path.resolve().parts)
    if category is None:
        found = [name for name in ("general", "role_specific") if name in parts]
        if len(found) != 1:
            raise ConfigError(
                f"{path}: cannot tell general from role-specific instructions by the path; "
                f"pass the category ({setting('category')} general|role_specific)"
            )
        category = "general" if found[0] == "general" else "role_specific"
    return language or path_language(path), category


def split_file(split: str) -> tuple[Path, SplitSpec | None, str | None]:
    """The local file of ``split`` (fetched for a hub split), its spec and its hub repo (both
    None for a local path)."""
    repo, spec, target = parse_split(split)
    if spec is not None and repo is not None:
        return download_hub_file(repo, f"{spec.hub_dir}/{target}.jsonl"), spec, repo
    return Path(target), None, None


def load_rolebench(
    split: str,
    *,
    limit: int | None = None,
    language: Language | None = None,
    category: Category | None = None,
) -> RoleBenchSet:
    """Load, validate and optionally truncate (first ``limit`` rows) a RoleBench split.

    ``split`` is a local JSONL path or ``hf:[owner/name:]SPLIT[:part]`` (see ``parse_split``).
    For a local file, ``language`` and ``category`` default to what its path says
    (``.../rolebench-zh/...``, ``.../role_specific/...``).
    """
    path, spec, repo = split_file(split)
    if spec is not None:
        language, category = language or spec.language, category or spec.category
    else:
        language, category = _local_split_facts(path, language, category)
    rows = read_rolebench_rows(path)
    if limit is not None and limit < 1:
        raise ConfigError(f"{setting('limit')} must be at least 1, got {limit}")
    used = rows[:limit] if limit is not None else rows
    return RoleBenchSet(
        rows=used,
        source=split,
        language=language,
        category=category,
        fingerprint=fingerprint([row.model_dump(exclude={"id"}) for row in rows]),
        source_rows=rows,
        hub_repo=repo,
    )
