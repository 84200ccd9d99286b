"""Who starts: every player draws a tile, the letter nearest the start of the alphabet begins.

Shared by the games that start so (the crossword game's ``jawa``, Słówka). Tied players draw
again; each round of drawing is one chance step of the game's seed, so a game replays exactly.
"""

from __future__ import annotations

from engines.core import PlayerId, chance
from engines.tiles.bag import Bag
from engines.tiles.tileset import TileSet


def draw_for_start(
    tile_set: TileSet, players: int, seed: int, order: str | None = None
) -> tuple[PlayerId, tuple[tuple[str | None, ...], ...], int]:
    """The first player, every round's draws (one row per round: the tile each player drew,
    None for a player no longer drawing) and the chance steps used (steps ``0`` to ``n - 1``).

    ``order`` ranks the tiles, first the best (default: the tile set's alphabet); every round
    draws from the full set, the tiles having gone back.
    """
    rank = {letter: i for i, letter in enumerate(order or tile_set.alphabet)}
    contenders = list(range(players))
    rounds: list[tuple[str | None, ...]] = []
    step = 0
    while len(contenders) > 1:
        drawn = Bag.full(tile_set, chance(seed, step)).tiles[: len(contenders)]
        step += 1
        row: list[str | None] = [None] * players
        for player, tile in zip(contenders, drawn, strict=True):
            row[player] = tile
        rounds.append(tuple(row))
        nearest = min(rank[tile] for tile in drawn)
        contenders = [p for p, t in zip(contenders, drawn, strict=True) if rank[t] == nearest]
    return PlayerId(contenders[0]), tuple(rounds), step
