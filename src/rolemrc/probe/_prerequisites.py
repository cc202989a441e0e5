"""What probing and restraint need, checked before torch and transformers load: the models'
weights (an ``hf/`` path must be a directory), the test set and neurons files, and the output
directory. Errors name the config field."""

from __future__ import annotations

from pathlib import Path

from rolemrc.core import check_data_source, check_input_location, check_output_location
from rolemrc.llm import check_weights_spec


def check_probe_inputs(*, base: str, tuned: str, data: str, out: Path) -> None:
    """Refuse a probe whose models, test set or output directory cannot work."""
    for field, spec in (("base", base), ("tuned", tuned)):
        check_weights_spec(spec, field=field, purpose="probing")
    check_data_source(data, "data")
    check_output_location(out, "out", is_directory=True)


def check_restraint_inputs(*, model: str, neurons: Path, out: Path) -> None:
    """Refuse a restraint whose model, neurons file or output directory cannot work."""
    check_weights_spec(model, field="model", purpose="restraint")
    check_input_location(neurons, "neurons", is_directory=False)
    check_output_location(out, "out", is_directory=True)
