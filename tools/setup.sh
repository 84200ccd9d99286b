# Sourced by tools/run.sh and tools/test.sh: prepares a fresh Debian 12 or 13 or Ubuntu 24.04
# machine (or any machine that already has Python ≥ 3.11) and the project's virtual environment
# in .venv.
# Usage: source tools/setup.sh EXTRAS   (EXTRAS: "" for the app, "test,dev" for the tests)
#
# Once set up, nothing here touches the network: the system check reads the dynamic loader's
# cache and looks for a few files and commands (no apt, no sudo), and pip runs
# only when pyproject.toml, setup.py or the compiled move generator's source changed since the
# last install (or new extras are asked for); .venv/.gry-slowne-installed records their checksum
# and the extras installed.
# One line per step is printed while apt or pip work; their own output goes to a log that is
# shown only when they fail.

_gs_extras="${1:-}"
source "$(dirname "${BASH_SOURCE[0]}")/debian.sh"

# What the app needs from the system (gs_app_needs in tools/debian.sh), and what the caller adds
# (tools/test.sh: word lists, Xvfb). Each is checked by what is there, so a machine set up once
# is left alone, whatever its release calls the packages.
_gs_needs=()
while read -r _gs_need; do  # not mapfile: macOS has bash 3.2
    _gs_needs+=("$_gs_need")
done < <(gs_app_needs)
if [ -n "${GS_EXTRA_NEEDS:-}" ]; then
    read -r -a _gs_more <<< "$GS_EXTRA_NEEDS"
    _gs_needs+=("${_gs_more[@]}")
fi
gs_ensure "${_gs_needs[@]}"

if ! python3 -c 'import sys; sys.exit(sys.version_info < (3, 11))'; then
    echo "Gry słowne needs Python 3.11 or newer; python3 is $(python3 --version 2>&1)." >&2
    exit 2
fi

if ! .venv/bin/python -c '' >/dev/null 2>&1; then
    # None yet, or one whose Python is gone (a system upgrade from Debian 12 to 13): a new one.
    gs_quietly "creating .venv" python3 -m venv --clear .venv
fi

# What is installed: "CHECKSUM EXTRA,EXTRA" (CHECKSUM of pyproject.toml, setup.py and the .pyx:
# the editable install builds the compiled module once, so a changed .pyx must rebuild it).
_gs_stamp=.venv/.gry-slowne-installed
_gs_sum="$(cat pyproject.toml setup.py engines/crossword/_movegen_compiled.pyx \
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
