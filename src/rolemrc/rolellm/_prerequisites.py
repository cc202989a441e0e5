"""What a RoleLLM command needs, checked before it writes anything or calls a model."""

from __future__ import annotations

from pathlib import Path

from rolemrc.core import check_output_location
from rolemrc.llm import ModelAccess, check_model_access
from rolemrc.rolellm._profiles import load_local_profiles


def check_rolellm_prerequisites(
    *,
    out: Path,
    out_is_directory: bool = True,
    model: tuple[str, ModelAccess, str] | None,
    profiles: Path | None = None,
) -> None:
    """Refuse settings that cannot work, each error naming its config field: the output
    location, the model (``(field, access, base URL field)``) with its base URL and cache
    location, and a local profiles file (read in full, so its errors name file and field)."""
    check_output_location(out, "out", is_directory=out_is_directory)
    if model is not None:
        field, access, base_url_field = model
        if access.cache and access.cache_path is not None:
            check_output_location(access.cache_path, "cache", is_directory=False)
        check_model_access(access, field=field, base_url_field=base_url_field)
    if profiles is not None:
        load_local_profiles(profiles)
