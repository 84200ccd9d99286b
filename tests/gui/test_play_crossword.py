"""The crossword game driven through the real windows: launcher → "Nowa gra" → dialog → OK, the
hand-over screen, a word typed on the keyboard, a word dragged from the rack, click-to-place,
refusals with their reasons, a computer's answer, an exchange through the dialog, hints, a
blank's letter, challenge mode, and the end summary of a finished game.

Racks come from the session's state and moves from the engine's move generator: nothing about
the seeded games is written down here."""

from __future__ import annotations

import itertools

import pytest
from crossword_support import (
    click_square,
    cw_screen,
    cw_state,
    drag_and_drop,
    drop_from_rack,
    first_state,
    legal_moves,
    plain_move,
    press,
    seed_where,
)
from gui_test_support import (
    Env,
    SeatSpec,
    click,
    pass_privacy,
    select_game,
    session_of,
    start_game,
    type_text,
    wait_loaded,
    walk_cursor_to,
)
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest

from engines.core import PlayerId, Reason, computer_rng
from engines.crossword import CrosswordGame
from engines.crossword.actions import DismissHint, Exchange, RequestHint
from engines.crossword.layout import parse_coordinate
from engines.crossword.placement import NewTile
from engines.crossword.rules import context
from engines.crossword.state import CHALLENGED_OFF, EXCHANGED, PLACED, CrosswordState
from engines.lexicon.lexicon import ALPHABETS
from engines.records.record import Move, replay
from engines.records.store import Seat
from engines.tiles import BLANK
from gui.dialogs.final_screen import FinalScreen
from gui.game_window import GameWindow
from gui.games.board_turns import RackSorter
from gui.games.crossword.panel import EndSummary
from gui.games.crossword.screen import CrosswordScreen
from gui.support.reasons import sentence

HUMAN_AND_COMPUTER = [SeatSpec("Zażółć"), SeatSpec("Komputer", "computer", "strong")]
POLISH = set("ąćęłńóśźż")


def human_first_seed(rules: str = "jawa", **options: object) -> int:
    """A seed where the first seat (the human) starts, with no blank, and can open."""

    def wanted(state: CrosswordState) -> bool:
        if state.first_player != 0 or BLANK in state.racks[0].tiles:
            return False
        return any(BLANK not in m.rack_tiles for m in legal_moves(state, 0))

    return seed_where(rules, 2, wanted, **options)


def open_game(
    env: Env,
    seed: int,
    rules: str = "jawa",
    seats: list[SeatSpec] | None = None,
    options: dict[str, object] | None = None,
) -> tuple[GameWindow, CrosswordScreen]:
    """Launcher → "Nowa gra" → the dialog filled in → OK; the first player takes the screen."""
    seats = seats or HUMAN_AND_COMPUTER
    window = start_game(env, seats, seed, options, game="crossword", rules=rules)
    pass_privacy(env.qtbot, window, seats[0].name)
    return window, cw_screen(window)


def test_a_word_typed_on_the_keyboard_is_previewed_submitted_and_answered(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed)
    state = cw_state(window)
    assert session_of(window).setup.seed == seed
    assert sorted(screen.rack_tiles) == sorted(state.racks[0].tiles)
    # A legal opening from the engine's generator; one with a Polish letter if there is one.
    moves = [m for m in legal_moves(state, 0) if BLANK not in m.rack_tiles]
    move = next((m for m in moves if set(m.word) & POLISH), moves[0])
    first, across = parse_coordinate(move.place.square, 15)

    walk_cursor_to(screen.board, first)
    if not across:
        press(screen, Qt.Key.Key_Space)
    assert screen.board.cursor_at == (first, across)
    type_text(screen.board, move.word.upper())  # Polish letters as key events' text
    assert set(screen.placed) == {t.square for t in move.tiles}
    assert len(screen.rack_tiles) == 7 - len(move.tiles)
    preview = screen.preview_text()
    assert f"{move.place}: {move.score} pkt" in preview
    assert move.word.upper() in preview

    # Backspace takes the last tile back; typing it again puts it back.
    press(screen, Qt.Key.Key_Backspace)
    assert len(screen.placed) == len(move.tiles) - 1
    type_text(screen.board, move.word[-1])
    assert set(screen.placed) == {t.square for t in move.tiles}

    press(screen, Qt.Key.Key_Return)
    session = session_of(window)
    assert session.moves[0].action == move.place
    assert cw_state(window).history[0].score == move.score
    # The computer answers from its worker; then it is the human's turn again.
    env.qtbot.waitUntil(lambda: len(cw_state(window).history) >= 2, timeout=15_000)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=5_000)
    answer = cw_state(window).history[1]
    assert answer.player == PlayerId(1)
    assert screen.scores.text(0, 1) == str(move.score)
    assert screen.history.rowCount() == 2
    assert str(move.place) in screen.history.row_text(0)
    if answer.kind == PLACED:
        assert str(answer.place) in screen.history.row_text(1)
    assert sorted(screen.rack_tiles) == sorted(cw_state(window).racks[0].tiles)

    # A word through tiles already on the board, typed whole: the cursor passes them.
    state = cw_state(window)
    through = [
        m
        for m in legal_moves(state, 0)
        if BLANK not in m.rack_tiles and len(m.word) > len(m.tiles) and m.place.across
    ]
    if through:
        move = through[0]
        first, _ = parse_coordinate(move.place.square, 15)
        walk_cursor_to(screen.board, first)
        if not screen.board.cursor_at[1]:
            press(screen, Qt.Key.Key_Space)
        type_text(screen.board, move.word)
        assert screen.placement() == move.place
        press(screen, Qt.Key.Key_Return)
        assert session_of(window).moves[2].action == move.place
        env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)


def test_a_word_dragged_from_the_rack_is_submitted(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed)
    state = cw_state(window)
    move = plain_move(state, 0, min_tiles=3)

    # Reorder the rack by dragging its first tile past the last one (a drop on the rack).
    before = screen.rack_tiles
    end = screen.rack.tile_rect(len(before) - 1).right() + 4
    drag_and_drop(screen.rack, screen.rack.mime_for(0), QPoint(int(end), 20))
    assert screen.rack_tiles == (*before[1:], before[0])

    for tile in move.tiles:
        drop_from_rack(screen, screen.rack_tiles.index(tile.letter), tile.square)
    assert screen.placed == {t.square: t for t in move.tiles}
    assert f"{move.place}: {move.score} pkt" in screen.preview_text()
    click(screen.submit_button)
    assert session_of(window).moves[0].action == move.place
    assert cw_state(window).history[0].kind == PLACED
    # The move is on the board and highlighted as the last one.
    board = cw_state(window).board
    assert all(board.letter(t.square) == t.letter for t in move.tiles)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)


def test_illegal_placements_show_the_reason_and_click_to_place_plays(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed)
    state = cw_state(window)
    centre = 7 * 15 + 7

    # Two tiles on a diagonal: not in one line.
    drop_from_rack(screen, 0, centre)
    drop_from_rack(screen, 0, centre + 16)
    expected = sentence(Reason.NOT_IN_LINE, {})
    assert expected in screen.preview_text()
    click(screen.submit_button)
    # Said once: the preview says why, the red line stays empty (issue #12, defect 2).
    assert screen.message_label.text() == "" and expected in screen.preview_text()
    assert session_of(window).moves == ()
    press(screen, Qt.Key.Key_Escape)
    assert screen.placed == {} and sorted(screen.rack_tiles) == sorted(state.racks[0].tiles)

    # Three tiles in a row away from the centre.
    for column in range(3):
        drop_from_rack(screen, 0, column)
    assert sentence(Reason.FIRST_MOVE_NOT_ON_CENTRE, {"square": "8H"}) in screen.preview_text()
    press(screen, Qt.Key.Key_Escape)

    # Through the centre, but no word: the dictionary's refusal, nothing played.
    dictionary = context(state.setup).dictionary
    rack = state.racks[0].tiles
    nonsense = next(
        "".join(p) for p in itertools.permutations(rack, 3) if "".join(p) not in dictionary
    )
    for offset, letter in enumerate(nonsense):
        drop_from_rack(screen, screen.rack_tiles.index(letter), centre + offset)
    refusal = sentence(Reason.UNKNOWN_WORD, {"word": nonsense})
    assert refusal in screen.preview_text()
    press(screen, Qt.Key.Key_Return)
    # Said once: the preview says why, the red line stays empty (issue #12, defect 2).
    assert screen.message_label.text() == "" and refusal in screen.preview_text()
    assert session_of(window).moves == ()
    press(screen, Qt.Key.Key_Escape)

    # Click a rack tile, then a square: a legal move goes down that way.
    move = plain_move(state, 0)
    for tile in move.tiles:
        index = screen.rack_tiles.index(tile.letter)
        QTest.mouseClick(screen.rack, Qt.MouseButton.LeftButton, pos=screen.rack.tile_centre(index))
        assert screen.rack.selected == index
        click_square(screen, tile.square)
    # Clicking a placed tile takes it back; clicking again with it selected puts it back.
    last = move.tiles[-1]
    click_square(screen, last.square)
    assert last.square not in screen.placed
    index = screen.rack_tiles.index(last.letter)
    QTest.mouseClick(screen.rack, Qt.MouseButton.LeftButton, pos=screen.rack.tile_centre(index))
    click_square(screen, last.square)
    assert screen.placement() == move.place
    click(screen.submit_button)
    assert session_of(window).moves[0].action == move.place
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)


def test_an_exchange_through_the_dialog(env: Env) -> None:
    seed = human_first_seed()
    window, screen = open_game(env, seed)
    rack = cw_state(window).racks[0].tiles
    bag_before = len(cw_state(window).bag)
    assert screen.exchange_button.isEnabled()
    click(screen.exchange_button)
    dialog = screen.exchange_dialog
    assert dialog is not None and dialog.isVisible()
    assert not dialog.ok_button.isEnabled()  # nothing chosen yet
    assert "".join(b.tile for b in dialog.buttons) == "".join(screen.rack_tiles)
    assert sorted(screen.rack_tiles) == sorted(rack)
    click(dialog.buttons[0])
    click(dialog.buttons[2])
    chosen = dialog.chosen()
    assert chosen == screen.rack_tiles[0] + screen.rack_tiles[2]
    click(dialog.ok_button)
    session = session_of(window)
    assert session.moves[0].action == Exchange(chosen)
    turn = cw_state(window).history[0]
    assert turn.kind == EXCHANGED and turn.count == 2
    assert len(cw_state(window).bag) == bag_before
    assert "wymiana" in screen.history.row_text(0)
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)


def test_wordsmith_exchanges_the_whole_rack_while_the_bag_holds_a_tile(env: Env) -> None:
    # Seed 002: under wordsmith the returned tiles go back first, so a bag of fewer tiles than
    # the rack still lets the whole rack go; the dialog must allow that many.
    window, screen = open_game(env, human_first_seed("wordsmith"), rules="wordsmith")
    session = session_of(window)
    while len(cw_state(window).bag) >= 7:
        state = cw_state(window)
        assert state.end is None and state.turn == 0
        # Long moves empty the bag quickly; near its end one tile at a time, so that the bag
        # is left with fewer tiles than the rack but not with none.
        moves = legal_moves(state, 0)
        size = (max if len(state.bag) >= 14 else min)(len(move.tiles) for move in moves)
        chosen_move = next(move for move in moves if len(move.tiles) == size)
        answered = len(session.moves) + 2  # the move and the computer's answer
        session.submit(PlayerId(0), chosen_move.place)
        env.qtbot.waitUntil(
            lambda n=answered: len(session.moves) >= n and window.current == 0, timeout=30_000
        )
    state = cw_state(window)
    rack, bag = state.racks[0].tiles, len(state.bag)
    assert 0 < bag < len(rack)
    click(screen.exchange_button)
    dialog = screen.exchange_dialog
    assert dialog is not None and dialog.max_tiles == len(rack)
    for button in dialog.buttons:
        click(button)
    assert dialog.ok_button.isEnabled()
    chosen = dialog.chosen()
    click(dialog.ok_button)
    assert session.moves[-1].action == Exchange(chosen) and len(chosen) == len(rack)
    assert len(cw_state(window).bag) == bag


def test_a_hint_is_shown_taken_back_and_then_played(env: Env) -> None:
    seed = human_first_seed("wordsmith")
    window, screen = open_game(env, seed, rules="wordsmith")
    assert screen.hint_button.isVisible() and "(3)" in screen.hint_button.text()
    click(screen.hint_button)
    # The search runs in a worker; meanwhile nothing can be played.
    assert screen.hint_searching and not screen.submit_button.isEnabled()
    env.qtbot.waitUntil(lambda: screen.proposal_shown, timeout=15_000)
    state = cw_state(window)
    assert state.proposal is not None and state.hints_left[0] == 2
    proposal = state.proposal.play
    assert screen.proposal_shown
    assert screen.placed == {t.square: t for t in proposal.tiles}
    assert "Podpowiedź" in screen.preview_text() and str(proposal.place) in screen.preview_text()
    assert not screen.hint_button.isEnabled()
    # Taking it back returns the tiles; the hint stays used.
    press(screen, Qt.Key.Key_Escape)
    assert session_of(window).moves[-1].action == DismissHint()
    assert not screen.proposal_shown and screen.placed == {}
    assert cw_state(window).hints_left[0] == 2 and "(2)" in screen.hint_button.text()
    # Another hint, confirmed with Enter: the proposal is played.
    click(screen.hint_button)
    env.qtbot.waitUntil(lambda: screen.proposal_shown, timeout=15_000)
    assert session_of(window).moves[-1].action == RequestHint()
    press(screen, Qt.Key.Key_Return)
    assert session_of(window).moves[-1].action == proposal.place
    assert cw_state(window).history[0].score == proposal.score
    env.qtbot.waitUntil(lambda: window.current == 0, timeout=15_000)


def test_a_blank_asks_for_its_letter(env: Env) -> None:
    seed = seed_where(
        "jawa", 2, lambda s: s.first_player == 0 and s.racks[0].tiles.count(BLANK) == 1
    )
    _window, screen = open_game(env, seed)
    centre = 7 * 15 + 7
    drop_from_rack(screen, screen.rack_tiles.index(BLANK), centre)
    dialog = screen.blank_dialog
    assert dialog is not None and dialog.isVisible() and centre not in screen.placed
    click(dialog.buttons["ż"])
    assert screen.placed[centre] == NewTile(centre, "ż", blank=True)
    assert BLANK not in screen.rack_tiles
    # With the blank used, a letter missing from the rack cannot be typed.
    missing = next(c for c in "źżńćęąółśfh" if c not in screen.rack_tiles)
    type_text(screen.board, missing)
    assert screen.message_label.text() == f"Nie masz litery {missing.upper()} ani mydełka."


@pytest.mark.parametrize("rules", ["jawa", "wordsmith"])
def test_challenge_mode_takes_a_wrong_word_off_the_board(env: Env, rules: str) -> None:
    seed = human_first_seed(rules, challenge=True)
    seats = [SeatSpec("Ania"), SeatSpec("Bartek")]
    window, screen = open_game(env, seed, rules, seats=seats, options={"challenge": True})
    state = cw_state(window)
    dictionary = context(state.setup).dictionary
    nonsense = next(
        "".join(p)
        for p in itertools.permutations(state.racks[0].tiles, 3)
        if "".join(p) not in dictionary
    )
    type_text(screen.board, nonsense)
    # In challenge mode the preview does not tell whether the words are good.
    assert "nie ma w słowniku" not in screen.preview_text()
    press(screen, Qt.Key.Key_Return)
    assert cw_state(window).pending is not None
    # Bartek's turn starts behind the hand-over screen; Ania's rack is gone.
    assert window.privacy.isVisible() and screen.rack_tiles == ()
    pass_privacy(env.qtbot, window, "Bartek")
    assert screen.challenge_box.isVisible()
    assert nonsense.upper() in screen.challenge_label.text()
    assert not screen.submit_button.isEnabled()
    click(screen.challenge_button)
    after = cw_state(window)
    assert after.history[-1].kind == CHALLENGED_OFF
    assert not after.board.has_tiles and after.pending is None
    assert window.current == 1 and not screen.challenge_box.isVisible()
    assert "zdjęte po sprawdzeniu" in screen.history.row_text(0)
    assert "nie ma w słowniku" in screen.status_label.text()


def test_a_finished_game_shows_the_rack_adjustments(env: Env) -> None:
    # A whole game between two computers in the engine, saved, then opened from the launcher.
    game = CrosswordGame()
    setup = first_state("jawa", 2, 5).setup
    state = game.new_game(setup)
    moves: list[Move] = []
    while not game.is_over(state):
        player = next(iter(game.to_act(state)))
        rng = computer_rng(setup, player, len(moves))
        action = game.computer("strong").choose(
            game.view(state, player), rng, lambda: False, lambda _f: None
        )
        state = game.apply(state, player, action)
        moves.append(Move(player, action))
    assert replay(setup, moves) == state
    seats = [Seat("Ala", "human"), Seat("Olek", "human")]
    game_id = env.store.create_game(setup, seats)
    for move in moves[:-1]:
        env.store.append_move(game_id, move)
    window = env.launcher.resume_game(game_id)
    assert window is not None
    env.qtbot.waitUntil(lambda: window.session is not None, timeout=15_000)
    # The last move is played from the screen (as its Submit button sends it).
    last = moves[-1]
    pass_privacy(env.qtbot, window, seats[last.player].name)
    screen = cw_screen(window)
    screen.action_requested.emit(last.player, last.action)
    assert window.final is not None and window.final.isVisible()
    assert isinstance(window.final, FinalScreen)
    summary = screen.end_summary
    assert isinstance(summary, EndSummary) and summary.isVisible()
    end = state.end
    assert end is not None
    for seat in range(2):
        row = summary.row_text(seat)
        assert f"{end.adjustments[seat]:+d}" in row
        assert row.endswith(str(state.totals[seat]))


def test_house_rule_words_are_typed_in_the_new_game_dialog(env: Env) -> None:
    select_game(env.launcher, "crossword")
    click(env.launcher.new_game_button)
    dialog = env.launcher.new_game_dialog
    assert dialog is not None
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("wordsmith"))
    assert set(dialog.option_edits) == {"extra_words", "banned_words"}
    combos = {"hints", "challenge", "take_backs", "clock", "clock_minutes", "move_seconds"}
    assert set(dialog.option_combos) == combos
    dialog.rules_combo.setCurrentIndex(dialog.rules_combo.findData("jawa"))
    assert set(dialog.option_combos) == combos
    # Letters outside the Polish alphabet are refused with a reason.
    dialog.option_edits["extra_words"].setText("qi")
    click(dialog.ok_button)
    assert dialog.isVisible() and "alfabetu" in dialog.error_label.text()
    dialog.option_edits["extra_words"].setText("Zażółć, gęśla;jaźń")
    dialog.option_edits["banned_words"].setText("kot")
    click(dialog.ok_button)
    window = env.launcher.game_windows[-1]
    wait_loaded(env.qtbot, window)
    options = session_of(window).setup.options
    assert tuple(options["extra_words"]) == ("gęśla", "jaźń", "zażółć")
    assert tuple(options["banned_words"]) == ("kot",)
    dictionary = context(cw_state(window).setup).dictionary
    assert "zażółć" in dictionary and "kot" not in dictionary


def test_the_rack_sorter_follows_polish_collation_then_vowels_first() -> None:
    assert RackSorter(ALPHABETS["pl"], "aąeęioóuy").next_order(list("żb?ąaćc")) == list("aąbcćż?")
    sorter = RackSorter(ALPHABETS["pl"], "aąeęioóuy")
    assert sorter.next_order(list("kotałe?")) == list("aekłot?")
    assert sorter.next_order(list("kotałe?")) == list("aeokłt?")
    assert sorter.next_order(list("kotałe?")) == list("aekłot?")


def test_sort_orders_the_rack_only_and_keeps_it_when_tiles_come_back(env: Env) -> None:
    window, screen = open_game(env, human_first_seed())
    history = len(cw_state(window).history)
    tiles = screen.rack_tiles
    alphabet = ALPHABETS["pl"]
    click(screen.sort_button)
    alphabetical = tuple(sorted(tiles, key=alphabet.index))
    assert screen.rack_tiles == alphabetical
    click(screen.sort_button)
    vowels = set("aąeęioóuy")
    vowels_first = tuple(sorted(tiles, key=lambda tile: (tile not in vowels, alphabet.index(tile))))
    assert screen.rack_tiles == vowels_first
    # A tile put on the board and taken back returns to its place in the sorted rack.
    drop_from_rack(screen, 2, 7 * 15 + 7)
    assert len(screen.rack_tiles) == len(tiles) - 1
    screen.take_back_all()
    assert screen.rack_tiles == vowels_first
    # Sorting is no move of the game.
    assert len(cw_state(window).history) == history and window.current == 0
