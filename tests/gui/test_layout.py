"""Layout (issue #28, item 9): names in three- and four-player headers are whole, and the 7 słów
cards and sheets grow with the window, at 1024×700 and 1920×1080."""

from __future__ import annotations

import pytest
from gui_test_support import (
    Env,
    SeatSpec,
    click,
    pass_privacy,
    start_game,
    type_text,
    wait_loaded,
    words_for,
)
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication

from engines.core import PlayerId, Setup, computer_rng, resolve_setup
from engines.records.record import Move
from engines.records.store import Seat
from engines.registry import get_game
from gui.game_window import GameWindow
from gui.games.puzzle.gra1 import Gra1Screen
from gui.games.puzzle.gra2 import Gra2Screen
from gui.games.puzzle.gra2_summary import LARGEST_CELL, SMALLEST_CELL
from gui.games.puzzle.gra3 import Gra3Screen
from gui.games.puzzle.table_grid import FIT_LARGEST, PAD
from gui.games.seven_words.screen import SevenWordsScreen
from gui.games.seven_words.sheet import ScoreSheet, SheetData

SIZES = ((1024, 700), (1920, 1080))


def computers(count: int) -> list[SeatSpec]:
    """Ala and ``count`` computers named as the new-game dialog names them."""
    return [SeatSpec("Ala")] + [
        SeatSpec(f"Komputer {n} (średni)", "computer", "medium") for n in range(1, count + 1)
    ]


@pytest.mark.parametrize("players", [3, 4])
def test_every_name_in_the_puzzle_score_table_is_whole(env: Env, players: int) -> None:
    window = start_game(env, computers(players - 1), 5, game="puzzle", rules="gra3")
    pass_privacy(env.qtbot, window, "Ala")
    screen = window.game_screen
    assert isinstance(screen, Gra3Screen)
    header = screen.table.horizontalHeader()
    for size in SIZES:
        window.resize(*size)
        env.qtbot.waitExposed(window)
        QApplication.processEvents()
        metrics = header.fontMetrics()
        most = 1
        for column, seat in enumerate(window.seats):
            item = screen.table.horizontalHeaderItem(column)
            assert item is not None
            lines = item.text().split("\n")
            most = max(most, len(lines))
            # Every word of the name is there, on lines that fit the column.
            assert " ".join(lines) == seat.name
            room = header.sectionSize(column)
            assert all(metrics.horizontalAdvance(line) < room for line in lines)
        # The header is tall enough for its lines.
        assert header.height() >= most * metrics.lineSpacing()


def test_a_long_name_on_a_seven_words_sheet_is_written_smaller_not_cut() -> None:
    sheet = ScoreSheet()
    sheet.resize(ScoreSheet.SIZE)
    for name in ("Komputer 1 (średni)", "Komputer 3 (mocny)", "Computer 2 (medium)"):
        sheet.set_data(SheetData(name, (), 0, 0, 0, 0, False))
        font, written = sheet.written_name(name, sheet.name_room())
        assert written == name
        assert QFontMetrics(font).horizontalAdvance(written) <= sheet.name_room()
    # Only a name that cannot fit even small is cut (the tooltip says it whole).
    long = "Bartłomiej Zażółć-Gęśląjaźń z Wielkopolski"
    _font, written = sheet.written_name(long, sheet.name_room())
    assert written.endswith("…") and written != long


def test_the_seven_words_cards_and_sheets_use_a_large_window(env: Env) -> None:
    """Issue #28, item 9: at 1920×1080 the cards and sheets kept their small size and two
    thirds of the window stayed empty."""
    window = start_game(env, computers(1), 5, game="seven_words")
    pass_privacy(env.qtbot, window, "Ala")
    screen = window.game_screen
    assert isinstance(screen, SevenWordsScreen)
    sizes = {}
    for size in SIZES:
        window.resize(*size)
        env.qtbot.waitExposed(window)
        QApplication.processEvents()
        card = screen.area.card(0)
        sheets = screen.sheets.sheets
        right = max(s.mapTo(window, s.rect().bottomRight()).x() for s in sheets)
        sizes[size] = (card.height(), sheets[0].width(), right)
        # Nothing runs off the window; the buttons are inside it.
        assert right <= window.width()
        button = screen.give_up_button
        assert button.mapTo(window, button.rect().bottomRight()).y() < window.height()
    (small_card, small_sheet, _), (big_card, big_sheet, big_right) = sizes.values()
    assert big_card >= 1.5 * small_card and big_sheet >= 1.4 * small_sheet
    assert big_right >= 0.6 * 1920  # the sheets reach well into the window


def test_doctests() -> None:
    import doctest

    from gui.games.puzzle import rounds_table

    assert doctest.testmod(rounds_table).failed == 0


@pytest.mark.parametrize("size", SIZES)
def test_the_gra2_summary_shows_the_crosswords_large(env: Env, size: tuple[int, int]) -> None:
    """Issue #28, item 9: the round summary's crosswords were tiny (fitted while the summary
    was not yet on screen, and never again when the window kept its size)."""
    window = start_game(env, computers(1), 9, game="puzzle", rules="gra2")
    window.resize(*size)
    pass_privacy(env.qtbot, window, "Ala")
    env.qtbot.waitExposed(window)
    screen = window.game_screen
    assert isinstance(screen, Gra2Screen)
    click(screen.done_button)  # an empty crossword; the computer's is shown
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=20_000)
    QApplication.processEvents()
    summary = screen.summary
    view = summary._scroll.viewport().size()
    shown = [card.grid for card in summary.cards if card.grid.isVisible()]
    assert shown
    for grid in shown:
        # As large as the card's share of the view allows, up to the largest square.
        across = (view.width() // len(summary.cards) - 60) // grid.columns
        assert grid.cell_px >= min(LARGEST_CELL, across, (view.height() // 2) // grid.rows)
        assert grid.cell_px > SMALLEST_CELL


def test_the_whole_table_of_gra1_shows_every_tile_large(env: Env) -> None:
    """Issue #28, item 9: "Cały stół" fitted the empty margins around the tiles too, so the
    tiles came out tiny."""
    game = get_game("puzzle")
    setup = resolve_setup(game.info, Setup("puzzle", "gra1", 2, 7))
    state = game.new_game(setup)
    computer = game.computer("easy")
    moves: list[Move] = []
    while len(moves) < 16 and not game.is_over(state):
        player = PlayerId(sorted(game.to_act(state))[0])
        action = computer.choose(
            game.view(state, player),
            computer_rng(setup, player, len(moves)),
            lambda: False,
            lambda _fraction: None,
        )
        state = game.apply(state, player, action)
        moves.append(Move(player, action))
    seats = [Seat("Ala", "human"), Seat("Komputer (łatwy)", "computer", "easy")]
    window = GameWindow(setup, seats, store=None, game_id=None, moves=moves, clock=env.clock)
    env.qtbot.addWidget(window)
    window.asks_before_closing = False  # an unsaved window the test only looks at
    window.show()
    wait_loaded(env.qtbot, window)
    screen = window.game_screen
    assert isinstance(screen, Gra1Screen)
    table = screen.table_view
    for size in SIZES:
        window.resize(*size)
        env.qtbot.waitExposed(window)
        QApplication.processEvents()
        click(table.fit_button)
        QApplication.processEvents()
        view = table.scroll_area.viewport()
        top, left, bottom, right = table.focus
        # The tiles (and a square round them) fill the view's shorter side, up to the largest
        # comfortable square.
        across = (view.width() - 2 * PAD) // (right - left + 3)
        down = (view.height() - 2 * PAD) // (bottom - top + 3)
        assert table.grid.cell_px == min(FIT_LARGEST, across, down)
        for square in table.grid.tile_squares():
            centre = table.grid.square_rect(square).center().toPoint()
            assert view.rect().contains(table.grid.mapTo(view, centre))


def test_gra2_grid_and_rack_grow_on_a_large_window(env: Env) -> None:
    """Issue #28, item 9: GRA II's grid kept to a third of a 1920×1080 window."""
    window = start_game(env, computers(1), 9, game="puzzle", rules="gra2")
    pass_privacy(env.qtbot, window, "Ala")
    screen = window.game_screen
    assert isinstance(screen, Gra2Screen)
    word = words_for(screen.rack_tiles, min_length=4, max_length=6)[0]
    type_text(screen.board, word.upper())
    sizes = []
    for size in SIZES:
        window.resize(*size)
        env.qtbot.waitExposed(window)
        QApplication.processEvents()
        grid = screen.board
        sizes.append((grid.cell_px, screen.rack.tile_size(), grid.needed().width()))
    (_, small_tile, _), (big_cell, big_tile, big_width) = sizes
    assert big_cell > FIT_LARGEST  # larger than the shared table's squares ever get
    assert big_tile > small_tile and big_tile > 48
    assert big_width >= 0.45 * 1920
