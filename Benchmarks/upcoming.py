#!/usr/bin/env python3
"""Times `oshi upcoming --days 365` against `remind -n` on bench.py's stores (issues 19, 44).

Usage: Benchmarks/upcoming.py OSHI [RUNS] [SIZES]; alternating runs, medians, a Markdown
table. Both read the same birthdays and debuts (and days since following): `remind -n`
prints each reminder's next occurrence, one line per reminder, and `upcoming` lists about
three times as many occasions (half-years, milestones and キリ番 too). A second remind
file has the birthdays and debuts alone, warned 7 days ahead (`REM Mar 15 +7 MSG …`, the
age in `[…]`). The target (issues 44 and 60) is at most 2.0× remind at 1,000 oshis, on
both files.
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
print("| oshis | occasions listed | oshi upcoming --days 365 | remind -n (one line per reminder) | oshi/remind "
      "| remind -n, birthdays and debuts +7 | oshi/remind |")
print("|---:|---:|---:|---:|---:|---:|---:|")
for n in sizes:
    store, reminders = bench.generate(n, work, oshi)
    a = [oshi, "upcoming", "--days", "365", "--db", store]
    plain = ["remind", "-n", "-q", reminders, bench.TODAY]
    # The second file of issue 60: the birthdays and debuts warned 7 days ahead, with the
    # age and the years computed in [...], as a fan's own remind file has them.
    week = ["remind", "-n", "-q", bench.advance_reminders(reminders, 7), bench.TODAY]
    lines = len(subprocess.run(a, capture_output=True, env=bench.environment(), check=True).stdout.splitlines())
    times = bench.alternate_each({"a": a, "plain": plain, "week": week}, runs)
    x, y, z = (bench.ms(times[key]) for key in ("a", "plain", "week"))
    print(f"| {n:,} | {lines:,} | {x:.1f} ms | {y:.1f} ms | {x / y:.2f} | {z:.1f} ms | {x / z:.2f} |")
    sys.stdout.flush()
