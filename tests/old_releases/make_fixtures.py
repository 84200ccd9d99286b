"""How the fixtures in this folder were made: with the code of older commits, not this one.

Each folder is named after the commit whose code wrote it and the store schema of that commit:
``2247fb3-schema2`` (the last schema-2 release; the first edition of both shipped lexicons),
``11be4ba-schema3`` (Polish edition 2, English 1; GCG exported with the older pragmas) and
``61e0795-schema4`` (the editions shipped before records named them). Each holds
``games.sqlite`` (a finished game of every rule set, and in the first two the games the issue
named: ``pia`` played in ``jawa``, ``ms`` in ``wordsmith``, ``dimów`` in GRA III, finished and
unfinished) and each game's JSON record (``*.json``) and, where that release wrote one, its
GCG export (``*.gcg``). To make them again::

    git worktree add --detach /tmp/old 2247fb3
    PYTHONPATH=/tmp/old .venv/bin/python tests/old_releases/make_fixtures.py candidates /tmp/c 1 2 3
    PYTHONPATH=/tmp/old .venv/bin/python tests/old_releases/make_fixtures.py store /tmp/s PLAN.json

``candidates`` plays computer games of every rule set for the seeds given (to pick games that
use words the current lexicon lacks); ``store`` writes the store and records of a plan,
``{"finished": [[game, rules, seed], …], "scripted": ["pia", "ms", "dimów"]}`` — the plans
used are in each folder's ``plan.json``. The files were renamed afterwards (``pia-…`` →
``jawa-pia-…``, ``ms-…`` → ``wordsmith-ms-…``, ``dimów-…`` → ``gra3-dimow-…``).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import engines  # noqa: F401  (registers the games)
from engines.core import SYSTEM, PlayerId, Setup, chance

try:
    from engines.records.record import GameRecord, Move, start
    from engines.records.store import GameStore, Seat
except ImportError:
    from engines.record import GameRecord, Move, start  # type: ignore[no-redef]
    from engines.store import GameStore, Seat  # type: ignore[no-redef]

try:
    from engines.records.import_export import export_game  # era D
except ImportError:
    try:
        from engines.records import export_game  # type: ignore[no-redef]  # era B
    except ImportError:
        export_game = None  # type: ignore[assignment]

LEVELS = {
    ("crossword", "jawa"): "strong",
    ("crossword", "wordsmith"): "strong",
    ("slowka", "standard"): "medium",
    ("seven_words", "standard"): "medium",
    ("seven_words", "no_timer"): "medium",
    ("puzzle", "gra1"): "medium",
    ("puzzle", "gra2"): "easy",
    ("puzzle", "gra3"): "medium",
}


def rng_for(setup, player, number):
    return chance(setup.seed, 1_000_000 + number * 16 + int(player))


def play(setup, scripted=(), stop_after=None):
    """(record, finished) of a game of computer players; ``scripted``: (move number, player,
    action) played instead of the computer's choice."""
    game, state = start(setup)
    level = LEVELS[(setup.game, setup.rules)]
    players = [game.computer(level) for _ in range(setup.players)]
    record = GameRecord(state.setup)
    script = {number: (player, action) for number, player, action in scripted}
    while not game.is_over(state):
        number = len(record.moves)
        if stop_after is not None and number >= stop_after:
            break
        if number > 3000:
            raise RuntimeError("too long")
        if number in script:
            player, action = script[number]
        else:
            acting = sorted(game.to_act(state))
            player = acting[0] if acting else SYSTEM
            rng = rng_for(setup, player, number)
            if player == SYSTEM:
                action = game.random_action(state, player, rng)
            else:
                action = players[player].choose(
                    game.view(state, player), rng, lambda: False, lambda _f: None
                )
        state = game.apply(state, PlayerId(player), action)
        record = record.with_move(Move(PlayerId(player), action))
    return game, state, record


def candidates(out: Path, seeds: list[int]) -> None:
    out.mkdir(parents=True, exist_ok=True)
    for (game_id, rules), _level in LEVELS.items():
        for seed in seeds:
            path = out / f"{game_id}-{rules}-{seed}.json"
            if path.exists():
                continue
            begun = time.time()
            _game, _state, record = play(Setup(game_id, rules, 2, seed))
            path.write_text(record.dumps(), "utf-8")
            print(path.name, len(record.moves), f"{time.time() - begun:.1f}s", flush=True)


def scripted_first(setup, letters_word, square):
    """A first move placing ``letters_word`` at ``square`` when the first player's rack has
    its letters (None otherwise)."""
    from engines.crossword.actions import Place

    game, state = start(setup)
    player = sorted(game.to_act(state))[0]
    rack = list(state.racks[player].tiles)
    for letter in letters_word.lower():
        if letter in rack:
            rack.remove(letter)
        else:
            return None
    return (0, player, Place(square, letters_word.upper()))


def find_scripted(kind: str) -> tuple[Setup, tuple]:
    for seed in range(1, 5000):
        if kind == "pia":
            setup = Setup("crossword", "jawa", 2, seed)
            step = scripted_first(setup, "pia", "8H")
        elif kind == "ms":
            setup = Setup("crossword", "wordsmith", 2, seed)
            step = scripted_first(setup, "ms", "8H")
        else:
            from engines.puzzle.gra3 import SubmitWord
            from engines.tiles import rack_cover

            setup = Setup("puzzle", "gra3", 2, seed)
            _game, state = start(setup)
            if rack_cover("dimów", state.racks[0]) is None:
                continue
            step = (0, 0, SubmitWord("dimów"))
        if step is not None:
            return setup, (step,)
    raise RuntimeError(kind)


def save(store, game, state, record, seats, finished):
    game_id = store.create_game(record.setup, seats)
    for move in record.moves:
        store.append_move(game_id, move)
    if finished:
        store.finish(game_id, game.outcome(state).scores)
    return game_id


def make_store(out: Path, plan_path: Path) -> None:
    """PLAN: {"candidates": DIR, "finished": [[game, rules, seed], ...]} plus the scripted."""
    out.mkdir(parents=True, exist_ok=True)
    plan = json.loads(plan_path.read_text())
    store = GameStore(out / "games.sqlite")
    seats = (Seat("Ala", "human"), Seat("Komputer", "computer", "strong"))
    made = []
    for game_id, rules, seed in plan["finished"]:
        game, state, record = play(Setup(game_id, rules, 2, seed))
        made.append((f"{game_id}-{rules}", save(store, game, state, record, seats, True), record))
        print("finished", game_id, rules, seed, len(record.moves), flush=True)
    for kind in plan.get("scripted", []):
        setup, script = find_scripted(kind)
        game, state, record = play(setup, script)
        made.append((f"{kind}-finished", save(store, game, state, record, seats, True), record))
        game, state, record = play(setup, script, stop_after=len(script) + 2)
        made.append((f"{kind}-unfinished", save(store, game, state, record, seats, False), record))
        print("scripted", kind, setup.seed, flush=True)
    records = out / "records"
    records.mkdir(exist_ok=True)
    for name, game_id, record in made:
        data = record.to_json()
        data["seats"] = [seat.to_json() for seat in seats]
        (records / f"{name}.json").write_text(json.dumps(data, ensure_ascii=False) + "\n")
        if export_game is not None and name.startswith(("crossword", "pia", "ms")):
            try:
                (records / f"{name}.gcg").write_text(export_game(store, game_id, "gcg"))
            except Exception as error:
                print("no gcg", name, error)
    store.close()


if __name__ == "__main__":
    command = sys.argv[1]
    if command == "candidates":
        candidates(Path(sys.argv[2]), [int(s) for s in sys.argv[3:]])
    else:
        make_store(Path(sys.argv[2]), Path(sys.argv[3]))
