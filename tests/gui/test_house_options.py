"""The house options of issue #39 in the windows: the new-game dialog says which rulebook rule a
take-back relaxes (GAMES.md, "House options"), leaves out the options kept only for saved games,
offers PORADA in challenge mode only, and 7 słów's review lets a struck word be put right."""

from __future__ import annotations

import pytest
from gui_test_support import (
    Env,
    SeatSpec,
    click,
    pass_privacy,
    select_game,
    session_of,
    start_game,
    type_text,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel
from seven_words_support import polish_words, sw_screen, sw_state

from engines.seven_words.state import CorrectWord, Phase, Verdict, WordStatus
from gui.dialogs.new_game import NewGameDialog

TAKE_BACK_RULES = [
    ("slowka", "standard", "poprawka nie zostaje uwzględniona"),
    ("crossword", "wordsmith", "zmiana położenia liter na planszy jest niemożliwa"),
    ("crossword", "jawa", "Gracze mogą wprowadzać własne zasady gry"),
    ("puzzle", "gra1", "Instrukcja nie przewiduje cofania ułożonego wyrazu"),
]


def _dialog(env: Env, game: str, rules: str) -> NewGameDialog:
    select_game(env.launcher, game)
    dialog = env.launcher.open_new_game()
    assert isinstance(dialog, NewGameDialog)
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData(rules))
    return dialog


@pytest.mark.parametrize(("game", "rules", "quoted"), TAKE_BACK_RULES)
def test_the_dialog_says_which_rule_a_take_back_relaxes(
    env: Env, game: str, rules: str, quoted: str
) -> None:
    """GAMES.md, "House options": take-backs are "on by default only against computer players
    (practice); among people off unless everyone agreed before the game; the new-game dialog
    says which rule it relaxes"."""
    dialog = _dialog(env, game, rules)
    combo = dialog.option_combos["take_backs"]
    assert combo.currentData() == "computers"
    assert [combo.itemData(i) for i in range(combo.count())] == ["off", "computers", "always"]
    note = dialog.option_notes["take_backs"]
    assert quoted in note.text() and note.isVisibleTo(dialog)
    assert "zasada domowa" in note.text() or "własne zasady" in note.text()
    # The rules kept for games saved before (a take-back's time, the puzzles' editions) are
    # never offered: a new game gets today's rule.
    assert not {"take_back_time", "word_classes", "round_end"} & set(dialog.option_combos)
    dialog.reject()


def test_gra3_offers_no_time_after_the_first_word(env: Env) -> None:
    dialog = _dialog(env, "puzzle", "gra3")
    assert not {"time_limit", "round_end", "word_classes"} & set(dialog.option_combos)
    assert dialog.setup().options.keys() >= {"proper_names"}
    dialog.reject()


def test_porada_is_offered_in_challenge_mode_only(env: Env) -> None:
    dialog = _dialog(env, "seven_words", "standard")
    porada = dialog.option_combos["porada"]
    assert porada.currentData() is False and not porada.isEnabled()
    assert "PORADA" in dialog.option_notes["porada"].text()
    checking = dialog.option_combos["checking"]
    checking.setCurrentIndex(checking.findData("challenge"))
    assert porada.isEnabled()
    dialog.reject()


def test_a_struck_word_is_put_right_in_the_review(env: Env) -> None:
    """Seed 000's PORADA: „Jeśli gracz zapisał łącznie dwa słowa albo użył słowa z łącznikiem,
    może on wybrać i zapisać jedno z użytych słów.”"""
    options = {"checking": "challenge", "porada": True}
    seats = [SeatSpec("Ania"), SeatSpec("Bartek")]
    window = start_game(env, seats, 11, options, game="seven_words")
    screen = sw_screen(window)
    first, second = polish_words(sw_state(window).table.cards, count=2)
    pass_privacy(env.qtbot, window, "Ania")
    type_text(screen.word_edit, f"{first.upper()}-{second}")  # a learner's hyphenated pair
    assert screen.word() == f"{first}-{second}"
    QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)
    pass_privacy(env.qtbot, window, "Bartek")
    type_text(screen.word_edit, second)
    QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)
    assert sw_state(window).phase is Phase.REVIEW and window.current == 0
    assert not screen.review.correction_combo.isVisibleTo(screen.review)
    click(screen.review.continue_button)
    assert window.current == 1
    click(screen.review.challenge_buttons[0])
    assert sw_state(window).challenges[-1].verdict is Verdict.NOT_A_WORD
    # Ania's review opens again: she picks one of the two words she wrote.
    env.qtbot.waitUntil(lambda: window.current == 0)
    review = screen.review
    assert review.correction_combo.isVisibleTo(review)
    items = [review.correction_combo.itemText(i) for i in range(review.correction_combo.count())]
    assert items == [first, second]
    review.correction_combo.setCurrentIndex(0)
    click(review.correct_button)
    assert sw_state(window).submissions[0].word == first
    assert session_of(window).moves[-1].action == CorrectWord(first)
    while not screen.summary.isVisible():
        click(screen.review.continue_button)
    line = sw_state(window).history[0].players[0]
    assert line.word == first and line.status is WordStatus.SCORED
    assert any("PORADA" in label.text() for label in screen.summary.findChildren(QLabel))
