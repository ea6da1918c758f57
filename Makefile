# sitegen — the two commands of the README's Quick start, and a few more.
SWIFT ?= swift
RELEASE_BIN := .build/release/sitegen
# Release builds are optimized as one program when linked (full LTO), so that the compiler
# inlines across sitegen's parts. SwiftPM keeps the option among its hidden ones.
RELEASE_FLAGS := -c release --experimental-lto-mode=full

.PHONY: site test deps test-deps build release unit-tests browser-tests bench fuzz clean

## make site: install what is missing, build sitegen (release), build the bundled site into public/.
site: deps release
	$(RELEASE_BIN) build --source . --output public
	@echo "Site written to $(CURDIR)/public/index.html"

## make test: install what is missing, then run every test.
test: test-deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build
	$(SWIFT) run --skip-build sitegen check --source .
	FUZZ_SECONDS=5 FUZZ_SEED=1 scripts/fuzz
	scripts/browser-tests

deps:
	@scripts/install-deps build

test-deps:
	@scripts/install-deps test

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS) --product sitegen

## make bench: benchmarks against peers measured in the same run (not part of make test).
bench:
	@scripts/install-deps bench
	scripts/bench

## make fuzz: each fuzz target (scripts/fuzz) for FUZZ_SECONDS seconds; reproducers in fuzz-findings/.
FUZZ_SECONDS ?= 300
fuzz:
	@scripts/install-deps fuzz
	FUZZ_SECONDS=$(FUZZ_SECONDS) scripts/fuzz

clean:
	rm -rf .build public fuzz-findings
