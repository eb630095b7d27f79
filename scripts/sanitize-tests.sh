#!/bin/bash
# The whole test suite under a sanitizer, in a build folder of its own
# (.build-address, .build-undefined), so that the normal build stays as it is:
#
#   scripts/sanitize-tests.sh address        # AddressSanitizer and LeakSanitizer
#   scripts/sanitize-tests.sh undefined      # UndefinedBehaviorSanitizer (macOS only)
#   scripts/sanitize-tests.sh address --filter CardTests
#
# The binaries the tests run are built with the sanitizer too; the tests' harness passes
# these variables on to them. scripts/lsan.supp names the leaks at exit that are the
# toolchain's or a dependency's, not oshi's (docs/fuzzing.md).
set -eu
cd "$(dirname "$0")/.."
kind=${1:-address}
shift || true
case $kind in
  address) ;;
  undefined)
    # Swift 6.3's compiler takes -sanitize=undefined only for Apple's platforms; on Linux
    # it refuses the option. It would check C code, and oshi compiles none of its own:
    # the C it calls (SQLite, sd-bus, Cairo, Pango, gdk-pixbuf, MeCab) is Debian's, built
    # without it. Swift's own checks (overflow, bounds, exclusivity) trap in every test.
    if [ "$(uname)" != Darwin ]; then
      echo "error: swiftc refuses -sanitize=undefined on Linux, and oshi compiles no C of its own to check; run address here (docs/fuzzing.md)" >&2
      exit 64
    fi
    ;;
  *)
    echo "error: the sanitizers are address and undefined (macOS), not '$kind'" >&2
    exit 64
    ;;
esac
export PATH=/opt/swift/usr/bin:$PATH
# Swift's backtracer and the sanitizer both catch a crash; the sanitizer's report is kept.
export SWIFT_BACKTRACE=enable=no
# The tests run oshi with PATH=/usr/bin:/bin; the sanitizer needs the symbolizer to name
# the functions that suppressions match.
export ASAN_SYMBOLIZER_PATH=/opt/swift/usr/bin/llvm-symbolizer
export LSAN_OPTIONS=suppressions=$PWD/scripts/lsan.supp:print_suppressions=0
export UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1
exec swift test --sanitize="$kind" --scratch-path ".build-$kind" "$@"
