"""7 słów against computer players: each computer decides its word when the round starts,
before the humans write, and the word is held (neither applied nor shown) until they have. A
human sees it written at the computer's thinking time on their own clock, and the fastest one
flips the hourglass at that moment; after the humans, the held words are played as they were
decided — the same again when the game is resumed mid-round."""

from __future__ import annotations

from gui_test_support import (
    Env,
    SeatSpec,
    click,
    game_id_of,
    pass_privacy,
    session_of,
    start_game,
)
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from seven_words_support import polish_words, sw_screen, sw_state
from test_play_seven_words import GAME, SEED, moves_of, submit

from engines.core import SYSTEM, PlayerId, TimeUp
from engines.seven_words.round_end import TIMER_MS
from engines.seven_words.state import SubmitWord, WordStatus
from gui.game_window import GameWindow

HUMAN_AND_COMPUTER = [SeatSpec("Zażółć"), SeatSpec("Komputer", "computer", "strong")]
COMPUTER = PlayerId(1)


def held_word(env: Env, window: GameWindow, player: int) -> SubmitWord:
    """The word the computer in seat ``player`` holds for this round (once it has chosen)."""
    session = session_of(window)
    env.qtbot.waitUntil(lambda: player in session.held_actions, timeout=15_000)
    action = session.held_actions[PlayerId(player)]
    assert isinstance(action, SubmitWord)
    return action


def at(env: Env, window: GameWindow, opened: int, ms: int) -> None:
    """Move the clock to ``ms`` after the turn opened and let the countdown tick."""
    env.clock.now = opened + ms
    window.countdown.check()


def computer_sheet_says_written(window: GameWindow, player: int) -> bool:
    data = sw_screen(window).sheets.sheets[player].data
    assert data is not None
    return bool(data.lines[sw_state(window).round - 1].submitted)


def start_human_turn(env: Env, window: GameWindow, name: str) -> int:
    pass_privacy(env.qtbot, window, name)
    return env.clock.now


def test_the_computers_flip_shows_at_its_time_on_the_humans_clock(env: Env) -> None:
    window = start_game(env, HUMAN_AND_COMPUTER, SEED, game=GAME)
    screen = sw_screen(window)
    computer = held_word(env, window, COMPUTER)
    flip = computer.elapsed_ms
    opened = start_human_turn(env, window, "Zażółć")
    # Decided, but neither played nor shown.
    assert sw_state(window).submissions == (None, None)
    assert "Komputer" not in screen.time_label.text()
    assert window.countdown.is_running()

    at(env, window, opened, flip - 1)
    assert not screen.hourglass.running and screen.hourglass.top == 1.0
    assert screen.timer_label.text() == ""
    assert "Klepsydra czeka" in screen.timer_note.text()
    assert screen.time_label.text() == ""
    assert "Nikt jeszcze nie zgłosił słowa" in screen._status_label.text()
    assert not computer_sheet_says_written(window, COMPUTER)

    at(env, window, opened, flip)
    assert screen.hourglass.running and screen.hourglass.top == 1.0
    assert "Komputer zapisał słowo" in screen.time_label.text()
    assert "odwrócił klepsydrę" in screen.time_label.text()
    assert "Komputer" in screen._status_label.text()
    assert computer_sheet_says_written(window, COMPUTER)
    assert screen.timer_label.text() == "0:30"

    at(env, window, opened, flip + 10_000)
    assert screen.hourglass.running and 0.6 < screen.hourglass.top < 0.7  # 20 s of 30
    assert screen.timer_label.text() == "0:20"
    assert sw_state(window).submissions == (None, None)  # still only shown, not played


def test_a_human_more_than_30_s_slower_than_the_computer_is_timed_out(env: Env) -> None:
    window = start_game(env, HUMAN_AND_COMPUTER, SEED, game=GAME)
    screen = sw_screen(window)
    computer = held_word(env, window, COMPUTER)
    opened = start_human_turn(env, window, "Zażółć")
    at(env, window, opened, computer.elapsed_ms + TIMER_MS - 1)
    assert window.current == 0 and sw_state(window).round == 1
    at(env, window, opened, computer.elapsed_ms + TIMER_MS)

    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=15_000)
    moves = moves_of(env, window)
    assert [(m.player, m.action) for m in moves] == [
        (SYSTEM, TimeUp(player=0)),
        (COMPUTER, computer),
    ]
    result = sw_state(window).history[0]
    assert result.fastest == COMPUTER
    assert result.players[0].word is None and result.players[0].points == 0
    assert result.players[COMPUTER].status is WordStatus.SCORED


def test_a_human_faster_than_the_computer_is_the_fastest(env: Env) -> None:
    window = start_game(env, HUMAN_AND_COMPUTER, SEED, game=GAME)
    screen = sw_screen(window)
    (word,) = polish_words(sw_state(window).table.cards, count=1)
    computer = held_word(env, window, COMPUTER)
    opened = start_human_turn(env, window, "Zażółć")
    env.clock.now = opened + computer.elapsed_ms - 1_000
    submit(screen, word)

    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=15_000)
    assert [m.action for m in moves_of(env, window)] == [
        SubmitWord(word, computer.elapsed_ms - 1_000, typed_from_ms=computer.elapsed_ms - 1_000),
        computer,
    ]
    result = sw_state(window).history[0]
    assert result.fastest == 0
    assert all(line.status is WordStatus.SCORED for line in result.players)


def test_the_dont_flip_holder_writes_but_does_not_flip(env: Env) -> None:
    seats = [SeatSpec("Ania"), SeatSpec("Bartek"), SeatSpec("Komputer", "computer", "strong")]
    window = start_game(env, seats, SEED, game=GAME)
    screen = sw_screen(window)
    first, second = polish_words(sw_state(window).table.cards)
    computer = held_word(env, window, 2)
    # Round 1: both humans write after the computer's flip, in time.
    late = computer.elapsed_ms + 5_000
    opened = start_human_turn(env, window, "Ania")
    at(env, window, opened, late)
    assert screen.hourglass.running and computer_sheet_says_written(window, 2)
    submit(screen, first)
    # What Ania saw of the computer is gone before Bartek takes the screen.
    assert window.privacy.isVisible()
    assert not computer_sheet_says_written(window, 2)
    assert "Komputer" not in screen._status_label.text()
    opened = start_human_turn(env, window, "Bartek")
    assert "Komputer" not in screen.time_label.text()
    # Ania's time is known from the start; the computer's faster flip replaces it when it
    # happens on Bartek's clock.
    assert f"Po {(late + TIMER_MS) // 1000 // 60}:" in screen.time_label.text()
    at(env, window, opened, computer.elapsed_ms)
    assert "Komputer zapisał słowo" in screen.time_label.text()
    assert "Ktoś już zgłosił słowo" not in screen.time_label.text()
    env.clock.now = opened + late
    submit(screen, second)
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=15_000)
    assert sw_state(window).history[0].fastest == 2
    QTest.keyClick(screen.summary.next_button, Qt.Key.Key_Return)

    # Round 2: the computer holds "don't flip": its word shows, the hourglass stays standing.
    assert sw_state(window).dont_flip == 2
    computer = held_word(env, window, 2)
    opened = start_human_turn(env, window, "Ania")
    assert not window.countdown.is_running()
    env.clock.now = opened + computer.elapsed_ms
    screen._update_stopwatch()  # the stopwatch's tick
    assert "Komputer zapisał słowo" in screen.time_label.text()
    assert "klepsydrę" not in screen.time_label.text()
    assert not screen.hourglass.running and "Klepsydra czeka" in screen.timer_note.text()


def test_a_game_resumed_mid_round_holds_the_same_computer_word(env: Env) -> None:
    seats = [SeatSpec("Ania"), SeatSpec("Bartek"), SeatSpec("Komputer", "computer", "easy")]
    window = start_game(env, seats, SEED, game=GAME)
    first, second = polish_words(sw_state(window).table.cards)
    computer = held_word(env, window, 2)
    start_human_turn(env, window, "Ania")
    # At once: a flip that would make this computer hurry (29.3 s → 28.9 s) if it heard of it.
    submit(sw_screen(window), first)
    game_id = game_id_of(window)
    window.close()

    resumed = env.launcher.resume_game(game_id)
    assert resumed is not None
    env.qtbot.waitUntil(lambda: resumed.privacy.isVisible(), timeout=15_000)
    assert held_word(env, resumed, 2) == computer
    click(resumed.privacy.button)
    submit(sw_screen(resumed), second)
    env.qtbot.waitUntil(lambda: sw_screen(resumed).summary.isVisible(), timeout=15_000)
    assert moves_of(env, resumed)[-1].action == computer
