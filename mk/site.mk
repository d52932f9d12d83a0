# The offline site and the notebooks as apps (issue 9). Included from the Makefile, after STAMP,
# PY, HOST, PORT and ROOT_FLAG are defined.
#
#   make site          every notebook executed and rendered to site/ (index.html, one page per
#                      notebook, widget state embedded, scripts from vendor/), no network needed;
#                      full Monte Carlo sizes. `make site QUICK=1` builds at the test sizes.
#   make voila         the notebooks served as apps by Voila on $(HOST):$(VOILA_PORT)

SITE_DIR   ?= site
VOILA_PORT ?= 8866
QUICK      ?=

.PHONY: site voila

site: $(STAMP)
	$(if $(QUICK),GAMELIB_QUICK=1 ,)$(PY) -m gamelib.site --out $(SITE_DIR)

voila: $(STAMP)
	$(PY) -m voila --Voila.ip=$(HOST) --port=$(VOILA_PORT) --no-browser \
	  notebooks
