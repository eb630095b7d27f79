#!/usr/bin/env python3
"""Compares two oshi binaries' render --all, alternating with remind; prints a Markdown table.

Usage: Benchmarks/compare.py BEFORE AFTER [RUNS]

Each binary gets its own copy of bench.py's stores (a newer binary migrates its copy,
which an older one would then refuse). Used for the redesign's one-thread measurement
in docs/perf-history.md#redesign.
"""
import os
import shutil
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

before, after = sys.argv[1], sys.argv[2]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 21
work = "/tmp/oshi-bench"
os.makedirs(work, exist_ok=True)
print("| oshis | case | before | after | after/before | remind | after/remind |")
print("|---:|---|---:|---:|---:|---:|---:|")
for n in [10, 100, 300, 1000, 10000]:
    store, reminders = bench.generate(n, work, before)
    copies = {}
    for name, binary in (("before", before), ("after", after)):
        copies[name] = os.path.join(work, f"{name}-{n}.sqlite")
        shutil.copyfile(store, copies[name])
    os.sync()
    time.sleep(1)
    for case, args in [("render --all inline", ["render", "--all", "--family", "inline"]),
                       ("render --all, all families, JSON",
                        ["render", "--all", "--family", "all", "--format", "json"])]:
        commands = {
            "a": [before] + args + ["--db", copies["before"]],
            "b": [after] + args + ["--db", copies["after"]],
            "c": ["remind", "-q", reminders, bench.TODAY],
        }
        times = {key: [] for key in commands}
        for _ in range(2):
            for command in commands.values():
                bench.run_once(command)
        for _ in range(runs):
            for key, command in commands.items():
                times[key].append(bench.run_once(command))
        a, b, c = (bench.ms(times[key]) for key in "abc")
        print(f"| {n} | {case} | {a:.1f} ms | {b:.1f} ms | {b / a:.2f} | {c:.1f} ms | {b / c:.2f} |")
        sys.stdout.flush()
