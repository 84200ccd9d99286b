"""Start-up: command line, QApplication, language, bundled font, saved-games file, launcher.

Kept light on purpose: no lexicon and no numpy here (they load in a worker when a game opens),
so the launcher is on screen well under 1.5 s.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QApplication

from engines import data_dir as data_folder
from engines.data_dir import APP_NAME, STORE_FILE

DISPLAY_NAME = "Gry słowne"
SETTINGS_FILE = "settings.ini"
#: How long to let a computer player's worker finish when the app quits.
WORKER_GRACE_MS = 5000

log = logging.getLogger(__name__)


def version_text() -> str:
    """``gry-slowne VERSION (move generator: compiled|python)``."""
    from engines.crossword.movegen import CORE  # the lexicon's modules: only when asked
    from gui.dialogs.about import app_version

    return f"{APP_NAME} {app_version()} (move generator: {CORE})"


class VersionAction(argparse.Action):
    """``--version``: computed only when asked, to keep the start-up light."""

    def __init__(self, option_strings: list[str], dest: str, **kwargs: object) -> None:
        super().__init__(option_strings, dest, nargs=0, help="print the version and exit")

    def __call__(self, parser: argparse.ArgumentParser, *_: object) -> None:
        print(version_text())
        parser.exit()


def parse_args(argv: list[str]) -> tuple[argparse.Namespace, list[str]]:
    parser = argparse.ArgumentParser(prog="python -m gui", description=DISPLAY_NAME)
    parser.add_argument(
        "--smoke-test",
        metavar="OUT.png",
        type=Path,
        help="start the launcher offscreen, save a screenshot to OUT.png and exit",
    )
    parser.add_argument(
        "--data-dir", metavar="DIR", type=Path, help="folder for saved games and settings"
    )
    parser.add_argument("--version", action=VersionAction)
    # Whatever we do not know (-style, -platform…) is Qt's.
    return parser.parse_known_args(argv)


def default_data_dir() -> Path:
    """The user's data folder (decided in :mod:`engines.data_dir`, shared with the CLIs)."""
    return data_folder.default_data_dir()


def move_legacy_data(data_dir: Path) -> list[str]:
    """Moves what an older version saved in ``data_dir/gry-slowne/`` up into ``data_dir``.

    All or nothing: a saved-games file must travel with its ``-wal`` log, so when any name is
    already taken in ``data_dir`` nothing moves (and a warning says so) — nothing is overwritten
    or lost. Returns the names moved.
    """
    legacy = data_dir / APP_NAME
    if not legacy.is_dir():
        return []
    entries = sorted(legacy.iterdir())
    taken = [entry.name for entry in entries if (data_dir / entry.name).exists()]
    if taken:
        log.warning(
            "saved games of an older version stay in %s: %s exist in %s",
            legacy,
            ", ".join(taken),
            data_dir,
        )
        return []
    for entry in entries:
        entry.rename(data_dir / entry.name)
    legacy.rmdir()
    moved = [entry.name for entry in entries]
    if moved:
        log.info("moved %s from %s to %s", ", ".join(moved), legacy, data_dir)
    return moved


def make_application(qt_args: list[str]) -> QApplication:
    existing = QApplication.instance()
    # Tests (pytest-qt) already have one; a second QApplication is not allowed.
    if not isinstance(existing, QApplication):
        existing = QApplication([sys.argv[0], *qt_args])
    app = existing
    app.setApplicationName(APP_NAME)
    # The platform appends the display name to window titles; "Gry słowne" reads right.
    app.setApplicationDisplayName(DISPLAY_NAME)
    from gui.support.icon import app_icon

    app.setWindowIcon(app_icon())
    return app


def no_display(environ: Mapping[str, str], platform: str, qt_args: list[str]) -> str | None:
    """Why there is no display to open a window on (one line), or None.

    On Linux and the BSDs Qt finds the display through ``DISPLAY`` (X11) or ``WAYLAND_DISPLAY``;
    with neither (a text console, ssh without -X, a container) it aborts as it loads the xcb
    plugin, and its message suggests installing libxcb-cursor0 — which is not what is missing.
    A platform chosen by the user (``QT_QPA_PLATFORM``, ``-platform``: offscreen, vnc…) is
    theirs to judge."""
    if not platform.startswith(("linux", "freebsd", "openbsd", "netbsd")):
        return None
    if environ.get("QT_QPA_PLATFORM") or any(a.startswith("-platform") for a in qt_args):
        return None
    if environ.get("DISPLAY") or environ.get("WAYLAND_DISPLAY"):
        return None
    return (
        "no display to show the window on (neither DISPLAY nor WAYLAND_DISPLAY is set): "
        "start it in a desktop session, or over ssh with -X"
    )


def _unusable_paths(args: argparse.Namespace) -> str | None:
    """Why the paths given on the command line cannot be used (one line), or None."""
    data_dir: Path | None = args.data_dir
    if data_dir is not None and data_dir.exists() and not data_dir.is_dir():
        return f"--data-dir {data_dir} is not a folder"
    shot: Path | None = args.smoke_test
    if shot is not None and not shot.parent.is_dir():
        return f"--smoke-test: no folder {shot.parent}"
    if shot is not None and shot.is_dir():
        return f"--smoke-test: {shot} is a folder"
    return None


def main(argv: list[str] | None = None) -> int:
    args, qt_args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.smoke_test is not None and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")

    problem = _unusable_paths(args)
    if problem is not None:
        print(f"gry-slowne: error: {problem}", file=sys.stderr)
        return 2
    problem = no_display(os.environ, sys.platform, qt_args)
    if problem is not None:
        print(f"gry-slowne: error: {problem}", file=sys.stderr)
        return 1
    app = make_application(qt_args)
    data_dir: Path = args.data_dir or default_data_dir()
    try:
        data_dir.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        print(
            f"gry-slowne: error: cannot make the data folder {data_dir}: {error.strerror}",
            file=sys.stderr,
        )
        return 2
    if args.data_dir is None:
        move_legacy_data(data_dir)
    from gui.support.errors import ERROR_LOG, install_exception_hook

    reporter = install_exception_hook(data_dir / ERROR_LOG, app)

    from engines.lexicon.wordlists import WordLists, set_default_word_lists
    from gui.shell.launcher import Launcher
    from gui.shell.store_open import open_store_saying_why
    from gui.support import i18n
    from gui.support.appearance import apply_appearance
    from gui.support.fonts import load_bundled_fonts
    from gui.support.settings import Preferences
    from gui.support.workers import cancel_all

    preferences = Preferences(data_dir / SETTINGS_FILE)
    # Players' own word lists live in the same data folder (``--data-dir`` included).
    set_default_word_lists(WordLists.in_data_dir(data_dir))
    if not i18n.install(app, preferences.language):
        log.warning("no translation for %s", preferences.language)
    load_bundled_fonts(app)
    apply_appearance(app, preferences)
    if args.smoke_test is not None:
        # Nobody is there to answer a question: a bad file just means no saving.
        store, unsaved = open_store_saying_why(
            data_dir / STORE_FILE, ask=lambda _e: False, warn=lambda _t, _m: None
        )
    else:
        store, unsaved = open_store_saying_why(data_dir / STORE_FILE)

    launcher = Launcher(store, preferences, unsaved=unsaved)
    launcher.show()
    try:
        if args.smoke_test is not None:
            app.processEvents()
            saved = launcher.grab().save(str(args.smoke_test))
            launcher.close()
            if not saved:
                print(f"gry-slowne: error: cannot write {args.smoke_test}", file=sys.stderr)
                return 2
            return 0
        return app.exec()
    finally:
        # Nothing more starts and the running work stops at its next check, so the wait is short.
        cancel_all()
        if not QThreadPool.globalInstance().waitForDone(WORKER_GRACE_MS):
            log.warning("background work still running at exit")
        if store is not None:
            store.close()
        reporter.uninstall()
