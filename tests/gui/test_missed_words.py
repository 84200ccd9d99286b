"""What was possible (issue #12): after a 7 słów or GRA III round, beside each player's word,
the best word their cards or tiles held, found by the engines' analysis in a worker; its words
open the word lookup."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engines.core import PlayerId
from engines.records.record import replay
from gui.dialogs.word_lookup import WordLookupDialog
from tests.gui.gui_test_support import (
    Env,
    SeatSpec,
    pass_privacy,
    screen_of,
    seed_with_polish_word,
    session_of,
    start_game,
    submit_typed,
)
from tests.gui.seven_words_support import polish_words, sw_screen, sw_state


def test_a_gra3_round_summary_shows_the_best_words(env: Env) -> None:
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, [SeatSpec("Ania"), SeatSpec("Bartek")], seed)
    screen = screen_of(window)
    pass_privacy(env.qtbot, window, "Ania")
    submit_typed(screen, word)
    pass_privacy(env.qtbot, window, "Bartek")
    QTest.keyClick(screen.give_up_button, Qt.Key.Key_Space)
    env.qtbot.waitUntil(lambda: screen.summary.isVisible())
    panel = screen.summary.missed_words
    env.qtbot.waitUntil(lambda: panel.found is not None, timeout=20_000)
    assert panel.found is not None
    session = session_of(window)
    first = session.moves[0]
    expected = session.game.analyse(
        replay(session.setup, ()), PlayerId(0), first.action, search=True
    )
    assert panel.found[0] == expected
    assert expected is not None and expected.best is not None
    text = panel.text.text()
    assert f"{word.upper()}</a> ({expected.points} pkt)" in text
    if expected.missed:
        assert f"{expected.best.upper()}</a> ({expected.best_points} pkt)" in text
    assert "bez słowa" in text  # Bartek gave up
    panel.text.linkActivated.emit(f"word:{expected.best}")
    dialog = window.findChild(WordLookupDialog)
    assert dialog is not None and dialog.word_edit.text() == expected.best
    env.qtbot.waitUntil(lambda: dialog.found is not None, timeout=20_000)
    assert dialog.found is not None and dialog.found.allowed
    dialog.close()


def test_a_seven_words_round_summary_shows_the_best_words(env: Env) -> None:
    window = start_game(env, [SeatSpec("Ania"), SeatSpec("Bartek")], 11, game="seven_words")
    screen = sw_screen(window)
    first, second = polish_words(sw_state(window).table.cards)
    for name, word in (("Ania", first), ("Bartek", second)):
        pass_privacy(env.qtbot, window, name)
        screen.word_edit.setText(word)
        QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)
    env.qtbot.waitUntil(lambda: screen.summary.isVisible())
    panel = screen.summary.missed_words
    env.qtbot.waitUntil(lambda: panel.found is not None, timeout=30_000)
    assert panel.found is not None and set(panel.found) == {0, 1}
    for player, word in enumerate((first, second)):
        analysed = panel.found[player]
        assert analysed.played == word
        assert analysed.best_points is not None and analysed.best_points >= analysed.points
    assert "Co było możliwe" in panel.text.text()
