"""The error a model call raises when it cannot produce an answer."""

from __future__ import annotations

from rolemrc.core import RolemrcError


class ModelCallError(RolemrcError):
    """A request that failed for good (after any retries). Never carries a secret.

    ``status`` is the last HTTP status when there was one; ``attempts`` how many times the request
    was sent.
    """

    def __init__(
        self, spec: str, reason: str, *, status: int | None = None, attempts: int = 1
    ) -> None:
        self.spec = spec
        self.reason = reason
        self.status = status
        self.attempts = attempts
        super().__init__(f"{spec}: {reason}")
