#!/usr/bin/env python3
"""Print Python wcwidth's widths, for OshiTextTests to compare with CellWidth.

    python3 scripts/wcwidth-reference.py codepoints   # codepoint<TAB>width, hex code points
    python3 scripts/wcwidth-reference.py corpus       # text<TAB>width, one real name a line
    python3 scripts/wcwidth-reference.py version      # the wcwidth and Unicode versions

`codepoints` lists every scalar value except surrogates, private use, noncharacters
and the controls for which wcwidth answers -1. Python's own unicodedata is often older
than wcwidth's tables (3.11 ships Unicode 14.0), so it cannot say what is assigned;
the Swift test keeps the code points assigned in both our tables' version and
wcwidth's, using the stdlib's Unicode age.

`corpus` measures whole strings with wcwidth.wcswidth, as the SPEC names it.
"""

from __future__ import annotations

import sys

import wcwidth

# Real names and the symbols fans put next to them. No tabs or newlines: the output is
# one `text<TAB>width` line per entry.
CORPUS = [
    # Latin, with precomposed and combining accents.
    "Aki", "Sakura Miko", "Beyoncé", "Beyonce\u0301", "Zoë", "Zoe\u0308", "Ñandú",
    "Ana Mari\u0301a", "Dvořák",
    # Kanji and kana.
    "推し", "星街すいせい", "宝鐘マリン", "初音ミク", "推し始めて1332日目", "27歳の誕生日まで",
    "あと113日", "7周年", "髙橋", "𠮷野家", "々ゝゞ", "ヴァイオレット",
    # Half-width katakana, with voiced marks that are separate characters.
    "ｱｷ", "ﾐｸ", "ｶﾞﾝﾀﾞﾑ", "ﾊﾟﾝ",
    # Full-width letters and digits.
    "Ａｋｉ", "ＡＢＣ１２３", "！？",
    # Hangul syllables and conjoining jamo.
    "방탄소년단", "아이유", "뉴진스", "\u1100\u1161\u11a8", "\u1112\u1161\u11ab\u1100\u1173\u11af",
    # Thai with vowel and tone marks.
    "ลิซ่า", "แบมแบม", "ภาษาไทย", "น้ำ",
    # Devanagari, Tamil and Bengali names, with conjuncts and spacing marks.
    "प्रिया", "क्षत्रिय", "हिन्दी", "தமிழ்", "বাংলা",
    # Arabic, Hebrew and Cyrillic.
    "محمد", "שלום", "Алла",
    # Emoji: ZWJ sequences, skin tones, flags, keycaps, VS16.
    "Aki 🎂", "🎂 Aki 27歳の誕生日!", "👩‍👩‍👧", "👨‍👩‍👧‍👦", "🧑‍🎤", "👩🏽‍🎤", "🏳️‍🌈",
    "🏴‍☠️", "👍🏻", "🇯🇵", "🇰🇷🇺🇸", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "1️⃣", "#️⃣", "*️⃣", "♥️", "♡", "♥", "❤️",
    "☺️", "✨", "⭐", "🌸", "💜", "🫶", "🩷", "🫨",
    # Text-presentation symbols and ambiguous-width punctuation.
    "♪", "☆彡", "★", "→", "…", "·", "«Aki»", "°C", "±",
    # Mixed lines as a widget shows them.
    "♡ Aki 推し始めて1332日目", "ｱｷ🎂27歳", "推し🇯🇵Aki", "Zoë 💜 ゾーイ",
]


def codepoints() -> None:
    out = []
    for cp in range(0x110000):
        if 0xD800 <= cp <= 0xDFFF:
            continue  # surrogates: not scalar values
        if 0xE000 <= cp <= 0xF8FF or 0xF0000 <= cp <= 0xFFFFD or 0x100000 <= cp <= 0x10FFFD:
            continue  # private use: the font decides
        if 0xFDD0 <= cp <= 0xFDEF or (cp & 0xFFFE) == 0xFFFE:
            continue  # noncharacters
        width = wcwidth.wcwidth(chr(cp))
        if width < 0:
            continue  # controls, for which wcwidth has no width
        out.append(f"{cp:X}\t{width}\n")
    sys.stdout.write("".join(out))


def corpus() -> None:
    for text in CORPUS:
        sys.stdout.write(f"{text}\t{wcwidth.wcswidth(text)}\n")


def version() -> None:
    sys.stdout.write(f"{wcwidth.__version__}\t{wcwidth.list_versions()[-1]}\n")


def main() -> int:
    modes = {"codepoints": codepoints, "corpus": corpus, "version": version}
    if len(sys.argv) != 2 or sys.argv[1] not in modes:
        sys.stderr.write("usage: wcwidth-reference.py codepoints|corpus|version\n")
        return 64
    sys.stdout.reconfigure(encoding="utf-8")
    modes[sys.argv[1]]()
    return 0


if __name__ == "__main__":
    sys.exit(main())
