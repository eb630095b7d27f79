#!/usr/bin/python3
"""Reads a vCard file with Python's vobject, as Radicale reads what a CardDAV client
uploads: the consumer's view of `oshi export --format vcard`.

Usage: vcard-read.py FILE
Prints one JSON object per card, in the file's order:

    {"version", "uid", "fn", "n": [family, given], "nickname",
     "phonetic": [last, first], "sort_as", "bday",
     "days": [{"property", "label", "own", "date"}], "photo"}

Dates are read as the card's version writes them, and printed as YYYY-MM-DD, or --MM-DD
for a date without a year: 4.0's YYYYMMDD and --MMDD (RFC 6350), 3.0's YYYY-MM-DD, whose
year is left out when it is the card's X-APPLE-OMIT-YEAR. A date in any other form, or
one that is not a day of the calendar, ends the script with an error. A 3.0 photo is
printed as the base64 of the bytes vobject decodes; a 4.0 one as vobject reads its value
(vobject 0.9 knows vCard 3.0 only, and cuts a 4.0 data: URI at its first comma).

Run with Debian's python3, which has python3-vobject (Radicale's own reader).
"""
import base64
import datetime
import json
import re
import sys

import vobject


def param(line, name):
    values = line.params.get(name.upper()) or []
    return values[0] if values else None


def read_date(line, version):
    text = line.value.strip()
    if version == "4.0":
        match = re.fullmatch(r"(\d{4})(\d{2})(\d{2})", text)
        if match:
            year, month, day = map(int, match.groups())
            return datetime.date(year, month, day).isoformat()
        match = re.fullmatch(r"--(\d{2})(\d{2})", text)
        if match:
            month, day = map(int, match.groups())
            datetime.date(2000, month, day)
            return f"--{month:02}-{day:02}"
    else:
        match = re.fullmatch(r"(\d{4})-(\d{2})-(\d{2})", text)
        if match:
            year, month, day = map(int, match.groups())
            datetime.date(year, month, day)
            if param(line, "X-APPLE-OMIT-YEAR") == f"{year:04}":
                return f"--{month:02}-{day:02}"
            return f"{year:04}-{month:02}-{day:02}"
    sys.exit(f"{line.name} {text!r} is not a vCard {version} date")


def first(card, name):
    lines = card.contents.get(name.lower()) or []
    return lines[0] if lines else None


def text(card, name):
    line = first(card, name)
    return None if line is None else str(line.value)


def read(card):
    version = text(card, "VERSION")
    name = first(card, "N")
    labels = {line.group: str(line.value) for line in card.contents.get("x-ablabel", [])}
    days = []
    for line in card.getChildren():
        if line.name in ("ANNIVERSARY", "X-ABDATE"):
            days.append({
                "property": line.name, "label": labels.get(line.group),
                "own": param(line, "X-OSHI-DATE"), "date": read_date(line, version)})
    photo = first(card, "PHOTO")
    if photo is not None and isinstance(photo.value, bytes):
        photo = base64.b64encode(photo.value).decode("ascii")
    elif photo is not None:
        photo = str(photo.value)
    bday = first(card, "BDAY")
    return {
        "version": version,
        "uid": text(card, "UID"),
        "fn": text(card, "FN"),
        "n": None if name is None else [name.value.family, name.value.given],
        "nickname": text(card, "NICKNAME"),
        "phonetic": [text(card, "X-PHONETIC-LAST-NAME"), text(card, "X-PHONETIC-FIRST-NAME")],
        "sort_as": None if name is None else param(name, "SORT-AS"),
        "bday": None if bday is None else read_date(bday, version),
        "days": days,
        "photo": photo,
    }


if __name__ == "__main__":
    with open(sys.argv[1], encoding="utf-8", newline="") as handle:
        content = handle.read()
    for card in vobject.readComponents(content):
        print(json.dumps(read(card), ensure_ascii=False))
