#!/usr/bin/env python3
"""Times `oshi notify` with nothing due on bench.py's stores (issue 20): the hourly run
of cron or the daily timer, after an earlier run recorded the day's notifications.

Usage: Benchmarks/notify.py OSHI [RUNS]; alternating runs against `remind -q` on the
same reminders (its plain run, the nearest thing remind has), medians, a Markdown table.
"""
import os
import shutil
import subprocess
import sys
sys.path.insert(0, os.path.dirname(__file__))
import bench
oshi = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
work = "/tmp/oshi-bench"
os.makedirs(work, exist_ok=True)
print("| oshis | recorded by the first run | oshi notify, nothing due | remind -q | oshi/remind |")
print("|---:|---:|---:|---:|---:|")
for n in (1000, 10000):
    store, reminders = bench.generate(n, work, oshi)
    # A copy, so that bench.py's store stays as it was made.
    copy = os.path.join(work, f"notify-{n}.sqlite")
    shutil.copyfile(store, copy)
    first = subprocess.run([oshi, "notify", "--print", "--db", copy], capture_output=True,
                           env=bench.environment(), check=True)
    sent = len(first.stdout.splitlines())
    a = [oshi, "notify", "--db", copy]
    b = ["remind", "-q", reminders, bench.TODAY]
    again = subprocess.run(a, capture_output=True, env=bench.environment())
    assert again.returncode == 0 and not again.stdout, again
    ta, tb = [], []
    for _ in range(2): bench.run_once(a); bench.run_once(b)
    for _ in range(runs): ta.append(bench.run_once(a)); tb.append(bench.run_once(b))
    x, y = bench.ms(ta), bench.ms(tb)
    print(f"| {n:,} | {sent:,} sent (and the month's missed ones skipped) | {x:.1f} ms | {y:.1f} ms | {x/y:.2f} |")
