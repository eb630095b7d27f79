#!/usr/bin/env bash
# The release archive, as a user gets it (issue 38): `make dist` writes it and its
# SHA256SUMS; unpacked elsewhere, with no Swift toolchain on PATH, its install.sh puts
# oshi in a prefix from which the demo, a render and the manual work, and
# `install.sh --uninstall` takes all of it away again.
# Run after `swift build -c release`.
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
grep -qx "ExecStart=$prefix/bin/oshi refresh" "$prefix/lib/systemd/user/oshi-refresh.service"
if command -v systemd-analyze >/dev/null 2>&1; then
  systemd-analyze verify "$prefix"/lib/systemd/user/oshi-*.service \
    "$prefix"/lib/systemd/user/oshi-*.timer
fi

(cd "$top" && clean env PREFIX="$prefix" ./install.sh --uninstall >/dev/null)
left=$(cd "$prefix" && find . -type f ! -path './share/oshi/*')
[ -z "$left" ] || { echo "install.sh --uninstall left: $left" >&2; exit 1; }
[ -f "$prefix/share/oshi/oshi.sqlite" ] || { echo "the store went with oshi" >&2; exit 1; }
echo "the archive: verified, installed without Swift, used, uninstalled"
