# Set-up and everyday commands. `make demo` and `make test` do all set-up on a fresh machine.
# scripts/setup_env.py prints one line per set-up step and keeps the tools' own output in
# .venv/setup.log; a stamp in .venv makes a repeated set-up a no-op.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
SETUP := $(PYTHON) scripts/setup_env.py --venv $(VENV)

.PHONY: setup demo reproduce test lint bench clean-venv

setup:
	@$(SETUP)

demo:
	@$(SETUP) --total -- $(BIN)/rolemrc demo --out runs/demo

# The RoleMRC loop in miniature (the `tiny` preset: offline, CPU): synth, SFT, DPO, probing and
# restraint with an evaluation after each; runs/reproduce/report.html holds the figures. A
# rerun resumes where a kill stopped it.
reproduce:
	@$(SETUP) --total -- $(BIN)/rolemrc reproduce --out runs/reproduce

# Warnings are counted in pytest's summary line; `.venv/bin/python -m pytest` lists them. The
# test set-up also installs headless Chromium (Debian chromium, chromium-driver) for the browser tests.
test:
	@$(SETUP) --browser -- $(BIN)/python -m pytest -q --disable-warnings

lint: setup
	@$(BIN)/ruff check src tests benchmarks scripts
	@$(BIN)/mypy
	@$(BIN)/mypy --strict scripts/setup_env.py
	@$(BIN)/python -m pytest -q -p no:cacheprovider tests/test_layering.py

# One table of performance ratios (about 4 minutes); HF_METRICS=dir names a local copy of the
# Hugging Face bleu/ meteor/ rouge/ metric scripts (default: extracted from local git mirrors).
bench: setup
	@$(BIN)/python benchmarks/bench_all.py $(if $(HF_METRICS),--hf-metrics $(HF_METRICS))

clean-venv:
	rm -rf $(VENV)
