#!/usr/bin/env bash
# The Debian package, as a user gets it (issue 38): built with `make deb`, checked by
# lintian, installed with apt-get, used by a user who is not root with an empty home,
# then removed, leaving no file of the package behind and the user's store as it was.
# Needs root (apt-get), as CI runs; run after `make build`.
set -euo pipefail
[ -z "${CHECK_TRACE:-}" ] || set -x
cd "$(dirname "$0")/.."
export PATH=/usr/sbin:/usr/bin:/sbin:/bin:$PATH

version=$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -n 1)
out=$(mktemp -d)
home=$(mktemp -d)
trap 'rm -rf "$out" "$home"' EXIT
chmod 755 "$out"
deb=$(DEB_OUT="$out" make --no-print-directory deb | tail -n 1)
[ "$deb" = "$out/oshi_${version}_$(dpkg --print-architecture).deb" ]
# Issue 60's sizes: a download of at most 15 MB, and at most the installed size the last
# step measured (64,704 KiB, docs/perf-history.md#icu-services) and 5% more; the goal,
# 50 MB, is not reached (docs/perf-history.md#lean-2026-12-07).
bytes=$(stat -c %s "$deb")
[ "$bytes" -le 15000000 ] || { echo "the package is $bytes bytes, over 15 MB" >&2; exit 1; }
installed=$(dpkg-deb -f "$deb" Installed-Size)
[ "$installed" -le 67939 ] ||
  { echo "the package installs $installed KiB, over 67,939 (64,704 and 5%)" >&2; exit 1; }

# No error and no warning that dist/debian/lintian-warnings.md does not give a reason for;
# the two static binaries are overridden in the package, with their reason.
lintian --fail-on error,warning --suppress-tags spelling-error-in-binary "$deb"

if dpkg -s oshi >/dev/null 2>&1; then
  echo "oshi is already installed here; this check installs and removes it" >&2
  exit 1
fi
# Whatever fails below, the machine is left without the package.
trap 'apt-get remove -y -qq oshi >/dev/null 2>&1 || true; rm -rf "$out" "$home"' EXIT
start=$(date +%s%N)
# As README says: apt-get install ./oshi_….deb, in the folder the package is in.
(cd "$out" && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "./$(basename "$deb")" >/dev/null)
installed=$(dpkg -L oshi)
files=$(for f in $installed; do if [ -f "$f" ]; then echo "$f"; fi; done)

# A user who is not root, whose home is empty, with the PATH a login shell has.
uid=4242
chown "$uid:$uid" "$home"
as_user() {
  setpriv --reuid="$uid" --regid="$uid" --clear-groups \
    env -i HOME="$home" PATH=/usr/local/bin:/usr/bin:/bin LANG=C.UTF-8 \
    OSHI_NOW=2026-11-22T12:00:00+09:00 TZ=Asia/Tokyo "$@"
}
line=$(as_user sh -c 'oshi add Aki --birthday 1999-03-15 >/dev/null && oshi render aki-birthday')
end=$(date +%s%N)
[ "$line" = "🎂 Aki turns 28 in 113d" ] || { echo "the installed oshi rendered '$line'" >&2; exit 1; }
echo "apt-get install to the first render: $(((end - start) / 1000000)) ms"
demo=$(as_user oshi show --demo)
[[ "$demo" == *aki-birthday* ]] || { echo "the installed oshi's demo: $demo" >&2; exit 1; }
[ "$(as_user oshi --version)" = "oshi $version" ]
[ "$(command -v oshi)" = /usr/bin/oshi ]

# The manual: the pages are where man looks, and read without a warning.
[ "$(as_user man -w oshi)" = /usr/share/man/man1/oshi.1.gz ]
[ "$(as_user man -w oshi-render)" = /usr/share/man/man1/oshi-render.1.gz ]
# A Japanese locale gets the Japanese pages (.ci/run makes the locale).
if ! locale -a | grep -qx 'ja_JP.utf8'; then
  echo "no ja_JP.UTF-8 locale here: localedef -i ja_JP -f UTF-8 ja_JP.UTF-8" >&2
  exit 1
fi
[ "$(as_user env LANG=ja_JP.UTF-8 man -w oshi)" = /usr/share/man/ja/man1/oshi.1.gz ]
japanese=$(as_user env LANG=ja_JP.UTF-8 MANPAGER=cat MANWIDTH=80 man oshi-render)
[[ "$japanese" == *"ウィジェットをテキストか JSON で出力します"* ]] ||
  { echo "LANG=ja_JP.UTF-8 man oshi-render: $japanese" >&2; exit 1; }
for page in /usr/share/man/man1/oshi*.1.gz /usr/share/man/ja/man1/oshi*.1.gz; do
  warnings=$(zcat "$page" | groff -man -ww -z -Tutf8 2>&1)
  [ -z "$warnings" ] || { echo "$page: $warnings" >&2; exit 1; }
done

# bash completes `oshi ren` to render through the installed file, as bash-completion
# loads it.
words=$(as_user bash -c '
  source /usr/share/bash-completion/completions/oshi
  COMP_WORDS=(oshi ren); COMP_CWORD=1; COMP_LINE="oshi ren"; COMP_POINT=${#COMP_LINE}
  "$(complete -p oshi | sed "s/.*-F \([^ ]*\) .*/\1/")" oshi ren oshi
  printf "%s\n" "${COMPREPLY[@]}"')
[ "$words" = render ] || { echo "bash completed 'oshi ren' as: $words" >&2; exit 1; }

# systemd reads the installed units as they are.
systemd-analyze verify /usr/lib/systemd/user/oshi-*.service /usr/lib/systemd/user/oshi-*.timer

store="$home/.local/share/oshi/oshi.sqlite"
before=$(sha256sum < "$store")
DEBIAN_FRONTEND=noninteractive apt-get remove -y -qq oshi >/dev/null
trap 'rm -rf "$out" "$home"' EXIT
left=$(for f in $files; do if [ -e "$f" ]; then echo "$f"; fi; done)
[ -z "$left" ] || { echo "apt-get remove left: $left" >&2; exit 1; }
[ "$(sha256sum < "$store")" = "$before" ] || { echo "removing oshi changed the store" >&2; exit 1; }
echo "the package: lintian clean, installed, used as a user, removed without a trace"
