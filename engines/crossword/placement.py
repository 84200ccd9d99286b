"""Where a move's tiles go, whether they may go there, which words they form and what they score.

Everything here is about the board only: the rack and the dictionary are checked by the rules
(:mod:`engines.crossword.rules`). The order of the checks is the order a player would want to hear
about problems: the coordinate, the letters, the squares, the shape, then the words.

Scoring (GAMES.md §3): every word formed scores the sum of its letters, each new tile's letter
multiplied by its square's letter premium, then the sum multiplied by the word premiums of the
squares the new tiles cover; tiles already on the board count at face value; blanks score 0.
A bingo (``bingo_tiles`` new tiles) adds ``bingo_bonus`` after the premiums.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable, Mapping
from dataclasses import dataclass
from typing import Protocol

from engines.core import Reason, Rejected
from engines.crossword.actions import Place
from engines.crossword.board import Board, run_through, step_of
from engines.crossword.layout import Layout, format_square, parse_coordinate
from engines.tiles import BLANK, TileSet

#: How a refusal names a square: ``(square, across) -> text`` (the crossword's ``8H``/``H8``).
SquareName = Callable[[int, bool], str]


class PlacementRules(Protocol):
    """What the placement checks and the move generator read from a rule set: the crossword's
    :class:`~engines.crossword.rulesets.CrosswordRules` and the puzzles' GRA I rules."""

    @property
    def min_word_length(self) -> int: ...

    @property
    def first_move_min_tiles(self) -> int: ...

    @property
    def bingo_tiles(self) -> int: ...

    @property
    def bingo_bonus(self) -> int: ...

    @property
    def bingo_empties_rack(self) -> bool:
        """Whether a move using every tile of a rack shorter than ``bingo_tiles`` earns it too."""
        ...

    @property
    def main_word_holds_tile(self) -> bool:
        """Whether a later move's main word must hold a tile already there (cross or extend a
        word; GRA I), not merely touch one."""
        ...


def bingo_for(rules: PlacementRules, tiles: int, rack_size: int | None) -> int:
    """The bingo a move of ``tiles`` new tiles earns from a rack of ``rack_size`` (None: unknown,
    a full rack assumed)."""
    needed = rules.bingo_tiles
    if rules.bingo_empties_rack and rack_size is not None:
        needed = min(needed, rack_size)
    return rules.bingo_bonus if tiles >= needed else 0


@dataclass(frozen=True)
class NewTile:
    """A tile a move puts down: its square, its letter and whether it is a blank."""

    square: int
    letter: str
    blank: bool = False

    @property
    def cell(self) -> str:
        """The board character: uppercase for a tile, lowercase for a blank."""
        return self.letter if self.blank else self.letter.upper()

    @property
    def rack_tile(self) -> str:
        """The rack tile it uses (``?`` for a blank)."""
        return BLANK if self.blank else self.letter


@dataclass(frozen=True)
class FormedWord:
    """One word a move forms, with the squares it covers and what it scores."""

    word: str
    squares: tuple[int, ...]
    score: int


@dataclass(frozen=True)
class Play:
    """A placement checked against the board: its tiles, the words it forms (main word first)
    and its score. Whether the words are in the dictionary is a separate question."""

    place: Place
    tiles: tuple[NewTile, ...]
    words: tuple[FormedWord, ...]
    bingo: int

    @property
    def score(self) -> int:
        return sum(w.score for w in self.words) + self.bingo

    @property
    def main_word(self) -> str:
        return self.words[0].word

    @property
    def rack_tiles(self) -> tuple[str, ...]:
        return tuple(t.rack_tile for t in self.tiles)


# -- reading a Place ---------------------------------------------------------------------------
def new_tiles_of(board: Board, place: Place, alphabet: str) -> tuple[tuple[NewTile, ...], bool]:
    """The tiles ``place`` puts down and its direction (``True`` across)."""
    first, across = parse_coordinate(place.square, board.size)
    return tiles_along(board, first, across, place.word, alphabet), across


def tiles_along(
    board: Board,
    first: int,
    across: bool,
    word: str,
    alphabet: str,
    name: SquareName | None = None,
) -> tuple[NewTile, ...]:
    """The tiles that make ``word`` read from ``first`` in one direction (letters of new tiles
    uppercase, blanks lowercase, tiles on the board in either case). Refusals name squares
    with ``name`` (default: the crossword's ``8H``/``H8``)."""
    size = board.size
    name = name or (lambda square, way: format_square(square, size, across=way))
    if not word:
        raise Rejected(Reason.EMPTY_WORD)
    outside = sorted({c for c in word if c.lower() not in alphabet})
    if outside:
        raise Rejected(Reason.LETTERS_NOT_IN_ALPHABET, word=word, letters="".join(outside))
    step = step_of(size, across=across)
    row, column = divmod(first, size)
    if (column if across else row) + len(word) > size:
        raise Rejected(Reason.OFF_BOARD, square=name(first, across), word=word)
    tiles: list[NewTile] = []
    for i, char in enumerate(word):
        square = first + i * step
        on_board = board.letter(square)
        if on_board is None:
            tiles.append(NewTile(square, char.lower(), blank=char.islower()))
        elif on_board != char.lower():
            raise Rejected(
                Reason.TILE_MISMATCH,
                square=name(square, across),
                letter=char,
                on_board=board[square],
            )
    if not tiles:
        raise Rejected(Reason.NO_NEW_TILES, word=word)
    last = first + (len(word) - 1) * step
    before_ok = (column if across else row) == 0 or board.is_empty_at(first - step)
    end = column + len(word) if across else row + len(word)
    after_ok = end >= size or board.is_empty_at(last + step)
    if not (before_ok and after_ok):
        whole = run_through(board, first, across=across, extra={t.square: t.cell for t in tiles})
        raise Rejected(
            Reason.NOT_WHOLE_WORD,
            word=word,
            whole="".join(_cell(board, tiles, s) for s in whole),
        )
    return tuple(tiles)


def _cell(board: Board, tiles: Iterable[NewTile], square: int) -> str:
    for tile in tiles:
        if tile.square == square:
            return tile.cell
    return board[square]


def place_from_tiles(board: Board, tiles: Iterable[NewTile]) -> Place:
    """The :class:`Place` for tiles put on squares one by one (the screen's way of playing).

    Refuses tiles on occupied squares (``SQUARE_TAKEN``), outside one line (``NOT_IN_LINE``)
    or with an empty square between them (``GAP``). One tile reads in the direction where it
    makes the longer word (across when equal).
    """
    first, across, word = line_of_tiles(board, tiles)
    return Place(format_square(first, board.size, across=across), word)


def line_of_tiles(
    board: Board, tiles: Iterable[NewTile], name: SquareName | None = None
) -> tuple[int, bool, str]:
    """The main word of tiles put on squares one by one: its first square, its direction and
    its text (as :func:`place_from_tiles`, which see)."""
    placed = {t.square: t for t in tiles}
    if not placed:
        raise Rejected(Reason.NO_NEW_TILES, word="")
    size = board.size
    name = name or (lambda square, way: format_square(square, size, across=way))
    for square in placed:
        if not 0 <= square < size * size:
            raise Rejected(Reason.OFF_BOARD, square=str(square))
        if not board.is_empty_at(square):
            raise Rejected(Reason.SQUARE_TAKEN, square=name(square, True))
    rows = {s // size for s in placed}
    columns = {s % size for s in placed}
    extra = {s: t.cell for s, t in placed.items()}
    anchor = min(placed)
    if len(placed) == 1:
        across_run = run_through(board, anchor, across=True, extra=extra)
        down_run = run_through(board, anchor, across=False, extra=extra)
        across = len(across_run) >= len(down_run)
    elif len(rows) == 1:
        across = True
    elif len(columns) == 1:
        across = False
    else:
        raise Rejected(Reason.NOT_IN_LINE)
    run = run_through(board, anchor, across=across, extra=extra)
    if max(placed) not in run:
        raise Rejected(Reason.GAP)
    return run[0], across, "".join(extra.get(s, board[s]) for s in run)


# -- checking the shape ------------------------------------------------------------------------
def check_shape(
    board: Board,
    tiles: tuple[NewTile, ...],
    word_length: int,
    layout: Layout,
    rules: PlacementRules,
) -> None:
    """Word length, first move on the start square with enough tiles, later moves connected
    (and, when the rules say so, a main word that holds a tile already there)."""
    if word_length < rules.min_word_length:
        raise Rejected(Reason.WORD_TOO_SHORT, min_length=rules.min_word_length)
    squares = {t.square for t in tiles}
    if not board.has_tiles:
        if layout.start not in squares:
            start = format_square(layout.start, board.size, across=True)
            raise Rejected(Reason.FIRST_MOVE_NOT_ON_CENTRE, square=start)
        if len(tiles) < rules.first_move_min_tiles:
            raise Rejected(
                Reason.FIRST_MOVE_TOO_SHORT, tiles=len(tiles), min_tiles=rules.first_move_min_tiles
            )
        return
    if not any(board.has_neighbour(s) for s in squares):
        raise Rejected(Reason.NOT_CONNECTED)
    if rules.main_word_holds_tile and word_length <= len(tiles):
        raise Rejected(Reason.NOT_CONNECTED, must_cross=True)


# -- words and scores --------------------------------------------------------------------------
def words_formed(board: Board, tiles: tuple[NewTile, ...], across: bool) -> list[list[int]]:
    """The squares of every word the tiles form: the main word first, then each cross word
    (a perpendicular run of two or more through a new tile), in the order of the tiles."""
    extra = {t.square: t.cell for t in tiles}
    runs = [run_through(board, tiles[0].square, across=across, extra=extra)]
    for tile in tiles:
        cross = run_through(board, tile.square, across=not across, extra=extra)
        if len(cross) > 1:
            runs.append(cross)
    return runs


def score_word(
    board: Board,
    squares: Iterable[int],
    new: Mapping[int, NewTile],
    layout: Layout,
    tile_set: TileSet,
) -> int:
    """Letter premiums first, then word premiums, both only under new tiles; blanks score 0."""
    letter_mults = layout.letter_multipliers
    word_mults = layout.word_multipliers
    total = 0
    multiplier = 1
    for square in squares:
        tile = new.get(square)
        if tile is None:
            cell = board[square]
            total += 0 if cell.islower() else tile_set.value(cell.lower())
        else:
            value = 0 if tile.blank else tile_set.value(tile.letter)
            total += value * letter_mults[square]
            multiplier *= word_mults[square]
    return total * multiplier


def make_play(
    board: Board,
    place: Place,
    layout: Layout,
    tile_set: TileSet,
    rules: PlacementRules,
    rack_size: int | None = None,
) -> Play:
    """Check ``place`` against the board (not the rack, not the dictionary) and score it.
    ``rack_size``: the mover's tiles, for rules whose bingo is an emptied rack."""
    tiles, across = new_tiles_of(board, place, tile_set.alphabet)
    check_shape(board, tiles, len(place.word), layout, rules)
    words = formed_words(board, tiles, across, layout, tile_set)
    return Play(
        place=place, tiles=tiles, words=words, bingo=bingo_for(rules, len(tiles), rack_size)
    )


def formed_words(
    board: Board, tiles: tuple[NewTile, ...], across: bool, layout: Layout, tile_set: TileSet
) -> tuple[FormedWord, ...]:
    """Every word ``tiles`` form (main word first) with its squares and score."""
    new = {t.square: t for t in tiles}
    return tuple(
        FormedWord(
            word="".join(new[s].letter if s in new else board[s].lower() for s in run),
            squares=tuple(run),
            score=score_word(board, run, new, layout, tile_set),
        )
        for run in words_formed(board, tiles, across)
    )


def board_after(board: Board, play: Play) -> Board:
    return board.with_tiles((t.square, t.cell) for t in play.tiles)


def unknown_words(play: Play, dictionary: Container[str]) -> tuple[str, ...]:
    """The words of ``play`` that ``dictionary`` lacks, each once, in order."""
    seen: list[str] = []
    for formed in play.words:
        if formed.word not in dictionary and formed.word not in seen:
            seen.append(formed.word)
    return tuple(seen)
