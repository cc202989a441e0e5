"""The ``rolemrc`` command line: a thin face on the Python API."""

from rolemrc.cli._app import app, main

__all__ = ["app", "main"]
