"""What an evaluation needs, checked before it writes anything: a corrected command then starts
from a clean slate instead of being compared with what a refused one left behind."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import TYPE_CHECKING

from rolemrc.core import ConfigError, check_output_location
from rolemrc.eval.metrics import BertScoreSettings
from rolemrc.llm import check_model_settings

if TYPE_CHECKING:
    from rolemrc.eval._pipeline import EvalConfig

_JUDGE_WORDS = ("rules", "none")
_PATH_PREFIXES = ("/", "./", "../", "~")


def check_eval_prerequisites(config: EvalConfig) -> None:
    """Refuse settings that cannot work (the output and cache locations, the model and judge
    specs, base URLs and timeout, the BERTScore model and layer) with one line naming the
    option, before the run directory is created."""
    check_output_location(config.out, "--out", is_directory=True)
    if config.use_cache and config.cache_path is not None:
        check_output_location(config.cache_path, "--cache", is_directory=False)
    if config.model is not None:
        _check_model("--model", config.model, config.model_base_url, "--model-base-url", config)
    if config.judge_kind == "llm":
        _check_model("--judge", config.judge, config.judge_base_url, "--judge-base-url", config)
    if config.bertscore is not None:
        _check_bertscore(config.bertscore)


def _check_model(
    option: str, spec: str, base_url: str | None, base_url_option: str, config: EvalConfig
) -> None:
    try:
        check_model_settings(spec)
    except ConfigError as error:
        hint = ""
        if option == "--judge":
            close = difflib.get_close_matches(spec, _JUDGE_WORDS, n=1)
            hint = f" (or 'rules', 'none'{f'; did you mean {close[0]!r}?' if close else ''})"
        raise ConfigError(f"{option}: {error}{hint}") from None
    check_model_settings(
        spec,
        base_url=base_url,
        base_url_option=base_url_option,
        timeout_s=config.timeout_s,
        timeout_option="--timeout",
    )


def _check_bertscore(settings: BertScoreSettings) -> None:
    """The BERTScore model's config is read now (it picks the layer), not after generating."""
    model = settings.model
    if (
        model is not None
        and model.startswith(_PATH_PREFIXES)
        and not Path(model).expanduser().is_dir()
    ):
        raise ConfigError(f"--bertscore-model {settings.model}: no model directory there")
    try:
        settings.layer_choice()
    except ConfigError as error:
        raise ConfigError(f"--bertscore-model: {error}") from None
