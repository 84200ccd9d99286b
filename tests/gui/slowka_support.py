"""Helpers for the Słówka GUI tests: the screen and state of a window, seeds with a wanted
opening, legal moves from the engine's own move generator, and tracing with the mouse."""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import NamedTuple

from crossword_support import drag_and_drop
from gui_test_support import session_of
from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engines.core import PlayerId, Setup
from engines.slowka import SlowkaGame
from engines.slowka.actions import Place
from engines.slowka.board import load_layout
from engines.slowka.movegen import generate
from engines.slowka.rules import context
from engines.slowka.state import SlowkaState
from gui.game_window import GameWindow
from gui.games.slowka.board import SlowkaBoard
from gui.games.slowka.screen import SlowkaScreen

GAME = SlowkaGame()


class Move(NamedTuple):
    """A legal move: its score, its squares in reading order, the word, the tokens it lays."""

    score: int
    squares: tuple[int, ...]
    word: str
    laid: tuple[tuple[int, str], ...]

    def place(self) -> Place:
        layout = load_layout()
        return Place.of([layout.name(s) for s in self.squares], self.word)


def sl_screen(window: GameWindow) -> SlowkaScreen:
    screen = window.game_screen
    assert isinstance(screen, SlowkaScreen)
    return screen


def sl_state(window: GameWindow) -> SlowkaState:
    state = session_of(window).state
    assert isinstance(state, SlowkaState)
    return state


def first_state(players: int, seed: int, **options: object) -> SlowkaState:
    return GAME.new_game(Setup("slowka", "standard", players, seed, dict(options)))


def seed_where(players: int, wanted: Callable[[SlowkaState], bool], **options: object) -> int:
    """The first seed whose opening state is ``wanted``."""
    for seed in range(1, 2000):
        if wanted(first_state(players, seed, **options)):
            return seed
    raise AssertionError("no seed found")


def legal_moves(state: SlowkaState, player: int) -> list[Move]:
    """Every legal move for ``player``, best first (the engine's move generator)."""
    ctx = context(state.setup)
    rack = state.racks[PlayerId(player)].tiles
    found = []
    moves = generate(state.board, rack, ctx.lexicon, ctx.layout, ctx.tile_set, ctx.reading)
    for score, squares, word in moves:
        laid = tuple(
            (s, letter) for s, letter in zip(squares, word, strict=True) if state.board.is_empty(s)
        )
        found.append(Move(score, squares, word, laid))
    return sorted(found, key=lambda m: (-m.score, m.squares, m.word))


def moves_laying(state: SlowkaState, player: int, tokens: int) -> list[Move]:
    """Legal moves laying exactly ``tokens`` tokens, each letter once on the rack (so which
    rack token goes where is unambiguous)."""
    rack = state.racks[PlayerId(player)].tiles
    return [
        m
        for m in legal_moves(state, player)
        if len(m.laid) == tokens and all(rack.count(letter) == 1 for _, letter in m.laid)
    ]


def drop_from_rack(screen: SlowkaScreen, letter: str, square: int) -> None:
    """Drag the rack token ``letter`` onto ``square``, with the mime data the rack puts on its
    drags."""
    index = screen.rack_tiles.index(letter)
    drag_and_drop(screen.board, screen.rack.mime_for(index), screen.board.square_centre(square))


def click_square(board: SlowkaBoard, square: int) -> None:
    QTest.mouseClick(
        board,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        board.square_centre(square),
    )


def _mouse(board: SlowkaBoard, kind: QEvent.Type, point: QPoint, held: bool) -> None:
    button = Qt.MouseButton.NoButton if kind == QEvent.Type.MouseMove else Qt.MouseButton.LeftButton
    buttons = Qt.MouseButton.LeftButton if held else Qt.MouseButton.NoButton
    local = QPointF(point)
    event = QMouseEvent(
        kind,
        local,
        QPointF(board.mapToGlobal(point)),
        button,
        buttons,
        Qt.KeyboardModifier.NoModifier,
    )
    QApplication.sendEvent(board, event)


def drag_through(board: SlowkaBoard, squares: Sequence[int]) -> None:
    """Press on the first square, move the pointer through the centre of every square in
    ``squares`` (in a few steps each), release on the last one."""
    points = [board.square_centre(s) for s in squares]
    _mouse(board, QEvent.Type.MouseButtonPress, points[0], True)
    for start, end in itertools.pairwise(points):
        for step in range(1, 5):
            x = start.x() + (end.x() - start.x()) * step // 4
            y = start.y() + (end.y() - start.y()) * step // 4
            _mouse(board, QEvent.Type.MouseMove, QPoint(x, y), True)
    _mouse(board, QEvent.Type.MouseButtonRelease, points[-1], False)


def press(screen: SlowkaScreen, key: Qt.Key) -> None:
    QTest.keyClick(screen.board, key)
