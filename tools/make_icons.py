"""Renders the app icon from its SVG source into the sizes each platform wants.

    .venv/bin/python tools/make_icons.py    # needs the extra: pip install -e '.[package]'

Reads ``resources/icons/gry-slowne.svg``; writes beside it ``gry-slowne-N.png`` (the window
icon and the Linux hicolor theme sizes), ``gry-slowne.ico`` (Windows: exe and installer) and
``gry-slowne.icns`` (macOS .app). Qt's QSvgRenderer draws the sizes; Pillow packs the ICO and
ICNS containers. The outputs are committed (the app, the wheel and the bundle use them; only this
script needs QtSvg and Pillow). Run it again after changing the SVG.
"""

from __future__ import annotations

import io
import os
import sys
from pathlib import Path

from PIL import Image
from PySide6.QtCore import QBuffer, QIODevice, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "resources" / "icons"
SVG = ICONS / "gry-slowne.svg"
#: PNG files kept: the window icon's sizes and the hicolor theme's usual ones.
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICNS_SIZES = (16, 32, 64, 128, 256, 512, 1024)


def render(renderer: QSvgRenderer, size: int) -> Image.Image:
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    buffer = QBuffer()
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    return Image.open(io.BytesIO(bytes(buffer.data().data()))).convert("RGBA")


def main() -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    app = QGuiApplication(sys.argv[:1])
    renderer = QSvgRenderer(str(SVG))
    if not renderer.isValid():
        print(f"cannot read {SVG}", file=sys.stderr)
        return 1
    images = {size: render(renderer, size) for size in sorted({*PNG_SIZES, *ICNS_SIZES})}
    for size in PNG_SIZES:
        images[size].save(ICONS / f"gry-slowne-{size}.png", optimize=True)
    largest = images[max(ICO_SIZES)]
    largest.save(
        ICONS / "gry-slowne.ico",
        sizes=[(size, size) for size in ICO_SIZES],
        append_images=[images[size] for size in ICO_SIZES],
    )
    images[max(ICNS_SIZES)].save(
        ICONS / "gry-slowne.icns", append_images=[images[size] for size in ICNS_SIZES]
    )
    written = sorted(path.name for path in ICONS.iterdir() if path != SVG)
    print("wrote", ", ".join(written))
    del app
    return 0


if __name__ == "__main__":
    sys.exit(main())
