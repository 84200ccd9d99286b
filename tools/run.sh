#!/usr/bin/env bash
# Installs the app into .venv (and the Debian libraries Qt needs) the first time, again only after
# pyproject.toml, setup.py or the compiled move generator's .pyx change (no network needed
# otherwise), and starts the launcher.
set -euo pipefail
cd "$(dirname "$0")/.."
source tools/setup.sh ""
exec .venv/bin/python -m gui "$@"
