#!/usr/bin/env python3
"""CHANGELOG.md (Keep a Changelog) as a Debian changelog, for the package's doc folder.

Every version becomes an entry: its summary paragraph, then each bullet of each section
(Added, Changed, Fixed, ...) prefixed with the section's name, wrapped at 80 columns. The
trailer's date is the version's day at noon UTC, so that the same CHANGELOG.md always
gives the same bytes; a version released on the same day as a newer one is an hour
earlier for each newer one, so the entries' dates still go up with the versions.

Usage: changelog.py CHANGELOG.md MAINTAINER > changelog
"""

import email.utils
import datetime
import re
import sys
import textwrap


def versions(text):
    """(version, day, summary, [(section, bullet)]) for each version, newest first."""
    entries = []
    for block in re.split(r"^## ", text, flags=re.M)[1:]:
        head, _, body = block.partition("\n")
        match = re.fullmatch(r"\[([0-9][0-9.]*)\] - (\d{4}-\d{2}-\d{2})", head.strip())
        if not match:
            continue
        summary, section, bullets = [], None, []
        for line in body.split("\n"):
            if line.startswith("### "):
                section = line[4:].strip()
            elif line.startswith("- "):
                bullets.append((section, line[2:].strip()))
            elif line.startswith("  ") and bullets:
                bullets[-1] = (bullets[-1][0], bullets[-1][1] + " " + line.strip())
            elif section is None and line.strip():
                summary.append(line.strip())
        entries.append((match.group(1), match.group(2), " ".join(summary), bullets))
    return entries


def plain(markdown):
    """Markdown's code spans and links as plain text."""
    markdown = re.sub(r"\[([^\]]+)\]\([^)]+\)", r"\1", markdown)
    # A span whose spaces matter keeps quotes around it; the rest read as plain words.
    return re.sub(
        r"`([^`]*)`", lambda m: f'"{m.group(1)}"' if m.group(1) != m.group(1).strip() else m.group(1),
        markdown,
    )


def item(text):
    return textwrap.fill(
        plain(text), width=79, initial_indent="  * ", subsequent_indent="    ",
        break_on_hyphens=False, break_long_words=False,
    )


def main():
    changelog, maintainer = sys.argv[1], sys.argv[2]
    with open(changelog, encoding="utf-8") as f:
        entries = versions(f.read())
    if not entries:
        sys.exit(f"{changelog}: no version in the form '## [X.Y.Z] - YYYY-MM-DD'")
    out = []
    for index, (version, day, summary, bullets) in enumerate(entries):
        out.append(f"oshi ({version}) unstable; urgency=medium\n")
        if summary:
            out.append(item(summary))
        for section, bullet in bullets:
            out.append(item(f"{section}: {bullet}" if section else bullet))
        same_day_newer = sum(1 for newer in entries[:index] if newer[1] == day)
        noon = datetime.datetime.fromisoformat(day + "T12:00:00+00:00")
        when = noon - datetime.timedelta(hours=same_day_newer)
        out.append(f"\n -- {maintainer}  {email.utils.format_datetime(when)}\n")
    sys.stdout.write("\n".join(out))


if __name__ == "__main__":
    main()
