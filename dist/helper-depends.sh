#!/usr/bin/env bash
# The Debian packages that oshi's dynamic helper (oshi-card, which oshi-notify-send links
# to) loads, as dpkg-shlibdeps writes them for a Depends field, from the folder LIBEXEC
# it is in.
# make deb puts them in the package's Depends, make dist in the archive's DEPENDS; oshi
# and oshi-cli are static and load none.
set -euo pipefail
libexec=$(cd "$1" && pwd)
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# dpkg-shlibdeps runs in a source folder: a debian/control that names one package.
mkdir "$scratch/debian"
printf 'Source: oshi\n\nPackage: oshi\nArchitecture: any\n' > "$scratch/debian/control"
depends=$(cd "$scratch" && dpkg-shlibdeps -O -e"$libexec/oshi-card" 2>/dev/null |
  sed -n 's/^shlibs:Depends=//p')
[ -n "$depends" ] || { echo "dpkg-shlibdeps found no dependencies" >&2; exit 1; }
echo "$depends"
