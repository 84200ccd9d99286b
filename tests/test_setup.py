"""Set-up on the Debian releases people run (``tools/debian.sh``, as ``tools/setup.sh`` uses it).

The machine running the tests is one release at most, so these feed set-up the answers of
others: fake ``ldconfig``, ``dpkg-query``, ``apt-cache``, ``apt-get``, ``sudo``, ``id`` and
``uname`` on PATH, which answer from the recordings in ``tests/systems/`` (Debian 13 and Ubuntu
24.04 roots made with debootstrap, and a Debian 12 machine; see its README) and write down every
call. A system with something "not installed" is the recording without that package's lines.
"""

from __future__ import annotations

import os
import pty
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SYSTEMS = Path(__file__).resolve().parent / "systems"
LIBRARY_TABLE = ROOT / "tools" / "qt_libraries.txt"

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="bash set-up: Linux and macOS")

#: One program for every fake command: it answers as the command its name says, from the
#: recorded system in $GS_FAKE_SYSTEM, and appends the call to $GS_FAKE_LOG.
FAKE = """\
import os, subprocess, sys
from pathlib import Path

name = Path(sys.argv[0]).name
args = sys.argv[1:]
system = Path(os.environ["GS_FAKE_SYSTEM"])
with open(os.environ["GS_FAKE_LOG"], "a", encoding="utf-8") as log:
    log.write(" ".join([name, *args]) + "\\n")


def recorded(file_name):
    path = system / file_name
    return path.read_text("utf-8") if path.exists() else ""


if name == "ldconfig" and args == ["-p"]:
    sys.stdout.write(recorded("ldconfig-p.txt"))
elif name == "dpkg-query" and args[0] == "-W":
    status = {}
    for line in recorded("dpkg-status.txt").splitlines():
        package, _, state = line.partition(" ")
        status[package] = state
    names = args[2:] or list(status)
    unknown = [n for n in names if n not in status]
    for n in names:
        if n in status:
            print(n, status[n])
    for n in unknown:
        print(f"dpkg-query: no packages found matching {n}", file=sys.stderr)
    sys.exit(1 if unknown else 0)
elif name == "apt-cache" and args[0] == "policy":
    blocks, block = {}, None
    for line in recorded("apt-cache-policy.txt").splitlines():
        if not line.startswith(" ") and line.endswith(":"):
            block = blocks.setdefault(line[:-1], [])
        if block is not None:
            block.append(line)
    for n in args[1:]:
        if n in blocks:
            print("\\n".join(blocks[n]))
        else:
            print(f"N: Unable to locate package {n}", file=sys.stderr)
elif name == "apt-get":
    status = int(os.environ.get("GS_FAKE_APT_STATUS", "0"))
    if status:
        print("E: the fake apt-get fails", file=sys.stderr)
    sys.exit(status)
elif name == "sudo":
    mode = os.environ["GS_FAKE_SUDO"]  # nopasswd | password | refused
    if args[0] == "-n":
        if mode != "nopasswd":
            print("sudo: a password is required", file=sys.stderr)
            sys.exit(1)
        args = args[1:]
    elif args[0] == "-v":
        if mode == "refused":
            print("Sorry, user v may not run sudo on vm.", file=sys.stderr)
            sys.exit(1)
        sys.exit(0)
    sys.exit(subprocess.run(args).returncode)
elif name == "id":
    print("v" if args == ["-un"] else os.environ["GS_FAKE_UID"])
elif name == "uname":
    print("x86_64" if args == ["-m"] else "Linux")
elif name == "python3":
    code = args[-1]
    if "sysconfig" in code:
        print(os.environ["GS_FAKE_INCLUDE"])
    elif "ensurepip" in code:
        sys.exit(0 if Path(os.environ["GS_FAKE_INCLUDE"], "venv").exists() else 1)
elif name == "gcc":
    pass
else:
    print(f"fake {name}: unexpected {args}", file=sys.stderr)
    sys.exit(99)
"""

#: Real commands the set-up script runs besides the faked ones.
REAL_TOOLS = ("sed", "tr", "awk", "grep", "mktemp", "cat", "rm", "dirname", "env", "true")


def _table() -> dict[str, list[str]]:
    """tools/qt_libraries.txt: soname → its package names."""
    table: dict[str, list[str]] = {}
    for line in LIBRARY_TABLE.read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            soname, *packages = line.split()
            table[soname] = packages
    return table


class FakeSystem:
    """A recorded release on PATH, less the packages taken away, for one run of set-up."""

    def __init__(self, tmp_path: Path, release: str, *, without: tuple[str, ...] = ()) -> None:
        self.root = tmp_path
        self.system = tmp_path / "system"
        self.bin = tmp_path / "bin"
        self.log = tmp_path / "calls.log"
        self.include = tmp_path / "include"  # python3's include folder: Python.h when "-dev"
        self.system.mkdir()
        self.bin.mkdir()
        self.include.mkdir()
        (self.include / "Python.h").write_text("")
        (self.include / "venv").write_text("")  # python3-venv's ensurepip (fake python3)
        self.log.write_text("")
        recorded = SYSTEMS / release
        gone_sonames = {s for s, packages in _table().items() if set(packages) & set(without)}
        for name in ("ldconfig-p.txt", "dpkg-status.txt", "apt-cache-policy.txt"):
            text = (recorded / name).read_text("utf-8")
            if name == "ldconfig-p.txt":
                lines = [
                    line
                    for line in text.splitlines()
                    if line.strip().split(" (")[0] not in gone_sonames
                ]
            elif name == "dpkg-status.txt":
                lines = [line for line in text.splitlines() if line.split()[0] not in without]
            else:
                lines = text.splitlines()
            (self.system / name).write_text("\n".join(lines) + "\n", "utf-8")
        fake = self.bin / "fake.py"
        fake.write_text(f"#!{sys.executable} -S\n{FAKE}", "utf-8")  # -S: starts faster
        fake.chmod(0o755)
        for name in (
            "ldconfig", "dpkg-query", "apt-cache", "apt-get", "sudo", "id", "uname", "python3",
            "gcc",
        ):  # fmt: skip
            (self.bin / name).symlink_to(fake)
        for tool in REAL_TOOLS:
            found = shutil.which(tool)
            assert found is not None, tool
            (self.bin / tool).symlink_to(found)

    def remove(self, *commands: str) -> None:
        for command in commands:
            (self.bin / command).unlink()

    def forget_package_lists(self) -> None:
        """apt knows no packages (a container image, before ``apt-get update``)."""
        (self.system / "apt-cache-policy.txt").unlink()

    def set_up(
        self,
        *,
        uid: int = 1000,
        sudo: str = "nopasswd",
        terminal: bool = False,
        apt_status: int = 0,
    ) -> subprocess.CompletedProcess[str]:
        """``gs_ensure`` of what tools/setup.sh ensures, as user ``uid``."""
        script = (
            f"set -euo pipefail\nsource {ROOT / 'tools' / 'debian.sh'}\n"
            'needs=()\nwhile read -r need; do needs+=("$need"); done < <(gs_app_needs)\n'
            'gs_ensure "${needs[@]}"\n'
        )
        env = {
            "PATH": str(self.bin),
            "HOME": str(self.root),
            "GS_FAKE_SYSTEM": str(self.system),
            "GS_FAKE_LOG": str(self.log),
            "GS_FAKE_UID": str(uid),
            "GS_FAKE_SUDO": sudo,
            "GS_FAKE_INCLUDE": str(self.include),
            "GS_FAKE_APT_STATUS": str(apt_status),
        }
        bash = shutil.which("bash") or "/bin/bash"
        if not terminal:
            return subprocess.run(
                [bash, "-c", script],
                cwd=self.root,
                env=env,
                stdin=subprocess.DEVNULL,
                capture_output=True,
                text=True,
                timeout=120,
            )
        # A terminal on stdin, and the controlling one (/dev/tty, where sudo asks): a user at a
        # terminal, whom sudo may ask for a password.
        main, secondary = pty.openpty()

        def own_terminal() -> None:
            import fcntl  # POSIX only
            import termios

            os.setsid()
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)

        try:
            return subprocess.run(
                [bash, "-c", script],
                cwd=self.root,
                env=env,
                stdin=secondary,
                capture_output=True,
                text=True,
                timeout=120,
                preexec_fn=own_terminal,
            )
        finally:
            os.close(main)
            os.close(secondary)

    def calls(self, command: str) -> list[str]:
        return [
            line for line in self.log.read_text("utf-8").splitlines() if line.split()[0] == command
        ]


def _one_line(stderr: str) -> str:
    lines = [line for line in stderr.splitlines() if line.startswith("gry-slowne:")]
    assert len(lines) == 1, stderr
    return lines[0]


def _root_command(line: str) -> list[str]:
    """The packages of "as root, run: apt-get update && apt-get install -y PACKAGE…"."""
    head, _, packages = line.partition("as root, run: apt-get update && apt-get install -y ")
    assert head and packages, line
    return packages.split()


# -- a machine that is set up --------------------------------------------------------------


@pytest.mark.parametrize("release", ["debian13", "ubuntu2404", "debian12"])
def test_a_set_up_system_is_left_alone(tmp_path: Path, release: str) -> None:
    """Debian 13 and Ubuntu 24.04 call glib's package libglib2.0-0t64: set-up finds the
    libraries themselves, so the second start asks no package manager and no sudo (no
    network, no password)."""
    fake = FakeSystem(tmp_path, release)
    result = fake.set_up()
    assert result.returncode == 0, result.stderr
    assert result.stdout == "" and result.stderr == ""
    for command in ("apt-get", "apt-cache", "sudo", "dpkg-query"):
        assert fake.calls(command) == [], command
    assert fake.calls("ldconfig") == ["ldconfig -p"]  # read once, for all the libraries


def test_an_installed_package_counts_even_where_its_library_is_not_seen(tmp_path: Path) -> None:
    # A library outside the loader's cache must not make every start install its package.
    fake = FakeSystem(tmp_path, "debian13")
    listing = fake.system / "ldconfig-p.txt"
    listing.write_text(
        "".join(
            line
            for line in listing.read_text("utf-8").splitlines(keepends=True)
            if "libglib-2.0.so.0 " not in line
        )
    )
    result = fake.set_up()
    assert result.returncode == 0, result.stderr
    assert fake.calls("apt-get") == [] and fake.calls("sudo") == []
    assert len(fake.calls("dpkg-query")) == 1


# -- what is missing, and who can install it -----------------------------------------------


@pytest.mark.parametrize(
    ("release", "glib"),
    [
        ("debian13", "libglib2.0-0t64"),
        ("ubuntu2404", "libglib2.0-0t64"),
        ("debian12", "libglib2.0-0"),
    ],
)
def test_without_sudo_one_line_names_this_systems_packages(
    tmp_path: Path, release: str, glib: str
) -> None:
    fake = FakeSystem(tmp_path, release, without=(glib, "libxcb-cursor0", "gcc"))
    fake.remove("sudo", "gcc")
    result = fake.set_up()
    assert result.returncode == 1
    line = _one_line(result.stderr)
    assert "(sudo is not installed)" in line
    assert _root_command(line) == [glib, "libxcb-cursor0", "gcc"]
    assert fake.calls("apt-get") == []


def test_sudo_without_rights_and_no_terminal_names_the_packages(tmp_path: Path) -> None:
    fake = FakeSystem(tmp_path, "debian13", without=("libglib2.0-0t64",))
    result = fake.set_up(sudo="refused")
    assert result.returncode == 1
    line = _one_line(result.stderr)
    assert "(sudo asks for a password and there is no terminal to type it in)" in line
    assert _root_command(line) == ["libglib2.0-0t64"]
    assert fake.calls("sudo") == ["sudo -n true"]
    assert fake.calls("apt-get") == []


def test_a_user_not_in_sudoers_gets_the_packages_and_the_root_command(tmp_path: Path) -> None:
    """What the issue saw: "v is not in the sudoers file", "FAILED: apt-get update" and
    nothing else. Now sudo's refusal is followed by the packages and the command for root."""
    fake = FakeSystem(tmp_path, "debian13", without=("libglib2.0-0t64",))
    result = fake.set_up(sudo="refused", terminal=True)
    assert result.returncode == 1
    said = [line for line in result.stderr.splitlines() if line.startswith("gry-slowne:")]
    assert len(said) == 2, result.stderr  # sudo will ask; then the packages and the command
    assert "sudo asks for v's password" in said[0]
    assert "Sorry, user v may not run sudo" in result.stderr
    assert "(sudo refused)" in said[1]
    assert _root_command(said[1]) == ["libglib2.0-0t64"]
    assert fake.calls("sudo") == ["sudo -n true", "sudo -v"]
    assert fake.calls("apt-get") == []


@pytest.mark.parametrize(("sudo", "terminal"), [("nopasswd", False), ("password", True)])
def test_a_sudoer_installs_this_systems_packages(tmp_path: Path, sudo: str, terminal: bool) -> None:
    fake = FakeSystem(tmp_path, "debian13", without=("libglib2.0-0t64", "libxcb-cursor0"))
    result = fake.set_up(sudo=sudo, terminal=terminal)
    assert result.returncode == 0, result.stderr
    assert fake.calls("apt-get") == [
        "apt-get update -q",
        "apt-get install -y -q libglib2.0-0t64 libxcb-cursor0",
    ]
    assert "gry-slowne: installing packages: libglib2.0-0t64 libxcb-cursor0…" in (result.stdout)


def test_root_installs_without_sudo(tmp_path: Path) -> None:
    fake = FakeSystem(tmp_path, "debian12", without=("libglib2.0-0",))
    result = fake.set_up(uid=0)
    assert result.returncode == 0, result.stderr
    assert fake.calls("sudo") == []
    assert fake.calls("apt-get")[-1] == "apt-get install -y -q libglib2.0-0"


def test_a_failing_apt_get_fails_set_up_and_shows_its_output(tmp_path: Path) -> None:
    fake = FakeSystem(tmp_path, "debian13", without=("libglib2.0-0t64",))
    result = fake.set_up(uid=0, apt_status=100)
    assert result.returncode == 1
    assert result.stderr.splitlines()[-2:] == [
        "E: the fake apt-get fails",
        "gry-slowne: FAILED: apt-get update",
    ]


@pytest.mark.parametrize(
    ("release", "glib"),
    [
        ("debian13", "libglib2.0-0t64"),
        ("ubuntu2404", "libglib2.0-0t64"),
        ("debian12", "libglib2.0-0"),
    ],
)
def test_without_package_lists_the_systems_naming_is_taken(
    tmp_path: Path, release: str, glib: str
) -> None:
    """apt knows no names yet (empty package lists): the t64 name where the system's installed
    packages have t64 names (Debian 13), the other where they do not (Debian 12)."""
    fake = FakeSystem(tmp_path, release, without=(glib,))
    fake.forget_package_lists()
    fake.remove("sudo")
    result = fake.set_up()
    assert result.returncode == 1
    assert _root_command(_one_line(result.stderr)) == [glib]


def test_the_test_tools_are_checked_by_their_files(tmp_path: Path) -> None:
    """tools/test.sh's needs: word lists by their files, Xvfb by its command."""
    test_sh = (ROOT / "tools" / "test.sh").read_text("utf-8")
    for need in (
        "file:/usr/share/dict/polish=wpolish",
        "file:/usr/share/dict/american-english-huge=wamerican-huge",
        "file:/usr/share/dict/british-english-huge=wbritish-huge",
        "cmd:Xvfb=xvfb",
    ):
        assert need in test_sh, need
    fake = FakeSystem(tmp_path, "debian13")
    fake.remove("sudo")
    script = (
        f"source {ROOT / 'tools' / 'debian.sh'}\n"
        f"gs_ensure file:{tmp_path}/no-such-list=wpolish cmd:Xvfb=xvfb\n"
    )
    env = {
        "PATH": str(fake.bin),
        "GS_FAKE_SYSTEM": str(fake.system),
        "GS_FAKE_LOG": str(fake.log),
        "GS_FAKE_UID": "1000",
    }
    result = subprocess.run(
        [shutil.which("bash") or "/bin/bash", "-c", script],
        env=env,
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 1
    assert _root_command(_one_line(result.stderr)) == ["wpolish", "xvfb"]


def test_a_machine_without_apt_is_left_alone(tmp_path: Path) -> None:
    fake = FakeSystem(tmp_path, "debian13", without=("libglib2.0-0t64",))
    fake.remove("apt-get")
    result = fake.set_up()
    assert result.returncode == 0 and result.stderr == ""
    asked = {line.split()[0] for line in fake.log.read_text("utf-8").splitlines()}
    assert asked <= {"python3"}  # where its headers are: before anything is checked


# -- this machine --------------------------------------------------------------------------


@pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="not a Debian system")
def test_this_machine_once_set_up_asks_for_nothing(tmp_path: Path) -> None:
    """The suite runs after tools/test.sh set this machine up (Debian 12 or 13): set-up's own
    checks, with the real commands, find everything, so apt-get and sudo (spies here, which
    fail) are never run."""
    spies = tmp_path / "spies"
    spies.mkdir()
    log = tmp_path / "called"
    for command in ("apt-get", "sudo"):
        spy = spies / command
        spy.write_text(f'#!/bin/sh\necho "{command} $*" >> {log}\nexit 1\n')
        spy.chmod(0o755)
    script = (
        f"set -euo pipefail\ncd {ROOT}\nsource tools/debian.sh\n"
        'needs=()\nwhile read -r need; do needs+=("$need"); done < <(gs_app_needs)\n'
        'gs_ensure "${needs[@]}"\n'
    )
    result = subprocess.run(
        [shutil.which("bash") or "/bin/bash", "-c", script],
        env={**os.environ, "PATH": f"{spies}{os.pathsep}{os.environ['PATH']}"},
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert not log.exists(), log.read_text()


# -- the suite on each Python ----------------------------------------------------------------


def test_mypys_settings_hold_for_the_python_running_it() -> None:
    """A fixed ``python_version`` makes mypy read the installed stubs as that version: numpy's
    stubs for Python 3.13 (``type`` statements) stop mypy at a 3.11 target, so tools/test.sh
    failed on Debian 13. mypy must check for the Python it runs on, whichever of the
    supported ones (3.11 on Debian 12, 3.13 on Debian 13) that is: so none is written down."""
    import tomllib

    settings = tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["mypy"]
    assert "python_version" not in settings


def test_the_bundle_builds_libraries_are_in_the_table() -> None:
    """packaging/build.sh asks tools/debian.sh for the xcb libraries it bundles by soname; one
    the table lacks would stop the build."""
    build = (ROOT / "packaging" / "build.sh").read_text("utf-8")
    found = re.search(r"^XCB_SONAMES=\(([^)]*)\)", build, re.MULTILINE)
    assert found, "packaging/build.sh has no XCB_SONAMES=( … )"
    sonames = set(found.group(1).split())
    assert len(sonames) == 14
    assert sonames <= set(_table())
