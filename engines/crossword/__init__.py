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

from engines.catalogue import game_info
from engines.core import (
    LEVELS,
    Action,
    ComputerPlayer,
    Game,
    MoveAnalysis,
    Outcome,
    PlayerId,
    Setup,
    resolve_setup,
)
from engines.crossword.actions import ACTION_TYPES
from engines.crossword.rulesets import JAWA, WORDSMITH, options_for
from engines.crossword.state import CrosswordState, CrosswordView
from engines.registry import register

# The rules, the move generator, the computer players, the analysis and the audit are imported
# when first used: the launcher lists the games (this module) at start-up, before its window
# shows (benchmarks/launcher_start.py).

INFO = game_info("crossword", {rules.id: options_for(rules) for rules in (JAWA, WORDSMITH)})


class CrosswordGame(Game[CrosswordState]):
    info = INFO
    action_types = ACTION_TYPES

    def new_game(self, setup: Setup) -> CrosswordState:
        from engines.crossword import rules

        return rules.new_game(resolve_setup(self.info, setup))

    def to_act(self, state: CrosswordState) -> frozenset[PlayerId]:
        from engines.crossword import rules

        return rules.to_act(state)

    def apply(self, state: CrosswordState, player: PlayerId, action: Action) -> CrosswordState:
        from engines.crossword import rules

        return rules.apply(state, player, action)

    def random_action(self, state: CrosswordState, player: PlayerId, rng: random.Random) -> Action:
        from engines.crossword import rules

        return rules.random_action(state, player, rng)

    def is_over(self, state: CrosswordState) -> bool:
        return state.end is not None

    def scores(self, state: CrosswordState) -> tuple[int, ...]:
        return state.totals

    def outcome(self, state: CrosswordState) -> Outcome:
        from engines.crossword import rules

        return rules.outcome(state)

    def view(self, state: CrosswordState, player: PlayerId | None) -> CrosswordView:
        from engines.crossword import rules

        return rules.view(state, player)

    def computer(self, level: str) -> ComputerPlayer:
        from engines.crossword.computer import CrosswordComputer

        if level not in LEVELS:
            raise ValueError(f"unknown level {level!r}")
        return CrosswordComputer(level)

    def audit(self, state: CrosswordState) -> list[str]:
        from engines.crossword.audit import audit

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
        from engines.crossword.analysis import analyse

        return analyse(state, player, action, search=search)


GAME: Any = register(CrosswordGame())
