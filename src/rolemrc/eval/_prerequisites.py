"""What an evaluation needs, checked before it writes anything: a corrected command then starts
from a clean slate instead of being compared with what a refused one left behind."""

from __future__ import annotations

import difflib
from pathlib import Path
from typing import Protocol

from rolemrc.core import (
    ConfigError,
    check_data_source,
    check_input_location,
    check_output_location,
    setting,
)
from rolemrc.eval._judge_protocol import Judge
from rolemrc.eval._judges import judge_names
from rolemrc.eval._user_sim import check_user_templates
from rolemrc.eval.metrics import BertScoreSettings
from rolemrc.llm import ModelRoles, check_model_access

_PATH_PREFIXES = ("/", "./", "../", "~")


class EvalSettings(Protocol):
    """What the checks read of an ``EvalConfig`` (named here, so that this module, which the
    pipeline imports, does not import the pipeline back)."""

    @property
    def data(self) -> str: ...
    @property
    def responses(self) -> Path | None: ...
    @property
    def out(self) -> Path: ...
    @property
    def models(self) -> ModelRoles: ...
    @property
    def judge(self) -> str: ...
    @property
    def chosen_judge(self) -> Judge: ...
    @property
    def bertscore(self) -> BertScoreSettings | None: ...
    @property
    def turns(self) -> int | None: ...
    @property
    def user_templates(self) -> Path | None: ...


def check_eval_prerequisites(config: EvalSettings) -> None:
    """Refuse settings that cannot work (the input files, the output and cache locations, the
    model, judge and user specs and base URLs, user templates that do not render, the BERTScore
    model and layer) with one line naming the option, before the run directory is created. The
    BERTScore check, which loads torch, comes last: a mistyped path is reported before that."""
    check_data_source(config.data, "data")
    if config.responses is not None:
        check_input_location(config.responses, "responses", is_directory=False)
    check_output_location(config.out, "out", is_directory=True)
    for access in (config.models.policy, config.models.judge, config.models.user):
        if access is not None and access.cache and access.cache_path is not None:
            check_output_location(access.cache_path, "cache", is_directory=False)
    if config.models.policy is not None:
        check_model_access(config.models.policy, field="model", base_url_field="model_base_url")
    judge_model = config.chosen_judge.model
    if judge_model is not None:
        names = judge_names()
        close = difflib.get_close_matches(config.judge, names, n=1)
        check_model_access(
            judge_model,
            field="judge",
            base_url_field="judge_base_url",
            spec_hint=(
                f" (or {', '.join(repr(name) for name in names)}"
                f"{f'; did you mean {close[0]!r}?' if close else ''})"
            ),
        )
    if config.models.user is not None:
        check_model_access(config.models.user, field="user", base_url_field="user_base_url")
    if config.turns is not None:
        check_user_templates(config.user_templates)
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
        raise ConfigError(
            f"{setting('bertscore_model')} {settings.model}: no model directory there"
        )
    try:
        settings.layer_choice()
    except ConfigError as error:
        raise ConfigError(f"{setting('bertscore_model')}: {error.spelled(setting)}") from None
