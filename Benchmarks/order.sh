#!/usr/bin/env bash
# Regenerates Benchmarks/oshi.order, the order of the functions and data the release oshi
# is linked in (see Benchmarks/order.py). Run it after changes to the status-bar path,
# then rebuild: SwiftPM does not see the file change, so the binary is removed to be
# linked again.
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
command -v valgrind >/dev/null 2>&1 || { apt-get update && apt-get install -y valgrind; }
# The release build as make installs it (oshi-cli with ICU's cut data).
make --no-print-directory build >&2
bin="$(swift build -c release --show-bin-path)"
python3 Benchmarks/order.py --oshi "$bin/oshi" "$@"
rm -f "$bin/oshi"
