#!/usr/bin/env bash
# Builds the one-folder app with PyInstaller (Linux, macOS) and checks the result:
#
#   bash packaging/build.sh              # pip install -e '.[package]', build, smoke test
#   bash packaging/build.sh --no-install # build and test with what the venv already has
#
# Python: $PYTHON if set, else the active virtualenv ($VIRTUAL_ENV), else the checkout's .venv.
# Output: packaging/dist/gry-slowne/ (Linux) or packaging/dist/gry-slowne.app (macOS), plus
# packaging/dist/smoke.png and packaging/dist/bundle-check.json. Exits non-zero when the build,
# the GUI smoke test (offscreen, must exit 0 and write the PNG) or the bundle self-check fails.
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

if [[ -n "${PYTHON:-}" ]]; then
    :
elif [[ -n "${VIRTUAL_ENV:-}" ]]; then
    PYTHON="$VIRTUAL_ENV/bin/python"
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

if [[ $INSTALL == 1 ]]; then
    echo "== pip install -e .[package]"
    "$PYTHON" -m pip install --quiet -e ".[package]"
fi

DIST="$HERE/dist"
WORK="$HERE/build"
echo "== PyInstaller"
mkdir -p "$WORK"
"$PYTHON" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$DIST" --workpath "$WORK" "$HERE/gry-slowne.spec" 2>&1 | tee "$WORK/pyinstaller.log"
if grep -q "Library not found" "$WORK/pyinstaller.log"; then
    # Not fatal (the build machine's choice), but the bundle then relies on the user's system
    # for these; on Debian install e.g. libxcb-icccm4 libxcb-keysyms1 before building.
    echo "build.sh: WARNING: libraries missing on this machine, so not bundled:" >&2
    grep -o "could not resolve '[^']*'" "$WORK/pyinstaller.log" | sort -u | sed 's/^/    /' >&2
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

echo "== bundle size"
du -sh "$BUNDLE"
if [[ "$(uname -s)" == Darwin ]]; then
    du -sh "$DIST/gry-slowne"
fi
echo "build.sh: OK"
