"""What a RoleLLM command needs, checked before it writes anything or calls a model."""

from __future__ import annotations

from pathlib import Path

from rolemrc.core import ConfigError, check_output_location
from rolemrc.llm import check_model_settings
from rolemrc.rolellm._profiles import load_local_profiles


def check_rolellm_prerequisites(
    *,
    out: Path,
    out_is_directory: bool = True,
    model: tuple[str, str, str | None, str] | None,
    timeout_s: float,
    cache_path: Path | None,
    use_cache: bool,
    profiles: Path | None = None,
) -> None:
    """Refuse settings that cannot work, each error naming its option: the output and cache
    locations, the model (``(option, spec, base URL, base URL option)``), its base URL and
    timeout, and a local profiles file (read in full, so its errors name file and field)."""
    check_output_location(out, "--out", is_directory=out_is_directory)
    if use_cache and cache_path is not None:
        check_output_location(cache_path, "--cache", is_directory=False)
    if model is not None:
        option, spec, base_url, base_url_option = model
        try:
            check_model_settings(spec)
        except ConfigError as error:
            raise ConfigError(f"{option}: {error}") from None
        check_model_settings(
            spec,
            base_url=base_url,
            base_url_option=base_url_option,
            timeout_s=timeout_s,
            timeout_option="--timeout",
        )
    if profiles is not None:
        load_local_profiles(profiles)
