"""The exact endgame search of the ``mistrz`` level: two players, the bag empty.

Both racks are then known (the opponent holds exactly the tiles this player cannot see), so the
rest of the game is a two-player game of perfect information, and its best sequence of moves
can be found. The value of a position is the final spread from here on — the points of the
player to move minus the other's — as the rule sets end the game (``GAMES.md``): a player who
plays the last tile of their rack gets the out bonus (``jawa`` +10, ``wordsmith`` none) and the
values left on the other rack, which the other loses; when every player has passed twice in a
row the game ends and each loses the values left on their own rack. A bag-empty turn is a move
or a pass (an exchange needs tiles in the bag), so the passes in a row are part of the position.

The search is negamax with alpha-beta pruning over *every* move and the pass, deepened one move
at a time (iterative deepening). Moves are tried best first: the transposition table's best
move from the shallower search, then by a cheap estimate (going out by its exact worth, any
other move by its score less the values it keeps). The transposition table is keyed by the
board's cells, both racks (the one to move first) and the passes in a row, and remembers a value
with its bound and the depth it was searched to — or that no depth limit touched it, in which
case it holds at any depth. A position where the depth runs out is valued as if the game ended
there by passes (both racks lost); a search that no depth limit touched is *exact*, and the
deepening stops. Each node and each move generation counts as work in the decision's
:class:`~engines.crossword.simulation.Clock`; when the budget (or the wall-clock limit) runs out
mid-search, the deepest completed search gives the move.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from engines.crossword.board import Board
from engines.crossword.movegen import Position, generate_raw
from engines.crossword.movegen_core import RawMove
from engines.crossword.simulation import Clock, OutOfTime, board_after, position_on, rack_after

#: Work units (see the ``Clock``) of a search node, and of a move generation for each whole
#: :data:`MOVES_PER_UNIT` moves it finds: a node with its generation (most find a few hundred
#: moves) costs about as much as one of the simulation's units (a generation of the best few),
#: so the search's CPU time stays within the budget (``benchmarks/mistrz.py --endgames``).
NODE_WORK = 1
MOVES_PER_UNIT = 128
#: Bounds of a transposition-table value.
EXACT, LOWER, UPPER = 0, 1, 2
#: A depth no search reaches: the entry holds at any depth (no depth limit touched it).
UNLIMITED = 1 << 30

Racks = tuple[str, ...]
#: (board cells, rack to move, the other rack, passes in a row).
Key = tuple[str, Racks, Racks, int]


@dataclass(frozen=True)
class Child:
    """A move of a position: the raw move (None: a pass), the tiles left and the ordering
    estimate."""

    raw: RawMove | None
    left: Racks
    estimate: float


@dataclass(frozen=True)
class Entry:
    value: float
    bound: int
    depth: int
    move: RawMove | None


@dataclass(frozen=True)
class Solution:
    """The search's answer: the move (None: pass), its value (the final spread from here, for
    the player to move), the depth of the deepest completed search and whether it is exact."""

    move: RawMove | None
    value: float
    depth: int
    exact: bool


class ExactEndgame:
    """See the module's description. ``passes_to_end``: the passes in a row that end the game
    (every player's ``passes_per_player``)."""

    def __init__(
        self,
        position: Position,
        value_of: Callable[[Sequence[str]], int],
        out_bonus: int,
        passes_to_end: int,
        clock: Clock,
    ) -> None:
        self.position = position
        self.alphabet = position.dictionary.alphabet
        self.value_of = value_of
        self.out_bonus = out_bonus
        self.passes_to_end = passes_to_end
        self.clock = clock
        self._moves: dict[tuple[str, Racks], list[tuple[RawMove, Racks]]] = {}
        self._table: dict[Key, Entry] = {}
        self._ordered: dict[tuple[str, Racks, Racks], list[Child]] = {}
        self._values: dict[Racks, int] = {}
        self._lefts: dict[tuple[Racks, tuple[int, ...]], Racks] = {}

    def moves(self, board: Board, rack: Racks) -> list[tuple[RawMove, Racks]]:
        """Every move of ``rack`` on ``board`` with the tiles it leaves."""
        key = (board.cells, rack)
        found = self._moves.get(key)
        if found is None:
            raws = generate_raw(position_on(self.position, board), rack)
            self.clock.charge(len(raws) // MOVES_PER_UNIT)
            found = [(raw, self._left(rack, raw[3])) for raw in raws]
            self._moves[key] = found
        return found

    def end_by_passes(self, rack: Racks, other: Racks) -> int:
        """The spread when the game ends by passes: each player loses their own rack."""
        return self.value(other) - self.value(rack)

    def value(self, rack: Racks) -> int:
        """The values on ``rack`` (remembered: the search asks for a few racks very often)."""
        found = self._values.get(rack)
        if found is None:
            found = self._values[rack] = self.value_of(rack)
        return found

    def _left(self, rack: Racks, codes: tuple[int, ...]) -> Racks:
        key = (rack, codes)
        found = self._lefts.get(key)
        if found is None:
            found = self._lefts[key] = rack_after(rack, codes, self.alphabet)
        return found

    def solve(self, rack: Sequence[str], other: Sequence[str], passes: int = 0) -> Solution | None:
        """The best move for ``rack`` against ``other`` with ``passes`` passes in a row made
        (see the module's description): exact if the budget allowed, else from the deepest
        search that finished; None if not even a one-move search did."""
        ours, theirs = tuple(sorted(rack)), tuple(sorted(other))
        board = self.position.board
        solution: Solution | None = None
        depth = 1
        while True:
            try:
                value, complete = self._negamax(
                    board, ours, theirs, passes, depth, float("-inf"), float("inf")
                )
            except OutOfTime:
                break
            entry = self._table[(board.cells, ours, theirs, passes)]
            solution = Solution(entry.move, value, depth, complete)
            if complete or self.clock.time_up():
                break
            depth += 1
        return solution

    def _children(self, board: Board, rack: Racks, other: Racks, hint: Entry | None) -> list[Child]:
        """The moves and the pass, in the order to try them: first the best move of ``hint``
        (the table's entry from a shallower search), then by estimate."""
        key = (board.cells, rack, other)
        ordered = self._ordered.get(key)
        if ordered is None:
            out_worth = self.out_bonus + 2 * self.value(other)
            ordered = [
                Child(raw, left, raw[0] + (out_worth if not left else -self.value(left)))
                for raw, left in self.moves(board, rack)
            ]
            ordered.append(Child(None, rack, float(self.end_by_passes(rack, other))))
            ordered.sort(key=lambda child: child.estimate, reverse=True)
            self._ordered[key] = ordered
        if hint is None:
            return ordered
        first = [child for child in ordered if child.raw == hint.move]
        return first + [child for child in ordered if child.raw != hint.move]

    def _negamax(
        self,
        board: Board,
        rack: Racks,
        other: Racks,
        passes: int,
        depth: int,
        alpha: float,
        beta: float,
    ) -> tuple[float, bool]:
        """(the spread from here for the player to move, within the window; whether no depth
        limit touched it)."""
        clock = self.clock
        clock.charge(NODE_WORK)
        if clock.time_up():
            raise OutOfTime
        key = (board.cells, rack, other, passes)
        entry = self._table.get(key)
        if entry is not None and entry.depth >= depth:
            complete = entry.depth == UNLIMITED
            if entry.bound == EXACT:
                return entry.value, complete
            if entry.bound == LOWER and entry.value >= beta:
                return entry.value, complete
            if entry.bound == UPPER and entry.value <= alpha:
                return entry.value, complete
        if depth == 0:
            return float(self.end_by_passes(rack, other)), False
        start_alpha = alpha
        best_value = float("-inf")
        best_move: RawMove | None = None
        complete = True
        for child in self._children(board, rack, other, entry):
            raw = child.raw
            value: float
            if raw is None:
                if passes + 1 >= self.passes_to_end:
                    value = self.end_by_passes(rack, other)
                else:
                    reply, done = self._negamax(
                        board, other, rack, passes + 1, depth - 1, -beta, -alpha
                    )
                    value, complete = -reply, complete and done
            elif not child.left:
                value = raw[0] + self.out_bonus + 2 * self.value(other)
            else:
                after = board_after(board, raw, self.alphabet)
                # value = score − reply, so the reply's window is shifted by the score.
                reply, done = self._negamax(
                    after, other, child.left, 0, depth - 1, raw[0] - beta, raw[0] - alpha
                )
                value, complete = raw[0] - reply, complete and done
            if value > best_value:
                best_value, best_move = value, raw
            alpha = max(alpha, value)
            if alpha >= beta:
                break
        bound = LOWER if best_value >= beta else UPPER if best_value <= start_alpha else EXACT
        self._table[key] = Entry(best_value, bound, UNLIMITED if complete else depth, best_move)
        return best_value, complete
