"""A network seat on the game's own screen, against a real host on 127.0.0.1 (issue #30): the
player joins from the launcher's dialog, plays GRA III on the GRA III screen with no hand-over
screens, sees the host's refusals, the round summaries and the final screen; the host saves the
game as a local one."""

from __future__ import annotations

import socket
from pathlib import Path

from gui_test_support import Env, click, type_text
from network_support import CODE, LOOPBACK, host_on_loopback, seat_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engines.core import Setup
from engines.net.host import COMPUTER, NETWORK, SeatPlan
from engines.records.store import GameStore
from gui.games.puzzle.gra3 import Gra3Screen
from gui.network.join_dialog import JoinDialog
from gui.network.window import NetworkGameWindow


def test_a_human_plays_a_network_seat_to_the_end(env: Env, tmp_path: Path) -> None:
    path = tmp_path / "host.sqlite"
    setup = Setup("puzzle", "gra3", 2, seed=7)
    plans = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    hosting = host_on_loopback(path, setup, plans)

    dialog = env.launcher.open_network_game()
    assert isinstance(dialog, JoinDialog)
    type_text(dialog.address_edit, f"{LOOPBACK}:{hosting.port}")
    type_text(dialog.name_edit, "Ala")
    type_text(dialog.code_edit, CODE.lower())
    click(dialog.join_button)
    env.qtbot.waitUntil(lambda: bool(env.launcher.network_windows), timeout=5_000)
    window = env.launcher.network_windows[0]
    assert isinstance(window, NetworkGameWindow)
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=30_000)
    screen = window.game_screen
    assert isinstance(screen, Gra3Screen)
    seats = window.session.seats
    assert [(s.name, s.kind) for s in seats] == [("Ala", "human"), ("Komputer (łatwy)", "computer")]

    # A word the rules refuse: the host's typed reason is shown, the turn stays open.
    env.qtbot.waitUntil(lambda: screen.give_up_button.isEnabled(), timeout=30_000)
    assert screen.rack.tiles() == window.session.view(window.session.seat).rack
    type_text(screen.word_edit, "q")
    QTest.keyClick(screen.word_edit, Qt.Key.Key_Return)
    env.qtbot.waitUntil(lambda: bool(screen.message_label.text()), timeout=30_000)
    assert screen.give_up_button.isEnabled()

    summaries = play_to_the_end(env, window)
    assert summaries == 10
    assert window.final.isVisible()

    game_id = hosting.result.result(timeout=30)
    assert game_id == window.session.game_id
    with GameStore(path) as store:
        (saved,) = store.finished()
    assert saved.id == game_id
    assert (saved.seats[0].name, saved.seats[0].kind) == ("Ala", "human")
    window.close()


def test_a_dropped_seat_joins_again_and_gets_its_view_back(env: Env, tmp_path: Path) -> None:
    """The connection drops (here: cut on this side); the window says so and offers to join
    again; under the same name the seat and its rack come back."""
    setup = Setup("puzzle", "gra3", 2, seed=3)
    plans = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    hosting = host_on_loopback(tmp_path / "host.sqlite", setup, plans)
    window = seat_window(env.qtbot, hosting.port, "Ala")
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=30_000)
    screen = window.game_screen
    assert isinstance(screen, Gra3Screen)
    env.qtbot.waitUntil(lambda: screen.give_up_button.isEnabled(), timeout=30_000)
    rack = screen.rack.tiles()

    connection = window.session._socket
    assert connection is not None
    connection.shutdown(socket.SHUT_RDWR)
    env.qtbot.waitUntil(lambda: window.reconnect_button.isVisible(), timeout=30_000)
    assert window.status_label.text() == "Brak połączenia z gospodarzem gry."
    env.qtbot.waitUntil(lambda: hosting.host.away() == [0], timeout=30_000)

    click(window.reconnect_button)
    env.qtbot.waitUntil(lambda: hosting.host.away() == [], timeout=30_000)
    env.qtbot.waitUntil(lambda: screen.give_up_button.isVisible(), timeout=30_000)
    assert screen.give_up_button.isEnabled()
    assert screen.rack.tiles() == rack
    window.close()
    hosting.host.stop()
    assert hosting.result.result(timeout=30) is not None


def play_to_the_end(env: Env, window: NetworkGameWindow) -> int:
    """Give up every turn of a GRA III network seat and close every round summary until the
    final screen; how many summaries were shown."""
    screen = window.game_screen
    assert isinstance(screen, Gra3Screen)
    summaries = 0
    while window.final is None:
        env.qtbot.waitUntil(
            lambda: (
                window.final is not None
                or screen.summary.isVisible()
                or screen.give_up_button.isEnabled()
            ),
            timeout=30_000,
        )
        if window.final is not None:
            break
        if screen.summary.isVisible():
            summaries += 1
            click(screen.summary.next_button)
        else:
            click(screen.give_up_button)
            # The host answers: the turn closes (or the round ends, or the game).
            env.qtbot.waitUntil(
                lambda: not screen.give_up_button.isEnabled() or window.final is not None,
                timeout=30_000,
            )
    return summaries
