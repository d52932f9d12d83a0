# Two commands for a fresh machine:  make lab   and   make test
# (make e2e runs the real-browser test; make site builds the offline site.)
PYTHON ?= python3
VENV   := .venv
PY     := $(VENV)/bin/python
STAMP  := $(VENV)/.installed
HOST   := 127.0.0.1
PORT   ?= 8888
ROOT_FLAG := $(if $(filter 0,$(shell id -u)),--allow-root,)
PYTEST_ARGS ?=

.PHONY: lab test install lock notebooks playthroughs clean

$(PY):
	$(PYTHON) -m venv $(VENV)

# Install the locked versions (requirements.lock) with uv when it can be had (seconds), else
# with plain pip reading the same pins. OpenSpiel (the extra .[openspiel]) comes too: it is a
# wheel, and make test runs every game inside it (tests/test_openspiel.py).
$(STAMP): pyproject.toml requirements.lock | $(PY)
	($(PY) -m pip install -q uv && $(VENV)/bin/uv pip install -q --compile-bytecode --python $(PY) -r requirements.lock -e '.[test,openspiel]') \
	  || $(PY) -m pip install -q -r requirements.lock -e '.[test,openspiel]'
	touch $(STAMP)

# Move the pins forward: every dependency of pyproject.toml at its newest version, written to
# requirements.lock (then run make test, and commit the lock with what it changed).
lock: | $(PY)
	$(PY) -m pip install -q uv
	$(VENV)/bin/uv pip compile pyproject.toml --extra test --extra browser --extra openspiel --python-version 3.11 \
	  --upgrade -o requirements.lock

install: $(STAMP)

# JupyterLab on the collection, opening on its index. The notebooks are trusted first (they are
# the collection's own, stored with outputs by make notebooks: trusted, their card pictures show
# before they run), and the file browser shows each notebook once: its jupytext .py, which is
# its source, stays hidden there.
HIDDEN := ['__pycache__', '*.pyc', '*.pyo', '.DS_Store', '*~', '*.py']

lab: $(STAMP)
	$(PY) -m jupyter trust notebooks/*.ipynb > /dev/null
	$(PY) -m jupyter lab --ip=$(HOST) --port=$(PORT) --notebook-dir=notebooks $(ROOT_FLAG) \
	  "--ContentsManager.hide_globs=$(HIDDEN)" --LabApp.default_url=/lab/tree/index.ipynb

# Unit, property and notebook tests. nbval runs every notebook top to bottom in a fresh kernel,
# its checks included, and compares every output with the one stored: a notebook whose stored
# outputs no longer follow its cells or the library fails, naming the cell (run make notebooks).
test: $(STAMP)
	$(PY) -m pytest -n 2 --dist loadfile --ignore=tests/e2e --nbval --nbval-current-env \
	  --nbval-sanitize-with tests/nbval-sanitize.cfg --nbval-cell-timeout=600 \
	  -p no:cacheprovider $(PYTEST_ARGS)

# Run every notebook and store it with its outputs, as a reader first opens it (its .py is the
# source of its cells, the .ipynb is written): after changing a notebook, or anything in the
# library that a notebook shows. make notebooks ONLY="studies widgets" runs some.
ONLY ?=
notebooks: $(STAMP)
	$(PY) -m gamelib.show.outputs $(ONLY)

# Write the playthroughs anew (seeded deals of every game as text, compared by make test):
# after a change of play that is meant, run this and read the diff of tests/playthroughs.
playthroughs: $(STAMP)
	$(PY) -m gamelib playthroughs

clean:
	rm -rf $(VENV) .pytest_cache site screenshots

# make e2e (the widgets in a real browser), make site (the offline site), make voila
include mk/e2e.mk mk/site.mk
