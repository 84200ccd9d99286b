"""Playing comfort on the board screens (issue #12), driven through the real widgets: tiles
taken back return to their own slots (defect 10), a new turn's cursor (defect 5), a refusal
said once (defect 2) with the buttons staying put (defect 3), the move sheet's first row whole
(defect 4)."""

from __future__ import annotations

from crossword_support import click_square, drag_and_drop, press
from gui_test_support import Env, SeatSpec, click, click_pass, session_of
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from test_play_crossword import human_first_seed, open_game

from gui.games.crossword.screen import CrosswordScreen
from gui.session import HUMAN_PACE_MS
from gui.widgets.score_sheet import MoveSheet, SheetEntry
from gui.widgets.tiles import FROM_BOARD, tile_mime


def click_rack(screen: CrosswordScreen, index: int) -> None:
    QTest.mouseClick(screen.rack, Qt.MouseButton.LeftButton, pos=screen.rack.tile_centre(index))


def test_tiles_taken_back_return_to_their_own_slots(env: Env) -> None:
    _window, screen = open_game(env, human_first_seed())
    before = screen.rack_tiles
    start = screen.board.cursor_square
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


def test_a_new_turn_starts_across_beside_the_last_move_not_at_the_last_cursor(env: Env) -> None:
    from crossword_support import cw_state, legal_moves
    from gui_test_support import SeatSpec, pass_privacy, type_text, walk_cursor_to

    from engines.crossword.layout import parse_coordinate
    from engines.tiles import BLANK

    seats = [SeatSpec("Ala"), SeatSpec("Bartek")]
    window, screen = open_game(env, human_first_seed(), seats=seats)
    start = screen.board.cursor_square
    assert screen.board.cursor_at == (start, True)
    move = next(m for m in legal_moves(cw_state(window), 0) if BLANK not in m.rack_tiles)
    first, across = parse_coordinate(move.place.square, 15)
    walk_cursor_to(screen.board, first)
    if across:  # Ala types down if the move goes down, and leaves the cursor turned
        type_text(screen.board, move.word.upper())
        press(screen, Qt.Key.Key_Space)
    else:
        press(screen, Qt.Key.Key_Space)
        type_text(screen.board, move.word.upper())
    assert screen.board.cursor_at[1] is False
    press(screen, Qt.Key.Key_Return)
    pass_privacy(env.qtbot, window, "Bartek")
    last = max(t.square for t in move.tiles)
    beside = last + 1 if last % 15 < 14 and last + 1 not in {t.square for t in move.tiles} else None
    expected = beside if beside is not None else last + 15
    assert screen.board.cursor_at == (expected, True)


def test_a_refusal_is_said_once_and_the_buttons_do_not_move(env: Env) -> None:
    _window, screen = open_game(env, human_first_seed())
    start = screen.board.cursor_square
    assert start is not None

    def button_y() -> int:
        return screen.submit_button.mapTo(screen, QPoint(0, 0)).y()

    empty = button_y()
    # Two tiles with a gap between them: the preview says why not (defect 2, 3).
    for square in (start, start + 2):
        click_rack(screen, 0)
        click_square(screen, square)
    preview = screen.preview_text()
    assert "✗" in preview
    reason = preview.split("✗", 1)[1].strip()
    assert button_y() == empty
    click(screen.submit_button)
    assert screen.message_label.text() == ""  # the preview says it already
    assert (preview + screen.message_label.text()).count(reason) == 1
    assert button_y() == empty
    # A refusal the preview does not show is said below it — the buttons stay put.
    press(screen, Qt.Key.Key_Escape)
    press(screen, Qt.Key.Key_Return)  # nothing on the board
    assert screen.message_label.text()
    assert button_y() == empty


def test_the_move_sheet_never_cuts_its_first_row(qtbot: QtBot) -> None:
    sheet = MoveSheet(["Ala", "Bartek"])
    qtbot.addWidget(sheet)
    sheet.show()
    sheet.show_entries([SheetEntry(i % 2, f"ruch {i}", i) for i in range(30)])
    row = sheet.rowHeight(0)
    for height in range(150, 150 + row + 1, 3):
        sheet.resize(300, height)
        QApplication.processEvents()
        top = sheet.rowAt(0)
        assert sheet.rowViewportPosition(top) == 0  # the first row shown is whole
        last = sheet.rowViewportPosition(29) + sheet.rowHeight(29)
        assert last <= sheet.viewport().height()  # and so is the latest turn


def test_every_tile_laid_since_the_players_last_turn_is_marked_and_listed(env: Env) -> None:
    from crossword_support import cw_state, seed_where
    from gui_test_support import SeatSpec

    from engines.crossword.state import PLACED

    seats = [
        SeatSpec("Ala"),
        SeatSpec("Komputer A", "computer", "strong"),
        SeatSpec("Komputer B", "computer", "strong"),
    ]
    seed = seed_where("jawa", 3, lambda state: state.first_player == 0)
    window, screen = open_game(env, seed, seats=seats)
    assert screen.board.recent == frozenset() and screen.since_label.isHidden()
    click_pass(screen.pass_button)
    env.qtbot.waitUntil(lambda: len(cw_state(window).history) == 3, timeout=30_000)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    history = cw_state(window).history
    board = cw_state(window).board
    laid = {
        square
        for turn in history[1:]
        if turn.kind == PLACED
        for word in turn.words[:1]
        for square in word.squares
    }
    placed_turns = [turn for turn in history[1:] if turn.kind == PLACED]
    assert placed_turns, "the strong computers open the board"
    assert screen.board.recent == frozenset(laid)
    assert all(board.cells[square] != "." for square in laid)
    # Both computers' turns are listed, in order.
    text = screen.since_label.text()
    assert not screen.since_label.isHidden()
    assert text.index("Komputer A") < text.index("Komputer B")
    for turn in placed_turns:
        assert str(turn.place) in text
    # Ala's own move ends it: nothing is marked as new for her after that.
    click_pass(screen.pass_button)
    assert screen.board.recent == frozenset()


def test_what_was_possible_after_a_crossword_move_lists_the_best_three(env: Env) -> None:
    from crossword_support import cw_state, legal_moves
    from gui_test_support import session_of

    from engines.tiles import BLANK

    window, screen = open_game(env, human_first_seed())
    assert not screen.possible_button.isEnabled()  # no move of hers yet
    every = legal_moves(cw_state(window), 0)
    # Not the best: a move with fewer points, so the best three are worth showing.
    move = next(m for m in reversed(every) if BLANK not in m.rack_tiles)
    screen.take_back_all()
    for tile in move.tiles:
        click_rack(screen, screen.rack_tiles.index(tile.letter))
        click_square(screen, tile.square)
    click(screen.submit_button)
    assert session_of(window).moves[0].action == move.place
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    assert screen.possible_button.isEnabled() and screen.missed_words is not None
    click(screen.possible_button)
    missed = screen.missed_words
    assert missed.isVisible()
    env.qtbot.waitUntil(lambda: missed.found is not None, timeout=30_000)
    assert missed.found is not None
    analysed = missed.found[0]
    assert analysed.played == str(move.place) and analysed.points == move.score
    best_three = [(str(m.place), m.score) for m in every[:3]]
    assert [(analysed.best, analysed.best_points), *analysed.others] == best_three
    text = missed.text.text()
    for place, points in best_three:
        assert place.split()[0] in text and f"{points} pkt" in text
    assert f"{move.score} pkt" in text
    # Once her turn ends, the panel goes: it showed her rack.
    click_pass(screen.pass_button)
    assert not missed.isVisible()


def test_a_computers_tiles_arrive_animated_unless_motion_is_reduced(env: Env) -> None:
    from crossword_support import cw_state

    from engines.crossword.state import PLACED

    window, screen = open_game(env, human_first_seed())
    assert screen.board.arrivals == 0
    env.launcher.preferences.reduce_motion = False
    click_pass(screen.pass_button)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    placed = cw_state(window).history[-1].kind == PLACED
    assert screen.board.arrivals == (1 if placed else 0)
    env.qtbot.waitUntil(lambda: not screen.board._arriving, timeout=2_000)
    env.launcher.preferences.reduce_motion = True
    before = screen.board.arrivals
    click_pass(screen.pass_button)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    assert len(cw_state(window).history) == 4
    assert screen.board.arrivals == before


def test_easy_and_medium_computers_take_a_humans_time_strong_does_not(env: Env) -> None:
    env.launcher.preferences.human_pace = True
    easy = [SeatSpec("Ala"), SeatSpec("Komputer", "computer", "easy")]
    window, screen = open_game(env, human_first_seed(), seats=easy)
    session = session_of(window)
    click_pass(screen.pass_button)
    # The easy player has decided long before its pace ends, on the window's clock.
    env.qtbot.wait(300)
    assert len(session.moves) == 1 and session.is_thinking
    env.clock.advance(HUMAN_PACE_MS["easy"][1])
    env.qtbot.waitUntil(lambda: len(session.moves) == 2, timeout=15_000)
    window.close()

    strong = [SeatSpec("Ola"), SeatSpec("Komputer", "computer", "strong")]
    window, screen = open_game(env, human_first_seed(), seats=strong)
    session = session_of(window)
    click_pass(screen.pass_button)
    env.qtbot.waitUntil(lambda: len(session.moves) == 2, timeout=15_000)
