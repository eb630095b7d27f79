#!/usr/bin/env bash
# Benchmarks oshi against Debian's remind and a GRDB start-up floor. Not part of
# `swift test`. Usage: Benchmarks/run.sh [--sizes 100,1000,10000] [--runs 21]
set -euo pipefail
cd "$(dirname "$0")/.."
[ -d /opt/swift/usr/bin ] && export PATH="/opt/swift/usr/bin:$PATH"
need=()
command -v remind >/dev/null 2>&1 || need+=(remind)
[ -x /usr/bin/time ] || need+=(time)
if [ ${#need[@]} -gt 0 ]; then apt-get update && apt-get install -y "${need[@]}"; fi
# The release build as make installs it (oshi-cli with ICU's cut data).
make --no-print-directory build >&2
# The floor is a package of its own (Benchmarks/Package.swift), built the same way.
swift build -c release --package-path Benchmarks --product oshi-floor >&2
bin=$(swift build -c release --show-bin-path)
floor=$(swift build -c release --package-path Benchmarks --show-bin-path)
exec python3 Benchmarks/bench.py --oshi "$bin/oshi" --floor "$floor/oshi-floor" "$@"
