"""Files that hold prompts and answers (run directories, the LLM cache) are private to the user
by default: directories 0700, files 0600, whatever the umask. ``ROLEMRC_SHARED_FILES=1`` leaves
the modes to the umask instead, for a run directory meant to be shared.

Credentials written into a URL (``http://user:PASSWORD@host/v1``) are masked wherever a URL is
recorded (manifests, configs, reports, messages): :func:`redact_url`.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import IO

SHARED_FILES_ENV = "ROLEMRC_SHARED_FILES"
PRIVATE_DIR_MODE = 0o700
PRIVATE_FILE_MODE = 0o600
_USERINFO = re.compile(r"(?P<scheme>[A-Za-z][A-Za-z0-9+.\-]*://)[^/?#@\s]*@")


def files_are_private() -> bool:
    """True unless ``ROLEMRC_SHARED_FILES`` asks for files the umask decides."""
    return os.environ.get(SHARED_FILES_ENV, "").strip().lower() not in ("1", "true", "yes")


def make_dir(path: str | Path) -> Path:
    """Create ``path`` (and its parents) if needed; one created here is private (0700)."""
    directory = Path(path)
    if directory.is_dir():
        return directory
    directory.mkdir(parents=True, exist_ok=True)
    if files_are_private():
        directory.chmod(PRIVATE_DIR_MODE)
    return directory


def open_new_file(path: str | Path, mode: str = "w") -> IO[str]:
    """``open(path, mode)`` for text (``w`` or ``a``), the file private (0600) unless shared
    files were asked for."""
    flags = os.O_WRONLY | os.O_CREAT | (os.O_APPEND if mode == "a" else os.O_TRUNC)
    private = files_are_private()
    descriptor = os.open(path, flags, PRIVATE_FILE_MODE if private else 0o666)
    if private:
        os.fchmod(descriptor, PRIVATE_FILE_MODE)
    return os.fdopen(descriptor, mode, encoding="utf-8")


def make_private(path: str | Path) -> None:
    """Make an existing file private (0600) unless shared files were asked for."""
    if files_are_private() and Path(path).exists():
        Path(path).chmod(PRIVATE_FILE_MODE)


def redact_url(url: str) -> str:
    """``url`` with anything before an ``@`` in its authority (user, password, token) masked as
    ``***``; URLs without credentials come back unchanged."""
    return _USERINFO.sub(r"\g<scheme>***@", url)
