# pyopt: `make run` and `make test` work on a fresh machine with Python 3.11.
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV   := .venv
BIN    := $(VENV)/bin
STAMP  := $(VENV)/.installed
TESTSTAMP := $(VENV)/.installed-test
LLVM_BIN := /usr/lib/llvm-22/bin

.PHONY: run test unit lit bench fuzz clean tables check-tables install-check

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)

$(STAMP): $(BIN)/python pyproject.toml
	$(BIN)/python -m pip install --quiet --upgrade pip
	$(BIN)/python -m pip install --quiet -e '.[tables]' --config-settings editable_mode=compat
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

## Regenerate the parse tables shipped in pyopt/grammar/ after a grammar or op-syntax
## change (a checkout also does it on its own, see pyopt/ir/tables.py); commit the result.
## The scanner programs are per Python version: made for each interpreter found here
## (another Python without them compiles its lexer expressions on first use).
TABLE_PYTHONS ?= python3.11 python3.12 python3.13 python3.14 $(wildcard $(HOME)/.pyenv/versions/3.*/bin/python3)
tables: $(STAMP)
	PYTHONHASHSEED=0 $(BIN)/python -m pyopt.ir.tables_build --prune
	@seen="$$($(BIN)/python -c 'import sys; print(sys.implementation.cache_tag)')"; \
	for py in $(TABLE_PYTHONS); do \
	  tag="$$($$py -c 'import sys; assert sys.version_info >= (3, 11); print(sys.implementation.cache_tag)' 2>/dev/null)" || continue; \
	  case " $$seen " in *" $$tag "*) continue;; esac; seen="$$seen $$tag"; \
	  PYTHONPATH="$(CURDIR)" $$py -m pyopt.ir.tables_build --scanners || exit 1; \
	done

## Fails, naming `make tables`, if the shipped tables are stale.
check-tables: $(STAMP)
	$(BIN)/python -m pyopt.ir.tables_build --check

## Build the wheel, install it into a fresh venv outside the checkout, run pyopt and
## part of the suite against that install (also `pip install .` from a clean copy).
install-check: $(STAMP)
	$(BIN)/python tests/install/check_install.py

## Side-by-side timings against mlir-opt and xdsl-opt (see bench/).
bench: $(STAMP)
	$(BIN)/python bench/run.py

## The long fuzz run (10,000 mutants); `make test` runs a short one.
fuzz: $(TESTSTAMP)  # hypothesis comes with the test extras
	$(BIN)/python bench/fuzz.py --mutants 10000

clean:
	rm -rf $(VENV) *.egg-info .pytest_cache build dist
