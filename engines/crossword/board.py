"""The tiles on the board: one immutable string, one character per square.

``.`` is an empty square, an uppercase letter a tile, a lowercase letter a blank standing for that
letter: the solver's board-file format (15 lines of 15 characters) without the line breaks, so a
board is compact, hashable and prints the way players write positions down.

>>> board = Board.empty(3).with_tiles([(3, "K"), (4, "o"), (5, "T")])
>>> board.rows()
['...', 'KoT', '...']
>>> board.letter(4), board.is_blank(4), board.is_blank(3)
('o', True, False)
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass

EMPTY = "."


class BoardFormatError(ValueError):
    """Board text that is not a square of ``.`` and letters of the alphabet."""


@dataclass(frozen=True)
class Board:
    size: int
    #: ``size * size`` characters, row by row.
    cells: str

    def __post_init__(self) -> None:
        if len(self.cells) != self.size * self.size:
            raise BoardFormatError(f"a {self.size}×{self.size} board needs {self.size**2} cells")

    @classmethod
    def empty(cls, size: int) -> Board:
        return cls(size, EMPTY * (size * size))

    @classmethod
    def from_text(cls, text: str, alphabet: str, size: int = 15) -> Board:
        """Read the board-file format; raises :class:`BoardFormatError` with a short reason."""
        rows = [line.strip() for line in text.strip("\n").splitlines()]
        if len(rows) != size or any(len(row) != size for row in rows):
            shape = f"{len(rows)} lines of " + "/".join(sorted({str(len(r)) for r in rows}))
            raise BoardFormatError(
                f"the board must be {size} lines of {size} characters, got {shape}"
            )
        known = set(alphabet) | {EMPTY}
        bad = sorted({c for row in rows for c in row if c.lower() not in known})
        if bad:
            raise BoardFormatError(f"characters outside the alphabet on the board: {''.join(bad)}")
        return cls(size, "".join(rows))

    def to_text(self) -> str:
        return "\n".join(self.rows())

    def rows(self) -> list[str]:
        return [self.cells[r * self.size : (r + 1) * self.size] for r in range(self.size)]

    def __getitem__(self, square: int) -> str:
        return self.cells[square]

    def is_empty_at(self, square: int) -> bool:
        return self.cells[square] == EMPTY

    def letter(self, square: int) -> str | None:
        """The (lowercase) letter on ``square``, blanks included; None when empty."""
        cell = self.cells[square]
        return None if cell == EMPTY else cell.lower()

    def is_blank(self, square: int) -> bool:
        return self.cells[square].islower()

    @property
    def has_tiles(self) -> bool:
        return self.cells.count(EMPTY) != len(self.cells)

    def tiles(self) -> Iterator[tuple[int, str]]:
        """Every occupied square and its cell character."""
        for square, cell in enumerate(self.cells):
            if cell != EMPTY:
                yield square, cell

    def with_tiles(self, tiles: Iterable[tuple[int, str]]) -> Board:
        """The board with cell characters put on empty squares."""
        cells = list(self.cells)
        for square, cell in tiles:
            cells[square] = cell
        return Board(self.size, "".join(cells))

    def neighbours(self, square: int) -> Iterator[int]:
        """The squares left, right, above and below ``square`` that are on the board."""
        row, column = divmod(square, self.size)
        if column > 0:
            yield square - 1
        if column < self.size - 1:
            yield square + 1
        if row > 0:
            yield square - self.size
        if row < self.size - 1:
            yield square + self.size

    def has_neighbour(self, square: int) -> bool:
        return any(self.cells[n] != EMPTY for n in self.neighbours(square))


def step_of(size: int, *, across: bool) -> int:
    """How far apart two neighbouring squares of a line are in square numbers."""
    return 1 if across else size


def run_through(board: Board, square: int, *, across: bool, extra: dict[int, str]) -> list[int]:
    """The squares of the maximal run of tiles through ``square`` in one direction, counting
    ``extra`` (square → cell) as placed. ``square`` itself must be occupied or in ``extra``."""
    size = board.size
    step = step_of(size, across=across)
    row, column = divmod(square, size)

    def filled(s: int) -> bool:
        return s in extra or board.cells[s] != EMPTY

    def inside(s: int) -> bool:
        if not 0 <= s < size * size:
            return False
        return s // size == row if across else s % size == column

    first = square
    while inside(first - step) and filled(first - step):
        first -= step
    last = square
    while inside(last + step) and filled(last + step):
        last += step
    return list(range(first, last + step, step))
