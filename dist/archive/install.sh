#!/bin/sh
# Installs oshi from this release archive, as `make install` does from a clone, without
# Swift: oshi in PREFIX/bin, its helpers in PREFIX/libexec/oshi, the manual pages, the
# bash, zsh and fish completions, the systemd user units and the docs.
#
#   ./install.sh                      into /usr/local (as root)
#   PREFIX=~/.local ./install.sh      for yourself alone
#   ./install.sh --uninstall          removes exactly what install put (same PREFIX)
#
# DESTDIR stages the files elsewhere, as with make. oshi-card and oshi-notify-send need
# the Debian packages that DEPENDS lists; oshi and oshi-cli need nothing.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
root="$DESTDIR$PREFIX"

# Every file this script puts, relative to PREFIX, one per line: uninstall removes these.
files=$(cd "$here/tree" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)

case "${1:-}" in
  --uninstall)
    for file in $files; do rm -f "$root/$file"; done
    rmdir "$root/libexec/oshi" "$root/share/doc/oshi" 2>/dev/null || true
    echo "removed oshi from $root"
    exit 0 ;;
  "") ;;
  *) echo "usage: [PREFIX=…] [DESTDIR=…] $0 [--uninstall]" >&2; exit 2 ;;
esac

for file in $files; do
  mkdir -p "$root/$(dirname "$file")"
  case "$file" in
    bin/*|libexec/*) mode=755 ;;
    *) mode=644 ;;
  esac
  case "$file" in
    # The units name oshi where it is installed.
    lib/systemd/user/*) sed "s|@BINDIR@|$PREFIX/bin|g" "$here/tree/$file" > "$root/$file" ;;
    *) cp "$here/tree/$file" "$root/$file" ;;
  esac
  chmod "$mode" "$root/$file"
done
echo "installed oshi in $root: try \`$PREFIX/bin/oshi show --demo\`"
