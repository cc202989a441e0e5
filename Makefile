# Set-up and everyday commands. `make demo` and `make test` do all set-up on a fresh machine.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.rolemrc-setup
WORDNET_PACKAGES := wordnet-base wordnet-sense-index

.PHONY: setup demo test lint bench clean-venv wordnet

setup: $(STAMP)

$(STAMP): pyproject.toml Makefile
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet "torch==2.13.0" -e ".[dev,hub,ray]"
	$(MAKE) --no-print-directory wordnet
	$(BIN)/rolemrc setup-nltk
	@touch $(STAMP)

# METEOR needs WordNet in NLTK's format; Debian's packages carry it (no PyPI package does).
wordnet:
	@if dpkg -s $(WORDNET_PACKAGES) >/dev/null 2>&1; then \
		echo "WordNet: Debian packages present"; \
	elif [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then \
		(apt-get install -y -q $(WORDNET_PACKAGES) || \
		 (apt-get update -q && apt-get install -y -q $(WORDNET_PACKAGES))) >/dev/null; \
	else \
		echo "WordNet missing: run 'sudo apt-get install $(WORDNET_PACKAGES)' then 'make setup'"; \
		exit 1; \
	fi

demo: setup
	$(BIN)/rolemrc demo --out runs/demo

test: setup
	$(BIN)/python -m pytest -q

lint: setup
	$(BIN)/ruff check src tests benchmarks
	$(BIN)/mypy

bench: setup
	$(BIN)/python benchmarks/bench_reference_metrics.py

clean-venv:
	rm -rf $(VENV)
