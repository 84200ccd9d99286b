"""What every square board with letter tiles shares: the geometry of its squares with room for
the coordinates around them, the keyboard cursor's frame, tiles dropped from the rack (or moved
on the board), clicks on squares, and the keys handed to the screen. A game's board subclasses
it and paints its own squares and tiles; it only draws and reports — the screen asks the engine
what a click or a drop means."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDragEnterEvent,
    QDragLeaveEvent,
    QDragMoveEvent,
    QDropEvent,
    QFocusEvent,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPen,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from gui.tiles import CURSOR, NEW_EDGE, read_tile_mime


class SquareBoard(QWidget):
    """A ``size`` × ``size`` board. Square numbers are ``row * size + column`` as in the engines.

    Subclasses say where a dragged tile may land (:meth:`accepts_drop`) and paint the rest."""

    #: A square was clicked (left button, no drag).
    square_clicked = Signal(int)
    #: A dragged tile was dropped on a square: (source, index, square).
    tile_dropped = Signal(str, int, int)

    #: Room for the coordinates, in squares, above and left of the board.
    MARGIN = 0.7

    def __init__(self, size: int, columns: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.size_ = size
        self._columns = list(columns)
        self._cursor: int | None = None
        self._drop_square: int | None = None
        self._press: tuple[QPoint, int] | None = None
        #: Whether clicks, drops and keys count (off while it is not a player's turn).
        self.interactive = False
        #: The screen's key handler: True when it used the key.
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(True)
        self.setAccessibleName(self.tr("Plansza"))

    @property
    def cursor(self) -> int | None:
        """The keyboard cursor's square."""
        return self._cursor

    def hasHeightForWidth(self) -> bool:
        return False

    # -- geometry ---------------------------------------------------------------------------
    def cell(self) -> float:
        """The side of one square in pixels (room is left for the coordinates)."""
        return max(8.0, (min(self.width(), self.height()) - 8) / (self.size_ + self.MARGIN))

    def origin(self) -> QPointF:
        cell = self.cell()
        side = cell * (self.size_ + self.MARGIN)
        left = (self.width() - side) / 2 + cell * self.MARGIN
        top = (self.height() - side) / 2 + cell * self.MARGIN
        return QPointF(left, top)

    def square_rect(self, square: int) -> QRectF:
        cell = self.cell()
        origin = self.origin()
        row, column = divmod(square, self.size_)
        return QRectF(origin.x() + column * cell, origin.y() + row * cell, cell, cell)

    def square_at(self, point: QPointF | QPoint) -> int | None:
        cell = self.cell()
        origin = self.origin()
        column = int((point.x() - origin.x()) // cell)
        row = int((point.y() - origin.y()) // cell)
        if 0 <= row < self.size_ and 0 <= column < self.size_:
            return row * self.size_ + column
        return None

    def square_centre(self, square: int) -> QPoint:
        return self.square_rect(square).center().toPoint()

    # -- painting ---------------------------------------------------------------------------
    def paint_coordinates(self, painter: QPainter, scale: float) -> None:
        """Column names above the board and row numbers left of it (``scale``: text size as
        a share of a square)."""
        cell = self.cell()
        origin = self.origin()
        margin = cell * self.MARGIN
        font = QFont(self.font())
        font.setPixelSize(max(8, int(cell * scale)))
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        for i in range(self.size_):
            top = QRectF(origin.x() + i * cell, origin.y() - margin, cell, margin * 0.88)
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, self._columns[i])
            left = QRectF(origin.x() - margin, origin.y() + i * cell, margin * 0.88, cell)
            painter.drawText(
                left, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(i + 1)
            )

    def paint_cursor_frame(self, painter: QPainter) -> QRectF | None:
        """The keyboard cursor's frame (dashed while the board has no focus); its square."""
        if self._cursor is None or not self.interactive:
            return None
        rect = self.square_rect(self._cursor)
        pen = QPen(CURSOR, max(2.0, rect.width() / 13))
        if not self.hasFocus():
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))
        return rect

    def paint_drop_square(self, painter: QPainter) -> None:
        """Where a tile being dragged would land."""
        if self._drop_square is None:
            return
        painter.setPen(QPen(QColor(NEW_EDGE), max(2.0, self.cell() / 12), Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.square_rect(self._drop_square).adjusted(2, 2, -2, -2))

    # -- the mouse --------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.interactive:
            square = self.square_at(event.position())
            if square is not None:
                self._press = (event.position().toPoint(), square)
                self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        if press is not None and event.button() == Qt.MouseButton.LeftButton:
            square = self.square_at(event.position())
            if square == press[1]:
                self.square_clicked.emit(square)
        super().mouseReleaseEvent(event)

    # -- dropping ---------------------------------------------------------------------------
    def accepts_drop(self, square: int, source: tuple[str, int]) -> bool:
        """Whether the tile dragged from ``source`` may land on ``square``."""
        raise NotImplementedError

    def _drop_target(self, event: QDragMoveEvent | QDropEvent) -> int | None:
        source = read_tile_mime(event.mimeData())
        if not self.interactive or source is None:
            return None
        square = self.square_at(event.position())
        if square is None or not self.accepts_drop(square, source):
            return None
        return square

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.interactive and read_tile_mime(event.mimeData()):
            event.acceptProposedAction()
        else:
            event.ignore()

    def dragMoveEvent(self, event: QDragMoveEvent) -> None:
        square = self._drop_target(event)
        if square != self._drop_square:
            self._drop_square = square
            self.update()
        if square is None:
            event.ignore()
        else:
            event.acceptProposedAction()

    def dragLeaveEvent(self, event: QDragLeaveEvent) -> None:
        self._drop_square = None
        self.update()

    def dropEvent(self, event: QDropEvent) -> None:
        square = self._drop_target(event)
        self._drop_square = None
        self.update()
        source = read_tile_mime(event.mimeData())
        if square is None or source is None:
            event.ignore()
            return
        event.acceptProposedAction()
        self.tile_dropped.emit(source[0], source[1], square)

    # -- keys -------------------------------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:
        if self.interactive and self.key_handler is not None and self.key_handler(event):
            event.accept()
            return
        super().keyPressEvent(event)

    def focusInEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusInEvent(event)

    def focusOutEvent(self, event: QFocusEvent) -> None:
        self.update()
        super().focusOutEvent(event)

    def sizeHint(self) -> QSize:
        return QSize(720, 720)
