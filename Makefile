# Euchre course: build the book and run every check.
#
#   make book   install (first time only), build the book into _build/html
#   make test   install (first time only), then lint, typecheck, unit/property/doc
#               tests and notebook tests (with the strict book build beside them),
#               then the built book in a browser
#
# Only python3 (>= 3.10) is needed on a fresh clone: everything else is installed
# into $(VENV) from PyPI.

VENV   ?= .venv
PYTHON ?= python3
PY      = $(VENV)/bin/python
BIN     = $(VENV)/bin
STAMP   = $(VENV)/.installed

# Source folders that exist (benchmarks/ may not yet).
LINT_DIRS = $(wildcard euchre tests benchmarks)

.DEFAULT_GOAL := help
.PHONY: help install book book-strict test lint typecheck unit nbval browser notebooks bench clean distclean grade student-branch exercises

help:
	@echo "make book         build the book into _build/html"
	@echo "make test         lint + typecheck + unit + nbval + book-strict + browser"
	@echo "make lint         ruff check"
	@echo "make typecheck    mypy --strict on euchre/"
	@echo "make unit         unit, property and doctests (pytest)"
	@echo "make nbval        execute and compare the practice notebooks"
	@echo "make book-strict  book build with warnings as errors (-W -n --keep-going)"
	@echo "make browser      the built book in chromium: errors, quizzes, accessibility"
	@echo "make bench        run benchmarks/*.py"
	@echo "make exercises    otter assign every exercise master into exercises/build/"
	@echo "make grade        grade submissions/<exercise>/*.ipynb into grades/ (book/teachers.md)"
	@echo "make student-branch  commit the student material to the students branch"
	@echo "make clean        remove build output and caches (keeps $(VENV))"
	@echo "make distclean    clean, and remove $(VENV)"

install: $(STAMP)

$(STAMP): pyproject.toml requirements.txt
	test -x $(PY) || $(PYTHON) -m venv $(VENV)
	$(PY) -m pip install --upgrade pip
	$(PY) -m pip install -e '.[dev,book,widgets]' -r requirements.txt
	touch $@

book: $(STAMP)
	$(BIN)/jupyter-book build .
	@echo
	@echo "Open _build/html/index.html  ($(CURDIR)/_build/html/index.html)"
	@echo "The live pages need it over HTTP: $(PY) -m http.server -d _build/html"

# --all re-reads every page so that no warning hides in an unchanged file;
# executed notebooks still come from the execution cache (_build/.jupyter_cache).
book-strict: $(STAMP)
	$(BIN)/jupyter-book build . --all --warningiserror --nitpick --keep-going

# The strict book build keeps one core busy, and the unit tests leave a core idle
# at times (their notebook tests keep to one worker), so `make test` builds the book
# beside them: about 2 minutes less on two cores than one after the other. The
# book's output goes to $(BOOK_LOG), shown whole once both are done; either failing
# fails the test. The browser tests need the built book, so they come last.
BOOK_LOG ?= _build/book-strict.log

test: lint typecheck
	@mkdir -p $(dir $(BOOK_LOG))
	@echo "make book-strict > $(BOOK_LOG), beside the unit and notebook tests"
	@$(MAKE) --no-print-directory book-strict > $(BOOK_LOG) 2>&1 & book=$$!; \
	$(MAKE) --no-print-directory unit nbval; tests=$$?; \
	wait $$book; built=$$?; \
	echo "--- $(BOOK_LOG) (make book-strict, exit status $$built)"; cat $(BOOK_LOG); \
	test $$tests -eq 0 && test $$built -eq 0
	@$(MAKE) --no-print-directory browser

lint: $(STAMP)
	$(BIN)/ruff check $(LINT_DIRS)

typecheck: $(STAMP)
	$(BIN)/mypy --strict euchre

# On every core (pytest-xdist); the tests that run notebooks in kernels share one
# worker (their xdist_group), as they keep every core busy on their own.
unit: $(STAMP)
	$(BIN)/pytest tests euchre --doctest-modules --ignore=tests/browser -n auto --dist loadgroup

# The built book in Debian's chromium (after book-strict): page errors, quizzes,
# axe-core accessibility, a screenshot of every chapter in _build/screenshots/.
# On every core: axe runs in one browser process at a time, so the pages are shared
# out, and JupyterLab and the live site keep to one worker (their xdist_group).
# Each test is named as it ends (-v) and may take 300 s at most (the slowest take
# 25-45 s here: the live table's, and axe on a page of the API reference), so that a
# hang fails as the test it is instead of holding CI; the ten slowest are listed.
browser: $(STAMP)
	$(BIN)/pytest tests/browser -n auto --dist loadgroup -v --timeout 300 -o faulthandler_timeout=290 --durations 10

# pytest exits 5 when it collects nothing, so only run when there are notebooks.
nbval: $(STAMP)
	@if [ -n "$$(find notebooks -name '*.ipynb' -not -path '*/.ipynb_checkpoints/*' 2>/dev/null)" ]; then \
		echo "$(BIN)/pytest --nbval notebooks --nbval-sanitize-with notebooks/nbval_sanitize.cfg"; \
		$(BIN)/pytest --nbval notebooks --nbval-sanitize-with notebooks/nbval_sanitize.cfg; \
	else \
		echo "nbval: no notebooks/*.ipynb yet, skipping"; \
	fi

# Re-execute the practice notebooks and store their outputs (after changing what
# they display); nbval then checks the stored outputs.
notebooks: $(STAMP)
	$(PY) notebooks/build_notebooks.py

bench: $(STAMP)
	@set -e; found=0; for f in benchmarks/*.py; do \
		[ -e "$$f" ] || continue; found=1; \
		echo "$(PY) $$f"; $(PY) "$$f"; \
	done; \
	[ $$found = 1 ] || echo "bench: no benchmarks/*.py yet, skipping"

# Student notebooks and autograder zips for every master (see exercises/README.md).
# The checks (assign, no leaks, fixture scores, student notebooks run) are in
# tests/test_exercises.py, so they run in `make unit`.
EXERCISE_MASTERS = $(sort $(wildcard exercises/[0-9]*/[0-9]*.ipynb))

exercises: $(STAMP)
	@set -e; for master in $(EXERCISE_MASTERS); do \
		name=$$(basename $$master .ipynb); \
		rm -rf exercises/build/$$name; \
		echo "otter assign $$master exercises/build/$$name"; \
		(cd $$(dirname $$master) && $(abspath $(BIN))/otter assign $$name.ipynb $(CURDIR)/exercises/build/$$name); \
	done

# Grade every submission in submissions/ into grades/gradebook.csv and grades/report.md
# (exercises/grade.py; the teachers' page has the details).
grade: $(STAMP)
	$(PY) exercises/grade.py

# The branch students launch in Binder: student material only (exercises/student_branch.py).
student-branch: $(STAMP)
	$(PY) exercises/student_branch.py --commit

clean:
	rm -rf _build exercises/build .pytest_cache .mypy_cache .ruff_cache .hypothesis
	find . -path ./$(VENV) -prune -o -type d \( -name __pycache__ -o -name .ipynb_checkpoints \) -prune -exec rm -rf {} +
	rm -rf *.egg-info

distclean: clean
	rm -rf $(VENV)
