"""Taking back a move (issue #28, item 1) through the real game window: "Cofnij ruch" (Ctrl+Z)
in the Gra menu, against a computer player, and in hot-seat play with the others' agreement."""

from __future__ import annotations

from typing import Any

import pytest
from crossword_support import cw_screen, cw_state, drop_from_rack, plain_move, seed_where
from gui_test_support import Env, SeatSpec, click, pass_privacy, session_of, start_game
from PySide6.QtGui import QKeySequence

from engines.core import PlayerId, Setup, computer_rng
from engines.crossword.state import CrosswordState
from engines.records.record import replay
from engines.registry import get_game
from engines.take_backs import TakeBack, without_taken_back
from engines.tiles import BLANK
from gui.game_window import GameWindow
from gui.games.crossword.screen import CrosswordScreen
from gui.records.history_window import HistoryWindow
from gui.widgets import dialogs

HUMAN_AND_COMPUTER = [SeatSpec("Zażółć"), SeatSpec("Komputer", "computer", "strong")]
TWO_HUMANS = [SeatSpec("Ala"), SeatSpec("Olek")]


def opening_seed() -> int:
    """A seed where the first seat starts with a rack that opens without a blank."""

    def wanted(state: CrosswordState) -> bool:
        return state.first_player == 0 and BLANK not in state.racks[0].tiles

    return seed_where("jawa", 2, wanted)


def play_a_move(window: GameWindow, screen: CrosswordScreen, player: int) -> None:
    """Lay a legal word from the rack by dragging its tiles, and press Zatwierdź."""
    move = plain_move(cw_state(window), player, min_tiles=2)
    for tile in move.tiles:
        drop_from_rack(screen, screen.rack_tiles.index(tile.letter), tile.square)
    click(screen.submit_button)
    assert session_of(window).moves[-1].action == move.place


def test_a_move_and_the_computers_reply_are_taken_back(env: Env) -> None:
    window = start_game(env, HUMAN_AND_COMPUTER, opening_seed(), game="crossword", rules="jawa")
    pass_privacy(env.qtbot, window, "Zażółć")
    screen = cw_screen(window)
    assert window.take_back_action.shortcut() == QKeySequence(QKeySequence.StandardKey.Undo)
    assert not window.take_back_action.isEnabled()  # nothing played yet
    before = cw_state(window)
    rack = sorted(screen.rack_tiles)

    play_a_move(window, screen, 0)
    env.qtbot.waitUntil(lambda: len(cw_state(window).history) == 2, timeout=15_000)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    assert window.take_back_action.isEnabled()
    assert screen.scores.text(0, 1) != "0"

    window.take_back_action.trigger()  # Gra → Cofnij ruch
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    state = cw_state(window)
    # The board, the racks, the bag (its order too), the scores: all as before the move.
    assert without_taken_back(state) == before
    assert state.board == before.board and state.bag == before.bag
    assert sorted(screen.rack_tiles) == rack
    assert screen.scores.text(0, 1) == "0" and screen.scores.text(1, 1) == "0"
    assert screen.board.isEnabled()
    # The history keeps both moves, struck and marked taken back; they count no points.
    assert screen.history.rowCount() == 2
    assert all("(cofnięty)" in screen.history.row_text(row) for row in (0, 1))
    assert not window.take_back_action.isEnabled()  # nothing left to take back

    # The saved game holds the take-back: it resumes in exactly this state.
    session = session_of(window)
    assert session.moves[-1].action == TakeBack()
    assert window.game_id is not None
    stored = env.store.moves(window.game_id, get_game("crossword"))
    assert stored == session.moves
    assert replay(session.setup, stored) == state

    # The replay lists the moves taken back struck, and the take-back itself.
    replay_window = env.launcher.open_replay(window.game_id)
    table = replay_window.moves_table
    texts = [table.item(row, 1).text() for row in (1, 2, 3)]
    assert texts[0].endswith("(cofnięty)") and texts[1].endswith("(cofnięty)")
    assert texts[2] == "cofa swój ostatni ruch"
    assert table.item(1, 1).font().strikeOut() and not table.item(3, 1).font().strikeOut()
    env.qtbot.waitUntil(lambda: not replay_window.analysing, timeout=60_000)
    replay_window.close()
    # The history list says so too.
    history = HistoryWindow(env.store)
    env.qtbot.addWidget(history)
    history.unfinished_box.setChecked(True)
    assert history.tree.topLevelItem(0).text(5) == "3 (cofnięte: 1)"


def test_taking_back_stops_a_computer_that_is_thinking(env: Env) -> None:
    window = start_game(env, HUMAN_AND_COMPUTER, opening_seed(), game="crossword", rules="jawa")
    pass_privacy(env.qtbot, window, "Zażółć")
    screen = cw_screen(window)
    before = cw_state(window)
    play_a_move(window, screen, 0)
    assert window.take_back_action.isEnabled()
    window.take_back_action.trigger()  # while the computer may still think
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    assert without_taken_back(cw_state(window)) == before
    assert not session_of(window).is_thinking


def test_in_hot_seat_it_needs_the_option_and_the_others_agreement(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    seed = opening_seed()
    window = start_game(env, TWO_HUMANS, seed, game="crossword", rules="jawa")
    pass_privacy(env.qtbot, window, "Ala")
    play_a_move(window, cw_screen(window), 0)
    # The default, "against computer players only": two people may not take back.
    assert session_of(window).setup.options["take_backs"] == "computers"
    assert not window.take_back_action.isEnabled()
    window.close()

    options = {"take_backs": "always"}
    window = start_game(env, TWO_HUMANS, seed, options, game="crossword", rules="jawa")
    pass_privacy(env.qtbot, window, "Ala")
    before = cw_state(window)
    play_a_move(window, cw_screen(window), 0)
    pass_privacy(env.qtbot, window, "Olek")
    asked: list[str] = []

    def answer(agree: bool) -> None:
        def confirm(_parent: object, _title: str, text: str, _yes: str) -> bool:
            asked.append(text)
            return agree

        monkeypatch.setattr(dialogs, "confirm", confirm)

    answer(False)
    window.take_back_action.trigger()
    assert asked == ["Olek: Ala prosi o cofnięcie ruchu. Zgadzasz się?"]
    assert len(cw_state(window).history) == 1  # Olek said no
    assert window.current == PlayerId(1)
    answer(True)
    window.take_back_action.trigger()
    assert without_taken_back(cw_state(window)) == before
    # Ala's turn again, after the hand-over screen (Olek was at the screen).
    pass_privacy(env.qtbot, window, "Ala")
    assert window.current == PlayerId(0)


@pytest.mark.parametrize(("game_id", "rules"), [("slowka", "standard"), ("puzzle", "gra1")])
def test_slowka_and_gra1_take_back_too(env: Env, game_id: str, rules: str) -> None:
    engine = get_game(game_id)

    def human_starts(seed: int) -> bool:
        state = engine.new_game(Setup(game_id, rules, 2, seed))
        return sorted(engine.to_act(state)) == [0]

    seed = next(seed for seed in range(1, 100) if human_starts(seed))
    window = start_game(env, HUMAN_AND_COMPUTER, seed, game=game_id, rules=rules)
    pass_privacy(env.qtbot, window, "Zażółć")
    session = session_of(window)
    before = session.state
    view = session.view(PlayerId(0))
    rng = computer_rng(session.setup, PlayerId(0), 0)
    move = engine.computer("medium").choose(view, rng, lambda: False, lambda _f: None)
    assert window.game_screen is not None
    window.game_screen.action_requested.emit(0, move)  # what the screen's Zatwierdź sends
    env.qtbot.waitUntil(lambda: len(session.state.history) == 2, timeout=15_000)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    window.take_back_action.trigger()
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    assert without_taken_back(session.state) == before
    screen: Any = window.game_screen
    sheet = screen.sheet if game_id == "slowka" else screen.history
    assert sheet.rowCount() == 2
    assert all("(cofnięty)" in sheet.row_text(row) for row in (0, 1))


def test_a_game_resumed_after_a_take_back_is_the_same_and_takes_back_further(env: Env) -> None:
    window = start_game(env, HUMAN_AND_COMPUTER, opening_seed(), game="crossword", rules="jawa")
    pass_privacy(env.qtbot, window, "Zażółć")
    start = cw_state(window)
    for pairs in (1, 2):
        play_a_move(window, cw_screen(window), 0)
        env.qtbot.waitUntil(lambda n=pairs: len(cw_state(window).history) == 2 * n, timeout=15_000)
        env.qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    window.take_back_action.trigger()
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    state, moves = cw_state(window), session_of(window).moves
    window.close()

    click(env.launcher.continue_button)
    dialog = env.launcher.saved_games_dialog
    assert dialog is not None
    click(dialog.resume_button)
    resumed = env.launcher.game_windows[-1]
    env.qtbot.waitUntil(lambda: resumed.session is not None, timeout=15_000)
    pass_privacy(env.qtbot, resumed, "Zażółć")
    assert cw_state(resumed) == state and session_of(resumed).moves == moves
    rows = [cw_screen(resumed).history.row_text(row) for row in range(4)]
    assert ["(cofnięty)" in row for row in rows] == [False, False, True, True]
    # What may be taken back was rebuilt from the moves: the first move goes back too.
    assert resumed.take_back_action.isEnabled()
    resumed.take_back_action.trigger()
    env.qtbot.waitUntil(lambda: resumed.current == 0, timeout=5_000)
    assert without_taken_back(cw_state(resumed)) == start
    assert cw_screen(resumed).history.rowCount() == 4
