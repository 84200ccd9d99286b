"""Replaces PyInstaller's hook for PySide6.QtGui (hooks in the spec's ``hookspath`` take
precedence): the same collection, minus the Qt plugins a desktop app never loads.

Filtering here, before PyInstaller's binary dependency analysis, also keeps out the libraries
only those plugins need (the eglfs device integrations, and for the GTK 3 theme cairo, pango,
atk, gdk-pixbuf…).
"""

from pathlib import Path

from PyInstaller.utils.hooks.qt import add_qt6_dependencies

hiddenimports, binaries, datas = add_qt6_dependencies(__file__)

#: Whole plugin folders: EGL device integrations (for the eglfs platform) and "generic" input
#: plugins (evdev, TUIO: for eglfs/linuxfb on devices without a windowing system).
UNUSED_PLUGIN_DIRS = {"egldeviceintegrations", "generic"}
#: Single plugins, by name without "lib" and extension: platforms for embedded devices and
#: remote framebuffers, and the GTK 3 platform theme (it loads the system's GTK 3 into a
#: process holding the bundle's own glib/cairo/pango; Qt's own style and the XDG desktop
#: portal theme remain). Kept: xcb, wayland, offscreen, minimal, and every Windows/macOS plugin.
UNUSED_PLUGINS = {"qeglfs", "qlinuxfb", "qminimalegl", "qvkkhrdisplay", "qvnc", "qgtk3"}
#: Image formats the app never reads (its images are PNG, built into QtGui; SVG, ICO and ICNS
#: stay for icons): 1.6 MB on Linux, kept out for the 200 MB size budget.
UNUSED_PLUGINS |= {"qjpeg", "qwebp", "qtiff", "qgif", "qwbmp", "qtga", "qpdf"}


def _wanted(source: str, dest_dir: str) -> bool:
    folder = Path(dest_dir).name
    name = Path(source).name.split(".")[0]
    name = name[3:] if name.startswith("lib") else name
    return folder not in UNUSED_PLUGIN_DIRS and name not in UNUSED_PLUGINS


binaries = [(source, dest) for source, dest in binaries if _wanted(source, dest)]
