# The browser test: the widgets notebook in JupyterLab and in Voila, driven by Debian's
# chromium through Playwright (notes/jupyter.md). Included from the Makefile, after STAMP, PY and
# VENV are defined. Never `playwright install`: the browser comes from Debian.
#
#   make e2e        installs chromium if missing (apt-get, as root or through sudo), the browser
#                   extra, fills numba's cache with the solver's kernels the widgets call
#                   (tests/e2e/warm.py: about 40 s on a fresh clone, 5 s after), and runs
#                   tests/e2e; screenshots land in screenshots/ (gitignored)

CHROMIUM ?= /usr/bin/chromium
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)

.PHONY: e2e chromium browser-extra

chromium:
	@test -x $(CHROMIUM) || { \
	  echo "installing Debian's chromium"; \
	  $(SUDO) apt-get update -q && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -q chromium; }

browser-extra: $(STAMP)
	($(VENV)/bin/uv pip install -q --compile-bytecode --python $(PY) -r requirements.lock -e '.[test,browser]') \
	  || $(PY) -m pip install -q -r requirements.lock -e '.[test,browser]'

e2e: chromium browser-extra
	$(PY) tests/e2e/warm.py
	GAMELIB_E2E=1 GAMELIB_CHROMIUM=$(CHROMIUM) $(PY) -m pytest -p no:cacheprovider -v --durations=0 tests/e2e
	# a process of its own: Playwright's sync API cannot start inside the session above
	GAMELIB_E2E=1 GAMELIB_CHROMIUM=$(CHROMIUM) $(PY) -m pytest -p no:cacheprovider -v \
	  tests/test_site.py::test_widgets_render_in_a_browser_with_every_outside_request_blocked \
	  tests/test_edition.py::test_search_and_glossary_work_in_a_browser_with_every_outside_request_blocked
