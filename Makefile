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

lab: $(STAMP)
	$(PY) -m jupyter lab --ip=$(HOST) --port=$(PORT) --notebook-dir=notebooks $(ROOT_FLAG)

# Unit, property and notebook tests (nbval runs every notebook top to bottom in a fresh kernel).
test: $(STAMP)
	$(PY) -m pytest -n 2 --dist loadfile --ignore=tests/e2e --nbval-lax --nbval-current-env --nbval-cell-timeout=600 -p no:cacheprovider $(PYTEST_ARGS)

# Write every notebook's .ipynb from its jupytext .py (one direction: the .py is the source).
notebooks: $(STAMP)
	$(PY) -m jupytext --to ipynb --update notebooks/*.py 2>/dev/null || \
	  $(PY) -m jupytext --to ipynb notebooks/*.py

# Write the playthroughs anew (seeded deals of every game as text, compared by make test):
# after a change of play that is meant, run this and read the diff of tests/playthroughs.
playthroughs: $(STAMP)
	$(PY) -m gamelib playthroughs

clean:
	rm -rf $(VENV) .pytest_cache site screenshots

# make e2e (the widgets in a real browser), make site (the offline site), make voila
include mk/e2e.mk mk/site.mk
