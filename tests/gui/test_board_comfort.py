"""Playing comfort on the board screens (issue #12), driven through the real widgets: tiles
taken back return to their own slots (defect 10)."""

from __future__ import annotations

from crossword_support import click_square, drag_and_drop, press
from gui_test_support import Env
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from test_play_crossword import human_first_seed, open_game

from gui.games.crossword.screen import CrosswordScreen
from gui.tiles import FROM_BOARD, tile_mime


def click_rack(screen: CrosswordScreen, index: int) -> None:
    QTest.mouseClick(screen.rack, Qt.MouseButton.LeftButton, pos=screen.rack.tile_centre(index))


def test_tiles_taken_back_return_to_their_own_slots(env: Env) -> None:
    _window, screen = open_game(env, human_first_seed())
    before = screen.rack_tiles
    start = screen.board.cursor
    assert start is not None
    squares = [start, start + 1, start + 2]
    # Tiles from the middle, the end and the front of the rack.
    for index, square in zip((3, 5, 0), squares, strict=True):
        click_rack(screen, index)
        click_square(screen, square)
    assert len(screen.rack_tiles) == 4
    # Taken back one by one, out of order: each returns to where it was.
    for square in (squares[1], squares[0], squares[2]):
        click_square(screen, square)
    assert screen.rack_tiles == before
    # Esc takes all back: the same order again.
    for index, square in zip((6, 2), squares[:2], strict=True):
        click_rack(screen, index)
        click_square(screen, square)
    press(screen, Qt.Key.Key_Escape)
    assert screen.rack_tiles == before
    # A tile dropped on the rack goes where it is dropped; the others keep their order.
    click_rack(screen, 4)
    click_square(screen, squares[0])
    drag_and_drop(screen.rack, tile_mime(FROM_BOARD, squares[0]), QPoint(4, 20))
    assert screen.rack_tiles == (before[4], *before[:4], *before[5:])
    # That order is the new one: a tile lifted and taken back returns into it.
    click_rack(screen, 1)
    click_square(screen, squares[0])
    assert screen.rack_tiles == (before[4], *before[1:4], *before[5:])
    click_square(screen, squares[0])
    assert screen.rack_tiles == (before[4], *before[:4], *before[5:])


def test_slowka_tokens_taken_back_return_to_their_own_slots(env: Env) -> None:
    from slowka_support import drop_from_rack, moves_laying, sl_state
    from test_play_slowka import human_first_seed as slowka_seed
    from test_play_slowka import open_game as open_slowka

    window, screen = open_slowka(env, slowka_seed())
    before = screen.rack_tiles
    move = moves_laying(sl_state(window), 0, 2)[0]
    for square, letter in move.laid:
        drop_from_rack(screen, letter, square)
    assert len(screen.rack_tiles) == len(before) - 2
    QTest.keyClick(screen.board, Qt.Key.Key_Escape)
    assert screen.rack_tiles == before
