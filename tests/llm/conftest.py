"""Fixtures of the llm tests."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rolemrc.llm import _providers, _spec


@pytest.fixture
def scratch_registry() -> Iterator[None]:
    """Providers registered by a test are forgotten afterwards."""
    saved, saved_forms = dict(_providers._PROVIDERS), dict(_spec._FORMS)
    yield
    _providers._PROVIDERS.clear()
    _providers._PROVIDERS.update(saved)
    _spec._FORMS.clear()
    _spec._FORMS.update(saved_forms)
