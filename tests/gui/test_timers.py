"""Turn clocks with an injected clock: no sleeping, exact expiry, TimeUp from SYSTEM."""

from __future__ import annotations

from gui_test_support import (
    Env,
    FakeClock,
    SeatSpec,
    game_id_of,
    pass_privacy,
    screen_of,
    seed_with_polish_word,
    start_game,
    state_of,
    submit_typed,
)
from pytestqt.qtbot import QtBot

from engines.core import SYSTEM, TimeUp
from engines.registry import get_game
from gui.widgets.timers import Countdown, format_ms


def test_countdown_ticks_from_the_clock_and_expires_once(qtbot: QtBot) -> None:
    clock = FakeClock()
    countdown = Countdown(clock)
    ticks: list[int] = []
    expired: list[bool] = []
    countdown.tick.connect(ticks.append)
    countdown.expired.connect(lambda: expired.append(True))
    countdown.start(30_000)
    assert ticks == [30_000] and countdown.is_running()
    clock.advance(12_500)
    countdown.check()
    assert ticks[-1] == 17_500 and not expired
    clock.advance(17_500)
    countdown.check()
    countdown.check()
    assert ticks[-1] == 0 and expired == [True]
    assert not countdown.is_running()


def test_countdown_ticks_on_its_own_timer(qtbot: QtBot) -> None:
    clock = FakeClock()
    countdown = Countdown(clock, interval_ms=5)
    countdown.start(1000)
    clock.advance(1000)
    with qtbot.waitSignal(countdown.expired, timeout=2000):
        pass


def test_format_ms_rounds_up() -> None:
    assert format_ms(59_001) == "1:00"
    assert format_ms(1) == "0:01"


def test_after_the_round_ends_the_next_player_has_a_clock_that_sends_time_up(
    env: Env,
) -> None:
    seed, word = seed_with_polish_word(players=2)
    window = start_game(env, [SeatSpec("Ania"), SeatSpec("Bartek")], seed)
    screen = screen_of(window)
    pass_privacy(env.qtbot, window, "Ania")
    # Nobody has ended the round: no clock yet.
    assert not window.countdown.is_running() and not screen.clock_label.isVisible()
    env.clock.advance(30_000)
    submit_typed(screen, word)  # a raised hand at 0:30: Bartek has 30 s on his clock
    pass_privacy(env.qtbot, window, "Bartek")
    assert window.countdown.is_running()
    assert screen.clock_label.isVisible()
    assert screen.clock_label.text() == "Zostało: 0:30"

    env.clock.advance(29_000)
    window.countdown.check()
    assert screen.clock_label.text() == "Zostało: 0:01"
    assert state_of(window).round == 1
    env.clock.advance(1_000)
    window.countdown.check()

    assert state_of(window).history[0].submissions[1].word is None
    moves = env.store.moves(game_id_of(window), get_game("puzzle"))
    assert moves[-1].player == SYSTEM and moves[-1].action == TimeUp(player=1)
