"""The release workflow's legs (``packaging/ci/``): one script each, every step failing loudly.

The macOS leg's steps that need no Mac (a fresh venv, the pinned build tools, ``setup.py
build_ext``, the compiled core in use) and the Linux leg's steps other than the suite itself and
the packaging run here for real; the Windows script is checked by reading it (no PowerShell on
these machines).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parent.parent
CI = ROOT / "packaging" / "ci"
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"
posix_only = pytest.mark.skipif(sys.platform == "win32", reason="bash scripts")
#: Generous: a fresh venv and a C compile on a loaded machine; reaching it is a failure.
STEP_SECONDS = 600


def _build_job() -> str:
    text = WORKFLOW.read_text("utf-8")
    return text[text.index("\n  build:\n") : text.index("\n  release:\n")]


def test_each_leg_runs_one_script_of_the_repository() -> None:
    runs = re.findall(r"^\s+run: (.+)$", _build_job(), re.MULTILINE)
    assert runs == [
        "bash packaging/ci/build-linux.sh",
        "bash packaging/ci/build-macos.sh",
        "./packaging/ci/build-windows.ps1",
    ]
    linux = (CI / "build-linux.sh").read_text("utf-8")
    assert "ci_step tests bash .ci/run" in linux  # the newcomer's command, on Debian 12 and 13
    assert "ci_step bundle bash packaging/build.sh" in linux
    assert "bash packaging/build.sh --no-install" in (CI / "build-macos.sh").read_text("utf-8")
    assert "packaging\\build.ps1" in (CI / "build-windows.ps1").read_text("utf-8")


def test_the_build_tools_are_pinned_to_ones_that_read_pyproject() -> None:
    """``setup.py build_ext`` runs with the venv's own setuptools: Python 3.11's venv has 65.5,
    which refuses ``license = "MIT"`` (PEP 639 needs 77). The pins must satisfy what
    pyproject.toml's [build-system] asks for."""
    pins = {}
    for line in (CI / "build-tools.txt").read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            requirement = Requirement(line)
            (specifier,) = requirement.specifier
            assert specifier.operator == "==", line
            pins[requirement.name.lower()] = specifier.version
    build_system = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["build-system"]
    for line in build_system["requires"]:
        requirement = Requirement(line)
        assert requirement.name.lower() in pins, f"build-tools.txt does not pin {line}"
        assert requirement.specifier.contains(pins[requirement.name.lower()]), line
    assert Requirement("setuptools>=77").specifier.contains(pins["setuptools"])
    for script in ("build-macos.sh", "build-windows.ps1"):
        assert "build-tools.txt" in (CI / script).read_text("utf-8"), script


def _run_leg(script: str, steps: str, cwd: Path, **env: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["bash", str(cwd / "packaging" / "ci" / script)],
        cwd=cwd,
        env={**os.environ, "GS_CI_STEPS": steps, **env},
        capture_output=True,
        text=True,
        timeout=STEP_SECONDS,
    )


@posix_only
def test_a_failing_step_stops_the_leg_with_its_name(tmp_path: Path) -> None:
    leg = tmp_path / "leg.sh"
    leg.write_text(
        f"source {CI / 'steps.sh'}\n"
        "ci_steps first second third\n"
        "ci_step first true\n"
        "ci_step second sh -c 'exit 3'\n"
        "ci_step third touch third-ran\n"
        "ci_done\n"
    )
    result = subprocess.run(
        ["bash", str(leg)], cwd=tmp_path, capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 3
    assert result.stderr.strip() == "leg.sh: step 'second' FAILED (exit status 3)"
    assert not (tmp_path / "third-ran").exists()
    wrong = subprocess.run(
        ["bash", str(leg)],
        cwd=tmp_path,
        env={**os.environ, "GS_CI_STEPS": "first sceond"},
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert wrong.returncode == 2  # a step name that is none of the leg's never passes silently
    assert "no step 'sceond'" in wrong.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the Linux leg")
def test_the_linux_legs_compiled_core_step() -> None:
    """The Linux leg's steps besides the suite (which is what runs this) and packaging: the
    compiled move generator is the core in use — and the step fails when it is not."""
    if not (ROOT / ".venv" / "bin" / "python").exists():
        pytest.skip("no .venv: the Linux leg runs after tools/test.sh made it")
    result = _run_leg("build-linux.sh", "core", ROOT)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "move generator core: compiled" in result.stdout
    pure = _run_leg("build-linux.sh", "core", ROOT, GRY_SLOWNE_PURE_PYTHON="1")
    assert pure.returncode == 1
    assert "step 'core' FAILED" in pure.stderr


def _checkout_copy(target: Path) -> Path:
    """What the macOS leg's first steps read, in a folder of their own (``build_ext --inplace``
    writes into the source tree, and must not replace the module this test run has loaded)."""
    target.mkdir()
    shutil.copytree(
        ROOT / "engines",
        target / "engines",
        ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd", "*.c"),
    )
    for name in ("setup.py", "pyproject.toml", "README.md"):
        shutil.copy(ROOT / name, target / name)
    shutil.copytree(CI, target / "packaging" / "ci")
    (target / "resources").symlink_to(ROOT / "resources")  # only read
    return target


@posix_only
def test_the_macos_legs_steps_that_need_no_mac(tmp_path: Path) -> None:
    """The leg that never built (issue #37): a fresh ``python -m venv``, the pinned build tools,
    ``setup.py build_ext --inplace``, the compiled core in use. Downloads from PyPI on a clean
    machine; pip's cache makes it quick after that."""
    checkout = _checkout_copy(tmp_path / "checkout")
    base = getattr(sys, "_base_executable", sys.executable)  # the Python this venv came from
    first = _run_leg("build-macos.sh", "venv tools", checkout, PYTHON=base)
    assert first.returncode == 0, first.stdout[-3000:] + first.stderr[-3000:]
    venv_python = checkout / ".venv" / "bin" / "python"
    # The core check imports the crossword engine, whose lexicon needs DAWG2; the leg's
    # "install" step brings it with everything else (PySide6: too big for this test).
    dawg = next(r for r in _dependencies() if r.name == "DAWG2")
    subprocess.run(
        [str(venv_python), "-m", "pip", "install", "-q", "--disable-pip-version-check", str(dawg)],
        check=True,
        timeout=STEP_SECONDS,
    )
    second = _run_leg("build-macos.sh", "build_ext core", checkout)
    assert second.returncode == 0, second.stdout[-3000:] + second.stderr[-3000:]
    assert "move generator core: compiled" in second.stdout
    assert "build-macos.sh: OK (steps run: build_ext core)" in second.stdout
    assert list((checkout / "engines" / "crossword").glob("_movegen_compiled.*.so"))


def _dependencies() -> list[Requirement]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["project"]
    return [Requirement(line) for line in project["dependencies"]]


def test_the_windows_leg_checks_every_native_command() -> None:
    """PowerShell goes on after a native command fails (only the last one's status reached the
    workflow): every native command of the Windows scripts is followed by a check of
    ``$LASTEXITCODE``, and the leg's commands all go through its one checked ``Step``."""
    leg = (CI / "build-windows.ps1").read_text("utf-8")
    assert '$ErrorActionPreference = "Stop"' in leg
    calls = [line for line in leg.splitlines() if re.search(r"(^|[\s(])& ", line)]
    assert calls == ["    & $Program @Arguments"], calls
    body = leg[leg.index("& $Program @Arguments") :]
    assert body.splitlines()[1].strip() == "if ($LASTEXITCODE -ne 0) {"
    steps = re.findall(r'^\s*Step "(\w+)"', leg, re.MULTILINE)
    declared = re.search(r"\$Steps = @\(([^)]*)\)", leg)
    assert declared is not None
    assert steps == re.findall(r'"(\w+)"', declared.group(1))
    build = (ROOT / "packaging" / "build.ps1").read_text("utf-8").splitlines()
    for number, line in enumerate(build):
        if re.search(r"(^|[\s(])& ", line) and not line.lstrip().startswith("#"):
            after = " ".join(build[number + 1 : number + 4])
            assert "$LASTEXITCODE" in after, f"build.ps1:{number + 1}: {line.strip()}"
