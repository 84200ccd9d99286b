"""What the puzzle games played in rounds share: totals over the rounds, the final standing
(equal totals share the place), and the round's end on the players' own clocks.

The round's end (GAMES.md §4, decisions of 2026-11-25 and 2026-11-28). GRA II's round ends when a
player has used all their tiles in a crossword, GRA III's when a player raises a hand with a word
of 5 letters or more; then everyone's crossword or word counts as it stands. Every player's
actions carry the time on their own clock (``at``, seconds), so the round's end is one moment on
every clock: the earliest time at which a player ended it (:func:`round_end`). It is the same
whether the players build at once or one after another:

* at their own computers (over the network) every clock starts when the round does, so when one
  player ends the round everyone's clock has reached that moment: the host, which keeps the
  clocks, ends every other sitting at once (:func:`sitting_limit` has run out);
* at one screen the players sit one after another, each on a clock of their own from 0; a player
  who sits after the round was ended has until that moment on their clock
  (:func:`sitting_limit`, the screen's countdown), and what anyone did after it does not count.

Both the host (:mod:`engines.net.clocks`) and the one-screen windows read a sitting's limit from
:func:`sitting_limit` and the engines score from :func:`round_end`: one definition.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Protocol

from engines.core import Outcome, PlayerId, rank_by

#: Seconds a computer player takes per tile laid (GRA II) or per letter of its word (GRA III),
#: per level: the pace at which its moves are timed on its clock (a person takes minutes).
PACE = {"strong": 5.0, "medium": 8.0, "easy": 12.0}


class ScoredRound(Protocol):
    @property
    def totals(self) -> tuple[int, ...]: ...


class Sitting(Protocol):
    """What a view says of a player's sitting: the rule set's own limit and the round's end."""

    @property
    def time_limit(self) -> int: ...

    @property
    def time_to_beat(self) -> float | None: ...


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


def round_end(endings: Iterable[tuple[float | None, PlayerId]]) -> tuple[float, PlayerId] | None:
    """The round's end so far and who set it: the earliest clock time at which a player ended
    the round (``endings``: when each player who ended it did, None for an untimed action,
    which sets no time). None when nobody has ended it on a clock. Ties go to the lower seat.

    >>> round_end([(40.0, PlayerId(1)), (None, PlayerId(0)), (35.5, PlayerId(2))])
    (35.5, 2)
    """
    timed = [(at, seat) for at, seat in endings if at is not None]
    return min(timed) if timed else None


def sitting_limit(view: Sitting) -> float | None:
    """How long the viewer's sitting may last on its clock (s): the round's end once a player
    has ended it, or the rule set's time limit (``time_limit``, 0: none), the shorter; None when
    neither applies. The host ends a network seat's sitting when its clock reaches it; a
    window at one screen counts a player's sitting down to it."""
    times = [t for t in (view.time_limit or None, view.time_to_beat) if t is not None]
    return float(min(times)) if times else None


def sitting_order(round_number: int, players: int) -> tuple[PlayerId, ...]:
    """The order in which the players sit at one screen in round ``round_number``: seat order,
    starting one seat later each round (a later sitter knows the time to beat: it moves round).

    >>> sitting_order(2, 3)
    (1, 2, 0)
    """
    first = (round_number - 1) % players
    return tuple(PlayerId((first + k) % players) for k in range(players))
