#!/usr/bin/python3
"""Reads a menu bar's output as xbar or Argos does, and prints what each clickable line
would run, as JSON Lines: {"depth": 0 or 1, "text": …, "argv": [...]}.

    menu-actions.py xbar FILE     xbar's parseParamStr (pkg/plugins/item_params.go) and
                                  actionShell: the program with its paramN, no shell
    menu-actions.py argos FILE    Argos's parseLine (utilities.js: g_shell_parse_argv on
                                  the attributes) and menuitem.js: bash -c BASH

Exit 1 with a line on standard error when the app would refuse a line.
"""
import json
import re
import sys

XBAR_KEYS = {"disabled", "key", "href", "color", "font", "size", "shell", "bash",
             "templateImage", "image", "terminal", "refresh", "dropdown", "length", "trim",
             "alternate", "emojize", "ansi"}


def fail(message):
    sys.stderr.write(message + "\n")
    sys.exit(1)


def xbar_params(line):
    """xbar's parseParams, step by step: the text before the first '|', then key=value
    pairs, a value ending at a space, or at its closing quote when it opens with one."""
    pipe = line.find("|")
    if pipe < 0:
        return line, {}, []
    text, rest = line[:pipe], line[pipe + 1:]
    params, shell_params = {}, []
    while True:
        rest = rest.strip()
        if not rest:
            break
        split, end = "=", " "
        i = rest.find(split)
        if i < 0:
            fail(f"xbar: malformed parameters: missing equals: {line!r}")
        if len(rest) > i + 1 and rest[i + 1] in "\"'":
            end = rest[i + 1]
            split = "=" + end
        offset = i + len(split)
        key = rest[:i]
        if key.startswith("|"):
            key = key[1:].strip()
        value_part = rest[offset:]
        stop = value_part.find(end)
        if stop < 0:
            stop = value_part.find("|")
        stop = len(rest) if stop < 0 else stop + offset
        value = rest[i + len(split):stop]
        if key.startswith("param"):
            if not key[5:].isdigit():
                fail(f"xbar: bad parameter: {key}")
            index = int(key[5:])
            while len(shell_params) < index:
                shell_params.append("")
            shell_params[index - 1] = value
        elif key in XBAR_KEYS:
            params[key] = value
        else:
            fail(f"xbar: unknown parameter: {key}")
        if stop + 1 > len(rest):
            break
        rest = rest[stop + 1:]
    return text, params, shell_params


def xbar(text):
    out = []
    expanded = False
    for line in text.rstrip("\n").split("\n"):
        if line.strip() == "---":
            expanded = True
            continue
        shown, params, shell_params = xbar_params(line)
        if not expanded:
            continue
        depth = 1 if shown.startswith("--") else 0
        shell = params.get("shell") or params.get("bash")
        if shell:
            if params.get("terminal") != "false":
                fail("xbar: the action would run in a terminal")
            out.append({"depth": depth, "text": shown[2 * depth:].strip(),
                        "argv": [shell] + shell_params, "refresh": params.get("refresh")})
        else:
            out.append({"depth": depth, "text": shown[2 * depth:].strip(), "argv": None})
    return out


def argos(text):
    from gi.repository import GLib
    out = []
    expanded = False
    for line in text.rstrip("\n").split("\n"):
        if line == "---":
            expanded = True
            continue
        index = line.find("|")
        attributes = {}
        shown = line
        if index >= 0:
            ok, argv = GLib.shell_parse_argv(line[index + 1:])
            for word in argv:
                key, _, value = word.partition("=")
                if key and value:
                    attributes[key] = value
            shown = line[:index]
        if not expanded:
            continue
        match = re.match(r"^(-*)", shown)
        depth = len(match.group(1)) // 2
        bash = attributes.get("bash")
        if bash and attributes.get("terminal") != "false":
            fail("Argos: the action would run in gnome-terminal")
        out.append({"depth": depth, "text": shown[2 * depth:].strip(),
                    "argv": ["bash", "-c", bash] if bash else None,
                    "refresh": attributes.get("refresh")})
    return out


def main():
    app, path = sys.argv[1], sys.argv[2]
    text = open(path, encoding="utf-8").read()
    for item in {"xbar": xbar, "argos": argos}[app](text):
        sys.stdout.write(json.dumps(item, ensure_ascii=False) + "\n")


if __name__ == "__main__":
    main()
