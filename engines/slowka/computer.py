"""Computer players of Słówka, all on top of the move generator (:mod:`engines.slowka.movegen`).

* ``strong``: its best-scoring moves simulated a few moves ahead against racks drawn from the
  tokens it cannot see (:mod:`engines.slowka.simulation`): what the tokens it keeps make next
  turn, and what each move opens or closes for the opponents, within a budget counted in work.
* ``medium``: plays like a keen home player: the best-scoring move among the common words it
  knows placing at most ``MEDIUM_MAX_TILES`` tokens (the whole lexicon and long paths are a
  regular's), with no thought for the bonuses it opens.
* ``easy``: plays like a casual player: a common word placing at most three tokens, at random.

All levels exchange their tokens (as many as the pool allows) when no move exists, pass when the
pool is empty too, and in challenge mode challenge exactly the wrong words.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core import Action, Cancelled, ComputerPlayer
from engines.crossword.simulation import Clock
from engines.lexicon import load_lexicon
from engines.lexicon.common import common_words
from engines.slowka import simulation
from engines.slowka.actions import Accept, Challenge, Exchange, Pass, Place
from engines.slowka.board import load_layout
from engines.slowka.movegen import Found, RawMove, Searcher, expand, ordered
from engines.slowka.rulesets import rules_for
from engines.slowka.state import SlowkaView
from engines.tiles import load_tile_set

#: Puts moves in best-first order (:func:`engines.slowka.movegen.ordered` on one board).
Ordering = Callable[[list[RawMove]], list[RawMove]]

MEDIUM_MAX_TILES = 5
EASY_MAX_TILES = 3


class SlowkaComputer(ComputerPlayer):
    def __init__(self, level: str) -> None:
        self.level = level

    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        assert isinstance(view, SlowkaView) and view.rack is not None
        rules = rules_for(view.rules)
        lexicon = load_lexicon(rules.language)
        if view.pending is not None:
            return Accept() if view.pending.play.word in lexicon else Challenge()
        layout = load_layout(view.board_id)
        tile_set = load_tile_set(rules.tile_set)
        searcher = Searcher(lexicon, layout, tile_set, view.reading)
        found = searcher.search(view.board, view.rack)
        moves, maps = found.moves, found.maps
        if should_stop():
            raise Cancelled
        if not moves:
            return self._no_move(view)

        # Each level chooses by what the board's symmetries keep (score, word, tokens placed),
        # so it filters one move of each set of symmetric ones (``moves``) and puts in
        # best-first order, with the moves the symmetries map them to, only those it chooses
        # from: reading through corners, an opening rack can have 150,000 moves, and listing
        # and sorting them all costs more than finding them. The order of a subset is the
        # order it has in the whole sorted list.
        def best_first(subset: list[RawMove]) -> list[RawMove]:
            return ordered(expand(subset, maps), layout, lexicon.alphabet)

        if self.level == "easy":
            choice = self._easy(view, moves, rng, best_first)
        elif self.level == "medium":
            choice = self._medium(view, moves, rng, best_first)
        else:
            clock = Clock(
                round(simulation.BUDGET * simulation.WORK_PER_SECOND),
                simulation.LIMIT,
                should_stop,
                progress,
            )
            clock.charge(found.work + simulation.SEARCH_CHARGE)
            choice = best_first(self._strong(view, searcher, found, rules.rack_size, rng, clock))[0]
        progress(1.0)
        _, squares, word = choice
        return Place.of([layout.name(s) for s in squares], word)

    @staticmethod
    def _no_move(view: SlowkaView) -> Action:
        assert view.rack is not None
        count = min(len(view.rack), view.pool_count)
        return Exchange("".join(view.rack[:count])) if count else Pass()

    @staticmethod
    def _strong(
        view: SlowkaView,
        searcher: Searcher,
        found: Found,
        rack_size: int,
        rng: random.Random,
        clock: Clock,
    ) -> list[RawMove]:
        """The moves (one of each symmetric set) of which the first in best-first order is
        played: the simulation's choice (its images under the symmetries are worth the
        same)."""
        return [simulation.simulate(view, searcher, found.moves, found.work, rack_size, rng, clock)]

    @classmethod
    def _medium(
        cls, view: SlowkaView, moves: list[RawMove], rng: random.Random, best_first: Ordering
    ) -> RawMove:
        common = common_words("pl")
        known = [m for m in moves if m[2] in common and _placed(view, m) <= MEDIUM_MAX_TILES]
        if not known:
            return cls._easy(view, moves, rng, best_first)
        best = max(m[0] for m in known)
        return best_first([m for m in known if m[0] == best])[0]

    @staticmethod
    def _easy(
        view: SlowkaView, moves: list[RawMove], rng: random.Random, best_first: Ordering
    ) -> RawMove:
        common = common_words("pl")
        placed = [_placed(view, m) for m in moves]
        liked = [
            m for m, n in zip(moves, placed, strict=True) if n <= EASY_MAX_TILES and m[2] in common
        ]
        if liked:
            return rng.choice(best_first(liked))
        fewest = min(placed)
        return rng.choice(
            best_first([m for m, n in zip(moves, placed, strict=True) if n == fewest])
        )


def _placed(view: SlowkaView, move: RawMove) -> int:
    """The tokens ``move`` places (its path's empty squares)."""
    return sum(1 for square in move[1] if view.board.is_empty(square))
