"""Issue #28, item 7: "Co było możliwe?" for any past move — from the move sheet during a game
(the asking player's own moves only) and from the replay window (every move, once the game is
over) —, and "Powtórka z analizą" on every end screen."""

from __future__ import annotations

from typing import Any

import pytest
from crossword_support import cw_state, legal_moves
from gui_test_support import Env, click_pass, session_of
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QTableWidget
from test_history_window import SEATS, add_games
from test_play_crossword import human_first_seed, open_game

from engines.core import TOP_MOVES, Setup
from engines.crossword.movegen import best_moves
from engines.crossword.rules import context
from engines.crossword.state import CrosswordState
from engines.puzzle.gra1 import Gra1State, dictionary_of
from engines.puzzle.gra1_moves import all_moves as gra1_moves
from engines.records.store import Seat
from engines.slowka.movegen import all_moves as slowka_moves
from engines.slowka.rules import context as slowka_context
from engines.slowka.state import SlowkaState
from engines.tiles import BLANK
from engines.tools.play import play_out
from gui.dialogs.final_screen import FinalScreen
from gui.records.replay import ReplayWindow


def double_click_row(table: QTableWidget, row: int) -> None:
    """A double click on the middle of ``row``'s move cell, as a player's mouse does it."""
    item = table.item(row, 2)
    assert item is not None
    table.scrollToItem(item)
    centre = table.visualItemRect(item).center()
    # A real double click: the first click's press, then the second one's (QTest's double
    # click alone has no press the view would pair it with).
    QTest.mouseClick(
        table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre
    )
    QTest.mouseDClick(
        table.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier, centre
    )


def test_an_earlier_own_move_from_the_move_sheet_shows_the_generators_best_three(
    env: Env,
) -> None:
    window, screen = open_game(env, human_first_seed())
    before = cw_state(window)
    every = legal_moves(before, 0)
    # Not the best: a move with fewer points, so the best three differ from it.
    move = next(m for m in reversed(every) if BLANK not in m.rack_tiles)
    screen.action_requested.emit(0, move.place)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    # Another turn of hers and the computer's answer: the move asked about is not her last.
    click_pass(screen.pass_button)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    assert session_of(window).moves[0].action == move.place
    assert screen.history.rowCount() >= 4
    double_click_row(screen.history, 0)
    missed = screen.missed_words
    assert missed is not None and missed.isVisible()
    assert missed.busy.isVisibleTo(missed)  # the search runs in a worker, the bar says so
    env.qtbot.waitUntil(lambda: missed.found is not None, timeout=30_000)
    assert not missed.busy.isVisibleTo(missed)
    assert missed.found is not None
    analysed = missed.found[0]
    assert analysed.played == str(move.place) and analysed.points == move.score
    ranked = [(analysed.best, analysed.best_points), *analysed.others]
    assert ranked == [(str(m.place), m.score) for m in every[:TOP_MOVES]]
    assert "ruch 1: Zażółć" in missed.text.text()


def test_another_players_move_cannot_be_analysed_during_the_game(env: Env) -> None:
    window, screen = open_game(env, human_first_seed())
    click_pass(screen.pass_button)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    history = cw_state(window).history
    theirs = next(n for n, turn in enumerate(history) if turn.player == 1)
    double_click_row(screen.history, theirs)
    missed = screen.missed_words
    assert missed is not None
    # Refused at once: nothing searched, nothing of the computer's rack shown.
    assert not missed.is_searching and missed.found is None
    assert "tylko przy twoich ruchach" in missed.text.text()
    assert not screen.show_possible(theirs)
    # Her own move next to it may be analysed.
    assert screen.show_possible(next(n for n, t in enumerate(history) if t.player == 0))
    missed.cancel()


def generator_best(state: Any, player: int) -> list[tuple[str, int]]:
    """The best placements by each game's own move generator: (move text, points); in Słówka
    the best path of each word."""
    if isinstance(state, CrosswordState):
        position = context(state.setup).position(state.board)
        return [(str(m.place), m.score) for m in best_moves(position, state.racks[player].tiles, 9)]
    if isinstance(state, SlowkaState):
        ctx = slowka_context(state.setup)
        moves = slowka_moves(
            state.board,
            state.racks[player].tiles,
            ctx.lexicon,
            ctx.layout,
            ctx.tile_set,
            ctx.reading,
        )
        # Different words, each on its best path (issue #40: not one word on three paths).
        best_of_each: dict[str, tuple[str, int]] = {}
        for m in moves:
            best_of_each.setdefault(m.word, (str(m.place(ctx.layout)), m.score))
        return list(best_of_each.values())
    assert isinstance(state, Gra1State)
    moves = gra1_moves(state.table, state.racks[player].tiles, dictionary_of(state.setup))
    return [(str(m.place), m.score) for m in moves]


@pytest.mark.parametrize(
    ("game", "rules"), [("crossword", "jawa"), ("slowka", "standard"), ("puzzle", "gra1")]
)
def test_the_replay_analyses_any_move_of_a_finished_game(env: Env, game: str, rules: str) -> None:
    (game_id,) = add_games(env.store, [(game, rules, 3)])
    window = env.launcher.open_replay(game_id)
    assert isinstance(window, ReplayWindow) and window.finished
    # Move 3 (row 3): the state before it, and the rack of whoever made it.
    before = window.replay.states[2]
    player = window.replay.moves[2].player
    expected = generator_best(before, player)[:TOP_MOVES]
    assert expected
    double_click_row(window.moves_table, 3)
    panel = window.possible
    assert panel.isVisibleTo(window)
    env.qtbot.waitUntil(lambda: panel.found is not None, timeout=30_000)
    assert panel.found is not None
    analysed = panel.found[player]
    assert [(analysed.best, analysed.best_points), *analysed.others] == expected
    assert f"ruch 3: {SEATS[player].name}" in panel.text.text()
    # The button asks about the move on show.
    window.go_to(1)
    assert window.possible_button.isEnabled()
    window.possible_button.click()
    env.qtbot.waitUntil(lambda: not panel.is_searching, timeout=30_000)
    assert "ruch 1:" in panel.text.text()
    window.close()


@pytest.mark.parametrize("game", ["slowka", "gra1"])
def test_slowka_and_gra1_move_sheets_analyse_an_earlier_own_move(env: Env, game: str) -> None:
    if game == "slowka":
        from test_play_slowka import human_first_seed as slowka_seed
        from test_play_slowka import open_game as open_slowka

        window, screen = open_slowka(env, slowka_seed())
    else:
        from gra1_support import human_first_seed as gra1_seed
        from test_play_gra1 import open_game as open_gra1

        window, screen = open_gra1(env, gra1_seed())
    before = session_of(window).state
    expected = generator_best(before, 0)[:TOP_MOVES]
    for _ in range(2):  # two passes of hers, each answered by the computer
        click_pass(screen.pass_button)
        env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    sheet = screen.sheet if game == "slowka" else screen.history
    double_click_row(sheet, 0)
    missed = screen.missed_words
    assert missed is not None
    env.qtbot.waitUntil(lambda: missed.found is not None, timeout=30_000)
    assert missed.found is not None
    analysed = missed.found[0]
    assert [(analysed.best, analysed.best_points), *analysed.others] == expected
    # The computer's answer in the row below stays closed to her.
    assert not screen.show_possible(1)


def test_the_replay_of_a_game_still_played_analyses_nothing(env: Env) -> None:
    _, _, record = play_out(Setup("crossword", "jawa", 2, 9))
    game_id = env.store.import_game(record.setup, SEATS, record.moves[:6], None)
    window = env.launcher.open_replay(game_id)
    assert isinstance(window, ReplayWindow) and not window.finished
    window.go_to(3)
    assert not window.possible_button.isEnabled()
    assert not window.show_possible(3)
    assert not window.analysing and window.analysis == {}
    assert "po końcu gry" in window.summary.text()
    window.close()


#: Every game with a screen: its end screen offers the replay.
SIX_GAMES = [
    ("crossword", "jawa"),
    ("slowka", "standard"),
    ("seven_words", "standard"),
    ("puzzle", "gra1"),
    ("puzzle", "gra2"),
    ("puzzle", "gra3"),
]


@pytest.mark.parametrize(("game", "rules"), SIX_GAMES)
def test_every_end_screen_opens_the_replay_of_its_game(env: Env, game: str, rules: str) -> None:
    _game, _state, record = play_out(Setup(game, rules, 2, 5), ["easy", "easy"])
    seats = [Seat("Zażółć", "human"), Seat("Komputer", "computer", "easy")]
    game_id = env.store.create_game(record.setup, seats)
    for move in record.moves:
        env.store.append_move(game_id, move)
    window = env.launcher.resume_game(game_id)
    assert window is not None
    env.qtbot.waitUntil(lambda: window.final is not None, timeout=30_000)
    final = window.final
    assert isinstance(final, FinalScreen) and final.replay_button.isVisible()
    final.replay_button.click()
    replay = env.launcher.replay_windows[-1]
    assert replay.isVisible() and replay.game_id == game_id and replay.finished
    assert len(replay.replay.moves) == len(record.moves)
    # With the analysis: every decision's best move once the worker is done.
    env.qtbot.waitUntil(lambda: not replay.analysing, timeout=120_000)
    assert replay.analysis
    replay.close()
    window.close()


def test_after_a_take_back_a_row_analyses_the_move_that_stands_there(env: Env) -> None:
    # The sheet shows the moves taken back struck where they were played, so its rows are no
    # longer the history's turns: a row after them asks about the move that stands there.
    window, screen = open_game(env, human_first_seed())
    for _ in range(2):  # two moves of hers, each answered
        click_pass(screen.pass_button)
        env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    assert window.take_back()
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    state = cw_state(window)
    move = legal_moves(state, 0)[-1]
    screen.action_requested.emit(0, move.place)
    env.qtbot.waitUntil(lambda: len(cw_state(window).history) == 4, timeout=15_000)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    assert screen.history.rowCount() == 6  # 2 standing, 2 taken back, her move, the reply
    assert "cofnięty" in screen.history.row_text(3)
    double_click_row(screen.history, 4)
    missed = screen.missed_words
    assert missed is not None
    env.qtbot.waitUntil(lambda: missed.found is not None, timeout=30_000)
    assert missed.found is not None and missed.found[0].played == str(move.place)
