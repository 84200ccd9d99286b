"""Screenshots of every game screen, offscreen, so anyone can look at what a player sees.

    python -m gui.screenshots OUTDIR [--game GAME] [--rules RULES] [--moves N] [--seed K]

For each game and rule set with a screen, a game opens with a human in the first seat and
computers in the others; the computers play their first ``--moves`` actions through the
engine, the window shows the human's turn (past the privacy screen) and is saved at 1024×700
and 1920×1080 as ``GAME-RULES-WIDTHxHEIGHT.png``. Nothing is saved to a store.
"""

from __future__ import annotations

import argparse
import os
import random
import sys
import time
from collections.abc import Callable
from pathlib import Path

SIZES = ((1024, 700), (1920, 1080))


def _wait(app: object, until: Callable[[], bool], seconds: float) -> bool:
    from PySide6.QtWidgets import QApplication

    assert isinstance(app, QApplication)
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        app.processEvents()
        if until():
            return True
        time.sleep(0.01)
    return until()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m gui.screenshots")
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--game")
    parser.add_argument("--rules")
    parser.add_argument("--moves", type=int, default=4, help="actions played before the picture")
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

    from engines.core import Setup, resolve_setup
    from engines.record import Move
    from engines.registry import all_games
    from engines.store import Seat
    from gui.app import make_application
    from gui.fonts import load_bundled_fonts
    from gui.game_window import GameWindow
    from gui.games import has_ui

    app = make_application([])
    load_bundled_fonts(app)
    args.outdir.mkdir(parents=True, exist_ok=True)
    for game in all_games():
        for rules in game.info.rule_sets:
            wanted = args.game in (None, game.info.id) and args.rules in (None, rules.id)
            if not wanted or not has_ui(game.info.id, rules.id):
                continue
            players = max(2, rules.min_players)
            setup = resolve_setup(game.info, Setup(game.info.id, rules.id, players, args.seed))
            state = game.new_game(setup)
            rng = random.Random(args.seed)
            moves: list[Move] = []
            for _ in range(args.moves):
                actors = sorted(game.to_act(state))
                if not actors or game.is_over(state):
                    break
                actor = actors[0]
                action = game.random_action(state, actor, rng)
                state = game.apply(state, actor, action)
                moves.append(Move(actor, action))
            seats = [Seat("Ala", "human")] + [
                Seat(f"Komputer {i}", "computer", "strong") for i in range(1, players)
            ]
            window = GameWindow(setup, seats, store=None, game_id=None, moves=moves)
            window.show()
            if not _wait(app, lambda w=window: w.session is not None, 60):  # type: ignore[misc]
                print(f"{game.info.id} {rules.id}: did not load", file=sys.stderr)
                continue
            if _wait(app, window.privacy.isVisible, 2):
                window.privacy.button.click()
            _wait(app, lambda: False, 0.3)
            for width, height in SIZES:
                window.resize(width, height)
                _wait(app, lambda: False, 0.2)
                path = args.outdir / f"{game.info.id}-{rules.id}-{width}x{height}.png"
                window.grab().save(str(path))
                print(path, flush=True)
            window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
