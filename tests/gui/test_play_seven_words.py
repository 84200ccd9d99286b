"""7 słów through the real windows: launcher → "Nowa gra" → dialog → OK, the hand-over screen,
typing Polish words with a live score preview, thinking times measured from each player's
screen, the hourglass and time-up, the reveal and the score sheets, challenges, the family
override, a computer player and a solo game."""

from __future__ import annotations

from gui_test_support import (
    Env,
    SeatSpec,
    click,
    game_id_of,
    pass_privacy,
    select_game,
    session_of,
    start_game,
    type_text,
)
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QWidget
from seven_words_support import polish_words, sw_screen, sw_state

from engines.core import SYSTEM, TimeUp
from engines.records.record import Move
from engines.registry import get_game
from engines.seven_words.round_end import GRACE_MS, TIMER_MS
from engines.seven_words.scoring import score_word
from engines.seven_words.state import (
    Challenge,
    Continue,
    GiveUp,
    Phase,
    SubmitWord,
    Verdict,
    WordStatus,
)
from gui.dialogs.new_game import NewGameDialog
from gui.game_window import GameWindow
from gui.games.seven_words.screen import SevenWordsScreen

GAME = "seven_words"
ANIA_BARTEK = [SeatSpec("Ania"), SeatSpec("Bartek")]
SEED = 11


def submit(screen: SevenWordsScreen, word: str) -> None:
    """Type ``word`` key by key (Polish letters too) and press Enter."""
    type_text(screen.word_edit, word)
    QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)


def click_when_shown(env: Env, widget: QWidget) -> None:
    """Click a widget just added to a layout (it shows once the event loop has run)."""
    env.qtbot.waitUntil(lambda: widget.isVisible() and not widget.rect().isEmpty())
    click(widget)


def moves_of(env: Env, window: GameWindow) -> list[Move]:
    return list(env.store.moves(game_id_of(window), get_game(GAME)))


def test_a_hot_seat_round_for_two_humans(env: Env) -> None:
    window = start_game(env, ANIA_BARTEK, SEED, game=GAME)
    screen = sw_screen(window)
    area = sw_state(window).table.cards
    assert screen.area.letters() == area
    first, second = polish_words(area)

    pass_privacy(env.qtbot, window, "Ania")
    # Nobody has written yet: the hourglass stands full and no clock runs.
    assert not window.countdown.is_running()
    assert screen.hourglass.isVisible() and screen.hourglass.top == 1.0
    assert not screen.hourglass.running
    env.clock.advance(4_000)
    type_text(screen.word_edit, first.upper())  # lowered as it is typed
    assert screen.word() == first
    expected = score_word(first, area)
    assert f"{first.upper()}: {expected.points} pkt" in screen.preview_label.text()
    assert screen.area.taken() == expected.cards  # the cards it takes light up
    env.clock.advance(2_000)
    QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)

    pass_privacy(env.qtbot, window, "Bartek")
    # Ania's 6 s are the time to beat; Bartek's clock starts now: 6 s + 30 s.
    assert "0:06" in screen.time_label.text()
    assert window.countdown.is_running() and window.countdown.remaining_ms() == 36_000
    assert screen.hourglass.top == 1.0 and not screen.hourglass.running
    env.clock.advance(10_000)
    window.countdown.check()
    assert screen.hourglass.running and 0.8 < screen.hourglass.top < 0.9  # 26 s of 30
    submit(screen, second)

    # The reveal: both words with the cards they scored, and the sheets.
    assert screen.summary.isVisible()
    result = sw_state(window).history[0]
    assert [label.text() for label in screen.summary.table.word_labels] == [
        first.upper(),
        second.upper(),
    ]
    for player, cards in enumerate(screen.summary.table.card_rows):
        assert [c.letter for c in cards] == [area[p] for p in result.players[player].cards]
    assert result.fastest == 0
    for player, word in enumerate((first, second)):
        line = screen.summary.sheets.sheets[player].data
        assert line is not None
        assert line.lines[0].word == word
        assert line.lines[0].points == result.players[player].points
        assert line.total == session_of(window).game.scores(session_of(window).state)[player]
    assert [m.action for m in moves_of(env, window)] == [
        SubmitWord(first, elapsed_ms=6_000, typed_from_ms=4_000),
        SubmitWord(second, elapsed_ms=10_000, typed_from_ms=10_000),
    ]
    QTest.keyClick(screen.summary.next_button, Qt.Key.Key_Return)
    # Round 2 starts with a hand-over to Ania again (Bartek was at the screen).
    assert window.privacy.isVisible() and "Ania" in window.privacy.message()
    assert screen.sheets.sheets[0].data is not None
    assert screen.sheets.sheets[0].data.lines[0].word == first


def test_the_privacy_screen_hides_the_previous_players_word(env: Env) -> None:
    window = start_game(env, ANIA_BARTEK, SEED, game=GAME)
    screen = sw_screen(window)
    (word,) = polish_words(sw_state(window).table.cards, count=1)
    assert window.privacy.isVisible() and not screen.isVisible()
    pass_privacy(env.qtbot, window, "Ania")
    submit(screen, word)

    assert window.privacy.isVisible() and "Bartek" in window.privacy.message()
    assert not screen.isVisible()
    assert screen.word() == "" and screen.preview_label.text() == ""
    assert screen.area.taken() == ()
    # The sheets say that Ania has written, never what.
    sheet = screen.sheets.sheets[0].data
    assert sheet is not None and sheet.lines[0].submitted and sheet.lines[0].word is None
    QTest.keyClick(window.privacy.button, Qt.Key.Key_Return)
    assert window.current == 1 and screen.word() == ""


def test_the_hourglass_running_out_sends_time_up(env: Env) -> None:
    window = start_game(env, ANIA_BARTEK, SEED, game=GAME)
    screen = sw_screen(window)
    (word,) = polish_words(sw_state(window).table.cards, count=1)
    pass_privacy(env.qtbot, window, "Ania")
    env.clock.advance(2_000)
    submit(screen, word)
    pass_privacy(env.qtbot, window, "Bartek")
    env.clock.advance(2_000 + TIMER_MS - 1)
    window.countdown.check()
    assert window.current == 1 and sw_state(window).round == 1
    assert screen.hourglass.top < 0.01
    env.clock.advance(1)
    window.countdown.check()

    moves = moves_of(env, window)
    assert moves[-1].player == SYSTEM and moves[-1].action == TimeUp(player=1)
    line = sw_state(window).history[0].players[1]
    assert line.word is None and line.points == 0
    assert screen.summary.isVisible()


def test_a_player_who_started_typing_gets_the_grace_to_finish(env: Env) -> None:
    window = start_game(env, ANIA_BARTEK, SEED, game=GAME)
    screen = sw_screen(window)
    first, second = polish_words(sw_state(window).table.cards)
    pass_privacy(env.qtbot, window, "Ania")
    submit(screen, first)
    pass_privacy(env.qtbot, window, "Bartek")
    env.clock.advance(TIMER_MS - 3_000)
    type_text(screen.word_edit, second[:3])
    env.clock.advance(3_000)
    window.countdown.check()
    # Out of time, but typing: the hourglass turns red and the turn goes on.
    assert window.current == 1 and window.countdown.is_running()
    assert screen.hourglass.alarm
    assert window.countdown.remaining_ms() == GRACE_MS
    env.clock.advance(GRACE_MS - 1_000)
    type_text(screen.word_edit, second[3:])
    QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)
    line = sw_state(window).history[0].players[1]
    assert (line.word, line.status) == (second, WordStatus.SCORED)


def test_a_computer_player_writes_after_the_human(env: Env) -> None:
    window = start_game(
        env, [SeatSpec("Zażółć"), SeatSpec("Komputer", "computer", "easy")], SEED, game=GAME
    )
    screen = sw_screen(window)
    (word,) = polish_words(sw_state(window).table.cards, count=1)
    pass_privacy(env.qtbot, window, "Zażółć")
    env.clock.advance(3_000)
    submit(screen, word)
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=15_000)
    moves = moves_of(env, window)
    assert [m.player for m in moves] == [0, 1]
    computer = moves[1].action
    assert isinstance(computer, SubmitWord | GiveUp)
    if isinstance(computer, SubmitWord):
        # A human-like thinking time, not the instant the worker took.
        assert computer.elapsed_ms >= 1_000
    # The lone human is not asked to hand over between rounds (once the computer has chosen
    # its next word).
    QTest.keyClick(screen.summary.next_button, Qt.Key.Key_Return)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    assert not window.privacy.isVisible()


def test_challenges_strike_words_and_mark_penalties(env: Env) -> None:
    window = start_game(env, ANIA_BARTEK, SEED, {"checking": "challenge"}, game=GAME)
    screen = sw_screen(window)
    (word,) = polish_words(sw_state(window).table.cards, count=1)
    pass_privacy(env.qtbot, window, "Ania")
    submit(screen, "ććżż")  # no word, but challenge mode writes anything
    pass_privacy(env.qtbot, window, "Bartek")
    submit(screen, word)

    # The reveal for challenges is public: no hand-over.
    assert sw_state(window).phase is Phase.REVIEW
    assert screen.review.isVisible() and not window.privacy.isVisible()
    assert window.current == 0
    assert [label.text() for label in screen.review.table.word_labels] == ["ĆĆŻŻ", word.upper()]
    assert set(screen.review.challenge_buttons) == {1}  # not her own word
    click_when_shown(env, screen.review.challenge_buttons[1])  # valid: Ania is penalised
    assert "poprawne" in screen.review.results.text()
    assert not screen.review.challenge_buttons[1].isEnabled()
    click(screen.review.continue_button)
    assert window.current == 1 and screen.review.isVisible()
    click_when_shown(env, screen.review.challenge_buttons[0])
    assert "nie ma go w słowniku" in screen.review.results.text()
    click(screen.review.continue_button)

    assert screen.summary.isVisible()
    result = sw_state(window).history[0]
    assert [c.verdict for c in result.challenges] == [Verdict.VALID, Verdict.NOT_A_WORD]
    assert result.players[0].status is WordStatus.STRUCK and result.players[0].penalties == 1
    ania = screen.summary.sheets.sheets[0].data
    assert ania is not None and ania.penalties == 1 and ania.lines[0].points == 0
    assert [m.action for m in moves_of(env, window)][2:] == [
        Challenge(1),
        Continue(),
        Challenge(0),
        Continue(),
    ]


def test_a_solo_game_played_through(env: Env) -> None:
    window = start_game(env, [SeatSpec("Ola")], SEED, {"solo": "medium"}, game=GAME)
    screen = sw_screen(window)
    pass_privacy(env.qtbot, window, "Ola")
    assert screen.solo_card.isVisible() and not screen.hourglass.isVisible()
    earlier: list[str] = []
    for round_number in range(1, 8):
        state = sw_state(window)
        assert state.round == round_number and window.current == 0
        assert screen.solo_card.field is state.solo_field
        # The timer is flipped at once: 30 s from the turn opening.
        assert window.countdown.remaining_ms() == TIMER_MS
        if round_number == 3:
            click(screen.give_up_button)
        else:
            (word,) = polish_words(state.table.cards, earlier, count=1)
            earlier.append(word)
            if round_number == 2:
                # Too slow for a bonus, but the word still counts: no time-up is sent.
                env.clock.advance(TIMER_MS)
                window.countdown.check()
                assert window.current == 0 and not window.countdown.is_running()
                assert "bez bonusu" in screen.timer_note.text()
                env.clock.advance(20_000)
            else:
                env.clock.advance(5_000)
            submit(screen, word)
        assert screen.summary.isVisible()
        line = sw_state(window).history[-1].players[0]
        if round_number == 2:
            assert not line.in_time and line.greater == line.at_least == 0
            assert line.status is WordStatus.SCORED
        assert "Klepsydra" in screen.summary.solo_label.text()
        QTest.keyClick(screen.summary.next_button, Qt.Key.Key_Return)

    final = window.final
    assert final is not None and final.isVisible()
    view = session_of(window).view(None)
    assert view.solo_target == 110
    assert str(view.scores[0]) in final.headline.text() and "110" in final.headline.text()
    assert all(m.player != SYSTEM for m in moves_of(env, window))


def test_a_family_word_may_be_accepted_by_the_players(env: Env) -> None:
    window = start_game(env, [SeatSpec("Ola")], SEED, game=GAME)
    screen = sw_screen(window)
    pass_privacy(env.qtbot, window, "Ola")
    submit(screen, "dom")
    QTest.keyClick(screen.summary.next_button, Qt.Key.Key_Return)
    env.clock.advance(7_000)
    submit(screen, "domowy")
    assert "„domowy” jest z tej samej rodziny co „dom”" in screen.message_label.text()
    assert screen.override_button.isVisible()
    env.clock.advance(4_000)  # the players talk it over: the word keeps its time
    click(screen.override_button)
    assert screen.summary.isVisible()
    action = moves_of(env, window)[-1].action
    assert action == SubmitWord("domowy", 7_000, 7_000, accept_family=True)
    assert sw_state(window).history[-1].players[0].family_accepted


def test_the_new_game_dialog_offers_the_seven_words_rules(env: Env) -> None:
    env.launcher.preferences.word_checking = "challenge"
    select_game(env.launcher, GAME)
    dialog = env.launcher.open_new_game()
    assert isinstance(dialog, NewGameDialog)
    assert (dialog.players_spin.minimum(), dialog.players_spin.maximum()) == (1, 6)
    assert dialog.players_spin.value() == 2
    # The preference pre-fills the checking option.
    assert dialog.option_combos["checking"].currentData() == "challenge"
    # Solo: its difficulty only; checking and the veteran ticks are for several players.
    dialog.players_spin.setValue(1)
    assert dialog.options_box.isVisibleTo(dialog)
    assert set(dialog.options()) == {"solo"}
    assert not dialog.rows[0].flags["veterans"].isVisibleTo(dialog)
    # Six players, two of them veterans.
    dialog.players_spin.setValue(6)
    assert len(dialog.seats()) == 6
    assert dialog.rows[5].flags["veterans"].isVisibleTo(dialog)
    dialog.set_flag(1, "veterans", True)
    dialog.set_flag(4, "veterans", True)
    assert dialog.options() == {"checking": "challenge", "porada": False, "veterans": 0b10010}
    # The no-timer rule set: 2–6 players, no solo option.
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("no_timer"))
    assert (dialog.players_spin.minimum(), dialog.players_spin.maximum()) == (2, 6)
    assert "solo" not in dialog.option_combos
    assert dialog.setup().options["veterans"] == 0b10010
    dialog.reject()


def test_without_the_timer_the_main_player_has_no_clock(env: Env) -> None:
    window = start_game(env, ANIA_BARTEK, SEED, game=GAME, rules="no_timer")
    screen = sw_screen(window)
    first, second = polish_words(sw_state(window).table.cards)
    pass_privacy(env.qtbot, window, "Ania")
    assert not screen.hourglass.isVisible() and not screen.solo_card.isVisible()
    assert "Ania" in screen.note_label.text()  # the main player, named
    env.clock.advance(90_000)
    submit(screen, first)
    pass_privacy(env.qtbot, window, "Bartek")
    assert not window.countdown.is_running() and screen.time_label.text() == ""
    env.clock.advance(120_000)
    submit(screen, second)
    result = sw_state(window).history[0]
    assert result.fastest == 0
    assert all(line.status is WordStatus.SCORED for line in result.players)
    assert screen.summary.table.role_labels[0].text().startswith("gracz główny")


def test_a_game_resumed_while_words_are_checked_opens_on_the_check(env: Env) -> None:
    window = start_game(env, ANIA_BARTEK, SEED, {"checking": "challenge"}, game=GAME)
    screen = sw_screen(window)
    first, second = polish_words(sw_state(window).table.cards)
    pass_privacy(env.qtbot, window, "Ania")
    submit(screen, first)
    pass_privacy(env.qtbot, window, "Bartek")
    submit(screen, second)
    assert screen.review.isVisible()
    game_id = game_id_of(window)
    window.close()

    resumed = env.launcher.resume_game(game_id)
    assert resumed is not None
    env.qtbot.waitUntil(lambda: resumed.current is not None, timeout=15_000)
    # Checking words is public: no hand-over, straight to the first player's check.
    assert not resumed.privacy.isVisible() and resumed.current == 0
    assert sw_screen(resumed).review.isVisible()


def test_the_buttons_stay_put_as_the_status_and_the_preview_grow(env: Env) -> None:
    """Issue #28, item 9: the buttons jumped down when the line of who has written grew to two
    lines and when the preview and a refusal appeared."""
    names = [f"Zażółcona Gęśląjaźń nr {n}" for n in range(1, 5)]
    window = start_game(env, [SeatSpec(name) for name in names], SEED, game=GAME)
    window.resize(1024, 700)
    screen = sw_screen(window)
    words = polish_words(sw_state(window).table.cards, count=4)
    places: list[list[QPoint]] = []
    for name, word in zip(names, words, strict=True):
        pass_privacy(env.qtbot, window, name)
        env.qtbot.waitExposed(window)
        QApplication.processEvents()
        buttons = (screen.submit_button, screen.clear_button, screen.give_up_button)
        places.append([b.mapTo(window, QPoint(0, 0)) for b in buttons])
        if name == names[-1]:
            # The last sees three long names who wrote, types, and is refused once.
            assert screen._status_label.text().count("Zażółcona") == 3
            type_text(screen.word_edit, "qqq")
            QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)
            assert screen.message_label.text()
            QApplication.processEvents()
            places.append([b.mapTo(window, QPoint(0, 0)) for b in buttons])
            screen.word_edit.clear()
        env.clock.advance(2_000)
        submit(screen, word)
    assert places == [places[0]] * len(places)
