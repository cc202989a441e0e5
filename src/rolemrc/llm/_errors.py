"""The error a model call raises when it cannot produce an answer."""

from __future__ import annotations

from rolemrc.core import RolemrcError


class ModelCallError(RolemrcError):
    """A request that failed for good (after any retries). Never carries a secret.

    ``status`` is the last HTTP status when there was one; ``attempts`` how many times the request
    was sent; ``index`` the failed request's position in the requests handed to
    ``ChatModel.generate`` when the backend knows it (then the other requests can go on).
    """

    def __init__(
        self,
        spec: str,
        reason: str,
        *,
        status: int | None = None,
        attempts: int = 1,
        index: int | None = None,
        others: tuple[ModelCallError, ...] = (),
    ) -> None:
        self.spec = spec
        self.reason = reason
        self.status = status
        self.attempts = attempts
        self.index = index
        self.others = others
        super().__init__(f"{spec}: {reason}")

    @classmethod
    def gathered(cls, failures: list[ModelCallError]) -> ModelCallError:
        """One error for several requests that failed for good: the first, carrying the rest."""
        first, *others = failures
        return first.at(first.index, others=tuple(others))

    @property
    def failures(self) -> tuple[ModelCallError, ...]:
        """Every request this error stands for: itself, then ``others``."""
        return (self.at(self.index), *self.others)

    def at(self, index: int | None, *, others: tuple[ModelCallError, ...] = ()) -> ModelCallError:
        """This failure alone (``others`` when given), naming ``index`` as the failed request's
        position."""
        return ModelCallError(
            self.spec,
            self.reason,
            status=self.status,
            attempts=self.attempts,
            index=index,
            others=others,
        )
