"""Simulated plies a CPU second: how fast mistrz's simulation thinks (issue #42 point 2).
Run: python benchmarks/simulated_plies.py [--rules wordsmith] [--games 4] [--samples 40]
[--runs 3] [--core compiled|pure] [--plies default|python|compiled]

Positions: those of ``benchmarks/mistrz.py`` (from ``--games`` seeded strong-against-strong
games, every fourth turn of the first 24 while the bag holds more than 7 tiles). At each, mistrz
decides with a fixed number of samples (``--samples``) and no candidate dropped, so every run
does the same work; or, with ``--budget B``, as it plays: a work budget of ``B`` seconds of an
idle machine's work and candidates dropped as they fall behind (what the pruning statistics
cost counts then too). A ply is one move generation of the simulation — an opponent's reply or our
next move —, a unit of mistrz's work budget (``simulation.WORK_PER_SECOND``), counted by the
work clock itself, so the script measures any version of the simulation (copy it into an older
checkout to compare). Printed: plies per second of CPU time (``time.process_time``) of each run
and their median. ``--core pure``: the pure-Python move generator (``GRY_SLOWNE_PURE_PYTHON``);
``--plies``: the simulation's plies twin (``engines.crossword.replies``; versions before it have
none). Run it niced: other load on the machine then costs little CPU time of its own.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
import zlib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rules", default="wordsmith")
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--samples", type=int, default=40)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--core", choices=("compiled", "pure"), default="compiled")
    parser.add_argument("--plies", choices=("default", "python", "compiled"), default="default")
    parser.add_argument(
        "--budget",
        type=float,
        default=0.0,
        help="decide with this work budget (seconds) and the simulation's own pruning instead",
    )
    args = parser.parse_args()
    if args.core == "pure":
        os.environ["GRY_SLOWNE_PURE_PYTHON"] = "1"

    # benchmarks/mistrz.py's positions (its decisions() is the same in the versions compared).
    from benchmarks.mistrz import decisions
    from engines.core import computer_rng
    from engines.crossword import simulation
    from engines.crossword.computer import CrosswordComputer
    from engines.crossword.movegen import CORE

    if args.plies != "default":
        from engines.crossword import replies

        make = replies.make_plies

        def fixed(*given: object, **named: object) -> object:
            named["core"] = args.plies
            return make(*given[:4], **named)  # type: ignore[arg-type]

        simulation.make_plies = fixed  # type: ignore[assignment]

    found = decisions(args.rules, args.games)

    plies = 0
    charge = simulation.Clock.charge

    def counted(self: simulation.Clock, units: int) -> None:
        nonlocal plies
        plies += units
        charge(self, units)

    simulation.Clock.charge = counted  # type: ignore[method-assign]
    if not args.budget:
        simulation.MAX_ITERATIONS = args.samples  # a fixed amount of work ...
        simulation.PRUNE_AFTER = args.samples + 1  # ... with every candidate simulated to the end
    work = f"a budget of {args.budget} s" if args.budget else f"{args.samples} samples each"
    print(
        f"{args.rules}: {len(found)} decisions, {work}, {CORE} move generator, plies {args.plies}",
        flush=True,
    )
    rates = []
    for run in range(args.runs):
        plies = 0
        try:  # no wall-clock limit (its name changed with issue #42 point 1)
            mistrz = CrosswordComputer("mistrz", budget=args.budget or 1e6, safety=None)
        except TypeError:
            mistrz = CrosswordComputer(  # type: ignore[call-arg]
                "mistrz", budget=args.budget or 1e6, limit=None
            )
        chosen = []
        start = time.process_time()
        for state, view, player, moves in found:
            rng = computer_rng(state.setup, player, moves)
            chosen.append(mistrz.choose(view, rng, lambda: False, lambda _: None))
        seconds = time.process_time() - start
        rates.append(plies / seconds)
        print(
            f"  run {run + 1}: {plies} plies in {seconds:.2f} s of CPU time: "
            f"{plies / seconds:.0f} plies a second",
            flush=True,
        )
    # The moves' checksum: the same in two versions, the same moves.
    digest = zlib.crc32(repr(chosen).encode())
    print(f"  median {statistics.median(rates):.0f} plies a CPU second; moves' crc32 {digest:08x}")


if __name__ == "__main__":
    main()
