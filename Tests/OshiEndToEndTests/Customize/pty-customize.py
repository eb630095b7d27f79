#!/usr/bin/env python3
"""Runs `oshi customize` on a pseudo-terminal, as a fan's terminal does, then ends it
one way, and says whether the terminal was given back as it was.

Usage: pty-customize.py HOW OSHI [ARGUMENT...]

HOW is `key:BYTES` (the bytes typed, Python escapes allowed: `key:q`, `key:\\x03`),
`signal:NAME` (TERM, HUP, INT, QUIT sent to oshi from outside), or `wait`: oshi is
expected to refuse before it takes the terminal, and is waited for. Once oshi has taken the
terminal (the alternate screen is on), the terminal's mode is read; then it is ended,
and read again when it has exited. Prints one JSON object:
  taken     the mode differed while oshi ran (raw mode)
  restored  the mode after is the mode before, every field
  stty      `stty -g` before, while oshi ran, and after
  left      the alternate screen was left after it was entered
  status    the exit status, or null; signal: the signal that ended it, or null
"""
import json
import os
import select
import signal
import subprocess
import sys
import termios
import time


def stty(fd):
    """What `stty -g` prints for the terminal `fd`: the mode as a shell would save it."""
    return subprocess.run(["stty", "-g"], stdin=fd, capture_output=True, text=True).stdout.strip()


def main():
    how, program, arguments = sys.argv[1], sys.argv[2], sys.argv[3:]
    master, slave = os.openpty()
    before = termios.tcgetattr(slave)
    saved = stty(slave)
    pid = os.fork()
    if pid == 0:
        os.setsid()
        import fcntl
        fcntl.ioctl(slave, termios.TIOCSCTTY, 0)
        for fd in (0, 1, 2):
            os.dup2(slave, fd)
        # As a terminal starts a program: no other files, no signal blocked or ignored.
        os.closerange(3, 4096)
        signal.pthread_sigmask(signal.SIG_SETMASK, [])
        for number in (signal.SIGTERM, signal.SIGHUP, signal.SIGINT, signal.SIGQUIT):
            signal.signal(number, signal.SIG_DFL)
        os.execv(program, [program] + arguments)
    output = b""

    def read(until, limit=10.0):
        nonlocal output
        start = time.time()
        while time.time() - start < limit:
            if until(output):
                return True
            if select.select([master], [], [], 0.05)[0]:
                try:
                    chunk = os.read(master, 65536)
                except OSError:
                    return until(output)
                if not chunk:
                    return until(output)
                output += chunk
        return until(output)

    # Taken: the alternate screen is on, and a first screen drawn after it.
    if how != "wait":
        read(lambda out: b"\x1b[?1049h" in out and b"\x1b[J" in out.split(b"\x1b[?1049h", 1)[1])
    during = termios.tcgetattr(slave)
    raw = stty(slave)
    if how == "wait":
        pass
    elif how.startswith("key:"):
        os.write(master, how[4:].encode().decode("unicode_escape").encode("latin-1"))
    else:
        os.kill(pid, getattr(signal, "SIG" + how[7:]))
    if how != "wait":
        read(lambda out: b"\x1b[?1049l" in out, limit=5.0)
    # What is left to read once oshi has ended (this side holds the terminal open, so
    # its end is not an end of file here).
    # (Ten seconds at most: then it is killed, and the status says so.)
    status, start = None, time.time()
    while status is None:
        read(lambda out: False, limit=0.05)
        done, code = os.waitpid(pid, os.WNOHANG)
        status = code if done else None
        if status is None and time.time() - start > 10:
            os.kill(pid, signal.SIGKILL)
    read(lambda out: False, limit=0.1)
    after = termios.tcgetattr(slave)
    given = stty(slave)
    entered = output.find(b"\x1b[?1049h")
    print(json.dumps({
        "taken": during != before,
        "restored": after == before,
        "stty": [saved, raw, given],
        "left": entered >= 0 and output.find(b"\x1b[?1049l", entered) > entered,
        "status": os.WEXITSTATUS(status) if os.WIFEXITED(status) else None,
        "signal": os.WTERMSIG(status) if os.WIFSIGNALED(status) else None,
        "output": output.decode("utf-8", "replace")[-400:],
    }))


main()
