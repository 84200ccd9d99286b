"""The clocks of a network seat, against a real host on 127.0.0.1 (issue #30: "timers run on
the host"): the host's view messages say how its clocks stand, and the seat's screen draws them
running on between messages — a turn limit's countdown on the GRA II screen, the game clock at
the session's level — always from the host's last reading, never from this computer's own
judgement. Both clocks are fakes the test moves: nothing waits for real time."""

from __future__ import annotations

from pathlib import Path

import pytest
from gui_test_support import FakeClock
from network_support import CODE, LOOPBACK, RawSeat, host_on_loopback
from pytestqt.qtbot import QtBot

from engines.core import PlayerId, Setup
from engines.game_clock import GameClock
from engines.net.host import COMPUTER, NETWORK, Hosting, SeatPlan
from engines.puzzle.gra2 import PutTile
from engines.tile_turns import Pass
from gui.games.puzzle.gra2 import Gra2Screen
from gui.network.session import RemoteSession
from gui.network.window import NetworkGameWindow

PATIENCE_MS = 30_000


def host(path: Path, setup: Setup, plans: list[SeatPlan], now: list[float]) -> Hosting:
    """A host on loopback whose clock is ``now[0]`` (seconds)."""
    return host_on_loopback(path, setup, plans, lambda: now[0])


def test_a_network_seat_shows_the_hosts_countdown_falling(
    qtbot: QtBot, tmp_path: Path, clock: FakeClock
) -> None:
    """GRA II: "each in one sitting ... with the same time limit" (engines/puzzle/gra2.py), on
    the host's clock. The seat's screen shows the time left as the host measured it, falling
    between messages; the host's next reading (here 100 s after the sitting opened, while this
    computer's clock moved 61 s) sets it right."""
    now = [0.0]
    setup = Setup("puzzle", "gra2", 2, seed=5, options={"time_limit": 300})
    hosting = host(
        tmp_path / "host.sqlite", setup, [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")], now
    )
    window = NetworkGameWindow(RemoteSession(LOOPBACK, hosting.port, "Ala", CODE, clock=clock))
    qtbot.addWidget(window)
    window.show()
    qtbot.waitUntil(lambda: isinstance(window.game_screen, Gra2Screen), timeout=PATIENCE_MS)
    screen = window.game_screen
    assert isinstance(screen, Gra2Screen)

    def shown() -> str:
        return screen.clock_label.text() if screen.clock_label.isVisible() else ""

    qtbot.waitUntil(lambda: shown() == "Zostało: 5:00", timeout=PATIENCE_MS)
    clock.advance(61_000)
    qtbot.waitUntil(lambda: shown() == "Zostało: 3:59", timeout=PATIENCE_MS)

    now[0] = 100.0
    session = window.session
    rack = session.view(session.seat).rack
    tile = next(t for t in rack if t != "?").upper()
    assert session.submit(PlayerId(0), PutTile(0, 0, tile))
    qtbot.waitUntil(lambda: shown() == "Zostało: 3:20", timeout=PATIENCE_MS)
    clock.advance(1_000)
    qtbot.waitUntil(lambda: shown() == "Zostało: 3:19", timeout=PATIENCE_MS)
    window.close()
    hosting.host.stop()
    hosting.result.result(timeout=30)


@pytest.mark.parametrize("mode", ["total", "per_move"])
def test_a_network_seat_reads_the_hosts_game_clock(
    qtbot: QtBot, tmp_path: Path, clock: FakeClock, mode: str
) -> None:
    """The crossword game's clock over the network: a remote session reads it as a local one
    does (``game_clock``, ``clock_player``, ``clock_used``, ``clock_left``,
    ``move_time_left``), running on from the host's reading and set by the next one."""
    now = [0.0]
    options = {"clock": mode, "clock_minutes": 10, "move_seconds": 30}
    setup = Setup("crossword", "jawa", 2, seed=3, options=options)
    hosting = host(tmp_path / "host.sqlite", setup, [SeatPlan(NETWORK)] * 2, now)
    session = RemoteSession(LOOPBACK, hosting.port, "Ala", CODE, clock=clock)
    session.open()
    ola = RawSeat(hosting.port, "Ola")
    qtbot.waitUntil(
        lambda: session.started and session.clock_player is not None, timeout=PATIENCE_MS
    )
    assert session.game_clock == GameClock(mode, 600_000, 30_000)
    mover = session.clock_player
    assert mover is not None
    other = 1 - mover
    assert session.clock_used() == (0, 0)
    clock.advance(7_000)
    used = [7_000 if p == mover else 0 for p in (0, 1)]
    assert session.clock_used() == tuple(used)
    if mode == "total":
        assert session.clock_left() == tuple(600_000 - ms for ms in used)
        assert session.move_time_left(mover) == 0
    else:
        assert session.move_time_left(mover) == 23_000
        assert session.clock_left() == tuple(23_000 if p == mover else None for p in (0, 1))

    now[0] = 20.0  # the host's clock is the judge: the mover took 20 s, not 7
    if mover == session.seat:
        assert session.submit(PlayerId(mover), Pass())
    else:
        ola.act(Pass().to_json())
    qtbot.waitUntil(lambda: session.clock_player == other, timeout=PATIENCE_MS)
    used = [20_000 if p == mover else 0 for p in (0, 1)]
    assert session.clock_used() == tuple(used)
    clock.advance(1_000)
    used[other] += 1_000
    assert session.clock_used() == tuple(used)
    if mode == "per_move":
        assert session.clock_left() == tuple(29_000 if p == other else None for p in (0, 1))
    session.close()
    ola.close()
    hosting.host.stop()
    hosting.result.result(timeout=30)
