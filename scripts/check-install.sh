#!/usr/bin/env bash
# make install and make uninstall, as a user would run them, checked (issue 38):
# the layout the shared SPEC names, an installed oshi that runs from it, its units
# verified by systemd, and an uninstall that leaves nothing of oshi behind.
# Run after `make build` (.ci/run does); make then builds nothing.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -n 1)
stage=$(mktemp -d)
home=$(mktemp -d)
trap 'rm -rf "$stage" "$home"' EXIT

make --no-print-directory install DESTDIR="$stage" PREFIX=/usr/local >/dev/null
root="$stage/usr/local"
expected="bin/oshi
lib/systemd/user/oshi-notify.service
lib/systemd/user/oshi-notify.timer
lib/systemd/user/oshi-refresh.service
lib/systemd/user/oshi-refresh.timer
libexec/oshi/oshi-card
libexec/oshi/oshi-cli
libexec/oshi/oshi-notify-send
share/applications/oshi-url.desktop
share/bash-completion/completions/oshi
share/doc/oshi/BENCHMARKS.md
share/doc/oshi/CHANGELOG.md
share/doc/oshi/LICENSE
share/doc/oshi/README.ja.md
share/doc/oshi/README.md
share/fish/vendor_completions.d/oshi.fish
share/zsh/site-functions/_oshi"
actual=$(cd "$root" && find . \( -type f -o -type l \) ! -path './share/man/*' \
  ! -path './share/doc/oshi/docs/*' |
  sed 's|^\./||' | LC_ALL=C sort)
if [ "$actual" != "$expected" ]; then
  echo "make install put these files:" >&2
  echo "$actual" >&2
  exit 1
fi
# oshi-notify-send is oshi-card under another name: one helper binary (issue 60).
[ "$(readlink "$root/libexec/oshi/oshi-notify-send")" = oshi-card ] ||
  { echo "libexec/oshi/oshi-notify-send is not a link to oshi-card" >&2; exit 1; }
# Called by that name, it is the notification sender: without a summary, its usage.
status=0
said=$("$root/libexec/oshi/oshi-notify-send" --body B 2>&1) || status=$?
[ "$status" = 64 ] && grep -q '^usage: oshi-notify-send --summary' <<< "$said" ||
  { echo "oshi-notify-send --body B: exit $status: $said" >&2; exit 1; }
grep -qx "ExecStart=/usr/local/bin/oshi refresh" "$root/lib/systemd/user/oshi-refresh.service"

# README's pages and pictures beside it, as in the repository, so its links work there.
docs=$(cd "$root/share/doc/oshi" && find docs -type f | LC_ALL=C sort)
[ "$docs" = "$(find docs -type f \( -name '*.md' -o -name '*.png' \) | LC_ALL=C sort)" ] ||
  { echo "make install put these docs: $docs" >&2; exit 1; }

# The manual: oshi(1) and one page per command the parser knows, none for `help`; man
# finds them by the names git's pages have, and groff reads each without a warning.
pages=$(cd "$root/share/man/man1" && ls | LC_ALL=C sort)
commands=$(.build/release/oshi-cli --experimental-dump-help | python3 -c '
import json, sys
def walk(command, path):
    if command["commandName"] == "help":
        return
    print("-".join(path) + ".1")
    for sub in command.get("subcommands", []):
        walk(sub, path + [sub["commandName"]])
walk(json.load(sys.stdin)["command"], ["oshi"])' | LC_ALL=C sort)
if [ "$pages" != "$commands" ]; then
  echo "make install put these manual pages: $pages" >&2
  exit 1
fi
[ "$(man -M "$root/share/man" -w oshi-render)" = "$root/share/man/man1/oshi-render.1" ]
# The same pages in Japanese, which man picks under a Japanese locale.
pages_ja=$(cd "$root/share/man/ja/man1" && ls | LC_ALL=C sort)
[ "$pages_ja" = "$pages" ] || { echo "the Japanese pages are: $pages_ja" >&2; exit 1; }
grep -q 'Sh \\\[u540D\]\\\[u524D\]' "$root/share/man/ja/man1/oshi-render.1" ||
  { echo "oshi-render.1 in ja has no 名前 section" >&2; exit 1; }
for page in "$root"/share/man/man1/*.1 "$root"/share/man/ja/man1/*.1; do
  warnings=$(groff -man -ww -z -Tutf8 "$page" 2>&1)
  [ -z "$warnings" ] || { echo "$page: $warnings" >&2; exit 1; }
done
# Under the POSIX locale man uses groff's ascii device, which has no Japanese glyphs
# (issue 54): the English pages read without a warning, and a Japanese word shows in
# romaji in place of the UTF-8 page's Japanese.
for page in "$root"/share/man/man1/*.1; do
  warnings=$(LC_ALL=C groff -man -ww -z -Tascii "$page" 2>&1)
  [ -z "$warnings" ] || { echo "$page under the POSIX locale: $warnings" >&2; exit 1; }
done
name=$(LC_ALL=C MANPAGER=cat man -l "$root/share/man/man1/oshi.1" 2>&1 | sed -n '/^NAME/,/^SYNOPSIS/p' | tr -s ' \n' ' ')
[[ "$name" == *"people you follow (oshikatsu)."* ]] ||
  { echo "oshi(1) under the POSIX locale: $name" >&2; exit 1; }
name=$(LC_ALL=C.UTF-8 MANPAGER=cat man -l "$root/share/man/man1/oshi.1" 2>&1 | sed -n '/^NAME/,/^SYNOPSIS/p' | tr -s ' \n' ' ')
[[ "$name" == *"people you follow (推し活)."* ]] ||
  { echo "oshi(1) under a UTF-8 locale: $name" >&2; exit 1; }
# Each page as man shows it (issue 61): a header and a footer, which mdoc sets up only at
# a section it knows as NAME, whatever the page calls it; no word broken at a hyphen,
# so that a name copied from a page (notify.at, pkill -RTMIN+8 waybar) is whole; and in
# Japanese, the header, the date and the authors in Japanese.
for page in "$root"/share/man/man1/*.1 "$root"/share/man/ja/man1/*.1; do
  case "$page" in
    */ja/*) shown=$(LANG=ja_JP.UTF-8 MANWIDTH=60 MANPAGER=cat man -l "$page" 2>&1) ;;
    *) shown=$(LANG=C.UTF-8 MANWIDTH=60 MANPAGER=cat man -l "$page" 2>&1) ;;
  esac
  first=$(printf '%s\n' "$shown" | sed -n '1p')
  last=$(printf '%s\n' "$shown" | sed '/^$/d' | tail -n 1)
  [[ "$first" == OSHI* && "$last" == "oshi $version"*"oshi $version" ]] ||
    { echo "$page has no header or footer: '$first' … '$last'" >&2; exit 1; }
  if printf '%s' "$shown" | grep -q '‐'; then
    echo "$page breaks a word at a hyphen: $(printf '%s' "$shown" | grep '‐' | head -n 1)" >&2
    exit 1
  fi
  # Nor after the hyphen a name holds (i3status-rust, aki-birthday), in either locale.
  for locale in C C.UTF-8; do
    case "$page" in */ja/*) continue ;; esac
    cut=$(LC_ALL=$locale MANWIDTH=60 MANPAGER=cat man -l "$page" 2>&1 | grep -E '[[:alnum:]]-$' || true)
    [ -z "$cut" ] || { echo "$page breaks a name after its hyphen ($locale): $cut" >&2; exit 1; }
  done
  case "$page" in
    */ja/*)
      [[ "$first" == *"ユーザーコマンド"* && "$last" == *"年"*"月"*"日"* ]] ||
        { echo "$page: the header or the date is not Japanese: '$first' … '$last'" >&2; exit 1; }
      printf '%s' "$shown" | grep -q 'oshi の作者たちが書きました。' ||
        { echo "$page: the authors are not said in Japanese" >&2; exit 1; }
      ;;
  esac
done
# groff's Japanese support (-mja, ja.tmac) may break a line between any two Japanese
# characters (issue 61). Rendered with it at narrow widths, the Japanese pages keep each
# katakana word whole (no ウィ / ジェット, ス / ロット, unless the word is longer than the
# line) and begin no line with 。, 、 or a closing parenthesis.
python3 - "$root"/share/man/ja/man1/*.1 <<'EOF'
import subprocess, sys, unicodedata

def katakana(c):
    # ァ to ヿ and the small ㇰ to ㇿ; not ・, which parts words.
    return ("\u30a0" <= c <= "\u30ff" and c != "\u30fb") or "\u31f0" <= c <= "\u31ff"

def cells(text):
    return sum(2 if unicodedata.east_asian_width(c) in "WF" else 1 for c in text)

def run(text, at_end):
    """The katakana that `text` ends with (at_end) or begins with."""
    chars = reversed(text) if at_end else iter(text)
    n = 0
    for c in chars:
        if not katakana(c):
            break
        n += 1
    return text[len(text) - n:] if at_end else text[:n]

bad = []
for width in (40, 60, 80):
    for page in sys.argv[1:]:
        shown = subprocess.run(
            ["groff", "-Tutf8", "-P-cbou", "-mja", "-mandoc", f"-rLL={width}n", page],
            capture_output=True, text=True, timeout=60, check=True).stdout.split("\n")
        for line, next_line in zip(shown, shown[1:]):
            end, start = line.rstrip(), next_line.lstrip()
            indent = len(next_line) - len(start)
            if start[:1] in ("。", "、", ")", "）"):
                bad.append(f"{page} at {width}: a line begins with {start[0]}: {start}")
            elif end and start and katakana(end[-1]) and katakana(start[0]):
                if cells(run(end, True) + run(start, False)) <= width - indent:
                    bad.append(f"{page} at {width}: a katakana word broken: {end.strip()} / {start}")
if bad:
    sys.exit("\n".join(bad[:20]) + f"\n({len(bad)} lines)")
EOF

# The installed oshi runs from the layout, with a home of its own.
export HOME="$home" OSHI_NOW=2026-11-22T12:00:00+09:00 TZ=Asia/Tokyo
unset OSHI_DB XDG_DATA_HOME XDG_CACHE_HOME
[ "$("$root/bin/oshi" --version)" = "oshi $version" ]
"$root/bin/oshi" show --demo >/dev/null
"$root/bin/oshi" add Aki --birthday 1999-03-15 >/dev/null
[ "$("$root/bin/oshi" render aki-birthday)" = "🎂 Aki turns 28 in 113d" ]
grep -q "oshi" "$root/share/bash-completion/completions/oshi"

# systemd reads the units as installed, at a prefix whose oshi exists.
if command -v systemd-analyze >/dev/null 2>&1; then
  real=$(mktemp -d)
  make --no-print-directory install PREFIX="$real" >/dev/null
  systemd-analyze verify "$real"/lib/systemd/user/oshi-*.service "$real"/lib/systemd/user/oshi-*.timer
  make --no-print-directory uninstall PREFIX="$real" >/dev/null
  left=$(find "$real" ! -type d)
  rm -rf "$real"
  [ -z "$left" ] || { echo "make uninstall left: $left" >&2; exit 1; }
fi

# A home install puts the user units where systemd --user looks for them (with no
# XDG_DATA_HOME, ~/.local/share/systemd/user), and uninstall finds them there.
make --no-print-directory install PREFIX="$home/.local" >/dev/null
units="$home/.local/share/systemd/user"
grep -qx "ExecStart=$home/.local/bin/oshi refresh" "$units/oshi-refresh.service"
[ ! -e "$home/.local/lib/systemd" ] || { echo "units in $home/.local/lib/systemd" >&2; exit 1; }
systemd-analyze --user unit-paths | grep -qx "$units" ||
  { echo "systemd --user does not look in $units" >&2; exit 1; }
make --no-print-directory uninstall PREFIX="$home/.local" >/dev/null
# (swift build, which make runs, keeps its caches in ~/.cache.)
left=$(cd "$home/.local" && find . ! -type d ! -path './share/oshi/*')
[ -z "$left" ] || { echo "make uninstall left in ~/.local: $left" >&2; exit 1; }

make --no-print-directory uninstall DESTDIR="$stage" PREFIX=/usr/local >/dev/null
left=$(find "$stage" ! -type d)
if [ -n "$left" ]; then
  echo "make uninstall left: $left" >&2
  exit 1
fi
# The user's store is the user's: uninstall never touches it.
[ -f "$home/.local/share/oshi/oshi.sqlite" ]
echo "make install and uninstall: the layout, a run from it, and nothing left"
