#!/usr/bin/env python3
"""python-dateutil's relativedelta(to, from): the reference for oshi's Breakdown.

Reads lines "FROM TO" (ISO dates) on standard input and prints "Y M D" for each.
"""
import sys
from datetime import date

from dateutil.relativedelta import relativedelta

for line in sys.stdin:
    start, end = (date.fromisoformat(part) for part in line.split())
    delta = relativedelta(end, start)
    print(delta.years, delta.months, delta.days)
