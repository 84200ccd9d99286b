# Sourced by packaging/ci/build-linux.sh and build-macos.sh: a leg of the release workflow as named
# steps, each of which fails loudly (its name and exit status, and the leg stops there).
#
#   ci_steps NAME…            the leg's steps, in order (checks $GS_CI_STEPS against them)
#   ci_step NAME COMMAND…     runs COMMAND as step NAME, unless $GS_CI_STEPS leaves it out
#   ci_done                   the closing line: which steps ran
#
# GS_CI_STEPS="NAME…" runs only those steps (tests/test_ci_scripts.py runs the ones that need
# neither macOS nor the packaging tools this way); unset, every step runs. Written for bash 3.2
# too (macOS's /bin/bash).

set -euo pipefail

CI_SCRIPT="$(basename "$0")"
CI_RAN=""

ci_steps() {
    local name
    for name in ${GS_CI_STEPS:-}; do
        if [[ " $* " != *" $name "* ]]; then
            echo "$CI_SCRIPT: no step '$name' (its steps: $*)" >&2
            exit 2
        fi
    done
}

ci_step() {
    local name="$1"
    shift
    if [[ -n "${GS_CI_STEPS:-}" && " $GS_CI_STEPS " != *" $name "* ]]; then
        return 0
    fi
    echo "== $CI_SCRIPT: $name: $*"
    local status=0
    "$@" || status=$?
    if [[ $status != 0 ]]; then
        echo "$CI_SCRIPT: step '$name' FAILED (exit status $status)" >&2
        exit "$status"
    fi
    CI_RAN="$CI_RAN $name"
}

ci_done() {
    echo "$CI_SCRIPT: OK (steps run:${CI_RAN:- none})"
}

# ci_compiled_core PYTHON: the compiled move generator is the core the app uses. setup.py goes on
# without it when it cannot build it (the app then uses the pure-Python one), so this is where a
# compiler problem shows.
ci_compiled_core() {
    "$1" -c 'import sys
from engines.crossword.movegen import CORE
print("move generator core:", CORE)
sys.exit(CORE != "compiled")'
}
