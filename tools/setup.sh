# Sourced by tools/run.sh and tools/test.sh: prepares a fresh Debian 12 machine (or any machine
# that already has Python ≥ 3.11) and the project's virtual environment in .venv.
# Usage: source tools/setup.sh EXTRAS   (EXTRAS: "" for the app, "test,dev" for the tests)
#
# Once set up, nothing here touches the network: the Debian check is a dpkg query and pip runs
# only when pyproject.toml, setup.py or the compiled move generator's source changed since the
# last install (or new extras are asked for); .venv/.gry-slowne-installed records their checksum
# and the extras installed.
# One line per step is printed while apt or pip work; their own output goes to a log that is
# shown only when they fail.

_gs_extras="${1:-}"
source "$(dirname "${BASH_SOURCE[0]}")/debian.sh"

# The Debian packages of every system library Qt's binaries on the X11 path (the xcb platform
# plugin, libQt6XcbQpa, QtGui, QtWidgets, their plugins) name as NEEDED: the output of
# `.venv/bin/python tools/qt_debs.py`, which reads them from PySide6's binaries (one missing and
# Qt aborts as it loads the xcb plugin); tests/test_display.py checks this list against it.
_gs_qt_debs=(libc6 libdbus-1-3 libegl1 libfontconfig1 libfreetype6 libgcc-s1 libgl1 libglib2.0-0
    libstdc++6 libx11-6 libx11-xcb1 libxcb-cursor0 libxcb-glx0 libxcb-icccm4 libxcb-image0
    libxcb-keysyms1 libxcb-randr0 libxcb-render-util0 libxcb-render0 libxcb-shape0 libxcb-shm0
    libxcb-sync1 libxcb-util1 libxcb-xfixes0 libxcb-xkb1 libxcb1 libxkbcommon-x11-0 libxkbcommon0
    libzstd1 zlib1g)
# Those, plus a C compiler and Python's headers for the compiled move generator (setup.py;
# without them the install still works and the pure-Python one is used).
_gs_debs=("${_gs_qt_debs[@]}" gcc python3-dev)
if [ -n "${GS_EXTRA_DEBS:-}" ]; then
    read -r -a _gs_more <<< "$GS_EXTRA_DEBS"
    _gs_debs+=("${_gs_more[@]}")
fi
if ! command -v python3 >/dev/null 2>&1; then
    _gs_debs+=(python3 python3-venv)
elif [ ! -x .venv/bin/python ] && ! python3 -c 'import ensurepip, venv' >/dev/null 2>&1; then
    _gs_debs+=(python3-venv)
fi
gs_ensure_debs "${_gs_debs[@]}"

if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "Gry słowne needs Python 3.11 or newer; python3 is $(python3 --version 2>&1)." >&2
    exit 2
fi

if [ ! -x .venv/bin/python ]; then
    gs_quietly "creating .venv" python3 -m venv .venv
fi

# What is installed: "CHECKSUM EXTRA,EXTRA" (CHECKSUM of pyproject.toml, setup.py and the .pyx
# files: the editable install builds the compiled modules once, so a changed .pyx must rebuild).
_gs_stamp=.venv/.gry-slowne-installed
_gs_sum="$(cat pyproject.toml setup.py engines/*/_movegen_compiled.pyx \
    | .venv/bin/python -c \
    'import hashlib, sys; print(hashlib.sha256(sys.stdin.buffer.read()).hexdigest())')"
_gs_have=""
_gs_have_sum=""
if [ -f "$_gs_stamp" ]; then
    read -r _gs_have_sum _gs_have < "$_gs_stamp" || true
fi
# The extras to install: those asked for, plus those installed before (kept when re-installing).
_gs_want="$(printf '%s\n' "${_gs_extras//,/$'\n'}" "${_gs_have//,/$'\n'}" | sed '/^$/d' | sort -u \
    | paste -sd, -)"
if [ "$_gs_have_sum" != "$_gs_sum" ] || [ "$_gs_want" != "$_gs_have" ]; then
    _gs_target="."
    [ -z "$_gs_want" ] || _gs_target=".[$_gs_want]"
    gs_quietly "updating pip in .venv" \
        .venv/bin/python -m pip install --disable-pip-version-check --upgrade pip
    gs_quietly "installing Python packages into .venv (pip install -e '$_gs_target')" \
        .venv/bin/python -m pip install --disable-pip-version-check -e "$_gs_target"
    echo "$_gs_sum $_gs_want" > "$_gs_stamp"
fi
