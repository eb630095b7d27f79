#!/usr/bin/env bash
# The release archive, as a user gets it (issue 38): `make dist` writes it and its
# SHA256SUMS; unpacked elsewhere, with no Swift toolchain on PATH, its install.sh puts
# oshi in a prefix from which the demo, a render and the manual work, with the user units
# where `systemd --user` looks for them, and `install.sh --uninstall` (without PREFIX, as
# README writes it) takes all of it away again, and says so when there is nothing to.
# Run after `make build`.
set -euo pipefail
cd "$(dirname "$0")/.."

version=$(sed -n 's/^## \[\([0-9][0-9.]*\)\].*/\1/p' CHANGELOG.md | head -n 1)
name="oshi-$version-linux-$(uname -m)"
out=$(mktemp -d)
place=$(mktemp -d)
trap 'rm -rf "$out" "$place"' EXIT
archive=$(DIST_OUT="$out" make --no-print-directory dist | tail -n 1)
[ "$archive" = "$out/$name.tar.gz" ]
# README's commands: check the sum, unpack, install from the top folder.
cp "$archive" "$out/SHA256SUMS" "$place"
(cd "$place" && sha256sum -c SHA256SUMS >/dev/null && tar xf "$name.tar.gz")
top="$place/$name"
file "$top/tree/bin/oshi" | grep -q 'statically linked' || { file "$top/tree/bin/oshi" >&2; exit 1; }
grep -q '^libcairo2 ' "$top/DEPENDS"
grep -q '^libsystemd0 ' "$top/DEPENDS"

# A user's machine: no Swift on PATH, a home of its own, a prefix in it.
clean() {
  env -i HOME="$place/home" PATH=/usr/bin:/bin LANG=C.UTF-8 \
    OSHI_NOW=2026-11-22T12:00:00+09:00 TZ=Asia/Tokyo "$@"
}
mkdir "$place/home"
if clean sh -c 'command -v swift' >/dev/null; then
  echo "swift is on the clean PATH" >&2
  exit 1
fi
prefix="$place/home/.local"
(cd "$top" && clean env PREFIX="$prefix" ./install.sh >/dev/null)
clean "$prefix/bin/oshi" show --demo >/dev/null
clean "$prefix/bin/oshi" add Aki --birthday 1999-03-15 >/dev/null
line=$(clean "$prefix/bin/oshi" render aki-birthday)
[ "$line" = "🎂 Aki turns 28 in 113d" ] || { echo "the archive's oshi rendered '$line'" >&2; exit 1; }
[ "$(clean "$prefix/bin/oshi" --version)" = "oshi $version" ]
page=$(clean man -l "$prefix/share/man/man1/oshi-render.1" 2>&1)
[[ "$page" == *"oshi render"* ]] || { echo "man -l oshi-render.1: $page" >&2; exit 1; }
# A home install's user units go where systemd --user looks for them: with no
# XDG_DATA_HOME, ~/.local/share/systemd/user, not PREFIX/lib/systemd/user.
units="$place/home/.local/share/systemd/user"
[ ! -e "$prefix/lib/systemd/user" ] || { echo "units in $prefix/lib/systemd/user" >&2; exit 1; }
grep -qx "ExecStart=$prefix/bin/oshi refresh" "$units/oshi-refresh.service"
# systemd-analyze answers where systemd --user looks for this user, running or not.
looks() {
  clean "$@" systemd-analyze --user unit-paths | grep -qx "$units" ||
    { echo "systemd --user does not look in $units" >&2; exit 1; }
}
looks env
systemd-analyze verify "$units"/oshi-*.service "$units"/oshi-*.timer

# README's uninstall, without PREFIX: what the install wrote goes, wherever it was, and
# the folders it made with it; the user's store stays, and the folders that hold it, and
# so does the user's cache, where render keeps the store's copy (docs/SPEC.md#the-stores-copy).
# What is left besides the cache, and the cache's own files, which must be copies alone.
left_besides_cache() {
  local cached
  cached=$(cd "$place/home" && find .cache -type f 2>/dev/null | grep -v '^\.cache/oshi/store-[0-9a-f]\{16\}\.copy$' || true)
  [ -z "$cached" ] || { echo "the cache holds more than the store's copy: $cached" >&2; exit 1; }
  (cd "$place/home" && find . -mindepth 1 ! -path './.cache' ! -path './.cache/*' | LC_ALL=C sort | tr '\n' ' ')
}
[ -f "$place/home/.local/state/oshi/install-prefix" ] || { echo "no note of the prefix" >&2; exit 1; }
said=$(cd "$top" && clean ./install.sh --uninstall)
[[ "$said" == "removed oshi from $prefix: "* ]] || { echo "--uninstall said: $said" >&2; exit 1; }
left=$(left_besides_cache)
[ "$left" = "./.local ./.local/share ./.local/share/oshi ./.local/share/oshi/oshi.sqlite " ] ||
  { echo "install.sh --uninstall left: $left" >&2; exit 1; }
# Nothing recorded any more: it says so, and fails, rather than claim a removal.
if said=$(cd "$top" && clean env PREFIX="$prefix" ./install.sh --uninstall 2>&1); then
  echo "a second --uninstall succeeded: $said" >&2
  exit 1
fi
[[ "$said" == "install.sh: nothing removed: no install of oshi is recorded in $prefix"* ]] ||
  { echo "a second --uninstall said: $said" >&2; exit 1; }

# With XDG_DATA_HOME, the units go under it, and uninstall finds them there.
data="$place/home/data"
(cd "$top" && clean env PREFIX="$prefix" XDG_DATA_HOME="$data" ./install.sh >/dev/null)
units="$data/systemd/user"
grep -qx "ExecStart=$prefix/bin/oshi refresh" "$units/oshi-refresh.service"
looks env XDG_DATA_HOME="$data"
(cd "$top" && clean ./install.sh --uninstall >/dev/null)
left=$(left_besides_cache)
[ "$left" = "./.local ./.local/share ./.local/share/oshi ./.local/share/oshi/oshi.sqlite " ] ||
  { echo "install.sh --uninstall left: $left" >&2; exit 1; }
echo "the archive: verified, installed without Swift, used, its units found, uninstalled"
