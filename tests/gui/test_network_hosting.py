"""Hosting a game from the app (issue #30): the launcher's "Gra w sieci" → "Hostuj grę…"
dialog chooses the game, the rule set, each seat (a player who joins over the network, a
player at this computer — whose window the hosting opens — or the host's computer) and what
becomes of a dropped player's seat; the hosting window shows the address, the port and the
code, who has joined, and the finished game; "Zakończ hostowanie" stops the host. All on
127.0.0.1."""

from __future__ import annotations

import dataclasses
import socket
from collections.abc import Iterator, Sequence

import pytest
from gui_test_support import Env, click, click_agreeing, type_text
from PySide6.QtWidgets import QApplication
from test_network import play_to_the_end

from engines.core import SYSTEM, Setup
from engines.net import host as net_host
from engines.net.host import NETWORK, HostingRecord, SeatPlan
from engines.records.record import replay
from engines.records.store import GameStore, Seat
from engines.registry import all_games, get_game
from gui.dialogs.new_game import COMPUTER
from gui.games.puzzle.gra3 import Gra3Screen
from gui.network.host_dialog import LOCAL, REMOTE, HostDialog
from gui.network.hosting import HostingWindow
from gui.network.join_dialog import JoinDialog
from gui.network.resume_dialog import ResumeHostingDialog
from gui.network.session import NETWORK_SCREENS
from gui.network.window import NetworkGameWindow
from gui.records.history_window import ID_ROLE as HISTORY_ID
from gui.shell.saved_games import ID_ROLE
from gui.support import i18n
from gui.widgets import dialogs

LOOPBACK = "127.0.0.1"


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    assert i18n.install(qapp, "en")
    yield
    i18n.install(qapp, "pl")


def _open_host_dialog(env: Env) -> HostDialog:
    join = env.launcher.open_network_game()
    click(join.host_button)
    (dialog,) = [d for d in env.launcher.findChildren(HostDialog) if d.isVisible()]
    return dialog


def _host_gra3(
    env: Env,
    kinds: Sequence[str],
    *,
    names: Sequence[str] = (),
    levels: Sequence[str] = ("easy",),
    takeover: str | None = None,
) -> HostingWindow:
    """Host GRA III with these seats: the players at this computer get ``names`` in turn, the
    computers ``levels`` (each keeps the name the dialog gives it)."""
    dialog = _open_host_dialog(env)
    assert dialog.game_combo.currentData() == "puzzle"
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("gra3"))
    dialog.players_spin.setValue(len(kinds))
    given, levelled = iter(names), iter(levels)
    for row, kind in zip(dialog.rows, kinds, strict=False):
        row.kind.setCurrentIndex(row.kind.findData(kind))
        if kind == COMPUTER:
            row.level.setCurrentIndex(row.level.findData(next(levelled)))
        elif kind == LOCAL:
            row.name.setCurrentText("")
            editor = row.name.lineEdit()
            assert editor is not None
            type_text(editor, next(given))
    # GRA III seats are played on the app's screen (and one player sits at this computer).
    assert not dialog.note_label.isVisible()
    dialog.takeover_combo.setCurrentIndex(dialog.takeover_combo.findData(takeover))
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


def _joined(env: Env, hosting: HostingWindow, name: str) -> NetworkGameWindow:
    """Join through "Dołącz jako gracz" (the dialog comes pre-filled) as ``name``."""
    click(hosting.join_button)
    (join,) = [d for d in env.launcher.findChildren(JoinDialog) if d.isVisible()]
    assert join.address() == (LOOPBACK, hosting.hosting.port)
    assert join.code() == hosting.hosting.host.code
    if join.player_name() != name:
        type_text(join.name_edit, name)
    click(join.join_button)
    env.qtbot.waitUntil(
        lambda: any(w.session.name == name for w in env.launcher.network_windows), timeout=5_000
    )
    (window,) = [w for w in env.launcher.network_windows if w.session.name == name]
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=30_000)
    return window


def test_a_game_hosted_from_the_app_is_joined_and_played_to_the_end(env: Env) -> None:
    hosting = _host_gra3(env, [REMOTE, COMPUTER])
    assert "1. (wolne miejsce — czeka na gracza)" in hosting.seats_label.text()
    assert "2. Komputer (łatwy)" in hosting.seats_label.text()
    assert not env.launcher.network_windows  # nobody plays at the host's computer

    # The host's player joins their own game: the join dialog comes pre-filled.
    window = _joined(env, hosting, "Ala")
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
    hosting = _host_gra3(env, [REMOTE, REMOTE])
    port = hosting.hosting.port
    with socket.create_connection((LOOPBACK, port), timeout=5):
        pass  # the host listens while it hosts
    click_agreeing(hosting.stop_button, "Zakończyć hostowanie?")
    env.qtbot.waitUntil(lambda: hosting.hosting.result.done(), timeout=10_000)
    env.qtbot.waitUntil(
        lambda: hosting.status_label.text() == "Hostowanie zakończone przed początkiem gry.",
        timeout=5_000,
    )
    with pytest.raises(ConnectionRefusedError):
        socket.create_connection((LOOPBACK, port), timeout=5)


def test_choosing_another_game_opens_its_dialog(env: Env) -> None:
    dialog = _open_host_dialog(env)
    dialog.game_combo.setCurrentIndex(dialog.game_combo.findData("crossword"))
    env.qtbot.waitUntil(lambda: not dialog.isVisible(), timeout=5_000)
    (other,) = [d for d in env.launcher.findChildren(HostDialog) if d.isVisible()]
    assert other.info.id == "crossword"
    # Every game's network seats are played on its own screen: no note says otherwise.
    assert not other.note_label.isVisible()
    other.reject()


def test_a_player_at_the_host_plays_in_the_window_the_hosting_opens(env: Env) -> None:
    """A seat "gracz przy tym komputerze": no join dialog, the hosting opens the player's window
    (joined over loopback with the seat's secret); closing it leaves the seat waiting, the
    hosting goes on, and "Dołącz jako gracz" brings the player's window back to their seat."""
    hosting = _host_gra3(env, [LOCAL, COMPUTER], names=["Ala"])
    env.qtbot.waitUntil(lambda: bool(env.launcher.network_windows), timeout=5_000)
    (window,) = env.launcher.network_windows
    assert (window.session.host, window.session.port) == (LOOPBACK, hosting.hosting.port)
    assert window.session.code == hosting.hosting.host.code
    assert window.windowTitle() == "Gra w sieci — Ala"
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=30_000)
    assert window.session.seat == 0
    env.qtbot.waitUntil(
        lambda: "1. Ala, przy tym komputerze\n" in hosting.seats_label.text(), timeout=10_000
    )
    # Her seat is the hosted game's (in Kontynuuj as that): not one remembered as joined.
    assert env.launcher.remembered is not None and env.launcher.remembered.seats() == []

    window.close()
    env.qtbot.waitUntil(lambda: hosting.hosting.host.away() == [0], timeout=10_000)
    env.qtbot.waitUntil(
        lambda: "1. Ala, przy tym komputerze (rozłączony)" in hosting.seats_label.text(),
        timeout=10_000,
    )
    assert not hosting.hosting.result.done()
    assert hosting.stop_button.isEnabled()

    # No dialog: her window comes back with her seat's secret (her name alone would not do).
    click(hosting.join_button)
    assert not [d for d in env.launcher.findChildren(JoinDialog) if d.isVisible()]
    env.qtbot.waitUntil(lambda: len(env.launcher.network_windows) == 1, timeout=5_000)
    (again,) = env.launcher.network_windows
    env.qtbot.waitUntil(lambda: again.game_screen is not None, timeout=30_000)
    assert again.session.seat == 0
    play_to_the_end(env, again)
    env.qtbot.waitUntil(lambda: hosting.finished_id is not None, timeout=30_000)
    with GameStore(env.store.path) as store:
        saved = next(g for g in store.finished() if g.id == hosting.finished_id)
    assert [(s.name, s.kind) for s in saved.seats] == [
        ("Ala", "human"),
        ("Komputer (łatwy)", "computer"),
    ]
    again.close()


def test_a_dropped_players_seat_is_played_by_the_computer_the_host_chose(env: Env) -> None:
    hosting = _host_gra3(env, [REMOTE, COMPUTER], takeover="medium")
    assert hosting.hosting.host.takeover == "medium"
    window = _joined(env, hosting, "Ola")
    window.close()  # Ola leaves for good: the host's computer plays her seat to the end
    env.qtbot.waitUntil(lambda: hosting.hosting.host.away() == [0], timeout=10_000)
    env.qtbot.waitUntil(lambda: hosting.finished_id is not None, timeout=120_000)
    with GameStore(env.store.path) as store:
        saved = next(g for g in store.finished() if g.id == hosting.finished_id)
        moves = list(store.moves(saved.id, get_game("puzzle")))
    assert saved.seats[0].name == "Ola"
    # Her seat played its words (a seat nobody plays would only be timed out by the system).
    assert any(move.player == 0 for move in moves)
    assert all(move.player in (0, 1, SYSTEM) for move in moves)


def test_players_sharing_the_host_computer_are_told_they_share_its_screen(env: Env) -> None:
    dialog = _open_host_dialog(env)
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("gra3"))
    dialog.players_spin.setValue(3)
    kinds = [dialog.rows[i].kind for i in range(3)]
    kinds[0].setCurrentIndex(kinds[0].findData(LOCAL))
    assert not dialog.note_label.isVisible()
    kinds[2].setCurrentIndex(kinds[2].findData(LOCAL))
    assert dialog.note_label.isVisible()
    assert "dzielą jeden ekran" in dialog.note_label.text()
    # Network seats are named by their players when they join; the others here.
    assert [dialog.rows[i].name.isVisible() for i in range(3)] == [True, False, True]
    assert dialog.local_names() == ["Gracz 1", "Gracz 3"]
    dialog.reject()


def test_the_host_names_its_computers_in_the_interface_language(
    env: Env, english: None, qapp: QApplication
) -> None:
    """In English the host's computers are "Computer 1 (easy)", as the new-game dialog names
    them (numbered: two computers are told apart); stored so, and shown in Polish again in a
    Polish interface."""
    hosting = _host_gra3(env, [LOCAL, COMPUTER, COMPUTER], names=["Ala"], levels=["easy", "strong"])
    (window,) = env.launcher.network_windows
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=30_000)
    assert [s.name for s in window.session.seats] == [
        "Ala",
        "Computer 1 (easy)",
        "Computer 2 (strong)",
    ]
    env.qtbot.waitUntil(
        lambda: "3. Computer 2 (strong)" in hosting.seats_label.text(), timeout=10_000
    )
    assert "1. Ala, at this computer" in hosting.seats_label.text()
    assert hosting.hosting.host.game_id is not None
    with GameStore(env.store.path) as store:
        (saved,) = [g for g in store.unfinished() if g.id == hosting.hosting.host.game_id]
    assert [s.name for s in saved.seats][1:] == ["Computer 1 (easy)", "Computer 2 (strong)"]

    assert i18n.install(qapp, "pl")
    env.qtbot.waitUntil(
        lambda: "3. Komputer 2 (mocny)" in hosting.seats_label.text(), timeout=10_000
    )
    window.close()
    hosting.close()


def test_every_rule_set_plays_on_a_network_seats_screen() -> None:
    """The seat's window opens the game's own screen for every rule set the registry has
    (and knows how to count its rounds): none is left to the command line's computers."""
    registered = {(g.info.id, r.id) for g in all_games() for r in g.info.rule_sets}
    assert registered == set(NETWORK_SCREENS)


# -- hosting again after the host stopped mid-game -------------------------------------------
def _hosted_record(env: Env, port: int) -> tuple[int, HostingRecord]:
    """A GRA III game saved as hosted (a network seat taken by Ala, the host's computer), no
    move played yet."""
    record = HostingRecord(
        "KAT234", port, LOOPBACK, (SeatPlan(NETWORK), SeatPlan(net_host.COMPUTER, "easy")), None
    )
    seats = [Seat("Ala", "human"), Seat("Komputer (łatwy)", "computer", "easy")]
    game_id = env.store.create_game(Setup("puzzle", "gra3", 2, 7), seats, hosting=record.to_json())
    return game_id, record


def _resume_dialog(env: Env, game_id: int) -> ResumeHostingDialog:
    assert env.launcher.resume_game(game_id) is None  # it asks first
    (dialog,) = [d for d in env.launcher.findChildren(ResumeHostingDialog) if d.isVisible()]
    assert dialog.game_id == game_id
    assert dialog.defaultButton() is dialog.host_button
    return dialog


def _hosting_of(env: Env, game_id: int) -> HostingWindow:
    env.qtbot.waitUntil(
        lambda: any(
            w.hosting.host.game_id == game_id and not w.hosting.result.done()
            for w in env.launcher.hosting_windows
        ),
        timeout=10_000,
    )
    (window,) = [
        w
        for w in env.launcher.hosting_windows
        if w.hosting.host.game_id == game_id and not w.hosting.result.done()
    ]
    return window


def test_a_hosted_game_whose_host_stopped_is_hosted_again_and_played_to_the_end(
    env: Env,
) -> None:
    """ "If the host dies, the game is in its store and resumes there; clients reconnect"
    (issue #30), from the app: the game is listed as played over the network, opening it
    offers to host it again with the same code and port, and the player on the network comes
    back with "Połącz ponownie" and plays on to the end; the saved game replays exactly."""
    hosting = _host_gra3(env, [REMOTE, COMPUTER])
    code, port = hosting.hosting.host.code, hosting.hosting.port
    window = _joined(env, hosting, "Ala")
    screen = window.game_screen
    assert isinstance(screen, Gra3Screen)
    env.qtbot.waitUntil(lambda: screen.give_up_button.isEnabled(), timeout=30_000)
    click(screen.give_up_button)  # Ala's move
    host = hosting.hosting.host
    game_id = host.game_id
    assert game_id is not None
    env.qtbot.waitUntil(
        lambda: any(move.player == 0 for move in env.store.moves(game_id, get_game("puzzle"))),
        timeout=30_000,
    )

    # The host stops as a crash leaves it: the game is not finished, its moves are saved.
    host.stop()
    env.qtbot.waitUntil(lambda: hosting.hosting.result.done(), timeout=10_000)
    env.qtbot.waitUntil(lambda: window.can_reconnect(), timeout=10_000)
    saved = env.store.get(game_id)
    assert (saved.status, saved.hosted) == ("playing", True)
    before = env.store.moves(game_id, get_game("puzzle"))
    assert before

    # "Kontynuuj" marks it; opening it asks whether to host it again.
    listed = env.launcher.open_saved_games()
    assert listed is not None
    item = listed.tree.currentItem()
    assert item is not None and item.data(0, ID_ROLE) == game_id
    assert item.text(0).endswith(" (w sieci)")
    click(listed.resume_button)
    (dialog,) = [d for d in env.launcher.findChildren(ResumeHostingDialog) if d.isVisible()]
    assert code in dialog.informativeText() and str(port) in dialog.informativeText()
    click(dialog.host_button)

    again = _hosting_of(env, game_id)
    assert again.code_label.text() == code
    assert again.hosting.port == port
    assert again.hosting.host.moves_played == len(before)
    assert not env.launcher.game_windows  # not a game on this computer

    click(window.reconnect_button)
    env.qtbot.waitUntil(lambda: again.hosting.host.away() == [], timeout=30_000)
    play_to_the_end(env, window)
    env.qtbot.waitUntil(lambda: again.finished_id == game_id, timeout=30_000)
    window.close()

    saved = env.store.get(game_id)
    moves = env.store.moves(game_id, get_game("puzzle"))
    assert saved.status == "finished" and moves[: len(before)] == before
    game = get_game("puzzle")
    state = replay(saved.setup, moves)
    assert game.is_over(state)
    assert tuple(game.scores(state)) == saved.scores
    history = env.launcher.open_history()
    assert history is not None
    (row,) = [i for i in history._items() if i.data(0, HISTORY_ID) == game_id]
    assert row.text(1).endswith(" (w sieci)")


def test_a_player_at_the_host_gets_their_window_back_when_the_game_is_hosted_again(
    env: Env,
) -> None:
    """Hosting stopped mid-game ("Zakończ hostowanie"), then hosted again from the launcher:
    the window of the player at this computer, still open, joins again by itself (no second
    window) and plays on to the end."""
    hosting = _host_gra3(env, [LOCAL, COMPUTER], names=["Ala"])
    env.qtbot.waitUntil(lambda: bool(env.launcher.network_windows), timeout=5_000)
    (window,) = env.launcher.network_windows
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=30_000)
    game_id = hosting.hosting.host.game_id
    assert game_id is not None
    click_agreeing(hosting.stop_button, "Zakończyć hostowanie?")
    env.qtbot.waitUntil(lambda: window.can_reconnect(), timeout=10_000)
    env.qtbot.waitUntil(lambda: "--resume" in hosting.status_label.text(), timeout=5_000)
    assert "„Hostuj ponownie”" in hosting.status_label.text()

    click(_resume_dialog(env, game_id).host_button)
    again = _hosting_of(env, game_id)
    env.qtbot.waitUntil(lambda: again.hosting.host.away() == [], timeout=30_000)
    assert env.launcher.network_windows == [window]
    assert not window.can_reconnect()
    assert "1. Ala, przy tym komputerze" in again.seats_label.text()
    play_to_the_end(env, window)
    env.qtbot.waitUntil(lambda: again.finished_id == game_id, timeout=30_000)
    window.close()


def test_a_hosted_game_may_be_played_on_this_computer_instead(env: Env) -> None:
    game_id, _record = _hosted_record(env, 5050)
    click(_resume_dialog(env, game_id).cancel_button)  # neither: nothing opens
    assert not env.launcher.game_windows and not env.launcher.hosting_windows

    click(_resume_dialog(env, game_id).here_button)
    (window,) = env.launcher.game_windows
    assert window.game_id == game_id
    assert not env.launcher.hosting_windows
    window.close()


def test_a_taken_port_is_said_and_another_offered_with_the_same_code(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def confirm(_parent: object, title: str, text: str, yes: str) -> bool:
        asked.append(f"{title}: {text} [{yes}]")
        return True

    monkeypatch.setattr(dialogs, "confirm", confirm)
    with socket.socket() as taken:
        taken.bind((LOOPBACK, 0))
        taken.listen()
        port = taken.getsockname()[1]
        game_id, record = _hosted_record(env, port)
        click(_resume_dialog(env, game_id).host_button)
        hosting = _hosting_of(env, game_id)
    (question,) = asked
    assert question.startswith(f"Port jest zajęty: Port {port} jest zajęty")
    assert hosting.hosting.port not in (port, 0)
    assert hosting.code_label.text() == record.code
    # Hosted again on the new port: the next time it is hosted there.
    recorded = env.store.hosting(game_id)
    assert recorded is not None
    again = HostingRecord.from_json(recorded)
    assert again == dataclasses.replace(
        record, port=hosting.hosting.port, table=again.table, secrets=again.secrets
    )
    hosting.close()
    env.qtbot.waitUntil(lambda: hosting.hosting.result.done(), timeout=10_000)


def test_the_resume_dialog_in_english(env: Env, english: None) -> None:
    game_id, _record = _hosted_record(env, 5050)
    dialog = _resume_dialog(env, game_id)
    assert dialog.host_button.text() == "&Host again"
    assert "KAT234" in dialog.informativeText()
    dialog.reject()
