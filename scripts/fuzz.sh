#!/bin/bash
# Builds the libFuzzer targets of Fuzz/ with the address sanitizer, and runs them.
#
#   scripts/fuzz.sh                 every target, 60 seconds each
#   scripts/fuzz.sh vcard 1800      one target (fuzz-vcard), for 30 minutes
#   scripts/fuzz.sh all 600         every target, 10 minutes each
#
# Each target starts from its seeds: the files in Fuzz/Corpus/TARGET and, for the file
# readers, the test fixtures (Tests/OshiImportTests/Fixtures, ez-vcard's real exports
# among them). What a run finds is written to a temporary corpus, never into the repo;
# FUZZ_KEEP=DIR keeps it there instead. A crash, a failed property, a leak or any
# sanitizer report stops the target, leaves the input in Fuzz/findings/, and makes the
# script exit 1 after the other targets ran. The last line of each target's run (its
# coverage, corpus and executions) is printed, for docs/fuzzing.md.
set -u
cd "$(dirname "$0")/.."
root=$PWD
export PATH=/opt/swift/usr/bin:$PATH
# Swift's own backtracer and ASan both catch the crash; ASan's report is the one kept.
export SWIFT_BACKTRACE=enable=no
# The leaks that are not oshi's (swift-argument-parser's, which fuzz-arguments runs), as
# for the test suite under the sanitizer; a suppression names a function, which takes
# the symbolizer.
export LSAN_OPTIONS=suppressions=$root/scripts/lsan.supp
export ASAN_SYMBOLIZER_PATH=/opt/swift/usr/bin/llvm-symbolizer

targets=(vcard csv remind birthdays backup detect date posix-tz tzif escapers arguments)
which=${1:-all}
seconds=${2:-60}
if [ "$which" != all ]; then
  if [[ ! " ${targets[*]} " == *" $which "* ]]; then
    echo "error: no target '$which'; the targets are ${targets[*]}" >&2
    exit 64
  fi
  targets=("$which")
fi

# SwiftPM passes --sanitize=fuzzer and --sanitize=address as two flags, and the compiler
# keeps only the last: -Xswiftc gives it both at once, so that the code is instrumented
# for coverage too (without it libFuzzer finds no new input, ever). Release code runs
# four times as many inputs a second as debug; -enable-testing lets the targets reach
# internal parsers with @testable import. FUZZ_CONFIG=debug builds in a minute.
config=${FUZZ_CONFIG:-release}
# A failed build leaves the last good targets in place: running them would fuzz old code
# and say nothing about it, so the build's own status decides.
build_log=$(mktemp)
if ! (cd Fuzz && swift build -c "$config" --sanitize=fuzzer --sanitize=address \
  -Xswiftc -sanitize=fuzzer,address -Xswiftc -enable-testing) >"$build_log" 2>&1; then
  grep -E "error" "$build_log" | grep -v '^\[' | head -20 >&2
  echo "error: the fuzz targets did not build (the full log: $build_log)" >&2
  exit 1
fi
grep -E "Build complete" "$build_log"
rm -f "$build_log"

fixtures=Tests/OshiImportTests/Fixtures
failed=()
mkdir -p Fuzz/findings
for target in "${targets[@]}"; do
  seeds=("Fuzz/Corpus/$target")
  case $target in
    vcard) seeds+=("$fixtures" "$fixtures/ez-vcard" "$fixtures/android" "$fixtures/kcontacts" "$fixtures/roundcube") ;;
    csv | detect) seeds+=("$fixtures" "$fixtures/roundcube") ;;
    remind | birthdays) seeds+=("$fixtures") ;;
  esac
  work=${FUZZ_KEEP:-$(mktemp -d)}/$target
  mkdir -p "$work"
  existing=()
  for seed in "${seeds[@]}"; do [ -d "$seed" ] && existing+=("$seed"); done
  # A dictionary of the words a target's input is made of, where there is one: libFuzzer
  # splices them in, as it cannot guess `--format` a byte at a time.
  dictionary=()
  [ -f "Fuzz/Dictionaries/$target.dict" ] && dictionary=("-dict=Fuzz/Dictionaries/$target.dict")
  log=$(mktemp)
  # -rss_limit_mb: the readers keep nothing between inputs; 2 GB is a leak, not a need.
  "Fuzz/.build/$config/fuzz-$target" "$work" "${existing[@]}" \
    -max_total_time="$seconds" -max_len=16384 -rss_limit_mb=2048 -timeout=10 -print_final_stats=1 \
    "${dictionary[@]}" -artifact_prefix="Fuzz/findings/$target-" >"$log" 2>&1
  status=$?
  stats=$(grep -E '^#[0-9]+.*(DONE|pulse|NEW|REDUCE)' "$log" | tail -1)
  runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
  if [ $status -ne 0 ] || grep -qE 'ERROR: (AddressSanitizer|LeakSanitizer|libFuzzer)|property failed|Fatal error' "$log"; then
    echo "fuzz-$target: FAILED after $runs runs"
    grep -E 'property failed|Fatal error|ERROR:|SUMMARY:|Test unit written|artifact' "$log" | head -8 | sed 's/^/  /'
    failed+=("$target")
  else
    echo "fuzz-$target: ${seconds}s, $runs runs, no finding: $stats"
  fi
  rm -f "$log"
  [ -z "${FUZZ_KEEP:-}" ] && rm -rf "$(dirname "$work")"
done

if [ ${#failed[@]} -gt 0 ]; then
  echo "error: findings in ${failed[*]} (inputs in Fuzz/findings/)" >&2
  exit 1
fi
