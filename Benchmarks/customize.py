#!/usr/bin/env python3
"""Times `oshi customize` on a pseudo-terminal of 100×32 (issue 57).

Usage: Benchmarks/customize.py OSHI [RUNS] [SIZES] [KEYS]; medians, a Markdown table.

- First paint: from just before the process is started to the end of its first whole
  screen (the `ESC [ J` that ends each drawing, after the alternate screen is entered):
  the process's start, the store read once, every choice's inline line, the screen
  drawn. Then `q`, and the next run. Target: at most 50 ms at 1,000 oshis.
- A key's redraw: in one session, `j` typed KEYS times (default 200), each timed from
  the write of the key to the end of the screen it draws. Target: a median of at most
  16 ms (one frame at 60 Hz).

OSHI is `oshi` or `oshi-cli` (the lean `oshi` hands `customize` to oshi-cli, whose start
the first paint then includes too).
"""
import fcntl
import os
import select
import statistics
import struct
import sys
import termios
import time

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

oshi = sys.argv[1]
runs = int(sys.argv[2]) if len(sys.argv) > 2 else 21
sizes = [int(n) for n in (sys.argv[3] if len(sys.argv) > 3 else "1000").split(",")]
keys = int(sys.argv[4]) if len(sys.argv) > 4 else 200
work = os.environ.get("OSHI_BENCH_WORK", "/tmp/oshi-bench")
os.makedirs(work, exist_ok=True)
ENTER, END = b"\x1b[?1049h", b"\x1b[J"


def start(store):
    master, slave = os.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 32, 100, 0, 0))
    env = dict(bench.environment(), TERM="xterm-256color")
    began = time.perf_counter()
    pid = os.fork()
    if pid == 0:
        os.setsid()
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        os.closerange(3, 4096)
        os.execve(oshi, [oshi, "customize", "bench", "--db", store], env)
    os.close(slave)
    return pid, master, began


def until(master, seen, done, limit=10.0):
    """Reads until `done(seen)`; returns what was read and the time it was done."""
    start = time.perf_counter()
    while not done(seen):
        if time.perf_counter() - start > limit:
            raise SystemExit("oshi customize drew nothing in %.0f s" % limit)
        if select.select([master], [], [], 0.5)[0]:
            seen += os.read(master, 1 << 16)
    return seen, time.perf_counter()


def first_paint(store):
    pid, master, began = start(store)
    _, painted = until(master, b"", lambda s: ENTER in s and END in s.split(ENTER, 1)[1])
    os.write(master, b"q")
    os.waitpid(pid, 0)
    os.close(master)
    return (painted - began) * 1000


def redraws(store):
    pid, master, _ = start(store)
    seen, _ = until(master, b"", lambda s: ENTER in s and END in s.split(ENTER, 1)[1])
    # Every screen ends with END: the i-th key's is the i-th END after the first screen's,
    # however the terminal cuts the bytes into reads.
    drawn = seen.split(ENTER, 1)[1].count(END)
    seen = b""
    times = []
    for index in range(keys):
        os.write(master, b"j")
        sent = time.perf_counter()
        seen, done = until(master, seen, lambda s: s.count(END) >= index + 1)
        times.append((done - sent) * 1000)
    assert drawn == 1, drawn
    os.write(master, b"q")
    os.waitpid(pid, 0)
    os.close(master)
    return times


print("| oshis | choices | first paint (median) | first paint (max) | a key's redraw (median) "
      "| redraw (95th percentile) |")
print("|---:|---:|---:|---:|---:|---:|")
for n in sizes:
    store, _ = bench.generate(n, work, oshi)
    paints = [first_paint(store) for _ in range(runs)]
    keyed = sorted(redraws(store))
    print(f"| {n:,} | {3 * n:,} | {statistics.median(paints):.1f} ms | {max(paints):.1f} ms "
          f"| {statistics.median(keyed):.2f} ms | {keyed[int(len(keyed) * 0.95)]:.2f} ms |")
    sys.stdout.flush()
