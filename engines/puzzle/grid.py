"""A player's own crossword in GRA II: tiles on an unbounded grid, its words, whether it is a
valid crossword and what it scores.

Squares are ``(row, col)`` pairs of any integers (negative too), so a crossword can grow in every
direction. A cell is written as on the crossword boards: an uppercase letter is a tile, a
lowercase letter a blank standing for that letter. The text form lists the rows of the bounding
box from the top, joined by ``/``, ``.`` for an empty square (``TRĄBY/I.D.Ł``); read back, its
top-left square is ``(0, 0)``.

>>> grid = Grid.from_text("..S.P/TRĄBY/I.D.Ł/KOZA./..i..")
>>> [w.word for w in grid.words()]
['trąby', 'koza', 'tik', 'sądzi', 'pył']
>>> grid.tiles().count("?"), grid.at(4, 2), grid.text() == "..S.P/TRĄBY/I.D.Ł/KOZA./..i.."
(1, 'i', True)
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cached_property

from engines.core import Reason, Rejected
from engines.tiles import BLANK

EMPTY = "."
ROW_SEPARATOR = "/"
#: No crossword of 20 tiles needs squares this far out; the bound keeps coordinates sane.
COORDINATE_LIMIT = 200
#: A run of this many tiles is a word (a lone tile is no word: min word length as the crossword).
MIN_WORD_LENGTH = 2

Square = tuple[int, int]


def tile_of(cell: str) -> str:
    """The tile a cell uses: its letter for a tile, ``?`` for a blank."""
    return BLANK if cell.islower() else cell.lower()


def word_cells(word: str, letters: Iterable[str]) -> str:
    """The cells that lay ``word`` (lowercase) from ``letters``: a tile (uppercase) where a
    letter is left, a blank (lowercase) for each letter they lack.

    >>> word_cells("kotek", "kote")
    'KOTEk'
    """
    left = Counter(letters)
    cells = []
    for letter in word:
        if left[letter] > 0:
            left[letter] -= 1
            cells.append(letter.upper())
        else:
            cells.append(letter)
    return "".join(cells)


def check_cell(cell: str, alphabet: str) -> None:
    """Raise ``Rejected(LETTERS_NOT_IN_ALPHABET)`` unless ``cell`` is one letter of ``alphabet``
    (either case)."""
    if len(cell) != 1 or cell.lower() not in alphabet:
        raise Rejected(Reason.LETTERS_NOT_IN_ALPHABET, word=cell, letters=cell)


def check_square(row: int, col: int) -> None:
    """Raise ``Rejected(OFF_BOARD)`` for a square beyond :data:`COORDINATE_LIMIT`."""
    if abs(row) > COORDINATE_LIMIT or abs(col) > COORDINATE_LIMIT:
        raise Rejected(Reason.OFF_BOARD, square=f"{row},{col}")


@dataclass(frozen=True)
class GridWord:
    """A maximal run of two or more tiles: the word (lowercase), where it starts, its direction
    and its letter sum (blanks 0)."""

    word: str
    row: int
    col: int
    across: bool
    score: int

    @property
    def squares(self) -> tuple[Square, ...]:
        if self.across:
            return tuple((self.row, self.col + k) for k in range(len(self.word)))
        return tuple((self.row + k, self.col) for k in range(len(self.word)))


@dataclass(frozen=True)
class Grid:
    """Tiles on squares: ``cells`` is ``(row, col, cell)`` sorted by square, one per square."""

    cells: tuple[tuple[int, int, str], ...] = ()

    def __post_init__(self) -> None:
        ordered = tuple(sorted(self.cells))
        if len({(r, c) for r, c, _ in ordered}) != len(ordered):
            raise ValueError("two tiles on one square")
        object.__setattr__(self, "cells", ordered)

    # -- reading and writing ---------------------------------------------------------------
    @classmethod
    def from_text(cls, text: str, top: int = 0, left: int = 0) -> Grid:
        """The grid written as rows joined by ``/`` (``.`` empty), first row at ``top``."""
        cells = []
        for r, row in enumerate(text.strip().split(ROW_SEPARATOR) if text.strip() else []):
            for c, cell in enumerate(row.strip()):
                if cell != EMPTY:
                    cells.append((top + r, left + c, cell))
        return cls(tuple(cells))

    def text(self) -> str:
        """The rows of the bounding box joined by ``/`` (empty grid: empty text)."""
        if not self.cells:
            return ""
        top, left, bottom, right = self.bounds()
        rows = [[EMPTY] * (right - left + 1) for _ in range(bottom - top + 1)]
        for r, c, cell in self.cells:
            rows[r - top][c - left] = cell
        return ROW_SEPARATOR.join("".join(row) for row in rows)

    def rows(self) -> list[str]:
        """The bounding box's rows (``.`` empty) — how a screen or a summary draws it."""
        return self.text().split(ROW_SEPARATOR) if self.cells else []

    def bounds(self) -> tuple[int, int, int, int]:
        """``(top, left, bottom, right)`` of the tiles (inclusive); the grid must not be empty."""
        rows = [r for r, _, _ in self.cells]
        cols = [c for _, c, _ in self.cells]
        return min(rows), min(cols), max(rows), max(cols)

    def normalised(self) -> Grid:
        """The same crossword with its top-left corner at ``(0, 0)``."""
        return Grid.from_text(self.text())

    @cached_property
    def by_square(self) -> Mapping[Square, str]:
        return {(r, c): cell for r, c, cell in self.cells}

    def __len__(self) -> int:
        return len(self.cells)

    def at(self, row: int, col: int) -> str | None:
        """The cell on ``(row, col)``, None when empty."""
        return self.by_square.get((row, col))

    def tiles(self) -> tuple[str, ...]:
        """The tiles the grid uses (``?`` for each blank), in square order."""
        return tuple(tile_of(cell) for _, _, cell in self.cells)

    def put(self, row: int, col: int, cell: str) -> Grid:
        return Grid((*self.cells, (row, col, cell)))

    def remove(self, row: int, col: int) -> Grid:
        return Grid(tuple(t for t in self.cells if (t[0], t[1]) != (row, col)))

    # -- words and parts -------------------------------------------------------------------
    def words(self, values: Mapping[str, int] | None = None) -> list[GridWord]:
        """Every maximal run of two or more tiles, across ones first (top to bottom), then down
        ones (left to right); ``score`` is the letter sum with ``values`` (0 without)."""
        found: list[GridWord] = []
        for across in (True, False):
            lines: dict[int, list[tuple[int, str]]] = {}
            for r, c, cell in self.cells:
                line, position = (r, c) if across else (c, r)
                lines.setdefault(line, []).append((position, cell))
            for line in sorted(lines):
                found.extend(_runs(line, sorted(lines[line]), across, values))
        return found

    def parts(self) -> list[Grid]:
        """The connected parts (tiles joined side by side), largest first, then by square."""
        left = dict(self.by_square)
        found: list[Grid] = []
        while left:
            first = min(left)
            stack, part = [first], {first: left.pop(first)}
            while stack:
                r, c = stack.pop()
                for near in ((r - 1, c), (r + 1, c), (r, c - 1), (r, c + 1)):
                    if near in left:
                        part[near] = left.pop(near)
                        stack.append(near)
            found.append(Grid(tuple((r, c, cell) for (r, c), cell in part.items())))
        found.sort(key=lambda g: (-len(g), g.cells[0][:2]))
        return found


def _runs(
    line: int,
    positions: list[tuple[int, str]],
    across: bool,
    values: Mapping[str, int] | None,
) -> Iterable[GridWord]:
    start = 0
    for k in range(1, len(positions) + 1):
        if k == len(positions) or positions[k][0] != positions[k - 1][0] + 1:
            run = positions[start:k]
            if len(run) >= MIN_WORD_LENGTH:
                letters = [cell for _, cell in run]
                score = sum(values.get(cell, 0) for cell in letters) if values else 0
                first = run[0][0]
                row, col = (line, first) if across else (first, line)
                yield GridWord("".join(letters).lower(), row, col, across, score)
            start = k


@dataclass(frozen=True)
class Assessment:
    """A grid judged as a crossword: its words, what is wrong with it, and what it would score
    if the sitting ended now.

    ``problem`` is the refusal a "done" would get (None when the grid may be handed in):
    ``NOT_CONNECTED`` (``parts``), ``UNKNOWN_WORD`` (the first wrong ``word`` and all of them in
    ``words``), ``WORD_CLASS`` (the same facts, when every wrong word is a known word of a class
    the puzzles refuse) or ``WORD_TOO_SHORT`` (a lone tile). ``crossword`` is what scores: the
    whole grid when it is valid, otherwise the tiles of its valid words — when the clock runs
    out, every valid word that stands counts, in every part of the grid (GAMES.md §4: „wyrazy,
    które udało się stworzyć w tym czasie”).
    """

    words: tuple[GridWord, ...]
    unknown: tuple[str, ...]
    parts: int
    problem: Rejected | None
    crossword: Grid
    #: Letter sums of the crossword's words.
    score: int
    #: The words that score (a subset of ``words`` when the grid is not a valid crossword).
    crossword_words: tuple[GridWord, ...]

    @property
    def valid(self) -> bool:
        return self.problem is None


def cell_values(values: Mapping[str, int]) -> dict[str, int]:
    """Cell → points from letter → points: uppercase letters score, blanks (lowercase) 0."""
    return {letter.upper(): value for letter, value in values.items() if letter != BLANK}


def assess(
    grid: Grid,
    is_word: Callable[[str], bool],
    values: Mapping[str, int],
    refused: Callable[[str], bool] = lambda _word: False,
) -> Assessment:
    """Judge ``grid`` with the dictionary ``is_word`` and letter ``values`` (letter → points);
    ``refused`` tells a known word of a refused class from an unknown one."""
    points = cell_values(values)
    words = tuple(grid.words(points))
    unknown = tuple(dict.fromkeys(w.word for w in words if not is_word(w.word)))
    parts = grid.parts()
    problem: Rejected | None = None
    if len(parts) > 1:
        problem = Rejected(Reason.NOT_CONNECTED, parts=len(parts))
    elif unknown:
        not_known = tuple(w for w in unknown if not refused(w))
        reason = Reason.UNKNOWN_WORD if not_known else Reason.WORD_CLASS
        wrong = not_known or unknown
        problem = Rejected(reason, word=wrong[0], words=wrong)
    elif len(grid) == 1:
        problem = Rejected(Reason.WORD_TOO_SHORT, min_length=MIN_WORD_LENGTH)
    if problem is None:
        crossword, crossword_words = grid, words
    else:
        bad = set(unknown)
        crossword_words = tuple(w for w in words if w.word not in bad)
        squares = {square for w in crossword_words for square in w.squares}
        crossword = Grid(tuple(cell for cell in grid.cells if cell[:2] in squares))
    score = sum(w.score for w in crossword_words)
    return Assessment(words, unknown, len(parts), problem, crossword, score, crossword_words)
