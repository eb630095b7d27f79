#!/usr/bin/env python3
"""ICU's data for oshi-cli, cut to what oshi speaks (issue 60, docs/perf-history.md#icu-data).

    scripts/icu-data.py OUT_FOLDER [SWIFT_STATIC_FOLDER]

Foundation on Linux brings ICU, and ICU's common data: 34 MB in every static binary
that links Foundation, which for oshi is oshi-cli alone. oshi speaks English and
Japanese, decodes character sets with glibc's iconv (OshiImport/Charset.swift), and
reads names with MeCab, not with ICU's word breaks. So this takes the toolchain's own
data (the member icu_packaged_data.cpp.o of lib_FoundationICU.a, whose one symbol is
`icudtNN_dat`) and writes the same package without:

  * the locale bundles of languages other than English and Japanese (root, the
    fallback of every locale, stays, as do pool.res and res_index.res);
  * the character set converters (*.cnv);
  * the services of ICU that only an API oshi never calls reads, and that Foundation
    does not use on its own: transliteration (translit/, `applyingTransform`),
    collation (coll/, `localizedCompare` and sorting by locale), text breaking
    (brkitr/, `capitalized`, `enumerateSubstrings(options: .byWords)` and its
    dictionaries), Unicode character names (unames.icu) and spoofing checks
    (confusables.cfu). Tests/OshiEndToEndTests/ICUDataTests.swift holds oshi-cli's
    output to the output with the whole data.

Everything else (normalisation, Unicode properties, time zones, likely subtags,
supplemental data) stays. The result is OUT_FOLDER/icudata.dat and
OUT_FOLDER/icudata.inc, the assembly that defines the same symbol with it; `make build`
names the latter in OSHI_ICU_DATA, Package.swift passes it to the OshiICUData target
(Sources/OshiICUData/icudata.S), whose object oshi-cli links ahead of the toolchain's
libraries, so that lld never takes the toolchain's member. Another ICU names another
symbol, which this script reads from the toolchain: an object left from an older one
defines a symbol nothing asks for, and the linker drops it.

Prints the symbol, the items kept and the sizes before and after. Where the toolchain
has no lib_FoundationICU.a (macOS, whose Foundation is the system's), the assembly is
a comment alone and oshi-cli links ICU as it is.
"""

import hashlib
import os
import re
import shutil
import struct
import subprocess
import sys

MEMBER = "icu_packaged_data.cpp.o"
# Locale bundles are named by their locale: a language of two or three letters, then
# script, region and variants after underscores. Other bundles (supplementalData,
# metaZones, zoneinfo64, plurals…) are not locale data and are kept.
LOCALE = re.compile(r"^[a-z]{2,3}(_[A-Za-z0-9]+)*$")
KEPT_LANGUAGES = {"en", "ja"}
KEPT_BUNDLES = {"root", "pool", "res_index"}


def swift_static_folder():
    """The toolchain's static libraries, beside the swiftc on PATH."""
    swiftc = shutil.which("swiftc")
    if swiftc is None:
        sys.exit("icu-data.py: swiftc is not on PATH")
    usr = os.path.dirname(os.path.dirname(os.path.realpath(swiftc)))
    return os.path.join(usr, "lib", "swift_static", "linux")


def read_symbol(obj):
    """(name, bytes) of the one `icudtNN_dat` symbol an ELF64 little-endian object defines."""
    if obj[:4] != b"\x7fELF" or obj[4] != 2 or obj[5] != 1:
        sys.exit("icu-data.py: the member is not a 64-bit little-endian ELF object")
    shoff = struct.unpack_from("<Q", obj, 0x28)[0]
    shentsize, shnum = struct.unpack_from("<HH", obj, 0x3A)
    sections = []
    for index in range(shnum):
        base = shoff + index * shentsize
        _, kind, _, _, offset, size, link, _, _, entsize = struct.unpack_from(
            "<IIQQQQIIQQ", obj, base
        )
        sections.append((kind, offset, size, link, entsize))
    for kind, offset, size, link, entsize in sections:
        if kind != 2:  # SHT_SYMTAB
            continue
        strings = sections[link][1]
        for at in range(offset, offset + size, entsize):
            name_at, _, _, shndx, value, length = struct.unpack_from("<IBBHQQ", obj, at)
            end = obj.index(b"\0", strings + name_at)
            name = obj[strings + name_at : end].decode()
            if re.fullmatch(r"icudt\d+_dat", name) and 0 < shndx < len(sections):
                data_at = sections[shndx][1] + value
                return name, obj[data_at : data_at + length]
    sys.exit(f"icu-data.py: no icudtNN_dat symbol in {MEMBER}")


def items_of(data):
    """The header and the (name, bytes) items of an ICU common-data package (CmnD)."""
    header_size = struct.unpack_from("<H", data, 0)[0]
    if data[2:4] != b"\xda\x27" or data[12:16] != b"CmnD":
        sys.exit("icu-data.py: the symbol holds no ICU common data (CmnD)")
    count = struct.unpack_from("<I", data, header_size)[0]
    entries = [struct.unpack_from("<II", data, header_size + 4 + 8 * i) for i in range(count)]
    items = []
    for index, (name_at, data_at) in enumerate(entries):
        start = header_size + name_at
        name = data[start : data.index(b"\0", start)].decode("ascii")
        end = header_size + entries[index + 1][1] if index + 1 < count else len(data)
        items.append((name, data[header_size + data_at : end]))
    return data[:header_size], items


# The services no oshi-cli path reaches (see above): 3.4 MB of the 6.4 the languages'
# cut left (docs/perf-history.md#icu-services).
UNUSED_FOLDERS = ("translit/", "coll/", "brkitr/")
UNUSED_FILES = {"unames.icu", "confusables.cfu"}


def kept(name):
    """Whether oshi-cli can need the item `name` (`icudt76l/coll/ja.res`)."""
    path = name.split("/", 1)[1]
    if path.endswith(".cnv") or path.startswith(UNUSED_FOLDERS) or path in UNUSED_FILES:
        return False
    if not path.endswith(".res"):
        return True
    bundle = path.rsplit("/", 1)[-1][: -len(".res")]
    if bundle in KEPT_BUNDLES or not LOCALE.match(bundle):
        return True
    return bundle.split("_")[0] in KEPT_LANGUAGES


def package(header, items):
    """The package again: header, count, table of (name, data) offsets, names, data.

    Each item starts on 16 bytes, as ICU's own packager aligns them.
    """
    count = len(items)
    table_size = 4 + 8 * count
    names = b"".join(name.encode("ascii") + b"\0" for name, _ in items)
    names_at = table_size
    data_at = (table_size + len(names) + 15) & ~15
    offsets, body, name_offset = [], b"", names_at
    for name, blob in items:
        offsets.append((name_offset, data_at + len(body)))
        name_offset += len(name) + 1
        body += blob + b"\0" * ((-len(blob)) % 16)
    table = struct.pack("<I", count) + b"".join(struct.pack("<II", *pair) for pair in offsets)
    padding = b"\0" * (data_at - table_size - len(names))
    return header + table + names + padding + body


def write(path, data):
    """`data` in the file `path`, whole or not at all; an unchanged file is left as it is."""
    if os.path.exists(path):
        with open(path, "rb") as file:
            if file.read() == data:
                return
    with open(path + ".tmp", "wb") as file:
        file.write(data)
    os.replace(path + ".tmp", path)


def main():
    if len(sys.argv) not in (2, 3):
        sys.exit(__doc__.strip().splitlines()[2].strip())
    out = sys.argv[1]
    folder = sys.argv[2] if len(sys.argv) == 3 else swift_static_folder()
    archive = os.path.join(folder, "lib_FoundationICU.a")
    os.makedirs(out, exist_ok=True)
    if not os.path.exists(archive):
        # macOS, whose Foundation is the system's, or a toolchain without static
        # libraries: nothing to cut, and the object stays empty.
        write(os.path.join(out, "icudata.inc"), b"// no lib_FoundationICU.a: ICU's data is left as it is\n")
        print(f"icu-data.py: {archive} is missing; oshi-cli keeps ICU's data as it is")
        return
    member = subprocess.run(["ar", "p", archive, MEMBER], check=True, capture_output=True).stdout
    symbol, data = read_symbol(member)
    header, items = items_of(data)
    chosen = [(name, blob) for name, blob in items if kept(name)]
    filtered = package(header, chosen)
    # The package reads back as the items chosen, in order, byte for byte.
    if items_of(filtered)[1] != chosen:
        sys.exit("icu-data.py: the package written does not read back")

    blob = os.path.join(os.path.abspath(out), "icudata.dat")
    write(blob, filtered)
    # The assembly Sources/OshiICUData/icudata.S includes. It names the data's digest, so
    # that new data changes the file and the build assembles it again.
    digest = hashlib.sha256(filtered).hexdigest()
    target = os.path.join(out, "icudata.inc")
    write(
        target,
        (
            f"// {len(chosen)} items of {symbol}, sha256 {digest} (scripts/icu-data.py)\n"
            f'\t.section .rodata.{symbol},"a"\n\t.globl {symbol}\n\t.balign 16\n'
            f'\t.type {symbol}, %object\n{symbol}:\n\t.incbin "{blob}"\n'
            f"\t.size {symbol}, . - {symbol}\n"
        ).encode(),
    )
    print(
        f"{symbol}: {len(chosen)} of {len(items)} items, "
        f"{len(data):,} -> {len(filtered):,} bytes ({target})"
    )


if __name__ == "__main__":
    main()
