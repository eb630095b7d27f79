#!/usr/bin/env python3
"""Times `oshi cal` against `remind -c` on bench.py's stores (issue 58).

Usage: Benchmarks/cal.py OSHI-CLI [RUNS] [SIZES]; alternating runs, medians, a Markdown
table. Both read the same birthdays, debuts and days since following for December 2026:
`remind -c1` draws that month's box calendar with each reminder in its day, `oshi cal
2026-12` the month's grid and every occasion `upcoming` lists for it (half-years,
milestones and キリ番 too). The target is at most 2.0× remind at 1,000 oshis. `cal` is
oshi-cli's (the lean `oshi` does not serve it).

bench.py's days-since-following reminder has no date (`REM MSG …`), so it falls on every
day and remind's calendar draws it 31 times: the last column is remind on the birthdays
and debuts alone (two thirds of the reminders), the fairer peer.
"""
import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

oshi = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
sizes = [int(n) for n in (sys.argv[3] if len(sys.argv) > 3 else "1000").split(",")]
work = os.environ.get("OSHI_BENCH_WORK", "/tmp/oshi-bench")  # bench.py --work
os.makedirs(work, exist_ok=True)
print("| oshis | occasions listed | oshi cal 2026-12 | remind -c1 (December 2026) | oshi/remind "
      "| remind -c1, dated reminders only | oshi/that |")
print("|---:|---:|---:|---:|---:|---:|---:|")
for n in sizes:
    store, reminders = bench.generate(n, work, oshi)
    a = [oshi, "cal", "2026-12", "--db", store]
    b = ["remind", "-c1", "-q", reminders, "2026-12-01"]
    output = subprocess.run(a, capture_output=True, env=bench.environment(), check=True).stdout
    listed = sum(1 for line in output.decode().splitlines() if line[:2].strip().isdigit() and "  " in line[2:8])
    dated = reminders.replace(".rem", "-dated.rem")
    with open(reminders) as source, open(dated, "w") as target:
        target.writelines(line for line in source if not line.startswith("REM MSG"))
    c = ["remind", "-c1", "-q", dated, "2026-12-01"]
    times, _ = bench.alternate(a, b, runs)
    x, y = bench.ms(times["a"]), bench.ms(times["b"])
    times, _ = bench.alternate(a, c, runs)
    x2, z = bench.ms(times["a"]), bench.ms(times["b"])
    print(f"| {n:,} | {listed:,} | {x:.1f} ms | {y:.1f} ms | {x / y:.2f} | {z:.1f} ms | {x2 / z:.2f} |")
    sys.stdout.flush()
