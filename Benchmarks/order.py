#!/usr/bin/env python3
"""Writes Benchmarks/oshi.order: the functions `oshi render` runs, hottest first, then its data.

The release `oshi` is linked with this file (Package.swift), so that lld lays out the
code that `render` runs first instead of scattered through 20 MB of static
binary: a status bar's call then faults in fewer pages and misses the caches less
(docs/perf-history.md#reads-without-grdb). lld places sections: a C
function with a section of its own moves alone, Swift code a whole file at a time.

Run through Benchmarks/order.sh, which builds the release binary first. The runs are the
status-bar commands under callgrind with names left mangled, as the linker knows them, in
three tiers, each after the one before: what a status bar's call runs at 10 oshis with the
store's copy in place (the common case, whose pages every call faults in), the same at
1,000 oshis, and the first call after a change, which reads SQLite and writes the copy
(docs/perf-history.md#store-copy). Symbols the next build no longer has are passed over
by the linker, so a stale file costs speed, never correctness.

After the functions come the data the first tier reads and writes (`.bss`, `.data`,
`.data.rel.ro`, `.rodata`), in the order it first touches them, from valgrind's lackey:
each Swift file's caches of type metadata and its globals' once-tokens, the runtime's and
glibc's, laid together instead of one or two on each of 22 pages of `.bss`, every one of
which a call faulted twice, to read and then to write (docs/perf-history.md#data-order).
"""
import argparse
import bisect
import collections
import os
import re
import subprocess
import sys
import tempfile

sys.path.insert(0, os.path.dirname(__file__))
import bench  # noqa: E402

RUNS = [
    ["render", "o1-birthday", "--family", "inline"],
    ["render", "--all", "--family", "inline"],
    ["render", "--all", "--family", "all", "--format", "json"],
    ["render", "--all", "--format", "waybar"],
    ["render", "--slot", "bar"],
]

# The standard library's mangled names: `$ss…` (module Swift) and `$sS…` (its types), and
# the helpers every Swift object carries a copy of (`__swift_…`), of which lld may keep
# the standard library's.
STANDARD = re.compile(r"^(\$s[sS]|__swift_)")
LINE = re.compile(r"^\s*([\d,]+)\s+(?:\([^)]*\)\s+)?(?:[^:\s]*:)?(\S+)\s+\[")


def costs(oshi, store, folder, home, warm):
    """Instructions per function over every run, summed; with `warm`, each run after one
    that made the store's copy in `home`, else with no copy there."""
    total = collections.Counter()
    environment = bench.environment()
    environment["HOME"] = home
    # `refresh` runs in oshi-cli, which `oshi` hands it to: only the renders are `oshi`'s.
    for index, arguments in enumerate(RUNS):
        command = [oshi] + arguments + ["--db", store]
        copies = os.path.join(home, ".cache", "oshi")
        if warm:
            subprocess.run(command, stdout=subprocess.DEVNULL, env=environment, check=True)
        elif os.path.isdir(copies):
            for name in os.listdir(copies):
                if name.startswith("store-") and name.endswith(".copy"):
                    os.remove(os.path.join(copies, name))
        profile = os.path.join(folder, f"callgrind.{index}")
        subprocess.run(
            ["valgrind", "--tool=callgrind", "--demangle=no", f"--callgrind-out-file={profile}"]
            + command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment, check=True)
        report = subprocess.run(["callgrind_annotate", "--threshold=100", profile], capture_output=True,
                                text=True, check=True).stdout
        for line in report.splitlines():
            match = LINE.match(line)
            if not match:
                continue
            name = re.sub(r"'\d+$", "", match.group(2))
            if name.startswith("0x") or name == "???":
                continue
            total[name] += int(match.group(1).replace(",", ""))
    return total


def data_symbols(oshi, store, home):
    """The data symbols the runs touch with the store's copy in `home`, in first-touch order."""
    sections = {}
    listing = subprocess.run(["readelf", "-SW", oshi], capture_output=True, text=True, check=True).stdout
    for line in listing.splitlines():
        match = re.search(r"\]\s+(\S+)\s+\S+\s+([0-9a-f]+)\s+[0-9a-f]+\s+([0-9a-f]+)", line)
        if match and match.group(1) in (".data.rel.ro", ".data", ".rodata", ".bss"):
            start = int(match.group(2), 16)
            sections[match.group(1)] = (start, start + int(match.group(3), 16))
    symbols = []
    for line in subprocess.run(["nm", "-S", "-n", oshi], capture_output=True, text=True,
                               check=True).stdout.splitlines():
        fields = line.split()
        if len(fields) == 4 and fields[2] in "bBdDrRvV":
            symbols.append((int(fields[0], 16), max(int(fields[1], 16), 1), fields[3]))
    symbols.sort()
    starts = [start for start, _, _ in symbols]
    low = min(start for start, _ in sections.values())
    high = max(end for _, end in sections.values())
    environment = bench.environment()
    environment["HOME"] = home
    seen = {}
    for arguments in RUNS:
        command = [oshi] + arguments + ["--db", store]
        subprocess.run(command, stdout=subprocess.DEVNULL, env=environment, check=True)
        trace = os.path.join(home, "lackey.txt")
        subprocess.run(["valgrind", "--tool=lackey", "--trace-mem=yes", f"--log-file={trace}"]
                       + command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                       env=environment, check=True)
        with open(trace) as lines:
            for line in lines:
                fields = line.split()
                if len(fields) != 2 or fields[0] not in ("L", "S", "M"):
                    continue
                address = int(fields[1].split(",")[0], 16)
                if not low <= address < high:
                    continue
                at = bisect.bisect_right(starts, address) - 1
                if at >= 0 and address < symbols[at][0] + symbols[at][1]:
                    seen.setdefault(symbols[at][2], None)
        os.remove(trace)
    return list(seen)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--oshi", required=True)
    parser.add_argument("--output", default=os.path.join(os.path.dirname(__file__), "oshi.order"))
    args = parser.parse_args()
    work = "/tmp/oshi-bench"
    os.makedirs(work, exist_ok=True)
    few, _ = bench.generate(10, work, args.oshi)
    many, _ = bench.generate(1000, work, args.oshi)
    names = []
    with tempfile.TemporaryDirectory() as folder:
        for store, warm in [(few, True), (many, True), (many, False)]:
            total = costs(args.oshi, store, folder, folder, warm)
            # The standard library's Swift code is a few large sections, which lld moves
            # whole: placed after everything else the tier runs, they do not push its
            # own functions apart.
            tier = sorted(total.items(), key=lambda item: (STANDARD.match(item[0]) is not None,
                                                           -item[1], item[0]))
            placed = set(names)
            names += [name for name, _ in tier if name not in placed]
        data = data_symbols(args.oshi, few, folder)
    with open(args.output, "w") as handle:
        handle.write("\n".join(names + data) + "\n")
    print(f"{len(names)} functions and {len(data)} data symbols written to {args.output}",
          file=sys.stderr)


if __name__ == "__main__":
    main()
