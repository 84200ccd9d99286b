"""The app's data folder (saved games, settings, players' own word lists), found without Qt.

The GUI (``gui.app.default_data_dir``) and the command lines both take it from here, so the
folder is decided in one place. It is where Qt's ``QStandardPaths.AppDataLocation`` puts it for
the organisation and application names below (a GUI test checks that they agree).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

APP_NAME = "gry-slowne"
ORGANIZATION = "gry-slowne"


def default_data_dir() -> Path:
    """``<platform data folder>/ORGANIZATION/APP_NAME``, as Qt's AppDataLocation."""
    if sys.platform == "win32":
        roaming = os.environ.get("APPDATA")
        base = Path(roaming) if roaming else Path.home() / "AppData" / "Roaming"
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        xdg = os.environ.get("XDG_DATA_HOME", "")
        base = Path(xdg) if os.path.isabs(xdg) else Path.home() / ".local" / "share"
    return base / ORGANIZATION / APP_NAME
