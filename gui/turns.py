"""Who sits at the screen next in a hot-seat game (GUI only; the engine just says who may act).

In a simultaneous phase the humans go first, in seat order, then the computer players, one at a
time, so nothing a human does can leak to them and a human can always be the first to act. (A
game screen may have the computers decide at the start of the phase instead, from the phase as
it began; their actions are then held and still played here, after the humans: see
``GameSession.decide_ahead``.) A human may *wait*: they go to the back of the queue until
somebody else acts.

A game whose players sit one after another in an order of its own (the puzzles' sittings, which
the engine keeps timed on each player's clock) gives that order: everyone, computers too, then
takes the screen in it — a computer knows of those before it only what the rules show a later
sitter (the time to beat).
"""

from __future__ import annotations

from collections.abc import Sequence, Set

from engines.records.store import Seat


class TurnQueue:
    def __init__(self, seats: Sequence[Seat]) -> None:
        self._seats = tuple(seats)
        self._order = list(range(len(seats)))
        self._waiting: set[int] = set()
        #: Everyone left waited for everyone else: they must now play or give up.
        self._stuck = False
        self._last_to_act: frozenset[int] = frozenset()
        #: The phase's order is the game's sitting order, computers included.
        self._sittings = False

    def is_human(self, player: int) -> bool:
        return self._seats[player].kind == "human"

    @property
    def humans(self) -> tuple[int, ...]:
        return tuple(i for i in range(len(self._seats)) if self.is_human(i))

    def observe(self, to_act: Set[int], order: Sequence[int] | None = None) -> None:
        """Call with the engine's ``to_act`` after every move: a player who was not to act
        before means a new phase, which starts again in seat order (or in ``order``, the
        game's sitting order of the phase)."""
        current = frozenset(to_act)
        if current - self._last_to_act:
            self._order = list(order) if order is not None else list(range(len(self._seats)))
            self._sittings = order is not None
            self._waiting.clear()
            self._stuck = False
        self._last_to_act = current

    def moved(self) -> None:
        """Somebody acted: the situation changed, so whoever waited gets a turn again."""
        self._waiting.clear()
        self._stuck = False

    def next_player(self, to_act: Set[int]) -> int | None:
        """The next player to take the screen (or to think, for a computer), None if nobody."""
        if self._sittings:
            return next((p for p in self._order if p in to_act), None)
        humans = [p for p in self._order if p in to_act and self.is_human(p)]
        ready = [p for p in humans if p not in self._waiting]
        if ready:
            return ready[0]
        computers = sorted(p for p in to_act if not self.is_human(p))
        if computers:
            return computers[0]
        if humans:
            # Everybody left is waiting for everybody else: nobody may wait any longer.
            self._waiting.clear()
            self._stuck = True
            return humans[0]
        return None

    def can_wait(self, player: int, to_act: Set[int]) -> bool:
        """Whether someone else who is not waiting could still act before ``player``."""
        if self._stuck:
            return False
        return any(q != player and q not in self._waiting for q in to_act)

    def wait(self, player: int) -> None:
        self._order.remove(player)
        self._order.append(player)
        self._waiting.add(player)
