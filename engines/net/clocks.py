"""The host's clocks: a network game's times are measured where the referee is.

On one screen the GUI runs the clocks; over the network a client's word about its own time
could not be trusted, so the host keeps a clock per seat. It runs while the seat may act (from
when its turn or writing opens) and is paused while the seat is away (a dropped client). From it:

* every action that carries a time the rules judge — 7 słów's thinking time ``elapsed_ms``, GRA
  II's and GRA III's clock ``at`` — carries at least the time the host measured (a computer's
  simulated thinking time, longer than its real one, stands; nobody can claim to be faster). In
  the puzzles the host's computer plays a move timed at its level's pace when its clock gets
  there (:func:`due_seconds`), as at one screen, with that time;
* a seat whose time is up gets the engine's ``TimeUp`` from ``SYSTEM``: in 7 słów 5 seconds
  after the deadline the view shows (the time to beat plus the hourglass) — the grace of a
  player who had started typing, which the host cannot see, so it waits it for everyone and
  the engine judges a word that comes in it (late unless typing began in time); never in
  solo play, where the hourglass running out only costs the bonus —, in GRA II and GRA III when
  the sitting's time (:func:`engines.puzzle.rounds.sitting_limit`: the limit, or the round's end
  once a player ended it — every clock runs from the round's start, so the round ends for
  everyone at that moment) is gone, in GRA III's ``grace`` rule when ``time_limit`` seconds have
  passed since a player ended the round, under a game clock's per-move limit
  (:mod:`engines.game_clock`) when the turn's ``move_seconds`` are gone;
* a turn that opens on a resumed host goes on from the time it had run when the game was saved
  (:func:`ran_before`): GRA II's sitting clock, the game clock's open turn.

The game clock's own time (the crossword game, Słówka) is the host's to report: it saves each
seat's time as the engine's ``TimeUsed`` before every action, when the seat goes away and when
the host stops, as a window does on one screen.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from typing import Any

from engines.core import Action, Setup
from engines.game_clock import PER_MOVE, game_clock
from engines.puzzle.gra2 import Gra2View
from engines.puzzle.gra3 import GRACE, Gra3View
from engines.puzzle.rounds import sitting_limit
from engines.seven_words.round_end import GRACE_MS
from engines.seven_words.state import Phase, SevenWordsView, SubmitWord


@dataclass(frozen=True)
class Limit:
    """A seat's time limit: ``ms`` on its turn's clock, or (``from_turn`` False) on a clock
    that starts when the limit first shows (GRA III's time once a player ended the round)."""

    ms: int
    from_turn: bool = True


def limit(view: Any, setup: Setup) -> Limit | None:
    """The time limit a seat's view shows, or its game's clock sets (None: none runs)."""
    clock = game_clock(setup)
    if clock.mode == PER_MOVE:
        return Limit(clock.move_ms)
    if isinstance(view, SevenWordsView):
        solo = view.players == 1
        if view.phase is Phase.WRITING and view.deadline_ms is not None and not solo:
            return Limit(view.deadline_ms + GRACE_MS)
        return None
    if isinstance(view, Gra3View) and view.round_end == GRACE:
        if view.ender is not None and view.time_limit > 0:
            return Limit(view.time_limit * 1000, from_turn=False)
        return None
    if isinstance(view, Gra2View | Gra3View):
        seconds = sitting_limit(view)
        return None if seconds is None else Limit(round(seconds * 1000))
    return None


def computers_finish(view: Any) -> bool:
    """Whether a computer still choosing when its time runs out hands in what it had by then
    (the puzzles, whose moves are timed on the player's clock) rather than being timed out."""
    return isinstance(view, Gra2View | Gra3View)


def due_seconds(action: Action) -> float | None:
    """When on its player's clock a puzzle move says it was made (``at``, seconds; None: the
    action carries no such time)."""
    at = getattr(action, "at", None)
    return float(at) if isinstance(at, int | float) else None


def turn_key(view: Any) -> tuple[Any, ...]:
    """What tells one turn of a seat from the next when it may act in both: a new round, phase,
    or turn in the history (a Słówka move accepted by the player who moves next)."""
    history = getattr(view, "history", ())
    return (getattr(view, "round", None), getattr(view, "phase", None), len(history))


def ran_before(view: Any) -> float:
    """Seconds the turn a seat's view opens had run when the game was last saved (0 for a new
    turn): GRA II's sitting clock, or the game clock's open turn (``turn_ms``). A host resumed
    from its store goes on from there."""
    if isinstance(view, Gra2View):
        return view.clock or 0.0
    return int(getattr(view, "turn_ms", 0)) / 1000


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
