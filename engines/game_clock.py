"""The game clock of the turn-by-turn tile games (the crossword game, Słówka): a rule-set option.

``clock``: ``off`` (the default, and what a game saved before the option was played with);
``total`` — every player has ``clock_minutes`` for the whole game; time may run over, and each
started minute over costs :data:`OVERTIME_POINTS` points at the end (the usual tournament rule:
neither rulebook, seeds 002 and 003, says anything about time, so this is a decision); or
``per_move`` — every turn lasts at most ``move_seconds``; when it runs out the turn is lost, as
a pass (a challenge window it was open for closes: the move stands).

A take-back (:mod:`engines.take_backs`) never returns time (GAMES.md, "House options", decision of
2026-11-28): the time used stands, a turn taken back reopens with the time it had used (plus what
the player's turn open at the take-back had used), and a per-move time-up and the pass it made
stand — no take-back undoes it or anything before it. Games saved before the decision keep the
rule they were played under (option ``take_back_time``, not offered: ``returned`` — a turn taken
back started again from 0 and a time-up could be taken back).

The engine never measures time. The GUI does, and tells the engine with :class:`TimeUsed`
from the ``SYSTEM`` actor: ``player``'s clock ran ``ms`` milliseconds more. The per-move limit's
end is the core ``TimeUp(player)`` from ``SYSTEM``. Both are in the record, so a saved game
resumes with each player's clock where it stood when the last of them was saved, and a replay
scores the same overtime. A game with a clock keeps ``clock_ms`` (each player's time) and
``turn_ms`` (the open turn's time, for a resumed turn's per-move limit) in its state and views.

>>> str(TimeUsed(1, 61_500)), action_from_text("TIME 1 61500") == TimeUsed(1, 61_500)
('TIME 1 61500', True)
>>> str(TimeUp(1)), action_from_text("TIME UP 1") == TimeUp(1)
('TIME UP 1', True)
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from engines.core import (
    SYSTEM,
    Action,
    OptionSpec,
    PlayerId,
    Reason,
    Rejected,
    Setup,
    Text,
    TimeUp,
)

OFF = "off"
TOTAL = "total"
PER_MOVE = "per_move"

CLOCK = OptionSpec(
    key="clock",
    label=Text("Zegar", "Game clock"),
    default=OFF,
    allowed=(OFF, TOTAL, PER_MOVE),
    value_labels=(
        Text("bez zegara", "no clock"),
        Text(
            "czas na całą grę (−10 pkt za każdą zaczętą minutę ponad)",
            "time for the whole game (−10 points per started minute over)",
        ),
        Text("limit na ruch (po czasie ruch przepada)", "limit per move (then the turn is lost)"),
    ),
    recorded_default=OFF,
)
CLOCK_MINUTES = OptionSpec(
    key="clock_minutes",
    label=Text("Czas gracza na całą grę (min)", "Each player's time for the game (min)"),
    default=25,
    allowed=(10, 15, 20, 25, 30, 45, 60),
    requires=("clock", TOTAL),
)
MOVE_SECONDS = OptionSpec(
    key="move_seconds",
    label=Text("Limit na ruch (s)", "Limit per move (s)"),
    default=60,
    allowed=(30, 60, 90, 120, 180),
    requires=("clock", PER_MOVE),
)
KEPT = "kept"
RETURNED = "returned"
TAKE_BACK_TIME = OptionSpec(
    key="take_back_time",
    label=Text("Czas po cofnięciu ruchu", "Time after a move is taken back"),
    default=KEPT,
    allowed=(KEPT, RETURNED),
    value_labels=(
        Text(
            "zużyty czas i koniec czasu na ruch zostają",
            "the time used and a time-up stand",
        ),
        Text(
            "cofnięty ruch zaczyna się od nowa, z pełnym czasem",
            "a move taken back starts again with all its time",
        ),
    ),
    # Games saved before the decision of 2026-11-28 were played with the time given back.
    recorded_default=RETURNED,
    offered=False,
)
#: The clock's options, in the order a new-game dialog shows them.
OPTIONS: tuple[OptionSpec, ...] = (CLOCK, CLOCK_MINUTES, MOVE_SECONDS, TAKE_BACK_TIME)

#: Points lost at the end for every started minute over the total time.
OVERTIME_POINTS = 10
MINUTE_MS = 60_000


#: The most time one ``TimeUsed`` may add (11½ days, far beyond any game's clock): a larger one
#: is a damaged or hostile record (10^30 ms would take 10^23 points); a window left open for
#: longer saves this much.
MAX_TIME_USED_MS = 10**9


@dataclass(frozen=True)
class TimeUsed(Action):
    """Sent by the ``SYSTEM`` actor: ``player``'s clock ran ``ms`` milliseconds more (their
    thinking time as the GUI measured it, a turn's or part of one)."""

    player: int
    ms: int

    def __str__(self) -> str:
        return f"TIME {self.player} {self.ms}"


@dataclass(frozen=True)
class GameClock:
    """The clock a setup plays with: its mode and limits (milliseconds)."""

    mode: str
    total_ms: int
    move_ms: int

    @property
    def on(self) -> bool:
        return self.mode != OFF


def game_clock(setup: Setup) -> GameClock:
    options = setup.options
    return GameClock(
        mode=str(options.get(CLOCK.key, OFF)),
        total_ms=int(options.get(CLOCK_MINUTES.key, CLOCK_MINUTES.default)) * MINUTE_MS,
        move_ms=int(options.get(MOVE_SECONDS.key, MOVE_SECONDS.default)) * 1000,
    )


def overtime_penalty(used_ms: int, total_ms: int) -> int:
    """The points a player loses for ``used_ms`` on a clock of ``total_ms``: 10 for every
    started minute over (0 when within the time).

    >>> limit = 25 * MINUTE_MS
    >>> [overtime_penalty(limit + over, limit) for over in (0, 1_000, 60_000, 61_000, 600_000)]
    [0, -10, -10, -20, -100]
    """
    over = used_ms - total_ms
    if over <= 0:
        return 0
    started_minutes = -(-over // MINUTE_MS)
    return -OVERTIME_POINTS * started_minutes


def overtime(setup: Setup, clock_ms: Sequence[int]) -> tuple[int, ...]:
    """Each player's end-of-game penalty (≤ 0): only a ``total`` clock has one."""
    clock = game_clock(setup)
    if clock.mode != TOTAL:
        return (0,) * len(clock_ms)
    return tuple(overtime_penalty(used, clock.total_ms) for used in clock_ms)


def move_left(clock: GameClock, turn_ms: int) -> int:
    """Under a per-move limit, how long a turn that has run ``turn_ms`` may still last (at
    least 1: a resumed turn whose time is gone ends at once); 0 without one."""
    return max(1, clock.move_ms - turn_ms) if clock.mode == PER_MOVE else 0


def shown(
    clock: GameClock, used: Sequence[int], running: int | None, running_left: int, players: int
) -> tuple[int | None, ...]:
    """What each player's clock shows, from the time ``used`` of each: the time left (negative:
    over) of a total clock; of a per-move limit, the running turn's only (``running_left``,
    for ``running``), None for the others."""
    if clock.mode == TOTAL:
        return tuple(clock.total_ms - ms for ms in used)
    if clock.mode == PER_MOVE and running is not None:
        return tuple(running_left if p == running else None for p in range(players))
    return (None,) * players


def use_time(
    setup: Setup, clock_ms: tuple[int, ...], actor: int, action: TimeUsed
) -> tuple[int, ...]:
    """The players' used time after ``action``: only the ``SYSTEM`` actor sends it, for a seat of
    the game, with a time from 0 to :data:`MAX_TIME_USED_MS`, and only when the game has a clock."""
    if actor != SYSTEM:
        raise Rejected(Reason.NOT_YOUR_TURN, player=actor)
    if not game_clock(setup).on or not 0 <= action.ms <= MAX_TIME_USED_MS:
        raise Rejected(Reason.BAD_TIME, ms=action.ms)
    if not 0 <= action.player < len(clock_ms):
        raise Rejected(Reason.BAD_PLAYER, player=repr(action.player)[:40])
    return tuple(
        used + action.ms if i == action.player else used for i, used in enumerate(clock_ms)
    )


def with_time_used(state: Any, actor: int, action: TimeUsed, to_act: frozenset[PlayerId]) -> Any:
    """A game state (with ``setup``, ``clock_ms`` and ``turn_ms``) after ``action``: the
    player's clock ran on, and so did the open turn's when it is theirs."""
    clock_ms = use_time(state.setup, state.clock_ms, actor, action)
    turn_ms = state.turn_ms + action.ms if action.player in to_act else state.turn_ms
    return dataclasses.replace(state, clock_ms=clock_ms, turn_ms=turn_ms)


def on_the_clock(
    state: Any,
    player: PlayerId,
    action: Action,
    to_act: Callable[[Any], frozenset[PlayerId]],
    rules: Callable[[Any, PlayerId, Action], Any],
) -> Any:
    """A game's ``apply`` under its clock: time reported runs the clocks on; any other action
    goes to the game's ``rules``, and the open turn's time starts again when it opened another
    turn. Nothing is played after the end."""
    if state.end is not None:
        raise Rejected(Reason.GAME_OVER)
    if isinstance(action, TimeUsed):
        return with_time_used(state, player, action, to_act(state))
    return with_turn_clock(state, rules(state, player, action), to_act)


def with_turn_clock(state: Any, new: Any, to_act: Callable[[Any], frozenset[PlayerId]]) -> Any:
    """``new``, the state after an action on ``state`` (both with ``history`` and ``turn_ms``),
    with the open turn's time back at 0 when the action opened another turn: someone else to
    act, or a turn more in the history (a hint shown or taken back opens none)."""
    if to_act(new) != to_act(state) or len(new.history) != len(state.history):
        return dataclasses.replace(new, turn_ms=0)
    return new


def time_kept(setup: Setup) -> bool:
    """Whether a take-back leaves every time as it ran (``take_back_time`` ``kept``)."""
    return bool(setup.options.get(TAKE_BACK_TIME.key, KEPT) == KEPT)


def with_time_kept(
    state: Any, restored: Any, player: PlayerId, to_act: Callable[[Any], frozenset[PlayerId]]
) -> Any:
    """``restored``, the earlier state ``player``'s take-back returns to, with the clocks of
    ``state``: the time used stands, and the reopened turn goes on from the time it had used,
    plus what ``player``'s turn open now had used (a take-back gives no time back). Under
    ``take_back_time`` ``returned`` (games saved before) the reopened turn starts from 0."""
    if not time_kept(state.setup):
        return dataclasses.replace(restored, clock_ms=state.clock_ms, turn_ms=0)
    carried = state.turn_ms if player in to_act(state) else 0
    return dataclasses.replace(
        restored, clock_ms=state.clock_ms, turn_ms=restored.turn_ms + carried
    )


def time_up_stands(setup: Setup, action: Action) -> bool:
    """Whether ``action`` is a per-move time-up that no take-back may undo (nor anything
    played before it): the pass it makes stands."""
    return isinstance(action, TimeUp) and time_kept(setup)


def mover(actor: PlayerId, action: Action) -> PlayerId | None:
    """Whose move ``action`` is for a take-back (None: no move — time reported). A per-move
    limit running out is the timed-out player's move: their turn is lost as a pass."""
    if isinstance(action, TimeUsed):
        return None
    if isinstance(action, TimeUp):
        return PlayerId(action.player)
    return actor


def check_time_up(setup: Setup, actor: int, player: int, to_act: frozenset[PlayerId]) -> None:
    """A per-move limit ran out: only the ``SYSTEM`` actor says so, for the player to act, and
    only under a ``per_move`` clock."""
    if actor != SYSTEM:
        raise Rejected(Reason.NOT_YOUR_TURN, player=actor)
    if game_clock(setup).mode != PER_MOVE:
        raise Rejected(Reason.BAD_TIME, player=player)
    if player not in to_act:
        raise Rejected(Reason.NOT_YOUR_TURN, player=player)


def action_from_text(text: str) -> Action | None:
    """``TIME PLAYER MS`` as a :class:`TimeUsed`, ``TIME UP PLAYER`` as a ``TimeUp`` (None:
    another text)."""
    parts = text.upper().split()
    try:
        if len(parts) == 3 and parts[:2] == ["TIME", "UP"]:
            return TimeUp(int(parts[2]))
        if len(parts) == 3 and parts[0] == "TIME":
            return TimeUsed(int(parts[1]), int(parts[2]))
    except ValueError:
        return None
    return None
