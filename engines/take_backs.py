"""Taking back a move (issue #28): the rule-set option, the action, and how a state remembers
where a take-back returns to. Shared by the crossword game, Słówka and GRA I; 7 słów and GRA III
keep their rule that a written word cannot be changed.

A state of these games keeps, outside its compared fields, a chain of :class:`Step` values: for
each move played (not a hint asked for), who played it and the state before it. A
:class:`TakeBack` by a player returns the state before that player's last move — with every
move after it (the computers' replies) gone too — exactly as it was: board, racks, bag and its
order, scores, the chance step. So the player gets back the tiles they had, draws the same tiles
again after the same move, and cannot fish for better ones; a game goes on as if the moves
taken back had never been played (a log without them replays to the same state,
:func:`taken_back_moves`). The moves taken back stay on show in the state's ``taken_back``
(the history marks them so); the action log keeps them and the :class:`TakeBack`.

Who may take back (option ``take_backs``), a house option (GAMES.md, "House options", decision
of 2026-11-28): the rulebooks have a laid word stand — seed 001 "poprawka nie zostaje
uwzględniona", seed 002 "Wraz z zakończeniem ruchu, zmiana położenia liter na planszy jest
niemożliwa" — so a take-back is practice: ``off`` — nobody; ``computers`` — a player whose every
opponent is a computer player (the default); ``always`` — anyone, when every player agreed
before the game (in hot-seat play the other people are asked again at each take-back; over the
network, where nobody can be asked, only against computers). The new-game dialog says which
rule of the game's rulebook it relaxes (:func:`take_backs_option`'s note). The engine knows no
seat kinds: it refuses a take-back only under ``off``; :func:`check_allowed` applies the rest for
the window that knows the seats. A finished game is final: no take-back after its end
(decision; ``GAME_OVER``). Under a game clock a take-back gives no time back, and a time-up
stands (:mod:`engines.game_clock`).

>>> str(TakeBack())
'TAKE BACK'
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any, TypeVar

from engines.core import Action, GameState, OptionSpec, PlayerId, Reason, Rejected, Text

OFF = "off"
COMPUTERS = "computers"
ALWAYS = "always"

TAKE_BACKS = OptionSpec(
    key="take_backs",
    label=Text("Cofanie ruchów", "Taking back moves"),
    default=COMPUTERS,
    allowed=(OFF, COMPUTERS, ALWAYS),
    value_labels=(
        Text("nie wolno (jak w instrukcji)", "not allowed (as the rulebook says)"),
        Text("tylko w grze z komputerem (trening)", "only against computer players (practice)"),
        Text(
            "także między ludźmi — wszyscy się zgodzili",
            "among people too — everyone agreed",
        ),
    ),
    # Games saved before the option existed were played without take-backs.
    recorded_default=OFF,
)


def take_backs_option(rulebook_rule: Text) -> OptionSpec:
    """The ``take_backs`` option of a rule set, with the rule of its rulebook that a take-back
    relaxes for the new-game dialog to say."""
    return dataclasses.replace(TAKE_BACKS, note=rulebook_rule)


@dataclass(frozen=True)
class TakeBack(Action):
    """Take back the player's last move and every move played after it."""

    def __str__(self) -> str:
        return "TAKE BACK"


@dataclass(frozen=True, eq=False, repr=False)
class Step:
    """One move that may be taken back: who played it, the state before it, and the steps
    before that. Immutable, so copies share it (a deep copy of a state does not copy every
    state of the game before it); compared and shown as itself, not as every state before."""

    player: PlayerId
    before: GameState
    earlier: Step | None
    #: How many steps this one and the earlier ones make.
    depth: int

    def __copy__(self) -> Step:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Step:
        return self


@dataclass(frozen=True)
class TakenBack:
    """Moves a take-back removed from the history (the game's own history entries, oldest
    first): they were played after its first ``at`` entries. ``player`` asked for it."""

    player: PlayerId
    at: int
    turns: tuple[Any, ...]


S = TypeVar("S", bound=GameState)


def rule(setup: Any) -> str:
    """The game's ``take_backs`` option (``off`` for a game without it)."""
    return str(setup.options.get(TAKE_BACKS.key, OFF))


def remember(before: S, after: S, player: PlayerId, is_move: bool, *, final: bool = False) -> S:
    """``after`` (the result of ``player``'s action on ``before``), able to return to
    ``before`` when the action was a move and take-backs are on. A ``final`` move (a time-up
    that stands, :func:`engines.game_clock.time_up_stands`) can never be taken back, nor any
    move before it."""
    if rule(before.setup) == OFF:
        return after
    if final:
        cut: Any = after  # a game's own state: it has ``steps``
        result_cut: S = dataclasses.replace(cut, steps=None)
        return result_cut
    if not is_move:
        return after
    earlier: Step | None = getattr(before, "steps", None)
    step = Step(player, before, earlier, 1 if earlier is None else earlier.depth + 1)
    changed: Any = after  # a game's own state: it has ``steps``
    result: S = dataclasses.replace(changed, steps=step)
    return result


def take_back(state: S, player: PlayerId, *, over: bool) -> S:
    """The state before ``player``'s last move, with the moves taken back on show in its
    ``taken_back``. Refused when the option is ``off`` (``TAKE_BACK_NOT_ALLOWED``), after the
    end (``GAME_OVER``) and when ``player`` has no move to take back
    (``NOTHING_TO_TAKE_BACK``)."""
    if rule(state.setup) == OFF:
        raise Rejected(Reason.TAKE_BACK_NOT_ALLOWED, rule=OFF)
    if over:
        raise Rejected(Reason.GAME_OVER)
    step: Step | None = getattr(state, "steps", None)
    while step is not None and step.player != player:
        step = step.earlier
    if step is None:
        raise Rejected(Reason.NOTHING_TO_TAKE_BACK, player=player)
    current: Any = state  # a game's own state: it has ``history`` and ``taken_back``
    restored: Any = step.before
    history: tuple[Any, ...] = current.history
    at = len(restored.history)
    shown: tuple[TakenBack, ...] = current.taken_back
    # Moves taken back earlier after the point returned to were played after moves now taken
    # back: they join this take-back's moves, in the order they were played.
    later = [entry for entry in shown if entry.at > at]
    turns: list[Any] = []
    for index in range(at, len(history) + 1):
        for entry in later:
            if entry.at == index:
                turns.extend(entry.turns)
        if index < len(history):
            turns.append(history[index])
    kept = tuple(entry for entry in shown if entry.at <= at)
    entry = TakenBack(player, at, tuple(turns))
    result: S = dataclasses.replace(restored, taken_back=(*kept, entry))
    return result


def movers(state: GameState) -> Iterator[PlayerId]:
    """Who played the moves that may be taken back, the latest first."""
    step: Step | None = getattr(state, "steps", None)
    while step is not None:
        yield step.player
        step = step.earlier


def check_allowed(setup: Any, player: PlayerId, humans: Sequence[bool]) -> tuple[PlayerId, ...]:
    """Whether ``player`` may take back a move under the game's option, ``humans`` saying
    which seats are people: raises ``TAKE_BACK_NOT_ALLOWED`` when not; else the other people,
    who must agree first (none against computer players only).

    >>> from engines.core import Setup
    >>> check_allowed(Setup("crossword", "jawa", 2, 1, {"take_backs": "always"}), 0, [True, True])
    (1,)
    """
    chosen = rule(setup)
    others = tuple(PlayerId(p) for p, human in enumerate(humans) if human and p != player)
    if chosen == OFF or (chosen == COMPUTERS and others):
        raise Rejected(Reason.TAKE_BACK_NOT_ALLOWED, rule=chosen)
    return others


def rows(history: Sequence[Any], taken_back: Sequence[TakenBack]) -> list[tuple[Any, bool]]:
    """The history as a move list shows it: every entry, and the moves taken back where they
    were played, each with whether it was taken back."""
    result: list[tuple[Any, bool]] = []
    for index in range(len(history) + 1):
        for entry in taken_back:
            if entry.at == index:
                result.extend((turn, True) for turn in entry.turns)
        if index < len(history):
            result.append((history[index], False))
    return result


def hide_turns(taken_back: tuple[TakenBack, ...], hide: Any) -> tuple[TakenBack, ...]:
    """``taken_back`` with each entry's turns passed through ``hide`` (a view's function that
    removes what its player may not see, e.g. others' exchanged tiles)."""
    return tuple(dataclasses.replace(entry, turns=hide(entry.turns)) for entry in taken_back)


def without_taken_back(state: S) -> S:
    """``state`` as a game without its take-backs would have reached it (the moves taken back
    are no longer on show)."""
    current: Any = state
    if not getattr(current, "taken_back", ()):
        return state
    result: S = dataclasses.replace(current, taken_back=())
    return result


def taken_back_moves(states: Sequence[GameState], actions: Sequence[Action]) -> frozenset[int]:
    """Which of a game's actions a later take-back undid (``states[i]``: the state before
    ``actions[i]``, ``states[i + 1]`` after it). Leaving them and the take-backs out gives a
    log that replays to the same state (without the moves on show)."""
    started: list[int] = []  # the action that made each step of the chain, oldest first
    undone: set[int] = set()
    for index, action in enumerate(actions):
        before, after = states[index], states[index + 1]
        step: Step | None = getattr(after, "steps", None)
        if isinstance(action, TakeBack):
            keep = 0 if step is None else step.depth
            undone.update(range(started[keep], index))
            del started[keep:]
        elif step is None:
            started.clear()  # a move that stands: nothing before it can be taken back
        elif step is not getattr(before, "steps", None):
            started.append(index)
    return frozenset(undone)
