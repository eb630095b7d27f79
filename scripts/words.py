#!/usr/bin/env python3
"""Reads oshi's catalog of words (Sources/OshiWords and Sources/OshiCommandWords) and
checks it (issue 61), with the kinds' words in Sources/OshiWidgets/KindWords.swift (KINDS).

Every key of the catalog is a `Said(EN, ja: JA)`: this script finds each one in the
catalog's Swift source, reads both languages as the compiler would (string literals,
multi-line ones, `+` between them, and interpolations kept as `\\(expr)`), and checks that

- both languages are there and differ, and the Japanese has Japanese in it;
- both say the same values, unless a comment on the line above says that each language
  says them its own way, "(words: each its own way)": the same interpolations, each as
  often (a separator in
  them may differ: `", "` in English, `"、"` in Japanese, and a value said in both
  languages is said in each: `\\(why.en)`, `\\(why.ja)`);

and, over the rest of Sources, that no message is written in both languages outside the
catalog (BOTH_LANGUAGES: a `ja: "…"` literal, a `said("…", "…")`, a choice by language
between literals, or any literal with Japanese in it), but in the formatter's grammar
(GRAMMAR) and the files whose Japanese is data oshi reads (DATA).

Usage: words.py [ROOT]. Prints one JSON object: {"entries": [{"file", "line", "en", "ja"}], "problems": [...],
"outside": {"file": count}}. Exits 1 when there is a problem. The tests read it too
(OshiWordsTests), for the Japanese help wrapped at every width.
"""
import json
import pathlib
import re
import sys

# The repository (or, given as the argument, another tree laid out like it: the tests
# plant a bad catalog in one).
root = pathlib.Path(sys.argv[1]) if len(sys.argv) > 1 else pathlib.Path(__file__).resolve().parent.parent
# The catalog, in two modules by who links them: OshiWords, what every binary may say
# (the status bar's oshi too), and OshiCommandWords, what only the commands and helpers say.
catalogs = [root / "Sources" / "OshiWords", root / "Sources" / "OshiCommandWords"]

# The kinds' words: each kind's name, hint, labels and events, declared once per kind
# beside the grammar that counts with them (issue 56: a kind is its facts and its words).
# They sit with the formatter, which composes them, and are keys as the catalog's are:
# each a `.init(ja: …, en: …)` (a Pair, or an Event with its `dayJA:` between).
KINDS = root / "Sources" / "OshiWidgets" / "KindWords.swift"
KIND_PAIR = re.compile(r"(?:\.init|\bPair)\(\s*ja:\s*")


def literal(s, i):
    """The Swift string literal at s[i]: (value, end). Interpolations stay as written."""
    hashes = 0
    while s[i] == "#":
        hashes += 1
        i += 1
    multi = s.startswith('"""', i)
    delim = '"""' if multi else '"'
    closing = delim + "#" * hashes
    escape = "\\" + "#" * hashes
    i += len(delim)
    if multi:
        body_start = s.index("\n", i) + 1
        end = s.index(closing, body_start)
        indent = s[s.rindex("\n", 0, end) + 1 : end]
        lines = s[body_start:end].split("\n")[:-1]
        raw = "\n".join(line[len(indent) :] if line.startswith(indent) else line.strip() for line in lines)
        return unescape(raw, escape, multi=True), end + len(closing)
    j = i
    while True:
        if s.startswith(escape + "(", j):
            j = skip_parens(s, j + len(escape))
            continue
        if s.startswith(escape, j):
            j += len(escape) + 1
            continue
        if s.startswith(closing, j):
            break
        if s[j] == "\n":
            raise ValueError(f"unterminated literal at {i}")
        j += 1
    return unescape(s[i:j], escape, multi=False), j + len(closing)


def skip_parens(s, j):
    """The index after the parenthesised group that starts at s[j]."""
    depth = 0
    while True:
        c = s[j]
        if c == '"' or (c == "#" and s[j + 1] in '#"'):
            _, j = literal(s, j)
            continue
        if c == "(":
            depth += 1
        elif c == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1


def unescape(raw, escape, multi):
    out, i = [], 0
    simple = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "'": "'", "0": "\0"}
    while i < len(raw):
        if not raw.startswith(escape, i):
            out.append(raw[i])
            i += 1
            continue
        i += len(escape)
        c = raw[i]
        if c in simple:
            out.append(simple[c])
            i += 1
        elif c == "u":
            m = re.match(r"u\{([0-9a-fA-F]+)\}", raw[i:])
            out.append(chr(int(m.group(1), 16)))
            i += len(m.group(0))
        elif c == "(":
            end = skip_parens(raw, i)
            out.append("\\" + raw[i:end])
            i = end
        elif c == "\n" and multi:
            i += 1
        else:
            raise ValueError(f"escape \\{c}")
    return "".join(out)


def expression(s, i):
    """A text expression: literals joined by `+`, read up to a top-level `,` or `)`.

    Returns (value, end); a part that is not a literal (a call, a variable) is kept as
    `\\(part)`, as an interpolation would be."""
    parts = []
    while True:
        while s[i] in " \n":
            i += 1
        if s[i] == '"' or (s[i] == "#" and s[i + 1] in '#"'):
            value, i = literal(s, i)
        else:
            start, depth = i, 0
            while depth or (s[i] not in ",)" and not s.startswith(" +", i)):
                if s[i] in "([":
                    depth += 1
                elif s[i] in ")]":
                    depth -= 1
                i += 1
            value = "\\(" + s[start:i].strip() + ")"
        parts.append(value)
        while s[i] in " \n":
            i += 1
        if s[i] == "+":
            i += 1
            continue
        return "".join(parts), i


def interpolations(text):
    found, i = [], 0
    while True:
        i = text.find("\\(", i)
        if i < 0:
            # Each value once: a language may say one twice (平成の前です。平成は…).
            return sorted(set(found))
        end = skip_parens(text, i + 1)
        # The value said, not how it is joined (a separator may differ by language), nor
        # which language of a value said in both (`\(why.en)`, `\(why.ja)`).
        value = re.sub(r'"(?:[^"\\]|\\.)*"', '""', text[i + 2 : end - 1].strip())
        value = re.sub(r"\.(en|ja)\b|\(\.(en|ja)\)", "", value)
        # An English count with its noun (`Words.counted(n, "oshi")`) says n.
        found.append(re.sub(r'^Words\.counted\((.+), ""\)$', r"\1", value))
        i = end


# The ways a message is written in both languages where it is used, each a pattern:
# a `ja:` argument beside the English, a `said("English", "日本語")` helper, and a
# choice by language between two literals.
BOTH_LANGUAGES = [
    r'(?<![\w-])ja:\s*"',
    r'\bsaid\(\s*"',
    r'(?:==\s*\.ja|\bja|\bjapanese)\s*\?\s*[(\[]?\s*"',
    r'case \.ja:\s*(?:return\s*)?"',
]

# The formatter's grammar: the widgets' own text, composed word by word in each
# language (推し始めて1332日目, day 1,332 as a fan), and checked by the golden pages. Not
# messages: each language's sentence is built its own way.
GRAMMAR = {
    "Sources/OshiWidgets/Wording.swift",
    "Sources/OshiWidgets/Wording+English.swift",
    "Sources/OshiWidgets/Wording+Japanese.swift",
    "Sources/OshiWidgets/UpcomingText.swift",
    "Sources/OshiWidgets/TimelineText.swift",
    "Sources/OshiWidgets/ShareText.swift",
    "Sources/OshiWidgets/ICalendar.swift",
    "Sources/OshiWidgets/NotificationText.swift",
    "Sources/OshiWidgets/Candidates+Shapes.swift",
}


# Files whose Japanese literals are data oshi reads or matches, not words it says: the
# kana of romaji, UniDic's tags, the dates, months and eras it parses, the columns of Japanese
# exports, the birthday wordings of remind messages, the penlight colours' names, the
# demo's oshis, the line-breaking rules of the help, and the one file that translates
# swift-argument-parser's own words (issue 61 §2).
DATA = {
    "Sources/OshiNames/Romaji.swift",
    "Sources/OshiNames/Slug+Reading.swift",
    "Sources/OshiReading/MeCabReader.swift",
    "Sources/OshiCore/JapaneseEra.swift",
    "Sources/OshiCore/DateInput.swift",
    "Sources/OshiCore/DateInput+Normalize.swift",
    "Sources/OshiApp/Reads/CalendarMonth.swift",
    "Sources/OshiImport/CSVFile+Columns.swift",
    "Sources/OshiImport/RemindFile+Message.swift",
    "Sources/OshiApp/Changes/OshiColor+Penlight.swift",
    "Sources/OshiApp/Reads/Folding.swift",
    "Sources/OshiApp/CommandContext/Demo.swift",
    "Sources/OshiCommands/Help/HelpText+Layout.swift",
    "Sources/OshiCommands/ParserTranslation.swift",
}

# A string literal on one line with Japanese in it: outside the catalog, the grammar and
# the data, each is a word said where it is used, whatever the code around it (a `ja:`
# argument, a tuple of both languages, a `case (.ja, …)`).
JAPANESE_LITERAL = re.compile(r'"(?:[^"\\\n]|\\.)*[\u3040-\u30ff\u3400-\u9fff](?:[^"\\\n]|\\.)*"')


def outside_count(text):
    """The words said in both languages, or in Japanese, in `text`: each literal once."""
    starts = {m.end() - 1 for pattern in BOTH_LANGUAGES for m in re.finditer(pattern, text)}
    code = re.sub(r"//[^\n]*", lambda m: " " * len(m.group()), text)
    starts |= {m.start() for m in JAPANESE_LITERAL.finditer(code)}
    return len(starts)


def strip(text):
    """`text` without its interpolations."""
    return re.sub(r"\\\((?:[^()]|\([^()]*\))*\)", "", text)


JAPANESE = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uff01-\uff5e]")


def entries():
    for path in sorted(p for catalog in catalogs for p in catalog.rglob("*.swift")):
        source = path.read_text(encoding="utf-8")
        for match in re.finditer(r"\bSaid\(", source):
            i = match.end()
            if source[i] == ")" or source.startswith("_", i):
                continue
            en, i = expression(source, i)
            rest = re.match(r"\s*,\s*ja:\s*", source[i:])
            if not rest:
                continue
            ja, _ = expression(source, i + rest.end())
            line = source.count("\n", 0, match.start()) + 1
            before = source[: match.start()].rsplit("\n", 2)
            own_way = any("(words: each its own way)" in part for part in before[-2:])
            yield {
                "file": str(path.relative_to(root)), "line": line, "en": en, "ja": ja,
                "ownWay": own_way,
            }


def kind_entries():
    """The kinds' words, and the `ja:` arguments of KindWords.swift that are not in one."""
    if not KINDS.exists():
        return [], []
    source = KINDS.read_text(encoding="utf-8")
    found, taken = [], set()
    for match in KIND_PAIR.finditer(source):
        ja, i = expression(source, match.end())
        day = re.match(r"\s*,\s*dayJA:\s*", source[i:])
        if day:
            _, i = expression(source, i + day.end())
        rest = re.match(r"\s*,\s*en:\s*", source[i:])
        if not rest:
            continue
        taken.add(source.rindex("ja:", 0, match.end()))
        en, _ = expression(source, i + rest.end())
        found.append({
            "file": str(KINDS.relative_to(root)), "line": source.count("\n", 0, match.start()) + 1,
            "en": en, "ja": ja, "ownWay": False,
        })
    loose = [
        f"{KINDS.relative_to(root)}:{source.count(chr(10), 0, m.start()) + 1}: a Japanese word without its English beside it"
        for m in re.finditer(r'(?<![\w-])ja: "', source) if m.start() not in taken
    ]
    return found, loose


def main():
    found = list(entries())
    kinds, loose = kind_entries()
    found += kinds
    problems = list(loose)
    for entry in found:
        where = f"{entry['file']}:{entry['line']}"
        en, ja = entry["en"], entry["ja"]
        if not en.strip() or not ja.strip():
            problems.append(f"{where}: a language is empty")
        elif en == ja and re.search("[A-Za-z]{2}", strip(en)):
            problems.append(f"{where}: the Japanese is the English")
        elif not JAPANESE.search(strip(ja)) and re.search("[A-Za-z]{2}", strip(en)):
            problems.append(f"{where}: the Japanese has no Japanese: {ja!r}")
        if interpolations(en) != interpolations(ja) and not entry["ownWay"]:
            problems.append(
                f"{where}: the languages say different values: {interpolations(en)} and {interpolations(ja)}")
    outside = {}
    for path in sorted((root / "Sources").rglob("*.swift")):
        relative = str(path.relative_to(root))
        if any(catalog in path.parents for catalog in catalogs) or relative in GRAMMAR | DATA or path == KINDS:
            continue
        count = outside_count(path.read_text(encoding="utf-8"))
        if count:
            outside[relative] = count
    for file, count in outside.items():
        problems.append(
            f"{file}: {count} messages in both languages outside the catalog: "
            "make each a key of its area in Sources/OshiWords or Sources/OshiCommandWords")
    print(json.dumps({"entries": found, "problems": problems, "outside": outside}, ensure_ascii=False))
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
