"""The current player's rack: up to 7 wooden tiles to drag onto the board, to click (then click
a square), and to reorder by dragging them within the rack. Tiles dragged back from the board
land where they are dropped."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from PySide6.QtCore import QMimeData, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPixmap,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from engines.tiles import BLANK
from gui.games.crossword_board import (
    FROM_BOARD,
    FROM_RACK,
    SELECTED,
    paint_tile,
    read_tile_mime,
    tile_mime,
)

TILE = 56
GAP = 6
SLOTS = 7


class RackWidget(QWidget):
    """Tiles in the player's own order. Holds nothing until :meth:`set_tiles`."""

    #: A tile was clicked (no drag): its position.
    tile_clicked = Signal(int)
    #: A tile was dragged to another place in the rack: (from position, to position).
    reordered = Signal(int, int)
    #: A tile being placed was dragged back from the board: (square, rack position).
    returned = Signal(int, int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._tiles: list[str] = []
        self._values: Mapping[str, int] = {}
        self._selected: int | None = None
        self._press: tuple[QPoint, int] | None = None
        self._drop_index: int | None = None
        self.interactive = False
        self.setAcceptDrops(True)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(TILE + 10)
        self.setMinimumWidth(SLOTS * (TILE + GAP) + GAP)
        self.setAccessibleName(self.tr("Stojak"))

    def sizeHint(self) -> QSize:
        return QSize(SLOTS * (TILE + GAP) + GAP, TILE + 10)

    # -- content ------------------------------------------------------------------------------
    def set_tiles(self, tiles: Sequence[str], values: Mapping[str, int]) -> None:
        self._tiles = list(tiles)
        self._values = values
        if self._selected is not None and self._selected >= len(self._tiles):
            self._selected = None
        self.update()

    def tiles(self) -> tuple[str, ...]:
        return tuple(self._tiles)

    def clear(self) -> None:
        """Nothing of a player may stay behind."""
        self._tiles = []
        self._selected = None
        self.update()

    @property
    def selected(self) -> int | None:
        return self._selected

    def select(self, index: int | None) -> None:
        self._selected = index
        self.update()

    def mime_for(self, index: int) -> QMimeData:
        """The mime data a drag of the tile at ``index`` carries (the board reads it)."""
        return tile_mime(FROM_RACK, index)

    # -- geometry -----------------------------------------------------------------------------
    def tile_rect(self, index: int) -> QRectF:
        return QRectF(GAP + index * (TILE + GAP), 5, TILE, TILE)

    def index_at(self, point: QPoint) -> int | None:
        for index in range(len(self._tiles)):
            if self.tile_rect(index).contains(point.toPointF()):
                return index
        return None

    def insertion_at(self, x: float) -> int:
        """Where a tile dropped at ``x`` goes (0 … number of tiles)."""
        slot = int((x - GAP / 2) // (TILE + GAP) + 0.5) if x > 0 else 0
        return max(0, min(len(self._tiles), slot))

    def tile_centre(self, index: int) -> QPoint:
        return self.tile_rect(index).center().toPoint()

    # -- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        # The wooden ledge the tiles stand on.
        ledge = QRectF(0, TILE + 2, SLOTS * (TILE + GAP) + GAP, 7)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#8a6236"))
        painter.drawRoundedRect(ledge, 3, 3)
        for index, tile in enumerate(self._tiles):
            rect = self.tile_rect(index)
            blank = tile == BLANK
            paint_tile(
                painter,
                rect,
                None if blank else tile,
                None if blank else self._values.get(tile),
                blank=blank,
                font=self.font(),
            )
            if blank:
                painter.setPen(QColor(31, 95, 139, 110))
                font = self.font()
                font.setPixelSize(int(TILE * 0.45))
                painter.setFont(font)
                painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, "?")
            if index == self._selected:
                painter.setPen(QPen(SELECTED, 3.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 1, 1), 8, 8)
        if self._drop_index is not None:
            x = GAP / 2 + self._drop_index * (TILE + GAP)
            painter.setPen(QPen(SELECTED, 3.0))
            painter.drawLine(QPoint(int(x), 4), QPoint(int(x), TILE + 4))

    # -- mouse ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.interactive:
            index = self.index_at(event.position().toPoint())
            if index is not None:
                self._press = (event.position().toPoint(), index)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        start, index = press
        moved = (event.position().toPoint() - start).manhattanLength()
        if moved < QApplication.startDragDistance():
            return
        self._press = None
        self._start_drag(index)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        if (
            press is not None
            and event.button() == Qt.MouseButton.LeftButton
            and self.index_at(event.position().toPoint()) == press[1]
        ):
            self.tile_clicked.emit(press[1])
        super().mouseReleaseEvent(event)

    def _start_drag(self, index: int) -> None:
        tile = self._tiles[index]
        drag = QDrag(self)
        drag.setMimeData(self.mime_for(index))
        pixmap = QPixmap(TILE, TILE)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        blank = tile == BLANK
        paint_tile(
            painter,
            QRectF(0, 0, TILE, TILE),
            None if blank else tile,
            None if blank else self._values.get(tile),
            blank=blank,
            font=self.font(),
        )
        painter.end()
        drag.setPixmap(pixmap)
        drag.setHotSpot(QPoint(TILE // 2, TILE // 2))
        drag.exec(Qt.DropAction.MoveAction)

    # -- dropping ---------------------------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.interactive and read_tile_mime(event.mimeData()) is not None:
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        if not self.interactive or read_tile_mime(event.mimeData()) is None:
            event.ignore()
            return
        index = self.insertion_at(event.position().x())
        if index != self._drop_index:
            self._drop_index = index
            self.update()
        event.acceptProposedAction()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self._drop_index = None
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        self._drop_index = None
        self.update()
        source = read_tile_mime(event.mimeData())
        if not self.interactive or source is None:
            event.ignore()
            return
        event.acceptProposedAction()
        target = self.insertion_at(event.position().x())
        kind, index = source
        if kind == FROM_RACK and 0 <= index < len(self._tiles):
            self.reordered.emit(index, target)
        elif kind == FROM_BOARD:
            self.returned.emit(index, target)
