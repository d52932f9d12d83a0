# The offline site and the notebooks as apps. Included from the Makefile, after STAMP,
# PY, HOST, PORT and ROOT_FLAG are defined.
#
#   make site          every notebook rendered to site/ as it is stored (index.html, one page per
#                      notebook, the editions, the glossary, scripts from vendor/), in seconds, no
#                      network needed. `make site FULL=1` runs every notebook afresh at its full
#                      Monte Carlo size first (most of an hour), widget state embedded.
#   make voila         the notebooks served as apps by Voila on $(HOST):$(VOILA_PORT), with a
#                      token (the address to open is printed)

SITE_DIR   ?= site
VOILA_PORT ?= 8866
FULL       ?=

.PHONY: site voila

site: $(STAMP)
	$(if $(FULL),GAMELIB_FULL=1 ,)$(PY) -m gamelib.show.site --out $(SITE_DIR)$(if $(FULL), --execute,)

# Voila answers only with its token (a page elsewhere cannot drive the kernels through
# 127.0.0.1); the address to open, token included, is printed first.
VOILA_TOKEN ?= $(shell $(PYTHON) -c 'import secrets; print(secrets.token_hex(16))')
VOILA_TOKEN := $(VOILA_TOKEN)

voila: browser-extra
	@echo "Open http://$(HOST):$(VOILA_PORT)/?token=$(VOILA_TOKEN)"
	$(PY) -m voila --Voila.ip=$(HOST) --port=$(VOILA_PORT) --no-browser \
	  --token=$(VOILA_TOKEN) notebooks
