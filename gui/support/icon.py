"""The app icon (resources/icons, rendered from gry-slowne.svg by tools/make_icons.py)."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from engines.resources import resource_path

ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    icon = QIcon()
    for size in ICON_SIZES:
        icon.addFile(str(resource_path("icons", f"gry-slowne-{size}.png")))
    return icon
