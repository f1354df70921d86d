#!/bin/sh
# Add Hand to your applications menu (with its icon) and open .hand saved matches with
# it, for you only; the game stays in this folder. "./install.sh --uninstall" removes
# what this added (your saved games are never touched). Follows the XDG base directories.
set -eu
here=$(cd "$(dirname "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
apps="$data/applications"
desktop="$apps/io.github.hand_desktop.desktop"
mime="$data/mime/packages/hand-desktop.xml"
icons="$data/icons/hicolor"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$apps" || true
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$icons" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$desktop" "$mime"
    for png in "$here"/share/icons/*.png; do
        [ -e "$png" ] || continue
        size=$(basename "$png" .png)
        rm -f "$icons/$size/apps/hand-desktop.png" "$icons/$size/mimetypes/application-x-hand-desktop-match.png"
    done
    rm -f "$icons/scalable/apps/hand-desktop.svg"
    refresh
    echo "Hand is no longer in your applications menu. This folder can be deleted."
    exit 0
fi

if [ ! -x "$here/hand-desktop" ]; then
    echo "install.sh: $here/hand-desktop is missing; unpack the whole archive again." >&2
    exit 1
fi
mkdir -p "$apps" "$data/mime/packages" "$icons/scalable/apps"
for png in "$here"/share/icons/*.png; do
    [ -e "$png" ] || continue
    size=$(basename "$png" .png)
    mkdir -p "$icons/$size/apps" "$icons/$size/mimetypes"
    cp "$png" "$icons/$size/apps/hand-desktop.png"
    cp "$png" "$icons/$size/mimetypes/application-x-hand-desktop-match.png"
done
cp "$here/share/icons/hand-desktop.svg" "$icons/scalable/apps/hand-desktop.svg"
cp "$here/share/hand-desktop.xml" "$mime"
# The menu entry runs this folder's game: the path quoted, with \ " ` $ escaped as the
# Desktop Entry specification asks (twice: once for the string, once for the argument).
exec_path=$(printf '%s' "$here/hand-desktop" | sed -e 's/[\\"`$]/\\\\&/g')
grep -v '^Exec=' "$here/share/io.github.hand_desktop.desktop" > "$desktop"
printf 'Exec="%s" %%f\n' "$exec_path" >> "$desktop"
refresh
echo "Hand is in your applications menu, and .hand files open with it."
echo "To take it away again: $here/install.sh --uninstall"
