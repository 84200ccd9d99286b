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
from PySide6.QtWidgets import QApplication, QLabel

from engines.core import PlayerId, Reason
from engines.lexicon import load_lexicon
from engines.puzzle.gra3 import SubmitWord
from engines.puzzle.words import puzzle_dictionary
from engines.tiles import BLANK, load_tile_set
from gui.support.reasons import sentence

HUMAN_AND_COMPUTER = [SeatSpec("Zażółć"), SeatSpec("Komputer", "computer", "strong")]


def short_words(rack: tuple[str, ...]) -> list[str]:
    """Words of 2–4 letters the puzzles accept from ``rack`` (too short to end a round)."""
    return [w for w in words_for(rack, min_length=2, max_length=4) if w in puzzle_dictionary()]


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

    screen.word_edit.clear()
    env.clock.advance(12_500)
    submit_typed(screen, word)
    # The word carries the time on the player's clock: 12.5 s since the turn opened.
    assert session_of(window).moves[0].action == SubmitWord(word, at=12.5)


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


def test_a_raised_hand_ends_the_round_on_every_players_clock(env: Env) -> None:
    """GAMES.md §4 (decision of 2026-11-28; the rulebook: "Runda kończy się, gdy osoba, która
    ułożyła wyraz podniesie rękę. Wtedy prowadzący grę podlicza punkty za wyraz u każdego z
    grających"): at one screen each player has on their own clock the time the first submitter
    needed, and only a word submitted within it counts."""
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, [SeatSpec("Ania"), SeatSpec("Bartek")], seed)
    screen = screen_of(window)
    pass_privacy(env.qtbot, window, "Ania")
    assert not screen.wait_button.isVisible()  # a raised hand ends the round: nobody waits
    env.clock.advance(40_000)
    submit_typed(screen, word)  # 5 letters or more: Ania raises her hand at 0:40
    assert "0:40" in window.privacy.note()
    pass_privacy(env.qtbot, window, "Bartek")
    # Bartek's clock counts down from Ania's time; a short word within it counts.
    assert "0:40" in screen.clock_label.text()
    short = short_words(state_of(window).racks[1])[0]
    env.clock.advance(15_000)
    submit_typed(screen, short)
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=15_000)
    result = state_of(window).history[0]
    assert result.ender == PlayerId(0) and result.length == 40.0
    assert [s.word for s in result.submissions] == [word, short]
    assert not any(s.late for s in result.submissions)
    assert result.word_scores[1] == load_tile_set("puzzle").sum_values(result.submissions[1].tiles)


def test_a_word_after_the_raised_hand_on_its_clock_scores_nothing(env: Env) -> None:
    """The same rule the other way round: Ania hands in a short word (no raised hand) at 0:30,
    Bartek raises his hand at 0:20 — at the table Ania's word would not have been laid yet."""
    seed, word = seed_with_polish_word(players=2, player=1)
    window = start_game(env, [SeatSpec("Ania"), SeatSpec("Bartek")], seed)
    screen = screen_of(window)
    pass_privacy(env.qtbot, window, "Ania")
    short = short_words(state_of(window).racks[0])
    assert short, "the seed gives a short word"
    type_text(screen.word_edit, short[0])
    assert "(krótsze niż 5 liter: nie kończy rundy)" in screen.preview_label.text()
    env.clock.advance(30_000)
    QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)
    pass_privacy(env.qtbot, window, "Bartek")
    env.clock.advance(20_000)
    submit_typed(screen, word)
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=15_000)
    result = state_of(window).history[0]
    assert result.ender == PlayerId(1) and result.length == 20.0
    assert result.submissions[0].late and result.word_scores[0] == 0
    assert any("po końcu rundy" in label.text() for label in screen.summary.findChildren(QLabel))
    assert "(po czasie)" in cell_text(screen, 0, 0)


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
    screen.word_edit.clear()
    QApplication.processEvents()
    assert screen.submit_button.mapTo(window, screen.submit_button.rect().topLeft()) == where
