"""The host's clocks: a network game's times are measured where the referee is.

On one screen the GUI runs the clocks; over the network a client's word about its own time
could not be trusted, so the host keeps a clock per seat. It runs while the seat may act (from
when its turn or writing opens) and is paused while the seat is away (a dropped client). From it:

* every action that carries a time the rules judge — 7 słów's thinking time ``elapsed_ms``, GRA
  II's sitting clock ``at`` — carries at least the time the host measured (a computer's
  simulated thinking time, longer than its real one, stands; nobody can claim to be faster);
* a seat whose time is up gets the engine's ``TimeUp`` from ``SYSTEM``: in 7 słów 5 seconds
  after the deadline the view shows (the time to beat plus the hourglass) — the grace of a
  player who had started typing, which the host cannot see, so it waits it for everyone and
  the engine judges a word that comes in it (late unless typing began in time); never in
  solo play, where the hourglass running out only costs the bonus —, in GRA II when the sitting's
  time (the limit, or the time to beat) is gone, in GRA III when ``time_limit`` seconds have
  passed since a player ended the round.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from engines.core import Action
from engines.puzzle.gra2 import Gra2View
from engines.puzzle.gra3 import Gra3View
from engines.seven_words.round_end import GRACE_MS
from engines.seven_words.state import Phase, SevenWordsView, SubmitWord


@dataclass(frozen=True)
class Limit:
    """A seat's time limit: ``ms`` on its turn's clock, or (``from_turn`` False) on a clock
    that starts when the limit first shows (GRA III's time once a player ended the round)."""

    ms: int
    from_turn: bool = True


def limit(view: Any) -> Limit | None:
    """The time limit a seat's view shows (None: none runs)."""
    if isinstance(view, SevenWordsView):
        solo = view.players == 1
        if view.phase is Phase.WRITING and view.deadline_ms is not None and not solo:
            return Limit(view.deadline_ms + GRACE_MS)
        return None
    if isinstance(view, Gra3View):
        if view.ender is not None and view.time_limit > 0:
            return Limit(view.time_limit * 1000, from_turn=False)
        return None
    if isinstance(view, Gra2View):
        times = [t for t in (view.time_limit or None, view.time_to_beat) if t is not None]
        return Limit(round(min(times) * 1000)) if times else None
    return None


def turn_key(view: Any) -> tuple[Any, ...]:
    """What tells one turn of a seat from the next when it may act in both (a new round)."""
    return (getattr(view, "round", None), getattr(view, "phase", None))


def stamped(action: Action, measured_ms: int) -> Action:
    """``action`` with at least the time the host measured, where it carries one."""
    if isinstance(action, SubmitWord):
        typed = action.typed_from_ms
        return dataclasses.replace(
            action,
            elapsed_ms=max(action.elapsed_ms, measured_ms),
            typed_from_ms=None if typed is None else min(max(typed, 0), measured_ms),
        )
    at = getattr(action, "at", None)
    if any(f.name == "at" for f in dataclasses.fields(action)):
        seconds = measured_ms / 1000
        return dataclasses.replace(action, at=seconds if at is None else max(at, seconds))  # type: ignore[call-arg]
    return action
