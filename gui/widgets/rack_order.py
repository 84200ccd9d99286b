"""A player's own order of their rack, kept between turns and while tiles are laid and taken
back (the crossword game, GRA I and Słówka place tiles the same way)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence


class RackOrders:
    """Each player's own order of their rack, kept between their turns (it is theirs to
    arrange): tiles kept from last time stay where they were, new ones come at the end."""

    def __init__(self) -> None:
        self._orders: dict[int, list[str]] = {}

    def arranged(self, player: int, rack: Sequence[str]) -> list[str]:
        left = list(rack)
        arranged = []
        for tile in self._orders.get(player, []):
            if tile in left:
                left.remove(tile)
                arranged.append(tile)
        arranged.extend(left)
        self._orders[player] = list(arranged)
        return arranged

    def remember(self, player: int, tiles: Sequence[str]) -> None:
        self._orders[player] = list(tiles)


class RackSlots:
    """Where each tile lifted off the rack this turn came from, so a tile taken back returns
    to its own slot and the player's order survives placing and taking back (issue #12,
    defect 10). ``home`` is the whole rack in the player's order: the tiles still on the rack
    fill the slots no lifted tile holds, in the rack's order."""

    def __init__(self) -> None:
        self.home: list[str] = []
        #: square → slot of ``home`` the tile on it came from.
        self._away: dict[int, int] = {}

    def _free_slots(self) -> list[int]:
        taken = set(self._away.values())
        return [slot for slot in range(len(self.home)) if slot not in taken]

    def sync(self, rack: Sequence[str], lifted: Mapping[int, str]) -> list[str]:
        """The whole rack in order, after the rack (``rack``) or the lifted tiles (square →
        tile) changed; anything that does not fit (a new turn, a hint's proposal) starts
        afresh: the rack, then the lifted tiles."""
        away = self._away
        free = self._free_slots()
        if set(away) != set(lifted) or len(free) != len(rack):
            self.home = [*rack, *lifted.values()]
            self._away = {square: len(rack) + i for i, square in enumerate(lifted)}
        else:
            for slot, tile in zip(free, rack, strict=True):
                self.home[slot] = tile
        return list(self.home)

    def gaps(self) -> list[int]:
        """The slots of the tiles lifted off (the rack shows them empty)."""
        return sorted(self._away.values())

    def lift(self, index: int, square: int) -> None:
        """Rack tile ``index`` goes to ``square``."""
        free = self._free_slots()
        if 0 <= index < len(free):
            self._away[square] = free[index]

    def moved(self, source: int, target: int) -> None:
        """A lifted tile moved from square ``source`` to ``target``."""
        if source in self._away:
            self._away[target] = self._away.pop(source)

    def back(self, square: int, position: int | None) -> int | None:
        """The tile on ``square`` comes back: where in the rack it goes — ``position`` when
        dropped at one, else its own slot (None: unknown, the end)."""
        slot = self._away.pop(square, None)
        if position is not None or slot is None:
            return position
        return sum(1 for free in self._free_slots() if free < slot)


def move_within(tiles: list[str], source: int, target: int) -> None:
    """Move ``tiles[source]`` to the gap before ``target`` (a rack's drop position)."""
    tile = tiles.pop(source)
    if target > source:
        target -= 1
    tiles.insert(target, tile)
