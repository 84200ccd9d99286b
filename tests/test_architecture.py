"""The shape we keep: rules and state under engines/ never depend on Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ENGINES = Path(__file__).resolve().parent.parent / "engines"
QT_MODULES = ("PySide6", "PyQt5", "PyQt6", "shiboken6", "PySide2")


def _imported_modules(source: str) -> set[str]:
    names: set[str] = set()
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            names.update(alias.name.split(".")[0] for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names.add(node.module.split(".")[0])
    return names


def test_no_engine_module_imports_qt() -> None:
    offenders = [
        str(path.relative_to(ENGINES.parent))
        for path in ENGINES.rglob("*.py")
        if _imported_modules(path.read_text(encoding="utf-8")) & set(QT_MODULES)
    ]
    assert offenders == []


def test_importing_every_engine_module_loads_no_qt() -> None:
    modules = sorted(
        ".".join(path.relative_to(ENGINES.parent).with_suffix("").parts).removesuffix(".__init__")
        for path in ENGINES.rglob("*.py")
        if path.name != "__main__.py"
    )
    code = (
        "import importlib, sys\n"
        f"for name in {modules!r}:\n"
        "    importlib.import_module(name)\n"
        f"loaded = sorted(m for m in sys.modules if m.split('.')[0] in {QT_MODULES!r})\n"
        "print(','.join(loaded))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=ENGINES.parent,
    )
    assert result.stdout.strip() == ""


def test_the_ast_check_would_catch_a_qt_import() -> None:
    assert "PySide6" in _imported_modules("from PySide6.QtCore import QObject\n")
    assert "PySide6" in _imported_modules("import PySide6.QtWidgets as w\n")
