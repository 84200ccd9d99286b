"""The crossword game's board: 15×15 squares with their premiums coloured and labelled, the
tiles on it (wooden, letter and value; blanks paler, letter only), the tiles being placed, the
last move and the keyboard cursor. Tiles are painted and dragged as every game's are
(:mod:`gui.tiles`).

The widget only draws and reports: clicks, drops and keys go to the screen, which asks the
engine what they mean.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QDrag,
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
    QPixmap,
    QPolygonF,
)
from PySide6.QtWidgets import QApplication, QSizePolicy, QWidget

from engines.crossword.board import Board
from engines.crossword.layout import COLUMNS, Layout
from engines.crossword.placement import NewTile
from gui.tiles import (
    CURSOR,
    FROM_BOARD,
    LAST,
    NEW_EDGE,
    NORMAL,
    PENDING,
    PLACING,
    PROPOSED,
    paint_tile,
    read_tile_mime,
    star_path,
    tile_mime,
)


# -- colours ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Scheme:
    """The board's colours: premium letter (``.lLwW``) → square colour, and label ink."""

    squares: Mapping[str, str]
    ink: Mapping[str, str]
    grid: str = "#8f8670"
    frame: str = "#4d4536"


#: GAMES.md §3: yellow double letter, green double word, blue triple letter, pink triple word.
JAWA_SCHEME = Scheme(
    squares={".": "#ece6d2", "l": "#f6df6b", "w": "#9ccf84", "L": "#6fa8dc", "W": "#f09ac0"},
    ink={".": "#6b6256", "l": "#6a5a10", "w": "#24511a", "L": "#123a63", "W": "#6b1239"},
)
#: The familiar English look: light and dark blue letters, pink and red words.
WORDSMITH_SCHEME = Scheme(
    squares={".": "#e9e6dc", "l": "#b9def2", "w": "#f5b8b0", "L": "#3f8fd0", "W": "#dd513f"},
    ink={".": "#6b6256", "l": "#1d4d6a", "w": "#7a2119", "L": "#ffffff", "W": "#ffffff"},
)
SCHEMES = {"jawa": JAWA_SCHEME, "wordsmith": WORDSMITH_SCHEME}


class BoardWidget(QWidget):
    """The board. Square numbers are ``row * size + column`` as in the engine."""

    #: A square was clicked (left button, no drag).
    square_clicked = Signal(int)
    #: A dragged tile was dropped on a square: (source, index, square).
    tile_dropped = Signal(str, int, int)

    def __init__(self, layout: Layout, scheme: Scheme, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.layout_ = layout
        self.scheme = scheme
        self.size_ = layout.size
        self._board = Board.empty(layout.size)
        self._values: Mapping[str, int] = {}
        self._placing: dict[int, NewTile] = {}
        self._proposed = False
        self._last: frozenset[int] = frozenset()
        self._pending: frozenset[int] = frozenset()
        self._cursor: int | None = None
        self._across = True
        self._drop_square: int | None = None
        self._press: tuple[QPoint, int] | None = None
        self.interactive = False
        #: The screen's key handler: True when it used the key.
        self.key_handler: Callable[[QKeyEvent], bool] | None = None
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        self.setMinimumSize(QSize(15 * 26 + 20, 15 * 26 + 20))
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setAcceptDrops(True)
        self.setMouseTracking(False)
        self.setAccessibleName(self.tr("Plansza"))

    # -- content ------------------------------------------------------------------------------
    def set_board(self, board: Board, values: Mapping[str, int]) -> None:
        self._board = board
        self._values = values
        self.update()

    @property
    def board(self) -> Board:
        return self._board

    def set_placing(self, tiles: Mapping[int, NewTile], *, proposed: bool = False) -> None:
        """The tiles being placed this turn (or a hint's proposal)."""
        self._placing = dict(tiles)
        self._proposed = proposed
        self.update()

    def set_last_move(self, squares: Iterable[int]) -> None:
        self._last = frozenset(squares)
        self.update()

    def set_pending(self, squares: Iterable[int]) -> None:
        """A move on the board waiting for the next player's check (challenge mode)."""
        self._pending = frozenset(squares)
        self.update()

    def set_cursor(self, square: int | None, across: bool = True) -> None:
        self._cursor = square
        self._across = across
        self.update()

    @property
    def cursor_at(self) -> tuple[int | None, bool]:
        """The keyboard cursor's square and direction (``True``: across)."""
        return self._cursor, self._across

    def sizeHint(self) -> QSize:
        return QSize(720, 720)

    def hasHeightForWidth(self) -> bool:
        return False

    # -- geometry ---------------------------------------------------------------------------
    def cell(self) -> float:
        """The side of one square in pixels (room is left for the coordinates)."""
        return max(8.0, (min(self.width(), self.height()) - 8) / (self.size_ + 0.7))

    def origin(self) -> QPointF:
        cell = self.cell()
        side = cell * (self.size_ + 0.7)
        left = (self.width() - side) / 2 + cell * 0.7
        top = (self.height() - side) / 2 + cell * 0.7
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
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = self.cell()
        origin = self.origin()
        size = self.size_
        whole = QRectF(origin.x(), origin.y(), cell * size, cell * size)
        painter.fillRect(whole.adjusted(-3, -3, 3, 3), QColor(self.scheme.frame))
        self._paint_coordinates(painter, cell, origin)
        for square in range(size * size):
            self._paint_square(painter, square)
        for square in range(size * size):
            self._paint_tile_on(painter, square)
        self._paint_cursor(painter)
        if self._drop_square is not None:
            painter.setPen(QPen(NEW_EDGE, max(2.0, cell / 12), Qt.PenStyle.DashLine))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(self.square_rect(self._drop_square).adjusted(2, 2, -2, -2))

    def _paint_coordinates(self, painter: QPainter, cell: float, origin: QPointF) -> None:
        font = QFont(self.font())
        font.setPixelSize(max(8, int(cell * 0.34)))
        painter.setFont(font)
        painter.setPen(self.palette().windowText().color())
        for i in range(self.size_):
            top = QRectF(origin.x() + i * cell, origin.y() - cell * 0.7, cell, cell * 0.62)
            painter.drawText(top, Qt.AlignmentFlag.AlignCenter, COLUMNS[i])
            left = QRectF(origin.x() - cell * 0.7, origin.y() + i * cell, cell * 0.62, cell)
            painter.drawText(
                left, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, str(i + 1)
            )

    def premium_label(self, premium: str) -> tuple[str, str]:
        """The two lines written on a premium square: the multiplier and what it multiplies."""
        if premium in "lL":
            return ("2×" if premium == "l" else "3×"), self.tr("litera")
        if premium in "wW":
            return ("2×" if premium == "w" else "3×"), self.tr("słowo")
        return "", ""

    def _paint_square(self, painter: QPainter, square: int) -> None:
        rect = self.square_rect(square)
        premium = self.layout_.premium_at(square)
        painter.setPen(QPen(QColor(self.scheme.grid), 1.0))
        painter.setBrush(QColor(self.scheme.squares.get(premium, "#eeeeee")))
        painter.drawRect(rect)
        ink = QColor(self.scheme.ink.get(premium, "#555555"))
        if square == self.layout_.start:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(ink)
            painter.drawPath(star_path(rect.center(), rect.width() * 0.36))
            return
        big, small = self.premium_label(premium)
        if not big:
            return
        cell = rect.width()
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(7, int(cell * 0.34)))
        painter.setFont(font)
        painter.setPen(ink)
        upper = QRectF(rect.left(), rect.top() + cell * 0.08, cell, cell * 0.46)
        painter.drawText(upper, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, big)
        font.setBold(False)
        font.setPixelSize(max(6, int(cell * 0.2)))
        painter.setFont(font)
        lower = QRectF(rect.left(), rect.top() + cell * 0.54, cell, cell * 0.4)
        painter.drawText(lower, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, small)

    def _paint_tile_on(self, painter: QPainter, square: int) -> None:
        rect = self.square_rect(square)
        new = self._placing.get(square)
        if new is not None:
            look = PROPOSED if self._proposed else PLACING
            value = None if new.blank else self._values.get(new.letter)
            paint_tile(
                painter, rect, new.letter, value, blank=new.blank, look=look, font=self.font()
            )
            return
        cell = self._board[square]
        if cell == ".":
            return
        blank = cell.islower()
        if square in self._pending:
            look = PENDING
        elif square in self._last:
            look = LAST
        else:
            look = NORMAL
        value = None if blank else self._values.get(cell.lower())
        paint_tile(painter, rect, cell.lower(), value, blank=blank, look=look, font=self.font())

    def _paint_cursor(self, painter: QPainter) -> None:
        if self._cursor is None or not self.interactive:
            return
        rect = self.square_rect(self._cursor)
        cell = rect.width()
        pen = QPen(CURSOR, max(2.0, cell / 13))
        if not self.hasFocus():
            pen.setStyle(Qt.PenStyle.DashLine)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(rect.adjusted(1.5, 1.5, -1.5, -1.5))
        # The direction typing goes: a small arrow in the corner.
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(CURSOR)
        x, y, s = rect.right() - cell * 0.3, rect.top() + cell * 0.06, cell * 0.24
        if self._across:
            arrow = QPolygonF([QPointF(x, y), QPointF(x + s, y + s / 2), QPointF(x, y + s)])
        else:
            arrow = QPolygonF([QPointF(x, y), QPointF(x + s, y), QPointF(x + s / 2, y + s)])
        painter.drawPolygon(arrow)

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
        drag = QDrag(self)
        drag.setMimeData(tile_mime(FROM_BOARD, square))
        side = int(self.cell())
        pixmap = QPixmap(side, side)
        pixmap.fill(Qt.GlobalColor.transparent)
        painter = QPainter(pixmap)
        value = None if tile.blank else self._values.get(tile.letter)
        paint_tile(
            painter,
            QRectF(0, 0, side, side),
            tile.letter,
            value,
            blank=tile.blank,
            look=PLACING,
            font=self.font(),
        )
        painter.end()
        drag.setPixmap(pixmap)
        drag.setHotSpot(QPoint(side // 2, side // 2))
        drag.exec(Qt.DropAction.MoveAction)

    # -- dropping ---------------------------------------------------------------------------
    def _drop_target(self, event: QDragMoveEvent | QDropEvent) -> int | None:
        if not self.interactive or self._proposed or read_tile_mime(event.mimeData()) is None:
            return None
        square = self.square_at(event.position())
        if square is None or self._board[square] != ".":
            return None
        source = read_tile_mime(event.mimeData())
        if square in self._placing and source != (FROM_BOARD, square):
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
