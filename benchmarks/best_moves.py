"""The crossword's best-moves searches with and without shadow pruning (issue #42 point 5).
Run: nice python benchmarks/best_moves.py [--games N] [--moves N] [--repeat N] [--core NAME]
[--limit N]

Positions: seeded games of both rule sets (``jawa``, ``wordsmith``), every move one of the ten
best-scoring for a rack drawn from the bag, so the boards fill as in play; at every position the
rack to move is drawn from what is left ("natural": blanks only as the bag gives them). Each
natural rack without a blank is also measured with one and with two of its tiles turned into
blanks. Per position, interleaved (a change in the machine's load touches all alike): the
simulation's search, ``generate_raw(..., limit=8)`` (``REPLY_WIDTH``), with shadow pruning and
without it (``movegen.SHADOW_PRUNING``), and every move (``generate_raw``, what the strong
player's equity needs), each ``--repeat`` times. Printed per kind of rack: the process's CPU
time (``time.process_time``) per generation, mean and the ratios. Every limited result is
checked to be the same with and without pruning.

A second table: ``movegen.best_moves`` as the hint (1 move) and the analysis (``TOP_MOVES``) call
it, by the pruned search (``limit=count, ties=True``: the ``count`` best and every tie of the
last) against the whole generation it replaced, the same results checked, CPU per call.
"""

from __future__ import annotations

import argparse
import heapq
import random
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.core import TOP_MOVES, Setup  # noqa: E402
from engines.crossword import CrosswordGame, movegen  # noqa: E402
from engines.crossword.movegen import (  # noqa: E402
    CORE,
    CORES,
    Position,
    best_moves,
    generate_raw,
    to_move,
)
from engines.crossword.movegen_core import RawMove, greatest  # noqa: E402
from engines.crossword.rules import context  # noqa: E402
from engines.crossword.simulation import REPLY_WIDTH  # noqa: E402
from engines.tiles import BLANK  # noqa: E402

Case = tuple[str, Position, tuple[str, ...]]


def positions(rules: str, seed: int, moves: int, core: str) -> list[Case]:
    """(kind of rack, position, rack) for every turn of one seeded game."""
    state = CrosswordGame().new_game(Setup("crossword", rules, 2, seed))
    start = context(state.setup).position(state.board)
    rng = random.Random(seed)
    bag = list(start.tile_set.tiles())
    rng.shuffle(bag)
    board = start.board
    found: list[Case] = []
    for _ in range(moves):
        if len(bag) < 7:
            break
        rack = tuple(bag[-7:])
        position = Position(board, start.dictionary, start.layout, start.tile_set, start.rules)
        found.append(("natural, with blanks" if BLANK in rack else "natural", position, rack))
        if BLANK not in rack:
            found.append(("one blank (derived)", position, (*rack[:6], BLANK)))
            found.append(("two blanks (derived)", position, (*rack[:5], BLANK, BLANK)))
        raws = generate_raw(position, rack, core)
        if not raws:
            break
        move = to_move(board, rng.choice(heapq.nlargest(10, raws)), start.dictionary.alphabet)
        board = board.with_tiles((t.square, t.cell) for t in move.tiles)
        del bag[-7:]
        left = list(rack)
        for tile in move.rack_tiles:
            left.remove(tile)
        bag[:0] = left
    return found


def cpu(call: Callable[[], object], repeat: int) -> float:
    start = time.process_time()
    for _ in range(repeat):
        call()
    return (time.process_time() - start) / repeat


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--games", type=int, default=4, help="games per rule set")
    parser.add_argument("--moves", type=int, default=30, help="moves per game at most")
    parser.add_argument("--repeat", type=int, default=5, help="timed calls per measure")
    parser.add_argument("--core", default=CORE, choices=sorted(CORES))
    parser.add_argument(
        "--limit", type=int, default=REPLY_WIDTH, help="moves kept (8: the replies)"
    )
    args = parser.parse_args()
    cases: list[Case] = []
    for rules in ("jawa", "wordsmith"):
        for seed in range(args.games):
            cases += positions(rules, 4242 + seed, args.moves, args.core)
    # kind -> [pruned limit, unpruned limit, every move], summed seconds; and the count
    totals: dict[str, list[float]] = {}
    counts: dict[str, int] = {}
    for kind, position, rack in cases:

        def limited(position: Position = position, rack: tuple[str, ...] = rack) -> object:
            return generate_raw(position, rack, args.core, limit=args.limit)

        def every(position: Position = position, rack: tuple[str, ...] = rack) -> object:
            return generate_raw(position, rack, args.core)

        movegen.SHADOW_PRUNING = False
        unpruned_moves = limited()
        unpruned = cpu(limited, args.repeat)
        movegen.SHADOW_PRUNING = True
        if limited() != unpruned_moves:
            raise SystemExit(f"pruning changed the moves: {position.board.to_text()} {rack}")
        pruned = cpu(limited, args.repeat)
        whole = cpu(every, args.repeat)
        row = totals.setdefault(kind, [0.0, 0.0, 0.0])
        row[0] += pruned
        row[1] += unpruned
        row[2] += whole
        counts[kind] = counts.get(kind, 0) + 1
    print(f"core {args.core}; {len(cases)} positions; CPU ms per generation (mean)")
    print(
        f"{'rack':24} {'n':>5} {f'limit {args.limit} pruned':>15} "
        f"{f'limit {args.limit} unpruned':>17} "
        f"{'every move':>11} {'speed-up':>9} {'pruned/every':>13}"
    )
    for kind in sorted(totals):
        pruned, unpruned, whole = totals[kind]
        n = counts[kind]
        print(
            f"{kind:24} {n:5} {1000 * pruned / n:15.3f} {1000 * unpruned / n:17.3f} "
            f"{1000 * whole / n:11.3f} {unpruned / pruned:8.2f}x {pruned / whole:13.3f}"
        )

    searches(cases, args.core, args.repeat)


def searches(cases: list[Case], core: str, repeat: int) -> None:
    """The second table: ``best_moves`` by the pruned search against the whole generation."""
    pruned_route = movegen.generate_raw

    def whole_route(
        position: Position, rack: Sequence[str], core: str = "", limit: int = 0, ties: bool = False
    ) -> list[RawMove]:
        # Every move generated, then the same choice (what best_moves did before the pruning).
        return greatest(pruned_route(position, rack, core), limit, ties)

    totals: dict[tuple[str, int], list[float]] = {}
    for kind, position, rack in cases:
        for count in (1, TOP_MOVES):

            def search(
                position: Position = position, rack: tuple[str, ...] = rack, count: int = count
            ) -> object:
                return best_moves(position, rack, count, core)

            movegen.generate_raw = whole_route
            whole_moves = search()
            whole = cpu(search, repeat)
            movegen.generate_raw = pruned_route
            if search() != whole_moves:
                raise SystemExit(f"best_moves changed: {position.board.to_text()} {rack}")
            pruned = cpu(search, repeat)
            row = totals.setdefault((kind, count), [0.0, 0.0, 0.0])
            row[0] += pruned
            row[1] += whole
            row[2] += 1
    print("\nbest_moves(count), pruned with ties; CPU ms per call (mean)")
    print(f"{'rack':24} {'count':>5} {'n':>5} {'pruned':>9} {'whole':>9} {'speed-up':>9}")
    for (kind, count), (pruned, whole, n) in sorted(totals.items()):
        print(
            f"{kind:24} {count:5} {int(n):5} {1000 * pruned / n:9.3f} {1000 * whole / n:9.3f} "
            f"{whole / pruned:8.2f}x"
        )


if __name__ == "__main__":
    main()
