#!/usr/bin/env python3
"""Checks the release `oshi` against the deterministic thresholds in Benchmarks/thresholds.json.

Usage: Benchmarks/check-thresholds.py [--bin .build/release] [--update [MEASURE ...]] [--jobs N]

Run after `make build`; `.ci/run` runs it. Times vary by tens of percent on
a shared machine, so CI does not check them; it checks measures that are the same on
every run, as swift-nio checks its allocation counts:

- instructions (valgrind's callgrind, `Collected`) of the release `oshi` for
  `render o1-birthday`, `render --all --family inline` and `render --all --family all
  --format json`, on bench.py's store of 1,000 oshis (3,000 widgets), with OSHI_NOW,
  TZ and LANG fixed, and HOME a folder of the check's own: the plain run of each command
  leaves the store's copy there, which the measured runs read, as a status bar's calls do
  between two changes (docs/perf-history.md#store-copy);
- the heap's peak (bytes live at once) and the number of allocations of the same three
  commands, from valgrind's DHAT (`At t-gmax`, `Total`). Valgrind replaces malloc through
  a preloaded library, which a fully static binary never loads, so DHAT runs a copy of
  `oshi` linked dynamically from the same object files (SwiftPM's own link command without
  `-static-executable`); the code is the same, and its output is checked to be the same;
- the instructions of `oshi upcoming --days 365` and of `oshi notify` with nothing due
  (after a first run has recorded the day's notifications), which the lean `oshi`
  answers itself since 2026-11-26 (both were measured on `oshi-cli` before);
- the size in bytes of `.build/release/oshi`, and of the three binaries together as the
  package installs them (stripped as dist/debian/build.sh strips them; oshi-notify-send
  is a link to oshi-card), oshi-cli with ICU's data cut as `make build` links it (issue 60).

A measure more than `tolerance` (a fraction) above its baseline fails the check; one
more than `tolerance` below it is reported, so that the baseline can be lowered and the
next regression of that size still fails. `--update` records the measures as the new
baselines, `--update NAME ...` only the named ones (say why in the commit). See
BENCHMARKS.md#thresholds.
"""
import argparse
import concurrent.futures
import hashlib
import json
import os
import platform
import re
import shutil
import subprocess
import sys
import tempfile
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import bench  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
THRESHOLDS = os.path.join(ROOT, "Benchmarks", "thresholds.json")
OSHIS = 1000
COMMANDS = {
    "render_id": ["render", "o1-birthday", "--family", "inline"],
    "render_all_inline": ["render", "--all", "--family", "inline"],
    "render_all_json": ["render", "--all", "--family", "all", "--format", "json"],
}
# Every binary the package installs (oshi-notify-send is a link to oshi-card).
BINARIES = ["oshi", "oshi-cli", "oshi-card"]
# The commands prompts and timers run, with the binary that runs them: `oshi` serves
# upcoming itself, and answers notify when nothing is due. Their instructions only.
PROMPT_COMMANDS = {
    "upcoming_365": ("oshi", ["upcoming", "--days", "365"]),
    "notify_nothing_due": ("oshi", ["notify"]),
}


def environment(work):
    """The same environment on every machine: no variable of the caller's reaches oshi."""
    return {"PATH": "/usr/bin:/bin", "HOME": work, "OSHI_NOW": bench.NOW, "TZ": "Asia/Tokyo",
            "LANG": "C.UTF-8"}


def fail(message):
    sys.exit(f"check-thresholds: {message}")


def dynamic_copy(bin_dir, work):
    """Links `oshi` again from the release build's object files, dynamically, for DHAT.

    The arguments are SwiftPM's own link command for `oshi` (from the build's manifest,
    `.build/release.yaml`) without `-static-executable` and the function order, which
    moves code but changes no instruction it runs.
    """
    real = os.path.realpath(bin_dir)
    manifest = os.path.join(os.path.dirname(os.path.dirname(real)), "release.yaml")
    if not os.path.exists(manifest):
        fail(f"{manifest} is missing: run `swift build -c release` first")
    with open(manifest) as handle:
        text = handle.read()
    triple = os.path.basename(os.path.dirname(real))
    key = re.escape(f'"C.oshi-{triple}-release.exe":')
    match = re.search(r"\n  " + key + r"\n(?:    [^\n]*\n)*?    args: (\[[^\n]*\])\n", text)
    if not match:
        fail(f"no link command for oshi in {manifest}")
    args = json.loads(match.group(1))
    linked = []
    index = 0
    while index < len(args):
        arg = args[index]
        if arg == "-static-executable":
            index += 1
            continue
        if arg == "-Xlinker" and index + 1 < len(args) and "symbol-ordering" in args[index + 1]:
            index += 2
            continue
        if arg == "-o":
            linked += ["-o", os.path.join(work, "oshi-dynamic")]
            index += 2
            continue
        linked.append(arg)
        index += 1
    result = subprocess.run(linked, capture_output=True, text=True)
    if result.returncode != 0:
        fail("linking oshi dynamically for DHAT failed:\n" + result.stdout + result.stderr)
    return os.path.join(work, "oshi-dynamic")


def valgrind(tool, binary, arguments, work, name):
    """Runs `binary arguments` under valgrind's `tool`; returns its log and a digest of its output."""
    log = os.path.join(work, f"{name}.{tool}.log")
    command = ["valgrind", f"--tool={tool}", f"--log-file={log}"]
    command += ["--callgrind-out-file=/dev/null"] if tool == "callgrind" else ["--dhat-out-file=/dev/null"]
    result = subprocess.run(command + [binary] + arguments, capture_output=True, env=environment(work))
    if result.returncode != 0:
        fail(f"{' '.join(command + [binary] + arguments)} exited {result.returncode}:\n"
             + result.stderr.decode(errors="replace"))
    with open(log) as handle:
        return handle.read(), hashlib.sha256(result.stdout).hexdigest()


def number(pattern, log, what):
    match = re.search(pattern, log)
    if not match:
        fail(f"no {what} in valgrind's log:\n{log}")
    return int(match.group(1).replace(",", ""))


def measure(bin_dir, jobs):
    oshi = os.path.join(bin_dir, "oshi")
    if not os.path.exists(oshi) or not os.path.exists(os.path.join(bin_dir, "oshi-cli")):
        fail(f"{oshi} or oshi-cli beside it is missing: run `make build` first")
    if not shutil.which("valgrind"):
        fail("valgrind is missing: apt-get install valgrind")
    # A folder name of fixed length, so that the arguments are the same size on every run.
    work = tempfile.mkdtemp(prefix="oshi-thresholds-")
    try:
        store, _ = bench.generate(OSHIS, work, oshi)
        dynamic = dynamic_copy(bin_dir, work)
        # notify's first run records the day's notifications: the measured run finds
        # nothing due, as the hourly timer does most of the time.
        notified = bench.notify_store(store, work, oshi)
        calls = {name: (oshi, arguments + ["--db", store]) for name, arguments in COMMANDS.items()}
        for name, (binary, arguments) in PROMPT_COMMANDS.items():
            calls[name] = (os.path.join(bin_dir, binary),
                           arguments + ["--db", notified if name == "notify_nothing_due" else store])
        expected = {}
        for name, (binary, arguments) in calls.items():
            plain = subprocess.run([binary] + arguments, capture_output=True, env=environment(work), check=True)
            expected[name] = hashlib.sha256(plain.stdout).hexdigest()
        runs = {}
        with concurrent.futures.ThreadPoolExecutor(max_workers=jobs) as pool:
            # The longest first, so that the pool ends together.
            for name in ["upcoming_365", "render_all_json", "notify_nothing_due", "render_all_inline",
                         "render_id"]:
                binary, arguments = calls[name]
                runs[(name, "callgrind")] = pool.submit(valgrind, "callgrind", binary, arguments, work, name)
                if name in COMMANDS:
                    runs[(name, "dhat")] = pool.submit(valgrind, "dhat", dynamic, arguments, work, name)
        measures = {}
        for name, (binary, _) in PROMPT_COMMANDS.items():
            log, digest = runs[(name, "callgrind")].result()
            if digest != expected[name]:
                fail(f"{name}: {binary} printed something else under callgrind")
            measures[f"{name}.instructions"] = number(r"Collected : (\d+)", log, "instruction count")
        for name in COMMANDS:
            log, digest = runs[(name, "callgrind")].result()
            if digest != expected[name]:
                fail(f"{name}: oshi printed something else under callgrind")
            measures[f"{name}.instructions"] = number(r"Collected : (\d+)", log, "instruction count")
            log, digest = runs[(name, "dhat")].result()
            if digest != expected[name]:
                fail(f"{name}: the dynamically linked copy printed something else than oshi")
            measures[f"{name}.heap_peak_bytes"] = number(r"At t-gmax:\s+([\d,]+) bytes", log, "heap peak")
            measures[f"{name}.allocations"] = number(r"Total:\s+[\d,]+ bytes in ([\d,]+) blocks", log,
                                                     "allocation count")
        measures["oshi.binary_bytes"] = os.path.getsize(oshi)
        measures["binaries.stripped_bytes"] = stripped_bytes(bin_dir, work)
        return measures
    finally:
        shutil.rmtree(work, ignore_errors=True)


def stripped_bytes(bin_dir, work):
    """The binaries' bytes as the package and the archive install them: stripped as
    dist/debian/build.sh strips them."""
    total = 0
    for name in BINARIES:
        path = os.path.join(bin_dir, name)
        if not os.path.exists(path):
            fail(f"{path} is missing: run `make build` first")
        copy = os.path.join(work, f"{name}.stripped")
        subprocess.run(["strip", "--strip-unneeded", "--remove-section=.comment",
                        "--remove-section=.note", "-o", copy, path], check=True)
        total += os.path.getsize(copy)
    return total


def tools():
    """What the baselines were measured with: another toolchain or CPU may count differently."""
    def first_line(command):
        try:
            lines = subprocess.run(command, capture_output=True, text=True).stdout.strip().splitlines()
        except OSError:
            return ""
        return lines[0] if lines else ""

    swift, valgrind_version = first_line(["swift", "--version"]), first_line(["valgrind", "--version"])
    cpu = ""
    if os.path.exists("/proc/cpuinfo"):
        with open("/proc/cpuinfo") as handle:
            cpu = next((line.split(":", 1)[1].strip() for line in handle if line.startswith("model name")), "")
    code = first_line(["git", "-C", ROOT, "log", "-1", "--format=%h %s"])
    return {"code": code, "swift": swift, "valgrind": valgrind_version, "machine": platform.machine(),
            "cpu": cpu}


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bin", default=os.path.join(ROOT, ".build", "release"),
                        help="the folder of the release oshi and oshi-cli (default: .build/release)")
    parser.add_argument("--update", nargs="*", metavar="MEASURE",
                        help="record the measures (or only the named ones, such as "
                             "upcoming_365.instructions) as the new baselines")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="valgrind runs at once")
    args = parser.parse_args()
    started = time.monotonic()
    with open(THRESHOLDS) as handle:
        recorded = json.load(handle)
    tolerance = recorded["tolerance"]
    measures = measure(args.bin, args.jobs)
    baselines = recorded.get("baselines", {})

    print(f"| measure ({OSHIS:,} oshis) | baseline | now | change | limit |")
    print("|---|---:|---:|---:|---:|")
    failures, lower = [], []
    for key, value in measures.items():
        base = baselines.get(key)
        if base is None:
            print(f"| {key} | (none) | {value:,} | | |")
            if args.update is None:
                failures.append(f"{key} has no baseline: record one with --update")
            continue
        change = (value - base) / base
        limit = int(base * (1 + tolerance))
        print(f"| {key} | {base:,} | {value:,} | {change:+.2%} | {limit:,} |")
        if value > limit:
            failures.append(f"{key} is {value:,}, {change:+.1%} over its baseline {base:,} "
                            f"(at most {tolerance:.0%} over is allowed)")
        elif change < -tolerance:
            lower.append(f"{key} is {value:,}, {change:+.1%} under its baseline {base:,}")
    for key in baselines:
        if key not in measures:
            failures.append(f"{key} has a baseline but was not measured")
    print(f"\n{time.monotonic() - started:.0f} s; tolerance {tolerance:.0%}")

    if args.update is not None:
        unknown = [key for key in args.update if key not in measures]
        if unknown:
            fail("no such measure: " + ", ".join(unknown))
        now = tools()
        if args.update:
            # The others keep their baselines, and the code they were recorded on is named.
            recorded["baselines"] = dict(baselines)
            recorded["baselines"].update({key: measures[key] for key in args.update})
            was = recorded.get("recorded_with", {}).get("code", "")
            now["code"] = f"{was}; {', '.join(args.update)} on {now['code']}"
        else:
            recorded["baselines"] = measures
        recorded["recorded_with"] = now
        with open(THRESHOLDS, "w") as handle:
            json.dump(recorded, handle, indent=2)
            handle.write("\n")
        print(f"recorded in {os.path.relpath(THRESHOLDS, ROOT)}")
        return
    for line in lower:
        print(f"note: {line}; record it with --update, or a later regression of the same size "
              "passes unnoticed", file=sys.stderr)
    if failures:
        now = tools()
        was = recorded.get("recorded_with", {})
        for line in failures:
            print(f"FAIL: {line}", file=sys.stderr)
        if was.get("code"):
            print(f"The baselines were recorded on {was['code']}.", file=sys.stderr)
        differs = [key for key in ("swift", "valgrind", "cpu") if was.get(key) and was.get(key) != now.get(key)]
        if differs:
            print("The baselines were recorded with " + "; ".join(f"{key} {was[key]!r}" for key in differs)
                  + "; this run has " + "; ".join(f"{now[key]!r}" for key in differs)
                  + ", which may count differently.", file=sys.stderr)
        print("If the cost is meant, record it with Benchmarks/check-thresholds.py --update and say why "
              "in the commit (BENCHMARKS.md#thresholds).", file=sys.stderr)
        sys.exit(1)
    print("all measures within their thresholds")


if __name__ == "__main__":
    main()
