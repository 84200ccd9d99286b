"""GRA II and GRA III at their own computers (issue #39): every seat's window builds or writes at
once on the game's own screen (gui/games/puzzle/*), and the round ends for everyone at the same
moment — GAMES.md §4: "When players sit at their own computers, they build at the same time, and
the round ends for everyone at the same moment"."""

from __future__ import annotations

from pathlib import Path

from gui_test_support import Env, click, type_text
from network_support import host_on_loopback, seat_window
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from engines.core import Setup
from engines.net.host import NETWORK, SeatPlan
from engines.puzzle.words import puzzle_dictionary
from gui.games.puzzle.gra2 import Gra2Screen
from gui.games.puzzle.gra3 import Gra3Screen
from gui.network.window import NetworkGameWindow

PATIENCE_MS = 30_000


def _screens(env: Env, windows: list[NetworkGameWindow], kind: type) -> list:
    for window in windows:
        env.qtbot.waitUntil(lambda w=window: isinstance(w.game_screen, kind), timeout=PATIENCE_MS)
    return [window.game_screen for window in windows]


def test_gra2_seats_build_on_their_screens_at_the_same_time(env: Env, tmp_path: Path) -> None:
    setup = Setup("puzzle", "gra2", 2, seed=5)
    hosting = host_on_loopback(tmp_path / "host.sqlite", setup, [SeatPlan(NETWORK)] * 2)
    windows = [seat_window(env.qtbot, hosting.port, name) for name in ("Ala", "Bob")]
    screens = _screens(env, windows, Gra2Screen)
    for screen in screens:
        assert isinstance(screen, Gra2Screen)
        env.qtbot.waitUntil(screen._can_edit, timeout=PATIENCE_MS)  # both open at once
    for screen in screens:
        index = next(i for i, tile in enumerate(screen.rack_tiles) if tile != "?")
        assert screen.put(index, screen.board.square_of(0, 0))
    host = hosting.host
    env.qtbot.waitUntil(
        lambda: all(len(s.grid) == 1 for s in host.state.sittings), timeout=PATIENCE_MS
    )
    # The score table says who is building: both.
    env.qtbot.waitUntil(
        lambda: [screens[0].table.text(0, p) for p in range(2)] == ["buduje…", "buduje…"],
        timeout=PATIENCE_MS,
    )
    for window in windows:
        window.close()
    host.stop()


def test_gra3_a_raised_hand_ends_the_round_on_every_seats_screen(env: Env, tmp_path: Path) -> None:
    now = [0.0]
    setup = Setup("puzzle", "gra3", 2, seed=7)
    plans = [SeatPlan(NETWORK)] * 2
    hosting = host_on_loopback(tmp_path / "host.sqlite", setup, plans, lambda: now[0])
    windows = [seat_window(env.qtbot, hosting.port, name) for name in ("Ala", "Bob")]
    screens = _screens(env, windows, Gra3Screen)
    for screen in screens:
        assert isinstance(screen, Gra3Screen)
        env.qtbot.waitUntil(screen.give_up_button.isEnabled, timeout=PATIENCE_MS)
        assert not screen.wait_button.isVisible()
    dictionary = puzzle_dictionary()

    def word_of(screen: Gra3Screen, shortest: int, longest: int) -> str:
        letters = "".join(t for t in screen.rack.tiles() if t != "?")
        found = dictionary.lexicon.anagrams(letters, 0, min_length=shortest, max_length=longest)
        return dictionary.playable(found)[0]

    # Bob hands in a short word first, at 0:05: it stands, his turn closes, the round goes on.
    short = word_of(screens[1], 2, 4)
    now[0] = 5.0
    type_text(screens[1].word_edit, short)
    QTest.keyClick(screens[1].word_edit, Qt.Key.Key_Return)
    env.qtbot.waitUntil(lambda: not screens[1].give_up_button.isEnabled(), timeout=PATIENCE_MS)
    assert not screens[0].summary.isVisible()
    # Ala raises her hand at 0:12: the round ends on both screens.
    now[0] = 12.0
    type_text(screens[0].word_edit, word_of(screens[0], 5, 15))
    click(screens[0].submit_button)
    for screen in screens:
        env.qtbot.waitUntil(screen.summary.isVisible, timeout=PATIENCE_MS)
    ala, bob = (window.session.seat for window in windows)
    result = hosting.host.state.history[0]
    assert result.ender == ala and result.length == 12.0
    assert result.submissions[bob].word == short and not result.submissions[bob].late
    for window in windows:
        window.close()
    hosting.host.stop()
