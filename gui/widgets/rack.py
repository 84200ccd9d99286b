"""The current player's rack, shared by every game with letter tiles: wooden tiles in the
player's own order that shrink to fit the width (a long rack never pushes the window wider).

Every rack reports clicks and can mark tiles already used (lifted off). A rack made with
``draggable=True`` also lets tiles be dragged onto a board and reordered within the rack, and
takes back tiles dragged from the board: they land where they are dropped."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QMimeData, QPoint, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QResizeEvent,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from engines.tiles import BLANK
from gui.widgets.tiles import (
    FROM_BOARD,
    FROM_RACK,
    SELECTED,
    paint_tile,
    read_tile_mime,
    start_tile_drag,
    tile_mime,
)

LEDGE = 7


class RackWidget(QWidget):
    """Tiles in the player's own order. Holds nothing until :meth:`set_tiles`."""

    #: A tile was clicked (no drag): its position.
    tile_clicked = Signal(int)
    #: A tile was dragged to another place in the rack: (from position, to position).
    reordered = Signal(int, int)
    #: A tile being placed was dragged back from the board: (square, rack position).
    returned = Signal(int, int)

    def __init__(
        self,
        capacity: int = 7,
        *,
        draggable: bool = True,
        max_tile: int = 56,
        min_tile: int = 30,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._capacity = capacity
        self._draggable = draggable
        self._max_tile = max_tile
        self._min_tile = min_tile
        self._tiles: list[str] = []
        #: Where in the row each tile stands, and the empty places (see :meth:`set_tiles`).
        self._places: list[int] = []
        self._gaps: tuple[int, ...] = ()
        self._values: Mapping[str, int] = {}
        self._used: frozenset[int] = frozenset()
        self._selected: int | None = None
        self._press: tuple[QPoint, int] | None = None
        self._drop_index: int | None = None
        #: Whether clicks and drags count (off while it is not this player's turn).
        self.interactive = not draggable
        self.setAcceptDrops(draggable)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
        self.setFixedHeight(max_tile + 5 + LEDGE)
        self.setAccessibleName(self.tr("Stojak"))

    def _width_for(self, tile: int) -> int:
        return self._capacity * (tile + self._gap(tile)) + self._gap(tile)

    @staticmethod
    def _gap(tile: int) -> int:
        return max(2, tile // 9)

    def sizeHint(self) -> QSize:
        return QSize(self._width_for(self._max_tile), self.height())

    def minimumSizeHint(self) -> QSize:
        return QSize(self._width_for(self._min_tile), self.height())

    def tile_size(self) -> int:
        """The largest tile size at which the whole capacity fits the current width."""
        size = self._max_tile
        while size > self._min_tile and self._width_for(size) > self.width():
            size -= 1
        return size

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self.update()

    # -- content ------------------------------------------------------------------------------
    def set_tiles(
        self, tiles: Sequence[str], values: Mapping[str, int], gaps: Iterable[int] = ()
    ) -> None:
        """``tiles`` in order; ``gaps``: places in the row left empty — the slots of tiles
        lifted off this turn (issue #40: the rack keeps its shape until the move is laid or
        taken back, so a click never lands on a tile that slid into another's place). Every
        index this widget reports counts tiles, never gaps."""
        self._tiles = list(tiles)
        self._values = values
        self._used = frozenset()
        gaps = sorted(set(gaps))
        places = [p for p in range(len(self._tiles) + len(gaps)) if p not in gaps]
        self._places = places[: len(self._tiles)]
        self._gaps = tuple(gaps)
        if self._selected is not None and self._selected >= len(self._tiles):
            self._selected = None
        self.update()

    @property
    def gaps(self) -> tuple[int, ...]:
        """The places in the row left empty."""
        return self._gaps

    def tiles(self) -> tuple[str, ...]:
        return tuple(self._tiles)

    def clear(self) -> None:
        """Nothing of a player may stay behind."""
        self._tiles = []
        self._places = []
        self._gaps = ()
        self._used = frozenset()
        self._selected = None
        self.update()

    def set_used(self, indices: Iterable[int]) -> None:
        """Show the tiles at ``indices`` as used (faded); every other one as free."""
        used = frozenset(indices)
        if used != self._used:
            self._used = used
            self.update()

    def is_used(self, index: int) -> bool:
        return index in self._used

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
    def _place_rect(self, place: int) -> QRectF:
        size = self.tile_size()
        gap = self._gap(size)
        return QRectF(gap + place * (size + gap), 5, size, size)

    def _place_of(self, index: int) -> int:
        """Where in the row tile ``index`` stands (past the last tile: after the row)."""
        if index < len(self._places):
            return self._places[index]
        return len(self._places) + len(self._gaps) + index - len(self._places)

    def tile_rect(self, index: int) -> QRectF:
        return self._place_rect(self._place_of(index))

    def index_at(self, point: QPoint) -> int | None:
        for index in range(len(self._tiles)):
            if self.tile_rect(index).contains(point.toPointF()):
                return index
        return None

    def insertion_at(self, x: float) -> int:
        """Where a tile dropped at ``x`` goes (0 … number of tiles)."""
        size = self.tile_size()
        gap = self._gap(size)
        place = int((x - gap / 2) // (size + gap) + 0.5) if x > 0 else 0
        # The tiles standing before that place (a gap holds none).
        return sum(1 for standing in self._places if standing < place)

    def tile_centre(self, index: int) -> QPoint:
        return self.tile_rect(index).center().toPoint()

    # -- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        size = self.tile_size()
        # The wooden ledge the tiles stand on.
        ledge = QRectF(0, size + 2, self._width_for(size), LEDGE)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor("#8a6236"))
        painter.drawRoundedRect(ledge, 3, 3)
        for place in self._gaps:
            # An empty place: the tile lifted from it comes back here.
            painter.setPen(QPen(QColor(0, 0, 0, 60), 1.5, Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(self._place_rect(place).adjusted(2, 2, -2, -2), 6, 6)
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
                faded=index in self._used,
            )
            if index == self._selected:
                painter.setPen(QPen(SELECTED, 3.0))
                painter.setBrush(Qt.BrushStyle.NoBrush)
                painter.drawRoundedRect(rect.adjusted(-2, -2, 1, 1), 8, 8)
        if self._drop_index is not None:
            gap = self._gap(size)
            x = gap / 2 + self._place_of(self._drop_index) * (size + gap)
            painter.setPen(QPen(SELECTED, 3.0))
            painter.drawLine(QPoint(int(x), 4), QPoint(int(x), size + 4))

    # -- mouse ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.interactive:
            index = self.index_at(event.position().toPoint())
            if index is not None:
                self._press = (event.position().toPoint(), index)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        if not self._draggable or press is None or not event.buttons() & Qt.MouseButton.LeftButton:
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
        blank = tile == BLANK
        value = None if blank else self._values.get(tile)
        letter = None if blank else tile
        start_tile_drag(self, self.mime_for(index), self.tile_size(), letter, value, blank=blank)

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
