"""The bundled DejaVu Sans, made the application font so Polish letters render everywhere,
even on a system without fonts (a bare container, the offscreen platform)."""

from __future__ import annotations

import logging

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import QApplication

from engines.resources import resource_path

FONT_FILES = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf")
FAMILY = "DejaVu Sans"
POINT_SIZE = 10

log = logging.getLogger(__name__)


def load_bundled_fonts(app: QApplication) -> str:
    """Register the bundled fonts and make them the application font; returns the family."""
    family = FAMILY
    for name in FONT_FILES:
        font_id = QFontDatabase.addApplicationFont(str(resource_path("fonts", name)))
        if font_id < 0:
            log.warning("cannot load the bundled font %s", name)
            continue
        families = QFontDatabase.applicationFontFamilies(font_id)
        if families:
            family = families[0]
    font = QFont(family, POINT_SIZE)
    app.setFont(font)
    return family
