#!/usr/bin/env python3
"""Benchmarks oshi against remind and the start-up floor; prints a Markdown report.

Run through Benchmarks/run.sh, which builds the release binaries first. Timings
alternate A and B run by run, so that both see the same machine state, and report
medians and the ratio A/B from the same run. Peak memory comes from GNU time.
"""
import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import time

NOW = "2026-11-22T12:00:00+09:00"
TODAY = "2026-11-22"


def generate(count, folder, oshi):
    """A store of `count` oshis with three widgets each, and the equivalent remind file."""
    store = os.path.join(folder, f"store-{count}.sqlite")
    remind = os.path.join(folder, f"reminders-{count}.rem")
    if os.path.exists(store) and os.path.exists(remind):
        return store, remind
    oshis, lines = [], []
    for index in range(count):
        year = 1980 + index % 30
        month = 1 + index % 12
        day = 1 + index % 28
        debut_year = 2005 + index % 20
        since_year = 2015 + index % 10
        name = f"Oshi {index}" if index % 2 else f"推し{index}"
        slug = f"o{index}"
        months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        birthday = f"{year:04d}-{month:02d}-{day:02d}"
        debut = f"{debut_year:04d}-{month:02d}-{day:02d}"
        since = f"{since_year:04d}-{(month % 12) + 1:02d}-{day:02d}"
        oshis.append({
            "slug": slug, "name": name, "short": None, "symbol": "♡", "group": None,
            "birthday": birthday, "debut": debut, "since": since, "age": "real", "private": False,
            "widgets": [
                {"id": f"{slug}-{kind}", "kind": kind, "date": None, "label": None, "once": False,
                 "count_style": "inclusive" if kind == "following" else "elapsed", "leap_day": "feb28",
                 "private": False}
                for kind in ["birthday", "debut", "following"]
            ],
        })
        mon = months[month - 1]
        # One reminder per widget: the birthday with age and days until, the debut
        # anniversary with years and days since, and the days since following.
        lines.append(f"REM {mon} {day} +366 MSG {name} turns [year(trigdate())-{year}] %b")
        lines.append(
            f"REM {mon} {day} +366 MSG {name} debut [year(trigdate())-{debut_year}] years %b, "
            f"[today()-'{debut}'] days since")
        lines.append(f"REM MSG Following {name}: day [today()-'{since}'+1]")
    backup = os.path.join(folder, f"backup-{count}.json")
    with open(backup, "w") as handle:
        json.dump({"format": "oshi-backup", "version": 1, "oshis": oshis, "slots": [], "settings": {}}, handle,
                  ensure_ascii=False)
    with open(remind, "w") as handle:
        handle.write("\n".join(lines) + "\n")
    if os.path.exists(store):
        os.remove(store)
    subprocess.run([oshi, "import", backup, "--db", store], check=True, env=environment(),
                   stderr=subprocess.DEVNULL)
    subprocess.run([oshi, "slot", "set", "bar", "--widget", "o1-following", "--db", store], check=True,
                   env=environment())
    subprocess.run([oshi, "config", "set", "formats", "waybar,tmux", "--db", store], check=True, env=environment())
    return store, remind


def advance_reminders(reminders, days):
    """The birthdays and debuts of `reminders` alone, each warned of `days` ahead
    (`REM Mar 15 +7 MSG …`): remind's counterpart of notify's lead of `days`."""
    path = reminders.replace(".rem", f"-dated-{days}.rem")
    with open(reminders) as source, open(path, "w") as target:
        target.writelines(line.replace(" +366 ", f" +{days} ") for line in source if " +366 " in line)
    return path


def notify_store(store, folder, oshi):
    """A copy of `store` on which `notify` has run once, so that the next run finds nothing
    due, as the hourly cron line or the timer finds it most of the time."""
    copy = os.path.join(folder, "notify-" + os.path.basename(store))
    shutil.copyfile(store, copy)
    subprocess.run([oshi, "notify", "--print", "--db", copy], check=True, env=environment(),
                   stdout=subprocess.DEVNULL)
    again = subprocess.run([oshi, "notify", "--db", copy], capture_output=True, env=environment())
    if again.returncode != 0 or again.stdout:
        sys.exit(f"notify found something due on its second run: {again}")
    return copy


def environment():
    env = {"PATH": "/usr/bin:/bin", "HOME": os.environ.get("HOME", "/tmp"), "OSHI_NOW": NOW, "TZ": "Asia/Tokyo",
           "LANG": "C.UTF-8"}
    return env


def run_once(command):
    """Wall time in seconds of one run."""
    start = time.perf_counter()
    status = subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=environment()).returncode
    elapsed = time.perf_counter() - start
    if status != 0:
        sys.exit(f"failed: {' '.join(command)}")
    return elapsed


def peak_memory(command, before=None):
    """Peak resident memory in KiB over three runs, from GNU time (the child alone)."""
    peaks = []
    for _ in range(3):
        if before:
            before("a")
        result = subprocess.run(["/usr/bin/time", "-f", "%M"] + command, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, env=environment(), text=True, check=True)
        peaks.append(int(result.stderr.strip().splitlines()[-1]))
    return max(peaks)


def alternate(a, b, runs, before=None):
    """Runs A and B alternately; returns their times and peak memories."""
    times = {"a": [], "b": []}
    for _ in range(2):  # warm the page cache; not counted
        run_once(a)
        run_once(b)
    for _ in range(runs):
        for key, command in (("a", a), ("b", b)):
            if before:
                before(key)
            times[key].append(run_once(command))
    return times, None


def alternate_each(commands, runs):
    """Runs each of `commands` (a name: its argv) once a round, in turn, after two rounds
    that warm the page cache; returns each one's times by name."""
    times = {name: [] for name in commands}
    for _ in range(2):
        for command in commands.values():
            run_once(command)
    for _ in range(runs):
        for name, command in commands.items():
            times[name].append(run_once(command))
    return times


def ms(values):
    return statistics.median(values) * 1000


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--oshi", required=True)
    parser.add_argument("--floor", required=True)
    parser.add_argument("--work", default="/tmp/oshi-bench")
    parser.add_argument("--runs", type=int, default=21)
    parser.add_argument("--sizes", default="100,1000,10000")
    args = parser.parse_args()
    os.makedirs(args.work, exist_ok=True)
    remind = shutil.which("remind")
    if not remind:
        sys.exit("remind is missing: apt-get install remind")

    print(f"- machine: {platform.machine()}, {os.cpu_count()} cores, {platform.platform()}")
    print(f"- date: {time.strftime('%Y-%m-%d %H:%M %Z')}; runs per cell: {args.runs}, alternating A and B; medians")
    print(f"- OSHI_NOW={NOW}, TZ=Asia/Tokyo; remind is given {TODAY}")
    print()
    print("| oshis | A: oshi … | B | A median | B median | A/B | peak RSS of A |")
    print("|---:|---|---|---:|---:|---:|---:|")
    for count in [int(size) for size in args.sizes.split(",")]:
        # Let the file system finish the last size's writes and deletions first.
        os.sync()
        time.sleep(2)
        store, reminders = generate(count, args.work, args.oshi)
        three = os.path.join(args.work, "three.rem")
        with open(reminders) as source, open(three, "w") as target:
            target.writelines(source.readlines()[:3])
        db = ["--db", store]
        rows = []
        single = [args.oshi, "render", "o1-birthday", "--family", "inline"] + db
        t, _ = alternate(single, [args.floor, store], args.runs)
        rows.append(("(a) render one, inline", "GRDB floor", t, peak_memory(single)))
        t, _ = alternate(single, [remind, "-q", three, TODAY], args.runs)
        rows.append(("(a) render one, inline", "remind, 3 reminders", t, peak_memory(single)))
        every = [args.oshi, "render", "--all", "--family", "inline"] + db
        t, _ = alternate(every, [remind, "-q", reminders, TODAY], args.runs)
        rows.append(("(b) render --all inline", "remind, all", t, peak_memory(every)))
        json_all = [args.oshi, "render", "--all", "--family", "all", "--format", "json"] + db
        t, _ = alternate(json_all, [remind, "-q", reminders, TODAY], args.runs)
        rows.append(("(c) render --all all json", "remind, all", t, peak_memory(json_all)))
        out = os.path.join(args.work, f"out-{count}")
        moved = []

        def clear(key):
            # A cold refresh writes into a folder that is not there. The last run's folder
            # is moved aside, not deleted: deleting tens of thousands of files just before
            # made the file system's inode allocator, not oshi, most of the next run.
            if key == "a" and os.path.exists(out):
                aside = f"{out}.old-{os.getpid()}-{len(moved)}"
                os.rename(out, aside)
                moved.append(aside)

        refresh = [args.oshi, "refresh", "--out", out] + db
        clear("a")
        t, _ = alternate(refresh, [remind, "-q", reminders, TODAY], max(5, args.runs // 3), before=clear)
        rows.append(("(d) refresh, cold", "remind, all", t, peak_memory(refresh, before=clear)))
        for aside in moved:
            shutil.rmtree(aside, ignore_errors=True)
        os.sync()
        subprocess.run(refresh, check=True, env=environment())
        before = {name: os.stat(os.path.join(out, name)).st_mtime_ns for name in os.listdir(out)}
        t, _ = alternate(refresh, [remind, "-q", reminders, TODAY], args.runs)
        after = {name: os.stat(os.path.join(out, name)).st_mtime_ns for name in os.listdir(out)}
        unchanged = "no file written" if before == after else "FILES WRITTEN"
        rows.append((f"(d) refresh, unchanged ({unchanged})", "remind, all", t, peak_memory(refresh)))
        upcoming = [args.oshi, "upcoming", "--days", "365"] + db
        t, _ = alternate(upcoming, [remind, "-n", "-q", reminders, TODAY], args.runs)
        rows.append(("(e) upcoming --days 365", "remind -n, all", t, peak_memory(upcoming)))
        notify = [args.oshi, "notify", "--db", notify_store(store, args.work, args.oshi)]
        t, _ = alternate(notify, [remind, "-q", advance_reminders(reminders, 7), TODAY], args.runs)
        rows.append(("(f) notify, nothing due", "remind -q, birthdays and debuts +7", t, peak_memory(notify)))
        for case, other, times, memory in rows:
            a, b = ms(times["a"]), ms(times["b"])
            print(f"| {count} | {case} | {other} | {a:.1f} ms | {b:.1f} ms | {a / b:.2f} | {memory / 1024:.1f} MiB |")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
