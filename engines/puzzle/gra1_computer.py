"""Computer players of GRA I, on the shared move generator and the crossword's leave table.

* ``strong``: the move of best *equity* — score plus the value of the tiles it keeps
  (:mod:`engines.crossword.leave`, Polish table); with the pool empty, the best score (tiles left
  cost nothing in GRA I, and going out only ends the game).
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
from engines.crossword.leave import RackLeaves, load_leave_table
from engines.crossword.movegen import main_word
from engines.crossword.movegen_core import RawMove
from engines.lexicon.common import common_words
from engines.puzzle.gra1 import LANGUAGE, ExchangeTiles, Gra1View, PassTurn, dictionary_of
from engines.puzzle.gra1_moves import generate, to_table_move


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
        progress(1.0)
        if returned is not None:
            return ExchangeTiles("".join(returned))
        if choice is not None:
            return to_table_move(window, choice, dictionary.alphabet).place
        return PassTurn()
