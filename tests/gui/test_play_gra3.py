"""A GRA III game driven through the real windows: launcher → "Nowa gra" → dialog → OK,
the hand-over screen, typing a Polish word, the score table, refusals, the round summary."""

from __future__ import annotations

import unicodedata

from gui_test_support import (
    Env,
    SeatSpec,
    cell_text,
    click,
    first_racks,
    game_id_of,
    pass_privacy,
    screen_of,
    seed_with_polish_word,
    session_of,
    start_game,
    state_of,
    submit_typed,
    type_text,
    words_for,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engines.core import PlayerId, Reason
from engines.lexicon import load_lexicon
from engines.puzzle.gra3 import SubmitWord
from engines.tiles import BLANK, rack_cover
from gui.support.reasons import sentence

HUMAN_AND_COMPUTER = [SeatSpec("Zażółć"), SeatSpec("Komputer", "computer", "strong")]


def test_a_polish_word_typed_and_submitted_is_scored_in_the_table(env: Env) -> None:
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, HUMAN_AND_COMPUTER, seed)
    session = session_of(window)
    assert session.setup.seed == seed
    pass_privacy(env.qtbot, window, "Zażółć")
    screen = screen_of(window)
    assert screen.rack.tiles() == state_of(window).racks[0]

    type_text(screen.word_edit, word.upper())  # upper case is lowered as it is typed
    assert screen.word() == word
    assert word.upper() in screen.preview_label.text()
    assert sum(screen.rack.is_used(i) for i in range(15)) == len(word)
    QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)

    # The computer answers from a worker, then the round is scored and summarised.
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=15_000)
    result = state_of(window).history[0]
    assert result.submissions[0].word == word
    cell = cell_text(screen, 0, 0)
    assert cell.startswith(word.upper())
    assert str(result.word_scores[0]) in cell
    assert (f"+{result.bonuses[0]}" in cell) == bool(result.bonuses[0])
    assert cell_text(screen, 10, 0) == str(session.game.scores(session.state)[0])
    # Saved as it was played: one move per action.
    assert len(env.store.moves(game_id_of(window), session.game)) == 2


def test_a_refused_word_shows_the_reason_and_the_player_tries_again(env: Env) -> None:
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, HUMAN_AND_COMPUTER, seed)
    pass_privacy(env.qtbot, window, "Zażółć")
    screen = screen_of(window)
    rack = state_of(window).racks[0]
    lexicon = load_lexicon("pl")
    # Five tiles of the rack in an order that is no word: the tiles are there, the word is not.
    nonsense = next(
        "".join(rack[i : i + 5])
        for i in range(len(rack) - 4)
        if "".join(rack[i : i + 5]) not in lexicon and BLANK not in rack[i : i + 5]
    )
    type_text(screen.word_edit, nonsense)
    click(screen.submit_button)
    assert screen.message_label.text() == sentence(Reason.UNKNOWN_WORD, {"word": nonsense})
    assert screen.message_label.text() == f"„{nonsense}” nie ma w słowniku"
    assert window.current == 0 and session_of(window).moves == ()

    missing = next(c for c in "ąćęłńóśźżfhj" if c not in rack) * 5
    screen.word_edit.clear()
    type_text(screen.word_edit, missing)
    click(screen.submit_button)
    assert screen.message_label.text() == f"Nie masz liter na „{missing}”"

    short = words_for(rack, max_length=4)
    if short:  # a word too short to end the round; the player may wait instead
        screen.word_edit.clear()
        type_text(screen.word_edit, short[0])
        click(screen.submit_button)
        # Two sentences, each with its full stop (issue #40: "…5 liter Możesz też…").
        assert screen.message_label.text() == (
            "Pierwsze słowo rundy musi mieć co najmniej 5 liter. Możesz też poczekać "
            "(„Czekam”), aż ktoś inny zakończy rundę."
        )
        assert screen.wait_button.isEnabled()

    screen.word_edit.clear()
    submit_typed(screen, word)
    assert session_of(window).moves[0].action == SubmitWord(word)


def test_the_privacy_screen_hides_the_previous_players_rack(env: Env) -> None:
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, [SeatSpec("Ania"), SeatSpec("Bartek")], seed)
    screen = screen_of(window)
    # Before anyone confirms, nothing private is on screen.
    assert window.privacy.isVisible()
    assert not screen.rack.isVisible() and screen.rack.tiles() == ()
    pass_privacy(env.qtbot, window, "Ania")
    assert screen.rack.isVisible() and len(screen.rack.tiles()) == 15

    submit_typed(screen, word)
    assert window.privacy.isVisible()
    assert "Bartek" in window.privacy.message()
    assert not screen.isVisible()
    assert not screen.rack.isVisible() and screen.rack.tiles() == ()
    assert screen.word() == "" and screen.preview_label.text() == ""

    # Enter confirms the hand-over too; then Bartek sees his own letters.
    QTest.keyClick(window.privacy.button, Qt.Key.Key_Return)
    assert window.current == 1
    assert screen.rack.tiles() == state_of(window).racks[1]


def test_a_single_human_is_not_asked_to_hand_over_between_rounds(env: Env) -> None:
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, HUMAN_AND_COMPUTER, seed)
    screen = screen_of(window)
    pass_privacy(env.qtbot, window, "Zażółć")
    submit_typed(screen, word)
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=15_000)
    QTest.keyClick(screen.summary.next_button, Qt.Key.Key_Return)
    # Round 2 opens straight on the same human's letters.
    assert not window.privacy.isVisible()
    assert window.current == 0
    assert state_of(window).round == 2
    assert screen.rack.tiles() == state_of(window).racks[0]


def test_waiting_lets_the_others_go_first_and_an_ended_round_takes_any_word(env: Env) -> None:
    # Both are human; whoever waits gets the turn back once a word ends the round.
    seed, word = seed_with_polish_word(players=2, player=1)
    window = start_game(env, [SeatSpec("Ania"), SeatSpec("Bartek")], seed)
    screen = screen_of(window)
    pass_privacy(env.qtbot, window, "Ania")
    assert screen.wait_button.isVisible() and screen.wait_button.isEnabled()
    click(screen.wait_button)
    pass_privacy(env.qtbot, window, "Bartek")
    # Bartek may not wait: the only other player is waiting already.
    assert not screen.wait_button.isEnabled()
    assert "Nikt inny nie może już zakończyć tej rundy" in screen.note_label.text()
    submit_typed(screen, word)
    pass_privacy(env.qtbot, window, "Ania")
    assert state_of(window).ender == PlayerId(1)
    assert not screen.wait_button.isVisible()
    # Now any word of hers counts, however short.
    rack = first_racks(seed, 2)[0]
    shortest = min(words_for(rack), key=len)
    assert rack_cover(shortest, rack) is not None
    submit_typed(screen, shortest)
    assert state_of(window).history[0].submissions[0].word == shortest
    assert screen.summary.isVisible()


def test_giving_up_scores_nothing(env: Env) -> None:
    seed, _word = seed_with_polish_word(players=2)
    window = start_game(env, HUMAN_AND_COMPUTER, seed)
    screen = screen_of(window)
    pass_privacy(env.qtbot, window, "Zażółć")
    click(screen.give_up_button)
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=15_000)
    result = state_of(window).history[0]
    assert result.submissions[0].word is None and result.totals[0] == 0
    assert cell_text(screen, 0, 0) == "— 0"


def test_a_letter_typed_with_a_combining_mark_is_the_polish_letter(env: Env) -> None:
    """GAMES.md §4: letters are compared after Unicode NFC (a "z" + combining dot is "ż")."""
    seed, word = next(
        (seed, word)
        for seed in range(1, 1000)
        if BLANK not in first_racks(seed, 2)[0]
        for word in words_for(first_racks(seed, 2)[0], min_length=5)
        if unicodedata.normalize("NFD", word) != word  # ą ć ę ń ó ś ź ż decompose, ł does not
    )
    window = start_game(env, HUMAN_AND_COMPUTER, seed)
    pass_privacy(env.qtbot, window, "Zażółć")
    screen = screen_of(window)
    decomposed = unicodedata.normalize("NFD", word)
    screen.word_edit.setText("")
    screen.word_edit.insert(decomposed)
    screen.word_edit.textEdited.emit(screen.word_edit.text())
    assert screen.word() == word


def test_a_refusal_is_said_once_and_the_buttons_stay_put(env: Env) -> None:
    """Issue #28, item 9: the preview's warning and the refusal said the same thing twice, and
    the buttons moved down when the refusal appeared."""
    seed, _word = seed_with_polish_word(players=2)
    window = start_game(env, HUMAN_AND_COMPUTER, seed)
    window.resize(1024, 700)
    pass_privacy(env.qtbot, window, "Zażółć")
    screen = screen_of(window)
    env.qtbot.waitExposed(window)
    where = screen.submit_button.mapTo(window, screen.submit_button.rect().topLeft())
    rack = state_of(window).racks[0]
    missing = next(c for c in "ąćęłńóśźżfhj" if c not in rack) * 5
    type_text(screen.word_edit, missing)
    assert screen.preview_label.text() == "Brakuje ci liter na to słowo."
    click(screen.submit_button)
    assert screen.message_label.text() == f"Nie masz liter na „{missing}”"
    assert screen.preview_label.text() == ""
    short = words_for(rack, max_length=4)
    assert short, "the seed gives a short word"
    screen.word_edit.clear()
    type_text(screen.word_edit, short[0])
    assert "(za krótkie, by zakończyć rundę)" in screen.preview_label.text()
    click(screen.submit_button)
    assert screen.message_label.text().startswith("Pierwsze słowo rundy musi mieć")
    assert "krótkie" not in screen.preview_label.text()
    QApplication.processEvents()
    assert screen.submit_button.mapTo(window, screen.submit_button.rect().topLeft()) == where
