#!/usr/bin/env python3
"""Times `oshi export --format ics` on bench.py's stores, against `oshi export` (the JSON
backup of the same store) and `remind -s12` (remind's year of dated lines, the nearest it
has to a calendar export; Debian's remind ships no rem2ics).

Usage: Benchmarks/ics.py OSHI [RUNS]; alternating runs, medians, a Markdown table.
"""
import os
import sys

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

oshi = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 11
work = "/tmp/oshi-bench"
print("| oshis | export --format ics | export (JSON) | remind -s12 | ics/remind |")
print("|---:|---:|---:|---:|---:|")
for n in (1000, 10000):
    store, reminders = bench.generate(n, work, oshi)
    commands = [
        [oshi, "export", "--format", "ics", "--db", store],
        [oshi, "export", "--db", store],
        ["remind", "-s12", "-q", reminders, bench.TODAY],
    ]
    times = [[] for _ in commands]
    for _ in range(2):
        for command in commands:
            bench.run_once(command)
    for _ in range(runs):
        for index, command in enumerate(commands):
            times[index].append(bench.run_once(command))
    ics, json, remind = (bench.ms(values) for values in times)
    print(f"| {n:,} | {ics:.1f} ms | {json:.1f} ms | {remind:.1f} ms | {ics / remind:.2f} |")
    sys.stdout.flush()
