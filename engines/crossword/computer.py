"""Computer players of the crossword game, all on top of the move generator.

* ``strong``: the move of best *equity* — score plus the value of the tiles it keeps
  (:mod:`engines.crossword.leave`). With the bag empty the leave table no longer matters.
  Against one opponent, whose rack is then exactly the unseen tiles, it runs the endgame search
  of :mod:`engines.crossword.simulation` :data:`STRONG_ENDGAME_DEPTH` moves deep. With more
  players, going out is worth the out bonus plus the tiles the others still hold (everything
  unseen), and any tile kept costs its value twice (lost by us, gained by whoever goes out).
* ``medium``: plays like a regular home player: words it knows (the common-word list in
  Polish, at most seven letters in English), at most six tiles (a seven-tile bingo is a club
  player's move), looking along a random :data:`MEDIUM_SIGHT` of the board's rows and columns
  a turn (a person does not see every spot), and the best-scoring move it sees.
* ``mistrz``: the strong player's best candidates simulated against opponent racks drawn from
  the unseen tiles, its best exchange among them (:mod:`engines.crossword.simulation`;
  drawing them as the opponent's last move makes likely — inference — is there but off: over
  300 games it won fewer, see docs/speed.md), and with the bag empty against one opponent the exact
  endgame search (:mod:`engines.crossword.endgame`), within a budget counted in work (the
  same move on an idle and a busy machine; the player chooses it in the app's preferences) and
  a wall-clock safety of :data:`~engines.crossword.simulation.SAFETY` budgets.
* ``easy``: plays like a casual player: main words from the common-word list (Polish) or of at
  most five letters (English), at most four tiles, chosen at random.

Easy and medium keep to the words they know in the endgame too: with no such move they
exchange while the bag allows, else pass.

All levels exchange when that is clearly better (the best tiles to keep are worth more than the
best move's equity by ``EXCHANGE_MARGIN``, the bag holding a full rack), exchange or pass when
nothing can be placed, and in challenge mode challenge exactly the moves with a wrong word.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Sequence
from typing import Any

from engines.core import Action, Cancelled, ComputerPlayer
from engines.crossword.actions import Accept, Challenge, Exchange, Pass
from engines.crossword.board import Board
from engines.crossword.endgame import ExactEndgame
from engines.crossword.layout import load_layout
from engines.crossword.leave import LeaveTable, RackLeaves, load_leave_table
from engines.crossword.movegen import Position, generate_raw, main_word, to_move
from engines.crossword.movegen_core import RawMove
from engines.crossword.placement import new_tiles_of, unknown_words
from engines.crossword.rulesets import rules_for, tile_set_for
from engines.crossword.simulation import (
    DEFAULT_BUDGET,
    SAFETY,
    Clock,
    Endgame,
    LastMove,
    exchange_raw,
    is_exchange,
    simulate,
    work_for,
)
from engines.crossword.state import PLACED, CrosswordView
from engines.crossword.words import Dictionary, dictionary_for
from engines.lexicon.common import common_words

EXCHANGE_MARGIN = 6.0
#: Whether mistrz simulates its best exchange with its moves (with a move at hand and a full rack
#: in the bag); the static rule above decides otherwise (docs/speed.md, issue #42 point 2).
SIMULATE_EXCHANGES = True
#: Moves (both players') the strong player's endgame search looks ahead. Depths 3, 4 and 6 won
#: the same share against greedy (1,000 jawa games), depth 2 less; at 4 a search takes 3.4 ms at
#: the median and 48 ms at most (550 jawa endgames).
STRONG_ENDGAME_DEPTH = 4
MEDIUM_MAX_TILES = 6
MEDIUM_MAX_ENGLISH_LENGTH = 7
#: The share of the board's rows and columns the medium player looks along (12 of a 15×15
#: board's 30).
MEDIUM_SIGHT = 0.4
EASY_MAX_TILES = 4
EASY_MAX_ENGLISH_LENGTH = 5


def easy_words(
    language: str, max_english_length: int = EASY_MAX_ENGLISH_LENGTH
) -> Callable[[str], bool]:
    """Which main words a casual player knows: the common words in Polish; in English (no
    common-word list is shipped) the words of at most ``max_english_length`` letters."""
    if language == "pl":
        common = common_words("pl")
        return common.__contains__
    return lambda word: len(word) <= max_english_length


class CrosswordComputer(ComputerPlayer):
    def __init__(
        self,
        level: str,
        budget: float = DEFAULT_BUDGET,
        leaves: LeaveTable | None = None,
        safety: float | None = SAFETY,
        inference: bool = False,
    ) -> None:
        """``budget``: mistrz's work per decision, in seconds of an idle machine's work
        (:data:`~engines.crossword.simulation.WORK_PER_SECOND`; the app sets it from the
        player's preference); ``safety``: the wall-clock limit after which it stops anyway, in
        budgets (None: never, so the game depends on the seed alone); ``leaves``: a leave
        table other than the shipped one (benchmarks compare tables); ``inference``: whether
        mistrz reads the opponent's rack from its last move (off by default: it measured no
        better; benchmarks turn it on)."""
        self.level = level
        self.budget: float | None = budget if level == "mistrz" else None
        self.safety = safety
        self.leaves = leaves
        self.inference = inference

    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        assert isinstance(view, CrosswordView) and view.rack is not None
        # Started first, so the limit covers the whole decision (the rack's own moves too).
        budget = DEFAULT_BUDGET if self.budget is None else self.budget
        clock = Clock(work_for(budget), self.wall_limit(budget), should_stop, progress)
        dictionary = dictionary_for(view.language, view.extra_words, view.banned_words)
        if view.pending is not None:
            return Challenge() if unknown_words(view.pending.play, dictionary) else Accept()
        if view.proposal is not None:
            return view.proposal.play.place
        rules = rules_for(view.rules)
        tile_set = tile_set_for(rules, view.players)
        position = Position(view.board, dictionary, load_layout(view.board_id), tile_set, rules)
        raws = generate_raw(position, view.rack)
        if should_stop():
            raise Cancelled
        if self.level != "mistrz":  # mistrz reports the share of its time budget spent
            progress(0.8)
        table = self.leaves or load_leave_table(view.language)
        leaves = RackLeaves(table, view.rack, dictionary.alphabet)
        best = max(raws, key=lambda raw: (raw[0] + leaves.value(raw[3]), raw)) if raws else None
        best_equity = best[0] + leaves.value(best[3]) if best else float("-inf")
        if self.level == "mistrz":
            return self._master(view, position, raws, table, leaves, best_equity, rng, clock)
        if self.level == "easy":
            choice = self._easy(view, raws, dictionary, rng)
        elif self.level == "medium":
            choice = self._medium(view, raws, dictionary, rng)
        elif view.bag_count:
            choice = best
        else:
            # The budget is only a safety net: the depth ends the search long before it. Its
            # progress is not reported: the 0.8 above stands until the move is chosen.
            clock.progress = lambda _: None
            choice = self._endgame(view, position, raws, leaves, clock, STRONG_ENDGAME_DEPTH)
        if choice is None and self.level in ("easy", "medium"):
            # No move with a word it knows: it exchanges if the bag allows, else passes.
            best_equity = float("-inf")
        exchange = self._exchange(view, table, best_equity)
        progress(1.0)
        if exchange is not None:
            return exchange
        if choice is not None:
            return to_move(view.board, choice, dictionary.alphabet).place
        return Pass()

    def wall_limit(self, budget: float) -> float | None:
        """The wall-clock seconds a decision of ``budget`` may take (None: no limit)."""
        return None if self.safety is None else self.safety * budget

    # -- levels --------------------------------------------------------------------------------
    def _master(
        self,
        view: CrosswordView,
        position: Position,
        raws: list[RawMove],
        table: LeaveTable,
        leaves: RackLeaves,
        best_equity: float,
        rng: random.Random,
        clock: Clock,
    ) -> Action:
        assert view.rack is not None and view.player is not None
        alphabet = position.dictionary.alphabet
        rules = rules_for(view.rules)
        # With a move at hand and the bag holding a full rack, the best exchange is simulated
        # with the moves (the static rule above decides only without one).
        exchanges: list[RawMove] = []
        returned: list[str] = []
        simulated = raws and view.bag_count >= len(view.rack) and view.board.has_tiles
        if simulated and SIMULATE_EXCHANGES:
            most = rules.most_exchanged(len(view.rack), view.bag_count)
            keep, _ = best_keep(view.rack, table, max_exchange=most)
            returned = list(view.rack)
            for tile in keep:
                returned.remove(tile)
            exchanges.append(exchange_raw(returned, alphabet))
        else:
            exchange = self._exchange(view, table, best_equity)
            if exchange is not None:
                return exchange
        if not raws:
            return Pass()
        choice: RawMove | None
        if view.bag_count:
            opponent = (view.player + 1) % view.players
            out_bonus = rules.out_bonus
            choice = simulate(
                position,
                raws,
                leaves,
                unseen_tiles(view),
                view.rack_sizes[opponent],
                view.bag_count,
                rng,
                clock,
                Endgame(position, position.tile_set.sum_values, out_bonus, clock),
                last_move(view, opponent, alphabet) if self.inference else None,
                exchanges=exchanges,
            )
            if is_exchange(choice):
                clock.progress(1.0)
                return Exchange("".join(returned))
        else:
            choice = self._endgame(view, position, raws, leaves, clock, None)
        clock.progress(1.0)
        if choice is None:
            return Pass()
        return to_move(view.board, choice, position.dictionary.alphabet).place

    def _endgame(
        self,
        view: CrosswordView,
        position: Position,
        raws: list[RawMove],
        leaves: RackLeaves,
        clock: Clock,
        max_depth: int | None,
    ) -> RawMove | None:
        """The move with the bag empty (None: pass). Against one opponent, whose rack is then
        the unseen tiles, the short endgame search ``max_depth`` moves deep (None: the exact
        search, while the clock allows; its move if it finished or got as deep as the short
        search of :data:`STRONG_ENDGAME_DEPTH`, run first, else that one's); against more, going
        out or keeping little."""
        if not raws:
            return None
        assert view.rack is not None and view.player is not None
        rules = rules_for(view.rules)
        tile_set = position.tile_set
        unseen = unseen_tiles(view)
        if view.players == 2 and len(unseen) == view.rack_sizes[1 - view.player]:
            search = Endgame(position, tile_set.sum_values, rules.out_bonus, clock)
            short = search.search(
                tuple(sorted(view.rack)), tuple(sorted(unseen)), max_depth or STRONG_ENDGAME_DEPTH
            )
            if max_depth is not None:
                return short
            exact = ExactEndgame(
                position,
                tile_set.sum_values,
                rules.out_bonus,
                rules.passes_per_player * view.players,
                clock,
            ).solve(view.rack, unseen, view.passes)
            # Unfinished, the exact search is worth more than the short one only as deep.
            if exact is not None and (exact.exact or exact.depth >= STRONG_ENDGAME_DEPTH):
                return exact.move
            return short
        unseen_value = tile_set.sum_values(unseen)

        def endgame(raw: RawMove) -> tuple[float, RawMove]:
            left = leaves.leave(raw[3])
            if not left:
                return raw[0] + rules.out_bonus + unseen_value, raw
            return raw[0] - 2 * tile_set.sum_values(left), raw

        return max(raws, key=endgame)

    def _medium(
        self,
        view: CrosswordView,
        raws: list[RawMove],
        dictionary: Dictionary,
        rng: random.Random,
    ) -> RawMove | None:
        knows = easy_words(view.language, MEDIUM_MAX_ENGLISH_LENGTH)
        likes = easy_words(view.language)
        alphabet = dictionary.alphabet
        return medium_pick(
            raws,
            view.board.size,
            lambda raw: knows(main_word(view.board, raw, alphabet)),
            lambda raw: likes(main_word(view.board, raw, alphabet)),
            rng,
        )

    def _easy(
        self,
        view: CrosswordView,
        raws: list[RawMove],
        dictionary: Dictionary,
        rng: random.Random,
    ) -> RawMove | None:
        likes = easy_words(view.language)
        return easy_pick(
            raws, lambda raw: likes(main_word(view.board, raw, dictionary.alphabet)), rng
        )

    # -- exchanges -----------------------------------------------------------------------------
    def _exchange(
        self, view: CrosswordView, table: LeaveTable, best_equity: float
    ) -> Exchange | None:
        """An exchange when it is clearly better than the best move (or no move exists)."""
        assert view.rack is not None
        back_first = rules_for(view.rules).exchange_back_first
        returned = exchange_pick(
            view.rack, view.bag_count, table, best_equity, back_first=back_first
        )
        return None if returned is None else Exchange("".join(returned))


def last_move(view: CrosswordView, player: int, alphabet: str) -> LastMove | None:
    """``player``'s move if the last turn was one (None: an exchange, a pass, another's)."""
    if not view.history or view.history[-1].player != player:
        return None
    turn = view.history[-1]
    if turn.kind != PLACED or turn.place is None:
        return None
    board = Board.empty(view.board.size)
    for earlier in view.history[:-1]:
        if earlier.kind == PLACED and earlier.place is not None:
            tiles, _ = new_tiles_of(board, earlier.place, alphabet)
            board = board.with_tiles((tile.square, tile.cell) for tile in tiles)
    return LastMove(board, turn.tiles, turn.score)


def unseen_tiles(view: CrosswordView) -> list[str]:
    """The tiles this player cannot see (the bag and the other racks), one entry each."""
    return [tile for tile, n in view.unseen for _ in range(n)]


# -- shared with other games on the same move generator (the puzzles' GRA I) -----------------------
def medium_pick(
    raws: list[RawMove],
    size: int,
    knows: Callable[[RawMove], bool],
    easy_likes: Callable[[RawMove], bool],
    rng: random.Random,
) -> RawMove | None:
    """The medium player's move on a ``size``-square board (see the module's description): the
    best-scoring move of at most ``MEDIUM_MAX_TILES`` tiles whose main word it ``knows``,
    along the lines it looks at; seeing none, the easy player's choice (``easy_likes``)."""
    lines = set(rng.sample(range(2 * size), round(MEDIUM_SIGHT * 2 * size)))
    seen = [
        raw for raw in raws if raw[1] in lines and len(raw[3]) <= MEDIUM_MAX_TILES and knows(raw)
    ]
    return max(seen) if seen else easy_pick(raws, easy_likes, rng)


def easy_pick(
    raws: list[RawMove], likes: Callable[[RawMove], bool], rng: random.Random
) -> RawMove | None:
    """A random move of at most ``EASY_MAX_TILES`` tiles whose main word ``likes`` accepts;
    None if there is none: a casual player does not play a word it does not know, it
    exchanges or passes (issue #41: the old fallback played rare words in the endgame)."""
    liked = [raw for raw in raws if len(raw[3]) <= EASY_MAX_TILES and likes(raw)]
    return rng.choice(sorted(liked)) if liked else None


def exchange_pick(
    rack: Sequence[str],
    bag_count: int,
    table: LeaveTable,
    best_equity: float,
    *,
    back_first: bool = False,
) -> tuple[str, ...] | None:
    """The tiles to exchange when that is clearly better than the best move's equity
    (``-inf``: no move), or None to play (or pass) instead. With a move at hand only a bag
    holding a full rack is worth it; ``back_first`` (the ``wordsmith`` rule) lets any number
    go back while the bag holds a tile, else at most the bag's count may go."""
    if not bag_count:
        return None
    if best_equity > float("-inf") and bag_count < len(rack):
        return None
    most = len(rack) if back_first else min(len(rack), bag_count)
    keep, keep_value = best_keep(rack, table, max_exchange=most)
    if best_equity > float("-inf") and keep_value <= best_equity + EXCHANGE_MARGIN:
        return None
    returned = list(rack)
    for tile in keep:
        returned.remove(tile)
    return tuple(returned)


def best_keep(
    rack: Sequence[str], table: LeaveTable, min_exchange: int = 1, max_exchange: int | None = None
) -> tuple[tuple[str, ...], float]:
    """The tiles to keep when exchanging at least ``min_exchange`` and at most
    ``max_exchange`` (None: all), and what they are worth."""
    most = len(rack) if max_exchange is None else min(max_exchange, len(rack))
    best: tuple[tuple[str, ...], float] | None = None
    for size in range(len(rack) - most, len(rack) - min_exchange + 1):
        for kept in set(itertools.combinations(sorted(rack), size)):
            value = table.value(kept)
            if best is None or value > best[1] or (value == best[1] and kept < best[0]):
                best = (kept, value)
    if best is None:
        raise ValueError(f"no exchange of {min_exchange}–{most} tiles from {len(rack)}")
    return best
