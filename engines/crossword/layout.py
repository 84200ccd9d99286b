"""The board's premium layout, read from ``resources/boards/<id>.toml``, and square coordinates.

A layout is data (GAMES.md: "keep each such choice as data"): the rows of premium letters
(``.`` plain, ``l``/``L`` double/triple letter, ``w``/``W`` double/triple word) and the start
square the first move must cover. Squares are numbered ``row * size + column`` from the top left.

Coordinates follow the usual notation: ``8H`` is row 8, column H, a word going across; ``H8``
the same square with a word going down.

>>> layout = load_layout("standard")
>>> layout.size, layout.premium_at(layout.start), format_square(layout.start, 15, across=True)
(15, 'w', '8H')
>>> parse_coordinate("H8", 15)
(112, False)
"""

from __future__ import annotations

import string
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache, cached_property, lru_cache
from typing import Any

from engines.core import Reason, Rejected
from engines.resources import resource_path

#: Premium letter → (letter multiplier, word multiplier).
PREMIUMS: dict[str, tuple[int, int]] = {
    ".": (1, 1),
    "l": (2, 1),
    "L": (3, 1),
    "w": (1, 2),
    "W": (1, 3),
}
COLUMNS = string.ascii_uppercase
MAX_SIZE = len(COLUMNS)


class LayoutError(ValueError):
    """A board file that cannot be read or breaks the format."""


@dataclass(frozen=True)
class Layout:
    """A square board's premiums: ``rows`` as in the file, multipliers per square."""

    id: str
    rows: tuple[str, ...]
    start: int

    @property
    def size(self) -> int:
        return len(self.rows)

    def premium_at(self, square: int) -> str:
        """The premium letter of ``square`` (``.`` for a plain square)."""
        return self.rows[square // self.size][square % self.size]

    @cached_property
    def letter_multipliers(self) -> tuple[int, ...]:
        return tuple(PREMIUMS[p][0] for row in self.rows for p in row)

    @cached_property
    def word_multipliers(self) -> tuple[int, ...]:
        return tuple(PREMIUMS[p][1] for row in self.rows for p in row)


#: How many plain layouts stay cached: the puzzles ask for one per window size and start square,
#: so an unbounded cache grew all through a long sitting (issue 24).
PLAIN_LAYOUTS_KEPT = 64


@lru_cache(maxsize=PLAIN_LAYOUTS_KEPT)
def plain_layout(size: int, start: int = 0) -> Layout:
    """A board of ``size`` with no premiums (the puzzles' table, seen through a window);
    ``start`` is the square a first move must cover."""
    return Layout(id="plain", rows=("." * size,) * size, start=start)


def parse_layout(data: Mapping[str, Any]) -> Layout:
    """Check and build a layout from the parsed TOML of a board file."""
    unknown = sorted(set(data) - {"id", "names", "start", "rows"})
    if unknown:
        raise LayoutError(f"unknown keys: {', '.join(unknown)}")
    layout_id = data.get("id")
    rows = data.get("rows")
    start = data.get("start")
    if not isinstance(layout_id, str) or not layout_id:
        raise LayoutError("'id' must be a non-empty string")
    if not isinstance(rows, list) or not all(isinstance(row, str) for row in rows):
        raise LayoutError("'rows' must be an array of strings")
    size = len(rows)
    if not 2 <= size <= MAX_SIZE or any(len(row) != size for row in rows):
        raise LayoutError(f"the board must be square, 2–{MAX_SIZE} rows of as many squares")
    bad = sorted({p for row in rows for p in row} - set(PREMIUMS))
    if bad:
        raise LayoutError(f"unknown premium letters: {''.join(bad)}")
    if not isinstance(start, str):
        raise LayoutError("'start' must be a square such as \"8H\"")
    try:
        start_square, _ = parse_coordinate(start, size)
    except Rejected as error:
        raise LayoutError(f"bad start square {start!r}") from error
    return Layout(id=layout_id, rows=tuple(rows), start=start_square)


@cache
def load_layout(board_id: str = "standard") -> Layout:
    """The layout in ``resources/boards/<board_id>.toml``, read once."""
    path = resource_path("boards", f"{board_id}.toml")
    try:
        with path.open("rb") as file:
            data = tomllib.load(file)
    except (OSError, tomllib.TOMLDecodeError) as error:
        raise LayoutError(f"{path.name}: cannot read the board: {error}") from error
    try:
        layout = parse_layout(data)
    except LayoutError as error:
        raise LayoutError(f"{path.name}: {error}") from error
    if layout.id != board_id:
        raise LayoutError(f"{path.name}: id {layout.id!r} differs from the file name")
    return layout


# -- coordinates -------------------------------------------------------------------------------
def format_square(square: int, size: int, *, across: bool) -> str:
    """``8H`` (across) or ``H8`` (down) for ``square``."""
    row, column = divmod(square, size)
    letter = COLUMNS[column]
    return f"{row + 1}{letter}" if across else f"{letter}{row + 1}"


def parse_coordinate(text: str, size: int) -> tuple[int, bool]:
    """The square and direction (``True`` across) of ``8H`` / ``H8``; case-insensitive.

    Raises ``Rejected(BAD_SQUARE)`` for text that is no coordinate and ``Rejected(OFF_BOARD)``
    for a square outside a board of ``size``.
    """
    cleaned = text.strip().upper()
    if len(cleaned) < 2:
        raise Rejected(Reason.BAD_SQUARE, square=text)
    if cleaned[0].isdigit():
        across, digits, letter = True, cleaned[:-1], cleaned[-1]
    else:
        across, digits, letter = False, cleaned[1:], cleaned[0]
    if not digits.isdigit() or letter not in COLUMNS or not digits.isascii():
        raise Rejected(Reason.BAD_SQUARE, square=text)
    if len(digits) > 3:  # no board is that big, and int() refuses thousands of digits
        raise Rejected(Reason.OFF_BOARD, square=text[:12])
    row, column = int(digits) - 1, COLUMNS.index(letter)
    if not (0 <= row < size and column < size):
        raise Rejected(Reason.OFF_BOARD, square=text)
    return row * size + column, across
