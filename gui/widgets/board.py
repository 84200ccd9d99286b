"""A grid of squares with letter tiles on it, shared by every game played on a board: the
crossword game's 15×15 board (premiums painted by its subclass), Słówka's 7×7 board (its own
squares, tokens and traced word painted by its subclass) and the letter puzzles' tables (GRA I's
unbounded table, GRA II's own grids).

Squares are numbered ``row * columns + column`` from the grid's top-left corner; a screen whose
coordinates differ (an unbounded table) translates. The widget draws the fixed tiles, the tiles
being placed this turn (which can be dragged to another square or back to the rack), the last
move, a move waiting for a check, the keyboard cursor and where a dragged tile would land.

Every grid shares the geometry (with room for coordinates around the squares), the keyboard
cursor's frame, where a dragged tile would land, clicks, drops and keys; a subclass with its own
look overrides :meth:`GridWidget.paintEvent` and calls the painting pieces it needs.

The widget only draws and reports: clicks, drops and keys go to the screen, which asks the
engine what they mean.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Protocol

from PySide6.QtCore import QPoint, QPointF, QRectF, Qt, QVariantAnimation, Signal
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
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from gui.widgets.tiles import (
    CURSOR,
    FROM_BOARD,
    LAST,
    NEW_EDGE,
    NORMAL,
    PENDING,
    PLACING,
    PROPOSED,
    RECENT,
    paint_tile,
    read_tile_mime,
    start_tile_drag,
    tile_mime,
)

#: Plain squares (no premiums), the lines between them and the frame around the grid.
PLAIN_SQUARE = "#ece6d2"
GRID_LINE = "#8f8670"
FRAME = "#4d4536"


#: The arrow keys that move a grid's keyboard cursor: (rows, columns).
ARROWS = {
    Qt.Key.Key_Left: (0, -1),
    Qt.Key.Key_Right: (0, 1),
    Qt.Key.Key_Up: (-1, 0),
    Qt.Key.Key_Down: (1, 0),
}


#: How long a computer's tiles take to arrive on the board.
ARRIVAL_MS = 350


class LooseTile(Protocol):
    """A tile being placed: its letter and whether it is a blank (the engines' ``NewTile``)."""

    @property
    def letter(self) -> str: ...

    @property
    def blank(self) -> bool: ...


class GridWidget(QWidget):
    """A ``rows`` × ``columns`` grid that fits its squares to the widget (subclasses may size
    them otherwise: :meth:`cell` and :meth:`origin`)."""

    #: A square was clicked (left button, no drag).
    square_clicked = Signal(int)
    #: A dragged tile was dropped on a square: (source, index, square).
    tile_dropped = Signal(str, int, int)

    def __init__(self, rows: int, columns: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows = rows
        self.columns = columns
        #: Fixed tiles: square → cell (uppercase letter; lowercase: a blank standing for it).
        self._cells: dict[int, str] = {}
        self._values: Mapping[str, int] = {}
        self._placing: dict[int, LooseTile] = {}
        self._proposed = False
        self._last: frozenset[int] = frozenset()
        self._recent: frozenset[int] = frozenset()
        #: Tiles arriving (a computer's move) and how far they have come (0 to 1).
        self._arriving: frozenset[int] = frozenset()
        self._arrival = 1.0
        self._arrival_animation: QVariantAnimation | None = None
        #: How many arrivals were animated (tests read it).
        self.arrivals = 0
        self._pending: frozenset[int] = frozenset()
        self._flagged: frozenset[int] = frozenset()
        self._cursor: int | None = None
        self._across = True
        self._drop_square: int | None = None
        self._press: tuple[QPoint, int] | None = None
        self.interactive = False
        self.frame_colour = QColor(FRAME)
        #: The screen's key handler: True when it used the key.
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(True)
        self.setAccessibleName(self.tr("Plansza"))

    # -- content ------------------------------------------------------------------------------
    def set_extent(self, rows: int, columns: int) -> None:
        self.rows = rows
        self.columns = columns
        self.updateGeometry()
        self.update()

    def set_cells(self, cells: Mapping[int, str], values: Mapping[str, int]) -> None:
        """The fixed tiles (square → cell) and the letters' values."""
        self._cells = dict(cells)
        self._values = values
        self.update()

    def tile_squares(self) -> list[int]:
        """Every square holding a tile: fixed or being placed."""
        return sorted({*self._cells, *self._placing})

    def cell_at(self, square: int) -> str | None:
        """The fixed tile's cell on ``square`` (None: no fixed tile)."""
        return self._cells.get(square)

    def set_placing(self, tiles: Mapping[int, LooseTile], *, proposed: bool = False) -> None:
        """The tiles being placed this turn (or a hint's proposal)."""
        self._placing = dict(tiles)
        self._proposed = proposed
        self.update()

    def set_last_move(self, squares: Iterable[int]) -> None:
        self._last = frozenset(squares)
        self.update()

    def arrive(self, squares: Iterable[int], duration_ms: int = ARRIVAL_MS) -> None:
        """The tiles on ``squares`` drop into place and fade in (a computer's move)."""
        self._arriving = frozenset(squares)
        if self._arrival_animation is not None:
            self._arrival_animation.stop()
        animation = QVariantAnimation(self)
        animation.setDuration(duration_ms)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.valueChanged.connect(self._on_arrival)
        animation.finished.connect(lambda: self._on_arrival(1.0))
        self._arrival_animation = animation
        self.arrivals += 1
        self._on_arrival(0.0)
        animation.start(QVariantAnimation.DeletionPolicy.DeleteWhenStopped)

    def _on_arrival(self, value: object) -> None:
        self._arrival = float(value)  # type: ignore[arg-type]
        if self._arrival >= 1.0:
            self._arriving = frozenset()
            self._arrival_animation = None
        self.update()

    @property
    def recent(self) -> frozenset[int]:
        return self._recent

    def set_recent(self, squares: Iterable[int]) -> None:
        """Tiles laid since the viewing player's last turn (the last move's are marked
        stronger)."""
        self._recent = frozenset(squares)
        self.update()

    @property
    def pending(self) -> frozenset[int]:
        return self._pending

    def set_pending(self, squares: Iterable[int]) -> None:
        """A move on the board waiting for the next player's check (challenge mode)."""
        self._pending = frozenset(squares)
        self.update()

    @property
    def flagged(self) -> frozenset[int]:
        return self._flagged

    def set_flagged(self, squares: Iterable[int]) -> None:
        """Tiles being placed that are part of a wrong word (ringed in red)."""
        flagged = frozenset(squares)
        if flagged != self._flagged:
            self._flagged = flagged
            self.update()

    def set_cursor(self, square: int | None, across: bool = True) -> None:
        self._cursor = square
        self._across = across
        self.update()

    @property
    def cursor_square(self) -> int | None:
        """The keyboard cursor's square (not ``cursor``: QWidget.cursor is the mouse pointer)."""
        return self._cursor

    @property
    def cursor_at(self) -> tuple[int | None, bool]:
        """The keyboard cursor's square and direction (``True``: across)."""
        return self._cursor, self._across

    def hasHeightForWidth(self) -> bool:
        return False

    # -- geometry ---------------------------------------------------------------------------
    #: Room left of and above the squares, in squares (for coordinates).
    label_room = 0.0

    def cell(self) -> float:
        """The side of one square in pixels."""
        room = self.label_room
        across = (self.width() - 8) / (self.columns + room)
        down = (self.height() - 8) / (self.rows + room)
        return max(8.0, min(across, down))

    def origin(self) -> QPointF:
        """The top-left corner of the first square."""
        cell = self.cell()
        room = cell * self.label_room
        left = (self.width() - cell * self.columns - room) / 2 + room
        top = (self.height() - cell * self.rows - room) / 2 + room
        return QPointF(left, top)

    def square_rect(self, square: int) -> QRectF:
        cell = self.cell()
        origin = self.origin()
        row, column = divmod(square, self.columns)
        return QRectF(origin.x() + column * cell, origin.y() + row * cell, cell, cell)

    def square_at(self, point: QPointF | QPoint) -> int | None:
        cell = self.cell()
        origin = self.origin()
        column = int((point.x() - origin.x()) // cell)
        row = int((point.y() - origin.y()) // cell)
        if 0 <= row < self.rows and 0 <= column < self.columns:
            return row * self.columns + column
        return None

    def square_centre(self, square: int) -> QPoint:
        return self.square_rect(square).center().toPoint()

    def step(self, square: int, rows: int, columns: int) -> int:
        """The square ``rows`` down and ``columns`` right of ``square``, kept on the grid."""
        row, column = divmod(square, self.columns)
        row = max(0, min(self.rows - 1, row + rows))
        column = max(0, min(self.columns - 1, column + columns))
        return row * self.columns + column

    # -- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = self.cell()
        origin = self.origin()
        whole = QRectF(origin.x(), origin.y(), cell * self.columns, cell * self.rows)
        painter.fillRect(whole.adjusted(-3, -3, 3, 3), self.frame_colour)
        self.paint_labels(painter, cell, origin)
        # Only the squares the repaint needs (a large table in a scroll area shows a part).
        visible = event.rect()
        squares = [
            s
            for s in range(self.rows * self.columns)
            if self.square_rect(s).intersects(QRectF(visible))
        ]
        for square in squares:
            self.paint_square(painter, square, self.square_rect(square))
        for square in squares:
            self._paint_tile_on(painter, square)
        self._paint_cursor(painter)
        self.paint_drop_square(painter)

    def paint_labels(self, painter: QPainter, cell: float, origin: QPointF) -> None:
        """Coordinates around the squares (none by default)."""

    def paint_coordinates(
        self, painter: QPainter, column_names: Sequence[str], scale: float
    ) -> None:
        """Column names above the squares and row numbers left of them, in the room
        :attr:`label_room` leaves (``scale``: text size as a share of a square)."""
        cell = self.cell()
        origin = self.origin()
        room = cell * self.label_room
        font = QFont(self.font())
        font.setPixelSize(max(8, int(cell * scale)))
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        for i in range(self.columns):
            top = QRectF(origin.x() + i * cell, origin.y() - room, cell, room * 0.88)
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, column_names[i])
        for i in range(self.rows):
            left = QRectF(origin.x() - room, origin.y() + i * cell, room * 0.88, cell)
            painter.drawText(
                left, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(i + 1)
            )

    def paint_drop_square(self, painter: QPainter) -> None:
        """Where a tile being dragged would land."""
        if self._drop_square is None:
            return
        painter.setPen(QPen(NEW_EDGE, max(2.0, self.cell() / 12), Qt.PenStyle.DashLine))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(self.square_rect(self._drop_square).adjusted(2, 2, -2, -2))

    def paint_square(self, painter: QPainter, square: int, rect: QRectF) -> None:
        """One empty square (a plain one by default)."""
        painter.setPen(QPen(QColor(GRID_LINE), 1.0))
        painter.setBrush(QColor(PLAIN_SQUARE))
        painter.drawRect(rect)

    def _paint_tile_on(self, painter: QPainter, square: int) -> None:
        rect = self.square_rect(square)
        new = self._placing.get(square)
        if new is not None:
            look = PROPOSED if self._proposed else PLACING
            if square in self._flagged:
                look = PENDING
            value = None if new.blank else self._values.get(new.letter)
            paint_tile(
                painter, rect, new.letter, value, blank=new.blank, look=look, font=self.font()
            )
            return
        cell = self._cells.get(square)
        if cell is None:
            return
        blank = cell.islower()
        value = None if blank else self._values.get(cell.lower())
        look = self.fixed_look(square)
        if square in self._arriving:
            painter.save()
            painter.setOpacity(self._arrival)
            rect = rect.translated(0.0, -(1.0 - self._arrival) * rect.height() * 0.6)
            paint_tile(painter, rect, cell.lower(), value, blank=blank, look=look, font=self.font())
            painter.restore()
            return
        paint_tile(painter, rect, cell.lower(), value, blank=blank, look=look, font=self.font())

    def fixed_look(self, square: int) -> str:
        """How a tile that lies on ``square`` from earlier turns is drawn: waiting for a check,
        laid by the last move, laid since the viewing player's last turn, or plain."""
        if square in self._pending:
            return PENDING
        if square in self._last:
            return LAST
        if square in self._recent:
            return RECENT
        return NORMAL

    def paint_cursor_frame(self, painter: QPainter) -> QRectF | None:
        """The keyboard cursor's frame (dashed while the grid has no focus); its square."""
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

    def _paint_cursor(self, painter: QPainter) -> None:
        rect = self.paint_cursor_frame(painter)
        if rect is None:
            return
        cell = rect.width()
        # The direction typing goes: a bold arrow on the edge it leaves by, reaching into the
        # next square, ringed in white so it shows on tiles and coloured squares alike.
        painter.setPen(QPen(QColor("white"), max(1.0, cell / 30)))
        painter.setBrush(CURSOR)
        half, reach = cell * 0.22, cell * 0.3
        if self._across:
            x, y = rect.right() - reach * 0.4, rect.center().y()
            arrow = [QPointF(x, y - half), QPointF(x + reach, y), QPointF(x, y + half)]
        else:
            x, y = rect.center().x(), rect.bottom() - reach * 0.4
            arrow = [QPointF(x - half, y), QPointF(x, y + reach), QPointF(x + half, y)]
        painter.drawPolygon(QPolygonF(arrow))

    # -- mouse ------------------------------------------------------------------------------
    def mousePressEvent(self, event: QMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton and self.interactive:
            square = self.square_at(event.position())
            if square is not None:
                self._press = (event.position().toPoint(), square)
                self.setFocus(Qt.FocusReason.MouseFocusReason)
        super().mousePressEvent(event)

    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        press = self._press
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            super().mouseMoveEvent(event)
            return
        start, square = press
        distance = (event.position().toPoint() - start).manhattanLength()
        if distance < QApplication.startDragDistance() or square not in self._placing:
            return
        if self._proposed:
            return
        self._press = None
        self._start_drag(square)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        press, self._press = self._press, None
        if press is not None and event.button() == Qt.MouseButton.LeftButton:
            square = self.square_at(event.position())
            if square == press[1]:
                self.square_clicked.emit(square)
        super().mouseReleaseEvent(event)

    def _start_drag(self, square: int) -> None:
        tile = self._placing[square]
        value = None if tile.blank else self._values.get(tile.letter)
        mime = tile_mime(FROM_BOARD, square)
        start_tile_drag(
            self, mime, int(self.cell()), tile.letter, value, blank=tile.blank, look=PLACING
        )

    # -- dropping ---------------------------------------------------------------------------
    def accepts_drop(self, square: int, source: tuple[str, int]) -> bool:
        """Whether the tile dragged from ``source`` may land on ``square``: a free square, or
        back on its own."""
        if self._proposed or square in self._cells:
            return False
        return square not in self._placing or source == (FROM_BOARD, square)

    def _drop_target(self, event: QDragMoveEvent | QDropEvent) -> int | None:
        source = read_tile_mime(event.mimeData())
        if not self.interactive or source is None:
            return None
        square = self.square_at(event.position())
        if square is None or not self.accepts_drop(square, source):
            return None
        return square

    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if self.interactive and not self._proposed and read_tile_mime(event.mimeData()):
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
