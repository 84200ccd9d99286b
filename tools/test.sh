#!/usr/bin/env bash
# Installs what the tests need (Debian libraries for Qt, Debian word lists for the rebuild check,
# Xvfb for the app on a real X server, Python packages in .venv) and runs the whole suite:
# pytest, ruff, mypy (strict, over engines/ and gui/: pyproject.toml's [tool.mypy]).
set -euo pipefail
cd "$(dirname "$0")/.."
GS_EXTRA_DEBS="wpolish wamerican-huge wbritish-huge scowl xvfb" source tools/setup.sh "test,dev"
export QT_QPA_PLATFORM=offscreen
.venv/bin/python -m pytest "$@"
.venv/bin/ruff check .
.venv/bin/mypy
