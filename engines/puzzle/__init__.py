"""The letter puzzles (GAMES.md §4): 68 letter puzzles and 2 blanks, three games.

Rule sets: ``gra1`` (a crossword on an unbounded table, :mod:`.gra1`), ``gra2`` (own
crosswords, 4 rounds, :mod:`.gra2`) and ``gra3`` (longest word, 10 rounds, :mod:`.gra3`). Each rule
set has its own state type; the game object dispatches on it."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core import (
    LEVELS,
    SYSTEM,
    Action,
    ComputerPlayer,
    Game,
    GameInfo,
    OptionSpec,
    Outcome,
    PlayerId,
    RuleSet,
    Setup,
    Text,
    TimeUp,
    resolve_setup,
)
from engines.puzzle import gra1, gra1_moves, gra2, gra3
from engines.puzzle.computer import Gra3Computer
from engines.puzzle.gra1 import Gra1State, Gra1View
from engines.puzzle.gra1_computer import Gra1Computer
from engines.puzzle.gra2 import Gra2State, Gra2View
from engines.puzzle.gra3 import GiveUp, Gra3State, Gra3View, SubmitWord
from engines.registry import register

TIME_LIMIT = OptionSpec(
    key="time_limit",
    label=Text("Czas na słowo po zakończeniu rundy (s)", "Time for a word once the round ends (s)"),
    default=60,
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
    label=Text("Czas na ułożenie krzyżówki (s)", "Time to build the crossword (s)"),
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

INFO = GameInfo(
    id="puzzle",
    name=Text("Puzzle literowe", "Letter puzzles"),
    description=Text(
        "68 puzzli z literami i 2 mydełka. GRA I: z 7 liter układaj krzyżówkę na stole bez "
        "granic, +20 za wszystkie 7. GRA II: w każdej z 4 rund ułóż ze swoich liter własną "
        "krzyżówkę; liczy się każde słowo, +20 za wszystkie litery. GRA III: w każdej z 10 rund "
        "ułóż z 15 swoich liter jak najdłuższe słowo; najdłuższe dostaje +5.",
        "68 letter puzzles and 2 blanks. GRA I: build a crossword on an unbounded table from a "
        "rack of 7, +20 for all 7. GRA II: in each of 4 rounds build your own crossword from "
        "your letters; every word scores, +20 for all of them. GRA III: in each of 10 rounds "
        "make the longest word you can from your 15 letters; the longest gets +5.",
    ),
    rule_sets=(
        RuleSet(
            id="gra3",
            name=Text("GRA III — najdłuższe słowo", "GRA III — longest word"),
            min_players=2,
            max_players=4,
            options=(TIME_LIMIT,),
        ),
        RuleSet(
            id="gra1",
            name=Text("GRA I — krzyżówka na stole", "GRA I — a crossword on the table"),
            min_players=2,
            max_players=4,
            options=gra1.OPTIONS,
        ),
        RuleSet(
            id="gra2",
            name=Text("GRA II — własna krzyżówka", "GRA II — your own crossword"),
            min_players=2,
            max_players=4,
            options=(SITTING_TIME,),
        ),
    ),
)


PuzzleState = Gra1State | Gra2State | Gra3State


class PuzzleGame(Game[PuzzleState]):
    info = INFO
    action_types = tuple(
        dict.fromkeys((SubmitWord, GiveUp, TimeUp, *gra1.ACTION_TYPES, *gra2.ACTION_TYPES))
    )

    def new_game(self, setup: Setup) -> PuzzleState:
        setup = resolve_setup(self.info, setup)
        if setup.rules == "gra1":
            return gra1.new_game(setup)
        if setup.rules == "gra2":
            return gra2.new_game(setup)
        return gra3.new_game(setup)

    def to_act(self, state: PuzzleState) -> frozenset[PlayerId]:
        if isinstance(state, Gra1State):
            return gra1.to_act(state)
        if isinstance(state, Gra2State):
            return gra2.to_act(state)
        return gra3.to_act(state)

    def apply(self, state: PuzzleState, player: PlayerId, action: Action) -> PuzzleState:
        if isinstance(state, Gra1State):
            return gra1.apply(state, player, action)
        if isinstance(state, Gra2State):
            return gra2.apply(state, player, action)
        return gra3.apply(state, player, action)

    def random_action(self, state: PuzzleState, player: PlayerId, rng: random.Random) -> Action:
        if isinstance(state, Gra1State):
            return gra1_moves.random_action(state, player, rng)
        if isinstance(state, Gra2State):
            return gra2.random_action(state, player, rng)
        if player == SYSTEM:
            return TimeUp()
        return gra3.random_action(state, player, rng)

    def system_actions(self, state: PuzzleState) -> tuple[Action, ...]:
        if isinstance(state, Gra1State):
            return ()
        return () if state.finished else (TimeUp(),)

    def is_over(self, state: PuzzleState) -> bool:
        if isinstance(state, Gra1State):
            return state.end is not None
        return state.finished

    def scores(self, state: PuzzleState) -> tuple[int, ...]:
        if isinstance(state, Gra1State):
            return state.scores
        if isinstance(state, Gra2State):
            return gra2.totals(state)
        return gra3.totals(state)

    def outcome(self, state: PuzzleState) -> Outcome:
        if isinstance(state, Gra1State):
            return gra1.outcome(state)
        if isinstance(state, Gra2State):
            return gra2.outcome(state)
        return gra3.outcome(state)

    def view(self, state: PuzzleState, player: PlayerId | None) -> Gra1View | Gra2View | Gra3View:
        if isinstance(state, Gra1State):
            return gra1.view(state, player)
        if isinstance(state, Gra2State):
            return gra2.view(state, player)
        return gra3.view(state, player)

    def computer(self, level: str) -> ComputerPlayer:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        return PuzzleComputer(level)


class PuzzleComputer(ComputerPlayer):
    """The computer player of the rule set whose view it is given."""

    def __init__(self, level: str) -> None:
        self.level = level
        self.gra1 = Gra1Computer(level)
        self.gra3 = Gra3Computer(level)

    def choose(
        self,
        view: Any,
        rng: random.Random,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        player: ComputerPlayer
        if isinstance(view, Gra1View):
            player = self.gra1
        elif isinstance(view, Gra2View):
            # Imported only when needed, as GRA II's engine has it.
            from engines.puzzle.gra2_computer import Gra2Computer

            player = Gra2Computer(self.level)
        else:
            player = self.gra3
        return player.choose(view, rng, should_stop, progress)


GAME: Any = register(PuzzleGame())
