"""What a run's tokens cost at the configured prices."""

from __future__ import annotations

from rolemrc.core import TokenUsage
from rolemrc.synth._config import Prices


def usage_cost(usage: TokenUsage, prices: Prices | None) -> float | None:
    """The cost of ``usage`` in the prices' currency (6 decimals), or None without prices."""
    if prices is None:
        return None
    return round(
        usage.prompt_tokens * prices.prompt_per_million_tokens / 1e6
        + usage.completion_tokens * prices.completion_per_million_tokens / 1e6,
        6,
    )
