"""The letter puzzles (GAMES.md §4): 68 letter puzzles and 2 blanks, three games.

Rule sets: ``gra1`` (a crossword on an unbounded table, :mod:`.gra1`), ``gra2`` (own
crosswords, 4 rounds, :mod:`.gra2`) and ``gra3`` (longest word, 10 rounds, :mod:`.gra3`). Each
rule set has its own state type and module of rules; the game looks the module up by the rule
set the state was made for (:data:`RULES`)."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from engines.catalogue import game_info
from engines.core import (
    SYSTEM,
    Action,
    ComputerPlayer,
    Game,
    MoveAnalysis,
    OptionSpec,
    Outcome,
    PlayerId,
    Setup,
    Text,
    TimeUp,
    plain_level,
    resolve_setup,
)
from engines.puzzle import gra1, gra1_moves, gra2, gra3
from engines.puzzle.analysis import analyse_gra3
from engines.puzzle.audit import audit_gra1, audit_gra2, audit_gra3
from engines.puzzle.computer import Gra3Computer
from engines.puzzle.gra1 import Gra1State, Gra1View
from engines.puzzle.gra1_analysis import analyse_gra1
from engines.puzzle.gra1_computer import Gra1Computer
from engines.puzzle.gra2 import Gra2State, Gra2View
from engines.puzzle.gra3 import GiveUp, Gra3State, Gra3View, SubmitWord
from engines.puzzle.words import WORD_OPTIONS
from engines.registry import register

#: GRA III's time for the others' words once a player ended the round: the ``grace`` rule of
#: games saved before 2026-11-28 (a raised hand now ends the round at once: ``round_end``).
TIME_LIMIT = OptionSpec(
    key="time_limit",
    label=Text("Czas na słowo po zakończeniu rundy", "Time for a word once the round ends"),
    default=60,
    offered=False,
    allowed=(0, 30, 60, 90, 120, 180, 300),
    value_labels=(
        Text("bez limitu", "no limit"),
        Text("30 s", "30 s"),
        Text("1 min", "1 min"),
        Text("1,5 min", "1.5 min"),
        Text("2 min", "2 min"),
        Text("3 min", "3 min"),
        Text("5 min", "5 min"),
    ),
)

SITTING_TIME = OptionSpec(
    key="time_limit",
    label=Text("Czas na ułożenie krzyżówki", "Time to build the crossword"),
    default=300,
    allowed=(0, 60, 120, 180, 300, 420, 600),
    value_labels=(
        Text("bez limitu", "no limit"),
        Text("1 min", "1 min"),
        Text("2 min", "2 min"),
        Text("3 min", "3 min"),
        Text("5 min", "5 min"),
        Text("7 min", "7 min"),
        Text("10 min", "10 min"),
    ),
)

INFO = game_info(
    "puzzle",
    {
        "gra3": (TIME_LIMIT, *WORD_OPTIONS, gra3.ROUND_END),
        "gra1": gra1.OPTIONS,
        "gra2": (SITTING_TIME, *WORD_OPTIONS),
    },
)


PuzzleState = Gra1State | Gra2State | Gra3State
PuzzleView = Gra1View | Gra2View | Gra3View


def _gra3_random_action(state: Gra3State, player: PlayerId, rng: random.Random) -> Action:
    return TimeUp() if player == SYSTEM else gra3.random_action(state, player, rng)


def _gra2_computer(level: str) -> ComputerPlayer:
    # Imported here: it imports the crossword engine, which would otherwise register before
    # this one and change the registry's (the launcher's) order of games.
    from engines.puzzle.gra2_computer import Gra2Computer

    return Gra2Computer(level)


@dataclass(frozen=True)
class _Rules:
    """One rule set's functions (each takes that rule set's state)."""

    new_game: Callable[[Setup], Any]
    to_act: Callable[[Any], frozenset[PlayerId]]
    apply: Callable[[Any, PlayerId, Action], Any]
    random_action: Callable[[Any, PlayerId, random.Random], Action]
    system_actions: Callable[[Any], tuple[Action, ...]]
    is_over: Callable[[Any], bool]
    scores: Callable[[Any], tuple[int, ...]]
    outcome: Callable[[Any], Outcome]
    view: Callable[[Any, PlayerId | None], Any]
    computer: Callable[[str], ComputerPlayer]
    audit: Callable[[Any], list[str]]
    #: ``(state, player, action, search, should_stop)`` → the move's analysis (None: none).
    analyse: Callable[[Any, PlayerId, Action, bool, Callable[[], bool]], MoveAnalysis | None] = (
        lambda *_args: None
    )


RULES: dict[str, _Rules] = {
    "gra1": _Rules(
        new_game=gra1.new_game,
        to_act=gra1.to_act,
        apply=gra1.apply,
        random_action=gra1_moves.random_action,
        system_actions=lambda _state: (),
        is_over=lambda state: state.end is not None,
        scores=lambda state: state.scores,
        outcome=gra1.outcome,
        view=gra1.view,
        computer=Gra1Computer,
        audit=audit_gra1,
        analyse=lambda state, player, action, search, _stop: analyse_gra1(
            state, player, action, search=search
        ),
    ),
    "gra2": _Rules(
        new_game=gra2.new_game,
        to_act=gra2.to_act,
        apply=gra2.apply,
        random_action=gra2.random_action,
        system_actions=lambda state: () if state.finished else (TimeUp(),),
        is_over=lambda state: state.finished,
        scores=gra2.totals,
        outcome=gra2.outcome,
        view=gra2.view,
        computer=_gra2_computer,
        audit=audit_gra2,
    ),
    "gra3": _Rules(
        new_game=gra3.new_game,
        to_act=gra3.to_act,
        apply=gra3.apply,
        random_action=_gra3_random_action,
        system_actions=lambda state: () if state.finished else (TimeUp(),),
        is_over=lambda state: state.finished,
        scores=gra3.totals,
        outcome=gra3.outcome,
        view=gra3.view,
        computer=Gra3Computer,
        audit=audit_gra3,
        analyse=lambda state, player, action, search, _stop: analyse_gra3(
            state, player, action, search=search
        ),
    ),
}
#: Which rule set a view belongs to (a computer player sees only the view).
_VIEW_RULES: dict[type[Any], str] = {Gra1View: "gra1", Gra2View: "gra2", Gra3View: "gra3"}


def _rules(state: PuzzleState) -> _Rules:
    return RULES[state.setup.rules]


class PuzzleGame(Game[PuzzleState]):
    info = INFO
    action_types = tuple(
        dict.fromkeys((SubmitWord, GiveUp, TimeUp, *gra1.ACTION_TYPES, *gra2.ACTION_TYPES))
    )

    def new_game(self, setup: Setup) -> PuzzleState:
        setup = resolve_setup(self.info, setup)
        state: PuzzleState = RULES[setup.rules].new_game(setup)
        return state

    def to_act(self, state: PuzzleState) -> frozenset[PlayerId]:
        return _rules(state).to_act(state)

    def apply(self, state: PuzzleState, player: PlayerId, action: Action) -> PuzzleState:
        new: PuzzleState = _rules(state).apply(state, player, action)
        return new

    def random_action(self, state: PuzzleState, player: PlayerId, rng: random.Random) -> Action:
        return _rules(state).random_action(state, player, rng)

    def system_actions(self, state: PuzzleState) -> tuple[Action, ...]:
        return _rules(state).system_actions(state)

    def is_over(self, state: PuzzleState) -> bool:
        return _rules(state).is_over(state)

    def scores(self, state: PuzzleState) -> tuple[int, ...]:
        return _rules(state).scores(state)

    def outcome(self, state: PuzzleState) -> Outcome:
        return _rules(state).outcome(state)

    def view(self, state: PuzzleState, player: PlayerId | None) -> PuzzleView:
        seen: PuzzleView = _rules(state).view(state, player)
        return seen

    def computer(self, level: str) -> ComputerPlayer:
        level = plain_level(level)  # mistrz: the strong player's best word is the best there is
        return PuzzleComputer(level)

    def audit(self, state: PuzzleState) -> list[str]:
        return _rules(state).audit(state)

    def analyse(
        self,
        state: PuzzleState,
        player: PlayerId,
        action: Action,
        *,
        search: bool = False,
        should_stop: Callable[[], bool] = lambda: False,
    ) -> MoveAnalysis | None:
        analysis: MoveAnalysis | None = _rules(state).analyse(
            state, player, action, search, should_stop
        )
        return analysis


class PuzzleComputer(ComputerPlayer):
    """A computer player of any rule set: it answers the view it is given."""

    def __init__(self, level: str) -> None:
        self.level = level
        self._players: dict[str, ComputerPlayer] = {}

    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        rules = _VIEW_RULES[type(view)]
        if rules not in self._players:
            self._players[rules] = RULES[rules].computer(self.level)
        return self._players[rules].choose(view, rng, should_stop, progress)


GAME: Any = register(PuzzleGame())

__all__ = ["GAME", "INFO", "RULES", "PuzzleGame"]
