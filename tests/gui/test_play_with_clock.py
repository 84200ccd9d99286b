"""The game clock of the crossword game and Słówka through the real windows (issue #28, item
4), on an injected clock the tests move by hand: the scores table counts down, the clock stands
still behind the hand-over screen, its time is saved with each action and on closing so a
resumed game has exactly the time each player had, a per-move limit loses the turn, and the end
summary shows the overtime penalty."""

from __future__ import annotations

from gui_test_support import (
    Env,
    SeatSpec,
    click_pass,
    game_id_of,
    pass_privacy,
    session_of,
    start_game,
)
from PySide6.QtGui import QFont

from engines.core import SYSTEM, TimeUp
from engines.game_clock import TimeUsed
from engines.records.record import Move
from engines.registry import get_game
from gui.game_window import GameWindow
from gui.games.board_turns import BoardTurnScreen
from gui.games.crossword.panel import EndSummary
from gui.widgets.score_sheet import STRUCK_COLOUR, ScoresTable

SEATS = [SeatSpec("Ania"), SeatSpec("Bartek")]
TOTAL = {"clock": "total", "clock_minutes": 10}


def _open(env: Env, game: str, options: dict[str, object]) -> GameWindow:
    rules = "jawa" if game == "crossword" else "standard"
    return start_game(env, SEATS, 3, options, game=game, rules=rules)


def _scores(window: GameWindow) -> ScoresTable:
    scores = getattr(window.game_screen, "scores", None)
    assert isinstance(scores, ScoresTable)
    return scores


def _clocks(window: GameWindow) -> list[str]:
    """What the scores table's clock column shows, as the ticker draws it now."""
    window.show_game_clock()  # what the clock ticker calls
    scores = _scores(window)
    return [scores.text(row, scores.columnCount() - 1) for row in range(scores.rowCount())]


def _to_act(window: GameWindow) -> int:
    return sorted(session_of(window).to_act())[0]


def _open_turn(env: Env, window: GameWindow) -> int:
    player = _to_act(window)
    pass_privacy(env.qtbot, window, SEATS[player].name)
    return player


def _pass(window: GameWindow) -> None:
    screen = window.game_screen
    assert isinstance(screen, BoardTurnScreen)
    click_pass(screen.pass_button)


def test_a_total_clock_counts_down_and_stands_still_behind_the_hand_over(env: Env) -> None:
    window = _open(env, "crossword", TOTAL)
    assert window.privacy.isVisible()
    env.clock.advance(120_000)  # the hand-over screen: nobody's clock runs
    assert _clocks(window) == ["10:00", "10:00"]
    first = _open_turn(env, window)
    assert window.clock_ticker.isActive()
    env.clock.advance(90_000)
    clocks = _clocks(window)
    assert clocks[first] == "8:30" and clocks[1 - first] == "10:00"
    running = _scores(window).item(first, _scores(window).columnCount() - 1)
    assert running is not None and running.font().weight() == QFont.Weight.Bold
    _pass(window)
    # The time was saved with the pass, in one go.
    moves = env.store.moves(game_id_of(window), get_game("crossword"))
    assert moves[-2:] == (Move(SYSTEM, TimeUsed(first, 90_000)), Move(first, moves[-1].action))
    assert window.privacy.isVisible() and not window.clock_ticker.isActive()
    env.clock.advance(300_000)
    assert _clocks(window) == (["8:30", "10:00"] if first == 0 else ["10:00", "8:30"])
    second = _open_turn(env, window)
    env.clock.advance(10 * 60_000 + 30_000)
    clocks = _clocks(window)
    assert clocks[second] == "−0:30"
    over = _scores(window).item(second, _scores(window).columnCount() - 1)
    assert over is not None and over.foreground().color().name() == STRUCK_COLOUR


def test_a_resumed_game_has_exactly_the_time_each_player_had(env: Env) -> None:
    window = _open(env, "slowka", TOTAL)
    first = _open_turn(env, window)
    env.clock.advance(42_123)
    game_id = game_id_of(window)
    window.close()  # a turn left open: its time is saved as the window closes
    moves = env.store.moves(game_id, get_game("slowka"))
    assert moves[-1] == Move(SYSTEM, TimeUsed(first, 42_123))
    resumed = env.launcher.resume_game(game_id)
    assert resumed is not None
    env.qtbot.waitUntil(lambda: resumed.session is not None, timeout=15_000)
    assert session_of(resumed).clock_used()[first] == 42_123
    # 10:00 − 0:42.123 leaves 9:17.877, shown rounded up.
    assert _clocks(resumed)[first] == "9:18"
    assert _open_turn(env, resumed) == first
    env.clock.advance(17_877)
    assert _clocks(resumed)[first] == "9:00"


def test_a_per_move_limit_loses_the_turn_and_runs_on_after_a_resume(env: Env) -> None:
    window = _open(env, "slowka", {"clock": "per_move", "move_seconds": 30})
    first = _open_turn(env, window)
    assert window.countdown.is_running()
    clocks = _clocks(window)
    assert clocks[first] == "0:30" and clocks[1 - first] == ""
    env.clock.advance(20_000)
    game_id = game_id_of(window)
    window.close()
    resumed = env.launcher.resume_game(game_id)
    assert resumed is not None
    env.qtbot.waitUntil(lambda: resumed.session is not None, timeout=15_000)
    assert _open_turn(env, resumed) == first
    assert resumed.countdown.remaining_ms() == 10_000
    env.clock.advance(10_000)
    resumed.countdown.check()
    moves = env.store.moves(game_id, get_game("slowka"))
    assert moves[-2:] == (Move(SYSTEM, TimeUsed(first, 10_000)), Move(SYSTEM, TimeUp(first)))
    state = session_of(resumed).state
    assert state.history[-1].timed_out and _to_act(resumed) == 1 - first
    sheet = getattr(resumed.game_screen, "sheet", None)
    assert sheet is not None
    assert "pas (koniec czasu)" in sheet.row_text(sheet.rowCount() - 1)


def test_the_end_summary_shows_the_overtime_penalty(env: Env) -> None:
    window = _open(env, "crossword", TOTAL)
    late = _open_turn(env, window)
    env.clock.advance(11 * 60_000)  # 1:00 over: one started minute
    _pass(window)
    for _ in range(3):  # everyone passes twice: the end
        _open_turn(env, window)
        _pass(window)
    env.qtbot.waitUntil(lambda: window.final is not None)
    summary = getattr(window.game_screen, "end_summary", None)
    assert isinstance(summary, EndSummary)
    headers = [
        summary.table.horizontalHeaderItem(c).text() for c in range(summary.table.columnCount())
    ]
    assert "Za czas" in headers
    column = headers.index("Za czas")
    assert summary.table.item(late, column).text() == "-10"
    assert summary.table.item(1 - late, column).text() == "+0"
    state = session_of(window).state
    assert state.end.overtime[late] == -10
    assert "−10 pkt" in summary.explanation.text()
