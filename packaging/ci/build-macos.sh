#!/usr/bin/env bash
# The release workflow's macOS leg (.github/workflows/release.yml; Python from setup-python): a
# fresh venv whose build tools are pinned (packaging/ci/build-tools.txt: Python 3.11's venv has
# setuptools 65.5, which cannot read pyproject.toml), the app and its test and packaging tools,
# the compiled move generator built and in use, the tests, then the app bundle and its DMG
# (packaging/build.sh: built for the runner's architecture, arm64 on macos-latest).
#
#   bash packaging/ci/build-macos.sh        every step; GS_CI_STEPS="venv tools" only those named
#   PYTHON=python3.11 bash packaging/ci/build-macos.sh    the Python the venv is made from
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$HERE/steps.sh"
cd "$HERE/../.."
PYTHON="${PYTHON:-python3}"
VENV_PYTHON=.venv/bin/python
PIP=("$VENV_PYTHON" -m pip install --disable-pip-version-check)

ci_steps venv tools install build_ext core tests bundle
ci_step venv "$PYTHON" -m venv --clear .venv
ci_step tools "${PIP[@]}" -r packaging/ci/build-tools.txt
ci_step install "${PIP[@]}" -e ".[test,package]"
ci_step build_ext "$VENV_PYTHON" setup.py build_ext --inplace
ci_step core ci_compiled_core "$VENV_PYTHON"
ci_step tests env QT_QPA_PLATFORM=offscreen "$VENV_PYTHON" -m pytest -q
ci_step bundle env PYTHON="$VENV_PYTHON" bash packaging/build.sh --no-install
ci_done
