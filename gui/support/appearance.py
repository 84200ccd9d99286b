"""The look the player chose (Ustawienia → Wygląd): light or dark colours through the palette,
and the font size. Applied at start-up and again when the preferences are saved, so every
window follows at once (widgets that paint themselves read the palette)."""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QPalette
from PySide6.QtWidgets import QApplication

from gui.support.fonts import POINT_SIZE
from gui.support.settings import Preferences

#: Secondary text (notes, help lines, captions): a muted ink that reads on both themes.
QUIET_STYLE = "color: #6b6256;"
#: Text that says something is wrong (a refused move, too many tiles chosen).
ERROR_STYLE = "color: #b00020;"

_DARK = {
    QPalette.ColorRole.Window: "#2b2a28",
    QPalette.ColorRole.WindowText: "#ecebe8",
    QPalette.ColorRole.Base: "#1f1e1d",
    QPalette.ColorRole.AlternateBase: "#34322f",
    QPalette.ColorRole.ToolTipBase: "#3a3835",
    QPalette.ColorRole.ToolTipText: "#ecebe8",
    QPalette.ColorRole.PlaceholderText: "#8d8a85",
    QPalette.ColorRole.Text: "#ecebe8",
    QPalette.ColorRole.Button: "#3a3835",
    QPalette.ColorRole.ButtonText: "#ecebe8",
    QPalette.ColorRole.BrightText: "#ff6b6b",
    QPalette.ColorRole.Link: "#8ab4f8",
    QPalette.ColorRole.Highlight: "#3d6fb4",
    QPalette.ColorRole.HighlightedText: "#ffffff",
}
_LIGHT = {
    QPalette.ColorRole.Window: "#f4f1ea",
    QPalette.ColorRole.WindowText: "#1f1d1a",
    QPalette.ColorRole.Base: "#ffffff",
    QPalette.ColorRole.AlternateBase: "#ece7dc",
    QPalette.ColorRole.Text: "#1f1d1a",
    QPalette.ColorRole.Button: "#e9e4d8",
    QPalette.ColorRole.ButtonText: "#1f1d1a",
    QPalette.ColorRole.Highlight: "#3d6fb4",
    QPalette.ColorRole.HighlightedText: "#ffffff",
}

#: The palette and style the application started with: "system" goes back to them.
_system: tuple[QPalette, str] | None = None


def theme_palette(theme: str) -> QPalette | None:
    """The palette of ``theme`` (None: the system's)."""
    colours = {"dark": _DARK, "light": _LIGHT}.get(theme)
    if colours is None:
        return None
    palette = QPalette()
    for role, colour in colours.items():
        palette.setColor(role, QColor(colour))
    if theme == "dark":
        for role in (QPalette.ColorRole.Text, QPalette.ColorRole.ButtonText):
            palette.setColor(QPalette.ColorGroup.Disabled, role, QColor("#77736d"))
    return palette


def is_dark(palette: QPalette) -> bool:
    return palette.color(QPalette.ColorRole.Window).lightness() < 128


def apply_appearance(app: QApplication, preferences: Preferences) -> None:
    """Theme and font size from ``preferences``."""
    global _system
    if _system is None:
        style = app.style()
        _system = (QPalette(app.palette()), style.name() if style is not None else "")
    palette = theme_palette(preferences.theme)
    if palette is None:
        app.setStyle(_system[1] or "fusion")
        app.setPalette(_system[0])
    else:
        # Fusion follows the palette on every platform (native styles may ignore it).
        app.setStyle("fusion")
        app.setPalette(palette)
    font = QFont(app.font())
    font.setPointSize(preferences.font_size or POINT_SIZE)
    app.setFont(font)
