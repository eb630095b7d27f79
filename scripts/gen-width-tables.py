#!/usr/bin/env python3
"""Generate Sources/OshiText/CellWidth+Tables.swift from the Unicode Character Database.

The input is the UCD as Debian's `unicode-data` package installs it
(`apt-get install -y unicode-data`, files under /usr/share/unicode). The output is
checked in; CI does not need the package. Running this script again on the same
data writes the same bytes: no timestamps, and every table is sorted.

    python3 scripts/gen-width-tables.py            # write the Swift file
    python3 scripts/gen-width-tables.py --check    # exit 1 if the file is stale

The rules follow Python's wcwidth 0.7.0 (bin/update-tables.py upstream), so that
`CellWidth` and `wcwidth.wcswidth` agree; see CellWidth.swift for the cluster rules.
"""

from __future__ import annotations

import argparse
import re
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parent.parent
DEFAULT_OUTPUT = REPO / "Sources" / "OshiText" / "CellWidth+Tables.swift"

# General categories that take no cell of their own. Mc is here too, as in wcwidth:
# alone it is zero, and CellWidth adds its cell back when it follows a base.
ZERO_CATEGORIES = {"Mn", "Me", "Mc", "Cf", "Zl", "Zp"}

ENTRIES_PER_LINE = 4


def parse(path: Path):
    """Yield (first, last, fields) for every data line of a UCD-format file."""
    with path.open(encoding="utf-8") as f:
        for line in f:
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            code_points, *fields = (part.strip() for part in data.split(";"))
            if ".." in code_points:
                first, last = code_points.split("..")
            elif " " in code_points:
                # A sequence, as in emoji-variation-sequences.txt: keep it whole.
                yield code_points.split(), None, fields
                continue
            else:
                first = last = code_points
            yield int(first, 16), int(last, 16), fields


def collect(path: Path, keep) -> set[int]:
    """Code points whose property fields satisfy `keep`."""
    values: set[int] = set()
    for first, last, fields in parse(path):
        if last is not None and keep(fields):
            values.update(range(first, last + 1))
    return values


def file_version(path: Path) -> str:
    """The Unicode version named on a UCD file's first line, e.g. 15.0.0."""
    with path.open(encoding="utf-8") as f:
        match = re.search(r"-(\d+\.\d+\.\d+)\.txt", f.readline())
    if match is None:
        sys.exit(f"error: no version on the first line of {path}")
    return match.group(1)


def emoji_version(path: Path) -> str:
    """The emoji version that an emoji data file says it is used with."""
    with path.open(encoding="utf-8") as f:
        for line in f:
            match = re.match(r"# (?:Used with Emoji )?Version:? ?(\d+\.\d+)", line)
            if match:
                return match.group(1)
    sys.exit(f"error: no emoji version in {path}")


def ranges(values: set[int]) -> list[tuple[int, int]]:
    """Sorted, merged, inclusive ranges."""
    result: list[tuple[int, int]] = []
    for value in sorted(values):
        if result and result[-1][1] == value - 1:
            result[-1] = (result[-1][0], value)
        else:
            result.append((value, value))
    return result


def swift_table(name: str, doc: str, values: set[int]) -> str:
    table = ranges(values)
    declaration = f"  static let {name}: [(UInt32, UInt32)] = ["
    entries = [f"(0x{lo:04X}, 0x{hi:04X})" for lo, hi in table]
    one_line = declaration + ", ".join(entries) + "]"
    if len(one_line) <= 100:
        # swift-format keeps a literal that fits on one line there, without a trailing comma.
        return f"  /// {doc}\n{one_line}"
    lines = [f"  /// {doc}", declaration]
    for start in range(0, len(table), ENTRIES_PER_LINE):
        chunk = entries[start:start + ENTRIES_PER_LINE]
        lines.append("    " + " ".join(f"{entry}," for entry in chunk))
    lines.append("  ]")
    return "\n".join(lines)


def build(ucd: Path) -> str:
    general_category = ucd / "extracted" / "DerivedGeneralCategory.txt"
    east_asian_width = ucd / "EastAsianWidth.txt"
    core_properties = ucd / "DerivedCoreProperties.txt"
    prop_list = ucd / "PropList.txt"
    hangul = ucd / "HangulSyllableType.txt"
    grapheme = ucd / "auxiliary" / "GraphemeBreakProperty.txt"
    indic = ucd / "IndicSyllabicCategory.txt"
    emoji_data = ucd / "emoji" / "emoji-data.txt"
    variations = ucd / "emoji" / "emoji-variation-sequences.txt"

    version = file_version(general_category)
    for path in (east_asian_width, core_properties, prop_list, hangul, grapheme, indic):
        if file_version(path) != version:
            sys.exit(f"error: {path} is not Unicode {version}")
    emoji = emoji_version(emoji_data)

    zero_category = collect(general_category, lambda f: f[0] in ZERO_CATEGORIES)
    unassigned = collect(general_category, lambda f: f[0] == "Cn")
    spacing_marks = collect(general_category, lambda f: f[0] == "Mc")
    # Vowel and trailing jamo join the leading jamo's two cells, as in wcwidth.
    jamo_vt = collect(hangul, lambda f: f[0] in ("V", "T"))
    ignorable = collect(core_properties, lambda f: f[0] == "Default_Ignorable_Code_Point")
    concatenation = collect(prop_list, lambda f: f[0] == "Prepended_Concatenation_Mark")
    modifiers = collect(emoji_data, lambda f: f[0] == "Emoji_Modifier")
    pictographic = collect(emoji_data, lambda f: f[0] == "Extended_Pictographic")
    regional = collect(grapheme, lambda f: f[0] == "Regional_Indicator")
    viramas = collect(indic, lambda f: f[0] == "Virama")
    consonants = collect(indic, lambda f: f[0] == "Consonant")
    # Scalars that can share a grapheme cluster with a neighbour (rules GB3 to GB13).
    # Unassigned code points are in too: a newer Unicode may give them any property.
    # A string without any of these is one cluster per scalar.
    joining = collect(grapheme, lambda f: f[0] in (
        "CR", "LF", "Extend", "ZWJ", "Regional_Indicator", "Prepend", "SpacingMark", "L", "V", "T"))
    joining |= unassigned

    # U+115F HANGUL CHOSEONG FILLER is ignorable yet starts a two-cell syllable block.
    # U+00AD SOFT HYPHEN is shown as a hyphen by terminals. Prepended concatenation
    # marks (Arabic number signs) are always visible. A skin-tone modifier alone is an
    # emoji swatch; after an emoji base CellWidth drops it by context.
    zero = (zero_category | {0} | jamo_vt | ignorable) - {0x115F, 0x00AD}
    zero -= concatenation | modifiers

    wide = collect(east_asian_width, lambda f: f[0] in ("W", "F"))
    wide -= zero_category | jamo_vt | (ignorable - {0x115F})
    # Regional indicators are Neutral, but every terminal draws them in two cells.
    wide |= regional
    # Not in wcwidth: code points still unassigned in this version but reserved for
    # emoji count as 2, so an emoji newer than these tables is not under-measured
    # (every emoji given emoji presentation since Unicode 9 is Wide).
    wide |= (pictographic & unassigned) - zero

    # Text-presentation characters that VS16 turns into a two-cell emoji.
    emoji_style: set[int] = set()
    for sequence, last, fields in parse(variations):
        if last is None and sequence[1] == "FE0F":
            emoji_style.add(int(sequence[0], 16))
    emoji_style -= wide

    header = f"""\
// Generated by scripts/gen-width-tables.py from the Unicode Character Database
// {version} (emoji {emoji}), as Debian's unicode-data package installs it. Do not edit:
// run `python3 scripts/gen-width-tables.py` instead.

extension CellWidth {{
  /// The Unicode version these tables were generated from.
  static let unicodeVersion = "{version}"
"""
    tables = [
        swift_table(
            "zeroWidthRanges",
            "Marks (Mn, Me, Mc), format and separator characters, V/T jamo and ignorables.",
            zero),
        swift_table(
            "wideRanges",
            "East Asian Wide and Fullwidth, regional indicators, and emoji-reserved slots.",
            wide),
        swift_table(
            "spacingMarkRanges",
            "Spacing combining marks (Mc): one cell after a base, none alone.",
            spacing_marks),
        swift_table(
            "emojiStyleRanges",
            "Narrow characters that VS16 (U+FE0F) turns into a two-cell emoji.",
            emoji_style),
        swift_table(
            "pictographicRanges",
            "Extended_Pictographic: bases after which a skin-tone modifier takes no cell.",
            pictographic),
        swift_table(
            "regionalIndicatorRanges",
            "Regional indicators: two of them make one flag.",
            regional),
        swift_table(
            "emojiModifierRanges",
            "Skin-tone modifiers (Fitzpatrick types).",
            modifiers),
        swift_table(
            "viramaRanges",
            "Indic viramas: a consonant after one joins the conjunct.",
            viramas),
        swift_table(
            "consonantRanges",
            "Indic consonants (Indic_Syllabic_Category=Consonant).",
            consonants),
        swift_table(
            "joiningRanges",
            "Scalars that may share a grapheme cluster with a neighbour, and unassigned ones.",
            joining),
    ]
    return header + "\n" + "\n\n".join(tables) + "\n}\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--ucd", type=Path, default=Path("/usr/share/unicode"),
                        help="the UCD folder (default: /usr/share/unicode)")
    parser.add_argument("--output", type=Path, default=DEFAULT_OUTPUT,
                        help="the Swift file to write")
    parser.add_argument("--check", action="store_true",
                        help="compare with the existing file instead of writing it")
    args = parser.parse_args()

    if not (args.ucd / "EastAsianWidth.txt").is_file():
        print(f"error: no UCD in {args.ucd}: apt-get install -y unicode-data", file=sys.stderr)
        return 2
    text = build(args.ucd)
    if args.check:
        current = args.output.read_text(encoding="utf-8") if args.output.is_file() else ""
        if current != text:
            print(f"error: {args.output} is stale: run scripts/gen-width-tables.py",
                  file=sys.stderr)
            return 1
        return 0
    args.output.write_text(text, encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
