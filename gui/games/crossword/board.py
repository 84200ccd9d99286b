"""The crossword game's board: 15×15 squares with their premiums coloured and labelled, the
tiles on it (wooden, letter and value; blanks paler, letter only), the tiles being placed, the
last move and the keyboard cursor. Tiles are painted and dragged as every game's are
(:mod:`gui.tiles`).

The widget only draws and reports: clicks, drops and keys go to the screen, which asks the
engine what they mean.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QApplication, QWidget

from engines.crossword.board import Board
from engines.crossword.layout import COLUMNS, Layout
from engines.crossword.placement import NewTile
from gui.board import SquareBoard
from gui.tiles import (
    CURSOR,
    FROM_BOARD,
    LAST,
    NORMAL,
    PENDING,
    PLACING,
    PROPOSED,
    paint_tile,
    star_path,
    start_tile_drag,
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


class BoardWidget(SquareBoard):
    """The board. Square numbers are ``row * size + column`` as in the engine."""

    def __init__(self, layout: Layout, scheme: Scheme, parent: QWidget | None = None) -> None:
        super().__init__(layout.size, COLUMNS, parent)
        self.layout_ = layout
        self.scheme = scheme
        self._board = Board.empty(layout.size)
        self._values: Mapping[str, int] = {}
        self._placing: dict[int, NewTile] = {}
        self._proposed = False
        self._last: frozenset[int] = frozenset()
        self._pending: frozenset[int] = frozenset()
        self._across = True
        self.setMinimumSize(QSize(15 * 26 + 20, 15 * 26 + 20))

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

    # -- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = self.cell()
        origin = self.origin()
        size = self.size_
        whole = QRectF(origin.x(), origin.y(), cell * size, cell * size)
        painter.fillRect(whole.adjusted(-3, -3, 3, 3), QColor(self.scheme.frame))
        self.paint_coordinates(painter, 0.34)
        for square in range(size * size):
            self._paint_square(painter, square)
        for square in range(size * size):
            self._paint_tile_on(painter, square)
        self._paint_cursor(painter)
        self.paint_drop_square(painter)

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
        rect = self.paint_cursor_frame(painter)
        if rect is None:
            return
        cell = rect.width()
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

    def _start_drag(self, square: int) -> None:
        tile = self._placing[square]
        value = None if tile.blank else self._values.get(tile.letter)
        mime = tile_mime(FROM_BOARD, square)
        start_tile_drag(
            self, mime, int(self.cell()), tile.letter, value, blank=tile.blank, look=PLACING
        )

    # -- dropping ---------------------------------------------------------------------------
    def accepts_drop(self, square: int, source: tuple[str, int]) -> bool:
        if self._proposed or self._board[square] != ".":
            return False
        return square not in self._placing or source == (FROM_BOARD, square)
