"""PyInstaller runtime hook: the Linux bundle's first check, before Qt loads.

PyInstaller leaves out of the bundle the libraries that must match the user's graphics stack
(libGL, libEGL, libxcb; and glibc's, which every system has), and the spec leaves out libdbus-1
(:data:`LEFT_TO_THE_SYSTEM`), so the bundle takes them from the system. Without one, importing
QtGui fails and the user would see a PyInstaller traceback; with this hook the app says in one
sentence which Debian packages to install, and exits 1.
``tests/test_display.py`` checks that :data:`SYSTEM_LIBRARIES` names every library PyInstaller
or the spec leaves out of what Qt's X11 path links (``tools/qt_debs.py``), glibc's excepted.
"""

from __future__ import annotations

import ctypes
import sys
from collections.abc import Callable, Iterable, Mapping

#: The system libraries the bundle leaves out on purpose, beyond what PyInstaller leaves out
#: (the spec drops them, and what only they need): soname → Debian package. libdbus-1 is on
#: every desktop, and carried it would bring libsystemd and libgcrypt along.
LEFT_TO_THE_SYSTEM = {
    "libdbus-1.so.3": "libdbus-1-3",
}

#: soname → the Debian package that installs it, for the system libraries Qt links that the
#: bundle does not carry.
SYSTEM_LIBRARIES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libxcb.so.1": "libxcb1",
    **LEFT_TO_THE_SYSTEM,
}


def missing_packages(
    libraries: Mapping[str, str], load: Callable[[str], object] = ctypes.CDLL
) -> list[str]:
    """The packages of the ``libraries`` the dynamic loader cannot load (``load`` raises
    OSError, as ``ctypes.CDLL`` does), sorted, each once."""
    missing: set[str] = set()
    for soname, package in libraries.items():
        try:
            load(soname)
        except OSError:
            missing.add(package)
    return sorted(missing)


def missing_message(packages: Iterable[str]) -> str:
    """One sentence naming the packages and the command that installs them."""
    names = " ".join(packages)
    return (
        f"Gry słowne needs these Debian packages, which are not installed: {names} "
        f"— install them with: sudo apt install {names}"
    )


def check(load: Callable[[str], object] = ctypes.CDLL) -> int:
    """0 when every system library loads; else prints the sentence to stderr and returns 1."""
    packages = missing_packages(SYSTEM_LIBRARIES, load)
    if not packages:
        return 0
    print(missing_message(packages), file=sys.stderr)
    return 1


if getattr(sys, "frozen", False) and sys.platform.startswith("linux"):
    _status = check()
    if _status:
        sys.exit(_status)
