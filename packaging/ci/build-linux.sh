#!/usr/bin/env bash
# The release workflow's Linux leg (.github/workflows/release.yml, in a Debian 12 container, as
# root): exactly what a newcomer runs (tools/test.sh: the Debian packages, .venv, the whole suite,
# ruff, mypy), then the compiled move generator in use, the wheel outside the checkout, and the
# bundle with its tarball (packaging/build.sh, which installs its own build needs).
#
#   bash packaging/ci/build-linux.sh        every step; GS_CI_STEPS="core" only those named
HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
source "$HERE/steps.sh"
cd "$HERE/../.."

ci_steps tests core wheel bundle
ci_step tests bash .ci/run
ci_step core ci_compiled_core .venv/bin/python
ci_step wheel .venv/bin/python -m pytest -q -m slow tests/test_packaging.py -k wheel
ci_step bundle bash packaging/build.sh
ci_done
