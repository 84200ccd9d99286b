"""The score sheet every turn-based board game shows: the scores table (one row per player, whose
turn in bold), the move sheet (every turn with its points and the player's running total) and
the tiles a player cannot see. A game turns its own history into :class:`SheetEntry` rows;
nothing is decided here."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from PySide6.QtCore import QCoreApplication, QPoint, QSize, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QIcon, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHeaderView,
    QLabel,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from engines.tiles import BLANK
from gui.widgets.timers import format_clock

STRUCK_COLOUR = "#b00020"


def table_item(
    text: str, *, align_right: bool = False, bold: bool = False, colour: str | None = None
) -> QTableWidgetItem:
    """A read-only cell; ``colour``: a small square of that colour before the text."""
    item = QTableWidgetItem(text)
    item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
    if align_right:
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
    if bold:
        font = QFont(item.font())
        font.setBold(True)
        item.setFont(font)
    if colour is not None:
        swatch = QPixmap(12, 12)
        swatch.fill(QColor(colour))
        item.setIcon(QIcon(swatch))
    return item


def overtime_header() -> str:
    """The end summaries' column of a total game clock's penalties."""
    return QCoreApplication.translate("EndSummary", "Za czas")


def overtime_text() -> str:
    """Why an end summary has a column of penalties for time."""
    return QCoreApplication.translate(
        "EndSummary", "Za każdą zaczętą minutę ponad czas gry: −10 pkt (kolumna „Za czas”)."
    )


def compact_table(table: QTableWidget) -> None:
    """No row numbers, no editing, no selection, no focus; rows as tall as a line of text."""
    table.verticalHeader().hide()
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    table.setAlternatingRowColors(True)
    table.verticalHeader().setDefaultSectionSize(table.fontMetrics().height() + 8)


def fit_rows(table: QTableWidget, rows: int) -> None:
    """Make ``table`` exactly as tall as its header and ``rows`` rows."""
    header = table.horizontalHeader()
    height = table.verticalHeader().defaultSectionSize() * rows
    table.setFixedHeight(height + header.sizeHint().height() + 4)


class ScoresTable(QTableWidget):
    """One row per player: the name (with the player's colour, if the game has them), the
    points and the game's own columns; whose turn it is in bold with a ▶. With ``clock``, a
    last column for each player's game clock (:meth:`show_clocks`)."""

    def __init__(
        self,
        names: Sequence[str],
        extra_headers: Sequence[str] = (),
        colours: Sequence[str] | None = None,
        parent: QWidget | None = None,
        *,
        clock: bool = False,
    ) -> None:
        clock_header = [self.tr("Czas")] if clock else []
        super().__init__(len(names), 2 + len(extra_headers) + len(clock_header), parent)
        self._names = list(names)
        self._colours = list(colours) if colours is not None else None
        self._clock = clock
        self.setHorizontalHeaderLabels(
            [self.tr("Gracz"), self.tr("Punkty"), *extra_headers, *clock_header]
        )
        compact_table(self)
        header = self.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, self.columnCount()):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        fit_rows(self, len(names))

    def show_scores(
        self,
        scores: Sequence[int],
        acting: Sequence[int] | frozenset[int],
        extra: Sequence[Sequence[str]] = (),
    ) -> None:
        """``extra[player]``: that player's cells of the game's own columns."""
        for player, name in enumerate(self._names):
            bold = player in acting
            marker = "▶ " if bold else ""
            colour = self._colours[player] if self._colours is not None else None
            cells = [
                table_item(marker + name, bold=bold, colour=colour),
                table_item(str(scores[player]), align_right=True, bold=bold),
            ]
            if extra:
                cells.extend(table_item(text, align_right=True) for text in extra[player])
            for column, item in enumerate(cells):
                self.setItem(player, column, item)

    def show_clocks(self, left: Sequence[int | None], running: int | None) -> None:
        """Each player's game clock: ``left[player]`` milliseconds left (negative: time over,
        in red; None: an empty cell), the running one in bold."""
        if not self._clock:
            return
        column = self.columnCount() - 1
        for player, ms in enumerate(left):
            item = table_item(
                "" if ms is None else format_clock(ms), align_right=True, bold=player == running
            )
            if ms is not None and ms < 0:
                item.setForeground(QBrush(QColor(STRUCK_COLOUR)))
            self.setItem(player, column, item)

    def text(self, row: int, column: int) -> str:
        item = self.item(row, column)
        return "" if item is None else item.text()


class UnseenTiles(QLabel):
    """The tiles a player cannot see (the bag or pool and the other racks), letter by letter
    with their counts, under a heading the game writes."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)

    def show_tiles(self, head: str, unseen: Sequence[tuple[str, int]]) -> None:
        cells = []
        for tile, count in unseen:
            letter = "?" if tile == BLANK else tile.upper()
            shown = f"<b>{letter}</b>&nbsp;{count}" if count > 1 else f"<b>{letter}</b>"
            # A line may break only between letters, never at the start of one.
            cells.append(f"<span style='white-space: nowrap'>{shown}&nbsp;&nbsp;</span>")
        body = " ".join(cells) if cells else "—"
        # The letters a tenth larger than the text: with the player's font size, not a fixed
        # 11 pt (with 18 pt chosen they came out smaller than the text around them).
        size = round(self.font().pointSizeF() * 1.1, 1)
        self.setText(f"{escape(head)}<br><span style='font-size: {size}pt'>{body}</span>")


@dataclass(frozen=True)
class SheetEntry:
    """One turn on the move sheet."""

    player: int
    #: The move as the game writes it (a word, ``8H KOT``, "pas", "wymiana (2)").
    text: str
    points: int
    #: Whether the points count towards the player's total.
    counts: bool = True
    #: A move taken back (a wrong word challenged off, a lost turn): shown in red.
    struck: bool = False
    tooltip: str = ""
    #: Its place in the game's history, which "what was possible" asks about (None: a move
    #: taken back, which has none).
    turn: int | None = None


class MoveSheet(QTableWidget):
    """Every turn: number, player, the move, its points and the player's total so far. It asks
    for room for :attr:`rows_wanted` rows only and takes what a layout gives beyond that,
    scrolling itself, its newest row always in view. A double click on a row, or its context
    menu's "Co było możliwe?", asks for that move's analysis (the screen decides whether it
    may be shown)."""

    #: The rows a sheet asks room for: the last several moves (issue #28, item 3)…
    ROWS_WANTED = 4
    #: …and the fewest it settles for when a side column is short of room
    #: (:func:`gui.games.board_turns.board_beside_panel`).
    ROWS_LEAST = 2

    #: "What was possible" for this turn of the history (:attr:`SheetEntry.turn`) was asked for.
    possible_requested = Signal(int)

    def __init__(self, names: Sequence[str], parent: QWidget | None = None) -> None:
        super().__init__(0, 5, parent)
        self.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.customContextMenuRequested.connect(self._row_menu)
        self.cellDoubleClicked.connect(lambda row, _column: self._ask_possible(row))
        #: Each row's place in the history (:attr:`SheetEntry.turn`).
        self._turns: list[int | None] = []
        self._names = list(names)
        self.rows_wanted = self.ROWS_WANTED
        self.setHorizontalHeaderLabels(
            ["#", self.tr("Gracz"), self.tr("Ruch"), self.tr("Pkt"), self.tr("Razem")]
        )
        compact_table(self)
        header = self.horizontalHeader()
        for column in (0, 1, 3, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(2, QHeaderView.ResizeMode.Stretch)
        self.setVerticalScrollMode(QAbstractItemView.ScrollMode.ScrollPerPixel)

    def want_rows(self, rows: int) -> None:
        """Ask room for ``rows`` rows (within :attr:`ROWS_LEAST` … :attr:`ROWS_WANTED`)."""
        rows = max(self.ROWS_LEAST, min(self.ROWS_WANTED, rows))
        if rows != self.rows_wanted:
            self.rows_wanted = rows
            self.updateGeometry()

    def sizeHint(self) -> QSize:
        # A table asks for ~10 rows by default; a side column that gives them all before
        # anything else overflows the window (issue #28, item 3).
        rows = self.verticalHeader().defaultSectionSize() * self.rows_wanted
        height = self.horizontalHeader().sizeHint().height() + rows + 2 * self.frameWidth()
        return QSize(super().sizeHint().width(), height)

    def minimumSizeHint(self) -> QSize:
        return self.sizeHint()

    def updateGeometries(self) -> None:
        # Scrolled to the end, the top row would be cut when the rows do not fill the height
        # exactly (issue #12, defect 4): the range ends on a row's edge, leaving a gap below.
        super().updateGeometries()
        bar = self.verticalScrollBar()
        row = self.verticalHeader().defaultSectionSize()
        if bar.maximum() > 0 and row > 0:
            at_end = bar.value() >= bar.maximum()
            bar.setRange(0, -(-bar.maximum() // row) * row)
            if at_end:
                bar.setValue(bar.maximum())

    def _row_menu(self, point: QPoint) -> None:
        row = self.rowAt(point.y())
        if row < 0:
            return
        menu = QMenu(self)
        menu.addAction(self.tr("Co było możliwe?")).triggered.connect(
            lambda: self._ask_possible(row)
        )
        menu.popup(self.viewport().mapToGlobal(point))

    def _ask_possible(self, row: int) -> None:
        turn = self._turns[row] if 0 <= row < len(self._turns) else None
        if turn is not None:
            self.possible_requested.emit(turn)

    def exchange_text(self, tiles: Sequence[str], count: int) -> str:
        """An exchange: how many tiles and, when the viewer may see them, which."""
        text = self.exchanged(count)
        if tiles:
            return f"{text}: {' '.join(t.upper() for t in tiles)}"
        return text

    def exchanged(self, count: int) -> str:
        """An exchange of ``count`` tiles, in the game's word for them."""
        if count == 1:
            return self.tr("wymiana 1 płytki")
        return self.tr("wymiana {n} płytek").format(n=count)

    def pass_text(self, timed_out: bool = False) -> str:
        """A pass; ``timed_out``: a turn lost to a game clock's limit per move."""
        return self.tr("pas (koniec czasu)") if timed_out else self.tr("pas")

    def show_entries(self, entries: Sequence[SheetEntry]) -> None:
        self.setRowCount(len(entries))
        self._turns = [entry.turn for entry in entries]
        totals = [0] * len(self._names)
        for row, entry in enumerate(entries):
            if entry.counts:
                totals[entry.player] += entry.points
            cells = [
                table_item(str(row + 1), align_right=True),
                table_item(self._names[entry.player]),
                table_item(entry.text),
                table_item(str(entry.points), align_right=True),
                table_item(str(totals[entry.player]), align_right=True),
            ]
            # The whole move on hovering: a narrow column cuts a long line short.
            tooltip = "\n".join(t for t in (entry.text, entry.tooltip) if t)
            for column, item in enumerate(cells):
                item.setToolTip(tooltip)
                if entry.struck:
                    item.setForeground(QBrush(QColor(STRUCK_COLOUR)))
                self.setItem(row, column, item)
        if entries:
            self.scrollToBottom()

    def resizeEvent(self, event: QResizeEvent) -> None:
        # The latest turns stay in sight: a sheet filled before it was laid out (a resumed
        # game) or made smaller still shows its end.
        super().resizeEvent(event)
        self.scrollToBottom()

    def row_text(self, row: int) -> str:
        cells = [self.item(row, c) for c in range(self.columnCount())]
        return " | ".join("" if c is None else c.text() for c in cells)
