#!/usr/bin/python3
"""Reads oshi's output as four desktop widgets do, from their own code, with the
libraries they use (python3-gi's GLib and Pango, PyQt5). Prints the text each would show.

    desktop-widgets.py eww FILE        eww's label: the crate unescape 0.1.0's rules
    desktop-widgets.py argos FILE      Argos's parseLine (utilities.js), then Pango: the
                                       title and the menu's entries (each entry's
                                       submenu of actions: scripts/menu-actions.py)
    desktop-widgets.py argos-colors FILE  each shown line's `color` attribute, as parsed
    desktop-widgets.py kde FILE        Qt::mightBeRichText on the line, then its text
    desktop-widgets.py executor FILE   Executor's tag handling (extension.js), then Pango

Exit 1 with a line on standard error when the widget would refuse or misread it.
"""
import json
import re
import sys


def fail(message):
    sys.stderr.write(message + "\n")
    sys.exit(1)


def unescape(text):
    """unescape 0.1.0 (eww's dependency): None where it would fail."""
    out = []
    queue = list(text)
    simple = {"b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t", "'": "'", '"': '"',
              "\\": "\\"}
    while queue:
        c = queue.pop(0)
        if c != "\\":
            out.append(c)
            continue
        if not queue:
            return None
        c = queue.pop(0)
        if c in simple:
            out.append(simple[c])
        elif c == "u":
            digits = "".join(queue[:4])
            if len(digits) < 4 or not all(d in "0123456789abcdefABCDEF" for d in digits):
                return None
            del queue[:4]
            out.append(chr(int(digits, 16)))
        elif c == "x":
            digits = "".join(queue[:2])
            if len(digits) < 2 or not all(d in "0123456789abcdefABCDEF" for d in digits):
                return None
            del queue[:2]
            out.append(chr(int(digits, 16)))
        elif c in "01234567":
            digits = c
            while queue and queue[0] in "01234567" and len(digits) < 3:
                digits += queue.pop(0)
            out.append(chr(int(digits, 8)))
        else:
            return None
    return "".join(out)


def pango_plain(markup):
    import gi
    gi.require_version("Pango", "1.0")
    from gi.repository import Pango
    try:
        return Pango.parse_markup(markup, -1, "\0")[2]
    except Exception as error:  # GLib.Error
        fail(f"Pango refuses the markup: {error}")


def eww(text):
    data = json.loads(text)
    shown = unescape(data["text"])
    if shown is None:
        fail("eww: Failed to unescape label text")
    return shown


def argos(text, colors=False):
    from gi.repository import GLib
    shown = []
    painted = []
    for line in text.rstrip("\n").split("\n"):
        if line == "---":
            continue
        # A submenu's line (its actions), which oshi starts with "--"; a text of its own
        # that starts with "-" is written after a space.
        if line.startswith("--"):
            continue
        index = line.find("|")
        attributes = {}
        if index >= 0:
            ok, argv = GLib.shell_parse_argv(line[index + 1:])
            for word in argv:
                key, _, value = word.partition("=")
                if key and value:
                    attributes[key] = value
            line = line[:index]
        if attributes.get("unescape") != "false":
            line = GLib.strcompress(line)
        if attributes.get("trim") != "false":
            line = line.strip()
        if attributes.get("useMarkup") == "false":
            line = GLib.markup_escape_text(line, -1)
        shown.append(pango_plain(line))
        painted.append(attributes.get("color", ""))
    return "\n".join(painted if colors else shown)


def argos_colors(text):
    return argos(text, colors=True)


def kde(text):
    import PyQt5.QtGui  # noqa: F401 (it adds mightBeRichText to Qt)
    from PyQt5.QtCore import Qt
    line = text[:-1] if text.endswith("\n") else text
    if Qt.mightBeRichText(line):
        fail("Command Output would show it as rich text")
    return line.replace("\u200b", "")


def executor(text):
    output = "".join(text.split("\n"))
    tags = re.findall(r"(<executor\..*?\..*?>)", output)
    if tags != ["<executor.markup.true>"]:
        fail(f"Executor would obey {tags}")
    return pango_plain(re.sub(r"(<executor\..*?\..*?>)", "", output))


def main():
    widget, path = sys.argv[1], sys.argv[2]
    text = open(path, encoding="utf-8").read()
    sys.stdout.write({"eww": eww, "argos": argos, "argos-colors": argos_colors, "kde": kde,
                      "executor": executor}[widget](text))


if __name__ == "__main__":
    main()
