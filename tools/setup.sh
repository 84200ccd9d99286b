# Sourced by tools/run.sh and tools/test.sh: prepares a fresh Debian 12 machine (or any machine
# that already has Python ≥ 3.11) and the project's virtual environment in .venv.
# Usage: source tools/setup.sh EXTRAS   (EXTRAS: "" for the app, "test,dev" for the tests)

_gs_extras="${1:-}"

# Debian libraries Qt needs on a bare machine (measured on Debian 12), plus venv support.
_gs_debs=(libglib2.0-0 libegl1 libgl1 libx11-6 libxkbcommon0 libfontconfig1 libfreetype6 libdbus-1-3)
if [ -n "${GS_EXTRA_DEBS:-}" ]; then
    read -r -a _gs_more <<< "$GS_EXTRA_DEBS"
    _gs_debs+=("${_gs_more[@]}")
fi

_gs_missing=()
if command -v dpkg-query >/dev/null 2>&1; then
    for _gs_pkg in "${_gs_debs[@]}"; do
        dpkg-query -W -f='${Status}' "$_gs_pkg" 2>/dev/null | grep -q "install ok installed" \
            || _gs_missing+=("$_gs_pkg")
    done
    python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || _gs_missing+=(python3-venv)
fi
if [ "${#_gs_missing[@]}" -gt 0 ]; then
    echo "Installing Debian packages: ${_gs_missing[*]}"
    _gs_sudo=""
    [ "$(id -u)" -eq 0 ] || _gs_sudo="sudo"
    $_gs_sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $_gs_sudo apt-get install -y -qq "${_gs_missing[@]}" >/dev/null
fi

if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "Gry słowne needs Python 3.11 or newer; python3 is $(python3 --version 2>&1)." >&2
    exit 2
fi

[ -x .venv/bin/python ] || python3 -m venv .venv
.venv/bin/python -m pip install -q --disable-pip-version-check --upgrade pip >/dev/null
if [ -n "$_gs_extras" ]; then
    .venv/bin/python -m pip install -q --disable-pip-version-check -e ".[$_gs_extras]"
else
    .venv/bin/python -m pip install -q --disable-pip-version-check -e .
fi
