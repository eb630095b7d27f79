#!/usr/bin/env python3
"""Times `oshi import` of contacts (vCard), ~/.birthdays and CSV at growing sizes, to
show that each grows linearly.

Usage: Benchmarks/contacts.py OSHI [SIZES] [RUNS]
  e.g. Benchmarks/contacts.py .build/release/oshi 1000,2000,4000,10000,20000 3

For each size and format it writes a file of that many people (a birthday each, and
an anniversary for every other one), imports it into an empty store, then again with
--merge into the full store (every name stored, so every oshi is updated). Prints a
Markdown table of medians and the time per 1,000 people, which stays flat when the
growth is linear.
"""
import os
import statistics
import sys

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

oshi = sys.argv[1]
sizes = [int(n) for n in (sys.argv[2] if len(sys.argv) > 2 else "1000,2000,4000,10000,20000").split(",")]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
work = "/tmp/oshi-bench-contacts"
os.makedirs(work, exist_ok=True)


def people(n):
    for index in range(n):
        name = f"Oshi {index}" if index % 2 else f"推し{index}"
        year, month, day = 1980 + index % 30, 1 + index % 12, 1 + index % 28
        yield index, name, year, month, day


def vcard(n):
    cards = []
    for index, name, year, month, day in people(n):
        lines = ["BEGIN:VCARD", "VERSION:3.0", f"FN:{name}", f"BDAY:{year:04d}-{month:02d}-{day:02d}"]
        if index % 2 == 0:
            lines.append(f"ANNIVERSARY:{2010 + index % 15:04d}{month:02d}{day:02d}")
        lines.append("END:VCARD")
        cards.append("\r\n".join(lines) + "\r\n")
    return "".join(cards)


def birthdays(n):
    lines = []
    for index, name, year, month, day in people(n):
        lines.append(f"{name}={day:02d}/{month:02d}/{year:04d}")
        if index % 2 == 0:
            lines.append(f"{name}={day:02d}/{month:02d}/{2010 + index % 15:04d} ann")
    return "\n".join(lines) + "\n"


def csv(n):
    lines = ["name,birthday,since"]
    for index, name, year, month, day in people(n):
        lines.append(f"{name},{year:04d}/{month}/{day},{2015 + index % 10}年{month}月{day}日")
    return "\n".join(lines) + "\n"


def timed(arguments):
    return bench.run_once([oshi] + arguments)


print("| format | people | into an empty store | --merge (all updated) | empty, per 1,000 people |")
print("|---|---:|---:|---:|---:|")
for name, make in (("vCard", vcard), ("~/.birthdays", birthdays), ("CSV", csv)):
    for n in sizes:
        path = os.path.join(work, f"{name.strip('~/.')}-{n}.txt")
        with open(path, "w") as handle:
            handle.write(make(n))
        store = os.path.join(work, f"store-{n}.sqlite")
        empty, merge = [], []
        for _ in range(runs):
            if os.path.exists(store):
                os.remove(store)
            empty.append(timed(["import", path, "--db", store]))
            merge.append(timed(["import", path, "--merge", "--db", store]))
        e, m = statistics.median(empty), statistics.median(merge)
        print(f"| {name} | {n:,} | {e:.2f} s | {m:.2f} s | {e / n * 1000 * 1000:.0f} ms |")
        sys.stdout.flush()
