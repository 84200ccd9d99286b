"""The PyInstaller build (``packaging/``), checked cheaply: the spec is read as Python source,
never run, and every data file the app loads at run time must exist under ``resources/`` (the
spec bundles exactly that folder). The full build is ``pytest -m slow``."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
PACKAGING = ROOT / "packaging"
SPEC = PACKAGING / "gry-slowne.spec"
RESOURCES = ROOT / "resources"


# -- the spec -----------------------------------------------------------------------------


def _spec_tree() -> ast.Module:
    return ast.parse(SPEC.read_text("utf-8"), filename=str(SPEC))


def _calls(tree: ast.AST, name: str) -> list[ast.Call]:
    return [
        node
        for node in ast.walk(tree)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id == name
    ]


def _keyword(call: ast.Call, name: str) -> ast.expr | None:
    return next((k.value for k in call.keywords if k.arg == name), None)


def _strings(node: ast.AST) -> set[str]:
    return {
        n.value for n in ast.walk(node) if isinstance(n, ast.Constant) and isinstance(n.value, str)
    }


def _assigned(tree: ast.Module, name: str) -> ast.expr:
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(
            isinstance(t, ast.Name) and t.id == name for t in node.targets
        ):
            return node.value
    raise AssertionError(f"the spec assigns no {name}")


def test_spec_is_python() -> None:
    compile(SPEC.read_text("utf-8"), str(SPEC), "exec")


def test_spec_builds_the_gui_entry_point() -> None:
    (analysis,) = _calls(_spec_tree(), "Analysis")
    assert analysis.args, "Analysis has no scripts"
    assert {"gui", "__main__.py"} <= _strings(analysis.args[0])
    assert (ROOT / "gui" / "__main__.py").is_file()


def test_spec_bundles_resources_at_resources() -> None:
    tree = _spec_tree()
    (analysis,) = _calls(tree, "Analysis")
    datas = _keyword(analysis, "datas")
    assert isinstance(datas, ast.Name), "datas= should name the list built above it"
    entries = _assigned(tree, datas.id)
    assert isinstance(entries, ast.List)
    pairs = [e for e in entries.elts if isinstance(e, ast.Tuple) and len(e.elts) == 2]
    # (ROOT / "resources", "resources"): the whole folder, at resources/ inside the bundle,
    # where engines.resources looks when frozen (sys._MEIPASS/resources).
    assert any(
        "resources" in _strings(source)
        and isinstance(dest, ast.Constant)
        and dest.value == "resources"
        for source, dest in (p.elts for p in pairs)
    ), ast.unparse(entries)


def test_spec_collects_dynamic_imports() -> None:
    tree = _spec_tree()
    packages = {
        call.args[0].value
        for call in _calls(tree, "collect_submodules")
        if call.args and isinstance(call.args[0], ast.Constant)
    }
    assert "engines" in packages  # engines.registry imports GAME_MODULES by name
    assert "gui" in packages  # gui.games imports each game's screen module by name
    hidden = _strings(_assigned(tree, "hiddenimports"))
    assert {"morfeusz2", "_morfeusz2", "dawg", "numpy"} <= hidden


def test_spec_excludes_unused_qt_and_is_windowed() -> None:
    tree = _spec_tree()
    excluded = _strings(_assigned(tree, "_UNUSED_QT"))
    assert {"QtWebEngineCore", "Qt3DCore", "QtQuick", "QtQml", "QtMultimedia", "QtCharts"} <= (
        excluded
    )
    used = {"QtCore", "QtGui", "QtWidgets"}
    assert not used & excluded
    (exe,) = _calls(tree, "EXE")
    console = _keyword(exe, "console")
    assert isinstance(console, ast.Constant) and console.value is False
    assert _strings(_assigned(tree, "APP_NAME")) == {"gry-slowne"}
    assert _calls(tree, "BUNDLE"), "no macOS .app bundle"


def test_excluded_qt_modules_are_not_imported_by_the_app() -> None:
    excluded = _strings(_assigned(_spec_tree(), "_UNUSED_QT"))
    imported: set[str] = set()
    for path in [*(ROOT / "gui").rglob("*.py"), *(ROOT / "engines").rglob("*.py")]:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module:
                imported.add(node.module)
                imported.update(f"{node.module}.{a.name}" for a in node.names)
            elif isinstance(node, ast.Import):
                imported.update(a.name for a in node.names)
    qt = {m.split(".")[1] for m in imported if m.startswith("PySide6.") and m.count(".") >= 1}
    assert not qt & excluded, f"the app imports Qt modules the spec excludes: {qt & excluded}"


def _modules_used(path: Path) -> set[str]:
    """The modules a source file imports, and the ``numpy.X`` it reaches as ``np.X``."""
    tree = ast.parse(path.read_text("utf-8"))
    used: set[str] = set()
    numpy_names = {"numpy"}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom) and node.module:
            used.add(node.module)
            used.update(f"{node.module}.{a.name}" for a in node.names)
        elif isinstance(node, ast.Import):
            used.update(a.name for a in node.names)
            numpy_names.update(a.asname for a in node.names if a.name == "numpy" and a.asname)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in numpy_names
        ):
            used.add(f"numpy.{node.attr}")
    return used


def test_modules_the_spec_leaves_out_are_not_used_by_the_app() -> None:
    """The bundle lacks what ``excludes`` names (NumPy's random and fft, the East Asian
    codecs, readline): a use in the app would fail only in the bundle."""
    excluded = _strings(_assigned(_spec_tree(), "excludes"))
    assert {"numpy.random", "numpy.fft", "readline"} <= excluded
    sources = [*(ROOT / "gui").rglob("*.py"), *(ROOT / "engines").rglob("*.py")]
    used = set().union(*(_modules_used(path) for path in sources))
    both = {m for m in used if any(m == x or m.startswith(x + ".") for x in excluded)}
    assert not both, f"the app uses modules the bundle leaves out: {sorted(both)}"


def test_the_check_of_left_out_modules_sees_numpy_under_its_alias(tmp_path: Path) -> None:
    source = tmp_path / "uses_random.py"
    source.write_text("import numpy as np\n\nrng = np.random.default_rng(1)\n", "utf-8")
    assert "numpy.random" in _modules_used(source)


def test_hooks_and_gitignore_exist() -> None:
    (analysis,) = _calls(_spec_tree(), "Analysis")
    hooks = _keyword(analysis, "runtime_hooks")
    assert hooks is not None
    assert {"rthook_system_libraries.py", "rthook_bundle_check.py"} <= _strings(hooks)
    assert (PACKAGING / "rthook_bundle_check.py").is_file()
    assert (PACKAGING / "rthook_system_libraries.py").is_file()
    hookspath = _keyword(analysis, "hookspath")
    assert hookspath is not None and "hooks" in _strings(hookspath)
    assert (PACKAGING / "hooks" / "hook-PySide6.QtGui.py").is_file()
    ignored = (PACKAGING / ".gitignore").read_text("utf-8").split()
    assert {"build/", "dist/"} <= set(ignored)


# -- data files loaded at run time --------------------------------------------------------


def _literal_resource_paths() -> set[tuple[str, ...]]:
    """Every ``resource_path("a", "b")`` call with literal arguments in engines/ and gui/."""
    found: set[tuple[str, ...]] = set()
    for path in [*(ROOT / "engines").rglob("*.py"), *(ROOT / "gui").rglob("*.py")]:
        for call in _calls(ast.parse(path.read_text("utf-8")), "resource_path"):
            if call.args and all(
                isinstance(a, ast.Constant) and isinstance(a.value, str) for a in call.args
            ):
                found.add(tuple(a.value for a in call.args))
    return found


def _tile_set_ids_in_code() -> set[str]:
    """Tile sets the games name: ``TILE_SET = "…"`` constants and ``load_tile_set("…")``."""
    found: set[str] = set()
    for path in (ROOT / "engines").rglob("*.py"):
        tree = ast.parse(path.read_text("utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Assign)
                and any(isinstance(t, ast.Name) and t.id.endswith("TILE_SET") for t in node.targets)
                and isinstance(node.value, ast.Constant)
                and isinstance(node.value.value, str)
            ):
                found.add(node.value.value)
        for call in _calls(tree, "load_tile_set"):
            if call.args and isinstance(call.args[0], ast.Constant):
                found.add(call.args[0].value)
    return found


def test_literal_resource_paths_exist() -> None:
    paths = _literal_resource_paths()
    assert paths, "no resource_path(...) calls found"
    missing = [p for p in paths if not RESOURCES.joinpath(*p).exists()]
    assert not missing, missing


def test_lexicon_files_exist() -> None:
    from engines.lexicon.lexicon import ALPHABETS, lexicon_files

    for lang in ALPHABETS:
        for path in lexicon_files(lang):
            assert path.is_file() and path.stat().st_size > 0, path
            assert path.resolve().is_relative_to(RESOURCES)
    for name in ("common-pl.txt", "family-pl.toml", "manifest.json"):
        assert (RESOURCES / "lexicon" / name).is_file(), name


def test_tile_sets_exist() -> None:
    # The games' own tile sets, plus every set of GAMES.md (the games still to come).
    wanted = _tile_set_ids_in_code() | {
        "puzzle",
        "seven_words",
        "slowka",
        "crossword_jawa",
        "crossword_wordsmith",
    }
    missing = sorted(s for s in wanted if not (RESOURCES / "tiles" / f"{s}.toml").is_file())
    assert not missing, missing


def test_fonts_exist() -> None:
    from gui.support.fonts import FONT_FILES

    for name in FONT_FILES:
        path = RESOURCES / "fonts" / name
        assert path.is_file() and path.stat().st_size > 10_000, path
        assert path.read_bytes()[:4] in (b"\x00\x01\x00\x00", b"true", b"OTTO"), path


def test_translations_exist() -> None:
    from gui.support import i18n

    for language in i18n.LANGUAGES:
        if language == i18n.DEFAULT_LANGUAGE:
            continue  # the source strings are Polish: no file
        path = Path(i18n.qm_path(language))
        assert path.is_file() and path.stat().st_size > 0, path
        assert path.resolve().is_relative_to(RESOURCES)
        # A compiled Qt translation starts with its magic number.
        assert path.read_bytes()[:16] == bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")


def test_the_bundle_keeps_qts_own_polish_translation() -> None:
    """Qt's standard buttons (Zamknij, Anuluj) are Polish only with qtbase_pl.qm, which
    PySide6 ships under Qt/translations: the spec's filter keeps it (and drops the other
    languages)."""
    from PySide6.QtCore import QLibraryInfo

    tree = _spec_tree()
    wanted = next(
        node for node in tree.body if isinstance(node, ast.FunctionDef) and node.name == "_wanted"
    )
    kept = [
        node
        for node in tree.body
        if isinstance(node, ast.Assign)
        and any(
            isinstance(t, ast.Name) and t.id in ("_QT_TRANSLATIONS", "_KEEP_LOCALES")
            for t in node.targets
        )
    ]
    namespace: dict[str, object] = {"Path": Path}
    exec(compile(ast.Module([*kept, wanted], []), str(SPEC), "exec"), namespace)
    keep = namespace["_wanted"]
    assert callable(keep)
    folder = "PySide6/Qt/translations/"
    assert keep(folder + "qtbase_pl.qm") and keep(folder + "qtbase_en.qm")
    assert not keep(folder + "qtbase_de.qm")
    shipped = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    assert (shipped / "qtbase_pl.qm").is_file()


# -- the full build -----------------------------------------------------------------------


@pytest.mark.slow
@pytest.mark.skipif(sys.platform == "win32", reason="build.ps1 is the Windows build")
def test_full_build_and_smoke_test() -> None:
    pytest.importorskip("PyInstaller")
    env = {**os.environ, "PYTHON": sys.executable}
    result = subprocess.run(
        ["bash", str(PACKAGING / "build.sh"), "--no-install"],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    assert result.returncode == 0, result.stdout[-4000:] + result.stderr[-4000:]
    assert (PACKAGING / "dist" / "smoke.png").stat().st_size > 0
    # The archive users download, and both sizes printed against the budget.
    assert "bundle:" in result.stdout and "archive:" in result.stdout
    if sys.platform.startswith("linux"):
        (archive,) = (PACKAGING / "dist").glob("gry-slowne-*-linux-*.tar.gz")
        with tarfile.open(archive) as tar:
            names = set(tar.getnames())
        assert {
            "gry-slowne/gry-slowne",
            "gry-slowne/gry-slowne.desktop",
            "gry-slowne/gry-slowne.png",
            "gry-slowne/install.sh",
            "gry-slowne/_internal/resources/licences/README.txt",
        } <= names


# -- installers ---------------------------------------------------------------------------


def _desktop_entry(path: Path) -> dict[str, str]:
    lines = path.read_text("utf-8").splitlines()
    assert lines[0] == "[Desktop Entry]"
    return dict(line.split("=", 1) for line in lines[1:] if line and not line.startswith("#"))


def test_linux_desktop_entry() -> None:
    entry = _desktop_entry(PACKAGING / "linux" / "gry-slowne.desktop")
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Gry słowne"
    assert entry["Exec"] == "gry-slowne" and entry["Icon"] == "gry-slowne"
    assert entry["Terminal"] == "false"
    assert entry["Categories"].endswith(";")


def _exec_argument(value: str) -> str:
    """The program a desktop entry's ``Exec="…"`` value names, decoded as the desktop-entry
    specification says: the string escapes first (``\\\\`` is one backslash), then the quoting
    (a backslash takes the next character as it is), and ``%%`` is ``%``."""
    assert value.startswith('"') and value.endswith('"'), value
    string = re.sub(
        r"\\(.)",
        lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(m.group(1), m.group(1)),
        value[1:-1],
    )
    return re.sub(r"\\(.)|%%", lambda m: m.group(1) or "%", string)


@pytest.mark.skipif(sys.platform == "win32", reason="a POSIX shell script")
@pytest.mark.parametrize(
    ("name", "written"),
    [
        ("my apps", "my apps"),  # a space: Exec must quote the path
        # What a sed replacement acts on; a backslash is four in the file.
        ("R&D | gry\\x", "R&D | gry\\\\\\\\x"),
        # What the quoting escapes: a backslash, doubled by the string escaping; % is %%.
        ('a"b$c`d%e', 'a\\\\"b\\\\$c\\\\`d%%e'),
    ],
)
def test_linux_install_script_adds_and_removes_the_menu_entry(
    tmp_path: Path, name: str, written: str
) -> None:
    folder = tmp_path / name / "gry-slowne"
    folder.mkdir(parents=True)
    for file_name in ("install.sh", "gry-slowne.desktop"):
        shutil.copy(PACKAGING / "linux" / file_name, folder / file_name)
    shutil.copy(RESOURCES / "icons" / "gry-slowne-256.png", folder / "gry-slowne.png")
    data = tmp_path / "data"
    env = {"PATH": os.environ["PATH"], "HOME": str(tmp_path), "XDG_DATA_HOME": str(data)}
    subprocess.run(["sh", str(folder / "install.sh")], env=env, check=True, capture_output=True)
    entry = data / "applications" / "gry-slowne.desktop"
    icon = data / "icons" / "hicolor" / "256x256" / "apps" / "gry-slowne.png"
    lines = entry.read_text("utf-8").splitlines()
    template = (PACKAGING / "linux" / "gry-slowne.desktop").read_text("utf-8").splitlines()
    assert [line for line in lines if not line.startswith("Exec=")] == [
        line for line in template if not line.startswith("Exec=")
    ]
    exec_value = _desktop_entry(entry)["Exec"]
    assert exec_value == f'"{tmp_path}/{written}/gry-slowne/gry-slowne"'
    assert _exec_argument(exec_value) == f"{folder}/gry-slowne"
    assert icon.read_bytes() == (folder / "gry-slowne.png").read_bytes()
    subprocess.run(
        ["sh", str(folder / "install.sh"), "--uninstall"], env=env, check=True, capture_output=True
    )
    assert not entry.exists() and not icon.exists()


def test_windows_installer_script() -> None:
    raw = (PACKAGING / "windows" / "gry-slowne.iss").read_bytes()
    assert raw.startswith(b"\xef\xbb\xbf")  # UTF-8 with a BOM: Inno Setup reads "ł" right
    text = raw.decode("utf-8-sig")
    assert '#define AppExe "gry-slowne.exe"' in text  # the spec's APP_NAME
    assert r'Source: "{#SourceDir}\*"' in text and "recursesubdirs" in text
    assert "{group}" in text and "{uninstallexe}" in text  # Start-menu entry, uninstaller
    for key in ("SetupIconFile", "LicenseFile"):
        (value,) = [line.split("=", 1)[1] for line in text.splitlines() if line.startswith(key)]
        assert (PACKAGING / "windows" / value.replace("\\", "/")).resolve().is_file(), value


def test_icons_exist_in_every_size() -> None:
    from gui.support.icon import ICON_SIZES

    for size in ICON_SIZES:
        png = (RESOURCES / "icons" / f"gry-slowne-{size}.png").read_bytes()
        assert png[:8] == b"\x89PNG\r\n\x1a\n"
        assert int.from_bytes(png[16:20], "big") == size  # IHDR width
    ico = (RESOURCES / "icons" / "gry-slowne.ico").read_bytes()
    assert ico[:4] == b"\0\0\1\0" and int.from_bytes(ico[4:6], "little") >= 6
    assert (RESOURCES / "icons" / "gry-slowne.icns").read_bytes()[:4] == b"icns"
    spec = SPEC.read_text("utf-8")
    assert "gry-slowne.ico" in spec and "gry-slowne.icns" in spec


def test_ci_runs_the_readme_test_command_without_pythonunbuffered() -> None:
    run = (ROOT / ".ci" / "run").read_text("utf-8")
    assert "env -u PYTHONUNBUFFERED bash tools/test.sh" in run
    assert "bash tools/test.sh" in (ROOT / "README.md").read_text("utf-8")
    workflow = (ROOT / ".github" / "workflows" / "release.yml").read_text("utf-8")
    for needed in ("ubuntu-", "windows-", "macos-", "upload-artifact", "gh release create"):
        assert needed in workflow, needed
    # Each leg's script (tests/test_ci_scripts.py checks the legs run them).
    ci = ROOT / "packaging" / "ci"
    assert "bash .ci/run" in (ci / "build-linux.sh").read_text("utf-8")
    assert "packaging/build.sh" in (ci / "build-linux.sh").read_text("utf-8")
    assert "packaging\\build.ps1" in (ci / "build-windows.ps1").read_text("utf-8")


# -- the wheel ----------------------------------------------------------------------------


@pytest.mark.slow
def test_the_wheel_works_outside_the_checkout(tmp_path: Path) -> None:
    """``pip wheel .``, installed elsewhere: the commands work from another folder, with the
    data files the wheel carries (not the checkout's)."""
    wheels = tmp_path / "wheels"
    pip = [sys.executable, "-m", "pip", "--disable-pip-version-check"]
    subprocess.run([*pip, "wheel", "--no-deps", "-q", "-w", str(wheels), str(ROOT)], check=True)
    (wheel,) = wheels.glob("gry_slowne-*.whl")
    site = tmp_path / "site"
    subprocess.run(
        [*pip, "install", "--no-deps", "-q", "--target", str(site), str(wheel)], check=True
    )
    assert (site / "gry_slowne_resources" / "lexicon" / "pl.dawg").is_file()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    env = {**os.environ, "PYTHONPATH": str(site), "QT_QPA_PLATFORM": "offscreen"}

    def run(*args: str) -> str:
        result = subprocess.run(
            [sys.executable, *args], cwd=elsewhere, env=env, capture_output=True, text=True
        )
        assert result.returncode == 0, result.stderr
        return result.stdout

    where = run("-c", "import engines.resources as r; print(r.__file__, r.resources_dir())")
    assert where.split() == [
        str(site / "engines" / "resources.py"),
        str(site / "gry_slowne_resources"),
    ]
    assert run("-m", "engines.lexicon", "check", "--lang", "pl", "kot") == "kot\tyes\n"
    assert "crossword" in run("-m", "engines", "list")
    run("-m", "gui", "--smoke-test", str(elsewhere / "out.png"), "--data-dir", str(tmp_path / "d"))
    assert (elsewhere / "out.png").stat().st_size > 0
