"""A run directory and its manifest: the one place a pipeline records what it is doing.

Every pipeline (eval, RoleBench eval, Context-Instruct, synthesis, probing, training) records
``manifest.json`` (training: ``train_manifest.json``) through :class:`RunDir` and its
:class:`RunRecorder`, so every manifest has the shape :class:`RunRecorder` describes. The
per-row work of a run is done by the stage runner (``rolemrc.core._stage``), which reports
rows that failed for good to a :class:`FailureLog`, listed in the manifest.


- :meth:`RunDir.resume` reads the manifest an earlier attempt left and refuses a run whose
  identity differs (naming what changed, and saying nothing was changed);
- :class:`RunRecorder` moves the run through its statuses (``running``, then ``interrupted``,
  ``failed``, ``complete``, or ``incomplete``: finished, with its reports, but with rows that
  failed for good or too few judge verdicts, listed in ``incomplete_reasons``), carries
  token usage across attempts and keeps the timings;
- :meth:`RunDir.check_recorded_identity` does the same check for one part of a run (a synthesis
  stage) whose identity lives in a file of its own;
- every write is atomic (temporary file + rename), so a killed process never leaves half a file.
"""

from __future__ import annotations

import fcntl
import json
import os
import threading
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import UTC, datetime
from pathlib import Path
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, ValidationError

from rolemrc.core._errors import ConfigError, RolemrcError, setting
from rolemrc.core._fingerprint import file_fingerprint, fingerprint
from rolemrc.core._jsonl import write_json
from rolemrc.core._private import make_dir
from rolemrc.core._records import TokenUsage

MANIFEST_FILE = "manifest.json"

RunStatus = Literal["running", "interrupted", "complete", "incomplete", "failed"]
RUN_STATUSES: tuple[RunStatus, ...] = (
    "running",
    "interrupted",
    "complete",
    "incomplete",
    "failed",
)
# Usage is kept per model (``{"policy": ..., "judge": ...}``) or, for one model, as one total.
RunUsage = dict[str, TokenUsage] | TokenUsage


def timestamp() -> str:
    """Now, as the ISO text (UTC, whole seconds) every manifest and report carries."""
    return datetime.now(UTC).isoformat(timespec="seconds")


def error_text(error: BaseException) -> str:
    """An exception as one line: ``Type: message`` (or the type alone)."""
    return f"{type(error).__name__}: {error}" if str(error) else type(error).__name__


class FailedRow(BaseModel):
    """A row a run could not finish (its model call failed for good): left out of the results
    and the means, listed in the manifest and the report, and tried again by the next run."""

    id: str
    stage: str
    reason: str


class TooManyFailures(RolemrcError):
    """More rows failed than ``--max-failures`` allows; the run stopped (resume it later)."""


class FailureLog:
    """The rows that failed in this attempt, in the order they failed; more than
    ``max_failures`` (None: no limit) raises :class:`TooManyFailures`."""

    def __init__(self, max_failures: int | None = None) -> None:
        self.max_failures = max_failures
        self._rows: dict[str, FailedRow] = {}
        self._lock = threading.Lock()

    def add(self, row_id: str, stage: str, reason: str) -> None:
        with self._lock:
            self._rows.setdefault(row_id, FailedRow(id=row_id, stage=stage, reason=reason))
            count = len(self._rows)
        if self.max_failures is not None and count > self.max_failures:
            raise TooManyFailures(
                f"stopped after {count} failed rows ({setting('max_failures')} "
                f"{self.max_failures}); the last, {row_id} ({stage}): {reason}. Finished rows "
                "are saved; run the same command again to resume."
            )

    def ids(self) -> set[str]:
        with self._lock:
            return set(self._rows)

    def rows(self, order: Sequence[str] | None = None) -> list[FailedRow]:
        """The failed rows, in ``order`` (row ids) when given, else in the order they failed."""
        with self._lock:
            rows = dict(self._rows)
        if order is None:
            return list(rows.values())
        position = {row_id: index for index, row_id in enumerate(order)}
        return sorted(rows.values(), key=lambda row: (position.get(row.id, len(position)), row.id))


class RunManifest(BaseModel):
    """What a pipeline's ``manifest.json`` holds in common; a pipeline's own keys (its config,
    data record, counts) are kept as extra fields, in the order the pipeline gave them."""

    model_config = ConfigDict(extra="allow")

    rolemrc_version: str | None = None
    run_identity: dict[str, Any] | None = None
    started: str | None = None
    status: RunStatus | None = None
    error: str | None = None
    incomplete_reasons: list[str] | None = None
    failed_rows: list[FailedRow] | None = None
    usage: RunUsage | None = None
    timings: dict[str, float] | None = None
    updated: str | None = None

    @property
    def details(self) -> dict[str, Any]:
        """The pipeline's own keys."""
        return dict(self.model_extra or {})

    def usage_of(self, name: str | None = None) -> TokenUsage:
        """Usage recorded so far: of model ``name``, or the single total (``name`` None)."""
        if isinstance(self.usage, TokenUsage):
            return self.usage
        if name is None or self.usage is None:
            return TokenUsage()
        return self.usage.get(name, TokenUsage())


def changed_fields(previous: Mapping[str, Any], current: Mapping[str, Any]) -> list[str]:
    """The keys of ``current`` whose value ``previous`` does not share, sorted."""
    return sorted(key for key in current if previous.get(key) != current[key])


class RunDir:
    """A run's output directory and its manifest file."""

    def __init__(self, path: str | Path, manifest_file: str = MANIFEST_FILE) -> None:
        self.path = Path(path)
        self.manifest_path = self.path / manifest_file

    def read_json(self, path: Path) -> dict[str, Any] | None:
        """A JSON object file of this run (None when absent); malformed JSON is a ConfigError."""
        if not path.exists():
            return None
        try:
            value = json.loads(path.read_text(encoding="utf-8"))
        except json.JSONDecodeError as error:
            raise ConfigError(
                f"{path}: malformed JSON ({error.msg}, line {error.lineno})"
            ) from None
        if not isinstance(value, dict):
            raise ConfigError(f"{path}: expected a JSON object")
        return value

    def create(self) -> None:
        """Create the directory (private to the user, see ``rolemrc.core._private``)."""
        make_dir(self.path)

    @contextmanager
    def lock(self) -> Iterator[None]:
        """Hold the directory for this process while a run writes into it (creating it first);
        a second process asking for it is refused at once with a ConfigError. The lock is the
        kernel's (``flock`` on the directory), so a killed process never leaves it behind."""
        self.create()
        descriptor = os.open(self.path, os.O_RDONLY)
        try:
            try:
                fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                raise ConfigError(
                    f"{self.path} is in use by another rolemrc process; wait for it to finish, "
                    f"or choose another {setting('out')} directory (nothing there was changed)."
                ) from None
            yield
        finally:
            os.close(descriptor)

    def has_manifest(self) -> bool:
        return self.manifest_path.exists()

    def read_manifest(self) -> RunManifest | None:
        """The manifest an earlier run wrote, or None."""
        value = self.read_json(self.manifest_path)
        if value is None:
            return None
        try:
            return RunManifest.model_validate(value)
        except ValidationError as error:
            first = error.errors()[0]
            field = ".".join(str(part) for part in first["loc"])
            raise ConfigError(f"{self.manifest_path}: field '{field}': {first['msg']}") from None

    def write_manifest(self, manifest: RunManifest | Mapping[str, Any]) -> None:
        """Write the manifest atomically: the common keys around the pipeline's own, as
        ``rolemrc_version, run_identity, <details>, started, status, error, failed_rows, usage,
        timings, updated`` (keys that are None and not set are left out)."""
        if isinstance(manifest, Mapping):
            write_json(self.manifest_path, dict(manifest))
            return
        common = manifest.model_dump(mode="json", exclude_unset=True)
        ordered: dict[str, Any] = {
            key: common.pop(key) for key in ("rolemrc_version", "run_identity") if key in common
        }
        ordered.update(manifest.details)
        for key in RunManifest.model_fields:
            if key in common:
                ordered[key] = common[key]
        write_json(self.manifest_path, ordered)

    def discard_without_results(self, result_files: Sequence[str]) -> None:
        """Remove what an earlier attempt left when it ended (interrupted or failed, says its
        manifest) before its first result: the manifest and the empty ``result_files``, nothing
        else. The next command, corrected or not, then starts afresh instead of being refused
        as a different run. An unreadable manifest is left for :meth:`resume` to report."""
        try:
            manifest = self.read_json(self.manifest_path)
        except ConfigError:
            return
        if manifest is None or manifest.get("status") not in ("interrupted", "failed"):
            return
        results = [self.path / name for name in result_files if (self.path / name).is_file()]
        if any(_holds_a_record(path) for path in results):
            return
        for path in (*results, self.manifest_path):
            path.unlink()

    def resume(self, identity: Mapping[str, Any]) -> RunManifest:
        """The earlier attempt's manifest (empty when there is none), after checking that it
        was a run of the same ``identity``; another run is refused, naming what changed."""
        manifest = self.read_manifest() or RunManifest()
        previous = manifest.run_identity
        if previous is not None and previous != identity:
            raise ConfigError(
                f"{self.path} holds a run with a different "
                f"{', '.join(changed_fields(previous, identity))}; "
                f"choose another {setting('out')} directory (nothing there was changed)."
            )
        return manifest

    def check_recorded_identity(
        self,
        relative_path: str | Path,
        identity: Mapping[str, Any],
        refusal: Callable[[list[str]], str],
        *,
        record: bool = True,
    ) -> str:
        """The fingerprint of ``identity`` for one part of the run, recorded in
        ``relative_path`` on first use (unless ``record`` is False: a check alone); a part made
        with another identity raises a ConfigError whose text ``refusal`` words from the changed
        keys."""
        identity_fingerprint = fingerprint(identity)
        path = self.path / relative_path
        previous = self.read_json(path)
        if previous is None:
            if record:
                write_json(path, {"fingerprint": identity_fingerprint, "identity": identity})
        elif previous.get("fingerprint") != identity_fingerprint:
            old = previous.get("identity", {})
            changed = sorted(
                key for key in set(old) | set(identity) if old.get(key) != identity.get(key)
            )
            raise ConfigError(refusal(changed))
        return identity_fingerprint

    def recorder(
        self,
        *,
        rolemrc_version: str,
        details: Mapping[str, Any],
        previous: RunManifest | None = None,
        identity: Mapping[str, Any] | None = None,
        usage: Callable[[], RunUsage] | None = None,
        live: Callable[[], Mapping[str, Any]] | None = None,
    ) -> RunRecorder:
        """A :class:`RunRecorder` continuing ``previous`` (its start time is kept; none: the
        run starts now). ``identity`` is what a resumed run must share with it (left out for a
        run that is never resumed), ``usage`` the tokens spent so far (left out for a run
        without model calls), ``live`` keys of the pipeline's own that change as the run goes
        (read at every save)."""
        started = previous.started if previous is not None else None
        common: dict[str, Any] = {"rolemrc_version": rolemrc_version}
        if identity is not None:
            common["run_identity"] = dict(identity)
        return RunRecorder(
            self,
            RunManifest(**common, started=started or timestamp(), **details),
            usage=usage,
            live=live,
        )


class RunRecorder:
    """Writes a run's manifest at each status change, with the usage so far and the timings.

    Every manifest has one shape: ``rolemrc_version``, ``run_identity`` (when the run can be
    resumed), the pipeline's own keys (its config, data record, counts: ``details``), then
    ``started``, ``status``, ``error``, ``incomplete_reasons`` and ``failed_rows`` (when there
    are any), ``usage`` (when the run calls models), ``timings`` (seconds per part) and
    ``updated``."""

    def __init__(
        self,
        run_dir: RunDir,
        base: RunManifest,
        *,
        usage: Callable[[], RunUsage] | None = None,
        live: Callable[[], Mapping[str, Any]] | None = None,
    ) -> None:
        self.run_dir = run_dir
        self.base = base
        self.usage = usage
        self.live = live
        self.timings: dict[str, float] = {}
        self.failed_rows: Callable[[], list[FailedRow]] | None = None

    def add_details(self, details: Mapping[str, Any]) -> None:
        """Add keys of the pipeline's own known only once the run has worked (its counts, its
        report), written from the next save on."""
        self.base = self.base.model_copy(update=dict(details))

    def save(
        self,
        status: RunStatus,
        error: BaseException | None = None,
        *,
        incomplete_reasons: Sequence[str] = (),
    ) -> RunManifest:
        """Write the manifest with ``status`` (and why: ``error``, ``incomplete_reasons``)."""
        manifest = self.base.model_copy(deep=True)
        for key, value in (self.live() if self.live is not None else {}).items():
            setattr(manifest, key, value)
        manifest.status = status
        manifest.error = error_text(error) if error is not None else None
        if incomplete_reasons:
            manifest.incomplete_reasons = list(incomplete_reasons)
        if self.failed_rows is not None and (failed := self.failed_rows()):
            manifest.failed_rows = failed
        if self.usage is not None:
            manifest.usage = self.usage()
        manifest.timings = {name: round(seconds, 3) for name, seconds in self.timings.items()}
        manifest.updated = timestamp()
        self.run_dir.write_manifest(manifest)
        return manifest

    @contextmanager
    def recording(self, status_on_error: RunStatus) -> Iterator[None]:
        """Run a part of the run; whatever it raises is recorded as ``status_on_error`` with the
        error (``interrupted`` for a stage that can resume, ``failed`` for the report), then
        raised again."""
        try:
            yield
        except BaseException as error:
            self.save(status_on_error, error)
            raise


def usage_carried(earlier: RunManifest, current: Mapping[str, TokenUsage]) -> dict[str, TokenUsage]:
    """Usage per model: what earlier attempts recorded plus this attempt's."""
    return {name: earlier.usage_of(name).add(usage) for name, usage in current.items()}


def file_fingerprints(directory: Path, names: Iterable[str]) -> dict[str, str]:
    """``{name: sha256}`` of the named files that exist in ``directory``."""
    return {
        name: file_fingerprint(directory / name) for name in names if (directory / name).exists()
    }


def _holds_a_record(path: Path) -> bool:
    with path.open("rb") as handle:
        return any(line.strip() for line in handle)
