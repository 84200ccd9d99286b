"""The unbounded table of GRA I and the board windows the crossword's code works on.

Coordinates are ``(row, column)`` integers with no bounds, negative ones included: row numbers
grow downwards, column numbers to the right. The engine never renumbers squares — a tile keeps
its coordinates for the whole game — so the screen may put ``(0, 0)`` wherever it likes and the
table may grow in every direction. A cell is a tile's character: uppercase for a letter tile,
lowercase for a blank standing for that letter (the crossword's board-file convention).

The placement checks, the words formed, the scoring and the move generator are the crossword's
(:mod:`engines.crossword.placement`, :mod:`engines.crossword.movegen`): they work on a square
:class:`~engines.crossword.board.Board`, so the table lends them a :class:`Window` — the part of
the table that matters plus empty margins — and translates squares back.

>>> table = Table().with_tiles([(0, 0, "K"), (0, 1, "o"), (0, 2, "T")])
>>> table.letter(0, 1), table.is_blank(0, 1), table.bounds()
('o', True, (0, 0, 0, 2))
>>> window = table.window(1)
>>> window.board.rows()
['.....', '.KoT.', '.....', '.....', '.....']
>>> window.square(0, 0), window.position(6)
(6, (0, 0))
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from functools import cached_property

from engines.crossword.board import EMPTY, Board, BoardFormatError

#: ``(row, column, cell)`` of one tile on the table.
TableCell = tuple[int, int, str]


@dataclass(frozen=True)
class Table:
    """The tiles on the table, sorted by row then column."""

    tiles: tuple[TableCell, ...] = ()

    @cached_property
    def _cells(self) -> dict[tuple[int, int], str]:
        return {(row, column): cell for row, column, cell in self.tiles}

    @classmethod
    def from_rows(cls, rows: Iterable[str], alphabet: str) -> Table:
        """The table of a rectangle of text (``.`` empty), its top-left corner at ``(0, 0)``.
        Raises :class:`BoardFormatError` with a short reason."""
        lines = list(rows)
        if not lines or any(len(line) != len(lines[0]) for line in lines) or not lines[0]:
            lengths = "/".join(sorted({str(len(line)) for line in lines})) or "0"
            raise BoardFormatError(f"the board must be rows of equal length, got {lengths}")
        known = set(alphabet) | {EMPTY}
        bad = sorted({c for line in lines for c in line if c.lower() not in known})
        if bad:
            raise BoardFormatError(f"characters outside the alphabet on the board: {''.join(bad)}")
        return cls(
            tuple(
                (r, c, cell)
                for r, line in enumerate(lines)
                for c, cell in enumerate(line)
                if cell != EMPTY
            )
        )

    def __len__(self) -> int:
        return len(self.tiles)

    @property
    def is_empty(self) -> bool:
        return not self.tiles

    def cell(self, row: int, column: int) -> str | None:
        """The tile's character on ``(row, column)``; None when empty."""
        return self._cells.get((row, column))

    def letter(self, row: int, column: int) -> str | None:
        """The (lowercase) letter on ``(row, column)``, blanks included; None when empty."""
        cell = self._cells.get((row, column))
        return None if cell is None else cell.lower()

    def is_blank(self, row: int, column: int) -> bool:
        cell = self._cells.get((row, column))
        return cell is not None and cell.islower()

    def bounds(self) -> tuple[int, int, int, int] | None:
        """``(top, left, bottom, right)`` of the tiles, inclusive; None for an empty table."""
        if not self.tiles:
            return None
        rows = [t[0] for t in self.tiles]
        columns = [t[1] for t in self.tiles]
        return min(rows), min(columns), max(rows), max(columns)

    def with_tiles(self, tiles: Iterable[TableCell]) -> Table:
        """The table with more tiles (on empty squares)."""
        cells = dict(self._cells)
        for row, column, cell in tiles:
            cells[(row, column)] = cell
        return Table(tuple(sorted((r, c, cell) for (r, c), cell in cells.items())))

    def rows(self) -> list[str]:
        """The tiles' bounding rectangle as text rows (``.`` empty); ``[]`` when empty."""
        bounds = self.bounds()
        if bounds is None:
            return []
        top, left, bottom, right = bounds
        return [
            "".join(self._cells.get((r, c), EMPTY) for c in range(left, right + 1))
            for r in range(top, bottom + 1)
        ]

    def window(self, margin: int, include: Iterable[tuple[int, int]] = ()) -> Window:
        """A square board holding every tile and the squares ``include``, with at least
        ``margin`` empty squares on every side."""
        rows = [t[0] for t in self.tiles]
        columns = [t[1] for t in self.tiles]
        for row, column in include:
            rows.append(row)
            columns.append(column)
        if not rows:
            rows, columns = [0], [0]
        top, left = min(rows) - margin, min(columns) - margin
        size = max(max(rows) - min(rows), max(columns) - min(columns)) + 1 + 2 * margin
        cells = [EMPTY] * (size * size)
        for row, column, cell in self.tiles:
            cells[(row - top) * size + column - left] = cell
        return Window(Board(size, "".join(cells)), top, left)


@dataclass(frozen=True)
class Window:
    """A square board showing the table from ``(top, left)``."""

    board: Board
    top: int
    left: int

    def square(self, row: int, column: int) -> int:
        """The board square of table position ``(row, column)`` (must be inside)."""
        return (row - self.top) * self.board.size + column - self.left

    def position(self, square: int) -> tuple[int, int]:
        """The table position of board square ``square``."""
        row, column = divmod(square, self.board.size)
        return row + self.top, column + self.left

    def name(self, square: int, across: bool = True) -> str:
        """How refusals name a square: ``ROW COL`` in table coordinates."""
        row, column = self.position(square)
        return f"{row} {column}"
