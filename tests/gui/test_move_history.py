"""What a line of the move history says (issue #28, item 6): every word a move formed, not only
the main one; a move made after a hint; an exchange with its count; GRA I's words with where
they lie on the table — in the game's history and in the replay of a saved game."""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest
from gui_test_support import Env
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from engines.core import Action, PlayerId, Setup, resolve_setup
from engines.crossword import CrosswordGame
from engines.crossword.actions import Exchange, Pass, RequestHint
from engines.crossword.state import EXCHANGED, PLACED, CrosswordState
from engines.records.record import Move
from engines.records.store import Seat
from engines.registry import get_game
from engines.slowka.board import load_layout
from gui.games.puzzle.gra1 import Gra1History, table_position
from gui.games.slowka.panel import SlowkaSheet
from gui.records.replay import ReplayWindow
from gui.support import i18n
from gui.widgets.tile_panel import HistoryTable

GAME = CrosswordGame()
NAMES = ["Ala", "Bartek"]
P0, P1 = PlayerId(0), PlayerId(1)


def play_until(
    game_id: str, rules: str, seed: int, wanted: Callable[[Any], bool], **options: object
) -> tuple[Any, list[Move]]:
    """Random legal actions from ``seed`` until the state is ``wanted``: the state, the moves."""
    game = get_game(game_id)
    state = game.new_game(resolve_setup(game.info, Setup(game_id, rules, 2, seed, options)))
    rng = random.Random(seed)
    moves: list[Move] = []
    while not wanted(state):
        assert not game.is_over(state), "no such moment in this game: pick another seed"
        actor = sorted(game.to_act(state))[0]
        action = game.random_action(state, actor, rng)
        state = game.apply(state, actor, action)
        moves.append(Move(actor, action))
    return state, moves


def apply(state: CrosswordState, player: PlayerId, action: Action) -> CrosswordState:
    after = GAME.apply(state, player, action)
    assert isinstance(after, CrosswordState)
    return after


def move_cell(sheet: HistoryTable, row: int) -> str:
    item = sheet.item(row, 2)
    assert item is not None
    return item.text()


def with_cross_words(state: Any) -> bool:
    last = state.history[-1] if state.history else None
    return last is not None and last.kind == PLACED and len(last.words) > 1


def test_a_crossword_line_names_the_cross_words_too(qtbot: QtBot) -> None:
    state, _ = play_until("crossword", "jawa", 5, with_cross_words)
    sheet = HistoryTable(NAMES)
    qtbot.addWidget(sheet)
    sheet.show_view(GAME.view(state, None))
    turn = state.history[-1]
    cross = [w.word.upper() for w in turn.words[1:]]
    # "8H KOT, KC": the main word in its notation, then every other word the move formed.
    assert move_cell(sheet, len(state.history) - 1).startswith(", ".join([str(turn.place), *cross]))
    # A narrow column may cut the line short: hovering shows it whole, with the points.
    item = sheet.item(len(state.history) - 1, 2)
    assert item is not None
    assert item.toolTip().startswith(move_cell(sheet, len(state.history) - 1) + "\n")


def test_a_move_after_a_hint_is_marked_and_only_that_one(qtbot: QtBot) -> None:
    # Seed 2: the first seat starts.
    state = GAME.new_game(Setup("crossword", "jawa", 2, 2, {"hints": 3}))
    hinted = apply(state, P0, RequestHint())
    assert hinted.proposal is not None
    played = apply(hinted, P0, hinted.proposal.play.place)
    answered = apply(played, P1, Pass())
    sheet = HistoryTable(NAMES)
    qtbot.addWidget(sheet)
    sheet.show_view(GAME.view(answered, P1))
    assert move_cell(sheet, 0).endswith(" — po podpowiedzi")
    assert move_cell(sheet, 0).startswith(str(hinted.proposal.play.place))
    assert move_cell(sheet, 1) == "pas"


def test_an_exchange_says_how_many_tiles_and_which_only_to_its_player(qtbot: QtBot) -> None:
    state = GAME.new_game(Setup("crossword", "jawa", 2, 2))
    rack = state.racks[0].tiles
    three = apply(state, P0, Exchange("".join(rack[:3])))
    one = apply(three, P1, Exchange(three.racks[1].tiles[0]))
    assert [turn.kind for turn in one.history] == [EXCHANGED, EXCHANGED]
    sheet = HistoryTable(NAMES)
    qtbot.addWidget(sheet)
    sheet.show_view(GAME.view(one, P0))
    letters = " ".join(t.upper() for t in rack[:3])
    assert move_cell(sheet, 0) == f"wymiana 3 płytek: {letters}"
    assert move_cell(sheet, 1) == "wymiana 1 płytki"  # not hers: how many, not which
    # Słówka's tokens are "żetony".
    slowka = SlowkaSheet(NAMES, {}, load_layout())
    qtbot.addWidget(slowka)
    assert slowka.exchange_text((), 2) == "wymiana 2 żetonów"
    assert slowka.exchange_text(("a",), 1) == "wymiana 1 żetonu: A"


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    assert i18n.install(qapp, "en")
    yield
    i18n.install(qapp, "pl")


def test_the_new_history_wording_in_english(qtbot: QtBot, english: None) -> None:
    sheet = HistoryTable(NAMES)
    qtbot.addWidget(sheet)
    assert sheet.exchange_text((), 3) == "exchanged 3 tiles"
    assert sheet.exchange_text(("a",), 1) == "exchanged 1 tile: A"
    state = GAME.new_game(Setup("crossword", "jawa", 2, 2, {"hints": 3}))
    dismissed = apply(apply(state, P0, RequestHint()), P0, Pass())
    assert sheet.describe(dismissed.history[-1]) == "pass — after a hint"


def test_a_gra1_line_says_where_the_word_lies_and_every_word_it_formed(qtbot: QtBot) -> None:
    def placed_twice(state: Any) -> bool:
        return sum(1 for turn in state.history if turn.kind == PLACED) >= 2

    state, _ = play_until("puzzle", "gra1", 3, placed_twice)
    sheet = Gra1History(NAMES)
    qtbot.addWidget(sheet)
    sheet.show_view(get_game("puzzle").view(state, None))
    for row, turn in enumerate(state.history):
        if turn.kind != PLACED:
            continue
        words = ", ".join(w.word.upper() for w in turn.words)
        place = turn.place
        arrow = "→" if place.across else "↓"
        row_column = f"({place.row}, {place.column})".replace("-", "−")
        assert table_position(place) == row_column + arrow
        assert move_cell(sheet, row).startswith(f"{row_column}{arrow} {words}")
        item = sheet.item(row, 2)
        assert item is not None and "★" in item.toolTip()


def test_the_replay_lists_moves_as_the_history_does(env: Env, qtbot: QtBot) -> None:
    state, moves = play_until("crossword", "jawa", 5, with_cross_words, hints=3)
    # Then a hint, played as proposed.
    player = state.turn
    hinted = apply(state, player, RequestHint())
    assert hinted.proposal is not None
    state = apply(hinted, player, hinted.proposal.play.place)
    moves += [Move(player, RequestHint()), Move(player, hinted.proposal.play.place)]
    seats = (Seat("Ala", "human"), Seat("Bartek", "human"))
    game_id = env.store.import_game(state.setup, seats, moves, None)
    window = ReplayWindow(env.store, game_id)
    try:
        sheet = HistoryTable(NAMES)
        qtbot.addWidget(sheet)
        sheet.show_view(GAME.view(state, None))
        shown = [move_cell(sheet, row) for row in range(sheet.rowCount())]
        listed = [window.moves_table.item(row, 1).text() for row in range(1, len(moves) + 1)]
        # Each turn of the history is in the list, in order, worded the same (hints asked for
        # and moves waiting for a challenge have rows of their own).
        found = iter(listed)
        assert all(any(text in row for row in found) for text in shown)
        crossed = next(t for t in reversed(state.history[:-1]) if len(t.words) > 1)
        assert any(", ".join(w.word.upper() for w in crossed.words[1:]) in t for t in listed)
        assert listed[-1].endswith(" — po podpowiedzi")
        assert shown[-1] == listed[-1]
    finally:
        window.close()


def test_the_gra1_replay_gives_every_move_its_position(env: Env, qtbot: QtBot) -> None:
    def placed_twice(state: Any) -> bool:
        return sum(1 for turn in state.history if turn.kind == PLACED) >= 2

    state, moves = play_until("puzzle", "gra1", 3, placed_twice)
    seats = (Seat("Ala", "human"), Seat("Bartek", "human"))
    game_id = env.store.import_game(state.setup, seats, moves, None)
    window = ReplayWindow(env.store, game_id)
    try:
        for row, turn in enumerate(state.history, 1):
            if turn.kind == PLACED:
                text = window.moves_table.item(row, 1).text()
                assert text.startswith(table_position(turn.place) + " ")
        # The analysis's best moves are written the same way.
        assert window.notation("3 -1 a KoT") == "(3, −1)→ KoT"
        assert window.notation("PASS") == "PASS"
    finally:
        qtbot.waitUntil(lambda: not window.analysing, timeout=120_000)
        window.close()
