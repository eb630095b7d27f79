#!/usr/bin/env python3
"""oshi's manual pages, made by swift-argument-parser's generate-manual (issue 38).

generate-manual writes one mdoc page per command from `oshi-cli --experimental-dump-help`.
It is the tool that knows the parser's model, so it writes the names, synopses and option
lists. Three things it does not do, which this script does around it:

1. It drops every character that is not ASCII (its escaping has `where
   character.isASCII`), so 推し活, 和暦, ♡ and 6×3 vanish. Before it runs, each such
   character becomes a token of ASCII letters, which it leaves alone; afterwards each
   token becomes groff's escape for it, \\[uXXXX], so the page stays ASCII and shows the
   character.
2. It names pages after the command path with dots (oshi.render.1). Pages here are
   named as git's are, oshi-render.1, so that `man oshi-render` finds them; the page's
   title and its NAME follow, and SEE ALSO names the pages by those names.
3. It pastes `--help`'s discussion in as filled text, so the EXAMPLES and KEYS lists
   lose their lines. They become mdoc lists: KEYS in DESCRIPTION, EXAMPLES in a section
   of their own after the options, as manual pages put them.

4. groff's ascii and latin1 devices, which man uses under the POSIX locale, have no
   glyph for Japanese: each character would warn and vanish, and 推し活 leave "()".
   The English pages name each Japanese phrase in a string that holds the phrase where
   the device can draw it and its romanisation where it cannot (ROMAJI below).

Usage: man-pages.py GENERATE_MANUAL OSHI_CLI OUT_DIR DATE(YYYY-MM-DD) VERSION [ja]
With `ja`, the pages are Japanese: OSHI_CLI is asked for its help in Japanese (its one
table of help texts), and the headings and sentences generate-manual writes itself are
put in Japanese here.
"""

import json
import os
import datetime
import re
import stat
import subprocess
import sys
import tempfile

TOKEN = re.compile(r"QxU([0-9A-F]{4,6})xQ")


def encode(value):
    """Every non-ASCII character of every string in the dump, as an ASCII token."""
    if isinstance(value, str):
        return "".join(c if ord(c) < 128 else f"QxU{ord(c):04X}xQ" for c in value)
    if isinstance(value, list):
        return [encode(v) for v in value]
    if isinstance(value, dict):
        return {k: encode(v) for k, v in value.items()}
    return value


def decode(text):
    return TOKEN.sub(lambda m: f"\\[u{m.group(1)}]", text)


def macro_argument(text):
    """A string as one mdoc macro argument."""
    text = text.replace("\\", "\\e").replace('"', "\\(dq")
    return f'"{text}"'


def text_line(text):
    """A string as an mdoc text line: no leading dot or apostrophe, no backslash."""
    text = text.replace("\\", "\\e")
    if text.startswith((".", "'")):
        text = "\\&" + text
    # A long unbroken run (the comma-separated format list) may break after a comma.
    return re.sub(r"(?<=,)(?=\S)", r"\\:", text)


def structure(description):
    """DESCRIPTION's pasted discussion as paragraphs and lists.

    Returns the new DESCRIPTION lines and the EXAMPLES section's lines."""
    paragraphs, examples = [], []
    block = None
    items = []
    for line in description:
        heading = re.fullmatch(r"([A-Z]+):", line)
        if heading:
            block = heading.group(1)
            items = examples if block == "EXAMPLES" else paragraphs
            if block != "EXAMPLES":
                paragraphs.append(f".Ss {block.capitalize()}")
            items.append(".Bl -tag -width Ds")
            continue
        if block and line.startswith("  "):
            body = line.strip()
            if not line.startswith("      "):
                if block == "EXAMPLES":
                    items.append(f".It Li {macro_argument(body)}")
                else:
                    items.append(f".It Cm {macro_argument(body)}")
            else:
                items.append(text_line(body))
            continue
        if block:
            items.append(".El")
            block = None
        if line == "":
            if paragraphs and paragraphs[-1] != ".Pp":
                paragraphs.append(".Pp")
        else:
            paragraphs.append(text_line(line))
    if block:
        items.append(".El")
    while paragraphs and paragraphs[-1] == ".Pp":
        paragraphs.pop()
    return paragraphs, examples


# The headings and sentences of generate-manual's pages, in Japanese.
# The names mdoc compares a section's heading with, as doc-common declares them.
MDOC_SECTION_NAMES = {
    "name": "名前",
    "synopsis": "書式",
    "description": "説明",
    "see-also": "関連項目",
    "authors": "作者",
}

JAPANESE_HEADINGS = {
    ".Sh NAME": ".Sh 名前",
    ".Sh SYNOPSIS": ".Sh 書式",
    ".Sh DESCRIPTION": ".Sh 説明",
    ".Sh EXAMPLES": ".Sh 例",
    '.Sh "EXIT STATUS"': ".Sh 終了ステータス",
    '.Sh "SEE ALSO"': ".Sh 関連項目",
    ".Sh AUTHORS": ".Sh 作者",
    ".Ss Options": ".Ss オプション",
    ".Ss Commands": ".Ss コマンド",
    ".Ss Keys": ".Ss キー",
}


# A character escape followed by one a line may begin with.
NO_LINE_START = "3001|3002|300D|300F|FF09|30FC|30FB|3041|3043|3045|3047|3049|3063|3083|3085|3087|30A1|30A3|30A5|30A7|30A9|30C3|30E3|30E5|30E7"
BREAKABLE = re.compile(
    r"(\\\[u([0-9A-F]{4,6})\])(?=\\\[u(?!(?:" + NO_LINE_START + r")\])([0-9A-F]{4,6})\]|[A-Za-z0-9$<(-])"
)


def katakana(code):
    """Whether the character of hex `code` is katakana: ゠ to ヿ (ー too) and the small ㇰ
    to ㇿ, but not ・, which parts words (a line may break after it)."""
    if code is None:
        return False
    value = int(code, 16)
    return (0x30A0 <= value <= 0x30FF and value != 0x30FB) or 0x31F0 <= value <= 0x31FF


def break_point(match):
    """A break point after a Japanese character, but none inside a katakana word."""
    if katakana(match.group(2)) and katakana(match.group(3)):
        return match.group(1)
    return match.group(1) + "\\:"


# Two katakana characters side by side.
KATAKANA_PAIR = re.compile(r"(\\\[u([0-9A-F]{4,6})\])(?=\\\[u([0-9A-F]{4,6})\])")


def katakana_joined(line):
    """`line` with a dummy character, \\&, between each two katakana of a word.

    groff's Japanese support (-mja: ja.tmac gives every kana and kanji the flag 512) breaks
    a line between any two such characters that are next to each other: ウィ/ジェット. It
    looks only at the glyph just before (a break goes before a character when the one
    before it has 512 and it does not prohibit one, 128), so a katakana after \\& has no
    break before it, and a word still breaks from the kanji or kana around it. The flag
    cannot be taken off katakana instead: a character's flags are the union of those of
    every class it is in, so `.cflags 0` on a class of katakana changes nothing, and taking
    512 off ja.tmac's own class lets groff 1.22 break before every kana with a voiced mark
    (ガ, ジ) and, in a line it cannot break, loop."""
    return KATAKANA_PAIR.sub(
        lambda m: m.group(1) + ("\\&" if katakana(m.group(2)) and katakana(m.group(3)) else ""),
        line)


def japanese(page):
    """A page's headings, exit status and authors in Japanese (its texts already are)."""
    out = []
    lines = page.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith(".Dd "):
            # .Dd first: man's andoc.tmac reads a page as mdoc only when it opens with it.
            out.append(line)
            # The page's date as Japanese writes it, 2026年11月28日, in place of the one
            # .Dd makes of its three words (given one word, it would print today's).
            day = datetime.datetime.strptime(line[4:].strip('"'), "%B %d, %Y")
            out.append(encode(f".ds doc-date-string {day.year}年{day.month}月{day.day}日"))
            # The header's middle in Japanese, oshi's own user commands where mdoc says
            # BSD General Commands Manual; set before .Dt, which makes the header.
            out.append(".ds doc-volume-operating-system oshi")
            out.append(encode(".ds doc-volume-ds-1 ユーザーコマンド"))
            # mdoc knows a section by its name: NAME sets up the page's header and
            # footer, SYNOPSIS and the others their layout. In Japanese they are these.
            for key, heading in MDOC_SECTION_NAMES.items():
                out.append(encode(f".ds doc-section-{key} {heading}"))
        elif line == ".Sh AUTHORS":
            out.append(encode(JAPANESE_HEADINGS[line]))
            out.append(encode("oshi の作者たちが書きました。"))
            # generate-manual's sentence about the authors, up to the next section.
            i += 1
            while i < len(lines) and not lines[i].startswith(".Sh"):
                i += 1
            continue
        elif line in JAPANESE_HEADINGS:
            out.append(encode(JAPANESE_HEADINGS[line]))
        elif line.startswith(".Ex -std"):
            out.append(encode("成功すると0で、失敗すると0より大きい値で終わります。"))
        elif not line.startswith(".") or line.startswith(".Nd "):
            # Japanese has no spaces to break at: a line may break after any Japanese
            # character (\: is groff's break point), but not before a closing mark, a long
            # vowel or a small kana, nor inside a katakana word, with -mja too.
            out.append(katakana_joined(BREAKABLE.sub(break_point, line)))
        elif line.startswith(".It "):
            # An example or a key, which may wrap as text does.
            out.append(katakana_joined(line))
        else:
            out.append(line)
        i += 1
    return "\n".join(out)


# Each Japanese phrase (or symbol) of the English help, as an ASCII terminal shows it:
# the romanisation of oshi's slugs (modified Hepburn, long vowels as written), and a
# word for a symbol. No hyphens: groff breaks a line after one, even with hyphenation off. A phrase missing here stops the build, so a new one gets its own.
ROMAJI = {
    "推し活": "oshikatsu",
    "箱推し": "hakooshi",
    "卒業": "sotsugyou",
    "解散": "kaisan",
    "結成": "kessei",
    "活動休止": "katsudou kyuushi",
    "復帰": "fukki",
    "キリ番": "kiriban",
    "推し年表": "oshi nenpyou",
    "和暦": "wareki",
    "2019年8月1日": "2019nen 8gatsu 1nichi",
    "令和元年8月1日": "Reiwa gannen 8gatsu 1nichi",
    "4月5日": "4gatsu 5nichi",
    "2026年12月": "2026nen 12gatsu",
    "令和8年12月": "Reiwa 8nen 12gatsu",
    "ほうしょう": "houshou",
    "まりん": "marin",
    "赤": "aka",
    "ピンク": "pinku",
    "推し歴N日": "oshireki N nichi",
    "活休N日目": "katsukyuu N nichime",
    "復帰まであとN日": "fukki made ato N nichi",
    "初現場": "hatsugenba",
    "7周年": "7shuunen",
    "8年目": "8nenme",
    "3年2ヶ月5日": "3nen 2kagetsu 5nichi",
    "ステラ☆ライブ": "Sutera Raibu",
    "♡": "(heart)",
    "☆": "(star)",
    "🎂": "(cake)",
    "☄": "(comet)",
    "↑": "(up)",
    "↓": "(down)",
}

# Characters groff's ascii device draws in ASCII (× as x, the dashes and quotes).
ASCII_SHOWN = {"00D7", "2013", "2014", "2018", "2019", "201C", "201D", "2026"}
ESCAPE = r"\\\[u(?!(?:" + "|".join(ASCII_SHOWN) + r")\])([0-9A-F]{4,6}(?:_[0-9A-F]{4,6})*)\]"
PHRASE = re.compile(r"(?<![A-Za-z0-9])[0-9N]*(?:(?:" + ESCAPE + r")+[0-9N]*)+")


def romanised(page):
    """An English page whose Japanese phrases show as romaji where the device has no glyph.

    Each phrase becomes a string, \\*[oshi-ja-N], defined after .Os: the phrase, or its
    romanisation where any of its characters is not on the output device (groff's `c`
    test; mandoc takes every character as there, and draws the phrase)."""
    names, definitions = {}, []

    def name(match):
        escaped = match.group(0)
        if escaped not in names:
            text = re.sub(r"\\\[u([0-9A-F_]+)\]",
                          lambda m: "".join(chr(int(c, 16)) for c in m.group(1).split("_")),
                          escaped)
            if text not in ROMAJI:
                sys.exit(f"man-pages.py: no romanisation for {text!r}: add it to ROMAJI")
            key = f"oshi-ja-{len(names) + 1}"
            names[escaped] = key
            definitions.append(f".ds {key} {escaped}")
            glyphs = dict.fromkeys(re.findall(r"\\\[u[0-9A-F_]+\]", escaped))
            for glyph in glyphs:
                if re.fullmatch(ESCAPE, glyph):
                    definitions.append(f".if !c{glyph} .ds {key} {ROMAJI[text]}")
        return f"\\*[{names[escaped]}]"

    lines = page.split("\n")
    body = [PHRASE.sub(name, line) for line in lines]
    at = next(i for i, line in enumerate(body) if line.startswith(".Os")) + 1
    return "\n".join(body[:at] + definitions + body[at:])


def commands_list(root):
    """The root page's list of commands, each with its abstract and its page."""
    lines = [".Ss Commands", ".Bl -tag -width Ds"]
    for sub in root.get("subcommands", []):
        if sub["commandName"] == "help":
            continue
        lines.append(f".It Xr oshi-{sub['commandName']} 1")
        lines.append(text_line(encode(sub.get("abstract", ""))))
    lines += [".El", ".Ss Options"]
    return lines


def rewrite(page, name_of, version, root=None):
    """One generated page, with its names, discussion and footer put right.

    `root` is the dump's root command when the page is oshi(1), which lists the others."""
    lines = page.split("\n")
    out = []
    i = 0
    examples = []
    command = None
    while i < len(lines):
        line = lines[i]
        if line.startswith(".Dt "):
            _, title, section = line.split(" ")
            out.append(f".Dt {name_of(title.lower()).upper()} {section}")
        elif line == ".Os":
            out.append(f".Os {macro_argument('oshi ' + version)}")
            # No hyphenation: the pages are full of names to copy (notify.at,
            # pkill -RTMIN+8 waybar), which a break inside would change. mdoc sets its
            # own hyphenation at each section, from this register (.nh would not last).
            out.append(".nr doc-hyphen-flags 0")
            # Nor a break after a hyphen a name holds (i3status-rust, aki-birthday):
            # groff may break after `-` even with hyphenation off; mandoc never does.
            out.append(".cflags 0 -")
        elif line.startswith(".Nm ") and command is None:
            command = line[4:].strip('"')
            # NAME gives the page's name; the synopsis keeps the command as typed.
            out.append(f".Nm {command.replace(' ', '-')}")
        elif line == ".Nm" and command is not None and " " in command:
            out.append(f".Nm {macro_argument(command)}")
        elif line.startswith(".Xr "):
            parts = line.split(" ")
            parts[1] = name_of(parts[1])
            out.append(" ".join(parts))
        elif line == ".Sh DESCRIPTION":
            out.append(line)
            i += 1
            description = []
            while i < len(lines) and not lines[i].startswith("."):
                description.append(lines[i])
                i += 1
            paragraphs, examples = structure(description)
            out.extend(paragraphs)
            if root is not None:
                out.extend(commands_list(root))
                paragraphs = []
            if paragraphs and i < len(lines) and lines[i].startswith(".Bl"):
                # After KEYS' list, the options need a heading of their own.
                out.append(".Ss Options" if any(p.startswith(".Ss") for p in paragraphs) else ".Pp")
            continue
        elif line == '.Sh "EXIT STATUS"' and examples:
            out.append(".Sh EXAMPLES")
            out.extend(examples)
            out.append(line)
        elif line == ".Ex -std" and command is not None and " " in command:
            out.append(f".Ex -std {macro_argument(command)}")
        else:
            out.append(line)
        i += 1
    # A SEE ALSO entry for `oshi help`, whose page is not installed.
    text = "\n".join(out)
    text = re.sub(r"\.Xr oshi-help 1 ,\n", "", text)
    return decode(text).rstrip("\n") + "\n"


def main():
    generate_manual, oshi_cli, out_dir, date, version = sys.argv[1:6]
    language = sys.argv[6] if len(sys.argv) > 6 else "en"
    environment = dict(os.environ, OSHI_LANG=language)
    dump = subprocess.run(
        [oshi_cli, "--experimental-dump-help"], check=True, capture_output=True, text=True,
        env=environment,
    ).stdout
    tool_info = json.loads(dump)
    encoded = json.dumps(encode(tool_info))
    with tempfile.TemporaryDirectory() as scratch:
        dump_file = os.path.join(scratch, "dump.json")
        with open(dump_file, "w", encoding="ascii") as f:
            f.write(encoded)
        tool = os.path.join(scratch, "oshi")
        with open(tool, "w") as f:
            f.write(f"#!/bin/sh\nexec cat '{dump_file}'\n")
        os.chmod(tool, stat.S_IRWXU)
        pages = os.path.join(scratch, "pages")
        os.mkdir(pages)
        subprocess.run(
            [generate_manual, tool, "--multi-page", "--date", date,
             "--authors", "the oshi authors", "--output-directory", pages],
            check=True,
        )

        def name_of(dotted):
            return dotted.replace(".", "-")

        os.makedirs(out_dir, exist_ok=True)
        for file in sorted(os.listdir(pages)):
            stem = file[: -len(".1")]
            if stem == "oshi.help":
                continue
            with open(os.path.join(pages, file), encoding="ascii") as f:
                page = f.read()
            with open(os.path.join(out_dir, name_of(stem) + ".1"), "w", encoding="ascii") as f:
                root = tool_info["command"] if stem == "oshi" else None
                page = rewrite(page, name_of, version, root)
                f.write(decode(japanese(page)) if language == "ja" else romanised(page))


if __name__ == "__main__":
    main()
