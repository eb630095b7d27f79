#!/bin/sh
# Installs oshi from this release archive, as `make install` does from a clone, without
# Swift: oshi in PREFIX/bin, its helpers in PREFIX/libexec/oshi, the manual pages, the
# bash, zsh and fish completions, the systemd user units and the docs.
#
#   ./install.sh                      into /usr/local (as root)
#   PREFIX=~/.local ./install.sh      for yourself alone
#   ./install.sh --uninstall          removes exactly what install put (same PREFIX)
#
# A home install (PREFIX under $HOME) puts the user units where `systemd --user` looks
# for them, ${XDG_DATA_HOME:-~/.local/share}/systemd/user; any other install puts them in
# PREFIX/lib/systemd/user.
#
# DESTDIR stages the files elsewhere, as with make. oshi-card and oshi-notify-send need
# the Debian packages that DEPENDS lists; oshi and oshi-cli need nothing.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
root="$DESTDIR$PREFIX"

# A home install: PREFIX is $HOME or under it.
home=${HOME:-}
home=${home%/}
in_home=false
if [ -n "$home" ]; then
  case "${PREFIX%/}/" in "$home"/*) in_home=true ;; esac
fi
# XDG_DATA_HOME counts only when it holds an absolute path.
data_home=${XDG_DATA_HOME:-}
case "$data_home" in /*) ;; *) data_home=$home/.local/share ;; esac
if $in_home; then
  unitdir=${data_home%/}/systemd/user
else
  unitdir=${PREFIX%/}/lib/systemd/user
fi

# Where tree file $1 goes, under DESTDIR: the units to unitdir, the rest under PREFIX.
target() {
  case "$1" in
    lib/systemd/user/*) echo "$DESTDIR$unitdir/${1#lib/systemd/user/}" ;;
    *) echo "$root/$1" ;;
  esac
}

# Every file this script puts, relative to PREFIX, one per line: uninstall removes these.
files=$(cd "$here/tree" && find . -type f | sed 's|^\./||' | LC_ALL=C sort)

case "${1:-}" in
  --uninstall)
    for file in $files; do rm -f "$(target "$file")"; done
    rmdir "$root/libexec/oshi" "$root/share/doc/oshi" 2>/dev/null || true
    echo "removed oshi from $root"
    exit 0 ;;
  "") ;;
  *) echo "usage: [PREFIX=…] [DESTDIR=…] $0 [--uninstall]" >&2; exit 2 ;;
esac

for file in $files; do
  path=$(target "$file")
  mkdir -p "$(dirname "$path")"
  case "$file" in
    bin/*|libexec/*) mode=755 ;;
    *) mode=644 ;;
  esac
  case "$file" in
    # The units name oshi where it is installed.
    lib/systemd/user/*) sed "s|@BINDIR@|$PREFIX/bin|g" "$here/tree/$file" > "$path" ;;
    *) cp "$here/tree/$file" "$path" ;;
  esac
  chmod "$mode" "$path"
done
echo "installed oshi in $root: try \`$PREFIX/bin/oshi show --demo\`"
if $in_home; then
  echo "its systemd user units are in $unitdir:" \
    "systemctl --user enable --now oshi-refresh.timer oshi-notify.timer"
fi
