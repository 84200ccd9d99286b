"""The shape we keep: rules and state under engines/ never depend on Qt, no module of the
project imports itself round a circle, and gui/ keeps its modules in the sub-packages that name
its parts (docs/architecture.md draws the map)."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ENGINES = ROOT / "engines"
GUI = ROOT / "gui"
#: Modules allowed directly in gui/, ``__init__`` and ``__main__`` counted: the rest live in
#: shell/, widgets/, records/, support/ and games/.
GUI_TOP_LEVEL_LIMIT = 8
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


# -- no import circle --------------------------------------------------------------------------
# Every import counts, the ones inside functions too: a deferred import avoids a circle at import
# time but not in the design, and the map in docs/architecture.md is only true if the packages
# depend one way. Imports under ``if TYPE_CHECKING:`` are left out (never run; annotations only).


def _module_name(path: Path) -> str:
    return ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")


def _project_modules() -> set[str]:
    # .pyx: the compiled move generator is a module too (imported as a name of its package).
    return {
        _module_name(path)
        for package in (ENGINES, GUI)
        for path in package.rglob("*")
        if path.suffix in {".py", ".pyx"}
    }


def _is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def _project_imports(tree: ast.AST, modules: set[str]) -> set[str]:
    """The project modules a module imports anywhere in its body, TYPE_CHECKING blocks aside."""
    found: set[str] = set()

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and _is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            for alias in node.names:
                submodule = f"{node.module}.{alias.name}"
                found.add(submodule if submodule in modules else node.module)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found & modules


def _import_graph() -> dict[str, set[str]]:
    modules = _project_modules()
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for package in (ENGINES, GUI):
        for path in package.rglob("*.py"):
            name = _module_name(path)
            tree = ast.parse(path.read_text(encoding="utf-8"))
            graph[name] = _project_imports(tree, modules) - {name}
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    circles: list[list[str]] = []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    circles.append(sorted(group))
    return circles


def test_no_import_circle() -> None:
    assert _circles(_import_graph()) == []


def test_the_circle_check_would_catch_one() -> None:
    assert _circles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert _circles({"a": {"b"}, "b": set()}) == []


def test_type_checking_imports_and_deferred_ones_are_told_apart() -> None:
    source = (
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        "    from gui.session import GameSession\n"
        "def later() -> None:\n"
        "    from engines.records import store\n"
    )
    modules = {"gui.session", "engines.records", "engines.records.store"}
    assert _project_imports(ast.parse(source), modules) == {"engines.records.store"}


# -- gui/ by parts -------------------------------------------------------------------------------


#: gui/'s floors, top first: a module imports from its own floor and the ones below, never
#: from above (a module belongs to the floor of the longest prefix naming it).
GUI_FLOORS: tuple[tuple[str, ...], ...] = (
    ("gui", "gui.__main__", "gui.app", "gui.screenshots"),
    ("gui.shell",),
    ("gui.game_window", "gui.network", "gui.records"),
    ("gui.games", "gui.session", "gui.network.session", "gui.turns"),
    ("gui.dialogs",),
    ("gui.widgets",),
    ("gui.support",),
)


def _floor(module: str) -> int | None:
    best: tuple[int, int] | None = None
    for level, prefixes in enumerate(GUI_FLOORS):
        for prefix in prefixes:
            if (module == prefix or module.startswith(prefix + ".")) and (
                best is None or len(prefix) > best[0]
            ):
                best = (len(prefix), level)
    return None if best is None else best[1]


def _upward_imports(graph: dict[str, set[str]]) -> list[str]:
    found = []
    for module, imported in sorted(graph.items()):
        level = _floor(module)
        for name in sorted(imported):
            target = _floor(name)
            if level is not None and target is not None and target < level:
                found.append(f"{module} -> {name}")
    return found


def test_every_gui_module_has_a_floor() -> None:
    assert [m for m in _project_modules() if m.startswith("gui") and _floor(m) is None] == []


def test_gui_floors_import_only_downwards() -> None:
    assert _upward_imports(_import_graph()) == []


def test_the_floor_check_would_catch_a_dialog_reaching_up() -> None:
    graph = {
        "gui.dialogs.help": {"gui.shell.launcher"},
        "gui.network.session": {"gui.support.i18n"},
        "gui.games.x": {"gui.network.session"},
        "gui.records.replay": {"gui.network.window"},
    }
    assert _upward_imports(graph) == ["gui.dialogs.help -> gui.shell.launcher"]


def test_gui_keeps_its_modules_in_sub_packages() -> None:
    top_level = sorted(path.name for path in GUI.glob("*.py"))
    assert len(top_level) <= GUI_TOP_LEVEL_LIMIT, top_level


# -- tools apart from rules ----------------------------------------------------------------------


def _is_command_line(module: str) -> bool:
    """The tools themselves and the command lines and audits that drive the rules from outside."""
    last = module.rsplit(".", 1)[-1]
    return module.startswith("engines.tools") or last in {"__main__", "audit"}


def test_rules_records_and_gui_never_import_the_tools() -> None:
    graph = _import_graph()
    leaks = {
        module: sorted(name for name in imported if name.startswith("engines.tools"))
        for module, imported in graph.items()
        if not _is_command_line(module)
    }
    assert {module: names for module, names in leaks.items() if names} == {}
