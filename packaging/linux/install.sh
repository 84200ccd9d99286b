#!/bin/sh
# Adds Gry słowne to the desktop's application menu, for this user, from this unpacked folder:
#
#   ./install.sh              # menu entry and icon (~/.local/share), runs from this folder
#   ./install.sh --uninstall  # removes them again (the folder itself stays: delete it by hand)
#
# Nothing is copied out of this folder but the menu entry and the icon, so keep the folder where
# it is (e.g. ~/Applications/gry-slowne) or run this again after moving it.
set -eu
HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
ENTRY="$DATA/applications/gry-slowne.desktop"
ICON="$DATA/icons/hicolor/256x256/apps/gry-slowne.png"

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$ENTRY" "$ICON"
    echo "Removed $ENTRY and $ICON"
    exit 0
fi

mkdir -p "$(dirname "$ENTRY")" "$(dirname "$ICON")"
cp "$HERE/gry-slowne.png" "$ICON"
# The entry runs this folder's executable, the path quoted as the desktop-entry specification
# says (it may hold spaces): inside the quotes \ " ` $ take a backslash, which the string
# escaping of .desktop values doubles again (so \ becomes four), and % is written %%. The path
# goes in with printf, never into a sed script, where & | \ in a folder's name would act.
EXEC_PATH="$(printf '%s\n' "$HERE/gry-slowne" \
    | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g' -e 's/%/%%/g')"
while IFS= read -r line || [ -n "$line" ]; do
    case "$line" in
        Exec=*) printf 'Exec="%s"\n' "$EXEC_PATH" ;;
        *) printf '%s\n' "$line" ;;
    esac
done < "$HERE/gry-slowne.desktop" > "$ENTRY"
chmod 644 "$ENTRY"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$DATA/applications" || true
command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q "$DATA/icons/hicolor" || true
echo "Gry słowne is in the application menu (entry: $ENTRY)"
