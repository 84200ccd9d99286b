"""The letter puzzles' unbounded tables: GRA I's shared table and GRA II's own grids.

:class:`TableGrid` is the shared grid (:mod:`gui.widgets.board`) showing a window of a table whose
squares are ``(row, column)`` of any sign: the tiles plus empty margins wide enough for any move
(a rack of 7 reaches at most 7 squares beyond the tiles), at least ``minimum`` squares each way
around ``(0, 0)`` — the middle, where the first word starts — or, with ``minimum`` None, just
the tiles (a summary). The window grows as tiles are played. :class:`ZoomableTable` puts it in a
scroll area with zoom buttons (and Ctrl+wheel).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QPainter, QResizeEvent, QWheelEvent
from PySide6.QtWidgets import (
    QFrame,
    QHBoxLayout,
    QLabel,
    QScrollArea,
    QSizePolicy,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from gui.support.appearance import QUIET_STYLE
from gui.widgets.board import GridWidget
from gui.widgets.tiles import star_path

Position = tuple[int, int]

#: Pixels per square: the smallest and largest zoom, and the default range when fitting.
SMALLEST, LARGEST = 14, 96
FIT_SMALLEST, FIT_LARGEST = 30, 54
ZOOM_STEP = 1.2
PAD = 10
#: The star on the middle square of an empty table.
MARK = "#b9a97a"


class TableGrid(GridWidget):
    """A window of an unbounded table: local square ``s`` is table position
    ``(top + s // columns, left + s % columns)``."""

    #: Ctrl+wheel: zoom in (positive) or out (negative).
    zoom_requested = Signal(int)
    #: The window grew up or left by (rows, columns): every square moved that far on screen.
    shifted = Signal(int, int)

    def __init__(
        self, margin: int = 8, minimum: int | None = 7, parent: QWidget | None = None
    ) -> None:
        reach = minimum or 0
        super().__init__(2 * reach + 1, 2 * reach + 1, parent)
        self.margin = margin
        self.minimum = minimum
        self.top = -reach
        self.left = -reach
        self.cell_px = 40
        #: The square marked as the middle (a star, while the table is empty).
        self.mark: int | None = None
        self._fit_size()

    # -- the window -------------------------------------------------------------------------
    def position(self, square: int) -> Position:
        row, column = divmod(square, self.columns)
        return self.top + row, self.left + column

    def square_of(self, row: int, column: int) -> int | None:
        """The local square of table position ``(row, column)``; None outside the window."""
        r, c = row - self.top, column - self.left
        if 0 <= r < self.rows and 0 <= c < self.columns:
            return r * self.columns + c
        return None

    def set_table(
        self,
        cells: Iterable[tuple[int, int, str]],
        values: Mapping[str, int],
        include: Iterable[Position] = (),
    ) -> bool:
        """Show the tiles ``(row, column, cell)``, the window grown to hold them and the
        positions ``include`` with the margins. True when the window moved (local squares now
        mean other positions)."""
        tiles = list(cells)
        # ``minimum`` None: only the tiles (a summary), else the middle always shows.
        reach = 0 if self.minimum is None else self.minimum
        rows = [-reach, reach] if self.minimum is not None or not tiles else []
        columns = list(rows)
        for row, column in [(r, c) for r, c, _ in tiles] + list(include):
            rows += [row - self.margin, row + self.margin]
            columns += [column - self.margin, column + self.margin]
        top, left = min(rows), min(columns)
        height, width = max(rows) - top + 1, max(columns) - left + 1
        moved = (top, left, height, width) != (self.top, self.left, self.rows, self.columns)
        shift = (self.top - top, self.left - left)
        self.top, self.left = top, left
        if moved:
            self.set_extent(height, width)
            self._fit_size()
        if shift != (0, 0):
            self.shifted.emit(*shift)
        square = self.square_of(0, 0)
        self.mark = square if not tiles else None
        local = {}
        for row, column, cell in tiles:
            at = self.square_of(row, column)
            assert at is not None
            local[at] = cell
        self.set_cells(local, values)
        return moved

    # -- size and zoom ----------------------------------------------------------------------
    def needed(self) -> QSize:
        return QSize(self.columns * self.cell_px + 2 * PAD, self.rows * self.cell_px + 2 * PAD)

    def _fit_size(self) -> None:
        self.setMinimumSize(self.needed())
        self.updateGeometry()
        self.update()

    def set_cell_px(self, pixels: int) -> None:
        self.cell_px = max(SMALLEST, min(LARGEST, pixels))
        self._fit_size()

    def sizeHint(self) -> QSize:
        return self.needed()

    def cell(self) -> float:
        return float(self.cell_px)

    def origin(self) -> QPointF:
        cell = self.cell_px
        left = max(PAD, (self.width() - cell * self.columns) / 2)
        top = max(PAD, (self.height() - cell * self.rows) / 2)
        return QPointF(left, top)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            steps = event.angleDelta().y()
            if steps:
                self.zoom_requested.emit(1 if steps > 0 else -1)
            event.accept()
            return
        super().wheelEvent(event)

    # -- painting ---------------------------------------------------------------------------
    def paint_square(self, painter: QPainter, square: int, rect: QRectF) -> None:
        super().paint_square(painter, square, rect)
        if square == self.mark:
            painter.setPen(Qt.PenStyle.NoPen)
            painter.setBrush(QColor(MARK))
            painter.drawPath(star_path(rect.center(), rect.width() * 0.34))


class ZoomableTable(QWidget):
    """A :class:`TableGrid` in a scroll area, with −, + and "fit" buttons. The zoom fits the
    table to the view until the player chooses one."""

    def __init__(
        self,
        grid: TableGrid,
        parent: QWidget | None = None,
        *,
        fit_smallest: int = FIT_SMALLEST,
        fit_largest: int = FIT_LARGEST,
    ) -> None:
        super().__init__(parent)
        self.grid = grid
        #: The smallest squares fitting chooses by itself (a final table may go smaller), and
        #: the largest (a player's own small grid may grow on a large screen).
        self.fit_smallest = fit_smallest
        self.fit_largest = fit_largest
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(grid)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.scroll_area.setFrameShape(QFrame.Shape.NoFrame)
        self.scroll_area.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.zoom_out_button = self._button("−", self.tr("Pomniejsz (Ctrl+kółko)"))
        self.zoom_out_button.clicked.connect(lambda: self.zoom(-1))
        self.zoom_in_button = self._button("+", self.tr("Powiększ (Ctrl+kółko)"))
        self.zoom_in_button.clicked.connect(lambda: self.zoom(1))
        self.fit_button = self._button(self.tr("Cały stół"), self.tr("Pokaż cały stół"))
        self.fit_button.clicked.connect(self.fit)
        self.caption = QLabel()
        self.caption.setStyleSheet(QUIET_STYLE)
        # A long caption must not squeeze the buttons: it is cut instead.
        self.caption.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        grid.zoom_requested.connect(self.zoom)
        grid.shifted.connect(self._follow_shift)
        #: The player chose a zoom: keep it (else every change fits the table to the view).
        self.chosen = False
        #: The cursor's table position last brought into view.
        self._followed: Position | None = None

        buttons = QHBoxLayout()
        buttons.setContentsMargins(0, 0, 0, 0)
        buttons.addWidget(self.caption, 1)
        buttons.addWidget(self.zoom_out_button)
        buttons.addWidget(self.zoom_in_button)
        buttons.addWidget(self.fit_button)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(4)
        layout.addLayout(buttons)
        layout.addWidget(self.scroll_area, 1)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        if not self.chosen:
            self.auto_fit()
            self.centre_on_tiles()

    def _button(self, text: str, tip: str) -> QToolButton:
        button = QToolButton()
        button.setText(text)
        button.setToolTip(tip)
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        button.setMinimumWidth(30)
        return button

    def zoom(self, direction: int) -> None:
        self.chosen = True
        factor = ZOOM_STEP if direction > 0 else 1 / ZOOM_STEP
        centre = self._centre_fraction()
        self.grid.set_cell_px(round(self.grid.cell_px * factor))
        self._restore_centre(centre)

    def fit_size(self, rows: int | None = None, columns: int | None = None) -> int:
        """The square size at which ``rows`` × ``columns`` squares (default: the whole window
        of the table) fit the view."""
        view = self.scroll_area.viewport().size()
        across = (view.width() - 2 * PAD) // max(1, columns or self.grid.columns)
        down = (view.height() - 2 * PAD) // max(1, rows or self.grid.rows)
        return int(min(across, down))

    def fit(self) -> None:
        """Every tile on the table in view, as large as the view allows: the empty margins a
        move may reach into are left out (issue #28: with them the tiles were tiny)."""
        self.chosen = False
        self._fit_tiles(SMALLEST)
        self.centre_on_tiles()

    def auto_fit(self) -> None:
        """Fit the tiles (with a square around them; an empty table: the middle) to the view
        within comfortable sizes, unless the player zoomed. The empty margins a move may reach
        into are there to scroll to."""
        if not self.chosen:
            self._fit_tiles(self.fit_smallest)

    def _fit_tiles(self, smallest: int) -> None:
        top, left, bottom, right = self.focus
        size = self.fit_size(bottom - top + 3, right - left + 3)
        self.grid.set_cell_px(max(smallest, min(self.fit_largest, size)))

    @property
    def focus(self) -> tuple[int, int, int, int]:
        """``(top, left, bottom, right)`` of the tiles on the grid, or of the middle."""
        positions = [self.grid.position(s) for s in self.grid.tile_squares()]
        if not positions:
            reach = self.grid.minimum or 0
            return -reach, -reach, reach, reach
        rows = [r for r, _ in positions]
        columns = [c for _, c in positions]
        return min(rows), min(columns), max(rows), max(columns)

    def centre_on_tiles(self) -> None:
        """Scroll so the tiles (or the middle of an empty table) are in the middle of the view."""
        top, left, bottom, right = self.focus
        first = self.grid.square_of(top, left)
        last = self.grid.square_of(bottom, right)
        if first is None or last is None:
            return
        self._resize_grid()
        centre = (self.grid.square_rect(first).center() + self.grid.square_rect(last).center()) / 2
        view = self.scroll_area.viewport()
        self.scroll_area.ensureVisible(
            int(centre.x()), int(centre.y()), view.width() // 2, view.height() // 2
        )

    def centre_on(self, square: int) -> None:
        rect = self.grid.square_rect(square)
        centre = rect.center().toPoint()
        self.scroll_area.ensureVisible(
            centre.x(),
            centre.y(),
            self.scroll_area.viewport().width() // 2,
            self.scroll_area.viewport().height() // 2,
        )

    def follow_cursor(self, square: int) -> None:
        """Bring the cursor into view when it has moved (a tile dragged elsewhere leaves the
        view where the player scrolled it)."""
        position = self.grid.position(square)
        if position != self._followed:
            self._followed = position
            self.ensure_visible(square)

    def ensure_visible(self, square: int) -> None:
        rect = self.grid.square_rect(square)
        centre = rect.center().toPoint()
        margin = int(rect.width() * 1.5)
        self.scroll_area.ensureVisible(centre.x(), centre.y(), margin, margin)

    def _follow_shift(self, rows: int, columns: int) -> None:
        """Keep the same squares in view when the window grows up or left (the tiles keep
        their place on screen instead of jumping)."""
        self._resize_grid()
        cell = self.grid.cell_px
        horizontal = self.scroll_area.horizontalScrollBar()
        vertical = self.scroll_area.verticalScrollBar()
        horizontal.setValue(horizontal.value() + columns * cell)
        vertical.setValue(vertical.value() + rows * cell)

    def _resize_grid(self) -> None:
        """Give the grid its new size now (the scroll bars' ranges follow at once)."""
        self.grid.resize(
            max(self.grid.minimumWidth(), self.scroll_area.viewport().width()),
            max(self.grid.minimumHeight(), self.scroll_area.viewport().height()),
        )

    def _centre_fraction(self) -> tuple[float, float]:
        bars = self.scroll_area.horizontalScrollBar(), self.scroll_area.verticalScrollBar()
        view = self.scroll_area.viewport().size()
        size = self.grid.size()
        x = (bars[0].value() + view.width() / 2) / max(1, size.width())
        y = (bars[1].value() + view.height() / 2) / max(1, size.height())
        return x, y

    def _restore_centre(self, centre: tuple[float, float]) -> None:
        self._resize_grid()
        view = self.scroll_area.viewport().size()
        size = self.grid.size()
        self.scroll_area.horizontalScrollBar().setValue(
            int(centre[0] * size.width() - view.width() / 2)
        )
        self.scroll_area.verticalScrollBar().setValue(
            int(centre[1] * size.height() - view.height() / 2)
        )
