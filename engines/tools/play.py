"""Playing whole games with computer players only (the ``play`` command, tests, benchmarks)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from engines.core import SYSTEM, Game, GameState, Setup, computer_rng
from engines.records.record import GameRecord, Move, start

#: Safety net against an engine that never ends (a bug): no real game needs this many moves.
MAX_MOVES = 10_000


class GameDidNotEnd(RuntimeError):
    pass


def play_out(
    setup: Setup,
    levels: Sequence[str] | None = None,
    *,
    random_moves: bool = False,
) -> tuple[Game[Any], GameState, GameRecord]:
    """Play a game to the end, every seat a computer player of ``levels`` (default strong),
    or with random legal actions when ``random_moves``. Players in a simultaneous phase act in
    seat order."""
    game, state = start(setup)
    players = [game.computer(level) for level in (levels or ["strong"] * setup.players)]
    record = GameRecord(state.setup)  # with the options resolved to their defaults
    while not game.is_over(state):
        if len(record.moves) >= MAX_MOVES:
            raise GameDidNotEnd(f"{setup.game}: no end after {MAX_MOVES} moves")
        acting = sorted(game.to_act(state))
        player = acting[0] if acting else SYSTEM
        rng = computer_rng(setup, player, len(record.moves))
        if random_moves or player == SYSTEM:
            action = game.random_action(state, player, rng)
        else:
            action = players[player].choose(
                game.view(state, player), rng, lambda: False, lambda _fraction: None
            )
        state = game.apply(state, player, action)
        record = record.with_move(Move(player, action))
    return game, state, record
