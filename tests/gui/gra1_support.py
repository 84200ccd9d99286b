"""Helpers for the GRA I GUI tests: the screen and state of a window, seeds with a wanted
opening, legal moves from the engine's own move generator."""

from __future__ import annotations

from collections.abc import Callable

from gui_test_support import session_of
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engines.core import PlayerId, Setup
from engines.puzzle import PuzzleGame
from engines.puzzle.gra1 import Gra1State, dictionary_of
from engines.puzzle.gra1_moves import TableMove, all_moves
from engines.tiles import BLANK
from gui.game_window import GameWindow
from gui.games.puzzle.gra1 import Gra1Screen

GAME = PuzzleGame()


def g1_screen(window: GameWindow) -> Gra1Screen:
    screen = window.game_screen
    assert isinstance(screen, Gra1Screen)
    return screen


def g1_state(window: GameWindow) -> Gra1State:
    state = session_of(window).state
    assert isinstance(state, Gra1State)
    return state


def first_state(players: int, seed: int) -> Gra1State:
    state = GAME.new_game(Setup("puzzle", "gra1", players, seed))
    assert isinstance(state, Gra1State)
    return state


def seed_where(players: int, wanted: Callable[[Gra1State], bool]) -> int:
    """The first seed whose opening state is ``wanted``."""
    for seed in range(1, 2000):
        if wanted(first_state(players, seed)):
            return seed
    raise AssertionError("no seed found")


def legal_moves(state: Gra1State, player: int) -> list[TableMove]:
    """Every legal placement for ``player``, best first (the engine's move generator)."""
    rack = state.racks[PlayerId(player)].tiles
    return all_moves(state.table, rack, dictionary_of(state.setup))


def plain_move(state: Gra1State, player: int, min_tiles: int = 2) -> TableMove:
    """A legal move without blanks (its letters are unambiguous), of at least ``min_tiles``."""
    for move in legal_moves(state, player):
        if BLANK not in move.rack_tiles and len(move.tiles) >= min_tiles:
            return move
    raise AssertionError("no plain move")


def human_first_seed(players: int = 2) -> int:
    """A seed where the first seat starts, with no blank, and can open with a plain word."""

    def wanted(state: Gra1State) -> bool:
        if state.turn != 0 or BLANK in state.racks[0].tiles:
            return False
        return any(BLANK not in m.rack_tiles and len(m.tiles) >= 3 for m in legal_moves(state, 0))

    return seed_where(players, wanted)


def square_of(screen: Gra1Screen, row: int, column: int) -> int:
    square = screen.board.square_of(row, column)
    assert square is not None, f"({row}, {column}) is not in the window"
    return square


def click_square(screen: Gra1Screen, square: int) -> None:
    QTest.mouseClick(
        screen.board,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        screen.board.square_centre(square),
    )


def press(screen: Gra1Screen, key: Qt.Key) -> None:
    QTest.keyClick(screen.board, key)
