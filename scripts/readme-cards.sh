#!/usr/bin/env bash
# Draws the cards of README and docs/pictures.md with the built binaries: one per family on a
# wallpaper, a share card, a month, and a waybar line in the oshis' colours as Pango draws it.
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
# A made-up portrait for the share card: no one's photo.
/usr/bin/python3 - "$work/portrait.png" <<'PY'
import sys
from PIL import Image, ImageDraw
image = Image.new("RGB", (480, 480), (250, 214, 226))
draw = ImageDraw.Draw(image)
draw.ellipse((150, 90, 330, 290), fill=(96, 62, 84))
draw.ellipse((170, 120, 310, 280), fill=(246, 210, 190))
draw.rounded_rectangle((110, 300, 370, 520), radius=90, fill=(147, 112, 219))
image.save(sys.argv[1])
PY
"$bin/oshi" add Aki --slug aki --birthday 1999-03-15 --debut 2019-11-30 --since 2023-04-01 \
  --oshi-color 紫 >/dev/null
"$bin/oshi" add 星野ルナ --slug luna --symbol 🌙 --birthday --12-10 --since 2024-01-10 \
  --oshi-color 水色 >/dev/null
"$bin/oshi" image set aki "$work/portrait.png" >/dev/null
mkdir -p "$out"
card() { "$bin/oshi" card "$@" --background "$work/wallpaper.png" >/dev/null; }
card aki-birthday --family circular -o "$out/circular.png"
card luna-following --family rectangular --lang ja -o "$out/rectangular.png"
card aki-debut --family inline -o "$out/inline.png"
card luna-birthday --family all --lang ja -o "$out/all.png"
"$bin/oshi" card aki-following --share x --lang ja -o "$out/share-x.png" >/dev/null
# A month to share (oshi cal), today framed.
"$bin/oshi" cal 2026-11 --lang ja -o "$out/cal.png" >/dev/null
# The waybar modules' text, side by side on a dark bar, drawn by Pango as waybar draws it.
markup=$("$bin/oshi" render aki-following luna-birthday aki-debut --format waybar --lang ja \
  | /usr/bin/python3 -c 'import json, sys; print("    ".join(json.loads(l)["text"] for l in sys.stdin))')
pango-view --markup --pixels --font="Noto Sans CJK JP 18" --background="#1e1e2e" \
  --foreground="#cdd6f4" --margin="8 16" -q -o "$out/waybar.png" --text="$markup"
