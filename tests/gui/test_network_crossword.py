"""The crossword game on a network seat's own screen, against a real host on 127.0.0.1 (issue
#30): a person plays ``jawa`` to the end against the host's computer — a word the host refuses,
exchanges, placements dragged from the rack, a take-back, the final screen —; two people at
two "computers" play ``wordsmith`` in challenge mode — a hint the host searches, a challenge
answered on the other screen, a pass, no take-back offered. Nothing either seat was sent, and
nothing its screen shows, holds the other player's rack; "Co było możliwe?" (which replays the
game from its seed) is not offered.

The moves are the engine's move generator's from what the seat sees (its own view), laid on
the board with the mouse: nothing about the seeded games is written down here."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from crossword_support import drop_from_rack, press, seed_where
from gui_test_support import Env, click, click_pass, type_text
from network_support import host_on_loopback, seat_window
from PySide6.QtCore import Qt

from engines.core import PlayerId, Rejected, Setup
from engines.crossword.layout import load_layout
from engines.crossword.movegen import Move, all_moves
from engines.crossword.rules import dictionary_seen
from engines.crossword.rulesets import rules_for, tile_set_for
from engines.crossword.state import (
    CHALLENGED_OFF,
    PASSED,
    PLACED,
    CrosswordState,
    CrosswordView,
)
from engines.net.codec import decode
from engines.net.host import COMPUTER, NETWORK, Hosting, SeatPlan
from engines.records.record import replay
from engines.records.store import GameStore
from engines.tiles import BLANK
from gui.games.crossword.panel import EndSummary
from gui.games.crossword.screen import CrosswordScreen
from gui.network.window import NetworkGameWindow
from gui.support.reasons import explain

PATIENCE_MS = 30_000


def host_game(tmp_path: Path, setup: Setup, plans: list[SeatPlan]) -> Hosting:
    return host_on_loopback(tmp_path / "host.sqlite", setup, plans)


def open_seat(env: Env, hosting: Hosting, name: str) -> tuple[NetworkGameWindow, list[Any]]:
    """A network seat's window joined as ``name``, and every message its session gets."""
    received: list[Any] = []
    return seat_window(env.qtbot, hosting.port, name, received), received


def screen_of(env: Env, window: NetworkGameWindow) -> CrosswordScreen:
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=PATIENCE_MS)
    screen = window.game_screen
    assert isinstance(screen, CrosswordScreen)
    return screen


def own_view(window: NetworkGameWindow) -> CrosswordView:
    view = window.session.view(window.session.seat)
    assert isinstance(view, CrosswordView) and view.rack is not None
    return view


def turn_open(window: NetworkGameWindow, screen: CrosswordScreen) -> bool:
    """The seat may act and its screen lets it (not while a hint is searched)."""
    return window.session.may_act and screen.pass_button.isEnabled()


def plain_moves(view: CrosswordView) -> list[Move]:
    """The seat's legal placements without a blank, best first, from its own view."""
    assert view.rack is not None
    rules = rules_for(view.rules)
    moves = all_moves(
        view.board,
        view.rack,
        dictionary_seen(view),
        load_layout(view.board_id),
        tile_set_for(rules, view.players),
        rules,
    )
    return [m for m in moves if BLANK not in m.rack_tiles]


def lay(screen: CrosswordScreen, move: Move) -> None:
    """Drag the move's tiles from the rack onto their squares."""
    for tile in move.tiles:
        drop_from_rack(screen, list(screen.rack_tiles).index(tile.rack_tile), tile.square)


def nonsense(rack: tuple[str, ...], view: CrosswordView) -> str:
    """Three tiles of ``rack`` that make no word."""
    dictionary = dictionary_seen(view)
    return next(
        "".join(p)
        for p in itertools.permutations([t for t in rack if t != BLANK], 3)
        if "".join(p) not in dictionary
    )


def tuples_in(value: Any) -> Iterator[tuple[Any, ...]]:
    """Every tuple inside a decoded message (a rack is one)."""
    if isinstance(value, tuple):
        yield value
        for item in value:
            yield from tuples_in(item)
    elif isinstance(value, list | set | frozenset):
        for item in value:
            yield from tuples_in(item)
    elif isinstance(value, dict):
        for item in value.values():
            yield from tuples_in(item)
    elif hasattr(value, "__dataclass_fields__"):
        for name in value.__dataclass_fields__:
            yield from tuples_in(getattr(value, name))


def check_nothing_hidden(received: list[Any], hosting: Hosting, seat: int) -> int:
    """Every view ``seat`` was sent is the engine's view of its seat (and the public view)
    after that many moves of the saved game, and none holds another player's rack before the
    game's end shows them all. How many views were checked."""
    host = hosting.host
    setup, moves = host.setup, host._moves
    checked = 0
    for message in received:
        if message["type"] != "view" or not message["started"]:
            continue
        state = replay(setup, moves[: message["moves"]])
        assert isinstance(state, CrosswordState)
        view, public = decode(message["view"]), decode(message["public"])
        assert view == host.game.view(state, PlayerId(seat))
        assert public == host.game.view(state, None)
        if state.end is None:
            # (A short rack may equal a move's tiles by chance; a full one, in its order, not.)
            sent = set(tuples_in(view)) | set(tuples_in(public))
            for other, rack in enumerate(state.racks):
                if other != seat and len(rack) == rules_for(setup.rules).rack_size:
                    assert rack.tiles not in sent
        checked += 1
    return checked


def test_a_person_plays_jawa_to_the_end_against_the_hosts_computer(
    env: Env, tmp_path: Path
) -> None:
    seed = seed_where("jawa", 2, lambda s: s.first_player == 0)
    setup = Setup("crossword", "jawa", 2, seed=seed)
    hosting = host_game(tmp_path, setup, [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")])
    window, received = open_seat(env, hosting, "Ala")
    screen = screen_of(env, window)
    session = window.session
    refusals: list[Rejected] = []
    session.rejected.connect(refusals.append)
    # "Co było możliwe?" replays the game from its seed, which stays on the host.
    assert not screen.possible_button.isVisible()
    assert not hasattr(session, "moves") and not hasattr(session, "state")

    # A word the dictionary refuses, typed at the centre: sent, refused by the host, the
    # reason shown and the turn still open with the tiles on the board.
    env.qtbot.waitUntil(lambda: turn_open(window, screen), timeout=PATIENCE_MS)
    view = own_view(window)
    assert sorted(screen.rack_tiles) == sorted(view.rack or ())
    word = nonsense(view.rack or (), view)
    type_text(screen.board, word)
    assert "nie ma w słowniku" in screen.preview_text()
    press(screen, Qt.Key.Key_Return)
    env.qtbot.waitUntil(lambda: bool(refusals), timeout=PATIENCE_MS)
    shown = screen.preview_text() + screen.message_label.text()
    assert explain(refusals[0]) in shown
    assert len(screen.placed) == 3 and turn_open(window, screen)
    press(screen, Qt.Key.Key_Escape)
    assert screen.placed == {}

    exchanged = placed = taken_back = 0
    before_placing: tuple[int, tuple[str, ...]] = (0, ())
    while window.final is None:
        env.qtbot.waitUntil(
            lambda: window.final is not None or turn_open(window, screen), timeout=PATIENCE_MS
        )
        if window.final is not None:
            break
        view = own_view(window)
        # Only this seat's own rack is ever on its screen.
        assert sorted(screen.rack_tiles) == sorted(view.rack or ())
        moves_before = hosting.host.moves_played
        moves = plain_moves(view)
        if moves and (exchanged or not view.bag_count):
            if placed == 1 and not taken_back:
                # Against a computer the last move may be taken back (the option's default,
                # "only against computer players"): the turn comes back as it was.
                assert window.take_back_action.isEnabled()
                window.take_back_action.trigger()
                env.qtbot.waitUntil(
                    lambda turns=before_placing[0]: len(own_view(window).history) == turns,
                    timeout=PATIENCE_MS,
                )
                env.qtbot.waitUntil(lambda: turn_open(window, screen), timeout=PATIENCE_MS)
                assert sorted(screen.rack_tiles) == sorted(before_placing[1])
                assert own_view(window).taken_back
                taken_back += 1
                continue
            before_placing = (len(view.history), view.rack or ())
            lay(screen, moves[0])
            assert f"{moves[0].score} pkt" in screen.preview_text()
            press(screen, Qt.Key.Key_Return)
            placed += 1
        elif view.bag_count:
            # An exchange through the dialog (at the first turn, and whenever the rack holds
            # no placement).
            click(screen.exchange_button)
            dialog = screen.exchange_dialog
            assert dialog is not None
            click(dialog.buttons[0])
            click(dialog.ok_button)
            exchanged += 1
        else:
            click_pass(screen.pass_button)
        env.qtbot.waitUntil(
            lambda played=moves_before: hosting.host.moves_played > played,
            timeout=PATIENCE_MS,
        )

    assert placed and exchanged and taken_back
    assert window.final.isVisible()
    assert isinstance(screen.end_summary, EndSummary)
    game_id = hosting.result.result(timeout=30)
    assert game_id == session.game_id
    with GameStore(tmp_path / "host.sqlite") as store:
        (saved,) = store.finished()
    assert saved.id == game_id
    assert (saved.seats[0].name, saved.seats[0].kind) == ("Ala", "human")
    assert check_nothing_hidden(received, hosting, 0) > placed
    window.close()


def test_two_people_on_two_screens_challenge_and_take_a_hint_in_wordsmith(
    env: Env, tmp_path: Path
) -> None:
    """Challenge mode between two network seats: the challenge is answered on the other
    player's screen; a hint is searched by the host and played from the screen."""
    setup = Setup("crossword", "wordsmith", 2, seed=5, options={"challenge": True})
    hosting = host_game(tmp_path, setup, [SeatPlan(NETWORK), SeatPlan(NETWORK)])
    ala, ala_received = open_seat(env, hosting, "Ala")
    env.qtbot.waitUntil(lambda: ala.session.seat is not None, timeout=PATIENCE_MS)
    ola, ola_received = open_seat(env, hosting, "Ola")
    ala_screen, ola_screen = screen_of(env, ala), screen_of(env, ola)
    assert (ala.session.seat, ola.session.seat) == (0, 1)
    # Against another person no take-back is offered (no agreement can be asked over the
    # network).
    assert setup.options.get("take_backs", "computers") == "computers"
    assert not ala.take_back_action.isVisible() and not ala.take_back_action.isEnabled()

    # wordsmith: the first seat starts. A nonsense word: the preview does not tell (the other
    # player checks the words), the host takes it as pending.
    env.qtbot.waitUntil(lambda: turn_open(ala, ala_screen), timeout=PATIENCE_MS)
    view = own_view(ala)
    word = nonsense(view.rack or (), view)
    type_text(ala_screen.board, word)
    assert "nie ma w słowniku" not in ala_screen.preview_text()
    press(ala_screen, Qt.Key.Key_Return)

    # Ola's screen asks her; she challenges; the word comes off on both screens.
    env.qtbot.waitUntil(lambda: ola_screen.challenge_box.isVisible(), timeout=PATIENCE_MS)
    assert word.upper() in ola_screen.challenge_label.text()
    assert not ala_screen.challenge_box.isVisible()
    click(ola_screen.challenge_button)
    env.qtbot.waitUntil(
        lambda: "nie ma w słowniku" in ala_screen.status_label.text(), timeout=PATIENCE_MS
    )
    # Each seat's view comes on its own connection: Ola's may come a moment after Ala's.
    env.qtbot.waitUntil(
        lambda: "zdjęte po sprawdzeniu" in ola_screen.history.row_text(0), timeout=PATIENCE_MS
    )
    assert own_view(ala).history[-1].kind == CHALLENGED_OFF

    # Ala lost her turn: Ola asks for a hint; the host searches it and sends it to her only.
    env.qtbot.waitUntil(lambda: turn_open(ola, ola_screen), timeout=PATIENCE_MS)
    assert "(3)" in ola_screen.hint_button.text()
    click(ola_screen.hint_button)
    assert ola_screen.hint_searching and not ola_screen.submit_button.isEnabled()
    env.qtbot.waitUntil(lambda: ola_screen.proposal_shown, timeout=PATIENCE_MS)
    proposal = own_view(ola).proposal
    assert proposal is not None and "(2)" in ola_screen.hint_button.text()
    assert ola_screen.placed == {t.square: t for t in proposal.play.tiles}
    assert ala.session.view(ala.session.seat).proposal is None
    press(ola_screen, Qt.Key.Key_Return)

    # Ala accepts the move on her screen; it is scored.
    env.qtbot.waitUntil(lambda: ala_screen.challenge_box.isVisible(), timeout=PATIENCE_MS)
    click(ala_screen.accept_button)
    env.qtbot.waitUntil(lambda: own_view(ola).history[-1].kind == PLACED, timeout=PATIENCE_MS)
    last = own_view(ola).history[-1]
    assert last.place == proposal.play.place and last.score == proposal.play.score
    assert last.hinted

    # Ala's turn now: she passes; Ola's screen opens her turn.
    env.qtbot.waitUntil(lambda: turn_open(ala, ala_screen), timeout=PATIENCE_MS)
    click_pass(ala_screen.pass_button)
    env.qtbot.waitUntil(lambda: turn_open(ola, ola_screen), timeout=PATIENCE_MS)
    assert own_view(ola).history[-1].kind == PASSED
    assert not turn_open(ala, ala_screen)

    assert check_nothing_hidden(ala_received, hosting, 0)
    assert check_nothing_hidden(ola_received, hosting, 1)
    ala.close()
    ola.close()
    hosting.host.stop()
    assert hosting.result.result(timeout=30) is not None


def test_the_game_clock_the_host_keeps_shows_on_the_seats_screen(env: Env, tmp_path: Path) -> None:
    # "timers run on the host": the seat's scores table has the clock column, and after a pass
    # the host timed at 65 s it shows her 10 minutes less those 65 s.
    now = [0.0]
    seed = seed_where("jawa", 2, lambda s: s.first_player == 0)
    options = {"clock": "total", "clock_minutes": 10}
    setup = Setup("crossword", "jawa", 2, seed=seed, options=options)
    plans = [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")]
    hosting = host_on_loopback(tmp_path / "host.sqlite", setup, plans, lambda: now[0])
    try:
        window, _received = open_seat(env, hosting, "Ala")
        screen = screen_of(env, window)
        env.qtbot.waitUntil(lambda: turn_open(window, screen), timeout=PATIENCE_MS)
        clock_column = screen.scores.columnCount() - 1
        window.show_clocks()
        assert screen.scores.text(0, clock_column) == "10:00"
        now[0] = 65.0
        click_pass(screen.pass_button)
        env.qtbot.waitUntil(lambda: len(own_view(window).history) == 2, timeout=PATIENCE_MS)
        env.qtbot.waitUntil(lambda: turn_open(window, screen), timeout=PATIENCE_MS)
        window.show_clocks()
        assert screen.scores.text(0, clock_column).startswith("8:5")
        assert screen.scores.text(1, clock_column) == "10:00"
    finally:
        hosting.host.stop()


def test_the_seats_window_shows_the_hosts_computer_thinking_and_how_far(
    env: Env, tmp_path: Path
) -> None:
    """The host's master thinks for a second: the seat's status bar says so, with its name,
    the bar busy and then filling as the host reports (as at one screen), gone once it moved."""
    seed = seed_where("jawa", 2, lambda s: s.first_player == 0)
    setup = Setup("crossword", "jawa", 2, seed=seed)
    hosting = host_game(tmp_path, setup, [SeatPlan(COMPUTER, "mistrz"), SeatPlan(NETWORK)])
    window, _ = open_seat(env, hosting, "Ala")
    label, bar = window.thinking_label, window.thinking_bar
    shown: list[tuple[bool, str, int, int]] = []
    window.session.thinking_changed.connect(
        lambda: shown.append((label.isVisible(), label.text(), bar.maximum(), bar.value()))
    )
    env.qtbot.waitUntil(lambda: hosting.host.moves_played == 1, timeout=PATIENCE_MS)
    env.qtbot.waitUntil(lambda: bool(shown) and not shown[-1][0], timeout=PATIENCE_MS)
    hosting.host.stop()
    assert shown[0] == (True, "Komputer (mistrz) myśli…", 0, shown[0][3])  # busy: no measure
    filling = [value for visible, _, maximum, value in shown[1:-1] if visible and maximum == 100]
    assert filling and filling == sorted(filling)
    assert not bar.isVisible()
