"""The SQLite side of an MRC index directory (``triplets.sqlite``): every triplet keyed by its
corpus row, each shard's fingerprint and answerability mask, cached profile vectors, and what the
index was built with. See :mod:`rolemrc.synth._mrc_index` for the directory as a whole."""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import numpy.typing as npt

from rolemrc.core import canonical_json
from rolemrc.synth._records import MrcTriplet

CATALOG_FILE = "triplets.sqlite"
_SQL_CHUNK = 500  # host parameters per IN (...) query


class TripletCatalog:
    """The SQLite side of an index directory (see the module docstring)."""

    def __init__(self, path: Path) -> None:
        self.connection = sqlite3.connect(path, isolation_level=None)
        self.connection.executescript(
            """
            PRAGMA synchronous = NORMAL;
            CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS shards (
                shard INTEGER PRIMARY KEY, fingerprint TEXT NOT NULL, answerable BLOB NOT NULL);
            CREATE TABLE IF NOT EXISTS triplets (
                row INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, record TEXT NOT NULL);
            CREATE TABLE IF NOT EXISTS profile_vectors (
                text_fingerprint TEXT PRIMARY KEY, vector BLOB NOT NULL);
            """
        )

    def close(self) -> None:
        self.connection.close()

    def meta(self) -> dict[str, str]:
        return dict(self.connection.execute("SELECT key, value FROM meta").fetchall())

    def set_meta(self, values: dict[str, str]) -> None:
        with self.transaction():
            self.connection.executemany(
                "INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)", values.items()
            )

    @contextmanager
    def transaction(self) -> Iterator[None]:
        """Everything inside commits together or not at all (a kill rolls it back)."""
        self.connection.execute("BEGIN")
        try:
            yield
        except BaseException:
            self.connection.rollback()
            raise
        self.connection.commit()

    def shard_fingerprint(self, shard: int) -> str | None:
        found = self.connection.execute(
            "SELECT fingerprint FROM shards WHERE shard = ?", (shard,)
        ).fetchone()
        return None if found is None else str(found[0])

    def shard_count(self) -> int:
        return int(self.connection.execute("SELECT COUNT(*) FROM shards").fetchone()[0])

    def answerable_mask(self, shard: int) -> npt.NDArray[np.bool_]:
        (blob,) = self.connection.execute(
            "SELECT answerable FROM shards WHERE shard = ?", (shard,)
        ).fetchone()
        return np.frombuffer(blob, dtype=np.bool_)

    def truncate_from(self, shard: int, first_row: int) -> None:
        with self.transaction():
            self.connection.execute("DELETE FROM shards WHERE shard >= ?", (shard,))
            self.connection.execute("DELETE FROM triplets WHERE row >= ?", (first_row,))

    def add_triplets(self, first_row: int, triplets: Sequence[MrcTriplet]) -> None:
        """Insert within the caller's transaction; a repeated id raises its position and id."""
        for offset, triplet in enumerate(triplets):
            try:
                self.connection.execute(
                    "INSERT INTO triplets (row, id, record) VALUES (?, ?, ?)",
                    (
                        first_row + offset,
                        triplet.id,
                        canonical_json(triplet.model_dump(mode="json")),
                    ),
                )
            except sqlite3.IntegrityError:
                raise DuplicateTripletId(triplet.id, first_row + offset) from None

    def add_shard(self, shard: int, shard_fingerprint: str, answerable: Sequence[bool]) -> None:
        self.connection.execute(
            "INSERT INTO shards (shard, fingerprint, answerable) VALUES (?, ?, ?)",
            (shard, shard_fingerprint, np.asarray(answerable, np.bool_).tobytes()),
        )

    def _select_in(self, sql: str, keys: Sequence[Any]) -> Iterator[tuple[Any, ...]]:
        for start in range(0, len(keys), _SQL_CHUNK):
            chunk = keys[start : start + _SQL_CHUNK]
            marks = ",".join("?" * len(chunk))
            yield from self.connection.execute(sql.format(marks=marks), tuple(chunk))

    def ids_of_rows(self, rows: Sequence[int]) -> dict[int, str]:
        return dict(self._select_in("SELECT row, id FROM triplets WHERE row IN ({marks})", rows))

    def records(self, ids: Sequence[str]) -> dict[str, str]:
        return dict(self._select_in("SELECT id, record FROM triplets WHERE id IN ({marks})", ids))

    def profile_vectors(self, keys: Sequence[str]) -> dict[str, bytes]:
        return dict(
            self._select_in(
                "SELECT text_fingerprint, vector FROM profile_vectors "
                "WHERE text_fingerprint IN ({marks})",
                keys,
            )
        )

    def add_profile_vectors(self, vectors: dict[str, bytes]) -> None:
        with self.transaction():
            self.connection.executemany(
                "INSERT OR REPLACE INTO profile_vectors (text_fingerprint, vector) VALUES (?, ?)",
                vectors.items(),
            )


class DuplicateTripletId(Exception):
    def __init__(self, triplet_id: str, row: int) -> None:
        super().__init__(triplet_id)
        self.triplet_id = triplet_id
        self.row = row
