#!/usr/bin/env python3
"""glibc's reading of POSIX TZ rules: the reference for oshi's PosixTimeZone.

Reads lines "TZ<TAB>instant instant ..." on standard input and prints, for each, the
UTC offsets in seconds that glibc's localtime gives at those instants, space-separated.
"""
import os
import sys
import time

for line in sys.stdin:
    rule, _, instants = line.rstrip("\n").partition("\t")
    os.environ["TZ"] = rule
    time.tzset()
    print(" ".join(str(time.localtime(int(t)).tm_gmtoff) for t in instants.split()))
