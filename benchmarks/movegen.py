"""Crossword move generator speed, both cores side by side (issue #14's targets in brackets).
Run: python benchmarks/movegen.py [--games N] [--extra N] [--rules jawa,wordsmith] [--clock cpu]

Positions: every turn of seeded self-play games (strong against strong) — the board and the
rack of the player to move — taken from ``--games`` games per rule set. Natural racks seldom
hold two blanks, so the first ``--extra`` blank-free positions are also measured with one and
with two of their rack tiles turned into blanks ("derived").

Every position is generated once untimed first, so the pure core is timed with the dictionary's
cross-check cache warm (as in a game, where neighbourhoods repeat move after move; the compiled
core does not use that cache without house rules: it walks every cross-check on the DAWG on every
call, which is timed); then the pure-Python core
and the compiled one (when built) each generate every legal move with its score (``generate_raw``,
what hints and computer players use). Printed per core: median and p90 over the natural
positions, p90 per number of blanks, the hint (``best_move``) with two blanks, and the speed-up.

The cores are interleaved (each position is timed on one core, then at once on the other), so a
change in the machine's load touches both alike. ``--clock wall`` (the default) times with
``time.perf_counter``, ``--clock cpu`` with the process's CPU time (``time.process_time``), which
leaves out the time other programs take on a shared machine; the speed-up is the ratio of the
two cores' figures measured the same way. Timing each core over all positions back to back
instead favours the compiled core further (its data stays in the processor's caches).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.core import (  # noqa: E402
    PlayerId,
    Setup,
    computer_rng,
)
from engines.crossword import CrosswordGame  # noqa: E402
from engines.crossword.movegen import CORE, CORES, best_move, generate_raw  # noqa: E402
from engines.crossword.rules import context  # noqa: E402
from engines.crossword.state import CrosswordState  # noqa: E402

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


def with_blanks(positions: Sequence[Position], blanks: int, extra: int) -> list[Position]:
    """The first ``extra`` blank-free positions with ``blanks`` rack tiles made blanks."""
    plain = [(s, r) for s, r in positions if "?" not in r and len(r) == 7][:extra]
    return [(s, r[: len(r) - blanks] + ("?",) * blanks) for s, r in plain]


#: The clock of every timing (``--clock``).
clock = time.perf_counter


def timed(work: Callable[[], object]) -> float:
    start = clock()
    work()
    return clock() - start


def percentile(ms: Sequence[float], share: float) -> float:
    ordered = sorted(ms)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def measure(rules: str, games: int, extra: int) -> None:
    positions, move_times = self_play_positions(rules, games)
    derived = {1: with_blanks(positions, 1, extra), 2: with_blanks(positions, 2, extra)}
    cores = list(CORES)
    print(
        f"\n{rules}: {len(positions)} positions from {games} self-play games (strong v strong), "
        f"+{len(derived[1])} derived with 1 blank and +{len(derived[2])} with 2; "
        f"cores: {', '.join(cores)} (in use: {CORE})"
    )

    def generation(position: Position) -> dict[str, float]:
        state, rack = position
        where = context(state.setup).position(state.board)
        generate_raw(where, rack)  # warm the cross-check cache
        return {core: timed(lambda c=core: generate_raw(where, rack, c)) for core in cores}

    natural = {core: [] for core in cores}  # type: dict[str, list[float]]
    by_blanks = {(core, b): [] for core in cores for b in (0, 1, 2)}  # type: dict[tuple[str, int], list[float]]
    counts = {0: 0, 1: 0, 2: 0}
    for position in positions:
        blanks = min(2, position[1].count("?"))
        counts[blanks] += 1
        for core, seconds in generation(position).items():
            natural[core].append(seconds * 1000)
            by_blanks[core, blanks].append(seconds * 1000)
    for blanks, extra_positions in derived.items():
        for position in extra_positions:
            for core, seconds in generation(position).items():
                by_blanks[core, blanks].append(seconds * 1000)
    hints = {core: [] for core in cores}  # type: dict[str, list[float]]
    for state, rack in derived[2]:
        where = context(state.setup).position(state.board)
        for core in cores:
            hints[core].append(1000 * timed(lambda c=core, w=where, r=rack: best_move(w, r, c)))

    rows: list[tuple[str, str, Callable[[str], float]]] = [
        ("all natural: median", "≤ 0.3 ms", lambda c: statistics.median(natural[c])),
        ("all natural: p90", "≤ 1 ms", lambda c: percentile(natural[c], 0.9)),
    ]
    for blanks in (0, 1, 2):
        n = len(by_blanks[cores[0], blanks])
        rows.append(
            (
                f"{blanks} blanks (n={n}, {counts[blanks]} natural): p90",
                "≤ 40 ms" if blanks == 2 else "",
                lambda c, b=blanks: percentile(by_blanks[c, b], 0.9),
            )
        )
    rows.append(
        (f"hint, 2 blanks (n={len(hints[cores[0]])}): max", "≤ 100 ms", lambda c: max(hints[c]))
    )
    rows.append(("hint, 2 blanks: p90", "", lambda c: percentile(hints[c], 0.9)))
    header = f"  {'':<36}" + "".join(f"{core:>12}" for core in cores)
    if len(cores) == 2:
        header += f"{'speed-up':>10}   target (compiled)"
    print(header)
    for label, target, figure in rows:
        values = [figure(core) for core in cores]
        line = f"  {label:<36}" + "".join(f"{v:>9.2f} ms" for v in values)
        if len(cores) == 2:
            line += f"{values[0] / values[1]:>9.1f}×   {target}"
        print(line)
    if len(cores) == 2:
        print("  targets for the speed-up: ≥ 15× at the median, ≥ 10× at the 2-blank p90")
    move_ms = [t * 1000 for t in move_times]
    print(
        f"  strong computer move ({CORE} core): median {statistics.median(move_ms):.1f} ms, "
        f"p90 {percentile(move_ms, 0.9):.1f} ms"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=24)
    parser.add_argument("--extra", type=int, default=60)
    parser.add_argument("--rules", default="jawa,wordsmith")
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall")
    args = parser.parse_args()
    global clock
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    print(f"clock: {args.clock} time")
    from engines.crossword.words import dictionary_for

    for language in ("pl", "en"):
        dictionary_for(language)  # loaded before timing, as the GUI does while a game opens
    for rules in args.rules.split(","):
        measure(rules, args.games, args.extra)


if __name__ == "__main__":
    main()
