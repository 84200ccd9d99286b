"""Hosting a game from the app (issue #30): the launcher's "Gra w sieci" → "Hostuj grę…"
dialog chooses the game, the rule set and each seat (a player who joins over the network, or
the host's computer); the hosting window shows the address, the port and the code, who has
joined, and the finished game; "Zakończ hostowanie" stops the host. All on 127.0.0.1."""

from __future__ import annotations

import socket

import pytest
from gui_test_support import Env, click, type_text
from test_network import play_to_the_end

from engines.records.store import GameStore
from gui.network.host_dialog import HostDialog
from gui.network.hosting import HostingWindow
from gui.network.join_dialog import JoinDialog
from gui.network.window import NetworkGameWindow
from gui.shell.new_game import COMPUTER, HUMAN

LOOPBACK = "127.0.0.1"


def _open_host_dialog(env: Env) -> HostDialog:
    join = env.launcher.open_network_game()
    click(join.host_button)
    (dialog,) = [d for d in env.launcher.findChildren(HostDialog) if d.isVisible()]
    return dialog


def _host_gra3(env: Env, kinds: list[str]) -> HostingWindow:
    dialog = _open_host_dialog(env)
    assert dialog.game_combo.currentData() == "puzzle"
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("gra3"))
    assert not dialog.note_label.isVisible()  # GRA III seats are played on the app's screen
    dialog.players_spin.setValue(len(kinds))
    for index, kind in enumerate(kinds):
        dialog.set_seat(index, "", kind, "easy" if kind == COMPUTER else None)
    dialog.port_spin.setValue(0)  # any free port
    click(dialog.loopback_check)
    dialog.seed = 7
    click(dialog.ok_button)
    env.qtbot.waitUntil(lambda: bool(env.launcher.hosting_windows), timeout=10_000)
    window = env.launcher.hosting_windows[0]
    env.qtbot.addWidget(window)
    assert window.hosting.port > 0
    assert f"{LOOPBACK}:{window.hosting.port}" in window.address_label.text()
    assert window.code_label.text() == window.hosting.host.code
    return window


def test_a_game_hosted_from_the_app_is_joined_and_played_to_the_end(env: Env) -> None:
    hosting = _host_gra3(env, [HUMAN, COMPUTER])  # HUMAN is the dialog's "gracz w sieci"
    assert "1. (wolne miejsce — czeka na gracza)" in hosting.seats_label.text()
    assert "2. Komputer (łatwy)" in hosting.seats_label.text()

    # The host's player joins their own game: the join dialog comes pre-filled.
    click(hosting.join_button)
    (join,) = [d for d in env.launcher.findChildren(JoinDialog) if d.isVisible()]
    assert join.address() == (LOOPBACK, hosting.hosting.port)
    assert join.code() == hosting.hosting.host.code
    type_text(join.name_edit, "Ala")
    click(join.join_button)
    env.qtbot.waitUntil(lambda: bool(env.launcher.network_windows), timeout=5_000)
    window = env.launcher.network_windows[0]
    assert isinstance(window, NetworkGameWindow)
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=30_000)
    env.qtbot.waitUntil(lambda: "1. Ala" in hosting.seats_label.text(), timeout=10_000)

    play_to_the_end(env, window)
    env.qtbot.waitUntil(lambda: hosting.finished_id is not None, timeout=30_000)
    assert hosting.finished_id == window.session.game_id
    assert f"gra nr {hosting.finished_id}" in hosting.status_label.text()
    assert hosting.replay_button.isVisible()
    assert not hosting.stop_button.isEnabled()
    with GameStore(env.store.path) as store:
        saved = next(g for g in store.finished() if g.id == hosting.finished_id)
    assert [(s.name, s.kind) for s in saved.seats] == [
        ("Ala", "human"),
        ("Komputer (łatwy)", "computer"),
    ]
    click(hosting.replay_button)
    assert env.launcher.replay_windows
    window.close()


def test_stopping_the_host_closes_its_port(env: Env) -> None:
    hosting = _host_gra3(env, [HUMAN, HUMAN])
    port = hosting.hosting.port
    with socket.create_connection((LOOPBACK, port), timeout=5):
        pass  # the host listens while it hosts
    click(hosting.stop_button)
    env.qtbot.waitUntil(lambda: hosting.hosting.result.done(), timeout=10_000)
    env.qtbot.waitUntil(
        lambda: hosting.status_label.text() == "Hostowanie zakończone przed początkiem gry.",
        timeout=5_000,
    )
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((LOOPBACK, port), timeout=5)


def test_choosing_another_game_opens_its_dialog_and_says_who_can_join(env: Env) -> None:
    dialog = _open_host_dialog(env)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("crossword"))
    env.qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)
    (other,) = [d for d in env.launcher.findChildren(HostDialog) if d.isVisible()]
    assert other.info.id == "crossword"
    # Only the letter puzzles and Słówka have network seats on the app's screens: the dialog
    # says so.
    assert other.note_label.isVisible()
    assert "w: Puzzle literowe, Słówka." in other.note_label.text()
    other.reject()
