"""The Debian packages behind the system libraries Qt's xcb path links to, read from the binaries.

    .venv/bin/python tools/qt_debs.py            # one package a line
    .venv/bin/python tools/qt_debs.py --sonames  # SONAME<TAB>PACKAGE (or "not found") a line

Where ``tools/qt_libraries.txt`` (what ``tools/setup.sh`` installs) comes from: run on each
release set-up supports, it gives that release's package of each soname, and the table keeps
every name. PySide6's wheel carries Qt's own libraries but not the system ones (X11, xcb,
xkbcommon, GL, glib, fontconfig…), and a library missing at run time makes Qt abort (exit 134)
as it loads the xcb platform plugin. So this reads the ``DT_NEEDED`` entries of what a start on
X11 loads (:data:`ROOTS`), follows them through the libraries the wheels carry, and maps each
library from outside the wheels to its package with ``dpkg -S`` (installed) or, for one not
installed, ``apt-file`` (when installed and updated).
Only the direct needs of Qt's binaries are listed: apt brings the libraries those link to.
"""

from __future__ import annotations

import argparse
import struct
import subprocess
import sys
from collections.abc import Iterable, Mapping
from pathlib import Path

#: What ``python -m gui`` loads on X11, relative to the PySide6 package folder: the Python
#: modules the app imports, the xcb platform plugin, and the plugins Qt loads on that path (GL
#: integration for the xcb windows, input methods, image formats and the SVG icon engine).
#: Not the GTK platform theme: GNOME desktops, which load it, have GTK, and Qt goes on without
#: it when it does not load.
ROOTS = (
    "QtCore.abi3.so",
    "QtGui.abi3.so",
    "QtWidgets.abi3.so",
    "Qt/plugins/platforms/libqxcb.so",
    "Qt/plugins/xcbglintegrations/*.so",
    "Qt/plugins/platforminputcontexts/libcomposeplatforminputcontextplugin.so",
    "Qt/plugins/platforminputcontexts/libibusplatforminputcontextplugin.so",
    "Qt/plugins/imageformats/*.so",
    "Qt/plugins/iconengines/*.so",
)

_ELF_MAGIC = b"\x7fELF"
_SHT_DYNAMIC = 6
_DT_NULL = 0
_DT_NEEDED = 1


def needed(path: Path) -> list[str]:
    """The ``DT_NEEDED`` sonames of an ELF file (what ``readelf -d`` shows as NEEDED)."""
    data = path.read_bytes()
    if data[:4] != _ELF_MAGIC:
        raise ValueError(f"{path} is not an ELF file")
    wide = data[4] == 2  # ELFCLASS64
    order = "<" if data[5] == 1 else ">"  # ELFDATA2LSB
    if wide:
        (shoff,) = struct.unpack_from(order + "Q", data, 0x28)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x3A)
        section = order + "IIQQQQIIQQ"
        entry = order + "qQ"
    else:
        (shoff,) = struct.unpack_from(order + "I", data, 0x20)
        shentsize, shnum = struct.unpack_from(order + "HH", data, 0x2E)
        section = order + "IIIIIIIIII"
        entry = order + "iI"
    headers = [struct.unpack_from(section, data, shoff + i * shentsize) for i in range(shnum)]
    names: list[str] = []
    for header in headers:
        if header[1] != _SHT_DYNAMIC:
            continue
        offset, size, link = header[4], header[5], header[6]
        strings = headers[link][4]  # the string table the dynamic section's entries point into
        for start in range(offset, offset + size, struct.calcsize(entry)):
            tag, value = struct.unpack_from(entry, data, start)
            if tag == _DT_NULL:
                break
            if tag == _DT_NEEDED:
                end = data.index(b"\0", strings + value)
                names.append(data[strings + value : end].decode())
    return names


def resolved(path: Path) -> dict[str, Path | None]:
    """Every library ``path`` loads, directly or not, as the dynamic loader finds it (``ldd``):
    soname → file, or None when it is not found."""
    out = subprocess.run(["ldd", str(path)], capture_output=True, text=True, check=True).stdout
    found: dict[str, Path | None] = {}
    for line in out.splitlines():
        name, arrow, target = line.strip().partition(" => ")
        if not arrow:  # the dynamic loader: "/lib64/ld-linux-x86-64.so.2 (0x…)"
            target = name
            name = Path(name.split(" (", 1)[0]).name
        where = target.split(" (", 1)[0].strip()
        if where.startswith("/"):
            found[name] = Path(where)
        elif where == "not found":
            found[name] = None
    return found


def roots(pyside: Path) -> list[Path]:
    """The files of :data:`ROOTS` in this PySide6 installation."""
    files: list[Path] = []
    for pattern in ROOTS:
        matches = sorted(pyside.glob(pattern))
        if not matches:
            raise FileNotFoundError(f"no {pattern} in {pyside}")
        files += matches
    return files


def system_sonames(binaries: Iterable[Path], carried: Iterable[Path]) -> dict[str, Path | None]:
    """The libraries from outside ``carried`` (the wheels' folders) that ``binaries`` or the
    wheels' libraries they load name as NEEDED: soname → file, or None when not found."""
    inside = [folder.resolve() for folder in carried]
    system: dict[str, Path | None] = {}
    seen: set[Path] = set()
    todo = [binary.resolve() for binary in binaries]
    while todo:
        binary = todo.pop()
        if binary in seen:
            continue
        seen.add(binary)
        where = resolved(binary)
        for soname in needed(binary):
            target = where.get(soname)
            if target is not None and any(target.resolve().is_relative_to(f) for f in inside):
                todo.append(target.resolve())
            elif not soname.startswith("libQt6"):
                # Qt's own libraries come with the wheels, never from Debian: a plugin needing
                # one the wheels lack (imageformats/libqpdf.so: libQt6Pdf, of PySide6-Addons)
                # fails to load alone, and Qt goes on without that image format.
                system[soname] = target
    return system


def left_out_with(needs: Mapping[str, Iterable[str]], left_out: Iterable[str]) -> set[str]:
    """What a bundle drops when it leaves the libraries named ``left_out`` to the system.

    ``needs`` maps each bundled binary (its path in the bundle) to the sonames it names as
    NEEDED. Dropped: the binaries whose file name is in ``left_out``, then every library in the
    bundle's top folder (where dependencies land; modules and plugins sit in folders) that a
    dropped binary needs and no kept binary does, until nothing changes.
    """
    names = set(left_out)
    dropped = {dest for dest in needs if Path(dest).name in names}
    while True:
        kept_needs = set().union(*(set(needs[dest]) for dest in needs if dest not in dropped))
        dropped_needs = set().union(*(set(needs[dest]) for dest in dropped))
        orphans = {
            dest
            for dest in needs
            if dest not in dropped
            and len(Path(dest).parts) == 1
            and Path(dest).name in dropped_needs
            and Path(dest).name not in kept_needs
        }
        if not orphans:
            return dropped
        dropped |= orphans


def package_of(dpkg_search: str) -> str | None:
    """The package in ``dpkg-query -S PATH``'s answer: a ``PACKAGE[:ARCH][, …]: PATH`` line.

    Debian 13 puts lines about a diversion first (``diversion by libc6 from: /lib64/…``,
    ``diversion by libc6 to: …``): those name the package that diverts, not the owner, and an
    answer of only such lines names none.
    """
    for line in dpkg_search.splitlines():
        if not line or line.startswith("diversion by "):
            continue
        owners, separator, _path = line.partition(": ")
        if separator:
            return owners.split(",")[0].split(":")[0].strip()
    return None


def _owner(path: Path) -> str | None:
    """The installed package holding ``path`` (``dpkg -S``; /lib and /usr/lib are one folder
    on a merged-/usr system, but dpkg knows each file under the name its package gave it)."""
    text = str(path.resolve())
    names = {str(path), text}
    for name in list(names):
        if name.startswith(("/usr/lib/", "/usr/lib64/")):
            names.add(name.removeprefix("/usr"))
        elif name.startswith(("/lib/", "/lib64/")):
            names.add("/usr" + name)
    for name in sorted(names):
        out = subprocess.run(["dpkg-query", "-S", name], capture_output=True, text=True)
        owner = package_of(out.stdout) if out.returncode == 0 else None
        if owner is not None:
            return owner
    return None


def _apt_file(soname: str) -> str | None:
    """The package that would install ``soname`` (``apt-file``, when installed and updated)."""
    try:
        out = subprocess.run(
            ["apt-file", "search", "-x", f"/{soname.replace('.', '[.]')}$"],
            capture_output=True,
            text=True,
        )
    except FileNotFoundError:
        return None
    packages = sorted({line.split(":", 1)[0] for line in out.stdout.splitlines() if ":" in line})
    return packages[0] if len(packages) == 1 else None


def packages(system: dict[str, Path | None]) -> dict[str, str | None]:
    """soname → its Debian package, or None when neither dpkg nor apt-file knows it."""
    return {
        soname: (_owner(path) if path is not None else None) or _apt_file(soname)
        for soname, path in sorted(system.items())
    }


def pyside_folders() -> tuple[Path, list[Path]]:
    """The PySide6 package folder, and the folders of the wheels it comes with (PySide6,
    shiboken6), whose libraries travel with it."""
    import PySide6
    import shiboken6

    pyside = Path(PySide6.__file__).parent
    return pyside, [pyside, Path(shiboken6.__file__).parent]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="tools/qt_debs.py", description=__doc__.split("\n")[0])
    parser.add_argument("--sonames", action="store_true", help="SONAME<TAB>PACKAGE lines")
    args = parser.parse_args(argv)
    pyside, carried = pyside_folders()
    by_soname = packages(system_sonames(roots(pyside), carried))
    if args.sonames:
        for soname, package in by_soname.items():
            print(f"{soname}\t{package or 'not found'}")
    else:
        print("\n".join(sorted({p for p in by_soname.values() if p is not None})))
    unknown = sorted(soname for soname, package in by_soname.items() if package is None)
    if unknown:
        print(
            f"qt_debs.py: no package known for {' '.join(unknown)} (apt-get install apt-file; "
            "apt-file update)",
            file=sys.stderr,
        )
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
