# Sourced by tools/setup.sh and packaging/build.sh: installs what is missing from Debian's
# packages, quietly.
#
#   gs_quietly STEP COMMAND...   one progress line; the command's output only if it fails
#   gs_ensure NEED...            installs the packages of the needs that are not met
#   gs_library_needs [SONAME...] the needs of tools/qt_libraries.txt (all, or those sonames)
#   gs_app_needs                 the needs of the app and its set-up (tools/setup.sh)
#
# A NEED is CHECK=PACKAGE[|PACKAGE...]. The check looks at what the package brings, not at its
# name, because names differ between releases (libglib2.0-0 on Debian 12, libglib2.0-0t64 on
# Debian 13 and Ubuntu 24.04):
#   lib:SONAME        the dynamic loader knows the library (`ldconfig -p`, this machine's arch)
#   cmd:NAME          a command on PATH
#   file:PATH         a file
#   py:MODULE,...     python3 imports them
# The packages are that need's names on different releases: the one installed is the one apt has
# a candidate for (`apt-cache policy`, offline). A need whose check fails is still met when one of
# its packages is installed (`dpkg-query`), so that a check that cannot see what a package brought
# never makes every start install it again.
#
# When every need is met nothing else runs: no apt, no sudo, no network. Otherwise, as root or
# through sudo: `apt-get update` and `apt-get install` of the missing packages. A user who cannot
# (no sudo; sudo refuses, or needs a password and there is no terminal) gets one line naming the
# packages and the command for root, and status 1. On a machine without apt-get (macOS, other
# distributions) nothing is checked or done.

_GS_LIBRARY_TABLE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/qt_libraries.txt"

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

gs_library_needs() {
    local soname packages wanted found
    for wanted in "${@:-}"; do
        found=0
        while read -r soname packages; do
            if [[ -z "$soname" || "$soname" == \#* ]]; then
                continue
            fi
            if [[ -z "$wanted" || "$soname" == "$wanted" ]]; then
                echo "lib:$soname=${packages// /|}"
                found=1
            fi
        done <"$_GS_LIBRARY_TABLE"
        if [[ $found == 0 ]]; then
            echo "gry-slowne: $wanted is not in $_GS_LIBRARY_TABLE" >&2
            return 1
        fi
    done
}

# Every system library Qt's binaries on the X11 path name (one missing and Qt aborts as it loads
# the xcb platform plugin); a C compiler and Python's headers for the compiled move generator
# (setup.py; without them the install still works and the pure-Python one is used); python3, and
# its venv module (python3-venv on Debian) while there is no .venv to make yet. One a line.
gs_app_needs() {
    gs_library_needs
    echo cmd:gcc=gcc
    if command -v python3 >/dev/null 2>&1; then
        echo "file:$(python3 -c 'import sysconfig; print(sysconfig.get_path("include"))')/Python.h=python3-dev"
    else
        echo cmd:python3=python3
        echo cmd:python3-config=python3-dev
    fi
    if [[ ! -x .venv/bin/python ]]; then
        echo py:ensurepip,venv=python3-venv
    fi
}

# The dynamic loader's cache, read once: "<TAB>libz.so.1 (libc6,x86-64) => /lib/…/libz.so.1",
# and how it names this machine's kind of library (not i386 ones on an amd64 system).
_gs_read_loader_cache() {
    if [[ -z "${_gs_ldconfig_p+set}" ]]; then
        local ldconfig
        # /sbin is not on a Debian user's PATH.
        ldconfig="$(PATH="$PATH:/usr/sbin:/sbin" command -v ldconfig || true)"
        _gs_ldconfig_p=""
        if [[ -n "$ldconfig" ]]; then
            _gs_ldconfig_p="$("$ldconfig" -p 2>/dev/null || true)"
        fi
        case "$(uname -m)" in
            x86_64) _gs_ldconfig_kind="libc6,x86-64" ;;
            aarch64) _gs_ldconfig_kind="libc6,AArch64" ;;
            *) _gs_ldconfig_kind="libc6" ;;
        esac
    fi
}

_gs_has_library() {
    _gs_read_loader_cache
    grep -qF -- "$(printf '\t')$1 ($_gs_ldconfig_kind" <<<"$_gs_ldconfig_p"
}

_gs_met() {
    local check="${1%%=*}"
    local what="${check#*:}"
    case "$check" in
        lib:*) _gs_has_library "$what" ;;
        cmd:*) command -v "$what" >/dev/null 2>&1 ;;
        file:*) [[ -e "$what" ]] ;;
        py:*) python3 -c "import ${what//,/, }" >/dev/null 2>&1 ;;
        *) echo "gry-slowne: unknown check in $1" >&2; return 2 ;;
    esac
}

# The packages (of those given; all when none is) that are installed, one a line.
_gs_installed() {
    local status
    # It fails when any name is unknown to dpkg (never installed): what it says still holds.
    status="$(dpkg-query -W -f='${Package} ${Status}\n' "$@" 2>/dev/null || true)"
    sed -n 's/ install ok installed$//p' <<<"$status"
}

# Every package name of the needs given, on one line.
_gs_names() {
    local need names all=""
    for need in "$@"; do
        IFS='|' read -r -a names <<<"${need#*=}"
        all+="${names[*]} "
    done
    echo "$all"
}

# The package to install for each need (one a line, in order, without repeats): the first of its
# names apt has a candidate for; when apt knows none (no package lists yet), the name of the
# system's generation: a t64 name where packages with t64 names are installed.
_gs_choose() {
    local need names name chosen candidates t64 policy all
    read -r -a all <<<"$(_gs_names "$@")"
    policy="$(apt-cache policy "${all[@]}" 2>/dev/null || true)"
    # "NAME:" then "  Candidate: VERSION" or "  Candidate: (none)" (a virtual name).
    candidates=" $(awk '/^[^ ].*:$/ { name = substr($0, 1, length($0) - 1) }
        $1 == "Candidate:" && $2 != "(none)" { print name }' <<<"$policy" | tr '\n' ' ') "
    t64=0
    if grep -q 't64$' <<<"$(_gs_installed)"; then
        t64=1
    fi
    local seen=" "
    for need in "$@"; do
        IFS='|' read -r -a names <<<"${need#*=}"
        chosen=""
        for name in "${names[@]}"; do
            if [[ "$candidates" == *" $name "* ]]; then
                chosen="$name"
                break
            fi
        done
        if [[ -z "$chosen" ]]; then
            chosen="${names[0]}"
            for name in "${names[@]}"; do
                if [[ $name == *t64 && $t64 == 1 || $name != *t64 && $t64 == 0 ]]; then
                    chosen="$name"
                    break
                fi
            done
        fi
        if [[ "$seen" != *" $chosen "* ]]; then
            echo "$chosen"
            seen+="$chosen "
        fi
    done
}

gs_ensure() {
    command -v apt-get >/dev/null 2>&1 || return 0
    local need name unmet=() missing=() installed packages
    for need in "$@"; do
        if ! _gs_met "$need"; then
            unmet+=("$need")
        fi
    done
    [[ ${#unmet[@]} -gt 0 ]] || return 0
    # Met after all when one of its packages is installed.
    local names
    read -r -a names <<<"$(_gs_names "${unmet[@]}")"
    installed=" $(_gs_installed "${names[@]}" | tr '\n' ' ') "
    for need in "${unmet[@]}"; do
        IFS='|' read -r -a packages <<<"${need#*=}"
        local any=0
        for name in "${packages[@]}"; do
            if [[ "$installed" == *" $name "* ]]; then
                any=1
            fi
        done
        if [[ $any == 0 ]]; then
            missing+=("$need")
        fi
    done
    [[ ${#missing[@]} -gt 0 ]] || return 0

    local debs=()
    read -r -a debs <<<"$(_gs_choose "${missing[@]}" | tr '\n' ' ')"
    local sudo=() refused=""
    if [[ "$(id -u)" -ne 0 ]]; then
        if ! command -v sudo >/dev/null 2>&1; then
            refused="sudo is not installed"
        elif sudo -n true >/dev/null 2>&1; then
            sudo=(sudo)
        elif [[ ! -t 0 ]] || ! (exec </dev/tty) 2>/dev/null; then
            # sudo reads the password from the controlling terminal.
            refused="sudo asks for a password and there is no terminal to type it in"
        else
            echo "gry-slowne: installing the packages the app needs takes root rights:" \
                "sudo asks for $(id -un)'s password" >&2
            if sudo -v; then
                sudo=(sudo)
            else
                refused="sudo refused"
            fi
        fi
        if [[ -n "$refused" ]]; then
            # Nothing can install them from here: say which, so root can.
            echo "gry-slowne: the app needs packages that are not installed, and this user" \
                "cannot install them ($refused); as root, run:" \
                "apt-get update && apt-get install -y ${debs[*]}" >&2
            return 1
        fi
    fi
    gs_quietly "apt-get update" "${sudo[@]}" apt-get update -q
    # Chosen again: apt may only now know the names (a system with no package lists before).
    read -r -a debs <<<"$(_gs_choose "${missing[@]}" | tr '\n' ' ')"
    gs_quietly "installing packages: ${debs[*]}" \
        "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q "${debs[@]}"
}
