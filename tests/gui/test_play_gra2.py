"""GRA II driven through the real windows: launcher → "Nowa gra" → GRA II → OK, the hand-over
screen with the sitting's time, a crossword built on the player's own grid by typing, dragging
and clicking (every change an engine action), the live list of words and what is wrong, "Gotowe",
the swap of two tiles, the clock running out, privacy between players, the round summary with
every crossword side by side, and a sitting resumed from the saved game.

Racks come from the session's state and words from the lexicon: nothing about the seeded games
is written down here."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

from crossword_support import drag_and_drop
from gui_test_support import (
    Env,
    SeatSpec,
    click,
    game_id_of,
    pass_privacy,
    session_of,
    start_game,
    type_text,
    words_for,
)
from PySide6.QtCore import QPoint, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from engines.core import SYSTEM, Action, PlayerId, Setup, TimeUp
from engines.lexicon import load_lexicon
from engines.puzzle import PuzzleGame
from engines.puzzle.gra2 import (
    EndSitting,
    Gra2State,
    MoveTile,
    PutTile,
    SittingEnd,
    SwapTiles,
    TakeTile,
)
from engines.puzzle.gra2_computer import Gra2Computer
from engines.tiles import BLANK
from gui.game_window import GameWindow
from gui.games.puzzle.gra2 import Gra2Screen
from gui.widgets.tiles import FROM_BOARD, tile_mime
from gui.widgets.timers import format_ms

HUMAN_AND_COMPUTER = [SeatSpec("Zażółć"), SeatSpec("Komputer", "computer", "strong")]
FIVE_MINUTES = 300_000


def timed(action: Action, at: float = 0.0) -> Action:
    """``action`` as the screen sends it: with the sitting's clock time (the fake clock stands
    still unless a test moves it)."""
    return dataclasses.replace(action, at=at)  # type: ignore[call-arg]


def g2_screen(window: GameWindow) -> Gra2Screen:
    screen = window.game_screen
    assert isinstance(screen, Gra2Screen)
    return screen


def g2_state(window: GameWindow) -> Gra2State:
    state = session_of(window).state
    assert isinstance(state, Gra2State)
    return state


def first_tiles(seed: int, players: int, player: int) -> tuple[str, ...]:
    state = PuzzleGame().new_game(Setup("puzzle", "gra2", players, seed))
    assert isinstance(state, Gra2State)
    return state.sittings[player].tiles


def crossing_words(tiles: tuple[str, ...]) -> tuple[str, int, str, int] | None:
    """Two words from ``tiles`` (no blanks) that cross: ``(across, i, down, j)`` with
    ``across[i] == down[j]`` the shared tile."""
    lexicon = load_lexicon("pl")
    plain = tuple(t for t in tiles if t != BLANK)
    for first in words_for(plain, min_length=4, max_length=6)[:200]:
        rest = Counter(plain) - Counter(first)
        for i, letter in enumerate(first):
            pool = tuple((rest + Counter(letter)).elements())
            for second in words_for(pool, min_length=3, max_length=5)[:100]:
                if letter in second and second in lexicon and second != first:
                    return first, i, second, second.index(letter)
    return None


def seed_with_crossing(players: int = 2, player: int = 0) -> tuple[int, tuple[str, int, str, int]]:
    for seed in range(1, 300):
        found = crossing_words(first_tiles(seed, players, player))
        if found is not None:
            return seed, found
    raise AssertionError("no seed found")


def open_game(
    env: Env, seed: int, seats: list[SeatSpec] | None = None
) -> tuple[GameWindow, Gra2Screen]:
    seats = seats or HUMAN_AND_COMPUTER
    window = start_game(env, seats, seed, game="puzzle", rules="gra2")
    if sum(seat.kind == "human" for seat in seats) > 1:  # alone, the turn opens at once
        env.qtbot.waitUntil(lambda: window.privacy.isVisible())
        assert "5:00" in window.privacy.note()  # the sitting's time, before it starts
    pass_privacy(env.qtbot, window, seats[0].name)
    return window, g2_screen(window)


def square_of(screen: Gra2Screen, row: int, column: int) -> int:
    square = screen.board.square_of(row, column)
    assert square is not None
    return square


def grid_cells(window: GameWindow, player: int) -> dict[tuple[int, int], str]:
    return dict(g2_state(window).sittings[player].grid.by_square)


def test_a_crossword_built_by_typing_and_handed_in_then_the_round_summary(env: Env) -> None:
    seed, (across, i, down, j) = seed_with_crossing()
    window, screen = open_game(env, seed)
    assert window.countdown.is_running() and screen.clock_label.text() == "Zostało: 5:00"
    assert sorted(screen.rack_tiles) == sorted(g2_state(window).sittings[0].tiles)
    # The cursor waits in the middle of the empty grid; the word is typed across from there.
    assert screen.board.cursor_at == (square_of(screen, 0, 0), True)
    type_text(screen.board, across.upper())
    expected = {(0, c): letter.upper() for c, letter in enumerate(across)}
    assert grid_cells(window, 0) == expected
    assert all(isinstance(m.action, PutTile) for m in session_of(window).moves)
    text = screen.words_text()
    judged = session_of(window).view(PlayerId(0)).assessment
    assert judged is not None and judged.valid
    score = judged.score
    assert f"{across.upper()} {score}" in text and f"Teraz: {score} pkt" in text

    # The down word through the shared letter: click its first square, turn the cursor, type
    # it (the cursor passes the tile already there).
    top = (-j, i)
    click_square(screen, square_of(screen, *top))
    click_square(screen, square_of(screen, *top))  # a second click turns it down
    assert screen.board.cursor_at[1] is False
    type_text(screen.board, down.upper())
    cells = grid_cells(window, 0)
    assert all(cells[(-j + k, i)] == down[k].upper() for k in range(len(down)))
    text = screen.words_text()
    assert across.upper() in text and down.upper() in text
    assert screen.board.flagged == frozenset()

    # A letter after the across word that makes it no word: its tiles are ringed in red.
    lexicon = load_lexicon("pl")
    index = next(
        k for k, t in enumerate(screen.rack_tiles) if t != BLANK and across + t not in lexicon
    )
    end = (0, len(across))
    drag_and_drop(
        screen.board,
        screen.rack.mime_for(index),
        screen.board.square_centre(square_of(screen, *end)),
    )
    longer = {square_of(screen, 0, c) for c in range(len(across) + 1)}
    assert screen.board.flagged == longer
    click_square(screen, square_of(screen, *end))  # clicked off again
    assert screen.board.flagged == frozenset()

    # A stray tile apart: the crossword is in two parts, "Gotowe" says so and nothing ends.
    far = (5, 5)
    stray = next(k for k, t in enumerate(screen.rack_tiles) if t != BLANK)
    drag_and_drop(
        screen.board,
        screen.rack.mime_for(stray),
        screen.board.square_centre(square_of(screen, *far)),
    )
    assert far in grid_cells(window, 0)
    click(screen.done_button)
    # What is wrong is said once (issue #28, item 9), where the words are; "Gotowe" points to it.
    problem = "Krzyżówka ma 2 osobne części: wszystkie słowa muszą się łączyć."
    assert screen.words_text().count(problem) == 1
    assert problem not in screen.message_label.text()
    assert screen.message_label.text() == (
        "Tej krzyżówki nie można jeszcze oddać: popraw to, co oznaczone ✗."
    )
    assert "Gdyby czas minął teraz" in screen.words_text()
    # Clicking it takes it back to the rack.
    click_square(screen, square_of(screen, *far))
    assert far not in grid_cells(window, 0)
    assert isinstance(session_of(window).moves[-1].action, TakeTile)

    click(screen.done_button)
    assert session_of(window).moves[-1].action == timed(EndSitting())
    # The computer builds its own; then the round summary shows both crosswords.
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=20_000)
    result = g2_state(window).history[0]
    assert result.players[0].ended is SittingEnd.DONE
    cards = screen.summary.cards
    assert len(cards) == 2
    assert across.upper() in cards[0].words_label.text()
    assert down.upper() in cards[0].words_label.text()
    assert f"Razem: {result.players[1].total} pkt" in cards[1].points_label.text()
    for row, column, cell in result.players[1].crossword.cells:
        square = cards[1].grid.square_of(row, column)
        assert square is not None and cards[1].grid.cell_at(square) == cell
    assert screen.table.text(0, 0) == str(result.players[0].total)
    QTest.keyClick(screen.summary.next_button, Qt.Key.Key_Return)
    assert g2_state(window).round == 2


def click_square(screen: Gra2Screen, square: int) -> None:
    QTest.mouseClick(
        screen.board,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
        screen.board.square_centre(square),
    )


def test_tiles_move_on_the_grid_and_back_to_the_rack_and_two_are_swapped(env: Env) -> None:
    seed, _words = seed_with_crossing()
    window, screen = open_game(env, seed)
    index = next(k for k, t in enumerate(screen.rack_tiles) if t != BLANK)
    first = screen.rack_tiles[index]
    drag_and_drop(
        screen.board,
        screen.rack.mime_for(index),
        screen.board.square_centre(square_of(screen, 0, 0)),
    )
    assert grid_cells(window, 0) == {(0, 0): first.upper()}
    # Dragged to another square: a move; dragged back onto the rack: taken back.
    drag_and_drop(
        screen.board,
        tile_mime(FROM_BOARD, square_of(screen, 0, 0)),
        screen.board.square_centre(square_of(screen, 1, 2)),
    )
    assert session_of(window).moves[-1].action == timed(MoveTile(0, 0, 1, 2))
    assert list(grid_cells(window, 0)) == [(1, 2)]
    drag_and_drop(screen.rack, tile_mime(FROM_BOARD, square_of(screen, 1, 2)), QPoint(4, 20))
    assert session_of(window).moves[-1].action == timed(TakeTile(1, 2))
    assert grid_cells(window, 0) == {}
    assert screen.rack_tiles[0] == first  # it lands where it was dropped

    # The swap of two: exactly two tiles, once per round.
    assert screen.swap_button.isEnabled()
    click(screen.swap_button)
    dialog = screen.swap_dialog
    assert dialog is not None and dialog.isVisible()
    click(dialog.buttons[0])
    assert not dialog.ok_button.isEnabled()  # one is not enough
    click(dialog.buttons[1])
    chosen = dialog.chosen()
    assert dialog.ok_button.isEnabled()
    click(dialog.ok_button)
    assert session_of(window).moves[-1].action == timed(SwapTiles(chosen))
    assert g2_state(window).sittings[0].swapped
    assert not screen.swap_button.isEnabled()
    assert sorted(screen.rack_tiles) == sorted(g2_state(window).sittings[0].tiles)
    assert window.current == 0  # still this player's sitting


def test_the_clock_ends_the_sitting_and_the_grid_scores_as_it_lies(env: Env) -> None:
    seed, (across, _i, _down, _j) = seed_with_crossing()
    window, screen = open_game(env, seed)
    type_text(screen.board, across.upper())
    # A tile apart: the grid is in two parts when the time runs out.
    stray = next(k for k, t in enumerate(screen.rack_tiles) if t != BLANK)
    target = screen.board.square_centre(square_of(screen, 4, 4))
    drag_and_drop(screen.board, screen.rack.mime_for(stray), target)
    # Moves do not restart the clock: it counts from when the sitting opened.
    env.clock.advance(FIVE_MINUTES - 1_000)
    window.countdown.check()
    assert screen.clock_label.text() == "Zostało: 0:01"
    env.clock.advance(1_000)
    window.countdown.check()
    assert session_of(window).moves[-1].action == TimeUp(player=PlayerId(0))
    assert session_of(window).moves[-1].player == SYSTEM
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=20_000)
    result = g2_state(window).history[0]
    mine = result.players[0]
    # The computer's full crossword, if it laid one, ended the round earlier on its clock.
    ended = SittingEnd.ROUND_OVER if result.ended_by == 1 else SittingEnd.TIME_UP
    assert mine.ended is ended
    # Every valid word scores; the summary shows the tile apart ringed in red.
    assert [w.word for w in mine.words] == [across]
    card = screen.summary.cards[0]
    assert card.grid.pending == {card.grid.square_of(4, 4)}
    assert "płytki poza poprawnymi słowami: 1" in card.notes_label.text()


def test_the_next_player_never_sees_the_previous_players_grid(env: Env) -> None:
    seed, (across, _i, _down, _j) = seed_with_crossing()
    window, screen = open_game(env, seed, [SeatSpec("Ania"), SeatSpec("Bartek")])
    type_text(screen.board, across.upper())
    assert len(screen.placed) == len(across)
    click(screen.done_button)
    # The hand-over hides everything of Ania's.
    assert window.privacy.isVisible() and "Bartek" in window.privacy.message()
    assert screen.placed == {} and screen.rack.tiles() == () and screen.words_label.text() == ""
    assert not window.countdown.is_running()
    click(window.privacy.button)
    assert window.current == 1
    assert screen.placed == {}
    assert sorted(screen.rack_tiles) == sorted(g2_state(window).sittings[1].tiles)
    assert screen.clock_label.text() == "Zostało: 5:00"  # Bartek's own five minutes
    view = session_of(window).view(PlayerId(1))
    assert view.grid is not None and len(view.grid) == 0


def test_a_sitting_resumes_with_the_grid_as_it_lay(env: Env) -> None:
    seed, (across, _i, _down, _j) = seed_with_crossing()
    window, screen = open_game(env, seed)
    type_text(screen.board, across.upper())
    state, game_id = g2_state(window), game_id_of(window)
    window.close()

    resumed = env.launcher.resume_game(game_id)
    assert resumed is not None
    env.qtbot.waitUntil(lambda: resumed.session is not None, timeout=15_000)
    assert g2_state(resumed) == state
    pass_privacy(env.qtbot, resumed, "Zażółć")
    again = g2_screen(resumed)
    shown = {again.board.position(s): t.letter.upper() for s, t in again.placed.items()}
    assert shown == dict(state.sittings[0].grid.by_square)
    assert sorted(again.rack_tiles) == sorted(state.sittings[0].rack)
    # Backspace takes back the last tile of the word.
    QTest.keyClick(again.board, Qt.Key.Key_Backspace)
    assert session_of(resumed).moves[-1].action == timed(TakeTile(0, len(across) - 1))


def test_the_grid_grows_without_moving_the_tiles_under_the_player(env: Env) -> None:
    seed, _words = seed_with_crossing()
    window, screen = open_game(env, seed)
    view = screen.grid_view
    for _ in range(3):
        click(view.zoom_in_button)  # larger than the view: it scrolls
    plain = [k for k, t in enumerate(screen.rack_tiles) if t != BLANK]
    drag_and_drop(
        screen.board,
        screen.rack.mime_for(plain[0]),
        screen.board.square_centre(square_of(screen, 0, 0)),
    )
    view.centre_on(square_of(screen, 0, 0))

    def on_screen() -> QPoint:
        centre = screen.board.square_centre(square_of(screen, 0, 0))
        return screen.board.mapTo(view.scroll_area.viewport(), centre)

    before, top = on_screen(), screen.board.top
    # A tile near the top edge: the grid grows upwards, the first tile stays where it was.
    drag_and_drop(
        screen.board,
        screen.rack.mime_for(next(k for k, t in enumerate(screen.rack_tiles) if t != BLANK)),
        screen.board.square_centre(square_of(screen, top + 1, 0)),
    )
    assert screen.board.top < top
    assert set(grid_cells(window, 0)) == {(0, 0), (top + 1, 0)}
    assert (on_screen() - before).manhattanLength() <= 1


def test_after_a_full_crossword_the_next_player_sees_the_time_to_beat(env: Env) -> None:
    """GAMES.md §4 (decision of 2026-11-25): the quickest full crossword ends the round for
    everyone; a player building after it sees that time and their clock stops there."""
    seats = [SeatSpec("Komputer", "computer", "strong"), SeatSpec("Zażółć")]
    beaten = None
    for seed in range(1, 40):  # a deal where the computer lays all its tiles
        game = PuzzleGame()
        state = game.new_game(Setup("puzzle", "gra2", 2, seed))
        assert isinstance(state, Gra2State)
        view = game.view(state, PlayerId(0))
        action = Gra2Computer("strong").choose(view, random.Random(0), lambda: False, print)
        after = game.apply(state, PlayerId(0), action)
        assert isinstance(after, Gra2State)
        if after.sittings[0].ended is SittingEnd.ALL_TILES:
            beaten = seed
            break
    assert beaten is not None
    window = start_game(env, seats, beaten, game="puzzle", rules="gra2")
    screen = g2_screen(window)
    env.qtbot.waitUntil(lambda: window.current == 1, timeout=20_000)
    first = g2_state(window).sittings[0]
    assert first.ended is SittingEnd.ALL_TILES and first.full_at is not None
    beat_ms = round(first.full_at * 1000)
    assert f"do pobicia: {format_ms(beat_ms)}" in screen.turn_label.text()
    assert screen.clock_label.text() == f"Zostało: {format_ms(beat_ms)}"
    # The clock stops at the time to beat: the sitting ends there, scored as it lies.
    type_text(screen.board, next(t for t in screen.rack_tiles if t != BLANK).upper())
    env.clock.advance(beat_ms)
    window.countdown.check()
    env.qtbot.waitUntil(lambda: screen.summary.isVisible(), timeout=20_000)
    result = g2_state(window).history[0]
    assert (result.length, result.ended_by) == (first.full_at, 0)
    assert "Runda trwała" in screen.summary.length_label.text()
    assert "Komputer" in screen.summary.length_label.text()


def test_the_buttons_stay_put_as_the_words_and_messages_grow(env: Env) -> None:
    """Issue #28, item 9: "Gotowe" and "Wymień dwie…" moved down as the list of words grew."""
    seed, (across, i, down, j) = seed_with_crossing()
    window, screen = open_game(env, seed)
    for size in ((1024, 700), (1920, 1080)):
        window.resize(*size)
        env.qtbot.waitExposed(window)
        QApplication.processEvents()
        before = [b.mapTo(window, QPoint(0, 0)) for b in (screen.done_button, screen.swap_button)]
        type_text(screen.board, across.upper())
        top = (-j, i)
        click_square(screen, square_of(screen, *top))
        click_square(screen, square_of(screen, *top))
        type_text(screen.board, down.upper())
        far = next(k for k, t in enumerate(screen.rack_tiles) if t != BLANK)
        drag_and_drop(
            screen.board,
            screen.rack.mime_for(far),
            screen.board.square_centre(square_of(screen, 5, 5)),
        )
        click(screen.done_button)  # refused: the message shows too
        assert screen.message_label.text()
        QApplication.processEvents()
        after = [b.mapTo(window, QPoint(0, 0)) for b in (screen.done_button, screen.swap_button)]
        assert after == before
        while grid_cells(window, 0):  # all back to the rack for the other size
            QTest.keyClick(screen.board, Qt.Key.Key_Backspace)
        screen.message_label.clear()
