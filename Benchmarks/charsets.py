#!/usr/bin/env python3
"""Times `oshi import` of files in other charsets and date layouts at growing sizes, to
show that charset detection and decoding keep the import linear (issue 55).

Usage: Benchmarks/charsets.py OSHI [SIZES] [RUNS] [BEFORE]
  e.g. Benchmarks/charsets.py .build/release/oshi 1000,10000,20000 3
       Benchmarks/charsets.py .build/release/oshi 10000 7 /tmp/before/oshi

For each size it writes N contacts (a birthday each, half of them with an anniversary;
half the names Japanese, half Latin with accents) in these forms, and imports each into
an empty store:
- vCard in UTF-8, the reference;
- vCard 2.1 as a Japanese phone writes it, N and FN with CHARSET=SHIFT_JIS;
- the same without CHARSET, so that oshi guesses Shift_JIS over the whole file;
- vCard in UTF-16 little-endian without a byte-order mark, as Windows' tools write it;
- CSV in windows-1252 without a charset (Latin names only), guessed;
- Thunderbird's CSV, its birthday in Birth Year, Birth Month and Birth Day, UTF-8;
- an export of slash dates whose order one late row decides (20/01/1991), with a note.
Prints a Markdown table of medians, in wall time and in CPU time (user and system, which a
machine shared with other builds inflates less), and the wall time per 1,000 contacts,
which stays flat when the growth is linear. With BEFORE (another build's `oshi`, its `oshi-cli` beside it), the
two run alternately on each file, and a file BEFORE refuses says so.
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
sizes = [int(n) for n in (sys.argv[2] if len(sys.argv) > 2 else "1000,10000,20000").split(",")]
runs = int(sys.argv[3]) if len(sys.argv) > 3 else 3
before = sys.argv[4] if len(sys.argv) > 4 else None
work = "/tmp/oshi-bench-charsets"
os.makedirs(work, exist_ok=True)

# Written for the benchmark: made-up names, numbered so that every one is new. Shift_JIS
# has no accented Latin letters, so its files pair the Japanese names with plain ones.
JAPANESE = ["星野", "月ノ", "兎田", "宝鐘", "髙橋"]
LATIN = ["Renée", "Zoë", "Mæve", "Anaïs", "Joël"]
PLAIN = ["Aoi", "Mira", "Kaede", "Rin", "Sora"]


def people(n, latin=LATIN, japanese=True, days=28):
    for index in range(n):
        if index % 2 or not japanese:
            family, given = latin[index % len(latin)], f"Oshi{index}"
        else:
            family, given = JAPANESE[index % len(JAPANESE)], f"推し{index}"
        year, month, day = 1980 + index % 30, 1 + index % 12, 1 + index % days
        yield index, family, given, year, month, day


def vcard(n, charset=None, latin=LATIN):
    cards = []
    parameter = f";CHARSET={charset}" if charset else ""
    for index, family, given, year, month, day in people(n, latin):
        lines = ["BEGIN:VCARD", "VERSION:2.1", f"N{parameter}:{family};{given};;;",
                 f"FN{parameter}:{family} {given}", f"BDAY:{year:04d}{month:02d}{day:02d}"]
        if index % 2 == 0:
            lines.append(f"X-ANNIVERSARY:{2010 + index % 15:04d}{month:02d}{day:02d}")
        lines.append("END:VCARD")
        cards.append("\r\n".join(lines) + "\r\n")
    return "".join(cards)


def thunderbird(n):
    lines = ["First Name,Last Name,Display Name,Nickname,Primary Email,Birth Year,Birth Month,Birth Day,Notes,"]
    for index, family, given, year, month, day in people(n):
        lines.append(f"{given},{family},,,oshi{index}@example.com,{year},{month},{day},,")
    return "\n".join(lines) + "\n"


def slashes(n):
    # Days up to 12: every date reads both ways until the last row decides.
    lines = ["First Name,Last Name,Birthday,Anniversary"]
    for index, family, given, year, month, day in people(n, days=12):
        lines.append(f"{given},{family},{month:02d}/{day:02d}/{year},")
    # The row that decides the order, last, so that every date is read before the note.
    lines[-1] = lines[-1].rsplit(",", 2)[0] + ",20/01/1991,"
    return "\n".join(lines) + "\n"


def latin_csv(n):
    lines = ["name,birthday"]
    for index, family, given, year, month, day in people(n, japanese=False):
        lines.append(f"{family} {given},{year:04d}-{month:02d}-{day:02d}")
    return "\n".join(lines) + "\n"


forms = [
    ("vCard, UTF-8", "vcf", lambda n: vcard(n).encode("utf-8")),
    ("vCard, CHARSET=SHIFT_JIS", "vcf", lambda n: vcard(n, "SHIFT_JIS", PLAIN).encode("cp932")),
    ("vCard, Shift_JIS guessed", "vcf", lambda n: vcard(n, latin=PLAIN).encode("cp932")),
    ("vCard, UTF-16 without a mark", "vcf", lambda n: vcard(n).encode("utf-16-le")),
    ("CSV, windows-1252 guessed", "csv", lambda n: latin_csv(n).encode("cp1252")),
    ("CSV, Thunderbird's Birth Year/Month/Day", "csv", lambda n: thunderbird(n).encode("utf-8")),
    ("CSV, slash dates, order noted", "csv", lambda n: slashes(n).encode("utf-8")),
]

def cpu():
    used = resource.getrusage(resource.RUSAGE_CHILDREN)
    return used.ru_utime + used.ru_stime


def timed(binary, path, store):
    """Wall and CPU time of one import into an empty store, or None when it is refused."""
    for suffix in ("", "-journal"):
        if os.path.exists(store + suffix):
            os.remove(store + suffix)
    start, started = time.perf_counter(), cpu()
    status = subprocess.run([binary, "import", path, "--db", store], stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, env=bench.environment()).returncode
    elapsed, used = time.perf_counter() - start, cpu() - started
    if status != 0 and binary == oshi:
        sys.exit(f"failed: {binary} import {path}")
    return (elapsed, used) if status == 0 else None


if before:
    print("| form | contacts | wall | CPU | before: wall | per 1,000 contacts |")
    print("|---|---:|---:|---:|---:|---:|")
else:
    print("| form | contacts | wall | CPU | per 1,000 contacts |")
    print("|---|---:|---:|---:|---:|")
for number, (name, extension, make) in enumerate(forms):
    for n in sizes:
        path = os.path.join(work, f"form{number}-{n}.{extension}")
        with open(path, "wb") as handle:
            handle.write(make(n))
        store = os.path.join(work, f"store-{n}.sqlite")
        timed(oshi, path, store)  # warm the page cache and MeCab's dictionary; not counted
        times, others = [], []
        for _ in range(runs):
            times.append(timed(oshi, path, store))
            if before:
                others.append(timed(before, path, store))
        median = statistics.median(wall for wall, _ in times)
        row = f"| {name} | {n:,} | {median:.2f} s | {statistics.median(used for _, used in times):.2f} s |"
        if before:
            refused = any(other is None for other in others)
            row += " refused |" if refused else f" {statistics.median(wall for wall, _ in others):.2f} s |"
        print(f"{row} {median / n * 1000 * 1000:.0f} ms |")
        sys.stdout.flush()
