"""Every legal GRA I placement for a table and a rack, with its score: the crossword's move
generator (Appel–Jacobson on the flat DAWG, :mod:`engines.crossword.movegen`) run on a window of
the unbounded table with no premiums.

The window is the tiles' bounding box plus a margin of ``rack_size`` empty squares on every side
(a move's new tiles reach at most that far beyond the tiles already there), made square; the
generator's ``require_tile`` rule keeps only moves whose main word holds a tile already on the
table. On an empty table every first word is generated once, across from ``(0, 0)`` (a first word
down is the same word turned; the screen may place it anywhere, these are the computer's and the
solver's choices).

A one-tile move is generated once: across when the tile has a neighbour to its left or right,
otherwise down. Ties are ordered by :meth:`TableMove.sort_key`: higher score, then row, column,
across before down, then the word's text.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from engines.core import Action, PlayerId
from engines.crossword.board import Board
from engines.crossword.layout import plain_layout
from engines.crossword.movegen import Position, generate_raw, move_cells
from engines.crossword.movegen_core import RawMove
from engines.crossword.words import Dictionary
from engines.puzzle.gra1 import (
    RULES,
    ExchangeTiles,
    Gra1State,
    PassTurn,
    PlaceWord,
    TableTile,
    dictionary_of,
)
from engines.puzzle.table import Table, Window
from engines.tiles import load_tile_set


@dataclass(frozen=True)
class TableMove:
    """A legal placement with its score; ``place`` is the action that plays it."""

    place: PlaceWord
    score: int
    tiles: tuple[TableTile, ...]
    #: The main word, lowercase.
    word: str

    @property
    def rack_tiles(self) -> tuple[str, ...]:
        return tuple(t.rack_tile for t in self.tiles)

    def sort_key(self) -> tuple[int, int, int, int, str]:
        """Best first: higher score, then row, column, across before down, the word's text."""
        place = self.place
        return (-self.score, place.row, place.column, 0 if place.across else 1, place.word)


def generate(
    table: Table, rack: Sequence[str], dictionary: Dictionary
) -> tuple[Window, list[RawMove]]:
    """The window the generator ran on and every legal placement as it reports them
    (:data:`~engines.crossword.movegen_core.RawMove`, in window squares)."""
    tile_set = load_tile_set("puzzle")
    if table.is_empty:
        size = max(len(rack), RULES.min_word_length)
        window = Window(Board.empty(size), 0, 0)
        position = Position(window.board, dictionary, plain_layout(size, 0), tile_set, RULES)
        # Down lines have ids from ``size`` on: a first word is listed across only.
        return window, [raw for raw in generate_raw(position, rack) if raw[1] < size]
    window = table.window(RULES.rack_size)
    size = window.board.size
    position = Position(window.board, dictionary, plain_layout(size, 0), tile_set, RULES)
    return window, generate_raw(position, rack)


def to_table_move(window: Window, raw: RawMove, alphabet: str) -> TableMove:
    """The :class:`TableMove` of a raw move."""
    board = window.board
    squares, chars = move_cells(board, raw, alphabet)
    tiles = tuple(
        TableTile(*window.position(square), char.lower(), blank=char.islower())
        for square, char in zip(squares, chars, strict=True)
        if board.is_empty_at(square)
    )
    row, column = window.position(squares[0])
    word = "".join(chars)
    return TableMove(PlaceWord(row, column, raw[1] < board.size, word), raw[0], tiles, word.lower())


def all_moves(table: Table, rack: Sequence[str], dictionary: Dictionary) -> list[TableMove]:
    """Every legal placement, best first (:meth:`TableMove.sort_key`)."""
    window, raws = generate(table, rack, dictionary)
    moves = [to_table_move(window, raw, dictionary.alphabet) for raw in raws]
    moves.sort(key=TableMove.sort_key)
    return moves


def random_action(state: Gra1State, player: PlayerId, rng: random.Random) -> Action:
    """A random legal action: mostly a random legal placement, sometimes an exchange or a
    pass."""
    rack = state.racks[player].tiles
    dictionary = dictionary_of(state.setup)
    window, raws = generate(state.table, rack, dictionary)
    roll = rng.random()
    if raws and roll < 0.9:
        return to_table_move(window, rng.choice(raws), dictionary.alphabet).place
    if len(state.bag) and roll < 0.95:
        count = rng.randint(1, min(len(rack), len(state.bag)))
        return ExchangeTiles("".join(rng.sample(rack, count)))
    return PassTurn()
