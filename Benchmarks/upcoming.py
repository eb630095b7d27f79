#!/usr/bin/env python3
"""Times `oshi upcoming --days 365` against `remind -n` on bench.py's stores (issue 19).

Usage: Benchmarks/upcoming.py OSHI [RUNS]; alternating runs, medians, a Markdown table.
"""
import os
import subprocess
import sys
sys.path.insert(0, os.path.dirname(__file__))
import bench
oshi = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
work="/tmp/oshi-bench"
print("| oshis | occasions listed | oshi upcoming --days 365 | remind -n (one line per reminder) | oshi/remind |")
print("|---:|---:|---:|---:|---:|")
for n in (1000, 10000):
    store, reminders = bench.generate(n, work, oshi)
    a=[oshi,"upcoming","--days","365","--db",store]; b=["remind","-n","-q",reminders,bench.TODAY]

    lines=len(subprocess.run(a,capture_output=True,env=bench.environment()).stdout.splitlines())
    ta,tb=[],[]
    for _ in range(2): bench.run_once(a); bench.run_once(b)
    for _ in range(runs): ta.append(bench.run_once(a)); tb.append(bench.run_once(b))
    x,y=bench.ms(ta),bench.ms(tb)
    print(f"| {n:,} | {lines:,} | {x:.1f} ms | {y:.1f} ms | {x/y:.2f} |")
