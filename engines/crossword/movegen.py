"""All legal placements for a board and a rack, each with its exact score.

This module prepares the position for the hot loop in :mod:`engines.crossword.movegen_core`:
the anchors (empty squares next to a tile; the start square on an empty board), for every line
with an anchor the letter codes and values of its tiles, the premiums, and per empty square the
*cross-check* mask — the letters that make a valid word with the tiles above and below (or left
and right) — taken from :meth:`Dictionary.cross_check`, which caches them per neighbourhood (the
compiled core walks them on the DAWG instead, unless there are house rules). Squares with no
perpendicular neighbour allow every letter.

House rules: cross-checks already count extra and banned words; main words come from the
lexicon's DAWG, then (if there are extra words the lexicon lacks) from a second pass over a small
DAWG of those words; moves whose main word is banned (or refused by the dictionary's rule, the
letter puzzles' word classes) are dropped.

>>> from engines.crossword.layout import load_layout
>>> from engines.crossword.rulesets import JAWA
>>> from engines.crossword.words import Dictionary
>>> from engines.lexicon import lexicon_from_words
>>> from engines.tiles import load_tile_set
>>> words = Dictionary(lexicon_from_words(["kot", "kto", "ok"], "pl"))
>>> moves = all_moves(Board.empty(15), tuple("ktoa"), words, load_layout(), load_tile_set(
...     "crossword_jawa"), JAWA)
>>> len(moves), str(moves[0].place), moves[0].score
(12, '8F KOT', 10)
"""

from __future__ import annotations

import bisect
import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engines.crossword import movegen_core
from engines.crossword.actions import Place
from engines.crossword.board import Board
from engines.crossword.layout import Layout, format_square
from engines.crossword.movegen_core import BLANK_CODE, Line, RawMove
from engines.crossword.placement import NewTile, PlacementRules
from engines.crossword.words import Dictionary
from engines.tiles import BLANK, TileSet


@dataclass(frozen=True)
class Move:
    """A legal placement with its score; ``place`` is the action that plays it."""

    place: Place
    score: int
    tiles: tuple[NewTile, ...]
    #: The main word, lowercase.
    word: str

    @property
    def rack_tiles(self) -> tuple[str, ...]:
        return tuple(t.rack_tile for t in self.tiles)

    def sort_key(self) -> tuple[int, str]:
        """Best first: higher score, then the text of the move (a fixed order for ties)."""
        return (-self.score, str(self.place))


@dataclass(frozen=True)
class Position:
    """What the generator needs besides the rack."""

    board: Board
    dictionary: Dictionary
    layout: Layout
    tile_set: TileSet
    rules: PlacementRules


def rack_counts(rack: Sequence[str], alphabet: str) -> tuple[list[int], int]:
    """Tiles per letter index and the number of blanks."""
    counts = [0] * len(alphabet)
    blanks = 0
    for tile in rack:
        if tile == BLANK:
            blanks += 1
        else:
            counts[alphabet.index(tile)] += 1
    return counts, blanks


def anchors_of(board: Board, layout: Layout) -> list[bool]:
    """Per square: empty and next to a tile (the start square alone on an empty board)."""
    size = board.size
    anchors = [False] * (size * size)
    if not board.has_tiles:
        anchors[layout.start] = True
        return anchors
    cells = board.cells
    last = size - 1
    for square, cell in enumerate(cells):
        if cell == ".":
            continue
        column = square % size
        for neighbour, inside in (
            (square - size, square >= size),
            (square + size, square < size * last),
            (square - 1, column > 0),
            (square + 1, column < last),
        ):
            if inside and cells[neighbour] == ".":
                anchors[neighbour] = True
    return anchors


def build_lines(
    board: Board,
    dictionary: Dictionary,
    layout: Layout,
    tile_set: TileSet,
    rack_size: int,
    require_tile: bool = False,
) -> list[Line]:
    """The hot loop's description of every line (across rows, then down columns) with an
    anchor. Line ids: row ``r`` is ``r``, column ``c`` is ``size + c``.

    ``require_tile`` (main words must hold a tile of the line, GRA I): an anchor with empty
    squares on its left is kept only when a tile of the line lies at most ``rack_size``
    squares to its right, and its left parts shrink by the squares up to that tile, since a
    move made from it must reach the tile."""
    size = board.size
    area = size * size
    index = {letter: i for i, letter in enumerate(dictionary.alphabet)}
    cells = board.cells
    letters = ["" if cell == "." else cell.lower() for cell in cells]
    codes = [index[c] if c else -1 for c in letters]
    tile_value = {
        cell: 0 if cell == "." or cell.islower() else tile_set.value(cell.lower())
        for cell in set(cells)
    }
    values = [tile_value[cell] for cell in cells]
    anchors = anchors_of(board, layout)
    letter_mults = layout.letter_multipliers
    word_mults = layout.word_multipliers
    everything = dictionary.all_letters
    lines: list[Line] = []
    for across in (True, False):
        step, cross_step = (1, size) if across else (size, 1)
        for fixed in range(size):
            first = fixed * size if across else fixed
            squares = range(first, first + size * step, step)
            if not any(anchors[s] for s in squares):
                continue
            cross_masks: list[int] = []
            cross_sums: list[int] = []
            line_anchors: list[tuple[int, int]] = []
            run = 0  # empty non-anchor squares just left of here
            for k, square in enumerate(squares):
                if codes[square] >= 0:
                    cross_masks.append(0)
                    cross_sums.append(-1)
                    run = 0
                    continue
                # A perpendicular neighbour? (Down lines: the squares left and right of this
                # one, which must be in the same row.)
                if across:
                    touches = (square >= size and codes[square - size] >= 0) or (
                        square + size < area and codes[square + size] >= 0
                    )
                else:
                    touches = (fixed > 0 and codes[square - 1] >= 0) or (
                        fixed < size - 1 and codes[square + 1] >= 0
                    )
                if touches:
                    before, after, total = _perpendicular(letters, values, square, cross_step, size)
                    cross_masks.append(dictionary.cross_check(before, after))
                    cross_sums.append(total)
                else:
                    cross_masks.append(everything)
                    cross_sums.append(-1)
                if anchors[square]:
                    left_taken = k > 0 and codes[square - step] >= 0
                    limit = -1 if left_taken else min(run, rack_size - 1)
                    if limit >= 0 and require_tile:
                        reach = _squares_to_next_tile(codes, squares, k)
                        limit = min(limit, rack_size - reach) if reach <= rack_size else -2
                    if limit >= -1:
                        line_anchors.append((k, limit))
                    run = 0
                else:
                    run += 1
            if not line_anchors:
                continue
            lines.append(
                (
                    fixed if across else size + fixed,
                    [codes[s] for s in squares],
                    [values[s] for s in squares],
                    cross_masks,
                    cross_sums,
                    [letter_mults[s] for s in squares],
                    [word_mults[s] for s in squares],
                    line_anchors,
                )
            )
    return lines


def generate_on_board(
    board: Board,
    dictionary: Dictionary,
    layout: Layout,
    tile_set: TileSet,
    arr: Sequence[int],
    counts: list[int],
    blanks: int,
    bingo_tiles: int,
    bingo_bonus: int,
    min_tiles: int,
    require_tile: bool = False,
    limit: int = 0,
    shadow: bool = True,
    ties: bool = False,
) -> list[RawMove]:
    """:func:`build_lines` then the hot loop on ``arr`` (a lexicon's DAWG) for the rack
    ``counts`` (per letter index) plus ``blanks``; with a ``limit``, only the ``limit``
    greatest moves, greatest first (with ``ties`` also those scoring as much as the last;
    found by shadow pruning unless ``shadow`` is false). The compiled core does both in one
    call and keeps the lines in C in between (and the moves, but the greatest)."""
    lines = build_lines(board, dictionary, layout, tile_set, sum(counts) + blanks, require_tile)
    moves = movegen_core.generate(
        arr,
        lines,
        counts,
        blanks,
        tile_set.values_of(dictionary.alphabet),
        bingo_tiles,
        bingo_bonus,
        min_tiles,
        board.size,
        require_tile,
        limit,
        shadow,
        ties,
    )
    return moves


BuildLines = Callable[[Board, Dictionary, Layout, TileSet, int, bool], list[Line]]
Generate = Callable[..., list[RawMove]]
GenerateOnBoard = Callable[..., list[RawMove]]


@dataclass(frozen=True)
class Core:
    """One implementation of the generator: its line preparation, its hot loop, and both in
    one call (what :func:`generate_raw` uses)."""

    build_lines: BuildLines
    generate: Generate
    generate_on_board: GenerateOnBoard


#: Set to any non-empty value but ``0``: use the pure-Python core even when the compiled one is
#: installed (checks, benchmarks, a suspected compiler bug).
PURE_PYTHON_VARIABLE = "GRY_SLOWNE_PURE_PYTHON"


def available_cores() -> dict[str, Core]:
    """The cores that can run here, pure Python first: ``"python"`` always, ``"compiled"`` (the
    Cython twin, ``_movegen_compiled``) when it is built."""
    cores = {"python": Core(build_lines, movegen_core.generate, generate_on_board)}
    try:
        from engines.crossword import _movegen_compiled  # type: ignore[attr-defined]
    except ImportError:
        return cores
    cores["compiled"] = Core(
        _movegen_compiled.build_lines,
        _movegen_compiled.generate,
        _movegen_compiled.generate_on_board,
    )
    return cores


#: Shadow pruning for a limited generation (``generate_raw(..., limit=N)``): anchors in
#: descending order of an upper bound of their moves' scores, those that cannot reach the N best
#: skipped. The same moves either way; False only to measure what it saves
#: (``benchmarks/best_moves.py``).
SHADOW_PRUNING = True

#: Every core this installation has, by name.
CORES = available_cores()
#: The core in use: "compiled" when built and not switched off by the variable, else "python".
CORE = (
    "compiled"
    if "compiled" in CORES and os.environ.get(PURE_PYTHON_VARIABLE, "") in ("", "0")
    else "python"
)


def _squares_to_next_tile(codes: list[int], squares: Sequence[int], k: int) -> int:
    """How many squares from ``squares[k]`` on are empty before the next tile of the line
    (beyond the line's length when there is none)."""
    for j in range(k, len(squares)):
        if codes[squares[j]] >= 0:
            return j - k
    return len(squares) + 1


def _perpendicular(
    letters: list[str], values: list[int], square: int, step: int, size: int
) -> tuple[str, str, int]:
    """The tiles right before and after ``square`` across the line (``step`` apart), as
    strings, and the sum of their values."""
    total = 0
    before: list[str] = []
    s = square - step
    while s >= 0 and (step == size or s // size == square // size) and letters[s]:
        before.append(letters[s])
        total += values[s]
        s -= step
    after: list[str] = []
    s = square + step
    while s < size * size and (step == size or s // size == square // size) and letters[s]:
        after.append(letters[s])
        total += values[s]
        s += step
    return "".join(reversed(before)), "".join(after), total


def generate_raw(
    position: Position,
    rack: Sequence[str],
    core: str = "",
    limit: int = 0,
    ties: bool = False,
) -> list[RawMove]:
    """Every legal placement as the hot loop reports it (see :data:`RawMove`), from ``core``
    (a name in :data:`CORES`; by default :data:`CORE`); with a ``limit``, only the ``limit``
    greatest (``heapq.nlargest`` of them: best score first; with ``ties``, also every other
    placement scoring as much as the last of them), which costs less: anchors whose shadow
    (:func:`~engines.crossword.movegen_core.shadow_bound`) cannot reach them are not generated
    (see :data:`SHADOW_PRUNING`)."""
    on_board = CORES[core or CORE].generate_on_board
    board, dictionary, rules = position.board, position.dictionary, position.rules
    counts, blanks = rack_counts(rack, dictionary.alphabet)
    require_tile = rules.main_word_holds_tile and board.has_tiles
    min_tiles = 1 if board.has_tiles else rules.first_move_min_tiles
    bingo_tiles = rules.bingo_tiles
    if rules.bingo_empties_rack:
        bingo_tiles = min(bingo_tiles, len(rack))
    banned, extra = dictionary.banned, dictionary.extra_lexicon
    refused = dictionary.refused is not None
    # House rules change the list after the hot loop: the limit is applied after them.
    house_rules = bool(banned) or extra is not None or refused

    def run(array: Sequence[int]) -> list[RawMove]:
        return on_board(
            board,
            dictionary,
            position.layout,
            position.tile_set,
            array,
            counts,
            blanks,
            bingo_tiles,
            rules.bingo_bonus,
            min_tiles,
            require_tile,
            0 if house_rules else limit,
            SHADOW_PRUNING,
            ties,
        )

    moves = run(dictionary.lexicon.packed.array)
    if not house_rules:
        return moves
    if banned or refused:
        words, allows = MainWords(board, dictionary.alphabet), dictionary.allows_generated
        moves = [m for m in moves if allows(words.of(m))]
    if extra is not None:
        # The lines are prepared again for this pass: only house-rule games have one.
        moves += run(extra.packed.array)
    return movegen_core.greatest(moves, limit, ties) if limit else moves


class MainWords:
    """The main words of many raw moves on one board, each from slices of its line (a filter
    over tens of thousands of moves: :func:`main_word` walks square by square)."""

    def __init__(self, board: Board, alphabet: str) -> None:
        size = board.size
        cells = board.cells.lower()
        rows = [cells[r * size : (r + 1) * size] for r in range(size)]
        columns = [cells[c::size] for c in range(size)]
        self._lines = rows + columns
        self._empties = [[i for i, cell in enumerate(line) if cell == "."] for line in self._lines]
        self._size = size
        self._alphabet = alphabet

    def of(self, raw: RawMove) -> str:
        """The main word of ``raw``, lowercase (as :func:`main_word`)."""
        _, line_id, start, codes = raw
        line, empties = self._lines[line_id], self._empties[line_id]
        first = bisect.bisect_left(empties, start)
        last = first + len(codes)
        end = empties[last] if last < len(empties) else self._size
        letters = list(line[start:end])
        for code, square in zip(codes, empties[first:last], strict=True):
            letters[square - start] = self._alphabet[code & (BLANK_CODE - 1)]
        return "".join(letters)


def main_word(board: Board, raw: RawMove, alphabet: str) -> str:
    """The main word of a raw move, lowercase."""
    return "".join(t.lower() for t in move_cells(board, raw, alphabet)[1])


def move_cells(board: Board, raw: RawMove, alphabet: str) -> tuple[list[int], list[str]]:
    """The squares of a raw move's main word and their characters after the move (new tiles
    uppercase, blanks lowercase)."""
    _, line_id, start, codes = raw
    size = board.size
    if line_id < size:
        square, step = line_id * size + start, 1
    else:
        square, step = start * size + (line_id - size), size
    squares: list[int] = []
    chars: list[str] = []
    left = list(codes)
    for _ in range(start, size):
        cell = board.cells[square]
        if cell == ".":
            if not left:
                break
            code = left.pop(0)
            letter = alphabet[code & (BLANK_CODE - 1)]
            cell = letter if code >= BLANK_CODE else letter.upper()
        squares.append(square)
        chars.append(cell)
        square += step
    return squares, chars


def to_move(board: Board, raw: RawMove, alphabet: str) -> Move:
    """The :class:`Move` of a raw move."""
    score, line_id, _, _ = raw
    size = board.size
    squares, chars = move_cells(board, raw, alphabet)
    tiles = tuple(
        NewTile(square, char.lower(), blank=char.islower())
        for square, char in zip(squares, chars, strict=True)
        if board.cells[square] == "."
    )
    across = line_id < size
    place = Place(format_square(squares[0], size, across=across), "".join(chars))
    return Move(place, score, tiles, "".join(chars).lower())


def all_moves(
    board: Board,
    rack: Sequence[str],
    dictionary: Dictionary,
    layout: Layout,
    tile_set: TileSet,
    rules: PlacementRules,
) -> list[Move]:
    """Every legal placement, best first (score, then the move's text)."""
    position = Position(board, dictionary, layout, tile_set, rules)
    moves = [to_move(board, raw, dictionary.alphabet) for raw in generate_raw(position, rack)]
    moves.sort(key=Move.sort_key)
    return moves


def best_move(position: Position, rack: Sequence[str], core: str = "") -> Move | None:
    """The highest-scoring placement (ties: the first in text order), or None."""
    best = best_moves(position, rack, 1, core)
    return best[0] if best else None


def best_moves(position: Position, rack: Sequence[str], count: int, core: str = "") -> list[Move]:
    """The ``count`` highest-scoring different placements, best first (ties in text order).
    Only the moves scoring at least the ``count``-th best score are made: the pruned search
    keeps the ties of the last (the text order chooses among them)."""
    if count <= 0:
        return []
    raws = generate_raw(position, rack, core, limit=count, ties=True)
    alphabet = position.dictionary.alphabet
    moves = {
        str(move.place): move for move in (to_move(position.board, raw, alphabet) for raw in raws)
    }
    return sorted(moves.values(), key=Move.sort_key)[:count]
