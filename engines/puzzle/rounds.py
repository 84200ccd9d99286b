"""What the puzzle games played in rounds share: totals over the rounds and the final standing
(equal totals share the place)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from engines.core import Outcome, rank_by


class ScoredRound(Protocol):
    @property
    def totals(self) -> tuple[int, ...]: ...


def round_totals(history: Iterable[ScoredRound], players: int) -> tuple[int, ...]:
    """Each player's points summed over the rounds played."""
    sums = [0] * players
    for result in history:
        for i, total in enumerate(result.totals):
            sums[i] += total
    return tuple(sums)


def standing(scores: tuple[int, ...]) -> Outcome:
    """Highest total first; equal totals share the place."""
    return Outcome(scores=scores, ranks=rank_by([(s,) for s in scores]))
