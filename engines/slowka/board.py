"""The Słówka board: its layout (``resources/boards/slowka.toml``), square names and the tokens.

Squares are numbered ``row * size + column`` from the top left and written as in the solver: a
column letter ``a``–``g`` (left to right) and a row number ``1``–``7`` (top to bottom), so the
centre of the 7×7 board is ``d4``. A :class:`Board` is one immutable string, one character per
square: ``#`` a bonus square, ``.`` an empty light square, a lowercase letter a token — the
solver's board-file format (which writes tokens uppercase) without the line breaks.

>>> layout = load_layout()
>>> square_name(layout.start, 7), parse_square("b2", 7), layout.bonuses[parse_square("b2", 7)]
('d4', 8, 10)
>>> board = Board.empty(layout).with_tiles([(layout.start, "n")])
>>> board.to_text().splitlines()[3]
'#..N..#'
"""

from __future__ import annotations

import string
import tomllib
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from typing import Any

from engines.core import Reason, Rejected
from engines.resources import resource_path

EMPTY = "."
BONUS = "#"
#: How a word is read (the rule option ``reading``): each next token touching the one before by
#: a side or a corner (``ANY``, the 8 squares around), or by a side only (``SIDE``). Laying a
#: token always needs a side: "Każdy kładziony na planszy żeton musi przylegać bokiem".
ANY = "any"
SIDE = "side"
COLUMNS = string.ascii_lowercase
MAX_SIZE = 9  # one digit per row keeps square names two characters long


class LayoutError(ValueError):
    """A board file that cannot be read or breaks the format."""


class BoardFormatError(ValueError):
    """Board text that is not ``size`` lines of ``#``, ``.`` and uppercase letters."""


def square_name(square: int, size: int) -> str:
    """``d4`` for the square in column d, row 4."""
    row, column = divmod(square, size)
    return f"{COLUMNS[column]}{row + 1}"


def parse_square(text: str, size: int) -> int:
    """The square named ``text`` (``d4``, either case); ``Rejected(BAD_SQUARE)`` otherwise."""
    cleaned = text.strip().lower()
    if (
        len(cleaned) != 2
        or cleaned[0] not in COLUMNS[:size]
        or not cleaned[1].isascii()
        or not cleaned[1].isdigit()
        or not 1 <= int(cleaned[1]) <= size
    ):
        raise Rejected(Reason.BAD_SQUARE, square=text)
    return (int(cleaned[1]) - 1) * size + COLUMNS.index(cleaned[0])


@dataclass(frozen=True)
class Layout:
    """A square board with a START square and bonus squares worth points when surrounded."""

    id: str
    size: int
    start: int
    #: Bonus square → its points.
    bonuses: Mapping[int, int]

    def __hash__(self) -> int:
        return hash((self.id, self.size, self.start, tuple(sorted(self.bonuses.items()))))

    @property
    def squares(self) -> range:
        return range(self.size * self.size)

    def is_light(self, square: int) -> bool:
        return square not in self.bonuses

    @property
    def light_squares(self) -> tuple[int, ...]:
        return tuple(s for s in self.squares if s not in self.bonuses)

    def neighbours(self, square: int) -> tuple[int, ...]:
        """The squares sharing a side with ``square`` (up, left, right, down)."""
        return _neighbours(self.size, corners=False)[square]

    def light_neighbours(self, square: int) -> tuple[int, ...]:
        return tuple(n for n in self.neighbours(square) if n not in self.bonuses)

    def touching(self, square: int, reading: str) -> tuple[int, ...]:
        """The squares a word may step to from ``square`` under ``reading``: those sharing a
        side (``SIDE``), or a side or a corner (``ANY``), in square order."""
        return _neighbours(self.size, corners=reading == ANY)[square]

    def light_touching(self, square: int, reading: str) -> tuple[int, ...]:
        return tuple(n for n in self.touching(square, reading) if n not in self.bonuses)

    def name(self, square: int) -> str:
        return square_name(square, self.size)

    def parse(self, text: str) -> int:
        return parse_square(text, self.size)


_SIDES = ((-1, 0), (0, -1), (0, 1), (1, 0))
_SIDES_AND_CORNERS = ((-1, -1), (-1, 0), (-1, 1), (0, -1), (0, 1), (1, -1), (1, 0), (1, 1))


@cache
def _neighbours(size: int, *, corners: bool) -> tuple[tuple[int, ...], ...]:
    found = []
    for square in range(size * size):
        row, column = divmod(square, size)
        near = []
        for dr, dc in _SIDES_AND_CORNERS if corners else _SIDES:
            r, c = row + dr, column + dc
            if 0 <= r < size and 0 <= c < size:
                near.append(r * size + c)
        found.append(tuple(near))
    return tuple(found)


def parse_layout(data: Mapping[str, Any]) -> Layout:
    """Check and build a layout from the parsed TOML of a board file."""
    unknown = sorted(set(data) - {"id", "names", "size", "start", "bonuses"})
    if unknown:
        raise LayoutError(f"unknown keys: {', '.join(unknown)}")
    layout_id, size, start, bonuses = (data.get(k) for k in ("id", "size", "start", "bonuses"))
    if not isinstance(layout_id, str) or not layout_id:
        raise LayoutError("'id' must be a non-empty string")
    if not isinstance(size, int) or not 2 <= size <= MAX_SIZE:
        raise LayoutError(f"'size' must be a number from 2 to {MAX_SIZE}")
    if not isinstance(bonuses, dict) or not bonuses:
        raise LayoutError("'bonuses' must be a table of square = points")
    try:
        start_square = parse_square(str(start), size)
        values = {parse_square(name, size): points for name, points in bonuses.items()}
    except Rejected as error:
        raise LayoutError(f"bad square {error.details.get('square')!r}") from error
    if any(not isinstance(points, int) or points <= 0 for points in values.values()):
        raise LayoutError("bonus points must be positive whole numbers")
    if start_square in values:
        raise LayoutError("the START square cannot be a bonus square")
    return Layout(id=layout_id, size=size, start=start_square, bonuses=values)


@cache
def load_layout(board_id: str = "slowka") -> Layout:
    """The layout in ``resources/boards/<board_id>.toml``, read once."""
    path = resource_path("boards", f"{board_id}.toml")
    try:
        with path.open("rb") as file:
            data = tomllib.load(file)
        layout = parse_layout(data)
    except (OSError, tomllib.TOMLDecodeError, LayoutError) as error:
        raise LayoutError(f"{path.name}: {error}") from error
    if layout.id != board_id:
        raise LayoutError(f"{path.name}: id {layout.id!r} differs from the file name")
    return layout


@dataclass(frozen=True)
class Board:
    """The tokens on the board: ``cells`` holds one character per square (see the module)."""

    size: int
    cells: str

    @classmethod
    def empty(cls, layout: Layout) -> Board:
        return cls(
            layout.size,
            "".join(BONUS if s in layout.bonuses else EMPTY for s in layout.squares),
        )

    @classmethod
    def from_text(cls, text: str, layout: Layout, alphabet: str) -> Board:
        """Read the board-file format (uppercase tokens); a UTF-8 BOM and CRLF line ends are
        fine. Raises :class:`BoardFormatError` with a one-line reason."""
        size = layout.size
        rows = [line.rstrip() for line in text.lstrip("\ufeff").splitlines()]
        while rows and not rows[-1]:
            rows.pop()
        if len(rows) != size or any(len(row) != size for row in rows):
            lengths = "/".join(sorted({str(len(r)) for r in rows})) or "0"
            raise BoardFormatError(
                f"the board must be {size} lines of {size} characters, "
                f"got {len(rows)} lines of {lengths}"
            )
        letters = set(alphabet.upper())
        cells = []
        for square, char in enumerate("".join(rows)):
            name = square_name(square, size)
            if char == BONUS:
                if square not in layout.bonuses:
                    raise BoardFormatError(f"{name} is not a bonus square but the board has #")
                cells.append(BONUS)
            elif square in layout.bonuses:
                raise BoardFormatError(f"{name} is a bonus square and must be #, got {char!r}")
            elif char == EMPTY:
                cells.append(EMPTY)
            elif char in letters:
                cells.append(char.lower())
            else:
                raise BoardFormatError(f"{name}: {char!r} is not #, . or an uppercase letter")
        return cls(size, "".join(cells))

    def to_text(self) -> str:
        return "\n".join(self.rows())

    def rows(self) -> list[str]:
        """The board-file lines (tokens uppercase)."""
        upper = self.cells.upper()
        return [upper[r * self.size : (r + 1) * self.size] for r in range(self.size)]

    def letter(self, square: int) -> str | None:
        """The token's letter on ``square`` (lowercase), or None when there is none."""
        cell = self.cells[square]
        return None if cell in (EMPTY, BONUS) else cell

    def is_empty(self, square: int) -> bool:
        """Whether ``square`` is a light square with no token."""
        return self.cells[square] == EMPTY

    def tiles(self) -> Iterator[tuple[int, str]]:
        """(square, letter) of every token, in square order."""
        for square, cell in enumerate(self.cells):
            if cell not in (EMPTY, BONUS):
                yield square, cell

    def empty_squares(self) -> tuple[int, ...]:
        return tuple(s for s, cell in enumerate(self.cells) if cell == EMPTY)

    def with_tiles(self, placed: Iterable[tuple[int, str]]) -> Board:
        """The board with ``placed`` (square, letter) — a letter of ``.`` takes a token off."""
        cells = list(self.cells)
        for square, letter in placed:
            cells[square] = letter
        return Board(self.size, "".join(cells))
