"""Słówka's own screen for a network seat (issue #30), against a real host on 127.0.0.1: the
screen reads the game through the seat's views only; a person plays to the end against the
host's computer, sees the host's refusals, and challenges across computers — the host's
computers answer on the host, each person on their own screen."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from gui_test_support import Env, click, click_pass
from network_support import CODE, LOOPBACK, host_on_loopback, seat_window
from PySide6.QtWidgets import QApplication
from slowka_support import Move, click_square, drop_from_rack, seed_where
from test_mnemonics import clashes

from engines.core import PlayerId, Reason, Rejected, Setup
from engines.net.codec import encode
from engines.net.host import COMPUTER, NETWORK, Hosting, SeatPlan
from engines.records.record import replay, start
from engines.records.store import GameStore
from engines.slowka.board import ANY, SIDE
from engines.slowka.movegen import generate
from engines.slowka.rules import context
from engines.slowka.rulesets import FREE, LOSE_TURN
from engines.slowka.state import CHALLENGED_OFF, LOST_TURN, PLACED, SlowkaState, SlowkaView
from gui.games.slowka.screen import SlowkaScreen
from gui.network.session import RemoteSession
from gui.network.window import NetworkGameWindow
from gui.support import i18n
from gui.support.reasons import SLOWKA_WORDING, explain

WAIT = 30_000


def host(tmp_path: Path, setup: Setup, plans: list[SeatPlan]) -> Hosting:
    return host_on_loopback(tmp_path / "host.sqlite", setup, plans)


def open_seat(
    env: Env, hosting: Hosting, name: str, heard: list[dict[str, Any]] | None = None
) -> tuple[NetworkGameWindow, SlowkaScreen]:
    """A network seat's window on its Słówka screen; ``heard`` gets every message its session
    receives from the host."""
    window = seat_window(env.qtbot, hosting.port, name, heard)
    return window, wait_for_screen(env, window)


def wait_for_screen(env: Env, window: NetworkGameWindow) -> SlowkaScreen:
    env.qtbot.waitUntil(lambda: window.game_screen is not None, timeout=WAIT)
    screen = window.game_screen
    assert isinstance(screen, SlowkaScreen)
    return screen


def own_view(window: NetworkGameWindow) -> SlowkaView:
    view = window.session.view(window.session.seat)
    assert isinstance(view, SlowkaView)
    return view


def moves_from(view: SlowkaView, setup: Setup) -> list[Move]:
    """The seat's legal moves from what it sees (its view), fewest tokens laid first, then the
    best score."""
    ctx = context(setup)
    assert view.rack is not None
    found = generate(view.board, view.rack, ctx.lexicon, ctx.layout, ctx.tile_set, ctx.reading)
    moves = [
        Move(
            score,
            squares,
            word,
            tuple((s, c) for s, c in zip(squares, word, strict=True) if view.board.is_empty(s)),
        )
        for score, squares, word in found
    ]
    return sorted(moves, key=lambda m: (len(m.laid), -m.score, m.squares, m.word))


def wrong_move(view: SlowkaView, setup: Setup) -> Move:
    """One token laid beside one on the board, read as a two-letter word the lexicon does not
    know."""
    ctx = context(setup)
    assert view.rack is not None
    for square, there in view.board.tiles():
        for beside in ctx.layout.light_neighbours(square):
            if not view.board.is_empty(beside):
                continue
            for letter in view.rack:
                if there + letter not in ctx.lexicon:
                    return Move(0, (square, beside), there + letter, ((beside, letter),))
    raise AssertionError("no wrong word to lay")


def lay(screen: SlowkaScreen, move: Move) -> None:
    """Drag the move's tokens from the rack, then click the word's tokens in reading order."""
    for square, letter in move.laid:
        drop_from_rack(screen, letter, square)
    for square in move.squares:
        click_square(screen.board, square)


def turns_played(window: NetworkGameWindow) -> int:
    public = window.session.view(None)
    return 0 if public is None else len(public.history)


def wait_for_turn(env: Env, window: NetworkGameWindow, screen: SlowkaScreen) -> bool:
    """Wait until this seat's turn is open on its screen (True) or the game is over."""
    seat = window.session.seat
    env.qtbot.waitUntil(
        lambda: window.final is not None or (screen.player == seat and window.session.may_act),
        timeout=WAIT,
    )
    return window.final is None


def play_turn(env: Env, window: NetworkGameWindow, screen: SlowkaScreen, setup: Setup) -> None:
    """Play one turn on the screen: the move laying fewest tokens, else pass; wait for the
    host to take it."""
    before = turns_played(window)
    moves = moves_from(own_view(window), setup)
    if moves:
        lay(screen, moves[0])
        assert screen.submit_button.isEnabled(), screen.preview_text()
        click(screen.submit_button)
    else:
        click_pass(screen.pass_button)
    env.qtbot.waitUntil(
        lambda: turns_played(window) > before or window.final is not None, timeout=WAIT
    )


def test_a_person_plays_slowka_over_the_network_to_the_end(env: Env, tmp_path: Path) -> None:
    seed = seed_where(2, lambda state: state.first_player == 0)
    setup = Setup("slowka", "standard", 2, seed=seed)
    hosting = host(tmp_path, setup, [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")])
    heard: list[dict[str, Any]] = []
    window, screen = open_seat(env, hosting, "Ala", heard)
    assert [(s.name, s.kind) for s in window.session.seats] == [
        ("Ala", "human"),
        ("Komputer (łatwy)", "computer"),
    ]
    assert wait_for_turn(env, window, screen)
    state = hosting.host.state
    assert isinstance(state, SlowkaState)
    assert sorted(screen.rack_tiles) == sorted(state.racks[0].tiles)
    # What was possible replays the whole record, which a network seat does not have.
    assert not screen.possible_button.isEnabled()

    # Against the host's computer alone a move may be taken back (the option's default,
    # "tylko w grze z komputerem"): the move and the computer's reply go, the rack comes back.
    rack = sorted(screen.rack_tiles)
    assert not window.take_back_action.isEnabled()  # nothing played yet
    play_turn(env, window, screen, setup)
    assert wait_for_turn(env, window, screen) and turns_played(window) == 2
    assert window.take_back_action.isEnabled()
    window.take_back_action.trigger()
    env.qtbot.waitUntil(
        lambda: turns_played(window) == 0 and screen.player == 0 and window.session.may_act,
        timeout=WAIT,
    )
    assert sorted(screen.rack_tiles) == rack
    assert len(window.session.view(None).taken_back) == 1

    # A word the lexicon does not know: the host refuses it ("a wrong word: the player takes
    # back the tokens and loses the turn" — in automatic mode refused before it is played);
    # the screen says why and the tokens stay where they were laid.
    wrong = wrong_move(own_view(window), setup)
    lay(screen, wrong)
    with env.qtbot.waitSignal(window.session.rejected, timeout=WAIT) as refused:
        click(screen.submit_button)
    (rejected,) = refused.args
    assert isinstance(rejected, Rejected) and rejected.reason == Reason.UNKNOWN_WORD
    assert explain(rejected, SLOWKA_WORDING) in screen.preview_text()
    assert screen.laid == dict(wrong.laid) and screen.player == 0
    click(screen.take_back_button)

    own_turns = 0
    while wait_for_turn(env, window, screen):
        # The screen shows the seat's own tokens, as the host holds them.
        now = hosting.host.state
        assert isinstance(now, SlowkaState)
        assert sorted(screen.rack_tiles) == sorted(now.racks[0].tiles)
        play_turn(env, window, screen, setup)
        own_turns += 1
    assert own_turns > 3
    assert window.final is not None and window.final.isVisible()
    game_id = hosting.result.result(timeout=30)
    assert game_id == window.session.game_id

    # Everything the seat was told is its own view and the public view of that moment (the
    # engine's views, which show no other rack).
    with GameStore(tmp_path / "host.sqlite") as store:
        game, _ = start(setup)
        played = store.moves(game_id, game)
    views = [m for m in heard if m["type"] == "view"]
    assert views
    for message in views:
        at = replay(setup, played[: message["moves"]])
        assert message["view"] == encode(game.view(at, PlayerId(0)))
        assert message["public"] == encode(game.view(at, None))
    assert window.session._view.rack is not None and window.session._public.rack is None
    window.close()


def challenge_setup(players: int, first: int, **options: str) -> Setup:
    chosen = {"challenge": True, **options}
    seed = seed_where(players, lambda state: state.first_player == first, **chosen)
    return Setup("slowka", "standard", players, seed=seed, options=chosen)


@pytest.mark.parametrize(("failed_challenge", "reading"), [(FREE, ANY), (LOSE_TURN, SIDE)])
def test_challenges_between_a_network_seat_and_the_hosts_computer(
    env: Env, tmp_path: Path, failed_challenge: str, reading: str
) -> None:
    """ "Poprawność tworzonych wyrazów może być weryfikowana […] przez innych graczy": the
    host's computer challenges the person's wrong word on the host; the person challenges the
    computer's word on their own screen (a right word: it stands, at no cost — or, under the
    host's option for the old rule, the challenger loses the turn). The host's options reach
    the screen: the reading through sides only, the wording of the question."""
    setup = challenge_setup(2, 0, failed_challenge=failed_challenge, reading=reading)
    hosting = host(tmp_path, setup, [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")])
    window, screen = open_seat(env, hosting, "Ala")
    assert wait_for_turn(env, window, screen)

    # The person's wrong word waits on the board; the computer challenges it, on the host.
    lay(screen, wrong_move(own_view(window), setup))
    # Challenge mode: the preview does not tell whether the word is one.
    assert screen.submit_button.isEnabled()
    click(screen.submit_button)
    env.qtbot.waitUntil(lambda: turns_played(window) == 1, timeout=WAIT)
    (off,) = window.session.view(None).history
    assert off.kind == CHALLENGED_OFF and off.player == 0
    assert "nie ma w słowniku" in screen.status_label.text()

    # The computer's word waits for the person: their screen asks, they challenge it.
    env.qtbot.waitUntil(lambda: screen.challenge_box.isVisible(), timeout=WAIT)
    assert window.session.view(None).pending.player == 1
    assert screen.challenge_box.accept_button.isVisible()
    assert not screen.submit_button.isEnabled()
    costs = "kolejkę tracisz ty" if failed_challenge == LOSE_TURN else "nic nie kosztuje"
    assert costs in screen.challenge_label.text()
    assert screen._reading == reading
    click(screen.challenge_button)
    env.qtbot.waitUntil(lambda: turns_played(window) >= 2, timeout=WAIT)
    stood = window.session.view(None).history[1]
    assert stood.kind == PLACED and stood.player == 1
    if failed_challenge == LOSE_TURN:
        lost = window.session.view(None).history[2]
        assert lost.kind == LOST_TURN and lost.player == 0
    else:  # it cost nothing: the person's turn is open now
        assert turns_played(window) == 2
        assert wait_for_turn(env, window, screen)
        assert not screen.challenge_box.isVisible() and screen.pass_button.isEnabled()
    hosting.host.stop()
    window.close()


def test_a_person_who_is_not_next_challenges_from_their_own_computer(
    env: Env, tmp_path: Path
) -> None:
    """Any other player may challenge until the next player goes on: the host's computer
    (seat 0) lays a word; Ola (seat 2, after Ala) is asked on her screen and challenges it
    while Ala, next, is asked to accept or challenge on hers."""
    setup = challenge_setup(3, 0)
    plans = [SeatPlan(COMPUTER, "easy"), SeatPlan(NETWORK), SeatPlan(NETWORK)]
    hosting = host(tmp_path, setup, plans)
    ala_session = RemoteSession(LOOPBACK, hosting.port, "Ala", CODE)
    ala = NetworkGameWindow(ala_session)
    env.qtbot.addWidget(ala)
    ala.show()
    env.qtbot.waitUntil(lambda: hosting.host.seats()[1] is not None, timeout=WAIT)
    ola, ola_screen = open_seat(env, hosting, "Ola")
    ala_screen = wait_for_screen(env, ala)
    assert (ala.session.seat, ola.session.seat) == (1, 2)

    env.qtbot.waitUntil(
        lambda: ola_screen.challenge_box.isVisible() and ala_screen.challenge_box.isVisible(),
        timeout=WAIT,
    )
    # Only the next player accepts; Ola may only challenge.
    assert ala_screen.challenge_box.accept_button.isVisible()
    assert not ola_screen.challenge_box.accept_button.isVisible()
    assert "dopóki Ala go nie przyjmie" in ola_screen.challenge_label.text()
    assert ola_screen.turn_label.text() == "Ola: możesz sprawdzić słowo"
    click(ola_screen.challenge_button)
    env.qtbot.waitUntil(lambda: turns_played(ala) == 1, timeout=WAIT)
    (stood,) = ala.session.view(None).history
    assert stood.kind == PLACED and stood.player == 0
    # The word stood at no cost: Ala, next after the computer, plays (her screen turns from
    # the question to her move); Ola waits.
    env.qtbot.waitUntil(lambda: ala_screen.pass_button.isEnabled(), timeout=WAIT)
    assert not ala_screen.challenge_box.isVisible() and ala_screen.board.interactive
    env.qtbot.waitUntil(lambda: not ola_screen.challenge_box.isVisible(), timeout=WAIT)
    assert ola_screen.player is None

    # Ala plays; Ola, next, accepts on her screen and passes; the computer plays and Ala is
    # asked about its word. Among people no move is taken back (the option's default, "tylko
    # w grze z komputerem"; the host cannot ask the others to agree): not offered to Ala.
    lay(ala_screen, moves_from(own_view(ala), setup)[0])
    click(ala_screen.submit_button)
    env.qtbot.waitUntil(lambda: ola_screen.challenge_box.accept_button.isVisible(), timeout=WAIT)
    click(ola_screen.challenge_box.accept_button)
    env.qtbot.waitUntil(lambda: ola_screen.pass_button.isEnabled(), timeout=WAIT)
    click_pass(ola_screen.pass_button)
    env.qtbot.waitUntil(lambda: ala_screen.challenge_box.accept_button.isVisible(), timeout=WAIT)
    assert [turn.player for turn in ala.session.view(None).history] == [0, 1, 2]
    assert not ala.may_take_back() and not ala.take_back_action.isEnabled()
    assert not ala.take_back_action.isVisible()  # among people no take-back is offered at all
    hosting.host.stop()
    for window in (ala, ola):
        window.close()


@pytest.mark.parametrize("language", ["pl", "en"])
def test_a_network_seats_alt_letters_are_used_once(env: Env, tmp_path: Path, language: str) -> None:
    """The Słówka screen's Alt letters, the challenge box's, the window's menu and its
    reconnect button (on the page shown when the connection drops) in either language."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    i18n.install(app, language)
    try:
        setup = challenge_setup(2, 0)
        hosting = host(tmp_path, setup, [SeatPlan(NETWORK), SeatPlan(COMPUTER, "easy")])
        window, screen = open_seat(env, hosting, "Ala")
        assert wait_for_turn(env, window, screen)
        assert window.menuBar().actions() and clashes(window) == []
        hosting.host.stop()
        # The page with "Połącz ponownie" shows beside the same menus.
        env.qtbot.waitUntil(window.can_reconnect, timeout=WAIT)
        assert clashes(window) == []
        window.close()
    finally:
        i18n.install(app, "pl")
