#!/usr/bin/env python3
"""Times `oshi notify` with nothing due on bench.py's stores (issues 20, 44): the hourly
run of cron or the daily timer, after an earlier run recorded the day's notifications.

Usage: Benchmarks/notify.py OSHI [RUNS] [SIZES]; alternating runs, medians, a Markdown
table. remind's counterpart is `remind -q` on the same birthdays and debuts, each warned
7 days ahead (`REM Mar 15 +7 MSG …`, the work of notify's lead of 7 days: it prints the
few that fall in the week); remind's plain run of all the reminders (`+366`, every line
printed) is shown too. The target (issue 44) is at most 2.5× the first at 1,000 oshis.
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

oshi = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
sizes = [int(n) for n in (sys.argv[3] if len(sys.argv) > 3 else "1000,10000").split(",")]
work = os.environ.get("OSHI_BENCH_WORK", "/tmp/oshi-bench")  # bench.py --work
os.makedirs(work, exist_ok=True)
print("| oshis | oshi notify, nothing due | remind -q, birthdays and debuts +7 | oshi/remind "
      "| remind -q, all (+366) | oshi/remind |")
print("|---:|---:|---:|---:|---:|---:|")
for n in sizes:
    store, reminders = bench.generate(n, work, oshi)
    a = [oshi, "notify", "--db", bench.notify_store(store, work, oshi)]
    week = ["remind", "-q", bench.advance_reminders(reminders, 7), bench.TODAY]
    plain = ["remind", "-q", reminders, bench.TODAY]
    times = bench.alternate_each({"a": a, "week": week, "plain": plain}, runs)
    x, y, z = (bench.ms(times[key]) for key in ("a", "week", "plain"))
    print(f"| {n:,} | {x:.1f} ms | {y:.1f} ms | {x / y:.2f} | {z:.1f} ms | {x / z:.2f} |")
    sys.stdout.flush()
