#!/usr/bin/env bash
# The GUI test suite, RUNS times in a row (default 10), beside CPU hogs — one busy process per
# core — so workers and the GUI thread interleave as on a loaded machine (issue 24: a background
# task once took the test process down). Prints one line per run and a total; exits 1 when any
# run failed or crashed. Each run's output is kept in the log folder it names; a crash's Python
# stack (faulthandler) is in that log.
#
# Usage: tools/gui_under_load.sh [RUNS] [PYTEST ARGS...]   (default args: tests/gui)
#   GUI_LOAD_HOGS=N  how many busy processes (default: as many as cores)
# Needs the test virtualenv (.venv, see tools/test.sh); touches no network.
set -uo pipefail
cd "$(dirname "$0")/.."

runs="${1:-10}"
shift || true
if [ "$#" -eq 0 ]; then
    set -- tests/gui
fi
hogs="${GUI_LOAD_HOGS:-$(nproc)}"
logs="$(mktemp -d "${TMPDIR:-/tmp}/gui-under-load.XXXXXX")"

hog_pids=()
stop_hogs() {
    # Only the hogs started here, by their ids.
    for pid in "${hog_pids[@]}"; do
        kill "$pid" 2>/dev/null || true
    done
    wait "${hog_pids[@]}" 2>/dev/null
}
trap stop_hogs EXIT
for _ in $(seq "$hogs"); do
    yes >/dev/null &
    hog_pids+=("$!")
done

echo "GUI suite ×$runs beside $hogs CPU hog(s): $*  (logs: $logs)"
passed=0
for run in $(seq "$runs"); do
    log="$logs/run-$run.log"
    started=$SECONDS
    QT_QPA_PLATFORM=offscreen .venv/bin/python -X faulthandler -m pytest -q -p no:cacheprovider \
        "$@" >"$log" 2>&1
    status=$?
    took=$((SECONDS - started))
    summary="$(grep -E '^[0-9]+ (passed|failed)|^=+ .*(passed|failed|error)' "$log" | tail -n 1)"
    if [ "$status" -eq 0 ]; then
        passed=$((passed + 1))
        echo "run $run/$runs: pass in ${took}s — $summary"
    elif [ "$status" -gt 128 ]; then
        echo "run $run/$runs: CRASH (signal $((status - 128))) after ${took}s — see $log"
        grep -A 30 'Fatal Python error' "$log" | head -n 40
    else
        echo "run $run/$runs: FAIL (exit $status) in ${took}s — $summary — see $log"
    fi
done
echo "passed $passed of $runs"
[ "$passed" -eq "$runs" ]
