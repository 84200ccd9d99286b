"""The bag (or pool) and the racks: immutable values, so every game state can keep them.

Chance comes only from the ``random.Random`` the caller passes: a game keeps one seeded RNG,
so the same seed and the same actions replay the same draws.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Iterator
from dataclasses import dataclass

from engines.tiles.errors import MissingTiles, NegativeCount, NotEnoughInBag
from engines.tiles.tileset import TileSet


def _shuffled(tiles: Iterable[str], rng: random.Random) -> tuple[str, ...]:
    mixed = list(tiles)
    rng.shuffle(mixed)
    return tuple(mixed)


@dataclass(frozen=True)
class Bag:
    """Tiles not yet drawn, in draw order (``tiles[0]`` comes out first).

    >>> bag = Bag(("k", "o", "t", "?"))
    >>> drawn, bag = bag.draw(3)
    >>> drawn, len(bag)
    (('k', 'o', 't'), 1)
    >>> bag.draw(5)
    (('?',), Bag(tiles=()))
    """

    tiles: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.tiles, tuple):
            object.__setattr__(self, "tiles", tuple(self.tiles))

    @classmethod
    def full(cls, tile_set: TileSet, rng: random.Random) -> Bag:
        """Every tile of ``tile_set``, shuffled with ``rng``."""
        return cls(_shuffled(tile_set.tiles(), rng))

    def __len__(self) -> int:
        return len(self.tiles)

    def remaining(self) -> Counter[str]:
        """The multiset of tiles still in the bag (what a player may see: counts, not order)."""
        return Counter(self.tiles)

    def draw(self, n: int) -> tuple[tuple[str, ...], Bag]:
        """The next ``n`` tiles (fewer if fewer remain) and the bag without them."""
        if n < 0:
            raise NegativeCount(n)
        return self.tiles[:n], Bag(self.tiles[n:])

    def put_back(self, tiles: Iterable[str], rng: random.Random) -> Bag:
        """The bag with ``tiles`` returned and everything reshuffled with ``rng``."""
        return Bag(_shuffled(self.tiles + tuple(tiles), rng))

    def exchange(self, tiles: Iterable[str], rng: random.Random) -> tuple[tuple[str, ...], Bag]:
        """Swap ``tiles`` for as many new ones: draw first, then mix the returned ones in (the
        crossword rule, so a player never redraws what they gave back). Refused with
        :class:`NotEnoughInBag` when the bag holds fewer tiles than are exchanged."""
        returned = tuple(tiles)
        if len(returned) > len(self.tiles):
            raise NotEnoughInBag(len(returned), len(self.tiles))
        drawn, rest = self.draw(len(returned))
        return drawn, rest.put_back(returned, rng)

    def exchange_back_first(
        self, tiles: Iterable[str], rng: random.Random
    ) -> tuple[tuple[str, ...], Bag]:
        """Swap ``tiles`` for as many new ones, the returned tiles going into the bag (mixed)
        before the draw, so they may come back (the ``wordsmith`` rule: the bag need hold only
        one tile). Refused with :class:`NotEnoughInBag` when the bag is empty.

        >>> drawn, bag = Bag(("x",)).exchange_back_first(("a", "b"), random.Random(1))
        >>> sorted(drawn + bag.tiles)
        ['a', 'b', 'x']
        >>> len(drawn), len(bag)
        (2, 1)
        """
        returned = tuple(tiles)
        if not self.tiles:
            raise NotEnoughInBag(1, 0)
        return self.put_back(returned, rng).draw(len(returned))

    def shuffle(self, rng: random.Random) -> Bag:
        """The same tiles in a new order."""
        return Bag(_shuffled(self.tiles, rng))


@dataclass(frozen=True)
class Rack:
    """A player's tiles, in the order the player keeps them.

    >>> rack = Rack(tuple("kota?"))
    >>> rack.remove("ok")
    Rack(tiles=('t', 'a', '?'))
    >>> rack.contains("kk")
    False
    """

    tiles: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.tiles, tuple):
            object.__setattr__(self, "tiles", tuple(self.tiles))

    def __len__(self) -> int:
        return len(self.tiles)

    def __iter__(self) -> Iterator[str]:
        return iter(self.tiles)

    def counts(self) -> Counter[str]:
        """The rack as a multiset."""
        return Counter(self.tiles)

    def add(self, tiles: Iterable[str]) -> Rack:
        """The rack with ``tiles`` appended (after a draw)."""
        return Rack(self.tiles + tuple(tiles))

    def missing(self, tiles: Iterable[str]) -> Counter[str]:
        """Which of ``tiles`` the rack lacks (empty when it holds them all)."""
        return Counter(tiles) - self.counts()

    def contains(self, tiles: Iterable[str]) -> bool:
        """Whether the rack holds every one of ``tiles`` (as a multiset)."""
        return not self.missing(tiles)

    def remove(self, tiles: Iterable[str]) -> Rack:
        """The rack without ``tiles`` (first occurrences go, the rest keep their order).

        Raises :class:`MissingTiles` carrying what the rack lacks.
        """
        wanted = Counter(tiles)
        lacking = wanted - self.counts()
        if lacking:
            raise MissingTiles(lacking)
        kept: list[str] = []
        for tile in self.tiles:
            if wanted[tile] > 0:
                wanted[tile] -= 1
            else:
                kept.append(tile)
        return Rack(tuple(kept))

    def value(self, tile_set: TileSet) -> int:
        """Sum of the values of the tiles left on the rack (the end-of-game deduction)."""
        return tile_set.sum_values(self.tiles)
