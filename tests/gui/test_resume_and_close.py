"""Saved games: "Kontynuuj" rebuilds the exact state; deleting asks first; closing a window
while a computer player thinks cancels the worker and never hangs."""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from typing import Any

import pytest
from gui_test_support import (
    Env,
    SeatSpec,
    click,
    game_id_of,
    pass_privacy,
    screen_of,
    seed_with_polish_word,
    session_of,
    start_game,
    state_of,
    submit_typed,
    type_text,
)
from PySide6.QtCore import Qt, QThreadPool
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engines.core import Action, Cancelled, ComputerPlayer, Setup
from engines.records.store import Seat
from engines.registry import get_game
from engines.tools.play import play_out
from gui.game_window import GameWindow
from gui.support.seats import seat_label
from gui.widgets import dialogs

HUMAN_AND_COMPUTER = [SeatSpec("Zażółć"), SeatSpec("Komputer", "computer", "medium")]


def play_first_round(env: Env, window: GameWindow, word: str) -> None:
    pass_privacy(env.qtbot, window, "Zażółć")
    submit_typed(screen_of(window), word)
    env.qtbot.waitUntil(lambda: session_of(window).rounds_done() == 1, timeout=15_000)


def test_continue_rebuilds_the_same_state(env: Env) -> None:
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, HUMAN_AND_COMPUTER, seed)
    play_first_round(env, window, word)
    state, moves, game_id = state_of(window), session_of(window).moves, game_id_of(window)
    window.close()
    assert env.launcher.game_windows == []

    assert env.launcher.continue_button.isEnabled()
    click(env.launcher.continue_button)
    dialog = env.launcher.saved_games_dialog
    assert dialog is not None and dialog.tree.topLevelItemCount() == 1
    item = dialog.tree.topLevelItem(0)
    assert item is not None
    assert "Zażółć" in item.text(1) and "Komputer" in item.text(1)
    assert item.text(3) == str(len(moves))
    # Whose turn and the scores come from a replay in a worker (issue #12, defect 14).
    env.qtbot.waitUntil(lambda: item.text(2) != "…", timeout=15_000)
    game = get_game("puzzle")
    names = [seat_label(seat) for seat in env.store.get(game_id).seats]
    assert item.text(2) == "\n".join(names[p] for p in sorted(game.to_act(state)))
    assert item.text(1) == "\n".join(
        f"{name} {score}" for name, score in zip(names, game.scores(state), strict=True)
    )
    assert dialog.selected_id() == game_id
    click(dialog.resume_button)

    resumed = env.launcher.game_windows[-1]
    env.qtbot.waitUntil(lambda: resumed.session is not None, timeout=15_000)
    assert state_of(resumed) == state
    assert session_of(resumed).moves == moves
    # A resumed game starts with the hand-over: who sits at the screen now is not known.
    pass_privacy(env.qtbot, resumed, "Zażółć")
    assert screen_of(resumed).rack.tiles() == state.racks[0]


def test_deleting_a_saved_game_asks_first(env: Env, monkeypatch: pytest.MonkeyPatch) -> None:
    seed, _word = seed_with_polish_word(players=2)
    start_game(env, HUMAN_AND_COMPUTER, seed).close()
    dialog = env.launcher.open_saved_games()
    assert dialog is not None
    questions: list[str] = []
    answers = [False, True]

    def confirm(_parent: object, _title: str, text: str, _yes: str) -> bool:
        questions.append(text)
        return answers[len(questions) - 1]

    monkeypatch.setattr(dialogs, "confirm", confirm)
    click(dialog.delete_button)
    assert len(questions) == 1 and "Zażółć" in questions[0]
    assert len(env.store.unfinished()) == 1
    click(dialog.delete_button)
    assert env.store.unfinished() == []
    assert dialog.empty_label.isVisible() and not dialog.resume_button.isEnabled()


class StubbornComputer(ComputerPlayer):
    """Thinks until told to stop."""

    level = "strong"

    def __init__(self) -> None:
        self.started = threading.Event()
        self.stopped = threading.Event()

    def choose(
        self,
        view: Any,
        rng: Any,
        should_stop: Callable[[], bool],
        progress: Callable[[float], None],
    ) -> Action:
        self.started.set()
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if should_stop():
                self.stopped.set()
                raise Cancelled
            time.sleep(0.005)
        raise AssertionError("never told to stop")


def test_closing_the_window_while_the_computer_thinks_cancels_it(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    stubborn = StubbornComputer()
    monkeypatch.setattr(get_game("puzzle"), "computer", lambda level: stubborn)
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, HUMAN_AND_COMPUTER, seed)
    pass_privacy(env.qtbot, window, "Zażółć")
    submit_typed(screen_of(window), word)
    assert session_of(window).is_thinking
    assert window.thinking_label.isVisible()
    assert window.thinking_label.text() == "Komputer myśli…"
    assert stubborn.started.wait(5)
    game_id = game_id_of(window)

    started = time.monotonic()
    window.close()
    assert time.monotonic() - started < 0.5  # the GUI thread never waits for the worker
    assert stubborn.stopped.wait(5)
    assert QThreadPool.globalInstance().waitForDone(5000)
    QTest.qWait(20)  # a late result, had one been sent, would arrive now
    assert len(env.store.moves(game_id, get_game("puzzle"))) == 1
    assert env.launcher.game_windows == []


def test_a_game_whose_last_move_was_saved_but_not_its_end_is_finished_on_opening(
    env: Env,
) -> None:
    # A whole game in the store, as if the app stopped before marking it finished.
    _game, final_state, record = play_out(Setup("puzzle", "gra3", 2, 17))
    seats = [Seat("Zażółć", "human"), Seat("Komputer", "computer", "strong")]
    game_id = env.store.create_game(record.setup, seats)
    for move in record.moves:
        env.store.append_move(game_id, move)
    window = env.launcher.resume_game(game_id)
    assert window is not None
    env.qtbot.waitUntil(lambda: window.final is not None, timeout=15_000)
    assert state_of(window) == final_state
    assert env.store.get(game_id).status == "finished"
    assert env.store.unfinished() == []


def close_keys(env: Env, window: GameWindow) -> None:
    """Ctrl+W, as a player presses it (the "Zamknij okno" shortcut)."""
    window.activateWindow()
    env.qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    target = QApplication.focusWidget() or window
    QTest.keyClick(target, Qt.Key.Key_W, Qt.KeyboardModifier.ControlModifier)


@pytest.mark.parametrize("how", ["ctrl+w", "close button"])
def test_closing_a_game_with_a_move_begun_asks_first(
    env: Env, monkeypatch: pytest.MonkeyPatch, how: str
) -> None:
    """Issue #28, item 9: Ctrl+W closed a running game without a word. Every move played is
    saved, and the window says so; a move begun and not sent would be lost, so closing asks,
    by the shortcut as by the window's close button."""
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, HUMAN_AND_COMPUTER, seed)
    pass_privacy(env.qtbot, window, "Zażółć")
    assert "Kontynuuj" in window.statusBar().currentMessage()
    type_text(screen_of(window).word_edit, word)
    questions: list[str] = []
    answers = [False, True]

    def confirm(_parent: object, _title: str, text: str, _yes: str) -> bool:
        questions.append(text)
        return answers[len(questions) - 1]

    monkeypatch.setattr(dialogs, "confirm", confirm)
    close = (lambda: close_keys(env, window)) if how == "ctrl+w" else window.close
    close()
    assert len(questions) == 1 and "przepadnie" in questions[0]
    assert window.isVisible() and window in env.launcher.game_windows
    close()
    assert len(questions) == 2
    assert window not in env.launcher.game_windows


def test_closing_a_game_with_nothing_to_lose_asks_nothing(env: Env) -> None:
    seed, _word = seed_with_polish_word(players=2)
    window = start_game(env, HUMAN_AND_COMPUTER, seed)
    pass_privacy(env.qtbot, window, "Zażółć")
    close_keys(env, window)  # the autouse guard fails the test on any question
    assert window not in env.launcher.game_windows
