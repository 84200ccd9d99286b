"""The board screens' side column fits the window (issue #28, item 3): at the default size
(1200×760) and at 1024×700, after many moves, the rack, the scores, the bag and the newest
move of the history are all in sight at once — the column itself does not have to be
scrolled — and the history keeps its newest row in view as moves are added."""

from __future__ import annotations

import random
from collections.abc import Iterator

import pytest
from gui_test_support import click_pass, session_of
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QScrollArea, QTableWidget, QWidget
from pytestqt.qtbot import QtBot

from engines.core import PlayerId, Setup, resolve_setup
from engines.records.record import Move
from engines.records.store import Seat
from engines.registry import get_game
from engines.tools.play import play_out
from gui.game_window import GameWindow

SIZES = [(1200, 760), (1024, 700)]
#: The windows a test opened (closed after it; they delete themselves on closing).
OPEN: list[GameWindow] = []


@pytest.fixture(autouse=True)
def close_windows() -> Iterator[None]:
    yield
    while OPEN:
        OPEN.pop().close()
    QApplication.processEvents()


def shown_part(widget: QWidget, rect: QRect) -> QRect:
    """``rect`` (in ``widget``'s coordinates) as far as it shows: clipped by every widget
    around it up to the window (a scroll area's viewport cuts what is scrolled away), in the
    window's coordinates."""
    window = widget.window()
    shown = QRect(widget.mapTo(window, rect.topLeft()), rect.size())
    outer: QWidget | None = widget
    while outer is not None:
        shown &= QRect(outer.mapTo(window, QPoint(0, 0)), outer.size())
        outer = outer.parentWidget()
    return shown


def wholly_shown(widget: QWidget) -> bool:
    whole = QRect(widget.mapTo(widget.window(), QPoint(0, 0)), widget.size())
    return widget.isVisible() and shown_part(widget, widget.rect()) == whole


def newest_row_shown(table: QTableWidget) -> bool:
    """The last row of ``table`` is whole in its viewport and on the screen."""
    last = table.rowCount() - 1
    model = table.model()
    row = table.visualRect(model.index(last, 0)).united(
        table.visualRect(model.index(last, table.columnCount() - 1))
    )
    viewport = table.viewport()
    whole = QRect(viewport.mapTo(viewport.window(), row.topLeft()), row.size())
    return viewport.rect().contains(row) and shown_part(viewport, row) == whole


def played(
    game_id: str, rules: str, players: int, turns: int, seed: int
) -> tuple[Setup, list[Move]]:
    """A setup and random legal actions until ``turns`` turns are in the history and the first
    seat (the human) is to move."""
    game = get_game(game_id)
    setup = resolve_setup(game.info, Setup(game_id, rules, players, seed))
    state = game.new_game(setup)
    rng = random.Random(seed)
    moves: list[Move] = []
    while len(state.history) < turns or sorted(game.to_act(state)) != [PlayerId(0)]:
        assert not game.is_over(state), "the game ended too soon: pick another seed"
        actor = sorted(game.to_act(state))[0]
        action = game.random_action(state, actor, rng)
        state = game.apply(state, actor, action)
        moves.append(Move(actor, action))
    return setup, moves


def open_resumed(qtbot: QtBot, setup: Setup, moves: list[Move]) -> GameWindow:
    """The game resumed from its moves, the human (first seat) at the screen."""
    seats = [Seat("Ala", "human")] + [
        Seat(f"Komputer {n}", "computer", "easy") for n in range(1, setup.players)
    ]
    window = GameWindow(setup, seats, store=None, game_id=None, moves=moves)
    window.show()
    OPEN.append(window)
    qtbot.waitUntil(lambda: window.session is not None, timeout=30_000)
    qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    return window


def open_finished(qtbot: QtBot, setup: Setup, moves: list[Move]) -> GameWindow:
    """A game played to its end, its final screen shown."""
    seats = [Seat("Ala", "human"), Seat("Komputer 1", "computer", "easy")]
    window = GameWindow(setup, seats, store=None, game_id=None, moves=moves)
    window.show()
    OPEN.append(window)
    qtbot.waitUntil(lambda: window.final is not None, timeout=30_000)
    return window


def settle(window: GameWindow, size: tuple[int, int]) -> None:
    window.resize(*size)
    for _ in range(5):
        QApplication.processEvents()


def assert_in_sight(window: GameWindow, history: QTableWidget, *widgets: QWidget) -> None:
    for widget in widgets:
        assert wholly_shown(widget), f"{type(widget).__name__} is not wholly in sight"
    assert history.rowCount() > 0
    assert newest_row_shown(history), "the newest move is out of sight"


@pytest.mark.parametrize("size", SIZES)
def test_the_crossword_column_shows_rack_scores_bag_and_the_newest_move(
    qtbot: QtBot, size: tuple[int, int]
) -> None:
    from gui.games.crossword.screen import CrosswordScreen

    setup, moves = played("crossword", "jawa", 2, 24, seed=7)
    window = open_resumed(qtbot, setup, moves)
    settle(window, size)
    screen = window.game_screen
    assert isinstance(screen, CrosswordScreen)
    shown = (screen.rack, screen.scores, screen.bag_label, screen.submit_button)
    assert_in_sight(window, screen.history, *shown)
    # Several moves are in sight, not just the last.
    assert screen.history.viewport().height() >= 4 * screen.history.rowHeight(0)
    # A new move (hers, then the computer's answer) is in sight too.
    turns = len(session_of(window).state.history)
    click_pass(screen.pass_button)
    qtbot.waitUntil(lambda: len(session_of(window).state.history) >= turns + 2, timeout=30_000)
    qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    QApplication.processEvents()
    assert screen.history.rowCount() == turns + 2
    assert_in_sight(window, screen.history, *shown)


@pytest.mark.parametrize("size", SIZES)
def test_the_slowka_and_gra1_columns_fit_too(qtbot: QtBot, size: tuple[int, int]) -> None:
    from gui.games.puzzle.gra1 import Gra1Screen
    from gui.games.slowka.screen import SlowkaScreen

    setup, moves = played("slowka", "standard", 2, 10, seed=7)
    window = open_resumed(qtbot, setup, moves)
    settle(window, size)
    screen = window.game_screen
    assert isinstance(screen, SlowkaScreen)
    assert_in_sight(window, screen.sheet, screen.rack, screen.scores, screen.pool_label)

    setup, moves = played("puzzle", "gra1", 2, 10, seed=7)
    window = open_resumed(qtbot, setup, moves)
    settle(window, size)
    screen = window.game_screen
    assert isinstance(screen, Gra1Screen)
    assert_in_sight(window, screen.history, screen.rack, screen.scores, screen.pool_label)


def test_four_players_fit_the_default_window(qtbot: QtBot) -> None:
    from gui.games.crossword.screen import CrosswordScreen

    setup, moves = played("crossword", "jawa", 4, 24, seed=7)
    window = open_resumed(qtbot, setup, moves)
    settle(window, (1200, 760))
    screen = window.game_screen
    assert isinstance(screen, CrosswordScreen)
    shown = (screen.rack, screen.scores, screen.bag_label, screen.since_label)
    assert_in_sight(window, screen.history, *shown)


def test_a_short_column_takes_rows_from_the_history_before_it_scrolls(qtbot: QtBot) -> None:
    from gui.games.puzzle.gra1 import Gra1Screen

    # Four players' scores leave GRA I's history less than the four rows it asks for.
    setup, moves = played("puzzle", "gra1", 4, 12, seed=7)
    window = open_resumed(qtbot, setup, moves)
    settle(window, (1024, 700))
    screen = window.game_screen
    assert isinstance(screen, Gra1Screen)
    history = screen.history
    assert history.ROWS_LEAST <= history.rows_wanted < history.ROWS_WANTED
    assert_in_sight(window, history, screen.rack, screen.scores, screen.pool_label)
    # Back to the default size: it asks for its four rows again.
    settle(window, (1200, 760))
    assert history.rows_wanted == history.ROWS_WANTED
    assert_in_sight(window, history, screen.rack, screen.scores, screen.pool_label)


def waiting_for_a_check(
    game_id: str, rules: str, players: int, turns: int, seed: int
) -> tuple[Setup, list[Move]]:
    """Random legal actions in challenge mode until ``turns`` turns are in the history and a
    word waits for the first seat (the human) to check it."""
    game = get_game(game_id)
    setup = resolve_setup(game.info, Setup(game_id, rules, players, seed, {"challenge": True}))
    state = game.new_game(setup)
    rng = random.Random(seed)
    moves: list[Move] = []
    while not (
        len(state.history) >= turns
        and state.pending is not None
        and sorted(game.to_act(state)) == [PlayerId(0)]
    ):
        assert not game.is_over(state), "the game ended too soon: pick another seed"
        actor = sorted(game.to_act(state))[0]
        action = game.random_action(state, actor, rng)
        state = game.apply(state, actor, action)
        moves.append(Move(actor, action))
    return setup, moves


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)])
@pytest.mark.parametrize(
    ("game_id", "rules", "players"), [("crossword", "wordsmith", 2), ("slowka", "standard", 3)]
)
def test_the_history_keeps_four_rows_in_sight_while_a_word_waits_for_a_check(
    qtbot: QtBot, size: tuple[int, int], game_id: str, rules: str, players: int
) -> None:
    """Issue #40: with the challenge box open the history used to shrink to nothing (Słówka
    with 3 players and wordsmith with 2 at 1200×760, entirely at 1024×700); the box takes the
    room of the turn's preview and buttons, which cannot be used while the word waits."""
    setup, moves = waiting_for_a_check(game_id, rules, players, 10, seed=7)
    window = open_resumed(qtbot, setup, moves)
    settle(window, size)
    screen = window.game_screen
    assert screen is not None
    history = screen.history if game_id == "crossword" else screen.sheet  # type: ignore[attr-defined]
    challenge = screen.challenge_box  # type: ignore[attr-defined]
    assert challenge.isVisible()
    assert_in_sight(window, history, screen.rack, screen.scores, challenge)  # type: ignore[attr-defined]
    assert history.viewport().height() >= 4 * history.rowHeight(0)


@pytest.fixture
def font_18() -> Iterator[None]:
    """The largest font a player may choose (Ustawienia → Wygląd: 18 pt)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    saved = app.font()
    font = QFont(saved)
    font.setPointSize(18)
    app.setFont(font)
    yield
    app.setFont(saved)


@pytest.mark.parametrize("size", [*SIZES, (1920, 1080)])
def test_at_18_pt_the_crossword_end_screen_cuts_nothing(
    qtbot: QtBot, font_18: None, size: tuple[int, int]
) -> None:
    """Issue #40: the final board was cut off and the racks' column read "S (…"."""
    from gui.games.crossword.panel import EndSummary

    setup = resolve_setup(get_game("crossword").info, Setup("crossword", "jawa", 2, 7))
    _game, _state, record = play_out(setup, random_moves=True)
    window = open_finished(qtbot, setup, list(record.moves))
    settle(window, size)
    final = window.final
    assert final is not None
    summary = final.findChild(EndSummary)
    assert summary is not None
    assert final.content_scroll.verticalScrollBar().maximum() == 0
    assert final.content_scroll.horizontalScrollBar().maximum() == 0
    assert wholly_shown(summary.board) and wholly_shown(summary.table)
    table = summary.table
    for column in range(table.columnCount()):
        for row in range(table.rowCount()):
            text = table.item(row, column).text()
            room = table.columnWidth(column) - 6
            assert table.fontMetrics().horizontalAdvance(text) <= room, (text, room)
    assert wholly_shown(final.new_game_button)


def test_at_18_pt_a_wide_screen_gives_the_history_its_room(qtbot: QtBot, font_18: None) -> None:
    """Issue #40: at 1920×1080 the column kept its width for 10 pt and the history's moves
    read "H8 …" beside an empty band; it grows with the font."""
    from gui.games.crossword.screen import PANEL_WIDTH, CrosswordScreen

    setup, moves = played("crossword", "jawa", 2, 12, seed=7)
    window = open_resumed(qtbot, setup, moves)
    settle(window, (1920, 1080))
    screen = window.game_screen
    assert isinstance(screen, CrosswordScreen)
    column = screen.history.parentWidget()
    while column is not None and not isinstance(column, QScrollArea):
        column = column.parentWidget()
    assert column is not None and column.width() >= PANEL_WIDTH * 1.5
    assert_in_sight(window, screen.history, screen.rack, screen.scores, screen.bag_label)
    move_column = 2
    for row in range(screen.history.rowCount()):
        text = screen.history.item(row, move_column).text()
        if "," not in text:  # a single word is never cut
            room = screen.history.columnWidth(move_column) - 6
            assert screen.history.fontMetrics().horizontalAdvance(text) <= room, text
