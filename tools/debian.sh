# Sourced by tools/setup.sh and packaging/build.sh: installs missing Debian packages, quietly.
#
#   gs_quietly STEP COMMAND...   one progress line; the command's output only if it fails
#   gs_ensure_debs PACKAGE...    apt-get installs those not installed (sudo when not root;
#                                without sudo it names them and fails);
#                                nothing at all (no apt, no network) when all are there, or on a
#                                machine without dpkg (macOS, other distributions)

gs_quietly() {
    local step="$1" log
    shift
    log="$(mktemp "${TMPDIR:-/tmp}/gry-slowne-setup.XXXXXX")"
    echo "gry-slowne: $step…"
    if ! "$@" >"$log" 2>&1; then
        cat "$log" >&2
        rm -f "$log"
        echo "gry-slowne: FAILED: $step" >&2
        return 1
    fi
    rm -f "$log"
}

gs_ensure_debs() {
    command -v dpkg-query >/dev/null 2>&1 || return 0
    local status installed package sudo=()
    local missing=()
    # One query for all of them; it fails when any is unknown to dpkg (not installed).
    status="$(dpkg-query -W -f='${Package}:${Status}\n' "$@" 2>/dev/null || true)"
    installed=" $(sed -n 's/:install ok installed$//p' <<< "$status" | tr '\n' ' ') "
    for package in "$@"; do
        [[ "$installed" == *" $package "* ]] || missing+=("$package")
    done
    [ "${#missing[@]}" -gt 0 ] || return 0
    if [ "$(id -u)" -ne 0 ]; then
        if ! command -v sudo >/dev/null 2>&1; then
            # Nothing can install them from here: say which, so root can.
            echo "gry-slowne: these Debian packages are missing: ${missing[*]} — as root, run:" \
                "apt-get install ${missing[*]}" >&2
            return 1
        fi
        sudo=(sudo)
    fi
    gs_quietly "apt-get update" "${sudo[@]}" apt-get update -q
    gs_quietly "installing Debian packages: ${missing[*]}" \
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${missing[@]}"
}
