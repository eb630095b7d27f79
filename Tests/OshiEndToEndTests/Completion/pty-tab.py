#!/usr/bin/env python3
"""Presses TAB in bash or zsh on a pseudo-terminal, as a person would.

Usage: pty-tab.py SHELL SETUP LINE

SETUP is typed first and must set a prompt that shows `READY> ` (written so that the
line's own echo does not, as PS1='REA''DY> '); then LINE is typed with a TAB, and a
second TAB. Everything the terminal showed after SETUP is printed.

Instead of waiting fixed times, each step waits for what the shell shows: the prompt
after SETUP, and after each TAB the prompt drawn again under a list of matches, or,
when the TAB completed in place, a moment of quiet.
"""
import os
import pty
import select
import sys
import time

PROMPT = b"READY> "


def main():
    shell, setup, line = sys.argv[1:4]
    pid, fd = pty.fork()
    if pid == 0:
        if shell == "zsh":
            os.execvp("zsh", ["zsh", "-f", "-i"])
        os.execvp("bash", ["bash", "--norc", "--noprofile", "-i"])

    def read(until=PROMPT, quiet=1.0, limit=15.0):
        """What the shell shows until `until` appears, until it has said nothing for
        `quiet` seconds (a second TAB after a completion may say nothing at all), or for
        `limit` seconds in all."""
        out = b""
        start = time.time()
        last = start
        while time.time() - start < limit:
            if select.select([fd], [], [], 0.02)[0]:
                try:
                    chunk = os.read(fd, 65536)
                except OSError:
                    break
                if not chunk:
                    break
                out += chunk
                last = time.time()
                if until is not None and until in out:
                    return out
            elif time.time() - last >= quiet:
                return out
        return out

    os.write(fd, setup.encode())
    read(quiet=15.0)
    os.write(fd, (line + "\t").encode())
    shown = read()
    os.write(fd, b"\t")
    shown += read()
    os.write(fd, b"\x03exit\n")
    read(until=None, quiet=0.2, limit=2.0)
    # The shell has exited by now; one that has not is ended.
    if os.waitpid(pid, os.WNOHANG) == (0, 0):
        os.kill(pid, 9)
        os.waitpid(pid, 0)
    sys.stdout.write(shown.decode("utf-8", "replace"))


if __name__ == "__main__":
    main()
