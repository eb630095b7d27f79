#!/usr/bin/env python3
"""Scores reading libraries on real names: how many get the slug their published
romanisation gives.

    scripts/score-readings.py [Tests/OshiNamesTests/Fixtures/real-names.tsv] [-v]

Each configuration reads the kanji of every name in the fixture into kana; the kana
(and the kana, digits and Latin letters the name already has) are then made into a slug
with the rules of Sources/OshiNames (modified Hepburn, long vowels as written, words
joined by '-', digits kept beside the word before them). A name scores when its slug
equals the expected one exactly. The configurations run the libraries' own programs
(mecab, kakasi); a configuration whose program or dictionary is missing is skipped.
The Swift test SlugReadingTests.realNames (Tests/OshiNamesTests) scores the library oshi-cli links through
its C API and asserts at least the score recorded in docs/names.md.
"""

import os
import shutil
import subprocess
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
FIXTURE = os.path.join(HERE, "..", "Tests", "OshiNamesTests", "Fixtures", "real-names.tsv")

ROWS = [
    ("あいうえお", "a i u e o"), ("かきくけこ", "ka ki ku ke ko"), ("がぎぐげご", "ga gi gu ge go"),
    ("さしすせそ", "sa shi su se so"), ("ざじずぜぞ", "za ji zu ze zo"),
    ("たちつてと", "ta chi tsu te to"), ("だぢづでど", "da ji zu de do"),
    ("なにぬねの", "na ni nu ne no"), ("はひふへほ", "ha hi fu he ho"),
    ("ばびぶべぼ", "ba bi bu be bo"), ("ぱぴぷぺぽ", "pa pi pu pe po"),
    ("まみむめも", "ma mi mu me mo"), ("やゆよ", "ya yu yo"), ("らりるれろ", "ra ri ru re ro"),
    ("わゐゑを", "wa i e o"), ("んゔゕゖゎ", "n vu ka ke wa"),
]
SYLLABLES = {k: r for kana, readings in ROWS for k, r in zip(kana, readings.split())}
SMALL_VOWELS = dict(zip("ぁぃぅぇぉ", "aiueo"))
SMALL_Y = {"ゃ": "ya", "ゅ": "yu", "ょ": "yo"}


def hiragana(ch):
    o = ord(ch)
    if 0x30A1 <= o <= 0x30F6:
        return chr(o - 0x60)
    return ch


def is_kanji(ch):
    o = ord(ch)
    return 0x4E00 <= o <= 0x9FFF or 0x3400 <= o <= 0x4DBF or ch in "々〆ヶ" or 0xF900 <= o <= 0xFAFF


def is_kana(ch):
    o = ord(ch)
    return 0x3041 <= o <= 0x3096 or 0x30A1 <= o <= 0x30FA or ch == "ー"


def romaji(kana):
    """Kana, digits and ASCII letters as lowercase Hepburn; anything else is a space."""
    text = unicodedata.normalize("NFKC", kana)
    out, i, doubling = "", 0, False
    while i < len(text):
        ch = hiragana(text[i])
        i += 1
        if ch.isascii() and ch.isalnum():
            out += ch.lower()
            doubling = False
            continue
        if ch == "っ":
            doubling = True
            continue
        if ch in "ーゝゞ":
            continue
        syl = SYLLABLES.get(ch)
        if syl is None:
            if ch in SMALL_VOWELS or ch in SMALL_Y:
                out += SMALL_VOWELS.get(ch) or SMALL_Y[ch]
            else:
                out += " "
                doubling = False
            continue
        nxt = hiragana(text[i]) if i < len(text) else ""
        if nxt in SMALL_Y and syl.endswith("i") and len(syl) > 1:
            syl = syl[:-1]
            syl += SMALL_Y[nxt][1:] if syl in ("sh", "ch", "j") else SMALL_Y[nxt]
            i += 1
        elif nxt in SMALL_VOWELS:
            syl = (syl[:-1] or "w") + SMALL_VOWELS[nxt]
            i += 1
        if doubling and syl[0] not in "aeiou":
            out += "t" if syl.startswith("ch") else syl[0]
        doubling = False
        out += syl
    return out


def slug(words):
    """Words (each in kana, digits and letters), romanised and joined by '-', at most 32 characters, cut at a word."""
    parts = []
    for word in words:
        parts += romaji(word).split()
    result = ""
    for part in parts:
        candidate = part if not result else result + "-" + part
        if len(candidate) > 32:
            break
        result = candidate
    return result


def script(surface):
    if any(is_kanji(c) for c in surface):
        return "kanji"
    if all(c.isascii() and c.isalnum() for c in surface):
        return "latin"
    if all("\u3041" <= c <= "\u309f" for c in surface):
        return "hiragana"
    if all(is_kana(c) for c in surface):
        return "katakana"
    return "other"


def words_from_tokens(tokens):
    """Tokens (surface, kana reading or None, part of speech) into words, by the rules in
    docs/names.md: kana and Latin beside their own kind join, digits and Latin join the
    word before them, a suffix or an inflection joins the word before it, a family name
    and a given name are two words."""
    words = []
    previous = None
    for surface, reading, pos in tokens:
        kind = script(surface)
        # Words are joined in kana and romanised whole, as Sources/OshiNames does, so that
        # a small っ at the end of one piece doubles the next piece's consonant.
        text = (reading or "") if kind == "kanji" else surface
        if kind == "other" or not romaji(text).strip():
            words.append(" ")
            previous = None
            continue
        joins = False
        if previous is not None:
            pkind, ppos = previous
            if kind == "latin":
                joins = True
            elif kind in ("hiragana", "katakana") and pkind == kind:
                joins = True
            elif kind == "hiragana" and pkind == "kanji" and pos in ("suffix", "inflection"):
                joins = True
            elif kind == "kanji" and pkind == "kanji":
                joins = pos == "suffix" or ppos == "prefix" or (
                    pos.startswith("name-") and pos == ppos) or (pos == ppos == "run")
        if joins and words:
            words[-1] += text
        else:
            words.append(text)
        previous = (kind, pos)
    return slug(words)


def mecab_tokens(name, dic, reading_field, kana_field_fallback=None):
    out = subprocess.run(
        ["mecab", "-r", "/dev/null", "-d", dic], input=name + "\n", capture_output=True,
        text=True, check=True).stdout
    tokens = []
    for line in out.splitlines():
        if line == "EOS" or "\t" not in line:
            continue
        surface, features = line.split("\t", 1)
        f = features.split(",")
        reading = f[reading_field] if len(f) > reading_field and f[reading_field] != "*" else None
        tokens.append((surface, reading, mecab_pos(f)))
    return tokens


def mecab_pos(f):
    """IPAdic's and UniDic's parts of speech, as the few classes the word rules use."""
    joined = ",".join(f[:4])
    if "人名" in joined:
        if "姓" in joined:
            return "name-family"
        if "名" in f[3:4] or ",名," in joined + ",":
            return "name-given"
    if "接尾" in joined:
        return "suffix"
    if "接頭" in joined:
        return "prefix"
    if f[0] in ("助動詞",) or "非自立" in joined:
        return "inflection"
    return "word"


def kakasi_tokens(name):
    def run(args, text):
        return subprocess.run(
            ["kakasi", "-iutf8", "-outf8"] + args, input=text + "\n", capture_output=True,
            text=True, check=True).stdout.strip()

    tokens = []
    # KAKASI has no parts of speech: each run of kanji is read whole (its longest
    # dictionary matches), and hiragana right after it joins it when KAKASI read them
    # together (送り仮名).
    segments = run(["-w"], name).split()
    for segment in segments:
        kind = script(segment)
        reading = run(["-JH"], segment) if kind == "kanji" else None
        pos = "run" if kind == "kanji" and all(is_kanji(c) for c in segment) else "word"
        tokens.append((segment, reading, pos))
    return tokens


def configurations():
    configs = []
    if shutil.which("mecab"):
        for label, dic, field in [
            ("MeCab + IPAdic", "/var/lib/mecab/dic/ipadic-utf8", 7),
            ("MeCab + UniDic", "/var/lib/mecab/dic/unidic", 20),
        ]:
            if os.path.exists(os.path.join(dic, "sys.dic")):
                configs.append((label, lambda n, d=dic, f=field: mecab_tokens(n, d, f)))
    if shutil.which("kakasi"):
        configs.append(("KAKASI", kakasi_tokens))
    configs.append(("kana and Latin only (no library)", lambda n: [(n, None, "word")]))
    return configs


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("-")]
    verbose = "-v" in sys.argv
    rows = []
    with open(args[0] if args else FIXTURE, encoding="utf-8") as f:
        for line in f:
            if line.startswith("#") or not line.strip():
                continue
            name, expected, _source = line.rstrip("\n").split("\t")
            rows.append((name, expected))
    print(f"{len(rows)} names")
    for label, tokens in configurations():
        right = letters = 0
        for name, expected in rows:
            got = words_from_tokens(tokens(unicodedata.normalize("NFKC", name)))
            letters += got.replace("-", "") == expected.replace("-", "")
            if got == expected:
                right += 1
            elif verbose:
                print(f"  {label}: {name} -> {got or '(none)'} (expected {expected})")
        print(f"{label}: {right}/{len(rows)} exact, {letters}/{len(rows)} right but for the dashes")


if __name__ == "__main__":
    main()
