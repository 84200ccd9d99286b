"""GRA II computer players: sitting time and scores. Run: python benchmarks/gra2.py [RACKS]

For the first racks of seeded games (2 players: 20 tiles, 4 players: 15) every level builds its
crossword; printed per level and deal size: the sitting's time (median, p90, max) and the
crossword's score (mean, +20 included, and how often it used all tiles). Times are wall clock
(what a player waits) and, in brackets, the process's CPU time (what it is on an idle machine).
The lexicon is loaded before timing, as the GUI does while a game opens. Target: a strong
sitting within 2 s.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def spread(seconds: list[float]) -> str:
    ordered = sorted(seconds)
    return (
        f"median {statistics.median(ordered):.2f} s, p90 {ordered[int(0.9 * len(ordered))]:.2f} s,"
        f" max {ordered[-1]:.2f} s"
    )


def main() -> None:
    from engines.core import PlayerId, Setup
    from engines.puzzle import PuzzleGame
    from engines.puzzle.gra2 import (
        Gra2State,
        Gra2View,
        SubmitGrid,
        dictionary_of,
        score_sitting,
        tiles_per_player,
    )
    from engines.puzzle.words import puzzle_dictionary

    racks = int(sys.argv[1]) if len(sys.argv) > 1 else 20
    puzzle_dictionary().lexicon.packed  # noqa: B018 - load before timing
    game = PuzzleGame()
    for players in (2, 4):
        for level in ("strong", "medium", "easy"):
            computer = game.computer(level)
            times: list[float] = []
            cpu: list[float] = []
            scores: list[int] = []
            all_tiles = 0
            for seed in range(racks):
                state = game.new_game(Setup("puzzle", "gra2", players, seed))
                assert isinstance(state, Gra2State)
                view = game.view(state, PlayerId(0))
                assert isinstance(view, Gra2View)
                start, start_cpu = time.perf_counter(), time.process_time()
                action = computer.choose(view, random.Random(seed), lambda: False, lambda _: None)
                times.append(time.perf_counter() - start)
                cpu.append(time.process_time() - start_cpu)
                assert isinstance(action, SubmitGrid)
                after = game.apply(state, PlayerId(0), action)
                assert isinstance(after, Gra2State)
                sitting = after.sittings[0]
                assert sitting.ended is not None
                result = score_sitting(sitting, dictionary_of(after))
                scores.append(result.total)
                all_tiles += result.bonus > 0
            print(
                f"{players} players ({tiles_per_player(players)} tiles), {level:6}: sitting "
                f"{spread(times)} ({spread(cpu)} CPU); score mean {statistics.mean(scores):.1f}, "
                f"all tiles {all_tiles}/{racks}"
            )


if __name__ == "__main__":
    main()
