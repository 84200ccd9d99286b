"""The end of a game: a whole GRA III game played through the window, and shared places."""

from __future__ import annotations

from gui_test_support import (
    Env,
    SeatSpec,
    click,
    game_id_of,
    pass_privacy,
    screen_of,
    session_of,
    start_game,
    state_of,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from pytestqt.qtbot import QtBot

from engines.core import Outcome
from gui.dialogs.final_screen import FinalScreen


def test_equal_scores_share_a_place(qtbot: QtBot) -> None:
    screen = FinalScreen(Outcome(scores=(40, 55, 55), ranks=(3, 1, 1)), ["Ala", "Bob", "Ćma"])
    qtbot.addWidget(screen)
    assert screen.places() == [
        "1. miejsce (ex aequo) Bob 55 pkt",
        "1. miejsce (ex aequo) Ćma 55 pkt",
        "3. miejsce Ala 40 pkt",
    ]
    assert screen.headline.text() == "Remis na pierwszym miejscu: Bob, Ćma"


def test_a_whole_game_ends_on_the_final_screen(env: Env) -> None:
    window = start_game(env, [SeatSpec("Zażółć"), SeatSpec("Komputer", "computer", "easy")], 5)
    screen = screen_of(window)
    pass_privacy(env.qtbot, window, "Zażółć")
    for round_number in range(1, 11):
        assert state_of(window).round == round_number
        click(screen.give_up_button)
        env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=15_000)
        QTest.keyClick(screen.summary.next_button, Qt.Key.Key_Return)
    final = window.final
    assert final is not None and final.isVisible()
    session = session_of(window)
    outcome = session.game.outcome(session.state)
    assert final.places()[0].endswith(f"{outcome.scores[1]} pkt")
    saved = env.store.get(game_id_of(window))
    assert saved.status == "finished" and saved.scores == outcome.scores
    # "Nowa gra" closes this window and opens the dialog for the same game.
    click(final.new_game_button)
    assert env.launcher.game_windows == []
    assert env.launcher.new_game_dialog is not None
    assert env.launcher.new_game_dialog.isVisible()
