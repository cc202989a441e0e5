from __future__ import annotations

import pytest

from rolemrc.eval.metrics import ensure_nltk_data, install_nltk_data


@pytest.fixture(scope="session")
def nltk_data() -> None:
    """NLTK data installed where the toolkit looks; a clear error if Debian's WordNet is gone."""
    install_nltk_data()
    ensure_nltk_data()
