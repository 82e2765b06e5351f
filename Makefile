# pyopt: `make run` and `make test` work on a fresh machine with Python 3.11.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
TESTSTAMP := $(VENV)/.installed-test
LLVM_BIN := /usr/lib/llvm-22/bin

.PHONY: run test unit lit bench fuzz clean

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e . --config-settings editable_mode=compat
	$(BIN)/python -m compileall -q pyopt >/dev/null
	touch $@

$(TESTSTAMP): $(STAMP)
	$(BIN)/python -m pip install --quiet -e '.[test]' --config-settings editable_mode=compat
	touch $@

## Parse, verify and print the bundled example.
run: $(STAMP)
	$(BIN)/pyopt examples/gpu_host.mlir

## Unit, differential and fuzz tests (pytest), then the lit suite.
test: $(TESTSTAMP)
	@$(BIN)/python -m pytest -q tests/unit; rc=$$?; \
	 if [ $$rc -eq 5 ]; then echo "pytest collected no tests: failing" >&2; exit 1; fi; \
	 if [ $$rc -ne 0 ]; then exit $$rc; fi
	PATH="$(CURDIR)/$(BIN):$(LLVM_BIN):$$PATH" $(BIN)/lit -sv tests/lit

unit: $(TESTSTAMP)
	$(BIN)/python -m pytest -q tests/unit

lit: $(TESTSTAMP)
	PATH="$(CURDIR)/$(BIN):$(LLVM_BIN):$$PATH" $(BIN)/lit -sv tests/lit

## Side-by-side timings against mlir-opt and xdsl-opt (see bench/).
bench: $(STAMP)
	$(BIN)/python bench/run.py

## The long fuzz run (10,000 mutants); `make test` runs a short one.
fuzz: $(TESTSTAMP)  # hypothesis comes with the test extras
	$(BIN)/python bench/fuzz.py --mutants 10000

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache
