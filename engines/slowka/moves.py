"""A move checked against the board and scored: the path rules of GAMES.md §2.

A move (:class:`~engines.slowka.actions.Place`) names the word's squares in reading order. It is
legal on the board when every square is a light square of the board, each next square touches
the one before — by a side or a corner, or by a side only under the ``side`` reading (the rule
option ``reading``) —, no square comes twice, squares holding a token hold the word's letter
there, at least one square is empty (the tokens placed this turn: they are exactly the empty
squares of the path, so the word contains every token placed) and at least one holds a token
already there. Each placed token must touch by a side a token that was there or was placed this
turn ("Każdy kładziony na planszy żeton musi przylegać bokiem do żetonu już leżącego na
planszy"); with side-only reading the path itself ensures it, with corners it is checked.
Whether the player holds the tokens and whether the word is a word is asked by the rules
(:mod:`engines.slowka.rules`).

Score: the values of every token of the word, plus the points of every bonus square this move
surrounded — all its light side neighbours covered now and not before.

For a screen that lets a player lay tokens first and trace the word afterwards,
:func:`check_tokens` checks the laid tokens and :func:`trace` turns the laid tokens and the
traced squares into the :class:`Place` to send (or says why not).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from engines.core import Reason, Rejected
from engines.slowka.actions import Place
from engines.slowka.board import SIDE, Board, Layout
from engines.tiles import TileSet


@dataclass(frozen=True)
class Play:
    """A move that fits the board: its squares, the tokens it places, its score."""

    place: Place
    squares: tuple[int, ...]
    #: (square, letter) of each token placed this turn, in reading order.
    placed: tuple[tuple[int, str], ...]
    #: The letter values of every token of the word.
    word_score: int
    #: Bonus squares this move surrounded, and their points together.
    bonus_squares: tuple[int, ...]
    bonus: int

    @property
    def word(self) -> str:
        return self.place.word

    @property
    def score(self) -> int:
        return self.word_score + self.bonus

    @property
    def tiles(self) -> tuple[str, ...]:
        """The letters of the tokens placed (what leaves the rack)."""
        return tuple(letter for _, letter in self.placed)


def surrounded_bonuses(layout: Layout, board: Board, placed: Iterable[int]) -> tuple[int, ...]:
    """The bonus squares that tokens newly on ``placed`` squares surround on ``board`` (the
    board after the move): every light side neighbour covered, one of them by this move."""
    new = set(placed)
    found = []
    for bonus in sorted(layout.bonuses):
        near = layout.light_neighbours(bonus)
        if near and new.intersection(near) and all(board.letter(n) or n in new for n in near):
            found.append(bonus)
    return tuple(found)


def bonus_points(layout: Layout, squares: Iterable[int]) -> int:
    return sum(layout.bonuses[s] for s in squares)


def path_squares(layout: Layout, place: Place) -> tuple[int, ...]:
    """The path's squares; ``Rejected(BAD_SQUARE)`` for a name that is no square."""
    return tuple(layout.parse(name) for name in place.squares)


def check_path(layout: Layout, squares: Sequence[int], reading: str) -> None:
    """Refuse a path through a bonus square, a step to a square not touching the one before
    (under ``reading``), or a square used twice."""
    not_touching = Reason.PATH_NOT_ADJACENT if reading == SIDE else Reason.PATH_NOT_TOUCHING
    seen: set[int] = set()
    for i, square in enumerate(squares):
        name = layout.name(square)
        if not layout.is_light(square):
            raise Rejected(Reason.BONUS_SQUARE, square=name)
        if square in seen:
            raise Rejected(Reason.PATH_REPEATS_SQUARE, square=name)
        if i and square not in layout.touching(squares[i - 1], reading):
            raise Rejected(not_touching, square=layout.name(squares[i - 1]), next=name)
        seen.add(square)


def unconnected(board: Board, layout: Layout, laid: Iterable[int]) -> int | None:
    """The first (lowest) of the ``laid`` squares that no chain of side contacts through the
    other laid squares joins to a token on ``board``; None when every one is joined."""
    reached = {square for square, _ in board.tiles()}
    waiting = set(laid)
    while waiting:
        touching = {s for s in waiting if reached.intersection(layout.neighbours(s))}
        if not touching:
            return min(waiting)
        reached |= touching
        waiting -= touching
    return None


def make_play(board: Board, place: Place, layout: Layout, tile_set: TileSet, reading: str) -> Play:
    """``place`` checked against ``board`` under ``reading`` and scored; raises
    :class:`Rejected`."""
    word = place.word
    if not word:
        raise Rejected(Reason.EMPTY_WORD)
    outside = sorted(set(word) - set(tile_set.alphabet))
    if outside:
        raise Rejected(Reason.LETTERS_NOT_IN_ALPHABET, word=word, letters="".join(outside))
    squares = path_squares(layout, place)
    if len(squares) != len(word):
        raise Rejected(Reason.PATH_LENGTH_MISMATCH, squares=len(squares), letters=len(word))
    check_path(layout, squares, reading)
    placed: list[tuple[int, str]] = []
    old = 0
    for square, letter in zip(squares, word, strict=True):
        there = board.letter(square)
        if there is None:
            placed.append((square, letter))
        elif there != letter:
            raise Rejected(Reason.TILE_MISMATCH, square=layout.name(square), letter=letter.upper())
        else:
            old += 1
    if not placed:
        raise Rejected(Reason.NO_NEW_TILES)
    if not old:
        raise Rejected(Reason.NO_OLD_TILE)
    loose = unconnected(board, layout, (s for s, _ in placed))
    if loose is not None:
        raise Rejected(Reason.NOT_CONNECTED, square=layout.name(loose))
    after = board.with_tiles(placed)
    bonuses = surrounded_bonuses(layout, after, (s for s, _ in placed))
    return Play(
        place=place,
        squares=squares,
        placed=tuple(placed),
        word_score=tile_set.sum_values(word),
        bonus_squares=bonuses,
        bonus=bonus_points(layout, bonuses),
    )


# -- for screens: tokens laid first, the word traced afterwards ------------------------------------
def check_tokens(board: Board, layout: Layout, laid: Mapping[int, str]) -> None:
    """Refuse tokens laid on a bonus square or a covered square, or that do not touch (by a
    side, one after another) a token already on the board."""
    for square in laid:
        name = layout.name(square)
        if not layout.is_light(square):
            raise Rejected(Reason.BONUS_SQUARE, square=name)
        if board.letter(square) is not None:
            raise Rejected(Reason.SQUARE_TAKEN, square=name)
    loose = unconnected(board, layout, laid)
    if loose is not None:
        raise Rejected(Reason.NOT_CONNECTED, square=layout.name(loose))


def trace(
    board: Board, layout: Layout, laid: Mapping[int, str], path: Sequence[int], reading: str
) -> Place:
    """The move that reads the word along ``path`` (squares, stepping as ``reading`` allows)
    over the board with the tokens ``laid`` this turn; raises :class:`Rejected` when the tokens
    or the path break a rule (the word itself is not looked up)."""
    check_tokens(board, layout, laid)
    check_path(layout, path, reading)
    letters = []
    for square in path:
        letter = laid.get(square) or board.letter(square)
        if letter is None:
            raise Rejected(Reason.EMPTY_SQUARE_IN_PATH, square=layout.name(square))
        letters.append(letter)
    missing = sorted(set(laid) - set(path))
    if missing:
        raise Rejected(Reason.TILE_NOT_IN_WORD, square=layout.name(missing[0]))
    if not laid:
        raise Rejected(Reason.NO_NEW_TILES)
    if all(square in laid for square in path):
        raise Rejected(Reason.NO_OLD_TILE)
    return Place.of([layout.name(s) for s in path], "".join(letters))
