"""Helpers for the crossword GUI tests: the screen and state of a window, seeds with a wanted
opening, legal moves from the engine's own move generator, and synthetic drag and drop."""

from __future__ import annotations

from collections.abc import Callable

from gui_test_support import session_of
from PySide6.QtCore import QMimeData, QPoint, QPointF, Qt
from PySide6.QtGui import QDragEnterEvent, QDragMoveEvent, QDropEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget

from engines.core import PlayerId, Setup
from engines.crossword import CrosswordGame
from engines.crossword.movegen import Move, all_moves
from engines.crossword.rules import context
from engines.crossword.state import CrosswordState
from engines.tiles import BLANK
from gui.game_window import GameWindow
from gui.games.crossword.screen import CrosswordScreen

GAME = CrosswordGame()


def cw_screen(window: GameWindow) -> CrosswordScreen:
    screen = window.game_screen
    assert isinstance(screen, CrosswordScreen)
    return screen


def cw_state(window: GameWindow) -> CrosswordState:
    state = session_of(window).state
    assert isinstance(state, CrosswordState)
    return state


def first_state(rules: str, players: int, seed: int, **options: object) -> CrosswordState:
    return GAME.new_game(Setup("crossword", rules, players, seed, dict(options)))


def seed_where(
    rules: str, players: int, wanted: Callable[[CrosswordState], bool], **options: object
) -> int:
    """The first seed whose opening state is ``wanted``."""
    for seed in range(1, 2000):
        if wanted(first_state(rules, players, seed, **options)):
            return seed
    raise AssertionError("no seed found")


def legal_moves(state: CrosswordState, player: int) -> list[Move]:
    """Every legal placement for ``player``, best first (the engine's move generator)."""
    ctx = context(state.setup)
    rack = state.racks[PlayerId(player)].tiles
    return all_moves(state.board, rack, ctx.dictionary, ctx.layout, ctx.tile_set, ctx.rules)


def plain_move(state: CrosswordState, player: int, min_tiles: int = 2) -> Move:
    """A legal move without blanks (its letters are unambiguous), of at least ``min_tiles``."""
    for move in legal_moves(state, player):
        if BLANK not in move.rack_tiles and len(move.tiles) >= min_tiles:
            return move
    raise AssertionError("no plain move")


def drag_and_drop(target: QWidget, mime: QMimeData, point: QPoint) -> None:
    """The events a real drag sends to the widget it ends on: enter, move, drop."""
    actions = Qt.DropAction.MoveAction
    buttons = Qt.MouseButton.LeftButton
    modifiers = Qt.KeyboardModifier.NoModifier
    enter = QDragEnterEvent(point, actions, mime, buttons, modifiers)
    QApplication.sendEvent(target, enter)
    assert enter.isAccepted()
    move = QDragMoveEvent(point, actions, mime, buttons, modifiers)
    QApplication.sendEvent(target, move)
    assert move.isAccepted()
    drop = QDropEvent(QPointF(point), actions, mime, buttons, modifiers)
    QApplication.sendEvent(target, drop)


def drop_from_rack(screen: CrosswordScreen, rack_index: int, square: int) -> None:
    """Drag the rack tile at ``rack_index`` onto ``square``, with the mime data the rack puts
    on its drags."""
    board = screen.board
    drag_and_drop(board, screen.rack.mime_for(rack_index), board.square_centre(square))


def click_square(screen: CrosswordScreen, square: int) -> None:
    QTest.mouseClick(
        screen.board,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        screen.board.square_centre(square),
    )


def press(screen: CrosswordScreen, key: Qt.Key) -> None:
    QTest.keyClick(screen.board, key)


def rack_point(screen: CrosswordScreen, index: int) -> QPoint:
    return screen.rack.tile_centre(index)
