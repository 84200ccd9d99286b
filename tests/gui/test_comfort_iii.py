"""Playing comfort III (issue #40): what a player meets in the first hour, at one screen and on
a network seat — each point driven through the real windows and widgets."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from gui_test_support import (
    Env,
    SeatSpec,
    click,
    click_agreeing,
    click_pass,
    first_racks,
    pass_privacy,
    select_game,
    start_game,
    type_text,
    words_for,
)
from network_support import host_on_loopback, seat_window
from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QLabel, QScrollArea
from pytestqt.qtbot import QtBot
from slowka_support import click_square, press

from engines.core import MoveAnalysis, PlayerId, Setup, resolve_setup
from engines.net.host import COMPUTER, NETWORK, SeatPlan
from engines.records.store import GameStore, Seat
from engines.registry import get_game
from engines.tools.play import play_out
from gui.dialogs.help import HelpDialog
from gui.dialogs.word_lookup import WordLookupDialog
from gui.game_window import GameWindow
from gui.games.board_turns import BoardTurnScreen
from gui.games.crossword.screen import CrosswordScreen
from gui.games.puzzle.gra3 import Gra3Screen
from gui.games.seven_words.screen import SevenWordsScreen
from gui.games.slowka.screen import SlowkaScreen
from gui.network.window import NetworkGameWindow
from gui.records.replay import ReplayWindow
from gui.widgets import dialogs
from gui.widgets.missed_words import MissedWordsPanel
from gui.widgets.score_plot import ScorePlot

PATIENCE_MS = 30_000

ALONE = [SeatSpec("Ala"), SeatSpec("Komputer", "computer", "easy")]


def _pass_turn(screen: BoardTurnScreen, player: int) -> None:
    """The player at the screen gives up the turn (the window passes the action on)."""
    screen.action_requested.emit(player, screen.pass_action())


# -- 1. your own rack while the others move ---------------------------------------------------
@pytest.mark.parametrize(
    "game, rules", [("crossword", "jawa"), ("slowka", "standard"), ("puzzle", "gra1")]
)
def test_alone_against_the_computer_your_rack_stays_in_sight_while_it_thinks(
    env: Env, game: str, rules: str
) -> None:
    window = start_game(env, ALONE, 3, game=game, rules=rules)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=PATIENCE_MS)
    screen = window.game_screen
    assert isinstance(screen, BoardTurnScreen)
    rack = screen.rack.tiles()
    assert rack
    _pass_turn(screen, 0)
    # The computer thinks now (in a worker): the rack is still there, read-only.
    assert window.current is None
    assert sorted(screen.rack.tiles()) == sorted(rack)
    assert not screen.rack.interactive and not screen.submit_button.isEnabled()
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=PATIENCE_MS)
    window.close()


def test_in_hot_seat_the_rack_hides_behind_the_hand_over_screen(env: Env) -> None:
    people = [SeatSpec("Ala"), SeatSpec("Ola"), SeatSpec("Komputer", "computer", "easy")]
    window = start_game(env, people, 3, game="crossword", rules="jawa")
    screen = window.game_screen
    assert isinstance(screen, BoardTurnScreen)
    seen = set()
    for _ in range(4):
        env.qtbot.waitUntil(
            lambda: window.privacy.isVisible() or window.current is not None,
            timeout=PATIENCE_MS,
        )
        if window.privacy.isVisible():
            # Another person shares the screen: nothing of anyone's shows until the button.
            assert not screen.rack.tiles()
            click(window.privacy.button)
        player = window.current
        assert player is not None and screen.rack.tiles()
        _pass_turn(screen, player)
        if window.privacy.isVisible():
            seen.add("hand-over")
        else:
            # The computer thinks between two people: nobody's rack.
            assert window.current is None
            seen.add("computer")
        assert not screen.rack.tiles()
    assert seen == {"hand-over", "computer"}
    window.close()


def _network_crossword(env: Env, tmp_path: Path) -> tuple[NetworkGameWindow, NetworkGameWindow]:
    setup = Setup("crossword", "jawa", 2, seed=5)
    hosting = host_on_loopback(
        tmp_path / "host.sqlite", setup, [SeatPlan(NETWORK), SeatPlan(NETWORK)]
    )
    ala = seat_window(env.qtbot, hosting.port, "Ala")
    env.qtbot.waitUntil(lambda: ala.session.seat is not None, timeout=PATIENCE_MS)
    ola = seat_window(env.qtbot, hosting.port, "Ola")
    for window in (ala, ola):
        env.qtbot.waitUntil(lambda w=window: w.game_screen is not None, timeout=PATIENCE_MS)  # type: ignore[misc]
    return ala, ola


def test_a_network_seat_sees_its_rack_while_the_other_player_thinks(
    env: Env, tmp_path: Path
) -> None:
    ala, ola = _network_crossword(env, tmp_path)
    first = ala if ala.session.may_act else ola
    env.qtbot.waitUntil(lambda: first.session.may_act, timeout=PATIENCE_MS)
    other = ola if first is ala else ala
    waiting = other.game_screen
    assert isinstance(waiting, BoardTurnScreen)
    env.qtbot.waitUntil(lambda: bool(waiting.rack.tiles()), timeout=PATIENCE_MS)
    seat = other.session.seat
    own = other.session.view(seat).rack
    assert sorted(waiting.rack.tiles()) == sorted(own)
    assert not waiting.rack.interactive
    # The other player's rack is never the one shown (each screen reads its own view only).
    assert seat is not None and other.session.view(PlayerId(1 - seat)).rack is None
    for window in (ala, ola):
        window.close()


# -- 2. a network seat's window is the game window -----------------------------------------
def test_a_network_seat_has_the_game_windows_menus_keys_tour_and_status_bar(
    env: Env, tmp_path: Path
) -> None:
    setup = Setup("crossword", "jawa", 2, seed=5)
    hosting = host_on_loopback(
        tmp_path / "host.sqlite", setup, [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    )
    window = seat_window(env.qtbot, hosting.port, "Ala")
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=PATIENCE_MS)
    menus = {action.text(): action.menu() for action in window.menuBar().actions()}
    assert set(menus) == {"&Gra", "Pomo&c"}
    game_menu = [a.text() for a in menus["&Gra"].actions() if a.isVisible() and a.text()]
    assert game_menu == [
        "&Nowa gra…",
        "&Cofnij ruch",  # against the host's computer only
        "Sprawdź s&łowo…",
        "&Zasady gry…",
        "S&tatystyki…",
        "Zamknij &okno",
    ]
    help_menu = [a.text() for a in menus["Pomo&c"].actions() if a.text()]
    assert "&Skróty klawiszowe…" in help_menu
    # The first-game line and the connection's state.
    assert window.tour.isVisible() and "F1" in window.tour_label.text()
    assert window.connection_label.text() == f"Połączono z 127.0.0.1:{hosting.port}"
    assert window.connection_line.isVisible()
    # F1: this game's rules, with the host's options; Ctrl+L: the word look-up in Polish.
    window.activateWindow()
    QTest.keySequence(window, QKeySequence("F1"))
    env.qtbot.waitUntil(lambda: isinstance(window.help_dialog, HelpDialog), timeout=5_000)
    assert (
        window.help_dialog is not None
        and "JAWA" in window.help_dialog.windowTitle() + window.help_dialog.rules_text.toPlainText()
    )
    window.help_dialog.close()
    QTest.keySequence(window, QKeySequence("Ctrl+L"))
    env.qtbot.waitUntil(lambda: isinstance(window.word_lookup, WordLookupDialog), timeout=5_000)
    assert window.word_lookup is not None
    assert window.word_lookup.language_box.currentData() == "pl"
    window.word_lookup.close()
    # The connection drops: the status bar says so.
    hosting.host.stop()
    env.qtbot.waitUntil(window.can_reconnect, timeout=PATIENCE_MS)
    assert window.connection_label.text().startswith("Brak połączenia")
    # 7: hosting stopped is not the game's end (it can be hosted again and joined).
    assert "przestał hostować" in window.status_label.text()
    assert "zakończył" not in window.status_label.text()
    window.close()


# -- 7. feedback -------------------------------------------------------------------------------
def test_a_dropped_player_shows_as_without_connection_and_slowka_hands_over_tokens(
    env: Env, tmp_path: Path
) -> None:
    ala, ola = _network_crossword(env, tmp_path)
    ola.session.close()  # Ola's connection drops
    screen = ala.game_screen
    assert isinstance(screen, BoardTurnScreen)
    env.qtbot.waitUntil(
        lambda: (
            "Bez połączenia: Ola" in screen.turn_label.text()
            or (ala.session.may_act and ala.session.away == (1,))
        ),
        timeout=PATIENCE_MS,
    )
    if ala.session.may_act:  # Ala's own turn: the note shows once she waits for Ola
        screen.action_requested.emit(ala.session.seat, screen.pass_action())
        env.qtbot.waitUntil(
            lambda: "Bez połączenia: Ola" in screen.turn_label.text(), timeout=PATIENCE_MS
        )
    assert "Poza grą" not in screen.turn_label.text()
    for window in (ala, ola):
        window.close()


def test_slowkas_hand_over_button_says_tokens(env: Env) -> None:
    people = [SeatSpec("Ala"), SeatSpec("Ola")]
    window = start_game(env, people, 3, game="slowka", rules="standard")
    env.qtbot.waitUntil(window.privacy.isVisible, timeout=PATIENCE_MS)
    assert window.privacy.button.text() == "Gotowe — &pokaż moje żetony"
    window.close()
    crossword = start_game(env, people, 3, game="crossword", rules="jawa")
    env.qtbot.waitUntil(crossword.privacy.isVisible, timeout=PATIENCE_MS)
    assert crossword.privacy.button.text() == "Gotowe — &pokaż moje litery"
    crossword.close()


# -- 10. texts ---------------------------------------------------------------------------------
def test_a_word_waiting_for_a_check_counts_as_its_players_tiles(env: Env) -> None:
    people = [SeatSpec("Ala"), SeatSpec("Komputer", "computer", "strong")]
    window = start_game(env, people, 3, {"challenge": True}, game="crossword", rules="wordsmith")
    screen = window.game_screen
    assert isinstance(screen, CrosswordScreen)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=PATIENCE_MS)
    if screen.challenge_box.isHidden():  # Ala starts: she passes, the computer plays
        _pass_turn(screen, 0)
        env.qtbot.waitUntil(lambda: window.current == 0, timeout=PATIENCE_MS)
    assert screen.challenge_box.isVisible()
    view = window.session.view(None) if window.session is not None else None
    assert view is not None and view.pending is not None and view.pending.player == 1
    tiles = view.rack_sizes[1] + len(view.pending.play.tiles)
    assert screen.scores.item(1, 2).text() == str(tiles) == "7"
    window.close()


def test_the_puzzles_time_options_say_no_seconds_they_do_not_show(env: Env) -> None:
    select_game(env.launcher, "puzzle")
    dialog = env.launcher.open_new_game()
    assert dialog is not None
    for index in range(dialog.rules_combo.count()):
        dialog.rules_combo.setCurrentIndex(index)
        for key, combo in dialog.option_combos.items():
            label = dialog._options_form.labelForField(combo)
            assert isinstance(label, QLabel)
            shown = [combo.itemText(i) for i in range(combo.count())]
            if any("min" in text for text in shown):
                assert "(s)" not in label.text(), (key, label.text(), shown)
    dialog.reject()


def test_gra2_says_a_computers_pace_sets_the_round_time(env: Env) -> None:
    select_game(env.launcher, "puzzle")
    dialog = env.launcher.open_new_game()
    assert dialog is not None
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("gra2"))
    dialog.set_seat(1, "Komputer (mocny)", "computer", "strong")
    assert dialog.game_note_label.isVisible()
    assert "co 5 s" in dialog.game_note_label.text()
    assert "w 1:40" in dialog.game_note_label.text()
    dialog.set_seat(1, "Ola", "human")
    assert not dialog.game_note_label.isVisible()
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("gra3"))
    dialog.set_seat(1, "Komputer (mocny)", "computer", "strong")
    assert not dialog.game_note_label.isVisible()
    dialog.reject()


def test_a_word_counted_at_the_rounds_end_is_not_shown_as_0_0_in_the_replay(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """A word's points wait for the round's end (7 słów; GRA III's word shorter than 5
    letters): the replay said "0 : 0" beside them."""
    played, state, record = play_out(Setup("seven_words", "standard", 2, 7), random_moves=True)
    store = GameStore(tmp_path / "games.sqlite")
    seats = [Seat("Ala", "human"), Seat("Bartek", "human")]
    game_id = store.import_game(record.setup, seats, record.moves, played.outcome(state).scores)
    window = ReplayWindow(store, game_id)
    qtbot.addWidget(window)
    window.show()
    table = window.moves_table
    rows = [[table.item(r, c).text() for c in (2, 5)] for r in range(1, table.rowCount())]
    waiting = [total for points, total in rows if points not in ("", "0") and total == "0 : 0"]
    assert not waiting, rows
    assert any(total == "doliczone później" for _points, total in rows)
    # 8: the replay closes with Esc and Ctrl+W.
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow)
    QTest.keyClick(window.moves_table, Qt.Key.Key_Escape)
    assert not window.isVisible()
    again = ReplayWindow(store, game_id)
    qtbot.addWidget(again)
    again.show()
    again.activateWindow()
    qtbot.waitUntil(again.isActiveWindow)
    QTest.keySequence(again.moves_table, QKeySequence("Ctrl+W"))
    assert not again.isVisible()
    store.close()


def test_a_solo_penalty_is_explained_when_it_happens(env: Env) -> None:
    window = start_game(env, [SeatSpec("Ola")], 5, {"solo": "medium"}, game="seven_words")
    screen = window.game_screen
    assert isinstance(screen, SevenWordsScreen)
    texts = []
    for _round in range(3):  # "1" → "2" → bottom → a penalty
        env.qtbot.waitUntil(lambda: window.current == 0, timeout=PATIENCE_MS)
        click(screen.give_up_button)
        env.qtbot.waitUntil(screen.summary.isVisible, timeout=PATIENCE_MS)
        texts.append(screen.summary.solo_label.text())
        QTest.keyClick(screen.summary.next_button, Qt.Key.Key_Return)
    assert "klepsydra schodzi o pole" in texts[0]
    assert "stała już na dolnym polu: kara −2 pkt" in texts[2], texts
    window.close()


# -- 6. settings, a rematch, confirmations -----------------------------------------------------
def test_pas_asks_first_and_anuluj_keeps_the_turn(
    env: Env, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = start_game(env, ALONE, 3, game="crossword", rules="jawa")
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=PATIENCE_MS)
    screen = window.game_screen
    assert isinstance(screen, BoardTurnScreen) and window.session is not None
    asked: list[tuple[str, str]] = []

    def no(_parent: object, title: str, text: str, yes: str) -> bool:
        asked.append((title, yes))
        return False

    before = window.session.moves
    monkeypatch.setattr(dialogs, "confirm", no)
    click(screen.pass_button)
    assert asked == [("Spasować?", "&Pas")]
    assert window.current == 0 and window.session.moves == before
    click_pass(screen.pass_button)
    assert window.session.moves[-1].action == screen.pass_action()
    window.close()


def test_the_new_game_dialog_offers_the_last_games_hints_clock_and_challenge_mode(
    env: Env,
) -> None:
    options = {"hints": 3, "challenge": True, "clock": "total"}
    window = start_game(env, ALONE, 3, options, game="crossword", rules="wordsmith")
    window.close()
    dialog = env.launcher.open_new_game("crossword")
    assert dialog is not None
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("wordsmith"))
    chosen = {key: dialog.option_combos[key].currentData() for key in options}
    assert chosen == options
    dialog.reject()


def test_the_host_dialog_offers_the_last_port_and_only_this_computer(env: Env) -> None:
    dialog = env.launcher.open_host_game("puzzle")
    assert dialog.port_spin.value() == 5050 and not dialog.loopback_check.isChecked()
    dialog.port_spin.setValue(0)
    dialog.loopback_check.setChecked(True)
    dialog.accept()
    (hosting,) = env.launcher.hosting_windows
    click_agreeing(hosting.stop_button, "Zakończyć hostowanie?")
    env.qtbot.waitUntil(hosting.hosting.result.done, timeout=PATIENCE_MS)
    for window in list(env.launcher.network_windows):
        window.close()
    hosting.close()
    again = env.launcher.open_host_game("puzzle")
    assert again.port_spin.value() == 0 and again.loopback_check.isChecked()
    again.reject()


def test_new_game_on_the_end_screen_offers_the_same_game_again(env: Env) -> None:
    # A wordsmith game with two hints each, played to its end at random and saved.
    setup = resolve_setup(
        get_game("crossword").info, Setup("crossword", "wordsmith", 2, 3, {"hints": 2})
    )
    played, state, record = play_out(setup, random_moves=True)
    seats = [Seat("Ala", "human"), Seat("Komputer 1", "computer", "strong")]
    game_id = env.store.import_game(setup, seats, record.moves, played.outcome(state).scores)
    window = env.launcher.resume_here(game_id)
    assert window is not None
    env.qtbot.waitUntil(lambda: window.final is not None, timeout=PATIENCE_MS)
    assert window.final is not None and "Rewanż" in window.final.new_game_button.toolTip()
    click(window.final.new_game_button)
    dialog = env.launcher.new_game_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.info.id == "crossword" and dialog.rules.id == "wordsmith"
    assert dialog.option_combos["hints"].currentData() == 2
    assert [(s.name, s.kind, s.level) for s in dialog.seats()] == [
        ("Ala", "human", None),
        ("Komputer 1", "computer", "strong"),
    ]
    click(dialog.ok_button)
    rematch = env.launcher.game_windows[-1]
    assert rematch.setup.rules == "wordsmith" and rematch.setup.options["hints"] == 2
    assert rematch.setup.seed != setup.seed or rematch.game_id != game_id
    rematch.close()


# -- 9. Słówka ---------------------------------------------------------------------------------
def test_slowkas_rack_keeps_its_gaps_until_the_move_is_taken_back(env: Env) -> None:
    window = start_game(env, ALONE, 3, game="slowka", rules="standard")
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=PATIENCE_MS)
    screen = window.game_screen
    assert isinstance(screen, SlowkaScreen)
    rack = screen.rack
    before = rack.tiles()
    second = rack.tile_centre(1)
    square = next(s for s in range(49) if screen.board.layout_.is_light(s) and screen._is_free(s))
    # A click on the first token, then on a free square: the token is laid.
    QTest.mouseClick(rack, Qt.MouseButton.LeftButton, pos=rack.tile_centre(0))
    click_square(screen.board, square)
    assert screen.rack_tiles == before[1:]
    # Its place stays empty: the second token is where it was, and a click there takes it.
    assert rack.gaps == (0,)
    assert rack.index_at(second) == 0 and rack.tiles()[0] == before[1]
    press(screen, Qt.Key.Key_Escape)  # everything back: no gap left
    assert rack.tiles() == before and rack.gaps == ()
    window.close()


def test_slowkas_best_words_are_different_and_their_paths_show_on_hover(qtbot: QtBot) -> None:
    panel = MissedWordsPanel()
    qtbot.addWidget(panel)
    found = MoveAnalysis.searched(
        "PASS", 0, False, [("d4-c3-b3 KOT", 12), ("a3-b3 KO", 5), ("c4-d4 TO", 4)]
    )
    panel._names = ("Ala",)
    panel.text.setText(panel.move_html({0: found}))
    links = re.findall(r"href='([^']+)'", panel.text.text())
    assert len(links) == 3 and "d4-c3-b3" not in panel.text.text().split("href")[0]
    assert panel.path_of(links[0]) == "Ścieżka: D4 → C3 → B3"
    assert panel.path_of("word:kot") == ""


# -- 4. 18 pt ----------------------------------------------------------------------------------
def test_the_plots_y_labels_have_room_for_a_negative_score_at_18_pt(qtbot: QtBot) -> None:
    plot = ScorePlot()
    qtbot.addWidget(plot)
    font = QFont(plot.font())
    font.setPointSize(18)
    plot.setFont(font)
    plot.set_data(["Ala", "Ola"], [[0, 9, 4], [0, -14, -3]])
    metrics = QFontMetrics(font)
    assert -14 in plot.ticks()
    assert plot.label_room(metrics) >= metrics.horizontalAdvance("-14") + 6


def test_seven_words_with_three_players_shows_every_sheet_at_1200_by_760(env: Env) -> None:
    """Issue #40, point 10: the third sheet needed scrolling; the sheets shrink a little
    rather than leave one out of sight."""
    people = [SeatSpec("Ala"), *(SeatSpec(f"Komputer {n}", "computer", "easy") for n in (1, 2))]
    window = start_game(env, people, 3, game="seven_words", rules="standard")
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=PATIENCE_MS)
    window.resize(1200, 760)
    env.qtbot.wait(100)
    screen = window.game_screen
    assert isinstance(screen, SevenWordsScreen)
    panel = screen.sheets
    scroll = panel.parentWidget()
    while scroll is not None and not isinstance(scroll, QScrollArea):
        scroll = scroll.parentWidget()
    assert scroll is not None and scroll.verticalScrollBar().maximum() == 0
    assert panel.height() <= scroll.viewport().height()
    for sheet in panel.sheets:
        assert sheet.isVisible() and panel.rect().contains(sheet.geometry())
    window.close()


def test_gra3s_short_word_refusal_is_two_sentences_in_a_game_saved_before_the_raised_hand(
    env: Env,
) -> None:
    """A game saved under the "grace" round end (before 2026-11-28) still refuses a word too
    short to end the round, and offers to wait: "…5 liter. Możesz też…" (issue #40)."""
    seed = next(s for s in range(1, 200) if words_for(first_racks(s, 2)[0], max_length=4))
    rack = first_racks(seed, 2)[0]
    setup = Setup("puzzle", "gra3", 2, seed, {"round_end": "grace"})
    window = GameWindow(
        setup, [Seat("Ania", "human"), Seat("Bartek", "human")], store=None, game_id=None
    )
    window.asks_before_closing = False
    window.show()
    pass_privacy(env.qtbot, window, "Ania")
    screen = window.game_screen
    assert isinstance(screen, Gra3Screen) and screen.wait_button.isEnabled()
    type_text(screen.word_edit, words_for(rack, max_length=4)[0])
    click(screen.submit_button)
    assert screen.message_label.text() == (
        "Pierwsze słowo rundy musi mieć co najmniej 5 liter. Możesz też poczekać "
        "(„Czekam”), aż ktoś inny zakończy rundę."
    )
    window.close()
