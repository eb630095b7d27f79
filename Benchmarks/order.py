#!/usr/bin/env python3
"""Writes Benchmarks/oshi.order: the functions `oshi render` runs, hottest first.

The release `oshi` is linked with this file (Package.swift), so that lld lays out the
code that `render` runs first instead of scattered through 20 MB of static
binary: a status bar's call then faults in fewer pages and misses the caches less
(docs/perf-history.md#reads-without-grdb). lld places sections: a C
function with a section of its own moves alone, Swift code a whole file at a time.

Run through Benchmarks/order.sh, which builds the release binary first. The runs are the
status-bar commands on bench.py's 1,000-oshi store, under callgrind with names left
mangled, as the linker knows them. Symbols the next build no longer has are passed over
by the linker, so a stale file costs speed, never correctness.
"""
import argparse
import collections
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

RUNS = [
    ["render", "o1-birthday", "--family", "inline"],
    ["render", "--all", "--family", "inline"],
    ["render", "--all", "--family", "all", "--format", "json"],
    ["render", "--all", "--format", "waybar"],
    ["render", "--slot", "bar"],
]

LINE = re.compile(r"^\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(?:[^:\s]*:)?(\S+)\s+\[")


def costs(oshi, store, folder):
    """Instructions per function over every run, summed."""
    total = collections.Counter()
    # `refresh` runs in oshi-cli, which `oshi` hands it to: only the renders are `oshi`'s.
    for index, arguments in enumerate(RUNS):
        profile = os.path.join(folder, f"callgrind.{index}")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}", oshi]
            + arguments + ["--db", store],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=bench.environment(), check=True)
        report = subprocess.run(["callgrind_annotate", "--threshold=100", profile], capture_output=True,
                                text=True, check=True).stdout
        for line in report.splitlines():
            match = LINE.match(line)
            if not match:
                continue
            name = re.sub(r"'\d+$", "", match.group(2))
            if name.startswith("0x") or name == "???":
                continue
            total[name] += int(match.group(1).replace(",", ""))
    return total


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--oshi", required=True)
    parser.add_argument("--output", default=os.path.join(os.path.dirname(__file__), "oshi.order"))
    args = parser.parse_args()
    work = "/tmp/oshi-bench"
    os.makedirs(work, exist_ok=True)
    store, _ = bench.generate(1000, work, args.oshi)
    with tempfile.TemporaryDirectory() as folder:
        total = costs(args.oshi, store, folder)
    names = [name for name, _ in sorted(total.items(), key=lambda item: (-item[1], item[0]))]
    with open(args.output, "w") as handle:
        handle.write("\n".join(names) + "\n")
    print(f"{len(names)} functions written to {args.output}", file=sys.stderr)


if __name__ == "__main__":
    main()
