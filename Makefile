# calibrate: measure placeholder advances with FreeType/HarfBuzz and fit the constants.
# Every target installs the system packages it needs first (see .ci/install-packages).

SWIFT ?= swift
FONT ?=
FONT_ARG = $(if $(FONT),--font "$(FONT)",)

.PHONY: all deps build calibrate test format lint test-font clean

all: build

deps:
	@sh .ci/install-packages

build: deps
	$(SWIFT) build -c release

# The main job on the default font (Inter when installed); FONT=... picks another.
calibrate: deps
	$(SWIFT) run -c release calibrate $(FONT_ARG)

test: deps
	$(SWIFT) test

# Regenerates fonts/CalibrateTest.ttf and .ttc; the tests check the committed files match.
test-font:
	$(SWIFT) run make-test-font fonts

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks

clean:
	rm -rf .build
