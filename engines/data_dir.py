"""The app's data folder (saved games, settings, players' own word lists), found without Qt.

The GUI (``gui.app.default_data_dir``) and the command lines both take it from here, so the
folder is decided in one place. It is where Qt's ``QStandardPaths.AppDataLocation`` puts it for
the application name below and no organisation name (a GUI test checks that they agree): Qt
would nest the app's folder in an organisation folder of the same name, as development versions
did (``gry-slowne/gry-slowne``; ``gui.app.move_legacy_data`` moves such a folder up).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "gry-slowne"
#: The saved-games file in the data folder (the GUI's, and `net host`'s by default).
STORE_FILE = "games.sqlite"


def default_data_dir() -> Path:
    """``<platform data folder>/APP_NAME``, as Qt's AppDataLocation: ``~/.local/share/gry-slowne``
    on Linux, ``%APPDATA%\\gry-slowne`` on Windows, ``~/Library/Application Support/gry-slowne``
    on macOS."""
    if sys.platform == "win32":
        roaming = os.environ.get("APPDATA")
        base = Path(roaming) if roaming else Path.home() / "AppData" / "Roaming"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return base / APP_NAME
