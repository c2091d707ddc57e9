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
# The seeds are the reference fonts with the fuzz role in fonts/reference-fonts.txt, the project's one list.
LIBFUZZ_SEEDS = $(shell awk '!/^\#/ && NF == 4 && $$4 ~ /(^|,)fuzz(,|$$)/ { print $$3 }' fonts/reference-fonts.txt)
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

# Benchmarks (Benchmarks/): release builds only. BENCH_ARGS passes options, e.g.
# BENCH_ARGS="--filter '^emptyTitle/'". bench-compare exits 2 on a regression against the baseline.
.PHONY: bench bench-save bench-compare profile
BENCH_ARGS ?=
BENCH_BASELINE ?= results/benchmarks/baseline.json
bench: deps
	$(SWIFT) run -c release benchmarks $(BENCH_ARGS)

# The baseline takes three times the default samples, so its medians span more of the machine's
# slow and fast spells and a later comparison is not judged against a lucky quiet minute.
BENCH_SAVE_SAMPLES ?= 150
bench-save: deps
	$(SWIFT) run -c release benchmarks --samples $(BENCH_SAVE_SAMPLES) --save $(BENCH_BASELINE) $(BENCH_ARGS)

bench-compare: deps
	$(SWIFT) run -c release benchmarks --compare $(BENCH_BASELINE) $(BENCH_ARGS)

# Instructions per operation of the hot benchmarks under callgrind, which do not depend on the
# machine's load. Only the loop inside InstructionProfile.callgrindMeasuredRegion is counted.
# valgrind 3.19 cannot read the toolchain's DWARF 5, so it runs a copy without debug information.
PROFILE_BENCHMARKS ?= emptyTitle/library:100000 emptyTitle/composite:100000 emptyTitle/seed:2000 \
  emptyTitle/limit:100000 emptyTitle/library/512:100000 shaping/placeholderAdvance:2000 shaping/run/64:2000 \
  shaping/closedForm/64:100000 solver/fit33x321:5
PROFILE_DIR ?= .build
profile: deps
	$(SWIFT) build -c release --product benchmarks
	objcopy --strip-debug "$$($(SWIFT) build -c release --show-bin-path)/benchmarks" $(PROFILE_DIR)/benchmarks-profile
	@for entry in $(PROFILE_BENCHMARKS); do \
	  name="$${entry%:*}"; iterations="$${entry##*:}"; \
	  valgrind --tool=callgrind --callgrind-out-file=$(PROFILE_DIR)/callgrind.out --collect-atstart=no \
	    --toggle-collect='*callgrindMeasuredRegion*' $(PROFILE_DIR)/benchmarks-profile \
	    --profile-one "$$name" --iterations "$$iterations" 2>/dev/null || exit 1; \
	  awk -v name="$$name" -v count="$$iterations" \
	    '/^summary:/ { printf "%-28s %14.1f Ir/op\n", name, $$2 / count }' $(PROFILE_DIR)/callgrind.out; \
	done

# Stored calibrations of the reference fonts (results/), regenerated or recomputed by the tool.
.PHONY: results check-results
results: deps
	$(SWIFT) build -c release --product calibrate
	"$$($(SWIFT) build -c release --show-bin-path)/calibrate" results --directory results

check-results: deps
	$(SWIFT) build -c release --product calibrate
	"$$($(SWIFT) build -c release --show-bin-path)/calibrate" check $$(ls results/*/*.json | grep -v '^results/benchmarks/')

# Memory errors and leaks of the command line under valgrind (see .ci/memcheck).
.PHONY: memcheck asan tsan
memcheck: deps
	$(SWIFT) build -c release --product calibrate
	sh .ci/memcheck "$$($(SWIFT) build -c release --show-bin-path)/calibrate"

# The tests under AddressSanitizer (with LeakSanitizer); the suppressions name leaks inside
# Foundation's file reading, which the project does not own.
asan: deps
	ASAN_OPTIONS=allocator_may_return_null=1 LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan-suppressions.txt \
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
