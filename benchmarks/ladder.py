"""The computer levels' ladder: does each level beat the one below? Any game, seeded games.

    python benchmarks/ladder.py --game seven_words --rules standard --games 200
    python benchmarks/ladder.py --game crossword --rules jawa --games 200

For each pair of neighbouring ``--levels`` (default easy, medium, strong), ``--games``
two-player games of the upper level against the lower. Game ``i`` uses seed ``--seed + i``; the
upper level sits first in even games and second in odd ones, so both see the same deals from
both seats. Printed per pair: the upper level's wins, losses and draws, its share (a draw
counting half) with the 95 % interval (normal approximation over the games' results), and each
level's mean final score and mean points a turn (its final score over its turns: the actions
that are not answers to a challenge or a review). Target: the upper level wins at least 65 % of
the games. mistrz is measured by ``benchmarks/strength.py``
(crossword only; its budget makes it slow).
"""

from __future__ import annotations

import argparse
import itertools
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.strength import share_interval  # noqa: E402
from engines.core import Setup  # noqa: E402
from engines.play import play_out  # noqa: E402

#: Actions that answer another player's move rather than take a turn.
ANSWERS = frozenset({"Accept", "Challenge", "Continue", "TimeUp"})


def match(
    game_id: str, rules: str, seed: int, upper: str, lower: str, upper_first: bool
) -> tuple[tuple[int, int], tuple[int, int]]:
    """One game: ((upper's score, its turns), (lower's score, its turns))."""
    levels = [upper, lower] if upper_first else [lower, upper]
    game, state, record = play_out(Setup(game_id, rules, 2, seed), levels)
    scores = game.scores(state)
    turns = [0, 0]
    for move in record.moves:
        if 0 <= move.player < 2 and type(move.action).__name__ not in ANSWERS:
            turns[move.player] += 1
    upper_seat = 0 if upper_first else 1
    return (scores[upper_seat], turns[upper_seat]), (scores[1 - upper_seat], turns[1 - upper_seat])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True)
    parser.add_argument("--rules", required=True)
    parser.add_argument("--levels", default="easy,medium,strong")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=10_000)
    args = parser.parse_args()
    levels = args.levels.split(",")
    print(f"{args.game} {args.rules}: {args.games} games a pair from seed {args.seed}", flush=True)
    for lower, upper in itertools.pairwise(levels):
        started = time.process_time()
        results: list[float] = []
        totals = {upper: [0, 0, 0], lower: [0, 0, 0]}  # score, turns, games
        for number in range(args.games):
            (up, up_turns), (low, low_turns) = match(
                args.game, args.rules, args.seed + number, upper, lower, number % 2 == 0
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
