"""Crossword computer strength: seeded two-player games of one level against another.

    python benchmarks/strength.py --rules jawa --a strong --b greedy --games 300
    python benchmarks/strength.py --rules jawa --a mistrz --b strong --games 200 --budget 1

Levels: the game's (easy, medium, strong, mistrz) and ``greedy``, a benchmark-only player that
always plays its highest-scoring move and never exchanges (it passes when it cannot place).
Game ``i`` uses seed ``--seed + i``; A sits first in even games and second in odd ones, so both see
the same deals from both seats. Printed: A's wins, losses and draws, its score share (a draw counts
half), the mean final margin A − B with its standard error, and each side's median thinking time per
move (CPU time; the wall time shows the machine's load). ``--budget`` is mistrz's work per move
(seconds of an idle machine's work, counted in move generations: see
``engines/crossword/simulation.py``); ``--safety`` its wall-clock limit in budgets, none by default
so the result depends on the seeds alone, not on the load. The share comes with its 95 % interval
(normal approximation over the games' results, a draw counting half), and a line is printed every
``--every`` games, so a long run killed early still says where it stood. ``--a-leaves FILE`` and
``--b-leaves FILE`` give a side a leave table other than the shipped one (a TOML file with the rule
set's language section, as ``tools/fit_leaves.py --out`` writes), e.g. to compare a fitted table
with the shipped one:

    python tools/fit_leaves.py --lang en --games 2000 --out /tmp/en.toml
    python benchmarks/strength.py --rules wordsmith --a strong --a-leaves /tmp/en.toml --b strong

``--a-inference``: A (mistrz) infers the opponent's rack from its last move (off by default:
see docs/speed.md).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.core import (  # noqa: E402
    Action,
    ComputerPlayer,
    PlayerId,
    Setup,
    computer_rng,
)
from engines.crossword import CrosswordGame  # noqa: E402
from engines.crossword.actions import Pass  # noqa: E402
from engines.crossword.computer import CrosswordComputer  # noqa: E402
from engines.crossword.leave import LeaveTable, parse_leave_table  # noqa: E402
from engines.crossword.movegen import CORE, best_move  # noqa: E402
from engines.crossword.rules import context  # noqa: E402
from engines.crossword.simulation import DEFAULT_BUDGET  # noqa: E402
from engines.crossword.state import CrosswordView  # noqa: E402

GREEDY = "greedy"
LANGUAGES = {"jawa": "pl", "wordsmith": "en"}


class GreedyPlayer(ComputerPlayer):
    """The highest-scoring move every time (the issue's yardstick); no exchanges."""

    level = GREEDY

    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        assert isinstance(view, CrosswordView) and view.rack is not None
        state_setup = Setup("crossword", view.rules, view.players, 0)
        position = context(state_setup).position(view.board)
        move = best_move(position, view.rack)
        return Pass() if move is None else move.place


def player(
    level: str,
    budget: float,
    safety: float | None,
    leaves: LeaveTable | None,
    inference: bool = False,
) -> ComputerPlayer:
    if level == GREEDY:
        return GreedyPlayer()
    return CrosswordComputer(
        level, budget=budget, leaves=leaves, safety=safety, inference=inference
    )


def leave_table(path: Path | None, rules: str) -> LeaveTable | None:
    """The table in ``path`` for the rule set's language (None: the shipped one)."""
    if path is None:
        return None
    with path.open("rb") as file:
        return parse_leave_table(tomllib.load(file), LANGUAGES[rules])


def play(
    rules: str,
    seed: int,
    seats: tuple[ComputerPlayer, ComputerPlayer],
    times: tuple[list[float], list[float]],
) -> tuple[int, int]:
    """One game; the final scores by seat. ``times``: each seat's CPU seconds per move."""
    game = CrosswordGame()
    state = game.new_game(Setup("crossword", rules, 2, seed))
    number = 0
    while state.end is None:
        seat = min(game.to_act(state))
        rng = computer_rng(state.setup, PlayerId(seat), number)
        start = time.process_time()
        action = seats[seat].choose(game.view(state, seat), rng, lambda: False, lambda _: None)
        times[seat].append(time.process_time() - start)
        state = game.apply(state, PlayerId(seat), action)
        number += 1
    scores = game.scores(state)
    return scores[0], scores[1]


def share_interval(results: list[float]) -> tuple[float, float, float]:
    """The mean of per-game results (1 win, ½ draw, 0 loss) and its 95 % interval."""
    share = statistics.fmean(results)
    if len(results) < 2:
        return share, 0.0, 1.0
    half = 1.96 * statistics.stdev(results) / len(results) ** 0.5
    return share, max(0.0, share - half), min(1.0, share + half)


def report(
    margins: list[int],
    times: tuple[list[float], list[float]],
    started: float,
) -> None:
    """A's results after ``len(margins)`` games."""
    wins = sum(margin > 0 for margin in margins)
    losses = sum(margin < 0 for margin in margins)
    draws = len(margins) - wins - losses
    results = [1.0 if m > 0 else 0.0 if m < 0 else 0.5 for m in margins]
    share, low, high = share_interval(results)
    error = statistics.stdev(margins) / len(margins) ** 0.5 if len(margins) > 1 else 0.0
    print(
        f"  after {len(margins)} games — A: {wins} wins, {losses} losses, {draws} draws — "
        f"{100 * share:.1f} % [{100 * low:.1f}–{100 * high:.1f}]; "
        f"mean margin {statistics.mean(margins):+.1f} ± {error:.1f} (standard error); "
        f"median CPU time per move A {1000 * statistics.median(times[0]):.1f} ms, "
        f"B {1000 * statistics.median(times[1]):.1f} ms; "
        f"{time.perf_counter() - started:.0f} s in all",
        flush=True,
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", choices=("jawa", "wordsmith"), default="jawa")
    parser.add_argument("--a", default="strong")
    parser.add_argument("--b", default=GREEDY)
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=10_000)
    parser.add_argument(
        "--budget", type=float, default=DEFAULT_BUDGET, help="mistrz's work per move (seconds)"
    )
    parser.add_argument("--safety", type=float, help="mistrz's wall-clock limit (in budgets)")
    parser.add_argument("--every", type=int, default=10, help="games between reports")
    parser.add_argument("--a-leaves", type=Path, help="A's leave table (TOML), not the shipped one")
    parser.add_argument("--b-leaves", type=Path, help="B's leave table (TOML), not the shipped one")
    parser.add_argument(
        "--a-inference", action="store_true", help="A (mistrz) infers the opponent's rack"
    )
    args = parser.parse_args()
    a_leaves = leave_table(args.a_leaves, args.rules)
    a = player(args.a, args.budget, args.safety, a_leaves, args.a_inference)
    b = player(args.b, args.budget, args.safety, leave_table(args.b_leaves, args.rules))
    print(
        f"{args.rules}: {args.a} (A) v {args.b} (B), {args.games} games from seed {args.seed}, "
        f"seats alternating, {CORE} move generator"
        + (
            f", mistrz budget {args.budget:g} s of work, wall-clock limit "
            + ("none" if args.safety is None else f"{args.safety:g} budgets")
            if "mistrz" in (args.a, args.b)
            else ""
        )
        + "".join(
            f", {side} leaves from {path}"
            for side, path in (("A", args.a_leaves), ("B", args.b_leaves))
            if path is not None
        )
        + (", A with inference" if args.a_inference else ""),
        flush=True,
    )
    margins: list[int] = []
    times: tuple[list[float], list[float]] = ([], [])
    started = time.perf_counter()
    for number in range(args.games):
        a_first = number % 2 == 0
        seats = (a, b) if a_first else (b, a)
        by_seat = times if a_first else (times[1], times[0])
        first, second = play(args.rules, args.seed + number, seats, by_seat)
        margins.append(first - second if a_first else second - first)
        if (number + 1) % args.every == 0 or number + 1 == args.games:
            report(margins, times, started)


if __name__ == "__main__":
    main()
