#!/usr/bin/env bash
# Draws the cards of docs/pictures.md with the built binaries: one per family, on a plain wallpaper.
#   scripts/readme-cards.sh [BIN_DIR] [OUT_DIR]     (defaults: .build/debug, docs/cards)
# CardTests runs it into a temporary folder and compares the result with docs/cards.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-.build/debug}
out=${2:-docs/cards}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export OSHI_DB="$work/oshi.sqlite" OSHI_NOW=2026-11-22T12:00:00+09:00 TZ=Asia/Tokyo LANG=C.UTF-8
# A dusk gradient, as a Lock Screen's wallpaper might be.
/usr/bin/python3 - "$work/wallpaper.png" <<'PY'
import sys
from PIL import Image
width, height = 600, 400
image = Image.new("RGB", (width, height))
top, bottom = (34, 42, 96), (126, 70, 128)
for y in range(height):
    t = y / (height - 1)
    colour = tuple(round(a + (b - a) * t) for a, b in zip(top, bottom))
    for x in range(width):
        image.putpixel((x, y), colour)
image.save(sys.argv[1])
PY
"$bin/oshi" add Aki --slug aki --birthday 1999-03-15 --debut 2019-11-30 --since 2023-04-01 >/dev/null
"$bin/oshi" add 星野ルナ --slug luna --symbol 🌙 --birthday --12-10 --since 2024-01-10 >/dev/null
mkdir -p "$out"
card() { "$bin/oshi" card "$@" --background "$work/wallpaper.png" >/dev/null; }
card aki-birthday --family circular -o "$out/circular.png"
card luna-following --family rectangular --lang ja -o "$out/rectangular.png"
card aki-debut --family inline -o "$out/inline.png"
card luna-birthday --family all --lang ja -o "$out/all.png"
