"""The 15×15 crossword game (GAMES.md §3): rule sets ``jawa`` (Polish) and ``wordsmith``
(English).

Modules: :mod:`.rulesets` (what differs, as data), :mod:`.layout` and :mod:`.board` (premiums,
coordinates, tiles on the board), :mod:`.actions`, :mod:`.placement` (shape checks and scoring),
:mod:`.rules` and :mod:`.state` (the game), :mod:`.words` (dictionary with house rules and
cross-checks), :mod:`.movegen` and :mod:`.movegen_core` (all legal moves), :mod:`.leave` and
:mod:`.computer` (computer players), :mod:`.solver` and ``python -m engines.crossword solve``.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from engines.core import (
    LEVELS,
    Action,
    ComputerPlayer,
    Game,
    GameInfo,
    MoveAnalysis,
    Outcome,
    PlayerId,
    RuleSet,
    Setup,
    Text,
    resolve_setup,
)
from engines.crossword import rules
from engines.crossword.actions import ACTION_TYPES
from engines.crossword.analysis import analyse
from engines.crossword.audit import audit
from engines.crossword.computer import CrosswordComputer
from engines.crossword.rulesets import JAWA, WORDSMITH, options_for
from engines.crossword.state import CrosswordState, CrosswordView
from engines.registry import register

INFO = GameInfo(
    id="crossword",
    name=Text("Krzyżówka", "Crossword"),
    description=Text(
        "Układaj słowa na planszy 15×15 z premiami, z 7 liter na stojaku. Zasady JAWA (polskie "
        "słowa, +40 za wszystkie 7 liter) albo Wordsmith (angielskie słowa, +25).",
        "Build words on a 15×15 board with premium squares from a rack of 7. JAWA rules "
        "(Polish words, +40 for all 7 tiles) or Wordsmith (English words, +25).",
    ),
    rule_sets=(
        RuleSet(
            id=JAWA.id,
            name=Text("JAWA — po polsku", "JAWA — Polish"),
            min_players=2,
            max_players=4,
            options=options_for(JAWA),
            language=JAWA.language,
        ),
        RuleSet(
            id=WORDSMITH.id,
            name=Text("Wordsmith — po angielsku", "Wordsmith — English"),
            min_players=2,
            max_players=4,
            options=options_for(WORDSMITH),
            language=WORDSMITH.language,
        ),
    ),
)


class CrosswordGame(Game[CrosswordState]):
    info = INFO
    action_types = ACTION_TYPES

    def new_game(self, setup: Setup) -> CrosswordState:
        return rules.new_game(resolve_setup(self.info, setup))

    def to_act(self, state: CrosswordState) -> frozenset[PlayerId]:
        return rules.to_act(state)

    def apply(self, state: CrosswordState, player: PlayerId, action: Action) -> CrosswordState:
        return rules.apply(state, player, action)

    def random_action(self, state: CrosswordState, player: PlayerId, rng: random.Random) -> Action:
        return rules.random_action(state, player, rng)

    def is_over(self, state: CrosswordState) -> bool:
        return state.end is not None

    def scores(self, state: CrosswordState) -> tuple[int, ...]:
        return state.totals

    def outcome(self, state: CrosswordState) -> Outcome:
        return rules.outcome(state)

    def view(self, state: CrosswordState, player: PlayerId | None) -> CrosswordView:
        return rules.view(state, player)

    def computer(self, level: str) -> ComputerPlayer:
        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        return CrosswordComputer(level)

    def audit(self, state: CrosswordState) -> list[str]:
        return audit(state)

    def analyse(
        self,
        state: CrosswordState,
        player: PlayerId,
        action: Action,
        *,
        search: bool = False,
        should_stop: Callable[[], bool] = lambda: False,
    ) -> MoveAnalysis | None:
        return analyse(state, player, action, search=search)


GAME: Any = register(CrosswordGame())
