"""Crash-safety soak: a child process plays games and saves every action through the store;
it is killed with SIGKILL at random moments, again and again. After every kill the store must
open, hold every action the child reported as saved (at most the one in flight is lost), replay
each game exactly, and let the next child resume where the last one stopped.

    python tools/soak.py [--kills N] [--seed K] [--store PATH]

Prints one line: kills, games, actions saved, actions lost (0), and exits 1 on any problem.
The child cycles through every registered rule set, playing random legal actions.
"""

from __future__ import annotations

import argparse
import os
import random
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engines.core import SYSTEM, Setup, resolve_setup  # noqa: E402
from engines.records.record import Move, replay  # noqa: E402
from engines.records.store import GameStore, Seat  # noqa: E402
from engines.registry import all_games, get_game  # noqa: E402


def rule_sets() -> list[tuple[str, str, int]]:
    return [
        (game.info.id, rules.id, max(2, rules.min_players))
        for game in all_games()
        for rules in game.info.rule_sets
    ]


def child(store_path: Path, seed: int) -> None:
    """Play forever: resume the unfinished game or start the next one; after every saved
    action print the game id and its number of saved actions."""
    store = GameStore(store_path)
    rng = random.Random(seed)
    while True:
        unfinished = store.unfinished()
        if unfinished:
            saved = unfinished[0]
            game = get_game(saved.setup.game)
            moves = store.moves(saved.id, game)
            state = replay(saved.setup, moves)
            game_id, count = saved.id, len(moves)
        else:
            kinds = rule_sets()
            game_id_text, rules_id, players = kinds[len(store.finished(10_000)) % len(kinds)]
            game = get_game(game_id_text)
            setup = resolve_setup(game.info, Setup(game_id_text, rules_id, players, seed))
            seats = [Seat(f"Gracz {i + 1}", "human") for i in range(players)]
            game_id = store.create_game(setup, seats)
            state, count = game.new_game(setup), 0
        while not game.is_over(state):
            acting = sorted(game.to_act(state))
            player = rng.choice(acting) if acting else SYSTEM
            action = game.random_action(state, player, rng)
            state = game.apply(state, player, action)
            store.append_move(game_id, Move(player, action), seq=count)
            count += 1
            # One write a line (print writes each value and separator on its own, and a kill
            # between them left the parent half a line): a pipe takes a short write whole or not.
            sys.stdout.write(f"{game_id} {count}\n")
            sys.stdout.flush()
        store.finish(game_id, game.scores(state))


def check(
    store_path: Path, reported: dict[int, int], before: dict[int, int]
) -> tuple[int, int, list[str]]:
    """(games, actions) in the store and the problems found: fewer actions than reported
    saved, more than the one in flight beyond what was known (reported, or found after the
    last kill: a resumed game's first save may be the one in flight), a game that does not
    replay. ``before`` is updated to what was found."""
    problems: list[str] = []
    actions = 0
    with GameStore(store_path) as store:
        games = [*store.unfinished(), *store.finished(100_000)]
        for saved in games:
            game = get_game(saved.setup.game)
            moves = store.moves(saved.id, game)
            actions += len(moves)
            seen = reported.get(saved.id, 0)
            known = max(seen, before.get(saved.id, 0))
            if not seen <= len(moves) <= known + 1:
                problems.append(f"game {saved.id}: {len(moves)} actions, {seen} reported saved")
            before[saved.id] = len(moves)
            try:
                replay(saved.setup, moves)
            except Exception as error:
                problems.append(f"game {saved.id} does not replay: {error!r}")
    return len(games), actions, problems


def soak(store_path: Path, kills: int, seed: int) -> tuple[int, int, int, list[str]]:
    """Kill ``kills`` children; (kills, games, actions, problems)."""
    rng = random.Random(seed)
    reported: dict[int, int] = {}
    found_before: dict[int, int] = {}
    problems: list[str] = []
    games = actions = 0
    for kill in range(kills):
        command = [sys.executable, "-u", __file__, "--child", str(store_path)]
        process = subprocess.Popen(
            [*command, "--seed", str(seed + kill)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
            cwd=ROOT,
        )
        assert process.stdout is not None
        # Kill while it plays, not while it starts: after its first saved action.
        first = process.stdout.readline()
        time.sleep(rng.uniform(0.0, 0.5))
        os.kill(process.pid, signal.SIGKILL)
        # Read on through the same buffered file: communicate() would read the descriptor and
        # miss lines readline() has already buffered.
        out = first + process.stdout.read()
        assert process.stderr is not None
        err = process.stderr.read()
        process.wait()
        if process.returncode != -signal.SIGKILL:
            problems.append(f"child {kill} ended by itself ({process.returncode}): {err[-300:]}")
        for line in out.splitlines():
            game_id, count = map(int, line.split())
            reported[game_id] = max(reported.get(game_id, 0), count)
        games, actions, found = check(store_path, reported, found_before)
        problems.extend(f"after kill {kill + 1}: {p}" for p in found)
        if problems:
            break
    return kills, games, actions, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python tools/soak.py")
    parser.add_argument("--kills", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--store", type=Path, help="the saved-games file (default: a temp file)")
    parser.add_argument("--child", type=Path, help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child is not None:
        child(args.child, args.seed)
        return 0
    with tempfile.TemporaryDirectory() as folder:
        store_path = args.store or Path(folder) / "soak.sqlite"
        kills, games, actions, problems = soak(store_path, args.kills, args.seed)
    print(f"kills {kills}, games {games}, actions saved {actions}, problems {len(problems)}")
    for problem in problems:
        print(f"  {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
