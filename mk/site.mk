# The offline site and the notebooks as apps. Included from the Makefile, after STAMP,
# PY, HOST, PORT and ROOT_FLAG are defined.
#
#   make site          every notebook executed and rendered to site/ (index.html, one page per
#                      notebook, widget state embedded, scripts from vendor/), no network needed;
#                      full Monte Carlo sizes. `make site QUICK=1` builds at the test sizes.
#   make voila         the notebooks served as apps by Voila on $(HOST):$(VOILA_PORT), with a
#                      token (the address to open is printed)

SITE_DIR   ?= site
VOILA_PORT ?= 8866
QUICK      ?=

.PHONY: site voila

site: $(STAMP)
	$(if $(QUICK),GAMELIB_QUICK=1 ,)$(PY) -m gamelib.show.site --out $(SITE_DIR)

# Voila answers only with its token (a page elsewhere cannot drive the kernels through
# 127.0.0.1); the address to open, token included, is printed first.
VOILA_TOKEN ?= $(shell $(PYTHON) -c 'import secrets; print(secrets.token_hex(16))')
VOILA_TOKEN := $(VOILA_TOKEN)

voila: browser-extra
	@echo "Open http://$(HOST):$(VOILA_PORT)/?token=$(VOILA_TOKEN)"
	$(PY) -m voila --Voila.ip=$(HOST) --port=$(VOILA_PORT) --no-browser \
	  --token=$(VOILA_TOKEN) notebooks
