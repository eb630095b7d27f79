#!/usr/bin/env python3
"""Times `oshi import` at growing sizes, to show that it grows linearly.

Usage: Benchmarks/import.py OSHI [SIZES] [RUNS]
  e.g. Benchmarks/import.py .build/release/oshi 1000,2000,4000,8000,10000,20000 3

For each size it writes a backup of that many oshis (three widgets each, as bench.py's
stores have), then imports it into an empty store, again with --replace, and again with
--merge into the full store (every row updated). Prints a Markdown table of medians and
the time per 1,000 oshis, which stays flat when the growth is linear.
"""
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

oshi = sys.argv[1]
sizes = [int(n) for n in (sys.argv[2] if len(sys.argv) > 2 else "1000,2000,4000,8000,10000,20000").split(",")]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
work = "/tmp/oshi-bench-import"
os.makedirs(work, exist_ok=True)


def timed(arguments):
    return bench.run_once([oshi] + arguments)


print("| oshis | into an empty store | --replace | --merge (all updated) | empty, per 1,000 oshis |")
print("|---:|---:|---:|---:|---:|")
for n in sizes:
    # bench.generate writes backup-N.json and imports it into store-N.sqlite once.
    bench.generate(n, work, oshi)
    backup = os.path.join(work, f"backup-{n}.json")
    store = os.path.join(work, f"import-{n}.sqlite")
    empty, replace, merge = [], [], []
    for _ in range(runs):
        for suffix in ("", "-wal", "-shm"):
            if os.path.exists(store + suffix):
                os.remove(store + suffix)
        empty.append(timed(["import", backup, "--db", store]))
        replace.append(timed(["import", backup, "--replace", "--db", store]))
        merge.append(timed(["import", backup, "--merge", "--db", store]))
    e, r, m = (statistics.median(values) for values in (empty, replace, merge))
    print(f"| {n:,} | {e:.2f} s | {r:.2f} s | {m:.2f} s | {e / n * 1000 * 1000:.0f} ms |")
    sys.stdout.flush()
