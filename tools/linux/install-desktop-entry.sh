#!/bin/sh
# Adds Cempasúchil to your desktop's menu (for you only), or takes it away again:
#   ./install-desktop-entry.sh            add the menu entry and the icons
#   ./install-desktop-entry.sh --remove   remove them
# The game itself stays in this folder: move the folder first if you want it elsewhere.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
ENTRY="$DATA/applications/cempasuchil.desktop"
if [ "${1:-}" = "--remove" ]; then
    rm -f "$ENTRY"
    for icon in "$DATA"/icons/hicolor/*/apps/cempasuchil.png; do
        rm -f "$icon"
    done
    echo "Cempasúchil's menu entry is removed."
    exit 0
fi
mkdir -p "$DATA/applications"
for dir in "$HERE"/icons/hicolor/*/apps; do
    size=$(basename "$(dirname "$dir")")
    mkdir -p "$DATA/icons/hicolor/$size/apps"
    cp "$dir/cempasuchil.png" "$DATA/icons/hicolor/$size/apps/cempasuchil.png"
done
sed "s|^Exec=.*|Exec=\"$HERE/Cempasuchil\"|" "$HERE/cempasuchil.desktop" > "$ENTRY"
chmod 644 "$ENTRY"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
echo "Cempasúchil is in your desktop's menu. To remove it: $0 --remove"
