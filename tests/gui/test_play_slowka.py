"""Słówka driven through the real windows: the launcher's "Nowa gra", the hand-over screen,
tokens dragged from the rack and a word traced with the mouse, a move typed on the keyboard,
refusals with their reasons, an exchange through the dialog, hot-seat privacy, challenge mode,
a saved game resumed, and a whole game against a computer player to the end summary.

Racks come from the session's state and moves from the engine's move generator: nothing about
the seeded games is written down here."""

from __future__ import annotations

import itertools

from crossword_support import drag_and_drop
from gui_test_support import (
    Env,
    SeatSpec,
    click,
    click_pass,
    game_id_of,
    pass_privacy,
    session_of,
    start_game,
    type_text,
    walk_cursor_to,
)
from PySide6.QtCore import QEvent, QPoint, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtTest import QTest
from slowka_support import (
    Move,
    click_square,
    drag_through,
    drop_from_rack,
    legal_moves,
    moves_laying,
    press,
    seed_where,
    sl_screen,
    sl_state,
)

from engines.core import PlayerId, Reason, Rejected
from engines.slowka.actions import Exchange, Pass
from engines.slowka.board import load_layout
from engines.slowka.rules import context
from engines.slowka.state import CHALLENGED_OFF, EXCHANGED, PLACED, SlowkaState
from gui.dialogs.final_screen import FinalScreen
from gui.game_window import GameWindow
from gui.games.slowka.panel import EndSummary
from gui.games.slowka.screen import SlowkaScreen
from gui.support.reasons import explain
from gui.widgets.tiles import FROM_BOARD, tile_mime

HUMAN_AND_COMPUTER = [SeatSpec("Zażółć"), SeatSpec("Komputer", "computer", "strong")]
TWO_HUMANS = [SeatSpec("Ania"), SeatSpec("Bartek")]
LAYOUT = load_layout()


def human_first_seed(tokens: int = 2, **options: object) -> int:
    """A seed where the first seat starts and has a move laying ``tokens`` distinct tokens."""

    def wanted(state: SlowkaState) -> bool:
        return state.first_player == 0 and bool(moves_laying(state, 0, tokens))

    return seed_where(2, wanted, **options)


def open_game(
    env: Env,
    seed: int,
    seats: list[SeatSpec] | None = None,
    options: dict[str, object] | None = None,
) -> tuple[GameWindow, SlowkaScreen]:
    """Launcher → "Nowa gra" → the dialog filled in → OK; the first player takes the screen."""
    seats = seats or HUMAN_AND_COMPUTER
    window = start_game(env, seats, seed, options, game="slowka", rules="standard")
    pass_privacy(env.qtbot, window, seats[0].name)
    return window, sl_screen(window)


def test_two_tokens_dragged_and_a_word_traced_through_them(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed)
    state = sl_state(window)
    assert sorted(screen.rack_tiles) == sorted(state.racks[0].tiles)
    assert screen.rack.tile_size() > 0 and len(screen.rack_tiles) == 6
    move = moves_laying(state, 0, 2)[0]

    for square, letter in move.laid:
        drop_from_rack(screen, letter, square)
    assert screen.laid == dict(move.laid)
    assert len(screen.rack_tiles) == 4
    # Laid but not yet pointed out: the screen asks for the word.
    assert "wskaż słowo" in screen.preview_text()
    assert not screen.submit_button.isEnabled()

    drag_through(screen.board, move.squares)
    assert screen.path == move.squares
    assert screen.board.path == move.squares
    preview = screen.preview_text()
    assert move.word.upper() in preview and f"{move.score} pkt" in preview
    assert "✗" not in preview
    click(screen.submit_button)

    session = session_of(window)
    assert session.moves[0].action == move.place()
    turn = sl_state(window).history[0]
    assert turn.kind == PLACED and turn.score == move.score
    assert screen.scores.text(0, 1) == str(move.score)
    assert move.word.upper() in screen.sheet.row_text(0)
    # The move stays highlighted as the last one, its word's path with it.
    tokens, path = screen.board.last_move
    assert tokens == {s for s, _ in move.laid} and path == move.squares
    # The computer answers from its worker; then it is the human's turn again.
    env.qtbot.waitUntil(lambda: len(sl_state(window).history) >= 2, timeout=15_000)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    assert screen.sheet.rowCount() == 2
    assert screen.pool_label.text() == f"Żetony w puli: {len(sl_state(window).bag)}"


def test_clicking_tokens_traces_and_takes_back_within_the_turn(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed)
    state = sl_state(window)
    move = moves_laying(state, 0, 2)[0]
    # Click a rack token, then a square.
    for square, letter in move.laid:
        index = screen.rack_tiles.index(letter)
        QTest.mouseClick(screen.rack, Qt.MouseButton.LeftButton, pos=screen.rack.tile_centre(index))
        assert screen.rack.selected == index
        click_square(screen.board, square)
    assert screen.laid == dict(move.laid)
    for square in move.squares:
        click_square(screen.board, square)
    assert screen.path == move.squares
    # A click on the word's last token takes it off the word; Backspace the one before.
    click_square(screen.board, move.squares[-1])
    assert screen.path == move.squares[:-1]
    press(screen, Qt.Key.Key_Backspace)
    assert screen.path == move.squares[:-2]
    # A laid token dragged back onto the rack leaves the board and the word.
    square, letter = move.laid[0]
    for point in move.squares:
        click_square(screen.board, point)
    drag_and_drop(screen.rack, tile_mime(FROM_BOARD, square), QPoint(4, 20))
    assert square not in screen.laid and screen.rack_tiles[0] == letter
    assert square not in screen.path
    # Dragged from the rack again and then on to another free square, it moves there.
    drop_from_rack(screen, letter, square)
    free = next(s for s in LAYOUT.light_squares if state.board.is_empty(s) and s not in screen.laid)
    drag_and_drop(screen.board, tile_mime(FROM_BOARD, square), screen.board.square_centre(free))
    assert screen.laid[free] == letter and square not in screen.laid
    # Esc: every token back on the rack, no word.
    press(screen, Qt.Key.Key_Escape)
    assert screen.laid == {} and screen.path == ()
    assert sorted(screen.rack_tiles) == sorted(state.racks[0].tiles)
    assert session_of(window).moves == ()


def test_a_move_typed_on_the_keyboard(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed)
    state = sl_state(window)
    move = moves_laying(state, 0, 2)[0]
    # The word letter by letter along its path: a letter on a token adds it to the word, a
    # letter on an empty square lays the token there and adds it.
    for square, letter in zip(move.squares, move.word, strict=True):
        walk_cursor_to(screen.board, square)
        type_text(screen.board, letter)
    assert screen.laid == dict(move.laid)
    assert screen.path == move.squares
    assert f"{move.score} pkt" in screen.preview_text()
    # Backspace takes the last step back; the same letter puts it back.
    press(screen, Qt.Key.Key_Backspace)
    assert screen.path == move.squares[:-1]
    type_text(screen.board, move.word[-1])
    assert screen.path == move.squares
    press(screen, Qt.Key.Key_Return)
    assert session_of(window).moves[0].action == move.place()
    assert sl_state(window).history[0].score == move.score
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)


def test_an_illegal_trace_shows_the_reason(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed)
    state = sl_state(window)
    start = LAYOUT.start
    free = [n for n in LAYOUT.light_neighbours(start) if state.board.is_empty(n)]
    rack = list(screen.rack_tiles)

    # Two tokens laid next to START, the word traced through one of them only.
    drop_from_rack(screen, rack[0], free[0])
    drop_from_rack(screen, rack[1], free[1])
    drag_through(screen.board, [start, free[0]])
    refusal = Rejected(Reason.TILE_NOT_IN_WORD, square=LAYOUT.name(free[1]))
    assert explain(refusal) in screen.preview_text()
    press(screen, Qt.Key.Key_Return)
    # Said once: the preview says why, the red line stays empty (issue #12, defect 2).
    assert screen.message_label.text() == "" and explain(refusal) in screen.preview_text()
    assert session_of(window).moves == ()
    press(screen, Qt.Key.Key_Escape)

    # A token that touches nothing on the board.
    far = next(s for s in LAYOUT.light_squares if s not in LAYOUT.neighbours(start) and s != start)
    drop_from_rack(screen, screen.rack_tiles[0], far)
    # Słówka's own words: tokens (żetony), not the crossword's tiles.
    assert "Każdy nowy żeton musi stykać się bokiem z żetonem na planszy" in screen.preview_text()
    press(screen, Qt.Key.Key_Escape)
    press(screen, Qt.Key.Key_Return)
    assert screen.message_label.text() == "Połóż co najmniej jeden nowy żeton"

    # A path that is no word: the dictionary's refusal, nothing played.
    lexicon = context(state.setup).lexicon
    letter = state.board.letter(start)
    assert letter is not None
    square = free[0]
    nonsense = next(
        c for c in screen.rack_tiles if letter + c not in lexicon and c + letter not in lexicon
    )
    drop_from_rack(screen, nonsense, square)
    drag_through(screen.board, [start, square])
    unknown = explain(Rejected(Reason.UNKNOWN_WORD, word=letter + nonsense))
    assert unknown in screen.preview_text()
    press(screen, Qt.Key.Key_Return)
    # Said once: the preview says why, the red line stays empty (issue #12, defect 2).
    assert screen.message_label.text() == "" and unknown in screen.preview_text()
    assert session_of(window).moves == ()


def test_an_exchange_through_the_dialog(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed)
    pool_before = len(sl_state(window).bag)
    assert screen.exchange_button.isEnabled()
    click(screen.exchange_button)
    dialog = screen.exchange_dialog
    assert dialog is not None and dialog.isVisible()
    # The pool holds more than the rack: the rack is the limit (issue #12, defect 6).
    assert dialog.limit_label.text() == f"Wybrane: 0 z {len(screen.rack_tiles)}."
    assert not dialog.ok_button.isEnabled()  # nothing chosen yet
    assert "".join(b.tile for b in dialog.buttons) == "".join(screen.rack_tiles)
    click(dialog.buttons[1])
    click(dialog.buttons[3])
    chosen = dialog.chosen()
    assert chosen == screen.rack_tiles[1] + screen.rack_tiles[3]
    click(dialog.ok_button)
    assert session_of(window).moves[0].action == Exchange(chosen)
    turn = sl_state(window).history[0]
    assert turn.kind == EXCHANGED and turn.count == 2
    assert len(sl_state(window).bag) == pool_before
    assert "wymiana" in screen.sheet.row_text(0)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)


def test_hot_seat_players_never_see_each_others_tokens(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed, seats=TWO_HUMANS)
    state = sl_state(window)
    move = moves_laying(state, 0, 2)[0]
    for square, letter in move.laid:
        drop_from_rack(screen, letter, square)
    drag_through(screen.board, move.squares)
    click(screen.submit_button)
    # Bartek's turn starts behind the hand-over screen; nothing of Ania's stays.
    assert window.privacy.isVisible()
    assert screen.rack_tiles == () and screen.rack.tiles() == ()
    assert screen.laid == {} and screen.path == ()
    assert not screen.board.interactive and not screen.submit_button.isEnabled()
    # The unseen tokens count every token off the board: no rack shows through them.
    after = sl_state(window)
    off_board = 42 - len(list(after.board.tiles()))
    assert f"Żetony poza planszą: {off_board}" in screen.unseen_label.text()
    pass_privacy(env.qtbot, window, "Bartek")
    assert sorted(screen.rack.tiles()) == sorted(after.racks[1].tiles)
    unseen = off_board - len(after.racks[1])
    assert f"Niewidoczne dla ciebie: {unseen} (pula {len(after.bag)}," in (
        screen.unseen_label.text()
    )
    click_pass(screen.pass_button)
    assert session_of(window).moves[-1].action == Pass()
    pass_privacy(env.qtbot, window, "Ania")
    assert sorted(screen.rack.tiles()) == sorted(sl_state(window).racks[0].tiles)


def test_challenge_mode_takes_a_wrong_word_off_the_board(env: Env) -> None:
    seed = human_first_seed(challenge=True)
    window, screen = open_game(env, seed, seats=TWO_HUMANS, options={"challenge": True})
    state = sl_state(window)
    lexicon = context(state.setup).lexicon
    start = LAYOUT.start
    letter = state.board.letter(start)
    assert letter is not None
    square = next(n for n in LAYOUT.light_neighbours(start) if state.board.is_empty(n))
    nonsense = next(c for c in screen.rack_tiles if letter + c not in lexicon)
    drop_from_rack(screen, nonsense, square)
    drag_through(screen.board, [start, square])
    # In challenge mode the preview does not tell whether the word is good.
    assert "nie ma w słowniku" not in screen.preview_text()
    press(screen, Qt.Key.Key_Return)
    assert sl_state(window).pending is not None
    assert window.privacy.isVisible() and screen.rack_tiles == ()
    pass_privacy(env.qtbot, window, "Bartek")
    assert screen.challenge_box.isVisible()
    assert (letter + nonsense).upper() in screen.challenge_label.text()
    assert not screen.submit_button.isEnabled() and not screen.board.interactive
    click(screen.challenge_button)
    after = sl_state(window)
    assert after.history[-1].kind == CHALLENGED_OFF
    assert after.board.is_empty(square) and after.pending is None
    assert window.current == 1 and not screen.challenge_box.isVisible()
    # Bartek's own turn goes on at once, his tokens free to lay.
    assert screen.board.interactive and screen.pass_button.isEnabled()
    assert "zdjęte po sprawdzeniu" in screen.sheet.row_text(0)
    assert "nie ma w słowniku" in screen.status_label.text()


def test_a_saved_game_resumes_where_it_stopped(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed)
    move = moves_laying(sl_state(window), 0, 2)[0]
    for square, letter in zip(move.squares, move.word, strict=True):
        walk_cursor_to(screen.board, square)
        type_text(screen.board, letter)
    press(screen, Qt.Key.Key_Return)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)
    state, moves, game_id = sl_state(window), session_of(window).moves, game_id_of(window)
    assert len(moves) == 2
    window.close()

    click(env.launcher.continue_button)
    dialog = env.launcher.saved_games_dialog
    assert dialog is not None and dialog.selected_id() == game_id
    click(dialog.resume_button)
    resumed = env.launcher.game_windows[-1]
    env.qtbot.waitUntil(lambda: resumed.session is not None, timeout=15_000)
    assert sl_state(resumed) == state
    assert session_of(resumed).moves == moves
    pass_privacy(env.qtbot, resumed, "Zażółć")
    screen = sl_screen(resumed)
    assert sorted(screen.rack_tiles) == sorted(state.racks[0].tiles)
    assert screen.sheet.rowCount() == 2 and move.word.upper() in screen.sheet.row_text(0)
    assert screen.board.board == state.board
    # The game goes on from there.
    move = legal_moves(state, 0)[0]
    for square, letter in zip(move.squares, move.word, strict=True):
        walk_cursor_to(screen.board, square)
        type_text(screen.board, letter)
    press(screen, Qt.Key.Key_Return)
    assert session_of(resumed).moves[2].action == move.place()


def test_a_game_against_the_computer_to_the_end(env: Env) -> None:
    # The human passes every turn; the computer plays from its worker until the game ends.
    seed = seed_where(2, lambda s: s.first_player == 0)
    window, screen = open_game(env, seed)
    for _ in itertools.count():
        if window.final is not None:
            break
        assert len(session_of(window).moves) < 200
        env.qtbot.waitUntil(lambda: window.final is not None or window.current == 0, timeout=15_000)
        if window.final is None:
            click_pass(screen.pass_button)
    state = sl_state(window)
    assert state.end is not None
    assert isinstance(window.final, FinalScreen) and window.final.isVisible()
    summary = screen.end_summary
    assert isinstance(summary, EndSummary) and summary.isVisible()
    for seat in range(2):
        assert summary.row_text(seat).endswith(str(state.scores[seat]))
    # Every bonus square whose light neighbours are all covered is marked as taken, on the
    # game's board and on the summary's, and each belongs to a player who placed tokens.
    surrounded = {
        bonus
        for bonus in LAYOUT.bonuses
        if all(state.board.letter(n) for n in LAYOUT.light_neighbours(bonus))
    }
    assert set(screen.board.taken) == set(summary.board.taken) == surrounded
    placers = {t.player for t in state.history if t.kind == PLACED}
    assert set(summary.board.taken.values()) <= placers
    names = ("Zażółć", "Komputer")
    for bonus, player in screen.board.taken.items():
        tip = screen.board.bonus_tip(bonus)
        assert tip is not None and names[player] in tip
    assert any(t.kind == PLACED and t.player == PlayerId(1) for t in state.history)


def test_a_computers_tokens_arrive_animated(env: Env) -> None:
    window, screen = open_game(env, human_first_seed())
    env.launcher.preferences.reduce_motion = False
    assert screen.board.arrivals == 0  # nothing arrives when a game opens
    click_pass(screen.pass_button)
    env.qtbot.waitUntil(
        lambda: window.current == 0 and len(sl_state(window).history) == 2, timeout=15_000
    )
    assert sl_state(window).history[-1].kind == PLACED
    assert screen.board.arrivals == 1


#: The key that moves the cursor one step (rows, columns): arrows and the diagonal keys.
STEP_KEYS = {
    (0, -1): Qt.Key.Key_Left,
    (0, 1): Qt.Key.Key_Right,
    (-1, 0): Qt.Key.Key_Up,
    (1, 0): Qt.Key.Key_Down,
    (-1, -1): Qt.Key.Key_Home,
    (-1, 1): Qt.Key.Key_PageUp,
    (1, -1): Qt.Key.Key_End,
    (1, 1): Qt.Key.Key_PageDown,
}


def is_diagonal(a: int, b: int) -> bool:
    return abs(a // 7 - b // 7) == 1 and abs(a % 7 - b % 7) == 1


def diagonal_moves(state: SlowkaState) -> list[Move]:
    return [
        m
        for m in moves_laying(state, 0, 2)
        if any(is_diagonal(a, b) for a, b in itertools.pairwise(m.squares))
    ]


def test_a_word_read_through_a_corner_typed_with_the_diagonal_keys(env: Env) -> None:
    seed = seed_where(2, lambda s: s.first_player == 0 and bool(diagonal_moves(s)))
    window, screen = open_game(env, seed)
    state = sl_state(window)
    assert state.setup.options["reading"] == "any"  # the dialog's default
    move = diagonal_moves(state)[0]
    walk_cursor_to(screen.board, move.squares[0])
    type_text(screen.board, move.word[0])
    for (before, square), letter in zip(
        itertools.pairwise(move.squares), move.word[1:], strict=True
    ):
        step = (square // 7 - before // 7, square % 7 - before % 7)
        press(screen, STEP_KEYS[step])  # Home/PgUp/End/PgDn for a step through a corner
        assert screen.board.cursor_square == square
        type_text(screen.board, letter)
    assert screen.path == move.squares and screen.laid == dict(move.laid)
    assert f"{move.score} pkt" in screen.preview_text()
    press(screen, Qt.Key.Key_Return)
    assert session_of(window).moves[0].action == move.place()


def test_a_game_read_through_sides_only_keeps_its_rule(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed, options={"reading": "side"})
    state = sl_state(window)
    assert state.setup.options["reading"] == "side"
    start = LAYOUT.start
    corner = next(
        s for s in LAYOUT.light_squares if is_diagonal(s, start) and state.board.is_empty(s)
    )
    side = next(n for n in LAYOUT.neighbours(corner) if n in LAYOUT.neighbours(start))
    rack = list(screen.rack_tiles)
    drop_from_rack(screen, rack[0], side)
    drop_from_rack(screen, rack[1], corner)
    click_square(screen.board, start)
    click_square(screen.board, corner)  # touches START by a corner only: a new word starts
    assert screen.path == (corner,)
    click_square(screen.board, side)
    click_square(screen.board, start)  # through the side square the word reaches START
    assert screen.path == (corner, side, start)


def test_challenging_a_right_word_costs_nothing(env: Env) -> None:
    seed = human_first_seed(challenge=True)
    window, screen = open_game(env, seed, seats=TWO_HUMANS, options={"challenge": True})
    move = moves_laying(sl_state(window), 0, 2)[0]
    for square, letter in move.laid:
        drop_from_rack(screen, letter, square)
    drag_through(screen.board, move.squares)
    press(screen, Qt.Key.Key_Return)
    pass_privacy(env.qtbot, window, "Bartek")
    assert "sprawdzenie nic nie kosztuje" in screen.challenge_label.text()
    # The word waiting for the check is drawn with its path (issue #40).
    assert screen.board.last_move == (frozenset(s for s, _ in move.laid), move.squares)
    click(screen.challenge_button)
    after = sl_state(window)
    assert after.history[-1].kind == PLACED and after.scores == (move.score, 0)
    # A right word checked is said to stand (issue #40: nothing was said).
    assert after.history[-1].checked_by == 1
    assert (
        f"Bartek sprawdza słowo {move.word.upper()}: jest w słowniku — zostaje."
        in screen.status_label.text()
    )
    # Bartek's own turn goes on at once.
    assert window.current == 1 and screen.board.interactive and screen.pass_button.isEnabled()


def test_a_computer_player_who_is_not_next_challenges_a_wrong_word(env: Env) -> None:
    seats = [SeatSpec("Ania"), SeatSpec("Bartek"), SeatSpec("Komputer", "computer", "strong")]
    seed = seed_where(3, lambda s: s.first_player == 0, challenge=True)
    window, screen = open_game(env, seed, seats=seats, options={"challenge": True})
    state = sl_state(window)
    lexicon = context(state.setup).lexicon
    start = LAYOUT.start
    letter = state.board.letter(start)
    assert letter is not None
    square = next(n for n in LAYOUT.light_neighbours(start) if state.board.is_empty(n))
    nonsense = next(c for c in screen.rack_tiles if letter + c not in lexicon)
    drop_from_rack(screen, nonsense, square)
    drag_through(screen.board, [start, square])
    press(screen, Qt.Key.Key_Return)
    pass_privacy(env.qtbot, window, "Bartek")
    # Bartek is next, but the computer after him may challenge too, and it does.
    env.qtbot.waitUntil(lambda: sl_state(window).pending is None, timeout=5_000)
    after = sl_state(window)
    assert after.history[-1].kind == CHALLENGED_OFF and after.board.is_empty(square)
    assert session_of(window).moves[-1].player == 2
    # Bartek's own turn goes on, his tokens free to lay.
    assert window.current == 1
    env.qtbot.waitUntil(lambda: screen.board.interactive and not screen.challenge_box.isVisible())


def test_a_letter_typed_with_a_combining_mark_is_the_letter(env: Env) -> None:
    seed = seed_where(2, lambda s: s.first_player == 0 and "ż" in s.racks[0].tiles)
    _window, screen = open_game(env, seed)
    square = LAYOUT.light_neighbours(LAYOUT.start)[0]
    walk_cursor_to(screen.board, square)
    event = QKeyEvent(
        QEvent.Type.KeyPress, Qt.Key.Key_unknown, Qt.KeyboardModifier.NoModifier, "z\u0307"
    )
    assert screen.handle_key(event)
    assert screen.laid.get(square) == "ż"
