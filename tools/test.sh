#!/usr/bin/env bash
# Installs what the tests need (Debian libraries for Qt, Debian word lists for the rebuild check,
# Xvfb for the app on a real X server, Python packages in .venv) and runs the whole suite:
# pytest, ruff, mypy (strict, over engines/ and gui/: pyproject.toml's [tool.mypy]).
set -euo pipefail
cd "$(dirname "$0")/.."
GS_EXTRA_NEEDS="file:/usr/share/dict/polish=wpolish file:/usr/share/dict/american-english-huge=wamerican-huge file:/usr/share/dict/british-english-huge=wbritish-huge file:/usr/share/dict/scowl=scowl cmd:Xvfb=xvfb" \
    source tools/setup.sh "test,dev"
export QT_QPA_PLATFORM=offscreen
.venv/bin/python -m pytest "$@"
.venv/bin/ruff check .
.venv/bin/mypy
