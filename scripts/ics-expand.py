#!/usr/bin/env python3
"""Expands an iCalendar file as a calendar app does: parsed by `icalendar`, each event's
days from `recurring-ical-events`. The consumer's view of oshi's calendar.

Usage: ics-expand.py FILE FROM_YEAR TO_YEAR
Prints "UID<TAB>YYYY-MM-DD<TAB>SUMMARY" for every day of every event in those years, then
"ALARM<TAB>UID<TAB>SECONDS" for every VALARM's trigger (negative: before the start).
Exits 2 when the parser recorded an error in any component.
"""
import sys
from datetime import date, datetime

import icalendar
import recurring_ical_events

path, first, last = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
with open(path, "rb") as handle:
    calendar = icalendar.Calendar.from_ical(handle.read())
errors = [(component.name, component.errors) for component in calendar.walk() if component.errors]
if errors:
    print(f"parse errors: {errors}", file=sys.stderr)
    sys.exit(2)
for event in recurring_ical_events.of(calendar).between(date(first, 1, 1), date(last + 1, 1, 1)):
    start = event["DTSTART"].dt
    assert isinstance(start, date) and not isinstance(start, datetime), event["UID"]
    print(f"{event['UID']}\t{start.isoformat()}\t{event['SUMMARY']}")
for event in calendar.walk("VEVENT"):
    for alarm in event.walk("VALARM"):
        print(f"ALARM\t{event['UID']}\t{int(alarm['TRIGGER'].dt.total_seconds())}")
