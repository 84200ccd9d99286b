"""The screen of each game (and rule set), loaded only when a game of that kind opens.

Each screen module exposes ``UI``, a :class:`GameUi`: what to warm up in a worker before the
game opens (the lexicon), how many rounds a state has finished, and how to make the screen.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from PySide6.QtWidgets import QWidget

    from gui.games.base import GameScreen
    from gui.session import GameSession

#: (game id, rule set id) → the module with its screen.
SCREENS: dict[tuple[str, str], str] = {
    ("puzzle", "gra1"): "gui.games.puzzle.gra1",
    ("puzzle", "gra2"): "gui.games.puzzle.gra2",
    ("puzzle", "gra3"): "gui.games.puzzle.gra3",
    ("seven_words", "standard"): "gui.games.seven_words.screen",
    ("seven_words", "no_timer"): "gui.games.seven_words.screen",
    ("crossword", "jawa"): "gui.games.crossword.screen",
    ("crossword", "wordsmith"): "gui.games.crossword.screen",
    ("slowka", "standard"): "gui.games.slowka.screen",
}


@dataclass(frozen=True)
class GameUi:
    #: Slow loading (lexicons) done in a worker before the game opens; must not touch Qt.
    warm_up: Callable[[], None]
    #: How many rounds the state has scored (the session emits ``round_finished`` on change).
    rounds_done: Callable[[Any], int]
    make_screen: Callable[[GameSession, QWidget | None], GameScreen]


def has_ui(game_id: str, rules_id: str) -> bool:
    return (game_id, rules_id) in SCREENS


def ui_for(game_id: str, rules_id: str) -> GameUi:
    module = importlib.import_module(SCREENS[(game_id, rules_id)])
    ui = module.UI
    assert isinstance(ui, GameUi)
    return ui
