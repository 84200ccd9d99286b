"""Computer players of GRA I, on the shared move generator and the crossword's leave table.

* ``strong``: the crossword's ``mistrz`` simulation on GRA I's table
  (:func:`engines.crossword.simulation.simulate`, shared, not copied): its best moves by
  *equity* — score plus the value of the tiles it keeps (:mod:`engines.crossword.leave`,
  Polish table) — each played out against the next player's racks drawn from the unseen tiles,
  the reply and our next move, valued by what they score; a candidate that empties the pool
  is valued by the short endgame search. With the pool empty against one opponent, whose rack
  is then known, that search chooses (:data:`ENDGAME_DEPTH` moves deep). Tiles left cost
  nothing in GRA I and going out only ends the game, so the searches count points alone. The
  budget is counted in work (move generations), not time: :data:`BUDGET`.
* ``medium``: the crossword's medium player, a regular home player: the best-scoring common
  word of at most six tiles along the lines it looks at (:func:`~engines.crossword.computer.
  medium_pick`).
* ``easy``: a common word (the frequency list) with at most four tiles.

All levels exchange when the best tiles to keep are worth clearly more than the best move's
equity (the crossword's rule, the pool holding enough), and pass when they can do nothing else;
easy and medium with no common word to play exchange while the pool allows, else pass.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core import Action, Cancelled, ComputerPlayer
from engines.crossword.computer import easy_pick, exchange_pick, medium_pick
from engines.crossword.layout import plain_layout
from engines.crossword.leave import RackLeaves, load_leave_table
from engines.crossword.movegen import Position, main_word
from engines.crossword.movegen_core import RawMove
from engines.crossword.simulation import Clock, Endgame, simulate
from engines.lexicon.common import common_words
from engines.puzzle.gra1 import (
    LANGUAGE,
    RULES,
    ExchangeTiles,
    Gra1View,
    PassTurn,
    dictionary_of,
)
from engines.puzzle.gra1_moves import generate, to_table_move
from engines.puzzle.table import Window
from engines.puzzle.words import PuzzleDictionary
from engines.tiles import load_tile_set

#: Move generations an idle machine does in a CPU second on GRA I's tables (the simulation's
#: unit of work), as ``benchmarks/gra1.py --decisions`` prints it.
WORK_PER_SECOND = 1_500
#: Seconds of an idle machine's work a strong decision may do.
BUDGET = 0.2
#: Wall-clock seconds after which a decision stops whatever its work (a safety: a working
#: machine never gets there, and only then does the move depend on its speed).
LIMIT = 3.0
#: Moves (both players') the endgame search looks ahead with the pool empty.
ENDGAME_DEPTH = 4


class Gra1Computer(ComputerPlayer):
    def __init__(self, level: str) -> None:
        self.level = level

    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        assert isinstance(view, Gra1View) and view.rack is not None
        dictionary = dictionary_of(view)
        window, raws = generate(view.table, view.rack, dictionary)
        if should_stop():
            raise Cancelled
        progress(0.8)
        table = load_leave_table(LANGUAGE)
        leaves = RackLeaves(table, view.rack, dictionary.alphabet)

        def equity(raw: RawMove) -> tuple[float, RawMove]:
            return raw[0] + (leaves.value(raw[3]) if view.bag_count else 0.0), raw

        best = max(raws, key=equity) if raws else None
        best_equity = equity(best)[0] if best is not None else float("-inf")
        choice: RawMove | None
        common = common_words(LANGUAGE)

        def known(raw: RawMove) -> bool:
            return main_word(window.board, raw, dictionary.alphabet) in common

        if self.level == "easy":
            choice = easy_pick(raws, known, rng)
        elif self.level == "medium":
            choice = medium_pick(raws, window.board.size, known, known, rng)
        else:
            choice = best
        if choice is None and self.level in ("easy", "medium"):
            best_equity = float("-inf")  # no common word: exchange if the pool allows, else pass
        returned = exchange_pick(view.rack, view.bag_count, table, best_equity)
        if returned is not None:
            return ExchangeTiles("".join(returned))
        if self.level == "strong" and raws and not view.table.is_empty:
            choice = self._strong(
                view, window, raws, dictionary, leaves, rng, should_stop, progress
            )
        progress(1.0)
        if choice is not None:
            return to_table_move(window, choice, dictionary.alphabet).place
        return PassTurn()

    @staticmethod
    def _strong(
        view: Gra1View,
        window: Window,
        raws: list[RawMove],
        dictionary: PuzzleDictionary,
        leaves: RackLeaves,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> RawMove | None:
        """The simulated choice (None: pass), see the module's description."""
        assert view.rack is not None and view.player is not None
        size = window.board.size
        position = Position(
            window.board, dictionary, plain_layout(size, 0), load_tile_set("puzzle"), RULES
        )
        clock = Clock(round(BUDGET * WORK_PER_SECOND), LIMIT, should_stop, progress)
        # Tiles left cost nothing and going out earns nothing: the searches count points.
        endgame = Endgame(position, lambda _tiles: 0, 0, clock)
        order = view.order
        opponent = order[(order.index(view.player) + 1) % len(order)]
        unseen = [letter for letter, count in view.unseen for _ in range(count)]
        if view.bag_count:
            return simulate(
                position,
                raws,
                leaves,
                unseen,
                view.rack_sizes[opponent],
                view.bag_count,
                rng,
                clock,
                endgame,
            )
        if view.players == 2 and len(unseen) == view.rack_sizes[opponent]:
            return endgame.search(tuple(sorted(view.rack)), tuple(sorted(unseen)), ENDGAME_DEPTH)
        return max(raws)
