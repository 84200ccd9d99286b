"""GRA I move generator and strong computer speed. Run: python benchmarks/gra1.py [--games N]

Positions: every turn of seeded self-play games (2 players, strong against strong) — the table
and the rack of the player to move. Prints the median, p90 and max time to generate every legal
move with its score on the table's window (``generate``: what the computer players use), the
same as a sorted list of ``TableMove`` objects (``all_moves``: the solver), per number of
blanks on the rack, and the time of a strong computer move (generation, leave values, the
exchange check, the simulation of its best moves) with the work its simulation did (move
generations: its budget's unit) and that work per CPU second — the figure
``engines.puzzle.gra1_computer.WORK_PER_SECOND`` is set from. Also the size of the table at the
end of the games. The lexicon is loaded before timing, as the GUI does while a game opens.

Times are this process's CPU time (``time.process_time``): the development machine is shared,
and wall times there rise with other people's load; on an idle machine they are the same.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.core import (  # noqa: E402
    PlayerId,
    Setup,
    computer_rng,
)
from engines.crossword.simulation import Clock  # noqa: E402
from engines.puzzle import PuzzleGame, gra1_computer  # noqa: E402
from engines.puzzle.gra1 import Gra1State, dictionary_of  # noqa: E402
from engines.puzzle.gra1_moves import all_moves, generate  # noqa: E402

GAMES = 16
Position = tuple[Gra1State, tuple[str, ...]]
#: The clocks the strong player made in the decision being timed (see :func:`counting_clock`).
CLOCKS: list[Clock] = []


def counting_clock(*args: Any, **kwargs: Any) -> Clock:
    """The strong player's :class:`Clock`, kept so the work it counted can be read."""
    clock = Clock(*args, **kwargs)
    CLOCKS.append(clock)
    return clock


def self_play(
    games: int,
) -> tuple[list[Position], list[float], list[int], list[tuple[int, int]]]:
    """(state, rack to move) for every turn, the strong player's CPU time and work per move,
    and each final table's bounding box (rows, columns)."""
    game = PuzzleGame()
    strong = game.computer("strong")
    positions: list[Position] = []
    move_times: list[float] = []
    work: list[int] = []
    sizes: list[tuple[int, int]] = []
    gra1_computer.Clock = counting_clock  # type: ignore[assignment,misc]
    for seed in range(games):
        state = game.new_game(Setup("puzzle", "gra1", 2, 2000 + seed))
        assert isinstance(state, Gra1State)
        moves = 0
        while state.end is None:
            player = state.turn
            positions.append((state, state.racks[player].tiles))
            rng = computer_rng(state.setup, player, moves)
            CLOCKS.clear()
            start = time.process_time()
            action = strong.choose(game.view(state, player), rng, lambda: False, lambda _: None)
            move_times.append(time.process_time() - start)
            work.append(sum(clock.done for clock in CLOCKS))
            new = game.apply(state, PlayerId(player), action)
            assert isinstance(new, Gra1State)
            state = new
            moves += 1
        bounds = state.table.bounds()
        if bounds is not None:
            sizes.append((bounds[2] - bounds[0] + 1, bounds[3] - bounds[1] + 1))
    return positions, move_times, work, sizes


def timed(work: Callable[[], object]) -> float:
    start = time.process_time()
    work()
    return time.process_time() - start


def summary(label: str, seconds: Sequence[float]) -> str:
    ms = sorted(s * 1000 for s in seconds)
    if not ms:
        return f"  {label:<26} (none)"
    p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
    return (
        f"  {label:<26} n={len(ms):<4} median {statistics.median(ms):7.1f} ms   "
        f"p90 {p90:7.1f} ms   max {ms[-1]:7.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=GAMES)
    games = parser.parse_args().games
    dictionary = dictionary_of(Setup("puzzle", "gra1", 2, 0))
    positions, move_times, work, sizes = self_play(games)
    print(f"GRA I: {len(positions)} positions from {games} self-play games (strong v strong)")
    by_blanks: dict[int, list[float]] = {0: [], 1: [], 2: []}
    every: list[float] = []
    for state, rack in positions:
        seconds = timed(lambda s=state, r=rack: generate(s.table, r, dictionary))
        every.append(seconds)
        by_blanks[min(2, rack.count("?"))].append(seconds)
    print(" every move with its score (generate):")
    print(summary("all positions", every))
    for blanks in (0, 1, 2):
        print(summary(f"{blanks} blanks", by_blanks[blanks]))
    objects = [
        timed(lambda s=state, r=rack: all_moves(s.table, r, dictionary))
        for state, rack in positions[::3]
    ]
    print(" every move as sorted TableMove objects (all_moves), every 3rd position:")
    print(summary("all", objects))
    print(" a strong computer move (choose), CPU time:")
    print(summary("strong", move_times))
    simulated = [(t, w) for t, w in zip(move_times, work, strict=True) if w]
    if simulated:
        units = sorted(w for _, w in simulated)
        print(
            f" its simulation's work: {len(units)} decisions, median {statistics.median(units):.0f}"
            f" units, max {units[-1]}; {sum(units) / sum(t for t, _ in simulated):.0f} units a "
            f"CPU second of those decisions [WORK_PER_SECOND = {gra1_computer.WORK_PER_SECOND}]"
        )
    rows = [r for r, _ in sizes]
    columns = [c for _, c in sizes]
    print(
        f" final tables: median {statistics.median(rows):.0f} rows × "
        f"{statistics.median(columns):.0f} columns, largest {max(rows)} × {max(columns)}"
    )


if __name__ == "__main__":
    main()
