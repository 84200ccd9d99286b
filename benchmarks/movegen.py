"""Crossword move generator speed (issue targets in brackets). Run: python benchmarks/movegen.py

Positions: every turn of seeded self-play games (strong against strong) — the board and the
rack of the player to move — taken from ``GAMES`` games per rule set. Natural racks seldom hold
two blanks, so for the blank split the first ``EXTRA`` blank-free positions are also measured
with one and with two of their rack tiles turned into blanks (marked "derived").

Prints, per number of blanks on the rack, the median, p90 and max time to generate every legal
move with its score (``generate_raw``: what the hint and the computer players use), the same
with every move turned into a sorted list of ``Move`` objects (``all_moves``), and the time of a
strong computer move and of a hint. The lexicon is loaded before timing, as the GUI does while
a game opens.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.core import PlayerId, Setup  # noqa: E402
from engines.crossword import CrosswordGame  # noqa: E402
from engines.crossword.movegen import all_moves, best_move, generate_raw  # noqa: E402
from engines.crossword.rules import context  # noqa: E402
from engines.crossword.state import CrosswordState  # noqa: E402
from engines.play import computer_rng  # noqa: E402

GAMES = 24
EXTRA = 60
Position = tuple[CrosswordState, tuple[str, ...]]


def self_play_positions(rules: str, games: int) -> tuple[list[Position], list[float]]:
    """(state, rack to move) for every ordinary turn, and the strong player's time per move."""
    game = CrosswordGame()
    strong = game.computer("strong")
    positions: list[Position] = []
    move_times: list[float] = []
    for seed in range(games):
        state = game.new_game(Setup("crossword", rules, 2, 1000 + seed))
        moves = 0
        while state.end is None:
            player = min(game.to_act(state))
            positions.append((state, state.racks[player].tiles))
            rng = computer_rng(state.setup, player, moves)
            start = time.perf_counter()
            action = strong.choose(game.view(state, player), rng, lambda: False, lambda _: None)
            move_times.append(time.perf_counter() - start)
            state = game.apply(state, PlayerId(player), action)
            moves += 1
    return positions, move_times


def with_blanks(positions: Sequence[Position], blanks: int) -> list[Position]:
    """The first ``EXTRA`` blank-free positions with ``blanks`` rack tiles made blanks."""
    plain = [(s, r) for s, r in positions if "?" not in r and len(r) == 7][:EXTRA]
    return [(s, r[: len(r) - blanks] + ("?",) * blanks) for s, r in plain]


def timed(work: Callable[[], object]) -> float:
    start = time.perf_counter()
    work()
    return time.perf_counter() - start


def summary(label: str, seconds: Sequence[float], target: str = "") -> str:
    ms = sorted(s * 1000 for s in seconds)
    if not ms:
        return f"  {label:<28} (none)"
    p90 = ms[min(len(ms) - 1, int(0.9 * len(ms)))]
    return (
        f"  {label:<28} n={len(ms):<4} median {statistics.median(ms):7.1f} ms   "
        f"p90 {p90:7.1f} ms   max {ms[-1]:7.1f} ms {target}"
    )


def measure(rules: str, targets: bool) -> None:
    positions, move_times = self_play_positions(rules, GAMES)
    derived = {1: with_blanks(positions, 1), 2: with_blanks(positions, 2)}
    print(
        f"{rules}: {len(positions)} positions from {GAMES} self-play games (strong v strong), "
        f"+{len(derived[1])} derived with 1 blank and +{len(derived[2])} with 2"
    )

    def generation(position: Position) -> float:
        state, rack = position
        ctx = context(state.setup)
        return timed(lambda: generate_raw(ctx.position(state.board), rack))

    by_blanks: dict[int, list[float]] = {0: [], 1: [], 2: []}
    natural: list[float] = []
    for position in positions:
        seconds = generation(position)
        natural.append(seconds)
        by_blanks[min(2, position[1].count("?"))].append(seconds)
    counts = {k: len(v) for k, v in by_blanks.items()}
    for blanks, extra in derived.items():
        by_blanks[blanks] += [generation(p) for p in extra]
    print(" every move with its score (generate_raw):")
    print(summary("all natural positions", natural, "[median ≤ 20 ms, p90 ≤ 100 ms]" * targets))
    for blanks in (0, 1, 2):
        label = f"{blanks} blanks ({counts[blanks]} natural)"
        target = "[p90 ≤ 1 s]" if blanks == 2 and targets else ""
        print(summary(label, by_blanks[blanks], target))

    sample = positions[::3]
    objects = []
    for state, rack in sample:
        ctx = context(state.setup)
        objects.append(
            timed(
                lambda s=state, r=rack, c=ctx: all_moves(
                    s.board, r, c.dictionary, c.layout, c.tile_set, c.rules
                )
            )
        )
    print(" every move as sorted Move objects (all_moves), every 3rd position:")
    print(summary("all", objects))
    hints = []
    for state, rack in sample:
        ctx = context(state.setup)
        hints.append(timed(lambda s=state, r=rack, c=ctx: best_move(c.position(s.board), r)))
    print(" a hint (best_move) and a strong computer move:")
    print(summary("hint", hints, "[≤ 300 ms typical]" * targets))
    print(summary("strong computer move", move_times, "[≤ 300 ms typical]" * targets))


def main() -> None:
    for language in ("pl", "en"):
        from engines.crossword.words import dictionary_for

        dictionary_for(language)
    random.seed(0)
    measure("jawa", targets=True)
    measure("wordsmith", targets=False)


if __name__ == "__main__":
    main()
