"""The computer levels' ladder: does each level beat the one below? Any game, seeded games.

    python benchmarks/ladder.py --game seven_words --rules standard --games 200
    python benchmarks/ladder.py --game crossword --rules jawa --games 200
    python benchmarks/ladder.py --game slowka --rules standard --levels greedy,strong

For each pair of neighbouring ``--levels`` (default easy, medium, strong), ``--games``
two-player games of the upper level against the lower. Game ``i`` uses seed ``--seed + i``; the
upper level sits first in even games and second in odd ones, so both see the same deals from
both seats. Printed per pair: the upper level's wins, losses and draws, its share (a draw
counting half) with the 95 % interval (normal approximation over the games' results), and each
level's mean final score and mean points a turn (its final score over its turns: the actions
that are not answers to a challenge or a review). Target: the upper level wins at least 65 % of
the games. ``greedy`` is a benchmark-only level, the yardstick of the strong players: the
highest-scoring move every turn and nothing else (no leave, no defence, no exchange while it
can place) in the crossword game, Słówka and GRA I, the best next word every step in GRA II.
mistrz is measured by ``benchmarks/strength.py`` (crossword only; its budget makes it slow).
"""

from __future__ import annotations

import argparse
import itertools
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.strength import GreedyPlayer, share_interval  # noqa: E402
from engines.core import (  # noqa: E402
    SYSTEM,
    Action,
    ComputerPlayer,
    PlayerId,
    Setup,
    computer_rng,
)
from engines.crossword.board import Board  # noqa: E402
from engines.puzzle.gra1 import Gra1View, PassTurn, dictionary_of  # noqa: E402
from engines.puzzle.gra1_moves import generate, to_table_move  # noqa: E402
from engines.puzzle.gra2 import Gra2View, SubmitGrid  # noqa: E402
from engines.puzzle.gra2_computer import (  # noqa: E402
    BOARD_SIZE,
    DEADLINE,
    Node,
    Search,
    to_grid,
)
from engines.puzzle.words import view_dictionary  # noqa: E402
from engines.records.record import start  # noqa: E402
from engines.registry import get_game  # noqa: E402
from engines.slowka.board import Layout  # noqa: E402
from engines.slowka.computer import Ordering, SlowkaComputer  # noqa: E402
from engines.slowka.movegen import RawMove  # noqa: E402
from engines.slowka.state import SlowkaView  # noqa: E402
from engines.tiles import BLANK  # noqa: E402
from engines.tools.play import MAX_MOVES, GameDidNotEnd  # noqa: E402

GREEDY = "greedy"


class SlowkaGreedy(SlowkaComputer):
    """Słówka's highest-scoring move (the first in best-first order), with no thought for the
    bonuses it opens: the strong player's choice without its defence."""

    def __init__(self) -> None:
        super().__init__(GREEDY)

    @staticmethod
    def _strong(
        view: SlowkaView, layout: Layout, moves: list[RawMove], best_first: Ordering
    ) -> RawMove:
        best = max(m[0] for m in moves)
        return best_first([m for m in moves if m[0] == best])[0]


class Gra1Greedy(ComputerPlayer):
    """GRA I's highest-scoring move every time; no exchanges (it passes when it cannot place)."""

    level = GREEDY

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
        if not raws:
            return PassTurn()
        return to_table_move(window, max(raws), dictionary.alphabet).place


class Gra2GreedySearch(Search):
    """The best next word every step, from every word the puzzles allow (the strong player's)."""

    def run(self, root: Node) -> Node:
        node = best = root
        while not self.out_of_time():
            children = self.best_children(node, 1)
            if not children:
                break
            node = children[0]
            if node.final > best.final:
                best = node
        return best


class Gra2Greedy(ComputerPlayer):
    """GRA II's greedy builder (:class:`Gra2GreedySearch`), as the strong player hands in."""

    level = GREEDY

    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        assert isinstance(view, Gra2View) and view.tiles is not None
        letters = tuple(t for t in view.tiles if t != BLANK)
        root = Node(Board.empty(BOARD_SIZE), letters, view.tiles.count(BLANK), 0, 0)
        dictionary = view_dictionary(view)
        search = Gra2GreedySearch("strong", rng, should_stop, dictionary, DEADLINE)
        return SubmitGrid(to_grid(search.run(root).board).text())


def greedy(game_id: str, rules: str) -> ComputerPlayer:
    if game_id == "crossword":
        return GreedyPlayer()
    if game_id == "slowka":
        return SlowkaGreedy()
    if (game_id, rules) == ("puzzle", "gra1"):
        return Gra1Greedy()
    if (game_id, rules) == ("puzzle", "gra2"):
        return Gra2Greedy()
    raise SystemExit(f"no greedy player for {game_id} {rules}")


#: Actions that answer another player's move rather than take a turn.
ANSWERS = frozenset({"Accept", "Challenge", "Continue", "TimeUp"})


def match(
    game_id: str,
    rules: str,
    seed: int,
    upper: ComputerPlayer,
    lower: ComputerPlayer,
    upper_first: bool,
) -> tuple[tuple[int, int], tuple[int, int]]:
    """One game: ((upper's score, its turns), (lower's score, its turns)). Played as
    :func:`engines.tools.play.play_out` plays, with these players."""
    players = (upper, lower) if upper_first else (lower, upper)
    game, state = start(Setup(game_id, rules, 2, seed))
    turns = [0, 0]
    number = 0
    while not game.is_over(state):
        if number >= MAX_MOVES:
            raise GameDidNotEnd(f"{game_id}: no end after {MAX_MOVES} moves")
        acting = sorted(game.to_act(state))
        player = acting[0] if acting else SYSTEM
        rng = computer_rng(state.setup, player, number)
        if player == SYSTEM:
            action = game.random_action(state, player, rng)
        else:
            view = game.view(state, player)
            action = players[player].choose(view, rng, lambda: False, lambda _: None)
            turns[player] += type(action).__name__ not in ANSWERS
        state = game.apply(state, PlayerId(player), action)
        number += 1
    scores = game.scores(state)
    up = 0 if upper_first else 1
    return (scores[up], turns[up]), (scores[1 - up], turns[1 - up])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--rules", required=True)
    parser.add_argument("--levels", default="easy,medium,strong")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=10_000)
    args = parser.parse_args()
    levels = args.levels.split(",")
    game = get_game(args.game)
    print(f"{args.game} {args.rules}: {args.games} games a pair from seed {args.seed}", flush=True)
    for lower, upper in itertools.pairwise(levels):
        lower_player, upper_player = (
            greedy(args.game, args.rules) if level == GREEDY else game.computer(level)
            for level in (lower, upper)
        )
        started = time.process_time()
        results: list[float] = []
        totals = {upper: [0, 0, 0], lower: [0, 0, 0]}  # score, turns, games
        for number in range(args.games):
            (up, up_turns), (low, low_turns) = match(
                args.game,
                args.rules,
                args.seed + number,
                upper_player,
                lower_player,
                number % 2 == 0,
            )
            results.append(1.0 if up > low else 0.0 if up < low else 0.5)
            for level, score, turns in ((upper, up, up_turns), (lower, low, low_turns)):
                totals[level][0] += score
                totals[level][1] += turns
                totals[level][2] += 1
        share, low_bound, high_bound = share_interval(results)
        wins, losses = results.count(1.0), results.count(0.0)
        print(
            f"  {upper} v {lower}: {wins} / {losses} / {len(results) - wins - losses} — "
            f"{100 * share:.1f} % [{100 * low_bound:.1f}–{100 * high_bound:.1f}]"
            + "".join(
                f"; {level} {totals[level][0] / totals[level][2]:.1f} a game, "
                f"{totals[level][0] / max(1, totals[level][1]):.1f} a turn"
                for level in (upper, lower)
            )
            + f"; {time.process_time() - started:.0f} s CPU",
            flush=True,
        )


if __name__ == "__main__":
    main()
