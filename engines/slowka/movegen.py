"""Every legal Słówka move of a position: a walk of the DAWG along board paths.

A depth-first search starts on every light square and steps to the squares the reading allows
(the 8 around with ``any``, the 4 sharing a side with ``side``) not yet on the path, carrying
the DAWG state of the letters so far: a square with a token follows that letter's edge (or ends
the branch when no word continues so); an empty square tries each distinct letter of the rack
the DAWG allows there (one AND of two bit masks), using that token up. A path is a
move when it spells a word, holds at least one empty square (a token placed) and at least one
token that was there; reading through corners, its placed tokens must also be joined to the
tokens on the board by side contacts (checked when a word is found: a later token of the path
may be the one that joins an earlier one). Prunings keep it small: a branch ends when the DAWG
state has no children; while the path holds no old token an empty square is only entered when
the tokens left can still reach a token along reading steps; and an empty square is only
entered when the move can place enough tokens to join it to the board by sides (both distances
precomputed by breadth-first searches over light squares).

Every move comes out once: a (path, word) pair is one branch of the search. The hot loop handles
only ints, lists and the DAWG's flat array (see :mod:`engines.lexicon.dawg`).

Symmetry: a turn or flip of the square board that maps the layout (bonus squares and their
points) and the tokens onto themselves maps every move onto a move of the same word and score.
On such a board — above all the opening, one token on START, which all 8 of them keep — the
search keeps of each set of paths the symmetries map into each other only the first in square
order (:func:`generate_classes`): a branch ends as soon as a symmetry mapping the path so far
onto itself maps its next square to a lower one. That finds each set of moves once, in a
fraction of the time; :func:`expand` gives the rest. A caller that chooses among few moves (the
computer players) expands only those.

Two cores: this pure search (:func:`search_python`) and its compiled twin
(``_movegen_compiled.pyx``, Cython, built by ``setup.py`` when a C compiler is there), which
finds the same moves in the same order and counts the same work, about 20 times faster;
:data:`CORE` is the one in use. :func:`search` also says the work done (squares tried: the
strong player's budget is counted in it) and, with ``limit``, builds only the best-scoring
moves; :class:`Searcher` prepares a board's geometry once for the many searches of a decision.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from engines.lexicon import Lexicon
from engines.slowka.actions import Place
from engines.slowka.board import SIDE, Board, Layout
from engines.tiles import TileSet

#: Set to any non-empty value but ``0``: use the pure-Python search even when the compiled one
#: is installed (the same switch as the crossword generator's).
PURE_PYTHON_VARIABLE = "GRY_SLOWNE_PURE_PYTHON"

_compiled: Any
try:
    from engines.slowka import _movegen_compiled as _compiled  # type: ignore[attr-defined,no-redef]
except ImportError:  # no C compiler at install time: the pure search
    _compiled = None

#: The cores this installation has: ``"python"`` always, ``"compiled"`` when built.
CORES = ("python", "compiled") if _compiled is not None else ("python",)
#: The core in use: "compiled" when built and not switched off by the variable, else "python".
CORE = (
    "compiled"
    if _compiled is not None and os.environ.get(PURE_PYTHON_VARIABLE, "") in ("", "0")
    else "python"
)

#: ``(score, squares, word)``: the squares in reading order, the word lowercase.
RawMove = tuple[int, tuple[int, ...], str]

_FAR = 1_000


@dataclass(frozen=True)
class Move:
    """A generated move: its score (letters and bonus squares), path and word."""

    score: int
    squares: tuple[int, ...]
    word: str

    def place(self, layout: Layout) -> Place:
        return Place.of([layout.name(s) for s in self.squares], self.word)


def distances_to_tokens(board: Board, layout: Layout, reading: str = SIDE) -> list[int]:
    """Per square, the number of steps (as ``reading`` allows) over light squares to the
    nearest token."""
    distance = [_FAR] * (layout.size * layout.size)
    frontier = [s for s, _ in board.tiles()]
    for square in frontier:
        distance[square] = 0
    step = 0
    while frontier:
        step += 1
        following = []
        for square in frontier:
            for near in layout.light_touching(square, reading):
                if distance[near] == _FAR:
                    distance[near] = step
                    following.append(near)
        frontier = following
    return distance


#: A map of squares (``image[square]``), one of the board's turns and flips.
SquareMap = tuple[int, ...]


@cache
def _turns_and_flips(size: int) -> tuple[SquareMap, ...]:
    """The 8 maps of a square board onto itself, the identity first."""
    last = size - 1
    maps: list[SquareMap] = []
    for swap in (False, True):
        for flip_rows in (False, True):
            for flip_columns in (False, True):
                image = []
                for square in range(size * size):
                    row, column = divmod(square, size)
                    if swap:
                        row, column = column, row
                    row = last - row if flip_rows else row
                    column = last - column if flip_columns else column
                    image.append(row * size + column)
                maps.append(tuple(image))
    return tuple(maps)


def symmetries(board: Board, layout: Layout) -> tuple[SquareMap, ...]:
    """The turns and flips mapping the layout's bonus squares (with their points) and the board's
    tokens onto themselves, the identity first."""
    return tuple(
        image
        for image in _turns_and_flips(layout.size)
        if all(
            board.cells[image[s]] == board.cells[s]
            and layout.bonuses.get(image[s]) == layout.bonuses.get(s)
            for s in layout.squares
        )
    )


def expand(moves: Sequence[RawMove], maps: Sequence[SquareMap]) -> list[RawMove]:
    """``moves`` and their images under ``maps`` (:func:`symmetries`), each move once."""
    if len(maps) <= 1:
        return list(moves)
    seen: set[RawMove] = set()
    found: list[RawMove] = []
    for score, squares, word in moves:
        for image in maps:
            move = (score, tuple([image[s] for s in squares]), word)
            if move not in seen:
                seen.add(move)
                found.append(move)
    return found


def generate(
    board: Board,
    rack: Sequence[str],
    lexicon: Lexicon,
    layout: Layout,
    tile_set: TileSet,
    reading: str,
) -> list[RawMove]:
    """Every legal move for ``rack`` on ``board`` reading as ``reading``, in search order (not
    sorted)."""
    return expand(*generate_classes(board, rack, lexicon, layout, tile_set, reading))


def generate_classes(
    board: Board,
    rack: Sequence[str],
    lexicon: Lexicon,
    layout: Layout,
    tile_set: TileSet,
    reading: str,
    *,
    symmetric: bool = True,
) -> tuple[list[RawMove], tuple[SquareMap, ...]]:
    """Legal moves for ``rack`` on ``board`` — one of every set of moves the board's
    symmetries map into each other — and those symmetries (:func:`expand` gives every move).
    ``symmetric`` False: every move and no symmetry but the identity (the search without the
    shortcut, for comparison)."""
    found = search(board, rack, lexicon, layout, tile_set, reading, symmetric=symmetric)
    return found.moves, found.maps


@dataclass(frozen=True)
class Found:
    """What a search found: the moves (one of each symmetric set), the symmetries kept (the
    identity first) and the work it took (squares tried, a measure of its CPU time that does
    not depend on the machine or its load)."""

    moves: list[RawMove]
    maps: tuple[SquareMap, ...]
    work: int


def search(
    board: Board,
    rack: Sequence[str],
    lexicon: Lexicon,
    layout: Layout,
    tile_set: TileSet,
    reading: str,
    *,
    symmetric: bool = True,
    limit: int = 0,
    core: str | None = None,
) -> Found:
    """The moves of :func:`generate_classes` with the work done; ``limit`` > 0: only the
    ``limit`` best-scoring ones (the first found among equal scores), best first. ``core``:
    ``"python"`` or ``"compiled"`` (default :data:`CORE`)."""
    return Searcher(lexicon, layout, tile_set, reading, core).search(
        board, rack, symmetric=symmetric, limit=limit
    )


class Searcher:
    """:func:`search` on one game's board, words, tokens and reading, prepared once (a
    simulation searches thousands of times in a decision)."""

    def __init__(
        self,
        lexicon: Lexicon,
        layout: Layout,
        tile_set: TileSet,
        reading: str,
        core: str | None = None,
    ) -> None:
        self.lexicon = lexicon
        self.layout = layout
        self.tile_set = tile_set
        self.reading = reading
        self.core = core or CORE
        self._index = _letter_index(lexicon.alphabet)
        self._geometry = (
            None
            if self.core == "python"
            else _geometry(layout, reading, tile_set, lexicon.alphabet)
        )
        self._maps = _turns_and_flips(layout.size)

    def search(
        self, board: Board, rack: Sequence[str], *, symmetric: bool = True, limit: int = 0
    ) -> Found:
        if self._geometry is None:
            return search_python(
                board,
                rack,
                self.lexicon,
                self.layout,
                self.tile_set,
                self.reading,
                symmetric=symmetric,
                limit=limit,
            )
        index = self._index
        counts = [0] * len(index)
        for tile in rack:
            code = index.get(tile)
            if code is not None:
                counts[code] += 1
        alphabet = self.lexicon.alphabet
        moves, kept, work = _compiled.search(
            self._geometry,
            self.lexicon.packed.array,
            board.cells,
            index,
            counts,
            self.reading != SIDE,
            symmetric,
            limit,
            alphabet,
        )
        return Found(moves, tuple(self._maps[k] for k in kept), work)


def play_on(board: Board, move: RawMove) -> Board:
    """The board after ``move``: its tokens on the empty squares of its path."""
    return board.with_tiles(
        (square, letter)
        for square, letter in zip(move[1], move[2], strict=True)
        if board.is_empty(square)
    )


def placed_tokens(board: Board, move: RawMove) -> list[str]:
    """The letters of the tokens ``move`` places on ``board`` (what leaves the rack)."""
    return [
        letter for square, letter in zip(move[1], move[2], strict=True) if board.is_empty(square)
    ]


@cache
def _letter_index(alphabet: str) -> dict[str, int]:
    return {letter: i for i, letter in enumerate(alphabet)}


@cache
def _geometry(layout: Layout, reading: str, tile_set: TileSet, alphabet: str) -> Any:
    """The compiled core's :class:`Geometry` of a layout under ``reading`` (built once)."""
    squares = layout.squares
    return _compiled.Geometry(
        layout.size,
        [layout.bonuses.get(s, 0) for s in squares],
        [layout.light_touching(s, reading) for s in squares],
        [layout.light_touching(s, SIDE) for s in squares],
        list(_turns_and_flips(layout.size)),
        [tile_set.value(letter) if letter in tile_set.alphabet else 0 for letter in alphabet],
    )


def search_python(
    board: Board,
    rack: Sequence[str],
    lexicon: Lexicon,
    layout: Layout,
    tile_set: TileSet,
    reading: str,
    *,
    symmetric: bool = True,
    limit: int = 0,
) -> Found:
    """The pure-Python search (see the module's description; :func:`search`'s arguments)."""
    alphabet = lexicon.alphabet
    index = _letter_index(alphabet)
    arr = lexicon.packed.array
    size = layout.size
    cells = [-1] * (size * size)
    for square, letter in board.tiles():
        cells[square] = index.get(letter, -2)  # -2: a letter the lexicon lacks, no word
    neighbours = [layout.light_touching(s, reading) for s in layout.squares]
    distance = distances_to_tokens(board, layout, reading)
    # Side steps to the board: a token laid n side steps away needs n tokens laid in all.
    side_distance = distance if reading == SIDE else distances_to_tokens(board, layout)
    check_sides = reading != SIDE  # a side-only path joins its tokens by itself
    values = [tile_set.value(letter) if letter in tile_set.alphabet else 0 for letter in alphabet]
    counts = [0] * len(alphabet)
    for tile in rack:
        if tile in index:
            counts[index[tile]] += 1
    rack_mask = 0
    for i, n in enumerate(counts):
        if n:
            rack_mask |= 1 << i
    # Bonus squares next to each square, with their light neighbours and points.
    bonus_near: list[list[tuple[int, tuple[int, ...], int]]] = [[] for _ in layout.squares]
    for bonus, points in sorted(layout.bonuses.items()):
        ring = layout.light_neighbours(bonus)
        for square in ring:
            bonus_near[square].append((bonus, ring, points))

    tokens_bits = 0
    for square, _ in board.tiles():
        tokens_bits |= 1 << square
    laid_bits = 0  # the empty squares of the path
    spread = _spreader(size)

    on_path = [False] * (size * size)
    path: list[int] = []
    letters: list[int] = []
    found: list[RawMove] = []
    left = sum(counts)  # tokens still on the rack
    work = 0

    def joined() -> bool:
        """Whether every token laid along the path touches, by sides, the board's tokens: the
        laid squares reached by growing the board's tokens one side step at a time through
        laid squares (bitboards: one bit per square)."""
        reached = tokens_bits
        while True:
            grown = reached | (spread(reached) & laid_bits)
            if grown == reached:
                return reached & laid_bits == laid_bits
            reached = grown

    def record() -> None:
        if check_sides and not joined():
            return
        score = 0
        for code in letters:
            score += values[code]
        seen: list[int] = []
        for square in path:
            if cells[square] != -1:
                continue
            for bonus, ring, points in bonus_near[square]:
                if bonus not in seen:
                    seen.append(bonus)
                    if all(cells[n] >= 0 or on_path[n] for n in ring):
                        score += points
        found.append((score, tuple(path), "".join([alphabet[c] for c in letters])))

    def extend(
        candidates: Sequence[int], offset: int, new: int, old: int, tied: Sequence[SquareMap]
    ) -> None:
        """Try each of ``candidates`` as the next square of the path, whose letters so far
        lead to the DAWG state at ``offset``; only branches that can go on are entered.
        ``tied``: the symmetries (not the identity) mapping the path so far onto itself; a
        square one of them maps to a lower one starts no path the search keeps, as the path
        along the lower squares is found instead (one path of each set, the first in square
        order)."""
        nonlocal rack_mask, left, laid_bits, work
        mask = arr[offset]
        base = offset + 1
        for square in candidates:
            if on_path[square]:
                continue
            work += 1
            still = tied
            if tied:
                if any(image[square] < square for image in tied):
                    continue
                still = [image for image in tied if image[square] == square]
            code = cells[square]
            if code >= 0:  # a token already there: its letter, if a word continues so
                bit = 1 << code
                if not mask & bit:
                    continue
                edge = arr[base + (mask & (bit - 1)).bit_count()]
                on_path[square] = True
                path.append(square)
                letters.append(code)
                if edge & 1 and new:
                    record()
                if arr[edge >> 1]:
                    extend(neighbours[square], edge >> 1, new, old + 1, still)
                letters.pop()
                path.pop()
                on_path[square] = False
            elif (
                code == -1
                and left
                and (old or distance[square] <= left)
                and side_distance[square] <= new + left
            ):
                # An empty square: each rack letter the DAWG allows; with no old token on the
                # path yet, only if the tokens left after this one can reach a token; and only
                # if enough tokens can be laid to join this one to the board by sides.
                allowed = mask & rack_mask
                if not allowed:
                    continue
                on_path[square] = True
                path.append(square)
                left -= 1
                laid_bits |= 1 << square
                while allowed:
                    bit = allowed & -allowed
                    allowed ^= bit
                    letter = bit.bit_length() - 1
                    edge = arr[base + (mask & (bit - 1)).bit_count()]
                    counts[letter] -= 1
                    if not counts[letter]:
                        rack_mask ^= bit
                    letters.append(letter)
                    if edge & 1 and old:
                        record()
                    if arr[edge >> 1]:
                        extend(neighbours[square], edge >> 1, new + 1, old, still)
                    letters.pop()
                    if not counts[letter]:
                        rack_mask |= bit
                    counts[letter] += 1
                laid_bits ^= 1 << square
                left += 1
                path.pop()
                on_path[square] = False

    maps = symmetries(board, layout) if symmetric else (tuple(layout.squares),)
    extend(layout.light_squares, 0, 0, 0, maps[1:])
    if limit > 0:
        best = sorted(range(len(found)), key=lambda i: (-found[i][0], i))[:limit]
        found = [found[i] for i in best]
    return Found(found, maps, work)


def _spreader(size: int) -> Callable[[int], int]:
    """For a bitboard of ``size``×``size`` squares (bit ``row * size + column``), the function
    giving the squares one side step from any of its squares."""
    every = (1 << size * size) - 1
    not_first = every
    not_last = every
    for row in range(size):
        not_first &= ~(1 << row * size)
        not_last &= ~(1 << row * size + size - 1)

    def spread(bits: int) -> int:
        return (
            ((bits << 1) & not_first)
            | ((bits >> 1) & not_last)
            | ((bits << size) & every)
            | (bits >> size)
        )

    return spread


def ordered(moves: list[RawMove], layout: Layout, alphabet: str) -> list[RawMove]:
    """Best first: higher score, then the word in alphabet order, then the path's square names
    (``a1`` < ``a2`` < … < ``b1``) compared one by one."""
    # Letters mapped to characters that sort in alphabet order; square names are two
    # characters, so paths of one word (one length) compare name by name as joined strings.
    rank = str.maketrans({letter: chr(0x100 + i) for i, letter in enumerate(alphabet)})
    names = [layout.name(s) for s in layout.squares]
    return sorted(
        moves,
        key=lambda m: (-m[0], m[2].translate(rank), "".join([names[s] for s in m[1]])),
    )


def all_moves(
    board: Board,
    rack: Sequence[str],
    lexicon: Lexicon,
    layout: Layout,
    tile_set: TileSet,
    reading: str,
) -> list[Move]:
    """Every legal move, best first (see :func:`ordered`)."""
    raws = ordered(
        generate(board, rack, lexicon, layout, tile_set, reading), layout, lexicon.alphabet
    )
    return [Move(score, squares, word) for score, squares, word in raws]
