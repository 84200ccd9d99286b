"""Słówka's board: 7×7 squares, the START square, the dark bonus squares with their points (a
surrounded one in the colour of the player who took it), the tokens, the tokens laid this turn,
the last move, and the word being traced — a line through its tokens.

It is the shared grid (:mod:`gui.widgets.board`: geometry, coordinates, cursor frame, clicks, drops,
keys) with Słówka's own painting. The widget only draws and reports: clicks, drops, traces and
keys go to the screen, which asks the engine what they mean. A drag that starts on a token
traces the word through the tokens it crosses; a drag from a token laid this turn to an empty
square (or off the board, to the rack) moves that token instead — what the pointer reaches
first decides which.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping, Sequence

from PySide6.QtCore import QEvent, QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QColor,
    QFont,
    QHelpEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QApplication, QToolTip, QWidget

from engines.slowka.board import COLUMNS, Board, Layout
from gui.widgets.board import GridWidget
from gui.widgets.tiles import (
    FROM_BOARD,
    LAST_EDGE,
    PLACING,
    paint_tile,
    star_path,
    start_tile_drag,
    tile_mime,
)

#: One colour per seat: the bonus squares a player took, their row in the scores.
PLAYER_COLOURS = ("#c0392b", "#2471a3", "#1e8449", "#8e44ad")
LIGHT = QColor("#efe5cb")
DARK = QColor("#4a3b2c")
BONUS_INK = QColor("#f3d27a")
START_GOLD = QColor("#e0a82e")
GRID = QColor("#8f8670")
FRAME = QColor("#4d4536")
PATH_GOOD = QColor(31, 95, 139, 120)
PATH_BAD = QColor(176, 0, 32, 120)
PATH_LAST = QColor(LAST_EDGE.red(), LAST_EDGE.green(), LAST_EDGE.blue(), 80)
#: How near a square's centre (in cells) a traced pointer must pass for the token to join the
#: word: less than the 0.71 cells between a diagonal step's line and the centres of the two
#: squares it passes between.
TRACE_RADIUS = 0.45


class SlowkaBoard(GridWidget):
    """The board. Square numbers are ``row * size + column`` as in the engine."""

    label_room = 0.6
    #: A trace began on the token of this square (the pointer left it towards another token).
    trace_started = Signal(int)
    #: The tracing pointer entered the token of this square.
    traced = Signal(int)

    def __init__(
        self,
        layout: Layout,
        colours: Sequence[str] = PLAYER_COLOURS,
        names: Sequence[str] = (),
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(layout.size, layout.size, parent)
        self.layout_ = layout
        self._colours = list(colours)
        self._names = list(names)
        self._board = Board.empty(layout)
        #: Bonus square → the player who surrounded it.
        self._taken: dict[int, int] = {}
        self._laid: dict[int, str] = {}
        self._path: list[int] = []
        self._path_good = True
        self._last_path: tuple[int, ...] = ()
        #: While a trace drag is under way: the last point and the last token square reported.
        self._trace: tuple[QPointF, int] | None = None
        self.setMinimumSize(QSize(7 * 44 + 30, 7 * 44 + 30))

    # -- content ------------------------------------------------------------------------------
    def set_board(self, board: Board, values: Mapping[str, int], taken: Mapping[int, int]) -> None:
        self._board = board
        self._values = values
        self._taken = dict(taken)
        self.update()

    @property
    def board(self) -> Board:
        return self._board

    @property
    def taken(self) -> dict[int, int]:
        """Bonus square → the player who surrounded it (drawn in their colour)."""
        return dict(self._taken)

    def set_laid(self, laid: Mapping[int, str]) -> None:
        """The tokens laid this turn."""
        self._laid = dict(laid)
        self.update()

    def set_path(self, path: Sequence[int], good: bool = True) -> None:
        """The word being traced; ``good``: whether the move it makes would be accepted."""
        self._path = list(path)
        self._path_good = good
        self.update()

    @property
    def path(self) -> tuple[int, ...]:
        return tuple(self._path)

    def set_last_move(self, squares: Iterable[int], path: Sequence[int] = ()) -> None:
        """The tokens the last move laid, and its word's path (drawn faintly)."""
        self._last = frozenset(squares)
        self._last_path = tuple(path)
        self.update()

    @property
    def last_move(self) -> tuple[frozenset[int], tuple[int, ...]]:
        """The highlighted last move: its tokens and its word's path."""
        return self._last, self._last_path

    def has_token(self, square: int) -> bool:
        return square in self._laid or self._board.letter(square) is not None

    def bonus_tip(self, square: int) -> str | None:
        """What a bonus square's tooltip says (None for any other square)."""
        points = self.layout_.bonuses.get(square)
        if points is None:
            return None
        taker = self._taken.get(square)
        if taker is None:
            return self.tr(
                "Pole premiowe: {points} pkt dla gracza, który otoczy je żetonami ze wszystkich "
                "stron."
            ).format(points=points)
        name = self._names[taker] if taker < len(self._names) else str(taker + 1)
        return self.tr("Pole premiowe {points} pkt, otoczone przez: {name}.").format(
            points=points, name=name
        )

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.ToolTip and isinstance(event, QHelpEvent):
            square = self.square_at(event.pos())
            tip = self.bonus_tip(square) if square is not None else None
            if tip is not None:
                QToolTip.showText(event.globalPos(), tip, self)
                return True
        return super().event(event)

    # -- painting ---------------------------------------------------------------------------
    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        cell = self.cell()
        origin = self.origin()
        size = self.columns
        whole = QRectF(origin.x(), origin.y(), cell * size, cell * size)
        painter.fillRect(whole.adjusted(-4, -4, 4, 4), FRAME)
        self.paint_coordinates(painter, COLUMNS, 0.26)
        for square in range(size * size):
            self._paint_square(painter, square)
        for square in range(size * size):
            self._paint_token(painter, square)
        if self._path:
            self._paint_path(painter, self._path, PATH_GOOD if self._path_good else PATH_BAD)
        elif self._last_path:
            self._paint_path(painter, self._last_path, PATH_LAST)
        self.paint_cursor_frame(painter)
        self.paint_drop_square(painter)

    def _paint_square(self, painter: QPainter, square: int) -> None:
        rect = self.square_rect(square)
        cell = rect.width()
        points = self.layout_.bonuses.get(square)
        if points is None:
            painter.setPen(QPen(GRID, 1.0))
            painter.setBrush(LIGHT)
            painter.drawRect(rect)
            if square == self.layout_.start:
                painter.setPen(QPen(START_GOLD, max(2.0, cell / 14)))
                painter.setBrush(START_GOLD.lighter(150))
                painter.drawRect(rect.adjusted(1, 1, -1, -1))
                painter.setPen(Qt.PenStyle.NoPen)
                painter.setBrush(START_GOLD)
                painter.drawPath(star_path(rect.center(), cell * 0.3))
            return
        taker = self._taken.get(square)
        painter.setPen(QPen(GRID, 1.0))
        painter.setBrush(QColor(self._colours[taker]) if taker is not None else DARK)
        painter.drawRect(rect)
        font = QFont(self.font())
        font.setBold(True)
        font.setPixelSize(max(8, int(cell * 0.36)))
        painter.setFont(font)
        painter.setPen(QColor("white") if taker is not None else BONUS_INK)
        upper = QRectF(rect.left(), rect.top(), cell, cell * 0.62)
        painter.drawText(
            upper, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignBottom, str(points)
        )
        font.setBold(False)
        font.setPixelSize(max(6, int(cell * 0.18)))
        painter.setFont(font)
        lower = QRectF(rect.left(), rect.top() + cell * 0.62, cell, cell * 0.34)
        label = self.tr("zdobyte") if taker is not None else self.tr("pkt")
        painter.drawText(lower, Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop, label)

    def _token_rect(self, square: int) -> QRectF:
        rect = self.square_rect(square)
        inset = rect.width() * 0.05
        return rect.adjusted(inset, inset, -inset, -inset)

    def _paint_token(self, painter: QPainter, square: int) -> None:
        laid = self._laid.get(square)
        if laid is not None:
            paint_tile(
                painter,
                self._token_rect(square),
                laid,
                self._values.get(laid),
                look=PLACING,
                font=self.font(),
            )
            return
        letter = self._board.letter(square)
        if letter is None:
            return
        paint_tile(
            painter,
            self._token_rect(square),
            letter,
            self._values.get(letter),
            look=self.fixed_look(square),
            font=self.font(),
        )

    def _paint_path(self, painter: QPainter, path: Sequence[int], colour: QColor) -> None:
        """A line through the tokens of the word, thin and see-through so their letters stay
        readable; each token of the word ringed, a dot at the first one's corner and an arrow
        head at the last one, so the reading direction shows."""
        cell = self.cell()
        centres = [QPointF(self.square_rect(s).center()) for s in path]
        ring = QColor(colour)
        ring.setAlpha(230)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.setPen(QPen(ring, max(2.0, cell * 0.05)))
        for square in path:
            rect = self.square_rect(square).adjusted(1.5, 1.5, -1.5, -1.5)
            painter.drawRoundedRect(rect, rect.width() * 0.14, rect.width() * 0.14)
        pen = QPen(colour, max(3.0, cell * 0.1))
        pen.setCapStyle(Qt.PenCapStyle.RoundCap)
        pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
        painter.setPen(pen)
        painter.drawPolyline(QPolygonF(centres))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(ring)
        first = self._token_rect(path[0])
        painter.drawEllipse(
            first.topLeft() + QPointF(cell * 0.14, cell * 0.14), cell * 0.08, cell * 0.08
        )
        if len(centres) > 1:
            end, before = centres[-1], centres[-2]
            angle = math.atan2(end.y() - before.y(), end.x() - before.x())
            # The head sits where the line enters the last token, clear of its letter.
            base = QPointF(
                end.x() - math.cos(angle) * cell * 0.3, end.y() - math.sin(angle) * cell * 0.3
            )
            head = cell * 0.16
            tip = QPointF(base.x() + math.cos(angle) * head, base.y() + math.sin(angle) * head)
            left = QPointF(
                base.x() + math.cos(angle + 2.5) * head, base.y() + math.sin(angle + 2.5) * head
            )
            right = QPointF(
                base.x() + math.cos(angle - 2.5) * head, base.y() + math.sin(angle - 2.5) * head
            )
            painter.drawPolygon(QPolygonF([tip, left, right]))

    # -- mouse ------------------------------------------------------------------------------
    def mouseMoveEvent(self, event: QMouseEvent) -> None:
        point = event.position()
        if self._trace is not None:
            self._trace_to(point)
            return
        press = self._press
        if press is None or not event.buttons() & Qt.MouseButton.LeftButton:
            return
        start, square = press
        if (point.toPoint() - start).manhattanLength() < QApplication.startDragDistance():
            return
        here = self.square_at(point)
        if here == square or not self.has_token(square):
            return
        if here is not None and not _near_centre(
            point, QPointF(self.square_rect(here).center()), self.cell()
        ):
            # Between squares: a drag towards a token touching by a corner crosses the corner
            # of two other squares, so wait until the pointer is clearly in one.
            return
        # The pointer left the pressed token: towards another token it traces, elsewhere it
        # carries a token laid this turn.
        self._press = None
        if square in self._laid and (here is None or not self.has_token(here)):
            self._start_drag(square)
            return
        self._trace = (QPointF(self.square_rect(square).center()), square)
        self.trace_started.emit(square)
        self._trace_to(point)

    def _trace_to(self, point: QPointF) -> None:
        """Report every token square between the last point and ``point`` (a quick pointer can
        cross a square between two move events)."""
        assert self._trace is not None
        last_point, last_square = self._trace
        steps = max(
            1,
            int(
                math.dist((last_point.x(), last_point.y()), (point.x(), point.y()))
                / (self.cell() / 5)
            ),
        )
        for step in range(1, steps + 1):
            t = step / steps
            sample = QPointF(
                last_point.x() + (point.x() - last_point.x()) * t,
                last_point.y() + (point.y() - last_point.y()) * t,
            )
            square = self.square_at(sample)
            # Only near a token's centre: a drag from one token to the one touching it by a
            # corner passes by the corner of two others, which must not join the word.
            if (
                square is not None
                and square != last_square
                and self.has_token(square)
                and _near_centre(sample, QPointF(self.square_rect(square).center()), self.cell())
            ):
                last_square = square
                self.traced.emit(square)
        self._trace = (point, last_square)

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:
        if self._trace is not None:
            self._trace = None
            self._press = None
            return
        super().mouseReleaseEvent(event)

    @property
    def tracing(self) -> bool:
        return self._trace is not None

    def _start_drag(self, square: int) -> None:
        letter = self._laid[square]
        mime = tile_mime(FROM_BOARD, square)
        start_tile_drag(
            self, mime, int(self.cell()), letter, self._values.get(letter), look=PLACING
        )

    # -- dropping ---------------------------------------------------------------------------
    def accepts_drop(self, square: int, source: tuple[str, int]) -> bool:
        if not self._board.is_empty(square):
            return False
        return square not in self._laid or source == (FROM_BOARD, square)


def _near_centre(point: QPointF, centre: QPointF, cell: float) -> bool:
    """Whether ``point`` is within ``TRACE_RADIUS`` cells of a square's ``centre``."""
    return math.dist((point.x(), point.y()), (centre.x(), centre.y())) <= TRACE_RADIUS * cell
