"""Network play in the app, issue #36 and #40's point 5, on 127.0.0.1: a joining player who
crashed rejoins from *Kontynuuj* with nothing typed (the join dialog remembers the address and
the name); the host's fingerprint on the hosting window and on the player's window, and a host
that comes back with another key said plainly, nothing sent to it unless the player says so;
a seat freed from the hosting window."""

from __future__ import annotations

from pathlib import Path

from gui_test_support import Env, click, type_text
from network_support import CODE, LOOPBACK, host_on_loopback
from PySide6.QtWidgets import QMessageBox

from engines.core import Setup
from engines.net.host import COMPUTER, NETWORK, Host, SeatPlan, serve_in_thread
from engines.net.remembered import Remembered
from engines.net.secure import HostKey
from gui.network.hosting import HostingWindow
from gui.network.join_dialog import JoinDialog
from gui.network.window import NetworkGameWindow
from gui.shell.saved_games import SavedGamesDialog

SETUP = Setup("puzzle", "gra3", 2, seed=7)
PLANS = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]


def _joined_from_the_dialog(env: Env, port: int) -> NetworkGameWindow:
    dialog = env.launcher.open_network_game()
    assert isinstance(dialog, JoinDialog)
    type_text(dialog.address_edit, f"{LOOPBACK}:{port}")
    type_text(dialog.name_edit, "Ala")
    type_text(dialog.code_edit, CODE.lower())
    click(dialog.join_button)
    env.qtbot.waitUntil(lambda: bool(env.launcher.network_windows), timeout=5_000)
    (window,) = env.launcher.network_windows
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=30_000)
    return window


def test_a_joining_player_rejoins_after_a_crash_with_nothing_typed(
    env: Env, tmp_path: Path
) -> None:
    hosting = host_on_loopback(tmp_path / "host.sqlite", SETUP, PLANS)
    window = _joined_from_the_dialog(env, hosting.port)
    seat = window.session.seat
    window.close()  # the app goes (a crash: nothing but the data folder is left)
    env.qtbot.waitUntil(lambda: hosting.host.away() == [seat], timeout=10_000)
    env.launcher.remembered = Remembered(env.data_dir)  # read again, as a new app would

    # The join dialog remembers where and as whom (the code is typed once per game).
    dialog = env.launcher.open_network_game()
    assert dialog.address_edit.text() == f"{LOOPBACK}:{hosting.port}"
    assert dialog.player_name() == "Ala"
    dialog.reject()

    # Kontynuuj offers the game, and joins it again with the seat's secret: nothing typed.
    env.launcher.refresh_saved_count()
    assert env.launcher.continue_button.text() == "&Kontynuuj (1)…"
    saved = env.launcher.open_saved_games()
    assert isinstance(saved, SavedGamesDialog)
    assert saved.selected_table() == hosting.host.table
    assert "w sieci" in saved.tree.currentItem().text(0)
    click(saved.resume_button)
    env.qtbot.waitUntil(lambda: window not in env.launcher.network_windows, timeout=5_000)
    env.qtbot.waitUntil(lambda: bool(env.launcher.network_windows), timeout=5_000)
    (again,) = env.launcher.network_windows
    env.qtbot.waitUntil(lambda: hosting.host.away() == [], timeout=30_000)
    assert again.session.seat == seat
    assert again.session.fingerprint == hosting.host.fingerprint
    again.close()
    hosting.host.stop()
    hosting.result.result(timeout=30)


def test_the_fingerprint_is_shown_and_a_changed_host_key_is_said(env: Env, tmp_path: Path) -> None:
    hosting = host_on_loopback(tmp_path / "host.sqlite", SETUP, PLANS)
    hosting_window = HostingWindow(hosting, LOOPBACK)
    env.qtbot.addWidget(hosting_window)
    assert hosting.host.fingerprint in hosting_window.fingerprint_label.text()
    window = env.launcher.open_network_seat(LOOPBACK, hosting.port, CODE, "Ala")
    env.qtbot.waitUntil(lambda: hosting.host.away() == [], timeout=30_000)
    line = window.connection_line.text()
    assert hosting.host.fingerprint in line and "nowy" in line
    window.close()
    hosting_window.close()
    env.qtbot.waitUntil(lambda: hosting.result.done(), timeout=10_000)

    # Another host, with another key, at the same address: said, and not joined unless asked.
    impostor = serve_in_thread(
        tmp_path / "other.sqlite",
        lambda store: Host(store, PLANS, setup=SETUP, code=CODE, key=HostKey.generate()),
        LOOPBACK,
        hosting.port,
    )
    for answer, joined in (("&Nie łącz", False), ("&Dołącz mimo to", True)):
        window = env.launcher.open_network_seat(LOOPBACK, hosting.port, CODE, "Ola")
        env.qtbot.waitUntil(lambda w=window: w.connection_line.question is not None, timeout=30_000)
        question = window.connection_line.question
        assert question is not None and impostor.host.fingerprint in question.text()
        (button,) = [b for b in question.buttons() if b.text() == answer]
        assert question.icon() == QMessageBox.Icon.Warning
        click(button)
        if joined:
            env.qtbot.waitUntil(lambda: impostor.host.away() == [], timeout=30_000)
        else:
            env.qtbot.waitUntil(
                lambda w=window: "zmienionym" in w.status_label.text(), timeout=5_000
            )
            assert "zmienionym kluczu" in window.status_label.text()
            assert impostor.host.away() == [0]  # nothing was sent to it
        window.close()
    impostor.host.stop()
    impostor.result.result(timeout=30)


def test_a_seat_freed_from_the_hosting_window_is_taken_by_the_next_player(
    env: Env, tmp_path: Path
) -> None:
    hosting = host_on_loopback(tmp_path / "host.sqlite", SETUP, PLANS)
    hosting_window = HostingWindow(hosting, LOOPBACK)
    env.qtbot.addWidget(hosting_window)
    ala = env.launcher.open_network_seat(LOOPBACK, hosting.port, CODE, "Ala")
    env.qtbot.waitUntil(lambda: ala.game_screen is not None, timeout=30_000)
    assert hosting_window.taken_seats() == [0]
    hosting_window.free_seat(0)
    env.qtbot.waitUntil(lambda: "zwolnił" in ala.status_label.text(), timeout=30_000)
    ela = env.launcher.open_network_seat(LOOPBACK, hosting.port, CODE, "Ela")
    env.qtbot.waitUntil(lambda: ela.session.seat == 0, timeout=30_000)
    ala.session.notice.emit("save_failed", "dysk pełny")
    assert "dysk pełny" in ala.connection_line.text()
    for window in (ala, ela):
        window.close()
    hosting_window.close()
    env.qtbot.waitUntil(lambda: hosting.result.done(), timeout=10_000)
