"""What a sample of the mistrz level's simulation costs (``engines/crossword/simulation.py``).
Run: python benchmarks/mistrz.py [--rules wordsmith] [--games 4] [--samples 40] [--endgames 20]

Positions: from ``--games`` seeded strong-against-strong games, every fourth turn of the first 24
while the bag holds more than 7 tiles (the simulation's part of a game, not the endgame). At each,
mistrz decides with a fixed number of samples (``--samples``) and no candidate dropped, so every
run does the same work whatever the machine: the figure is the CPU time per sample (one opponent
rack and draw, met by each of the 12 candidates: its reply and our next move, each a move
generation and a unit of mistrz's work budget), and from it the work units a CPU second, the
calibration of ``simulation.WORK_PER_SECOND`` (measured niced, in CPU time, so that other load
on the machine does not count). Also printed: one reply's move generation as the simulation
asks for it (its 8 best-scoring moves, ``generate_raw(..., limit=8)``) against the whole list
and ``heapq.nlargest``, on the same racks drawn from the unseen tiles. With ``--endgames N``:
the first bag-empty decision of ``N`` seeded strong-against-strong games, decided by mistrz with
the default budget and no wall-clock limit (``engines/crossword/endgame.py``): its CPU time a
decision (the budget is 1 s of an idle machine's work), how many exact searches finished, how
deep the others got, and the CPU time a work unit. With ``--paired N`` (seeds from ``--seed``):
each of those endgames played out twice by the player to move, once with mistrz's exact search
and once with the endgame mistrz had before it (the short search, the 8 best-scoring moves and
the outs, deepened while the budget lasts), the other player strong both times: the mean gain
in final spread a game, with its standard error. With ``--inference N`` (seeds from ``--seed``):
in ``N`` seeded strong-against-strong games, every decision with tiles in the bag that follows
a move of the opponent's placing tiles (after an exchange or a pass there is nothing to infer
and the two players are the same), decided by mistrz with the inference of the opponent's
rack and without it (default budget, no wall-clock limit); where the moves differ, both are
valued by ``--true-samples`` samples of the simulation against the opponent's true rack (only
the bag's order drawn, the same for both moves): the mean gain a differing decision with its
standard error, and the mean per-decision error of that valuation.
"""

from __future__ import annotations

import argparse
import heapq
import random
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from engines.core import (  # noqa: E402
    Action,
    PlayerId,
    Setup,
    computer_rng,
)
from engines.crossword import CrosswordGame, simulation  # noqa: E402
from engines.crossword.computer import CrosswordComputer, last_move, unseen_tiles  # noqa: E402
from engines.crossword.endgame import ExactEndgame  # noqa: E402
from engines.crossword.leave import LeaveValues, RackLeaves, load_leave_table  # noqa: E402
from engines.crossword.movegen import CORE, Position, generate_raw, to_move  # noqa: E402
from engines.crossword.movegen_core import RawMove  # noqa: E402
from engines.crossword.replies import make_plies  # noqa: E402
from engines.crossword.rules import context  # noqa: E402
from engines.crossword.state import CrosswordState, CrosswordView  # noqa: E402

Decision = tuple[CrosswordState, CrosswordView, PlayerId, int]


def decisions(rules: str, games: int) -> list[Decision]:
    """(state, view of the player to move, that player, moves so far) at the measured turns."""
    game = CrosswordGame()
    strong = game.computer("strong")
    found: list[Decision] = []
    for seed in range(games):
        state = game.new_game(Setup("crossword", rules, 2, 90001 + seed))
        moves = 0
        while state.end is None and moves < 24:
            player = PlayerId(min(game.to_act(state)))
            view = game.view(state, player)
            if moves % 4 == 2 and view.bag_count > 7:
                found.append((state, view, player, moves))
            rng = computer_rng(state.setup, player, moves)
            action = strong.choose(view, rng, lambda: False, lambda _: None)
            state = game.apply(state, player, action)
            moves += 1
    return found


def sample_cost(found: list[Decision], samples: int) -> float:
    """CPU milliseconds a sample, over every decision."""
    simulation.MAX_ITERATIONS = samples  # a fixed amount of work ...
    simulation.PRUNE_AFTER = samples + 1  # ... with every candidate simulated to the end
    # A budget and no limit that the samples cannot reach.
    mistrz = CrosswordComputer("mistrz", budget=1e6, safety=None)
    start = time.process_time()
    for state, view, player, moves in found:
        mistrz.choose(view, computer_rng(state.setup, player, moves), lambda: False, lambda _: None)
    return 1000 * (time.process_time() - start) / (len(found) * samples)


def reply_cost(found: list[Decision], racks_each: int) -> tuple[float, float]:
    """Milliseconds of one reply's generation: (whole list + nlargest, limit)."""
    whole = limited = 0.0
    count = 0
    rng = random.Random(1)
    for state, view, _, _ in found:
        position = context(state.setup).position(state.board)
        unseen = unseen_tiles(view)
        for _ in range(racks_each):
            rack = rng.sample(unseen, min(7, len(unseen)))
            start = time.perf_counter()
            heapq.nlargest(simulation.REPLY_WIDTH, generate_raw(position, rack))
            middle = time.perf_counter()
            generate_raw(position, rack, limit=simulation.REPLY_WIDTH)
            whole += middle - start
            limited += time.perf_counter() - middle
            count += 1
    return 1000 * whole / count, 1000 * limited / count


def endgames(rules: str, games: int, first_seed: int = 91001) -> list[Decision]:
    """The first bag-empty decision of each game (games ending before it: none)."""
    game = CrosswordGame()
    strong = game.computer("strong")
    found: list[Decision] = []
    for seed in range(games):
        state = game.new_game(Setup("crossword", rules, 2, first_seed + seed))
        moves = 0
        while state.end is None:
            player = PlayerId(min(game.to_act(state)))
            view = game.view(state, player)
            if view.bag_count == 0:
                found.append((state, view, player, moves))
                break
            rng = computer_rng(state.setup, player, moves)
            state = game.apply(
                state, player, strong.choose(view, rng, lambda: False, lambda _: None)
            )
            moves += 1
    return found


def endgame_cost(found: list[Decision]) -> None:
    """mistrz's bag-empty decisions: CPU time, and the exact search's outcome and work."""
    mistrz = CrosswordComputer("mistrz", safety=None)
    times: list[float] = []
    depths: list[int] = []
    exact = 0
    units = 0
    searching = 0.0
    for state, view, player, moves in found:
        rng = computer_rng(state.setup, player, moves)
        start = time.process_time()
        mistrz.choose(view, rng, lambda: False, lambda _: None)
        times.append(time.process_time() - start)
        # The search alone, again, to read what it did.
        ctx = context(state.setup)
        clock = simulation.Clock(
            simulation.work_for(simulation.DEFAULT_BUDGET), None, lambda: False, lambda _: None
        )
        search = ExactEndgame(
            ctx.position(view.board),
            ctx.tile_set.sum_values,
            ctx.rules.out_bonus,
            2 * ctx.rules.passes_per_player,
            clock,
        )
        start = time.process_time()
        solution = search.solve(view.rack or (), unseen_tiles(view), view.passes)
        searching += time.process_time() - start
        units += clock.done
        if solution is not None and solution.exact:
            exact += 1
        else:
            depths.append(0 if solution is None else solution.depth)
    ordered = sorted(times)
    median = 1000 * statistics.median(times)
    p90 = 1000 * ordered[int(0.9 * (len(ordered) - 1))]
    print(
        f"  {len(found)} bag-empty decisions: CPU time median {median:.0f} ms, p90 {p90:.0f} ms, "
        f"max {1000 * ordered[-1]:.0f} ms; exact {exact} of {len(found)}, the others "
        f"{', '.join(str(d) for d in sorted(depths))} moves deep; the search "
        f"{1e6 * searching / max(units, 1):.0f} µs of CPU time a work unit "
        f"(the simulation's: {1e6 / simulation.WORK_PER_SECOND:.0f})",
        flush=True,
    )


class ShortEndgameMistrz(CrosswordComputer):
    """mistrz with the endgame it had before the exact search: the short search deepened
    while the budget lasts, as deep as the game can go."""

    def __init__(self) -> None:
        super().__init__("mistrz", safety=None)

    def _endgame(
        self,
        view: CrosswordView,
        position: Position,
        raws: list[RawMove],
        leaves: RackLeaves,
        clock: simulation.Clock,
        max_depth: int | None,
    ) -> RawMove | None:
        unseen = tuple(sorted(unseen_tiles(view)))
        if max_depth is not None or not raws or view.players != 2 or view.rack is None:
            return super()._endgame(view, position, raws, leaves, clock, max_depth)
        rack = tuple(sorted(view.rack))
        out_bonus = context(Setup("crossword", view.rules, 2, 0)).rules.out_bonus
        search = simulation.Endgame(position, position.tile_set.sum_values, out_bonus, clock)
        return search.search(rack, unseen, 2 * (len(rack) + len(unseen)))


def paired(rules: str, games: int, first_seed: int) -> None:
    """The exact endgame against the one before (see the module's description)."""
    game = CrosswordGame()
    strong = game.computer("strong")
    players = (CrosswordComputer("mistrz", safety=None), ShortEndgameMistrz())
    gains: list[int] = []
    for state, _, tester, moves in endgames(rules, games, first_seed):
        spreads = []
        for player in players:
            now, number = state, moves
            while now.end is None:
                seat = PlayerId(min(game.to_act(now)))
                rng = computer_rng(now.setup, seat, number)
                who = player if seat == tester else strong
                action = who.choose(game.view(now, seat), rng, lambda: False, lambda _: None)
                now = game.apply(now, seat, action)
                number += 1
            scores = game.scores(now)
            spreads.append(scores[tester] - scores[1 - tester])
        gains.append(spreads[0] - spreads[1])
    error = statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else 0.0
    print(
        f"  {len(gains)} endgames: the exact search's spread − the short search's "
        f"{statistics.fmean(gains):+.2f} ± {error:.2f} (standard error) a game; better in "
        f"{sum(g > 0 for g in gains)}, worse in {sum(g < 0 for g in gains)}",
        flush=True,
    )


def true_value(
    state: CrosswordState, player: PlayerId, moves: tuple[RawMove, RawMove], samples: int
) -> tuple[float, float]:
    """The first move's simulated value minus the second's against the opponent's true rack,
    and its standard error: ``samples`` of the simulation's samples, the bag's order drawn."""
    ctx = context(state.setup)
    position = ctx.position(state.board)
    rack = state.racks[player].tiles
    opponent = state.racks[1 - player].tiles
    bag = list(state.bag.tiles)
    alphabet = ctx.dictionary.alphabet
    table = load_leave_table(ctx.rules.language)
    leaves = RackLeaves(table, rack, alphabet)
    clock = simulation.Clock(10**12, None, lambda: False, lambda _: None)
    endgame = simulation.Endgame(position, ctx.tile_set.sum_values, ctx.rules.out_bonus, clock)
    live = [
        simulation.Candidate(
            raw,
            0.0,
            leaves.leave(raw[3]),
            simulation.position_on(position, simulation.board_after(state.board, raw, alphabet)),
        )
        for raw in moves
    ]
    for index, candidate in enumerate(live):
        candidate.index = index
    plies = make_plies(position, [c.where.board for c in live], len(opponent), LeaveValues(table))
    rng = random.Random(1)
    for _ in range(samples):
        drawn = list(opponent) + rng.sample(bag, len(bag))
        simulation._sample(live, drawn, len(opponent), len(bag), plies, alphabet, clock, endgame)
    gaps = [a - b for a, b in zip(live[0].values, live[1].values, strict=True)]
    return statistics.fmean(gaps), statistics.stdev(gaps) / len(gaps) ** 0.5


def inference(rules: str, games: int, first_seed: int, samples: int) -> None:
    """mistrz with the inference against mistrz without it (see the module's description)."""
    game = CrosswordGame()
    strong = game.computer("strong")
    players = (
        CrosswordComputer("mistrz", safety=None, inference=True),
        CrosswordComputer("mistrz", safety=None),
    )
    decided = 0
    gains: list[float] = []
    errors: list[float] = []
    for seed in range(first_seed, first_seed + games):
        state = game.new_game(Setup("crossword", rules, 2, seed))
        number = 0
        while state.end is None:
            player = PlayerId(min(game.to_act(state)))
            view = game.view(state, player)
            rng = computer_rng(state.setup, player, number)
            ctx = context(state.setup)
            alphabet = ctx.dictionary.alphabet
            if view.bag_count and last_move(view, 1 - player, alphabet) is not None:
                decided += 1
                chosen = [
                    mistrz.choose(
                        view,
                        computer_rng(state.setup, player, number),
                        lambda: False,
                        lambda _: None,
                    )
                    for mistrz in players
                ]
                if chosen[0] != chosen[1]:
                    position = ctx.position(state.board)
                    raws: dict[Action, RawMove] = {
                        to_move(state.board, raw, alphabet).place: raw
                        for raw in generate_raw(position, view.rack or ())
                    }
                    pair = (raws[chosen[0]], raws[chosen[1]])
                    gain, error = true_value(state, player, pair, samples)
                    gains.append(gain)
                    errors.append(error)
                    print(
                        f"seed {seed} turn {number}: {chosen[0]} v {chosen[1]}: "
                        f"{gain:+.2f} ± {error:.2f}",
                        flush=True,
                    )
            action = strong.choose(view, rng, lambda: False, lambda _: None)
            state = game.apply(state, player, action)
            number += 1
        mean = statistics.fmean(gains) if gains else 0.0
        spread = statistics.stdev(gains) / len(gains) ** 0.5 if len(gains) > 1 else 0.0
        print(
            f"  after {seed - first_seed + 1} games: {decided} decisions, {len(gains)} differ; "
            f"inference's move better by {mean:+.2f} ± {spread:.2f} (standard error) points a "
            f"differing decision ({mean * len(gains) / max(decided, 1):+.2f} a decision); "
            f"valuation error a decision {statistics.fmean(errors) if errors else 0.0:.2f}",
            flush=True,
        )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="wordsmith")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--samples", type=int, default=40)
    parser.add_argument("--endgames", type=int, default=0, help="bag-empty decisions to time")
    parser.add_argument("--paired", type=int, default=0, help="endgames played out both ways")
    parser.add_argument(
        "--inference", type=int, default=0, help="games of decisions with and without inference"
    )
    parser.add_argument(
        "--true-samples", type=int, default=500, help="--inference's samples a valuation"
    )
    parser.add_argument(
        "--seed", type=int, default=50_000, help="--paired's and --inference's first seed"
    )
    args = parser.parse_args()
    if args.inference:
        print(f"{args.rules}: {CORE} move generator", flush=True)
        inference(args.rules, args.inference, args.seed, args.true_samples)
        return
    if args.paired:
        print(f"{args.rules}: {CORE} move generator", flush=True)
        paired(args.rules, args.paired, args.seed)
        return
    if args.endgames:
        print(f"{args.rules}: {CORE} move generator", flush=True)
        endgame_cost(endgames(args.rules, args.endgames))
        return
    found = decisions(args.rules, args.games)
    print(f"{args.rules}: {len(found)} decisions, {CORE} move generator", flush=True)
    whole, limited = reply_cost(found, 30)
    print(f"  a reply's moves: whole list + nlargest {whole:.3f} ms, limit {limited:.3f} ms")
    per_sample = statistics.fmean(sample_cost(found, args.samples) for _ in range(2))
    units = 2 * simulation.CANDIDATES
    print(
        f"  a sample ({simulation.CANDIDATES} candidates, {args.samples} samples a decision, "
        f"mean of 2 runs): {per_sample:.2f} ms of CPU time, so {1000 * units / per_sample:.0f} "
        f"work units a CPU second (WORK_PER_SECOND = {simulation.WORK_PER_SECOND})",
        flush=True,
    )


if __name__ == "__main__":
    main()
