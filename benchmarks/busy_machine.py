"""mistrz on a busy machine (issue #42 point 1): the same seeded game idle and beside CPU hogs.

    python benchmarks/busy_machine.py [--rules jawa] [--seed 5] [--hogs 4] [--budget 1]
        [--safety 10]

One seeded game of mistrz against strong is played twice with the shipped player — the default
budget (or ``--budget``, the player's "time to think") and the wall-clock safety of
``simulation.SAFETY`` budgets — first on the idle machine, then beside ``--hogs`` processes that
spin (four on 2 cores leave a process about 40 % of a core). Printed for each run: mistrz's
decisions, the longest one in wall-clock seconds and as a share of its limit, and at the end how
many of the busy run's moves are the idle run's (the budget is counted in work, so a machine
below its idle speed thinks longer and plays the same game; only a decision that reached the
wall-clock limit can differ). ``--safety 2`` plays with the limit mistrz had before issue #42
(two budgets), for comparison.
"""

from __future__ import annotations

import argparse
import multiprocessing
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.core import Action, PlayerId, Setup, computer_rng  # noqa: E402
from engines.crossword import CrosswordGame  # noqa: E402
from engines.crossword.computer import CrosswordComputer  # noqa: E402
from engines.crossword.simulation import DEFAULT_BUDGET, SAFETY  # noqa: E402

MISTRZ = 0


def spin() -> None:
    while True:
        pass


def play(rules: str, seed: int, budget: float, safety: float) -> tuple[list[Action], list[float]]:
    """The game's actions, and the wall-clock seconds of each of mistrz's decisions (mistrz
    sits first)."""
    game = CrosswordGame()
    players = (CrosswordComputer("mistrz", budget, safety=safety), game.computer("strong"))
    state = game.new_game(Setup("crossword", rules, 2, seed))
    actions: list[Action] = []
    walls: list[float] = []
    while state.end is None:
        seat = min(game.to_act(state))
        rng = computer_rng(state.setup, PlayerId(seat), len(actions))
        start = time.perf_counter()
        action = players[seat].choose(game.view(state, seat), rng, lambda: False, lambda _: None)
        if seat == MISTRZ:
            walls.append(time.perf_counter() - start)
        actions.append(action)
        state = game.apply(state, PlayerId(seat), action)
    return actions, walls


def describe(label: str, walls: list[float], limit: float) -> None:
    longest = max(walls)
    print(
        f"{label}: {len(walls)} mistrz decisions, longest {longest:.2f} s wall-clock "
        f"({100 * longest / limit:.0f} % of its {limit:g} s limit), "
        f"{sum(walls):.1f} s in all",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", choices=("jawa", "wordsmith"), default="jawa")
    parser.add_argument("--seed", type=int, default=5)
    parser.add_argument("--hogs", type=int, default=4, help="spinning processes (4)")
    parser.add_argument("--budget", type=float, default=DEFAULT_BUDGET, help="time to think")
    parser.add_argument("--safety", type=float, default=SAFETY, help="the limit, in budgets")
    args = parser.parse_args()
    limit = args.safety * args.budget
    print(
        f"{args.rules}, seed {args.seed}, mistrz (budget {args.budget:g} s, limit {limit:g} s) "
        f"against strong; {multiprocessing.cpu_count()} CPUs",
        flush=True,
    )
    idle, idle_walls = play(args.rules, args.seed, args.budget, args.safety)
    describe("idle", idle_walls, limit)
    hogs = [multiprocessing.Process(target=spin, daemon=True) for _ in range(args.hogs)]
    for hog in hogs:
        hog.start()
    try:
        busy, busy_walls = play(args.rules, args.seed, args.budget, args.safety)
    finally:
        for hog in hogs:
            hog.terminate()
    describe(f"beside {args.hogs} CPU hogs", busy_walls, limit)
    same = sum(a == b for a, b in zip(idle, busy, strict=False))
    print(
        f"the same moves: {same} of {len(idle)} (busy game {len(busy)} moves); "
        f"slowdown {sum(busy_walls) / sum(idle_walls):.2f}×; "
        + ("the same game" if idle == busy else "A DIFFERENT GAME"),
        flush=True,
    )


if __name__ == "__main__":
    main()
