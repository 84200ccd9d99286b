"""Letter tiles shared by every game: how a wooden tile is painted, a tile widget and a tile
button, the drag-and-drop format that carries a tile between a rack and a board, and the star
that marks a board's start square."""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCore import QByteArray, QMimeData, QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QEnterEvent,
    QFont,
    QLinearGradient,
    QMouseEvent,
    QPainter,
    QPainterPath,
    QPaintEvent,
    QPen,
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QAbstractButton, QWidget

from engines.tiles import BLANK

# -- the drag-and-drop format (rack ⇄ board) --------------------------------------------------
MIME_TYPE = "application/x-gry-slowne-tile"
#: Where a dragged tile comes from: a rack position, or a square holding a tile being placed.
FROM_RACK, FROM_BOARD = "rack", "board"


def tile_mime(source: str, index: int) -> QMimeData:
    """The mime data of a dragged tile: ``rack:3`` (rack position 3) or ``board:112``."""
    mime = QMimeData()
    mime.setData(MIME_TYPE, QByteArray(f"{source}:{index}".encode("ascii")))
    return mime


def read_tile_mime(mime: QMimeData | None) -> tuple[str, int] | None:
    """(source, index) of a dragged tile, None for anything else."""
    if mime is None or not mime.hasFormat(MIME_TYPE):
        return None
    text = bytes(mime.data(MIME_TYPE).data()).decode("ascii", "replace")
    source, _, index = text.partition(":")
    if source not in (FROM_RACK, FROM_BOARD) or not index.isdigit():
        return None
    return source, int(index)


WOOD_LIGHT = QColor("#f4dfb0")
WOOD_DARK = QColor("#d7b173")
WOOD_EDGE = QColor("#9a7141")
BLANK_LIGHT = QColor("#fbf6ea")
BLANK_DARK = QColor("#e6dcc6")
INK = QColor("#3a2812")
BLANK_INK = QColor("#1f5f8b")
#: Tiles being placed this turn, a hint's proposal, the last move, a move waiting for a check.
NEW_EDGE = QColor("#1d7f3b")
PROPOSAL_EDGE = QColor("#7b3fb0")
LAST_EDGE = QColor("#d4531c")
#: Tiles laid since the viewing player's last turn, before the last move.
RECENT_EDGE = QColor("#e9a23b")
PENDING_EDGE = QColor("#b00020")
CURSOR = QColor("#1f5f8b")
SELECTED = QColor("#1f5f8b")

# Tile looks.
NORMAL, PLACING, PROPOSED, LAST, PENDING = "normal", "placing", "proposed", "last", "pending"
RECENT = "recent"


def paint_tile(
    painter: QPainter,
    rect: QRectF,
    letter: str | None,
    value: int | None,
    *,
    blank: bool = False,
    look: str = NORMAL,
    font: QFont,
    faded: bool = False,
    hover: bool = False,
) -> None:
    """A wooden tile in ``rect``: the letter big, the value small bottom right. A blank is paler
    with its letter in blue and no value; an unplayed blank shows a faint "?". ``faded``: a tile
    already used (lifted off the rack); ``hover``: under a pointer that may click it."""
    size = min(rect.width(), rect.height())
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    if faded:
        painter.setOpacity(0.3)
    radius = size * 0.12
    body = rect.adjusted(1.0, 1.0, -2.0, -2.0)
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 60))
    painter.drawRoundedRect(body.translated(1.5, 1.5), radius, radius)
    gradient = QLinearGradient(body.topLeft(), body.bottomRight())
    light = BLANK_LIGHT if blank else WOOD_LIGHT
    gradient.setColorAt(0.0, light.lighter(106) if hover else light)
    gradient.setColorAt(1.0, BLANK_DARK if blank else WOOD_DARK)
    painter.setBrush(gradient)
    edge = {
        PLACING: NEW_EDGE,
        PROPOSED: PROPOSAL_EDGE,
        LAST: LAST_EDGE,
        RECENT: RECENT_EDGE,
        PENDING: PENDING_EDGE,
    }.get(look)
    width = max(2.0, size / 14) if edge is not None else max(1.0, size / 40)
    painter.setPen(QPen(edge or WOOD_EDGE, width))
    painter.drawRoundedRect(body, radius, radius)
    if letter:
        letter_font = QFont(font)
        letter_font.setBold(True)
        letter_font.setPixelSize(max(7, int(size * 0.52)))
        painter.setFont(letter_font)
        painter.setPen(BLANK_INK if blank else INK)
        box = body.adjusted(0, 0, -size * 0.08, -size * 0.04)
        painter.drawText(box, Qt.AlignmentFlag.AlignCenter, letter.upper())
        if value is not None and not blank:
            value_font = QFont(font)
            value_font.setBold(False)
            value_font.setPixelSize(max(6, int(size * 0.24)))
            painter.setFont(value_font)
            painter.setPen(INK)
            corner = body.adjusted(0, 0, -size * 0.07, -size * 0.02)
            painter.drawText(
                corner, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom, str(value)
            )
    elif blank:
        question = QFont(font)
        question.setPixelSize(max(7, int(size * 0.45)))
        painter.setFont(question)
        painter.setPen(QColor(31, 95, 139, 110))
        painter.drawText(body, Qt.AlignmentFlag.AlignCenter, "?")
    painter.restore()


def star_path(centre: QPointF, outer: float) -> QPainterPath:
    """A five-pointed star (the start square's mark), drawn rather than a font glyph."""
    points = []
    for i in range(10):
        radius = outer if i % 2 == 0 else outer * 0.45
        angle = -math.pi / 2 + i * math.pi / 5
        points.append(
            QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))
        )
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def start_tile_drag(
    source: QWidget,
    mime: QMimeData,
    size: int,
    letter: str | None,
    value: int | None,
    *,
    blank: bool = False,
    look: str = NORMAL,
) -> None:
    """Drag a tile out of ``source`` (a rack or a board): the tile itself under the pointer."""
    drag = QDrag(source)
    drag.setMimeData(mime)
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_tile(
        painter,
        QRectF(0, 0, size, size),
        letter,
        value,
        blank=blank,
        look=look,
        font=source.font(),
    )
    painter.end()
    drag.setPixmap(pixmap)
    drag.setHotSpot(QPoint(size // 2, size // 2))
    drag.exec(Qt.DropAction.MoveAction)


class TileWidget(QWidget):
    """One tile as a widget (summaries, lists): the letter in the middle, its value small in the
    corner. A blank shows a faint "?", or, once played, the letter it stood for."""

    clicked = Signal()

    def __init__(
        self,
        tile: str,
        value: int | None,
        size: int = 52,
        *,
        blank_letter: str | None = None,
        clickable: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.tile = tile
        self.value = value
        self.blank_letter = blank_letter
        self._hover = False
        self._clickable = clickable
        self.setFixedSize(QSize(size, size))
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        if clickable:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        shown = blank_letter if tile == BLANK and blank_letter else tile
        self.setAccessibleName(shown.upper())

    def enterEvent(self, event: QEnterEvent) -> None:
        self._hover = self._clickable
        self.update()
        super().enterEvent(event)

    def leaveEvent(self, event: object) -> None:
        self._hover = False
        self.update()

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._clickable and event.button() == Qt.MouseButton.LeftButton:
            self.clicked.emit()
        super().mouseReleaseEvent(event)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        blank = self.tile == BLANK
        paint_tile(
            painter,
            QRectF(0, 0, self.width(), self.height()),
            self.blank_letter if blank else self.tile,
            None if blank else self.value,
            blank=blank,
            font=self.font(),
            hover=self._hover,
        )


class TileButton(QAbstractButton):
    """A tile as a button: click (or Space) to choose it; a checked tile is lifted and ringed."""

    def __init__(
        self,
        tile: str,
        value: int | None,
        size: int = 48,
        *,
        checkable: bool = False,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.tile = tile
        self.value = value
        self._size = size
        self.setCheckable(checkable)
        self.setFixedSize(QSize(size + 6, size + 10))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setAccessibleName("?" if tile == BLANK else tile.upper())

    def sizeHint(self) -> QSize:
        return QSize(self._size + 6, self._size + 10)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        lift = 0 if self.isChecked() else 6
        rect = QRectF(3, lift + 2, self._size, self._size)
        blank = self.tile == BLANK
        paint_tile(
            painter,
            rect,
            None if blank else self.tile,
            self.value,
            blank=blank,
            look=PLACING if self.isChecked() else "normal",
            font=self.font(),
        )
        if blank:
            painter.setPen(QColor(31, 95, 139, 120))
            font = self.font()
            font.setPixelSize(int(self._size * 0.45))
            painter.setFont(font)
            painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
        if self.hasFocus():
            painter.setPen(QPen(SELECTED, 1.5, Qt.PenStyle.DotLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(rect.adjusted(-2, -2, 1, 1), 6, 6)


def used_indices(rack: Sequence[str], cover: Sequence[str]) -> list[int]:
    """Which rack positions the tiles of ``cover`` take (first free match of each tile).

    >>> used_indices(("k", "o", "?", "k"), ("k", "?", "k"))
    [0, 2, 3]
    """
    free = list(range(len(rack)))
    chosen: list[int] = []
    for tile in cover:
        for index in free:
            if rack[index] == tile:
                free.remove(index)
                chosen.append(index)
                break
    return sorted(chosen)
