#!/usr/bin/env bash
# Builds the one-folder app with PyInstaller (Linux, macOS), checks it, and packs it:
#
#   bash packaging/build.sh              # Debian build tools + pip install, build, test, pack
#   bash packaging/build.sh --no-install # build, test and pack with what is already there
#
# Python: $PYTHON if set, else the active virtualenv ($VIRTUAL_ENV), else the checkout's .venv
# (made by tools/setup.sh when missing). On Debian/Ubuntu the install step also apt-installs
# the build's needs: binutils (PyInstaller reads and strips the libraries with objdump, readelf,
# strip), libpython3.11 (the shared libpython of Debian's python3; Python 3.X: libpython3.X)
# and the XCB libraries Qt's xcb
# platform plugin links to, so that the bundle carries them instead of relying on the user's X11
# libraries. Without them the build stops (--no-install included) and names what is missing.
#
# Output in packaging/dist/: gry-slowne/ (Linux) or gry-slowne.app (macOS), smoke.png,
# bundle-check.json, and the archive users download:
#   Linux: gry-slowne-VERSION-linux-ARCH.tar.gz (the folder, with gry-slowne.desktop, the icon
#          and install.sh for the application menu)
#   macOS: gry-slowne-VERSION-macos-ARCH.dmg (the .app, ad-hoc signed, and an Applications link)
# Exits non-zero when the build, the GUI smoke test (offscreen, must exit 0 and write the PNG),
# the bundle self-check or the size budget (folder ≤ 200 MB, archive ≤ 80 MB) fails.
set -euo pipefail

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(dirname "$HERE")"
cd "$ROOT"

INSTALL=1
for arg in "$@"; do
    case "$arg" in
        --no-install) INSTALL=0 ;;
        *) echo "usage: bash packaging/build.sh [--no-install]" >&2; exit 2 ;;
    esac
done

# What the build needs from Debian (see above): the xcb libraries libqxcb.so and libQt6XcbQpa.so
# link to beyond libxcb and libX11 (ldd), so that the bundle carries them, and binutils. Checked
# by what is there (tools/debian.sh), so their names on Debian 12, 13 or Ubuntu 24.04 all do.
source "$ROOT/tools/debian.sh"
XCB_SONAMES=(libX11-xcb.so.1 libxcb-cursor.so.0 libxcb-icccm.so.4 libxcb-image.so.0
    libxcb-keysyms.so.1 libxcb-randr.so.0 libxcb-render-util.so.0 libxcb-shape.so.0
    libxcb-shm.so.0 libxcb-sync.so.1 libxcb-util.so.1 libxcb-xfixes.so.0 libxcb-xkb.so.1
    libxkbcommon-x11.so.0)
XCB_NEEDS=()
while read -r need; do  # not mapfile: macOS has bash 3.2
    XCB_NEEDS+=("$need")
done < <(gs_library_needs "${XCB_SONAMES[@]}")

INSTALL_DEBS=$INSTALL
if [[ $INSTALL == 1 ]]; then
    # Nothing off Debian (macOS), or when all are there.
    gs_ensure cmd:objdump=binutils cmd:readelf=binutils cmd:strip=binutils "${XCB_NEEDS[@]}"
fi

if [[ -n "${PYTHON:-}" ]]; then
    :
elif [[ -n "${VIRTUAL_ENV:-}" ]]; then
    PYTHON="$VIRTUAL_ENV/bin/python"
elif [[ $INSTALL == 1 ]]; then
    # The checkout's .venv with the packaging tools; pip runs only when pyproject.toml changed.
    source "$ROOT/tools/setup.sh" package
    PYTHON="$ROOT/.venv/bin/python"
    INSTALL=0
elif [[ -x "$ROOT/.venv/bin/python" ]]; then
    PYTHON="$ROOT/.venv/bin/python"
else
    echo "build.sh: no virtualenv (activate one, create .venv, or set PYTHON)" >&2
    exit 2
fi
if ! "$PYTHON" -c 'import sys; sys.exit(sys.prefix == sys.base_prefix)'; then
    echo "build.sh: $PYTHON is not a virtualenv's Python; refusing to pip install into it" >&2
    exit 2
fi
echo "== Python: $PYTHON ($("$PYTHON" --version))"

# Debian's python3 is linked statically and ships its libpython3.X.so, which PyInstaller bundles,
# in a package of its own (libpython3.11 on Debian 12, libpython3.13 on Debian 13,
# libpython3.12t64 on Ubuntu 24.04); Pythons built elsewhere (python.org, pyenv, GitHub's
# setup-python) have it beside them. So: install it when the file is missing.
if [[ $INSTALL_DEBS == 1 && "$(uname -s)" == Linux ]]; then
    LIBPYTHON="$("$PYTHON" -c 'import os, sysconfig
print(os.path.join(sysconfig.get_config_var("LIBDIR"), sysconfig.get_config_var("INSTSONAME")))')"
    PY_X_Y="$("$PYTHON" -c 'import sys; print("%d.%d" % sys.version_info[:2])')"
    gs_ensure "file:$LIBPYTHON=libpython$PY_X_Y|libpython${PY_X_Y}t64"
fi

VERSION="$("$PYTHON" -c 'import tomllib; print(tomllib.load(open("pyproject.toml", "rb"))["project"]["version"])')"
ARCH="$(uname -m)"

DIST="$HERE/dist"
WORK="$HERE/build"
echo "== PyInstaller"
mkdir -p "$WORK"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" "$HERE/gry-slowne.spec" 2>&1 | tee "$WORK/pyinstaller.log"
if grep -q "Library not found" "$WORK/pyinstaller.log"; then
    echo "build.sh: libraries missing on this machine, so not bundled:" >&2
    grep -o "could not resolve '[^']*'" "$WORK/pyinstaller.log" | sort -u | sed 's/^/    /' >&2
    if [[ "$(uname -s)" == Linux ]]; then
        # The bundle would rely on the user's X11 libraries for these: not a bundle we ship.
        XCB_DEBS=()
        for need in "${XCB_NEEDS[@]}"; do
            packages="${need#*=}"
            XCB_DEBS+=("${packages%%|*}")
        done
        echo "build.sh: FAILED (on Debian: apt-get install ${XCB_DEBS[*]})" >&2
        exit 1
    fi
fi

case "$(uname -s)" in
    Darwin)
        BUNDLE="$DIST/gry-slowne.app"
        EXE="$BUNDLE/Contents/MacOS/gry-slowne"
        ;;
    *)
        BUNDLE="$DIST/gry-slowne"
        EXE="$BUNDLE/gry-slowne"
        ;;
esac
[[ -x "$EXE" ]] || { echo "build.sh: no executable at $EXE" >&2; exit 1; }

# The built app runs with a time limit where `timeout` exists (not on stock macOS).
LIMIT=()
if command -v timeout >/dev/null 2>&1; then
    LIMIT=(timeout 180)
fi

# smoke_test PNG [env assignments...]: the launcher offscreen, a screenshot, exit status 0.
smoke_test() {
    local png="$1"
    shift
    rm -f "$png"
    local status=0
    # --data-dir: saved games and settings of the test run stay in packaging/build.
    env QT_QPA_PLATFORM=offscreen "$@" ${LIMIT[@]+"${LIMIT[@]}"} "$EXE" --smoke-test "$png" \
        --data-dir "$WORK/smoke-data" || status=$?
    if [[ $status != 0 ]]; then
        echo "build.sh: smoke test FAILED: exit status $status" >&2
        exit 1
    fi
    if [[ ! -s "$png" ]]; then
        echo "build.sh: smoke test FAILED: $png was not written" >&2
        exit 1
    fi
    echo "   ok: $png ($(wc -c <"$png" | tr -d ' ') bytes)"
}

echo "== smoke test: $EXE --smoke-test packaging/dist/smoke.png"
smoke_test "$DIST/smoke.png"

if [[ "$(uname -s)" == Linux ]]; then
    # No system fonts at all: fontconfig reads an empty configuration, so only the fonts the
    # app bundles (resources/fonts) can render the Polish letters.
    NOFONTS="$WORK/no-system-fonts"
    mkdir -p "$NOFONTS/cache"
    cat >"$NOFONTS/fonts.conf" <<EOF
<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig><cachedir>$NOFONTS/cache</cachedir></fontconfig>
EOF
    echo "== smoke test with no system fonts (FONTCONFIG_FILE=$NOFONTS/fonts.conf)"
    smoke_test "$DIST/smoke-no-system-fonts.png" \
        FONTCONFIG_FILE="$NOFONTS/fonts.conf" FONTCONFIG_PATH="$NOFONTS" \
        QT_QPA_FONTDIR="$NOFONTS"
fi

echo "== bundle self-check (lexicons, morfeusz2, tile sets, fonts, translations)"
REPORT="$DIST/bundle-check.json"
rm -f "$REPORT"
status=0
env GRY_SLOWNE_BUNDLE_CHECK="$REPORT" QT_QPA_PLATFORM=offscreen ${LIMIT[@]+"${LIMIT[@]}"} "$EXE" || status=$?
if [[ -s "$REPORT" ]]; then
    cat "$REPORT"
    echo
fi
if [[ $status != 0 || ! -s "$REPORT" ]]; then
    echo "build.sh: bundle self-check FAILED (exit status $status)" >&2
    exit 1
fi

# size MB PATH...: total size of files in megabytes (10^6 bytes), with Python: du differs
# between GNU and BSD.
size_mb() {
    "$PYTHON" - "$@" <<'PY'
import os, sys
total = 0
for top in sys.argv[1:]:
    if os.path.isfile(top):
        total += os.path.getsize(top)
    for folder, _dirs, files in os.walk(top):
        total += sum(os.path.getsize(os.path.join(folder, f)) for f in files
                     if not os.path.islink(os.path.join(folder, f)))
print(f"{total / 1e6:.1f}")
PY
}

case "$(uname -s)" in
    Darwin)
        echo "== ad-hoc signature and DMG"
        # Ad hoc ("-"): no Developer ID, so Gatekeeper asks on first start (right click → Open);
        # packaging/README.md says how a maintainer signs with a Developer ID and notarises.
        codesign --force --deep --sign - "$BUNDLE"
        codesign --verify --deep --strict "$BUNDLE"
        ARCHIVE="$DIST/gry-slowne-$VERSION-macos-$ARCH.dmg"
        STAGE="$WORK/dmg"
        rm -rf "$STAGE" "$ARCHIVE"
        mkdir -p "$STAGE"
        cp -R "$BUNDLE" "$STAGE/"
        ln -s /Applications "$STAGE/Applications"
        hdiutil create -quiet -volname "Gry słowne" -srcfolder "$STAGE" -ov -format UDZO "$ARCHIVE"
        ;;
    *)
        echo "== tarball with the .desktop file, the icon and install.sh"
        cp "$HERE/linux/gry-slowne.desktop" "$HERE/linux/install.sh" "$BUNDLE/"
        cp "$ROOT/resources/icons/gry-slowne-256.png" "$BUNDLE/gry-slowne.png"
        ARCHIVE="$DIST/gry-slowne-$VERSION-linux-$ARCH.tar.gz"
        rm -f "$ARCHIVE"
        tar -C "$DIST" -cf - gry-slowne | gzip -9 >"$ARCHIVE"
        ;;
esac

echo "== sizes (budget: folder ≤ 200 MB, archive ≤ 80 MB)"
FOLDER_MB="$(size_mb "$BUNDLE")"
ARCHIVE_MB="$(size_mb "$ARCHIVE")"
echo "   bundle:  $FOLDER_MB MB  $BUNDLE"
echo "   archive: $ARCHIVE_MB MB  $ARCHIVE"
if ! "$PYTHON" -c "import sys; sys.exit(not ($FOLDER_MB <= 200 and $ARCHIVE_MB <= 80))"; then
    echo "build.sh: FAILED: over the size budget" >&2
    exit 1
fi
echo "build.sh: OK"
