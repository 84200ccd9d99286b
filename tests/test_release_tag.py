"""A release tag must be ``v`` + pyproject.toml's version (tools/tag_version.py, run by the
release workflow before anything is built)."""

from __future__ import annotations

import re
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tools"))

import tag_version  # noqa: E402 (tools/ is not a package)

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]["version"]


def test_the_version_tag_passes() -> None:
    assert tag_version.tag_problem(f"v{VERSION}") is None


@pytest.mark.parametrize("tag", ["v0.0.0-not-this", VERSION, f"v{VERSION}.1", f"V{VERSION}"])
def test_another_tag_is_refused_and_the_right_one_named(tag: str) -> None:
    problem = tag_version.tag_problem(tag)
    assert problem is not None and problem.endswith(f"tag v{VERSION}"), problem


def test_the_command_exits_1_with_one_line(tmp_path: Path) -> None:
    pyproject = tmp_path / "pyproject.toml"
    pyproject.write_text('[project]\nname = "x"\nversion = "1.2.3"\n')
    assert tag_version.tag_problem("v1.2.3", pyproject) is None
    assert "version 1.2.3" in (tag_version.tag_problem("v1.2.4", pyproject) or "")
    script = ROOT / "tools" / "tag_version.py"
    refused = subprocess.run(
        [sys.executable, str(script), "v0.0.0-not-this"], capture_output=True, text=True
    )
    assert refused.returncode == 1 and refused.stderr.count("\n") == 1, refused.stderr
    passed = subprocess.run([sys.executable, str(script), f"v{VERSION}"], capture_output=True)
    assert passed.returncode == 0, passed.stderr


def test_the_release_workflow_checks_the_tag_before_building() -> None:
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text("utf-8")
    assert 'python3 tools/tag_version.py "$GITHUB_REF_NAME"' in workflow
    jobs = workflow.split("\njobs:\n", 1)[1]
    # Both the build and the release wait for the check.
    build = jobs.split("\n  build:\n", 1)[1].split("\n  release:\n", 1)[0]
    release = jobs.split("\n  release:\n", 1)[1]
    assert re.search(r"^    needs: tag$", build, re.MULTILINE), build[:300]
    assert re.search(r"^    needs: \[tag, build\]$", release, re.MULTILINE), release[:300]
