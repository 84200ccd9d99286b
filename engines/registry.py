"""Which games exist. Each game module calls :func:`register` at import (OpenSpiel's pattern);
:func:`all_games` imports the known modules on first use, so ``import engines`` stays light."""

from __future__ import annotations

import importlib
from typing import Any

from engines.catalogue import GAMES
from engines.core import Game, Reason, Rejected

#: The game packages, in launcher order (the catalogue's: each game's id is its package).
GAME_MODULES = tuple(f"engines.{game.id}" for game in GAMES)
#: Engines of saved games only, never offered in the launcher or played: games recorded by
#: other programs (``engines.records.other_programs``) are replayed from the file, not by our rules.
RECORD_MODULES = ("engines.records.other_programs",)

_registry: dict[str, Game[Any]] = {}
_unlisted: set[str] = set()


def register(game: Game[Any], *, listed: bool = True) -> Game[Any]:
    """Make ``game`` known by its id; ``listed=False``: :func:`get_game` finds it (saved games
    of it replay) but :func:`all_games` leaves it out (nobody starts one)."""
    game_id = game.info.id
    if game_id in _registry and type(_registry[game_id]) is not type(game):
        raise ValueError(f"two engines registered as {game_id!r}")
    _registry[game_id] = game
    if not listed:
        _unlisted.add(game_id)
    return game


def _load(modules: tuple[str, ...]) -> None:
    for module in modules:
        importlib.import_module(module)


def _launcher_rank(game: Game[Any]) -> int:
    module = type(game).__module__
    for rank, package in enumerate(GAME_MODULES):
        if module == package or module.startswith(package + "."):
            return rank
    return len(GAME_MODULES)


def all_games() -> list[Game[Any]]:
    """Every game, in launcher order (not import order: one game's package may import
    another's, as the puzzles' GRA I uses the crossword's placement code). The engines of
    other programs' records are not loaded: the launcher lists the games at start-up."""
    _load(GAME_MODULES)
    listed = (game for game_id, game in _registry.items() if game_id not in _unlisted)
    return sorted(listed, key=_launcher_rank)


def get_game(game_id: str) -> Game[Any]:
    _load(GAME_MODULES)
    if game_id not in _registry:
        _load(RECORD_MODULES)
    try:
        return _registry[game_id]
    except KeyError:
        raise Rejected(Reason.UNKNOWN_RULES, game=game_id) from None
