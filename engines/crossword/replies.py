"""The simulation's plies: a strong player's move for a rack on a board, and its equity.

A ply of ``mistrz``'s simulation (:mod:`engines.crossword.simulation`) is a strong player's move:
the best equity (score plus the leave's value) among the :data:`REPLY_WIDTH` best-scoring moves.
Each sample asks for one opponent's reply on every candidate's board (the same rack on boards
that differ by one move) and then our next move on the board each reply leaves. :class:`Plies`
answers both for one decision, in two twins that give the same answers (a test compares them):

* :class:`PurePlies`: a move generation per ply (:func:`best_reply`), the leaves valued in
  Python: what the simulation always did, and the fallback without the compiled core or with
  house rules.
* the compiled ``Plies`` (``_movegen_compiled``): each candidate's board is prepared once for the
  whole decision; the lines a candidate leaves as they were on the board before it (most of
  them) are generated once a sample for all the candidates, the others per candidate, by shadow
  pruning (the candidates' :data:`REPLY_WIDTH`-th best scores so far a floor: the same moves);
  the rack's left parts are walked once a sample; and the leaves are valued in C, by the leave
  table's formula in the same order of sums (:meth:`engines.crossword.leave.LeaveTable.value`).

:func:`make_plies` picks the compiled twin when :data:`engines.crossword.movegen.CORE` is the
compiled core and the dictionary has no house rules.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from typing import Protocol

from engines.crossword import movegen
from engines.crossword.board import EMPTY, Board
from engines.crossword.leave import LeaveValues
from engines.crossword.movegen import Position, generate_raw, move_cells, rack_counts
from engines.crossword.movegen_core import BLANK_CODE, RawMove
from engines.tiles import BLANK

#: The replies looked at in a sample: the best-scoring ones, of which the best equity is played.
REPLY_WIDTH = 8

#: A ply's answer: the equity and the move (None: no move; the equity is then the rack's
#: leave value).
Ply = tuple[float, RawMove | None]


def board_after(board: Board, raw: RawMove, alphabet: str) -> Board:
    """The board with ``raw``'s new tiles (straight from the squares: a GRA I window may be
    wider than square names can say)."""
    squares, cells = move_cells(board, raw, alphabet)
    return board.with_tiles(
        (square, cell)
        for square, cell in zip(squares, cells, strict=True)
        if board.cells[square] == EMPTY
    )


def position_on(position: Position, board: Board) -> Position:
    return replace(position, board=board)


def rack_after(rack: tuple[str, ...], codes: tuple[int, ...], alphabet: str) -> tuple[str, ...]:
    left = list(rack)
    for code in codes:
        left.remove(BLANK if code >= BLANK_CODE else alphabet[code])
    return tuple(left)


def best_reply(where: Position, rack: Sequence[str], values: LeaveValues) -> Ply:
    """A strong player's move for ``rack`` (best equity among the :data:`REPLY_WIDTH`
    best-scoring moves) and its equity; with no move, the rack's leave value and None."""
    moves = generate_raw(where, rack, limit=REPLY_WIDTH)
    if not moves:
        return values.table.value(rack), None
    alphabet, held = where.dictionary.alphabet, tuple(rack)
    return max(
        (raw[0] + values.value(tuple(sorted(rack_after(held, raw[3], alphabet)))), raw)
        for raw in moves
    )


class Plies(Protocol):
    """The plies of one decision's simulation: the candidates' boards are fixed, the racks
    drawn in each sample."""

    def replies(self, rack: Sequence[str], which: Sequence[int]) -> list[Ply]:
        """The strong player's move for ``rack`` on each board of index in ``which``."""
        ...

    def best(self, board: Board, rack: Sequence[str]) -> Ply:
        """The strong player's move for ``rack`` on ``board`` (which has tiles)."""
        ...

    def best_each(self, boards: Sequence[Board], racks: Sequence[Sequence[str]]) -> list[Ply]:
        """:meth:`best` of each rack on its board."""
        ...


class PurePlies:
    """A move generation per ply (:func:`best_reply`): the twin of the compiled ``Plies``."""

    def __init__(
        self, root: Position, boards: Sequence[Board], rack_size: int, values: LeaveValues
    ) -> None:
        self.root = root
        self.positions = [position_on(root, board) for board in boards]
        self.values = values

    def replies(self, rack: Sequence[str], which: Sequence[int]) -> list[Ply]:
        return [best_reply(self.positions[i], rack, self.values) for i in which]

    def best(self, board: Board, rack: Sequence[str]) -> Ply:
        return best_reply(position_on(self.root, board), rack, self.values)

    def best_each(self, boards: Sequence[Board], racks: Sequence[Sequence[str]]) -> list[Ply]:
        return [self.best(board, rack) for board, rack in zip(boards, racks, strict=True)]


class CompiledPlies:
    """The compiled ``Plies`` behind :class:`Plies`'s interface (racks as tiles)."""

    def __init__(
        self,
        root: Position,
        boards: Sequence[Board],
        rack_size: int,
        values: LeaveValues,
        compiled: type,
    ) -> None:
        dictionary, rules = root.dictionary, root.rules
        self.alphabet = dictionary.alphabet
        self.values = values
        self.rules = rules
        self.core = compiled(
            root.board,
            list(boards),
            dictionary,
            root.layout,
            root.tile_set,
            rack_size,
            rules.main_word_holds_tile,
            rules.bingo_bonus,
            REPLY_WIDTH,
            leave_parameters(values, self.alphabet),
        )

    def _bingo_tiles(self, rack: Sequence[str]) -> int:
        bingo = self.rules.bingo_tiles
        return min(bingo, len(rack)) if self.rules.bingo_empties_rack else bingo

    def replies(self, rack: Sequence[str], which: Sequence[int]) -> list[Ply]:
        counts, blanks = rack_counts(rack, self.alphabet)
        found = self.core.replies(counts, blanks, self._bingo_tiles(rack), list(which))
        return [(self.values.table.value(rack), None) if ply is None else ply for ply in found]

    def best(self, board: Board, rack: Sequence[str]) -> Ply:
        counts, blanks = rack_counts(rack, self.alphabet)
        ply = self.core.best(board, counts, blanks, self._bingo_tiles(rack))
        return (self.values.table.value(rack), None) if ply is None else ply

    def best_each(self, boards: Sequence[Board], racks: Sequence[Sequence[str]]) -> list[Ply]:
        """The racks alike go together: a line their boards share is generated once (the
        candidates that played the same tiles keep the same leave and draw the same)."""
        groups: dict[tuple[str, ...], list[int]] = {}
        for index, rack in enumerate(racks):
            groups.setdefault(tuple(sorted(rack)), []).append(index)
        found: list[Ply] = [(0.0, None)] * len(racks)
        for tiles, indices in groups.items():
            counts, blanks = rack_counts(tiles, self.alphabet)
            plies = self.core.best_group(
                [boards[i] for i in indices], counts, blanks, self._bingo_tiles(tiles)
            )
            for index, ply in zip(indices, plies, strict=True):
                found[index] = (self.values.table.value(racks[index]), None) if ply is None else ply
        return found


def leave_parameters(
    values: LeaveValues, alphabet: str
) -> tuple[list[float], float, list[bool], float, float, list[int]]:
    """The leave table as the compiled core takes it: tile values and vowel flags by letter
    index, the blank's value, the duplicate and balance penalties, and the letter indices in
    the order of their characters (a sorted leave's order; the blank sorts first)."""
    table = values.table
    if min(alphabet) <= BLANK:
        raise ValueError("the blank must sort before the letters")
    return (
        [table.tiles[letter] for letter in alphabet],
        table.tiles[BLANK],
        [letter in table.vowels for letter in alphabet],
        table.duplicate,
        table.balance,
        sorted(range(len(alphabet)), key=lambda i: alphabet[i]),
    )


def compiled_plies(core: str = "") -> type | None:
    """The compiled ``Plies`` when built and asked for (``core`` "compiled", or "" and
    :data:`~engines.crossword.movegen.CORE` compiled), else None."""
    if (core or movegen.CORE) != "compiled":
        return None
    try:
        from engines.crossword import _movegen_compiled  # type: ignore[attr-defined]
    except ImportError:
        return None
    # An older build of the extension has no Plies.
    return getattr(_movegen_compiled, "Plies", None)


def make_plies(
    root: Position,
    boards: Sequence[Board],
    rack_size: int,
    values: LeaveValues,
    core: str = "",
) -> Plies:
    """The plies of a decision: ``core`` "python" or "compiled" (by default the compiled one
    when :data:`~engines.crossword.movegen.CORE` is compiled and it can be used: no house rules,
    every board with tiles)."""
    dictionary = root.dictionary
    house_rules = (
        bool(dictionary.banned)
        or bool(dictionary.extra)
        or dictionary.extra_lexicon is not None
        or dictionary.refused is not None
    )
    compiled = compiled_plies(core)
    usable = compiled is not None and not house_rules and all(b.has_tiles for b in boards)
    if core == "compiled" and not usable:
        raise ValueError("the compiled plies cannot be used here")
    if usable and compiled is not None:
        return CompiledPlies(root, boards, rack_size, values, compiled)
    return PurePlies(root, boards, rack_size, values)
