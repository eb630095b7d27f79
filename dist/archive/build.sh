#!/usr/bin/env bash
# `make dist`: oshi-VERSION-linux-ARCH.tar.gz, the tree `make install` makes under a top
# folder with install.sh, and SHA256SUMS beside it. Run by make after the release build
# and the manual pages.
#
#   DIST_OUT   the folder the archive is written to (default: the repository)
set -euo pipefail
cd "$(dirname "$0")/../.."
version=$1
name="oshi-$version-linux-$(uname -m)"
out=${DIST_OUT:-$PWD}
work=.build/dist
top="$work/$name"

rm -rf "$work"
mkdir -p "$top/tree"
# The tree at PREFIX=/, with the units' @BINDIR@ left for install.sh to fill in.
make --no-print-directory install DESTDIR="$PWD/$top/tree" PREFIX= >/dev/null
for unit in dist/systemd/*.service dist/systemd/*.timer; do
  install -m 644 "$unit" "$top/tree/lib/systemd/user/$(basename "$unit")"
done
strip --strip-unneeded --remove-section=.comment --remove-section=.note \
  "$top/tree/bin/oshi" "$top/tree/libexec/oshi/oshi-cli" "$top/tree/libexec/oshi/oshi-card"
install -m 755 dist/archive/install.sh "$top/install.sh"
install -m 644 README.md README.ja.md LICENSE CHANGELOG.md "$top"

# The Debian packages the dynamic helper needs (oshi and oshi-cli are static).
depends=$(bash dist/helper-depends.sh "$top/tree/libexec/oshi")
{
  echo "# oshi-card (pictures, and notifications as oshi-notify-send) loads these Debian"
  echo "# packages' libraries; oshi and oshi-cli are static and need none of them."
  tr ',' '\n' <<< "$depends" | sed 's/^ *//'
  echo "# Recommended: MeCab's dictionary, which oshi-cli reads names in kanji with."
  echo "# unidic-mecab | mecab-ipadic-utf8"
} > "$top/DEPENDS"

# The same bytes from the same tree: fixed owners, order and times (the version's day).
released=$(sed -n 's/^## \[[0-9][0-9.]*\] - \([0-9-]*\).*/\1/p' CHANGELOG.md | head -n 1)
tar --sort=name --owner=0 --group=0 --numeric-owner --mtime="$released 00:00Z" \
  -C "$work" -cf - "$name" | gzip -9n > "$out/$name.tar.gz"
(cd "$out" && sha256sum "$name.tar.gz" > SHA256SUMS)
echo "$out/$name.tar.gz"
