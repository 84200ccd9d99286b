"""The letter puzzles (GAMES.md §4): 68 letter puzzles and 2 blanks, three games.

This engine implements GRA III (longest word, 10 rounds); GRA I and GRA II come later."""

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
    MoveAnalysis,
    OptionSpec,
    Outcome,
    PlayerId,
    RuleSet,
    Setup,
    Text,
    TimeUp,
    resolve_setup,
)
from engines.puzzle import gra3
from engines.puzzle.analysis import analyse_gra3
from engines.puzzle.audit import audit_gra3
from engines.puzzle.computer import Gra3Computer
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

INFO = GameInfo(
    id="puzzle",
    name=Text("Puzzle literowe", "Letter puzzles"),
    description=Text(
        "68 puzzli z literami i 2 mydełka. GRA III: w każdej z 10 rund ułóż z 15 swoich liter "
        "jak najdłuższe słowo; najdłuższe dostaje +5.",
        "68 letter puzzles and 2 blanks. GRA III: in each of 10 rounds make the longest word "
        "you can from your 15 letters; the longest gets +5.",
    ),
    rule_sets=(
        RuleSet(
            id="gra3",
            name=Text("GRA III — najdłuższe słowo", "GRA III — longest word"),
            min_players=2,
            max_players=4,
            options=(TIME_LIMIT,),
        ),
    ),
)


class PuzzleGame(Game[Gra3State]):
    info = INFO
    action_types = (SubmitWord, GiveUp, TimeUp)

    def new_game(self, setup: Setup) -> Gra3State:
        return gra3.new_game(resolve_setup(self.info, setup))

    def to_act(self, state: Gra3State) -> frozenset[PlayerId]:
        return gra3.to_act(state)

    def apply(self, state: Gra3State, player: PlayerId, action: Action) -> Gra3State:
        return gra3.apply(state, player, action)

    def random_action(self, state: Gra3State, player: PlayerId, rng: random.Random) -> Action:
        if player == SYSTEM:
            return TimeUp()
        return gra3.random_action(state, player, rng)

    def system_actions(self, state: Gra3State) -> tuple[Action, ...]:
        return () if state.finished else (TimeUp(),)

    def is_over(self, state: Gra3State) -> bool:
        return state.finished

    def scores(self, state: Gra3State) -> tuple[int, ...]:
        return gra3.totals(state)

    def outcome(self, state: Gra3State) -> Outcome:
        return gra3.outcome(state)

    def view(self, state: Gra3State, player: PlayerId | None) -> Gra3View:
        return gra3.view(state, player)

    def computer(self, level: str) -> ComputerPlayer:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        return Gra3Computer(level)

    def audit(self, state: Gra3State) -> list[str]:
        return audit_gra3(state)

    def analyse(
        self,
        state: Gra3State,
        player: PlayerId,
        action: Action,
        *,
        search: bool = False,
        should_stop: Callable[[], bool] = lambda: False,
    ) -> MoveAnalysis | None:
        return analyse_gra3(state, player, action, search=search)


GAME: Any = register(PuzzleGame())
