#!/usr/bin/env python3
"""Times `oshi refresh` with nothing changed, with the calendar vdir (`--formats
waybar,vdir`) and without it (`--formats waybar`), on bench.py's store, and checks that
the refreshes with the vdir wrote no file of it.

Two cases, each run alternately, A without the vdir and B with it, after one refresh
that wrote every file:
- the same day: the timeline's fingerprint says nothing changed, and refresh renders
  nothing (what every refresh but midnight's does);
- rendered again: the timeline is removed before each run, so that refresh renders
  every widget and event and compares each file with the one there, as the next day's
  refresh does when the store did not change, and writes no vdir file.

Usage: Benchmarks/vdir.py OSHI [RUNS] [OSHIS]; medians, a Markdown table. Works in
$OSHI_BENCH_WORK (default /tmp/oshi-bench).
"""
import os
import resource
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

oshi = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
count = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
work = os.environ.get("OSHI_BENCH_WORK", "/tmp/oshi-bench")
os.makedirs(work, exist_ok=True)
store, _ = bench.generate(count, work, oshi)
outputs = {key: os.path.join(work, f"vdir-{name}-{count}") for key, name in (("a", "off"), ("b", "on"))}
formats = {"a": "waybar", "b": "waybar,vdir"}
commands = {
    key: [oshi, "refresh", "--db", store, "--out", outputs[key], "--formats", formats[key]]
    for key in outputs
}
for key in outputs:
    bench.run_once(commands[key])
# A refresh trusts the vdir folder's times once they are 2 seconds old (the coarsest file
# system clock), and renders again until then: wait, as a status bar's next refresh
# does, and refresh once more, so that the same day's refreshes find the folder as the
# timeline records it.
time.sleep(2.1)
for key in outputs:
    bench.run_once(commands[key])
calendar = os.path.join(outputs["b"], "calendar")


def stamps():
    """Each vdir file's modification time and inode: a rewrite changes both."""
    return {
        name: (os.stat(os.path.join(calendar, name)).st_mtime_ns,
               os.stat(os.path.join(calendar, name)).st_ino)
        for name in os.listdir(calendar)
    }


written = stamps()


def forget(key):
    """Removes the timeline, so that the next refresh renders everything again."""
    timeline = os.path.join(outputs[key], "timeline.json")
    if os.path.exists(timeline):
        os.remove(timeline)


def run(command):
    """The wall time and the CPU time (user and system, all threads) of one run."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                   env=bench.environment(), check=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu


print(f"{count:,} oshis, {len(written):,} vdir files, {runs} runs each, medians; the vdir is")
print("written on a thread of its own, so CPU time (all threads) is given beside wall time")
print()
print("| refresh, nothing changed | without vdir | with vdir | with/without | CPU with/without |")
print("|---|---:|---:|---:|---:|")
for case, before in (("the same day", None), ("rendered again", forget)):
    walls = {"a": [], "b": []}
    cpus = {"a": [], "b": []}
    for index in range(runs + 2):
        for key in ("a", "b"):
            if before:
                before(key)
            wall, cpu = run(commands[key])
            if index >= 2:  # two runs each warm the page cache, and are not counted
                walls[key].append(wall)
                cpus[key].append(cpu)
    without, with_vdir = bench.ms(walls["a"]), bench.ms(walls["b"])
    cpu_ratio = statistics.median(cpus["b"]) / statistics.median(cpus["a"])
    print(f"| {case} | {without:.1f} ms | {with_vdir:.1f} ms | {with_vdir / without:.2f} "
          f"| {cpu_ratio:.2f} |")
    sys.stdout.flush()
after = stamps()
changed = sorted(name for name in after if written.get(name) != after[name])
missing = sorted(set(written) - set(after))
print()
print(f"vdir files rewritten: {len(changed)}, removed: {len(missing)}")
if changed or missing:
    sys.exit(f"a refresh with nothing changed wrote the vdir: {(changed + missing)[:5]}")
