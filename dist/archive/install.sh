#!/bin/sh
# Installs oshi from this release archive, as `make install` does from a clone, without
# Swift: oshi in PREFIX/bin, its helpers in PREFIX/libexec/oshi, the manual pages, the
# bash, zsh and fish completions, the systemd user units and the docs.
#
#   ./install.sh                      into /usr/local (as root)
#   PREFIX=~/.local ./install.sh      for yourself alone
#   ./install.sh --uninstall          removes what the install wrote, wherever that was
#
# A home install (PREFIX under $HOME) puts the user units where `systemd --user` looks
# for them, ${XDG_DATA_HOME:-~/.local/share}/systemd/user; any other install puts them in
# PREFIX/lib/systemd/user.
#
# Install lists every file it wrote and every folder it made in
# PREFIX/lib/oshi/install-manifest, and a home install notes its PREFIX for the user in
# ${XDG_STATE_HOME:-~/.local/state}/oshi/install-prefix. --uninstall reads the list of
# the install at PREFIX if given, else at the one that note names (if the note is the
# user's own), else at /usr/local; it removes exactly those files, then the folders
# install made, each only if it is empty. The store (share/oshi/oshi.sqlite) is never on
# the list: oshi made it, not install. With no list to read, it says so and exits 1.
#
# DESTDIR stages the files elsewhere, as with make: the list names the final paths, and
# nothing is noted for the user. oshi-card (and oshi-notify-send, a link to it) needs the
# Debian packages that DEPENDS lists; oshi and oshi-cli need nothing.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
DESTDIR=${DESTDIR:-}
given=${PREFIX:-}
PREFIX=${PREFIX:-/usr/local}
case "$PREFIX" in
  /*) ;;
  *) echo "install.sh: PREFIX must be an absolute path, not '$PREFIX'" >&2; exit 2 ;;
esac
# The prefix without a trailing slash, so that "$base/bin" is one path ("" for /).
base=${PREFIX%/}

# A home install: PREFIX is $HOME or under it.
home=${HOME:-}
home=${home%/}
in_home=false
if [ -n "$home" ]; then
  case "$base/" in "$home"/*) in_home=true ;; esac
fi
# XDG's variables count only when they hold an absolute path.
data_home=${XDG_DATA_HOME:-}
case "$data_home" in /*) ;; *) data_home=$home/.local/share ;; esac
state_home=${XDG_STATE_HOME:-}
case "$state_home" in /*) ;; *) state_home=$home/.local/state ;; esac
if $in_home; then
  unitdir=${data_home%/}/systemd/user
else
  unitdir=$base/lib/systemd/user
fi
# The note of a home install's PREFIX, for --uninstall without one.
note=${state_home%/}/oshi/install-prefix

# The list of what the install at prefix $1 wrote.
manifest_of() { echo "${1%/}/lib/oshi/install-manifest"; }

# Every file of the archive's tree, relative to PREFIX, one per line, with its links
# (libexec/oshi/oshi-notify-send, a link to oshi-card).
files=$(cd "$here/tree" && find . \( -type f -o -type l \) | sed 's|^\./||' | LC_ALL=C sort)

uninstall() {
  if [ -n "$given" ]; then
    where=$base
  elif [ -z "$DESTDIR" ] && [ -f "$note" ] && [ -O "$note" ]; then
    where=$(head -n 1 "$note")
  else
    where=/usr/local
  fi
  manifest=$(manifest_of "$where")
  if [ ! -f "$DESTDIR$manifest" ]; then
    # An install by an older install.sh, which kept no list: the archive's own files,
    # where that install.sh put them, and nothing else.
    if [ -f "$DESTDIR$where/bin/oshi" ]; then
      for file in $files; do rm -f "$DESTDIR$where/$file"; done
      rmdir "$DESTDIR$where/libexec/oshi" "$DESTDIR$where/share/doc/oshi" 2>/dev/null || true
      echo "removed oshi from $DESTDIR$where (installed without a list of its files:" \
        "removed the files this archive holds)"
      return 0
    fi
    {
      if [ -n "$given" ]; then
        echo "install.sh: nothing removed: no install of oshi is recorded in $where" \
          "(there is no $manifest)"
      else
        echo "install.sh: nothing removed: no install of oshi is recorded for you" \
          "($note) or in /usr/local (there is no $manifest)"
      fi
      echo "to remove oshi installed elsewhere, give the PREFIX it was installed with:" \
        "PREFIX=/the/prefix $0 --uninstall"
    } >&2
    exit 1
  fi
  listed=$(grep -E '^(file|folder) ' "$DESTDIR$manifest" || true)
  removed=0
  while IFS= read -r line; do
    case "$line" in
      "file $note")
        # The note names the latest home install: it goes with that one only.
        if [ -f "$DESTDIR$note" ] && [ "$(head -n 1 "$DESTDIR$note")" = "$where" ]; then
          rm -f "$DESTDIR$note"
        fi ;;
      "file "*)
        path=${line#file }
        if [ -f "$DESTDIR$path" ] || [ -L "$DESTDIR$path" ]; then
          rm -f "$DESTDIR$path"
          removed=$((removed + 1))
        fi ;;
    esac
  done <<LIST
$listed
LIST
  # The folders install made, the deepest first, each only if nothing else is in it.
  printf '%s\n' "$listed" | sed -n 's/^folder //p' | LC_ALL=C sort -r |
    while IFS= read -r folder; do rmdir "$DESTDIR$folder" 2>/dev/null || true; done
  echo "removed oshi from $DESTDIR$where: the $removed files its install listed"
}

case "${1:-}" in
  --uninstall) uninstall; exit 0 ;;
  "") ;;
  *) echo "usage: [PREFIX=…] [DESTDIR=…] $0 [--uninstall]" >&2; exit 2 ;;
esac

# What this install wrote and made, one "file PATH" or "folder PATH" a line.
made=$(mktemp)
trap 'rm -f "$made" "$made.sorted"' EXIT

# Makes the folder $1 (a final path) under DESTDIR, with the missing ones above it, and
# lists each one it made.
make_folder() {
  [ -d "$DESTDIR$1" ] && return 0
  parent=$(dirname "$1")
  [ "$parent" = "$1" ] || make_folder "$parent"
  mkdir "$DESTDIR$1"
  echo "folder $1" >> "$made"
}

# Where tree file $1 goes: the units to unitdir, everything else under PREFIX.
target() {
  case "$1" in
    lib/systemd/user/*) echo "$unitdir/${1#lib/systemd/user/}" ;;
    *) echo "$base/$1" ;;
  esac
}

[ -z "$DESTDIR" ] || mkdir -p "$DESTDIR"
for file in $files; do
  path=$(target "$file")
  make_folder "$(dirname "$path")"
  case "$file" in
    bin/*|libexec/*) mode=755 ;;
    *) mode=644 ;;
  esac
  if [ -L "$here/tree/$file" ]; then
    # A link stays a link, to the same name beside it.
    ln -sfn "$(readlink "$here/tree/$file")" "$DESTDIR$path"
    echo "file $path" >> "$made"
    continue
  fi
  case "$file" in
    # The units name oshi where it is installed.
    lib/systemd/user/*) sed "s|@BINDIR@|$base/bin|g" "$here/tree/$file" > "$DESTDIR$path" ;;
    *) cp "$here/tree/$file" "$DESTDIR$path" ;;
  esac
  chmod "$mode" "$DESTDIR$path"
  echo "file $path" >> "$made"
done
# A home install notes its PREFIX, for --uninstall without one.
if $in_home && [ -z "$DESTDIR" ]; then
  make_folder "$(dirname "$note")"
  echo "$base" > "$note"
  echo "file $note" >> "$made"
fi
# The list, with what an earlier install at this PREFIX listed: an upgrade keeps the
# folders that one made, and the files this version no longer has.
manifest=$(manifest_of "$base")
make_folder "$(dirname "$manifest")"
{
  if [ -f "$DESTDIR$manifest" ]; then grep -E '^(file|folder) ' "$DESTDIR$manifest" || true; fi
  cat "$made"
  echo "file $manifest"
} | LC_ALL=C sort -u > "$made.sorted"
{
  echo "# What oshi's install.sh wrote (file) and made (folder): ./install.sh --uninstall"
  echo "# removes these files, then these folders if they are empty."
  cat "$made.sorted"
} > "$DESTDIR$manifest"
chmod 644 "$DESTDIR$manifest"
echo "installed oshi in $DESTDIR${base:-/}: try \`$base/bin/oshi show --demo\`"
if $in_home; then
  echo "its systemd user units are in $unitdir:" \
    "systemctl --user enable --now oshi-refresh.timer oshi-notify.timer"
fi
