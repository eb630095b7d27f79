#!/usr/bin/env python3
"""Times a status bar's call at the sizes fans have: `oshi render --all --family inline`
against `remind -q` on the same reminders, at 10 and 100 oshis (issue 60, goal 1).

Usage: Benchmarks/start.py OSHI [ROUNDS] [SIZES] [--before OLD]   (default 300 rounds,
sizes 10,100); with --before, an earlier build OLD is timed in the same rounds, so that a
change is measured against it and remind in one run.

Each round runs every command once, in turn, with posix_spawn and the standard streams
on /dev/null, so that the timer adds as little as it can to runs of about a millisecond.
Prints a Markdown table: medians, the middle half, minor page faults (getrusage), and
the median of each round's ratio to remind at the same size. The targets are 1.0× at 10
oshis and 1.2× at 100.
"""
import os
import statistics
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

arguments = sys.argv[1:]
before = None
if "--before" in arguments:
    at = arguments.index("--before")
    before = os.path.abspath(arguments[at + 1])
    del arguments[at:at + 2]
oshi = os.path.abspath(arguments[0])
rounds = int(arguments[1]) if len(arguments) > 1 else 300
sizes = [int(n) for n in (arguments[2] if len(arguments) > 2 else "10,100").split(",")]
work = os.environ.get("OSHI_BENCH_WORK", "/tmp/oshi-bench")  # bench.py --work
os.makedirs(work, exist_ok=True)
remind = "/usr/bin/remind"
environment = bench.environment()


def run(command):
    """Wall time in ms and minor page faults of one run."""
    started = time.perf_counter()
    pid = os.posix_spawn(command[0], command, environment, file_actions=[
        (os.POSIX_SPAWN_OPEN, 1, "/dev/null", os.O_WRONLY, 0),
        (os.POSIX_SPAWN_OPEN, 2, "/dev/null", os.O_WRONLY, 0)])
    _, status, usage = os.wait4(pid, 0)
    wall = (time.perf_counter() - started) * 1000
    if status != 0:
        sys.exit(f"failed: {' '.join(command)}")
    return wall, usage.ru_minflt


commands = {}
for n in sizes:
    store, reminders = bench.generate(n, work, oshi)
    commands[f"oshi render --all, {n}"] = ([oshi, "render", "--all", "--family", "inline", "--db", store], n)
    if before:
        commands[f"before: oshi render --all, {n}"] = (
            [before, "render", "--all", "--family", "inline", "--db", store], n)
    commands[f"remind -q, {n}"] = ([remind, "-q", reminders, bench.TODAY], n)
times = {name: [] for name in commands}
for _ in range(3):  # settle the page cache; not counted
    for command, _ in commands.values():
        run(command)
for _ in range(rounds):
    for name, (command, _) in commands.items():
        times[name].append(run(command))

print(f"| command ({rounds} rounds) | median | middle half | minor faults | / remind, same size |")
print("|---|---:|---|---:|---:|")
for name, (_, n) in commands.items():
    walls = [wall for wall, _ in times[name]]
    reference = [wall for wall, _ in times[f"remind -q, {n}"]]
    quarters = statistics.quantiles(walls, n=4)
    ratio = statistics.median(a / b for a, b in zip(walls, reference))
    faults = statistics.median(faults for _, faults in times[name])
    print(f"| {name} | {statistics.median(walls):.3f} ms | {quarters[0]:.3f}–{quarters[2]:.3f} "
          f"| {faults:.0f} | {ratio:.2f} |")
