# calibrate: measure placeholder advances with FreeType/HarfBuzz and fit the constants.
# Every target installs the system packages it needs first (see .ci/install-packages).

SWIFT ?= swift
# Release builds link the Swift runtime statically, so calibrate is one file that needs only the
# FreeType, HarfBuzz and fontconfig shared libraries (and the C and C++ runtimes) at run time; `ldd`
# lists them, and no Swift library. calibrate parses font files from anywhere (QA pipelines, font
# folders, fuzzed inputs), so it is linked as Debian links its packages: a position-independent
# executable (SwiftPM's default on Linux), whose own code the loader puts at a random address as it
# does the libraries', with full RELRO: `-z relro -z now` binds every library function before main
# runs and then makes the tables that hold them read-only. make hardening checks the executable
# for both, and for the C shim's stack protector and _FORTIFY_SOURCE (Package.swift). `-z now` also
# makes a font library older than the one calibrate was built against fail at start with the
# dynamic linker's own message ("symbol lookup error: ... undefined symbol: hb_...") rather than
# in the middle of a run. PIE costs the loader calibrate's own relocations at start: half a
# millisecond, a tenth of a --help run, and 2-9% of the main job, measured with make
# bench-process's harness against the -no-pie build, interleaved (docs/building.md).
RELEASE ?= -c release --static-swift-stdlib -Xlinker -z -Xlinker relro -Xlinker -z -Xlinker now
BIN = $$($(SWIFT) build $(RELEASE) --show-bin-path)
PREFIX ?= /usr/local
FONT ?=
ARGS ?=
FONT_ARG = $(if $(FONT),--font "$(FONT)",)

.PHONY: all deps build calibrate install test format lint test-font clean fuzz libfuzz corpus

all: build

deps:
	@sh .ci/install-packages

build: deps
	$(SWIFT) build $(RELEASE) --product calibrate

# The main job on the default font (Inter when installed); FONT=... picks another.
calibrate: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	"$(BIN)/calibrate" $(FONT_ARG) $(ARGS)

# Installs the calibrate executable into PREFIX/bin (default /usr/local/bin).
install: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	install -d "$(PREFIX)/bin"
	install -m 755 "$(BIN)/calibrate" "$(PREFIX)/bin/calibrate"

# The project's own Swift targets build without a warning: make test, and so CI, treats one as an
# error (STRICT= turns that off for a toolchain that warns about something new).
STRICT ?= -Xswiftc -warnings-as-errors
test: deps
	$(SWIFT) test $(STRICT)

# Mutation fuzzing through the release calibrate, each command under a time limit: corrupted
# reference fonts (fuzz-fonts; fails on any crash, hang or bad error), then damaged result files
# through check and damaged batch outputs through batch --resume (fuzz-json; fails on any crash,
# hang, invalid JSON accepted, lost record or wrong message, judged by a strict JSON validator of
# its own). CASES=, JSON_CASES=, SEED=, JOBS= override the defaults.
CASES ?= 2000
JSON_CASES ?= 4000
SEED ?= 1
JOBS ?= 2
fuzz: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	$(SWIFT) build $(RELEASE) --product fuzz-fonts
	$(SWIFT) build $(RELEASE) --product fuzz-json
	"$(BIN)/fuzz-fonts" --cases $(CASES) --seed $(SEED) --jobs $(JOBS)
	"$(BIN)/fuzz-json" --cases $(JSON_CASES) --seed $(SEED) --jobs $(JOBS)

# Every face fontconfig lists, measured by the release calibrate (batch, in shards) in hinting none,
# light and full at 8...40 pt @2x and compared with hb-shape --shapers=ot; prints one summary line and
# fails on any mismatch or crash. JOBS= sets the parallel shards, CORPUS_ARGS= passes options
# (e.g. CORPUS_ARGS="--pattern 'Noto Sans'").
CORPUS_ARGS ?=
corpus: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	$(SWIFT) build $(RELEASE) --product corpus-check
	"$(BIN)/corpus-check" --jobs $(JOBS) $(CORPUS_ARGS)

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
	$(SWIFT) build $(RELEASE) --product benchmarks
	"$(BIN)/benchmarks" $(BENCH_ARGS)

# The baseline takes three times the default samples, so its medians span more of the machine's
# slow and fast spells and a later comparison is not judged against a lucky quiet minute.
BENCH_SAVE_SAMPLES ?= 150
bench-save: deps
	$(SWIFT) build $(RELEASE) --product benchmarks
	"$(BIN)/benchmarks" --samples $(BENCH_SAVE_SAMPLES) --save $(BENCH_BASELINE) $(BENCH_ARGS)

bench-compare: deps
	$(SWIFT) build $(RELEASE) --product benchmarks
	"$(BIN)/benchmarks" --compare $(BENCH_BASELINE) $(BENCH_ARGS)

# Whole-process medians, run side by side: calibrate --help and the main job against the honest floor
# for a tool built on the font libraries, process-floor (Benchmarks/process-floor): a Swift program
# built with the same RELEASE flags that links FreeType, HarfBuzz and fontconfig and prints one line.
# Printed as ratios with their limits (exit 2 if over).
BENCH_PROCESS_FONT ?= /usr/share/fonts/opentype/inter/Inter-Regular.otf
BENCH_PROCESS_ROUNDS ?= 40
.PHONY: bench-process
bench-process: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	$(SWIFT) build $(RELEASE) --product process-floor
	$(SWIFT) build $(RELEASE) --product process-benchmarks
	"$(BIN)/process-benchmarks" --baseline "$(BIN)/process-floor" --rounds $(BENCH_PROCESS_ROUNDS) \
	  --run "help<=1.5=$(BIN)/calibrate --help" \
	  --run "main<=3=$(BIN)/calibrate --font $(BENCH_PROCESS_FONT) --sizes 8...40 --scale 2 --hinting full"

# The batch report against the batch it reports on: calibrate batch over the installed fonts
# (both hintings: about 1,000 face-configurations with the reference fonts), without and with
# --report, interleaved round by round. --report may add at most 5% (a ratio of medians of 1.05).
# calibrate report of the same output, read back from its file, is shown against the batch too,
# without a limit. The batch exits 1 when a face of the library fails, which counts as a run.
BENCH_REPORT_PATTERN ?= :
BENCH_REPORT_ROUNDS ?= 16
.PHONY: bench-report
bench-report: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	$(SWIFT) build $(RELEASE) --product process-benchmarks
	@dir=$$(mktemp -d) && trap 'rm -rf "$$dir"' EXIT && \
	  batch="$(BIN)/calibrate batch --pattern $(BENCH_REPORT_PATTERN) --hinting none,full --quiet" && \
	  "$(BIN)/process-benchmarks" --rounds $(BENCH_REPORT_ROUNDS) --success-status 1 \
	    --baseline "$$batch --output $$dir/batch.jsonl" \
	    --run "batch --report<=1.05=$$batch --output $$dir/with-report.jsonl --report $$dir/batch.html" \
	    --run "report FILE=$(BIN)/calibrate report $$dir/batch.jsonl --output $$dir/report.html"

# The batch's two workers against one: calibrate batch over the installed fonts (both hintings)
# with --jobs 2 and with --jobs 1, whole processes interleaved round by round, as a ratio of
# medians. On two cores the pool's two threads must keep both busy: a ratio of at most 0.6 (a
# speed-up of at least 1.67). The batch exits 1 when a face of the library fails, which counts as
# a run.
BENCH_JOBS_ROUNDS ?= 10
.PHONY: bench-jobs
bench-jobs: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	$(SWIFT) build $(RELEASE) --product process-benchmarks
	@dir=$$(mktemp -d) && trap 'rm -rf "$$dir"' EXIT && \
	  batch="$(BIN)/calibrate batch --pattern $(BENCH_REPORT_PATTERN) --hinting none,full --quiet" && \
	  "$(BIN)/process-benchmarks" --rounds $(BENCH_JOBS_ROUNDS) --success-status 1 \
	    --baseline "$$batch --jobs 1 --output $$dir/one.jsonl" \
	    --run "batch --jobs 2<=0.6=$$batch --jobs 2 --output $$dir/two.jsonl"

# calibrate qa against fontbakery's three whitespace checks (whitespace_glyphs, whitespace_ink,
# whitespace_widths: check-universal -c whitespace) on the same 11 fonts, whole processes
# interleaved round by round (BENCH_QA_ROUNDS=5): the ratio of medians, limit 0.05 (at least 20x
# faster; exit 2 if over). fontbakery (FONTBAKERY_VERSION) is installed from PyPI into a venv of
# its own under .build, once; it is a reference to measure against, never part of the tool. Then
# calibrate qa over every font fontconfig's folders hold (/usr/share/fonts), timed once.
BENCH_QA_ROUNDS ?= 5
FONTBAKERY_VERSION ?= 1.1.0
FONTBAKERY_VENV = .build/fontbakery-$(FONTBAKERY_VERSION)
BENCH_QA_FONTS ?= $(shell awk '!/^\#/ && NF == 4 && $$4 ~ /(^|,)qa(,|$$)/ { print $$3 }' fonts/reference-fonts.txt) \
  /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf /usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf \
  /usr/share/fonts/truetype/noto/NotoSans-Bold.ttf /usr/share/fonts/truetype/liberation2/LiberationSerif-Regular.ttf \
  /usr/share/fonts/truetype/liberation2/LiberationMono-Regular.ttf
.PHONY: bench-qa
bench-qa: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	$(SWIFT) build $(RELEASE) --product process-benchmarks
	test -x $(FONTBAKERY_VENV)/bin/fontbakery || { python3 -m venv $(FONTBAKERY_VENV) && \
	  $(FONTBAKERY_VENV)/bin/pip install --quiet fontbakery==$(FONTBAKERY_VERSION); }
	"$(BIN)/process-benchmarks" --rounds $(BENCH_QA_ROUNDS) \
	  --baseline "$(FONTBAKERY_VENV)/bin/fontbakery check-universal -c whitespace $(BENCH_QA_FONTS)" \
	  --run "qa<=0.05=$(BIN)/calibrate qa $(BENCH_QA_FONTS)"
	@start=$$(date +%s%N); summary=$$("$(BIN)/calibrate" qa /usr/share/fonts 2>/dev/null | tail -n 1); \
	  end=$$(date +%s%N); echo "calibrate qa /usr/share/fonts: $$(( (end - start) / 1000000 )) ms, $${summary%% (*}"

# calibrate qa's verdicts against fontbakery's three whitespace checks on the same fonts
# (QA_COMPARE_FONTS: every .ttf and .otf under /usr/share/fonts unless given): each fontbakery FAIL
# must be a FAIL of calibrate qa for the same character (.ci/qa-vs-fontbakery; exit 1 if one is
# not), and the FAILs of calibrate qa that fontbakery does not report are listed.
QA_COMPARE_FONTS ?= $(shell find /usr/share/fonts -type f \( -name '*.ttf' -o -name '*.otf' \) | sort)
QA_COMPARE_DIR = .build/qa-vs-fontbakery
.PHONY: qa-vs-fontbakery
qa-vs-fontbakery: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	test -x $(FONTBAKERY_VENV)/bin/fontbakery || { python3 -m venv $(FONTBAKERY_VENV) && \
	  $(FONTBAKERY_VENV)/bin/pip install --quiet fontbakery==$(FONTBAKERY_VERSION); }
	rm -rf $(QA_COMPARE_DIR) && mkdir -p $(QA_COMPARE_DIR)
	$(FONTBAKERY_VENV)/bin/fontbakery check-universal -c whitespace \
	  --json $(QA_COMPARE_DIR)/fontbakery.json $(QA_COMPARE_FONTS) > $(QA_COMPARE_DIR)/fontbakery.log 2>&1; \
	  test -s $(QA_COMPARE_DIR)/fontbakery.json || { tail -n 5 $(QA_COMPARE_DIR)/fontbakery.log; exit 1; }
	"$(BIN)/calibrate" qa --format json --output $(QA_COMPARE_DIR)/calibrate.json $(QA_COMPARE_FONTS) \
	  > /dev/null; test $$? -le 2
	$(FONTBAKERY_VENV)/bin/python .ci/qa-vs-fontbakery \
	  $(QA_COMPARE_DIR)/fontbakery.json $(QA_COMPARE_DIR)/calibrate.json $(QA_COMPARE_FONTS)

# Instructions per operation of the hot benchmarks under callgrind, which do not depend on the
# machine's load. Only the loop inside InstructionProfile.callgrindMeasuredRegion is counted.
# valgrind 3.19 cannot read the toolchain's DWARF 5, so it runs a copy without debug information.
PROFILE_BENCHMARKS ?= emptyTitle/library:100000 emptyTitle/composite:100000 emptyTitle/seed:2000 \
  emptyTitle/limit:100000 emptyTitle/library/512:100000 shaping/placeholderAdvance:2000 shaping/run/64:2000 \
  shaping/closedForm/64:100000 solver/fit33x321:5 solver/fit33x321/rms:5
PROFILE_DIR ?= .build
profile: deps
	$(SWIFT) build $(RELEASE) --product benchmarks
	objcopy --strip-debug "$(BIN)/benchmarks" $(PROFILE_DIR)/benchmarks-profile
	@for entry in $(PROFILE_BENCHMARKS); do \
	  name="$${entry%:*}"; iterations="$${entry##*:}"; \
	  valgrind --tool=callgrind --callgrind-out-file=$(PROFILE_DIR)/callgrind.out --collect-atstart=no \
	    --toggle-collect='*callgrindMeasuredRegion*' $(PROFILE_DIR)/benchmarks-profile \
	    --profile-one "$$name" --iterations "$$iterations" 2>/dev/null || exit 1; \
	  awk -v name="$$name" -v count="$$iterations" \
	    '/^summary:/ { printf "%-28s %14.1f Ir/op\n", name, $$2 / count }' $(PROFILE_DIR)/callgrind.out; \
	done

# The instruction gates CI runs: instructions per operation of every hot path with a limit
# (the title makers, padded, shaping, the solvers) and of its floor, each counted under callgrind
# in the measured region of the same build, printed with their ratios; a ratio over its limit
# (CalibrateBenchmarks.instructionLimits, docs/benchmarks.md) prints one error line naming the
# benchmark, its count and the limit, and exits 2. Counts do not depend on the machine's load, and
# the child's environment (CallgrindRun.environment) fixes what else could move them, so two runs
# print the same numbers. The program runs itself under valgrind, as the copy without debug
# information that make profile uses.
.PHONY: bench-instructions
bench-instructions: deps
	$(SWIFT) build $(RELEASE) --product benchmarks
	objcopy --strip-debug "$(BIN)/benchmarks" $(PROFILE_DIR)/benchmarks-profile
	$(PROFILE_DIR)/benchmarks-profile --instructions

# Stored calibrations of the reference fonts (results/), regenerated or recomputed by the tool.
.PHONY: results check-results
results: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	"$(BIN)/calibrate" results --directory results

check-results: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	"$(BIN)/calibrate" check $$(ls results/*/*.json | grep -v '^results/benchmarks/')

# calibrate preview against the plain fit for the same font, size and widths (Inter 15 pt @2x,
# 74...120 step 2), whole processes side by side; the preview may take at most 3 times the fit.
PREVIEW_HINTING ?= full
PREVIEW_ARGS = --font $(BENCH_PROCESS_FONT) --scale 2 --hinting $(PREVIEW_HINTING) --widths 74...120 --step 2
.PHONY: preview-timing
preview-timing: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	$(SWIFT) build $(RELEASE) --product process-benchmarks
	"$(BIN)/process-benchmarks" --baseline "$(BIN)/calibrate --sizes 15 $(PREVIEW_ARGS)" \
	  --rounds $(BENCH_PROCESS_ROUNDS) --run "preview<=3=$(BIN)/calibrate preview --size 15 $(PREVIEW_ARGS)"

# The deep checks CI runs after make test (.ci/deep, docs/ci.md): ThreadSanitizer, AddressSanitizer,
# a short campaign of each fuzzer, memcheck, the release executable's hardening, the full sweep,
# the instruction limits and the whole-process limits, each timed.
# DEEP="tsan memcheck" runs only those steps.
DEEP ?=
.PHONY: deep
deep:
	bash .ci/deep $(DEEP)

# The release calibrate's ELF headers (.ci/hardening): a position-independent executable with full
# RELRO (GNU_RELRO and BIND_NOW) and a stack that is not executable, whose C shim was compiled with
# -fstack-protector-strong and -D_FORTIFY_SOURCE=2 (its recorded command line); each property
# missing prints a line naming it and fails. First the same judge on small C programs built
# hardened and with one property missing each. CI runs it (.ci/deep).
.PHONY: hardening
hardening: deps
	$(SWIFT) build $(RELEASE) --product calibrate
	bash .ci/hardening --self-test
	bash .ci/hardening "$(BIN)/calibrate"

# Memory errors and leaks of the command line under valgrind (see .ci/memcheck): first the judge on
# a small C program that leaks and reads freed memory, then every command over the reference fonts,
# each also run without valgrind; a run valgrind does not finish, or whose exit status or output
# differs from the plain run, fails too.
.PHONY: memcheck asan tsan
memcheck: deps qa-fonts
	$(SWIFT) build $(RELEASE) --product calibrate
	bash .ci/memcheck --self-test
	QA_FONTS=$(QA_FONTS) bash .ci/memcheck "$(BIN)/calibrate"

# The tests under AddressSanitizer (with LeakSanitizer); the suppressions name leaks inside
# Foundation's file reading, which the project does not own.
asan: deps
	ASAN_OPTIONS=allocator_may_return_null=1 LSAN_OPTIONS=suppressions=$(CURDIR)/.ci/lsan-suppressions.txt \
	  $(SWIFT) test --sanitize=address --scratch-path .build/asan

# Every suite that runs code in parallel, under ThreadSanitizer (a report fails the run): shared
# fonts and fontconfig (ConcurrencyTests), the worker pool, the batch's jobs and --resume, the
# report's parallel map in-process and in calibrate report, the box sweep's concurrentPerform,
# both fuzzers' campaigns on the pool, the corpus check's shards, the allocation counter's threads
# and private folders made at once. The executables they run are built with it too.
TSAN_SUITES = ConcurrencyTests|WorkerPoolTests|BatchTests|BatchReportTests|ReportCommandTests|ResumeTests|BoxSweepTests|AllocationCounterTests|FolderTests|RealCalibrateTests|RealCalibrateJSONTests|CorpusCheckTests
tsan: deps
	$(SWIFT) test --sanitize=thread --scratch-path .build/tsan --filter '$(TSAN_SUITES)'

# The runtime as an XCFramework ships it (BUILD_LIBRARY_FOR_DISTRIBUTION): PlaceholderTitle built
# with library evolution, its textual interface verified, and a client compiled against that
# interface alone (no .swiftmodule in its search path), linked to the library and run. The same
# client built against the runtime compiled from source must print the same bytes, ending in
# "all checks passed". CI runs it (.ci/run).
SWIFTC ?= swiftc
RUNTIME_DIST = .build/runtime-interface
RUNTIME_SOURCES = $(sort $(wildcard Sources/PlaceholderTitle/*.swift))
RUNTIME_CLIENT = Tests/RuntimeCrossCheckTests/Distribution/main.swift
RUNTIME_FLAGS = -parse-as-library -module-name PlaceholderTitle -package-name calibrate -swift-version 6 -O
.PHONY: runtime-interface
runtime-interface:
	rm -rf $(RUNTIME_DIST)
	mkdir -p $(RUNTIME_DIST)/evolution $(RUNTIME_DIST)/interface $(RUNTIME_DIST)/source $(RUNTIME_DIST)/cache
	$(SWIFTC) $(RUNTIME_FLAGS) -enable-library-evolution -emit-library -lm \
	  -o $(RUNTIME_DIST)/evolution/libPlaceholderTitle.so \
	  -emit-module-path $(RUNTIME_DIST)/evolution/PlaceholderTitle.swiftmodule \
	  -emit-module-interface-path $(RUNTIME_DIST)/interface/PlaceholderTitle.swiftinterface $(RUNTIME_SOURCES)
	$(SWIFTC) -frontend -typecheck-module-from-interface $(RUNTIME_DIST)/interface/PlaceholderTitle.swiftinterface \
	  -module-name PlaceholderTitle -module-cache-path $(RUNTIME_DIST)/cache
	test ! -e $(RUNTIME_DIST)/interface/PlaceholderTitle.swiftmodule
	$(SWIFTC) -swift-version 6 -O -I $(RUNTIME_DIST)/interface -module-cache-path $(RUNTIME_DIST)/cache \
	  -L $(RUNTIME_DIST)/evolution -lPlaceholderTitle -lm -Xlinker -rpath -Xlinker $(CURDIR)/$(RUNTIME_DIST)/evolution \
	  $(RUNTIME_CLIENT) -o $(RUNTIME_DIST)/client-of-interface
	$(SWIFTC) $(RUNTIME_FLAGS) -emit-library -lm -o $(RUNTIME_DIST)/source/libPlaceholderTitle.so \
	  -emit-module-path $(RUNTIME_DIST)/source/PlaceholderTitle.swiftmodule $(RUNTIME_SOURCES)
	$(SWIFTC) -swift-version 6 -O -I $(RUNTIME_DIST)/source -L $(RUNTIME_DIST)/source -lPlaceholderTitle -lm \
	  -Xlinker -rpath -Xlinker $(CURDIR)/$(RUNTIME_DIST)/source $(RUNTIME_CLIENT) -o $(RUNTIME_DIST)/client-of-source
	$(RUNTIME_DIST)/client-of-interface > $(RUNTIME_DIST)/interface.out
	$(RUNTIME_DIST)/client-of-source > $(RUNTIME_DIST)/source.out
	cmp $(RUNTIME_DIST)/interface.out $(RUNTIME_DIST)/source.out
	tail -n 1 $(RUNTIME_DIST)/interface.out | grep -qx 'all checks passed'
	@echo "runtime-interface: the interface verifies; a client built against it alone prints what the source build prints ($$(wc -l < $(RUNTIME_DIST)/interface.out) lines)"

# The runtime compiled to LLVM IR (-O) for every Apple platform floor Package.swift declares, against
# the toolchain's own standard-library interfaces with their Apple availability, retargeted at each
# floor: an API newer than a floor, or code the floor's Swift runtime cannot run (a weak reference in
# the IR), fails it; then the docs' samples the same way against the framework stubs. Needs only the
# Swift toolchain (.ci/apple-check, docs/building.md). CI runs it (.ci/run).
.PHONY: apple-check
apple-check:
	SWIFT=$(SWIFT) SWIFTC=$(SWIFTC) bash .ci/apple-check

# The runtime's documentation: its DocC catalog (Sources/PlaceholderTitle/PlaceholderTitle.docc)
# over its public symbol graph, built by the toolchain's docc with warnings as errors (a broken link
# or a symbol the docs name that is not public fails it). The archive goes to DOCS_OUTPUT; the line
# printed at the end counts its pages. Then the doc comments of every module, tests and tools
# included and private ones too, again with warnings as errors (.ci/doc-links, over the debug build
# make test then reuses): a link that names nothing, or a parameter documented wrongly, fails. CI
# runs it (.ci/run).
DOCC ?= docc
DOCS_BUILD = .build/docs
DOCS_OUTPUT ?= $(DOCS_BUILD)/PlaceholderTitle.doccarchive
.PHONY: docs
docs: deps
	rm -rf $(DOCS_BUILD)
	mkdir -p $(DOCS_BUILD)/module $(DOCS_BUILD)/symbol-graphs
	$(SWIFTC) -parse-as-library -module-name PlaceholderTitle -package-name calibrate -swift-version 6 \
	  -emit-module -emit-module-path $(DOCS_BUILD)/module/PlaceholderTitle.swiftmodule \
	  -emit-symbol-graph -emit-symbol-graph-dir $(DOCS_BUILD)/symbol-graphs \
	  -symbol-graph-minimum-access-level public $(RUNTIME_SOURCES)
	$(DOCC) convert Sources/PlaceholderTitle/PlaceholderTitle.docc \
	  --additional-symbol-graph-dir $(DOCS_BUILD)/symbol-graphs --output-path $(DOCS_OUTPUT) \
	  --fallback-display-name PlaceholderTitle --fallback-bundle-identifier calibrate.PlaceholderTitle \
	  --warnings-as-errors
	@echo "docs: $$(find $(DOCS_OUTPUT)/data -name '*.json' | wc -l) pages in $(DOCS_OUTPUT)"
	$(SWIFT) build --build-tests $(STRICT)
	bash .ci/doc-links

# The runtime's public API listing (docs/api/PlaceholderTitle.txt), regenerated from its symbol
# graph; PublicAPITests fails when the two differ.
.PHONY: api
api:
	CALIBRATE_UPDATE_API=1 $(SWIFT) test $(STRICT) --filter PublicAPITests || true
	$(SWIFT) test $(STRICT) --filter PublicAPITests

# The box sweep (BoxSweepTests): SWEEP random valid configurations of the reference fonts (sizes,
# scales, hinting, objectives, both sizing models, measure size and font, placeholders, widths,
# padding), after issue 27's and a few fixed ones, each fitted and checked: every pair printed lies
# inside its box, a degenerate optimum only where no pair inside reaches the optimum. Prints one
# summary line with the counts; make test runs 24. SWEEP_SEED= draws another set.
SWEEP ?= 240
SWEEP_SEED ?= 27
.PHONY: sweep
sweep: deps
	CALIBRATE_SWEEP=$(SWEEP) CALIBRATE_SWEEP_SEED=$(SWEEP_SEED) $(SWIFT) test $(STRICT) --filter BoxSweepTests

# The whitespace QA's planted faces (make-test-font --whitespace): a face whose whitespace is right
# and one face per defect each check must catch, named after it, for trying calibrate qa
# (calibrate qa $(QA_FONTS)). The CFF case is made from Inter Regular.
QA_FONTS ?= .build/qa-fonts
.PHONY: qa-fonts
qa-fonts: deps
	$(SWIFT) build $(RELEASE) --product make-test-font
	rm -rf $(QA_FONTS)
	"$(BIN)/make-test-font" --whitespace $(QA_FONTS) > /dev/null
	@echo "qa-fonts: $$(ls $(QA_FONTS) | wc -l) faces in $(QA_FONTS)"

# Regenerates fonts/CalibrateTest.ttf and .ttc; the tests check the committed files match.
test-font:
	$(SWIFT) run make-test-font fonts

format:
	$(SWIFT) format --in-place --recursive Package.swift Sources Tools Tests Benchmarks

lint:
	$(SWIFT) format lint --strict --recursive Package.swift Sources Tools Tests Benchmarks

clean:
	rm -rf .build
