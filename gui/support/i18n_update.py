"""Refresh the English translation files after changing interface strings.

    /work/venv/bin/python -m gui.support.i18n_update          # lupdate, then lrelease
    /work/venv/bin/python -m gui.support.i18n_update --release  # lrelease only (after translating)

It runs, from the project root::

    pyside6-lupdate gui/**/*.py -locations none -no-obsolete \\
        -source-language pl -target-language en -ts resources/i18n/gry_slowne_en.ts
    pyside6-lrelease resources/i18n/gry_slowne_en.ts -qm resources/i18n/gry_slowne_en.qm

Translate the new ``type="unfinished"`` messages in the .ts (Qt Linguist:
``pyside6-linguist resources/i18n/gry_slowne_en.ts``), then release again. Commit both files;
``tests/gui/test_i18n.py`` checks that the .qm matches the .ts and that every string is
translated. ``-locations none`` keeps line numbers out of the .ts so it changes only when
strings do.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from engines.resources import resource_path

ROOT = Path(__file__).resolve().parents[2]  # gui/support/ → the project root
TS = resource_path("i18n", "gry_slowne_en.ts")
QM = resource_path("i18n", "gry_slowne_en.qm")


def tool(name: str) -> str:
    """A PySide6 tool from the same environment as this Python."""
    candidate = Path(sys.executable).parent / name
    return str(candidate) if candidate.exists() else name


def sources() -> list[str]:
    """Every module of the app (lupdate does not search folders for .py files itself)."""
    return sorted(str(p.relative_to(ROOT)) for p in (ROOT / "gui").rglob("*.py"))


def lupdate() -> None:
    subprocess.run(
        [
            tool("pyside6-lupdate"),
            *sources(),
            "-locations",
            "none",
            "-no-obsolete",
            "-source-language",
            "pl",
            "-target-language",
            "en",
            "-ts",
            str(TS),
        ],
        check=True,
        cwd=ROOT,
    )


def lrelease(ts: Path = TS, qm: Path = QM) -> None:
    subprocess.run([tool("pyside6-lrelease"), str(ts), "-qm", str(qm)], check=True, cwd=ROOT)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="only compile the .ts")
    args = parser.parse_args(argv)
    if not args.release:
        lupdate()
    lrelease()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
