"""Which games exist. Each game module calls :func:`register` at import (OpenSpiel's pattern);
:func:`all_games` imports the known modules on first use, so ``import engines`` stays light."""

from __future__ import annotations

import importlib
from typing import Any

from engines.core import Game, Reason, Rejected

#: The game packages, in launcher order.
GAME_MODULES = (
    "engines.puzzle",
    "engines.seven_words",
    "engines.crossword",
)

_registry: dict[str, Game[Any]] = {}


def register(game: Game[Any]) -> Game[Any]:
    game_id = game.info.id
    if game_id in _registry and type(_registry[game_id]) is not type(game):
        raise ValueError(f"two engines registered as {game_id!r}")
    _registry[game_id] = game
    return game


def _load_all() -> None:
    for module in GAME_MODULES:
        importlib.import_module(module)


def _launcher_rank(game: Game[Any]) -> int:
    module = type(game).__module__
    for rank, package in enumerate(GAME_MODULES):
        if module == package or module.startswith(package + "."):
            return rank
    return len(GAME_MODULES)


def all_games() -> list[Game[Any]]:
    """Every game, in launcher order (not import order: one game's package may import
    another's, as the puzzles' GRA I uses the crossword's placement code)."""
    _load_all()
    return sorted(_registry.values(), key=_launcher_rank)


def get_game(game_id: str) -> Game[Any]:
    _load_all()
    try:
        return _registry[game_id]
    except KeyError:
        raise Rejected(Reason.UNKNOWN_RULES, game=game_id) from None
