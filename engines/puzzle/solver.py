"""The solver behind ``python -m engines.puzzle solve --rules gra1``: every GRA I move for a
position, best first.

Input: a board file — rows of equal length, ``.`` empty, an uppercase letter a tile, a lowercase
letter a blank standing for that letter (a byte-order mark and CRLF line ends are fine; blank
lines before and after are ignored) — and a rack (letters, ``?`` for a blank, at most 7).
Optionally a plain word list (UTF-8, one word a line) instead of the built-in lexicon.

Output lines ``SCORE ROW COL DIR WORD``: the first letter's square counted from the file's
top-left corner (0-based; negative above or left of the rectangle: the table is unbounded),
``a`` across or ``d`` down, the whole main word as it reads (blanks lowercase, on the board or
new). Best first; ties by row, column, across before down, then the word's text
(:meth:`~engines.puzzle.gra1_moves.TableMove.sort_key`). Every placement is listed once: a
one-tile move across when the tile has a neighbour left or right of it, otherwise down; on an
empty board every first word at ``0 0 a`` (down would be the same move turned).

Checked before solving (:class:`~engines.crossword.solver.SolverInputError`, one line each):
the board's shape and letters, the rack's letters and size, and that the board and rack
together hold no more tiles of a kind than the puzzle set (70 tiles, 2 blanks).
"""

from __future__ import annotations

from pathlib import Path

from engines.crossword.board import BoardFormatError
from engines.crossword.solver import (
    SolverInputError,
    check_cell_counts,
    parse_rack,
    read_word_list,
)
from engines.puzzle.gra1 import LANGUAGE, RULES, TILE_SET
from engines.puzzle.gra1_moves import TableMove, all_moves
from engines.puzzle.table import Table
from engines.puzzle.words import PuzzleDictionary, puzzle_dictionary
from engines.tiles import load_tile_set

#: Rule sets with a solver.
SOLVABLE = ("gra1",)


def read_table(text: str, alphabet: str) -> Table:
    """The table of a board file's text (its top-left corner at ``(0, 0)``)."""
    lines = [line.strip() for line in text.lstrip("\ufeff").splitlines()]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    if not lines:
        raise SolverInputError("the board file has no rows")
    try:
        return Table.from_rows(lines, alphabet)
    except BoardFormatError as error:
        raise SolverInputError(str(error)) from error


def solve(board_text: str, rack_text: str, word_list: Path | None = None) -> list[TableMove]:
    """Every legal GRA I move, best first."""
    tile_set = load_tile_set(TILE_SET)
    table = read_table(board_text, tile_set.alphabet)
    rack = parse_rack(rack_text, tile_set.alphabet, RULES.rack_size)
    check_cell_counts((cell for _, _, cell in table.tiles), rack, tile_set)
    if word_list is None:
        dictionary = puzzle_dictionary()
    else:
        # The puzzles' word classes hold with any word list.
        dictionary = PuzzleDictionary(
            read_word_list(word_list, tile_set.alphabet, LANGUAGE).lexicon
        )
    return all_moves(table, rack, dictionary)


def format_move(move: TableMove) -> str:
    """``SCORE ROW COL DIR WORD``."""
    return f"{move.score} {move.place}"


def solve_lines(
    rules_id: str,
    board_text: str,
    rack_text: str,
    *,
    top: int | None = 10,
    word_list: Path | None = None,
) -> list[str]:
    """The solver's output lines (``top`` None: all moves)."""
    if rules_id not in SOLVABLE:
        raise SolverInputError(f"no solver for rules {rules_id!r} (known: {', '.join(SOLVABLE)})")
    moves = solve(board_text, rack_text, word_list)
    return [format_move(m) for m in (moves if top is None else moves[:top])]
