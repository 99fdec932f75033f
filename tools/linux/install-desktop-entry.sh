#!/bin/sh
# Adds Cempasúchil to your desktop's menu (for you only), or takes it away again:
#   ./install-desktop-entry.sh            add the menu entry and the icons
#   ./install-desktop-entry.sh --remove   remove them
# The game itself stays in this folder: move the folder first if you want it elsewhere.
set -eu
HERE=$(cd "$(dirname "$0")" && pwd)
DATA=${XDG_DATA_HOME:-$HOME/.local/share}
ID=io.github.cempasuchil.Cempasuchil
ENTRY="$DATA/applications/$ID.desktop"
# earlier packages named the entry and the icons "cempasuchil": those are removed as well,
# so that an upgrade leaves one entry in the menu and --remove leaves none
remove_all() {
    for name in "$ID" cempasuchil; do
        rm -f "$DATA/applications/$name.desktop"
        for icon in "$DATA"/icons/hicolor/*/apps/"$name".png; do
            rm -f "$icon"
        done
    done
}
if [ "${1:-}" = "--remove" ]; then
    remove_all
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
    echo "Cempasúchil's menu entry is removed."
    exit 0
fi
remove_all
mkdir -p "$DATA/applications"
for dir in "$HERE"/icons/hicolor/*/apps; do
    size=$(basename "$(dirname "$dir")")
    mkdir -p "$DATA/icons/hicolor/$size/apps"
    cp "$dir/$ID.png" "$DATA/icons/hicolor/$size/apps/$ID.png"
done
sed "s|^Exec=.*|Exec=\"$HERE/Cempasuchil\"|" "$HERE/$ID.desktop" > "$ENTRY"
chmod 644 "$ENTRY"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database -q "$DATA/applications" || true
echo "Cempasúchil is in your desktop's menu. To remove it: $0 --remove"
