#!/usr/bin/env bash
# `make deb`: oshi_VERSION_ARCH.deb from the tree `make install` makes with PREFIX=/usr,
# the way Debian's helpers would make it: binaries stripped, manual pages and changelog
# compressed, copyright in DEP-5 form, Depends from dpkg-shlibdeps, md5sums, files owned
# by root. Run by make after the release build and the manual pages.
#
#   MAINTAINER   the package's Maintainer field (default: the one below)
#   DEB_OUT      the folder the package is written to (default: the repository)
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$1
arch=$(dpkg --print-architecture)
# The project has no mail address of its own yet: example.org is the documentation
# domain, and whoever publishes the package sets MAINTAINER to theirs.
maintainer=${MAINTAINER:-"oshi authors <oshi@example.org>"}
out=${DEB_OUT:-$PWD}
package="oshi_${version}_${arch}"
work=.build/deb
root="$work/$package"

rm -rf "$work"
mkdir -p "$root"
make --no-print-directory install DESTDIR="$PWD/$root" PREFIX=/usr \
  zshcompdir=/usr/share/zsh/vendor-completions >/dev/null

# As dh_strip does: the debug information stays in the build, not in the package.
# (oshi-notify-send is a link to oshi-card.)
strip --strip-unneeded --remove-section=.comment --remove-section=.note \
  "$root/usr/bin/oshi" "$root/usr/libexec/oshi/oshi-cli" "$root/usr/libexec/oshi/oshi-card"

# Debian's doc folder: copyright instead of LICENSE, the changelog in Debian's form.
doc="$root/usr/share/doc/oshi"
rm "$doc/LICENSE" "$doc/CHANGELOG.md"
install -m 644 dist/debian/copyright "$doc/copyright"
python3 dist/debian/changelog.py CHANGELOG.md "$maintainer" > "$doc/changelog"
gzip -9n "$doc/changelog"
gzip -9n "$root"/usr/share/man/man1/*.1 "$root"/usr/share/man/ja/man1/*.1
# The exceptions lintian should know about, each with its reason (lintian-warnings.md).
install -d "$root/usr/share/lintian/overrides"
install -m 644 dist/debian/lintian-overrides "$root/usr/share/lintian/overrides/oshi"

# The shared libraries the dynamic helper loads, as packages with versions.
depends=$(bash dist/helper-depends.sh "$root/usr/libexec/oshi")

mkdir -m 755 "$root/DEBIAN"
(cd "$root" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) \
  > "$root/DEBIAN/md5sums"
size=$(du -sk --exclude=DEBIAN "$root" | cut -f1)
sed -e "s|@VERSION@|$version|" -e "s|@ARCH@|$arch|" -e "s|@MAINTAINER@|$maintainer|" \
  -e "s|@SIZE@|$size|" -e "s|@DEPENDS@|$depends|" dist/debian/control.in \
  > "$root/DEBIAN/control"
chmod 644 "$root/DEBIAN/control" "$root/DEBIAN/md5sums"
find "$root" -type d -exec chmod 755 {} +

# xz at level 9: its 64 MiB window spans the three binaries, which carry the same Swift
# runtime and standard library, so the repeats cost next to nothing; level 6's 8 MiB
# window (dpkg-deb's default) sees each binary alone: 18.9 MB against 13.7 MB
# (docs/perf-history.md#deb-xz). Unpacking needs 65 MiB of memory.
dpkg-deb --root-owner-group -Zxz -z9 --build "$root" "$out/$package.deb" >/dev/null
echo "$out/$package.deb"
