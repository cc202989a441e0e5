"""Upstream RoleMRC's own scripts, for tests that re-run them beside this package.

A copy of github.com/LuJunru/RoleMRC is found at ``$ROLEMRC_UPSTREAM_REPO`` (a checkout or a bare
clone), else at this machine's mirror of it; tests that need one skip when there is none.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

UPSTREAM_REPO_ENV = "ROLEMRC_UPSTREAM_REPO"
_MIRROR = Path("/work/.mirror/LuJunru+RoleMRC/repo")


def upstream_repo() -> Path | None:
    """Where the copy of the upstream repository is, or None."""
    configured = os.environ.get(UPSTREAM_REPO_ENV)
    for candidate in ([Path(configured)] if configured else []) + [_MIRROR]:
        if candidate.is_dir():
            return candidate
    return None


def upstream_file(path: str) -> str | None:
    """The text of ``path`` in the upstream repository (its checked-out file, or ``HEAD``'s in a
    bare clone), or None when there is no copy or no such file."""
    repo = upstream_repo()
    if repo is None:
        return None
    if (repo / path).is_file():
        return (repo / path).read_text(encoding="utf-8")
    shown = subprocess.run(
        ["git", "--git-dir", str(repo), "show", f"HEAD:{path}"],
        capture_output=True,
        text=True,
        check=False,
    )
    return shown.stdout if shown.returncode == 0 else None
