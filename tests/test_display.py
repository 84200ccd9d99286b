"""The app on a real X server, and the Debian packages that make it start there.

Every other GUI test runs on Qt's offscreen platform, which loads none of the X11 libraries:
these start Xvfb (``tools/test.sh`` installs it) and the app with ``QT_QPA_PLATFORM=xcb``, as
``tools/run.sh`` does on a desktop, and check that ``tools/setup.sh`` installs every Debian
package behind the system libraries Qt's binaries on that path name (``tools/qt_debs.py``).
"""

from __future__ import annotations

import importlib.util
import os
import re
import select
import shutil
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parent.parent
HOOK = ROOT / "packaging" / "rthook_system_libraries.py"
sys.path.insert(0, str(ROOT / "tools"))

import qt_debs  # noqa: E402 (tools/ is not a package)

linux_only = pytest.mark.skipif(
    not sys.platform.startswith("linux"), reason="X11 and Debian packages: Linux only"
)
#: Generous bounds for a loaded machine; reaching one is a failure, not a measurement.
XVFB_START_SECONDS = 60
APP_SECONDS = 180


def _library_table() -> dict[str, set[str]]:
    """tools/qt_libraries.txt (what tools/setup.sh installs): soname → its package names."""
    table: dict[str, set[str]] = {}
    for line in (ROOT / "tools" / "qt_libraries.txt").read_text("utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            soname, *packages = line.split()
            table[soname] = set(packages)
    return table


# -- reading the binaries -----------------------------------------------------------------


@linux_only
def test_needed_reads_what_readelf_reads() -> None:
    readelf = shutil.which("readelf")
    if readelf is None:
        pytest.skip("no readelf (binutils) to compare with")
    pyside, _carried = qt_debs.pyside_folders()
    for binary in qt_debs.roots(pyside)[:6]:
        out = subprocess.run([readelf, "-d", str(binary)], capture_output=True, text=True)
        expected = re.findall(r"\(NEEDED\)\s+Shared library: \[([^]]+)\]", out.stdout)
        assert expected, binary
        assert qt_debs.needed(binary) == expected, binary


def test_needed_refuses_what_is_not_elf(tmp_path: Path) -> None:
    text = tmp_path / "script.sh"
    text.write_text("#!/bin/sh\n")
    with pytest.raises(ValueError, match="not an ELF file"):
        qt_debs.needed(text)


def test_leaving_libdbus_to_the_system_drops_what_only_it_needs() -> None:
    """The spec's pruning (qt_debs.left_out_with), on the needs of a bundle like ours: libdbus
    goes, with libsystemd and what only libsystemd needs (libgcrypt, and libgpg-error through
    it); libzstd stays because Qt's core names it too; a module or plugin is never dropped for
    being needed only by a dropped library."""
    needs = {
        "PySide6/Qt/lib/libQt6Core.so.6": ["libzstd.so.1", "libglib-2.0.so.0"],
        "PySide6/Qt/lib/libQt6DBus.so.6": ["libdbus-1.so.3"],
        "libdbus-1.so.3": ["libsystemd.so.0"],
        "libsystemd.so.0": ["libgcrypt.so.20", "libzstd.so.1", "libcap.so.2"],
        "libgcrypt.so.20": ["libgpg-error.so.0"],
        "libgpg-error.so.0": [],
        "libcap.so.2": [],
        "libzstd.so.1": [],
        "libglib-2.0.so.0": [],
        "plugins/libcap.so.2": [],
    }
    assert qt_debs.left_out_with(needs, ["libdbus-1.so.3"]) == {
        "libdbus-1.so.3",
        "libsystemd.so.0",
        "libgcrypt.so.20",
        "libgpg-error.so.0",
        "libcap.so.2",
    }
    assert qt_debs.left_out_with(needs, []) == set()


@linux_only
def test_the_xcb_path_needs_the_xcb_libraries() -> None:
    # What the issue found missing on a desktop: the lists must cover the xcb plugin's needs.
    pyside, carried = qt_debs.pyside_folders()
    sonames = set(qt_debs.system_sonames(qt_debs.roots(pyside), carried))
    assert {"libxcb-cursor.so.0", "libxcb-icccm.so.4", "libxcb-keysyms.so.1", "libGL.so.1"} <= (
        sonames
    )
    assert not any(name.startswith(("libQt6", "libpyside6", "libshiboken6")) for name in sonames)


@linux_only
def test_every_library_qt_needs_on_x11_is_installed_by_setup() -> None:
    """After ``tools/setup.sh``, every system library Qt's X11 path names is found (no "not
    found" from ``ldd``), it is in setup's table, and the package this system's dpkg says
    holds it is one of the table's names for it: a PySide6 that needs one more library, or a
    release that renames a package, fails here, not on a player's desktop."""
    if shutil.which("dpkg-query") is None:
        pytest.skip("not a Debian system: tools/setup.sh installs no Debian packages here")
    pyside, carried = qt_debs.pyside_folders()
    system = qt_debs.system_sonames(qt_debs.roots(pyside), carried)
    missing = sorted(soname for soname, path in system.items() if path is None)
    assert not missing, f"not found (run tools/setup.sh; else add their packages): {missing}"
    table = _library_table()
    unlisted = sorted(set(system) - set(table))
    assert not unlisted, f"tools/qt_libraries.txt lacks {unlisted} (tools/qt_debs.py --sonames)"
    renamed = {
        soname: package
        for soname, package in qt_debs.packages(system).items()
        if package not in table[soname]
    }
    assert not renamed, f"tools/qt_libraries.txt lacks this release's names: {renamed}"


def test_the_owner_is_read_past_debian_13s_diversion_lines() -> None:
    # Debian 13's answer for the dynamic loader (tests/systems/debian13): two lines about
    # libc6's diversion of /lib64/ld-linux-x86-64.so.2, then the owner.
    recorded = ROOT / "tests" / "systems" / "debian13" / "dpkg-query-S-ld-linux.txt"
    answer = recorded.read_text("utf-8")
    assert answer.startswith("diversion by libc6 from: ")
    assert qt_debs.package_of(answer) == "libc6"
    only_diversions = "".join(answer.splitlines(keepends=True)[:2])
    assert qt_debs.package_of(only_diversions) is None
    assert qt_debs.package_of("libc6:amd64, libc6:i386: /usr/lib/x/libc.so.6\n") == "libc6"
    assert qt_debs.package_of("libglib2.0-0t64:amd64: /usr/lib/x/libglib-2.0.so.0\n") == (
        "libglib2.0-0t64"
    )


# -- the app on Xvfb ----------------------------------------------------------------------


@pytest.fixture
def x_display() -> Iterator[str]:
    """A fresh Xvfb server: its DISPLAY (":N", a number the server picks itself, free)."""
    xvfb = shutil.which("Xvfb")
    if xvfb is None:
        pytest.fail("no Xvfb: tools/test.sh installs it (Debian package xvfb)")
    read_end, write_end = os.pipe()
    server = subprocess.Popen(
        [xvfb, "-displayfd", str(write_end), "-screen", "0", "1280x1024x24", "-nolisten", "tcp"],
        pass_fds=(write_end,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )
    os.close(write_end)
    try:
        # Xvfb writes the display number once it accepts clients.
        ready, _, _ = select.select([read_end], [], [], XVFB_START_SECONDS)
        number = os.read(read_end, 64).decode().strip() if ready else ""
        if not number:
            server.kill()
            _, errors = server.communicate()
            pytest.fail(f"Xvfb did not start: {errors.decode(errors='replace')[-2000:]}")
        yield f":{number}"
    finally:
        os.close(read_end)
        if server.poll() is None:
            server.terminate()
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
        if server.stderr is not None:
            server.stderr.close()


def _distinct_colours(png: Path) -> tuple[int, int, int]:
    """(width, height, distinct colours on a grid of sample points) of an image."""
    from PySide6.QtGui import QImage

    image = QImage(str(png))
    assert not image.isNull(), f"{png} is not an image"
    colours = {
        image.pixel(x, y)
        for x in range(0, image.width(), max(1, image.width() // 64))
        for y in range(0, image.height(), max(1, image.height() // 64))
    }
    return image.width(), image.height(), len(colours)


@linux_only
def test_the_launcher_shows_on_an_x_server(x_display: str, tmp_path: Path) -> None:
    """The README's way to start the app, on X11 with the xcb platform plugin (which aborts,
    exit 134, when a library it links is missing): the launcher shows, its screenshot is a
    picture, not one colour."""
    shot = tmp_path / "launcher-xcb.png"
    env = {
        **{k: v for k, v in os.environ.items() if not k.startswith(("QT_", "WAYLAND"))},
        "DISPLAY": x_display,
        "QT_QPA_PLATFORM": "xcb",
        # No X session around it: nothing else to ask for accessibility or a session bus.
        "XDG_SESSION_TYPE": "x11",
    }
    result = subprocess.run(
        [sys.executable, "-m", "gui", "--smoke-test", str(shot), "--data-dir", str(tmp_path)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=APP_SECONDS,
    )
    assert result.returncode == 0, f"exit {result.returncode}: {result.stderr[-3000:]}"
    assert "Could not load the Qt platform plugin" not in result.stderr, result.stderr
    width, height, colours = _distinct_colours(shot)
    assert width >= 400 and height >= 300, (width, height)
    # A blank window is one or two colours; the launcher has text, buttons and the game list.
    assert colours >= 16, f"{shot}: only {colours} colours"


# -- the Linux bundle's first check -------------------------------------------------------


def _hook() -> ModuleType:
    """packaging/rthook_system_libraries.py as a module (not frozen: it checks nothing)."""
    spec = importlib.util.spec_from_file_location("rthook_system_libraries", HOOK)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_missing_system_libraries_are_named_in_one_sentence(
    capsys: pytest.CaptureFixture[str],
) -> None:
    def load(soname: str) -> None:
        if soname in ("libGL.so.1", "libEGL.so.1"):
            raise OSError(f"{soname}: cannot open shared object file")

    assert _hook().check(load) == 1
    said = capsys.readouterr().err
    assert said.count("\n") == 1, said
    assert "Debian packages, which are not installed: libegl1 libgl1 " in said
    assert said.rstrip().endswith("install them with: sudo apt install libegl1 libgl1")


def test_nothing_is_said_when_the_system_libraries_load(
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert _hook().check(lambda _soname: None) == 0
    assert capsys.readouterr().err == ""


@linux_only
def test_the_check_asks_the_dynamic_loader() -> None:
    hook = _hook()
    assert hook.missing_packages({"libc.so.6": "libc6"}) == []
    assert hook.missing_packages({"libgry-slowne-none.so.9": "gry-slowne-none"}) == [
        "gry-slowne-none"
    ]


def test_a_frozen_app_without_libgl_stops_before_the_app(tmp_path: Path) -> None:
    """The hook as the bundle runs it (frozen, before the app's script), on a system whose
    loader finds no libGL: the sentence and exit status 1, not the app and a traceback."""
    script = f"""
import ctypes, runpy, sys

def load(soname):
    if soname == "libGL.so.1":
        raise OSError(soname + ": cannot open shared object file")

ctypes.CDLL = load  # the system, as the hook sees it
sys.frozen = True
sys.platform = "linux"
runpy.run_path({str(HOOK)!r})
print("the app starts")
"""
    result = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, timeout=60
    )
    assert result.returncode == 1, result.stderr
    assert result.stdout == ""
    assert "Traceback" not in result.stderr
    assert result.stderr.strip().endswith("sudo apt install libgl1"), result.stderr


@linux_only
def test_the_check_covers_what_pyinstaller_leaves_out() -> None:
    """Every system library of Qt's X11 path that PyInstaller does not bundle (its exclude
    list) or the spec leaves to the system is one the check looks for — glibc's excepted,
    which every system has."""
    dylib = pytest.importorskip("PyInstaller.depend.dylib")  # the "package" extra
    if shutil.which("dpkg-query") is None:
        pytest.skip("not a Debian system")
    pyside, carried = qt_debs.pyside_folders()
    system = qt_debs.system_sonames(qt_debs.roots(pyside), carried)
    hook = _hook()
    left_out = {
        name: path
        for name, path in system.items()
        if not dylib.include_library(name) or name in hook.LEFT_TO_THE_SYSTEM
    }
    packages = qt_debs.packages(left_out)
    expected = {name: package for name, package in packages.items() if package != "libc6"}
    assert expected == hook.SYSTEM_LIBRARIES


def test_the_readme_linux_commands_make_the_folder_first() -> None:
    # tar -C fails on a desktop without ~/Applications.
    for readme in (ROOT / "README.md", ROOT / "packaging" / "README.md"):
        text = readme.read_text("utf-8")
        assert "-C ~/Applications" in text, readme
        assert text.index("mkdir -p ~/Applications") < text.index("-C ~/Applications"), readme
