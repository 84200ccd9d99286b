"""Słówka move generator speed and the computer players' strength (issue targets in brackets).
Run: python benchmarks/slowka.py [--reading any|side] [--games N] [--openings N]

Positions: every turn of seeded self-play games — ``GAMES`` games of 2 to 4 players, the seats'
levels rotating easy/medium/strong so that boards of every kind come up — the board and the rack
of the player to move. Prints the median, p90 and max time to generate every legal move with
its score, in best-first order (``all_moves``: what the solver prints and the computer players
rank), the same for the raw search alone (``generate``), the CPU time of every strong computer
decision (openings apart: one token on START, the most paths) [≤ 0.4 s on any position, issue
#42], and the simulation's unit of work per CPU second: the best-scoring move searched on every
position (``limit=1``, as the simulation's replies are), its work plus the simulation's charge
per search over the time (``engines.slowka.simulation.WORK_PER_SECOND`` is set from it). The
lexicon is loaded before timing, as the GUI does while a game opens. Strength: per
level, the mean points of a word it played and its mean final score, and how often it won
(shared first places count for each). Times are this process's CPU time (on a shared machine
the wall clock measures the other programs too). ``--reading`` chooses the rule (default: the
standard rules' ``any``, through corners), so the two can be compared on the same seeds.

``--openings N``: only the opening moves of ``N`` seeded games (seeds from 3000; one token on
START, the slowest positions), in CPU time: the search for every move without the board's
symmetries and with them (:func:`~engines.slowka.movegen.generate_classes`), and a greedy and a
strong computer move; the greedy move is checked to be the one the search without symmetries
gives.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.ladder import SlowkaGreedy  # noqa: E402
from engines.core import (  # noqa: E402
    PlayerId,
    Setup,
    computer_rng,
)
from engines.lexicon import load_lexicon  # noqa: E402
from engines.slowka import SlowkaGame  # noqa: E402
from engines.slowka.actions import Place  # noqa: E402
from engines.slowka.board import Board, load_layout  # noqa: E402
from engines.slowka.movegen import (  # noqa: E402
    Searcher,
    all_moves,
    generate,
    generate_classes,
    ordered,
)
from engines.slowka.rulesets import READING  # noqa: E402
from engines.slowka.simulation import SEARCH_CHARGE, WORK_PER_SECOND  # noqa: E402
from engines.slowka.state import PLACED  # noqa: E402
from engines.tiles import load_tile_set  # noqa: E402

GAMES = 30
LEVELS = ("easy", "medium", "strong")
Position = tuple[Board, tuple[str, ...]]


class Strength:
    """Per level: points of every word played, final scores, games won."""

    def __init__(self) -> None:
        self.words: dict[str, list[int]] = defaultdict(list)
        self.finals: dict[str, list[int]] = defaultdict(list)
        self.wins: dict[str, int] = defaultdict(int)

    def report(self) -> None:
        for level in LEVELS:
            words, finals = self.words[level], self.finals[level]
            print(
                f"{level}: {len(finals)} seats, word mean {statistics.mean(words):.1f} points, "
                f"final score mean {statistics.mean(finals):.1f}, won {self.wins[level]}"
            )


def self_play_positions(
    games: int, reading: str, strength: Strength
) -> tuple[list[Position], list[tuple[bool, float]]]:
    """(board, rack to move) for every ordinary turn, and the strong player's CPU time per move
    (whether it was the game's opening move, the seconds)."""
    game = SlowkaGame()
    positions: list[Position] = []
    strong_times: list[tuple[bool, float]] = []
    for seed in range(games):
        players = 2 + seed % 3
        levels = [LEVELS[(seed + i) % 3] for i in range(players)]
        setup = Setup("slowka", "standard", players, 2000 + seed, {"reading": reading})
        state = game.new_game(setup)
        moves = 0
        while state.end is None:
            player = min(game.to_act(state))
            if state.pending is None and state.racks[player].tiles:
                positions.append((state.board, state.racks[player].tiles))
            rng = computer_rng(state.setup, player, moves)
            start = time.process_time()
            computer = game.computer(levels[player])
            action = computer.choose(game.view(state, player), rng, lambda: False, lambda _: None)
            if levels[player] == "strong":
                strong_times.append((moves == 0, time.process_time() - start))
            state = game.apply(state, PlayerId(player), action)
            moves += 1
        for turn in state.history:
            if turn.kind == PLACED and turn.play is not None:
                strength.words[levels[turn.player]].append(turn.play.score)
        ranks = game.outcome(state).ranks
        for seat, level in enumerate(levels):
            strength.finals[level].append(state.scores[seat])
            strength.wins[level] += ranks[seat] == 1
    return positions, strong_times


def timed(
    positions: Sequence[Position], work: Callable[[Board, tuple[str, ...]], object]
) -> list[float]:
    times = []
    for board, rack in positions:
        start = time.process_time()
        work(board, rack)
        times.append(time.process_time() - start)
    return times


def report(label: str, times: Sequence[float], target: str = "") -> None:
    ordered = sorted(times)
    p90 = ordered[min(len(ordered) - 1, int(0.9 * len(ordered)))]
    print(
        f"{label}: n={len(times)} median {statistics.median(times) * 1000:.1f} ms, "
        f"p90 {p90 * 1000:.1f} ms, max {ordered[-1] * 1000:.1f} ms {target}".rstrip()
    )


def openings(count: int, reading: str) -> None:
    """The opening positions' figures (see the module's description)."""
    game = SlowkaGame()
    lexicon = load_lexicon("pl")
    layout = load_layout()
    tiles = load_tile_set("slowka")
    plain: list[float] = []
    classes: list[float] = []
    moves: list[tuple[str, float]] = []
    for seed in range(3000, 3000 + count):
        state = game.new_game(Setup("slowka", "standard", 2, seed, {"reading": reading}))
        rack = state.racks[state.turn].tiles
        start = time.process_time()
        every, _ = generate_classes(
            state.board, rack, lexicon, layout, tiles, reading, symmetric=False
        )
        plain.append(time.process_time() - start)
        start = time.process_time()
        generate_classes(state.board, rack, lexicon, layout, tiles, reading)
        classes.append(time.process_time() - start)
        view = game.view(state, state.turn)
        for level, computer in (("greedy", SlowkaGreedy()), ("strong", game.computer("strong"))):
            rng = computer_rng(state.setup, state.turn, 0)
            start = time.process_time()
            action = computer.choose(view, rng, lambda: False, lambda _: None)
            moves.append((level, time.process_time() - start))
            if level == "greedy":
                _, squares, word = ordered(every, layout, lexicon.alphabet)[0]
                assert action == Place.of([layout.name(s) for s in squares], word), seed
    print(f"reading {reading}: {count} openings (CPU time); the greedy moves are the same")
    report("every move, no symmetry", plain)
    report("one move of each symmetric set", classes)
    for level in ("greedy", "strong"):
        report(f"{level} computer move", [t for name, t in moves if name == level])


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--reading", choices=READING.allowed, default=READING.default)
    parser.add_argument("--games", type=int, default=GAMES)
    parser.add_argument("--openings", type=int, default=0)
    args = parser.parse_args()
    reading: str = args.reading
    if args.openings:
        openings(args.openings, reading)
        return
    lexicon = load_lexicon("pl")
    layout = load_layout()
    tiles = load_tile_set("slowka")
    strength = Strength()
    positions, strong_times = self_play_positions(args.games, reading, strength)
    counts = [len(generate(b, r, lexicon, layout, tiles, reading)) for b, r in positions]
    print(
        f"reading {reading}: {len(positions)} positions from {args.games} games; moves per "
        f"position: median {statistics.median(counts):.0f}, max {max(counts)}"
    )
    report(
        "all moves, best first",
        timed(positions, lambda b, r: all_moves(b, r, lexicon, layout, tiles, reading)),
        "[median ≤ 50 ms, p90 ≤ 200 ms]",
    )
    report(
        "search alone",
        timed(positions, lambda b, r: generate(b, r, lexicon, layout, tiles, reading)),
    )
    report("strong computer move (CPU), openings", [t for first, t in strong_times if first])
    report("strong computer move (CPU), the rest", [t for first, t in strong_times if not first])
    searcher = Searcher(lexicon, layout, tiles, reading)
    start = time.process_time()
    work = sum(searcher.search(b, r, limit=1).work + SEARCH_CHARGE for b, r in positions)
    print(
        f"simulation work: {work / (time.process_time() - start):,.0f} units a CPU second "
        f"[WORK_PER_SECOND = {WORK_PER_SECOND:,}]"
    )
    strength.report()


if __name__ == "__main__":
    main()
