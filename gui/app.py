"""Start-up: command line, QApplication, language, bundled font, saved-games file, launcher.

Kept light on purpose: no lexicon and no numpy here (they load in a worker when a game opens),
so the launcher is on screen well under 1.5 s.
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path

from PySide6.QtCore import QThreadPool
from PySide6.QtWidgets import QApplication

from engines import data_dir as data_folder
from engines.data_dir import APP_NAME, ORGANIZATION

DISPLAY_NAME = "Gry słowne"
STORE_FILE = "games.sqlite"
SETTINGS_FILE = "settings.ini"
#: How long to let a computer player's worker finish when the app quits.
WORKER_GRACE_MS = 5000

log = logging.getLogger(__name__)


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
    # Whatever we do not know (-style, -platform…) is Qt's.
    return parser.parse_known_args(argv)


def default_data_dir() -> Path:
    return data_folder.default_data_dir()


def make_application(qt_args: list[str]) -> QApplication:
    existing = QApplication.instance()
    # Tests (pytest-qt) already have one; a second QApplication is not allowed.
    if not isinstance(existing, QApplication):
        existing = QApplication([sys.argv[0], *qt_args])
    app = existing
    app.setApplicationName(APP_NAME)
    app.setOrganizationName(ORGANIZATION)
    # The platform appends the display name to window titles; "Gry słowne" reads right.
    app.setApplicationDisplayName(DISPLAY_NAME)
    return app


def main(argv: list[str] | None = None) -> int:
    args, qt_args = parse_args(sys.argv[1:] if argv is None else argv)
    if args.smoke_test is not None and not os.environ.get("QT_QPA_PLATFORM"):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")

    app = make_application(qt_args)
    data_dir: Path = args.data_dir or default_data_dir()
    data_dir.mkdir(parents=True, exist_ok=True)

    from engines.lexicon.wordlists import WordLists, set_default_word_lists
    from gui import i18n
    from gui.fonts import load_bundled_fonts
    from gui.launcher import Launcher
    from gui.settings import Preferences
    from gui.store_open import open_store

    preferences = Preferences(data_dir / SETTINGS_FILE)
    # Players' own word lists live in the same data folder (``--data-dir`` included).
    set_default_word_lists(WordLists.in_data_dir(data_dir))
    if not i18n.install(app, preferences.language):
        log.warning("no translation for %s", preferences.language)
    load_bundled_fonts(app)
    if args.smoke_test is not None:
        # Nobody is there to answer a question: a bad file just means no saving.
        store = open_store(data_dir / STORE_FILE, ask=lambda _e: False, warn=lambda _t, _m: None)
    else:
        store = open_store(data_dir / STORE_FILE)

    launcher = Launcher(store, preferences)
    launcher.show()
    try:
        if args.smoke_test is not None:
            app.processEvents()
            saved = launcher.grab().save(str(args.smoke_test))
            launcher.close()
            return 0 if saved else 1
        return app.exec()
    finally:
        QThreadPool.globalInstance().waitForDone(WORKER_GRACE_MS)
        if store is not None:
            store.close()
