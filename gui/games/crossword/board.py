"""The crossword game's board: the shared grid (:mod:`gui.widgets.board`: tiles, placing, cursor,
drag and drop) as 15×15 squares with their premiums coloured and labelled and the coordinates
around them."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from PySide6.QtCore import QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import QWidget

from engines.crossword.board import Board
from engines.crossword.layout import COLUMNS, Layout
from gui.widgets.board import FRAME, GRID_LINE, GridWidget
from gui.widgets.tiles import star_path


# -- colours ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Scheme:
    """The board's colours: premium letter (``.lLwW``) → square colour, and label ink."""

    squares: Mapping[str, str]
    ink: Mapping[str, str]
    grid: str = GRID_LINE
    frame: str = FRAME


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


class BoardWidget(GridWidget):
    """The board. Square numbers are ``row * size + column`` as in the engine."""

    label_room = 0.7

    def __init__(self, layout: Layout, scheme: Scheme, parent: QWidget | None = None) -> None:
        super().__init__(layout.size, layout.size, parent)
        self.layout_ = layout
        self.scheme = scheme
        self.frame_colour = QColor(scheme.frame)
        self._board = Board.empty(layout.size)
        self.setMinimumSize(QSize(15 * 26 + 20, 15 * 26 + 20))

    # -- content ------------------------------------------------------------------------------
    def set_board(self, board: Board, values: Mapping[str, int]) -> None:
        self._board = board
        self.set_cells(dict(board.tiles()), values)

    @property
    def board(self) -> Board:
        return self._board

    def sizeHint(self) -> QSize:
        return QSize(720, 720)

    # -- painting ---------------------------------------------------------------------------
    def paint_labels(self, painter: QPainter, cell: float, origin: QPointF) -> None:
        self.paint_coordinates(painter, COLUMNS, 0.34)

    def premium_label(self, premium: str) -> tuple[str, str]:
        """The two lines written on a premium square: the multiplier and what it multiplies."""
        if premium in "lL":
            return ("2×" if premium == "l" else "3×"), self.tr("litera")
        if premium in "wW":
            return ("2×" if premium == "w" else "3×"), self.tr("słowo")
        return "", ""

    def paint_square(self, painter: QPainter, square: int, rect: QRectF) -> None:
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
