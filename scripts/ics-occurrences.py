#!/usr/bin/env python3
"""Reads an iCalendar file with the `icalendar` package and expands each event's days
with python-dateutil's rrule: the consumer's view of `oshi export --format ics`.

Usage: ics-occurrences.py FILE FROM_YEAR TO_YEAR
Prints "UID<TAB>YYYY-MM-DD<TAB>SUMMARY" for every day of every event in those years.
"""
import sys
from datetime import date, datetime

import icalendar
from dateutil.rrule import rrulestr

path, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
with open(path, "rb") as handle:
    calendar = icalendar.Calendar.from_ical(handle.read())
for event in calendar.walk("VEVENT"):
    uid = str(event["UID"])
    summary = str(event["SUMMARY"])
    start = event["DTSTART"].dt
    assert isinstance(start, date) and not isinstance(start, datetime), uid
    days = [start]
    if "RRULE" in event:
        rule = event["RRULE"].to_ical().decode()
        days = [d.date() for d in rrulestr(rule, dtstart=datetime(start.year, start.month, start.day))
                .between(datetime(first, 1, 1), datetime(last, 12, 31), inc=True)]
    for day in days:
        if first <= day.year <= last:
            print(f"{uid}\t{day.isoformat()}\t{summary}")
