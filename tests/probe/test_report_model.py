import json
from pathlib import Path

import pytest

from rolemrc.core import InputError
from rolemrc.probe import ProbeConfig, ProbeMode, ProbeReport, read_probe_report, run_probe


def test_the_probe_manifest_reads_back_typed(
    llama_dir: Path, sample_data: Path, tmp_path: Path
) -> None:
    config = ProbeConfig(
        base=str(llama_dir),
        tuned=str(llama_dir),
        data=str(sample_data),
        out=tmp_path / "probe",
        mode=ProbeMode.BLOCK,
        limit=3,
    )
    result = run_probe(config)
    report = read_probe_report(config.out)
    assert isinstance(report, ProbeReport) and report == result.report
    assert (report.kind, report.schema_version, report.identical_weights) == ("probe", 1, True)
    assert report.data is not None and report.data.n_rows == 3
    assert report.models["base"].source == str(llama_dir.resolve())
    written = json.loads((config.out / "manifest.json").read_text())
    # the common manifest keys around the report's own (see rolemrc.core.RunRecorder)
    assert list(written)[:3] == ["rolemrc_version", "schema_version", "kind"]
    assert (written["status"], list(written["timings"])) == ("complete", ["probe_s"])
    assert report.to_json() == written


def test_another_manifest_is_named(tmp_path: Path) -> None:
    (tmp_path / "manifest.json").write_text(json.dumps({"schema_version": 1, "kind": "rolebench"}))
    with pytest.raises(InputError, match=r"report of a RoleBench evaluation") as caught:
        read_probe_report(tmp_path)
    assert caught.value.field == "kind"
    with pytest.raises(InputError, match=r"no probe manifest here"):
        read_probe_report(tmp_path / "nowhere")
