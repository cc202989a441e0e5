"""What an evaluation needs, checked before it writes anything: a corrected command then starts
from a clean slate instead of being compared with what a refused one left behind."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import TYPE_CHECKING

from rolemrc.core import ConfigError, check_output_location
from rolemrc.eval.metrics import BertScoreSettings
from rolemrc.llm import ModelSettingError, check_model_access

if TYPE_CHECKING:
    from rolemrc.eval._pipeline import EvalConfig

_JUDGE_WORDS = ("rules", "none")
_PATH_PREFIXES = ("/", "./", "../", "~")


def check_eval_prerequisites(config: EvalConfig) -> None:
    """Refuse settings that cannot work (the output and cache locations, the model and judge
    specs and base URLs, the BERTScore model and layer) with one line naming the
    option, before the run directory is created."""
    check_output_location(config.out, "--out", is_directory=True)
    for access in (config.model_access, config.judge_access):
        if access is not None and access.cache and access.cache_path is not None:
            check_output_location(access.cache_path, "--cache", is_directory=False)
    if config.model_access is not None:
        try:
            check_model_access(config.model_access)
        except ModelSettingError as error:
            flags = {"model": "--model", "base_url": "--model-base-url"}
            raise ConfigError(error.naming(flags)) from None
    if config.judge_access is not None:
        try:
            check_model_access(config.judge_access)
        except ModelSettingError as error:
            message = error.naming({"model": "--judge", "base_url": "--judge-base-url"})
            if error.setting == "model":
                close = difflib.get_close_matches(config.judge, _JUDGE_WORDS, n=1)
                guess = f"; did you mean {close[0]!r}?" if close else ""
                message += f" (or 'rules', 'none'{guess})"
            raise ConfigError(message) from None
    if config.bertscore is not None:
        _check_bertscore(config.bertscore)


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
