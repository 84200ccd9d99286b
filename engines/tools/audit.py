"""Checks the fuzzer runs after every action (:meth:`engines.core.Game.audit`), shared by the
games with a bag, racks and a move history: tiles conserved, scores equal to the moves' scores,
each view showing its own rack only and nobody else's exchanged tiles."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterable, Sequence
from typing import Any, Protocol

from engines.core import PlayerId
from engines.tiles import BLANK


class _Turn(Protocol):
    @property
    def player(self) -> PlayerId: ...
    @property
    def kind(self) -> str: ...
    @property
    def score(self) -> int: ...
    @property
    def tiles(self) -> tuple[str, ...]: ...


def tiles_conserved(full_set: Iterable[str], *holdings: Iterable[str]) -> list[str]:
    """A problem when the tiles held (bag, racks, board…) are not exactly the full set."""
    full = Counter(full_set)
    held: Counter[str] = Counter()
    for holding in holdings:
        held.update(holding)
    if held == full:
        return []
    return [
        f"tiles not conserved: extra {sorted((held - full).items())}, "
        f"missing {sorted((full - held).items())}"
    ]


def board_tiles(cells: Iterable[str]) -> list[str]:
    """The tiles behind a board's letters: lowercase letters stand for blanks when ``blanks``."""
    return [BLANK if cell.islower() else cell.lower() for cell in cells]


def scores_add_up(scores: Sequence[int], history: Iterable[_Turn]) -> list[str]:
    """A problem for each player whose score is not the sum of their turns' scores."""
    summed = [0] * len(scores)
    for turn in history:
        summed[turn.player] += turn.score
    return [
        f"player {player} has {scores[player]}, moves say {summed[player]}"
        for player in range(len(scores))
        if scores[player] != summed[player]
    ]


def views_private(
    players: int,
    view: Callable[[PlayerId | None], Any],
    rack_of: Callable[[PlayerId], tuple[str, ...]],
    exchanged: str,
) -> list[str]:
    """A problem for each view showing a rack other than its player's own, or another player's
    exchanged tiles (turns of kind ``exchanged``)."""
    problems: list[str] = []
    for viewer in [None, *map(PlayerId, range(players))]:
        seen = view(viewer)
        own = None if viewer is None else rack_of(viewer)
        if seen.rack != own:
            problems.append(f"the view of {viewer} shows the rack {seen.rack}")
        for turn in seen.history:
            if turn.kind == exchanged and turn.player != viewer and turn.tiles:
                problems.append(f"the view of {viewer} shows another player's exchange")
    return problems
