# calibrate: measure placeholder advances with FreeType/HarfBuzz and fit the constants.
# Every target installs the system packages it needs first (see .ci/install-packages).

SWIFT ?= swift
FONT ?=
ARGS ?=
FONT_ARG = $(if $(FONT),--font "$(FONT)",)

.PHONY: all deps build calibrate test format lint test-font clean fuzz libfuzz

all: build

deps:
	@sh .ci/install-packages

build: deps
	$(SWIFT) build -c release

# The main job on the default font (Inter when installed); FONT=... picks another.
calibrate: deps
	$(SWIFT) run -c release calibrate $(FONT_ARG) $(ARGS)

test: deps
	$(SWIFT) test

# Mutation fuzzing: corrupted reference fonts through the release calibrate, each command under a
# time limit; fails on any crash, hang or bad error. CASES=, SEED=, JOBS= override the defaults.
CASES ?= 2000
SEED ?= 1
JOBS ?= 2
fuzz: deps
	$(SWIFT) build -c release --product calibrate
	$(SWIFT) build -c release --product fuzz-fonts
	"$$($(SWIFT) build -c release --show-bin-path)/fuzz-fonts" --cases $(CASES) --seed $(SEED) --jobs $(JOBS)

# In-process libFuzzer over TextMetrics with AddressSanitizer, for LIBFUZZ_SECONDS on a corpus
# seeded with the reference fonts. It links with the toolchain's lld (gold fails on these objects).
LIBFUZZ_SECONDS ?= 60
LIBFUZZ_BUILD = .build/libfuzzer
LIBFUZZ_SEEDS = /usr/share/fonts/opentype/inter/Inter-Regular.otf \
  /usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf \
  /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf /usr/share/fonts/truetype/noto/NotoSans-Regular.ttf \
  /usr/share/fonts/truetype/liberation2/LiberationSans-Regular.ttf \
  /usr/share/fonts/truetype/inter-vf/Inter.var.ttf fonts/CalibrateTest.ttf fonts/CalibrateTest.ttc
libfuzz: deps
	mkdir -p $(LIBFUZZ_BUILD)/corpus $(LIBFUZZ_BUILD)/seeds .build/fuzz-findings
	printf '{ "schemaVersion": "1.0", "linker": { "path": "%s/ld.lld" } }\n' \
	  "$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")" > $(LIBFUZZ_BUILD)/toolset.json
	$(SWIFT) build -c release --scratch-path $(LIBFUZZ_BUILD) --toolset $(LIBFUZZ_BUILD)/toolset.json \
	  --product font-fuzzer-libfuzzer -Xswiftc -sanitize=fuzzer,address -Xswiftc -DLIBFUZZER
	for font in $(LIBFUZZ_SEEDS); do if [ -f "$$font" ]; then cp "$$font" $(LIBFUZZ_BUILD)/seeds/; fi; done
	$(LIBFUZZ_BUILD)/release/font-fuzzer-libfuzzer -max_total_time=$(LIBFUZZ_SECONDS) -timeout=10 \
	  -rss_limit_mb=4096 -max_len=1048576 -print_final_stats=1 \
	  -artifact_prefix=.build/fuzz-findings/libfuzzer- $(LIBFUZZ_BUILD)/corpus $(LIBFUZZ_BUILD)/seeds

# Stored calibrations of the reference fonts (results/), regenerated or recomputed by the tool.
.PHONY: results check-results
results: deps
	$(SWIFT) build -c release --product calibrate
	"$$($(SWIFT) build -c release --show-bin-path)/calibrate" results --directory results

check-results: deps
	$(SWIFT) build -c release --product calibrate
	@bin="$$($(SWIFT) build -c release --show-bin-path)/calibrate"; failed=0; \
	for file in results/*/*.json; do \
	  case "$$file" in results/benchmarks/*) continue;; esac; \
	  "$$bin" --check "$$file" || failed=1; \
	done; exit $$failed

# Memory errors and leaks of the command line under valgrind (see .ci/memcheck).
.PHONY: memcheck asan tsan
memcheck: deps
	$(SWIFT) build -c release --product calibrate
	sh .ci/memcheck "$$($(SWIFT) build -c release --show-bin-path)/calibrate"

# The tests under AddressSanitizer (with LeakSanitizer); the suppressions name leaks inside
# Foundation's file reading, which the project does not own.
asan: deps
	LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan-suppressions.txt \
	  $(SWIFT) test --sanitize=address --scratch-path .build/asan

# The code that runs in parallel under ThreadSanitizer: shared fonts, fontconfig, batch jobs.
tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan --filter 'ConcurrencyTests|BatchTests'

# Regenerates fonts/CalibrateTest.ttf and .ttc; the tests check the committed files match.
test-font:
	$(SWIFT) run make-test-font fonts

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tests Benchmarks

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tests Benchmarks

clean:
	rm -rf .build
