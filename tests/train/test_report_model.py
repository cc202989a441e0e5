import json
from pathlib import Path

import pytest

from rolemrc.core import InputError
from rolemrc.train import MANIFEST_NAME, TrainManifest, read_train_manifest

WRITTEN = {
    "stage": "sft",
    "job": {"stage": "sft", "out": "runs/sft"},
    "model_source": "hf/tiny",
    "settings": {"learning_rate": 0.001, "lora": None},
    "plan": {"world_size": 1, "gradient_accumulation": 1},
    "data": {"rows": 4, "rows_trained": 4},
    "chat_template": {"source": "model", "end_of_turn": "<|im_end|>", "sha256": "ab"},
    "output": {"weights": "full", "adapter": None},
    "schedule": {"warmup_steps": 0},
    "optimizer": {"steps": 2, "learning_rates": {"first": 0.001, "max": 0.001, "last": 0.0005}},
    "weights": {"changed": True, "trainable_before": {"sha256": "a"}, "trainable_after": None},
    "warnings": [],
    "metrics": {
        "steps": 2,
        "train_loss": 1.5,
        "seconds": 0.25,
        "history": [{"loss": 2, "step": 1}],
    },
    "versions": {"torch": "2.5.0", "deepspeed": None},
}


def test_train_manifest_reads_typed_and_writes_back_as_it_was(tmp_path: Path) -> None:
    (tmp_path / MANIFEST_NAME).write_text(json.dumps(WRITTEN), encoding="utf-8")
    manifest = read_train_manifest(tmp_path)
    assert isinstance(manifest, TrainManifest)
    assert manifest.weights is not None and manifest.weights.changed is True
    assert manifest.metrics is not None and manifest.metrics.history == [{"loss": 2, "step": 1}]
    assert manifest.chat_template is not None and manifest.chat_template.source == "model"
    assert json.dumps(manifest.to_json()) == json.dumps(WRITTEN)


def test_a_directory_without_a_trained_model_is_named(tmp_path: Path) -> None:
    with pytest.raises(InputError, match=r"no train_manifest\.json here"):
        read_train_manifest(tmp_path)
